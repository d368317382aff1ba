"use strict";
// Three facts of ArangoDB 2.8 the stand-in's 2.8 profile once contradicted, each from one of
// ArangoDB's own v2.8.3 tests and the v2.8.3 sources behind it (cited in the stand-in's
// modules): NEIGHBORS from a start vertex outside the vertex collection is error 1936
// (aql/functions.js); a hash index of two fields serves a lookup of both (aql/several-field-
// indexes-28.js); NOT over a comparison and an OR of one attribute reach the index
// (aql/condition-rewrites-28.js). The exact statistics are the stand-in's reading of those
// sources (ArangoDB's tests bound them: scannedIndex < 10 or > 0, scannedFull 0).

const test = require("node:test");
const assert = require("node:assert/strict");
const aql = require("../standin/aql");
const { environment } = require("./standin-aql-environment");
const { thrownBy } = require("./thrown-by");


function run(env, query, options) {
  return aql.runQuery(env, query, {}, options || {});
}

// [rows sorted, scannedFull, scannedIndex, filtered]
function answer(env, query, options) {
  const { result, extra } = run(env, query, options);
  return [result.slice().sort((a, b) => a - b), extra.stats.scannedFull, extra.stats.scannedIndex, extra.stats.filtered];
}

function indexNodes(env, query) {
  return aql.explain(env, query, {}, {}).plan.nodes.filter((node) => node.type === "IndexNode");
}

// The comparisons of an IndexNode's condition (an n-ary OR of one n-ary AND) as
// [operator, attribute, value]: the value written as a plain value or array of values.
function comparisons(node) {
  assert.equal(node.condition.type, "n-ary or");
  assert.equal(node.condition.subNodes.length, 1);
  const plain = (value) => (value.type === "array" ? value.subNodes.map(plain) : value.value);
  return node.condition.subNodes[0].subNodes.map((compare) => [compare.type, compare.subNodes[0].name, plain(compare.subNodes[1])]);
}

// ---- NEIGHBORS: js/server/tests/aql-graph.js testNeighborsAny/In/Out, v2.8.3 ----

// A vertex collection `vertices` with v1..v4, `others` with v1, edges v1→v2, v2→v3, v4→v2.
function graph(profileName) {
  const env = environment(profileName);
  const vertices = env.database.createCollection("vertices");
  env.database.createCollection("others").insert({ _key: "v1" });
  const edges = env.server.database("_system").createEdgeCollection("edges");
  for (const key of ["v1", "v2", "v3", "v4"]) {
    vertices.insert({ _key: key });
  }
  for (const [from, to] of [["v1", "v2"], ["v2", "v3"], ["v4", "v2"]]) {
    edges.insert({ _from: "vertices/" + from, _to: "vertices/" + to });
  }
  return env;
}

function neighbors(start, direction) {
  return "FOR n IN NEIGHBORS(vertices, edges, '" + start + "', '" + direction + "') SORT n RETURN n";
}

test("2.8 NEIGHBORS: a start outside the vertex collection is error 1936, existing or not; a missing vertex has none", () => {
  const env = graph("2.8");
  for (const direction of ["any", "inbound", "outbound"]) {
    for (const [start, collection] of [["thefox/thefox", "thefox"], ["others/v1", "others"]]) {
      const error = thrownBy(() => run(env, neighbors(start, direction)));
      assert.equal(error.errorNum, 1936, start + " " + direction);
      assert.equal(error.errorMessage, "Invalid parameter type.: specified vertex collection 'vertices' does not match " +
        "start vertex collection '" + collection + "'");
    }
    // a document of the vertex collection that does not exist: no neighbours, no error
    assert.deepEqual(run(env, neighbors("vertices/thefox", direction)).result, [], direction);
  }
  // the start is checked before the direction
  assert.equal(thrownBy(() => run(env, neighbors("thefox/thefox", "sideways"))).errorNum, 1936);
  // an _id arangod cannot read is 1221 (TRI_ValidateDocumentIdKeyGenerator)
  assert.equal(thrownBy(() => run(env, neighbors("the fox/x", "any"))).errorNum, 1221);
});

