"use strict";
// Node only: the target mode of versus (--target 10%): more runs a side, still in the a b b a
// order (the duet: more process pairs), until the comparison of the groups says a change of
// the target's size would be found, or the time budget ends. Whole runs are what repeats,
// because the measured noise between runs (not a fixed k) decides how many are needed: on a
// quiet machine the target comes after few runs, on a busy one a run says little and more are
// needed (Kalibera and Jones, ISMM 2013: repeat at the level where the variance is). What the
// duet's added pairs measure is target-rounds.js's choice.

const defaults = require("./defaults");
const { duration } = require("./versus-report");

// The detectable change of the median row, from the comparison's JSON (compare --format
// json of two groups of runs): each row's `detectable` is the smallest change the comparison
// would find in it with 90 % probability, as a factor > 1, or null where it cannot tell. A
// row without a figure ranks above every figure, and with an even count of rows the upper of
// the two middle rows is taken: at least half of the rows can see a change this small.
// Returns { factor (or null), rows, withFigure }.
function medianDetectable(comparison) {
  if (comparison === null || typeof comparison !== "object" || !Array.isArray(comparison.rows)) {
    throw new Error("the comparison's JSON has no rows (expected { rows: [{ detectable }, ...] })");
  }
  const factors = comparison.rows.map((row, i) => {
    const factor = row === null || typeof row !== "object" ? undefined : row.detectable;
    if (factor !== null && !(typeof factor === "number" && factor > 1)) {
      throw new Error("row " + i + " of the comparison has no detectable factor (a number above 1, or null), got " +
        JSON.stringify(factor));
    }
    return factor;
  });
  const withFigure = factors.filter((factor) => factor !== null).sort((x, y) => x - y);
  if (factors.length === 0) {
    return { factor: null, rows: 0, withFigure: 0 };
  }
  const middle = Math.floor(factors.length / 2);
  return { factor: middle < withFigure.length ? withFigure[middle] : null, rows: factors.length,
    withFigure: withFigure.length };
}

function percent(factor) {
  return (Math.round((factor - 1) * 1000) / 10) + " %";
}

// Whether to add another pair of runs (one a side), or in the duet design another process
// pair. state:
//   runsASide      runs each side has (equal: decided between pairs), or process pairs
//   startRuns      the runs a side before any check (--runs-a-side; the duet: --pairs)
//   maxRuns        the most runs a side (the duet: --max-pairs, or null: none)
//   unit           what runsASide counts, in words: "runs a side" (default) or "process pairs"
//   target         the wanted detectable change as a fraction (0.1 for 10 %)
//   median         medianDetectable's answer for the runs so far, or null when the comparison
//                  gave none (then `failure` says why)
//   spentSeconds   the seconds of every run so far (the journal's; resumes count)
//   budgetSeconds  the time budget, or null; budgetText: it in words (optional)
//   pairSeconds    the estimated seconds of the next pair
//   another        what is added next, in words ("another pair" unless given)
// Returns { more, reason }.
function decide(state) {
  const unit = state.unit || "runs a side";
  if (state.runsASide < state.startRuns) {
    return { more: true, reason: "the first " + state.startRuns + " " + unit };
  }
  if (state.median === null) {
    return { more: false, reason: "the comparison of the groups gave no detectable change (" + state.failure +
      "), so the target cannot be checked; stopped at " + state.runsASide + " " + unit };
  }
  const reached = state.median.factor === null ? "no detectable change on the median row yet"
    : "the median row's detectable change is " + percent(state.median.factor);
  if (state.median.factor !== null && state.median.factor <= 1 + state.target + 1e-12) {
    return { more: false, reason: "target reached with " + state.runsASide + " " + unit + ": " + reached +
      " (target " + percent(1 + state.target) + ")" };
  }
  if (state.maxRuns !== null && state.runsASide >= state.maxRuns) {
    return { more: false, reason: "target not reached: " + reached + " (target " + percent(1 + state.target) +
      ") after the most " + unit + ", " + state.maxRuns };
  }
  if (state.budgetSeconds !== null && state.spentSeconds + state.pairSeconds > state.budgetSeconds) {
    return { more: false, reason: "target not reached: " + reached + " (target " + percent(1 + state.target) +
      ") with " + state.runsASide + " " + unit + "; the next pair (about " + Math.round(state.pairSeconds) +
      " s) would not end within the time budget" + (state.budgetText ? " (" + state.budgetText + ")" : "") };
  }
  return { more: true, reason: reached + ", target " + percent(1 + state.target) + ": " + (state.another || "another pair") };
}

// The duet's time budget under --target: --budget, or the longer of TARGET_BUDGET_SECONDS and
// TARGET_BUDGET_FACTOR times what the first --pairs pairs took (defaults.js). plan: the duet's
// (versus-options.js); pairsDone: the journal's pairs done, in order. Returns { seconds, text }.
function duetBudget(plan, pairsDone) {
  if (plan.budgetSeconds !== null) {
    return { seconds: plan.budgetSeconds, text: "--budget " + duration(plan.budgetSeconds) };
  }
  const first = pairsDone.slice(0, plan.pairs).reduce((sum, pair) => sum + pair.seconds, 0);
  const seconds = Math.max(defaults.TARGET_BUDGET_SECONDS, defaults.TARGET_BUDGET_FACTOR * first);
  return { seconds, text: "the default budget, " + duration(seconds) + ": the longer of " +
    duration(defaults.TARGET_BUDGET_SECONDS) + " and " + defaults.TARGET_BUDGET_FACTOR + " times " +
    (plan.pairs === 1 ? "the first pair's " : "the first " + plan.pairs + " pairs' ") + duration(first) };
}

module.exports = { medianDetectable, decide, percent, duetBudget };
