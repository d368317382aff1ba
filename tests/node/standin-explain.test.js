"use strict";
// The stand-in's explain (tests/standin/aql/explain.js), checked from node with hand-made
// profiles, since only the 3.11 profile can run a whole stand-in arangod: the 2.x shapes
// (IndexRangeNode, AggregateNode before 2.8), the version switches of 3.x, and that explain shows an
// index exactly where the executor looks one up. Expected shapes: v2.5.0 and v2.8.0
// arangod/Aql/ExecutionNode.cpp, docs 2.8 (optimizer) and the sources cited in explain-shapes.js.

const test = require("node:test");
const assert = require("node:assert/strict");
const { Server } = require("../standin/store");
const { getProfile, profileNames } = require("../standin/profiles");
const aql = require("../standin/aql");
const dataset = require("../../setup/datasets/values");
const cases = require("../../cases/index");
const planSummary = require("../../lib/run/plan-summary");
const boundAttributeIndex = require("../support/bound-attribute-index");
const { thrownBy } = require("./thrown-by");

function profile(version) {
  const [major, minor] = version.split(".").map(Number);
  // MMFiles until 3.6 (RocksDB is the only engine from 3.7: release notes 3.7)
  return { name: version, version: version + ".0", major, minor, engine: major < 3 || (major === 3 && minor < 7) ? "mmfiles" : "rocksdb",
    role: "single", host: "arangod" };
}

// A collection "c" of `count` documents { _key: "k<i>", a: i, b: "s<i % 4>", other: i } with a
// hash index on a and a skiplist index on b.
function standIn(version, count) {
  const server = new Server(profile(version));
  const database = server.database("_system");
  const collection = database.createCollection("c");
  for (let i = 0; i < (count === undefined ? 20 : count); i += 1) {
    collection.insert({ _key: "k" + i, a: i, b: "s" + (i % 4), other: i });
  }
  collection.ensureIndex({ type: "hash", fields: ["a"] });
  collection.ensureIndex({ type: "skiplist", fields: ["b"] });
  const env = { server, database, profile: server.profile };
  return {
    collection,
    explain: (query, bindVars, options) => aql.explain(env, query, bindVars || {}, options || {}),
    run: (query, bindVars, options) => aql.runQuery(env, query, bindVars || {}, options || {})
  };
}

function flatNodes(plan) {
  const found = [];
  const walk = (nodes) => nodes.forEach((node) => {
    found.push(node);
    if (node.type === "SubqueryNode") {
      walk(node.subquery.nodes);
    }
  });
  walk(plan.nodes);
  return found;
}

function types(plan) {
  return flatNodes(plan).map((node) => node.type);
}

function only(plan, type) {
  const nodes = flatNodes(plan).filter((node) => node.type === type);
  assert.equal(nodes.length, 1, "one " + type + " in " + types(plan).join(" > "));
  return nodes[0];
}

test("2.5: an indexed equality is an IndexRangeNode with one index object and constant ranges; rule use-index-range", () => {
  const s = standIn("2.5");
  const { plan } = s.explain("FOR d IN c FILTER d.a == 3 RETURN d");
  assert.deepEqual(types(plan), ["SingletonNode", "IndexRangeNode", "ReturnNode"]);
  const node = only(plan, "IndexRangeNode");
  assert.deepEqual(Object.keys(node), ["type", "dependencies", "id", "estimatedCost", "estimatedNrItems", "database",
    "collection", "outVariable", "ranges", "index", "reverse"]);
  assert.deepEqual(node.index, { type: "hash", id: s.collection.getIndexes()[1].id.split("/")[1], unique: false,
    sparse: false, fields: ["a"] });
  assert.deepEqual(node.ranges, [[{ variable: "d", attr: "a", lowConst: { bound: 3, include: true, isConstant: true },
    highConst: { bound: 3, include: true, isConstant: true }, lows: [], highs: [], valid: true, equality: true }]]);
  assert.deepEqual(node.outVariable, { id: 0, name: "d" });
  assert.deepEqual(plan.rules, ["use-index-range", "remove-filter-covered-by-index"]);
  // 2.x plans have no isModificationQuery and 2.x explain no cacheable
  assert.equal("isModificationQuery" in plan, false);
  assert.deepEqual(Object.keys(s.explain("RETURN 1")), ["plan", "warnings", "stats"]);
});

test("2.5: a join puts the outer expression into lows/highs; an IN list becomes one range per distinct value", () => {
  const s = standIn("2.5");
  const join = only(s.explain("FOR x IN c FOR y IN c FILTER x._key == y._key RETURN x").plan, "IndexRangeNode");
  assert.equal(join.index.type, "primary");
  const range = join.ranges[0][0];
  assert.equal(range.variable, "y");
  assert.equal(range.attr, "_key");
  assert.deepEqual(range.lows, [{ bound: { type: "attribute access", typeID: 35, name: "_key",
    subNodes: [{ type: "reference", typeID: 45, name: "x", id: 0 }] }, include: true, isConstant: false }]);
  // one range per member in list order, a repeated member left out (BuildRangeInfo skips a value
  // an earlier range covers, arangod/Aql/OptimizerRules.cpp v2.5.4); a list of 10 or more
  // members is sorted first (Ast::optimizeBinaryOperatorRelational, AstNode::sort)
  const lookup = only(s.explain("FOR d IN c FILTER d._key IN ['k3', 'k1', 'k3'] RETURN d").plan, "IndexRangeNode");
  assert.deepEqual(lookup.ranges.map((alternative) => alternative[0].lowConst.bound), ["k3", "k1"]);
  const long = ["k9", "k3", "k11", "k1", "k3", "k7", "k5", "k13", "k2", "k8"];
  const sorted = only(s.explain("FOR d IN c FILTER d._key IN @keys RETURN d", { keys: long }).plan, "IndexRangeNode");
  assert.deepEqual(sorted.ranges.map((alternative) => alternative[0].lowConst.bound),
    ["k1", "k11", "k13", "k2", "k3", "k5", "k7", "k8", "k9"]);
  // the product's plan summary reads non-empty ranges as "filter"
  assert.equal(planSummary.describeAccess(planSummary.summarize(s.explain("FOR d IN c FILTER d.a IN [1, 2] RETURN d"))),
    "hash index on a (filter)");
});

test("2.5: a grouping COLLECT is a SortNode then an AggregateNode without aggregationOptions (2.6+)", () => {
  const s = standIn("2.5");
  // other: no index, so no use-index-for-sort (index-refusals.js)
  const { plan } = s.explain("FOR d IN c COLLECT g = d.other WITH COUNT INTO n RETURN [g, n]");
  assert.deepEqual(types(plan), ["SingletonNode", "EnumerateCollectionNode", "CalculationNode", "SortNode",
    "AggregateNode", "CalculationNode", "ReturnNode"]);
  const aggregate = only(plan, "AggregateNode");
  assert.deepEqual(aggregate.aggregates, [{ outVariable: { id: 1, name: "g" }, inVariable: { id: 3, name: "3" } }]);
  assert.deepEqual(aggregate.outVariable, { id: 2, name: "n" });
  assert.equal(aggregate.count, true);
  assert.equal("aggregationOptions" in aggregate, false);
  assert.equal(only(plan, "SortNode").stable, true);
  const calculation = flatNodes(plan).find((node) => node.type === "CalculationNode");
  // 2.x explain is not verbose: the AST carries no typeID
  assert.deepEqual(calculation.expression, { type: "attribute access", name: "other",
    subNodes: [{ type: "reference", name: "d", id: 0 }] });
  assert.equal(calculation.expressionType, "attribute");
});

// ---- the 2.5/2.6 optimizer (optimizer-2x.js, ast-optimizer-2x.js): its rules as arangod
// v2.5.4 / v2.6.0-alpha2 arangod/Aql/OptimizerRules.cpp apply them (level order of
// Optimizer.cpp setupRules; a rule is listed when it changed the plan) ----

// A profile of a given patch version (profile() above makes x.y.0).
function patchProfile(version) {
  const [major, minor] = version.split(".").map(Number);
  return { name: version, version, major, minor, engine: "mmfiles", role: "single", host: "arangod" };
}

