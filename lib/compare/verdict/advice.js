/*
 * What a comparison of runs says under its table about the runs it judged: how many there
 * were and how they were paired, the shift of B as a whole, where the between-run noise came
 * from, the median row's detectable change, and the one piece of advice on how many runs to
 * make, worded once here so every message and doc gives the same. ES5.
 */
"use strict";

// The advice, everywhere the same (docs/comparing.md quotes it).
var RUNS_ADVICE = "for a verdict to rely on, let node shootout.js versus run both servers (3 or more process " +
  "pairs, each sample taken on A and on B back to back), or make 3 or more server runs a side, taking turns, and " +
  "compare them as groups (compare a1.json,a2.json,a3.json b1.json,b2.json,b3.json)";
var RUNS_FOR_ADVICE = 3;

function factor(value) {
  return "×" + (value >= 10 ? value.toFixed(1) : value.toFixed(value >= 0.1 ? 3 : 4));
}

function spread(sd) {
  return "×/÷ " + Math.exp(sd).toFixed(3);
}

function designText(shift) {
  if (shift.design === "paired") {
    return "taking turns in time, paired as " + shift.pairs + " neighbouring pairs";
  }
  if (shift.design === "unpaired") {
    return "not taking turns in time (compared as two groups)";
  }
  return "one run a side";
}

// Lines for the summary: judged is compare's runs summary ({ shift, terms, noise,
// medianDetectable }); rows: how many rows it judged; against: whether a row's B/A moved the
// other way from an established shift (verdict/run-model.js judgeRow, claim "against").
function runsNotes(judged, letters, rows, against) {
  var shift = judged.shift;
  var terms = judged.terms;
  var lines = [];
  lines.push(terms.kind === "shared" ? letters[0] + " and " + letters[1] + " took turns in one server run"
    : "server runs: " + letters[0] + " " + shift.runs.a + ", " + letters[1] + " " + shift.runs.b + ", " + designText(shift));
  var whole = letters[1] + " as a whole: " + factor(shift.geomean) + " of " + letters[0] + " (95 % interval " +
    factor(shift.interval.low) + " to " + factor(shift.interval.high) + ")";
  if (shift.significant && rows > 1) {
    whole += ", a shift every row shares: a row marked 'with run' moved as " + letters[1] + " as a whole did" +
      (against ? ", one marked 'against run' the other way" : "");
  }
  if (shift.significant && terms.kind !== "shared" && (shift.runs.a < RUNS_FOR_ADVICE || shift.runs.b < RUNS_FOR_ADVICE)) {
    whole += "; with " + Math.min(shift.runs.a, shift.runs.b) + " run(s) on a side, a faster or slower machine " +
      "or hour can shift a whole run as much";
  }
  lines.push(whole);
  var used = "run-to-run noise: whole runs " + spread(judged.noise.wholeRun.sd) + ", the median row's median " +
    spread(judged.noise.row.sd);
  var measuredHere = shift.runs.a + shift.runs.b > 2;
  if (terms.kind === "shared") {
    lines.push("run-to-run noise: none between " + letters[0] + " and " + letters[1] + ", which took turns in one server " +
      "run; only their samples' own noise counts");
  } else if (terms.kind === "measured") {
    lines.push(used + "; " + (measuredHere ? "from these runs, pooled with " : "from ") + "the A/A runs " + terms.source +
      " (whole runs " + spread(terms.wholeRun.sd) + ", a row beyond its run " + spread(terms.row.sd) + ")");
  } else {
    lines.push(used + "; " + (measuredHere ? "from these runs, pooled with the defaults measured on real servers"
      : "one run a side measures no run-to-run noise: the defaults measured on real servers stand in") +
      " (whole runs " + spread(terms.wholeRun.sd) + ", a row beyond its run " + spread(terms.row.sd) +
      ", scaled by this comparison's within-run spread, sd of log times " +
      (terms.within === null ? "unknown (one sample a run): the busy machine's assumed" : terms.within.toFixed(3)) +
      "); --noise-from A1,A2 measures them instead");
  }
  if (judged.medianDetectable !== null) {
    lines.push("smallest change found with 90 % probability: " + factor(judged.medianDetectable) +
      " on the median row (column detectable); a smaller change may have gone unseen");
  }
  if (terms.kind !== "shared" && (shift.runs.a < RUNS_FOR_ADVICE || shift.runs.b < RUNS_FOR_ADVICE)) {
    lines.push(RUNS_ADVICE);
  }
  return lines;
}

// Fewer rows than this measured over pairs, and their pool says little: a verdict per row is
// weaker than with many rows (docs/comparing.md, "How well the method works").
var FEW_ROWS = 6;