test("2.8 NEIGHBORS: the start vertex by _id or by a key of the vertex collection", () => {
  const env = graph("2.8");
  assert.deepEqual(run(env, neighbors("vertices/v2", "any")).result, ["vertices/v1", "vertices/v3", "vertices/v4"]);
  assert.deepEqual(run(env, neighbors("v2", "inbound")).result, ["vertices/v1", "vertices/v4"]);
  assert.deepEqual(run(env, neighbors("v2", "outbound")).result, ["vertices/v3"]);
});

// ---- a hash index of two fields: aql-optimizer-indexes-in-or.js testHashIndexMulti and
// testHashIndexMultiDynamic, v2.8.3 ----

// 2,000 documents { _key: "test<i>", value1: i % 100, value2: i } and a hash index on both.
function twoFieldHash(profileName, extraIndex) {
  const env = environment(profileName);
  const collection = env.database.createCollection("docs");
  for (let i = 0; i < 2000; i += 1) {
    collection.insert({ _key: "test" + i, value1: i % 100, value2: i });
  }
  collection.ensureIndex({ type: "hash", fields: ["value1", "value2"] });
  if (extraIndex) {
    collection.ensureIndex(extraIndex);
  }
  return env;
}

test("2.8: a hash index of two fields serves both conditions, from one FILTER or two, constant or computed", () => {
  const env = twoFieldHash("2.8");
  const lookups = [
    ["FOR i IN docs FILTER i.value1 == 30 && i.value2 == 30 RETURN i.value1", [30]],
    ["FOR i IN docs FILTER i.value1 IN [ 30, 31, 32 ] && i.value2 IN [ 30, 31, 32, 130 ] RETURN i.value1", [30, 30, 31, 32]],
    ["FOR i IN docs FILTER i.value1 IN [ 30, 31, 32 ] FILTER i.value2 IN [ 30, 31, 32, 130 ] RETURN i.value1", [30, 30, 31, 32]],
    ["LET a = PASSTHRU(30) FOR i IN docs FILTER i.value1 == a && i.value2 == a RETURN i.value1", [30]],
    ["LET a = PASSTHRU(30) FOR i IN docs FILTER i.value2 == a FILTER i.value1 == a RETURN i.value1", [30]],
    ["LET a = PASSTHRU(30), b = PASSTHRU(31), c = PASSTHRU(32), d = PASSTHRU(130) FOR i IN docs " +
      "FILTER i.value1 IN [ a, b, c ] && i.value2 IN [ a, b, c, d ] RETURN i.value1", [30, 30, 31, 32]]
  ];
  for (const [query, rows] of lookups) {
    // every document the index finds is a result: nothing scanned in full, nothing filtered
    assert.deepEqual(answer(env, query), [rows, 0, rows.length, 0], query);
    // the FILTERs are gone (remove-filter-covered-by-index): the calculations left are the
    // LETs and the RETURN's
    const { plan } = aql.explain(env, query, {}, {});
    assert.deepEqual(plan.nodes.map((node) => node.type).filter((type) => type !== "CalculationNode"),
      ["SingletonNode", "IndexNode", "ReturnNode"], query);
    assert.equal(plan.nodes.filter((node) => node.type === "CalculationNode").length, /^LET a = PASSTHRU\(30\) /.test(query) ? 2 :
      (/^LET/.test(query) ? 5 : 1), query);
    const [node] = indexNodes(env, query);
    assert.deepEqual(node.indexes.map((index) => [index.type, index.fields]), [["hash", ["value1", "value2"]]], query);
    assert.deepEqual(comparisons(node).map(([operator, attribute]) => [operator, attribute]),
      [[rows.length > 1 ? "compare in" : "compare ==", "value1"], [rows.length > 1 ? "compare in" : "compare ==", "value2"]],
      query);
  }
  // a constant IN list is looked up once per distinct value, and shown sorted without repeats
  const repeated = "FOR i IN docs FILTER i.value2 IN [ 130, 30, 130 ] && i.value1 IN [ 30, 30 ] RETURN i.value1";
  assert.deepEqual(answer(env, repeated), [[30, 30], 0, 2, 0]);
  assert.deepEqual(comparisons(indexNodes(env, repeated)[0]), [["compare in", "value1", [30]], ["compare in", "value2", [30, 130]]]);
  // the conditions the index covers leave no FILTER; others stay
  const partly = aql.explain(env, "FOR i IN docs FILTER i.value1 == 30 && i.value2 == 30 && i.other != 1 RETURN i", {}, {});
  assert.deepEqual(partly.plan.nodes.map((node) => node.type),
    ["SingletonNode", "IndexNode", "CalculationNode", "FilterNode", "ReturnNode"]);
});

