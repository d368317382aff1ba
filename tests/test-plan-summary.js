/*
 * Plan summaries (lib/run/plan-summary.js) from both explain shapes arangod has had: 2.5-2.7
 * (IndexRangeNode, AggregateNode) and 2.8+ (IndexNode, CollectNode, SubqueryNode). The plans
 * are written here in the documented shapes (v2.5.0 and v2.8.0 arangod/Aql/ExecutionNode.cpp; docs
 * 2.8, optimizer). Runs in arangod and
 * under the stand-in.
 */
var jsunity = require("jsunity");

function planSummarySuite() {
  var planSummary = shootout.require("./lib/run/plan-summary");

  function node(type, fields) {
    var made = { type: type, id: 1, dependencies: [], estimatedCost: 1, estimatedNrItems: 1 };
    Object.keys(fields || {}).forEach(function (key) { made[key] = fields[key]; });
    return made;
  }

  return {
    testJoinIn28AndLater: function () {
      var summary = planSummary.summarize({ plan: { rules: ["use-indexes", "remove-filter-covered-by-index"], nodes: [
        node("SingletonNode"),
        node("EnumerateCollectionNode", { collection: "values1000" }),
        node("IndexNode", { collection: "values1000", condition: { type: "n-ary or", subNodes: [] },
          indexes: [{ id: "7", type: "hash", fields: ["value1"], unique: false, sparse: false }] }),
        node("ReturnNode")] } });
      assertEqual(["SingletonNode", "EnumerateCollectionNode", "IndexNode", "ReturnNode"], summary.nodes);
      assertEqual([{ collection: "values1000", type: "hash", fields: ["value1"], servedFor: "filter" }], summary.indexes);
      assertEqual(["use-indexes", "remove-filter-covered-by-index"], summary.rules);
      assertEqual(1, summary.fullScans);
      assertNull(summary.collectMethod);
      assertEqual("full scan + hash index on value1 (filter)", planSummary.describeAccess(summary));
    },

    testIndexRangeNodeIn25: function () {
      var summary = planSummary.summarize({ plan: { rules: ["use-index-range"], nodes: [
        node("SingletonNode"),
        node("IndexRangeNode", { collection: "values1000", ranges: [[{ variable: "c", attr: "_key" }]],
          index: { type: "primary", id: "0", unique: true, sparse: false, fields: ["_key"] } }),
        node("IndexRangeNode", { collection: "values1000", ranges: [[]],
          index: { type: "skiplist", id: "9", unique: false, sparse: false, fields: ["value3"] } }),
        node("ReturnNode")] } });
      assertEqual([{ collection: "values1000", type: "primary", fields: ["_key"], servedFor: "filter" },
        { collection: "values1000", type: "skiplist", fields: ["value3"], servedFor: "sort" }], summary.indexes);
      assertEqual(0, summary.fullScans);
    },

    testSortOnlyIndexNode: function () {
      var summary = planSummary.summarize({ plan: { rules: ["use-index-for-sort"], nodes: [node("SingletonNode"),
        node("IndexNode", { collection: "c", condition: {}, indexes: [{ type: "persistent", fields: ["value3"] }] }),
        node("LimitNode"), node("ReturnNode")] } });
      assertEqual("persistent index on value3 (sort)", planSummary.describeAccess(summary));
      assertEqual(0, summary.fullScans);
      assertFalse(planSummary.looksUpByIndex(summary));
    },

    // RocksDB's reduce-extraction-to-projection: an index without condition that no SORT
    // asked for delivers every document, so it counts as a full scan, not as a lookup
    testCoveringIndexScanIsAFullScan: function () {
      var summary = planSummary.summarize({ plan: { rules: ["use-indexes", "remove-filter-covered-by-index",
        "reduce-extraction-to-projection"], nodes: [node("SingletonNode"),
        node("IndexNode", { collection: "c", condition: {}, indexes: [{ type: "persistent", fields: ["value1"] }] }),
        node("IndexNode", { collection: "c", condition: { type: "n-ary or" }, indexes: [{ type: "primary", fields: ["_key"] }] }),
        node("ReturnNode")] } });
      assertEqual(["scan", "filter"], summary.indexes.map(function (used) { return used.servedFor; }));
      assertEqual(1, summary.fullScans);
      assertEqual("full scan of persistent index on value1 + primary index on _key (filter)",
        planSummary.describeAccess(summary));
      assertTrue(planSummary.looksUpByIndex(summary));
      var scanOnly = planSummary.summarize({ plan: { rules: ["reduce-extraction-to-projection"], nodes: [node("SingletonNode"),
        node("EnumerateCollectionNode", { collection: "c" }),
        node("IndexNode", { collection: "c", condition: {}, indexes: [{ type: "primary", fields: ["_key"] }] }),
        node("ReturnNode")] } });
      assertEqual(2, scanOnly.fullScans);
      assertEqual("full scan + full scan of primary index on _key", planSummary.describeAccess(scanOnly));
      assertFalse(planSummary.looksUpByIndex(scanOnly), "a full index scan is no lookup");
    },

    testCollectMethodsAndSubqueries: function () {
      var collect3 = planSummary.summarize({ plan: { rules: [], nodes: [node("SingletonNode"),
        node("EnumerateCollectionNode", { collection: "c" }), node("CalculationNode"),
        node("CollectNode", { collectOptions: { method: "hash" } }), node("SortNode"), node("ReturnNode")] } });
      assertEqual("hash", collect3.collectMethod);
      var collect2 = planSummary.summarize({ plan: { rules: [], nodes: [node("SingletonNode"),
        node("EnumerateCollectionNode", { collection: "c" }), node("SortNode"),
        node("AggregateNode", { aggregationOptions: { method: "sorted" } }), node("ReturnNode")] } });
      assertEqual("sorted", collect2.collectMethod);
      var subquery = planSummary.summarize({ plan: { rules: ["use-indexes"], nodes: [node("SingletonNode"),
        node("EnumerateCollectionNode", { collection: "c" }),
        node("SubqueryNode", { subquery: { nodes: [node("SingletonNode"),
          node("IndexNode", { collection: "c", condition: { type: "n-ary or" }, indexes: [{ type: "hash", fields: ["value1"] }] }),
          node("ReturnNode")] } }),
        node("CalculationNode"), node("ReturnNode")] } });
      assertEqual(["SingletonNode", "EnumerateCollectionNode", "SubqueryNode", "SingletonNode", "IndexNode",
        "ReturnNode", "CalculationNode", "ReturnNode"], subquery.nodes);
      assertEqual(1, subquery.indexes.length);
    },

    testFormattedLines: function () {
      var lines = planSummary.format({ nodes: ["SingletonNode", "EnumerateCollectionNode", "ReturnNode"], indexes: [],
        rules: [], collectMethod: null, fullScans: 1 });
      assertEqual(["  nodes:   SingletonNode → EnumerateCollectionNode → ReturnNode", "  access:  full scan",
        "  rules:   none", "  collect: -"], lines);
    },

    testNoPlanIsAnError: function () {
      assertException(function () { planSummary.summarize({ warnings: [] }); });
    }
  };
}

