/*
 * A comparison of three or more inputs (compare-series.js) as text, markdown, csv and json:
 * one column per input (its median, or average for printed tables), and for every input after
 * the first its ratio to its baseline, p-value and verdict; then, per column, the geometric
 * mean overall and per case family, the rows it leaves out, the row notes, alerts and
 * warnings of the two-input comparison (compare-report.js), named by column. ES5.
 */
"use strict";

var textTable = require("./text-table");
var compare = require("../comparisons/compare");
var report = require("./compare-report");
var letterOf = require("../comparisons/compare-series").letterOf;

var SERIES_FORMATS = ["text", "markdown", "csv", "json"];

function columnTitle(series, c) {
  var column = series.columns[c];
  return letterOf(column.input) + "/" + letterOf(column.baseline);
}

// shared: the ± the input's heading carries (compare-report.js pooledSpread), or null.
function valueCell(row, i, shared) {
  var center = row.values[i];
  return center === null || center.value === null ? "" : report.describeCenter(center, shared);
}

// Per input, the ± its rows share where its runs' spreads were pooled outright: said once, in
// its heading.
function sharedSpreads(series) {
  return series.inputs.map(function (input, i) {
    return report.pooledSpread(series.rows.map(function (row) { return row.values[i]; }));
  });
}

function verdictCell(cell) {
  if (cell === null) {
    return "";
  }
  return cell.basis === "ratio" && (cell.verdict === "faster" || cell.verdict === "slower" || cell.verdict === "~")
    ? cell.verdict + "*" : cell.verdict;
}

// shared: the ± of each input's heading (sharedSpreads).
function headings(series, shared) {
  var list = ["suite", "case", "size"];
  series.inputs.forEach(function (input, i) { list.push(report.sideHeading(letterOf(i), shared[i])); });
  series.columns.forEach(function (column, c) {
    var title = columnTitle(series, c);
    list.push(title, "p", "verdict " + letterOf(column.input));
  });
  return list;
}

function cellsOf(series, row, shared) {
  var list = [row.suite || "shootout", row["case"], row.size];
  series.inputs.forEach(function (input, i) { list.push(valueCell(row, i, shared[i])); });
  row.cells.forEach(function (cell) {
    list.push(cell === null || cell.ratio === null ? "" : cell.ratio.toFixed(3),
      cell === null || cell.p === null ? "" : cell.p.toFixed(4), verdictCell(cell));
  });
  return list;
}

// Numbers right-aligned: every column from the fourth on but the verdicts.
function aligned(table) {
  return textTable.aligned(table, function (k) { return k >= 3 && !/^verdict/.test(table[0][k]); });
}

function inputLines(series) {
  return series.inputs.map(function (input, i) {
    return letterOf(i) + " = " + input.name + (input.label ? " (" + input.label + ")" : "") +
      (input.finished === false ? "  DID NOT FINISH (endedAt null)" : "");
  });
}

// Per column: the geometric mean over its rows and per family, and what it left out.
function geomeanLines(series) {
  var lines = [];
  series.columns.forEach(function (column, c) {
    var summary = column.summary;
    lines.push(columnTitle(series, c) + ": geometric mean " + (summary.geomean === null ? "-" : summary.geomean.toFixed(3)) +
      " over " + report.rowsText(summary.compared) + "; faster " + summary.counts.faster + ", slower " +
      summary.counts.slower + ", unchanged " + summary.unchanged + (summary.families.length > 0 ? "; " +
      summary.families.map(function (family) {
        return family.family + " " + family.geomean.toFixed(3);
      }).join(", ") : ""));
    report.leftOutLines(summary).forEach(function (line) {
      lines.push(columnTitle(series, c) + ": " + line);
    });
  });
  return lines;
}

// Lines of every pair, each once (a legend line two pairs share is said once), named by the
// pair where they are the pair's own.
function perPair(series, linesOf, named) {
  var seen = {};
  var lines = [];
  series.pairs.forEach(function (comparison, c) {
    linesOf(comparison).forEach(function (line) {
      var text = named ? columnTitle(series, c) + ": " + line : line;
      if (!seen.hasOwnProperty(text)) {
        seen[text] = true;
        lines.push(text);
      }
    });
  });
  return lines;
}

// What the cells mean (a pooled ±, ±∞, med, avg, *), then each pair's row notes.
function footnoteLines(series) {
  return perPair(series, report.legendLines, false).concat(perPair(series, report.ratioBasisLines, false),
    perPair(series, report.noteLines, true));
}

