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
const compare = require("../../lib/compare/comparisons/compare");

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
// machine `machine` with seed `machineSeed` (or with lognormal noise of `cv` alone, without a
// machine); the process draws its own noise from `seed`; `slower` cases take `factor` times
// longer; `samples` timed runs per case (5). Its
// results file's startedAt is set to the simulated start (the product stamps the wall clock).
// Returns { file, seconds: how long it ran on the simulated clock }.
function serverRun(directory, label, options) {
  const out = path.join(directory, label + ".json");
  const cases = {};
  (options.slower || []).forEach((name) => { cases[name] = { seconds: SECONDS * options.factor }; });
  const arangod = createArangod({ profile: "3.11", output: () => {}, cwd: ROOT,
    simulateTiming: { seed: options.seed, default: { seconds: SECONDS, cv: options.cv || 0 }, cases, machine: options.machine,
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

// 2k runs taking turns on one machine: A's runs unchanged; B's drawn again for each factor,
// with `changed` cases and with every case that many times slower, from the same seeds and
// start times. Returns { a, b, changed: { factor: files }, every: { factor: files } }.
function turns(directory, machine, machineSeed, k, changed, factors, samples) {
  let clock = EPOCH;
  const result = { a: [], b: [], changed: {}, every: {} };
  factors.forEach((factor) => { result.changed[factor] = []; result.every[factor] = []; });
  for (let i = 0; i < k; i += 1) {
    const common = { machine, machineSeed, samples };
    const runA = serverRun(directory, "m" + machineSeed + "-a" + i, Object.assign({ seed: machineSeed * 100 + 2 * i,
      startAt: clock }, common));
    result.a.push(runA.file);
    clock += runA.seconds + 5;
    const b = Object.assign({ seed: machineSeed * 100 + 2 * i + 1, startAt: clock }, common);
    const runB = serverRun(directory, "m" + machineSeed + "-b" + i, b);
    result.b.push(runB.file);
    factors.forEach((factor, f) => {
      result.changed[factor].push(serverRun(directory, "m" + machineSeed + "-c" + f + "-" + i,
        Object.assign({ slower: changed, factor }, b)).file);
      result.every[factor].push(serverRun(directory, "m" + machineSeed + "-e" + f + "-" + i,
        Object.assign({ slower: CASES, factor }, b)).file);
    });
    clock += runB.seconds + 5;
  }
  return result;
}

function tally() {
  return { k: 0, n: 0 };
}

const called = (row) => row.verdict === "faster" || row.verdict === "slower";

// The figures of `comparisons` comparisons of k runs a side on a machine preset: false calls
// and the median row's detectable from the A/A comparisons, and per factor, with B's changed
// cases that many times slower, how many changes were found. options: { seed, samples (timed
// runs per case in each server run, 5) }.
function evaluate(machine, k, comparisons, factors, options) {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "method-check-"));
  const falseCalls = tally();
  const detectables = [];
  const byFactor = factors.map((factor) => ({ factor, found: tally(), honest: tally(), coverage: tally() }));
  try {
    for (let c = 1; c <= comparisons; c += 1) {
      const runs = turns(directory, machine, ((options && options.seed) || 0) + c, k, CHANGED, factors,
        (options && options.samples) || 5);
      const a = group(runs.a);
      const same = compare.compare(a, group(runs.b));
      falseCalls.n += same.rows.length;
      falseCalls.k += same.rows.filter(called).length;
      detectables.push(same.summary.runs.medianDetectable);
      byFactor.forEach((result) => {
        compare.compare(a, group(runs.changed[result.factor])).rows.filter((row) => CHANGED.includes(row.case)).forEach((row) => {
          result.found.n += 1;
          result.found.k += row.verdict === "slower" ? 1 : 0;
          if (result.factor >= row.detectable) {
            result.honest.n += 1;
            result.honest.k += row.verdict === "slower" ? 1 : 0;
          }
        });
        const every = compare.compare(a, group(runs.every[result.factor])).summary.geomeanInterval;
        result.coverage.n += 1;
        result.coverage.k += every.low <= result.factor && result.factor <= every.high ? 1 : 0;
      });
    }
  } finally {
    fs.rmSync(directory, { recursive: true, force: true });
  }
  detectables.sort((x, y) => x - y);
  return { machine, k, comparisons, falseCalls, factors: byFactor,
    medianDetectable: detectables[Math.floor(detectables.length / 2)] };
}

module.exports = { evaluate, serverRun, turns, CASES, CHANGED };
