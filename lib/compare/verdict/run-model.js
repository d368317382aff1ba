/*
 * The verdict on groups of server runs: the run, not the sample, is what repeats.
 *
 * Samples of one server process share that process and the minutes it ran in, so they are not
 * independent draws of "version A": on real servers a whole run moves (one by 2×), runs next
 * to each other in time move together, and a row still moves from run to run after that
 * (docs/comparing.md, "The method"). The model, in log time, for row j of run r of side s:
 *
 *   m_rj = μ_sj + f_r + e_rj
 *
 * m_rj: the log of the run's median of that row; f_r: the run's factor, shared by all its
 * rows (machine, process); e_rj: the row's own move in that run (its within-run noise, as it
 * reaches the median, plus a row-by-run term). Two claims follow, with different noise:
 *
 *   the shift: how far B as a whole moved from A (the geometric mean of B/A over the rows);
 *     its uncertainty is the spread of run factors (or, for runs that alternate in time, of
 *     the factor differences of neighbouring runs), with few degrees of freedom;
 *   a row: B/A of that row. Its own part, the row against the shift of its run, has the
 *     row-level noise only, pooled with a prior across rows; its total adds the shift's.
 *
 * Which test decides a row depends on whether the shift is established (judgeRow below). Where
 * the data cannot measure a term (one run a side), a default measured on real servers stands
 * in (DEFAULTS below), scaled by the within-run spread this comparison shows, or the terms an
 * A/A calibration measured (noise.js, compare --noise-from). ES5.
 */
"use strict";

var distributions = require("./distributions");
var stats = require("../../run/stats");

// The default between-run terms, as multiples of the comparison's within-run standard
// deviation of log times w, with the weight (degrees of freedom) each default carries against
// what the runs themselves show. Fitted on the real runs of results/real/ (quiet) and
// results/real/alternating/ (busy): machines whose samples spread widely also move whole runs
// and rows widely (docs/comparing.md, "The method", "One run a side").
var DEFAULTS = {
  wholeRunPerWithin: 1.0,
  wholeRunDf: 2,
  rowPerWithin: 0.6,
  rowDf: 4,
  // w when no run has two samples of a row: the busy machine's
  withinWhenUnknown: 0.2
};

var POWER = 0.9;

// Var(median) / (σ² / n) for n normal samples: the sample median's variance relative to the
// mean's (from simulation, 400,000 draws each; π/2 in the limit).
var MEDIAN_VARIANCE_FACTOR = [1, 1, 1, 1.344, 1.198, 1.430, 1.288, 1.472, 1.347, 1.494, 1.379, 1.517];

function medianVarianceFactor(n) {
  return n < MEDIAN_VARIANCE_FACTOR.length ? MEDIAN_VARIANCE_FACTOR[n] : Math.PI / 2;
}

var median = stats.median;
var mean = stats.mean;

// The sample variance (n − 1); a list of two or more.
function variance(list) {
  var sd = stats.standardDeviation(list);
  return sd * sd;
}

// One run's view of a row: the log of its median, the sample variance of its log times and
// what that makes of the median's variance (null with one sample).
function runSummary(times) {
  var logs = times.map(function (t) { return Math.log(t); });
  var n = logs.length;
  var within = n > 1 ? variance(logs) : null;
  return { center: Math.log(median(times)), n: n, within: within,
    medianVariance: within === null ? null : medianVarianceFactor(n) * within / n };
}

// Welch–Satterthwaite: the degrees of freedom of a sum of variance terms [{ variance, df }].
function satterthwaite(terms) {
  var total = 0;
  var denominator = 0;
  terms.forEach(function (term) {
    total += term.variance;
    if (term.df !== Infinity && term.variance > 0) {
      denominator += term.variance * term.variance / term.df;
    }
  });
  return denominator === 0 ? Infinity : total * total / denominator;
}

