"use strict";
// npm run method-check [-- --pairs N] [--json FILE]: how well the suite's method tells a real
// change from noise, measured with known truth on the stand-in's simulated clock
// (tests/standin/README.md, "Simulated timing"). Each run is a real dry run of shootout.js
// (queries executed and verified) whose timed calls take simulated times: lognormal noise of
// a given coefficient of variation, occasional spikes, slow drift over the run. Pairs of runs
// are compared with the product's own `compare` (the command a user runs), and the verdicts
// are counted against the truth:
//   false calls  rows called faster or slower although nothing changed (A/A pairs, and the
//                unchanged rows of A/B pairs)
//   power        rows called slower among those made slower by 5, 10 or 20 % in B
// for the default method (5 runs, rounds), the 2015 method (--order case) and adaptive runs
// (--runs auto), with and without drift, and with the noise band measured from an A/A pair
// (--noise-from). Each figure comes with its count and a 95 % Wilson interval. Not part of
// npm test: it takes minutes.

const fs = require("fs");
const os = require("os");
const path = require("path");
const { spawnSync } = require("child_process");
const { createArangod } = require("./standin/arangod");

const ROOT = path.resolve(__dirname, "..");
const SHOOTOUT = path.join(ROOT, "shootout.js");
// Ten cases of different families; half of them are the ones B changes.
const CASES = ["collect-number", "subquery", "concat", "min-number", "sort-number", "filter-number",
  "extract-key", "join-key", "lookup-key", "keep"];
const CHANGED = CASES.filter((name, i) => i % 2 === 0);
const SIZE = "1000";
// The example: 0.1 s queries, 3 % noise, a 30 % spike in one run of ten, 2 % drift a
// minute.
const NOISE = { seconds: 0.1, cv: 0.03, spikeRate: 0.1, spikeFactor: 1.3 };

const SCENARIOS = [
  { name: "default (5 runs, rounds), drift 2 %/min", args: [], drift: 0.02 },
  { name: "default (5 runs, rounds), no drift", args: [], drift: 0 },
  { name: "2015 method (--order case), drift 2 %/min", args: ["--order", "case"], drift: 0.02 },
  { name: "adaptive (--runs auto), drift 2 %/min", args: ["--runs", "auto"], drift: 0.02 }
];
const EFFECTS = [0.05, 0.10, 0.20];

function timing(seed, drift, slower, effect) {
  const cases = {};
  for (const name of slower) {
    cases[name] = { seconds: NOISE.seconds * (1 + effect) };
  }
  return { seed, default: NOISE, driftPerMinute: drift, cases };
}

// One dry run on the simulated clock; returns the path of its results file.
function dryRun(directory, label, settings, args, seed) {
  const out = path.join(directory, label + ".json");
  const arangod = createArangod({ profile: "3.11", simulateTiming: settings, output: () => {}, cwd: ROOT });
  const status = arangod.runScript(SHOOTOUT, ["--cases", CASES.join(","), "--sizes", SIZE, "--warmup", "1",
    "--seed", String(seed), "--label", label, "--out", out].concat(args));
  if (status !== 0 || !fs.existsSync(out)) {
    throw new Error("dry run " + label + " failed (status " + status + ")");
  }
  return out;
}

function compareRows(a, b, extra) {
  const run = spawnSync(process.execPath, [SHOOTOUT, "compare", a, b, "--format", "json"].concat(extra || []),
    { encoding: "utf8" });
  if (run.status !== 0 && run.status !== 1) {
    throw new Error("compare failed: " + run.stderr);
  }
  return JSON.parse(run.stdout).rows;
}

// 95 % Wilson score interval of k successes in n trials.
function wilson(k, n) {
  if (n === 0) {
    return [0, 1];
  }
  const z = 1.959964;
  const p = k / n;
  const centre = (p + z * z / (2 * n)) / (1 + z * z / n);
  const half = z * Math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n);
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

function tally() {
  return { k: 0, n: 0 };
}

function figure(count) {
  const [low, high] = wilson(count.k, count.n);
  return { rate: count.n === 0 ? null : count.k / count.n, k: count.k, n: count.n, low, high };
}

function percent(value) {
  return (100 * value).toFixed(1) + " %";
}

function describe(result) {
  return percent(result.rate) + " (" + result.k + "/" + result.n + ", 95 % CI " + percent(result.low) + "–" +
    percent(result.high) + ")";
}

