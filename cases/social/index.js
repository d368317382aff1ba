/*
 * Suite "social": the ArangoDB side of the 2018 multi-database benchmark (ArangoDB 3.3.3
 * against Neo4j, MongoDB, PostgreSQL and OrientDB on the Pokec social network), run inside
 * the server on a generated network of the same shape (setup/datasets/social.js). One query
 * (aggregation), or one run of many calls timed call by call and summed (lib/run/workload.js):
 * 1,000 neighbor searches, 1,000 shortest paths, single-document reads and writes. Every
 * answer is checked against friendships.js, which computes it from the formula. ES5.
 */
"use strict";

var dataset = require("../../setup/datasets/social");
var expectations = require("../../lib/expectations");
var documentCheck = require("../../setup/datasets/document-check");
var friendships = require("./friendships");
var forms = require("./forms");

// The post's counts of calls per run; as many as there are profiles when the network has fewer
// (each start then named once).
var SEARCHES = 1000;
var SEARCHES_WITH_DATA = 100;
var SINGLE_CALLS = 100000;
// Shortest paths are checked against the formula's breadth-first search for every pair up to
// this many profiles, and for the first PAIRS_CHECKED_ABOVE pairs beyond it: the searches
// (from both ends) grow with the network. Every path found has its steps checked.
var FULL_CHECK_UP_TO = 200000;
var PAIRS_CHECKED_ABOVE = 20;

var SCRATCH_PATTERN = /^socialscratch[0-9]+$/;

function idOf(i, documents) {
  return dataset.collectionName(documents) + "/" + dataset.keyOf(i);
}

function noBindVars() {
  return {};
}

// The bind parameters every graph form may use: the edge collection (@@edges) for the AQL
// syntax, and the vertex collection too (@@vertices) for the 2.x graph functions.
function graphBindVars(documents, extra) {
  var bindVars = { "@edges": dataset.edgeCollectionName(documents), "@vertices": dataset.collectionName(documents) };
  Object.keys(extra).forEach(function (name) { bindVars[name] = extra[name]; });
  return bindVars;
}

// Only the bind parameters a query names (arangod refuses unused ones, error 1552: docs 3.12,
// bind parameters; lib/Basics/errors.dat);
// a name counts only where the query says it with its own number of @ (@@edges is not @edges).
function usedBindVars(query, bindVars) {
  var used = {};
  Object.keys(bindVars).forEach(function (name) {
    if (new RegExp("(^|[^@])@" + name + "\\b").test(query)) {
      used[name] = bindVars[name];
    }
  });
  return used;
}

// A workload of one query per search k = 0 … count − 1; form: { form, query, rows }.
function searches(form, count, bindVarsOf, verify) {
  return {
    form: form.form,
    query: form.query,
    bindVars: function () { return usedBindVars(form.query, bindVarsOf(0)); },
    steps: function () {
      var steps = [];
      for (var k = 0; k < count; k += 1) {
        steps.push({ query: form.query, bindVars: usedBindVars(form.query, bindVarsOf(k)), rows: form.rows });
      }
      return steps;
    },
    verify: function (host, state, results) { return verify(results); }
  };
}

function neighborsProblem(results, documents, rowKey) {
  for (var k = 0; k < results.length; k += 1) {
    var s = friendships.start(k, documents);
    var expected = friendships.neighbors(s, documents).map(dataset.keyOf);
    var found = results[k].map(rowKey).sort();
    if (!expectations.sameValue(expected.slice().sort(), found)) {
      return "the neighbors of P" + s + " (search " + k + "): expected " + expected.length + " profiles, got " +
        found.length + (found.length === expected.length ? " (other ones)" : "");
    }
  }
  return null;
}

