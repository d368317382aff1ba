/*
 * A comparison (compare.js) as text for people and programs: aligned text (default),
 * markdown, csv, json, and the Go benchmark format that benchstat reads. ES5.
 */
"use strict";

var compare = require("../comparisons/compare");
var stability = require("../../run/stability");

var FORMATS = ["text", "markdown", "csv", "json", "benchstat"];

function percent(fraction, digits) {
  return fraction === null ? "" : (fraction * 100).toFixed(digits === undefined ? 2 : digits) + " %";
}

function fixed(value, digits) {
  return value === null || value === undefined ? "" : value.toFixed(digits);
}

// "±4%": a median's confidence interval as a whole percent of the value, the wider way; null
// without one.
function spreadOf(center) {
  if (center === null || center.statistic !== "median" || center.medianInterval === null) {
    return null;
  }
  var interval = center.medianInterval;
  return "±" + Math.round(Math.max(interval.high / center.value - 1, 1 - interval.low / center.value) * 100) + "%";
}

// "0.0112 ±4%" for a median with its confidence interval; "0.0112 ±∞" for a median of too
// few runs for one (benchstat's convention); "0.0112 ±?" for runs too far apart for an interval
// that says anything; "0.0112 med" for a median read from a printed table (no raw samples, so
// no interval at all); "0.0112 avg" for a mean. shared (optional): the ± the column's heading
// carries (pooledSpread): a row whose interval is that pool's shows its value alone.
function describeCenter(center, shared) {
  if (center === null) {
    return "";
  }
  var text = center.value.toFixed(4);
  if (center.statistic === "mean") {
    return text + " avg";
  }
  if (center.medianInterval === null) {
    var marks = {};
    marks[compare.NO_INTERVAL.TOO_FEW_RUNS] = " ±∞";
    marks[compare.NO_INTERVAL.RUNS_TOO_FAR_APART] = " ±?";
    return text + (marks[center.noInterval] || " med");
  }
  var spread = spreadOf(center);
  return center.medianInterval.pooled && shared && spread === shared ? text : text + " " + spread;
}

// The ± a side's rows share where their runs' spreads were pooled outright (the rows spread
// alike, verdict/center-interval.js): the same for every row of as many runs, so it is said once,
// in the column's heading, not on every row as if each had measured it. The one most such rows
// have (a row of fewer runs has a wider one, shown in its cell); null when no row's is the pool's.
function pooledSpread(centers) {
  var counts = {};
  var most = null;
  centers.forEach(function (center) {
    if (center && center.medianInterval && center.medianInterval.pooled) {
      var spread = spreadOf(center);
      counts[spread] = (counts[spread] || 0) + 1;
      most = most === null || counts[spread] > counts[most] ? spread : most;
    }
  });
  return most;
}

// The pooled ± of each side of a comparison: { a, b }, each a "±6%" or null.
function sharedSpreads(comparison) {
  var of = function (letter) {
    return pooledSpread(comparison.rows.map(function (row) {
      return row.notMeasured !== null && row.notMeasured[letter] !== null ? null : row[letter];
    }));
  };
  return { a: of("a"), b: of("b") };
}

// A side's heading, with the ± its rows share where there is one: "A (s) ±6%".
function sideHeading(letter, shared) {
  return letter + " (s)" + (shared ? " " + shared : "");
}

// A verdict marked * comes from printed values, without a test. The words of a tested verdict
// say what it was tested against (verdict/run-model.js judgeRow): "slower" the row against the
// rest of the rows, "slower than the rest" the same where the row's own B/A lies on the other
// side of 1; "(with run)" its whole B/A, which moved as B as a whole did, "(against run)" its
// whole B/A, which moved the other way; in a duet "(with B)" and "(against B)", B as a whole
// being the shift of its process pairs.
function verdictText(row) {
  if (row.basis === "ratio" && (row.verdict === "faster" || row.verdict === "slower" || row.verdict === "~")) {
    return row.verdict + "*";
  }
  if ((row.verdict !== "faster" && row.verdict !== "slower") || row.claim === null) {
    return row.verdict;
  }
  var whole = row.test === "pairs" ? "B" : "run";
  if (row.claim === "run" || row.claim === "against") {
    return row.verdict + " (" + (row.claim === "run" ? "with " : "against ") + whole + ")";
  }
  return (row.verdict === "slower") !== (row.ratio > 1) ? row.verdict + " than the rest" : row.verdict;
}

