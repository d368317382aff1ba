/*
 * The answers of the social suite computed from the network's formula alone
 * (setup/datasets/social.js), never from the server: the start vertices, the neighbors at
 * distance 1 or 2, and shortest-path distances by a breadth-first search from both ends. ES5.
 */
"use strict";

var social = require("../../setup/datasets/social");

// The k-th start vertex, s_k = (7919·k) % n, and the k-th target, (104729·k + 1) % n.
function start(k, documents) {
  return (7919 * k) % documents;
}

function target(k, documents) {
  return (104729 * k + 1) % documents;
}

// The profiles at OUTBOUND distance 1 or 2 from s, s excluded, in ascending order.
function neighbors(s, documents) {
  var seen = {};
  var found = [];
  function add(vertex) {
    if (vertex !== s && !seen[vertex]) {
      seen[vertex] = true;
      found.push(vertex);
    }
  }
  social.friendsOf(s, documents).forEach(function (near) {
    add(near);
    social.friendsOf(near, documents).forEach(add);
  });
  return found.sort(function (a, b) { return a - b; });
}

// Who befriends whom, read backwards: for each profile the profiles with an edge to it.
function incoming(documents) {
  var lists = [];
  for (var i = 0; i < documents; i += 1) {
    lists.push([]);
  }
  for (var v = 0; v < documents; v += 1) {
    social.friendsOf(v, documents).forEach(function (t) { lists[t].push(v); });
  }
  return lists;
}

// The number of edges of a shortest OUTBOUND path from `from` to `to`, or -1 when there is
// none: layers grow from both ends, the smaller frontier first, until they meet.
// `reverse`: incoming(documents), computed once for many searches.
function distance(from, to, documents, reverse) {
  if (from === to) {
    return 0;
  }
  var forward = {};
  var backward = {};
  forward[from] = 0;
  backward[to] = 0;
  var forwardFrontier = [from];
  var backwardFrontier = [to];
  var forwardDepth = 0;
  var backwardDepth = 0;
  while (forwardFrontier.length > 0 && backwardFrontier.length > 0) {
    var expandForward = forwardFrontier.length <= backwardFrontier.length;
    var next = [];
    var best = -1;
    var frontier = expandForward ? forwardFrontier : backwardFrontier;
    var mine = expandForward ? forward : backward;
    var theirs = expandForward ? backward : forward;
    var depth = (expandForward ? forwardDepth : backwardDepth) + 1;
    for (var f = 0; f < frontier.length; f += 1) {
      var steps = expandForward ? social.friendsOf(frontier[f], documents) : reverse[frontier[f]];
      for (var s = 0; s < steps.length; s += 1) {
        var vertex = steps[s];
        if (mine.hasOwnProperty(vertex)) {
          continue;
        }
        mine[vertex] = depth;
        if (theirs.hasOwnProperty(vertex)) {
          var total = depth + theirs[vertex];
          best = best < 0 || total < best ? total : best;
        }
        next.push(vertex);
      }
    }
    if (best >= 0) {
      return best;
    }
    if (expandForward) {
      forwardFrontier = next;
      forwardDepth = depth;
    } else {
      backwardFrontier = next;
      backwardDepth = depth;
    }
  }
  return -1;
}

// null when `keys` (the profile keys of a returned path, in order) is a shortest OUTBOUND
// path from `from` to `to` whose every step is an edge of the formula; else what is wrong.
function pathProblem(keys, from, to, documents, reverse) {
  var length = distance(from, to, documents, reverse);
  if (length < 0) {
    return keys.length === 0 ? null : "expected no path from P" + from + " to P" + to + ", got " + keys.length + " vertices";
  }
  if (keys.length !== length + 1) {
    return "the path from P" + from + " to P" + to + " has " + keys.length + " vertices, a shortest one has " +
      (length + 1);
  }
  return stepsProblem(keys, from, to, documents);
}

// null when a path that was found runs from P<from> to P<to> and each step is a friendship
// (no search needed: what can be checked of a path whose length is not checked).
function stepsProblem(keys, from, to, documents) {
  var numbers = keys.map(social.numberOfKey);
  if (numbers[0] !== from || numbers[numbers.length - 1] !== to) {
    return "the path from P" + from + " to P" + to + " runs from " + keys[0] + " to " + keys[keys.length - 1];
  }
  for (var i = 1; i < numbers.length; i += 1) {
    if (social.friendsOf(numbers[i - 1], documents).indexOf(numbers[i]) < 0) {
      return "the path from P" + from + " to P" + to + " steps from " + keys[i - 1] + " to " + keys[i] +
        ", which is no friendship";
    }
  }
  return null;
}

module.exports = { start: start, target: target, neighbors: neighbors, incoming: incoming, distance: distance,
  pathProblem: pathProblem, stepsProblem: stepsProblem };