function standInAt(version) {
  const server = new Server(patchProfile(version));
  const database = server.database("_system");
  const collection = database.createCollection("c");
  for (let i = 0; i < 20; i += 1) {
    collection.insert({ _key: "k" + i, a: i, b: "s" + (i % 4), other: i });
  }
  collection.ensureIndex({ type: "hash", fields: ["a"] });
  collection.ensureIndex({ type: "skiplist", fields: ["b"] });
  const env = { server, database, profile: server.profile };
  return {
    explain: (query, bindVars, options) => aql.explain(env, query, bindVars || {}, options || {}),
    run: (query, bindVars, options) => aql.runQuery(env, query, bindVars || {}, options || {})
  };
}

test("2.5/2.6 move-calculations-up / move-filters-up: constants go to the top; a calculation and its filter trade places, so the -2 reruns show", () => {
  for (const version of ["2.5.4", "2.6.0"]) {
    const s = standInAt(version);
    // moveCalculationsUpRule: a calculation that reads nothing moves above the loop, up to the
    // singleton (real 2.5.4/2.6.0-alpha2: FOR d IN @@c RETURN 1)
    const constant = s.explain("FOR d IN c RETURN 1").plan;
    assert.deepEqual(types(constant), ["SingletonNode", "CalculationNode", "EnumerateCollectionNode", "ReturnNode"]);
    assert.deepEqual(constant.rules, ["move-calculations-up"]);
    // RETURN d._key's calculation moves above the filter and its calculation, the filter's
    // calculation above it again (each step counts), then moveFiltersUpRule moves the filter
    // above RETURN's calculation; the "-2" rules repeat all of it
    const filtered = s.explain("FOR d IN c FILTER d.other == 1 RETURN d._key").plan;
    assert.deepEqual(types(filtered), ["SingletonNode", "EnumerateCollectionNode", "CalculationNode", "FilterNode",
      "CalculationNode", "ReturnNode"]);
    assert.deepEqual(filtered.rules, ["move-calculations-up", "move-filters-up", "move-calculations-up-2", "move-filters-up-2"]);
    // two constants trade places in both passes (real: FOR r IN [ 1 ] RETURN CONCAT(...))
    assert.deepEqual(s.explain("FOR r IN [ 1 ] RETURN CONCAT('a', 'b')").plan.rules, ["move-calculations-up", "move-calculations-up-2"]);
    // a filter on the outer loop moves above the inner one: it runs once per outer row
    const moved = s.explain("FOR x IN c FOR y IN [ 1, 2 ] FILTER x.other == 1 RETURN y").plan;
    assert.deepEqual(types(moved).slice(0, 6), ["SingletonNode", "CalculationNode", "EnumerateCollectionNode",
      "CalculationNode", "FilterNode", "EnumerateListNode"]);
    assert.deepEqual(s.run("FOR x IN c FOR y IN [ 1, 2 ] FILTER x.other == 1 RETURN y").extra.stats,
      { writesExecuted: 0, writesIgnored: 0, scannedFull: 20, scannedIndex: 0, filtered: 19 });
  }
});

test("2.5/2.6 remove-unnecessary-filters: an always-false FILTER is a NoResultsNode below the singleton and nothing is read", () => {
  for (const version of ["2.5.4", "2.6.0"]) {
    const s = standInAt(version);
    // Ast::optimizeBinaryOperatorRelational folds `x IN <no array>` to false; the filter moves
    // up to the top and removeUnnecessaryFiltersRule replaces it (real: FILTER d.v IN @list with
    // list 2, and FILTER 1 NOT IN null: stats all 0)
    const query = "FOR d IN c FILTER d.other IN @list RETURN d._key";
    const { plan } = s.explain(query, { list: 2 });
    assert.deepEqual(types(plan), ["SingletonNode", "NoResultsNode", "EnumerateCollectionNode", "CalculationNode", "ReturnNode"]);
    assert.deepEqual(plan.rules, ["move-calculations-up", "move-filters-up", "remove-unnecessary-filters",
      "remove-unnecessary-calculations"]);
    const { result, extra } = s.run(query, { list: 2 });
    assert.deepEqual(result, []);
    assert.deepEqual(extra.stats, { writesExecuted: 0, writesIgnored: 0, scannedFull: 0, scannedIndex: 0, filtered: 0 });
    assert.deepEqual(types(s.explain("FOR i IN [ 1, 2, 3 ] FILTER 1 NOT IN null RETURN i").plan),
      ["SingletonNode", "CalculationNode", "NoResultsNode", "EnumerateListNode", "ReturnNode"]);
    // a subquery that reads nothing: the outer query still runs
    const sub = "FOR x IN [ 1, 2 ] LET s = (FOR d IN c FILTER 1 == 2 RETURN d) RETURN LENGTH(s)";
    assert.deepEqual(s.run(sub).result, [0, 0]);
    assert.equal(s.run(sub).extra.stats.scannedFull, 0);
    // an always-true filter goes away
    assert.deepEqual(types(s.explain("FOR d IN c FILTER true RETURN d").plan), ["SingletonNode", "EnumerateCollectionNode",
      "ReturnNode"]);
    // with the rules switched off nothing moves and the collection is read
    const off = s.explain("FOR d IN c FILTER 1 == 2 RETURN d", {}, { optimizer: { rules: ["-all"] } });
    assert.deepEqual(off.plan.rules, []);
    assert.deepEqual(off.stats, { rulesExecuted: 0, rulesSkipped: version === "2.5.4" ? 21 : 22, plansCreated: 1 });
    assert.equal(s.run("FOR d IN c FILTER 1 == 2 RETURN d", {}, { optimizer: { rules: ["-all"] } }).extra.stats.filtered, 20);
    // a NoResultsNode the filter cannot reach the top for (a LIMIT stops move-filters-up)
    assert.match(thrownBy(() => s.run("FOR d IN c LIMIT 2 FILTER 1 == 2 RETURN d")).message,
      /^not supported by the stand-in: a NoResultsNode below a node that reads or loops/);
  }
});

test("2.5/2.6 remove-filter-covered-by-index: one comparison with a constant only; IN lists, joins and 2.5's c.@attr keep the FILTER", () => {
  // FilterCondition::analyze / isFullyCoveredBy: a single ==, <, <=, >, >= between a plain
  // attribute access and a constant value; the IndexRangeNode's range must be constant and equal
  for (const version of ["2.5.4", "2.6.0"]) {
    const s = standInAt(version);
    const rest = (plan) => types(plan).slice(2);
    assert.deepEqual(rest(s.explain("FOR d IN c FILTER d.a == 3 RETURN d").plan), ["ReturnNode"]);
    // Ast::optimizeBinaryOperatorRelational: IN with one member is ==
    assert.deepEqual(s.explain("FOR d IN c FILTER d.a IN [ @v ] RETURN d", { v: 3 }).plan.rules.slice(-2),
      ["use-index-range", "remove-filter-covered-by-index"]);
    const list = s.explain("FOR d IN c FILTER d.a IN [ 1, 2 ] RETURN d").plan;
    assert.deepEqual(rest(list), ["CalculationNode", "FilterNode", "ReturnNode"]);
    assert.deepEqual(list.rules, ["use-index-range"]);
    const join = s.explain("FOR x IN c FOR y IN c FILTER x.a == y.a RETURN x").plan;
    assert.deepEqual(types(join), ["SingletonNode", "EnumerateCollectionNode", "IndexRangeNode", "CalculationNode",
      "FilterNode", "ReturnNode"]);
    assert.deepEqual(join.rules, ["use-index-range"]);
    // interchange-adjacent-enumerations made a second plan (it costs the same and is not chosen)
    assert.equal(s.explain("FOR x IN c FOR y IN c FILTER x.a == y.a RETURN x").stats.plansCreated, 2);
    // 2.5.4 serves d.@attr from the index but keeps the bound attribute access's FILTER; 2.6
    // turns it into a plain attribute access first (Ast::injectBindParameters)
    const bound = s.explain("FOR d IN c FILTER d.@attr == 3 RETURN d", { attr: "a" }).plan;
    assert.deepEqual(rest(bound), version === "2.5.4" ? ["CalculationNode", "FilterNode", "ReturnNode"] : ["ReturnNode"]);
    // a range on a skiplist (planner.js): scanned in index order, the FILTER covered
    const range = s.explain("FOR d IN c FILTER d.b < 's1' RETURN d").plan;
    assert.deepEqual(rest(range), ["ReturnNode"]);
    assert.deepEqual(only(range, "IndexRangeNode").ranges[0][0].highConst, { bound: "s1", include: false, isConstant: true });
    assert.equal(s.run("FOR d IN c FILTER d.b < 's1' RETURN d").extra.stats.scannedIndex, 5);
  }
});

