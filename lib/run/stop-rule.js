/*
 * When a case has been timed often enough. A fixed count (--runs N) stops after N timed
 * samples. --runs auto keeps timing until the median is known well: its distribution-free
 * 95 % interval (stats.medianInterval) lies within --target-ci of the median on both sides, or
 * --max-time seconds of timed runs are spent; never fewer than 5 runs (below 6 no such interval
 * exists at all) nor more than 100. Fast, steady cases stop early; slow ones stop on time, so an
 * hour-long suite does not grow. ES5.
 */
"use strict";

var stats = require("./stats");

var AUTO = { minimum: 5, maximum: 100, confidence: 0.95 };

// The interval's widest side as a fraction of the median, or null while no interval exists.
function relativeHalfWidth(times) {
  var interval = stats.medianInterval(times, AUTO.confidence);
  if (interval === null) {
    return null;
  }
  var median = stats.median(times);
  return Math.max(median - interval.low, interval.high - median) / median;
}

// entry: the results-file entry so far; taken: timed samples taken (bad clock samples
// included); spent: the seconds its timed runs took, added up. Returns null to go on, or
// { reason, runs } to stop: "runs" (the fixed count), "target-ci", "max-time", "max-runs".
function check(options, entry, taken, spent) {
  if (options.runs !== "auto") {
    return taken >= options.runs ? { reason: "runs", runs: taken } : null;
  }
  if (taken < AUTO.minimum) {
    return null;
  }
  var width = relativeHalfWidth(entry.times);
  if (width !== null && width <= options.targetCi / 100) {
    return { reason: "target-ci", runs: taken, halfWidth: width };
  }
  if (taken >= AUTO.maximum) {
    return { reason: "max-runs", runs: taken, halfWidth: width };
  }
  if (spent >= options.maxTime) {
    return { reason: "max-time", runs: taken, halfWidth: width };
  }
  return null;
}

module.exports = { check: check, relativeHalfWidth: relativeHalfWidth, AUTO: AUTO };
