"use strict";
// npm run method-check [-- --short] [--json FILE]: how well `compare` tells a real change from
// noise, measured where the truth is known (docs/comparing.md, "How well the method works"):
//   on real noise: runs of one real server version split into two groups (every call is a false
//     one), and the same with chosen rows of one group made slower by a known factor
//     (method-check/real-runs.js), on the quiet runs of results/real and the busy alternating
//     runs of results/real/alternating, 1 to 3 runs a side;
//   on the simulated clock: server runs taking turns on the quiet and the busy machine fitted to
//     those runs (method-check/simulated.js), 1 and 3 runs a side;
//   on real duets: two live servers that took every sample in turn (method-check/real-duets.js),
//     the sets of results/real/duets/ and any given with --duets DIR, in every design they
//     allow of 3 and 2 process pairs, all their rounds and as few as versus's default;
//   what a busy machine does to B/A (method-check/load-on-ratio.js);
//   and what the busy machine's measured noise says it takes to detect 10 %.
// Each rate comes with its count and a 95 % Wilson interval. --short measures a few
// comparisons of each kind (npm test runs it, tests/node/method-check.test.js).
//   npm run method-check [-- --short] [--json FILE] [--duets DIR ...]

const fs = require("fs");
const realRuns = require("./method-check/real-runs");
const realDuets = require("./method-check/real-duets");
const loadOnRatio = require("./method-check/load-on-ratio");
const simulated = require("./method-check/simulated");
const runModel = require("../lib/compare/verdict/run-model");
const distributions = require("../lib/compare/verdict/distributions");

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

function rate(count) {
  if (count.n === 0) {
    return "-";
  }
  const [low, high] = wilson(count.k, count.n);
  const percent = (value) => (100 * value).toFixed(1);
  return percent(count.k / count.n) + " % (" + count.k + "/" + count.n + ", " + percent(low) + "–" + percent(high) + ")";
}

// The real-runs measurements: [data set, runs a side, at most this many splits, timed runs
// kept per case of each run (null: all 5)]. The last two keep 2, as versus's default runs make
// (lib/versus/defaults.js), with as many runs a side as the data allow.
const REAL = [["quiet 2.6", 1, Infinity, null], ["busy 2.6", 1, Infinity, null], ["busy 2.5.4", 1, Infinity, null],
  ["busy 2.6", 2, 30, null], ["busy 2.5.4", 2, Infinity, null], ["busy 2.6", 3, Infinity, null],
  ["busy 2.6", 3, Infinity, 2], ["busy 2.5.4", 2, Infinity, 2]];
const REAL_SHORT = [["quiet 2.6", 1, Infinity, null], ["busy 2.6", 1, 6, null], ["busy 2.6", 3, 4, null]];
// The simulated measurements: [machine, runs a side, comparisons, timed runs per case in each
// server run]. 4 runs a side of 2 is what `versus` makes by default (lib/versus/defaults.js):
// twice the queries of today's two single default runs (1 warmup and 5 timed runs, one run a side).
const VERSUS_DEFAULT = require("../lib/versus/defaults");
const SIMULATED = [["quiet", 1, 10, 5], ["quiet", 3, 10, 5], ["quiet", VERSUS_DEFAULT.RUNS_A_SIDE, 10, VERSUS_DEFAULT.RUNS_PER_PROCESS],
  ["busy", 1, 10, 5], ["busy", 3, 10, 5], ["busy", VERSUS_DEFAULT.RUNS_A_SIDE, 10, VERSUS_DEFAULT.RUNS_PER_PROCESS]];
const SIMULATED_SHORT = [["quiet", 3, 1, 5]];
const SIMULATED_FACTORS = [1.1, 1.2, 1.5];
// The duet designs: [process pairs, rounds (null: all the set has)], the last versus's default.
const VERSUS_DUET = [VERSUS_DEFAULT.PAIRS, VERSUS_DEFAULT.ROUNDS_PER_PAIR];
const DUETS = [[3, null], [2, null], VERSUS_DUET];
const DUETS_SHORT = [[3, null], VERSUS_DUET];
const DUET_SETS_SHORT = ["aa26-10k-steady"];