test("2.5/2.6 remove-redundant-calculations, remove-unnecessary-calculations and move-calculations-down", () => {
  for (const version of ["2.5.4", "2.6.0"]) {
    const s = standInAt(version);
    // the RETURN's d.other moves up beside the SORT's, reads the same and replaces it
    // (real: FOR d IN @@c SORT d.value RETURN d.value)
    const sorted = s.explain("FOR d IN c SORT d.other RETURN d.other").plan;
    assert.deepEqual(types(sorted), ["SingletonNode", "EnumerateCollectionNode", "CalculationNode", "SortNode", "ReturnNode"]);
    assert.deepEqual(sorted.rules, ["move-calculations-up", "remove-redundant-calculations", "remove-unnecessary-calculations"]);
    // a LET constant replaces the variable's reads (Ast::optimizeLet / optimizeReference) and
    // its calculation goes (real: LET `a` = [ 1 ] RETURN `a`[0])
    const constant = s.explain("LET a = [ 1 ] RETURN a[0]").plan;
    assert.deepEqual(types(constant), ["SingletonNode", "CalculationNode", "ReturnNode"]);
    assert.deepEqual(constant.rules, ["move-calculations-up", "remove-unnecessary-calculations"]);
    // x.other moved above the subquery comes back down behind it (moveCalculationsDownRule)
    const down = s.explain("FOR x IN c LET sub = (FOR y IN c FILTER y.other == x.other RETURN y) SORT x.other RETURN LENGTH(sub)").plan;
    assert.deepEqual(down.rules, ["move-calculations-up", "move-calculations-down"]);
    assert.deepEqual(down.nodes.map((node) => node.type), ["SingletonNode", "EnumerateCollectionNode", "SubqueryNode",
      "CalculationNode", "SortNode", "CalculationNode", "ReturnNode"]);
  }
});

test("2.6: COLLECT is the hash method with a SortNode behind it; INSERT lists remove-data-modification-out-variables", () => {
  // specializeCollectRule (v2.6.0-alpha2) adds the hash plan first; it never costs more, so it
  // wins, also on a tie (real 2.6.0-alpha2: hash for 4 rows); OPTIONS { method: "sorted" } and
  // COLLECT WITH COUNT INTO alone stay sorted
  const s = standInAt("2.6.0");
  const hash = s.explain("FOR d IN c COLLECT g = d.other % 5 WITH COUNT INTO n RETURN [g, n]");
  assert.deepEqual(types(hash.plan), ["SingletonNode", "EnumerateCollectionNode", "CalculationNode", "AggregateNode",
    "SortNode", "CalculationNode", "ReturnNode"]);
  assert.deepEqual(hash.plan.rules, ["move-calculations-up", "move-calculations-down"]);
  assert.equal(planSummary.summarize(hash).collectMethod, "hash");
  assert.equal(only(hash.plan, "SortNode").stable, false);
  assert.equal(hash.stats.plansCreated, 2);
  assert.equal(planSummary.summarize(s.explain("FOR x IN [ 1, 1.0, 2, 1 ] COLLECT v = x RETURN v")).collectMethod, "hash");
  const sorted = s.explain("FOR d IN c COLLECT g = d.other OPTIONS { method: 'sorted' } RETURN g").plan;
  assert.deepEqual(types(sorted).slice(3, 5), ["SortNode", "AggregateNode"]);
  assert.equal(only(sorted, "AggregateNode").aggregationOptions.method, "sorted");
  assert.equal(only(s.explain("FOR d IN c COLLECT WITH COUNT INTO n RETURN n").plan, "AggregateNode").aggregationOptions.method,
    "sorted");
  // removeDataModificationOutVariablesRule clears OLD, which an INSERT lacks: always a change
  assert.deepEqual(s.explain("FOR i IN 1..3 INSERT { v: i } INTO c").plan.rules, ["remove-data-modification-out-variables"]);
  assert.deepEqual(standInAt("2.5.4").explain("FOR i IN 1..3 INSERT { v: i } INTO c").plan.rules, []);
});

test("2.5/2.6 AST folding: its warnings and errors are the explain's too", () => {
  for (const version of ["2.5.4", "2.6.0"]) {
    const s = standInAt(version);
    // Ast::optimizeFunctionCall runs MIN(5) while optimizing (real: explain warning 1563)
    assert.deepEqual(s.explain("RETURN MIN(5)").warnings, [{ code: 1563, message: "in function 'MIN()': array expected" }]);
    assert.deepEqual(s.explain("RETURN MERGE({ a: 1 }, 2)").warnings,
      [{ code: 1542, message: "invalid argument type in call to function 'MERGE()'" }]);
    // the query's run warns once, as the folded constant is not computed again
    assert.equal(s.run("FOR i IN 1..3 RETURN MIN(5)").extra.warnings.length, 1);
    // Ast::optimizeFor: FOR over a constant that is no array (real: explain fails with 1563)
    for (const attempt of [() => s.explain("FOR x IN 1 RETURN x"), () => s.run("FOR x IN @v RETURN x", { v: { a: 1 } })]) {
      assert.equal(thrownBy(attempt).errorNum, 1563);
    }
  }
});

test("2.5-2.7 primary index statistics count each distinct key looked up; 2.8 and 3.x the documents found", () => {
  // IndexRangeBlock::readPrimaryIndex (v2.5.4, v2.6.0-alpha2) counts before the lookup; real
  // 2.5.4 and 2.6.0-alpha2 report 3 for keys ["c", "a", "zz", "a"] holding "a" and "c"
  const query = "FOR d IN c FILTER d._key IN @keys RETURN d._key";
  const keys = { keys: ["k3", "k1", "k3", "missing"] };
  assert.equal(standInAt("2.5.4").run(query, keys).extra.stats.scannedIndex, 3);
  assert.equal(standInAt("2.6.0").run(query, keys).extra.stats.scannedIndex, 3);
  assert.equal(standIn("2.8").run(query, keys).extra.stats.scannedIndex, 2);
  assert.equal(standIn("3.11").run(query, keys).extra.stats.scannedIndex, 2);
  // an _id of another collection is no lookup; a missing key is one
  assert.equal(standInAt("2.5.4").run("FOR d IN c FILTER d._id == 'other/k1' RETURN d").extra.stats.scannedIndex, 0);
  assert.equal(standInAt("2.5.4").run("FOR d IN c FILTER d._key == 'missing' RETURN d").extra.stats.scannedIndex, 1);
  // hash lookups count the documents found
  assert.equal(standInAt("2.5.4").run("FOR d IN c FILTER d.a IN [ 1, 99 ] RETURN d").extra.stats.scannedIndex, 1);
});

test("2.5/2.6: rules that are not emulated are refused where they would change the plan", () => {
  const s = standInAt("2.5.4");
  const refusals = {
    // interchangeAdjacentEnumerationsRule: the other order costs less (y scanned, x looked up)
    "FOR x IN c FOR y IN c FILTER x.a == y.other RETURN x": /interchange-adjacent-enumerations/,
    // replaceOrWithInRule
    "FOR d IN c FILTER d.other == 1 || d.other == 2 RETURN d": /OR over one expression/,
    // FilterToEnumCollFinder combines both conditions on d.b into one range
    "FOR d IN c FILTER d.b > 's0' && d.b < 's3' RETURN d": /combining several conditions on FOR d IN c/,
    // conditions on a and b: a plan for the hash index and one for the skiplist, the cheaper wins
    "FOR d IN c FILTER d.a == 1 && d.b == 's1' RETURN d": /a choice between 2 indexes for FOR d IN c/,
    // useIndexForSortRule: the IndexRangeNode's skiplist delivers b in order
    "FOR d IN c FILTER d.b == 's1' SORT d.b RETURN d": /use-index-for-sort/
  };
  for (const [query, message] of Object.entries(refusals)) {
    for (const attempt of [() => s.run(query), () => s.explain(query)]) {
      assert.match(thrownBy(attempt).message, message, query);
    }
  }
  // an OR over two different attributes stays a FILTER, as in arangod
  assert.deepEqual(s.run("FOR d IN c FILTER d.other == 1 || d.b == 's0' RETURN d.other").result.sort((a, b) => a - b),
    [0, 1, 4, 8, 12, 16]);
  // a second condition on an attribute no index serves: the hash index serves d.a, the FILTER stays
  const both = s.explain("FOR d IN c FILTER d.a == 1 && d.other == 1 RETURN d").plan;
  assert.deepEqual(types(both), ["SingletonNode", "IndexRangeNode", "CalculationNode", "FilterNode", "ReturnNode"]);
  assert.deepEqual(s.run("FOR d IN c FILTER d.a == 1 && d.other == 1 RETURN d.other").result, [1]);
});

