"use strict";
// The 2.x profiles against ArangoDB's own AQL tests (js/server/tests/ of v2.5.4,
// v2.6.0-alpha2 and v2.8.3), one fact each, where the stand-in answered differently from what
// those tests expect (the optimizer emulation in tests/standin/aql/optimizer-2x.js,
// optimizer-28.js and index-refusals.js, and the parser): each test names the file and the
// test. Where the stand-in does not emulate what arangod does, the fact is that it refuses
// instead of answering.

const test = require("node:test");
const assert = require("node:assert/strict");
const aql = require("../standin/aql");
const { environment } = require("./standin-aql-environment");
const { thrownBy } = require("./thrown-by");

function plan(env, query, options) {
  return aql.explain(env, query, {}, options || {}).plan;
}

function types(explained) {
  return explained.nodes.map((node) => node.type);
}

function refusal(work) {
  const error = thrownBy(work);
  assert.match(error.message, /not supported by the stand-in/);
  return error.message;
}

// n documents { value: i, value1: i, value2: i % 10 }.
function numbers(profile, n) {
  const env = environment(profile);
  const c = env.database.createCollection("c");
  for (let i = 0; i < n; i += 1) {
    c.insert({ _key: "test" + i, value: i, value1: i, value2: i % 10 });
  }
  return env;
}

test("remove-redundant-sorts looks past the sort it meets: SORT i.a, i.b SORT i.a SORT i.a keeps the first only", () => {
  // aql-optimizer-rule-remove-redundant-sorts.js, testPlans (v2.5.4, v2.6.0-alpha2, v2.8.3)
  const query = "FOR i IN [ { a: 1, b: 1 }, { a: 2, b: 1 }, { a: 3, b: 1 } ] SORT i.a, i.b SORT i.a SORT i.a RETURN i";
  const rules = { optimizer: { rules: ["-all", "+remove-redundant-sorts", "+remove-unnecessary-calculations-2"] } };
  for (const profile of ["2.5.4", "2.6", "2.8"]) {
    const explained = plan(environment(profile), query, rules);
    assert.deepEqual(types(explained), ["SingletonNode", "CalculationNode", "EnumerateListNode", "CalculationNode",
      "CalculationNode", "SortNode", "ReturnNode"], profile);
    assert.equal(explained.nodes[5].elements.length, 2, profile);
  }
});

test("2.6 and 2.8: SORT null after a hash COLLECT takes the COLLECT's SortNode with it", () => {
  // aql-optimizer-collect-methods.js, testSortRemoval (v2.6.0-alpha2, v2.8.3): no SortNode, the
  // hash method
  for (const profile of ["2.6", "2.8"]) {
    const env = numbers(profile, 20);
    const explained = plan(env, "FOR j IN c COLLECT value = j.value2 SORT null RETURN value");
    assert.equal(types(explained).indexOf("SortNode"), -1, profile);
    const collect = explained.nodes.find((node) => node.type === "AggregateNode" || node.type === "CollectNode");
    assert.equal((collect.aggregationOptions || collect.collectOptions).method, "hash", profile);
    assert.equal(aql.runQuery(env, "FOR j IN c COLLECT value = j.value2 SORT null RETURN value", {}, {}).result.length, 10);
  }
});

test("remove-redundant-or run alone is refused where it changes the plan", () => {
  // aql-optimizer-rule-remove-redundant-or.js (v2.5.4): testFiresGtGt1 and testFiresGtLt1, the
  // rule changes the plan (bounds on one side); testDudGtLt1, it does not (i > 1 || i < 2)
  const alone = { optimizer: { rules: ["-all", "+remove-redundant-or"] } };
  const list = "FOR i IN [ 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 ] ";
  for (const profile of ["2.5.4", "2.6", "2.8"]) {
    const env = environment(profile);
    for (const condition of ["i > 1 || i > 2", "i > 1 || 2 < i"]) {
      assert.match(refusal(() => plan(env, list + "FILTER " + condition + " RETURN i", alone)),
        /remove-redundant-or not emulated/, profile);
    }
    assert.deepEqual(aql.runQuery(env, list + "FILTER i > 1 || i > 2 RETURN i", {}, { optimizer: { rules: ["-all"] } }).result,
      [2, 3, 4, 5, 6, 7, 8, 9, 10]);
    assert.deepEqual(plan(env, list + "FILTER i > 1 || i < 2 RETURN i", alone).rules, []);
  }
});

