/*
 * Warnings about samples that should not be trusted as they are, in the spirit of pyperf's
 * `check` command: too much spread, a maximum far above the median, outliers, warmups much
 * slower than the timed runs. A warning never removes a sample (stats.js keeps them all); it
 * tells the reader that this row's numbers moved while they were measured, so a difference in
 * a comparison may be noise. ES5.
 */
"use strict";

var stats = require("./stats");

// Thresholds, each with the reason it is where it is.
var LIMITS = {
  // pyperf calls a benchmark unstable when its standard deviation exceeds 10 % of its mean.
  cv: 0.10,
  // One run at more than twice the typical time is a pause (GC, compaction, another process),
  // not the query's own variation.
  maxOverMedian: 2,
  // Tukey's fences: 1.5 interquartile ranges beyond the quartiles.
  tukey: 1.5,
  // Warmups twice as slow as the timed runs: caches were cold; one more warmup may not have
  // been enough, or the timed runs still include some of that.
  warmupOverMedian: 2
};

// The q-quantile of sorted samples by linear interpolation between order statistics
// (Hyndman and Fan's type 7, the default of R and numpy).
function quantile(sorted, q) {
  var position = (sorted.length - 1) * q;
  var below = Math.floor(position);
  var above = Math.min(below + 1, sorted.length - 1);
  return sorted[below] + (sorted[above] - sorted[below]) * (position - below);
}

function percent(ratio) {
  return (ratio * 100).toFixed(1) + " %";
}

function times(ratio) {
  return ratio.toFixed(1) + "×";
}

// times: the timed samples of one row; warmupTimes: its warmups. Returns a list of
// { check, value, message } (empty when nothing is suspicious); value: what the check measured
// (cv: the coefficient of variation; max and warmup: the ratio to the median; outliers: how
// many), so a comparison of many runs can sum them up (compare/inputs/run-group.js).
function check(timed, warmupTimes) {
  var warnings = [];
  if (timed.length < 2) {
    return warnings;
  }
  var average = stats.mean(timed);
  var middle = stats.median(timed);
  var cv = stats.standardDeviation(timed) / average;
  if (cv > LIMITS.cv) {
    warnings.push({ check: "cv", value: cv, message: "coefficient of variation " + percent(cv) + " (above " +
      percent(LIMITS.cv) + ")" });
  }
  var sorted = timed.slice().sort(function (a, b) { return a - b; });
  var max = sorted[sorted.length - 1];
  if (max > LIMITS.maxOverMedian * middle) {
    warnings.push({ check: "max", value: max / middle, message: "maximum " + times(max / middle) + " the median" });
  }
  if (timed.length >= 4) {
    var q1 = quantile(sorted, 0.25);
    var q3 = quantile(sorted, 0.75);
    var low = q1 - LIMITS.tukey * (q3 - q1);
    var high = q3 + LIMITS.tukey * (q3 - q1);
    var outside = sorted.filter(function (value) { return value < low || value > high; });
    if (outside.length > 0) {
      warnings.push({ check: "outliers", value: outside.length, message: outside.length + " of " + timed.length +
        " runs outside Tukey's fences [" + low.toFixed(4) + ", " + high.toFixed(4) + "] s" });
    }
  }
  if (warmupTimes && warmupTimes.length > 0) {
    var warm = stats.median(warmupTimes);
    if (warm > LIMITS.warmupOverMedian * middle) {
      warnings.push({ check: "warmup", value: warm / middle, message: "warmups " + times(warm / middle) +
        " slower than the timed runs (medians): cold caches; consider more warmup runs" });
    }
  }
  return warnings;
}

// The warnings that say the timed samples themselves moved (spread, a pause, outliers). A
// slow warmup ("warmup") says the caches were cold before the timed runs began, which is no
// movement of the samples: it is reported apart (run-report.js).
function aboutSamples(warnings) {
  return (warnings || []).filter(function (warning) { return warning.check !== "warmup"; });
}

function aboutWarmups(warnings) {
  return (warnings || []).filter(function (warning) { return warning.check === "warmup"; });
}

module.exports = { check: check, quantile: quantile, aboutSamples: aboutSamples, aboutWarmups: aboutWarmups,
  LIMITS: LIMITS };
