/*
 * Summary statistics of timing samples. Every statistic is computed from all samples:
 * nothing is trimmed, nothing is dropped as an outlier. ES5.
 */
"use strict";

function ascending(samples) {
  return samples.slice().sort(function (a, b) { return a - b; });
}

function mean(samples) {
  var sum = 0;
  for (var i = 0; i < samples.length; i += 1) {
    sum += samples[i];
  }
  return sum / samples.length;
}

// The middle element of the sorted samples, or the mean of the two middle ones for an even
// count (the ArangoDB team's later harness indexed the wrong elements here; see
// ../shared/reference/compare-anchors.md §6).
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

module.exports = {
  mean: mean,
  median: median,
  standardDeviation: standardDeviation,
  summarize: summarize
};
