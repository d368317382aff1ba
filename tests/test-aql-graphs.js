/*
 * The stand-in's edge collections, traversals, shortest paths and 2.x graph functions
 * (tests/standin/aql/graph.js, functions.js, store.js), per version as
 * ArangoDB's sources and documentation give them (named at each test). A small graph: for
 * i = 0…9, P<i> → P<(3·i) % 10> and P<i> → P<(7·i + 1) % 10>, stored in that order, and a
 * vertex P10 without edges. Runs
 * under every profile (and in arangod, where the orders of rows are not promised: every
 * answer that is a set is compared sorted).
 */
var jsunity = require("jsunity");

function aqlGraphsSuite() {
  var internal = require("internal");
  var db = internal.db;
  var version = db._version();
  var major = parseInt(version.split(".")[0], 10);
  var minor = parseInt(version.split(".")[1], 10);
  var hasTraversal = major >= 3 || minor >= 8;

  function query(text, bindVars) {
    return db._query(text, bindVars || {}, {}, {}).toArray();
  }

  function errorOf(work) {
    try {
      work();
    } catch (e) {
      return e;
    }
    return null;
  }

  return {
    setUp: function () {
      ["gv", "ge"].forEach(function (name) {
        if (db._collection(name) !== null) {
          db._drop(name);
        }
      });
      db._create("gv");
      db._createEdgeCollection("ge");
      // P10 has no edges: nothing reaches it
      query("FOR i IN 0..10 INSERT { _key: CONCAT('P', i) } INTO gv");
      query("FOR i IN 0..9 INSERT { _from: CONCAT('gv/P', i), _to: CONCAT('gv/P', (3 * i) % 10) } INTO ge");
      query("FOR i IN 0..9 INSERT { _from: CONCAT('gv/P', i), _to: CONCAT('gv/P', (7 * i - -1) % 10) } INTO ge");
    },

    tearDown: function () {
      db._drop("ge");
      db._drop("gv");
    },

    // [v2.5.0 arangod/V8Server/v8-vocindex.cpp and v8-collection.cpp] an edge collection is type 3
    // with an edge index on _from, _to
    testEdgeCollection: function () {
      assertEqual(3, db._collection('ge').type());
      assertEqual(2, db._collection('gv').type());
      var indexes = db._collection('ge').getIndexes();
      assertEqual(["primary", "edge"], indexes.map(function (index) { return index.type; }));
      assertEqual(["_from", "_to"], indexes[1].fields);
      assertEqual(20, db._collection('ge').count());
    },

    // [v2.5.0 arangod/V8Server/v8-vocindex.cpp and v8-collection.cpp] an edge needs handles; 3.x
    // checks the form (1233), 2.x resolves the collection
    // part (1203 for an unknown collection)
    testEdgeAttributesAreChecked: function () {
      if (typeof internal.isCluster === "function" && internal.isCluster()) {
        return; // a failing modification on a Coordinator is refused by the stand-in (no rollback across shards)
      }
      var missing = errorOf(function () { query("INSERT { _to: 'gv/P1' } INTO ge"); });
      var unknown = errorOf(function () { query("INSERT { _from: 'nowhere/P1', _to: 'gv/P1' } INTO ge"); });
      if (major >= 3) {
        // the vertex need not exist: only the form is checked
        assertEqual([1233, null], [missing.errorNum, unknown]);
        assertEqual(21, db._collection('ge').count());
      } else {
        assertEqual([1205, 1203], [missing.errorNum, unknown.errorNum]);
        assertEqual(20, db._collection('ge').count());
      }
    },

    // an equality on _from or _to is served by the edge index
    testEdgeLookups: function () {
      var cursor = db._query("FOR e IN ge FILTER e._from == 'gv/P2' RETURN e._to", {}, {}, {});
      assertEqual(["gv/P5", "gv/P6"], cursor.toArray().sort());
      assertEqual([0, 2], [cursor.getExtra().stats.scannedFull, cursor.getExtra().stats.scannedIndex]);
      assertEqual(["gv/P0", "gv/P7"], query("FOR e IN ge FILTER e._to == 'gv/P1' RETURN e._from").sort());
    },

    // [v2.7.0 and v2.8.0 arangod/Aql/tokens.ll] OUTBOUND is a keyword from 2.8; before, the traversal
    // is a parse error (1501)
    testTraversalSyntaxPerVersion: function () {
      var text = "FOR v IN 1..2 OUTBOUND 'gv/P1' ge RETURN v._key";
      if (!hasTraversal) {
        assertEqual(1501, errorOf(function () { query(text); }).errorNum);
        return;
      }
      // depth-first without uniqueness settings: P1 → P3 → (P9, P2), P1 → P8 → (P4, P7)
      assertEqual(["P2", "P3", "P4", "P7", "P8", "P9"], query(text).sort());
      // 2.8 has no OPTIONS; 3.0+ takes them
      var withOptions = "FOR v IN 1..2 OUTBOUND 'gv/P1' ge OPTIONS { bfs: true, uniqueVertices: 'global' } RETURN v._key";
      if (major < 3) {
        assertEqual(1501, errorOf(function () { query(withOptions); }).errorNum);
      } else if (major < 4) {
        // breadth-first: depth 1 before depth 2
        var rows = query(withOptions);
        assertEqual(["P3", "P8"], rows.slice(0, 2).sort());
        assertEqual(["P2", "P4", "P7", "P9"], rows.slice(2).sort());
      }
    },

    // [docs 3.0 and 3.8, graph traversals] ArangoDB's tests/js/server/aql/aql-graph-traverser.js: global edge
    // uniqueness, and global vertex uniqueness without breadth-first order, are
    // TRI_ERROR_BAD_PARAMETER (10), raised while the plan is made (ExecutionPlan.cpp): also
    // when the traversal never runs. The options are read in the order written, the vertex
    // check comes after them.
    testGlobalUniquenessIsABadParameter: function () {
      if (major < 3) {
        return;
      }
      function errorOfOptions(options, prefix) {
        return errorOf(function () {
          query((prefix || "") + "FOR v IN 1..2 OUTBOUND 'gv/P1' ge OPTIONS " + options + " RETURN v");
        });
      }
      assertEqual(10, errorOfOptions("{ uniqueVertices: 'global' }").errorNum);
      assertEqual(10, errorOfOptions("{ uniqueEdges: 'global' }").errorNum);
      assertEqual(10, errorOfOptions("{ uniqueEdges: 'global' }", "FOR x IN [] ").errorNum);
      var both = errorOfOptions("{ uniqueVertices: 'global', uniqueEdges: 'global' }");
      assertEqual(10, both.errorNum);
      assertTrue(/uniqueEdges/.test(both.errorMessage), both.errorMessage);
      if (major === 3 && minor < 8) {
        assertEqual(10, errorOfOptions("{ bfs: false, uniqueVertices: 'global' }").errorNum);
        assertEqual(10, errorOfOptions("{ bfs: true, uniqueEdges: 'global' }").errorNum);
      } else {
        // 3.8+: order "bfs" allows global vertices; an unknown order is 10 as well
        assertEqual(2, query("FOR v IN 1 OUTBOUND 'gv/P1' ge OPTIONS { order: 'bfs', uniqueVertices: 'global' } " +
          "RETURN v").length);
        assertEqual(10, errorOfOptions("{ order: 'dfs', uniqueVertices: 'global' }").errorNum);
        assertEqual(10, errorOfOptions("{ order: 'sideways' }").errorNum);
      }
    },

    // A start that is no document handle: a constant string without "/" gives no rows and one
    // warning 10 (2.8 and 3.x: aql-graph-traverser.js testCrazyStart4 of v2.8.3 and of 3.x);
    // a constant null is parse error 1501 (testCrazyStart1); a constant object stands for its
    // _id (testCrazyStart6). 2.8 (v2.8.3 TraversalBlock.cpp): a computed string must be a
    // valid handle (1205), a computed object without _id gives no rows and no warning
    // (testCrazyStart5), any other computed value no rows and one warning 10
    // (testCrazyStart3).
    testTraversalStartsThatAreNoHandles: function () {
      if (!hasTraversal) {
        return;
      }
      var cursor = db._query("FOR v IN OUTBOUND 'foobar' ge RETURN v", {}, {}, {});
      var warnings = cursor.getExtra().warnings;
      assertEqual([], cursor.toArray());
      assertEqual([10], warnings.map(function (warning) { return warning.code; }));
      assertEqual(1501, errorOf(function () { query("FOR v IN OUTBOUND null ge RETURN v"); }).errorNum);
      assertEqual(["P5", "P6"], query("FOR v IN OUTBOUND { _id: 'gv/P2' } ge RETURN v._key").sort());
      if (major >= 3) {
        return;
      }
      assertEqual(1205, errorOf(function () { query("FOR s IN ['foobar'] FOR v IN OUTBOUND s ge RETURN v"); }).errorNum);
      cursor = db._query("FOR v IN OUTBOUND { foo: 'bar' } ge RETURN v", {}, {}, {});
      assertEqual([[], 0], [cursor.toArray(), cursor.getExtra().warnings.length]);
      cursor = db._query("FOR v IN OUTBOUND [] ge RETURN v", {}, {}, {});
      assertEqual([[], [10]], [cursor.toArray(), cursor.getExtra().warnings.map(function (w) { return w.code; })]);
    },

    // 2.8 walks from a start whose document is missing and returns a missing vertex as null,
    // walking on through it (v2.8.3 aql-graph-traverser.js brokenGraphSuite:
    // testStartAtMissingVertex, testRequestMissingVertex, testHopOverMissingVertex); 3.x gives
    // no rows for a missing start (docs 3.0, graph traversals).
    testTraversalsAndMissingVertices: function () {
      if (!hasTraversal) {
        return;
      }
      query("INSERT { _from: 'gv/ghost', _to: 'gv/P1' } INTO ge");
      query("INSERT { _from: 'gv/P10', _to: 'gv/ghost' } INTO ge");
      if (major >= 3) {
        assertEqual([], query("FOR v IN OUTBOUND 'gv/ghost' ge RETURN v"));
        return;
      }
      assertEqual(["P1"], query("FOR v IN OUTBOUND 'gv/ghost' ge RETURN v._key"));
      assertEqual([null], query("FOR v IN OUTBOUND 'gv/P10' ge RETURN v"));
      assertEqual(["P1"], query("FOR v IN 2 OUTBOUND 'gv/P10' ge RETURN v._key"));
    },

    // [docs 3.0, graph traversals] depth 0 includes the start; a missing start gives no rows; INBOUND
    // follows _to. 2.8 takes depths of 1 or more only: 0..1 is error 1501 "invalid traversal
    // depth" while the plan is made (checkTraversalDepthValue, v2.8.3 arangod/Aql/TraversalNode.cpp;
    // a real 2.8.3 answers so)
    testDepthsDirectionsAndMissingStarts: function () {
      if (!hasTraversal) {
        return;
      }
      if (major < 3) {
        assertEqual(1501, errorOf(function () { query("FOR v IN 0..1 OUTBOUND 'gv/P1' ge RETURN v._key"); }).errorNum);
        return;
      }
      assertEqual(["P1", "P3", "P8"], query("FOR v IN 0..1 OUTBOUND 'gv/P1' ge RETURN v._key").sort());
      assertEqual([], query("FOR v IN 1..3 OUTBOUND 'gv/P99' ge RETURN v"));
      // P1 is reached from P0 ((7·0 + 1) % 10) and P7 ((3·7) % 10)
      assertEqual(["P0", "P7"], query("FOR v IN INBOUND 'gv/P1' ge RETURN v._key").sort());
      assertEqual(["P0", "P3", "P7", "P8"], query("FOR v IN ANY 'gv/P1' ge RETURN v._key").sort());
    },

    // [docs 3.12, shortest path] SHORTEST_PATH from 3.0: one row per vertex; a == b one row;
    // unreachable none. Before, a parse error (1501) where OUTBOUND is no keyword either; in 2.8
    // SHORTEST_PATH is the start vertex and @a stands where the edge collection belongs, which
    // must be a collection parameter: 1553 (v2.8.3 arangod/Aql/grammar.y, graph_collection; a
    // real 2.8.3 answers so)
    testShortestPathSyntax: function () {
      var text = "FOR v IN OUTBOUND SHORTEST_PATH @a TO @b ge RETURN v._key";
      if (major < 3) {
        assertEqual(hasTraversal ? 1553 : 1501, errorOf(function () { query(text, { a: "gv/P1", b: "gv/P0" }); }).errorNum);
        return;
      }
      assertEqual(["P1", "P8", "P7", "P0"], query(text, { a: "gv/P1", b: "gv/P0" }));
      assertEqual(["P4"], query(text, { a: "gv/P4", b: "gv/P4" }));
      assertEqual([], query(text, { a: "gv/P1", b: "gv/P99" }));
      assertEqual([], query(text, { a: "gv/P1", b: "gv/P10" }));
    },

    // [docs 3.4, 3.11 and 3.12, shortest path]: OPTIONS { weightAttribute,
    // defaultWeight } find the path of least total weight; an edge without a numeric weight
    // attribute weighs defaultWeight (1 unless given). Unweighted, P1 → P0 is P1 P8 P7 P0;
    // with P8 → P7 weighing 3 the four-edge path P1 P3 P9 P7 P0 (4) beats it (5), unless
    // every other edge weighs 5.
    testWeightedShortestPath: function () {
      if (major < 3) {
        return;
      }
      var key = query("FOR e IN ge FILTER e._from == 'gv/P8' && e._to == 'gv/P7' RETURN e._key")[0];
      var text = "FOR v IN OUTBOUND SHORTEST_PATH 'gv/P1' TO 'gv/P0' ge OPTIONS @options RETURN v._key";
      function path(options) {
        return db._query(text.replace("@options", options), {}, {}, {}).toArray();
      }
      db._collection("ge").update(key, { w: "3" });
      assertEqual(["P1", "P8", "P7", "P0"], path("{ weightAttribute: 'w' }"));
      db._collection("ge").update(key, { w: 3 });
      assertEqual(["P1", "P3", "P9", "P7", "P0"], path("{ weightAttribute: 'w' }"));
      assertEqual(["P1", "P8", "P7", "P0"], path("{ weightAttribute: 'w', defaultWeight: 5 }"));
      assertEqual(["P1", "P8", "P7", "P0"], path("{ defaultWeight: 5 }"));
      assertEqual(["P4"], query("FOR v IN OUTBOUND SHORTEST_PATH 'gv/P4' TO 'gv/P4' ge OPTIONS { weightAttribute: 'w' } " +
        "RETURN v._key"));
      assertEqual([], query("FOR v IN OUTBOUND SHORTEST_PATH 'gv/P1' TO 'gv/P10' ge OPTIONS { weightAttribute: 'w' } " +
        "RETURN v._key"));
      if (internal.standIn) {
        // options arangod ignores (3.4-3.11) or warns about (3.12) are refused by the stand-in
        var refused = errorOf(function () { path("{ weightAttribute: 'w', maxDepth: 3 }"); });
        assertMatch(/not supported by the stand-in/, refused.errorMessage);
      }
    },

    // [v2.6.0 js/server/modules/org/arangodb/aql.js; release notes 3.0] NEIGHBORS() and
    // SHORTEST_PATH() of 2.6-2.8 give _id strings; gone in 3.0
    // The 2.x graph functions take their collections as names ('h' in the function table of
    // arangod/Aql/Executor.cpp): written bare or bound with @@; a string fails with 1542 when the
    // query runs (real 2.5.4 and 2.6.0-alpha2; the same check from v2.5.4 to v2.8.3), but for
    // NEIGHBORS in 2.8 ("hs"). They return _id strings from 2.6.0-alpha3 (CPP_NEIGHBORS in
    // aql.js); before, NEIGHBORS gives one { edge, vertex } per edge.
    testGraphFunctionsOf2x: function () {
      var byName = "RETURN NEIGHBORS(gv, ge, 'gv/P1', 'outbound')";
      if (major !== 2) {
        assertTrue(errorOf(function () { query(byName); }) !== null);
        return;
      }
      var byString = "RETURN NEIGHBORS('gv', 'ge', 'gv/P1', 'outbound')";
      var byParameter = "RETURN NEIGHBORS(@@v, @@e, 'gv/P1', 'outbound')";
      var collections = { "@v": "gv", "@e": "ge" };
      assertEqual(1542, errorOf(function () { query("RETURN SHORTEST_PATH('gv', 'ge', 'gv/P1', 'gv/P0', 'outbound')"); }).errorNum);
      if (minor < 8) {
        assertEqual(1542, errorOf(function () { query(byString); }).errorNum);
      }
      var idShapes = minor >= 6 && !/^2\.6\.0-alpha[12]$/.test(version);
      if (!idShapes) {
        var steps = query(byParameter, collections)[0];
        assertEqual(["gv/P3", "gv/P8"], steps.map(function (step) { return step.vertex._id; }).sort());
        assertEqual(["gv/P1", "gv/P1"], steps.map(function (step) { return step.edge._from; }));
        assertEqual(steps.length, query(byName)[0].length);
        return;
      }
      assertEqual(["gv/P3", "gv/P8"], query(byName)[0].sort());
      assertEqual(["gv/P3", "gv/P8"], query(byParameter, collections)[0].sort());
      var path = "RETURN SHORTEST_PATH(gv, ge, 'gv/P1', 'gv/P0', 'outbound')";
      assertEqual({ vertices: ["gv/P1", "gv/P8", "gv/P7", "gv/P0"], distance: 3 },
        { vertices: query(path)[0].vertices, distance: query(path)[0].distance });
      assertEqual(3, query(path)[0].edges.length);
      assertEqual(null, query("RETURN SHORTEST_PATH(gv, ge, 'gv/P1', 'gv/P10', 'outbound')")[0]);
    }
  };
}

jsunity.run(aqlGraphsSuite);
return jsunity.done();
