"use strict";
// The plans and traversals of the stand-in's 2.8 profile, fact by fact, each as a real 2.8.3
// answered it (tests/differential/real-answers/2.8.3.json, named at each test) and as the
// v2.8.3 sources cited in tests/standin/aql/optimizer-28.js, optimizer-2x.js and graph.js give
// it. tests/node/real-answers.test.js checks the whole recorded program; these name the
// behaviours one by one, also where the program does not reach them.

const test = require("node:test");
const assert = require("node:assert/strict");
const aql = require("../standin/aql");
const { environment } = require("./standin-aql-environment");
const { thrownBy } = require("./thrown-by");

const PROFILE = "2.8";


function plan(env, query, bindVars) {
  return aql.explain(env, query, bindVars || {}, {}).plan;
}

function types(explained) {
  return explained.nodes.map((node) => node.type);
}

function stats(env, query, bindVars) {
  const { extra } = aql.runQuery(env, query, bindVars || {}, {});
  return [extra.stats.scannedFull, extra.stats.scannedIndex, extra.stats.filtered];
}

// test-aql-graphs.js's graph: for i = 0…9, P<i> → P<(3·i) % 10> and P<i> → P<(7·i + 1) % 10>,
// and P10 without edges.
function graph() {
  const env = environment(PROFILE);
  const vertices = env.database.createCollection("gv");
  const edges = env.database.createEdgeCollection("ge");
  for (let i = 0; i <= 10; i += 1) {
    vertices.insert({ _key: "P" + i });
  }
  for (const step of [(i) => (3 * i) % 10, (i) => (7 * i + 1) % 10]) {
    for (let i = 0; i <= 9; i += 1) {
      edges.insert({ _from: "gv/P" + i, _to: "gv/P" + step(i) });
    }
  }
  return env;
}

// 100 documents { value: i, a: i % 10, other: i % 7 }, a hash index on a, a skiplist on value.
function values() {
  const env = environment(PROFILE);
  const c = env.database.createCollection("c");
  for (let i = 0; i < 100; i += 1) {
    c.insert({ value: i, a: i % 10, other: i % 7 });
  }
  c.ensureIndex({ type: "hash", fields: ["a"] });
  c.ensureIndex({ type: "skiplist", fields: ["value"] });
  return env;
}

test("2.8 traversal depths: whole numbers of 1 or more, min not above max, else 1501 while the plan is made", () => {
  const env = graph();
  // real 2.8.3: FOR v IN 0..1 OUTBOUND 'gv/P1' ge is 1501, run and explained
  for (const depth of ["0..1", "0", "1.5", "2..1", "1..@d"]) {
    const query = "FOR v IN " + depth + " OUTBOUND 'gv/P1' ge RETURN v._key";
    const bindVars = depth.indexOf("@d") >= 0 ? { d: "2" } : {};
    for (const attempt of [() => aql.runQuery(env, query, bindVars, {}), () => aql.explain(env, query, bindVars, {})]) {
      const error = thrownBy(attempt);
      assert.deepEqual([error.errorNum, error.errorMessage], [1501, "invalid traversal depth"], depth);
    }
  }
  assert.deepEqual(aql.runQuery(env, "FOR v IN 1..@d OUTBOUND 'gv/P1' ge RETURN v._key", { d: 1 }, {}).result.sort(),
    ["P3", "P8"]);
});

test("2.8 SHORTEST_PATH is no keyword: a value parameter where the edge collection stands is 1553", () => {
  // real 2.8.3: FOR v IN OUTBOUND SHORTEST_PATH @a TO @b ge is 1553, run and explained
  const env = graph();
  const query = "FOR v IN OUTBOUND SHORTEST_PATH @a TO @b ge RETURN v._key";
  for (const attempt of [() => aql.runQuery(env, query, { a: "gv/P1", b: "gv/P0" }, {}),
    () => aql.explain(env, query, { a: "gv/P1", b: "gv/P0" }, {})]) {
    assert.equal(thrownBy(attempt).errorNum, 1553);
  }
  assert.equal(thrownBy(() => aql.runQuery(graph(), query, { a: "gv/P1", b: "gv/P0" }, {})).errorNum, 1553);
  assert.equal(thrownBy(() => aql.runQuery(environment("2.6"), query, { a: "x", b: "y" }, {})).errorNum, 1501);
});

