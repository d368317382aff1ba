"use strict";
// The distinct and return-value suites through the whole flow: a dry run of both on the 2.6
// profile (no RETURN DISTINCT before 2.7: a "not available" row) and on the default 3.11
// profile, each case verified, then the two results files compared in every format and as an
// HTML page. Small sizes; the range case always returns its million numbers.
const test = require("node:test");
const assert = require("node:assert/strict");
const path = require("path");
const fs = require("fs");
const os = require("os");
const { runDryRun } = require("./dry-run-in-process");
const { runShootout } = require("./shootout-cli");

const ROOT = path.resolve(__dirname, "..", "..");

function dryRun(profile, out) {
  return runDryRun(["--profile", profile, "--suite", "distinct,return-value",
    "--sizes", "distinct:400,return-value:100", "--runs", "2", "--warmup", "0", "--gc-pause", "0", "--out", out], ROOT);
}

test("distinct and return-value on 2.6 and 3.11: every case verified or not available; compared in every format", (t) => {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "shootout-suites-"));
  t.after(() => fs.rmSync(directory, { recursive: true, force: true }));
  const a = path.join(directory, "2.6.json");
  const b = path.join(directory, "3.11.json");
  const old = dryRun("2.6", a);
  assert.equal(old.status, 0, old.stdout + old.stderr);
  const current = dryRun("3.11", b);
  assert.equal(current.status, 0, current.stdout + current.stderr);

  assert.match(old.stdout, /\ndistinct-return-distinct +\| 400 +\| +0 \|( +- \|){3} +- \| distinct   <- NOT AVAILABLE\n/);
  assert.match(old.stdout, /\nreturn-range +\| 100 +\| +2 \|.*\| return-value\n/);
  for (const [file, unavailable] of [[a, ["distinct-return-distinct"]], [b, []]]) {
    const saved = JSON.parse(fs.readFileSync(file, "utf8"));
    assert.deepEqual(saved.results.map((entry) => entry.suite + "/" + entry.case), ["distinct/distinct-collect",
      "distinct/distinct-return-distinct", "distinct/distinct-collect-hash", "distinct/distinct-collect-sorted",
      "distinct/distinct-collect-count", "return-value/return-document", "return-value/return-key",
      "return-value/return-range"]);
    for (const entry of saved.results) {
      if (unavailable.includes(entry.case)) {
        assert.equal(entry.skipped.reason, "not-available", entry.case);
      } else {
        assert.equal(entry.verified, true, entry.case + ": " + entry.mismatch);
        assert.equal(entry.times.length, 2, entry.case);
      }
    }
    const range = saved.results.find((entry) => entry.case === "return-range");
    assert.equal(range.resultCount, 1000000);
    // the hash method is planned as such on both versions (2.6 by cost, 3.x as asked)
    assert.equal(saved.results.find((entry) => entry.case === "distinct-collect-hash").plan.collectMethod, "hash");
  }

  const compareIn = (format) => runShootout(["compare", a, b, "--format", format], ROOT);
  const text = compareIn("text");
  assert.equal(text.status, 0, text.stderr);
  assert.match(text.stdout, /^suite +case +size +A \(s\)/);
  assert.match(text.stdout, /\ndistinct +distinct-return-distinct +400 +not measured +[0-9.]+ .*not measured\n/);
  assert.match(text.stdout, /\nreturn-value +return-range +100 +[0-9.]+ /);
  const markdown = compareIn("markdown");
  assert.match(markdown.stdout, /^\| suite \| case \| size \|/);
  const csv = compareIn("csv").stdout.trim().split("\n");
  assert.equal(csv.length, 1 + 8);
  assert.match(csv[0], /,suite,ratio_ci_low,ratio_ci_high,detectable,claim,tested,own_ratio,own_ci_low,own_ci_high,a_median_ci_pooled,b_median_ci_pooled$/);
  assert.match(csv[2], /^distinct-return-distinct,distinct,400,400,not measured,.*,distinct,,,,,,,,,,$/);
  const json = JSON.parse(compareIn("json").stdout);
  assert.deepEqual(json.rows.map((row) => row.suite), ["distinct", "distinct", "distinct", "distinct", "distinct",
    "return-value", "return-value", "return-value"]);
  assert.equal(json.summary.counts["not measured"], 1);
  const bench = compareIn("benchstat").stdout.trim().split("\n");
  assert.equal(bench.length, 2 * 7 + 2 * 8);
  assert.ok(bench.includes(bench.find((line) => /^BenchmarkReturnRange\/size=100\/run=B 1 \d+ ns\/op$/.test(line))));
  const html = path.join(directory, "c.html");
  const page = runShootout(["compare", a, b, "--html", html], ROOT);
  assert.equal(page.status, 0, page.stderr);
  assert.match(fs.readFileSync(html, "utf8"), /<th>suite<\/th><th>case<\/th>/);
});