// Runs of the two sides paired in time: walk all runs by start time and pair each run with
// the next one when it belongs to the other side (A B A B … gives A1B1, A2B2, …). Runs without
// a start time pair with nothing. Returns [{ a, b }] as indices.
function pairsInTime(startsA, startsB) {
  var all = [];
  startsA.forEach(function (start, i) { if (start !== null) { all.push({ start: start, side: "a", index: i }); } });
  startsB.forEach(function (start, i) { if (start !== null) { all.push({ start: start, side: "b", index: i }); } });
  all.sort(function (x, y) { return x.start - y.start; });
  var pairs = [];
  var i = 0;
  while (i < all.length - 1) {
    if (all[i].side !== all[i + 1].side) {
      var first = all[i];
      var second = all[i + 1];
      pairs.push(first.side === "a" ? { a: first.index, b: second.index } : { a: second.index, b: first.index });
      i += 2;
    } else {
      i += 1;
    }
  }
  return pairs;
}

// The runs alternate when pairing in time leaves at most one run of the smaller side unpaired
// and gives two pairs or more (one pair has no spread to measure).
function alternates(pairs, runsA, runsB) {
  return pairs.length >= 2 && pairs.length >= Math.min(runsA, runsB) - 1;
}

// The factor of each run of one side: the median over its rows of how far the row's center
// lies from that row's mean over the side's runs, then centred so the side's factors sum to
// zero. Rows seen by one run only say nothing about factors.
function runFactors(side, runs) {
  var offsets = [];
  for (var r = 0; r < runs; r += 1) {
    offsets.push([]);
  }
  side.forEach(function (row) {
    var present = row.filter(function (run) { return run !== null; });
    if (present.length < 2) {
      return;
    }
    var center = mean(present.map(function (run) { return run.center; }));
    row.forEach(function (run, r) {
      if (run !== null) {
        offsets[r].push(run.center - center);
      }
    });
  });
  var factors = offsets.map(function (list) { return list.length > 0 ? median(list) : 0; });
  var shift = runs > 0 ? mean(factors) : 0;
  return factors.map(function (factor) { return factor - shift; });
}

// A row's residual sum of squares around its side means once run factors are out, and its
// degrees of freedom.
function residuals(side, factors) {
  var sum = 0;
  var df = 0;
  var present = side.map(function (run, r) { return run === null ? null : run.center - factors[r]; })
    .filter(function (value) { return value !== null; });
  if (present.length > 1) {
    var center = mean(present);
    present.forEach(function (value) { sum += (value - center) * (value - center); });
    df = present.length - 1;
  }
  return { sum: sum, df: df };
}

function sideMean(side) {
  return mean(side.filter(function (run) { return run !== null; }).map(function (run) { return run.center; }));
}

function runsOf(side) {
  return side.filter(function (run) { return run !== null; }).length;
}

// The within-run spread of the comparison, w: the square root of the median over rows of the
// mean within-run variance of log times. Null when no run has two samples of a row.
function withinSpread(rows) {
  var perRow = [];
  rows.forEach(function (row) {
    var variances = row.a.concat(row.b).filter(function (run) { return run !== null && run.within !== null; })
      .map(function (run) { return run.within; });
    if (variances.length > 0) {
      perRow.push(mean(variances));
    }
  });
  return perRow.length > 0 ? Math.sqrt(median(perRow)) : null;
}

// The between-run terms used: { kind: "default" | "measured" (an A/A calibration, source: its
// files) | "shared" (A and B in one run), wholeRun, row: { sd, df }, within: w }. The defaults
// scale with w; without any w, with the busy machine's.
function termsFor(given, w) {
  var scale = w === null ? DEFAULTS.withinWhenUnknown : w;
  var defaultWhole = DEFAULTS.wholeRunPerWithin * scale;
  if (given && given.kind === "measured") {
    // the A/A runs' spread of whole runs joins the default with the weight of their degrees of
    // freedom: two runs (one degree) cannot show that whole runs never move
    var whole = pooled(defaultWhole * defaultWhole, DEFAULTS.wholeRunDf, given.wholeRun.df * given.wholeRun.sd *
      given.wholeRun.sd, given.wholeRun.df);
    return { kind: "measured", wholeRun: { sd: Math.sqrt(whole), df: DEFAULTS.wholeRunDf + given.wholeRun.df },
      row: given.row, source: given.source, within: w };
  }
  if (given) {
    return { kind: given.kind, wholeRun: given.wholeRun, row: given.row, source: given.source, within: w };
  }
  return {
    kind: "default",
    wholeRun: { sd: defaultWhole, df: DEFAULTS.wholeRunDf },
    row: { sd: DEFAULTS.rowPerWithin * scale, df: DEFAULTS.rowDf },
    source: null,
    within: w
  };
}

