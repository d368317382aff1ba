/*
 * A comparison of three or more inputs (compare-series.js) as text, markdown, csv and json:
 * one column per input (its median, or average for printed tables), and for every input after
 * the first its ratio to its baseline, p-value and verdict; then the geometric mean per column,
 * overall and per case family. The per-column warnings and alerts are the two-input ones,
 * named by column. ES5.
 */
"use strict";

var report = require("./compare-report");

var SERIES_FORMATS = ["text", "markdown", "csv", "json"];

function letterOf(index) {
  return String.fromCharCode(65 + index);
}

function columnTitle(series, c) {
  var column = series.columns[c];
  return letterOf(column.input) + "/" + letterOf(column.baseline);
}

function valueCell(row, i) {
  var center = row.values[i];
  return center === null || center.value === null ? "" : report.describeCenter(center);
}

function verdictCell(cell) {
  if (cell === null) {
    return "";
  }
  return cell.basis === "ratio" && (cell.verdict === "faster" || cell.verdict === "slower" || cell.verdict === "~")
    ? cell.verdict + "*" : cell.verdict;
}

function headings(series) {
  var list = ["suite", "case", "size"];
  series.inputs.forEach(function (input, i) { list.push(letterOf(i) + " (s)"); });
  series.columns.forEach(function (column, c) {
    var title = columnTitle(series, c);
    list.push(title, "p", "verdict " + letterOf(column.input));
  });
  return list;
}

function cellsOf(series, row) {
  var list = [row.suite || "shootout", row["case"], row.size];
  series.inputs.forEach(function (input, i) { list.push(valueCell(row, i)); });
  row.cells.forEach(function (cell) {
    list.push(cell === null || cell.ratio === null ? "" : cell.ratio.toFixed(3),
      cell === null || cell.p === null ? "" : cell.p.toFixed(4), verdictCell(cell));
  });
  return list;
}

function aligned(table) {
  var widths = table[0].map(function (unused, k) {
    return Math.max.apply(null, table.map(function (line) { return String(line[k]).length; }));
  });
  return table.map(function (line) {
    return line.map(function (cell, k) {
      var text = String(cell);
      var pad = new Array(widths[k] - text.length + 1).join(" ");
      return k >= 3 && k < line.length && !/^verdict/.test(table[0][k]) ? pad + text : text + pad;
    }).join("  ").replace(/\s+$/, "");
  });
}

function inputLines(series) {
  return series.inputs.map(function (input, i) {
    return letterOf(i) + " = " + input.name + (input.label ? " (" + input.label + ")" : "") +
      (input.finished === false ? "  DID NOT FINISH (endedAt null)" : "");
  });
}

function geomeanLines(series) {
  var lines = [];
  series.columns.forEach(function (column, c) {
    var summary = column.summary;
    lines.push(columnTitle(series, c) + ": geometric mean " + (summary.geomean === null ? "-" : summary.geomean.toFixed(3)) +
      " over " + summary.compared + " rows; faster " + summary.counts.faster + ", slower " + summary.counts.slower +
      ", unchanged " + summary.unchanged + (summary.families.length > 0 ? "; " + summary.families.map(function (family) {
        return family.family + " " + family.geomean.toFixed(3);
      }).join(", ") : ""));
  });
  return lines;
}

// Alerts (unfinished sides) and warnings (method differences, unstable rows ...) of every
// pair, each once, named by the pair.
function noticeLines(series) {
  var lines = [];
  series.columns.forEach(function (column, c) {
    var summary = column.summary;
    summary.alerts.concat(summary.warnings).forEach(function (line) {
      lines.push(columnTitle(series, c) + ": " + line);
    });
  });
  return lines;
}

function text(series) {
  var table = [headings(series)].concat(series.rows.map(function (row) { return cellsOf(series, row); }));
  var lines = aligned(table);
  lines.splice(1, 0, new Array(lines[0].length + 1).join("-"));
  return inputLines(series).concat([""], lines, [""], ["each column compared with " +
    (series.baseline === "first" ? "the first input (--baseline first)" : "the input before it (--baseline previous)") +
    "; alpha " + series.settings.alpha + ", noise band " + (series.settings.noise * 100).toFixed(1) + " %"],
  geomeanLines(series), noticeLines(series).length > 0 ? [""].concat(noticeLines(series)) : []).join("\n");
}

function markdown(series) {
  var head = headings(series);
  var lines = ["| " + head.join(" | ") + " |", "|" + head.map(function () { return " --- "; }).join("|") + "|"];
  series.rows.forEach(function (row) {
    lines.push("| " + cellsOf(series, row).map(function (cell) { return String(cell).replace(/\|/g, "\\|"); }).join(" | ") + " |");
  });
  return inputLines(series).map(function (line) { return "- " + line; }).concat([""], lines, [""],
    geomeanLines(series).map(function (line) { return "- " + line; }),
    noticeLines(series).map(function (line) { return "- " + line; })).join("\n");
}

function csvCell(value) {
  var text = value === null || value === undefined ? "" : String(value);
  return /[",\n]/.test(text) ? "\"" + text.replace(/"/g, "\"\"") + "\"" : text;
}

// One line per row and input after the first: its value, its baseline's and the verdict.
function csv(series) {
  var lines = [["suite", "case", "size", "input", "baseline", "seconds", "statistic", "baseline_seconds",
    "ratio", "p", "verdict"].join(",")];
  series.rows.forEach(function (row) {
    series.columns.forEach(function (column, c) {
      var cell = row.cells[c];
      var value = row.values[column.input];
      var base = row.values[column.baseline];
      lines.push([row.suite || "shootout", row["case"], row.size, series.inputs[column.input].name,
        series.inputs[column.baseline].name, value === null ? "" : value.value, value === null ? "" : value.statistic,
        base === null ? "" : base.value, cell === null || cell.ratio === null ? "" : cell.ratio,
        cell === null || cell.p === null ? "" : cell.p, cell === null ? "" : cell.verdict].map(csvCell).join(","));
    });
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

module.exports = { render: render, SERIES_FORMATS: SERIES_FORMATS, letterOf: letterOf };