// What it takes to detect a change of `target` (a factor) in a row on a machine whose runs
// `terms` describes: the runs a side k for n samples a run, from the own test's noise
// (run-model.js: per run τ_row² + f(n) w² / n, k runs a side, two-sided 5 % and 90 % power).
function runsToDetect(terms, target, samples) {
  const perRun = terms.row.sd * terms.row.sd + runModel.medianVarianceFactor(samples) * terms.within * terms.within / samples;
  for (let k = 2; k <= 1000; k += 1) {
    const df = runModel.DEFAULTS.rowDf + 2 * (k - 1);
    const se = Math.sqrt(perRun * 2 / k);
    if ((distributions.tQuantile(0.975, df) + distributions.tQuantile(0.9, df)) * se <= Math.log(target)) {
      return k;
    }
  }
  return null;
}

// The between-run terms all busy runs of one version show (noise.js does the same for
// `noise A1 A2 A3 …`).
function busyTerms(dataSet) {
  const runs = realRuns.load(dataSet);
  const keys = runs[0].entries.map((entry) => entry.key);
  const rows = keys.map((key) => ({ key, runs: runs.map((run) => {
    const entry = run.entries.find((one) => one.key === key);
    return entry && entry.failed === null ? entry.times : null;
  }) })).filter((row) => row.runs.every((times) => times !== null));
  return runModel.measureTerms(rows, dataSet);
}