// Alerts (unfinished sides) and warnings (method differences, unstable rows ...) of every
// pair, named by the pair.
function noticeLines(series) {
  return perPair(series, function (comparison) {
    return comparison.summary.alerts.concat(comparison.summary.warnings);
  }, true);
}

function settingsLine(series) {
  return "each column compared with " + (series.baseline === "first" ? "the first input (--baseline first)"
    : "the input before it (--baseline previous)") + "; " + report.settingsText(series.settings);
}

function text(series) {
  var shared = sharedSpreads(series);
  var table = [headings(series, shared)].concat(series.rows.map(function (row) { return cellsOf(series, row, shared); }));
  var lines = aligned(table);
  lines.splice(1, 0, new Array(lines[0].length + 1).join("-"));
  var footnotes = footnoteLines(series);
  var notices = noticeLines(series);
  return inputLines(series).concat([""], lines, [""], [settingsLine(series)], geomeanLines(series),
    footnotes.length > 0 ? [""].concat(footnotes) : [], notices.length > 0 ? [""].concat(notices) : []).join("\n");
}

function markdown(series) {
  var shared = sharedSpreads(series);
  var head = headings(series, shared);
  var lines = ["| " + head.join(" | ") + " |", "|" + head.map(function () { return " --- "; }).join("|") + "|"];
  series.rows.forEach(function (row) {
    lines.push("| " + cellsOf(series, row, shared).map(function (cell) { return String(cell).replace(/\|/g, "\\|"); }).join(" | ") + " |");
  });
  var item = function (line) { return "- " + line.replace(/\|/g, "\\|"); };
  return inputLines(series).map(item).concat([""], lines, [""], [settingsLine(series)].map(item),
    geomeanLines(series).map(item), footnoteLines(series).map(item), noticeLines(series).map(item)).join("\n");
}

function csvCell(value) {
  var text = value === null || value === undefined ? "" : String(value);
  return /[",\n]/.test(text) ? "\"" + text.replace(/"/g, "\"\"") + "\"" : text;
}

// One line per row and input after the first: its value, its baseline's, the verdict, whether
// the row counts in the geometric mean and its note; then per column one line "geometric mean"
// for all its rows (family "all") and one per case family, the mean in the ratio column and
// the rows it is over in "rows".
function csv(series) {
  var lines = [["suite", "case", "family", "size", "input", "baseline", "seconds", "statistic", "baseline_seconds",
    "ratio", "p", "verdict", "in_geomean", "note", "rows"].join(",")];
  series.rows.forEach(function (row) {
    series.columns.forEach(function (column, c) {
      var cell = row.cells[c];
      var value = row.values[column.input];
      var base = row.values[column.baseline];
      lines.push([row.suite || "shootout", row["case"], row.family, row.size, series.inputs[column.input].name,
        series.inputs[column.baseline].name, value === null ? "" : value.value, value === null ? "" : value.statistic,
        base === null ? "" : base.value, cell === null || cell.ratio === null ? "" : cell.ratio,
        cell === null || cell.p === null ? "" : cell.p, cell === null ? "" : cell.verdict,
        cell === null ? false : compare.inGeometricMean(cell), cell === null ? "" : cell.note, ""].map(csvCell).join(","));
    });
  });
  series.columns.forEach(function (column) {
    var summary = column.summary;
    var mean = function (family, geomean, rows) {
      lines.push(["", "geometric mean", family, "", series.inputs[column.input].name, series.inputs[column.baseline].name,
        "", "", "", geomean, "", "", "", "", rows].map(csvCell).join(","));
    };
    mean("all", summary.geomean, summary.compared);
    summary.families.forEach(function (family) { mean(family.family, family.geomean, family.rows); });
  });
  return lines.join("\n");
}

function json(series) {
  return JSON.stringify({ baseline: series.baseline, inputs: series.inputs, settings: series.settings,
    columns: series.columns, rows: series.rows }, null, 2);
}

function render(format, series) {
  switch (format) {
    case "text": return text(series);
    case "markdown": return markdown(series);
    case "csv": return csv(series);
    case "json": return json(series);
    default: throw new Error("format " + format + " compares two inputs only; with three or more: " +
      SERIES_FORMATS.join(", "));
  }
}

module.exports = { render: render, SERIES_FORMATS: SERIES_FORMATS };
