"use strict";
// The full run of real 2.8.3 in results/real and the page that reads it
// (docs/versions-real-series.md): the file is the one its provenance names (sha256), and the
// page's table of the rows beyond noise is what compare makes of the files today. The page's
// command outputs are checked by docs-commands.test.js; this checks the figures the page takes
// from compare's JSON (each row's `own`: its ratio against the shift of the whole run).
const test = require("node:test");
const assert = require("node:assert/strict");
const crypto = require("crypto");
const fs = require("fs");
const path = require("path");
const { runShootout } = require("./shootout-cli");

const ROOT = path.resolve(__dirname, "..", "..");
const REAL = "results/real/";
const PAGE = fs.readFileSync(path.join(ROOT, "docs", "versions-real-series.md"), "utf8");

function compareJson(...inputs) {
  const run = runShootout(["compare", ...inputs, "--format", "json"], ROOT);
  assert.equal(run.status, 0, run.stderr);
  return JSON.parse(run.stdout);
}

// How far a ratio lies from 1, the same both ways (0.5 as far as 2).
const far = (ratio) => Math.max(ratio, 1 / ratio);
const times = (value) => "×" + value.toFixed(3);

// The rows of the page's table, as arrays of cells.
function pageTable() {
  const lines = PAGE.split("\n");
  const header = lines.findIndex((line) => line.startsWith("| case | size | C/B | against the run"));
  assert.ok(header >= 0, "the page has the table of the rows beyond noise");
  const rows = [];
  for (let i = header + 2; i < lines.length && lines[i].startsWith("|"); i += 1) {
    rows.push(lines[i].split("|").slice(1, -1).map((cell) => cell.trim()));
  }
  return rows;
}

test("results/real/real-2.8.3.json is byte for byte the file its provenance names", () => {
  const file = fs.readFileSync(path.join(ROOT, REAL, "real-2.8.3.json"));
  const digest = crypto.createHash("sha256").update(file).digest("hex");
  const provenance = fs.readFileSync(path.join(ROOT, REAL, "PROVENANCE.md"), "utf8");
  assert.ok(provenance.includes("sha256 `" + digest + "`"), "PROVENANCE.md names sha256 " + digest);
  const run = JSON.parse(file.toString("utf8"));
  assert.equal(run.server.version, "2.8.3");
  assert.equal(run.results.filter((row) => row.verified === true).length, 99);
});

test("the page's rows beyond noise are compare's: C/B, the row against its run, and the 2.6 pair's reach", () => {
  const series = compareJson(REAL + "real-2.5.4.json", REAL + "real-2.6.0-alpha2-a.json," + REAL + "real-2.6.0-alpha2-b.json",
    REAL + "real-2.8.3.json", "--baseline", "previous");
  const pair = compareJson(REAL + "real-2.6.0-alpha2-a.json", REAL + "real-2.6.0-alpha2-b.json");
  const pairOwn = new Map(pair.rows.map((row) => [row.case + "|" + row.size, row.own.ratio]));
  // the farthest any row of the A/A pair moved against its run: the limit the page names
  const limit = Math.max(...pair.rows.map((row) => far(row.own.ratio)));
  const expected = [];
  const counts = { beyond: 0, within: 0, uncalled: 0 };
  for (const row of series.rows) {
    const cell = row.cells[1];
    const called = cell.verdict === "faster" || cell.verdict === "slower";
    const beyond = far(cell.own.ratio) > limit;
    if (!called && !beyond) {
      continue;
    }
    const reading = called && beyond ? "beyond noise" : (called ? "called, within the 2.6 pair's reach" : "beyond the 2.6 pair's reach, not called");
    counts[called && beyond ? "beyond" : (called ? "within" : "uncalled")] += 1;
    expected.push([row.case, row.size, cell.ratio.toFixed(3),
      times(cell.own.ratio) + " (" + times(cell.own.interval.low) + "–" + times(cell.own.interval.high) + ")",
      cell.verdict, times(pairOwn.get(row.case + "|" + row.size)), reading]);
  }
  assert.deepEqual(pageTable(), expected);
  // the prose around it, whitespace as in any wrapped paragraph
  const prose = PAGE.replace(/\s+/g, " ");
  const median = series.rows[0].cells[1].ratio / series.rows[0].cells[1].own.ratio;
  assert.ok(prose.includes("median row's C/B (" + median.toFixed(3) + ";"), "the median row's C/B " + median.toFixed(3));
  assert.ok(prose.includes("further than ×/÷ " + limit.toFixed(2) + " (`join-hash-number` 10k)"), "the limit " + limit.toFixed(2));
  const calledRows = series.columns[1].summary.counts.faster + series.columns[1].summary.counts.slower;
  assert.ok(prose.includes("Of the " + calledRows + " rows the C/B column calls, " + counts.beyond + " pass that limit; " +
    counts.within + " lie within the pair's reach"), "the counts " + JSON.stringify(counts));
  assert.ok(prose.includes("and " + counts.uncalled + " rows pass it without being called"), "the rows not called");
});
