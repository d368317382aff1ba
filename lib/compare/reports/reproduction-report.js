/*
 * The report of compare A B --reference A0,B0 (reproduction.js): one row per case and size
 * that both comparisons have, as aligned text, a markdown table or JSON, and a summary of how
 * many earlier verdicts hold and how many earlier ratios lie inside today's intervals. ES5.
 */
"use strict";

var textTable = require("./text-table");

var REPRODUCTION_FORMATS = ["text", "markdown", "json"];

var HEADINGS = ["case", "size", "ref B/A", "ref verdict", "B/A", "interval", "verdict", "holds", "ref inside", "B/A ÷ ref"];
var LEFT_ALIGNED = { 0: true, 1: true, 3: true, 6: true, 7: true, 8: true };

function ratioText(ratio) {
  return ratio === null ? "-" : ratio.toFixed(3);
}

function intervalText(interval) {
  return interval === null ? "-" : interval.low.toFixed(3) + "–" + interval.high.toFixed(3);
}

// A verdict from printed values (no raw samples) is marked *, as in compare's own table.
function verdictText(verdict, basis) {
  return basis === "ratio" && (verdict === "faster" || verdict === "slower" || verdict === "~") ? verdict + "*" : verdict;
}

function cells(row) {
  return [row["case"], row.size, ratioText(row.referenceRatio), verdictText(row.referenceVerdict, row.referenceBasis),
    ratioText(row.ratio), intervalText(row.interval), verdictText(row.verdict, row.basis), row.holds, row.ratioInside, row.factor === null ? "-" : row.factor.toFixed(2)];
}

function percentText(fraction) {
  return (fraction * 100).toFixed(1) + " %";
}

function summaryLines(reproduction, names) {
  var s = reproduction.summary;
  var lines = [
    "reference: " + names.reference[0] + " → " + names.reference[1] + "; today: " + names.today[0] + " → " + names.today[1],
    "verdict holds on " + s.holds + " of " + s.judged + " rows (the same: faster, slower or ~); does not hold on " +
      s.doesNotHold + "; too few runs to judge on " + s.tooFewRuns + "; " + (s.rows - s.judged) + " of " + s.rows +
      " rows without a verdict on one side",
    "the reference B/A lies inside today's interval on " + s.inside + " of " + (s.inside + s.outside) + " rows " +
      "(the size of the change reproduced, not only its direction)"
  ];
  if (s.compared > 0) {
    lines.push("geometric mean of B/A over " + s.compared + " rows: reference " + s.referenceGeomean.toFixed(3) +
      ", today " + s.geomean.toFixed(3));
  }
  lines.push("", "interval: today's B/A, " + percentText(reproduction.confidence) + " interval from the server runs " +
    "(the run-to-run noise included); \"-\" where a side has no raw samples. \"does not hold\": today's verdict " +
    "is the other way, or ~ with an interval that leaves the reference ratio out; \"too few runs to judge\": today's " +
    "~ with an interval that still holds the reference ratio. \"B/A ÷ ref\": how many times today's ratio is the " +
    "reference's.", "A verdict marked * rests on printed values without raw samples (no significance test).");
  return lines;
}

function text(reproduction, names) {
  var table = [HEADINGS].concat(reproduction.rows.map(cells));
  var lines = textTable.aligned(table, function (k) { return !LEFT_ALIGNED[k]; });
  lines.splice(1, 0, new Array(lines[0].length + 1).join("-"));
  return lines.concat([""], summaryLines(reproduction, names)).join("\n");
}

function markdown(reproduction, names) {
  var escape = function (cell) { return String(cell).replace(/\|/g, "\\|"); };
  var lines = ["| " + HEADINGS.join(" | ") + " |",
    "|" + HEADINGS.map(function (unused, k) { return LEFT_ALIGNED[k] ? " --- " : " ---: "; }).join("|") + "|"];
  reproduction.rows.forEach(function (row) {
    lines.push("| " + cells(row).map(escape).join(" | ") + " |");
  });
  return lines.concat([""], summaryLines(reproduction, names)).join("\n");
}

function render(format, reproduction, names) {
  if (format === "json") {
    return JSON.stringify({ reference: names.reference, today: names.today, confidence: reproduction.confidence,
      rows: reproduction.rows, summary: reproduction.summary }, null, 2);
  }
  return format === "markdown" ? markdown(reproduction, names) : text(reproduction, names);
}

module.exports = { render: render, REPRODUCTION_FORMATS: REPRODUCTION_FORMATS };
