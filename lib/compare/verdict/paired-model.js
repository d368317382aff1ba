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
 * degrees of freedom), relative to the spread of its samples within a pair (v_j); the rows'
 * variances are pooled only as far as they agree (variance-prior.js, an empirical Bayes prior
 * whose weight is found from the rows themselves, and never more than the row's own pairs
 * weigh). Pooled outright, the real duets called identical rows changed: pairs close in time
 * share row patterns, and a row with a pattern needs its own variance.
 *
 * Nothing estimated from a few numbers is taken as known. The within-pair spread rests on the
 * row's rounds: it is measured without the residual a median always leaves at zero, made
 * consistent for the rounds a pair has, pooled with the other rows' spreads as far as they
 * agree, and carries its degrees of freedom into the row's. A row's shift of each pair is fitted from the other rows (with three rows, the row in
 * the middle would otherwise be its own shift and move not at all), and a row is set against
 * the median of the other rows, whose own noise counts. With one pair nothing measures how far
 * a row moves from pair to pair: the defaults below, measured on real duets, stand in, as
 * uncertain as the samples they scale.
 *
 * The two claims are the run model's (run-model.js judgeRow): B as a whole (the geometric
 * mean, whose noise is the spread of the pair shifts), and a row against the rest (its own
 * noise, and the rest's). With FEW_ROWS rows or fewer there is no rest to speak of, and each
 * row is judged alone, its whole B/A against 1 (judgeAlone). ES5.
 */
"use strict";

var stats = require("../../run/stats");
var distributions = require("./distributions");
var variancePrior = require("./variance-prior");
var runModel = require("./run-model");

// Terms measured on the real duets of results/real/duets/ (npm run method-check prints the
// fits): a row's variance from pair to pair as a multiple of its within-pair variance of the
// median (lambda; fitted 0.12–2.6 over the designs of 3 pairs, median 0.6: one pair cannot tell
// which machine it ran on, so it takes about the fourth fifth), with a weight below the fits'
// median (5); and how far a whole pair shifts, as a multiple of the within-pair spread of a
// ratio of samples, weighted like the run model's whole-run default.
var DEFAULTS = {
  lambda: 1.0,
  rowDf: 3,
  pairShiftPerWithin: 0.1,
  pairShiftDf: 2,
  // the within-pair spread when no pair has two samples of a row: the busy duets'
  withinWhenUnknown: 0.3
};

// The median of |d − the pair's median| over a pair's ratios, for n normal ratios, in units of
// their sd (the zero an odd pair's own median leaves is not counted); from simulation
// (tests/reference/within_spread.py prints it). It tends to 0.6745 (1/1.4826, the MAD's
// constant) from below for even n and from above for odd n; beyond the table, the two curves
// fitted to it.
var RESIDUAL_MEDIAN = [null, null, 0.4769, 0.6896, 0.4863, 0.6848, 0.5277, 0.6822, 0.5633, 0.6807, 0.5878, 0.6798,
  0.6038];
var NORMAL_MAD = 0.6745;

function residualMedian(n) {
  if (n < RESIDUAL_MEDIAN.length) {
    return RESIDUAL_MEDIAN[n];
  }
  return n % 2 === 0 ? NORMAL_MAD - 0.83 / n : NORMAL_MAD + 0.08 / n;
}

// The degrees of freedom the spread's square carries, for m residuals pooled (m = Σ(n_k − 1)
// over the row's pairs): a median of absolute residuals weighs about a third of a sample
// variance. 0.33·m + 0.6 runs through the simulated 2/CV² of the spread's square for m from 9 to
// 54, and below it for fewer (1.3 against 1.9 for one pair of three rounds), erring wide
// (tests/reference/within_spread.py).
function spreadDf(m) {
  return m > 0 ? 0.33 * m + 0.6 : 0;
}

// At most this many rows are judged each alone (judgeAlone), more against the rest of the rows.
var FEW_ROWS = 4;

var MEDIAN_VARIANCE = Math.PI / 2;
// A row whose samples came out identical has no spread to scale by; this floor keeps its
// ratio finite (a millionth of a log unit: far below any clock's resolution of a query).
var SMALLEST_SPREAD = 1e-6;

function logRatios(pair) {
  return pair.a.map(function (time, i) { return Math.log(pair.b[i]) - Math.log(time); });
}

// The residuals of a pair's ratios around their median, each in units of what a normal sd
// would give (the one an odd count leaves at zero dropped).
function scaledResiduals(ratios, center) {
  var n = ratios.length;
  var list = ratios.map(function (ratio) { return Math.abs(ratio - center); });
  if (n % 2 === 1) {
    var zero = 0;
    list.forEach(function (value, i) { zero = value < list[zero] ? i : zero; });
    list.splice(zero, 1);
  }
  var unit = residualMedian(n);
  return list.map(function (value) { return value / unit; });
}

// One row's view of its pairs (a row has at least one): per pair the median log ratio (null
// where the pair lacks the row); the row's within-pair spread (an sd of a ratio, 0 where no
// pair has two samples) and its degrees of freedom; the variance of a pair's median relative
// to the spread's square (the mean over pairs of π/2 / n).
function rowSummary(row) {
  var centers = [];
  var residuals = [];
  var perMedian = [];
  var freedom = 0;
  row.pairs.forEach(function (pair) {
    if (pair === null) {
      centers.push(null);
      return;
    }
    var ratios = logRatios(pair);
    var center = stats.median(ratios);
    centers.push(center);
    perMedian.push(MEDIAN_VARIANCE / ratios.length);
    if (ratios.length > 1) {
      residuals = residuals.concat(scaledResiduals(ratios, center));
      freedom += ratios.length - 1;
    }
  });
  return { key: row.key, centers: centers, present: present(centers),
    spread: residuals.length > 0 ? stats.median(residuals) : 0, spreadDf: spreadDf(freedom),
    perMedian: stats.mean(perMedian) };
}

function present(centers) {
  return centers.filter(function (center) { return center !== null; });
}

// Each row's within-pair spread, as the variance of its median in a pair, on its degrees of
// freedom. A spread from a few rounds is itself a guess (two rounds give it under one degree
// of freedom, and a row whose two ratios happened to agree would get a variance near zero and a
// p near zero with it), so the rows' spreads are pooled as far as they agree, as the rows'
// variances from pair to pair are (variance-prior.js); a row with no spread of its own takes
// the comparison's.
function rowScales(summaries, within, withinDf, spreadOfAll) {
  // (a row with a spread has its residuals' degrees of freedom; with none, within is null)
  var measured = summaries.filter(function (summary) { return summary.spread > 0; });
  var prior = variancePrior.fit(measured.map(function (summary) {
    return { ratio: summary.spread * summary.spread / (within * within), df: summary.spreadDf };
  }));
  return summaries.map(function (summary) {
    if (!(summary.spread > 0)) {
      var spread = Math.max(spreadOfAll, SMALLEST_SPREAD);
      return { variance: summary.perMedian * spread * spread, df: withinDf || Infinity };
    }
    var own = { ratio: summary.spread * summary.spread / (within * within), df: summary.spreadDf };
    var pooled = prior === null ? own : variancePrior.pooled(own.ratio, own.df, prior);
    var square = Math.max(pooled.ratio * within * within, SMALLEST_SPREAD * SMALLEST_SPREAD);
    return { variance: summary.perMedian * square, df: pooled.df };
  });
}

// Each row's offsets from its own mean per pair (null where absent), for rows in two pairs or
// more (a row in one pair says nothing about shifts).
function offsetsOf(summaries) {
  return summaries.map(function (summary) {
    if (summary.present.length < 2) {
      return null;
    }
    var center = stats.mean(summary.present);
    return summary.centers.map(function (value) { return value === null ? null : value - center; });
  });
}

// The pairs' shifts: per pair the median over rows (all but `without`, an index, or −1) of
// their offsets, centred so that the shifts sum to zero.
function pairShifts(offsets, pairs, without) {
  var shifts = [];
  for (var k = 0; k < pairs; k += 1) {
    var list = [];
    offsets.forEach(function (row, j) {
      if (row !== null && j !== without && row[k] !== null) {
        list.push(row[k]);
      }
    });
    shifts.push(list.length > 0 ? stats.median(list) : 0);
  }
  var mean = stats.mean(shifts);
  return shifts.map(function (shift) { return shift - mean; });
}

// A row once the shifts are out: its mean over its pairs, and its variance from pair to pair
// { sum, df } (df 0 in one pair).
function adjusted(summary, shifts) {
  var values = [];
  summary.centers.forEach(function (value, k) {
    if (value !== null) {
      values.push(value - shifts[k]);
    }
  });
  var center = stats.mean(values);
  var sum = 0;
  values.forEach(function (value) { sum += (value - center) * (value - center); });
  return { total: center, sum: sum, df: values.length - 1 };
}

function median(list) {
  return list.length > 0 ? stats.median(list) : null;
}

// The degrees of freedom of a product of independent estimates, each on its own: the squares
// of their coefficients of variation (2 / df) add.
function productDf(dfs) {
  var sum = 0;
  dfs.forEach(function (df) { sum += df === Infinity ? 0 : 2 / df; });
  return sum === 0 ? Infinity : 2 / sum;
}

// How sure a λ fitted from these rows is, as degrees of freedom: λ is the centre of the rows'
// log ratios, each scattering by ψ′(d/2) (its own pairs) and ψ′(d0/2) (how far true rows
// differ), so its log has that over the number of rows as variance, which a variance on ν
// degrees of freedom has at ν = 2 / that (ψ′(ν/2) ≈ 2/ν).
function lambdaDf(measured, df0) {
  var scatter = stats.mean(measured.map(function (part) { return distributions.trigamma(part.df / 2); })) +
    (df0 === Infinity ? 0 : distributions.trigamma(df0 / 2));
  return 2 * measured.length / scatter;
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
  var spreads = summaries.filter(function (summary) { return summary.spread > 0; });
  var within = median(spreads.map(function (summary) { return summary.spread; }));
  var withinDf = median(spreads.map(function (summary) { return summary.spreadDf; }));
  var spreadOfAll = within !== null ? within : DEFAULTS.withinWhenUnknown;
  var offsets = offsetsOf(summaries);
  var shifts = pairShifts(offsets, pairs, -1);
  // each row's scale: the variance of its median within a pair, from its own spread pooled
  // with the other rows' as far as they agree (the comparison's where it has none), and how
  // many degrees of freedom that rests on
  var scales = rowScales(summaries, within, withinDf, spreadOfAll);
  // each row against the shifts the other rows give (a few rows: as it is, judged alone):
  // its mean and its variance from pair to pair relative to its scale, on df degrees of
  // freedom (a row in one pair has none: df 0)
  var few = summaries.length <= FEW_ROWS;
  var unshifted = shifts.map(function () { return 0; });
  var parts = summaries.map(function (summary, j) {
    var part = adjusted(summary, few ? unshifted : pairShifts(offsets, pairs, j));
    part.ratio = part.df > 0 ? Math.max(part.sum / part.df / scales[j].variance, 1e-12) : null;
    return part;
  });
  var measured = parts.filter(function (part) { return part.df > 0; });
  var fitted = variancePrior.fit(measured.map(function (part) { return { ratio: part.ratio, df: part.df }; }));
  // the pool never weighs more than a row's own pairs: a few dozen rows scatter too little to
  // pin d0 down, an estimate too high calls rows changed that are not (pairs close in time
  // share row patterns the scatter can hide), and one too low only widens an interval; and
  // a λ fitted from a few rows is only as sure as their scatter allows (lambdaDf)
  var prior = fitted === null ? { df0: DEFAULTS.rowDf, lambda: DEFAULTS.lambda, lambdaDf: Infinity }
    : { df0: Math.min(fitted.df0, pairs - 1), lambda: fitted.lambda, lambdaDf: lambdaDf(measured, fitted.df0) };
  // the pair shifts' prior: how far a whole pair moves, from the within-pair spread
  var priorShift = DEFAULTS.pairShiftPerWithin * spreadOfAll;
  var owns = summaries.map(function (summary, j) {
    var part = parts[j];
    // the prior weighs as its own spread over rows allows, and no more than λ (fitted from a
    // few rows) and the row's scale (from its rounds) are sure; a row judged alone keeps its
    // pair's shift, so its prior holds that too
    var weight = productDf([prior.df0, prior.lambdaDf, scales[j].df]);
    var priorPerPair = prior.lambda * scales[j].variance + (few ? priorShift * priorShift : 0);
    var perPair = ((part.df > 0 ? part.sum : 0) + weight * priorPerPair) / (part.df + weight);
    return { variance: perPair / summary.present.length, df: part.df + weight, perPairSd: Math.sqrt(perPair),
      // how far the row's B/A itself moved from pair to pair (its own, unpooled)
      pairSpread: part.df > 0 ? { sd: Math.sqrt(part.sum / part.df), pairs: part.df + 1 } : null };
  });
  var totals = parts.map(function (part) { return part.total; });
  // the pair shifts' spread, pooled with the prior (its df as weight): three pairs that
  // happened to agree must not make B as a whole look certain
  var squares = 0;
  shifts.forEach(function (value) { squares += value * value; });
  var shiftVariancePerPair = (DEFAULTS.pairShiftDf * priorShift * priorShift + squares) / (DEFAULTS.pairShiftDf + pairs - 1);
  var shiftSe = { variance: shiftVariancePerPair / pairs, df: DEFAULTS.pairShiftDf + pairs - 1 };
  var judged = summaries.length === 0 ? null : (few ? judgeAlone(summaries, totals, owns, shiftSe, alpha, band)
    : judgeRows(summaries, totals, owns, shiftSe, alpha, band));
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
      prior: { df0: prior.df0, lambda: prior.lambda },
      // the rows' weight as fitted, before the cap (null where the defaults stood in)
      fittedDf0: fitted === null ? null : fitted.df0,
      rows: measured.length,
      within: within,
      withinDf: withinDf,
      // the rounds a pair has, for the median row (its mean over its pairs)
      rounds: median(summaries.map(function (summary) { return MEDIAN_VARIANCE / summary.perMedian; }))
    },
    noise: {
      wholeRun: { sd: Math.sqrt(shiftVariancePerPair), df: shiftSe.df },
      row: { sd: median(owns.map(function (own) { return own.perPairSd; })),
        df: median(owns.map(function (own) { return own.df; })) }
    }
  };
}

