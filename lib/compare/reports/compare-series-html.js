/*
 * A comparison of three or more inputs as one self-contained HTML page: the table, and per
 * case family a chart of each row's time over the inputs (median, or average for printed
 * tables) on a log scale, with the 95 % interval of each median as an error bar, so a series
 * of versions (2.5 → 3.12) reads at a glance. Inline SVG, no external assets. ES5.
 */
"use strict";

var seriesReport = require("./compare-series-report");
var compareSeries = require("../comparisons/compare-series");

var PALETTE = ["#1565c0", "#c62828", "#2e7d32", "#6a1b9a", "#ef6c00", "#00838f", "#4e342e", "#ad1457"];
// Past the palette, lines repeat its colours with a dash pattern of their own, so no two rows
// of a family (up to 8 × 3 rows) look alike.
var DASHES = [null, "6 3", "2 2"];
var LEGEND_LINE = 14;

function strokeStyle(r) {
  var dash = DASHES[Math.floor(r / PALETTE.length) % DASHES.length];
  return "stroke=\"" + PALETTE[r % PALETTE.length] + "\"" + (dash === null ? "" : " stroke-dasharray=\"" + dash + "\"");
}

function escapeHtml(value) {
  return String(value === null || value === undefined ? "" : value).replace(/&/g, "&amp;")
    .replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

function timeOf(center) {
  return center !== null && center.value !== null && center.value > 0 ? center.value : null;
}

// [low, high] of a median's interval, or null.
function intervalOf(center) {
  return center !== null && center.medianInterval ? [center.medianInterval.low, center.medianInterval.high] : null;
}

function familyChart(series, family, rows) {
  var width = 640;
  var left = 70;
  var right = 170;
  var top = 30;
  var bottom = 40;
  // tall enough for the legend: one line per row beside the plot
  var height = Math.max(260, top + 12 + LEGEND_LINE * rows.length + bottom);
  var values = [];
  rows.forEach(function (row) {
    row.values.forEach(function (center) {
      if (timeOf(center) !== null) {
        values.push(center.value);
        var interval = intervalOf(center);
        if (interval !== null && interval[0] > 0) {
          values.push(interval[0], interval[1]);
        }
      }
    });
  });
  if (values.length === 0) {
    return "";
  }
  var low = Math.log(Math.min.apply(null, values)) / Math.LN10;
  var high = Math.log(Math.max.apply(null, values)) / Math.LN10;
  if (high - low < 1) {
    low -= 0.5;
    high += 0.5;
  }
  var x = function (i) { return left + (series.inputs.length === 1 ? 0 : i * (width - left - right) / (series.inputs.length - 1)); };
  var y = function (seconds) { return top + (high - Math.log(seconds) / Math.LN10) / (high - low) * (height - top - bottom); };
  var parts = ["<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + width + "\" height=\"" + height +
    "\" role=\"img\" aria-label=\"" + escapeHtml(family) + ": seconds per input, log scale\">",
  "<text x=\"" + left + "\" y=\"16\" font-size=\"13\" font-weight=\"bold\">" + escapeHtml(family) + "</text>"];
  for (var power = Math.ceil(low); power <= Math.floor(high); power += 1) {
    var at = y(Math.pow(10, power)).toFixed(1);
    parts.push("<line x1=\"" + left + "\" y1=\"" + at + "\" x2=\"" + (width - right) + "\" y2=\"" + at + "\" stroke=\"#ddd\"/>",
      "<text x=\"" + (left - 6) + "\" y=\"" + at + "\" font-size=\"11\" text-anchor=\"end\">" + Math.pow(10, power) + " s</text>");
  }
  series.inputs.forEach(function (input, i) {
    parts.push("<text x=\"" + x(i).toFixed(1) + "\" y=\"" + (height - bottom + 18) + "\" font-size=\"11\" " +
      "text-anchor=\"middle\">" + escapeHtml(compareSeries.letterOf(i)) + "<title>" + escapeHtml(input.name) + "</title></text>");
  });
  rows.forEach(function (row, r) {
    var color = PALETTE[r % PALETTE.length];
    var points = [];
    row.values.forEach(function (center, i) {
      if (timeOf(center) === null) {
        return;
      }
      points.push(x(i).toFixed(1) + "," + y(center.value).toFixed(1));
      var interval = intervalOf(center);
      if (interval !== null && interval[0] > 0) {
        parts.push("<line class=\"error-bar\" x1=\"" + x(i).toFixed(1) + "\" y1=\"" + y(interval[0]).toFixed(1) + "\" x2=\"" +
          x(i).toFixed(1) + "\" y2=\"" + y(interval[1]).toFixed(1) + "\" stroke=\"" + color + "\"/>");
      }
      parts.push("<circle cx=\"" + x(i).toFixed(1) + "\" cy=\"" + y(center.value).toFixed(1) + "\" r=\"3\" fill=\"" + color +
        "\"><title>" + escapeHtml(row["case"] + " " + row.size + " in " + series.inputs[i].name + ": " +
        center.value.toFixed(4) + " s") + "</title></circle>");
    });
    var legendY = top + 12 + LEGEND_LINE * r;
    parts.push("<polyline fill=\"none\" " + strokeStyle(r) + " points=\"" + points.join(" ") + "\"/>",
      "<line x1=\"" + (width - right + 8) + "\" y1=\"" + (legendY - 4) + "\" x2=\"" + (width - right + 26) + "\" y2=\"" +
      (legendY - 4) + "\" " + strokeStyle(r) + "/>",
      "<text x=\"" + (width - right + 30) + "\" y=\"" + legendY + "\" font-size=\"11\" fill=\"" + color + "\">" +
      escapeHtml(row["case"] + " " + row.size) + "</text>");
  });
  parts.push("</svg>");
  return parts.join("");
}

function page(series) {
  var families = [];
  var byFamily = {};
  series.rows.forEach(function (row) {
    var family = row.family || "other";
    if (!byFamily[family]) {
      byFamily[family] = [];
      families.push(family);
    }
    byFamily[family].push(row);
  });
  var table = seriesReport.render("text", series);
  return "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>aql-shootout: " + series.inputs.length +
    " runs compared</title></head><body style=\"font-family: sans-serif\">\n<h1>" + series.inputs.length +
    " runs compared</h1>\n<pre>" + escapeHtml(table) + "</pre>\n<h2>Time per case family over the inputs (log scale; " +
    "bars: 95 % interval of the median)</h2>\n" + families.map(function (family) {
      return "<div class=\"family-chart\">" + familyChart(series, family, byFamily[family]) + "</div>";
    }).join("\n") + "\n</body></html>\n";
}

module.exports = { page: page };
