/*
 * Comparing two runs, case by case and size by size: A is the baseline, B the new run.
 * A side is one run (a results file or a printed table) or a group of runs of one version
 * (inputs/run-group.js). For every row: the central values, the ratio B/A, the reduction
 * (1 − B/A) and speedup (A/B − 1) as the 2015 combined results sheet showed them, and a verdict:
 *   faster / slower      a significant change beyond the noise band, judged on server runs
 *                        (verdict/run-model.js: p < alpha, with its interval and the smallest
 *                        change it could have found)
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
 * the ratio and the noise band alone, and the row says so (basis "ratio"). A printed time
 * stands for every value that rounds to it, so such a verdict needs the whole range of B/A
 * those values allow beyond the noise band: a difference within the rounding is no change.
 * Only rows whose both sides ran right and have a ratio enter the geometric mean.
 * ES5.
 */
"use strict";

var stats = require("../../run/stats");
var mannWhitney = require("../verdict/mann-whitney");
var runModel = require("../verdict/run-model");
var pairedModel = require("../verdict/paired-model");
var turnsModel = require("../verdict/turns-model");
var duets = require("../inputs/duets");
var advice = require("../verdict/advice");
var centerInterval = require("../verdict/center-interval");
var compareMethod = require("../inputs/compare-method");

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

// Why a center has no interval: a printed table has no raw samples; a median of too few
// runs has none at this confidence (fewer than 6 at 95 %); a group's runs may spread so widely
// that an interval of their center would say nothing (verdict/center-interval.js); a mean gets
// none (the interval this suite computes is the median's).
var NO_SAMPLES = "no raw samples";
var TOO_FEW_RUNS = "too few runs";
var RUNS_TOO_FAR_APART = "runs too far apart";
var A_MEAN = "a mean";

// The fewest samples whose [min, max] covers the median with the given confidence:
// 2 × 0.5^n ≤ 1 − confidence (6 at 95 %).
function fewestRunsForInterval(confidence) {
  return Math.ceil(Math.log(2 / (1 - confidence)) / Math.LN2);
}

// The central value of one side of a row: { value, statistic: "median" | "mean",
// medianInterval: null | { low, high, confidence, pooled }, noInterval: null | why, runs,
// resolution }. One server run: its median, with the median's distribution-free interval. A
// group of runs: the geometric mean of their medians, with an interval over runs (the runs,
// not the samples, are what repeat) whose spread is pooled over the side's rows (prior:
// center-interval.js sidePrior of the side, or null); pooled: true where it is the pool's
// alone, the same for every row of the side with as many runs.
function center(entry, useMedian, confidence, prior) {
  var interval = null;
  var none = !useMedian ? A_MEAN : (hasSamples(entry) ? TOO_FEW_RUNS : NO_SAMPLES);
  if (useMedian && hasSamples(entry)) {
    interval = entry.perRun.length > 1 ? centerInterval.interval(entry.perRun, confidence, prior || null)
      : stats.medianInterval(entry.times, confidence);
    if (interval !== null && interval.tooWide) {
      interval = null;
      none = RUNS_TOO_FAR_APART;
    }
  }
  return { value: useMedian ? entry.median : entry.avg, statistic: useMedian ? "median" : "mean",
    medianInterval: interval ? { low: interval.low, high: interval.high, confidence: confidence,
      pooled: interval.pooled === true } : null,
    noInterval: interval ? null : none,
    runs: entry.runs, resolution: entry.resolution };
}

// The range of B/A that the printed (rounded) values allow: each value v with resolution h
// stands for anything in [v − h, v + h]. Raw samples have resolution 0.
function ratioRange(a, b) {
  var lowA = a.value - a.resolution;
  return { low: Math.max(b.value - b.resolution, 0) / (a.value + a.resolution),
    high: lowA > 0 ? (b.value + b.resolution) / lowA : Infinity };
}

// A bound of B/A in a note: three decimals, or two significant digits below 0.01, so a bound
// near zero does not read as "at most 0.000" (a bound is never 0: a time printed as zero
// stands for anything up to its resolution).
function boundText(ratio) {
  return ratio >= 0.01 ? ratio.toFixed(3) : ratio.toPrecision(2);
}

// The noise band is a factor, the same both ways: with a band of 5 %, B/A above 1.05 is slower
// and below 1 / 1.05 faster, so a band measured from an A/A pair (noise.js: identical code
// that moved to 0.5× needs a band of 100 %) keeps both directions quiet alike.
function fasterBelow(noise) {
  return 1 / (1 + noise);
}

