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
    lines.push("  missing runs, not counted (their files are kept for a look):");
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

module.exports = { duration, costLines, secondsLeft, runLine, diskLine, filesLines, compareArguments, thousands };