// The smallest change this comparison finds in the row with 90 % probability, as a factor.
function detectableText(row) {
  return row.detectable === null ? "" : "×" + (row.detectable >= 10 ? row.detectable.toFixed(0) : row.detectable.toFixed(2));
}

// The suite column appears in text, markdown and HTML when a row belongs to another suite than
// the 2015 shootout, so comparisons of the shootout alone keep their old layout.
function showsSuite(comparison) {
  return comparison.rows.some(function (row) { return row.suite !== undefined && row.suite !== "shootout"; });
}

// The detectable column appears where a row has one (results files on both sides); a
// comparison of printed tables keeps the 2015 sheet's columns.
var DETECTABLE_COLUMN = 8;

function showsDetectable(comparison) {
  return comparison.rows.some(function (row) { return row.detectable !== null; });
}

// The cells of a row, or the headings, as the table of this comparison shows them.
function shown(comparison, list, suiteCell) {
  var kept = showsDetectable(comparison) ? list : list.filter(function (unused, i) { return i !== DETECTABLE_COLUMN; });
  return showsSuite(comparison) ? [suiteCell].concat(kept) : kept;
}

function sideCell(row, letter, shared) {
  return row.notMeasured !== null && row.notMeasured[letter] !== null ? "not measured" :
    describeCenter(row[letter], shared && shared[letter]);
}

// A row's cells; shared (optional): the ± each side's heading carries (sharedSpreads).
function cells(row, shared) {
  return [row["case"], row.size, sideCell(row, "a", shared), sideCell(row, "b", shared), fixed(row.ratio, 3),
    percent(row.reduction), percent(row.speedup), row.p === null ? "" : row.p.toFixed(4), detectableText(row),
    verdictText(row)];
}

var HEADINGS = ["case", "size", "A (s)", "B (s)", "B/A", "reduction", "speedup", "p", "detectable", "verdict"];
var RIGHT_ALIGNED = [false, false, true, true, true, true, true, true, true, false];

// The headings of this comparison's table: HEADINGS, each side's with the ± its rows share
// (shared: sharedSpreads).
function headings(comparison, shared) {
  var letters = comparison.settings.letters;
  return HEADINGS.slice(0, 2).concat([sideHeading(letters[0], shared.a), sideHeading(letters[1], shared.b)],
    HEADINGS.slice(4));
}

function rowsText(count) {
  return count + (count === 1 ? " row" : " rows");
}

function summaryLines(comparison) {
  var s = comparison.summary;
  var lines = s.alerts.slice();
  if (s.counts["results differ"] > 0) {
    lines.push("RESULTS DIFFER in " + s.counts["results differ"] + " row(s): the two sides (servers, or queries in an A/B) computed " +
      "different answers; their timings are not compared");
  }
  lines.push("faster: " + s.counts.faster + ", slower: " + s.counts.slower + ", unchanged: " + s.unchanged +
    " (~ " + s.counts["~"] + ", within noise " + s.counts["within noise"] + "), not comparable: " +
    s.counts["not comparable"] + ", new: " + s.counts["new"] + ", gone: " + s.counts.gone + ", failed: " +
    s.counts.failed + ", fixed: " + s.counts.fixed + ", results differ: " + s.counts["results differ"] +
    ", not measured: " + s.counts["not measured"]);
  if (s.rangesOverlap > 0) {
    lines.push(rowsText(s.rangesOverlap) + " from printed tables whose runs overlap (min to max): no evidence of a " +
      "change, counted as unchanged (~*)");
  }
  if (s.withinResolution > 0) {
    lines.push(rowsText(s.withinResolution) + (s.withinResolution === 1 ? " differs" : " differ") +
      " by no more than the printed tables' rounding allows: " +
      "counted as unchanged (~*)");
  }
  if (s.geomean !== null) {
    lines.push("geometric mean of B/A over " + rowsText(s.compared) + ": " + s.geomean.toFixed(3) +
      (s.geomeanInterval !== null ? " (95 % interval " + intervalText(s.geomeanInterval) + ")" : "") +
      " (reduction " + percent(1 - s.geomean) + ")");
    s.families.forEach(function (family) {
      lines.push("  " + family.family + ": " + family.geomean.toFixed(3) + " over " + rowsText(family.rows));
    });
  }
  return lines.concat(leftOutLines(s), s.notes);
}