test("2.8 traversals count every edge read from an expanded vertex and every vertex returned in scannedIndex", () => {
  const env = graph();
  // real 2.8.3: 12 (P1's 2 edges, P3's and P8's 2 each, 6 vertices returned), 4 (2 edges, 2
  // vertices), 2 for a start without edges whose... see below
  assert.deepEqual(stats(env, "FOR v IN 1..2 OUTBOUND 'gv/P1' ge RETURN v._key"), [0, 12, 0]);
  assert.deepEqual(stats(env, "FOR v IN OUTBOUND { _id: 'gv/P2' } ge RETURN v._key"), [0, 4, 0]);
  env.database.collection("ge").insert({ _from: "gv/ghost", _to: "gv/P1" });
  env.database.collection("ge").insert({ _from: "gv/P10", _to: "gv/ghost" });
  // real 2.8.3: 2 (one edge, the missing vertex read as null), 3 (P10 → ghost → P1: two edges,
  // only the vertex at depth 2 read)
  assert.deepEqual(aql.runQuery(env, "FOR v IN OUTBOUND 'gv/P10' ge RETURN v", {}, {}).result, [null]);
  assert.deepEqual(stats(env, "FOR v IN OUTBOUND 'gv/P10' ge RETURN v"), [0, 2, 0]);
  assert.deepEqual(stats(env, "FOR v IN 2 OUTBOUND 'gv/P10' ge RETURN v._key"), [0, 3, 0]);
  // 3.x counts nothing for traversals (not in the reference)
  assert.deepEqual(stats(graphIn("3.11"), "FOR v IN 1..2 OUTBOUND 'gv/P1' ge RETURN v._key"), [0, 0, 0]);
});

function graphIn(profileName) {
  const env = environment(profileName);
  env.database.createCollection("gv").insert({ _key: "P1" });
  const edges = env.database.createEdgeCollection("ge");
  edges.insert({ _from: "gv/P1", _to: "gv/P1" });
  return env;
}

test("2.8 TraversalNode: a computed start gets a CalculationNode in front, a constant string or _id does not", () => {
  const env = graph();
  // real 2.8.3 node types for each
  assert.deepEqual(types(plan(env, "FOR v IN 1..2 OUTBOUND 'gv/P1' ge RETURN v._key")),
    ["SingletonNode", "TraversalNode", "CalculationNode", "ReturnNode"]);
  assert.deepEqual(types(plan(env, "FOR v IN OUTBOUND { _id: 'gv/P2' } ge RETURN v._key")),
    ["SingletonNode", "TraversalNode", "CalculationNode", "ReturnNode"]);
  assert.deepEqual(types(plan(env, "FOR v IN OUTBOUND { foo: 'bar' } ge RETURN v")),
    ["SingletonNode", "CalculationNode", "TraversalNode", "ReturnNode"]);
  assert.deepEqual(types(plan(env, "FOR s IN ['foobar'] FOR v IN OUTBOUND s ge RETURN v")),
    ["SingletonNode", "CalculationNode", "EnumerateListNode", "TraversalNode", "ReturnNode"]);
  const node = plan(env, "FOR v IN 1..2 INBOUND 'gv/P1' ge RETURN v").nodes[1];
  assert.deepEqual([node.minDepth, node.maxDepth, node.graph, node.directions, node.vertexId, node.vertexOutVariable.name],
    [1, 2, ["ge"], [1], "gv/P1", "v"]);
  // the social suite's traversal: the FILTER stays, RETURN DISTINCT is a hash COLLECT
  const social = plan(env, "FOR v IN 1..2 OUTBOUND @start ge FILTER v._id != @start RETURN DISTINCT v", { start: "gv/P1" });
  assert.deepEqual(types(social), ["SingletonNode", "TraversalNode", "CalculationNode", "FilterNode", "CalculationNode",
    "CollectNode", "ReturnNode"]);
  assert.deepEqual(social.rules, ["move-calculations-up", "move-filters-up", "move-calculations-up-2", "move-filters-up-2"]);
});

test("2.8 edge index: fields [_from, _to] whichever it serves", () => {
  const env = graph();
  // real 2.8.3 for both lookups
  for (const query of ["FOR e IN ge FILTER e._from == 'gv/P2' RETURN e._to", "FOR e IN ge FILTER e._to == 'gv/P1' RETURN e._from"]) {
    const node = plan(env, query).nodes.find((candidate) => candidate.type === "IndexNode");
    assert.deepEqual([node.indexes[0].type, node.indexes[0].fields], ["edge", ["_from", "_to"]], query);
  }
  assert.deepEqual(stats(env, "FOR e IN ge FILTER e._from == 'gv/P2' RETURN e._to"), [0, 2, 0]);
});

