"use strict";
// npm test's runner (tests/run.js) runs the short node test files several to a process: every
// file's tests still run and count, and a failure names its own file, not the others of its
// process. The fixtures (tests/node/run-shared/, not among npm test's files) are five files
// dealt to three processes: 1 and 4 share one, 2 and 5 another, 3 runs alone.
const test = require("node:test");
const assert = require("node:assert/strict");
const childProcess = require("child_process");
const fs = require("fs");
const path = require("path");

const ROOT = path.resolve(__dirname, "..", "..");
const FIXTURES = path.join(__dirname, "run-shared");

test("files sharing a process: each file's tests counted, each failure named by its own file", () => {
  const files = fs.readdirSync(FIXTURES).sort().map((name) => path.join(FIXTURES, name));
  assert.equal(files.length, 5);
  const env = Object.assign({}, process.env);
  // this file's own test runner's mark: the inner one would take itself for one of its children
  delete env.NODE_TEST_CONTEXT;
  const run = childProcess.spawnSync(process.execPath, [path.join(ROOT, "tests", "run.js")].concat(files),
    { cwd: ROOT, env, encoding: "utf8", timeout: 60000 });
  assert.equal(run.status, 1, run.stdout + run.stderr);
  const lines = run.stdout.trim().split("\n");
  assert.equal(lines[lines.length - 1], "5 passed, 2 failed");
  assert.equal(lines[lines.length - 2], "failing: tests/node/run-shared/4-throws-on-load.test.js (node:test), " +
    "tests/node/run-shared/5-one-fails.test.js (node:test)");
  // the files that share a process are suites named after them; the one alone runs as before
  assert.match(run.stdout, /^ok \d+ - tests\/node\/run-shared\/1-two-pass\.test\.js$/m);
  assert.match(run.stdout, /^not ok \d+ - tests\/node\/run-shared\/4-throws-on-load\.test\.js$/m);
  assert.match(run.stdout, /^ok \d+ - tests\/node\/run-shared\/2-one-pass\.test\.js$/m);
  assert.match(run.stdout, /^ok \d+ - fixture 3$/m);
  assert.match(run.stdout, /fixture 4 cannot load/);
  for (const name of ["fixture 1, first", "fixture 1, second", "fixture 2", "fixture 5 passes"]) {
    assert.match(run.stdout, new RegExp("^ {4}ok \\d+ - " + name + "$", "m"));
  }
  assert.match(run.stdout, /^ {4}not ok \d+ - fixture 5 fails$/m);
});
