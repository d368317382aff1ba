/*
 * A/A calibration: runs of the same server and the same code, compared as if they were A and
 * B. Every difference between them is noise, so what the comparison calls faster or slower
 * here it calls wrongly. Beside those wrong calls it measures the between-run terms a real
 * comparison needs (verdict/run-model.js measureTerms): how far whole runs move from run to
 * run, and how far a row moves beyond its run; compare --noise-from uses them in place of the
 * defaults. Two runs: the first against the second. Three or more: the runs taking turns, odd
 * against even in time order, as a comparison of groups would. ES5.
 */
"use strict";

var compare = require("./compare");
var stats = require("../../run/stats");
var compareMethod = require("../inputs/compare-method");
var runGroup = require("../inputs/run-group");
var runModel = require("../verdict/run-model");
var InputError = require("../inputs/compare-input").InputError;

// How far identical code moved in one row, as a factor the same both ways: a row that fell to
// half moved as far as one that doubled (100 %).
function movedBy(ratio) {
  return Math.max(ratio, 1 / ratio) - 1;
}

// Runs sorted by start time (those without one keep their place at the end), then dealt
// alternately to the two groups.
function twoGroups(runs) {
  var order = runs.map(function (run, i) { return { run: run, i: i, start: run.serverRuns[0].startedAt }; });
  order.sort(function (x, y) {
    if (x.start === null || y.start === null) {
      return x.start === null ? (y.start === null ? x.i - y.i : 1) : -1;
    }
    return x.start - y.start || x.i - y.i;
  });
  var first = order.filter(function (item, i) { return i % 2 === 0; }).map(function (item) { return item.run; });
  var second = order.filter(function (item, i) { return i % 2 === 1; }).map(function (item) { return item.run; });
  var groupOf = function (list) {
    return runGroup.group(list.map(function (run) { return run.name; }).join(","), list);
  };
  return [groupOf(first), groupOf(second)];
}

// The rows every run measured, as the run model takes them.
function rowsOfAll(runs) {
  var counted = {};
  runs.forEach(function (run) {
    run.entries.forEach(function (entry) {
      if (entry.times !== null && entry.times.length > 0 && entry.failed === null && entry.skipped === null) {
        counted[entry.key] = (counted[entry.key] || []).concat([entry.times]);
      }
    });
  });
  return Object.keys(counted).filter(function (key) { return counted[key].length === runs.length; }).map(function (key) {
    return { key: key, runs: counted[key] };
  });
}

// runs: sides from compare-input.read, each one run of the same server (two or more).
// options: as for compare.compare. Returns { rows, overall, terms, withTables, a1, a2, warnings }.
function calibrate(runs, options) {
  var groups = runs.length === 2 ? runs : twoGroups(runs);
  var comparison = compare.compare(groups[0], groups[1], options);
  var rows = comparison.rows.filter(function (row) { return row.ratio !== null; }).map(function (row) {
    return {
      key: row["case"] + "|" + row.documents,
      "case": row["case"],
      size: row.size,
      documents: row.documents,
      ratio: row.ratio,
      p: row.p,
      basis: row.basis,
      // faster/slower between identical runs is a wrong call by definition
      wrongCall: row.verdict === "faster" || row.verdict === "slower",
      moved: movedBy(row.ratio)
    };
  });
  var moves = rows.map(function (row) { return row.moved; });
  var tested = rows.filter(function (row) { return row.basis === "test"; }).length;
  var names = runs.map(function (run) { return run.name; }).join(",");
  var common = rowsOfAll(runs);
  var warnings = [];
  for (var i = 1; i < runs.length; i += 1) {
    warnings = warnings.concat(notAlike(runs[0], runs[i]));
  }
  return {
    a1: comparison.a,
    a2: comparison.b,
    runs: runs.length,
    settings: comparison.settings,
    rows: rows,
    terms: common.length > 0 ? runModel.measureTerms(common, names) : null,
    withTables: runs.some(function (run) { return run.kind !== "results"; }),
    warnings: warnings.concat(compareMethod.differences(groups[0], groups[1], ["A1", "A2"])),
    overall: {
      rows: rows.length,
      wrongCalls: rows.filter(function (row) { return row.wrongCall; }).length,
      // what chance alone explains at this alpha, for comparison with wrongCalls
      expectedByChance: tested * comparison.settings.alpha,
      medianMove: moves.length > 0 ? stats.median(moves) : null,
      largestMove: moves.length > 0 ? Math.max.apply(null, moves) : null,
      // spread of B/A: the geometric standard deviation of the ratios (1 = no spread)
      ratioSpread: rows.length > 1 ? Math.exp(stats.standardDeviation(rows.map(function (row) {
        return Math.log(row.ratio);
      }))) : null
    }
  };
}