test("an OR whose every branch an index serves through one of its ANDed comparisons is refused", () => {
  // aql-queries-optimiser-in-noncluster.js (v2.5.4) / aql-queries-optimizer-in-noncluster.js
  // (v2.8.3), testSkiplistMoreThanOne1: the skiplist index serves it
  const query = "FOR x IN c FILTER (x.value1 IN [ 4, 5 ] && x.value2 <= 2) || (x.value1 IN [ 1, 6 ] && x.value2 == 9) " +
    "RETURN x.value1";
  for (const profile of ["2.5.4", "2.6", "2.8", "3.11"]) {
    const env = numbers(profile, 20);
    env.database.collection("c").ensureIndex({ type: "skiplist", fields: ["value1", "value2"] });
    assert.match(refusal(() => aql.runQuery(env, query, {}, {})), /an OR of conditions/, profile);
  }
  // one branch without an index condition: a full scan, as arangod makes it
  const env = numbers("2.6", 20);
  env.database.collection("c").ensureIndex({ type: "skiplist", fields: ["value1", "value2"] });
  assert.deepEqual(aql.runQuery(env, "FOR x IN c FILTER (x.value1 IN [ 4, 5 ] && x.value2 <= 2) || x.value2 == 9 " +
    "RETURN x.value1", {}, {}).result, [9, 19]);
});

test("2.5 and 2.6: a SORT by the attribute an index looks up one constant of is refused (use-index-for-sort drops it)", () => {
  // aql-optimizer-indexes.js, testUsePrimaryIndexForSortIfConstRanges (v2.5.4): no SortNode
  for (const profile of ["2.5.4", "2.6"]) {
    const env = numbers(profile, 20);
    for (const direction of ["", " DESC"]) {
      assert.match(refusal(() => plan(env, "FOR i IN c FILTER i._key == 'test1' SORT i._key" + direction + " RETURN i._key")),
        /use-index-for-sort/, profile);
    }
    assert.deepEqual(aql.runQuery(env, "FOR i IN c FILTER i._key == 'test1' SORT i.value RETURN i._key", {}, {}).result, ["test1"]);
  }
});

test("2.8: a descending SORT a skiplist lookup serves is refused (use-indexes reads the index backwards)", () => {
  // aql-queries-optimizer-sort-noncluster.js, testSkiplist3 (v2.8.3): no SortNode
  const env = numbers("2.8", 100);
  env.database.collection("c").ensureIndex({ type: "skiplist", fields: ["value"] });
  for (const direction of ["", " DESC"]) {
    assert.match(refusal(() => plan(env, "FOR c1 IN c FILTER c1.value >= 15 SORT c1.value" + direction + " RETURN c1")),
      /use-index-for-sort/);
  }
});

test("2.8: a hash and a skiplist index serving one lookup are refused; a unique one beside a plain one is taken", () => {
  // aql-optimizer-indexes.js, testIndexOrHash (the hash index, not the skiplist one) and
  // testIndexOrUniqueHash (the unique index) (v2.8.3)
  const plain = numbers("2.8", 50);
  plain.database.collection("c").ensureIndex({ type: "skiplist", fields: ["value"] });
  plain.database.collection("c").ensureIndex({ type: "hash", fields: ["value"] });
  assert.match(refusal(() => aql.runQuery(plain, "FOR i IN c FILTER i.value == 1 RETURN i.value", {}, {})),
    /a choice between 2 indexes/);
  const unique = numbers("2.8", 50);
  unique.database.collection("c").ensureIndex({ type: "skiplist", fields: ["value"] });
  unique.database.collection("c").ensureIndex({ type: "hash", fields: ["value"], unique: true });
  const node = plan(unique, "FOR i IN c FILTER i.value == 1 RETURN i.value").nodes.find((candidate) => candidate.type === "IndexNode");
  assert.deepEqual([node.indexes[0].type, node.indexes[0].unique], ["hash", true]);
});

