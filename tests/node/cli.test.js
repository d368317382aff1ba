"use strict";
// The offline commands of `node shootout.js` (no server involved).
const test = require("node:test");
const assert = require("node:assert/strict");
const path = require("path");
const { spawnSync } = require("child_process");

const SHOOTOUT = path.resolve(__dirname, "..", "..", "shootout.js");

function shootout(...args) {
  return spawnSync(process.execPath, [SHOOTOUT, ...args], { encoding: "utf8" });
}

test("list --suite shootout --json gives the 33 cases with suite, dataset, name, family, query and bind parameters", () => {
  const run = shootout("list", "--suite", "shootout", "--json");
  assert.equal(run.status, 0, run.stderr);
  const cases = JSON.parse(run.stdout);
  assert.equal(cases.length, 33);
  assert.deepEqual(cases.slice(0, 2).map((c) => c.name), ["collect-number", "collect-string"]);
  assert.equal(cases[32].name, "lookup-skiplist-string");
  const families = [...new Set(cases.map((c) => c.family))];
  assert.deepEqual(families, ["collect", "subquery", "functions", "minmax", "sort", "filter", "extract", "join", "lookup"]);
  for (const c of cases) {
    assert.match(c.query, /@@collection/);
    assert.equal(c.bindParameters[0], "@collection");
    assert.equal(c.suite, "shootout");
    assert.equal(c.dataset, "values<n>");
    assert.deepEqual(c.requires, []);
  }
  const lookupKey = cases.find((c) => c.name === "lookup-key");
  assert.deepEqual(lookupKey.bindParameters, ["@collection", "keys"]);
  assert.equal(lookupKey.query, "FOR c IN @@collection FILTER c._key IN @keys RETURN c");
});

test("list --json gives every suite's cases, suite by suite; the range case reads no collection", () => {
  const run = shootout("list", "--json");
  assert.equal(run.status, 0, run.stderr);
  const cases = JSON.parse(run.stdout);
  assert.deepEqual([...new Set(cases.map((c) => c.suite))], ["shootout", "distinct", "return-value", "social", "crud"]);
  assert.deepEqual(cases.filter((c) => c.suite === "distinct").map((c) => [c.name, c.requires]), [
    ["distinct-collect", []], ["distinct-return-distinct", ["return-distinct"]],
    ["distinct-collect-hash", ["collect-options"]], ["distinct-collect-sorted", ["collect-options"]],
    ["distinct-collect-count", []]]);
  const range = cases.find((c) => c.name === "return-range");
  assert.deepEqual([range.dataset, range.bindParameters, range.query], [null, [], "FOR i IN 1..1000000 RETURN i"]);
  assert.equal(cases.find((c) => c.name === "return-key").dataset, "users<n>");
});

test("list prints every case as text, one heading per suite", () => {
  const run = shootout("list");
  assert.equal(run.status, 0);
  const lines = run.stdout.trim().split("\n");
  assert.equal(lines[0], "suite shootout: the Great AQL Shootout (2015): 33 cases on values<n> (dataset values<n>, " +
    "default sizes 10k, 100k, 1000k)");
  assert.equal(lines[1], "1. collect-number (collect)");
  assert.equal(lines[2], "   FOR c IN @@collection COLLECT value = c.@attribute RETURN value");
  assert.equal(lines[3], "   bind parameters: @collection, attribute");
  assert.equal(lines[97], "33. lookup-skiplist-string (lookup)");
  assert.equal(lines[100], "");
  assert.match(lines[101], /^suite distinct: .*\(dataset distinct<n>, default sizes 4000k\)$/);
  assert.ok(lines.includes("   needs: return-distinct (not available on older versions)"));
  assert.match(lines.find((line) => /^suite return-value/.test(line)), /\(dataset users<n>, default sizes 100k\)$/);
  assert.ok(lines.includes("   bind parameters: none"));
});

test("list --suite with an unknown name exits 2 with one line naming the valid suites", () => {
  const run = shootout("list", "--suite", "distinc");
  assert.equal(run.status, 2);
  assert.equal(run.stdout, "");
  assert.equal(run.stderr, "aql-shootout: unknown suite 'distinc'; valid suites: shootout, distinct, return-value, social, crud\n");
  const listed = shootout("list", "--suite=return-value");
  assert.equal(listed.status, 0);
  assert.equal(listed.stdout.trim().split("\n").length, 1 + 3 * 3);
});

test("bad commands exit 2 with the usage on stderr", () => {
  for (const args of [[], ["run"], ["list", "--yaml"]]) {
    const run = shootout(...args);
    assert.equal(run.status, 2, args.join(" "));
    assert.equal(run.stdout, "");
    assert.match(run.stderr, /^aql-shootout: /);
  }
});

test("list of the workload suites: the collections their datasets build, the parameters their queries take", () => {
  const run = shootout("list", "--suite", "social,crud", "--json");
  assert.equal(run.status, 0, run.stderr);
  const cases = JSON.parse(run.stdout);
  const byName = Object.fromEntries(cases.map((item) => [item.name, item]));
  assert.equal(byName.neighbors.dataset, "profiles<n> and friends<n>");
  assert.deepEqual(byName.neighbors.bindParameters, ["start", "@edges"]);
  assert.deepEqual(byName["shortest-path"].bindParameters, ["from", "to", "@edges"]);
  assert.deepEqual(byName.aggregation.bindParameters, ["@collection"]);
  // document calls take no bind parameters
  assert.deepEqual(byName["single-read"].bindParameters, []);
  assert.deepEqual(byName["crud-insert"].bindParameters, []);
  assert.equal(byName["crud-insert"].dataset, null);
  const text = shootout("list", "--suite", "social").stdout;
  assert.match(text, /^suite social: .*\(dataset profiles<n> and friends<n>, default sizes 100k\)\n/);
});
