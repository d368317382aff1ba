"use strict";
// Every case on a collection of 10,100 documents: above the 10,000 values a lookup case binds,
// so the lookups return 10,000 documents, not all of them, as on the default sizes 100k and
// 1000k. The jsunity case tests stop at 2,000 documents (fast under every profile); this runs
// once, under the default profile, and checks each case's own expectation against the
// stand-in's AQL at that shape. The row counts come from the case table of docs/suites.md.
const test = require("node:test");
const assert = require("node:assert/strict");
const path = require("path");
const { createArangod } = require("../standin/arangod");

const ROOT = path.resolve(__dirname, "..", "..");
const DOCUMENTS = 10100;

function rowsPerCase(name, n) {
  if (/^(min|max|sort|filter)-/.test(name)) {
    return 1;
  }
  if (/^collect-/.test(name)) {
    return n / 100;
  }
  return /^lookup-/.test(name) ? Math.min(n, 10000) : n;
}

test("every case is verified on 10,100 documents, lookups with 10,000 rows", () => {
  const arangod = createArangod({ output: () => {}, cwd: ROOT });
  const run = (code) => arangod.require("internal").executeScript(code, undefined, "test");
  run("SHOOTOUT = { run: false };");
  arangod.load(path.join(ROOT, "shootout.js"));
  const outcome = JSON.parse(run(`(function () {
    var host = shootout.require("./lib/host").connect();
    var leave = shootout.require("./tests/support/scratch-database").enter(host, "shootout_test_above_10k");
    try {
      shootout.require("./setup/collections").ensure(host, ${DOCUMENTS}, function () {});
      var runner = shootout.require("./lib/run/runner");
      return JSON.stringify(shootout.require("./cases/index").suite("shootout").cases.map(function (testCase) {
        var entry = runner.runCase(host, testCase, ${DOCUMENTS}, { runs: 1, warmup: 0, gcPause: 0 });
        return { name: testCase.name, verified: entry.verified, mismatch: entry.mismatch, error: entry.error,
          resultCount: entry.resultCount };
      }));
    } finally {
      leave();
    }
  })()`));
  assert.equal(outcome.length, 33);
  for (const entry of outcome) {
    assert.equal(entry.error, null, entry.name + ": " + JSON.stringify(entry.error));
    assert.equal(entry.mismatch, null, entry.name);
    assert.equal(entry.verified, true, entry.name);
    assert.equal(entry.resultCount, rowsPerCase(entry.name, DOCUMENTS), entry.name);
  }
  assert.deepEqual(outcome.filter((entry) => entry.resultCount === 10000).map((entry) => entry.name),
    ["lookup-key", "lookup-hash-number", "lookup-hash-string", "lookup-skiplist-number", "lookup-skiplist-string"]);
});