// An A/A calibration is runs of one server: runs of two versions, engines or roles measure
// their difference, not noise, and are said to be so (a different host or method is one of
// the method warnings of compare-method.js).
var SAME_SERVER_FIELDS = ["version", "engine", "role"];

function notAlike(a1, a2) {
  if (!a1.server || !a2.server) {
    return [];
  }
  var differing = SAME_SERVER_FIELDS.filter(function (field) {
    return a1.server[field] !== undefined && a2.server[field] !== undefined && a1.server[field] !== a2.server[field];
  });
  return differing.length === 0 ? [] : ["not the same server: " + differing.map(function (field) {
    return field + " " + a1.server[field] + " against " + a2.server[field];
  }).join(", ") + "; an A/A calibration needs runs of one server, or what it measures is that difference"];
}

// Why a calibration has no between-run terms: printed tables have no samples; results files
// may have no row in common.
function whyNoTerms(calibration) {
  return calibration.withTables ? "printed tables have no samples" : "no row has samples in every run";
}

// The between-run terms of a calibration as compare takes them (--noise-from); an error when
// there are none.
function terms(calibration) {
  if (calibration.terms === null) {
    throw new InputError(calibration.a1.name + ", " + calibration.a2.name + ": " + whyNoTerms(calibration) +
      "; --noise-from needs results files that measured the same rows");
  }
  return calibration.terms;
}

function percent(fraction) {
  return fraction === null ? "-" : (fraction * 100).toFixed(1) + " %";
}

// The report: one line per row, the row that moved most first, then the overall figures.
function format(calibration) {
  var overall = calibration.overall;
  var lines = ["A/A calibration: " + calibration.a1.name + " against " + calibration.a2.name +
    " (the same server " + (calibration.runs === 2 ? "twice" : calibration.runs + " times") +
    "; every difference is noise)", ""];
  lines.push("case                          | size   | B/A     | p       | moved    | verdict");
  lines.push("------------------------------+--------+---------+---------+----------+-----------");
  calibration.rows.slice().sort(function (x, y) { return y.moved - x.moved; }).forEach(function (row) {
    lines.push((row["case"] + "                              ").slice(0, 30) + "| " +
      (row.size + "       ").slice(0, 7) + "| " + (row.ratio.toFixed(3) + "        ").slice(0, 8) + "| " +
      ((row.p === null ? "-" : row.p.toFixed(4)) + "        ").slice(0, 8) + "| " +
      (percent(row.moved) + "         ").slice(0, 9) + "| " + (row.wrongCall ? "WRONG CALL" : "quiet"));
  });
  lines.push("");
  lines.push(overall.rows + " rows; " + overall.wrongCalls + " called faster or slower at alpha " +
    calibration.settings.alpha + " and noise band " + percent(calibration.settings.noise) + " (chance alone explains about " +
    overall.expectedByChance.toFixed(1) + ")");
  lines.push("identical code moved by " + percent(overall.medianMove) + " in the median row, " +
    percent(overall.largestMove) + " at most" + (overall.ratioSpread === null ? "" : "; spread of B/A ×/÷ " +
    overall.ratioSpread.toFixed(3)));
  var measured = calibration.terms;
  lines.push(measured === null ? "between runs: not measured (" + whyNoTerms(calibration) + ")" : "between runs: whole runs ×/÷ " + Math.exp(measured.wholeRun.sd).toFixed(3) + " (from " + calibration.runs +
    " runs, " + measured.wholeRun.df + " degree(s) of freedom), a row beyond its run ×/÷ " +
    Math.exp(measured.row.sd).toFixed(3) + "; compare --noise-from " + measured.source + " uses them in place of the defaults");
  calibration.warnings.forEach(function (warning) { lines.push("warning: " + warning); });
  return lines;
}

module.exports = { calibrate: calibrate, terms: terms, format: format };
