/*
 * A/A calibration: two runs of the same server and the same code, compared as if they were A
 * and B. Every difference between them is noise, so what the comparison calls significant
 * here it calls wrongly, and the largest move of identical code is the noise band a real
 * comparison needs to stay quiet. Measured per case and size, because a 2 ms lookup and a
 * 20 s join do not share their noise. ES5.
 */
"use strict";

var compare = require("./compare");
var stats = require("../run/stats");
var compareMethod = require("./compare-method");

// How far identical code moved in one row: the band a verdict must clear to be more than this
// row's own noise. A row that moved 8 % needs a band above 8 %; the chosen band is that
// move itself, since classify() calls a change only beyond it. Measured as a factor, the same
// both ways: a row that fell to half moved as far as one that doubled (a band of 100 %, not
// 50 %), so the band keeps a comparison quiet about such a move in either direction.
function bandOf(ratio) {
  return Math.max(ratio, 1 / ratio) - 1;
}

// a1, a2: sides from compare-input.read of two runs of the same server. options: as for
// compare.compare (alpha, noise, confidence). Returns { rows, overall, a1, a2 }.
function calibrate(a1, a2, options) {
  var comparison = compare.compare(a1, a2, options);
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
      band: bandOf(row.ratio)
    };
  });
  var bands = rows.map(function (row) { return row.band; });
  var tested = rows.filter(function (row) { return row.basis === "test"; }).length;
  return {
    a1: comparison.a,
    a2: comparison.b,
    settings: comparison.settings,
    rows: rows,
    warnings: notAlike(a1, a2).concat(compareMethod.differences(a1, a2, ["A1", "A2"])),
    overall: {
      rows: rows.length,
      wrongCalls: rows.filter(function (row) { return row.wrongCall; }).length,
      // what chance alone explains at this alpha, for comparison with wrongCalls
      expectedByChance: tested * comparison.settings.alpha,
      medianBand: bands.length > 0 ? stats.median(bands) : null,
      // the band that would have kept every row of this pair quiet
      band: bands.length > 0 ? Math.max.apply(null, bands) : null,
      // spread of B/A: the geometric standard deviation of the ratios (1 = no spread)
      ratioSpread: rows.length > 1 ? Math.exp(stats.standardDeviation(rows.map(function (row) {
        return Math.log(row.ratio);
      }))) : null
    }
  };
}

// An A/A pair is two runs of one server: a pair of two versions, engines or roles measures
// their difference, not noise, and is said to be one (a different host or method is one of
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
  }).join(", ") + "; an A/A calibration needs two runs of one server, or its bands measure that difference"];
}

// The per-row bands of a calibration as compare takes them (--noise-from): { "case|documents":
// band }, with the overall band for rows the calibration did not measure.
function bands(calibration) {
  var byKey = {};
  calibration.rows.forEach(function (row) { byKey[row.key] = row.band; });
  return { byKey: byKey, fallback: calibration.overall.band,
    from: calibration.a1.name + "," + calibration.a2.name };
}

function percent(fraction) {
  return fraction === null ? "-" : (fraction * 100).toFixed(1) + " %";
}

// The report: one line per row that moved most first, then the overall figures.
function format(calibration) {
  var overall = calibration.overall;
  var lines = ["A/A calibration: " + calibration.a1.name + " against " + calibration.a2.name +
    " (the same server twice; every difference is noise)", ""];
  lines.push("case                          | size   | B/A     | p       | band needed | verdict");
  lines.push("------------------------------+--------+---------+---------+-------------+--------");
  calibration.rows.slice().sort(function (x, y) { return y.band - x.band; }).forEach(function (row) {
    lines.push((row["case"] + "                              ").slice(0, 30) + "| " +
      (row.size + "       ").slice(0, 7) + "| " + (row.ratio.toFixed(3) + "        ").slice(0, 8) + "| " +
      ((row.p === null ? "-" : row.p.toFixed(4)) + "        ").slice(0, 8) + "| " +
      (percent(row.band) + "            ").slice(0, 12) + "| " + (row.wrongCall ? "WRONG CALL" : "quiet"));
  });
  lines.push("");
  lines.push(overall.rows + " rows; " + overall.wrongCalls + " called significantly faster or slower at alpha " +
    calibration.settings.alpha + " and noise band " + percent(calibration.settings.noise) + " (chance alone explains about " +
    overall.expectedByChance.toFixed(1) + ")");
  lines.push("identical code moved by " + percent(overall.medianBand) + " in the median row, " + percent(overall.band) +
    " at most" + (overall.ratioSpread === null ? "" : "; spread of B/A ×/÷ " + overall.ratioSpread.toFixed(3)));
  lines.push("a noise band of " + percent(overall.band) + " would have kept every row quiet; " +
    "compare --noise-from A1,A2 uses each row's own band");
  calibration.warnings.forEach(function (warning) { lines.push("warning: " + warning); });
  return lines;
}

module.exports = { calibrate: calibrate, bands: bands, format: format };