function classify(ratio, noise) {
  if (ratio < fasterBelow(noise)) {
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

function skippedNote(a, b, letters) {
  var parts = [];
  if (a.skipped !== null) {
    parts.push(letters[0] + " " + a.skipped.message);
  }
  if (b.skipped !== null) {
    parts.push(letters[1] + " " + b.skipped.message);
  }
  return parts.join("; ");
}

// The runs of a side as printed, [min, max] widened by the rounding; null when not printed.
// The 2015 script's string-sorted min and max (its values.sort(), results/2015/PROVENANCE.md)
// come out inverted when the times cross a power of ten: such a range is apart from
// anything whose ratio clears the band, so the ratio decides, as it should.
function runRange(entry) {
  if (entry.min === null || entry.max === null || !(entry.runs > 0)) {
    return null;
  }
  return { low: entry.min - entry.resolution, high: entry.max + entry.resolution };
}

// Verdict from printed values, without raw samples. Two conditions, as the test and the band
// set them for raw samples: B/A beyond the noise band over the whole range the rounding
// allows; and the printed ranges of the runs apart, every run of one side faster than every
// run of the other, with enough runs for that to be significant (then the U test's p is its
// smallest possible value, e.g. 2/252 for 5 against 5). Ranges that overlap show no
// evidence of a change: "~". Sets ratioRange, withinResolution and rangesOverlap.
function verdictFromRatio(row, settings, a, b) {
  var range = ratioRange(row.a, row.b);
  row.ratioRange = range;
  var verdict = range.high < fasterBelow(settings.noise) ? "faster" : (range.low > 1 + settings.noise ? "slower" : "~");
  row.withinResolution = verdict === "~" && row.ratio !== null && classify(row.ratio, settings.noise) !== "within noise";
  var runsA = runRange(a);
  var runsB = runRange(b);
  if (verdict !== "~" && runsA !== null && runsB !== null) {
    row.rangesOverlap = !(verdict === "faster" ? runsB.high < runsA.low : runsB.low > runsA.high);
    if (row.rangesOverlap || mannWhitney.smallestPossibleP(a.runs, b.runs) >= settings.alpha) {
      verdict = "~";
    }
  }
  return verdict;
}

// What a judged row's p and verdict tested (verdict/run-model.js judgeRow): "ratio", its whole B/A
// against 1 (row.interval is that test's interval), or "own", the row against the rest of the
// rows (row.own: its B/A over theirs, whose interval excludes 1 where such a verdict called the
// row, while the interval of B/A itself may hold 1, B as a whole having moved). A called row
// says it by its claim; otherwise its p is the one of the two tests it came from.
function testedOf(judged) {
  if (judged.claim !== null) {
    return judged.claim === "row" ? "own" : "ratio";
  }
  return judged.p === judged.own.p && judged.p !== judged.pTotal ? "own" : "ratio";
}

// sideB: the whole side B (for whether it finished), or undefined; judged: the run model's
// verdict of this row (verdict/run-model.js), or undefined when the row was not judged there.
function compareRow(pair, settings, sideB, judged) {
  var a = pair.a;
  var b = pair.b;
  // how far each side's rows spread over its runs, pooled (center-interval.js), when compare set it
  var priors = pair.priors || { a: null, b: null };
  var any = a || b;
  var letters = settings.letters;
  var row = { suite: any.suite, "case": any["case"], family: any.family, size: any.size, documents: any.documents,
    a: null, b: null, ratio: null, reduction: null, speedup: null, p: null, test: null,
    basis: null, verdict: null, note: null, newlyFailed: false, planChange: null, scanned: null,
    notMeasured: null, ratioRange: null, withinResolution: false, rangesOverlap: false, belowResolution: null,
    noise: settings.noise, unstable: null, unstableRuns: null, pairSpread: null, formChange: null, interval: null,
    detectable: null, claim: null, tested: null,
    own: null, mannWhitney: null, turns: null };
  if (a !== null && b !== null && ((a.unstable || []).length > 0 || (b.unstable || []).length > 0)) {
    row.unstable = { a: a.unstable || [], b: b.unstable || [] };
    // a side of several runs: how many of them moved, and how far at most (run-group.js)
    if (a.unstableRuns !== undefined || b.unstableRuns !== undefined) {
      row.unstableRuns = { a: a.unstableRuns || null, b: b.unstableRuns || null };
    }
  }
  if (a === null || b === null) {
    row.verdict = a === null ? "new" : "gone";
    if (b === null && sideB && sideB.finished === false) {
      row.note = letters[1] + " did not finish: not measured in " + letters[1];
    }
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
  // a workload asked in another form (e.g. 2.8's traversal against 3.x's with OPTIONS): the
  // same question, compared, and said
  if (a.form && b.form && a.form !== b.form) {
    row.formChange = a.form + " → " + b.form;
  }
  if (a.scanned !== null && b.scanned !== null) {
    row.scanned = { a: a.scanned, b: b.scanned };
  }
  if (a.skipped !== null || b.skipped !== null) {
    // Not timed on purpose on a side: that side shows "not measured", and the row is no
    // speedup, regression or failure. Only B's own failure outranks it.
    row.notMeasured = { a: a.skipped !== null ? a.skipped.message : null, b: b.skipped !== null ? b.skipped.message : null };
    if (b.failed === null || b.skipped !== null) {
      row.verdict = "not measured";
      row.note = skippedNote(a, b, letters);
      row.a = a.skipped === null && a.failed === null && a.avg !== null ? center(a, a.median !== null, settings.confidence,
        priors.a) : null;
      row.b = b.skipped === null && b.avg !== null ? center(b, b.median !== null, settings.confidence, priors.b) : null;
      return row;
    }
  }
  if (b.failed !== null) {
    row.verdict = "failed";
    row.newlyFailed = a.failed === null && a.skipped === null;
    row.note = b.failure + (a.skipped !== null ? "; " + skippedNote(a, b, letters) : "");
    return row;
  }
  if (a.failed !== null) {
    row.verdict = "fixed";
    row.note = letters[0] + ": " + a.failure;
  } else if (differentResults(a, b)) {
    row.verdict = "results differ";
    row.note = letters[0] + " returned " + a.resultCount + " rows (digest " + a.resultDigest + "), " + letters[1] + " " +
      b.resultCount + " rows (digest " + b.resultDigest + ")";
  }
  // Medians when both sides have one, else means; a series of inputs (compare-series.js) may
  // ask for means on a row whose other inputs lack medians, so every column shows one statistic.
  var useMedian = a.median !== null && b.median !== null && !(settings.meansFor && settings.meansFor[a.key]);
  row.a = center(a, useMedian, settings.confidence, priors.a);
  row.b = center(b, useMedian, settings.confidence, priors.b);
  if (row.a.value === null || row.b.value === null || (row.a.value <= 0 && row.a.resolution === 0)) {
    row.verdict = row.verdict || "not comparable";
    row.note = row.note || "no time to compare";
    return row;
  }
  // A printed 0.0000 is a time below the table's resolution, not a time of zero: no ratio,
  // no reduction or speedup, and the row says so.
  if (row.a.value <= 0 || row.b.value <= 0) {
    row.belowResolution = row.a.value <= 0 ? (row.b.value <= 0 ? "A and B" : "A") : "B";
    var range = ratioRange(row.a, row.b);
    var ratioName = letters[1] + "/" + letters[0];
    var zeroSides = { "A": letters[0], "B": letters[1], "A and B": letters[0] + " and " + letters[1] };
    row.note = (row.note ? row.note + "; " : "") + zeroSides[row.belowResolution] +
      " printed as " + (0).toFixed(decimalsOf(row.a.value <= 0 ? row.a : row.b)) + ", below the table's resolution: no ratio" +
      (row.belowResolution === "B" ? " (" + ratioName + " at most " + boundText(range.high) + ")" :
        (row.belowResolution === "A" ? " (" + ratioName + " at least " + boundText(range.low) + ")" : ""));
  } else {
    // the ratio the verdict judged: of the sides' centers for runs; for a duet, the ratio of
    // samples taken back to back, which the machine's load moved far less than either column
    row.ratio = judged && (judged.test === "pairs" || judged.test === "turns") ? judged.ratio : row.b.value / row.a.value;
    row.reduction = 1 - row.ratio;
    row.speedup = 1 / row.ratio - 1;
  }
  if (judged) {
    row.p = judged.p;
    // which model judged it: "runs" (verdict/run-model.js) or "pairs" (verdict/paired-model.js)
    row.test = judged.test || "runs";
    row.basis = "test";
    row.interval = judged.interval;
    row.detectable = judged.detectable;
    row.own = judged.own;
    row.verdict = row.verdict || judged.verdict;
    row.claim = judged.claim;
    row.tested = testedOf(judged);
    // a duet: how far the row's B/A moved from one process pair to the next
    row.pairSpread = judged.pairSpread || null;
    // an A/B run's turns: how many, in how many batches, and how much more the batches scattered
    // than independent turns would (verdict/turns-model.js)
    row.turns = judged.turns || null;
    var called = row.verdict === "slower" || row.verdict === "faster";
    var paired = row.test === "pairs";
    if (called && (row.verdict === "slower") !== (row.ratio > 1)) {
      row.note = (row.note ? row.note + "; " : "") + row.verdict + (paired ? " than the rest (" + letters[1] + "/" +
        letters[0] + " ×" + judged.own.ratio.toFixed(3) + " against the rest of the rows); " + letters[1] + " as a whole " +
        "moved the other way, by more than this row did, and no more than pair-to-pair noise explains"
        : " than the rest of its run (" + letters[1] + "/" + letters[0] + " ×" + judged.own.ratio.toFixed(3) +
        " against the shift of the whole run); the whole run moved the other way, by more than this row did, and no " +
        "more than run-to-run noise explains");
    } else if (called && row.claim === "against") {
      row.note = (row.note ? row.note + "; " : "") + "its whole " + letters[1] + "/" + letters[0] + " (×" +
        row.ratio.toFixed(3) + ") tested against 1: it went the other way from the rest of the rows (×" +
        (row.ratio / judged.own.ratio).toFixed(3) + ")";
    }
    // the samples as independent draws, for readers who compare with benchstat: one run a
    // side only, where that is what benchstat assumes too
    if (a.perRun.length === 1 && b.perRun.length === 1) {
      row.mannWhitney = mannWhitney.test(a.times, b.times);
    }
  } else if (hasSamples(a) && hasSamples(b)) {
    // samples on both sides but no verdict of runs: an error, a wrong or different result
    row.basis = "test";
  } else {
    row.basis = "ratio";
    var byRatio = verdictFromRatio(row, settings, a, b);
    row.verdict = row.verdict || byRatio;
  }
  return row;
}

// The decimals a printed value had, from its resolution (half its last digit).
function decimalsOf(centerOfSide) {
  return centerOfSide.resolution > 0 ? Math.round(-Math.log(2 * centerOfSide.resolution) / Math.LN10) : 4;
}

// Verdicts whose rows enter the geometric mean: both sides ran right and were compared. A
// row with an error or a wrong result on either side (failed, fixed, results differ), or a
// time printed as zero (no ratio), stays out: its time measures different work.
var MEASURED_VERDICTS = ["faster", "slower", "~", "within noise"];

function inGeometricMean(row) {
  return row.ratio !== null && MEASURED_VERDICTS.indexOf(row.verdict) >= 0;
}

function geometricMean(ratios) {
  if (ratios.length === 0) {
    return null;
  }
  var logSum = 0;
  ratios.forEach(function (ratio) { logSum += Math.log(ratio); });
  return Math.exp(logSum / ratios.length);
}

var VERDICTS = ["faster", "slower", "~", "within noise", "not comparable", "new", "gone", "failed", "fixed",
  "results differ", "not measured"];

// Rows with a time on both sides that stay out of the geometric mean, by reason:
// [{ reason, rows }], so the summary can say what it left out.
function leftOutOfMean(rows) {
  var byReason = {};
  var order = [];
  rows.forEach(function (row) {
    if (row.a === null || row.b === null || row.a.value === null || row.b.value === null || inGeometricMean(row)) {
      return;
    }
    var reason = row.belowResolution !== null ? "a time printed as zero" : row.verdict;
    if (!byReason[reason]) {
      byReason[reason] = 0;
      order.push(reason);
    }
    byReason[reason] += 1;
  });
  return order.map(function (reason) { return { reason: reason, rows: byReason[reason] }; });
}

// Sides that did not finish (endedAt null), loud in the report's header and summary.
function unfinishedAlerts(a, b, rows, letters) {
  var list = [];
  [a, b].forEach(function (side, i) {
    if (side.finished !== false) {
      return;
    }
    var letter = letters[i];
    var missing = rows.filter(function (row) { return row.verdict === (i === 0 ? "new" : "gone"); }).length;
    list.push(letter + " (" + side.name + ") DID NOT FINISH: its results file has endedAt null (the run died " +
      "or is still running); it holds " + side.entries.length + " row(s)" +
      (missing > 0 ? ", " + missing + " row(s) of " + letters[1 - i] + " are missing from it" : "") + ".");
  });
  return list;
}

// The run model's summary: the shift of B as a whole (the geometric mean of B/A with its
// interval), the terms it used and the median row's detectable change; null without a model.
function runsSummary(model, measured) {
  if (model === null) {
    return null;
  }
  var detectables = measured.filter(function (row) { return row.detectable !== null; }).map(function (row) {
    return row.detectable;
  });
  return { shift: model.shift, terms: model.terms, noise: model.noise,
    medianDetectable: detectables.length > 0 ? stats.median(detectables) : null };
}

// The notes under the table: how the runs were judged, in the words of verdict/advice.js.
function notesOf(judged, model, settings, turns) {
  var why = turns && turns.pairs === null ? [advice.notPairsNote(turns.why)] : [];
  if (judged === null) {
    return why;
  }
  if (model.shift.design === "turns") {
    return advice.turnsNotes(judged, settings.letters);
  }
  if (model.shift.design === "duet" && settings.terms) {
    why.push(advice.TERMS_NOT_FOR_PAIRS);
  }
  var rows = Object.keys(model.rows).length;
  // whether a row moved against an established shift, which the words for the shift then name
  var against = Object.keys(model.rows).some(function (key) { return model.rows[key].claim === "against"; });
  return why.concat(model.shift.design === "duet" ? advice.pairsNotes(judged, settings.letters, rows, against)
    : advice.runsNotes(judged, settings.letters, rows, against));
}

function summarize(rows, a, b, settings, model, turns) {
  var counts = {};
  VERDICTS.forEach(function (verdict) { counts[verdict] = 0; });
  rows.forEach(function (row) { counts[row.verdict] += 1; });
  var measured = rows.filter(inGeometricMean);
  var families = {};
  var familyOrder = [];
  measured.forEach(function (row) {
    if (!families[row.family]) {
      families[row.family] = [];
      familyOrder.push(row.family);
    }
    families[row.family].push(row.ratio);
  });
  var judged = runsSummary(model || null, measured);
  var geomean = geometricMean(measured.map(function (row) { return row.ratio; }));
  return {
    counts: counts,
    unchanged: counts["~"] + counts["within noise"],
    compared: measured.length,
    geomean: geomean,
    // the interval of the geometric mean, from the spread of whole runs (verdict/run-model.js),
    // where the model judged exactly the rows of the geometric mean
    geomeanInterval: judged !== null && judged.shift.interval !== null &&
      measured.every(function (row) { return row.detectable !== null; }) ? judged.shift.interval : null,
    runs: judged,
    families: familyOrder.map(function (family) {
      return { family: family, rows: families[family].length, geomean: geometricMean(families[family]) };
    }),
    leftOut: leftOutOfMean(rows),
    withinResolution: rows.filter(function (row) { return row.withinResolution; }).length,
    rangesOverlap: rows.filter(function (row) { return row.rangesOverlap; }).length,
    unfinished: [a, b].filter(function (side) { return side.finished === false; }).map(function (side) {
      return side === a ? "A" : "B";
    }),
    alerts: unfinishedAlerts(a, b, rows, settings.letters),
    notes: notesOf(judged, model, settings, turns),
    warnings: warnings(rows, a, b, settings)
  };
}

// Samples of zero or negative time a side left out (a clock step), named per row.
function badSampleWarning(side, letter) {
  var named = [];
  var total = 0;
  side.entries.forEach(function (entry) {
    entry.badSamples.forEach(function (sample) {
      total += 1;
      named.push(entry["case"] + " " + entry.size + " " + (sample.warmup ? "warmup " : "run ") + sample.run +
        " (" + sample.seconds + " s" + (sample.source === "times" ? ", in times" : "") + ")");
    });
  });
  if (total === 0) {
    return null;
  }
  return letter + " (" + side.name + ") has " + total + " sample(s) of zero or negative time (the clock " +
    "stepped?), left out of the statistics: " + named.slice(0, 5).join(", ") +
    (total > 5 ? " and " + (total - 5) + " more" : "") + ".";
}

function clientOrStandIn(side) {
  var host = side.server && side.server.host;
  return host === "stand-in" || host === "arangosh" ? host : null;
}

function warnings(rows, a, b, settings) {
  var list = [];
  // printed tables: a verdict needs every run of one side beyond every run of the other, and
  // with few runs even that is not significant
  var tooFew = rows.filter(function (row) {
    return row.basis === "ratio" && row.a.runs > 0 && row.b.runs > 0 &&
      mannWhitney.smallestPossibleP(row.a.runs, row.b.runs) >= settings.alpha;
  });
  if (tooFew.length > 0) {
    list.push(tooFew.length + " printed row(s) have too few runs for their ranges ever to be significant at alpha " +
      settings.alpha + " (e.g. " + tooFew[0]["case"] + " " + tooFew[0].size + ": " + tooFew[0].a.runs + " vs " +
      tooFew[0].b.runs + " runs); they can only show ~*: " + advice.RUNS_ADVICE + ".");
  }
  var onlyOne = rows.filter(function (row) { return row.verdict === "new" || row.verdict === "gone"; });
  if (onlyOne.length > 0) {
    list.push("the two runs cover different cases or sizes: " + onlyOne.length +
      " row(s) exist on one side only (new / gone).");
  }
  [a, b].forEach(function (side, i) {
    var kind = clientOrStandIn(side);
    if (kind === "stand-in") {
      list.push(settings.letters[i] + " (" + side.name + ") ran on the test stand-in: its timings mean nothing about ArangoDB.");
    } else if (kind === "arangosh") {
      list.push(settings.letters[i] + " (" + side.name + ") was measured through arangosh: its timings include HTTP and client work.");
    }
  });
  if (!a.hasSamples || !b.hasSamples) {
    list.push("without raw samples on both sides (printed tables) there is no significance test: " +
      "verdicts come from the ratio and the noise band over the range the printed decimals allow, and from " +
      "the printed min and max.");
  }
  [a, b].forEach(function (side, i) {
    var bad = badSampleWarning(side, settings.letters[i]);
    if (bad !== null) {
      list.push(bad);
    }
  });
  list = list.concat(compareMethod.differences(a, b, settings.letters));
  var tests = rows.filter(function (row) { return row.basis === "test"; }).length;
  if (tests > 1) {
    list.push("with " + tests + " comparisons at alpha " + settings.alpha + ", about " +
      (tests * settings.alpha).toFixed(1) + " row(s) are expected to look significant by chance alone.");
  }
  return list;
}

function describeSide(side) {
  return { name: side.name, label: side.label, server: side.server, kind: side.kind, layout: side.layout,
    finished: side.finished, method: side.method, runs: side.serverRuns.length };
}

// The rows a model judges: both sides ran right, with raw samples, the same AQL and the same
// results. Runs that took their samples in turn (turns: inputs/duets.js) are judged as process
// pairs (verdict/paired-model.js), which measure their own noise between pairs; other runs by
// the run model (verdict/run-model.js), with the terms given (an A/A calibration) where there
// are any. The workbench's A and B took turns inside one server run, never a duet: judged on
// their turns (settings.turns: verdict/turns-model.js), or, where the file does not say when
// its samples began, as the run model's shared run. Returns the model's fit, or null when no
// row qualifies.
function judge(list, a, b, settings, turns) {
  var rows = [];
  var byTurns = settings.turns !== undefined;
  var byPairs = !byTurns && turns !== null && turns.pairs !== null && settings.terms !== runModel.SHARED_RUN;
  list.forEach(function (pair) {
    var x = pair.a;
    var y = pair.b;
    if (x === null || y === null || !hasSamples(x) || !hasSamples(y) || x.failed !== null || y.failed !== null ||
        x.skipped !== null || y.skipped !== null || (x.digest !== null && y.digest !== null && x.digest !== y.digest) ||
        differentResults(x, y)) {
      return;
    }
    rows.push(byTurns ? { key: x.key, turns: settings.turns[x.key] || [] }
      : (byPairs ? { key: x.key, pairs: turns.rows[x.key] } : { key: x.key, a: x.perRun, b: y.perRun }));
  });
  if (rows.length === 0) {
    return null;
  }
  if (byTurns) {
    return turnsModel.fit({ rows: rows }, { alpha: settings.alpha, band: settings.noise });
  }
  if (byPairs) {
    return pairedModel.fit({ pairs: turns.pairs.length, rows: rows }, { alpha: settings.alpha, band: settings.noise });
  }
  var startsOf = function (side) { return side.serverRuns.map(function (run) { return run.startedAt; }); };
  return runModel.fit({ rows: rows, startsA: startsOf(a), startsB: startsOf(b) },
    { alpha: settings.alpha, band: settings.noise, terms: settings.terms || null });
}

// a, b: sides from compare-input.read or run-group.group. options: { alpha, noise,
// confidence, terms, letters }; terms (optional): the between-run terms an A/A calibration
// measured (noise.terms(), compare --noise-from), in place of the defaults; letters
// (optional): how notes and warnings name the two sides, ["A", "B"] unless a series of inputs
// (compare-series.js) compares, say, C with A; turns (optional): { key: [{ a, b }] }, A and B
// took turns in one server run, each turn one sample of each back to back (the workbench's A/B,
// inputs/ab-file.js), judged on the turns (verdict/turns-model.js); sharedRun (optional): A and
// B took turns in one server run but the files do not say when their samples began, so no
// between-run noise separates them and their samples are judged as two groups; meansFor
// (optional): { key: true } for rows to compare by their means even where both sides have medians.
function compare(a, b, options) {
  var settings = {};
  Object.keys(DEFAULTS).forEach(function (key) {
    settings[key] = options && options[key] !== undefined ? options[key] : DEFAULTS[key];
  });
  if (options && options.terms) {
    settings.terms = options.terms;
  } else if (options && options.sharedRun) {
    settings.terms = runModel.SHARED_RUN;
  }
  settings.letters = options && options.letters ? options.letters : ["A", "B"];
  if (options && options.meansFor) {
    settings.meansFor = options.meansFor;
  }
  var list = pairs(a, b);
  var priors = { a: centerInterval.sidePrior(a.entries), b: centerInterval.sidePrior(b.entries) };
  list.forEach(function (pair) { pair.priors = priors; });
  if (options && options.turns) {
    settings.turns = options.turns;
  }
  var turns = settings.turns ? null : duets.recognise(a, b);
  var model = judge(list, a, b, settings, turns);
  var rows = list.map(function (pair) {
    var key = (pair.a || pair.b).key;
    var judged = model !== null ? model.rows[key] : undefined;
    if (judged && (model.shift.design === "duet" || model.shift.design === "turns")) {
      judged.test = model.shift.design === "duet" ? "pairs" : "turns";
    }
    return compareRow(pair, settings, b, judged);
  });
  return {
    a: describeSide(a),
    b: describeSide(b),
    settings: settings,
    rows: rows,
    summary: summarize(rows, a, b, settings, model, turns)
  };
}

// What fails a regression gate, one line each, [] when nothing: rows slower beyond the noise
// band, results that differ, cases that fail in B but did not in A, rows gone from B (a run
// that measured less is no pass), and a B that did not finish.
function regressions(comparison) {
  var count = function (test) { return comparison.rows.filter(test).length; };
  var letterB = comparison.settings.letters[1];
  var reasons = [];
  var add = function (rows, what) {
    if (rows > 0) {
      reasons.push(rows + " row(s) " + what);
    }
  };
  add(count(function (row) { return row.verdict === "slower"; }), "slower");
  add(count(function (row) { return row.verdict === "results differ"; }), "with results that differ");
  add(count(function (row) { return row.verdict === "failed" && row.newlyFailed; }), "failing in " + letterB + " only");
  add(count(function (row) { return row.verdict === "gone"; }), "gone from " + letterB);
  if (comparison.b.finished === false) {
    reasons.push(letterB + " (" + comparison.b.name + ") did not finish");
  }
  return reasons;
}

function hasRegression(comparison) {
  return regressions(comparison).length > 0;
}

module.exports = {
  compare: compare,
  compareRow: compareRow,
  inGeometricMean: inGeometricMean,
  geometricMean: geometricMean,
  regressions: regressions,
  hasRegression: hasRegression,
  fewestRunsForInterval: fewestRunsForInterval,
  NO_INTERVAL: { NO_SAMPLES: NO_SAMPLES, TOO_FEW_RUNS: TOO_FEW_RUNS, RUNS_TOO_FAR_APART: RUNS_TOO_FAR_APART,
    A_MEAN: A_MEAN },
  VERDICTS: VERDICTS,
  DEFAULTS: DEFAULTS
};
