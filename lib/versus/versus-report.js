"use strict";
// Node only: what versus prints about itself — the cost before it starts, one line per server
// run with an estimate of what is left, the disk its databases take, and at the end where
// every file is. Text only: nothing here starts, stops or measures anything.

const path = require("path");
const runPlan = require("../run/run-plan");
const sizes = require("../options/sizes");
const { clock } = require("../run/progress");
const { orderText } = require("./run-order");
const { humanBytes } = require("./disk-usage");
const journal = require("./journal");
const defaults = require("./defaults");
const targetRounds = require("./target-rounds");

function thousands(number) {
  return String(number).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

// The cost of the plan, before anything runs: runs, rows, queries, datasets, and the factor
// against one default run per side (1 warmup + 5 timed runs of every row).
function costLines(suite, plan) {
  const chosen = suite.chosen;
  const rows = runPlan.items(chosen, suite.catalog).length;
  const datasets = runPlan.datasets(chosen, suite.catalog);
  const documents = datasets.reduce((sum, dataset) => sum + dataset.documents, 0);
  const lines = [];
  const runs = plan.target === null ? plan.runsASide + (plan.runsASide === 1 ? " run" : " runs") + " a side"
    : "at least " + plan.runsASide + " and at most " + plan.maxRunsASide + " runs a side (--target " +
      Math.round(plan.target * 1000) / 10 + " %" + (plan.budgetSeconds === null ? "" : ", budget " + clock(plan.budgetSeconds)) + ")";
  lines.push("plan: " + runs + ", each a fresh server process, in the order " + orderText(2 * plan.runsASide) +
    (plan.target === null ? "" : " …") + " (balanced against drift, docs/versus.md)");
  lines.push("each run: " + chosen.cases.length + " case(s) on " + runPlan.describeSizes(chosen, sizes.label, suite.catalog) +
    ": " + rows + " row(s) × (" + chosen.warmup + " warmup + " + chosen.runs + " timed)" +
    (chosen.runs === "auto" ? " (timed runs: until --target-ci or --max-time)" : " = " + thousands(rows * (chosen.warmup + chosen.runs)) + " queries"));
  if (chosen.runs !== "auto") {
    const perSide = plan.runsASide * (chosen.warmup + chosen.runs);
    const today = 1 + 5;
    lines.push("queries per row and side: " + perSide + (plan.target === null ? "" : " to start with") + ", against " + today +
      " for one default run (1 warmup + 5 timed): " + Math.round(perSide / today * 100) / 100 + "× the machine time of " +
      "one default run per side, besides starting the servers");
  }
  lines.push("datasets: " + datasets.length + " collection(s), " + thousands(documents) + " documents per side, built once, " +
    "in each side's first run (its database directory is kept between its runs)");
  return lines;
}

// How many rounds the rows of a pair get, in words (versus-options.js roundsRule).
function roundsText(rule) {
  if (rule.fixed !== null) {
    return rule.fixed + (rule.fixed === 1 ? " round" : " rounds") + " a row (--runs)";
  }
  return rule.min + " to " + rule.max + " rounds a row: " + rule.min + ", and as many more as the row's queries fit " +
    "into " + rule.fillSeconds + " s a pair";
}

// The pairs of a duet's plan in words, and under --target how it ends.
function duetPairsText(plan) {
  if (plan.target === null) {
    return plan.pairs + (plan.pairs === 1 ? " process pair" : " process pairs");
  }
  const first = plan.pairs === 1 ? "the first pair's" : "the first " + plan.pairs + " pairs'";
  const budget = plan.budgetSeconds !== null ? "budget " + clock(plan.budgetSeconds)
    : "time budget the longer of " + clock(defaults.TARGET_BUDGET_SECONDS) + " and " + defaults.TARGET_BUDGET_FACTOR +
      " times " + first + " time";
  return "at least " + plan.pairs + (plan.pairs === 1 ? " process pair" : " process pairs") + ", then more until the " +
    "median row's detectable change is at most " +
    Math.round(plan.target * 1000) / 10 + " % or the time ends (--target; " + budget +
    (plan.maxPairs === null ? "" : ", at most " + plan.maxPairs + " pairs") + ")";
}

// The duet's plan, before anything runs: process pairs, rounds, queries and server starts set
// beside the runs design's default, and the datasets. seed: the turns' seed.
function duetCostLines(suite, plan, seed) {
  const chosen = suite.chosen;
  const rule = plan.rounds;
  const rows = runPlan.items(chosen, suite.catalog).length;
  const datasets = runPlan.datasets(chosen, suite.catalog);
  const documents = datasets.reduce((sum, dataset) => sum + dataset.documents, 0);
  const added = plan.target !== null && rule.fixed === null ? "; the pairs --target adds after the first " + plan.pairs +
    ": each row's rounds chosen from the noise and the costs the pairs measured, " + rule.min + " to " + rule.targetMax +
    " a row (more rounds where a pair's own noise is small beside its rounds', more pairs where it is large; a round " +
    "costs the row's two samples, a pair two server starts, the datasets' check and a warmup round)" : "";
  const pause = chosen.gcPause > 0 ? "a gc pause of " + chosen.gcPause + " s on both servers at once before each pair " +
    "of samples (--gc-pause)" : "no gc pause";
  const fewest = rule.fixed !== null ? rule.fixed : rule.min;
  const most = rule.fixed !== null ? rule.fixed : plan.target !== null ? rule.targetMax : rule.max;
  const span = (count) => (fewest === most ? String(count(fewest)) : thousands(count(fewest)) + " to " + thousands(count(most)));
  const runsDesign = defaults.RUNS_A_SIDE * (1 + defaults.RUNS_PER_PROCESS);
  return [
    "plan: " + duetPairsText(plan) + ", each both servers up at once (fresh processes) for " + chosen.warmup +
      " warmup round(s) and " + roundsText(rule) + added + "; every timed sample taken on a and on b back to back, the first side drawn " +
      "per row, the rows shuffled per round, " + pause + " (seed " + seed + "; docs/versus.md)",
    "each pair: " + chosen.cases.length + " case(s) on " + runPlan.describeSizes(chosen, sizes.label, suite.catalog) + ": " +
      rows + " row(s) × (" + chosen.warmup + " warmup + " + span((r) => r) + " timed) = " +
      span((r) => rows * (chosen.warmup + r)) + " queries a side",
    "against the runs design's default (" + defaults.RUNS_A_SIDE + " runs a side of 1 warmup + " +
      defaults.RUNS_PER_PROCESS + " timed, a gc pause of 0.2 s before each of a row's " + runsDesign + " queries a side): " +
      (rule.fixed !== null ? plan.pairs * (chosen.warmup + rule.fixed) + " queries per row and side"
        : "beyond a row's first " + rule.min + " rounds a pair spends at most " + rule.fillSeconds + " s of its queries, " +
        "what the runs design spends on the row's gc pauses per pair") + (plan.target === null ? "" : " to start with") +
      "; " + 2 * plan.pairs + " server starts, against " + 2 * defaults.RUNS_A_SIDE,
    "datasets: " + datasets.length + " collection(s), " + thousands(documents) + " documents per side, built once, in " +
      "the first pair (each side's database directory is kept between pairs)"
  ];
}

// The target's words for a pair whose rounds target-rounds.js chose: the rounds, why, what a
// pair and a round cost, and what the noise measured says is left to the target. figures: {
// parts, costs, choice, target (a fraction), secondsLeft (of the budget) }.
function targetRoundsText(figures) {
  const { parts, costs, choice, target } = figures;
  const counts = Object.keys(choice.byRow).map((key) => choice.byRow[key]);
  const low = Math.min(...counts);
  const high = Math.max(...counts);
  const rounds = low === high ? low + " rounds a row" : low + " to " + high + " rounds a row by each row's time (the " +
    "middle row " + choice.median + ")";
  const why = choice.reason === "no spread" ? "the rows' ratios do not spread within a pair, so more rounds buy nothing"
    : choice.reason === "rounds only" ? "the rows' B/A moves from pair to pair no more than their rounds explain (" +
      targetRounds.spread(parts.pairVariance) + ", where " + Math.round(parts.rounds * 10) / 10 + " rounds explain " +
      targetRounds.spread(parts.roundVariance / parts.rounds) + "): rounds before pairs"
      : "the pairs' own noise " + targetRounds.spread(parts.ownVariance) + " against a round's " +
        targetRounds.spread(parts.roundVariance) + " (" + targetRounds.spread(parts.roundVariance / choice.median) +
        " with " + choice.median + " rounds)";
  const all = Object.keys(costs.rows).reduce((sum, key) => sum + costs.rows[key].roundSeconds, 0);
  const left = duration(Math.max(0, figures.secondsLeft));
  const reach = choice.more !== null ? "by that noise about " + choice.more + " more such pair" + (choice.more === 1
    ? "" : "s") + " (" + duration(choice.more * choice.seconds) + ") reach " + Math.round(target * 1000) / 10 + " %, " +
    left + " of the budget left"
    : "by that noise the " + left + " left of the budget do not reach " + Math.round(target * 1000) / 10 + " %" +
      (parts.detectable > 1 && choice.within > 0 ? ": about " + choice.within + " more such pairs, ×" +
        targetRounds.projected(parts, choice.within, choice.median).toFixed(3) : "");
  return "another pair of " + rounds + ": " + why + "; a pair costs " + duration(costs.pairSeconds) + " beyond its " +
    "rounds, a round of every row " + duration(all) + ", this one about " + duration(choice.seconds) + "; " + reach;
}

// The duet's estimate of what is left: the pairs done after the first (which also built the
// datasets) or, before those, the first. Seconds, or null before any pair.
function pairSecondsLeft(record, pairsLeft) {
  const seconds = journal.pairsDone(record).map((pair) => pair.seconds);
  const pool = seconds.length > 1 ? seconds.slice(1) : seconds;
  return pool.length === 0 ? null : pairsLeft * pool.reduce((sum, value) => sum + value, 0) / pool.length;
}

// The line after a process pair: counted, or missing and why.
function pairLine(pair, counts, left) {
  const what = pair.state === "done" ? "done in " + duration(pair.seconds) + " (" + pair.attempts.join(", ") + ")"
    : "MISSING (not counted): " + pair.reason;
  const estimate = left === null || left === 0 ? "" : "; about " + duration(left) + " left (from the pairs done)";
  return "pair " + pair.pair + ": " + what + "; " + counts.done + " of " + counts.planned + " pairs done" + estimate;
}

// The estimate of what is left, from the runs done: each side's later runs (its first one
// also builds the datasets) or, before those, its first; a side with no run yet is taken to
// be as slow as the other. slotsLeft: { a, b }. Returns seconds, or null before any run.
function secondsLeft(record, slotsLeft) {
  const perRun = {};
  for (const side of ["a", "b"]) {
    const seconds = journal.done(record, side).map((attempt) => attempt.seconds);
    const later = seconds.slice(1);
    const pool = later.length > 0 ? later : seconds;
    perRun[side] = pool.length === 0 ? null : pool.reduce((sum, value) => sum + value, 0) / pool.length;
  }
  if (perRun.a === null && perRun.b === null) {
    return null;
  }
  const a = perRun.a === null ? perRun.b : perRun.a;
  const b = perRun.b === null ? perRun.a : perRun.b;
  return slotsLeft.a * a + slotsLeft.b * b;
}

// Seconds as a reader takes them in: "4.2 s" for a short run, "12:05" or "1:02:05" for a long one.
function duration(seconds) {
  return seconds < 60 ? (Math.round(seconds * 10) / 10).toFixed(1) + " s" : clock(seconds);
}

function runLine(attempt, counts, left) {
  const what = attempt.state === "done" ? "done in " + duration(attempt.seconds)
    : "MISSING (not counted): " + attempt.reason;
  const estimate = left === null ? "" : left === 0 ? "" : "; about " + duration(left) + " left (from the runs done)";
  return "run " + attempt.id + " (side " + attempt.side + ", slot " + (attempt.slot + 1) + "): " + what + "; " +
    counts.done + " of " + counts.planned + " runs done" + estimate;
}

function diskLine(usage, free) {
  return "  disk: " + ["a", "b"].map((side) => side + "/db " + humanBytes(usage[side])).join(", ") +
    (free === null ? "" : "; " + humanBytes(free) + " free on the device");
}

// The files of the session, where they are, and how to compare or clean again.
function filesLines(record, paths, usage, compareWords) {
  const lines = ["files (in " + paths.dir + "):"];
  for (const side of ["a", "b"]) {
    const identity = record.identity.sides[side];
    const files = journal.done(record, side).map((attempt) => attempt.results);
    lines.push("  side " + side + ", arangod " + identity.version + " (" + identity.arangod + "): " +
      (files.length === 0 ? "no run done" : files.join(" ")));
  }
  const missing = journal.missing(record);
  if (missing.length > 0) {
    lines.push(journal.designOf(record) === "duet"
      ? "  missing runs, not counted (their pairs are missing; their files are kept for a look):"
      : "  missing runs, not counted (their files are kept for a look):");
    for (const attempt of missing) {
      lines.push("    " + attempt.id + ": " + attempt.reason + "; log " + attempt.log);
    }
  }
  lines.push("  server logs: logs/<run>.log; journal: versus.json");
  lines.push("  databases: a/db " + humanBytes(usage.a) + ", b/db " + humanBytes(usage.b) +
    "; to remove them (results kept): node shootout.js versus --clean " + paths.dir +
    "; everything versus made: add --all");
  if (journal.done(record, "a").length > 0 && journal.done(record, "b").length > 0) {
    lines.push("compare again: node shootout.js compare " + compareArguments(record, paths).concat(compareWords).join(" "));
  }
  return lines;
}

// The two comma lists of results files (absolute paths) the comparison of groups reads.
function compareArguments(record, paths) {
  return ["a", "b"].map((side) => journal.done(record, side).map((attempt) => path.join(paths.dir, attempt.results)).join(","));
}

module.exports = { duration, costLines, duetCostLines, targetRoundsText, secondsLeft, pairSecondsLeft, runLine, pairLine, diskLine,
  filesLines, compareArguments, thousands };
