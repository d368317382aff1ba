"use strict";
// node shootout.js compare: two dry-run results files, two 2015-layout tables, and the exit
// statuses, as a user runs them.
const test = require("node:test");
const assert = require("node:assert/strict");
const path = require("path");
const fs = require("fs");
const os = require("os");
const { spawnSync } = require("child_process");
const { node, ROOT, SHOOTOUT, DRY_RUN } = require("./node-in-process");

const TABLE_HEADER = "test name                     | collection  |    runs |     min (s) |     max (s) |     avg (s)\n" +
  "-".repeat(99) + "\n";

test("comparing two dry-run results files", (t) => {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "shootout-compare-"));
  t.after(() => fs.rmSync(directory, { recursive: true, force: true }));
  const files = ["a.json", "b.json"].map((name) => path.join(directory, name));
  for (const file of files) {
    const run = node(DRY_RUN, "--cases", "min-number,keep", "--sizes", "1000", "--runs", "6", "--gc-pause", "0",
      "--out", file);
    assert.equal(run.status, 0, run.stdout + run.stderr);
  }
  const html = path.join(directory, "c.html");
  const compared = node(SHOOTOUT, "compare", files[0], files[1], "--html", html);
  assert.equal(compared.status, 0, compared.stderr);
  const lines = compared.stdout.split("\n");
  assert.match(lines[0], /^case +size +A \(s\) +B \(s\) +B\/A +reduction +speedup +p +detectable +verdict$/);
  assert.match(lines[3], /^min-number +1k +[0-9.]+ ±[0-9]+% +[0-9.]+ ±[0-9]+% +[0-9.]+ +-?[0-9.]+ % +-?[0-9.]+ % +[01]\.[0-9]{4} +×[0-9.]+ +(faster|slower|~|within noise)( \(with run\))?$/);
  assert.match(lines[2], /^keep +1k /);
  assert.match(compared.stdout, /warning: A \(.*a\.json\) ran on the test stand-in: its timings mean nothing about ArangoDB\./);
  assert.match(fs.readFileSync(html, "utf8"), /^<!DOCTYPE html>[\s\S]*<svg[\s\S]*<\/svg>[\s\S]*<table>/);

  const asJson = node(SHOOTOUT, "compare", files[0], files[1], "--format", "json");
  assert.equal(asJson.status, 0);
  const parsed = JSON.parse(asJson.stdout);
  assert.deepEqual(parsed.rows.map((row) => row.case + " " + row.size), ["keep 1k", "min-number 1k"]);
  assert.ok(parsed.rows.every((row) => row.basis === "test" && row.test === "runs" && row.detectable > 1 &&
    row.mannWhitney.method === "exact"));
  assert.ok(parsed.summary.geomeanInterval.low < parsed.summary.geomean && parsed.summary.geomean < parsed.summary.geomeanInterval.high);

  const bench = node(SHOOTOUT, "compare", files[0], files[1], "--format", "benchstat");
  assert.equal(bench.stdout.split("\n").filter((line) => /^BenchmarkMinNumber\/size=1k\/run=[AB] 1 \d+ ns\/op$/.test(line)).length, 12);
});

