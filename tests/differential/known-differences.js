"use strict";
// Differences between a real arangod and the stand-in that are accepted: each is a version
// boundary the stand-in does not reproduce on purpose, with the evidence that it is one.
// Everything else the differential check finds fails it. Each entry:
//   { versions: RegExp of db._version(), kind (compare-recordings.js KINDS), applies(difference),
//     reason, evidence }
// The list is meant to stay short: a difference is fixed in the stand-in, not listed here,
// unless the stand-in cannot know the answer.

const resultDigest = require("../../lib/run/result-digest");

// The digest of one row that is null (SHORTEST_PATH between unconnected vertices).
const NULL_ROW = resultDigest.of([null]);

// One row from both, neither of them null.
function oneRowEach(difference) {
  return difference.real.count === 1 && difference.standIn.count === 1 &&
    difference.real.digest !== NULL_ROW && difference.standIn.digest !== NULL_ROW;
}

const KNOWN_DIFFERENCES = [
  {
    versions: /^2\.8\./,
    kind: "value",
    applies: (difference) => /^\s*RETURN NEIGHBORS\(/i.test(difference.entry.query) && oneRowEach(difference),
    reason: "2.8's NEIGHBORS() lists the neighbours in the order of a hash set keyed on the collection's id, which " +
      "the server assigns",
    evidence: "v2.8.3 arangod/Aql/Functions.cpp, Functions::Neighbors and VertexIdsToAqlValue (iterating a " +
      "std::unordered_set<VertexId>), arangod/VocBase/Traverser.h, hash<VertexId> (the collection id xor the key's " +
      "FNV hash); a real 2.8.3 answered NEIGHBORS(gv, ge, 'gv/P1', 'outbound') with [\"gv/P8\", \"gv/P3\"] (the " +
      "recorded digest is that of this order), the stand-in lists the edges' stored order [\"gv/P3\", \"gv/P8\"]"
  },
  {
    versions: /^2\.8\./,
    kind: "value",
    applies: (difference) => /^\s*RETURN SHORTEST_PATH\(/i.test(difference.entry.query) && oneRowEach(difference),
    reason: "2.8's SHORTEST_PATH() lists the path's edges as _id strings whose keys each server generated (the query " +
      "tap compares generated keys as equal only in _key and _id attributes), and which of several shortest paths " +
      "it finds follows the edge index's order",
    evidence: "v2.8.3 js/server/modules/org/arangodb/aql.js AQL_SHORTEST_PATH calls CPP_SHORTEST_PATH, " +
      "arangod/V8Server/v8-vocbase.cpp JS_QueryShortestPath / PathIdsToV8 (EdgeIdToString without includeData); " +
      "test-aql-graphs.js testGraphFunctionsOf2x checks the vertices, the distance and the number of edges, and " +
      "passed on a real 2.8.3"
  }
];

function knownDifference(difference, version) {
  return KNOWN_DIFFERENCES.find((known) => known.versions.test(version) && known.kind === difference.kind &&
    known.applies(difference)) || null;
}

module.exports = { KNOWN_DIFFERENCES, knownDifference };
