/*
 * What a comparison says of the load it was measured under (comparisons/load-summary.js): one
 * line, and a warning when the machine was busy or the two sides ran under different load.
 * Placed under the comparison in text and markdown (compare-command.js); JSON carries the
 * summary itself. ES5.
 */
"use strict";

var DOCS = "docs/comparing.md, \"The load on record\"";

// Cores of other work: two digits below a tenth, else one; a figure a little below 0 (the
// counters read a few milliseconds apart) is 0.
function cores(value) {
  var shown = Math.max(0, value);
  return shown < 0.095 ? shown.toFixed(2) : shown.toFixed(1);
}

function ofCores(count) {
  return " of " + count + " core" + (count === 1 ? "" : "s");
}

function loadAverageText(value) {
  return value === null ? null : value.toFixed(1);
}

function range(values) {
  var low = Math.min.apply(null, values);
  var high = Math.max.apply(null, values);
  return cores(low) === cores(high) ? cores(low) : cores(low) + "–" + cores(high);
}

// "while A ran, 1.4 while B ran" or "while the pairs ran": what the figure is the figure of.
function tookText(summary) {
  var of = ofCores(summary.cores);
  if (summary.design === "pairs") {
    var pairs = summary.units.length;
    return "other work took " + cores(summary.other.a) + of + " while the " + (pairs === 1 ? "process pair ran"
      : "process pairs ran");
  }
  if (summary.other.a === null || summary.other.b === null) {
    var side = summary.other.a === null ? "b" : "a";
    return "other work took " + cores(summary.other[side]) + of + " while " + side.toUpperCase() + " ran";
  }
  if (cores(summary.other.a) === cores(summary.other.b)) {
    return "other work took " + cores(summary.other.a) + of + " while A ran and while B ran";
  }
  return "other work took " + cores(summary.other.a) + of + " while A ran, " + cores(summary.other.b) +
    " while B ran";
}

// What stands behind the figure, in brackets: each pair's or each side's runs, the load average.
function detailText(summary) {
  var parts = [];
  if (summary.design === "pairs" && summary.units.length > 1) {
    parts.push("pairs " + summary.units.map(function (unit) { return cores(unit.other); }).join(", "));
  } else if (summary.design !== "pairs") {
    var sides = [];
    ["a", "b"].forEach(function (side) {
      var own = summary.units.filter(function (unit) { return unit.side === side; });
      if (own.length > 1) {
        sides.push(side.toUpperCase() + " " + range(own.map(function (unit) { return unit.other; })));
      }
    });
    if (sides.length > 0) {
      parts.push("runs " + sides.join(", "));
    }
  }
  var averages = [summary.loadAverage.a, summary.loadAverage.b].filter(function (value) { return value !== null; });
  if (averages.length > 0) {
    parts.push("load average " + (averages.length === 2 && loadAverageText(averages[0]) !== loadAverageText(averages[1])
      ? "A " + loadAverageText(averages[0]) + ", B " + loadAverageText(averages[1])
      : loadAverageText(averages[0])));
  }
  if (summary.notRecorded.length > 0) {
    parts.push("not recorded in " + summary.notRecorded.length + " of " + summary.files + " results files");
  }
  return parts.length > 0 ? " (" + parts.join("; ") + ")" : "";
}

// The line, without its "load: ".
function lineText(summary) {
  if (summary.units.length === 0) {
    if (summary.notRecorded.length === summary.files) {
      return "not recorded (" + (summary.files === 2 ? "both results files were" : "the results files were") +
        " written before the suite kept a record of the machine's load)";
    }
    return "not recorded (" + (summary.unreadable.length > 0 ? summary.unreadable[0] : "too few readings") + ")";
  }
  return (summary.quiet ? "a quiet machine: " : "") + tookText(summary) + detailText(summary);
}

// The warnings, without "warning: ".
function warnings(summary) {
  if (summary === null || summary.units.length === 0) {
    return [];
  }
  var found = [];
  if (summary.differentLoad) {
    found.push("A and B ran under different load (" + tookText(summary) + "): load changes B/A itself, so part of " +
      "this B/A may be the load's; let versus run both servers as a duet (every sample under the same load on both " +
      "sides), or take turns only while the load stays put (" + DOCS + ")");
  }
  if (summary.busy) {
    var worst = Math.max(summary.other.a === null ? 0 : summary.other.a, summary.other.b === null ? 0 : summary.other.b);
    found.push("the machine was busy (other work took " + cores(worst) + ofCores(summary.cores) + "): a busy " +
      "machine's B/A is not a quiet machine's, whatever the design (measured: 2.5.4 " +
      "against 2.6.0-alpha2 beside a compiler build said ×0.80 of the quiet B/A per row on average, and 10 of 28 rows " +
      "fell outside the quiet interval; " + DOCS + ")");
  }
  return found;
}

// The lines under a comparison: [] for printed tables, else the load line and its warnings.
function lines(summary) {
  if (summary === null) {
    return [];
  }
  return ["load: " + lineText(summary)].concat(warnings(summary).map(function (warning) {
    return "warning: " + warning;
  }));
}

// What goes under the rendered comparison in a format: text and markdown get the lines.
function appendix(format, summary) {
  var found = lines(summary);
  if (found.length === 0 || (format !== "text" && format !== "markdown")) {
    return "";
  }
  return "\n\n" + (format === "markdown" ? found.map(function (line) {
    return /^warning: /.test(line) ? "- **warning:** " + line.slice("warning: ".length) : "- " + line;
  }) : found).join("\n");
}

module.exports = { lines: lines, warnings: warnings, appendix: appendix };
