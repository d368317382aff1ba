/*
 * Comparing two runs, case by case and size by size: A is the baseline, B the new run.
 * For every row: the central values, the ratio B/A, the reduction (1 − B/A) and speedup
 * (A/B − 1) as the 2015 combined results sheet showed them, and a verdict:
 *   faster / slower      a significant change (Mann–Whitney U, p < alpha) beyond the noise band
 *   ~                    no significant change
 *   within noise         significant, but inside the noise band
 *   not comparable       the case's AQL or bind parameters differ (digest)
 *   new / gone           the row exists on one side only
 *   failed / fixed       B has an error or a wrong result / A had one and B has none
 *   results differ       both ran, but their result digests or row counts differ: a
 *                        correctness change outranks any speedup
 *   not measured         a side chose not to time the case (skipped: its plan used no index,
 *                        or its AQL is not available on that version): no speedup, no
 *                        regression, no failure
 * Rows pair by suite, case and size (compare-input.js keys).
 * Without raw samples on both sides (printed tables) there is no test: the verdict comes from
 * the ratio and the noise band alone, and the row says so (basis "ratio"). ES5.
 */
"use strict";

var stats = require("./stats");
var mannWhitney = require("./mann-whitney");

var DEFAULTS = { alpha: 0.05, noise: 0.05, confidence: 0.95 };

function byKey(side) {
  var map = {};
  side.entries.forEach(function (entry) { map[entry.key] = entry; });
  return map;
}

// Rows in A's order, then B's rows that A lacks, in B's order.
function pairs(a, b) {
  var inA = byKey(a);
  var inB = byKey(b);
  var list = a.entries.map(function (entry) { return { a: entry, b: inB[entry.key] || null }; });
  b.entries.forEach(function (entry) {
    if (!inA[entry.key]) {
      list.push({ a: null, b: entry });
    }
  });
  return list;
}

function hasSamples(entry) {
  return entry.times !== null && entry.times.length > 0;
}

function center(entry, useMedian, confidence) {
  var value = useMedian ? entry.median : entry.avg;
  var interval = hasSamples(entry) ? stats.medianInterval(entry.times, confidence) : null;
  return { value: value, statistic: useMedian ? "median" : "mean",
    low: interval ? interval.low : null, high: interval ? interval.high : null,
    runs: entry.runs };
}

function classify(ratio, noise) {
  if (ratio < 1 - noise) {
    return "faster";
  }
  if (ratio > 1 + noise) {
    return "slower";
  }
  return "within noise";
}

function differentResults(a, b) {
  return (a.resultCount !== null && b.resultCount !== null && a.resultCount !== b.resultCount) ||
    (a.resultDigest !== null && b.resultDigest !== null && a.resultDigest !== b.resultDigest);
}

function compareRow(pair, settings) {
  var a = pair.a;
  var b = pair.b;
  var any = a || b;
  var row = { suite: any.suite, "case": any["case"], family: any.family, size: any.size, documents: any.documents,
    a: null, b: null, ratio: null, reduction: null, speedup: null, p: null, test: null,
    basis: null, verdict: null, note: null, newlyFailed: false, planChange: null, scanned: null };
  if (a === null || b === null) {
    row.verdict = a === null ? "new" : "gone";
    return row;
  }
  if (a.digest !== null && b.digest !== null && a.digest !== b.digest) {
    row.verdict = "not comparable";
    row.note = "the case's AQL or bind parameters differ";
    return row;
  }
  if (a.access !== null && b.access !== null && a.access !== b.access) {
    row.planChange = a.access + " → " + b.access;
  }
  if (a.scanned !== null && b.scanned !== null) {
    row.scanned = { a: a.scanned, b: b.scanned };
  }
  if ((a.skipped !== null || b.skipped !== null) && (b.failed === null || b.skipped !== null)) {
    // Not timed on purpose on a side: that side shows "not measured". Only B's own failure
    // outranks it.
    row.verdict = "not measured";
    row.notMeasured = { a: a.skipped !== null ? a.skipped.message : null, b: b.skipped !== null ? b.skipped.message : null };
    row.note = [a.skipped !== null ? "A " + a.skipped.message : null, b.skipped !== null ? "B " + b.skipped.message : null]
      .filter(function (part) { return part !== null; }).join("; ");
    row.a = a.skipped === null && a.failed === null && a.avg !== null ? center(a, a.median !== null, settings.confidence) : null;
    row.b = b.skipped === null && b.failed === null && b.avg !== null ? center(b, b.median !== null, settings.confidence) : null;
    return row;
  }
  if (b.failed !== null) {
    row.verdict = "failed";
    row.newlyFailed = a.failed === null;
    row.note = b.failure;
    return row;
  }
  if (a.failed !== null) {
    row.verdict = "fixed";
    row.note = "A: " + a.failure;
  } else if (differentResults(a, b)) {
    row.verdict = "results differ";
    row.note = "A returned " + a.resultCount + " rows (digest " + a.resultDigest + "), B " +
      b.resultCount + " rows (digest " + b.resultDigest + ")";
  }
  var useMedian = a.median !== null && b.median !== null;
  row.a = center(a, useMedian, settings.confidence);
  row.b = center(b, useMedian, settings.confidence);
  if (row.a.value === null || row.b.value === null || row.a.value <= 0) {
    row.verdict = row.verdict || "not comparable";
    row.note = row.note || "no time to compare";
    return row;
  }
  row.ratio = row.b.value / row.a.value;
  row.reduction = 1 - row.ratio;
  row.speedup = row.b.value > 0 ? row.a.value / row.b.value - 1 : null;
  if (hasSamples(a) && hasSamples(b)) {
    var tested = mannWhitney.test(a.times, b.times);
    row.p = tested.p;
    row.test = tested.method;
    row.basis = "test";
    if (row.verdict === null) {
      row.verdict = tested.p < settings.alpha ? classify(row.ratio, settings.noise) : "~";
    }
  } else {
    row.basis = "ratio";
    if (row.verdict === null) {
      var byRatio = classify(row.ratio, settings.noise);
      row.verdict = byRatio === "within noise" ? "~" : byRatio;
    }
  }
  return row;
}