// The rest a row is set against: the median of the other rows' totals (more than FEW_ROWS
// rows: there are others), and that median's own noise ({ variance, df }).
function rest(totals, owns, j) {
  var others = [];
  var variances = [];
  var df = 0;
  totals.forEach(function (total, i) {
    if (i !== j) {
      others.push(total);
      variances.push(owns[i].variance);
      df += owns[i].df;
    }
  });
  return { center: stats.median(others),
    variance: runModel.medianVarianceFactor(others.length) * stats.mean(variances) / others.length, df: df };
}

// The verdicts of a few rows (FEW_ROWS or fewer), each alone: its whole B/A against 1, on the
// noise of its own B/A from pair to pair (the pair's shift included); and of B as a whole.
// With so few rows, the rest a row would be set against is one or two other rows, which a
// change of one of them drags along: on the real duets, one row of three made slower by its
// stated detectable got one in four of the two untouched rows called changed.
function judgeAlone(summaries, totals, owns, shiftSe, alpha, band) {
  var rows = {};
  summaries.forEach(function (summary, j) {
    rows[summary.key] = runModel.judgeAgainstOne(totals[j], { variance: owns[j].variance, df: owns[j].df }, alpha, band);
    rows[summary.key].runs = { a: summary.present.length, b: summary.present.length };
    rows[summary.key].pairSpread = owns[j].pairSpread;
  });
  // the rows share their pairs' shifts: the mean of J rows holds each row's own noise once
  // over J, and the shifts' beyond that
  var count = owns.length;
  var parts = [{ variance: stats.mean(owns.map(function (own) { return own.variance; })) / count,
    df: median(owns.map(function (own) { return own.df; })) },
  { variance: (1 - 1 / count) * shiftSe.variance, df: shiftSe.df }];
  return wholeOf(rows, stats.mean(totals), parts[0].variance + parts[1].variance, runModel.satterthwaite(parts),
    alpha);
}