test("comparing two tables in the 2015 layout", (t) => {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "shootout-compare-"));
  t.after(() => fs.rmSync(directory, { recursive: true, force: true }));
  const a = path.join(directory, "2.5.txt");
  const b = path.join(directory, "2.6.txt");
  fs.writeFileSync(a, "arangod> shootout\n" + TABLE_HEADER +
    "collect-number                | 10k         |       5 |      0.0900 |      0.0990 |      0.0943\n\n");
  fs.writeFileSync(b, TABLE_HEADER +
    "collect-number                | 10k         |       5 |      0.0100 |      0.0127 |      0.0112\n");
  const compared = node(SHOOTOUT, "compare", a, b, "--format", "csv");
  assert.equal(compared.status, 0, compared.stderr);
  const [header, line] = compared.stdout.trim().split("\n").map((text) => text.split(","));
  const row = Object.fromEntries(header.map((name, i) => [name, line[i]]));
  assert.deepEqual(line.slice(0, 6), ["collect-number", "collect", "10k", "10000", "mean", "0.0943"]);
  assert.equal(Number(row.reduction).toFixed(4), "0.8812");
  assert.equal(Number(row.speedup).toFixed(4), "7.4196");
  assert.equal(row.basis, "ratio");
  assert.equal(row.verdict, "faster");
  assert.equal(row.in_geomean, "true");

  const gate = node(SHOOTOUT, "compare", b, a, "--fail-on-regression");
  assert.equal(gate.status, 1);
  assert.match(gate.stdout, /slower\*/);

  const missing = node(SHOOTOUT, "compare", a, path.join(directory, "nope.json"));
  assert.equal(missing.status, 2);
  assert.equal(missing.stdout, "");
  assert.match(missing.stderr, /^aql-shootout compare: .*nope\.json: cannot read/);
});

test("a reader that stops early (| head) ends the command quietly, with no EPIPE trace", (t) => {
  // Issue 14, point 7: `--format json | head` died with "Error: write EPIPE" and a stack trace.
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "shootout-compare-"));
  t.after(() => fs.rmSync(directory, { recursive: true, force: true }));
  // 400 rows: the JSON report is far larger than a pipe's buffer, so most of it is written
  // after head has exited.
  const results = [];
  for (let i = 1; i <= 400; i += 1) {
    results.push({ case: "keep", documents: i * 100, times: [0.001, 0.0011, 0.0012], verified: true, error: null });
  }
  const file = path.join(directory, "a.json");
  fs.writeFileSync(file, JSON.stringify({ format: "aql-shootout/1", endedAt: "2026-11-23T01:52:10.120Z", results }));
  const quote = (word) => "'" + word.replace(/'/g, "'\\''") + "'";
  const piped = spawnSync("bash", ["-c", "set -o pipefail; " + [process.execPath, SHOOTOUT, "compare", file, file,
    "--format", "json"].map(quote).join(" ") + " | head -n 1"], { encoding: "utf8", cwd: ROOT });
  assert.equal(piped.stdout, "{\n");
  assert.equal(piped.stderr, "");
  assert.equal(piped.status, 0);
});

test("compare --help prints the usage; an HTML page that cannot be written is one line and status 2", () => {
  for (const command of ["compare", "noise"]) {
    const help = node(SHOOTOUT, command, "--help");
    assert.equal(help.status, 0, help.stderr);
    assert.match(help.stdout, new RegExp("^usage: " + command + " A"));
  }
  const a = path.join(ROOT, "results", "2015", "arangodb-2.5.4.txt");
  const b = path.join(ROOT, "results", "2015", "arangodb-2.6.0-alpha2.txt");
  for (const inputs of [[a, b], [a, b, a]]) {
    const refused = node(SHOOTOUT, "compare", ...inputs, "--html", path.join(ROOT, "no-such-folder", "page.html"));
    assert.equal(refused.status, 2);
    assert.match(refused.stderr, /^aql-shootout compare: cannot write the HTML page .*page\.html \(ENOENT[^\n]*\)\n$/);
  }
});