function intervalText(interval) {
  var digits = interval.low < 0.01 ? 4 : 3;
  return interval.low.toFixed(digits) + "–" + interval.high.toFixed(digits);
}

// The rows with a time on both sides that the geometric mean leaves out, and why.
function leftOutLines(summary) {
  return summary.leftOut.length > 0 ? ["left out of the geometric mean: " + summary.leftOut.map(function (part) {
    return rowsText(part.rows) + " " + part.reason;
  }).join(", ") + " (a wrong or failed result on a side, or no ratio)"] : [];
}

// What the cells of the A and B columns mean, for the kinds of cells the table has.
function legendLines(comparison) {
  var letters = comparison.settings.letters;
  var confidence = Math.round(comparison.settings.confidence * 100) + "%";
  var shared = sharedSpreads(comparison);
  var lines = [];
  ["a", "b"].forEach(function (letter, i) {
    if (shared[letter] !== null) {
      lines.push(sideHeading(letters[i], shared[letter]) + ": the ± of every row of " + letters[i] + " that shows none " +
        "of its own, the same for each: " + letters[i] + "'s rows spread over its runs as alike as identical rows would, " +
        "so their spreads were pooled into one, not measured row by row (a " + confidence + " interval of the " +
        "geometric mean of the runs' medians; a row of fewer runs shows its own)");
    }
  });
  var kinds = {};
  comparison.rows.forEach(function (row) {
    [row.a, row.b].forEach(function (center) {
      if (center !== null && center.noInterval !== null) {
        kinds[center.noInterval] = true;
      }
    });
  });
  if (kinds[compare.NO_INTERVAL.TOO_FEW_RUNS]) {
    lines.push("±∞: too few runs for a " + Math.round(comparison.settings.confidence * 100) + "% interval of the median " +
      "(fewer than " + compare.fewestRunsForInterval(comparison.settings.confidence) + ")");
  }
  if (kinds[compare.NO_INTERVAL.RUNS_TOO_FAR_APART]) {
    lines.push("±?: the runs of a side spread so widely that a " + Math.round(comparison.settings.confidence * 100) +
      "% interval of their center would pass ×2 or ÷2 (even pooled with the side's other rows): none is given; the " +
      "verdict weighs that spread");
  }
  if (kinds[compare.NO_INTERVAL.NO_SAMPLES]) {
    lines.push("med without ±: a median read from a printed table, which has no raw samples: no interval, no test");
  }
  if (kinds[compare.NO_INTERVAL.A_MEAN]) {
    lines.push("avg: a mean; a 2015 table has no median, so both sides of its rows compare means, and a mean " +
      "gets no interval");
  }
  return lines;
}

// The settings every verdict used: alpha, the noise band and the medians' confidence.
function settingsText(settings) {
  return "alpha " + settings.alpha + ", noise band " + percent(settings.noise, 1) +
    "; medians with " + Math.round(settings.confidence * 100) + "% intervals where raw samples exist";
}

// What a plain faster or slower tested, when a row has one: the row against the rest of the
// rows, not its B/A against 1, so the interval that agrees with it is of its B/A over theirs
// (compare.js testedOf), while the interval of B/A itself may hold 1.
function testedLegendLines(comparison) {
  var ratio = comparison.settings.letters[1] + "/" + comparison.settings.letters[0];
  return comparison.rows.some(function (row) {
    return (row.verdict === "faster" || row.verdict === "slower") && row.tested === "own";
  }) ? ["faster or slower without 'with' or 'against': the row moved apart from the rest of the rows, tested " +
    "against their " + ratio + ", not against 1; the interval of that test is of its " + ratio + " over theirs " +
    "(json own, csv own_ratio, own_ci_low, own_ci_high) and leaves 1 out, while the interval of its " + ratio +
    " (json interval, csv ratio_ci_low, ratio_ci_high) may hold 1; json and csv tested say which of the two a " +
    "row's p and verdict rest on"] : [];
}

// What a verdict marked * means, when any row has one.
function ratioBasisLines(comparison) {
  return comparison.rows.some(function (row) { return row.basis === "ratio"; })
    ? ["* no raw samples, no significance test: faster or slower only when the ratio clears the noise band " +
      "over every value the printed decimals allow and every run of one side beat every run of the other " +
      "(printed min and max)"] : [];
}

