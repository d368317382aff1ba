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
//     the sets of results/real/duets/ and any given with --duets DIR, in the designs users will
//     cut (method-check/real-duets.js: the default, one pair, a few rows, a row missing from a
//     pair, unequal rounds, a round lost on one side), and whether a duet is told from runs that
//     only look like one (method-check/recognition.js);
//   what the designs of versus cost in wall time (method-check/cost.js), and what --target
//     reaches in what time, its rule against the old one (method-check/target-rule.js);
//   on real workbench A/B runs: one query against itself in one server, its turns cut into
//     designs of 40, 20 and 10, and what the default's budget buys (method-check/real-workbench.js);
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
const cost = require("./method-check/cost");
const targetRule = require("./method-check/target-rule");
const recognition = require("./method-check/recognition");
const realWorkbench = require("./method-check/real-workbench");
const options = require("../lib/options/options");
const duets = require("../lib/compare/inputs/duets");
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
// The duet designs of method-check/real-duets.js; --short measures the default and a few of the
// others on one set, with fewer subsets.
const DUETS_SHORT = ["the default (3 pairs, rounds by time)", "one pair of 3 rounds", "4 rows, 3 pairs of 3 rounds",
  "a row missing from one pair", "unequal rounds (3, 6 and all)", "one pair of 3 rounds, B's second lost"];
const DUET_SETS_SHORT = ["aa26-10k-bursty"];
// The 28-row duet sets --target is followed on with 3 of their rows, as a user's few cases on
// that machine, and the seed of each set's draws.
const TARGET_FEW_ROWS = [["aa26-10k-steady", 7], ["aa26-10k-bursty", 8], ["ab-busy", 9]];
// A duet set of more pairs than this (aa254-3cases-target5: 12) is measured on this many of its
// choices of pairs per design.
const LONG_SET = { pairs: 3, designs: 12 };
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

