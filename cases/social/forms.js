/*
 * How each version asks the social suite's graph questions, chosen by feature detection on
 * the server's version (lib/features.js): the AQL traversal (2.8; OPTIONS from 3.0, order
 * from 3.8), SHORTEST_PATH as syntax (3.0+), the graph functions NEIGHBORS() (2.6-2.7) and
 * SHORTEST_PATH() (2.6-2.8; in these shapes from 2.6.0-alpha3, lib/features.js), removed in 3.0. A version that can express a question in
 * none of these ways gets a sentence instead (not available, never a guess). Every form
 * returns the same rows: profile keys (or profiles), so results compare across versions.
 * Facts: traversals from 2.8 (v2.8.0 arangod/Aql/grammar.y; docs 2.8, graph traversals: no
 * OPTIONS), OPTIONS { bfs, uniqueVertices } from 3.0 (docs 3.0, graph traversals), order: "bfs"
 * from 3.8 (release notes 3.8), SHORTEST_PATH in AQL from 3.0 (docs 3.12, shortest path), the
 * 2.x graph functions (v2.6.0 js/server/modules/org/arangodb/aql.js; gone in 3.0). ES5.
 */
"use strict";

var features = require("../../lib/features");

// The _id strings the 2.x graph functions return, as keys.
function keysOfIds(ids) {
  return ids.map(function (id) { return id.slice(id.indexOf("/") + 1); });
}

// The neighbors at distance 1 or 2 of @start, @start excluded. returnWhat: "v._key" or "v".
// Each vertex is named once: global vertex uniqueness where the version has it (it needs
// breadth-first order: docs 3.0 and 3.8, graph traversals), else RETURN DISTINCT.
function neighbors(version, returnWhat) {
  var traversal = "FOR v IN 1..2 OUTBOUND @start @@edges ";
  var filter = "FILTER v._id != @start ";
  if (features.has("traversal-order", version)) {
    return { form: "AQL traversal, OPTIONS { order: \"bfs\", uniqueVertices: \"global\" } (3.8+)",
      query: traversal + "OPTIONS { order: \"bfs\", uniqueVertices: \"global\" } " + filter + "RETURN " + returnWhat };
  }
  if (features.has("traversal-options", version)) {
    return { form: "AQL traversal, OPTIONS { bfs: true, uniqueVertices: \"global\" } (3.0-3.7)",
      query: traversal + "OPTIONS { bfs: true, uniqueVertices: \"global\" } " + filter + "RETURN " + returnWhat };
  }
  if (features.has("traversal", version)) {
    return { form: "AQL traversal without OPTIONS, RETURN DISTINCT (2.8)",
      query: traversal + filter + "RETURN DISTINCT " + returnWhat };
  }
  if (features.has("graph-functions", version)) {
    // the collections as collection parameters: 2.x's graph functions take only collection
    // names there, a string is error 1542 (the 'h' arguments of Executor.cpp's function table,
    // v2.5.4 to v2.8.3; seen on real 2.5.4 and 2.6.0-alpha2)
    var ids = "LET near = NEIGHBORS(@@vertices, @@edges, @start, \"outbound\") " +
      "FOR id IN UNIQUE(UNION(near, FLATTEN(FOR n IN near RETURN NEIGHBORS(@@vertices, @@edges, n, \"outbound\")))) " +
      "FILTER id != @start ";
    return returnWhat === "v" ? { form: "NEIGHBORS() twice (2.6-2.7)", query: ids + "RETURN DOCUMENT(id)" }
      : { form: "NEIGHBORS() twice (2.6-2.7)", query: ids + "RETURN id", rows: keysOfIds };
  }
  return null;
}

// The shortest OUTBOUND path from @from to @to as profile keys ([] when there is none).
function shortestPath(version) {
  if (features.has("shortest-path", version)) {
    return { form: "AQL SHORTEST_PATH (3.0+)",
      query: "FOR v IN OUTBOUND SHORTEST_PATH @from TO @to @@edges RETURN v._key" };
  }
  if (features.has("graph-functions", version)) {
    // without distance or filter options, so the server's own implementation answers (with
    // them, or on a coordinator, v2.6.0 js/server/modules/org/arangodb/aql.js falls back to a
    // traversal whose result has another shape)
    return { form: "SHORTEST_PATH() (2.6-2.8)",
      query: "RETURN SHORTEST_PATH(@@vertices, @@edges, @from, @to, \"outbound\")",
      rows: function (rows) { return rows[0] === null ? [] : keysOfIds(rows[0].vertices); } };
  }
  return null;
}

// Why a version cannot run a graph workload.
function notAvailable(what, version) {
  return "not available on this version: " + what + " needs the AQL traversal (2.8+) or the graph functions " +
    "of 2.6-2.7 (this server is " + version + "; the NEIGHBORS() and SHORTEST_PATH() of 2.5 and of 2.6.0-alpha1 " +
    "and -alpha2 return other shapes)";
}

module.exports = { neighbors: neighbors, shortestPath: shortestPath, notAvailable: notAvailable };
