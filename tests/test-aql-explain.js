/*
 * Explain output and query statistics the benchmark relies on, checked in a running server:
 * the same file runs inside a real arangod and inside the node stand-in (tests/standin/):
 *   require("jsunity").runTest("tests/test-aql-explain.js");
 * It asserts only plan facts that hold on every server from 2.8 to 3.12 (v2.8.0
 * arangod/Aql/ExecutionNode.cpp; docs 2.8, optimizer; docs 3.12, explain): which node types appear in
 * which order, which index an IndexNode
 * uses, plan.collections, the index rule, and extra.stats (docs 3.12, query statistics). Facts that
 * changed between
 * versions are guarded on db._version(): IndexRangeNode/use-index-range before 2.8,
 * AggregateNode before 2.8, spliced subqueries from 3.6, FILTERs folded into the
 * EnumerateCollectionNode from 3.6 (move-filters-into-enumerate), persistent instead of
 * hash/skiplist indexes from 4.0. Cost estimates and the
 * exact rule lists are never asserted: they are not portable. ES5 only.
 * It works in a database of its own, created when missing and dropped at the end.
 */
var jsunity = require("jsunity");
var db = require("internal").db;
// 2.x has db._listDatabases, 3.x db._databases (tests/support/database-names.js)
var databaseNames = shootout.require("./tests/support/database-names").databaseNames;

var DATABASE = "shootout_explain_test";
var VALUES = "shootout_explain_values";
var DOCUMENTS = 100;
// longer than the collection; short enough for 2.5, which takes seconds per 10,000-key IN list
var LOOKUP_KEYS = 250;

function serverVersion() {
  var parts = String(db._version()).split(".");
  return { major: parseInt(parts[0], 10), minor: parseInt(parts[1], 10) };
}

function atLeast(major, minor) {
  var version = serverVersion();
  return version.major > major || (version.major === major && version.minor >= minor);
}

// 2.5.0 to 2.5.3 never serve an attribute named by a
// bind parameter (d.@attribute) from an index (arangod/Aql/OptimizerRules.cpp FindVarAndAttr
// and BuildRangeInfo at v2.5.0); commit 74f8b2b846 fixed it in 2.5.4, and 2.6.0 rewrites such
// accesses into plain ones (Ast.cpp).
function boundAttributesIndexable() {
  var parts = String(db._version()).split(/[.-]/);
  return !(parts[0] === "2" && parts[1] === "5" && (parseInt(parts[2], 10) || 0) < 4);
}

// A primary index IN list or lookup counts in scannedIndex: until 2.7 each distinct key looked
// up, found or not (IndexRangeBlock::readPrimaryIndex adds 1 per key before the lookup,
// arangod/Aql/ExecutionBlock.cpp v2.5.4 and v2.6.0-alpha2, IndexRangeBlock.cpp v2.7.0; real
// 2.5.4 and 2.6.0-alpha2 report 10000 for 10,000 keys on 100 documents); from 2.8 the documents
// found (IndexBlock::readIndex v2.8.0, and 3.x's document callbacks in
// arangod/Aql/DocumentProducingHelper.cpp count each document an index delivers).
function primaryCountsLookups() {
  return !atLeast(2, 8);
}

// [v2.5.0 and v2.8.0 arangod/Aql/ExecutionNode.cpp; docs 2.8, optimizer] IndexRangeNode with one
// `index` until 2.7, IndexNode with `indexes` from 2.8.
function indexNodeType() {
  return atLeast(2, 8) ? "IndexNode" : "IndexRangeNode";
}

function indexRuleName() {
  return atLeast(2, 8) ? "use-indexes" : "use-index-range";
}

// RocksDB's reduce-extraction-to-projection rule reads a whole index instead of the collection
// when a loop reads only attributes that index holds, or nothing at all (the primary index;
// tests/standin/aql/projections.js has the sources): certain on RocksDB from 3.10 (reads in
// subqueries count from then), never on MMFiles, null where not established (RocksDB 3.2 to
// 3.9).
function scansCoveringIndexes() {
  var engine = typeof db._engine === "function" ? db._engine().name : "mmfiles";
  if (engine !== "rocksdb") {
    return false;
  }
  return atLeast(3, 10) ? true : null;
}

