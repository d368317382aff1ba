/*
 * The verdict on server pairs that took their samples in turn (a duet: two live servers, each
 * sample of each row timed on A and on B back to back; inputs/duets.js finds them in the
 * files). Whatever the machine does in those milliseconds it does to both samples, so the
 * ratio of two neighbouring samples carries little of the machine's load; what repeats is the
 * process pair, fresh servers each time (docs/comparing.md, "Duets").
 *
 * In log time, for row j, process pair k and round i, with d the log of B's sample over A's:
 *
 *   c_jk = median over i of d_jki          the pair's B/A of the row
 *   c_jk = μ_j + f_k + u_jk                f_k: the pair's shift, shared by all its rows
 *
 * u_jk is what the row does in that pair beyond its shift: the noise of its median, and what
 * the two processes bring to the row (memory layout, JIT, a neighbour on one core). Its
 * variance differs from row to row, so each row measures its own over the pairs (K − 1
 * degrees of freedom), relative to the spread of its samples within a pair, which it knows
 * much better; the rows' variances are pooled only as far as they agree (variance-prior.js,
 * an empirical Bayes prior whose weight is found from the rows themselves, and never more than
 * the row's own pairs weigh). Pooled outright, the real duets called identical rows changed:
 * pairs close in time share row patterns, and a row with a pattern needs its own variance.
 *
 * The two claims are the run model's (run-model.js judgeRow): B as a whole (the geometric
 * mean, whose noise is the spread of the pair shifts), and a row against that shift (its own
 * noise only). With one pair, nothing measures how far a row moves from pair to pair: the
 * defaults below, measured on real duets, stand in. ES5.
 */
"use strict";

var stats = require("../../run/stats");
var distributions = require("./distributions");
var variancePrior = require("./variance-prior");
var runModel = require("./run-model");

// Terms measured on the real duets of results/real/duets/ (npm run method-check): a row's
// variance from pair to pair as a multiple of its within-pair variance of the median
// (lambda: 0.4 to 1.7 there, the larger value where pairs had few rounds), with the weight
// the fits gave (d0: 2 to 30, median 4); and how far a whole pair shifts, as a multiple of
// the within-pair spread of a ratio of samples (0.03 to 0.22, median 0.1), weighted like the
// run model's whole-run default.
var DEFAULTS = {
  lambda: 1.5,
  rowDf: 4,
  pairShiftPerWithin: 0.1,
  pairShiftDf: 2,
  // the within-pair spread when no pair has two samples of a row: the busy duets'
  withinWhenUnknown: 0.2
};

// 1.4826 · MAD estimates a normal sd; the median's variance is π/2 · σ² / n for large n.
var MAD_TO_SD = 1.4826;
var MEDIAN_VARIANCE = Math.PI / 2;
// A row whose samples came out identical has no spread to scale by; this floor keeps its
// ratio finite (a millionth of a log unit: far below any clock's resolution of a query).
var SMALLEST_SPREAD = 1e-6;

function logRatios(pair) {
  return pair.a.map(function (time, i) { return Math.log(pair.b[i]) - Math.log(time); });
}

// One row's view of its pairs (a row has at least one): per pair the median log ratio (null
// where the pair lacks the row); the row's within-pair spread, the MAD of the ratios around
// their pair's median pooled over pairs (0 with one sample a pair: then nothing spreads); the
// mean samples a pair.
function rowSummary(row) {
  var centers = [];
  var residuals = [];
  var samples = [];
  row.pairs.forEach(function (pair) {
    if (pair === null) {
      centers.push(null);
      return;
    }
    var ratios = logRatios(pair);
    var center = stats.median(ratios);
    centers.push(center);
    samples.push(ratios.length);
    if (ratios.length > 1) {
      ratios.forEach(function (ratio) { residuals.push(Math.abs(ratio - center)); });
    }
  });
  return { key: row.key, centers: centers, present: present(centers),
    spread: residuals.length > 0 ? MAD_TO_SD * stats.median(residuals) : 0, samples: stats.mean(samples) };
}

function present(centers) {
  return centers.filter(function (center) { return center !== null; });
}

// Each pair's shift: the median over rows of how far the row's ratio in that pair lies from
// the row's mean over pairs, centred so that the shifts sum to zero. Rows in one pair only
// say nothing about shifts.
function pairShifts(summaries, pairs) {
  var offsets = [];
  for (var k = 0; k < pairs; k += 1) {
    offsets.push([]);
  }
  summaries.filter(function (summary) { return summary.present.length > 1; }).forEach(function (summary) {
    var center = stats.mean(summary.present);
    summary.centers.forEach(function (value, k) {
      if (value !== null) {
        offsets[k].push(value - center);
      }
    });
  });
  var shifts = offsets.map(function (list) { return list.length > 0 ? stats.median(list) : 0; });
  var mean = stats.mean(shifts);
  return shifts.map(function (shift) { return shift - mean; });
}

// A row's variance from pair to pair once the pair shifts are out: { sum, df } (df 0 in one pair).
function betweenPairs(summary, shifts) {
  var adjusted = [];
  summary.centers.forEach(function (value, k) {
    if (value !== null) {
      adjusted.push(value - shifts[k]);
    }
  });
  var center = stats.mean(adjusted);
  var sum = 0;
  adjusted.forEach(function (value) { sum += (value - center) * (value - center); });
  return { sum: sum, df: adjusted.length - 1 };
}

function median(list) {
  return list.length > 0 ? stats.median(list) : null;
}