test("2.8 remove-filter-covered-by-index: the comparisons the index applies go, the rest of the FILTER stays", () => {
  const env = values();
  // the whole FILTER (real 2.8.3: FOR d IN @@c FILTER d.v == 2 RETURN d._key is Singleton,
  // IndexNode, Calculation, Return), also when a second FILTER repeats it (real 2.8.3 for
  // FILTER i.value == 1 FILTER NOT (i.value != 1): Singleton, IndexNode, Return)
  assert.deepEqual(types(plan(env, "FOR d IN c FILTER d.a == 2 RETURN d.value")),
    ["SingletonNode", "IndexNode", "CalculationNode", "ReturnNode"]);
  assert.deepEqual(types(plan(env, "FOR d IN c FILTER d.a == 2 FILTER NOT (d.a != 2) RETURN d")), ["SingletonNode", "IndexNode",
    "ReturnNode"]);
  // an AND: the index's comparison goes, the other one stays in a new calculation
  const partial = plan(env, "FOR d IN c FILTER d.a == 2 && d.other == 3 RETURN d");
  assert.deepEqual(types(partial), ["SingletonNode", "IndexNode", "CalculationNode", "FilterNode", "ReturnNode"]);
  const calculation = partial.nodes[2].expression;
  assert.deepEqual([calculation.type, calculation.subNodes[0].name], ["compare ==", "other"]);
  assert.deepEqual(stats(env, "FOR d IN c FILTER d.a == 2 && d.other == 3 RETURN d"), [0, 10, 9]);
  assert.deepEqual(aql.runQuery(env, "FOR d IN c FILTER d.a == 2 && d.other == 3 RETURN d.value", {}, {}).result, [52]);
  // the walk up to the index node stops at a LIMIT
  const limited = plan(env, "FOR d IN c FILTER d.a == 2 LIMIT 5 FILTER d.a == 2 && d.other == 3 RETURN d");
  assert.deepEqual(types(limited), ["SingletonNode", "IndexNode", "LimitNode", "CalculationNode", "FilterNode", "ReturnNode"]);
  assert.equal(limited.nodes[3].expression.type, "logical and");
  // an OR is several conditions: the FILTER stays whole
  assert.deepEqual(types(plan(env, "FOR d IN c FILTER d.a == 2 FILTER d.other == 3 || d.other == 4 RETURN d")),
    ["SingletonNode", "IndexNode", "CalculationNode", "FilterNode", "ReturnNode"]);
  // another constant for the indexed attribute might be covered or not: refused
  assert.match(thrownBy(() => plan(env, "FOR d IN c FILTER d.a == 2 FILTER d.a <= 5 RETURN d")).message,
    /^not supported by the stand-in: a FILTER comparing FOR d IN c's indexed attribute with another constant/);
});

test("2.8 skiplist: a range with a constant bound is an index lookup (real 2.8.3: scannedIndex 3 for value3 < 3)", () => {
  const env = values();
  const query = "FOR d IN c FILTER d.value < 3 RETURN d.value";
  assert.deepEqual(types(plan(env, query)), ["SingletonNode", "IndexNode", "CalculationNode", "ReturnNode"]);
  assert.deepEqual(stats(env, query), [0, 3, 0]);
  assert.deepEqual(aql.runQuery(env, query, {}, {}).result, [0, 1, 2]);
  // a second bound would be combined into the index range: refused
  assert.match(thrownBy(() => stats(env, "FOR d IN c FILTER d.value > 1 && d.value < 3 RETURN d")).message,
    /range condition/);
});

test("2.8 COLLECT: the hash method with a SortNode behind it; RETURN DISTINCT without one; an unread count goes", () => {
  const env = values();
  // real 2.8.3: FOR d IN @@c COLLECT x = d.x RETURN x is Singleton, EnumerateCollection,
  // Calculation, Collect (hash), Sort, Return
  const grouped = plan(env, "FOR d IN c COLLECT x = d.other RETURN x");
  assert.deepEqual(types(grouped), ["SingletonNode", "EnumerateCollectionNode", "CalculationNode", "CollectNode", "SortNode",
    "ReturnNode"]);
  assert.equal(grouped.nodes[3].collectOptions.method, "hash");
  // real 2.8.3: FOR x IN [1, 1, 2, '1', 2] RETURN DISTINCT x is Singleton, Calculation,
  // EnumerateList, Calculation, Collect (hash), Return
  const distinct = plan(env, "FOR x IN [1, 1, 2, '1', 2] RETURN DISTINCT x");
  assert.deepEqual(types(distinct), ["SingletonNode", "CalculationNode", "EnumerateListNode", "CalculationNode", "CollectNode",
    "ReturnNode"]);
  assert.deepEqual([distinct.nodes[4].isDistinctCommand, distinct.nodes[4].collectOptions.method], [true, "hash"]);
  // WITH COUNT INTO n that nothing reads: remove-collect-variables clears it
  const unread = plan(env, "FOR d IN c COLLECT x = d.other WITH COUNT INTO n RETURN x");
  assert.equal(unread.rules.indexOf("remove-collect-variables") >= 0, true, JSON.stringify(unread.rules));
  assert.equal("outVariable" in unread.nodes.find((node) => node.type === "CollectNode"), false);
  assert.equal(plan(env, "FOR d IN c COLLECT x = d.other WITH COUNT INTO n RETURN [x, n]").rules
    .indexOf("remove-collect-variables"), -1);
});

test("2.8 remove-redundant-calculations replaces a SORT's variable too (2.5/2.6 keep it)", () => {
  // v2.8.3 RedundantCalculationsReplacer changes the SortNode's elements in place (v2.6.0-alpha2
  // changes a copy): the SORT's own calculation of d.other, the same as the LET's, goes
  const query = "FOR d IN c LET x = d.other SORT d.other RETURN x";
  const v28 = plan(values(), query);
  assert.deepEqual(types(v28), ["SingletonNode", "EnumerateCollectionNode", "CalculationNode", "SortNode", "ReturnNode"]);
  assert.deepEqual(v28.rules, ["move-calculations-up", "remove-redundant-calculations", "remove-unnecessary-calculations"]);
  const env26 = environment("2.6");
  env26.database.createCollection("c").insert({ other: 1 });
  assert.deepEqual(types(plan(env26, query)), ["SingletonNode", "EnumerateCollectionNode", "CalculationNode", "SortNode",
    "CalculationNode", "ReturnNode"]);
  assert.deepEqual(aql.runQuery(values(), query, {}, {}).result.slice(0, 3), [0, 0, 0]);
});

test("2.8 rules not emulated are refused where they would change the plan", () => {
  const env = values();
  // use-index-for-sort: the hash lookup of a gives rows of one a, already in order
  assert.match(thrownBy(() => plan(env, "FOR d IN c FILTER d.a == 2 SORT d.a RETURN d")).message,
    /^not supported by the stand-in: use-index-for-sort on FOR d IN c in 2\.8/);
  // remove-filter-covered-by-index keeping part of a FILTER that holds a subquery
  assert.match(thrownBy(() => plan(env, "FOR d IN c FILTER d.a == 2 && LENGTH(FOR y IN 1..2 RETURN y) == 2 RETURN d")).message,
    /^not supported by the stand-in: remove-filter-covered-by-index on a FILTER of a LET's variable, or one holding a subquery/);
  // sort-in-values: an IN list a subquery computes outside the loop
  assert.match(thrownBy(() => plan(env, "LET l = (FOR x IN 1..10 RETURN x) FOR d IN c FILTER d.other IN l RETURN d"))
    .message, /^not supported by the stand-in: sort-in-values/);
});

test("2.8 arithmetic: C++ says in function '/()' for x / 0, V8 only division by zero; C++ x % 0 is refused", () => {
  // real 2.8.3: FOR x IN [0] RETURN 1 / x warns "in function '/()': division by zero"
  const env = environment(PROFILE);
  const warningsOf = (query) => aql.runQuery(env, query, {}, {}).extra.warnings;
  assert.deepEqual(warningsOf("FOR x IN [0] RETURN 1 / x"), [{ code: 1562, message: "in function '/()': division by zero" }]);
  // the ternary operator is never simple in 2.x: V8 runs it (evaluation-path.js)
  assert.deepEqual(warningsOf("FOR x IN [0] RETURN x == 0 ? 1 / x : 0"), [{ code: 1562, message: "division by zero" }]);
  assert.match(thrownBy(() => warningsOf("FOR x IN [0] RETURN 1 % x")).message, /^not supported by the stand-in: x % 0/);
  assert.deepEqual(aql.runQuery(environment("2.6"), "FOR x IN [0] RETURN 1 / x", {}, {}).extra.warnings,
    [{ code: 1562, message: "division by zero" }]);
});