test("allPlans and maxNumberOfPlans below the plans arangod makes are refused", () => {
  // aql-optimizer-collect-methods.js, testHashedNumberOfPlans (v2.6.0-alpha2: 2 plans);
  // aql-optimizer-stats-noncluster.js, testForLoopPermutationMaxNumberOfPlans (v2.5.4:
  // plansCreated 1 with maxNumberOfPlans 1)
  const env = numbers("2.6", 20);
  assert.match(refusal(() => aql.explain(env, "FOR j IN c COLLECT value = j.value2 RETURN value", {}, { allPlans: true })),
    /allPlans for a query of 2 plans/);
  assert.match(refusal(() => aql.explain(env, "FOR i IN c FOR j IN c RETURN i", {}, { maxNumberOfPlans: 1 })),
    /maxNumberOfPlans 1/);
  assert.equal(aql.explain(env, "FOR i IN c FOR j IN c RETURN i", {}, { maxNumberOfPlans: 2 }).stats.plansCreated, 2);
  assert.equal(aql.explain(env, "FOR i IN c RETURN i", {}, { allPlans: true }).plans.length, 1);
});

test("2.6 and 2.8: a SORT before a COLLECT that may use the hash method is refused (the sorted plan may cost less)", () => {
  // aql-optimizer-rule-remove-redundant-sorts.js, testPlans (v2.6.0-alpha2): SortNode, then the
  // sorted AggregateNode
  const query = "FOR i IN [ { a: 1, b: 1 }, { a: 2, b: 1 }, { a: 3, b: 1 } ] SORT i.a ASC COLLECT x = i.a RETURN x";
  for (const profile of ["2.6", "2.8"]) {
    assert.match(refusal(() => plan(environment(profile), query)), /a SORT before a COLLECT/, profile);
  }
  assert.deepEqual(aql.runQuery(environment("2.5.4"), query, {}, {}).result, [1, 2, 3]);
});

test("INSERT expression IN collection: the IN names the collection, not the IN operator", () => {
  // aql-modify-noncluster.js, testInsertInvalid1 (v2.5.4, v2.6.0-alpha2, v2.8.3): the insert's
  // own error, 1227 (a document that is no object), not a syntax error
  for (const profile of ["2.5.4", "2.6", "2.8", "3.11"]) {
    const env = numbers(profile, 3);
    env.database.createCollection("target");
    assert.equal(thrownBy(() => aql.runQuery(env, "FOR d IN @@cn INSERT d.foobar IN target", { "@cn": "c" }, {})).errorNum,
      1227, profile);
    aql.runQuery(env, "FOR d IN @@cn INSERT d IN @@target", { "@cn": "c", "@target": "target" }, {});
    assert.equal(env.database.collection("target").count(), 3, profile);
    assert.deepEqual(aql.runQuery(env, "FOR d IN c FILTER d.value IN [ 1, 2 ] RETURN d.value", {}, {}).result.sort(), [1, 2]);
  }
  // testInsertReturnObjectLiteral (v2.8.3): { NEW } is { NEW: document }, not error 1512
  for (const profile of ["2.8", "3.11"]) {
    assert.match(refusal(() => aql.runQuery(numbers(profile, 1), "FOR d IN c INSERT { foxx: true } IN c RETURN { NEW }", {}, {})),
      /pseudo-variable NEW in an object literal/, profile);
  }
});

test("2.8: a statement after a data-modification operation is refused (2.5/2.6: a syntax error)", () => {
  // aql-multi-modify.js, testInsertAfterModification (v2.8.3): 1579 from the AST's checks,
  // which the stand-in does not emulate; the 2.5 and 2.6 grammars end the query there
  const query = "FOR i IN [ 1 ] INSERT { _key: 'a' } INTO c FOR j IN [ 1 ] RETURN j";
  assert.match(refusal(() => aql.runQuery(numbers("2.8", 1), query, {}, {})), /statements after a data-modification/);
  for (const profile of ["2.5.4", "2.6"]) {
    assert.equal(thrownBy(() => aql.runQuery(numbers(profile, 1), query, {}, {})).errorNum, 1501, profile);
  }
});
