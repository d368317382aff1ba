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
const { runShootout } = require("./shootout-cli");
const simulated = require("../method-check/simulated");

const ROOT = path.resolve(__dirname, "..", "..");
const T25 = path.join(ROOT, "results", "2015", "arangodb-2.5.4.txt");
const T26 = path.join(ROOT, "results", "2015", "arangodb-2.6.0-alpha2.txt");

// in this process, as the command line runs it (tests/node/shootout-cli.js)
function compare(...args) {
  return runShootout(["compare", ...args], process.cwd());
}

function rowOf(rows, name, size) {
  return rows.find((row) => row.case === name && row.size === size);
}

test("three printed tables: values per column, ratios against the first or the previous input", () => {
  const first = compare(T25, T26, T25, "--format", "json");
  assert.equal(first.status, 0, first.stderr);
  const series = JSON.parse(first.stdout);
  assert.equal(series.baseline, "first");
  // the settings all columns share, not one pair's own letters
  assert.deepEqual(series.settings, { alpha: 0.05, noise: 0.05, confidence: 0.95 });
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
  // a line per row and column, then per column the geometric mean over all rows and per family
  const families = new Set(csv.slice(1).map((line) => line.split(",")[2])).size;
  assert.equal(csv.length, 1 + 99 * 2 + 2 * (1 + families - 1));
  assert.equal(csv[0], "suite,case,family,size,input,baseline,seconds,statistic,baseline_seconds,ratio,p,verdict," +
    "in_geomean,note,rows");
  assert.match(csv[1], /^shootout,collect-number,collect,10k,.*alpha2\.txt,.*2\.5\.4\.txt,0\.0112,mean,0\.0943,0\.11876988335100742,,faster,true,,$/);
  const means = csv.filter((line) => line.startsWith(",geometric mean,"));
  assert.match(means[0], /^,geometric mean,all,,.*alpha2\.txt,.*2\.5\.4\.txt,,,,0\.1119[0-9]*,,,,,99$/);
  assert.match(means.find((line) => line.startsWith(",geometric mean,lookup,")), /,0\.001997[0-9]*,,,,,15$/);
});

test("results files: error bars in the HTML, a chart per family for three inputs and none for two, the gate per column", () => {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "compare-series-"));
  try {
    const quiet = (seed, label, slower) => simulated.serverRun(directory, label, { seed, startAt: 1795651200 + 60 * seed,
      cv: 0.01, samples: 6, slower, factor: 1.3 }).file;
    const a = quiet(1, "a", []);
    const b = quiet(2, "b", []);
    const c = quiet(3, "c", ["concat"]);
    const html = path.join(directory, "page.html");
    const run = compare(a, b, c, "--html", html, "--fail-on-regression");
    assert.equal(run.status, 1, run.stderr);
    assert.match(run.stderr, /regression: C\/A \(.*c\.json vs .*a\.json\): 1 row\(s\) slower/);
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
  assert.match(one.stderr, /is not an A\/B run's results file \(one with the cases query-a and query-b\): compare needs two or more inputs, or one A\/B run's results file\n$/);
  const sideways = compare(T25, T26, T25, "--baseline", "sideways");
  assert.equal(sideways.stderr, "aql-shootout compare: option baseline must be first or previous, got \"sideways\"\n");
  assert.equal(compare(T25, T26, "--baseline", "previous").stderr,
    "aql-shootout compare: option baseline needs three or more inputs\n");
  const benchstat = compare(T25, T26, T25, "--format", "benchstat");
  assert.equal(benchstat.status, 2);
  assert.equal(benchstat.stderr, "aql-shootout compare: format benchstat compares two inputs only; with three or more: " +
    "text, markdown, csv, json\n");
});

