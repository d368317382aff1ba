/*
 * A comparison as one self-contained HTML page: the table and an SVG chart of B/A for every
 * row on a log scale (bars left of 1 are faster, right of 1 slower), no external assets.
 * ES5.
 */
"use strict";

var report = require("./compare-report");

var COLORS = { faster: "#2e7d32", slower: "#c62828", other: "#9e9e9e" };

function escapeHtml(value) {
  return String(value === null || value === undefined ? "" : value).replace(/&/g, "&amp;")
    .replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

function colorOf(verdict) {
  return verdict === "faster" || verdict === "slower" ? COLORS[verdict] : COLORS.other;
}

// The error bar of a row: the interval of what its verdict tested, as B/A, and what it was
// tested against (the line the bar must leave out for a call): { low, high, against }, or null
// without one. A row tested against the rest of the rows (compare.js testedOf: "own") has the
// interval of its B/A over theirs, drawn from their B/A (against: the rest's B/A), not 1: the
// interval of its own B/A may hold 1 where B as a whole moved, and would contradict a call.
// Otherwise the verdict's interval of B/A (server runs, run-to-run noise included), else from
// the medians' 95 % intervals (B low over A high, B high over A low), or the range a printed
// table's decimals allow.
function errorBar(row) {
  if (row.tested === "own") {
    var rest = row.ratio / row.own.ratio;
    return { low: row.own.interval.low * rest, high: row.own.interval.high * rest, against: rest };
  }
  if (row.interval) {
    return { low: row.interval.low, high: row.interval.high, against: 1 };
  }
  var a = row.a && row.a.medianInterval;
  var b = row.b && row.b.medianInterval;
  if (a && b && a.high > 0 && a.low > 0) {
    return { low: b.low / a.high, high: b.high / a.low, against: 1 };
  }
  return row.ratioRange ? { low: row.ratioRange.low, high: row.ratioRange.high, against: 1 } : null;
}

// The words of a bar's title: the row, its B/A and verdict, and what its error bar is.
function barTitle(row, bar) {
  var words = row["case"] + " " + row.size + ": B/A " + row.ratio.toFixed(3) + ", " + row.verdict;
  if (bar !== null && row.tested === "own") {
    words += "; tested against the rest of the rows (their B/A " + bar.against.toFixed(3) + "): ×" +
      row.own.ratio.toFixed(3) + " of theirs, 95 % interval ×" + row.own.interval.low.toFixed(3) + " to ×" +
      row.own.interval.high.toFixed(3) + " (the error bar, drawn from their B/A, the tick)";
  }
  return words;
}

function chart(rows) {
  var plotted = rows.filter(function (row) { return row.ratio !== null && row.ratio > 0; });
  var rowHeight = 18;
  var labelWidth = 260;
  var plotWidth = 520;
  var top = 30;
  var height = top + plotted.length * rowHeight + 20;
  // Symmetric log range around 1, at least 0.5x to 2x, so equal factors look equally long.
  var extent = Math.log(2);
  plotted.forEach(function (row) { extent = Math.max(extent, Math.abs(Math.log(row.ratio))); });
  var x = function (ratio) {
    return labelWidth + plotWidth / 2 + (Math.log(ratio) / extent) * (plotWidth / 2);
  };
  var parts = ["<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + (labelWidth + plotWidth + 70) +
    "\" height=\"" + height + "\" role=\"img\" aria-label=\"B/A per case on a log scale\">"];
  var ticks = [];
  for (var power = -6; power <= 6; power += 1) {
    var tick = Math.pow(2, power);
    if (Math.abs(Math.log(tick)) <= extent + 1e-9) {
      ticks.push(tick);
    }
  }
  ticks.forEach(function (tick) {
    var at = x(tick).toFixed(1);
    parts.push("<line x1=\"" + at + "\" y1=\"" + (top - 6) + "\" x2=\"" + at + "\" y2=\"" + (height - 20) +
      "\" stroke=\"" + (tick === 1 ? "#000" : "#ddd") + "\"/>");
    parts.push("<text x=\"" + at + "\" y=\"" + (top - 10) + "\" font-size=\"11\" text-anchor=\"middle\">" +
      (tick >= 1 ? tick + "x" : "1/" + (1 / tick) + "x") + "</text>");
  });
  plotted.forEach(function (row, i) {
    var y = top + i * rowHeight;
    var from = Math.min(x(1), x(row.ratio));
    var width = Math.max(1, Math.abs(x(row.ratio) - x(1)));
    parts.push("<text x=\"" + (labelWidth - 6) + "\" y=\"" + (y + 13) + "\" font-size=\"12\" text-anchor=\"end\">" +
      escapeHtml(row["case"] + " " + row.size) + "</text>");
    var bar = errorBar(row);
    parts.push("<rect x=\"" + from.toFixed(1) + "\" y=\"" + (y + 3) + "\" width=\"" + width.toFixed(1) +
      "\" height=\"" + (rowHeight - 6) + "\" fill=\"" + colorOf(row.verdict) + "\"><title>" +
      escapeHtml(barTitle(row, bar)) + "</title></rect>");
    if (bar !== null) {
      var lowAt = Math.max(labelWidth, x(bar.low));
      var highAt = Math.min(labelWidth + plotWidth, x(bar.high));
      parts.push("<line class=\"error-bar\" x1=\"" + lowAt.toFixed(1) + "\" y1=\"" + (y + rowHeight / 2) + "\" x2=\"" +
        highAt.toFixed(1) + "\" y2=\"" + (y + rowHeight / 2) + "\" stroke=\"#000\"/>");
      if (bar.against !== 1) {
        // the rest's B/A, which the bar leaves out where the row was called
        var at = Math.min(Math.max(labelWidth, x(bar.against)), labelWidth + plotWidth).toFixed(1);
        parts.push("<line class=\"tested-against\" x1=\"" + at + "\" y1=\"" + (y + 2) + "\" x2=\"" + at + "\" y2=\"" +
          (y + rowHeight - 2) + "\" stroke=\"#000\"/>");
      }
    }
    parts.push("<text x=\"" + (labelWidth + plotWidth + 4) + "\" y=\"" + (y + 13) + "\" font-size=\"11\">" +
      row.ratio.toFixed(2) + "</text>");
  });
  parts.push("</svg>");
  return parts.join("\n");
}

// Rows the chart cannot show (no ratio), named so none goes missing silently.
function notPlotted(rows) {
  var missing = rows.filter(function (row) { return !(row.ratio !== null && row.ratio > 0); });
  if (missing.length === 0) {
    return "";
  }
  return "<p>Not in the chart (no ratio): " + missing.map(function (row) {
    return escapeHtml(row["case"] + " " + row.size + " (" + row.verdict + ")");
  }).join(", ") + "</p>";
}

// What the error bars are, under the chart.
function chartLegend(rows) {
  return "<p>Error bars: the 95 % interval of what each row's verdict tested: its B/A" +
    (rows.some(function (row) { return row.tested === "own"; }) ? ", or, where it was tested against the rest of the " +
      "rows (p and verdict of the row apart from them), its B/A over theirs, drawn from their B/A (the tick)" : "") +
    ".</p>";
}

function page(comparison) {
  var shared = report.sharedSpreads(comparison);
  var header = report.shown(comparison, report.headings(comparison, shared), "suite");
  var first = report.showsSuite(comparison) ? 1 : 0;
  // the numbers: from A (s) to the detectable column, or to p without it
  var last = header.length - 2;
  var body = comparison.rows.map(function (row) {
    var cells = report.shown(comparison, report.cells(row, shared), row.suite);
    return "<tr class=\"" + escapeHtml(row.verdict.replace(/[^a-z]/g, "-")) + "\">" + cells.map(function (cell, i) {
      return "<td" + (i >= first + 2 && i <= last ? " class=\"n\"" : "") + ">" + escapeHtml(cell) + "</td>";
    }).join("") + "</tr>";
  });
  var summary = report.trailer(comparison).join("\n");
  return ["<!DOCTYPE html>", "<html lang=\"en\"><head><meta charset=\"utf-8\">",
    "<title>aql-shootout: " + escapeHtml(comparison.a.name) + " vs " + escapeHtml(comparison.b.name) + "</title>",
    "<style>body{font-family:sans-serif;margin:2em}table{border-collapse:collapse}" +
    "td,th{padding:2px 8px;border-bottom:1px solid #eee;text-align:left}td.n{text-align:right;font-family:monospace}" +
    "tr.faster td:last-child{color:" + COLORS.faster + ";font-weight:bold}" +
    "tr.slower td:last-child{color:" + COLORS.slower + ";font-weight:bold}pre{white-space:pre-wrap}" +
    "p.alert{color:" + COLORS.slower + ";font-size:120%}</style>",
    "</head><body>",
    "<h1>aql-shootout comparison</h1>"].concat(comparison.summary.alerts.map(function (alert) {
    return "<p class=\"alert\"><strong>" + escapeHtml(alert) + "</strong></p>";
  }), [
    "<p>A: " + escapeHtml(comparison.a.name) + " &mdash; B: " + escapeHtml(comparison.b.name) + "</p>",
    chart(comparison.rows), chartLegend(comparison.rows), notPlotted(comparison.rows),
    "<table><thead><tr>" + header.map(function (h) { return "<th>" + escapeHtml(h) + "</th>"; }).join("") +
    "</tr></thead><tbody>", body.join("\n"), "</tbody></table>",
    "<pre>" + escapeHtml(summary) + "</pre>",
    "</body></html>", ""]).join("\n");
}

module.exports = { page: page, escapeHtml: escapeHtml };
