"use strict";
// A/A calibration from the command line: node shootout.js noise A1 A2, compare --noise-from,
// and the same inside the server (shootout.noise, script mode).
const test = require("node:test");
const assert = require("node:assert/strict");
const path = require("path");
const fs = require("fs");
const os = require("os");
const { node, ROOT, SHOOTOUT } = require("./node-in-process");
const { createArangod } = require("../standin/arangod");

const BASE = [0.100, 0.101, 0.102, 0.103, 0.104, 0.105, 0.106, 0.107, 0.108, 0.109];

// A results file whose cases take BASE scaled by the given factors.
function resultsFile(directory, name, factors) {
  const file = path.join(directory, name);
  fs.writeFileSync(file, JSON.stringify({ format: "aql-shootout/1", label: name, endedAt: "2026-11-24T00:00:00.000Z",
    server: { host: "arangod console" }, results: Object.keys(factors).map((caseName) => ({
      case: caseName, documents: 10000, times: BASE.map((t) => t * factors[caseName]), verified: true,
      error: null, mismatch: null, digest: "d-" + caseName })) }));
  return file;
}

function files(t) {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "shootout-noise-"));
  t.after(() => fs.rmSync(directory, { recursive: true, force: true }));
  const still = { "keep": 1, "unset": 1, "sort-number": 1 };
  return {
    // min-number moved 20 % between two runs of the same server; the other rows did not move
    a1: resultsFile(directory, "a1.json", Object.assign({ "min-number": 1, "concat": 1 }, still)),
    a2: resultsFile(directory, "a2.json", Object.assign({ "min-number": 1.2, "concat": 1 }, still)),
    // the new version: min-number and concat 15 % slower, every run apart
    b: resultsFile(directory, "b.json", Object.assign({ "min-number": 1.15, "concat": 1.15 }, still))
  };
}

test("noise A1 A2 reports how far identical code moved, and the between-run terms it measured", (t) => {
  const f = files(t);
  const run = node(SHOOTOUT, "noise", f.a1, f.a2);
  assert.equal(run.status, 0, run.stderr);
  const lines = run.stdout.split("\n");
  assert.match(lines[0], /^A\/A calibration: .*a1\.json against .*a2\.json \(the same server twice; every difference is noise\)$/);
  assert.match(lines[4], /^min-number +\| 10k +\| 1\.200 +\| 0\.0000 +\| 20\.0 % +\| WRONG CALL$/);
  assert.match(lines[5], /^concat +\| 10k +\| 1\.000 +\| 1\.0000 +\| 0\.0 % +\| quiet$/);
  assert.match(run.stdout, /\n5 rows; 1 called faster or slower at alpha 0\.05 and noise band 5\.0 %/);
  assert.match(run.stdout, /\nbetween runs: whole runs ×\/÷ 1\.000 \(from 2 runs, 1 degree\(s\) of freedom\), a row beyond its run ×\/÷ 1\.0[0-9]{2}; compare --noise-from .*a1\.json,.*a2\.json uses them/);
});

