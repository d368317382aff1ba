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

test("list --json gives the 33 cases with name, family, query and bind parameters", () => {
  const run = shootout("list", "--json");
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
  }
  const lookupKey = cases.find((c) => c.name === "lookup-key");
  assert.deepEqual(lookupKey.bindParameters, ["@collection", "keys"]);
  assert.equal(lookupKey.query, "FOR c IN @@collection FILTER c._key IN @keys RETURN c");
});

test("list prints every case as text", () => {
  const run = shootout("list");
  assert.equal(run.status, 0);
  const lines = run.stdout.trim().split("\n");
  assert.equal(lines.length, 33 * 3);
  assert.equal(lines[0], "1. collect-number (collect)");
  assert.equal(lines[1], "   FOR c IN @@collection COLLECT value = c.@attribute RETURN value");
  assert.equal(lines[2], "   bind parameters: @collection, attribute");
  assert.equal(lines[96], "33. lookup-skiplist-string (lookup)");
});

test("bad commands exit 2 with the usage on stderr", () => {
  for (const args of [[], ["run"], ["list", "--yaml"]]) {
    const run = shootout(...args);
    assert.equal(run.status, 2, args.join(" "));
    assert.equal(run.stdout, "");
    assert.match(run.stderr, /^aql-shootout: /);
  }
});
