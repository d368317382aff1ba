"use strict";
// Variables that name other variables under the 2.x profiles, whose plans optimizer-2x.js
// builds: remove-redundant-calculations points every node that read a repeated calculation at
// the first one (RedundantCalculationsReplacer, v2.5.4, v2.6.0-alpha2 and v2.8.3
// arangod/Aql/OptimizerRules.cpp), remove-unnecessary-calculations then drops the LET nobody
// reads, and the move rules shift what is left. The executor must compute what the plan
// computes: a query answers the same with the default rules, with none ("-all", where every
// LET runs where it is written) and under 3.11, whose plans the stand-in does not rewrite.
// test-aql-agreement.js holds the answers ArangoDB's own tests give for such queries.

const test = require("node:test");
const assert = require("node:assert/strict");
const aql = require("../standin/aql");
const { environment } = require("./standin-aql-environment");
const { thrownBy } = require("./thrown-by");

const PROFILES_2X = ["2.5.4", "2.6", "2.8"];

// A collection c of { _key: "k<i>", value: i, a: i } for i = 0…5, a hash index on a.
function withCollection(profile) {
  const env = environment(profile);
  const c = env.database.createCollection("c");
  for (let i = 0; i < 6; i += 1) {
    c.insert({ _key: "k" + i, value: i, a: i });
  }
  c.ensureIndex({ type: "hash", fields: ["a"] });
  return env;
}

// ---- the family: a value, the names it gets, where they are read ----

// What i gives the names: kind says which uses fit it.
const VALUES = [
  { text: "i + 1", kind: "number" },
  { text: "i", kind: "number" },
  { text: "[ i, i * 2 ]", kind: "array" },
  { text: "(FOR j IN [ 1, 2 ] RETURN i * j)", kind: "array" },
  { text: "CONCAT('k', i)", kind: "key" },
  { text: "{ v: i }", kind: "object" }
];

// The names: the same expression computed again, aliases of one LET, a chain of aliases, and
// repeats with a SORT or FILTER between them (which the move rules shift).
const NAMES = [
  (value) => ["LET x = " + value + " LET y = " + value, ["x", "y"]],
  (value) => ["LET x = " + value + ", y = " + value + ", z = " + value, ["x", "y", "z"]],
  (value) => ["LET x = " + value + " LET y = x LET z = x", ["x", "y", "z"]],
  (value) => ["LET x = " + value + " LET y = x LET z = y", ["x", "y", "z"]],
  (value) => ["LET x = " + value + " SORT i DESC LET y = " + value, ["x", "y"]],
  (value) => ["LET x = " + value + " FILTER i > 0 LET y = " + value + " LET z = y", ["x", "y", "z"]]
];

// Where the names are read (null: the use does not fit the value): the first and the last name.
const USES = [
  (first, last, names) => "RETURN [ " + names.join(", ") + " ]",
  (first, last, names, kind) => (kind === "number" ? "FILTER " + last + " > 1 RETURN " + first : null),
  (first, last) => "SORT " + last + " DESC RETURN [ " + first + ", " + last + " ]",
  (first, last) => "COLLECT g = " + last + " RETURN g",
  (first, last, names, kind) => (kind === "array" ? "FOR w IN " + last + " RETURN [ w, " + first + " ]" : null),
  (first, last, names) => "LET s = (FOR j IN [ 1 ] RETURN [ " + names.slice().reverse().join(", ") + " ]) RETURN [ s, " + first + " ]",
  (first, last, names, kind) => (kind === "key" ? "FOR d IN c FILTER d._key == " + last + " RETURN [ d.value, " + first + " ]" : null),
  (first, last, names, kind) => (kind === "number" ? "FOR d IN c FILTER d.a == " + last + " RETURN [ d.value, " + first + " ]" : null),
  (first, last) => "LIMIT 2 RETURN " + last
];

// At the top of the query, or inside a subquery of an outer loop.
const PLACES = [
  (body) => "FOR i IN [ 1, 2, 3 ] " + body,
  (body) => "FOR k IN [ 1, 2 ] LET r = (FOR i IN [ k, k + 1 ] " + body + ") RETURN r"
];

