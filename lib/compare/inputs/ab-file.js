/*
 * A results file of the workbench's A/B run (shootout.ab, --query-b): both queries measured in
 * one server run, as the cases query-a and query-b of suite workbench. Read as two sides, A and
 * B, whose rows pair by size (their AQL differs, on purpose: both get the digest of one case),
 * and the turns they took: each sample of A with the sample of B next to it in time. ES5.
 */
"use strict";

var compareInput = require("./compare-input");

var A_CASE = "query-a";
var B_CASE = "query-b";

function copyOf(raw) {
  var copy = {};
  Object.keys(raw || {}).forEach(function (key) { copy[key] = raw[key]; });
  return copy;
}

// Whether a parsed results file holds an A/B run.
function isAb(parsed) {
  if (!parsed || !Array.isArray(parsed.results)) {
    return false;
  }
  var cases = parsed.results.map(function (entry) { return entry && entry["case"]; });
  return cases.indexOf(A_CASE) >= 0 && cases.indexOf(B_CASE) >= 0;
}

// The entries of one query as a results file of their own, case "query".
function sideOf(parsed, caseName, name) {
  var file = copyOf(parsed);
  file.results = parsed.results.filter(function (entry) { return entry["case"] === caseName; }).map(function (entry) {
    var copy = copyOf(entry);
    copy["case"] = "query";
    copy.digest = "workbench-ab";
    return copy;
  });
  file.label = null;
  return compareInput.read(name, JSON.stringify(file));
}

// parsed: an A/B results file. Returns { a, b }: the two sides, named after the file and the query.
function sides(parsed, name) {
  return { a: sideOf(parsed, A_CASE, name + ", " + A_CASE), b: sideOf(parsed, B_CASE, name + ", " + B_CASE) };
}

// Samples with their starts, or null when the starts are not known.
function withStarts(times, starts, fromA) {
  if (!Array.isArray(starts) || starts.length !== times.length) {
    return null;
  }
  return times.map(function (time, i) { return { fromA: fromA, time: time, start: starts[i] }; });
}

// The turns of one row: [{ a, b }] in time order. Each turn is two samples next to each other
// in time, one of each side; where a sample lost its partner (to an error or a clock step), the
// samples around it could pair either way, and the pairing that keeps the most turns and, among
// those, the shortest gaps between a turn's two samples is taken (a turn's samples follow each
// other at once; the next turn may wait for a gc pause). Null without starts on both sides.
function pairTurns(samplesA, samplesB) {
  if (samplesA === null || samplesB === null) {
    return null;
  }
  var all = samplesA.concat(samplesB).sort(function (x, y) { return x.start - y.start; });
  var gap = function (i) { return Math.max(0, all[i].start - (all[i - 1].start + all[i - 1].time)); };
  // best[i]: the most turns among the first i samples, and the least total gap with them
  var best = [{ turns: 0, gap: 0 }];
  for (var i = 1; i <= all.length; i += 1) {
    var alone = { turns: best[i - 1].turns, gap: best[i - 1].gap, paired: false };
    var choice = alone;
    if (i >= 2 && all[i - 1].fromA !== all[i - 2].fromA) {
      var paired = { turns: best[i - 2].turns + 1, gap: best[i - 2].gap + gap(i - 1), paired: true };
      // (pairing never keeps fewer turns than leaving the sample alone)
      choice = paired.turns > alone.turns || paired.gap < alone.gap ? paired : alone;
    }
    best.push(choice);
  }
  var list = [];
  for (var at = all.length; at > 0;) {
    if (best[at].paired) {
      var first = all[at - 2];
      var second = all[at - 1];
      list.unshift(first.fromA ? { a: first.time, b: second.time } : { a: second.time, b: first.time });
      at -= 2;
    } else {
      at -= 1;
    }
  }
  return list;
}

// The turns of A's and B's samples of one size, given with their starts; null without them.
function turnsOf(timesA, startsA, timesB, startsB) {
  return pairTurns(withStarts(timesA, startsA, true), withStarts(timesB, startsB, false));
}

// The turns of two results-file entries of one size (times and sampleStarts), as a run has
// them while it measures; null without starts.
function turnsOfEntries(entryA, entryB) {
  return turnsOf(entryA.times, entryA.sampleStarts, entryB.times, entryB.sampleStarts);
}

// The turns of every row both sides have: { key: [{ a, b }] }; null when a file does not say
// when its samples began.
function turns(a, b) {
  var inB = {};
  b.entries.forEach(function (entry) { inB[entry.key] = entry; });
  var rows = {};
  var known = true;
  a.entries.forEach(function (entryA) {
    var entryB = inB[entryA.key];
    if (entryB) {
      var list = turnsOf(entryA.times, entryA.perRunStarts[0], entryB.times, entryB.perRunStarts[0]);
      known = known && list !== null;
      rows[entryA.key] = list;
    }
  });
  return known ? rows : null;
}

module.exports = { isAb: isAb, sides: sides, turns: turns, turnsOfEntries: turnsOfEntries, A_CASE: A_CASE, B_CASE: B_CASE };