// Whether the outer loop of a correlated subquery that reads only an indexed attribute of it
// scans that index: the rule leaves a loop read inside a subquery alone before PR #18090
// (3.11; backported to 3.10 by PR #18091, after 3.10.0: which 3.10 patch is not known, null).
// ArangoDB's tests/js/client/aql/aql-subquery.js testCollectionAccessSubquery expects 0 /
// 42000 on 2,000 documents, its older server copy 2000 / 40000.
function subqueryOuterLoopScansIndex() {
  var engine = typeof db._engine === "function" ? db._engine().name : "mmfiles";
  if (engine !== "rocksdb" || !atLeast(3, 10)) {
    return false;
  }
  if (atLeast(3, 11)) {
    return true;
  }
  return String(db._version()).split(/[.-]/)[2] === "0" ? false : null;
}

// A node's projections as paths: a name or an array of parts until 3.11, { path } from 3.12.
function projectionPaths(node) {
  var paths = [];
  for (var i = 0; i < node.projections.length; i += 1) {
    var projection = node.projections[i];
    if (typeof projection === "string") {
      paths.push([projection]);
    } else {
      paths.push(projection instanceof Array ? projection : projection.path);
    }
  }
  return paths;
}

function explainWithRules(text, bindVars, rules) {
  return db._createStatement({ query: text, bindVars: bindVars, options: { optimizer: { rules: rules } } }).explain();
}

function usedIndex(node) {
  return node.type === "IndexRangeNode" ? node.index : node.indexes[0];
}

// release notes 3.0, 3.2, 3.9 and 4.0: hash and skiplist exist from 2.5 to 3.12; 4.x rejects them and
// has only
// persistent indexes.
function indexType(wanted) {
  return atLeast(4, 0) ? "persistent" : wanted;
}

function explain(text, bindVars) {
  return db._createStatement({ query: text, bindVars: bindVars || {} }).explain();
}

function statsOf(text, bindVars) {
  return db._query(text, bindVars || {}, {}, {}).getExtra().stats;
}

function rows(text, bindVars) {
  return db._query(text, bindVars || {}, {}, {}).toArray();
}

// Every node of a plan in order, the nodes of (unspliced) subqueries where they stand.
function allNodes(plan) {
  var found = [];
  function walk(nodes) {
    for (var i = 0; i < nodes.length; i += 1) {
      found.push(nodes[i]);
      if (nodes[i].type === "SubqueryNode") {
        walk(nodes[i].subquery.nodes);
      }
    }
  }
  walk(plan.nodes);
  return found;
}

function typesOf(nodes) {
  var types = [];
  for (var i = 0; i < nodes.length; i += 1) {
    types.push(nodes[i].type);
  }
  return types;
}

// The node types without CalculationNode and FilterNode, whose presence depends on the
// version's optimizer rules (move-filters-into-enumerate, remove-unnecessary-calculations).
function accessTypes(plan) {
  var types = typesOf(allNodes(plan));
  var kept = [];
  for (var i = 0; i < types.length; i += 1) {
    if (types[i] !== "CalculationNode" && types[i] !== "FilterNode") {
      kept.push(types[i]);
    }
  }
  return kept;
}

function nodesOfType(plan, type) {
  var nodes = allNodes(plan);
  var found = [];
  for (var i = 0; i < nodes.length; i += 1) {
    if (nodes[i].type === type) {
      found.push(nodes[i]);
    }
  }
  return found;
}

function contains(list, value) {
  for (var i = 0; i < list.length; i += 1) {
    if (list[i] === value) {
      return true;
    }
  }
  return false;
}

function keys(count) {
  var list = [];
  for (var i = 0; i < count; i += 1) {
    list.push("k" + i);
  }
  return list;
}

// [docs 3.12, query statistics; v2.5.0 arangod/Aql/ExecutionBlock.cpp] scannedFull, scannedIndex in
// every version; filtered where the version reports it.
function assertStats(expected, stats) {
  assertEqual(expected.scannedFull, stats.scannedFull, "scannedFull");
  assertEqual(expected.scannedIndex, stats.scannedIndex, "scannedIndex");
  if (stats.filtered !== undefined) {
    assertEqual(expected.filtered, stats.filtered, "filtered");
  }
}

