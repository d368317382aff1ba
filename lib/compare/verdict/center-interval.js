/*
 * The ± beside a side's value when the side is several server runs (or the pairs of a duet):
 * an interval of the geometric mean of the runs' medians. A row's own spread over two or three
 * runs says little (a t interval on one degree of freedom is ±1,000 % wide for runs 10 % apart),
 * so each row's variance is pooled with the other rows of the side as far as they agree
 * (variance-prior.js, the empirical Bayes prior the paired judgement uses too). Where even
 * that leaves the interval wider than ×/÷ 2, it says nothing a reader can use, and none is
 * given. ES5.
 */
"use strict";

var stats = require("../../run/stats");
var distributions = require("./distributions");
var variancePrior = require("./variance-prior");

// An interval passing ×2 or ÷2 of the center is shown as none.
var WIDEST = Math.LN2;

function logMedians(perRun) {
  return perRun.filter(function (times) { return times !== null && times.length > 0; }).map(function (times) {
    return Math.log(stats.median(times));
  });
}

// The prior for one side's rows: entries with perRun; null with fewer than three rows measured
// by two runs or more (then each row keeps its own spread).
function sidePrior(entries) {
  var measured = [];
  entries.forEach(function (entry) {
    // (a printed table's rows have no runs)
    if (entry.perRun === null) {
      return;
    }
    var logs = logMedians(entry.perRun);
    if (logs.length > 1) {
      var sd = stats.standardDeviation(logs);
      measured.push({ ratio: Math.max(sd * sd, 1e-12), df: logs.length - 1 });
    }
  });
  return variancePrior.fit(measured);
}

// { low, high, pooled } around the geometric mean of the runs' medians, { tooWide: true } when
// wider than WIDEST either way, or null when fewer than two runs have the row. pooled: the
// side's rows spread over their runs as alike as identical rows would (the prior's weight is
// infinite), so the row's own spread played no part: its interval is the pool's, the same for
// every row of as many runs, and a report says so once rather than on every row.
function interval(perRun, confidence, prior) {
  var logs = logMedians(perRun);
  if (logs.length < 2) {
    return null;
  }
  var sd = stats.standardDeviation(logs);
  var own = { ratio: Math.max(sd * sd, 1e-12), df: logs.length - 1 };
  var pooled = prior ? variancePrior.pooled(own.ratio, own.df, prior) : own;
  var half = distributions.tQuantile(1 - (1 - confidence) / 2, pooled.df) * Math.sqrt(pooled.ratio / logs.length);
  if (half > WIDEST) {
    return { tooWide: true };
  }
  var center = stats.mean(logs);
  return { low: Math.exp(center - half), high: Math.exp(center + half), pooled: pooled.df === Infinity };
}

module.exports = { sidePrior: sidePrior, interval: interval, WIDEST: WIDEST };
