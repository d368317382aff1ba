/*
 * Summary statistics of timing samples. Every statistic is computed from all samples:
 * nothing is trimmed, nothing is dropped as an outlier. ES5.
 */
"use strict";

function ascending(samples) {
  return samples.slice().sort(function (a, b) { return a - b; });
}

function sum(samples) {
  var total = 0;
  for (var i = 0; i < samples.length; i += 1) {
    total += samples[i];
  }
  return total;
}

function mean(samples) {
  return sum(samples) / samples.length;
}

// The middle element of the sorted samples, or the mean of the two middle ones for an even
// count (the ArangoDB team's later harness indexed the wrong elements here: calc() in
// simple/test.js of arangodb/simple-performance-test).
function median(samples) {
  var sorted = ascending(samples);
  var middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

// Sample standard deviation (n − 1 in the denominator); undefined for a single sample, so
// null is returned there rather than a misleading 0.
function standardDeviation(samples) {
  if (samples.length < 2) {
    return null;
  }
  var average = mean(samples);
  var squares = 0;
  for (var i = 0; i < samples.length; i += 1) {
    squares += (samples[i] - average) * (samples[i] - average);
  }
  return Math.sqrt(squares / (samples.length - 1));
}

// { min, max, avg, median, stddev } of a non-empty list of numbers; all null when empty.
function summarize(samples) {
  if (samples.length === 0) {
    return { min: null, max: null, avg: null, median: null, stddev: null };
  }
  var sorted = ascending(samples);
  return {
    min: sorted[0],
    max: sorted[sorted.length - 1],
    avg: mean(samples),
    median: median(samples),
    stddev: standardDeviation(samples)
  };
}

// Distribution-free confidence interval of the median from order statistics: with the
// samples sorted, [x(k), x(n+1-k)] holds the true median with probability
// 1 - 2 P(B <= k - 1) for B ~ Binomial(n, 1/2), whatever the distribution. k is the largest
// whose coverage still reaches `confidence`. Returns { low, high, coverage } or null when
// even [min, max] covers less than asked (at 95 %: fewer than 6 samples, as benchstat says).
function medianInterval(samples, confidence) {
  var n = samples.length;
  var sorted = ascending(samples);
  var tailAllowed = (1 - confidence) / 2;
  // P(B <= j), summed from logarithms so large n neither overflows nor underflows.
  var logChoose = 0;
  var cumulative = 0;
  var k = 0;
  for (var j = 0; j < n / 2; j += 1) {
    if (j > 0) {
      logChoose += Math.log(n - j + 1) - Math.log(j);
    }
    var next = cumulative + Math.exp(logChoose - n * Math.LN2);
    if (next > tailAllowed) {
      break;
    }
    cumulative = next;
    k = j + 1;
  }
  if (k === 0) {
    return null;
  }
  return { low: sorted[k - 1], high: sorted[n - k], coverage: 1 - 2 * cumulative };
}

module.exports = {
  medianInterval: medianInterval,
  mean: mean,
  sum: sum,
  median: median,
  standardDeviation: standardDeviation,
  summarize: summarize
};