test("2.8: a hash index of two fields serves neither field alone; 3.11 (RocksDB, a persistent index) is unchanged", () => {
  const env = twoFieldHash("2.8");
  assert.deepEqual(answer(env, "FOR i IN docs FILTER i.value1 == 30 RETURN i.value2"),
    [[30, 130, 230, 330, 430, 530, 630, 730, 830, 930, 1030, 1130, 1230, 1330, 1430, 1530, 1630, 1730, 1830, 1930], 2000, 0, 1980]);
  assert.deepEqual(answer(env, "FOR i IN docs FILTER i.value2 == 30 RETURN i.value1"), [[30], 2000, 0, 1999]);
  assert.deepEqual(indexNodes(env, "FOR i IN docs FILTER i.value1 == 30 RETURN i"), []);
  // the RocksDB profile keeps looking up the first field (a persistent index serves a prefix)
  const rocksdb = twoFieldHash("3.11");
  assert.deepEqual(answer(rocksdb, "FOR i IN docs FILTER i.value1 == 30 && i.value2 == 30 RETURN i.value1").slice(1), [0, 20, 19]);
});

test("2.8: uses of a several-field index the stand-in does not emulate are refused", () => {
  // refused while the query runs, and (unless it is decided by values known only then) explained
  const refused = (env, query, pattern, whileRunning) => {
    const attempts = [() => run(env, query)].concat(whileRunning ? [] : [() => aql.explain(env, query, {}, {})]);
    for (const attempt of attempts) {
      const error = thrownBy(attempt);
      assert.equal(error.errorNum, 0, query);
      assert.match(error.message, /^not supported by the stand-in: /, query);
      assert.match(error.message, pattern, query);
    }
  };
  const env = twoFieldHash("2.8");
  refused(env, "FOR i IN docs FILTER i.value1 == 30 && i.value2 == 30 && i.value2 IN [30] RETURN i",
    /two conditions on one field of the hash index on value1, value2/);
  refused(env, "FOR i IN docs FILTER i._key == 'test30' && i.value1 == 30 && i.value2 == 30 RETURN i",
    /a choice between the hash index on value1, value2 and another index/);
  // an OR over the other condition would become two lookups (the disjunctive normal form)
  refused(env, "FOR i IN docs FILTER (i.value1 == 30 || i.value1 == 29) && i.value2 IN [30, 29] RETURN i",
    /an index for an OR of conditions/);
  // conditions written after an inner loop (arangod moves them up to their loop)
  refused(env, "FOR i IN docs FOR j IN [1] FILTER i.value1 == 30 && i.value2 == 30 RETURN i",
    /an index for a condition on FOR i IN docs written after an inner loop/);
  // a computed IN list holding a value twice: arangod 2.8 does not remove the repeat
  refused(env, "LET a = PASSTHRU(30) FOR i IN docs FILTER i.value1 IN [a, a] && i.value2 == a RETURN i",
    /computed IN list holding a value twice/, true);
  refused(twoFieldHash("2.8", { type: "hash", fields: ["value2", "value1"] }),
    "FOR i IN docs FILTER i.value1 == 30 && i.value2 == 30 RETURN i", /a choice between the hash indexes/);
  refused(twoFieldHash("2.8", { type: "skiplist", fields: ["value2", "value1"] }),
    "FOR i IN docs FILTER i.value2 == 30 && i.value1 == 30 RETURN i", /a skiplist index on value2, value1 serving several/);
  const sparse = environment("2.8");
  sparse.database.createCollection("docs").ensureIndex({ type: "hash", fields: ["value1", "value2"], sparse: true });
  refused(sparse, "FOR i IN docs FILTER i.value1 == 30 && i.value2 == 30 RETURN i", /a sparse hash index of several fields/);
  // a skiplist of two fields still serves its first field alone, and never its second
  const prefix = twoFieldHash("2.8", { type: "skiplist", fields: ["value2", "value1"] });
  assert.deepEqual(answer(prefix, "FOR i IN docs FILTER i.value2 == 31 RETURN i.value1"), [[31], 0, 1, 0]);
  assert.deepEqual(answer(prefix, "FOR i IN docs FILTER i.value1 == 99 RETURN i.value1").slice(1), [2000, 0, 1980]);
});