// B as a whole from the geometric mean of the rows' B/A (log), its variance and df.
function wholeOf(rows, geomean, variance, df, alpha) {
  var halfWidth = distributions.tQuantile(1 - alpha / 2, df) * Math.sqrt(variance);
  return {
    rows: rows,
    geomean: geomean,
    interval: { low: Math.exp(geomean - halfWidth), high: Math.exp(geomean + halfWidth) },
    significant: runModel.twoSidedP(geomean, Math.sqrt(variance), df) < alpha,
    detectable: Math.exp((distributions.tQuantile(1 - alpha / 2, df) + distributions.tQuantile(runModel.POWER, df)) *
      Math.sqrt(variance))
  };
}

// The verdicts of the rows (more than FEW_ROWS) and of B as a whole: run-model.js's two claims.
function judgeRows(summaries, totals, owns, shiftSe, alpha, band) {
  var geomean = stats.mean(totals);
  var geomeanVariance = shiftSe.variance + stats.mean(owns.map(function (own) { return own.variance; })) / owns.length;
  var pShift = runModel.twoSidedP(geomean, Math.sqrt(geomeanVariance), shiftSe.df);
  var shiftTest = { p: pShift, real: pShift < alpha, alone: false };
  var rows = {};
  summaries.forEach(function (summary, j) {
    var others = rest(totals, owns, j);
    var own = { variance: owns[j].variance, df: owns[j].df, reference: { variance: others.variance, df: others.df } };
    rows[summary.key] = runModel.judgeRow(totals[j], others.center, own, shiftSe, shiftTest, alpha, band);
    rows[summary.key].runs = { a: summary.present.length, b: summary.present.length };
    rows[summary.key].pairSpread = owns[j].pairSpread;
  });
  return wholeOf(rows, geomean, geomeanVariance, shiftSe.df, alpha);
}

module.exports = { fit: fit, DEFAULTS: DEFAULTS, residualMedian: residualMedian, spreadDf: spreadDf,
  scaledResiduals: scaledResiduals, productDf: productDf, FEW_ROWS: FEW_ROWS };