// Lines for the summary of process pairs that took their samples in turn (verdict/paired-model.js):
// judged, rows and against as runsNotes takes them.
function pairsNotes(judged, letters, rows, against) {
  var shift = judged.shift;
  var terms = judged.terms;
  var lines = [letters[0] + " and " + letters[1] + " took their samples in turn: " + shift.pairs + " process pair(s) " +
    "of two live servers, each sample of a row timed on both back to back; judged as pairs"];
  var whole = letters[1] + " as a whole: " + factor(shift.geomean) + " of " + letters[0] + " (95 % interval " +
    factor(shift.interval.low) + " to " + factor(shift.interval.high) + ")";
  if (shift.significant && rows > 1) {
    whole += ", a shift every row shares: a row marked (with " + letters[1] + ") moved as " + letters[1] + " as a whole " +
      "did" + (against ? ", one marked (against " + letters[1] + ") the other way" : "");
  }
  lines.push(whole + "; measured under the load the machine had while they ran: for the B/A of a quiet machine, " +
    "run them on a quiet machine");
  var used = "pair-to-pair noise: whole pairs " + spread(judged.noise.wholeRun.sd) + ", the median row " +
    spread(judged.noise.row.sd);
  if (terms.kind === "pooled") {
    lines.push(used + "; each row's from these pairs, pooled over " + terms.rows + " rows as far as they agree " +
      (terms.prior.df0 === Infinity ? "(they agree as identical rows would: pooled outright)"
        : "(the pool weighs as " + terms.prior.df0.toFixed(1) + " pairs' worth of a row's own)"));
  } else {
    lines.push(used + "; " + (shift.pairs < 2 ? "one pair measures no pair-to-pair noise" : "too few rows to pool") +
      ": the defaults measured on real duets stand in, scaled by each row's spread within its pair");
  }
  var median = judged.medianDetectable === null ? "" : " (" + factor(judged.medianDetectable) + " on the median row)";
  if (shift.pairs < 2) {
    lines.push("one process pair cannot support a verdict per row: nothing measures how far a row moves from pair to " +
      "pair, and each row's spread within the pair rests on its " + Math.round(terms.rounds) + " rounds, so the " +
      "detectable is wide" + median + "; for a verdict per row, run 3 pairs or more");
  } else if (terms.rows < FEW_ROWS) {
    lines.push(terms.rows + " row(s) measured over pairs: too few for the rows' noise to pool to much, so the " +
      "detectable is wider than with many rows" + median + "; a verdict per row is firmer with more rows");
  }
  if (judged.medianDetectable !== null) {
    lines.push("smallest change found with 90 % probability: " + factor(judged.medianDetectable) +
      " on the median row (column detectable); a smaller change may have gone unseen");
  }
  if (shift.pairs < RUNS_FOR_ADVICE) {
    lines.push(RUNS_ADVICE);
  }
  return lines;
}

// Lines for the summary of an A/B run of the workbench, whose queries took turns in one server
// (verdict/turns-model.js): judged as compare's runs summary.
function turnsNotes(judged, letters) {
  var terms = judged.terms;
  var lines = [letters[0] + " and " + letters[1] + " took turns in one server run: " +
    (terms.turns === null ? "" : Math.round(terms.turns) + " turns" + (terms.rows > 1 ? " a size (the median size)" : "") +
    ", ") + "each one sample of " + letters[0] + " and one of " + letters[1] + " back to back; " +
    letters[1] + "/" + letters[0] + " judged on the turns, in " + (terms.batches === null ? 0 : Math.round(terms.batches)) +
    " batches of consecutive turns"];
  if (terms.dependence !== null) {
    lines.push("neighbouring turns: the batches scattered " + terms.dependence.toFixed(2) + " times as much as " +
      "independent turns would" + (terms.dependence > 1 ? " (the verdict pays for it)" : "") +
      "; no run-to-run noise separates " + letters[0] + " and " + letters[1] + ", which shared the server");
  }
  if (terms.rows > 1) {
    var shift = judged.shift;
    lines.push(letters[1] + " as a whole: " + factor(shift.geomean) + " of " + letters[0] + " (95 % interval " +
      factor(shift.interval.low) + " to " + factor(shift.interval.high) + ")");
  }
  if (judged.medianDetectable !== null) {
    lines.push("smallest change found with 90 % probability: " + factor(judged.medianDetectable) +
      (terms.rows > 1 ? " on the median size" : "") + " (column detectable); a smaller change may have gone unseen");
  }
  return lines;
}

// The note when --noise-from was given for a duet: its terms are of whole runs.
var TERMS_NOT_FOR_PAIRS = "--noise-from not used: its terms are of whole server runs, and these process pairs " +
  "measure their own noise between pairs";

// The note when runs looked like a duet but were judged as runs: why.
function notPairsNote(why) {
  return "not judged as pairs (" + why + "): judged as server runs";
}

module.exports = { runsNotes: runsNotes, pairsNotes: pairsNotes, turnsNotes: turnsNotes, notPairsNote: notPairsNote,
  TERMS_NOT_FOR_PAIRS: TERMS_NOT_FOR_PAIRS, RUNS_ADVICE: RUNS_ADVICE, RUNS_FOR_ADVICE: RUNS_FOR_ADVICE, factor: factor };
