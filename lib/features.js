/*
 * AQL features some cases need and not every version has, as version facts: a case that
 * needs a feature the server lacks is recorded "not available on this version" and never
 * sent, rather than found out by a failing query (a parse error would look like a failure).
 * The server's version is db._version() (host.identity().version). Evidence per feature
 * below; all of them in docs/versions.md. ES5.
 */
"use strict";

var FEATURES = {
  // v2.6.0 grammar: the options rule after COLLECT; 2.5 has none (a parse error).
  "collect-options": { since: [2, 6], what: "COLLECT ... OPTIONS { method }" },
  // grammar token T_DISTINCT from v2.7.0; the 2.7 section of the v2.8.0 CHANGELOG.
  "return-distinct": { since: [2, 7], what: "RETURN DISTINCT" },
  // OUTBOUND is a token from v2.8.0 (arangod/Aql/tokens.ll, grammar.y); OPTIONS of a traversal
  // from 3.0 (bfs, uniqueVertices: docs 3.0, graph traversals); order: "bfs" from 3.8 (release
  // notes 3.8; bfs removed in 4.x, release notes 4.0); SHORTEST_PATH as syntax from 3.0
  // (release notes 3.0, incompatible changes); the 2.x graph function NEIGHBORS returns
  // distinct _id strings from 2.6 (v2.6.0 js/server/modules/org/arangodb/aql.js; 2.5:
  // [{ edge, vertex }], v2.5.0 Documentation/Books/Users/Aql/GraphFunctions.mdpp).
  "traversal": { since: [2, 8], what: "FOR v IN min..max OUTBOUND start edges" },
  "traversal-options": { since: [3, 0], what: "traversal OPTIONS { bfs, uniqueVertices }" },
  "traversal-order": { since: [3, 8], what: "traversal OPTIONS { order }" },
  "shortest-path": { since: [3, 0], what: "FOR v IN OUTBOUND SHORTEST_PATH a TO b edges" },
  // The new shapes came with the C++ implementations in v2.6.0-alpha3 (CPP_NEIGHBORS and
  // CPP_SHORTEST_PATH in js/server/modules/org/arangodb/aql.js); v2.6.0-alpha1/2 still return
  // 2.5's [{ edge, vertex }] (a real 2.6.0-alpha2 fails the nested NEIGHBORS() with error 1542).
  "graph-functions": { since: [2, 6], sincePrerelease: "alpha3", what: "NEIGHBORS() and SHORTEST_PATH() returning _id strings" }
};

// The pre-releases of an x.y.0 in order (alpha < beta < rc), as ArangoDB tagged them
// (v2.6.0-alpha1 … v2.6.0-beta3); a release has none.
var PRERELEASE = /^\d+\.\d+\.0-(alpha|beta|rc)(\d+)$/;
var STAGES = ["alpha", "beta", "rc"];

// Whether `version` is a pre-release of the x.y.0 that a feature came with, older than the
// pre-release that brought it (e.g. 2.6.0-alpha2 before the "alpha3" of graph-functions).
function beforePrerelease(version, sincePrerelease) {
  var match = PRERELEASE.exec(String(version));
  if (!match || !sincePrerelease) {
    return false;
  }
  var wanted = /^(alpha|beta|rc)(\d+)$/.exec(sincePrerelease);
  var stage = STAGES.indexOf(match[1]) - STAGES.indexOf(wanted[1]);
  return stage < 0 || (stage === 0 && parseInt(match[2], 10) < parseInt(wanted[2], 10));
}

// "2.6" or "2.6.0-alpha3": the first version a feature is in, for messages.
function firstVersion(fact) {
  return fact.since.join(".") + (fact.sincePrerelease ? ".0-" + fact.sincePrerelease : "");
}

// { major, minor } of a version string such as "2.6.0", "3.11.2" or "4.0.0-devel"; null when
// it does not start with two numbers.
function parseVersion(text) {
  var match = /^(\d+)\.(\d+)/.exec(String(text));
  return match ? { major: parseInt(match[1], 10), minor: parseInt(match[2], 10) } : null;
}

function has(feature, version) {
  var fact = FEATURES[feature];
  if (!fact) {
    throw new Error("aql-shootout: unknown feature '" + feature + "'; known: " + Object.keys(FEATURES).join(", "));
  }
  var parsed = parseVersion(version);
  // A version string of another form (a custom build) is taken to be new: the query then
  // runs, and a missing feature shows as the server's own error.
  if (parsed === null) {
    return true;
  }
  if (parsed.major === fact.since[0] && parsed.minor === fact.since[1] && beforePrerelease(version, fact.sincePrerelease)) {
    return false;
  }
  return parsed.major > fact.since[0] || (parsed.major === fact.since[0] && parsed.minor >= fact.since[1]);
}

// null when the server has every feature in `required` (an array of names, or undefined),
// else one sentence naming the first missing feature and the version that brought it.
function missing(required, version) {
  var names = required || [];
  for (var i = 0; i < names.length; i += 1) {
    if (!has(names[i], version)) {
      var fact = FEATURES[names[i]];
      return "not available on this version: " + fact.what + " needs ArangoDB " + firstVersion(fact) +
        " or later (this server is " + version + ")";
    }
  }
  return null;
}

module.exports = { FEATURES: FEATURES, parseVersion: parseVersion, has: has, missing: missing };