test("2.x: what the stand-in cannot show faithfully is refused, not guessed", () => {
  // RETURN DISTINCT on no rows: the hash and sorted plans cost the same, and the hash plan,
  // added first, is kept (a real 2.8.3 keeps the hash COLLECT on 4 estimated rows, where the
  // costs tie as well)
  assert.equal(only(standIn("2.8", 0).explain("FOR d IN c RETURN DISTINCT d.b").plan, "CollectNode").collectOptions.method,
    "hash");
  const s25 = standIn("2.5");
  assert.match(thrownBy(() => s25.explain("FOR x IN [ { list: [ 1 ] } ] FOR y IN c FILTER y.a IN x.list RETURN y")).message,
    /^not supported by the stand-in: an index lookup with a non-constant IN list/);
  // two loops over c whose orders would cost differently (interchange-adjacent-enumerations)
  assert.match(thrownBy(() => s25.explain("FOR x IN c FOR y IN c FILTER y.a IN x.list RETURN y")).message,
    /^not supported by the stand-in: interchange-adjacent-enumerations on FOR x IN c FOR y IN c/);
  assert.match(thrownBy(() => s25.explain("RETURN 1", {}, { verbosePlans: true })).message, /verbosePlans/);
});

test("COLLECT node per 2.x version: fields and their order as the version's toJsonHelper writes them", () => {
  const query = "FOR d IN c COLLECT g = d.other WITH COUNT INTO n RETURN [g, n]";
  // AggregateNode (ExecutionNode.cpp v2.5.0/v2.6.0/v2.7.0), CollectNode (CollectNode.cpp v2.8.0)
  const expected = {
    "2.5": ["AggregateNode", ["aggregates", "outVariable", "count"]],
    "2.6": ["AggregateNode", ["aggregates", "outVariable", "count", "aggregationOptions"]],
    "2.7": ["AggregateNode", ["aggregates", "outVariable", "count", "isDistinctCommand", "specialized", "aggregationOptions"]],
    "2.8": ["CollectNode", ["groups", "aggregates", "outVariable", "count", "isDistinctCommand", "specialized", "collectOptions"]],
    "3.4": ["CollectNode", ["groups", "aggregates", "outVariable", "count", "isDistinctCommand", "specialized", "collectOptions"]]
  };
  for (const [version, [type, fields]] of Object.entries(expected)) {
    const plan = standIn(version).explain(query).plan;
    const node = only(plan, type);
    assert.deepEqual(Object.keys(node).slice(5), fields, version);
    const groups = type === "CollectNode" ? node.groups : node.aggregates;
    assert.deepEqual(groups.map((group) => group.outVariable.name), ["g"], version);
    assert.equal(node.count, true, version);
    if (fields.includes("specialized")) {
      assert.deepEqual([node.isDistinctCommand, node.specialized], [false, true], version);
    }
    if (type === "CollectNode") {
      // 2.8's specialize-collect keeps the hash plan (a real 2.8.3 shows it), 3.4 writes sorted
      assert.deepEqual([node.aggregates, node.collectOptions], [[], { method: version === "2.8" ? "hash" : "sorted" }],
        version);
    }
  }
});

test("2.8: IndexNode with indexes[] and an n-ary condition; CollectNode with collectOptions hash", () => {
  const s = standIn("2.8");
  const { plan } = s.explain("FOR d IN c FILTER d.b == 's1' RETURN d");
  const node = only(plan, "IndexNode");
  assert.deepEqual(Object.keys(node).slice(5), ["database", "collection", "outVariable", "indexes", "condition", "reverse"]);
  assert.deepEqual(node.indexes.map((index) => [index.type, index.fields]), [["skiplist", ["b"]]]);
  assert.equal("selectivityEstimate" in node.indexes[0], false, "2.x skiplists have no estimate");
  assert.deepEqual(node.condition, { type: "n-ary or", subNodes: [{ type: "n-ary and", subNodes: [{ type: "compare ==",
    subNodes: [{ type: "attribute access", name: "b", subNodes: [{ type: "reference", name: "d", id: 0 }] },
      { type: "value", value: "s1" }] }] }] });
  assert.deepEqual(plan.rules, ["use-indexes", "remove-filter-covered-by-index"]);
  const hash = only(s.explain("FOR d IN c FILTER d.a == 1 RETURN d").plan, "IndexNode").indexes[0];
  assert.equal(hash.selectivityEstimate, 1);
  // specialize-collect keeps the hash plan, a SortNode behind the COLLECT (a real 2.8.3:
  // CollectNode, SortNode and method hash for COLLECT x = d.x RETURN x)
  const grouped = s.explain("FOR d IN c COLLECT g = d.other RETURN g").plan;
  assert.deepEqual(types(grouped), ["SingletonNode", "EnumerateCollectionNode", "CalculationNode", "CollectNode", "SortNode",
    "ReturnNode"]);
  const collect = only(grouped, "CollectNode");
  assert.deepEqual(collect.collectOptions, { method: "hash" });
  assert.equal("aggregationOptions" in collect, false);
  // 2.8 has no "count" method yet: specialize-collect makes a COLLECT without groups sorted
  const count = only(s.explain("FOR d IN c COLLECT WITH COUNT INTO n RETURN n").plan, "CollectNode");
  assert.deepEqual([count.groups, count.count, count.outVariable.name, count.collectOptions], [[], true, "n", { method: "sorted" }]);
});