// A prior pooled with what the runs show, weighted by degrees of freedom; a prior of infinite
// weight is taken as it is (the terms of one shared run, below).
function pooled(priorVariance, priorDf, observedSum, observedDf) {
  return priorDf === Infinity ? priorVariance : (priorDf * priorVariance + observedSum) / (priorDf + observedDf);
}

// The shift's standard error and degrees of freedom. Paired: the spread of the factor
// differences of neighbouring runs; unpaired: the spread of run factors within each side. Each
// estimate is pooled with the prior term (its df as weight), so that two or three runs cannot
// make a lucky small spread look certain.
function shiftError(prepared, factorsA, factorsB, terms) {
  var runsA = prepared.runsA;
  var runsB = prepared.runsB;
  var prior = terms.wholeRun;
  var pairs = pairsInTime(prepared.startsA, prepared.startsB);
  var observedDf = (runsA - 1) + (runsB - 1);
  if (observedDf > 0 && alternates(pairs, runsA, runsB)) {
    var differences = pairs.map(function (pair) {
      var list = [];
      prepared.rows.forEach(function (row) {
        if (row.a[pair.a] !== null && row.b[pair.b] !== null) {
          list.push(row.b[pair.b].center - row.a[pair.a].center);
        }
      });
      return median(list);
    });
    var pairedVariance = pooled(2 * prior.sd * prior.sd, prior.df, (pairs.length - 1) * variance(differences),
      pairs.length - 1);
    // (a run's own share of a pair's difference: half its variance)
    return { variance: pairedVariance / pairs.length, df: prior.df + pairs.length - 1, design: "paired",
      perRunSd: Math.sqrt(pairedVariance / 2),
      pairs: pairs.length };
  }
  var sum = 0;
  factorsA.concat(factorsB).forEach(function (factor) { sum += factor * factor; });
  var runVariance = pooled(prior.sd * prior.sd, prior.df, sum, observedDf);
  return { variance: runVariance * (1 / runsA + 1 / runsB), df: prior.df + observedDf, perRunSd: Math.sqrt(runVariance),
    design: observedDf > 0 ? "unpaired" : "one run a side", pairs: 0 };
}

// The row's own noise: its measured residual variance pooled with the prior (its within-run
// variance of the median plus the row term), or the prior alone with one run a side.
function ownError(row, factorsA, factorsB, terms) {
  var medianVariances = row.a.concat(row.b).filter(function (run) { return run !== null && run.medianVariance !== null; });
  var withinVariance = medianVariances.length > 0 ? mean(medianVariances.map(function (run) { return run.medianVariance; })) : 0;
  var withinDf = 0;
  medianVariances.forEach(function (run) { withinDf += run.n - 1; });
  var rowVariance = terms.row.sd * terms.row.sd;
  var prior = withinVariance + rowVariance;
  var a = residuals(row.a, factorsA);
  var b = residuals(row.b, factorsB);
  var df = a.df + b.df;
  var perRun;
  var errorDf;
  if (df > 0) {
    perRun = pooled(prior, terms.row.df, a.sum + b.sum, df);
    errorDf = terms.row.df + df;
  } else {
    perRun = prior;
    // one run a side: the within part is measured (withinDf), the row term is the default
    errorDf = satterthwaite([{ variance: withinVariance, df: withinDf > 0 ? withinDf : Infinity },
      { variance: rowVariance, df: Infinity }]);
  }
  var scale = 1 / runsOf(row.a) + 1 / runsOf(row.b);
  return { variance: perRun * scale, df: errorDf, perRunSd: Math.sqrt(perRun) };
}

