/*
 * The verdict on an A/B run of the workbench: two queries in one server, taking turns, each
 * turn one sample of A and one of B back to back (which goes first alternating), so whatever
 * the machine does in those milliseconds it does to both. What repeats is the turn: B/A is
 * judged on the log ratios of the turns, d_i = ln(B_i / A_i), as pairs, not as two unrelated
 * sets of samples.
 *
 * Turns that follow each other closely may not be independent (a burst of other work, a
 * cache, the heap growing over many turns): the turns are cut, in time order, into batches of
 * consecutive turns, and the noise is measured where it repeats, from batch to batch. Each
 * batch's B/A is the Hodges–Lehmann estimate of its d (the median of the pairwise means: as
 * precise as a mean on normal noise, nearly, and not thrown by the odd sample a collection or
 * another process spoiled; Hodges and Lehmann, Ann. Math. Statist. 34, 1963). The row's B/A
 * is the mean of its batches'. How far the batches move from each other is set against how
 * far they would if the turns were independent (their spread within the batches); the two
 * are pooled as the paired judgement of duets pools a row with its prior (paired-model.js):
 * where neighbouring turns move together, the batches scatter more than independent turns
 * would, and the verdict pays for it; with few batches the prior of independence weighs as a
 * few batches' worth, no more. Each size is a row of its own, judged alone against 1 (a size
 * is timed apart from the others, so there is no shared shift to take out). ES5.
 */
"use strict";

var stats = require("../../run/stats");
var runModel = require("./run-model");
var pairedModel = require("./paired-model");
var distributions = require("./distributions");

// Turns are cut into at most this many batches (each of two turns or more): enough degrees of
// freedom for the batch-to-batch noise, and batches long enough to hold what neighbouring
// turns share (with the default's hundreds of turns, each batch spans many seconds).
var BATCHES = 10;
// The weight of the prior that turns are independent, in batches: as much as a few batches
// show, so that ten batches that scatter more (turns that move together) outweigh it.
var INDEPENDENCE_DF = 3;
// Var(Hodges–Lehmann) relative to σ² / m on normal noise: π / 3 (its efficiency 3/π against
// the mean).
var HL_VARIANCE = Math.PI / 3;
// The spread of d when no batch has two turns: the busy machine's (the real workbench runs
// beside two CPU-bound loops: sd of a turn's log ratio 0.2 to 0.5).
var SPREAD_WHEN_UNKNOWN = 0.3;

// The median of the pairwise means (i ≤ j) of a list.
function hodgesLehmann(values) {
  var means = [];
  values.forEach(function (value, i) {
    for (var j = i; j < values.length; j += 1) {
      means.push((value + values[j]) / 2);
    }
  });
  return stats.median(means);
}

// The bounds of the batches of n turns: consecutive, as equal as can be, each of two turns or
// more (one batch holds them all below four turns).
function batchBounds(n) {
  var count = Math.max(1, Math.min(BATCHES, Math.floor(n / 2)));
  var bounds = [];
  for (var k = 0; k < count; k += 1) {
    bounds.push({ start: Math.floor(k * n / count), end: Math.floor((k + 1) * n / count) });
  }
  return bounds;
}

// The spread of a row's turns and what independent turns would give, from the batches'
// medians alone: { spread, residuals (how many), independent (the variance of one batch's
// center if the turns were independent), df (from batch to batch), weight (of that prior),
// detectable (the change that would be seen if the turns were independent) }. Many turns pin
// the spread down, unlike the scatter of ten batches; a target stops on it (lib/run/turns.js),
// and it takes no Hodges–Lehmann, so a check of the target costs a sort per batch.
function spreadOf(logs, bounds) {
  var residuals = [];
  var pooledDf = 0;
  var perTurn = [];
  bounds.forEach(function (bound) {
    var batch = logs.slice(bound.start, bound.end);
    perTurn.push(HL_VARIANCE / batch.length);
    // (a batch of one turn leaves no residual and no degree of freedom)
    residuals = residuals.concat(pairedModel.scaledResiduals(batch, stats.median(batch)));
    pooledDf += batch.length - 1;
  });
  var spread = residuals.length > 0 ? Math.max(stats.median(residuals), 1e-6) : SPREAD_WHEN_UNKNOWN;
  var spreadDf = pairedModel.spreadDf(pooledDf);
  var independent = stats.mean(perTurn) * spread * spread;
  var df = bounds.length - 1;
  var weight = pairedModel.productDf([INDEPENDENCE_DF, spreadDf > 0 ? spreadDf : Infinity]);
  return { spread: spread, independent: independent, df: df, weight: weight,
    detectable: detectable(independent / bounds.length, df + weight) };
}

function logRatios(turns) {
  return turns.map(function (turn) { return Math.log(turn.b) - Math.log(turn.a); });
}