function main(args) {
  let short = false;
  let jsonFile = null;
  const extraDuets = [];
  for (let i = 0; i < args.length; i += 1) {
    if (args[i] === "--short") {
      short = true;
    } else if (args[i] === "--duets") {
      if (args[i + 1] === undefined) {
        process.stderr.write("method-check: --duets needs a folder of a-K.json / b-K.json pairs (or of such folders)\n");
        return 2;
      }
      extraDuets.push(args[++i]);
    } else if (args[i] === "--json") {
      jsonFile = args[++i];
      if (jsonFile === undefined) {
        process.stderr.write("method-check: --json needs a file\n");
        return 2;
      }
    } else {
      process.stderr.write("method-check: unknown argument " + args[i] + "; use --short, --json FILE, --duets DIR\n");
      return 2;
    }
  }
  const out = { real: [], duets: [], load: null, simulated: [], busy: [] };
  process.stdout.write("On real noise (runs of one version split into A and B; every call on unchanged rows is false;\n" +
    "30 % of B's rows made slower by a known factor):\n");
  for (const [dataSet, k, limit, samples] of short ? REAL_SHORT : REAL) {
    const result = realRuns.evaluate(dataSet, k, { limit, samples });
    out.real.push(result);
    process.stdout.write("  " + dataSet + ", " + k + " run(s) a side" + (samples ? " of " + samples + " timed runs per case" : "") +
      ", " + result.comparisons + " comparisons\n" +
      "    false calls:                       " + rate(result.falseCalls) + "\n" +
      "    whole-run shift called, falsely:   " + rate(result.wholeRunFalse) + "\n" +
      "    median row's detectable:           ×" + result.medianDetectable.toFixed(3) + "\n" +
      realRuns.FACTORS.map((factor) => "    found, ×" + factor + ":" + " ".repeat(28 - String(factor).length) +
        rate(result.found[factor])).join("\n") + "\n" +
      "    found, changes ≥ their detectable: " + rate(result.honest) + "\n" +
      "    geometric mean's interval covers a change of every row: " + rate(result.coverage) + "\n");
  }
  process.stdout.write("\nOn real duets (two live servers, every sample taken on A and on B back to back; A/A sets: every " +
    "call is false;\n30 % of B's rows made slower by a known factor; beside the median row's detectable, the plain " +
    "per-row t test's over the pairs):\n");
  const duetSets = [realDuets.DUETS].concat(extraDuets).reduce((all, folder) => all.concat(realDuets.setsUnder(folder)), [])
    .filter((dir) => !short || DUET_SETS_SHORT.indexOf(require("path").basename(dir)) >= 0).map(realDuets.loadSet);
  for (const set of duetSets) {
    const totals = { k: 0, n: 0 };
    for (const [pairs, rounds] of short ? DUETS_SHORT : DUETS) {
      if (pairs > set.pairs.length || (rounds || 0) > set.rounds) {
        continue;
      }
      const result = realDuets.evaluate(set, pairs, rounds || set.rounds, short ? { factors: [1.2, 2] } : {});
      out.duets.push(result);
      totals.k += result.falseCalls.k;
      totals.n += result.falseCalls.n;
      process.stdout.write("  " + set.name + " (" + (set.sameVersion ? "A/A" : "A/B") + "), " + pairs + " pair(s) of " +
        result.rounds + " rounds, " + result.designs + " design(s), judged as pairs in " + result.judgedAsPairs + "\n" +
        (set.sameVersion ? "    false calls:                       " + rate(result.falseCalls) + "\n" +
          "    B as a whole called, falsely:      " + rate(result.wholeFalse) + "\n" : "") +
        "    median row's detectable:           ×" + result.medianDetectable.toFixed(3) + " (the plain t test's ×" +
        result.plainDetectable.toFixed(3) + ")\n" +
        (set.sameVersion ? result.factors.map((factor) => "    found, ×" + factor + ":" +
          " ".repeat(28 - String(factor).length) + rate(result.found[factor])).join("\n") + "\n" +
          "    found, changes ≥ their detectable: " + rate(result.honest) + "\n" +
          "    geometric mean's interval covers a change of every row: " + rate(result.coverage) + "\n" : ""));
    }
    if (set.sameVersion) {
      process.stdout.write("    false calls over every design of this set: " + rate(totals) + "\n");
    }
  }
  if (!short) {
    out.load = loadOnRatio.measure();
    process.stdout.write("\nWhat a busy machine does to B/A (2.5.4 against 2.6.0-alpha2, the rows both have at 10k and 100k):\n" +
      loadOnRatio.lines(out.load).map((line) => "  " + line + "\n").join(""));
  }
  process.stdout.write("\nOn the simulated clock (runs taking turns on a machine fitted to the real runs; 3 of 10 " +
    "cases made slower in B):\n");
  for (const [machine, k, comparisons, samples] of short ? SIMULATED_SHORT : SIMULATED) {
    const result = simulated.evaluate(machine, k, comparisons, short ? [1.1] : SIMULATED_FACTORS, { samples });
    result.samples = samples;
    out.simulated.push(result);
    process.stdout.write("  " + machine + " machine, " + k + " run(s) a side of " + samples + " timed runs per case, " +
      comparisons + " comparisons\n" +
      "    false calls:                       " + rate(result.falseCalls) + "\n" +
      "    median row's detectable:           ×" + result.medianDetectable.toFixed(3) + "\n" +
      result.factors.map((one) => "    found, ×" + one.factor + ":" + " ".repeat(28 - String(one.factor).length) +
        rate(one.found) + "\n" +
        "    found, changes ≥ their detectable: " + rate(one.honest) + " (×" + one.factor + ")\n" +
        "    geometric mean's interval covers ×" + one.factor + " of every row: " + rate(one.coverage) + "\n").join(""));
  }
  if (!short) {
    process.stdout.write("\nWhat detects 10 % on the busy machine (its runs' measured noise, a row changed alone):\n");
    for (const dataSet of ["busy 2.6", "busy 2.5.4"]) {
      const terms = busyTerms(dataSet);
      const needs = [5, 20].map((samples) => ({ samples, runs: runsToDetect(terms, 1.1, samples) }));
      out.busy.push({ dataSet, terms, needs });
      process.stdout.write("  " + dataSet + ": whole runs ×/÷ " + Math.exp(terms.wholeRun.sd).toFixed(3) + ", a row beyond " +
        "its run ×/÷ " + Math.exp(terms.row.sd).toFixed(3) + ", within a run sd " + terms.within.toFixed(3) + ": " +
        needs.map((need) => need.runs + " runs a side of " + need.samples + " samples").join(", or ") + "\n");
    }
  }
  if (jsonFile !== null) {
    fs.writeFileSync(jsonFile, JSON.stringify(out, null, 2) + "\n");
  }
  return 0;
}

if (require.main === module) {
  process.exitCode = main(process.argv.slice(2));
}

module.exports = { wilson, rate, runsToDetect, busyTerms, REAL_SHORT, SIMULATED_SHORT, DUETS_SHORT, main };
