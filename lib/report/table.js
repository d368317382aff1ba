/*
 * The printed results table, in the layout of the 2015 shootout script so old and new
 * tables line up: columns joined by " | ", widths 29 / 11 / 7 / 11 / 11 / 11, four decimals,
 * a line of dashes under the header (the 2015 script's run(): downloads/code/
 * arango-25-26-shootout-script.js of jsteemann/jsteemann.github.com). Two columns are
 * added at the end: the median and the suite the case belongs to. ES5.
 */
"use strict";

var COLUMNS = [
  { title: "test name", width: 29, alignRight: false },
  { title: "collection", width: 11, alignRight: false },
  { title: "runs", width: 7, alignRight: true },
  { title: "min (s)", width: 11, alignRight: true },
  { title: "max (s)", width: 11, alignRight: true },
  { title: "avg (s)", width: 11, alignRight: true },
  { title: "med (s)", width: 11, alignRight: true },
  { title: "suite", width: 12, alignRight: false }
];

// The 2015 script printed 99 dashes under its six columns; the median column adds 14, the
// suite column 15.
var DASH_COUNT = 99 + 14 + 15;

function pad(text, width, alignRight) {
  var filler = "";
  for (var i = text.length; i < width; i += 1) {
    filler += " ";
  }
  return alignRight ? filler + text : text + filler;
}

function seconds(value) {
  return typeof value === "number" ? value.toFixed(4) : "-";
}

// The suite column is the last and aligned left: its padding is cut, so no line ends in blanks.
function line(cells) {
  return cells.map(function (cell, i) {
    return pad(String(cell), COLUMNS[i].width, COLUMNS[i].alignRight);
  }).join(" | ").replace(/ +$/, "");
}

function dashes() {
  var text = "";
  for (var i = 0; i < DASH_COUNT; i += 1) {
    text += "-";
  }
  return text;
}

// rows: [{ name, label, runs, min, max, avg, median, suite, problem }] where problem is null
// or a short word ("wrong result", "error", "no index", "not available") shown after the row;
// the details are printed separately by the caller. Returns the lines of the table.
function format(rows) {
  var lines = [line(COLUMNS.map(function (column) { return column.title; })), dashes()];
  rows.forEach(function (row) {
    var text = line([row.name, row.label, row.runs, seconds(row.min), seconds(row.max),
      seconds(row.avg), seconds(row.median), row.suite || "shootout"]);
    lines.push(row.problem ? text + "   <- " + row.problem.toUpperCase() : text);
  });
  return lines;
}

module.exports = { format: format, COLUMNS: COLUMNS };
