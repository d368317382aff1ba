"use strict";
// compare A B C ...: one column per input, each compared with the first (--baseline first) or
// the one before (--baseline previous), in text, markdown, csv, json and HTML (a chart per
// case family, error bars from the medians' intervals), the regression gate per column, and
// the bad inputs. Inputs: the 2015 tables (results/2015/) and three dry runs on the simulated
// clock (one case made 30 % slower in the third).
const test = require("node:test");
const assert = require("node:assert/strict");
const fs = require("fs");
const os = require("os");
const path = require("path");
const { spawnSync } = require("child_process");
const check = require("../method-check");

const ROOT = path.resolve(__dirname, "..", "..");
const T25 = path.join(ROOT, "results", "2015", "arangodb-2.5.4.txt");
const T26 = path.join(ROOT, "results", "2015", "arangodb-2.6.0-alpha2.txt");

function compare(...args) {
  return spawnSync(process.execPath, [path.join(ROOT, "shootout.js"), "compare", ...args], { encoding: "utf8" });
}

function rowOf(rows, name, size) {
  return rows.find((row) => row.case === name && row.size === size);
}

test("three printed tables: values per column, ratios against the first or the previous input", () => {
  const first = compare(T25, T26, T25, "--format", "json");
  assert.equal(first.status, 0, first.stderr);
  const series = JSON.parse(first.stdout);
  assert.equal(series.baseline, "first");
  assert.equal(series.rows.length, 99);
  assert.deepEqual(series.columns.map((column) => [column.input, column.baseline]), [[1, 0], [2, 0]]);
  const row = rowOf(series.rows, "collect-number", "10k");
  assert.deepEqual(row.values.map((value) => value.value), [0.0943, 0.0112, 0.0943]);
  assert.equal(row.cells[0].ratio.toFixed(4), (0.0112 / 0.0943).toFixed(4));
  assert.equal(row.cells[1].ratio, 1);
  assert.deepEqual(row.cells.map((cell) => cell.verdict), ["faster", "~"]);
  assert.equal(series.columns[0].summary.geomean.toFixed(3), "0.112");
  assert.equal(series.columns[1].summary.geomean, 1);
  assert.equal(series.columns[0].summary.families.find((family) => family.family === "lookup").geomean.toFixed(3), "0.002");

  const previous = JSON.parse(compare(T25, T26, T25, "--format", "json", "--baseline", "previous").stdout);
  assert.deepEqual(previous.columns.map((column) => [column.input, column.baseline]), [[1, 0], [2, 1]]);
  const back = rowOf(previous.rows, "collect-number", "10k").cells[1];
  assert.equal(back.ratio.toFixed(4), (0.0943 / 0.0112).toFixed(4));
  assert.equal(back.verdict, "slower");
});

test("text, markdown and csv of three inputs", () => {
  const text = compare(T25, T26, T25);
  assert.equal(text.status, 0, text.stderr);
  assert.match(text.stdout, /^A = .*arangodb-2\.5\.4\.txt\nB = .*alpha2\.txt\nC = .*2\.5\.4\.txt\n/);
  assert.match(text.stdout, /\n *suite +case +size +A \(s\) +B \(s\) +C \(s\) +B\/A +p +verdict B +C\/A +p +verdict C\n/);
  assert.match(text.stdout, /\nshootout +collect-number +10k +0\.0943 avg +0\.0112 avg +0\.0943 avg +0\.119 +faster\* +1\.000 +~\*\n/);
  assert.match(text.stdout, /\nB\/A: geometric mean 0\.112 over 99 rows; faster 98, slower 0, unchanged 1; collect 0\.088/);
  const markdown = compare(T25, T26, T25, "--format", "markdown");
  assert.match(markdown.stdout, /\n\| suite \| case \| size \| A \(s\) \| B \(s\) \| C \(s\) \| B\/A \| p \| verdict B \| C\/A \| p \| verdict C \|\n/);
  const csv = compare(T25, T26, T25, "--format", "csv").stdout.trim().split("\n");
  assert.equal(csv.length, 1 + 99 * 2);
  assert.equal(csv[0], "suite,case,size,input,baseline,seconds,statistic,baseline_seconds,ratio,p,verdict");
  assert.match(csv[1], /^shootout,collect-number,10k,.*alpha2\.txt,.*2\.5\.4\.txt,0\.0112,mean,0\.0943,0\.11876988335100742,,faster$/);
});

test("results files: error bars in the HTML, a chart per family for three inputs and none for two, the gate per column", () => {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "compare-series-"));
  try {
    const quiet = (seed, slower) => Object.assign(check.timing(seed, 0, slower, 0.3), { default: { seconds: 0.1, cv: 0.01 } });
    const runs = ["--runs", "6"];
    const a = check.dryRun(directory, "a", quiet(1, []), runs, 1);
    const b = check.dryRun(directory, "b", quiet(2, []), runs, 2);
    const c = check.dryRun(directory, "c", quiet(3, ["concat"]), runs, 3);
    const html = path.join(directory, "page.html");
    const run = compare(a, b, c, "--html", html, "--fail-on-regression");
    assert.equal(run.status, 1, run.stderr);
    assert.match(run.stderr, /regression: .*c\.json vs .*a\.json: 1 row\(s\) slower/);
    const page = fs.readFileSync(html, "utf8");
    assert.equal((page.match(/class="family-chart"/g) || []).length, 9);
    assert.ok((page.match(/class="error-bar"/g) || []).length >= 10 * 3, "an error bar per median of a results file");
    assert.match(page, /<svg[^>]*aria-label="functions: seconds per input, log scale"/);
    const two = path.join(directory, "two.html");
    assert.equal(compare(a, b, "--html", two).status, 0);
    const twoPage = fs.readFileSync(two, "utf8");
    assert.equal((twoPage.match(/class="family-chart"/g) || []).length, 0);
    // two inputs: each B/A bar has the error bar its medians' intervals allow
    assert.equal((twoPage.match(/class="error-bar"/g) || []).length, 10);
  } finally {
    fs.rmSync(directory, { recursive: true, force: true });
  }
});

test("bad input: one input, an unknown baseline, a baseline for two inputs, benchstat for three", () => {
  const one = compare(T25);
  assert.equal(one.status, 2);
  assert.match(one.stderr, /compare needs two or more inputs \(results files or files with printed tables\), got 1/);
  const sideways = compare(T25, T26, T25, "--baseline", "sideways");
  assert.equal(sideways.stderr, "aql-shootout compare: option baseline must be first or previous, got \"sideways\"\n");
  assert.equal(compare(T25, T26, "--baseline", "previous").stderr,
    "aql-shootout compare: option baseline needs three or more inputs\n");
  const benchstat = compare(T25, T26, T25, "--format", "benchstat");
  assert.equal(benchstat.status, 2);
  assert.equal(benchstat.stderr, "aql-shootout compare: format benchstat compares two inputs only; with three or more: " +
    "text, markdown, csv, json\n");
});
