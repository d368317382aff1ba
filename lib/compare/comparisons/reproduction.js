/*
 * A comparison set beside an earlier comparison of the same two versions (compare A B
 * --reference A0,B0): does the earlier finding hold today? E.g. the 2015 shootout's tables of
 * 2.5.4 and 2.6.0-alpha2 beside a run of each today. Per case and size in both: the reference
 * ratio B0/A0 and its verdict, today's B/A with its interval (verdict/run-model.js, from the
 * server runs) and verdict, whether the verdict holds, and whether the reference ratio lies
 * inside today's interval (the size of the change reproduced, not only its direction).
 *   The verdict holds when it is the same (faster, slower or ~). It does not hold when today's
 * is the other direction, or when today's is ~ with an interval that leaves the reference
 * ratio out (today's runs rule that change out). Today's ~ whose interval still holds the
 * reference ratio rules nothing out: too few runs to judge. ES5.
 */
"use strict";

var compare = require("./compare");

var DIRECTIONS = ["faster", "slower", "~"];
var TOO_FEW_RUNS = "too few runs to judge";

function inside(ratio, interval) {
  return ratio >= interval.low && ratio <= interval.high;
}

// holds: "yes", "no", TOO_FEW_RUNS, or "-" when either verdict is no direction (failed, not measured,
// ...). interval: today's interval of B/A, or null (a printed table, whose ~ rules nothing out).
function verdictHolds(referenceVerdict, verdict, referenceRatio, interval) {
  if (DIRECTIONS.indexOf(referenceVerdict) < 0 || DIRECTIONS.indexOf(verdict) < 0) {
    return "-";
  }
  if (referenceVerdict === verdict) {
    return "yes";
  }
  if (verdict === "~" && (interval === null || (referenceRatio !== null && inside(referenceRatio, interval)))) {
    return TOO_FEW_RUNS;
  }
  return "no";
}

// today, reference: { comparison } (compare.js of A and B, of A0 and B0).
function reproduce(today, reference, confidence) {
  var referenceRows = {};
  reference.comparison.rows.forEach(function (row) {
    referenceRows[row.suite + "\u0000" + row["case"] + "\u0000" + row.size] = row;
  });
  var rows = [];
  today.comparison.rows.forEach(function (row) {
    var earlier = referenceRows[row.suite + "\u0000" + row["case"] + "\u0000" + row.size];
    if (!earlier) {
      return;
    }
    var interval = row.interval;
    var ratioInside = interval === null || earlier.ratio === null ? "-" : (inside(earlier.ratio, interval) ? "yes" : "no");
    rows.push({ suite: row.suite, "case": row["case"], family: row.family, size: row.size,
      referenceRatio: earlier.ratio, referenceVerdict: earlier.verdict, referenceBasis: earlier.basis,
      ratio: row.ratio, interval: interval, verdict: row.verdict, basis: row.basis,
      holds: verdictHolds(earlier.verdict, row.verdict, earlier.ratio, interval), ratioInside: ratioInside,
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
    tooFewRuns: count(rows, "holds", TOO_FEW_RUNS),
    judged: count(rows, "holds", "yes") + count(rows, "holds", "no") + count(rows, "holds", TOO_FEW_RUNS),
    inside: count(rows, "ratioInside", "yes"),
    outside: count(rows, "ratioInside", "no"),
    referenceGeomean: compare.geometricMean(both.map(function (row) { return row.referenceRatio; })),
    geomean: compare.geometricMean(both.map(function (row) { return row.ratio; })),
    compared: both.length
  };
}

module.exports = { reproduce: reproduce, verdictHolds: verdictHolds, TOO_FEW_RUNS: TOO_FEW_RUNS };
