"use strict";
// The pieces of npm run method-check (tests/method-check.js), small: its Wilson interval, and
// one A/A and one A/B pair on the simulated clock judged by the product's compare, where the
// truth is plain: without noise nothing is called, a 30 % slowdown with little noise is
// called slower in exactly the changed rows.
const test = require("node:test");
const assert = require("node:assert/strict");
const fs = require("fs");
const os = require("os");
const path = require("path");
const check = require("../method-check");

test("Wilson intervals", () => {
  const [low, high] = check.wilson(5, 10);
  assert.equal(low.toFixed(4), "0.2366");
  assert.equal(high.toFixed(4), "0.7634");
  assert.deepEqual(check.wilson(0, 0), [0, 1]);
  assert.equal(check.wilson(0, 10)[0], 0);
  assert.ok(Math.abs(check.wilson(10, 10)[1] - 1) < 1e-12);
});

test("an A/A pair without noise has no verdict; an A/B pair is called slower exactly where B changed", () => {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "method-check-test-"));
  try {
    const quiet = { seed: 1, default: { seconds: 0.1 }, driftPerMinute: 0, cases: {} };
    const a = check.dryRun(directory, "a", quiet, [], 1);
    const b = check.dryRun(directory, "b", Object.assign({}, quiet, { seed: 2 }), [], 2);
    const same = check.compareRows(a, b);
    assert.equal(same.length, check.CASES.length);
    // (a difference of the clock's last bits may be "within noise", never faster or slower)
    assert.deepEqual(same.filter((row) => row.verdict === "faster" || row.verdict === "slower").map((row) => row.case), []);
    const changed = check.timing(3, 0, check.CHANGED, 0.3);
    changed.default = { seconds: 0.1, cv: 0.01 };
    const slower = check.compareRows(a, check.dryRun(directory, "c", changed, [], 3));
    assert.deepEqual(slower.filter((row) => row.verdict === "slower").map((row) => row.case).sort(),
      check.CHANGED.slice().sort());
    assert.deepEqual(slower.filter((row) => row.verdict === "faster"), []);
  } finally {
    fs.rmSync(directory, { recursive: true, force: true });
  }
});
