/*
 * The ratio B/A with its distribution-free interval (lib/compare/verdict/ratio-interval.js) and the
 * comparison against an earlier one (lib/compare/reproduction.js): counts of the Mann-Whitney
 * null distribution worked out by hand, the ranks of the interval's ends, small cases whose
 * interval is known, and the verdicts that hold or not. Runs in arangod and under the stand-in.
 */
var jsunity = require("jsunity");

function ratioIntervalSuite() {
  var intervals = shootout.require("./lib/compare/verdict/ratio-interval");
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
      // no runs on a side: one ordering, U = 0
      assertEqual([1], intervals.nullCounts(0, 0));
      assertEqual([1], intervals.nullCounts(2, 0));
      assertEqual([1], intervals.nullCounts(0, 3));
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
      // a tail exactly reached counts: 1 against 1 at confidence 0 has P(U = 0) = 1/2 = the tail
      assertEqual(1, intervals.rankOfEnds(1, 1, 0).k);
      assertEqual(0, intervals.rankOfEnds(1, 1, 0).coverage);
      assertEqual(0, intervals.rankOfEnds(0, 4, 0.95).k);
    },

    testNormalQuantile: function () {
      near(1.959963985, intervals.normalQuantile(0.975), 1e-8, "97.5 %");
      near(-1.959963985, intervals.normalQuantile(0.025), 1e-8, "2.5 %");
      near(-2.326347874, intervals.normalQuantile(0.01), 1e-8, "1 %");
      near(0, intervals.normalQuantile(0.5), 1e-12, "50 %");
      near(2.326347874, intervals.normalQuantile(0.99), 1e-8, "99 %");
      near(3.090232306, intervals.normalQuantile(0.999), 1e-8, "99.9 %");
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
      assertNull(intervals.ratioInterval([1, 2, 3, 4, 5], [1, 2, -3, 4, 5], 0.95));
      assertNull(intervals.ratioInterval([], [1, 2, 3, 4, 5], 0.95));
      assertNull(intervals.ratioInterval([1, 2, 3, 4, 5], [], 0.95));
      // an odd number of ratios: the middle one. 1, 3, 4 against 1, 2, 7 (at 50 %, where
      // 3 against 3 has an interval: k = 3): ratios 0.25 … 7, the 5th of 9 is 1
      var odd = intervals.ratioInterval([1, 3, 4], [1, 2, 7], 0.5);
      assertEqual(1, odd.estimate);
      assertEqual(0.5, odd.low);
      assertEqual(2, odd.high);
      near(0.6, odd.coverage, 1e-12, "coverage 3/3 at 50 %");
    },

    // Rows paired by suite, case and size; an interval only where both sides have raw samples
    // and today's verdict is a direction; "-" where there is nothing to judge.
    testReproduceRows: function () {
      function row(suite, name, ratio, verdict) {
        return { suite: suite, "case": name, family: "f", size: "10k", documents: 10000, ratio: ratio, verdict: verdict,
          basis: "test" };
      }
      function entry(suite, name, times) {
        return { key: suite + "|" + name + "|10000", suite: suite, "case": name, size: "10k", times: times };
      }
      var five = function (value) { return [value, value, value, value, value]; };
      var spread = [1, 1.1, 1.2, 1.3, 1.4];
      var times = { same: [five(1), five(2)], halved: [spread, spread.map(function (t) { return t / 2; })],
        quiet: [[1, 2, 3, 4, 5], [1.1, 2.2, 3.3, 4.4, 5.5]], broken: [five(1), five(1)], printed: [null, null],
        mixed: [five(1), null], lost: [five(2), five(3)], above: [five(1), five(2)], differ: [five(1), five(1)],
        zero: [five(1), five(1)], "reference-differs": [five(1), five(0.5)], "reference-zero": [five(1), five(0.5)],
        "only-today": [five(1), five(1)] };
      var today = {
        comparison: { rows: [row("shootout", "same", 2, "slower"), row("shootout", "halved", 0.5, "faster"),
          row("shootout", "quiet", 1.1, "~"), row("shootout", "broken", null, "failed"),
          row("shootout", "printed", 0.2, "faster"), row("shootout", "mixed", 0.5, "faster"),
          row("shootout", "lost", 1.5, "slower"), row("shootout", "above", 2, "slower"),
          row("shootout", "differ", 0.9, "results differ"), row("shootout", "zero", null, "~"),
          row("shootout", "reference-differs", 0.5, "faster"), row("shootout", "reference-zero", 0.5, "faster"),
          row("shootout", "only-today", 1, "~"),
          row("distinct", "same", 0.25, "faster")] },
        a: { entries: [entry("distinct", "same", five(4))] },
        b: { entries: [entry("distinct", "same", five(1))] }
      };
      Object.keys(times).forEach(function (name) {
        today.a.entries.push(entry("shootout", name, times[name][0]));
        today.b.entries.push(entry("shootout", name, times[name][1]));
      });
      var reference = { comparison: { rows: [row("shootout", "same", 2, "slower"), row("shootout", "halved", 0.3, "faster"),
        row("shootout", "quiet", 0.3, "faster"), row("shootout", "broken", 0.4, "faster"),
        row("shootout", "printed", 0.2, "faster"), row("shootout", "mixed", 0.4, "faster"),
        row("shootout", "lost", null, "failed"), row("shootout", "above", 2.5, "slower"),
        row("shootout", "differ", 0.8, "faster"), row("shootout", "zero", 0.5, "faster"),
        row("shootout", "reference-differs", 0.8, "results differ"), row("shootout", "reference-zero", null, "~"),
        row("shootout", "only-then", 1, "~")] } };
      var result = reproduction.reproduce(today, reference, 0.95);
      var byCase = {};
      result.rows.forEach(function (one) { byCase[one["case"]] = one; });
      function cells(name) {
        var one = byCase[name];
        return [one.interval === null ? null : [one.interval.low, one.interval.high], one.holds, one.ratioInside, one.factor];
      }
      assertEqual(["same", "halved", "quiet", "broken", "printed", "mixed", "lost", "above", "differ", "zero",
        "reference-differs", "reference-zero"],
        result.rows.map(function (one) { return one["case"]; }));
      assertEqual(["shootout"], result.rows.map(function (one) { return one.suite; }).filter(function (suite, i, all) {
        return all.indexOf(suite) === i;
      }));
      // every ratio exactly 2: the interval is [2, 2], and the reference's 2 lies inside it
      assertEqual([[2, 2], "yes", "yes", 1], cells("same"));
      assertEqual(2, byCase.same.interval.estimate);
      assertEqual(["yes", "no", 0.5 / 0.3], cells("halved").slice(1));
      assertEqual(["no", "no", 1.1 / 0.3], cells("quiet").slice(1));
      assertEqual([null, "-", "-", null], cells("broken"));
      assertEqual([null, "yes", "-", 1], cells("printed"));
      assertEqual([null, "yes", "-", 0.5 / 0.4], cells("mixed"));
      assertEqual([[1.5, 1.5], "-", "-", null], cells("lost"));
      assertEqual([[2, 2], "yes", "no", 2 / 2.5], cells("above"));
      assertEqual([null, "-", "-", 0.9 / 0.8], cells("differ"));
      // no ratio today (a time printed as zero) or a reference without a direction: out of the means
      assertEqual([[1, 1], "no", "no", null], cells("zero"));
      assertEqual([[0.5, 0.5], "-", "no", 0.5 / 0.8], cells("reference-differs"));
      assertEqual([[0.5, 0.5], "no", "-", null], cells("reference-zero"));
      assertEqual(["faster", "test"], [byCase.halved.referenceVerdict, byCase.halved.basis]);
      var summary = result.summary;
      assertEqual([12, 5, 3, 8, 1, 5, 6], [summary.rows, summary.holds, summary.doesNotHold, summary.judged,
        summary.inside, summary.outside, summary.compared]);
      near(Math.pow(2 * 0.3 * 0.3 * 0.2 * 0.4 * 2.5, 1 / 6), summary.referenceGeomean, 1e-12, "reference geometric mean");
      near(Math.pow(2 * 0.5 * 1.1 * 0.2 * 0.5 * 2, 1 / 6), summary.geomean, 1e-12, "today's geometric mean");
      assertEqual(0.95, result.confidence);
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
