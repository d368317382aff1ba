"use strict";
// The 2015 tables in results/2015/ (PROVENANCE.md): unchanged since they were taken from the
// original repository, and their comparison reproduces the post's combined sheet and
// headline figures: reduction 1 - avg(2.6)/avg(2.5) and speedup avg(2.5)/avg(2.6) - 1 per row
// (the post's sheet, downloads/code/arango-25-26-shootout-results.ods of
// jsteemann/jsteemann.github.com: collect-number 10k 0.0943 s vs 0.0112 s, reduction 88.12 %, speedup
// 741.96 %), lookups by key about 720x and by hash about 275x, filters 4.2-6.4x, extraction of
// _key or an attribute 5.2-6.4x, and no query slower in 2.6.
const test = require("node:test");
const assert = require("node:assert/strict");
const path = require("path");
const fs = require("fs");
const crypto = require("crypto");
const { runShootout } = require("./shootout-cli");

const ROOT = path.resolve(__dirname, "..", "..");
const A = path.join(ROOT, "results", "2015", "arangodb-2.5.4.txt");
const B = path.join(ROOT, "results", "2015", "arangodb-2.6.0-alpha2.txt");

// in this process, as the command line runs it (tests/node/shootout-cli.js)
function compare(...extra) {
  return runShootout(["compare", A, B, ...extra], process.cwd());
}

test("the 2015 files are the published ones, byte for byte", () => {
  const sha = (file) => crypto.createHash("sha256").update(fs.readFileSync(file)).digest("hex");
  assert.equal(sha(A), "f74dd1f17e1d8d30be2fc3677d02d7e53d9dfe51bd89c9ebcc927dc979019169");
  assert.equal(sha(B), "1850de480f5a6fe41264cf8dc364490066c43cc26e623cb6debb3687d5acff74");
});

test("comparing them gives the 2015 combined sheet and headline figures", () => {
  const run = compare("--format", "json");
  assert.equal(run.status, 0, run.stderr);
  const rows = JSON.parse(run.stdout).rows;
  assert.equal(rows.length, 99);
  const row = (name, size) => rows.find((each) => each.case === name && each.size === size);
  const first = row("collect-number", "10k");
  assert.deepEqual([first.a.value, first.b.value, first.a.statistic], [0.0943, 0.0112, "mean"]);
  assert.equal((100 * first.reduction).toFixed(2), "88.12");
  assert.equal((100 * first.speedup).toFixed(2), "741.96");
  const factor = (name) => ["10k", "100k", "1000k"].map((size) => 1 / row(name, size).ratio);
  for (const value of factor("lookup-key")) {
    assert.ok(value > 700 && value < 740, "lookup-key " + value);
  }
  for (const value of factor("lookup-hash-number")) {
    assert.ok(value > 265 && value < 285, "lookup-hash-number " + value);
  }
  const filters = factor("filter-number").concat(factor("filter-string"));
  assert.equal(Math.min(...filters).toFixed(1), "4.2");
  assert.equal(Math.max(...filters).toFixed(1), "6.4");
  const extraction = factor("extract-key").concat(factor("extract-number"));
  assert.equal(Math.min(...extraction).toFixed(1), "5.2");
  assert.equal(Math.max(...extraction).toFixed(1), "6.4");
  // the string-sorted min/max of 2.6's join-key 1000k (avg below min) is read, and compared on the average
  assert.equal(row("join-key", "1000k").b.value, 9.979);
  assert.equal(rows.filter((each) => each.verdict === "slower").length, 0);
});

test("the text sheet shows reduction and speedup as the 2015 sheet did", () => {
  const run = compare();
  assert.equal(run.status, 0, run.stderr);
  assert.match(run.stdout, /\ncollect-number +10k +0\.0943 avg +0\.0112 avg +0\.119 +88\.12 % +741\.96 % +faster\*\n/);
});
