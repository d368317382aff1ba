/*
 * A comparison (compare.js) as text for people and programs: aligned text (default),
 * markdown, csv, json, and the Go benchmark format that benchstat reads. ES5.
 */
"use strict";

var FORMATS = ["text", "markdown", "csv", "json", "benchstat"];

function percent(fraction, digits) {
  return fraction === null ? "" : (fraction * 100).toFixed(digits === undefined ? 2 : digits) + " %";
}

function fixed(value, digits) {
  return value === null || value === undefined ? "" : value.toFixed(digits);
}

// "0.0112 ±4%" for a median with its confidence interval, "±∞" when the sample is too small
// for one (benchstat's convention), "0.0112 avg" for a mean read from a printed table.
function describeCenter(center) {
  if (center === null) {
    return "";
  }
  var text = center.value.toFixed(4);
  if (center.statistic === "mean") {
    return text + " avg";
  }
  if (center.low === null) {
    return text + " ±∞";
  }
  var spread = Math.max(center.high / center.value - 1, 1 - center.low / center.value);
  return text + " ±" + Math.round(spread * 100) + "%";
}

function verdictText(row) {
  return row.basis === "ratio" && (row.verdict === "faster" || row.verdict === "slower" || row.verdict === "~")
    ? row.verdict + "*" : row.verdict;
}

// The suite column appears in text, markdown and HTML when a row belongs to another suite than
// the 2015 shootout, so comparisons of the shootout alone keep their old layout.
function showsSuite(comparison) {
  return comparison.rows.some(function (row) { return row.suite !== undefined && row.suite !== "shootout"; });
}

function withSuite(comparison, list, suiteCell) {
  return showsSuite(comparison) ? [suiteCell].concat(list) : list;
}

function cells(row) {
  return [row["case"], row.size, describeCenter(row.a), describeCenter(row.b), fixed(row.ratio, 3),
    percent(row.reduction), percent(row.speedup), row.p === null ? "" : row.p.toFixed(4), verdictText(row)];
}

var HEADINGS = ["case", "size", "A (s)", "B (s)", "B/A", "reduction", "speedup", "p", "verdict"];
var RIGHT_ALIGNED = [false, false, true, true, true, true, true, true, false];

function rowsText(count) {
  return count + (count === 1 ? " row" : " rows");
}

function summaryLines(comparison) {
  var s = comparison.summary;
  var lines = [];
  if (s.counts["results differ"] > 0) {
    lines.push("RESULTS DIFFER in " + s.counts["results differ"] + " row(s): the two servers computed " +
      "different answers; their timings are not compared");
  }
  lines.push("faster: " + s.counts.faster + ", slower: " + s.counts.slower + ", unchanged: " + s.unchanged +
    " (~ " + s.counts["~"] + ", within noise " + s.counts["within noise"] + "), not comparable: " +
    s.counts["not comparable"] + ", new: " + s.counts["new"] + ", gone: " + s.counts.gone + ", failed: " +
    s.counts.failed + ", fixed: " + s.counts.fixed + ", results differ: " + s.counts["results differ"] +
    (s.counts["not measured"] > 0 ? ", not measured: " + s.counts["not measured"] : ""));
  if (s.geomean !== null) {
    lines.push("geometric mean of B/A over " + rowsText(s.compared) + ": " + s.geomean.toFixed(3) +
      " (reduction " + percent(1 - s.geomean) + ")");
    s.families.forEach(function (family) {
      lines.push("  " + family.family + ": " + family.geomean.toFixed(3) + " over " + rowsText(family.rows));
    });
  }
  return lines;
}

function footnotes(comparison) {
  var lines = ["A = " + comparison.a.name + (comparison.a.label ? " (" + comparison.a.label + ")" : "") +
    ", B = " + comparison.b.name + (comparison.b.label ? " (" + comparison.b.label + ")" : "") +
    "; alpha " + comparison.settings.alpha + ", noise band " + percent(comparison.settings.noise, 1) +
    "; medians with " + Math.round(comparison.settings.confidence * 100) + "% intervals where raw samples exist"];
  if (comparison.rows.some(function (row) { return row.basis === "ratio"; })) {
    lines.push("* no raw samples: verdict from the ratio and the noise band only, no significance test");
  }
  comparison.rows.forEach(function (row) {
    if (row.note !== null) {
      lines.push(row["case"] + " " + row.size + " (" + row.verdict + "): " + row.note);
    }
  });
  return lines;
}

// Plan changes and changes in the documents the server read, one line per row that has one.
function planLines(comparison) {
  var lines = [];
  comparison.rows.forEach(function (row) {
    var parts = [];
    if (row.planChange !== null) {
      parts.push("plan: " + row.planChange);
    }
    if (row.scanned !== null && row.scanned.a !== row.scanned.b) {
      parts.push("documents read per run: " + row.scanned.a + " → " + row.scanned.b);
    }
    if (parts.length > 0) {
      lines.push(row["case"] + " " + row.size + ": " + parts.join("; "));
    }
  });
  return lines.length > 0 ? ["plan changes:"].concat(lines.map(function (line) { return "  " + line; })) : [];
}