// The workbench's A/B verdict on real A/B runs of one query against itself (every call false),
// and what the default's budget buys there (method-check/real-workbench.js).
function workbenchFigures() {
  const files = realWorkbench.load();
  const figures = { designs: realWorkbench.evaluate(files), defaults: realWorkbench.defaults(files) };
  process.stdout.write("\nOn real workbench A/B runs (real 2.5.4, 8 queries of 0.5 ms to 0.3 s at 10k, one query against itself, " +
    "40 turns of A and B taken 0.2-0.4 s apart; every call is false; B slowed by exactly its stated detectable; beside " +
    "the verdict on the turns, the same samples judged as two unrelated groups):\n");
  figures.designs.forEach((one) => {
    process.stdout.write("  " + one.condition + ", " + one.turns + " turns, " + one.designs + " designs: false calls " +
      rate(one.falseCalls) + " (as two groups " + rate(one.unpairedFalse) + "); at the detectable " + rate(one.atDetectable) +
      "; median detectable ×" + one.medianDetectable.toFixed(3) + " (as two groups ×" + one.medianUnpaired.toFixed(3) +
      "); batches scattered " + one.medianDependence.toFixed(2) + " times as much as independent turns would (median)\n");
  });
  const line = (projection) => "  " + projection.condition + ": the median query's detectable ×" +
    projection.medianDetectable.toFixed(3) + "; per query: " + projection.queries.map((query) => query.name.replace(/^.*\//, "") +
      " ×" + query.detectable.toFixed(3) + " in " + query.seconds.toFixed(0) + " s").join(", ") + "\n";
  process.stdout.write("What the default buys (turns until a change of " + options.AB_TARGET + " % would be seen or " +
    options.AB_BUDGET + " s a size, back to back, " + (1000 * realWorkbench.PER_SAMPLE_SECONDS) + " ms around each " +
    "sample): a projection from each file's noise and its queries' times:\n" + figures.defaults.byDefault.map(line).join("") +
    "--target 2% (budget " + options.AB_TARGET_BUDGET + " s):\n" + figures.defaults.targetTwo.map(line).join(""));
  return figures;
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
  const tally = () => ({ k: 0, n: 0 });
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
    "call is false;\na row made slower alone by exactly the detectable stated for it, and 30 % of B's rows by known " +
    "factors; beside the median row's detectable, the plain per-row t test's over the pairs):\n");
  const duetSets = [realDuets.DUETS].concat(extraDuets).reduce((all, folder) => all.concat(realDuets.setsUnder(folder)), [])
    .filter((dir) => !short || DUET_SETS_SHORT.indexOf(require("path").basename(dir)) >= 0).map(realDuets.loadSet);
  const pooled = {};
  const specs = realDuets.DESIGNS.filter((spec) => !short || DUETS_SHORT.indexOf(spec.name) >= 0)
    .map((spec) => (short && spec.subsets ? Object.assign({}, spec, { subsets: 3 }) : spec));
  for (const set of duetSets) {
    if (!set.duet) {
      const runs = realDuets.evaluateRuns(set);
      out.runsDesign = runs;
      process.stdout.write("  " + set.name + " (whole runs taking turns, " + runs.runs + " a side, the runs design's " +
        "default): false calls " + rate(runs.falseCalls) + ", median row's detectable ×" + runs.medianDetectable.toFixed(3) + "\n");
      continue;
    }
    const totals = { k: 0, n: 0 };
    for (const spec of specs.filter((one) => set.sameVersion || /default/.test(one.name))) {
      if (spec.pairs > set.pairs.length) {
        continue;
      }
      // a set of more pairs than the default's gives hundreds of choices of them: a sample,
      // reported on its own (pooled with the sets whose every choice is measured, it would weigh
      // as they do)
      const sampled = set.pairs.length > LONG_SET.pairs;
      const result = realDuets.evaluate(set, spec, short ? { factors: [2], repeats: 1, alone: 3 }
        : sampled ? { limit: LONG_SET.designs } : {});
      result.sampled = sampled;
      out.duets.push(result);
      totals.k += result.falseCalls.k;
      totals.n += result.falseCalls.n;
      if (set.sameVersion && !sampled) {
        const into = pooled[spec.name] = pooled[spec.name] || { falseCalls: tally(), atDetectable: tally(), untouched: tally(),
          tinyP: tally(), detectables: [], judgedAsPairs: tally() };
        ["falseCalls", "atDetectable", "untouched", "tinyP"].forEach((key) => {
          into[key].k += result[key].k;
          into[key].n += result[key].n;
        });
        into.judgedAsPairs.k += result.judgedAsPairs;
        into.judgedAsPairs.n += result.designs;
        into.detectables.push(result.medianDetectable);
      }
      process.stdout.write("  " + set.name + " (" + (set.sameVersion ? "A/A" : "A/B") + "), " + spec.name + ": " +
        result.designs + " design(s) (rounds a row, median: " + result.medianRounds + "), judged as pairs in " +
        result.judgedAsPairs + "\n" +
        (set.sameVersion ? "    false calls:                       " + rate(result.falseCalls) + "\n" +
          "    p below 0.001:                     " + rate(result.tinyP) + "\n" +
          "    B as a whole called, falsely:      " + rate(result.wholeFalse) + "\n" +
          "    a row alone at its detectable:     " + rate(result.atDetectable) + "\n" +
          "    the others then called:            " + rate(result.untouched) + "\n" : "") +
        "    median row's detectable:           ×" + result.medianDetectable.toFixed(3) +
        (result.plainDetectable === null ? "" : " (the plain t test's ×" + result.plainDetectable.toFixed(3) + ")") + "\n" +
        (set.sameVersion ? result.factors.map((factor) => "    found, ×" + factor + ":" +
          " ".repeat(28 - String(factor).length) + rate(result.found[factor])).join("\n") + "\n" +
          "    geometric mean's interval covers a change of every row: " + rate(result.coverage) + "\n" : ""));
    }
    if (set.sameVersion) {
      process.stdout.write("    false calls over every design of this set: " + rate(totals) + "\n");
    }
  }
  out.pooled = pooled;
  process.stdout.write("\nPer design, over the A/A duets of 3 pairs (the goals: false calls at most 5 %, p below 0.001 about 0.1 %, " +
    "a row alone at its detectable found at least 90 %, the other rows then called at most 5 %):\n");
  Object.keys(pooled).forEach((name) => {
    const one = pooled[name];
    const middle = one.detectables.slice().sort((x, y) => x - y);
    process.stdout.write("  " + name + ": false calls " + rate(one.falseCalls) + "; p below 0.001 " + rate(one.tinyP) +
      "; at the detectable " + rate(one.atDetectable) + ", the others then called " + rate(one.untouched) +
      "; median row's detectable ×" + middle[0].toFixed(2) + "–×" + middle[middle.length - 1].toFixed(2) +
      "; judged as pairs in " + one.judgedAsPairs.k + " of " + one.judgedAsPairs.n + " cuts\n");
  });
  // the rows' prior as fitted over every design of 3 pairs (paired-model.js DEFAULTS stand in
  // for it with one pair)
  const priors = out.duets.filter((result) => result.pairs === 3 && !/rows/.test(result.design) && !result.sampled)
    .reduce((all, result) => all.concat(result.priors), []);
  if (priors.length > 0) {
    const sorted = (key) => priors.map((prior) => prior[key]).sort((x, y) => x - y);
    const lambdas = sorted("lambda");
    const weights = sorted("df0");
    process.stdout.write("  the rows' prior fitted over " + priors.length + " designs of 3 pairs: λ " +
      lambdas[0].toFixed(2) + "–" + lambdas[lambdas.length - 1].toFixed(2) + " (median " +
      lambdas[Math.floor(lambdas.length / 2)].toFixed(2) + ", 80th percentile " +
      lambdas[Math.floor(0.8 * (lambdas.length - 1))].toFixed(2) + "), d0 before its cap median " +
      weights[Math.floor(weights.length / 2)].toFixed(1) + "\n");
  }
  out.workbench = workbenchFigures();
  out.recognition = recognition.measure(short ? DUET_SETS_SHORT : null);
  process.stdout.write("\nRecognising a duet (runs of two different pairs given one startedAt, cut to 1–4 rows as if " +
    "only those had run):\n  taken for a duet: " + rate(out.recognition.falselyTaken) + "; the pairs themselves: " +
    rate(out.recognition.recognised) + "; the partner began after the first ended: median " +
    (1000 * out.recognition.gaps.median).toFixed(1) + " ms, 90th percentile " + (1000 * out.recognition.gaps.p90).toFixed(1) +
    " ms, at most " + (1000 * out.recognition.gaps.max).toFixed(0) + " ms\n" +
    "  with a round lost on one side (each pair cut to 3 rounds and 1–12 rows, B's second round taken out): taken for a " +
    "duet: " + rate(out.recognition.lost.falselyTaken) + "; the pairs themselves: " + rate(out.recognition.lost.recognised) +
    " (from " + duets.TURNS_TO_LEAVE_LOST_ROUNDS_OUT + " turns on)\n");
  if (!short) {
    out.targetRule = targetRule.measure();
    const usersRun = realDuets.loadSet(require("path").join(realDuets.DUETS, "aa254-3cases-target5"));
    out.targetProjection = targetRule.projectionCheck(usersRun);
    out.targetFewRows = TARGET_FEW_ROWS.map(([name, seed]) => targetRule.fewRows(name, 20, seed));
    out.targetStated = targetRule.statedByPairs(usersRun);
    process.stdout.write("\nWhat versus --target " + 100 * targetRule.TARGET + "% (its comparisons' noise band " +
      100 * targetRule.BAND + " %) reaches on the real duets at 10k, and in what wall time (tests/method-check/target-rule.js: each set's own noise " +
      "and costs; the old rule: 3 default pairs, then up to 12 of up to 20 rounds):\n" + targetRule.lines(out.targetRule,
      out.targetProjection, out.targetFewRows, out.targetStated).map((line) => "  " + line + "\n").join(""));
    out.cost = cost.measure();
    process.stdout.write("\nWhat the designs cost (wall time from real query times and the time real servers spent " +
      "around them, tests/method-check/cost.js: between two samples of the runs design " +
      out.cost.overheads.runs.betweenSamples.toFixed(2) + " s, each run " + out.cost.overheads.runs.perRun.toFixed(1) +
      " s, each duet turn " + out.cost.overheads.duet.perTurn.toFixed(3) + " s, each pair " +
      out.cost.overheads.duet.perPair.toFixed(1) + " s, a gc pause between turns " + out.cost.overheads.pause.toFixed(2) + " s):\n");
    out.cost.sets.forEach((set) => {
      const base = set.designs[0].seconds;
      process.stdout.write("  " + set.name + ", " + set.rows + " rows:\n" + set.designs.map((design) => "    " +
        (design.seconds / 60).toFixed(1) + " min (×" + (design.seconds / base).toFixed(2) + "), " +
        design.queries.toFixed(1) + " queries per row and side: " + design.name + "\n").join(""));
    });
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

module.exports = { wilson, rate, runsToDetect, busyTerms, REAL_SHORT, SIMULATED_SHORT, DUETS_SHORT, DUET_SETS_SHORT, main };