// Three inputs built in place: a results file, a printed 2015 table and a results file of a
// run that died, so every rule of two inputs meets the series at once.
test("three inputs keep the two-input rules: one statistic per row, zeros and wrong results out of the mean, " +
  "notes, legend and warnings named by column", () => {
  const compareInput = require("../../lib/compare/inputs/compare-input");
  const compareSeries = require("../../lib/compare/comparisons/compare-series");
  const seriesReport = require("../../lib/compare/reports/compare-series-report");
  const seriesHtml = require("../../lib/compare/reports/compare-series-html");
  const resultsFile = (name, endedAt, warmup, rows) => compareInput.read(name, JSON.stringify({
    format: "aql-shootout/1", label: name, endedAt, options: { warmup },
    server: { host: "arangod console" }, results: rows }));
  const row = (name, times, verified) => ({ case: name, documents: 10000, times, verified, error: null,
    mismatch: verified ? null : "row 0 differs" });
  const a = resultsFile("a.json", "2026-11-24T00:00:00Z", 1, [row("keep", [0.010, 0.011, 0.012, 0.010, 0.011, 0.030], true),
    row("concat", [0.004, 0.004, 0.004, 0.004, 0.004, 0.004], true), row("unset", [0.02, 0.02, 0.02, 0.02, 0.02, 0.02], true)]);
  const header = fs.readFileSync(T25, "utf8").split("\n").slice(0, 2).join("\n") + "\n";
  const tableLine = (name, avg) => (name + " ".repeat(30)).slice(0, 29) + " | 10k         |       5 |      " + avg +
    " |      " + avg + " |      " + avg;
  const b = compareInput.read("b.txt", header + [tableLine("keep", "0.0200"), tableLine("concat", "0.0000"),
    tableLine("unset", "0.0200")].join("\n"));
  const c = resultsFile("c.json", null, 0, [row("keep", [0.012, 0.012, 0.012, 0.012, 0.012, 0.012], true),
    row("concat", [0.002, 0.002, 0.002, 0.002, 0.002, 0.002], false)]);
  const series = compareSeries.compareSeries([a, b, c], {}, "first");

  // keep 10k: B has only an average, so every column of the row compares averages
  const keep = rowOf(series.rows, "keep", "10k");
  assert.deepEqual(keep.values.map((value) => value.statistic), ["mean", "mean", "mean"]);
  assert.equal(keep.values[0].value.toFixed(4), "0.0140");
  assert.equal(keep.cells[1].ratio.toFixed(4), (0.012 / 0.014).toFixed(4));
  // unset 10k is missing from C, a run that died: gone, and said why
  assert.equal(rowOf(series.rows, "unset", "10k").cells[1].verdict, "gone");

  const text = seriesReport.render("text", series);
  assert.match(text, /\nB\/A: left out of the geometric mean: 1 row a time printed as zero /);
  assert.match(text, /\nC\/A: geometric mean 0\.857 over 1 row;/);
  assert.match(text, /\nB\/A: concat 10k \(faster\): B printed as 0\.0000, below the table's resolution: no ratio \(B\/A at most 0\.013\)\n/);
  assert.match(text, /\nC\/A: concat 10k \(failed\): row 0 differs\n/);
  assert.match(text, /\nC\/A: unset 10k \(gone\): C did not finish: not measured in C\n/);
  assert.match(text, /\nshootout +concat +10k +0\.0040 avg +0\.0000 avg +faster\* +failed\n/);
  assert.equal(text.match(/\navg: a mean;/g).length, 1, "the legend line is said once");
  assert.match(text, /\n\* no raw samples, no significance test:/);
  assert.match(text, /\nC\/A: C \(c\.json\) DID NOT FINISH: its results file has endedAt null/);
  assert.match(text, /\nC\/A: the two sides were measured differently: warmup runs A 1, C 0\.(\n|$)/);
  assert.match(text, /\nC\/A: the two runs cover different cases or sizes: 1 row\(s\) exist on one side only/);
  assert.doesNotMatch(text, /C\/A: [^\n]*\bB\b \(/, "no pair letter B where the column is C/A");
  const gate = compareSeries.regressions(series);
  assert.ok(gate.includes("C/A (c.json vs a.json): 1 row(s) gone from C"), gate.join("; "));
  assert.ok(gate.includes("C/A (c.json vs a.json): C (c.json) did not finish"), gate.join("; "));

  const markdown = seriesReport.render("markdown", series);
  assert.match(markdown, /\n- C\/A: concat 10k \(failed\): row 0 differs\n/);
  const csv = seriesReport.render("csv", series).split("\n");
  assert.ok(csv.includes("shootout,concat,functions,10k,c.json,a.json,,,0.004,,,failed,false,row 0 differs,"),
    csv.join("\n"));

  // --baseline previous: C/B's baseline is B, and a zero printed in B is named B
  const t = (avg) => compareInput.read("t" + avg + ".txt", header + tableLine("keep", avg));
  const stepwise = seriesReport.render("text", compareSeries.compareSeries([t("0.0100"), t("0.0000"), t("0.0101")], {},
    "previous"));
  assert.match(stepwise, /\nC\/B: keep 10k \(slower\): B printed as 0\.0000, below the table's resolution: no ratio \(C\/B at least 201\.000\)\n/);
  assert.match(stepwise, /\nB\/A: keep 10k \(faster\): B printed as 0\.0000, below the table's resolution: no ratio \(B\/A at most 0\.0050\)\n/);

  // between-run terms an A/A calibration measured reach every column's comparison
  const terms = { kind: "measured", wholeRun: { sd: 0.1, df: 4 }, row: { sd: 0.05, df: 4 }, source: "a1.json,a2.json" };
  const calibrated = compareSeries.compareSeries([a, b, c], { terms }, "first");
  assert.equal(calibrated.pairs[1].summary.runs.terms.kind, "measured");
  assert.equal(calibrated.pairs[1].summary.runs.terms.source, "a1.json,a2.json");

  // a family with more rows than colours: the chart grows to hold the legend, dashes tell rows apart
  const many = compareInput.read("m.txt", header + Array.from({ length: 18 }, (unused, i) =>
    tableLine("join-" + i, "0.0100")).join("\n"));
  const page = seriesHtml.page(compareSeries.compareSeries([many, many, many], {}, "first"));
  const height = Number(/<svg[^>]*height="([0-9]+)"/.exec(page)[1]);
  const lastLegend = Math.max(...[...page.matchAll(/<text x="[0-9.]+" y="([0-9.]+)" font-size="11" fill=/g)].map((m) => Number(m[1])));
  assert.ok(lastLegend < height - 10, lastLegend + " inside " + height);
  assert.equal((page.match(/stroke-dasharray="6 3"/g) || []).length, 2 * 8);
});