function twoSidedP(estimate, standardError, df) {
  return standardError > 0 ? distributions.tTwoSidedP(estimate / standardError, df) : (estimate === 0 ? 1 : 0);
}

function interval(estimate, standardError, df, alpha) {
  var half = distributions.tQuantile(1 - alpha / 2, df) * standardError;
  return { low: Math.exp(estimate - half), high: Math.exp(estimate + half) };
}

// One row's verdict. total: its log B/A; shift: the log shift of the median row (or of the
// rest of the rows); own: the row's own error { variance, df, reference (optional: the noise
// of that shift, { variance, df }, where it is estimated from few rows) }; shiftSe: the shift's { variance, df }; shiftTest: { p, real
// (p < alpha: the geometric mean's interval excludes 1), alone (the comparison has this row only) }.
//   Two tests. The total test asks whether B/A itself differs from 1, with the shift's noise
// in it; the own test asks whether the row moved apart from its run's shift, with the row's
// noise only. Where the shift is established (the geometric mean's interval excludes 1), a
// row is faster or slower by the total test, or by the own test when it went further than the
// shift the same way (then both parts of its B/A point that way). A row that moved back
// against a real shift (it lagged behind a speed-up of everything) is left to the total test:
// its own move says it differs from the rest, not on which side of 1 its B/A lies. Where the
// shift is not established, it may be the machine as much as the version, so only a row that
// moved apart from its run counts, in the direction it moved apart, even when a whole-run
// shift the other way makes its B/A cross 1 (the row's note says so). The claim says which
// of the two a verdict rests on, and for the total test whether the row went the shift's way.
//   detectable: the smallest change of this row the comparison finds with 90 % probability,
// by the test that finds it: the own test where the shift is not established, the total test
// where it is; never below the noise band plus its margin.
function judgeRow(total, shift, own, shiftSe, shiftTest, alpha, band) {
  var shiftIsReal = shiftTest.real;
  var totalVariance = shiftSe.variance + own.variance;
  var totalSe = Math.sqrt(totalVariance);
  var totalDf = satterthwaite([{ variance: shiftSe.variance, df: shiftSe.df }, { variance: own.variance, df: own.df }]);
  // the row against the rest: its own noise, and the rest's where that is estimated too
  var reference = own.reference || { variance: 0, df: Infinity };
  var ownSe = Math.sqrt(own.variance + reference.variance);
  var ownDf = reference.variance > 0 ? satterthwaite([{ variance: own.variance, df: own.df }, reference]) : own.df;
  var ownPart = total - shift;
  var pTotal = twoSidedP(total, totalSe, totalDf);
  var pOwn = twoSidedP(ownPart, ownSe, ownDf);
  // beyond an established shift, the row's own move says which side of 1 its B/A lies only when
  // it went further the same way; a move back against the shift leaves that to the total test
  var beyondShift = ownPart * shift > 0;
  var p = shiftTest.alone ? shiftTest.p : (shiftIsReal ? (beyondShift ? Math.min(pTotal, pOwn) : pTotal) : pOwn);
  var apart = pOwn < alpha && (!shiftIsReal || beyondShift);
  var decidedByOwn = !shiftIsReal;
  var slower = decidedByOwn ? ownPart > 0 : total > 0;
  // the noise band: a significant change no larger than the band is "within noise"
  var effect = Math.abs(decidedByOwn ? ownPart : total);
  var verdict = p < alpha ? (effect <= Math.log(1 + band) ? "within noise" : (slower ? "slower" : "faster")) : "~";
  var se = shiftIsReal ? totalSe : ownSe;
  var df = shiftIsReal ? totalDf : ownDf;
  var margin = distributions.tQuantile(POWER, df) * se;
  var detectable = Math.max(distributions.tQuantile(1 - alpha / 2, df) * se + margin, Math.log(1 + band) + margin);
  return {
    ratio: Math.exp(total),
    interval: interval(total, totalSe, totalDf, alpha),
    p: p,
    pTotal: pTotal,
    df: totalDf,
    verdict: verdict,
    // (a single row has no rest of the run to move with or apart from)
    // what the verdict was tested against: the rest of the rows ("row": it moved apart from
    // them), or its whole B/A, which moved as the established shift did ("run") or the other
    // way ("against": never said to move with a whole that went the other way)
    claim: (verdict === "faster" || verdict === "slower") && !shiftTest.alone
      ? (apart ? "row" : (total * shift >= 0 ? "run" : "against")) : null,
    own: { ratio: Math.exp(ownPart), interval: interval(ownPart, ownSe, ownDf, alpha), p: pOwn },
    detectable: Math.exp(detectable)
  };
}