function noteLines(comparison) {
  return comparison.rows.filter(function (row) { return row.note !== null; }).map(function (row) {
    return row["case"] + " " + row.size + " (" + row.verdict + "): " + row.note;
  });
}

function footnotes(comparison) {
  return ["A = " + comparison.a.name + (comparison.a.label ? " (" + comparison.a.label + ")" : "") +
    ", B = " + comparison.b.name + (comparison.b.label ? " (" + comparison.b.label + ")" : "") +
    "; " + settingsText(comparison.settings)].concat(pairedLegendLines(comparison), legendLines(comparison),
    testedLegendLines(comparison), ratioBasisLines(comparison), noteLines(comparison));
}

// In a duet the B/A column is not the A and B columns' ratio: which is paired, said once.
function pairedLegendLines(comparison) {
  if (!isDuet(comparison)) {
    return [];
  }
  var letters = comparison.settings.letters;
  return [letters[1] + "/" + letters[0] + " is paired: the ratio of samples taken back to back (per process pair the " +
    "median over its rounds, then the mean over the pairs), which the verdict judges; " + letters[0] + " and " +
    letters[1] + " are each side's own times (the geometric mean of its runs' medians), which carry the machine's load, " +
    "so " + letters[1] + "/" + letters[0] + " need not be " + letters[1] + " ÷ " + letters[0]];
}

