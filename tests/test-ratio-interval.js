/*
 * The ratio B/A with its distribution-free interval (lib/compare/ratio-interval.js) and the
 * comparison against an earlier one (lib/compare/reproduction.js): counts of the Mann-Whitney
 * null distribution worked out by hand, the ranks of the interval's ends, small cases whose
 * interval is known, and the verdicts that hold or not. Runs in arangod and under the stand-in.
 */
var jsunity = require("jsunity");

function ratioIntervalSuite() {
  var intervals = shootout.require("./lib/compare/ratio-interval");
  var reproduction = shootout.require("./lib/compare/reproduction");

  function near(expected, actual, tolerance, message) {
    assertTrue(Math.abs(expected - actual) <= tolerance, message + ": " + actual + " is not within " + tolerance + " of " + expected);
  }

  return {
    // U for 1 against 3 takes each of 0..3 once; 2 against 2: orderings AABB, ABAB, ABBA,
    // BAAB, BABA, BBAA give U = 0, 1, 2, 2, 3, 4.
    testNullCountsByHand: function () {
      assertEqual([1, 1, 1, 1], intervals.nullCounts(1, 3));
      assertEqual([1, 1, 1, 1], intervals.nullCounts(3, 1));
      assertEqual([1, 1, 2, 1, 1], intervals.nullCounts(2, 2));
      var five = intervals.nullCounts(5, 5);
      assertEqual(26, five.length);
      assertEqual([1, 1, 2, 3, 5, 7], five.slice(0, 6));
      var total = 0;
      five.forEach(function (count) { total += count; });
      assertEqual(252, total);
      assertEqual(five.slice().reverse(), five);
    },

    // 5 against 5 at 95 %: P(U <= 2) = 4/252 is within 2.5 %, P(U <= 3) = 7/252 is not, so the
    // 3rd smallest and 3rd largest of 25 ratios, coverage 1 - 8/252; 4 against 4: 1/70 only;
    // 3 against 3: no interval (the smallest tail is 1/20).
    testRanksOfTheEnds: function () {
      var five = intervals.rankOfEnds(5, 5, 0.95);
      assertEqual(3, five.k);
      near(1 - 8 / 252, five.coverage, 1e-12, "coverage 5/5");
      assertTrue(five.exact);
      assertEqual(1, intervals.rankOfEnds(4, 4, 0.95).k);
      near(1 - 2 / 70, intervals.rankOfEnds(4, 4, 0.95).coverage, 1e-12, "coverage 4/4");
      assertEqual(0, intervals.rankOfEnds(3, 3, 0.95).k);
      // at 99 %: P(U = 0) = 1/252 is within 0.5 %, P(U <= 1) = 2/252 is not
      assertEqual(1, intervals.rankOfEnds(5, 5, 0.99).k);
      // the exact count up to 2500 pairs, the normal approximation above it
      assertEqual(966, intervals.rankOfEnds(50, 50, 0.95).k);
      assertTrue(intervals.rankOfEnds(50, 50, 0.95).exact);
      assertEqual(1427, intervals.rankOfEnds(60, 60, 0.95).k);
      assertFalse(intervals.rankOfEnds(60, 60, 0.95).exact);
      assertEqual(2500, intervals.EXACT_LIMIT);
    },

    testNormalQuantile: function () {
      near(1.959963985, intervals.normalQuantile(0.975), 1e-8, "97.5 %");
      near(-1.959963985, intervals.normalQuantile(0.025), 1e-8, "2.5 %");
      near(-2.326347874, intervals.normalQuantile(0.01), 1e-8, "1 %");
      near(0, intervals.normalQuantile(0.5), 1e-12, "50 %");
    },

    // B twice A: the 25 ratios b/a of 1..5 against 2..10 have median 2; their 3rd smallest is
    // 2/3 and their 3rd largest 6.
    testRatioIntervalOfASmallCase: function () {
      var found = intervals.ratioInterval([1, 2, 3, 4, 5], [2, 4, 6, 8, 10], 0.95);
      assertEqual(2, found.estimate);
      near(2 / 3, found.low, 1e-12, "low");
      assertEqual(6, found.high);
      // even number of ratios: the mean of the middle two
      assertEqual(1.5, intervals.ratioInterval([2, 2, 2, 2], [2, 2, 4, 4], 0.95).estimate);
      assertNull(intervals.ratioInterval([1, 2, 3], [1, 2, 3], 0.95));
      assertNull(intervals.ratioInterval([0, 1, 2, 3, 4], [1, 2, 3, 4, 5], 0.95));
      assertNull(intervals.ratioInterval([], [1], 0.95));
    },

    testVerdictHolds: function () {
      assertEqual("yes", reproduction.verdictHolds("faster", "faster"));
      assertEqual("no", reproduction.verdictHolds("faster", "~"));
      assertEqual("no", reproduction.verdictHolds("~", "slower"));
      assertEqual("yes", reproduction.verdictHolds("~", "~"));
      assertEqual("-", reproduction.verdictHolds("failed", "faster"));
      assertEqual("-", reproduction.verdictHolds("faster", "not measured"));
    }
  };
}

jsunity.run(ratioIntervalSuite);
return jsunity.done();