const significant = (row) => row.verdict === "faster" || row.verdict === "slower";

function runScenario(directory, scenario, pairs, seedBase) {
  const falseCalls = tally();
  const falseCallsCalibrated = tally();
  const power = {};
  const unchangedInAB = tally();
  EFFECTS.forEach((effect) => { power[effect] = tally(); });
  let seed = seedBase;
  const next = () => (seed += 1);
  // an A/A pair measured first gives the noise band for --noise-from
  const calibrationA = dryRun(directory, "cal-a", timing(next(), scenario.drift, [], 0), scenario.args, next());
  const calibrationB = dryRun(directory, "cal-b", timing(next(), scenario.drift, [], 0), scenario.args, next());
  const noiseFrom = ["--noise-from", calibrationA + "," + calibrationB];
  for (let pair = 0; pair < pairs; pair += 1) {
    const a = dryRun(directory, "a" + pair, timing(next(), scenario.drift, [], 0), scenario.args, next());
    const b = dryRun(directory, "b" + pair, timing(next(), scenario.drift, [], 0), scenario.args, next());
    for (const row of compareRows(a, b)) {
      falseCalls.n += 1;
      falseCalls.k += significant(row) ? 1 : 0;
    }
    for (const row of compareRows(a, b, noiseFrom)) {
      falseCallsCalibrated.n += 1;
      falseCallsCalibrated.k += significant(row) ? 1 : 0;
    }
    for (const effect of EFFECTS) {
      const changed = dryRun(directory, "c" + pair, timing(next(), scenario.drift, CHANGED, effect), scenario.args, next());
      for (const row of compareRows(a, changed)) {
        if (CHANGED.indexOf(row.case) >= 0) {
          power[effect].n += 1;
          power[effect].k += row.verdict === "slower" ? 1 : 0;
        } else {
          unchangedInAB.n += 1;
          unchangedInAB.k += significant(row) ? 1 : 0;
        }
      }
    }
  }
  const result = { scenario: scenario.name, pairs, rowsPerRun: CASES.length, falseCalls: figure(falseCalls),
    falseCallsWithNoiseFrom: figure(falseCallsCalibrated), falseCallsInABPairs: figure(unchangedInAB), power: {} };
  EFFECTS.forEach((effect) => { result.power[Math.round(effect * 100) + " %"] = figure(power[effect]); });
  return result;
}

function main(args) {
  let pairs = 8;
  let jsonFile = null;
  for (let i = 0; i < args.length; i += 1) {
    if (args[i] === "--pairs") {
      pairs = Number(args[++i]);
    } else if (args[i] === "--json") {
      jsonFile = args[++i];
    } else {
      process.stderr.write("method-check: unknown argument " + args[i] + "; use --pairs N, --json FILE\n");
      return 2;
    }
  }
  if (!(Number.isInteger(pairs) && pairs > 0)) {
    process.stderr.write("method-check: --pairs must be a whole number above 0\n");
    return 2;
  }
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "method-check-"));
  const results = [];
  try {
    SCENARIOS.forEach((scenario, i) => {
      const result = runScenario(directory, scenario, pairs, 1000 * (i + 1));
      results.push(result);
      process.stdout.write(result.scenario + "\n" +
        "  false calls, A/A:                 " + describe(result.falseCalls) + "\n" +
        "  false calls, A/A, --noise-from:   " + describe(result.falseCallsWithNoiseFrom) + "\n" +
        "  false calls, unchanged rows A/B:  " + describe(result.falseCallsInABPairs) + "\n" +
        Object.keys(result.power).map((effect) => "  power, " + effect + " slower:" +
          " ".repeat(Math.max(1, 19 - effect.length)) + describe(result.power[effect])).join("\n") + "\n");
    });
  } finally {
    fs.rmSync(directory, { recursive: true, force: true });
  }
  if (jsonFile !== null) {
    fs.writeFileSync(jsonFile, JSON.stringify({ cases: CASES, changed: CHANGED, size: SIZE, noise: NOISE, results },
      null, 2) + "\n");
  }
  return 0;
}

if (require.main === module) {
  process.exitCode = main(process.argv.slice(2));
}

module.exports = { wilson, timing, dryRun, compareRows, CASES, CHANGED };
