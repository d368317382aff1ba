/*
 * A comparison set beside an earlier comparison of the same two versions (compare A B
 * --reference A0,B0): does the earlier finding hold today? E.g. the 2015 shootout's tables of
 * 2.5.4 and 2.6.0-alpha2 beside a run of each today. Per case and size in both: the reference
 * ratio B0/A0 and its verdict, today's B/A with its interval (ratio-interval.js, from the raw
 * samples) and verdict, whether the verdict holds (the same: faster, slower or ~), and whether
 * the reference ratio lies inside today's interval (the size of the change reproduced, not
 * only its direction). ES5.
 */
"use strict";

var ratioInterval = require("./verdict/ratio-interval");
var compare = require("./compare");
var runPlan = require("../run/run-plan");

var DIRECTIONS = ["faster", "slower", "~"];

function entriesByKey(side) {
  var map = {};
  side.entries.forEach(function (entry) { map[entry.key] = entry; });
  return map;
}

// holds: "yes", "no", or "-" when either verdict is no direction (failed, not measured, ...).
function verdictHolds(referenceVerdict, verdict) {
  if (DIRECTIONS.indexOf(referenceVerdict) < 0 || DIRECTIONS.indexOf(verdict) < 0) {
    return "-";
  }
  return referenceVerdict === verdict ? "yes" : "no";
}

// today: { comparison, a, b } (compare.js of sides A and B); reference: the same for A0, B0.
function reproduce(today, reference, confidence) {
  var referenceRows = {};
  reference.comparison.rows.forEach(function (row) {
    referenceRows[row.suite + "\u0000" + row["case"] + "\u0000" + row.size] = row;
  });
  var entriesA = entriesByKey(today.a);
  var entriesB = entriesByKey(today.b);
  var rows = [];
  today.comparison.rows.forEach(function (row) {
    var earlier = referenceRows[row.suite + "\u0000" + row["case"] + "\u0000" + row.size];
    if (!earlier) {
      return;
    }
    // a row with a direction was measured on both sides; a printed table has no times
    var key = runPlan.key(row.suite, row["case"], row.documents);
    var a = entriesA[key];
    var b = entriesB[key];
    var interval = DIRECTIONS.indexOf(row.verdict) >= 0 && a.times && b.times
      ? ratioInterval.ratioInterval(a.times, b.times, confidence) : null;
    var inside = interval === null || earlier.ratio === null ? "-"
      : (earlier.ratio >= interval.low && earlier.ratio <= interval.high ? "yes" : "no");
    rows.push({ suite: row.suite, "case": row["case"], family: row.family, size: row.size,
      referenceRatio: earlier.ratio, referenceVerdict: earlier.verdict, referenceBasis: earlier.basis,
      ratio: row.ratio, interval: interval, verdict: row.verdict, basis: row.basis,
      holds: verdictHolds(earlier.verdict, row.verdict), ratioInside: inside,
      factor: earlier.ratio !== null && row.ratio !== null ? row.ratio / earlier.ratio : null });
  });
  return { rows: rows, confidence: confidence, summary: summarize(rows) };
}

function count(rows, field, value) {
  return rows.filter(function (row) { return row[field] === value; }).length;
}

function summarize(rows) {
  var both = rows.filter(function (row) { return row.referenceRatio !== null && row.ratio !== null &&
    DIRECTIONS.indexOf(row.verdict) >= 0 && DIRECTIONS.indexOf(row.referenceVerdict) >= 0; });
  return {
    rows: rows.length,
    holds: count(rows, "holds", "yes"),
    doesNotHold: count(rows, "holds", "no"),
    judged: count(rows, "holds", "yes") + count(rows, "holds", "no"),
    inside: count(rows, "ratioInside", "yes"),
    outside: count(rows, "ratioInside", "no"),
    referenceGeomean: compare.geometricMean(both.map(function (row) { return row.referenceRatio; })),
    geomean: compare.geometricMean(both.map(function (row) { return row.ratio; })),
    compared: both.length
  };
}

module.exports = { reproduce: reproduce, verdictHolds: verdictHolds };