test("compare --noise-from judges with the between-run noise the A/A runs measured", (t) => {
  const f = files(t);
  const verdicts = (json) => Object.fromEntries(JSON.parse(json).rows.map((row) => [row.case, row.verdict]));
  const fixed = node(SHOOTOUT, "compare", f.a1, f.b, "--format", "json");
  assert.equal(fixed.status, 0, fixed.stderr);
  // the defaults, scaled by these quiet samples: 15 % apart from the other rows is slower
  assert.deepEqual(verdicts(fixed.stdout), { "min-number": "slower", "concat": "slower", "keep": "~", "unset": "~",
    "sort-number": "~" });
  const calibrated = node(SHOOTOUT, "compare", f.a1, f.b, "--format", "json", "--noise-from", f.a1 + "," + f.a2);
  assert.equal(calibrated.status, 0, calibrated.stderr);
  // the A/A runs saw a row move 20 % by itself: 15 % is no longer beyond the noise
  assert.deepEqual(verdicts(calibrated.stdout), { "min-number": "~", "concat": "~", "keep": "~", "unset": "~",
    "sort-number": "~" });
  assert.equal(JSON.parse(calibrated.stdout).summary.runs.terms.kind, "measured");
  const text = node(SHOOTOUT, "compare", f.a1, f.b, "--noise-from=" + f.a1 + "," + f.a2);
  assert.match(text.stdout, /\nrun-to-run noise: whole runs ×\/÷ [0-9.]+, the median row's median ×\/÷ [0-9.]+; from the A\/A runs .*a1\.json,.*a2\.json \(whole runs ×\/÷ [0-9.]+, a row beyond its run ×\/÷ 1\.0[0-9]{2}\)\n/);
});

test("noise and --noise-from: bad input is one line and exit status 2", (t) => {
  const f = files(t);
  const one = node(SHOOTOUT, "noise", f.a1);
  assert.equal(one.status, 2);
  assert.equal(one.stderr, "aql-shootout noise: noise needs two or more runs of the same server (results files), got 1; " +
    "usage: noise A1 A2 [A3 ...] [--alpha 0.05] [--noise 5]\n");
  const missing = node(SHOOTOUT, "noise", f.a1, "nope.json");
  assert.equal(missing.status, 2);
  assert.match(missing.stderr, /^aql-shootout noise: nope\.json: cannot read \([^\n]*\)\n$/);
  const badPair = node(SHOOTOUT, "compare", f.a1, f.b, "--noise-from", f.a1);
  assert.equal(badPair.status, 2);
  assert.match(badPair.stderr, /^aql-shootout compare: option noise-from needs two or more runs of the same server, as A1,A2\[,A3\.\.\.\], got "[^"]*a1\.json"\n$/);
  assert.equal(badPair.stdout, "");
});

test("noise inside the server: shootout.noise and the first word in script mode", (t) => {
  const f = files(t);
  const output = [];
  const arangod = createArangod({ output: (text) => output.push(text), cwd: ROOT });
  arangod.require("internal").executeScript("SHOOTOUT = { run: false };", undefined, "test");
  arangod.load(SHOOTOUT);
  assert.equal(arangod.require("internal").executeScript("shootout.noise(" + JSON.stringify(f.a1) + ", " +
    JSON.stringify(f.a2) + ")", undefined, "test"), 0);
  assert.match(output.join(""), /1 called faster or slower/);
  const script = [];
  const scripted = createArangod({ output: (text) => script.push(text), cwd: ROOT });
  assert.equal(scripted.runScript(SHOOTOUT, ["noise", f.a1, f.a2]), 0);
  assert.match(script.join(""), /\nbetween runs: whole runs /);
  // main returns 2, which arangod turns into exit status 1 (docs/running.md, Bad input)
  const refused = [];
  assert.equal(createArangod({ output: (text) => refused.push(text), cwd: ROOT }).runScript(SHOOTOUT, ["noise", f.a1]), 1);
  assert.match(refused.join(""), /aql-shootout noise: noise needs two or more runs of the same server \(results files\), got 1/);
});

test("noise refuses the options that only compare has, in one line with status 2", () => {
  const table = path.join(ROOT, "results", "2015", "arangodb-2.5.4.txt");
  const refusal = (flag) => "aql-shootout noise: option " + flag + " is for compare, not noise; usage: noise A1 A2 " +
    "[A3 ...] [--alpha 0.05] [--noise 5]";
  // from the command line once, then each option through the same words in-process
  const run = node(SHOOTOUT, "noise", table, table, "--format", "csv");
  assert.equal(run.status, 2);
  assert.equal(run.stderr, refusal("--format") + "\n");
  const compareCommand = require("../../lib/compare/command/compare-command");
  for (const extra of [["--html", "x.html"], ["--noise-from", "a,b"], ["--baseline", "first"], ["--fail-on-regression"]]) {
    const errors = [];
    const io = { read: (file) => fs.readFileSync(file, "utf8"), print: () => {}, printError: (text) => errors.push(text),
      write: () => { throw new Error("nothing is written"); } };
    assert.equal(compareCommand.runWords(io, "noise", [table, table, ...extra]), 2, extra.join(" "));
    assert.deepEqual(errors, [refusal(extra[0])]);
  }
  assert.equal(node(SHOOTOUT, "noise", table, table, "--alpha", "0.01", "--noise", "3").status, 0);
});

test("shootout.noise refuses compare's options as an object too (console form)", () => {
  const compareCommand = require("../../lib/compare/command/compare-command");
  const errors = [];
  const io = { read: (file) => fs.readFileSync(file, "utf8"), print: () => {}, printError: (text) => errors.push(text),
    write: () => { throw new Error("nothing is written"); } };
  const table = path.join(ROOT, "results", "2015", "arangodb-2.5.4.txt");
  assert.equal(compareCommand.runNoise(io, [table, table], { format: "csv" }), 2);
  assert.deepEqual(errors, ["aql-shootout noise: option format is for compare, not noise; usage: noise A1 A2 " +
    "[A3 ...] [--alpha 0.05] [--noise 5]"]);
  assert.equal(compareCommand.runNoise(io, [table, table], { alpha: 0.01, noise: "3" }), 0);
});
