"use strict";
// The comparison measured on the simulated clock (npm run method-check), where the truth is
// known: every server run is a real dry run of shootout.js on the stand-in (queries executed and
// verified) whose timed calls take simulated times on a machine fitted to the real servers
// (tests/standin/arangod/machine-presets.js: quiet or busy). The runs of a comparison take
// turns on one machine, A B A B …, each a process of its own, as `versus` runs them. B's runs
// are drawn again with the same seeds and start times after making some cases slower, so a
// change and the noise it sits in are known exactly. The comparison is the product's own.

const fs = require("fs");
const os = require("os");
const path = require("path");
const { createArangod } = require("../standin/arangod");
const compareInput = require("../../lib/compare/inputs/compare-input");
const runGroup = require("../../lib/compare/inputs/run-group");
const compare = require("../../lib/compare/compare");

const ROOT = path.resolve(__dirname, "..", "..");
const SHOOTOUT = path.join(ROOT, "shootout.js");
// Ten cases of different families; B changes three of them in a changed comparison (a change of
// a few rows apart from the rest, as the real-runs check makes it: real-runs.js CHANGED_SHARE).
const CASES = ["collect-number", "subquery", "concat", "min-number", "sort-number", "filter-number",
  "extract-key", "join-key", "lookup-key", "keep"];
const CHANGED = ["collect-number", "sort-number", "join-key"];
const SIZE = "1000";
const SECONDS = 0.1;
// where the simulated machine's time starts (2026-11-26T00:00:00Z)
const EPOCH = 1795651200;

// One server run: a dry run in a fresh stand-in, started at `startAt` (simulated seconds) on the
// machine `machine` with seed `machineSeed`; the process draws its own noise from `seed`. Its
// results file's startedAt is set to the simulated start (the product stamps the wall clock).
// Returns { file, seconds: how long it ran on the simulated clock }.
function serverRun(directory, label, options) {
  const out = path.join(directory, label + ".json");
  const cases = {};
  (options.slower || []).forEach((name) => { cases[name] = { seconds: SECONDS * options.factor }; });
  const arangod = createArangod({ profile: "3.11", output: () => {}, cwd: ROOT,
    simulateTiming: { seed: options.seed, default: { seconds: SECONDS }, cases, machine: options.machine,
      machineSeed: options.machineSeed, startAt: options.startAt } });
  const status = arangod.runScript(SHOOTOUT, ["--cases", (options.cases || CASES).join(","), "--sizes", SIZE,
    "--runs", String(options.samples || 5), "--warmup", "1", "--seed", String(options.seed), "--label", label, "--out", out]);
  if (status !== 0 || !fs.existsSync(out)) {
    throw new Error("simulated server run " + label + " failed (status " + status + ")");
  }
  const file = JSON.parse(fs.readFileSync(out, "utf8"));
  file.startedAt = new Date(options.startAt * 1000).toISOString();
  fs.writeFileSync(out, JSON.stringify(file));
  return { file: out, seconds: arangod.clock.elapsed() };
}

function read(file) {
  return compareInput.read(file, fs.readFileSync(file, "utf8"));
}

function group(files) {
  return runGroup.group(files.join(","), files.map(read));
}

// 2k runs taking turns on one machine: A's runs unchanged; B's drawn twice, unchanged and with
// `changed` cases `factor` times slower, from the same seeds and start times.
function turns(directory, machine, machineSeed, k, changed, factor) {
  let clock = EPOCH;
  const a = [];
  const b = [];
  const bChanged = [];
  const bEvery = [];
  for (let i = 0; i < k; i += 1) {
    const common = { machine, machineSeed };
    const runA = serverRun(directory, "m" + machineSeed + "-a" + i, Object.assign({ seed: machineSeed * 100 + 2 * i,
      startAt: clock }, common));
    a.push(runA.file);
    clock += runA.seconds + 5;
    const seedB = machineSeed * 100 + 2 * i + 1;
    const runB = serverRun(directory, "m" + machineSeed + "-b" + i, Object.assign({ seed: seedB, startAt: clock }, common));
    b.push(runB.file);
    bChanged.push(serverRun(directory, "m" + machineSeed + "-c" + i, Object.assign({ seed: seedB, startAt: clock,
      slower: changed, factor }, common)).file);
    bEvery.push(serverRun(directory, "m" + machineSeed + "-e" + i, Object.assign({ seed: seedB, startAt: clock,
      slower: CASES, factor }, common)).file);
    clock += runB.seconds + 5;
  }
  return { a, b, bChanged, bEvery };
}

function tally() {
  return { k: 0, n: 0 };
}

const called = (row) => row.verdict === "faster" || row.verdict === "slower";

// The figures of `comparisons` comparisons of k runs a side on a machine preset, with B's
// changed cases `factor` times slower.
function evaluate(machine, k, comparisons, factor, options) {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "method-check-"));
  const falseCalls = tally();
  const found = tally();
  const honest = tally();
  const coverage = tally();
  const detectables = [];
  try {
    for (let c = 1; c <= comparisons; c += 1) {
      const seedBase = (options && options.seed) || 0;
      const runs = turns(directory, machine, seedBase + c, k, CHANGED, factor);
      const a = group(runs.a);
      const same = compare.compare(a, group(runs.b));
      falseCalls.n += same.rows.length;
      falseCalls.k += same.rows.filter(called).length;
      detectables.push(same.summary.runs.medianDetectable);
      const changed = compare.compare(a, group(runs.bChanged));
      changed.rows.filter((row) => CHANGED.includes(row.case)).forEach((row) => {
        found.n += 1;
        found.k += row.verdict === "slower" ? 1 : 0;
        if (factor >= row.detectable) {
          honest.n += 1;
          honest.k += row.verdict === "slower" ? 1 : 0;
        }
      });
      const every = compare.compare(a, group(runs.bEvery)).summary.geomeanInterval;
      coverage.n += 1;
      coverage.k += every.low <= factor && factor <= every.high ? 1 : 0;
    }
  } finally {
    fs.rmSync(directory, { recursive: true, force: true });
  }
  detectables.sort((x, y) => x - y);
  return { machine, k, comparisons, factor, falseCalls, found, honest, coverage,
    medianDetectable: detectables[Math.floor(detectables.length / 2)] };
}

module.exports = { evaluate, serverRun, turns, CASES, CHANGED };