function shortestPathProblem(results, documents) {
  var checked = documents <= FULL_CHECK_UP_TO ? results.length : Math.min(results.length, PAIRS_CHECKED_ABOVE);
  var reverse = friendships.incoming(documents);
  for (var k = 0; k < results.length; k += 1) {
    var from = friendships.start(k, documents);
    var to = friendships.target(k, documents);
    // past the pairs whose length is checked, a path that was found still has its steps checked
    var problem = k < checked ? friendships.pathProblem(results[k], from, to, documents, reverse)
      : (results[k].length > 0 ? friendships.stepsProblem(results[k], from, to, documents) : null);
    if (problem !== null) {
      return "path " + k + ": " + problem;
    }
  }
  return null;
}

// Single-document writes of profile-shaped documents "W0" … into a scratch collection,
// without or with waitForSync; the collection is made before and dropped after each run.
function writes(sync) {
  return function (context) {
    var documents = context.documents;
    var name = "socialscratch" + documents;
    var count = Math.min(documents, SINGLE_CALLS);
    var options = sync ? { waitForSync: true } : null;
    function newProfile(i) {
      var profile = dataset.documentFor(documents + i);
      profile._key = "W" + i;
      return profile;
    }
    function drop(host) {
      if (host.collection(name) !== null) {
        host.collection(name).drop();
      }
    }
    return {
      form: sync ? "collection.insert(document, { waitForSync: true })" : "collection.insert(document)",
      query: null,
      prepare: function (host) {
        drop(host); // one a crashed run left behind: its name says it is ours
        return host.createCollection(name, null);
      },
      steps: function (collection) {
        var steps = [];
        for (var i = 0; i < count; i += 1) {
          steps.push(insertStep(collection, newProfile(i), options));
        }
        return steps;
      },
      cleanup: drop,
      verify: function (host, collection) {
        var found = collection.count();
        if (found !== count) {
          return "expected " + count + " new profiles in " + name + ", found " + found;
        }
        // every new profile as stored, against what was sent (read in one query, untimed)
        var stored = host.query("FOR p IN @@collection RETURN p", { "@collection": name }).rows;
        for (var k = 0; k < stored.length; k += 1) {
          var i = documentCheck.numberOfKey("W", stored[k]._key);
          var wrong = i >= 0 && i < count ? documentCheck.describeMismatch(newProfile(i), stored[k], i, name)
            : "an unexpected document " + stored[k]._key;
          if (wrong !== null) {
            return "in " + name + ": " + wrong;
          }
        }
        return null;
      }
    };
  };
}

function insertStep(collection, profile, options) {
  return { call: function () { return collection.insert(profile, options); },
    rows: function () { return [profile._key]; } };
}