// Every pair of names and use, each with a value it fits and a place, taken in turn (the whole
// cross product, 445 queries, answered alike as well when this was written; it takes ten
// times as long).
function family() {
  const queries = ["LET a = (RETURN 1) LET b = a LET c = a RETURN [ a, b, c ]"];
  let turn = 0;
  NAMES.forEach((names) => {
    USES.forEach((use) => {
      const fitting = VALUES.filter((value) => use("x", "y", ["x", "y"], value.kind) !== null);
      const value = fitting[turn % fitting.length];
      const [text, declared] = names(value.text);
      const body = text + " " + use(declared[0], declared[declared.length - 1], declared, value.kind);
      queries.push(PLACES[turn % PLACES.length](body));
      turn += 1;
    });
  });
  return queries;
}

function answer(env, query, rules) {
  try {
    return aql.runQuery(env, query, {}, rules ? { optimizer: { rules } } : {}).result;
  } catch (error) {
    return "error " + (error.errorNum || "") + ": " + error.message;
  }
}

test("every 2.x profile answers a family of aliased variables as without optimizer rules and as 3.11", () => {
  const queries = family();
  assert.ok(queries.length >= 50, "family of " + queries.length);
  const reference = withCollection("3.11");
  const expected = queries.map((query) => answer(reference, query));
  expected.forEach((rows, k) => assert.ok(Array.isArray(rows), queries[k] + ": " + rows));
  const differences = [];
  for (const profile of PROFILES_2X) {
    const env = withCollection(profile);
    queries.forEach((query, k) => {
      const optimized = answer(env, query);
      const plain = answer(env, query, ["-all"]);
      if (JSON.stringify(optimized) !== JSON.stringify(expected[k]) || JSON.stringify(plain) !== JSON.stringify(expected[k])) {
        differences.push({ profile, query, optimized, plain, expected: expected[k] });
      }
    });
  }
  assert.deepEqual(differences, []);
});

test("2.x: a calculation that the nodes of two statements read runs once, as its one CalculationNode does", () => {
  // RETURN's calculation is the FILTER's (remove-redundant-calculations): one division by zero
  // a row, one warning; without the rule each statement computes its own
  const query = "FOR i IN [ 0, 1 ] FILTER 1 / i != 0 RETURN 1 / i != 0";
  for (const profile of PROFILES_2X) {
    const env = withCollection(profile);
    const optimized = aql.runQuery(env, query, {}, {});
    const plain = aql.runQuery(env, query, {}, { optimizer: { rules: ["-remove-redundant-calculations"] } });
    assert.deepEqual([optimized.result, optimized.extra.warnings.length], [[true, true], 1], profile);
    assert.deepEqual([plain.result, plain.extra.warnings.length], [[true, true], 2], profile);
  }
});

test("2.x: an index lookup reads the variable remove-redundant-calculations put in its FILTER", () => {
  // y repeats x: the FILTER reads x, y's LET goes, and the index node built from the FILTER
  // looks up x (2.5/2.6 IndexRangeNode ranges, 2.8 IndexNode condition)
  const query = "FOR i IN [ 'k1', 'k2' ] LET x = CONCAT(i, '') LET y = CONCAT(i, '') FOR d IN c FILTER d._key == y RETURN d.a";
  for (const profile of PROFILES_2X) {
    const env = withCollection(profile);
    const { result, extra } = aql.runQuery(env, query, {}, {});
    assert.deepEqual([result, extra.stats.scannedFull, extra.stats.scannedIndex], [[1, 2], 0, 2], profile);
    const nodes = aql.explain(env, query, {}, {}).plan.nodes;
    const index = nodes.find((node) => node.type === "IndexRangeNode" || node.type === "IndexNode");
    const read = JSON.stringify(index.type === "IndexNode" ? index.condition : index.ranges);
    assert.match(read, /"name":"x"/, profile);
    assert.doesNotMatch(read, /"name":"y"/, profile);
    assert.equal(nodes.some((node) => node.outVariable && node.outVariable.name === "y"), false, profile);
  }
});

test("2.x: a plan left reading a variable whose calculation remove-filter-covered-by-index removed is refused", () => {
  // RETURN reads the FILTER's calculation (remove-redundant-calculations), which goes with the
  // FILTER the index covers (the same in v2.5.4, v2.6.0-alpha2 and v2.8.3): not established
  const query = "FOR d IN c FILTER d.a == 1 RETURN d.a == 1";
  for (const profile of PROFILES_2X) {
    const env = withCollection(profile);
    const error = thrownBy(() => aql.runQuery(env, query, {}, {}));
    assert.match(error.message, /not supported by the stand-in: .*reading the variable .* after a rule removed its calculation/,
      profile);
    assert.deepEqual(aql.runQuery(env, query, {}, { optimizer: { rules: ["-remove-redundant-calculations"] } }).result, [true],
      profile);
  }
});