// compare A B --reference A0,B0: the runs of docs/examples (10 runs a side, B's sort-number
// 20 % slower) beside the 2015 tables: every 2015 verdict was "faster", today's are ~ and one
// slower, so none holds and no 2015 ratio lies inside today's interval.
test("compare --reference sets a comparison beside an earlier one of the same versions", () => {
  const reference = "--reference=results/2015/arangodb-2.5.4.txt,results/2015/arangodb-2.6.0-alpha2.txt";
  const run = node(SHOOTOUT, "compare", "docs/examples/a1.json", "docs/examples/b.json", reference);
  assert.equal(run.status, 0, run.stderr);
  const lines = run.stdout.split("\n");
  assert.equal(lines[0], "case            size  ref B/A  ref verdict    B/A     interval  verdict  holds  ref inside  B/A ÷ ref");
  // one run a side: today's intervals carry the default run-to-run noise
  assert.equal(lines[2], "collect-number  10k     0.119  faster*      0.991  0.691–1.421  ~        no     no               8.34");
  assert.equal(lines[3], "sort-number     10k     0.373  faster*      1.227  0.856–1.761  slower   no     no               3.29");
  assert.ok(lines.includes("verdict holds on 0 of 5 rows (the same: faster, slower or ~); does not hold on 5; " +
    "too few runs to judge on 0; 0 of 5 rows without a verdict on one side"), run.stdout);
  assert.ok(lines.includes("geometric mean of B/A over 5 rows: reference 0.079, today 1.036"), run.stdout);
  // the same pair as its own reference: every verdict holds, every ratio lies inside
  const self = node(SHOOTOUT, "compare", "docs/examples/a1.json", "docs/examples/a2.json",
    "--reference", "docs/examples/a1.json,docs/examples/a2.json", "--format", "json");
  assert.equal(self.status, 0, self.stderr);
  const summary = JSON.parse(self.stdout).summary;
  assert.deepEqual([summary.holds, summary.judged, summary.inside, summary.outside], [5, 5, 5, 0]);
  // bad uses: one file, three inputs, a format it does not give
  for (const [args, message] of [
    [["docs/examples/a1.json", "docs/examples/b.json", "--reference", "docs/examples/a1.json"], /option reference needs the two inputs of an earlier comparison, as A0,B0/],
    [["docs/examples/a1.json", "docs/examples/a2.json", "docs/examples/b.json", reference], /option reference needs exactly two inputs/],
    [["docs/examples/a1.json", "docs/examples/b.json", reference, "--format", "csv"], /option reference gives the formats text, markdown, json, not csv/]
  ]) {
    const refused = node(SHOOTOUT, "compare", ...args);
    assert.equal(refused.status, 2, refused.stdout);
    assert.match(refused.stderr, message);
  }
});

// Real runs of results/real/alternating: 2.5.4 and 2.6.0-alpha2 took turns, so three runs a
// side pair up in time.
const ALTERNATING = path.join(ROOT, "results", "real", "alternating");
const runsOf = (names) => names.map((name) => path.join(ALTERNATING, name + ".json")).join(",");

test("compare takes the runs of each side as a comma list, and pairs runs that took turns", () => {
  const compared = node(SHOOTOUT, "compare", runsOf(["r254-1", "r254-2", "r254-3"]), runsOf(["r26-1", "r26-2", "r26-3"]),
    "--format", "json");
  assert.equal(compared.status, 0, compared.stderr);
  const parsed = JSON.parse(compared.stdout);
  assert.equal(parsed.a.runs, 3);
  assert.equal(parsed.b.runs, 3);
  const shift = parsed.summary.runs.shift;
  assert.equal(shift.design, "paired");
  assert.equal(shift.pairs, 3);
  assert.deepEqual(shift.runs, { a: 3, b: 3 });
  assert.equal(parsed.summary.geomean.toFixed(3), "0.329");
  assert.deepEqual([parsed.summary.geomeanInterval.low.toFixed(3), parsed.summary.geomeanInterval.high.toFixed(3)],
    ["0.245", "0.443"]);
  const row = (name, size) => parsed.rows.find((r) => r.case === name && r.size === size);
  // each side's value is the geometric mean of its runs' medians
  const median = (list) => list.slice().sort((x, y) => x - y)[Math.floor(list.length / 2)];
  const geometric = (names) => Math.exp(names.reduce((sum, name) => {
    const file = JSON.parse(fs.readFileSync(path.join(ALTERNATING, name + ".json"), "utf8"));
    return sum + Math.log(median(file.results.find((r) => r.case === "subquery" && r.size === "10k").times));
  }, 0) / names.length);
  assert.equal(row("subquery", "10k").a.value.toFixed(6), geometric(["r254-1", "r254-2", "r254-3"]).toFixed(6));
  assert.equal(row("subquery", "10k").b.value.toFixed(6), geometric(["r26-1", "r26-2", "r26-3"]).toFixed(6));
  assert.equal(row("subquery", "10k").verdict, "faster");
  assert.equal(row("extract-doc", "100k").verdict, "~");
  assert.ok(parsed.rows.filter((r) => r.detectable !== null).every((r) => r.detectable > 1));
  // 2.5.4 ran no IN-list lookups: those rows are new in B
  assert.equal(row("lookup-key", "10k").verdict, "new");
  const text = node(SHOOTOUT, "compare", runsOf(["r254-1", "r254-2", "r254-3"]), runsOf(["r26-1", "r26-2", "r26-3"]));
  assert.match(text.stdout, /\nserver runs: A 3, B 3, taking turns in time, paired as 3 neighbouring pairs\n/);
  assert.match(text.stdout, /\nB as a whole: ×0\.329 of A \(95 % interval ×0\.245 to ×0\.443\), a shift every row shares/);
});