// A log B/A judged alone against 1 on its own noise ({ variance, df }): judgeRow with no shift
// and no rest to set it against. A row with nothing beside it (a duet of few rows, an A/B's
// size), or B as a whole of sizes timed apart.
function judgeAgainstOne(total, own, alpha, band) {
  var p = twoSidedP(total, Math.sqrt(own.variance), own.df);
  return judgeRow(total, 0, own, { variance: 0, df: Infinity }, { p: p, real: false, alone: true }, alpha, band);
}

// samplesA, samplesB: per row { key, a: [times or null per run of A], b: [...] }, runs in the
// order of the side's files; startsA, startsB: each run's start (seconds) or null.
function prepare(input) {
  return {
    runsA: input.startsA.length,
    runsB: input.startsB.length,
    startsA: input.startsA,
    startsB: input.startsB,
    rows: input.rows.map(function (row) {
      var summarize = function (times) { return times && times.length > 0 ? runSummary(times) : null; };
      return { key: row.key, a: row.a.map(summarize), b: row.b.map(summarize) };
    }).filter(function (row) { return runsOf(row.a) > 0 && runsOf(row.b) > 0; })
  };
}

// input: { rows: [{ key, a, b }], startsA, startsB }; options: { alpha, band (the noise band,
// a fraction), terms (from an A/A calibration, or null) }. Returns { rows: { key: verdict },
// shift, terms }. Each row: ratio (B/A), interval { low, high }, p, verdict ("faster" |
// "slower" | "~"), claim ("row": it moved apart from its run's shift, "run": it moved with the
// whole run, "against": its B/A moved the other way from the whole run's, null), own { ratio, interval, p } (B/A against the shift), detectable (the factor
// this comparison finds with 90 % probability, either way). The verdict is "within noise" when
// the change it rests on is significant but no larger than the noise band.
function fit(input, options) {
  var alpha = options.alpha;
  var band = options.band || 0;
  var prepared = prepare(input);
  var terms = termsFor(options.terms || null, withinSpread(prepared.rows));
  var factorsA = runFactors(prepared.rows.map(function (row) { return row.a; }), prepared.runsA);
  var factorsB = runFactors(prepared.rows.map(function (row) { return row.b; }), prepared.runsB);
  var shiftSe = shiftError(prepared, factorsA, factorsB, terms);
  var logRatios = prepared.rows.map(function (row) { return sideMean(row.b) - sideMean(row.a); });
  // the shift a row is set against: the median row's, so that rows that did change do not
  // drag it along
  var shift = logRatios.length > 0 ? median(logRatios) : 0;
  var owns = prepared.rows.map(function (row) { return ownError(row, factorsA, factorsB, terms); });
  var ownVariances = owns.map(function (own) { return own.variance; });
  var geomean = logRatios.length > 0 ? mean(logRatios) : null;
  var geomeanVariance = shiftSe.variance + (ownVariances.length > 0 ? mean(ownVariances) / ownVariances.length : 0);
  var geomeanInterval = geomean === null ? null : interval(geomean, Math.sqrt(geomeanVariance), shiftSe.df, alpha);
  var pShift = geomean === null ? 1 : twoSidedP(geomean, Math.sqrt(geomeanVariance), shiftSe.df);
  var shiftIsReal = pShift < alpha;
  var byKey = {};
  prepared.rows.forEach(function (row, j) {
    // one row is its whole run: it has no part of its own, its test is the shift's
    var shiftTest = { p: pShift, real: shiftIsReal, alone: prepared.rows.length === 1 };
    byKey[row.key] = judgeRow(logRatios[j], shift, owns[j], shiftSe, shiftTest, alpha, band);
    byKey[row.key].runs = { a: runsOf(row.a), b: runsOf(row.b) };
  });
  return {
    rows: byKey,
    shift: {
      geomean: geomean === null ? null : Math.exp(geomean),
      interval: geomeanInterval,
      significant: shiftIsReal,
      detectable: geomean === null ? null : Math.exp((distributions.tQuantile(1 - alpha / 2, shiftSe.df) +
        distributions.tQuantile(POWER, shiftSe.df)) * Math.sqrt(geomeanVariance)),
      design: shiftSe.design,
      pairs: shiftSe.pairs,
      df: shiftSe.df,
      runs: { a: prepared.runsA, b: prepared.runsB },
      factors: { a: factorsA.map(Math.exp), b: factorsB.map(Math.exp) }
    },
    terms: terms,
    // the noise the verdicts used: how far a whole run moves, and how far the median row's
    // median moves from run to run (its within-run noise included)
    noise: {
      wholeRun: { sd: shiftSe.perRunSd, df: shiftSe.df },
      row: { sd: owns.length > 0 ? median(owns.map(function (own) { return own.perRunSd; })) : null,
        df: owns.length > 0 ? median(owns.map(function (own) { return own.df; })) : null }
    }
  };
}