// ---- NOT and OR before the index choice: aql-optimizer-indexes.js
// testIndexAndDespiteOperators, testIndexOrPrimary, testIndexOrSkiplist, v2.8.3 ----

// 2,000 documents { _key: "test<i>", value: i } with a skiplist index on value.
function skiplist(profileName) {
  const env = environment(profileName);
  const collection = env.database.createCollection("docs");
  for (let i = 0; i < 2000; i += 1) {
    collection.insert({ _key: "test" + i, value: i });
  }
  collection.ensureIndex({ type: "skiplist", fields: ["value"] });
  return env;
}

test("2.8: `value == 1 || NOT NOT (value == 1)` is an IN list the skiplist index serves", () => {
  const env = skiplist("2.8");
  const query = "FOR i IN docs FILTER i.value == 1 || NOT NOT (i.value == 1) RETURN i.value";
  assert.deepEqual(answer(env, query), [[1], 0, 1, 0]);
  const { plan } = aql.explain(env, query, {}, {});
  assert.deepEqual(plan.nodes.map((node) => node.type), ["SingletonNode", "IndexNode", "CalculationNode", "ReturnNode"]);
  assert.deepEqual(comparisons(plan.nodes[1]), [["compare in", "value", [1]]]);
  // the calculation of i.value trades places with the FILTER's, as for `FILTER d._key IN @keys
  // RETURN d._key` on a real 2.8.3; without it (RETURN i) a real 2.8.3 lists the last three only
  assert.deepEqual(plan.rules, ["move-calculations-up", "move-filters-up", "move-calculations-up-2", "move-filters-up-2",
    "replace-or-with-in", "use-indexes", "remove-filter-covered-by-index"]);
  assert.deepEqual(aql.explain(env, query.replace("RETURN i.value", "RETURN i"), {}, {}).plan.rules,
    ["replace-or-with-in", "use-indexes", "remove-filter-covered-by-index"]);
  // NOT of a comparison is the opposite comparison, in any expression
  assert.deepEqual(answer(env, "FOR i IN docs FILTER NOT (i.value != 3) RETURN i.value"), [[3], 0, 1, 0]);
  const negated = aql.explain(env, "FOR i IN docs FILTER i.value == 5 RETURN NOT (i.value < 7)", {}, {}).plan.nodes
    .filter((node) => node.type === "CalculationNode").map((node) => node.expression.type);
  assert.deepEqual(negated, ["compare >="]);
  // an OR of constants on one attribute, also across IN lists and bind parameters
  assert.deepEqual(aql.runQuery(env, "FOR i IN docs FILTER i.value IN [4, 2] || @v == i.value RETURN i.value", { v: 9 }, {})
    .extra.stats, { writesExecuted: 0, writesIgnored: 0, scannedFull: 0, scannedIndex: 3, filtered: 0 });
  // with replace-or-with-in switched off the OR stays, and is refused where indexes serve it
  const off = thrownBy(() => run(env, query, { optimizer: { rules: ["-replace-or-with-in"] } }));
  assert.match(off.message, /^not supported by the stand-in: an index for an OR of conditions/);
  // an OR of two attributes is left as written: a full scan where no index serves every part
  assert.deepEqual(answer(env, "FOR i IN docs FILTER i.value == 1 || i.other == 2 RETURN i.value"), [[1], 2000, 0, 1999]);
  // no index: the IN runs as the FILTER (the same rows and counts as the OR)
  assert.deepEqual(answer(env, "FOR i IN docs FILTER i.other == 1 || i.other == 2 RETURN i.value"), [[], 2000, 0, 2000]);
});

test("2.5 and 3.11: the NOT NOT query keeps its earlier answer (2.8's rewrites are not claimed there)", () => {
  const query = "FOR i IN docs FILTER i.value == 1 || NOT NOT (i.value == 1) RETURN i";
  const { result, extra } = run(skiplist("3.11"), query);
  assert.deepEqual([result.map((document) => document.value), extra.stats.scannedFull, extra.stats.scannedIndex], [[1], 2000, 0]);
  // 2.5 folds NOT itself (ast-optimizer-2x.js) and refuses the OR
  assert.match(thrownBy(() => run(skiplist("2.5.4"), query)).message, /^not supported by the stand-in: /);
});