test("two runs of 10k a side: a 300-fold speed-up is faster, with one run a side", (t) => {
  // the real full runs, cut to what --sizes=10k --runs=2 would have measured: 10k, two samples
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "shootout-compare-"));
  t.after(() => fs.rmSync(directory, { recursive: true, force: true }));
  const cut = (name) => {
    const file = JSON.parse(fs.readFileSync(path.join(ROOT, "results", "real", name), "utf8"));
    file.results = file.results.filter((r) => r.size === "10k").map((r) => Object.assign({}, r, { times: r.times.slice(0, 2) }));
    const out = path.join(directory, name);
    fs.writeFileSync(out, JSON.stringify(file));
    return out;
  };
  const compared = node(SHOOTOUT, "compare", cut("real-2.5.4.json"), cut("real-2.6.0-alpha2-a.json"), "--format", "json");
  assert.equal(compared.status, 0, compared.stderr);
  const parsed = JSON.parse(compared.stdout);
  const lookup = parsed.rows.find((r) => r.case === "lookup-key");
  assert.ok(lookup.ratio < 0.01, String(lookup.ratio));
  assert.equal(lookup.verdict, "faster");
  assert.equal(parsed.summary.runs.terms.kind, "default");
  assert.ok(parsed.summary.counts.faster > 25, JSON.stringify(parsed.summary.counts));
});

test("bad groups of runs: one line each, exit status 2", () => {
  const table = path.join(ROOT, "results", "2015", "arangodb-2.5.4.txt");
  const a = path.join(ALTERNATING, "r254-1.json");
  const b = path.join(ALTERNATING, "r26-1.json");
  const withTable = node(SHOOTOUT, "compare", a + "," + table, b);
  assert.equal(withTable.status, 2);
  assert.match(withTable.stderr, /^aql-shootout compare: .*arangodb-2\.5\.4\.txt: a group of runs takes results files \(with raw samples\), not printed tables\n$/);
  const twoVersions = node(SHOOTOUT, "compare", a + "," + b, b);
  assert.equal(twoVersions.status, 2);
  assert.match(twoVersions.stderr, /r26-1\.json: ran on 2\.6\.0-alpha2 \(mmfiles, single\), .*r254-1\.json on 2\.5\.4 \(mmfiles, single\): the runs of one side must be runs of one server version\n$/);
  const empty = node(SHOOTOUT, "compare", a + ",", b);
  assert.equal(empty.status, 2);
  assert.match(empty.stderr, /^aql-shootout compare: an input must name a file, or runs as a1\.json,a2\.json; got "[^"]*r254-1\.json,"\n$/);
});