module.exports = {
  name: "social",
  title: "The 2018 benchmark's workloads on a generated network shaped like Pokec (19 friendships per profile)",
  dataset: dataset,
  scratchPattern: SCRATCH_PATTERN,
  defaultSizes: [100000],
  // the 2018 scale, opt-in: --sizes social:pokec (lib/options/sizes.js)
  namedSizes: ["pokec"],
  cases: [
    {
      name: "aggregation",
      family: "social",
      query: "FOR p IN @@collection COLLECT age = p.AGE WITH COUNT INTO count RETURN [ age, count ]",
      bindVars: noBindVars,
      expect: function (documents) {
        var counts = {};
        for (var i = 0; i < documents; i += 1) {
          counts[dataset.ageOf(i)] = (counts[dataset.ageOf(i)] || 0) + 1;
        }
        return expectations.ordered(Object.keys(counts).map(Number).sort(function (a, b) { return a - b; })
          .map(function (age) { return [age, counts[age]]; }));
      }
    },
    {
      name: "neighbors",
      family: "social",
      query: "FOR v IN 1..2 OUTBOUND @start @@edges OPTIONS { order: \"bfs\", uniqueVertices: \"global\" } " +
        "FILTER v._id != @start RETURN v._key  (for 1,000 starts, all profiles when fewer)",
      bindVars: noBindVars,
      workload: function (context) {
        var form = forms.neighbors(context.version, "v._key");
        var documents = context.documents;
        return form === null ? forms.notAvailable("a neighbor search", context.version)
          : searches(form, Math.min(documents, SEARCHES), function (k) {
            return graphBindVars(documents, { start: idOf(friendships.start(k, documents), documents) });
          }, function (results) {
            return neighborsProblem(results, documents, function (key) { return key; });
          });
      }
    },
    {
      name: "neighbors-data",
      family: "social",
      query: "FOR v IN 1..2 OUTBOUND @start @@edges OPTIONS { order: \"bfs\", uniqueVertices: \"global\" } " +
        "FILTER v._id != @start RETURN v  (for 100 starts, all profiles when fewer)",
      bindVars: noBindVars,
      workload: function (context) {
        var form = forms.neighbors(context.version, "v");
        var documents = context.documents;
        return form === null ? forms.notAvailable("a neighbor search", context.version)
          : searches(form, Math.min(documents, SEARCHES_WITH_DATA), function (k) {
            return graphBindVars(documents, { start: idOf(friendships.start(k, documents), documents) });
          }, function (results) {
            var wrong = null;
            results.forEach(function (rows) {
              rows.forEach(function (profile) {
                var i = profile && typeof profile === "object" ? dataset.numberOfKey(profile._key) : -1;
                if (wrong === null) {
                  wrong = i < 0 ? "not a profile: " + JSON.stringify(profile)
                    : dataset.describeMismatch(profile, i, documents, dataset.collectionName(documents));
                }
              });
            });
            return wrong !== null ? wrong : neighborsProblem(results, documents, function (profile) { return profile._key; });
          });
      }
    },
    {
      name: "shortest-path",
      family: "social",
      query: "FOR v IN OUTBOUND SHORTEST_PATH @from TO @to @@edges RETURN v._key  (for 1,000 pairs, one per profile when fewer)",
      bindVars: noBindVars,
      workload: function (context) {
        var form = forms.shortestPath(context.version);
        var documents = context.documents;
        return form === null ? forms.notAvailable("a shortest path", context.version)
          : searches(form, Math.min(documents, SEARCHES), function (k) {
            return graphBindVars(documents, { from: idOf(friendships.start(k, documents), documents),
              to: idOf(friendships.target(k, documents), documents) });
          }, function (results) { return shortestPathProblem(results, documents); });
      }
    },
    {
      name: "single-read",
      family: "social",
      query: "collection.document(key) for 100,000 profiles (all when fewer)",
      bindVars: noBindVars,
      workload: function (context) {
        var documents = context.documents;
        var count = Math.min(documents, SINGLE_CALLS);
        var name = dataset.collectionName(documents);
        return {
          form: "collection.document(key)",
          query: null,
          prepare: function (host) { return host.collection(name); },
          steps: function (collection) {
            var steps = [];
            for (var k = 0; k < count; k += 1) {
              steps.push(readStep(collection, dataset.keyOf(friendships.start(k, documents))));
            }
            return steps;
          },
          verify: function (host, collection, results) {
            for (var k = 0; k < count; k += 1) {
              var mismatch = dataset.describeMismatch(results[k][0], friendships.start(k, documents), documents, name);
              if (mismatch !== null) {
                return "read " + k + ": " + mismatch;
              }
            }
            return null;
          }
        };
      }
    },
    {
      name: "single-write",
      family: "social",
      query: "collection.insert(profile) for 100,000 new profiles (as many as the network has, when fewer)",
      bindVars: noBindVars,
      workload: writes(false)
    },
    {
      name: "single-write-sync",
      family: "social",
      query: "collection.insert(profile, { waitForSync: true }) for 100,000 new profiles (as many as the network has, " +
        "when fewer)",
      bindVars: noBindVars,
      workload: writes(true)
    }
  ]
};

function readStep(collection, key) {
  return { call: function () { return collection.document(key); }, rows: function (found) { return [found]; } };
}