function geometricMean(ratios) {
  if (ratios.length === 0) {
    return null;
  }
  var logSum = 0;
  ratios.forEach(function (ratio) { logSum += Math.log(ratio); });
  return Math.exp(logSum / ratios.length);
}

function summarize(rows, a, b, settings) {
  var counts = {};
  ["faster", "slower", "~", "within noise", "not comparable", "new", "gone", "failed", "fixed", "results differ",
    "not measured"]
    .forEach(function (verdict) { counts[verdict] = 0; });
  rows.forEach(function (row) { counts[row.verdict] += 1; });
  var measured = rows.filter(function (row) {
    return row.ratio !== null && row.verdict !== "not comparable" && row.verdict !== "results differ" &&
      row.verdict !== "not measured" && row.ratio > 0;
  });
  var families = {};
  var familyOrder = [];
  measured.forEach(function (row) {
    if (!families[row.family]) {
      families[row.family] = [];
      familyOrder.push(row.family);
    }
    families[row.family].push(row.ratio);
  });
  return {
    counts: counts,
    unchanged: counts["~"] + counts["within noise"],
    compared: measured.length,
    geomean: geometricMean(measured.map(function (row) { return row.ratio; })),
    families: familyOrder.map(function (family) {
      return { family: family, rows: families[family].length, geomean: geometricMean(families[family]) };
    }),
    warnings: warnings(rows, a, b, settings)
  };
}

function clientOrStandIn(side) {
  var host = side.server && side.server.host;
  return host === "stand-in" || host === "arangosh" ? host : null;
}

function warnings(rows, a, b, settings) {
  var list = [];
  var tooFew = rows.filter(function (row) {
    return row.basis === "test" && mannWhitney.smallestPossibleP(row.a.runs, row.b.runs) >= settings.alpha;
  });
  if (tooFew.length > 0) {
    list.push(tooFew.length + " row(s) have too few runs for the test ever to reach alpha " +
      settings.alpha + " (e.g. " + tooFew[0]["case"] + " " + tooFew[0].size + ": " + tooFew[0].a.runs +
      " vs " + tooFew[0].b.runs + " runs); they can only show ~. Use more runs (--runs 6 or more).");
  }
  var fiveVsFive = rows.filter(function (row) {
    return row.basis === "test" && row.a.runs <= 5 && row.b.runs <= 5 &&
      mannWhitney.smallestPossibleP(row.a.runs, row.b.runs) < settings.alpha;
  });
  if (fiveVsFive.length > 0) {
    list.push(fiveVsFive.length + " row(s) have 5 runs or fewer on a side: a change is significant only " +
      "when every run of one side beats every run of the other (smallest p 2/252 = 0.0079 for 5 vs 5); " +
      "10 or more runs per case tell real changes from noise far better.");
  }
  var onlyOne = rows.filter(function (row) { return row.verdict === "new" || row.verdict === "gone"; });
  if (onlyOne.length > 0) {
    list.push("the two runs cover different cases or sizes: " + onlyOne.length +
      " row(s) exist on one side only (new / gone).");
  }
  [a, b].forEach(function (side, i) {
    var kind = clientOrStandIn(side);
    if (kind === "stand-in") {
      list.push((i === 0 ? "A" : "B") + " (" + side.name + ") ran on the test stand-in: its timings mean nothing about ArangoDB.");
    } else if (kind === "arangosh") {
      list.push((i === 0 ? "A" : "B") + " (" + side.name + ") was measured through arangosh: its timings include HTTP and client work.");
    }
  });
  if (!a.hasSamples || !b.hasSamples) {
    list.push("without raw samples on both sides (printed tables) there is no significance test: " +
      "verdicts come from the ratio and the noise band only.");
  }
  var tests = rows.filter(function (row) { return row.basis === "test"; }).length;
  if (tests > 1) {
    list.push("with " + tests + " comparisons at alpha " + settings.alpha + ", about " +
      (tests * settings.alpha).toFixed(1) + " row(s) are expected to look significant by chance alone.");
  }
  return list;
}

// a, b: sides from compare-input.read. options: { alpha, noise, confidence }.
function compare(a, b, options) {
  var settings = {};
  Object.keys(DEFAULTS).forEach(function (key) {
    settings[key] = options && options[key] !== undefined ? options[key] : DEFAULTS[key];
  });
  var rows = pairs(a, b).map(function (pair) { return compareRow(pair, settings); });
  return {
    a: { name: a.name, label: a.label, server: a.server, kind: a.kind },
    b: { name: b.name, label: b.label, server: b.server, kind: b.kind },
    settings: settings,
    rows: rows,
    summary: summarize(rows, a, b, settings)
  };
}

// True when the comparison shows a regression: a row slower beyond the noise band, results
// that differ, or a case that fails in B but did not in A.
function hasRegression(comparison) {
  return comparison.rows.some(function (row) {
    return row.verdict === "slower" || row.verdict === "results differ" ||
      (row.verdict === "failed" && row.newlyFailed);
  });
}

module.exports = { compare: compare, hasRegression: hasRegression, DEFAULTS: DEFAULTS };