// Plan changes and changes in the documents the server read, one line per row that has one.
function planLines(comparison) {
  var lines = [];
  comparison.rows.forEach(function (row) {
    var parts = [];
    if (row.planChange !== null) {
      parts.push("plan: " + row.planChange);
    }
    if (row.formChange) {
      parts.push("query form: " + row.formChange);
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
  var shared = sharedSpreads(comparison);
  var heads = shown(comparison, headings(comparison, shared), "suite");
  var rightAligned = shown(comparison, RIGHT_ALIGNED, false);
  var table = [heads].concat(comparison.rows.map(function (row) {
    return shown(comparison, cells(row, shared), row.suite);
  }));
  var widths = heads.map(function (heading, column) {
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
  var alerts = comparison.summary.alerts.map(function (alert) { return "!! " + alert; });
  return (alerts.length > 0 ? alerts.concat([""]) : []).concat(lines, [""], trailer(comparison)).join("\n");
}

// The rows whose samples moved while they were measured (stability.js), on either side: the
// run's own warnings, repeated where they decide how far a verdict can be trusted. A side of
// several runs is summed up in a few words (how many of its runs moved, how far at most); its
// runs are named by label where a line names them, and the files are named once, below.
function unstableLines(comparison) {
  if (isDuet(comparison)) {
    return pairedUnstableLines(comparison);
  }
  var unstable = comparison.rows.filter(function (row) { return row.unstable !== null; });
  if (unstable.length >= MANY_UNSTABLE && 2 * unstable.length >= comparison.rows.length) {
    return [unstableSummary(unstable, comparison.rows.length)];
  }
  var lines = [];
  comparison.rows.forEach(function (row) {
    if (row.unstable !== null) {
      lines.push(row["case"] + " " + row.size + ": " + ["a", "b"].filter(function (letter) {
        return row.unstable[letter].length > 0;
      }).map(function (letter) {
        var runs = row.unstableRuns ? row.unstableRuns[letter] : null;
        return letter.toUpperCase() + (runs ? " " + unstableRunsText(runs) : ": " + row.unstable[letter].join("; "));
      }).join(" | "));
    }
  });
  return lines.length > 0 ? ["unstable rows (their samples moved while they were measured; a difference may be noise):"]
    .concat(lines.map(function (line) { return "  " + line; })) : [];
}

function isDuet(comparison) {
  return comparison.summary.runs !== null && comparison.summary.runs.shift.design === "duet";
}

// In a duet each side's own spread carries the machine's load, which the pairing cancels: a row
// is unstable when its B/A itself moved from one process pair to the next by more than the
// suite's own limit for samples (stability.js, a coefficient of variation of 10 %), as an sd
// of log B/A over its pairs (rows in one pair show none).
function pairedUnstableLines(comparison) {
  var limit = Math.log(1 + stability.LIMITS.cv);
  var unstable = comparison.rows.filter(function (row) { return row.pairSpread !== null && row.pairSpread.sd > limit; });
  var why = "their " + comparison.settings.letters[1] + "/" + comparison.settings.letters[0] + " moved from one " +
    "process pair to the next by more than " + Math.round(stability.LIMITS.cv * 100) + " %";
  if (unstable.length >= MANY_UNSTABLE && 2 * unstable.length >= comparison.rows.length) {
    var worst = Math.max.apply(null, unstable.map(function (row) { return row.pairSpread.sd; }));
    return ["unstable rows: " + unstable.length + " of " + comparison.rows.length + " (" + why + ", up to ×/÷ " +
      Math.exp(worst).toFixed(2) + "): a difference may be noise; each side's own warnings, which the pairing " +
      "cancels, are in --format json and csv"];
  }
  return unstable.length === 0 ? [] : ["unstable rows (" + why + "; a difference may be noise):"].concat(
    unstable.map(function (row) {
      return "  " + row["case"] + " " + row.size + ": ×/÷ " + Math.exp(row.pairSpread.sd).toFixed(2) + " over " +
        row.pairSpread.pairs + " pairs";
    }));
}

// From this many unstable rows on, when they are half the table or more, the machine moved
// rather than a few rows: one line says so instead of a line per row (JSON and CSV keep them).
var MANY_UNSTABLE = 10;

function unstableSummary(unstable, rows) {
  var worst = { runs: 0, unstable: 0, cv: 0, max: 0, outliers: 0 };
  unstable.forEach(function (row) {
    ["a", "b"].forEach(function (letter) {
      var runs = row.unstableRuns ? row.unstableRuns[letter] : null;
      if (runs) {
        worst.cv = Math.max(worst.cv, runs.cv);
        worst.max = Math.max(worst.max, runs.max);
        worst.outliers += runs.outliers;
      }
    });
  });
  var detail = worst.cv > 0 || worst.max > 0 || worst.outliers > 0 ? ": " + unstableParts(worst) : "";
  return "unstable rows: " + unstable.length + " of " + rows + " (their samples moved while they were measured" +
    detail + "): the machine moved, not a few rows; a difference may be noise; every row's warnings are in " +
    "--format json and csv";
}

// "cv ≤ 43 %, max 2.7× median, 2 outliers"
function unstableParts(runs) {
  var parts = [];
  if (runs.cv > 0) {
    parts.push("cv ≤ " + Math.round(runs.cv * 100) + " %");
  }
  if (runs.max > 0) {
    parts.push("max " + runs.max.toFixed(1) + "× median");
  }
  if (runs.outliers > 0) {
    parts.push(runs.outliers + " outlier" + (runs.outliers === 1 ? "" : "s"));
  }
  return parts.join(", ");
}

// "3 of 3 runs (cv ≤ 43 %, max 2.7× median, 2 outliers)"
function unstableRunsText(runs) {
  return runs.unstable + " of " + runs.runs + " runs (" + unstableParts(runs) + ")";
}

// Everything under the table, as lines: summary, plan changes, unstable rows, footnotes,
// warnings.
function trailer(comparison) {
  var plans = planLines(comparison);
  var unstable = unstableLines(comparison);
  return summaryLines(comparison).concat(plans.length > 0 ? [""].concat(plans) : [],
    unstable.length > 0 ? [""].concat(unstable) : [], [""],
    footnotes(comparison),
    comparison.summary.warnings.length > 0 ? [""].concat(comparison.summary.warnings.map(function (w) {
      return "warning: " + w;
    })) : []);
}

function markdown(comparison) {
  var escape = function (cell) { return cell.replace(/\|/g, "\\|"); };
  var lines = comparison.summary.alerts.map(function (alert) { return "**" + escape(alert) + "**"; });
  var shared = sharedSpreads(comparison);
  lines = lines.concat(lines.length > 0 ? [""] : [], ["| " + shown(comparison, headings(comparison, shared), "suite").join(" | ") + " |",
    "|" + shown(comparison, RIGHT_ALIGNED, false).map(function (right) { return right ? " ---: " : " --- "; })
      .join("|") + "|"]);
  comparison.rows.forEach(function (row) {
    lines.push("| " + shown(comparison, cells(row, shared), row.suite).map(escape).join(" | ") + " |");
  });
  return lines.concat([""], summaryLines(comparison).map(function (line) {
    return /^ {2}/.test(line) ? "  - " + line.slice(2) : "- " + line;
  }), [""], planLines(comparison).map(function (line) {
    return /^ {2}/.test(line) ? "  - " + escape(line.slice(2)) : "- " + escape(line);
  }), unstableLines(comparison).map(function (line) {
    return /^ {2}/.test(line) ? "  - " + escape(line.slice(2)) : "- " + escape(line);
  }), footnotes(comparison).map(function (line) { return "- " + escape(line); }),
  comparison.summary.warnings.map(function (w) { return "- **warning:** " + escape(w); })).join("\n");
}

function csvCell(value) {
  var textValue = value === null || value === undefined ? "" : String(value);
  return /[",\n]/.test(textValue) ? "\"" + textValue.replace(/"/g, "\"\"") + "\"" : textValue;
}

// Per side: the statistic ("median", "mean", or "not measured"), its value, the interval of
// the median (only beside a median) or why there is none, and the runs. (Whether that interval
// is the pool's, the same for every row, is csvPooled's, at the end of the line.)
function csvSide(row, letter) {
  var center = row[letter];
  if (row.notMeasured !== null && row.notMeasured[letter] !== null) {
    return ["not measured", "", "", "", "", ""];
  }
  if (center === null) {
    return ["", "", "", "", "", ""];
  }
  var interval = center.medianInterval;
  return [center.statistic, center.value, interval ? interval.low : null, interval ? interval.high : null,
    interval ? "" : center.noInterval, center.runs];
}

// Whether a side's interval is the pool's (center-interval.js): true, false, or empty without one.
function csvPooled(row, letter) {
  var center = row[letter];
  return center === null || center.medianInterval === null || (row.notMeasured !== null && row.notMeasured[letter] !== null)
    ? null : center.medianInterval.pooled;
}

function unstableCell(row) {
  return row.unstable === null ? null : ["a", "b"].filter(function (letter) {
    return row.unstable[letter].length > 0;
  }).map(function (letter) { return letter.toUpperCase() + ": " + row.unstable[letter].join("; "); }).join(" | ");
}

function csv(comparison) {
  var lines = [["case", "family", "size", "documents", "a_statistic", "a_seconds", "a_median_ci_low",
    "a_median_ci_high", "a_no_interval", "a_runs", "b_statistic", "b_seconds", "b_median_ci_low", "b_median_ci_high",
    "b_no_interval", "b_runs", "ratio", "reduction", "speedup", "p", "test", "basis", "verdict", "in_geomean",
    "note", "plan_change", "a_scanned", "b_scanned", "unstable", "suite", "ratio_ci_low", "ratio_ci_high",
    "detectable", "claim", "tested", "own_ratio", "own_ci_low", "own_ci_high", "a_median_ci_pooled",
    "b_median_ci_pooled"].join(",")];
  comparison.rows.forEach(function (row) {
    lines.push([row["case"], row.family, row.size, row.documents].concat(csvSide(row, "a"), csvSide(row, "b"),
      [row.ratio, row.reduction, row.speedup, row.p, row.test, row.basis, row.verdict,
        compare.inGeometricMean(row), row.note, row.planChange, row.scanned ? row.scanned.a : null,
        row.scanned ? row.scanned.b : null, unstableCell(row), row.suite, row.interval ? row.interval.low : null,
        row.interval ? row.interval.high : null, row.detectable, row.claim, row.tested, row.own ? row.own.ratio : null,
        row.own ? row.own.interval.low : null, row.own ? row.own.interval.high : null, csvPooled(row, "a"),
        csvPooled(row, "b")]).map(csvCell).join(","));
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
  }).join("") + "/size=" + (size === "-" ? "none" : size) + "/run=" + side;
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

module.exports = {
  FORMATS: FORMATS,
  HEADINGS: HEADINGS,
  headings: headings,
  sharedSpreads: sharedSpreads,
  pooledSpread: pooledSpread,
  sideHeading: sideHeading,
  testedLegendLines: testedLegendLines,
  render: render,
  benchmarkName: benchmarkName,
  describeCenter: describeCenter,
  detectableText: detectableText,
  intervalText: intervalText,
  cells: cells,
  trailer: trailer,
  showsSuite: showsSuite,
  shown: shown,
  rowsText: rowsText,
  leftOutLines: leftOutLines,
  settingsText: settingsText,
  legendLines: legendLines,
  ratioBasisLines: ratioBasisLines,
  noteLines: noteLines
};
