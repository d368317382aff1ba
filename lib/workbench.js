/*
 * The workbench for optimizing one query: shootout.time(query) and shootout.ab(queryA,
 * queryB), and --query / --query-b on the command line. A query is timed as a case of its own
 * (case-catalog.js, custom-cases.js) by the same run as every suite: warmups, rounds, plans,
 * server statistics, result digest, table, optional results file. An A/B run takes A and B
 * alternately (A B B A ...), then checks that both returned the same result, shows their plans
 * side by side and compares them with the statistics of `compare`. ES5.
 */
"use strict";

var suite = require("./suite");
var options = require("./options/options");
var planSummary = require("./run/plan-summary");
var compare = require("./compare/comparisons/compare");
var compareInput = require("./compare/inputs/compare-input");
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

// The entries of one side as a results file of their own, case "query", so compare pairs A
// and B of each size (their AQL differs, on purpose: the digest says they are the same case).
function sideOf(record, caseName, letter) {
  var entries = record.results.filter(function (entry) { return entry["case"] === caseName; }).map(function (entry) {
    var copy = copyOf(entry);
    copy["case"] = "query";
    copy.digest = "workbench-ab";
    return copy;
  });
  var file = copyOf(record);
  file.results = entries;
  file.label = null;
  return compareInput.read(letter, JSON.stringify(file));
}

// The report after an A/B run: per size the result check and the plans, then the comparison.
function abReport(record, settings) {
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
  var sides = [sideOf(record, "query-a", "A"), sideOf(record, "query-b", "B")];
  // A and B took turns in one server run: no between-run noise separates them
  var comparison = compare.compare(sides[0], sides[1], { alpha: settings.alpha, noise: settings.noise,
    confidence: settings.confidence, sharedRun: true });
  lines.push("");
  lines = lines.concat(compareReport.render("text", comparison, sides).split("\n"));
  return { lines: lines, comparison: comparison };
}

// An A/B run from complete options (query, queryB, bind among them).
function abRun(host, rawOptions, context) {
  var raw = copyOf(rawOptions);
  if (raw.order !== undefined && raw.order !== null && raw.order !== "alternate") {
    throw new options.OptionError("an A/B run takes A and B alternately (order alternate), got order " +
      JSON.stringify(raw.order));
  }
  raw.order = "alternate";
  var outcome = suite.run(host, raw, context);
  var report = abReport(outcome.record, compare.DEFAULTS);
  report.lines.forEach(function (line) { host.print(line); });
  outcome.comparison = report.comparison;
  var differ = report.comparison.rows.filter(function (row) { return row.verdict === "results differ"; });
  outcome.ok = outcome.ok && differ.length === 0;
  return outcome;
}

// Two queries, alternately. rawOptions as for a run (order: alternate is the only order).
function ab(host, queryA, queryB, bindVars, rawOptions, context) {
  var raw = withDefaults(rawOptions);
  raw.query = queryA;
  raw.queryB = queryB;
  raw.bind = bindVars === undefined ? null : bindVars;
  return abRun(host, raw, context);
}

// A run from options that may carry a second query (--query-b): an A/B run, else a run of the
// chosen suites or of one query.
function runOptions(host, rawOptions, context) {
  var raw = rawOptions || {};
  if (typeof raw === "object" && raw.queryB !== undefined && raw.queryB !== null) {
    return abRun(host, raw, context);
  }
  return suite.run(host, raw, context);
}

module.exports = { time: time, ab: ab, runOptions: runOptions, plansSideBySide: plansSideBySide };