// The change of B/A the turns' spread alone says would be seen (spreadOf), a factor.
function spreadDetectable(turns) {
  var logs = logRatios(turns);
  return spreadOf(logs, batchBounds(logs.length)).detectable;
}

// One row's turns judged: { total (log B/A), variance, df, batches, turns, dependence (the
// batches' measured variance over what independent turns give, null with one batch), spread,
// spreadDetectable (spreadOf's detectable) }.
// turns: [{ a, b }] in time order (seconds of A's and B's sample).
function summarize(turns) {
  var logs = logRatios(turns);
  var bounds = batchBounds(logs.length);
  var centers = bounds.map(function (bound) { return hodgesLehmann(logs.slice(bound.start, bound.end)); });
  var alike = spreadOf(logs, bounds);
  var total = stats.mean(centers);
  var sum = 0;
  centers.forEach(function (center) {
    var deviation = center - total;
    sum += deviation * deviation;
  });
  var perBatch = (sum + alike.weight * alike.independent) / (alike.df + alike.weight);
  return { total: total, variance: perBatch / centers.length, df: alike.df + alike.weight, batches: centers.length,
    turns: logs.length, spread: alike.spread, dependence: alike.df > 0 ? sum / alike.df / alike.independent : null,
    spreadDetectable: alike.detectable };
}

// The change of B/A found with 90 % probability at this variance of log B/A and these degrees
// of freedom (the test of run-model.js judgeRow, without a noise band).
function detectable(variance, df) {
  return Math.exp((distributions.tQuantile(0.975, df) + distributions.tQuantile(runModel.POWER, df)) * Math.sqrt(variance));
}

// input: { rows: [{ key, turns: [{ a, b }] }] } (rows without turns are left out); options:
// { alpha, band }. Returns what run-model.js fit returns ({ rows: { key: verdict }, shift,
// terms, noise }), the design "turns"; each row also says its turns, batches and dependence.
function fit(input, options) {
  var alpha = options.alpha;
  var band = options.band || 0;
  var judged = {};
  var summaries = [];
  input.rows.forEach(function (row) {
    if (row.turns.length === 0) {
      return;
    }
    var summary = summarize(row.turns);
    summaries.push(summary);
    judged[row.key] = runModel.judgeAgainstOne(summary.total, { variance: summary.variance, df: summary.df }, alpha,
      band);
    judged[row.key].turns = { count: summary.turns, batches: summary.batches, dependence: summary.dependence,
      spread: summary.spread, spreadDetectable: summary.spreadDetectable };
  });
  var whole = wholeOf(summaries, alpha);
  var middle = function (list) { return list.length > 0 ? stats.median(list) : null; };
  var dependences = summaries.filter(function (summary) { return summary.dependence !== null; })
    .map(function (summary) { return summary.dependence; });
  return {
    rows: judged,
    shift: { geomean: whole.geomean, interval: whole.interval, significant: whole.significant,
      detectable: whole.detectable, design: "turns", pairs: 0, df: whole.df,
      runs: { a: 1, b: 1 }, factors: { a: [1], b: [1] } },
    terms: { kind: "turns", batches: middle(summaries.map(function (summary) { return summary.batches; })),
      rows: summaries.length,
      turns: middle(summaries.map(function (summary) { return summary.turns; })),
      within: middle(summaries.map(function (summary) { return summary.spread; })),
      dependence: middle(dependences) },
    noise: { wholeRun: { sd: 0, df: Infinity },
      row: { sd: middle(summaries.map(function (summary) { return Math.sqrt(summary.variance); })),
        df: middle(summaries.map(function (summary) { return summary.df; })) } }
  };
}

// B as a whole: the geometric mean of the sizes' B/A, each timed apart from the others (their
// noises add, over the count squared).
function wholeOf(summaries, alpha) {
  if (summaries.length === 0) {
    return { geomean: null, interval: null, significant: false, detectable: null, df: Infinity };
  }
  var count = summaries.length;
  var geomean = stats.mean(summaries.map(function (summary) { return summary.total; }));
  var parts = summaries.map(function (summary) {
    return { variance: summary.variance / (count * count), df: summary.df };
  });
  var variance = 0;
  parts.forEach(function (part) { variance += part.variance; });
  var df = runModel.satterthwaite(parts);
  var judged = runModel.judgeAgainstOne(geomean, { variance: variance, df: df }, alpha, 0);
  return { geomean: Math.exp(geomean), interval: judged.interval, significant: judged.p < alpha,
    detectable: judged.detectable, df: df };
}

module.exports = { fit: fit, summarize: summarize, spreadDetectable: spreadDetectable, hodgesLehmann: hodgesLehmann,
  batchBounds: batchBounds,
  BATCHES: BATCHES, INDEPENDENCE_DF: INDEPENDENCE_DF };
