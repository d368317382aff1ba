"use strict";
// How many server calls setup makes: the figure behind "one insert query per 10,000
// documents" (docs/measuring.md, "Setup is idempotent"). Counted by the stand-in, not timed.
const test = require("node:test");
const assert = require("node:assert/strict");
const path = require("path");
const { createArangod } = require("../standin/arangod");

const ROOT = path.resolve(__dirname, "..", "..");

test("setup of 100,000 documents makes 10 insert queries, prints progress, and a reuse check is cheap", () => {
  const output = [];
  const arangod = createArangod({ output: (text) => output.push(text), cwd: ROOT });
  const run = (code) => arangod.require("internal").executeScript(code, undefined, "test");
  run("SHOOTOUT = { run: false };");
  arangod.load(path.join(ROOT, "shootout.js"));
  run("shootout.setup({ sizes: [100] });"); // creates the suite's database first
  arangod.resetCalls();

  run("shootout.setup({ sizes: [100000] });");
  const building = Object.assign({}, arangod.calls);
  const queries = building["db._query"];
  // 10 inserts + the sample check before (none: collection missing) and after building, and
  // the marker check when entering the database.
  assert.ok(queries >= 10 && queries <= 13, JSON.stringify(building));
  const total = Object.values(building).reduce((a, b) => a + b, 0);
  assert.ok(total <= 40, "server calls for 100,000 documents: " + JSON.stringify(building));
  const progress = output.join("").split("\n").filter((line) => /^ {2}values100000: \d+ of 100000 documents/.test(line));
  assert.equal(progress.length, 10);
  assert.match(progress[9], /100000 of 100000 documents \(100 %\)/);

  arangod.resetCalls();
  run("shootout.setup({ sizes: [100000] });");
  const reuse = Object.assign({}, arangod.calls);
  assert.ok(reuse["db._query"] <= 2, JSON.stringify(reuse));
  assert.match(output.join(""), /setup values100000: reused/);
});