function text(comparison) {
  var headings = withSuite(comparison, HEADINGS, "suite");
  var rightAligned = withSuite(comparison, RIGHT_ALIGNED, false);
  var table = [headings].concat(comparison.rows.map(function (row) {
    return withSuite(comparison, cells(row), row.suite);
  }));
  var widths = headings.map(function (heading, column) {
    var widest = 0;
    table.forEach(function (line) { widest = Math.max(widest, line[column].length); });
    return widest;
  });
  var lines = table.map(function (line) {
    return line.map(function (cell, column) {
      var filler = new Array(widths[column] - cell.length + 1).join(" ");
      return rightAligned[column] ? filler + cell : cell + filler;
    }).join("  ").replace(/\s+$/, "");
  });
  lines.splice(1, 0, new Array(lines[0].length + 1).join("-"));
  var plans = planLines(comparison);
  return lines.concat([""], summaryLines(comparison), plans.length > 0 ? [""].concat(plans) : [], [""],
    footnotes(comparison),
    comparison.summary.warnings.length > 0 ? [""].concat(comparison.summary.warnings.map(function (w) {
      return "warning: " + w;
    })) : []).join("\n");
}

function markdown(comparison) {
  var escape = function (cell) { return cell.replace(/\|/g, "\\|"); };
  var lines = ["| " + withSuite(comparison, HEADINGS, "suite").join(" | ") + " |",
    "|" + withSuite(comparison, RIGHT_ALIGNED, false).map(function (right) { return right ? " ---: " : " --- "; })
      .join("|") + "|"];
  comparison.rows.forEach(function (row) {
    lines.push("| " + withSuite(comparison, cells(row), row.suite).map(escape).join(" | ") + " |");
  });
  return lines.concat([""], summaryLines(comparison).map(function (line) {
    return /^ {2}/.test(line) ? "  - " + line.slice(2) : "- " + line;
  }), [""], planLines(comparison).map(function (line) {
    return /^ {2}/.test(line) ? "  - " + escape(line.slice(2)) : "- " + escape(line);
  }), footnotes(comparison).map(function (line) { return "- " + escape(line); }),
  comparison.summary.warnings.map(function (w) { return "- **warning:** " + escape(w); })).join("\n");
}

function csvCell(value) {
  var textValue = value === null || value === undefined ? "" : String(value);
  return /[",\n]/.test(textValue) ? "\"" + textValue.replace(/"/g, "\"\"") + "\"" : textValue;
}

function csv(comparison) {
  var side = function (center) {
    return center === null ? ["", "", "", "", ""] : [center.statistic, center.value, center.low, center.high, center.runs];
  };
  var lines = [["case", "family", "size", "documents", "a_statistic", "a_seconds", "a_low", "a_high", "a_runs",
    "b_statistic", "b_seconds", "b_low", "b_high", "b_runs", "ratio", "reduction", "speedup", "p", "test",
    "basis", "verdict", "note", "plan_change", "a_scanned", "b_scanned", "suite"].join(",")];
  comparison.rows.forEach(function (row) {
    lines.push([row["case"], row.family, row.size, row.documents].concat(side(row.a), side(row.b),
      [row.ratio, row.reduction, row.speedup, row.p, row.test, row.basis, row.verdict, row.note,
        row.planChange, row.scanned ? row.scanned.a : null, row.scanned ? row.scanned.b : null, row.suite])
      .map(csvCell).join(","));
  });
  return lines.join("\n");
}

function json(comparison) {
  return JSON.stringify(comparison, null, 2);
}

// Go benchmark names: "Benchmark" + CamelCase case name, then the size and the side (A or B)
// as sub-benchmark keys, so `benchstat -col /run FILE` puts A and B side by side. No "-" in
// names: benchstat would read a trailing "-N" as GOMAXPROCS.
function benchmarkName(caseName, size, side) {
  return "Benchmark" + caseName.split("-").map(function (part) {
    return part.charAt(0).toUpperCase() + part.slice(1);
  }).join("") + "/size=" + size + "/run=" + side;
}

// One line per raw sample; sides: the two inputs (compare-input.js).
function benchstat(sides) {
  var lines = [];
  sides.forEach(function (side, i) {
    side.entries.forEach(function (entry) {
      (entry.times || []).forEach(function (seconds) {
        lines.push(benchmarkName(entry["case"], entry.size, i === 0 ? "A" : "B") + " 1 " +
          Math.round(seconds * 1e9) + " ns/op");
      });
    });
  });
  return lines.join("\n");
}

function render(format, comparison, sides) {
  switch (format) {
    case "text": return text(comparison);
    case "markdown": return markdown(comparison);
    case "csv": return csv(comparison);
    case "json": return json(comparison);
    case "benchstat": return benchstat(sides);
    default: throw new Error("unknown format '" + format + "'; formats: " + FORMATS.join(", "));
  }
}

module.exports = { FORMATS: FORMATS, render: render, benchmarkName: benchmarkName, describeCenter: describeCenter,
  showsSuite: showsSuite };