function resultDigestSuite() {
  var resultDigest = shootout.require("./lib/run/result-digest");
  var rows = [{ _key: "a", _rev: "_1", v: 1 }, { _key: "b", _rev: "_2", v: [1, { x: 2 }] }, 7, "x"];

  return {
    testOrderDoesNotMatter: function () {
      assertEqual(resultDigest.of(rows), resultDigest.of([rows[3], rows[1], rows[0], rows[2]]));
    },

    testRevisionAndKeyOrderDoNotMatter: function () {
      var other = [{ v: 1, _rev: "_9", _key: "a" }, { _rev: "_8", v: [1, { x: 2 }], _key: "b" }, 7, "x"];
      assertEqual(resultDigest.of(rows), resultDigest.of(other));
    },

    testContentCountAndDuplicatesMatter: function () {
      var base = resultDigest.of(rows);
      assertMatch(/^[0-9a-f]{16}$/, base);
      assertTrue(base !== resultDigest.of(rows.slice(0, 3)));
      assertTrue(base !== resultDigest.of(rows.concat([7])));
      assertTrue(base !== resultDigest.of([{ _key: "a", v: 2 }, rows[1], 7, "x"]));
      assertTrue(base !== resultDigest.of([{ _key: "a", v: 1 }, rows[1], "7", "x"]));
      assertTrue(resultDigest.of([]) !== resultDigest.of([null]));
    }
  };
}

jsunity.run(planSummarySuite);
jsunity.run(resultDigestSuite);
return jsunity.done();
