/*
 * The workbench for optimizing one query: shootout.time(query) and shootout.ab(queryA,
 * queryB), and --query / --query-b on the command line. A query is timed as a case of its own
 * (case-catalog.js, custom-cases.js) by the same run as every suite: warmups, rounds, plans,
 * server statistics, result digest, table, optional results file. An A/B run takes A and B in
 * turns, back to back (run/turns.js), until a change of the target's size would be seen or the
 * budget is spent, then checks that both returned the same result, shows their plans side by
 * side and judges B/A on the turns (comparisons/ab-comparison.js, as `compare FILE` does). ES5.
 */
"use strict";

var suite = require("./suite");
var options = require("./options/options");
var planSummary = require("./run/plan-summary");
var abComparison = require("./compare/comparisons/ab-comparison");
var abFile = require("./compare/inputs/ab-file");
var compare = require("./compare/comparisons/compare");
var turnsModel = require("./compare/verdict/turns-model");
var compareReport = require("./compare/reports/compare-report");

function copyOf(raw) {
  var copy = {};
  Object.keys(raw || {}).forEach(function (key) { copy[key] = raw[key]; });
  return copy;
}

// A workbench run writes a results file only when asked (out), unlike a suite run.
function withDefaults(raw) {
  var chosen = copyOf(raw);
  if (chosen.save === undefined && chosen.out === undefined) {
    chosen.save = false;
  }
  return chosen;
}

// One query: the options of a run plus the query and its bind parameters.
function time(host, query, bindVars, rawOptions, context) {
  var raw = withDefaults(rawOptions);
  raw.query = query;
  raw.bind = bindVars === undefined ? null : bindVars;
  return suite.run(host, raw, context);
}

// The two plans, line by line, a line that differs marked with "≠".
function plansSideBySide(a, b) {
  var left = a.plan !== null ? planSummary.format(a.plan) : ["  no plan: " + a.planError];
  var right = b.plan !== null ? planSummary.format(b.plan) : ["  no plan: " + b.planError];
  var lines = [];
  for (var i = 0; i < Math.max(left.length, right.length); i += 1) {
    var l = left[i] || "";
    var r = right[i] || "";
    var label = /^ {2}[a-z]+: +/.exec(l) || /^ {2}[a-z]+: +/.exec(r);
    var field = label ? label[0].replace(/\s+$/, "") : "";
    lines.push((l === r ? "  " : "≠ ") + field);
    lines.push("    A " + l.slice(label ? label[0].length : 0));
    lines.push("    B " + r.slice(label ? label[0].length : 0));
  }
  return lines;
}

// The report after an A/B run: per size the result check and the plans, then the comparison
// (name: what the comparison calls the run, its results file when it has one).
function abReport(record, name) {
  var lines = [];
  record.results.filter(function (entry) { return entry["case"] === "query-a"; }).forEach(function (a) {
    var b = record.results.filter(function (entry) {
      return entry["case"] === "query-b" && entry.documents === a.documents;
    })[0];
    lines.push("");
    lines.push(a.documents === null ? "A/B:" : "A/B on " + a.size + ":");
    if (a.resultCount !== null && b.resultCount !== null &&
        (a.resultCount !== b.resultCount || a.resultDigest !== b.resultDigest)) {
      lines.push("  RESULTS DIFFER: A returned " + a.resultCount + " rows (digest " + a.resultDigest + "), B " +
        b.resultCount + " rows (digest " + b.resultDigest + "): B is not a faster A; no verdict");
    } else if (a.resultCount !== null && b.resultCount !== null) {
      lines.push("  same result: " + a.resultCount + " rows, digest " + a.resultDigest);
    }
    lines.push("  plans (≠: differs)");
    plansSideBySide(a, b).forEach(function (line) { lines.push("  " + line); });
  });
  // A and B took turns in one server run: judged on their turns, as `compare FILE` judges the file
  var judged = abComparison.compareAb(record, name);
  lines.push("");
  lines = lines.concat(compareReport.render("text", judged.comparison, judged.sides).split("\n"));
  return { lines: lines, comparison: judged.comparison };
}

// What an A/B's turns need of the verdict while they go on (suite.js measure), from the turns
// of one size so far: the change the turns' spread alone says would be seen, which the target
// stops on (run/turns.js says why), at every check; and B/A with the change that would be seen,
// judged as the report at the end judges them, for the lines a user sees.
var TURNS_JUDGE = {
  spread: function (entryA, entryB) {
    var turns = turnsSoFar(entryA, entryB);
    return turns === null ? null : turnsModel.spreadDetectable(turns);
  },
  verdict: function (entryA, entryB) {
    var turns = turnsSoFar(entryA, entryB);
    if (turns === null) {
      return null;
    }
    var judged = turnsModel.fit({ rows: [{ key: "size", turns: turns }] }, { alpha: compare.DEFAULTS.alpha,
      band: abComparison.NOISE }).rows.size;
    return { ratio: judged.ratio, detectable: judged.detectable };
  }
};

// The turns of a size so far (inputs/ab-file.js), or null before the first or without starts.
function turnsSoFar(entryA, entryB) {
  var turns = abFile.turnsOfEntries(entryA, entryB);
  return turns === null || turns.length === 0 ? null : turns;
}

// An A/B run from complete options (query, queryB, bind among them).
function abRun(host, rawOptions, context) {
  var raw = copyOf(rawOptions);
  if (raw.order !== undefined && raw.order !== null && raw.order !== "turns") {
    throw new options.OptionError("an A/B run takes A and B in turns, back to back (order turns), got order " +
      JSON.stringify(raw.order));
  }
  raw.order = "turns";
  return abFinish(host, suite.run(host, raw, withJudge(context)));
}

// After an A/B run (or its resume): the report, and ok only when both returned the same rows.
function abFinish(host, outcome) {
  var report = abReport(outcome.record, outcome.path !== null ? outcome.path : "this run");
  report.lines.forEach(function (line) { host.print(line); });
  outcome.comparison = report.comparison;
  var differ = report.comparison.rows.filter(function (row) { return row.verdict === "results differ"; });
  outcome.ok = outcome.ok && differ.length === 0;
  return outcome;
}

// The run's context with what an A/B's target needs to judge its turns while they go on.
function withJudge(context) {
  var copy = copyOf(context);
  copy.judgeTurns = TURNS_JUDGE;
  return copy;
}

// Two queries, in turns (run/turns.js). rawOptions as for a run (order: turns is the only order).
function ab(host, queryA, queryB, bindVars, rawOptions, context) {
  var raw = withDefaults(rawOptions);
  raw.query = queryA;
  raw.queryB = queryB;
  raw.bind = bindVars === undefined ? null : bindVars;
  return abRun(host, raw, context);
}

// A run from options that may carry a second query (--query-b): an A/B run, else a run of the
// chosen suites or of one query, or the resume of any of them (an A/B's ends with its report).
function runOptions(host, rawOptions, context) {
  var raw = rawOptions || {};
  if (typeof raw === "object" && raw.queryB !== undefined && raw.queryB !== null) {
    return abRun(host, raw, context);
  }
  var outcome = suite.run(host, raw, withJudge(context));
  return abComparison.isAb(outcome.record) ? abFinish(host, outcome) : outcome;
}

module.exports = { time: time, ab: ab, runOptions: runOptions, plansSideBySide: plansSideBySide };
