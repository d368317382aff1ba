/*
 * Edges of the statistics (lib/run/stats.js, lib/compare/verdict/mann-whitney.js) that mutation testing
 * (npm run mutate) found untested: two samples, a confidence interval whose coverage equals
 * the asked confidence exactly, the normal approximation with ties, all values tied in a
 * large sample, and the switch from the exact test to the approximation at 120 values.
 * Expected values are computed by hand (formulas named beside them). Runs in arangod and
 * under the stand-in.
 */
var jsunity = require("jsunity");

function statisticsEdgesSuite() {
  var stats = shootout.require("./lib/run/stats");
  var mannWhitney = shootout.require("./lib/compare/verdict/mann-whitney");

  function near(expected, actual, tolerance) {
    assertTrue(Math.abs(expected - actual) <= tolerance, "expected " + expected + " ± " + tolerance + ", got " + actual);
  }

  function repeated(value, count) {
    var list = [];
    for (var i = 0; i < count; i += 1) {
      list.push(value);
    }
    return list;
  }

  return {
    // Two samples already have a sample standard deviation: |x1 − x2| / √2.
    testStandardDeviationOfTwoSamples: function () {
      near(Math.SQRT2, stats.standardDeviation([1, 3]), 1e-12);
      near(Math.SQRT2, stats.summarize([3, 1]).stddev, 1e-12);
    },

    // [x(k), x(n+1−k)] is taken when its coverage 1 − 2 P(B ≤ k − 1) reaches the confidence,
    // equality included: 2 samples cover the median with 1 − 2/4 = 0.5, 4 samples with
    // [min, max] with 1 − 2/16 = 0.875 (powers of two, exact in floating point).
    testIntervalWhoseCoverageEqualsTheConfidenceIsTaken: function () {
      assertEqual({ low: 1, high: 2, coverage: 0.5 }, stats.medianInterval([2, 1], 0.5));
      assertEqual({ low: 1, high: 4, coverage: 0.875 }, stats.medianInterval([4, 1, 3, 2], 0.875));
      // just above it, no interval
      assertNull(stats.medianInterval([4, 1, 3, 2], 0.876));
    },

    // 80 against 80 values in ties of 8 and 16: U = 2592 (pairs with a > b, ties one half);
    // tie term Σ(t³ − t) = 37728, variance 80·80/12·(161 − 37728/(160·159)) = 85075.72,
    // z = (|2592 − 3200| − 0.5)/√85075.72 = 2.0828, p = erfc(z/√2) = 0.0372713 (by hand in
    // Python's math.erfc). Without the tie correction p would be 0.0381569.
    testNormalApproximationCorrectsForTies: function () {
      var a = [];
      var b = [];
      for (var i = 0; i < 80; i += 1) {
        a.push(Math.floor(i / 8));
        b.push(1 + Math.floor(i / 8));
      }
      var result = mannWhitney.test(a, b);
      assertEqual("normal", result.method);
      assertEqual(2592, result.u);
      near(0.0372713, result.p, 1e-6);
    },

    // Every value tied: no evidence of a difference, p = 1, also in the normal approximation.
    testAllTiedInALargeSampleIsNoEvidence: function () {
      var result = mannWhitney.test(repeated(0.1, 70), repeated(0.1, 70));
      assertEqual("normal", result.method);
      assertEqual(1, result.p);
      assertEqual(2450, result.u);
    },

    // Two identical large samples: U = m·n/2 = 1860.5 for 61 against 61, z = 0, and p is
    // exactly 1. The erfc fit gives 1.00000003 at 0 (capped to 1); its branch for negative
    // arguments (2 − that) would give 0.99999997, a p-value below 1 for samples that agree.
    testIdenticalLargeSamplesGiveExactlyOne: function () {
      var a = [];
      for (var i = 1; i <= 61; i += 1) {
        a.push(i);
      }
      var result = mannWhitney.test(a, a.slice());
      assertEqual("normal", result.method);
      assertEqual(1860.5, result.u);
      assertEqual(1, result.p);
      assertTrue(mannWhitney.erfc(0) >= 1, String(mannWhitney.erfc(0)));
    },

    // The standard deviation is summed from squared deviations from the mean, so it does not
    // depend on where the samples lie: timings near 100 s (or 10^6 s) 1 ms (0.1 s) apart have
    // the same spread as near 0, to 12 digits. Summing x² − mean² instead (the same sum in exact
    // arithmetic) cancels away digits: 0.0010000007 and 0.1023 here.
    testStandardDeviationDoesNotDependOnTheOffset: function () {
      near(0.001, stats.standardDeviation([0.001, 0.002, 0.003]), 1e-15);
      near(0.001, stats.standardDeviation([100.001, 100.002, 100.003]), 1e-12);
      near(0.1, stats.standardDeviation([1000000.1, 1000000.2, 1000000.3]), 1e-9);
    },

    // The exact distribution is counted up to 120 values in all, the normal one used above.
    testExactUpToOneHundredTwentyValues: function () {
      var a = [];
      for (var i = 0; i < 60; i += 1) {
        a.push(i);
      }
      assertEqual("exact", mannWhitney.test(a, a.map(function (x) { return x + 0.5; })).method);
      assertEqual("normal", mannWhitney.test(a, a.concat([100]).map(function (x) { return x + 0.5; })).method);
      assertEqual(120, mannWhitney.EXACT_UP_TO);
    },

    testEmptySideIsRefusedWithAReason: function () {
      [[[], [1]], [[1], []]].forEach(function (pair) {
        try {
          mannWhitney.test(pair[0], pair[1]);
          fail("no exception for " + JSON.stringify(pair));
        } catch (e) {
          assertEqual("the Mann-Whitney test needs at least one value on each side", e.message);
        }
      });
    }
  };
}

jsunity.run(statisticsEdgesSuite);
return jsunity.done();