// input: { pairs (K), rows: [{ key, pairs: [{ a: [times], b: [times] } (sample i of a ran
// beside sample i of b, one sample or more) or null, one per pair] }] }; options: { alpha,
// band }. Returns what run-model.js fit returns: { rows: { key: verdict }, shift, terms,
// noise }, the design "duet"; rows in no pair are left out.
function fit(input, options) {
  var alpha = options.alpha;
  var band = options.band || 0;
  var pairs = input.pairs;
  var summaries = input.rows.map(rowSummary).filter(function (summary) { return summary.present.length > 0; });
  // the comparison's within-pair spread: the median row's (null where no pair has two samples)
  var within = median(summaries.map(function (summary) { return summary.spread; }).filter(function (spread) {
    return spread > 0;
  }));
  var spreadOfAll = within !== null ? within : DEFAULTS.withinWhenUnknown;
  var shifts = pairShifts(summaries, pairs);
  // each row's scale: the variance of its median within a pair, from its own spread (the
  // comparison's where it has none)
  var scales = summaries.map(function (summary) {
    var spread = Math.max(summary.spread > 0 ? summary.spread : spreadOfAll, SMALLEST_SPREAD);
    return MEDIAN_VARIANCE * spread * spread / summary.samples;
  });
  // each row's variance from pair to pair relative to its scale, on df degrees of freedom (a
  // row in one pair has none: df 0, its ratio 0/0 unused)
  var between = summaries.map(function (summary, j) {
    var part = betweenPairs(summary, shifts);
    return { df: part.df, ratio: Math.max(part.sum / part.df / scales[j], 1e-12) };
  });
  var fitted = variancePrior.fit(between.filter(function (part) { return part.df > 0; }));
  // the pool never weighs more than a row's own pairs: a few dozen rows scatter too little to
  // pin d0 down, an estimate too high calls rows changed that are not (pairs close in time
  // share row patterns the scatter can hide), and one too low only widens an interval
  var prior = fitted === null ? { df0: DEFAULTS.rowDf, lambda: DEFAULTS.lambda }
    : { df0: Math.min(fitted.df0, pairs - 1), lambda: fitted.lambda };
  var owns = summaries.map(function (summary, j) {
    // a row in one pair has no variance of its own: the prior's
    var moderated = between[j].df > 0 ? variancePrior.pooled(between[j].ratio, between[j].df, prior)
      : { ratio: prior.lambda, df: prior.df0 };
    var perPair = scales[j] * moderated.ratio;
    return { variance: perPair / summary.present.length, df: moderated.df, perPairSd: Math.sqrt(perPair) };
  });
  var totals = summaries.map(function (summary) { return stats.mean(summary.present); });
  // the pair shifts' spread, pooled with the prior (its df as weight): three pairs that
  // happened to agree must not make B as a whole look certain
  var priorShift = DEFAULTS.pairShiftPerWithin * spreadOfAll;
  var squares = 0;
  shifts.forEach(function (value) { squares += value * value; });
  var shiftVariancePerPair = (DEFAULTS.pairShiftDf * priorShift * priorShift + squares) / (DEFAULTS.pairShiftDf + pairs - 1);
  var shiftSe = { variance: shiftVariancePerPair / pairs, df: DEFAULTS.pairShiftDf + pairs - 1 };
  var judged = summaries.length > 0 ? judgeRows(summaries, totals, owns, shiftSe, alpha, band) : null;
  return {
    rows: judged === null ? {} : judged.rows,
    shift: {
      geomean: judged === null ? null : Math.exp(judged.geomean),
      interval: judged === null ? null : judged.interval,
      significant: judged !== null && judged.significant,
      detectable: judged === null ? null : judged.detectable,
      design: "duet",
      pairs: pairs,
      df: shiftSe.df,
      runs: { a: pairs, b: pairs },
      factors: { a: shifts.map(function () { return 1; }), b: shifts.map(Math.exp) }
    },
    terms: {
      kind: fitted !== null ? "pooled" : "default",
      prior: prior,
      rows: between.filter(function (part) { return part.df > 0; }).length,
      within: within
    },
    noise: {
      wholeRun: { sd: Math.sqrt(shiftVariancePerPair), df: shiftSe.df },
      row: { sd: median(owns.map(function (own) { return own.perPairSd; })),
        df: median(owns.map(function (own) { return own.df; })) }
    }
  };
}

// The verdicts of the rows (one or more) and of B as a whole: run-model.js's two claims.
function judgeRows(summaries, totals, owns, shiftSe, alpha, band) {
  var shift = stats.median(totals);
  var geomean = stats.mean(totals);
  var geomeanVariance = shiftSe.variance + stats.mean(owns.map(function (own) { return own.variance; })) / owns.length;
  var halfWidth = distributions.tQuantile(1 - alpha / 2, shiftSe.df) * Math.sqrt(geomeanVariance);
  var pShift = runModel.twoSidedP(geomean, Math.sqrt(geomeanVariance), shiftSe.df);
  var shiftTest = { p: pShift, real: pShift < alpha, alone: summaries.length === 1 };
  var rows = {};
  summaries.forEach(function (summary, j) {
    rows[summary.key] = runModel.judgeRow(totals[j], shift, owns[j], shiftSe, shiftTest, alpha, band);
    rows[summary.key].runs = { a: summary.present.length, b: summary.present.length };
  });
  return {
    rows: rows,
    geomean: geomean,
    interval: { low: Math.exp(geomean - halfWidth), high: Math.exp(geomean + halfWidth) },
    significant: shiftTest.real,
    detectable: Math.exp((distributions.tQuantile(1 - alpha / 2, shiftSe.df) +
      distributions.tQuantile(runModel.POWER, shiftSe.df)) * Math.sqrt(geomeanVariance))
  };
}

module.exports = { fit: fit, DEFAULTS: DEFAULTS };