// COLLECT ... OPTIONS { method } (v2.6.0 arangod/Aql/grammar.y; docs 3.4, COLLECT; OptimizerRules.cpp
// specializeCollectRule):
// 2.5 has no OPTIONS after COLLECT; 2.6-3.3 weigh a hash plan (SortNode behind the COLLECT)
// against the sorted plan (SortNode in front) and keep the cheaper, the hash plan from 10 rows
// on; from 3.4 "hash" is obeyed. The result is the sorted groups every way.
test("COLLECT OPTIONS { method }: refused in 2.5, hash behind-sorted from 2.6 on, sorted in front", () => {
  const query = (method) => "FOR d IN c COLLECT g = d.other % 4 OPTIONS { method: \"" + method + "\" } RETURN g";
  assert.match(thrownBy(() => standIn("2.5").explain(query("hash"))).message,
    /^not supported by the stand-in: COLLECT \.\.\. OPTIONS in the 2\.5 profile \(a parse error before 2\.6/);
  const expected = {
    "2.6": ["AggregateNode", "aggregationOptions"], "2.8": ["CollectNode", "collectOptions"],
    "3.4": ["CollectNode", "collectOptions"], "3.11": ["CollectNode", "collectOptions"]
  };
  for (const [version, [type, field]] of Object.entries(expected)) {
    const s = standIn(version);
    const hash = s.explain(query("hash")).plan;
    assert.deepEqual(types(hash).slice(-4), ["CalculationNode", type, "SortNode", "ReturnNode"], version);
    assert.deepEqual(only(hash, type)[field], { method: "hash" }, version);
    const behind = only(hash, "SortNode");
    assert.deepEqual([behind.elements[0].inVariable.name, behind.stable], ["g", false], version);
    const sorted = s.explain(query("sorted")).plan;
    assert.deepEqual(types(sorted).slice(-4), ["CalculationNode", "SortNode", type, "ReturnNode"], version);
    assert.deepEqual(only(sorted, type)[field], { method: "sorted" }, version);
    assert.deepEqual(s.run(query("hash")).result, [0, 1, 2, 3], version);
    assert.deepEqual(s.run(query("sorted")).result, [0, 1, 2, 3], version);
  }
  // fewer than 10 rows: both 2.x plans cost the same and the hash plan, added first, is kept
  // (a real 2.8.3 keeps it for a COLLECT of 4 estimated rows)
  assert.equal(only(standIn("2.8", 9).explain(query("hash")).plan, "CollectNode").collectOptions.method, "hash");
  assert.equal(only(standIn("3.11", 9).explain(query("hash")).plan, "CollectNode").collectOptions.method, "hash");
  assert.match(thrownBy(() => standIn("3.11").explain("FOR d IN c COLLECT g = d.other OPTIONS { method: 'count' } RETURN g"))
    .message, /^not supported by the stand-in: COLLECT \.\.\. OPTIONS other than/);
});

// RETURN DISTINCT (2.7+): 3.x's "distinct" method; in 2.8 an anonymous CollectNode
// (ExecutionPlan::createAnonymousCollect) whose hash variant (no sort at all for a DISTINCT)
// is cheaper than the sorted one (a SortNode in front) whenever there are rows.
test("RETURN DISTINCT: 2.8 a hash CollectNode marked isDistinctCommand without a SortNode, 3.x the distinct method", () => {
  for (const [version, method] of [["2.8", "hash"], ["3.11", "distinct"]]) {
    const { plan } = standIn(version).explain("FOR d IN c RETURN DISTINCT d.other");
    assert.deepEqual(types(plan), ["SingletonNode", "EnumerateCollectionNode", "CalculationNode", "CollectNode",
      "ReturnNode"], version);
    const collect = only(plan, "CollectNode");
    assert.deepEqual([collect.isDistinctCommand, collect.collectOptions.method], [true, method], version);
    assert.equal(only(plan, "ReturnNode").inVariable.id, collect.groups[0].outVariable.id, version);
  }
});

test("3.4: CollectNode, IndexNode fields of the 3.4 transcript, no index names yet, plan.initialize", () => {
  const s = standIn("3.4");
  const { plan } = s.explain("FOR d IN c FILTER d.a == 1 RETURN d");
  const node = only(plan, "IndexNode");
  assert.deepEqual(Object.keys(node).slice(5), ["outVariable", "projections", "producesResult", "database", "collection",
    "satellite", "needsGatherNodeSort", "indexCoversProjections", "indexes", "condition", "sorted", "ascending", "reverse",
    "evalFCalls", "limit"]);
  assert.deepEqual(Object.keys(node.indexes[0]), ["id", "type", "fields", "selectivityEstimate", "unique", "sparse", "deduplicate"]);
  const value = node.condition.subNodes[0].subNodes[0].subNodes[1];
  assert.deepEqual(value, { type: "value", typeID: 40, value: 1, vType: "int", vTypeID: 2 });
  assert.equal(plan.initialize, true);
  assert.equal(plan.isModificationQuery, false);
  assert.equal(only(plan, "ReturnNode").count, true);
  assert.equal(s.explain("RETURN 1").cacheable, true);
});

test("3.6: subqueries are spliced unless they hold a LIMIT or a COLLECT WITH COUNT INTO alone", () => {
  const s = standIn("3.6");
  const spliced = s.explain("FOR d IN c LET s = (FOR e IN c FILTER e.a == d.a RETURN e) RETURN LENGTH(s)").plan;
  assert.deepEqual(types(spliced), ["SingletonNode", "EnumerateCollectionNode", "SubqueryStartNode", "IndexNode",
    "SubqueryEndNode", "CalculationNode", "ReturnNode"]);
  const end = only(spliced, "SubqueryEndNode");
  assert.deepEqual([end.outVariable.name, end.inVariable.name], ["s", "e"]);
  assert.deepEqual(spliced.rules, ["use-indexes", "remove-filter-covered-by-index", "splice-subqueries"]);
  const limited = s.explain("FOR d IN c LET s = (FOR e IN c FILTER e.a == d.a LIMIT 1 RETURN e) RETURN s").plan;
  assert.equal(only(limited, "SubqueryNode").isConst, false);
  assert.equal(limited.rules.includes("splice-subqueries"), false);
  const counted = s.explain("LET n = (FOR e IN c COLLECT WITH COUNT INTO k RETURN k) RETURN n").plan;
  assert.equal(only(counted, "SubqueryNode").isConst, true);
  const followed = s.explain("FOR d IN c LET s = (FOR e IN c RETURN e.a) LIMIT 2 RETURN s").plan;
  assert.equal(types(followed).includes("SubqueryNode"), true, "a LIMIT after the subquery prevents splicing in 3.6");
});

test("3.7 splices every subquery unless optimizer.rules switches it off; 3.8+ always splices", () => {
  // RETURN [d, s]: reading d whole keeps the outer loop a collection scan on RocksDB
  const query = "FOR d IN c LET s = (FOR e IN c FILTER e.a == d.a LIMIT 1 RETURN e) RETURN [d, s]";
  assert.equal(types(standIn("3.7").explain(query).plan).includes("SubqueryStartNode"), true);
  const off = standIn("3.7").explain(query, {}, { optimizer: { rules: ["-splice-subqueries"] } }).plan;
  assert.equal(types(off).includes("SubqueryNode"), true);
  const all = standIn("3.8").explain(query, {}, { optimizer: { rules: ["-all"] } }).plan;
  assert.equal(types(all).includes("SubqueryStartNode"), true);
  assert.deepEqual(all.rules, ["splice-subqueries"], "-all switches the index rule off, not splicing (3.8+)");
});

test("3.x variables: isDataFromCollection 3.7-3.10, isFullDocumentFromCollection from 3.10", () => {
  const query = "FOR d IN c FILTER d.other == 1 RETURN d";
  const flags = (version) => standIn(version).explain(query).plan.variables;
  assert.deepEqual(flags("3.6"), [{ id: 0, name: "d" }, { id: 1, name: "1" }]);
  assert.deepEqual(flags("3.8"), [{ id: 0, name: "d", isDataFromCollection: true }, { id: 1, name: "1", isDataFromCollection: false }]);
  assert.deepEqual(flags("3.10")[0], { id: 0, name: "d", isDataFromCollection: true, isFullDocumentFromCollection: true });
  assert.deepEqual(flags("3.11")[0], { id: 0, name: "d", isFullDocumentFromCollection: true });
});

test("3.11: node shapes follow the 3.11 transcripts (EnumerateCollectionNode, IndexNode, top level)", () => {
  const s = standIn("3.11");
  const scan = only(s.explain("FOR u IN c RETURN u").plan, "EnumerateCollectionNode");
  assert.deepEqual(Object.keys(scan).slice(5), ["random", "indexHint", "outVariable", "projections", "filterProjections",
    "count", "producesResult", "readOwnWrites", "useCache", "maxProjections", "database", "collection", "satellite",
    "isSatellite", "isSatelliteOf"]);
  const explained = s.explain("FOR d IN c FILTER d.a == @v RETURN d", { v: 3 });
  assert.deepEqual(Object.keys(explained), ["plan", "warnings", "stats", "cacheable"]);
  assert.deepEqual(Object.keys(explained.plan), ["nodes", "rules", "collections", "variables", "estimatedCost",
    "estimatedNrItems", "isModificationQuery"]);
  const node = only(explained.plan, "IndexNode");
  assert.deepEqual(Object.keys(node).slice(5), ["outVariable", "projections", "filterProjections", "count",
    "producesResult", "readOwnWrites", "useCache", "maxProjections", "database", "collection", "satellite", "isSatellite",
    "isSatelliteOf", "needsGatherNodeSort", "indexCoversProjections", "indexes", "condition", "allCoveredByOneIndex",
    "sorted", "ascending", "reverse", "evalFCalls", "waitForSync", "limit", "lookahead"]);
  assert.deepEqual(node.indexes[0], { id: node.indexes[0].id, type: "hash", name: "idx_" + node.indexes[0].id,
    fields: ["a"], selectivityEstimate: 1, unique: false, sparse: false, deduplicate: true, estimates: true,
    cacheEnabled: false });
  assert.deepEqual(node.condition.subNodes[0].subNodes[0], { type: "compare ==", typeID: 25, excludesNull: false,
    subNodes: [{ type: "attribute access", typeID: 35, name: "a",
      subNodes: [{ type: "reference", typeID: 45, name: "d", id: 0 }] }, { type: "value", typeID: 40, value: 3, vTypeID: 2 }] });
  const primary = only(s.explain("FOR d IN c FILTER d._key == 'k1' RETURN d").plan, "IndexNode").indexes[0];
  assert.deepEqual(primary, { id: "0", type: "primary", name: "primary", fields: ["_key"], selectivityEstimate: 1,
    unique: true, sparse: false });
  assert.deepEqual(explained.stats, { rulesExecuted: 2, rulesSkipped: 0, plansCreated: 1 });
});

test("3.11: COLLECT methods are sorted (with a SortNode), count and distinct; never hash", () => {
  const s = standIn("3.11");
  const grouped = s.explain("FOR d IN c COLLECT g = d.other WITH COUNT INTO n RETURN [g, n]").plan;
  assert.deepEqual(types(grouped).slice(2, 5), ["CalculationNode", "SortNode", "CollectNode"]);
  const collect = only(grouped, "CollectNode");
  assert.deepEqual(Object.keys(collect).slice(5), ["groups", "aggregates", "outVariable", "count", "isDistinctCommand",
    "specialized", "collectOptions"]);
  assert.deepEqual([collect.collectOptions, collect.count, collect.outVariable.name], [{ method: "sorted" }, true, "n"]);
  // d is never read: RocksDB scans the primary index instead (projections.js)
  const counted = s.explain("FOR d IN c COLLECT WITH COUNT INTO n RETURN n").plan;
  assert.deepEqual(types(counted), ["SingletonNode", "IndexNode", "CollectNode", "ReturnNode"]);
  assert.equal(only(counted, "IndexNode").indexes[0].type, "primary");
  assert.deepEqual(only(counted, "CollectNode").collectOptions, { method: "count" });
  const distinct = only(s.explain("FOR d IN c RETURN DISTINCT d.b").plan, "CollectNode");
  assert.deepEqual([distinct.isDistinctCommand, distinct.collectOptions.method], [true, "distinct"]);
  for (const testCase of cases.suite("shootout").cases.filter((entry) => entry.family === "collect")) {
    const summary = planSummary.summarize(s.explain(testCase.query, Object.assign({ "@collection": "c" }, testCase.bindVars(100))));
    assert.equal(summary.collectMethod, "sorted", testCase.name);
  }
});

test("3.11: INSERT lists a write collection, NEW only when read; explain never writes", () => {
  const s = standIn("3.11");
  const plain = s.explain("FOR i IN 1..3 INSERT { x: i } INTO c");
  assert.deepEqual(plain.plan.collections, [{ name: "c", type: "write" }]);
  assert.equal(plain.plan.isModificationQuery, true);
  assert.equal(plain.cacheable, false);
  assert.equal("outVariableNew" in only(plain.plan, "InsertNode"), false);
  const withNew = only(s.explain("FOR i IN 1..3 INSERT { x: i } INTO c LET n = NEW RETURN n._key").plan, "InsertNode");
  assert.equal(withNew.outVariableNew.name, "$NEW");
  assert.equal(s.collection.count(), 20);
});

test("options: -all or -use-indexes leave no index; fullCount marks the last top-level LIMIT; allPlans gives plans", () => {
  const s = standIn("3.11");
  const query = "FOR d IN c FILTER d.a == 1 RETURN d";
  for (const rules of [["-all"], ["-use-indexes"]]) {
    const { plan } = s.explain(query, {}, { optimizer: { rules } });
    assert.deepEqual(types(plan), ["SingletonNode", "EnumerateCollectionNode", "CalculationNode", "FilterNode", "ReturnNode"]);
    assert.deepEqual(plan.rules, []);
    assert.equal(s.run(query, {}, { optimizer: { rules } }).extra.stats.scannedIndex, 0);
  }
  const limits = s.explain("FOR d IN c LIMIT 2, 3 RETURN d", {}, { fullCount: true }).plan;
  assert.deepEqual(only(limits, "LimitNode"), Object.assign({}, only(limits, "LimitNode"), { offset: 2, limit: 3, fullCount: true }));
  const all = s.explain(query, {}, { allPlans: true });
  assert.equal(all.plans.length, 1);
  assert.equal("plan" in all, false);
});

test("errors: explain raises exactly what runQuery raises (bind, parse, collection, unsupported, LIMIT)", () => {
  for (const version of ["2.5", "3.11"]) {
    const s = standIn(version);
    const attempts = [
      ["FOR d IN c RETURN d", { extra: 1 }], ["FOR d IN c FILTER d.a == @v RETURN d", {}],
      ["FOR d IN @@c RETURN d", { "@c": 1 }], ["FOR d IN missing RETURN d", {}], ["FOR d IN c RETRUN d", {}],
      ["  ", {}], ["RETURN NOSUCH(1)", {}], ["FOR d IN c LIMIT -1 RETURN d", {}], ["FOR d IN c UPDATE d IN c", {}],
      ["FOR d IN c SORT d.a @dir RETURN d", { dir: "up" }]
    ];
    for (const [query, bindVars] of attempts) {
      const ran = thrownBy(() => s.run(query, bindVars));
      const explained = thrownBy(() => s.explain(query, bindVars));
      assert.deepEqual([explained.errorNum, explained.message], [ran.errorNum, ran.message], version + ": " + query);
    }
  }
});

test("warnings: parse-time warnings come back as explain warnings", () => {
  const explained = standIn("3.11").explain("RETURN 1e400");
  assert.deepEqual(explained.warnings, [{ code: 1504, message: "number out of range" }]);
});

// RETURN doc.value1 and RETURN doc._key read only what an index holds: ArangoDB's own
// tests/js/server/aql/aql-projections.js (late 3.x) lists such loops as covering index scans,
// which the RocksDB profiles show below and the MMFiles ones do not.
test("product queries: an index node exactly where the execution looks up an index, a full scan where it scans", () => {
  const documents = 1000;
  const chosen = ["2.5", "2.8", "3.4", "3.6", "3.10"].map(profile).concat(profileNames().map(getProfile));
  for (const serverProfile of chosen) {
    const version = serverProfile.name;
    const server = new Server(serverProfile);
    const database = server.database("_system");
    const name = dataset.collectionName(documents);
    const collection = database.createCollection(name);
    const env = { server, database, profile: server.profile };
    aql.runQuery(env, dataset.INSERT_QUERY, { "@collection": name, from: 0, to: documents - 1,
      groups: dataset.groupCount(documents) }, {});
    // release notes 3.0, 3.2, 3.9 and 4.0: 4.x has only persistent indexes
    dataset.INDEXES.forEach((index) => collection.ensureIndex(Object.assign({}, index,
      serverProfile.major >= 4 ? { type: "persistent" } : {})));
    for (const testCase of cases.suite("shootout").cases) {
      const bindVars = Object.assign({ "@collection": name }, testCase.bindVars(documents));
      const summary = planSummary.summarize(aql.explain(env, testCase.query, bindVars, {}));
      const stats = aql.runQuery(env, testCase.query, bindVars, {}).extra.stats;
      const label = version + " " + testCase.name;
      assert.equal(summary.indexes.length > 0, stats.scannedIndex > 0, label + ": index node iff index reads");
      assert.equal(summary.nodes.includes("EnumerateCollectionNode"), stats.scannedFull > 0,
        label + ": collection scan node iff full scan reads");
      // except on 2.5.0-2.5.3 for an attribute named by a bind parameter (planner.js)
      const withoutIndex = boundAttributeIndex.untimedCases(serverProfile.version, cases.all).includes(testCase.name);
      assert.equal(planSummary.looksUpByIndex(summary), testCase.usesIndex === true && !withoutIndex,
        label + ": the dataset's indexes serve the case");
      // RocksDB's projection rule (tests/standin/aql/projections.js): the loops that read only
      // _key or one indexed attribute scan that index instead of the collection; the outer
      // loop of `subquery`, read inside the subquery, only from 3.11 (3.10.0 predates PR #18091)
      const scansIndex = summary.indexes.some((used) => used.servedFor === "scan");
      const readsOnlyIndexed = ["extract-key", "extract-number", "extract-string"].includes(testCase.name) ||
        (testCase.name === "subquery" && !(serverProfile.major === 3 && serverProfile.minor === 10));
      assert.equal(scansIndex, serverProfile.engine === "rocksdb" && readsOnlyIndexed, label + ": full index scan");
      if (scansIndex) {
        assert.equal(stats.scannedIndex, (testCase.name === "subquery" ? 2 : 1) * documents, label);
      }
      const indexRule = serverProfile.major === 2 && serverProfile.minor < 8 ? "use-index-range" : "use-indexes";
      assert.equal(summary.rules.includes(indexRule), testCase.usesIndex === true && !withoutIndex, label);
    }
  }
});

test("estimates: deterministic numbers; full scan = count, index lookup = 1 per value, LIMIT caps", () => {
  const s = standIn("3.11");
  const first = s.explain("FOR d IN c FILTER d.other == 1 RETURN d");
  assert.deepEqual(s.explain("FOR d IN c FILTER d.other == 1 RETURN d"), first);
  assert.equal(only(first.plan, "EnumerateCollectionNode").estimatedNrItems, 20);
  assert.equal(only(s.explain("FOR d IN c FILTER d.a IN [1, 2, 2, 3] RETURN d").plan, "IndexNode").estimatedNrItems, 3);
  const join = s.explain("FOR x IN c FOR y IN c FILTER x.a == y.a RETURN x").plan;
  assert.equal(only(join, "IndexNode").estimatedNrItems, 20);
  assert.equal(s.explain("FOR d IN c LIMIT 5 RETURN d").plan.estimatedNrItems, 5);
  for (const node of flatNodes(first.plan)) {
    assert.equal(typeof node.estimatedCost, "number");
    assert.ok(node.estimatedCost >= 1, node.type);
  }
});

test("stats: the shootout's counts on n documents (join on _key: n/n/0; 10,000 keys: 0/min(n, 10000)/0)", () => {
  for (const documents of [1000, 12000]) {
    const server = new Server(profile("3.11"));
    const database = server.database("_system");
    const name = dataset.collectionName(documents);
    const collection = database.createCollection(name);
    const env = { server, database, profile: server.profile };
    aql.runQuery(env, dataset.INSERT_QUERY, { "@collection": name, from: 0, to: documents - 1,
      groups: dataset.groupCount(documents) }, {});
    dataset.INDEXES.forEach((index) => collection.ensureIndex(index));
    const expected = {
      "join-key": [documents, documents, 0], "join-id": [documents, documents, 0],
      "join-hash-number": [documents, documents, 0], "join-skiplist-string": [documents, documents, 0],
      // RocksDB reads value1 of the subquery's outer loop and the extracted attributes from
      // their indexes, not from the documents (projections.js)
      "subquery": [0, 2 * documents, 0], "extract-key": [0, documents, 0], "extract-string": [0, documents, 0],
      "lookup-key": [0, Math.min(documents, 10000), 0],
      "lookup-hash-number": [0, Math.min(documents, 10000), 0], "lookup-skiplist-string": [0, Math.min(documents, 10000), 0],
      "filter-number": [documents, 0, documents - 1], "collect-count-string": [documents, 0, 0],
      "sort-number": [documents, 0, 0], "min-string": [documents, 0, 0], "extract-doc": [documents, 0, 0]
    };
    for (const name of Object.keys(expected)) {
      const testCase = cases.caseByName(name);
      const bindVars = Object.assign({ "@collection": dataset.collectionName(documents) }, testCase.bindVars(documents));
      const stats = aql.runQuery(env, testCase.query, bindVars, {}).extra.stats;
      assert.deepEqual([stats.scannedFull, stats.scannedIndex, stats.filtered], expected[name], documents + " " + name);
    }
  }
});

test("RocksDB projections: merged prefixes, index order, the 3.12 format, producesResult; MMFiles untouched", () => {
  const s = standIn("3.11");
  // d.a.x lies below d.a: one projection, covered by the hash index on a
  const merged = s.explain("FOR d IN c RETURN [d.a, d.a.x]").plan;
  const scan = only(merged, "IndexNode");
  assert.deepEqual([scan.indexes[0].fields, scan.condition, scan.projections, scan.indexCoversProjections,
    scan.producesResult], [["a"], {}, ["a"], true, true]);
  assert.deepEqual(merged.rules, ["reduce-extraction-to-projection"]);
  // the index delivers in value order, whatever the insertion order was
  s.collection.insert({ _key: "late", a: -1, b: "s0", other: -1 });
  const rows = s.run("FOR d IN c RETURN d.a").result;
  assert.deepEqual(rows.slice(0, 3), [-1, 0, 1]);
  // six attributes are more than the rule projects
  const wide = s.explain("FOR d IN c RETURN [d._key, d.a, d.b, d.other, d.x, d.y]").plan;
  assert.deepEqual([only(wide, "EnumerateCollectionNode").projections, wide.rules], [[], []]);
  // a loop whose variable is never read: primary index, nothing produced
  const counted = only(s.explain("FOR d IN c COLLECT WITH COUNT INTO n RETURN n").plan, "IndexNode");
  assert.deepEqual([counted.indexes[0].type, counted.projections, counted.indexCoversProjections, counted.producesResult],
    ["primary", [], false, false]);
  assert.equal(only(s.explain("FOR d IN c RETURN d").plan, "EnumerateCollectionNode").producesResult, true);
  assert.deepEqual(only(standIn("3.12").explain("FOR d IN c RETURN d.b").plan, "IndexNode").projections, [{ path: ["b"] }]);
  const mmfiles = standIn("3.4").explain("FOR d IN c RETURN d.a").plan;
  assert.deepEqual([types(mmfiles)[1], only(mmfiles, "EnumerateCollectionNode").projections], ["EnumerateCollectionNode", []]);
  assert.match(thrownBy(() => standIn("3.9").explain("FOR d IN c RETURN d.a")).message,
    /reduce-extraction-to-projection rule before 3\.10/);
});

// ArangoDB's testCollectionAccessSubquery (tests/js/client/aql/aql-subquery.js, late 3.x, and
// its older copy tests/js/server/aql/aql-subquery.js): 2,000 documents { value: i, mod100:
// i % 100 }, a left outer self-join through a subquery, first without, then with a hash index
// on mod100. The rule keeps the outer loop's projection (and so its covering index scan)
// from PR #18090 (3.11); 3.10.0 predates the backport PR #18091, older RocksDB servers read the
// collection (projections.js, subqueryReadsKeepProjections).
test("RocksDB projections across a subquery: 0 / 42000 from 3.11, 2000 / 40000 before; 3.10 after 3.10.0 refused", () => {
  const query = "FOR left IN c LET rightJoin = (FOR right IN c FILTER left.mod100 == right.mod100 RETURN right.value) " +
    "RETURN { key: left.mod100, value: rightJoin }";
  const withIndex = { "3.4.0": [2000, 40000, 0], "3.9.0": [2000, 40000, 0], "3.10.0": [2000, 40000, 0],
    "3.11.0": [0, 42000, 0], "3.12.0": [0, 42000, 0] };
  const statsOf = (env) => {
    const { result, extra } = aql.runQuery(env, query, {}, {});
    assert.equal(result.length, 2000);
    assert.ok(result.every((row) => row.value.length === 20 && row.value.every((value) => value % 100 === row.key)));
    return [extra.stats.scannedFull, extra.stats.scannedIndex, extra.stats.filtered];
  };
  const build = (version) => {
    const [major, minor] = version.split(".").map(Number);
    const server = new Server({ name: version, version, major, minor, engine: "rocksdb", role: "single", host: "arangod" });
    const database = server.database("_system");
    const collection = database.createCollection("c");
    for (let i = 0; i < 2000; i += 1) {
      collection.insert({ value: i, mod100: i % 100 });
    }
    return { collection, env: { server, database, profile: server.profile } };
  };
  for (const version of Object.keys(withIndex)) {
    const { collection, env } = build(version);
    assert.deepEqual(statsOf(env), [4002000, 0, 3960000], version + " without index");
    collection.ensureIndex({ type: "hash", fields: ["mod100"] });
    assert.deepEqual(statsOf(env), withIndex[version], version + " with index");
  }
  // the plans on both sides: 3.10.0 keeps the collection scan without projections, 3.11 scans
  // the mod100 index for the projection mod100
  const old = build("3.10.0");
  old.collection.ensureIndex({ type: "hash", fields: ["mod100"] });
  const oldPlan = aql.explain(old.env, query, {}, {}).plan;
  assert.deepEqual(flatNodes(oldPlan).filter((node) => node.type === "EnumerateCollectionNode").map((node) => node.projections), [[]]);
  const current = build("3.11.0");
  current.collection.ensureIndex({ type: "hash", fields: ["mod100"] });
  const outer = flatNodes(aql.explain(current.env, query, {}, {}).plan).find((node) => node.type === "IndexNode");
  assert.deepEqual([outer.outVariable.name, outer.indexes[0].fields, outer.condition, outer.projections, outer.indexCoversProjections],
    ["left", ["mod100"], {}, ["mod100"], true]);
  // a 3.10 patch release: with or without the backport is not known, so no guess
  const patched = build("3.10.5");
  patched.collection.ensureIndex({ type: "hash", fields: ["mod100"] });
  assert.match(thrownBy(() => aql.runQuery(patched.env, query, {}, {})).message,
    /^not supported by the stand-in: .*first 3\.10 release with PR #18091 is not verified/);
  // before 3.10 the rest of the rule is refused: a loop turned into an index scan, or
  // projections shown by explain
  const older = build("3.9.0");
  older.collection.ensureIndex({ type: "hash", fields: ["mod100"] });
  assert.match(thrownBy(() => aql.runQuery(older.env, "FOR d IN c RETURN d.mod100", {}, {})).message,
    /rule before 3\.10 turning a loop into an index scan/);
  assert.match(thrownBy(() => aql.explain(older.env, query, {}, {})).message,
    /^not supported by the stand-in: explaining RocksDB's reduce-extraction-to-projection rule before 3\.10/);
});

// RocksDBOptimizerRules.cpp (devel): at most maxProjections (5) attributes; a sparse index never
// replaces a collection scan ("the sparse index may be missing some documents").
test("RocksDB projections: five attributes are projected, six are not; a sparse index does not cover, a dense one does", () => {
  const s = standIn("3.11");
  const five = only(s.explain("FOR d IN c RETURN [d._key, d.a, d.b, d.other, d.x]").plan, "EnumerateCollectionNode");
  assert.deepEqual(five.projections, ["_key", "a", "b", "other", "x"]);
  const six = only(s.explain("FOR d IN c RETURN [d._key, d.a, d.b, d.other, d.x, d.y]").plan, "EnumerateCollectionNode");
  assert.deepEqual(six.projections, []);
  s.collection.ensureIndex({ type: "hash", fields: ["other"], sparse: true });
  const query = "FOR d IN c RETURN d.other";
  const sparse = s.explain(query).plan;
  assert.deepEqual([types(sparse).includes("IndexNode"), only(sparse, "EnumerateCollectionNode").projections],
    [false, ["other"]]);
  const sparseStats = s.run(query).extra.stats;
  assert.deepEqual([sparseStats.scannedFull, sparseStats.scannedIndex], [20, 0]);
  s.collection.ensureIndex({ type: "skiplist", fields: ["other"], sparse: false });
  const dense = only(s.explain(query).plan, "IndexNode");
  assert.deepEqual([dense.indexes[0].type, dense.indexes[0].sparse, dense.projections], ["skiplist", false, ["other"]]);
  const denseStats = s.run(query).extra.stats;
  assert.deepEqual([denseStats.scannedFull, denseStats.scannedIndex], [0, 20]);
});

// ArangoDB's v2.8.3 js/server/tests/aql-optimizer-indexes.js: 2,000 documents { _key:
// "test<i>", value: i } with a skiplist index on value. Where arangod reads through an index
// in a way the stand-in does not emulate (ranges, OR, conditions moved up across a join,
// use-index-for-sort), the query is refused rather than answered with full-scan statistics
// (index-refusals.js); the shapes the stand-in does plan keep ArangoDB's expected numbers.
test("index uses not emulated are refused: ranges, OR, conditions after an inner loop, sorting by a skiplist", () => {
  const oneAttributeOrs = ["FOR i IN c FILTER i._key == 'test1' || i._key == 'test9' RETURN i.value",
    "FOR i IN c FILTER i.value == 1 || i.value == 9 RETURN i.value"];
  for (const version of ["2.5", "2.8", "3.11"]) {
    const [major, minor] = version.split(".").map(Number);
    const server = new Server(profile(version));
    const database = server.database("_system");
    const c = database.createCollection("c");
    for (let i = 0; i < 2000; i += 1) {
      c.insert({ _key: "test" + i, value: i, plain: i });
    }
    c.ensureIndex({ type: "skiplist", fields: ["value"] });
    c.ensureIndex({ type: "hash", fields: ["plain"] });
    const env = { server, database, profile: server.profile };
    // 2.5: ranges and conditions across loops are checked against the emulated plan
    // (optimizer-2x.js), which refuses with messages of its own; 2.8 serves a range with a
    // constant bound and refuses the SORT its skiplist would deliver (optimizer-28.js)
    const planned = version === "2.5";
    const refused = {
      // testUseIndexSimple, testJoinRangesMultipleIndexes
      "FOR i IN c FILTER i.value >= 10 SORT i.value LIMIT 10 RETURN i.value":
        version === "3.11" ? /range condition \(>=\) in FOR i IN c/ : /use-index-for-sort on FOR i IN c/,
      "FOR i IN c FILTER i.value < 5 FOR j IN c FILTER j.value < i.value RETURN j._key":
        planned ? /would use for FOR j IN c differs from the stand-in planner's choice/ :
          new RegExp("range condition \\(<\\) in FOR " + (version === "2.8" ? "j" : "i") + " IN c"),
      // testIndexOrPrimary, testIndexOrSkiplist (2.8 makes these ORs IN lists, below)
      [oneAttributeOrs[0]]: /OR of conditions in FOR i IN c/,
      [oneAttributeOrs[1]]: /OR of conditions in FOR i IN c/,
      // an OR of two attributes stays an OR in 2.8 too
      "FOR i IN c FILTER i.value == 1 || i.plain == 9 RETURN i.value": /OR of conditions in FOR i IN c/,
      // testValuePropagation, first query
      "FOR i IN c FOR j IN c FILTER i.value == 10 && i.value == j.value RETURN i.value":
        planned ? /would use for FOR i IN c differs from the stand-in planner/ : /condition on FOR i IN c written after an inner loop/,
      "FOR i IN c SORT i.value LIMIT 1 RETURN i.value": /sorting FOR i IN c by value/
    };
    for (const [query, message] of Object.entries(refused)) {
      if (version === "2.8" && oneAttributeOrs.includes(query)) {
        continue;
      }
      for (const attempt of [() => aql.runQuery(env, query, {}, {}), () => aql.explain(env, query, {}, {})]) {
        const error = thrownBy(attempt);
        assert.equal(error.errorNum, 0, version + ": " + query);
        assert.match(error.message, planned || version === "2.8" ? /^not supported by the stand-in: / :
          /^not supported by the stand-in: an index for /, version + ": " + query);
        assert.match(error.message, message, version + ": " + query);
      }
    }
    const statsOf = (query) => {
      const { result, extra } = aql.runQuery(env, query, {}, {});
      return [result.slice().sort((a, b) => a - b), extra.stats.scannedFull, extra.stats.scannedIndex];
    };
    if (version === "2.8") {
      // 2.8's replace-or-with-in makes each an IN list its index serves (v2.8.3
      // testIndexOrPrimary and testIndexOrSkiplist: [1, 9], scannedFull 0, scannedIndex 2)
      for (const query of oneAttributeOrs) {
        assert.deepEqual(statsOf(query), [[1, 9], 0, 2], query);
      }
    }
    // testValuePropagation with the constant next to its loop: both loops look up (v2.8.3:
    // result [10], scannedFull 0)
    assert.deepEqual(statsOf("FOR i IN c FILTER i.value == 10 FOR j IN c FILTER j.value == i.value RETURN i.value"),
      [[10], 0, 2], version);
    // no index could serve these, so they stay full scans
    assert.deepEqual(statsOf("FOR i IN c FILTER i.value == 1 || i.missing == 2 RETURN i.value"), [[1], 2000, 0], version);
    assert.deepEqual(statsOf("FOR i IN c FILTER i.missing >= 10 RETURN i.value"), [[], 2000, 0], version);
    // sorting by _key: MMFiles' hash primary index cannot serve it (full scan, then sort);
    // RocksDB's sorted primary index can, which the stand-in does not emulate: refused
    const byKey = "FOR i IN c SORT i._key LIMIT 1 RETURN i.value";
    if (server.profile.engine === "rocksdb") {
      assert.match(thrownBy(() => aql.runQuery(env, byKey, {}, {})).message,
        /^not supported by the stand-in: the primary index for sorting FOR i IN c by _key \(RocksDB's primary index is sorted/);
    } else {
      assert.deepEqual(statsOf(byKey), [[0], 2000, 0], version);
    }
    if (planned) {
      // 2.5 serves a range with a constant bound from the skiplist (3 documents read)
      assert.deepEqual(statsOf("FOR i IN c FILTER i.value < 3 RETURN i.value"), [[0, 1, 2], 0, 3], version);
    }
    // a hash index serves ranges only where it is a persistent index (RocksDB, release notes 3.0, 3.2,
    // 3.9 and 4.0)
    const hashRange = "FOR i IN c FILTER i.plain < 3 RETURN i.value";
    if (major === 3 && minor >= 7) {
      assert.match(thrownBy(() => aql.runQuery(env, hashRange, {}, {})).message, /range condition \(<\)/, version);
    } else {
      assert.deepEqual(statsOf(hashRange), [[0, 1, 2], 2000, 0], version);
    }
  }
});