function dropTestDatabase() {
  db._useDatabase("_system");
  if (databaseNames(db).indexOf(DATABASE) >= 0) {
    db._dropDatabase(DATABASE);
  }
}

function explainSuite() {
  return {
    setUp: function () {
      db._useDatabase("_system");
      if (databaseNames(db).indexOf(DATABASE) < 0) {
        db._createDatabase(DATABASE);
      }
      db._useDatabase(DATABASE);
      db._drop(VALUES);
      var collection = db._create(VALUES);
      // documents k0..k99: value1 (hash index) and value3 (skiplist index) unique, other not
      // indexed
      db._query("FOR i IN 0..@last INSERT { _key: CONCAT('k', i), value1: i, value3: i, other: i } INTO @@c",
        { last: DOCUMENTS - 1, "@c": VALUES }, {}, {});
      collection.ensureIndex({ type: indexType("hash"), fields: ["value1"], unique: false, sparse: false });
      collection.ensureIndex({ type: indexType("skiplist"), fields: ["value3"], unique: false, sparse: false });
    },

    tearDown: function () {
      db._drop(VALUES);
      db._useDatabase("_system");
    },

    // [v2.5.0 and v2.8.0 arangod/Aql/ExecutionNode.cpp; docs 2.8, optimizer] top level: plan {nodes,
    // rules, collections, variables, estimatedCost,
    // estimatedNrItems}, warnings, stats {rulesExecuted, rulesSkipped, plansCreated}; every
    // node has type, id, dependencies, estimatedCost, estimatedNrItems; SingletonNode first
    testExplainHasThePlanShape: function () {
      var explained = explain("FOR d IN @@c FILTER d.other == 7 RETURN d", { "@c": VALUES });
      var plan = explained.plan;
      assertTrue(plan.nodes.length > 0);
      assertTrue(plan.rules instanceof Array);
      assertTrue(plan.variables instanceof Array);
      assertEqual("number", typeof plan.estimatedCost);
      assertEqual("number", typeof plan.estimatedNrItems);
      assertTrue(explained.warnings instanceof Array);
      assertEqual("number", typeof explained.stats.rulesExecuted);
      assertEqual("number", typeof explained.stats.rulesSkipped);
      assertEqual("number", typeof explained.stats.plansCreated);
      assertEqual("SingletonNode", plan.nodes[0].type);
      assertEqual([], plan.nodes[0].dependencies);
      var seen = {};
      for (var i = 0; i < plan.nodes.length; i += 1) {
        var node = plan.nodes[i];
        assertEqual("string", typeof node.type);
        assertEqual("number", typeof node.id);
        assertEqual("number", typeof node.estimatedCost);
        assertEqual("number", typeof node.estimatedNrItems);
        for (var k = 0; k < node.dependencies.length; k += 1) {
          assertTrue(seen[node.dependencies[k]] === true, node.type + " depends on a node listed before it");
        }
        seen[node.id] = true;
      }
      var names = [];
      for (var v = 0; v < plan.variables.length; v += 1) {
        assertEqual("number", typeof plan.variables[v].id);
        names.push(plan.variables[v].name);
      }
      assertTrue(contains(names, "d"), "the loop variable is listed");
    },

    // A FILTER on an attribute without index: a full scan, no index node, no index rule; the
    // FilterNode exists until 3.5 and is folded into the scan from 3.6
    testFullScanWithFilterOnUnindexedAttribute: function () {
      var text = "FOR d IN @@c FILTER d.other == 7 RETURN d";
      var plan = explain(text, { "@c": VALUES }).plan;
      assertEqual(["SingletonNode", "EnumerateCollectionNode", "ReturnNode"], accessTypes(plan));
      var scan = nodesOfType(plan, "EnumerateCollectionNode")[0];
      assertEqual(VALUES, scan.collection);
      assertEqual("d", scan.outVariable.name);
      if (!atLeast(3, 6)) {
        assertEqual(1, nodesOfType(plan, "FilterNode").length);
      }
      assertFalse(contains(plan.rules, indexRuleName()));
      assertEqual([{ name: VALUES, type: "read" }], plan.collections);
      assertStats({ scannedFull: DOCUMENTS, scannedIndex: 0, filtered: DOCUMENTS - 1 }, statsOf(text, { "@c": VALUES }));
    },

    // Equality on the hash-indexed attribute: one index node on that index, no full scan
    testEqualityOnHashIndexUsesTheIndex: function () {
      var text = "FOR d IN @@c FILTER d.value1 == @value RETURN d";
      var plan = explain(text, { "@c": VALUES, value: 7 }).plan;
      assertEqual(["SingletonNode", indexNodeType(), "ReturnNode"], accessTypes(plan));
      var index = usedIndex(nodesOfType(plan, indexNodeType())[0]);
      // RocksDB servers may report a hash index as persistent (release notes 3.0, 3.2, 3.9 and 4.0)
      assertTrue(index.type === "hash" || index.type === "persistent", index.type);
      assertEqual(["value1"], index.fields);
      assertTrue(contains(plan.rules, indexRuleName()), JSON.stringify(plan.rules));
      assertEqual([{ name: VALUES, type: "read" }], plan.collections);
      assertStats({ scannedFull: 0, scannedIndex: 1, filtered: 0 }, statsOf(text, { "@c": VALUES, value: 7 }));
    },

    // Equality on the skiplist-indexed attribute uses that index
    testEqualityOnSkiplistIndexUsesTheIndex: function () {
      var text = "FOR d IN @@c FILTER d.value3 == @value RETURN d";
      var plan = explain(text, { "@c": VALUES, value: 5 }).plan;
      assertEqual(["SingletonNode", indexNodeType(), "ReturnNode"], accessTypes(plan));
      var index = usedIndex(nodesOfType(plan, indexNodeType())[0]);
      assertTrue(index.type === "skiplist" || index.type === "persistent", index.type);
      assertEqual(["value3"], index.fields);
      assertStats({ scannedFull: 0, scannedIndex: 1, filtered: 0 }, statsOf(text, { "@c": VALUES, value: 5 }));
    },

    // A _key IN-list uses the primary index (shootout lookup cases); with a list longer than
    // the collection scannedIndex is the list's length until 2.7 and the number of documents
    // from 2.8 (primaryCountsLookups)
    testKeyInListUsesThePrimaryIndex: function () {
      var text = "FOR d IN @@c FILTER d._key IN @keys RETURN d";
      var bindVars = { "@c": VALUES, keys: keys(LOOKUP_KEYS) };
      var plan = explain(text, bindVars).plan;
      assertEqual(["SingletonNode", indexNodeType(), "ReturnNode"], accessTypes(plan));
      assertEqual("primary", usedIndex(nodesOfType(plan, indexNodeType())[0]).type);
      assertTrue(contains(plan.rules, indexRuleName()), JSON.stringify(plan.rules));
      assertStats({ scannedFull: 0, scannedIndex: primaryCountsLookups() ? LOOKUP_KEYS : DOCUMENTS, filtered: 0 },
        statsOf(text, bindVars));
      // three distinct keys, two of them stored
      var few = { "@c": VALUES, keys: ["k3", "k1", "k3", "missing"] };
      assertStats({ scannedFull: 0, scannedIndex: primaryCountsLookups() ? 3 : 2, filtered: 0 }, statsOf(text, few));
      assertEqual(2, rows(text, few).length);
    },

    // A self-join on the hash-indexed attribute: the outer loop scans, the inner loop is an
    // index lookup (docs 3.12, query statistics: scannedFull = n, scannedIndex = matches)
    testSelfJoinOnIndexedAttributeScansThenLooksUp: function () {
      var text = "FOR a IN @@c FOR b IN @@c FILTER a.value1 == b.value1 RETURN a";
      var plan = explain(text, { "@c": VALUES }).plan;
      assertEqual(["SingletonNode", "EnumerateCollectionNode", indexNodeType(), "ReturnNode"], accessTypes(plan));
      var index = usedIndex(nodesOfType(plan, indexNodeType())[0]);
      assertEqual(["value1"], index.fields);
      assertTrue(contains(plan.rules, indexRuleName()), JSON.stringify(plan.rules));
      assertEqual([{ name: VALUES, type: "read" }], plan.collections);
      assertStats({ scannedFull: DOCUMENTS, scannedIndex: DOCUMENTS, filtered: 0 }, statsOf(text, { "@c": VALUES }));
    },

    // An attribute named through a bind parameter is looked up in its index like a plain one,
    // in a FILTER and in a self-join, except on 2.5.0-2.5.3 (boundAttributesIndexable): there
    // both read the whole collection, the join as a nested loop
    testBoundAttributeUsesItsIndexFrom254: function () {
      var text = "FOR d IN @@c FILTER d.@attribute == @value RETURN d.value1";
      var bindVars = { "@c": VALUES, attribute: "value1", value: 7 };
      var join = "FOR a IN @@c FOR b IN @@c FILTER a.@attribute == b.@attribute RETURN a";
      var joinVars = { "@c": VALUES, attribute: "value1" };
      var plan = explain(text, bindVars).plan;
      var joinPlan = explain(join, joinVars).plan;
      if (boundAttributesIndexable()) {
        assertEqual(["SingletonNode", indexNodeType(), "ReturnNode"], accessTypes(plan));
        assertEqual(["value1"], usedIndex(nodesOfType(plan, indexNodeType())[0]).fields);
        assertStats({ scannedFull: 0, scannedIndex: 1, filtered: 0 }, statsOf(text, bindVars));
        assertEqual(["SingletonNode", "EnumerateCollectionNode", indexNodeType(), "ReturnNode"], accessTypes(joinPlan));
        assertEqual(["value1"], usedIndex(nodesOfType(joinPlan, indexNodeType())[0]).fields);
        assertStats({ scannedFull: DOCUMENTS, scannedIndex: DOCUMENTS, filtered: 0 }, statsOf(join, joinVars));
      } else {
        assertEqual(["SingletonNode", "EnumerateCollectionNode", "ReturnNode"], accessTypes(plan));
        assertFalse(contains(plan.rules, indexRuleName()), JSON.stringify(plan.rules));
        assertStats({ scannedFull: DOCUMENTS, scannedIndex: 0, filtered: DOCUMENTS - 1 }, statsOf(text, bindVars));
        assertEqual(["SingletonNode", "EnumerateCollectionNode", "EnumerateCollectionNode", "ReturnNode"],
          accessTypes(joinPlan));
        assertStats({ scannedFull: DOCUMENTS + DOCUMENTS * DOCUMENTS, scannedIndex: 0,
          filtered: DOCUMENTS * DOCUMENTS - DOCUMENTS }, statsOf(join, joinVars));
      }
      assertEqual([7], rows(text, bindVars));
      assertEqual(DOCUMENTS, rows(join, joinVars).length);
      // a range on a bound skiplist attribute: served by the index where bound attributes are
      // indexable (real 2.5.4, 2.6.0-alpha2 and 2.8.3 read 3 index entries; the stand-in
      // emulates index ranges for 2.5, 2.6 and 2.8 only and refuses the query from 3.0); a
      // plain full scan on 2.5.0-2.5.3, run as such
      var range = "FOR d IN @@c FILTER d.@attribute < 3 RETURN d.value1";
      var rangeVars = { "@c": VALUES, attribute: "value3" };
      var standIn = shootout.require("./lib/host").connect().identity("console").host === "stand-in";
      if (boundAttributesIndexable() && standIn && atLeast(3, 0)) {
        var refusal = null;
        try {
          rows(range, rangeVars);
        } catch (e) {
          refusal = e.message;
        }
        assertMatch(/^not supported by the stand-in: an index for a range condition \(<\)/, refusal);
      } else if (boundAttributesIndexable()) {
        assertEqual([0, 1, 2], rows(range, rangeVars).sort());
        assertStats({ scannedFull: 0, scannedIndex: 3, filtered: 0 }, statsOf(range, rangeVars));
      } else {
        assertEqual([0, 1, 2], rows(range, rangeVars).sort());
        assertStats({ scannedFull: DOCUMENTS, scannedIndex: 0, filtered: DOCUMENTS - 3 }, statsOf(range, rangeVars));
      }
    },

    // A self-join on _key uses the primary index for the inner loop
    testJoinOnKeyUsesThePrimaryIndex: function () {
      var text = "FOR a IN @@c FOR b IN @@c FILTER a._key == b._key RETURN a";
      var plan = explain(text, { "@c": VALUES }).plan;
      assertEqual(["SingletonNode", "EnumerateCollectionNode", indexNodeType(), "ReturnNode"], accessTypes(plan));
      assertEqual("primary", usedIndex(nodesOfType(plan, indexNodeType())[0]).type);
      assertStats({ scannedFull: DOCUMENTS, scannedIndex: DOCUMENTS, filtered: 0 }, statsOf(text, { "@c": VALUES }));
    },

    // A correlated subquery on the indexed attribute: a SubqueryNode holding an index node
    // until 3.5, SubqueryStartNode/SubqueryEndNode around it from 3.6 (docs 3.12, subqueries; release
    // notes 2.4); subqueries count
    // in the statistics (docs 3.12, query statistics; v2.5.0 arangod/Aql/ExecutionBlock.cpp). The
    // outer loop reads only value1, so RocksDB 3.11+ scans the
    // value1 index instead of the collection (subqueryOuterLoopScansIndex).
    testCorrelatedSubqueryUsesTheIndex: function () {
      var text = "FOR a IN @@c LET s = (FOR b IN @@c FILTER b.value1 == a.value1 RETURN b) RETURN LENGTH(s)";
      var plan = explain(text, { "@c": VALUES }).plan;
      var types = accessTypes(plan);
      var outer = types[1];
      if (subqueryOuterLoopScansIndex() !== null) {
        assertEqual(subqueryOuterLoopScansIndex() ? "IndexNode" : "EnumerateCollectionNode", outer);
      }
      if (atLeast(3, 6)) {
        assertEqual(["SingletonNode", outer, "SubqueryStartNode", indexNodeType(), "SubqueryEndNode",
          "ReturnNode"], types);
        assertTrue(contains(plan.rules, "splice-subqueries"), JSON.stringify(plan.rules));
      } else {
        assertEqual(["SingletonNode", outer, "SubqueryNode", "SingletonNode", indexNodeType(),
          "ReturnNode", "ReturnNode"], types);
      }
      var lookups = nodesOfType(plan, indexNodeType());
      assertEqual(["value1"], usedIndex(lookups[lookups.length - 1]).fields);
      var outerScansIndex = outer !== "EnumerateCollectionNode";
      assertStats({ scannedFull: outerScansIndex ? 0 : DOCUMENTS, scannedIndex: (outerScansIndex ? 2 : 1) * DOCUMENTS,
        filtered: 0 }, statsOf(text, { "@c": VALUES }));
    },

    // A loop that reads only an indexed attribute: on RocksDB a scan of that index with no
    // condition, the attribute as its projection; MMFiles scans the collection
    testCoveringIndexReplacesTheFullScan: function () {
      var text = "FOR d IN @@c RETURN d.value1";
      var plan = explain(text, { "@c": VALUES }).plan;
      var covering = scansCoveringIndexes();
      if (covering === true) {
        assertEqual(["SingletonNode", "IndexNode", "ReturnNode"], accessTypes(plan));
        var scan = nodesOfType(plan, "IndexNode")[0];
        assertEqual(["value1"], scan.indexes[0].fields);
        assertEqual({}, scan.condition);
        assertEqual([["value1"]], projectionPaths(scan));
        assertTrue(scan.indexCoversProjections);
        assertTrue(contains(plan.rules, "reduce-extraction-to-projection"), JSON.stringify(plan.rules));
        assertFalse(contains(plan.rules, indexRuleName()), JSON.stringify(plan.rules));
        assertStats({ scannedFull: 0, scannedIndex: DOCUMENTS, filtered: 0 }, statsOf(text, { "@c": VALUES }));
      } else if (covering === false) {
        assertEqual(["SingletonNode", "EnumerateCollectionNode", "ReturnNode"], accessTypes(plan));
        assertStats({ scannedFull: DOCUMENTS, scannedIndex: 0, filtered: 0 }, statsOf(text, { "@c": VALUES }));
      }
      var values = rows(text, { "@c": VALUES }).sort(function (a, b) { return a - b; });
      assertEqual(DOCUMENTS, values.length);
      assertEqual(0, values[0]);
      assertEqual(DOCUMENTS - 1, values[DOCUMENTS - 1]);
    },

    // A loop that reads no attribute at all: RocksDB scans the primary index; an attribute no
    // index holds keeps the collection scan (with projections from 3.4 on RocksDB); turning
    // the rule off keeps it too
    testProjectionRuleOnlyWhereAnIndexCoversOrNothingIsRead: function () {
      var bindVars = { "@c": VALUES };
      var covering = scansCoveringIndexes();
      var unread = explain("FOR d IN @@c RETURN 1", bindVars).plan;
      if (covering !== null) {
        assertEqual(covering ? "IndexNode" : "EnumerateCollectionNode", accessTypes(unread)[1]);
      }
      if (covering === true) {
        assertEqual("primary", usedIndex(nodesOfType(unread, "IndexNode")[0]).type);
        assertStats({ scannedFull: 0, scannedIndex: DOCUMENTS, filtered: 0 }, statsOf("FOR d IN @@c RETURN 1", bindVars));
      }
      var uncovered = explain("FOR d IN @@c RETURN [d.value1, d.other]", bindVars).plan;
      assertEqual(["SingletonNode", "EnumerateCollectionNode", "ReturnNode"], accessTypes(uncovered));
      if (covering === true) {
        assertEqual([["other"], ["value1"]], projectionPaths(nodesOfType(uncovered, "EnumerateCollectionNode")[0]));
      }
      var ruleOff = explainWithRules("FOR d IN @@c RETURN d.value1", bindVars, ["-reduce-extraction-to-projection"]).plan;
      assertEqual(["SingletonNode", "EnumerateCollectionNode", "ReturnNode"], accessTypes(ruleOff));
      assertFalse(contains(ruleOff.rules, "reduce-extraction-to-projection"), JSON.stringify(ruleOff.rules));
    },

    // COLLECT: AggregateNode until 2.7, CollectNode with collectOptions from 2.8 (TypeNames in
    // arangod/Aql/ExecutionNode.cpp and CollectOptions.cpp at v2.8.0); aggregationOptions only
    // in 2.6 and 2.7 (AggregationOptions.cpp), none in 2.5; the groups are `groups` from 2.8,
    // `aggregates` before. A grouping COLLECT reports the sorted or hash method, never "count"
    // (docs 3.12 and 2.8, high-level operations; v2.5.0 and v2.8.0 arangod/Aql/ExecutionNode.cpp; docs
    // 2.8, optimizer)
    testCollectNodePerVersion: function () {
      var text = "FOR d IN @@c COLLECT g = d.other % 5 WITH COUNT INTO n RETURN [g, n]";
      var plan = explain(text, { "@c": VALUES }).plan;
      var type = atLeast(2, 8) ? "CollectNode" : "AggregateNode";
      assertEqual([], nodesOfType(plan, atLeast(2, 8) ? "AggregateNode" : "CollectNode"));
      var collects = nodesOfType(plan, type);
      assertEqual(1, collects.length);
      var collect = collects[0];
      assertEqual(atLeast(2, 8), collect.collectOptions !== undefined, JSON.stringify(collect));
      assertEqual(atLeast(2, 6) && !atLeast(2, 8), collect.aggregationOptions !== undefined, JSON.stringify(collect));
      var groups = atLeast(2, 8) ? collect.groups : collect.aggregates;
      assertEqual(1, groups.length);
      assertEqual("g", groups[0].outVariable.name);
      assertEqual("n", collect.outVariable.name);
      assertTrue(collect.count);
      var options = collect.collectOptions || collect.aggregationOptions;
      if (options !== undefined) {
        assertTrue(options.method === "sorted" || options.method === "hash", options.method);
      }
      assertEqual([[0, 20], [1, 20], [2, 20], [3, 20], [4, 20]], rows(text, { "@c": VALUES }));
      assertStats({ scannedFull: DOCUMENTS, scannedIndex: 0, filtered: 0 }, statsOf(text, { "@c": VALUES }));
    },

    // plan.collections marks a written collection "write"; explaining does not write
    testExplainOfAnInsertListsAWriteCollection: function () {
      var explained = explain("FOR i IN 1..3 INSERT { value1: i } INTO @@c", { "@c": VALUES });
      assertEqual([{ name: VALUES, type: "write" }], explained.plan.collections);
      assertEqual(1, nodesOfType(explained.plan, "InsertNode").length);
      if (atLeast(3, 0)) {
        assertTrue(explained.plan.isModificationQuery);
      }
      assertEqual(DOCUMENTS, db._collection(VALUES).count());
    }
  };
}

jsunity.run(explainSuite);
dropTestDatabase();
return jsunity.done();