// The between-run terms that runs of one server show (an A/A calibration, noise.js): rows:
// [{ key, runs: [times or null per run] }], two runs or more. The whole-run term is the spread
// of the runs' factors (k − 1 degrees of freedom); the row term is how far rows move from run
// to run beyond their run's factor and beyond what their within-run noise explains, pooled
// over rows (as a prior for single rows it carries the default's weight, DEFAULTS.rowDf: how
// much one row may differ from the pool is a property of rows, not of this measurement).
function measureTerms(rows, name) {
  var prepared = rows.map(function (row) {
    return row.runs.map(function (times) { return times && times.length > 0 ? runSummary(times) : null; });
  });
  var runs = rows.length > 0 ? rows[0].runs.length : 0;
  var factors = runFactors(prepared, runs);
  var excess = [];
  prepared.forEach(function (row) {
    var residual = residuals(row, factors);
    if (residual.df === 0) {
      return;
    }
    var medianVariances = row.filter(function (run) { return run !== null && run.medianVariance !== null; })
      .map(function (run) { return run.medianVariance; });
    excess.push(residual.sum / residual.df - (medianVariances.length > 0 ? mean(medianVariances) : 0));
  });
  var sum = 0;
  factors.forEach(function (factor) { sum += factor * factor; });
  return {
    kind: "measured",
    wholeRun: { sd: Math.sqrt(sum / (runs - 1)), df: runs - 1 },
    row: { sd: excess.length > 0 ? Math.sqrt(Math.max(0, mean(excess))) : 0, df: DEFAULTS.rowDf },
    source: name,
    within: withinSpread(prepared.map(function (row) { return { a: row, b: [] }; }))
  };
}

// The terms of two sides measured in one server run, taking turns (the workbench's A/B): they
// share the process and its minutes, so no between-run term separates them; only the samples'
// own noise does.
var SHARED_RUN = { kind: "shared", wholeRun: { sd: 0, df: Infinity }, row: { sd: 0, df: Infinity }, source: null };

module.exports = { fit: fit, SHARED_RUN: SHARED_RUN, measureTerms: measureTerms, pairsInTime: pairsInTime, DEFAULTS: DEFAULTS, runSummary: runSummary,
  medianVarianceFactor: medianVarianceFactor, judgeRow: judgeRow, judgeAgainstOne: judgeAgainstOne, twoSidedP: twoSidedP, satterthwaite: satterthwaite,
  POWER: POWER };
