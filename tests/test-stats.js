/*
 * Statistics of timing samples (lib/run/stats.js). Runs in arangod and under the stand-in:
 *   SHOOTOUT = { run: false }; require("internal").load("shootout.js");
 *   require("jsunity").runTest("tests/test-stats.js");
 */
var jsunity = require("jsunity");

function statsSuite() {
  var stats = shootout.require("./lib/run/stats");
  var EPSILON = 1e-12;

  return {
    testMeanOfIntegers: function () {
      assertEqual(2.5, stats.mean([1, 2, 3, 4]));
    },

    testMedianOfOddCountIsMiddleOfSorted: function () {
      assertEqual(2, stats.median([3, 1, 2]));
      assertEqual(0.0112, stats.median([0.0127, 0.0100, 0.0112, 0.0115, 0.0105]));
    },

    testMedianOfEvenCountIsMeanOfTwoMiddle: function () {
      assertEqual(2.5, stats.median([4, 1, 3, 2]));
      assertEqual(2, stats.median([1, 3]));
      assertEqual(5, stats.median([10, 0, 4, 6]));
    },

    testMedianOfOneSample: function () {
      assertEqual(7, stats.median([7]));
    },

    testSampleStandardDeviation: function () {
      // Sum of squared deviations from the mean 5 is 32; the sample variance is 32 / 7.
      var value = stats.standardDeviation([2, 4, 4, 4, 5, 5, 7, 9]);
      assertTrue(Math.abs(value - Math.sqrt(32 / 7)) < EPSILON, String(value));
      assertEqual(0, stats.standardDeviation([3, 3, 3]));
    },

    testStandardDeviationOfOneSampleIsNull: function () {
      assertNull(stats.standardDeviation([0.5]));
    },

    testSummaryUsesEverySample: function () {
      var samples = [0.9, 0.1, 0.2, 0.3, 0.2];
      var summary = stats.summarize(samples);
      assertEqual(0.1, summary.min);
      assertEqual(0.9, summary.max);
      assertTrue(Math.abs(summary.avg - 0.34) < EPSILON, String(summary.avg));
      assertEqual(0.2, summary.median);
      assertTrue(Math.abs(summary.stddev - Math.sqrt(0.412 / 4)) < EPSILON, String(summary.stddev));
      // The input keeps its order: statistics never reorder or trim the raw samples.
      assertEqual([0.9, 0.1, 0.2, 0.3, 0.2], samples);
    },

    testMedianIntervalNeedsSixSamplesAt95: function () {
      // [min, max] of 5 samples covers the median with probability 1 - 2/32 = 0.9375 < 0.95.
      assertNull(stats.medianInterval([5, 1, 4, 2, 3], 0.95));
      assertEqual({ low: 1, high: 6, coverage: 1 - 2 / 64 }, stats.medianInterval([6, 5, 4, 3, 2, 1], 0.95));
    },

    testMedianIntervalOfTwentyIsSixthToFifteenth: function () {
      // Published order-statistic tables: n = 20, 95 % → x(6) .. x(15), exact coverage 95.86 %.
      var samples = [];
      for (var i = 20; i >= 1; i -= 1) {
        samples.push(i * 10);
      }
      var interval = stats.medianInterval(samples, 0.95);
      assertEqual(60, interval.low);
      assertEqual(150, interval.high);
      assertTrue(Math.abs(interval.coverage - 0.95861) < 1e-5, String(interval.coverage));
    },

    testSummaryOfNothingIsAllNull: function () {
      assertEqual({ min: null, max: null, avg: null, median: null, stddev: null }, stats.summarize([]));
    }
  };
}

jsunity.run(statsSuite);
return jsunity.done();
