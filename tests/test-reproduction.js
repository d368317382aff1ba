/*
 * An earlier comparison set beside today's (lib/compare/comparisons/reproduction.js, compare --reference):
 * per row whether the earlier verdict holds, whether the earlier ratio lies inside today's
 * interval, and when today's runs are too few to judge. Runs in arangod and under the stand-in.
 */
var jsunity = require("jsunity");

function reproductionSuite() {
  var reproduction = shootout.require("./lib/compare/comparisons/reproduction");

  function near(expected, actual, tolerance, what) {
    assertTrue(Math.abs(expected - actual) <= tolerance, what + ": expected " + expected + ", got " + actual);
  }

  return {
    // Rows paired by suite, case and size; today's interval from today's comparison; "-"
    // where there is nothing to judge.
    testReproduceRows: function () {
      function row(suite, name, ratio, verdict, interval) {
        return { suite: suite, "case": name, family: "f", size: "10k", documents: 10000, ratio: ratio, verdict: verdict,
          basis: "test", interval: interval === undefined ? null : (interval === null ? null : { low: interval[0], high: interval[1] }) };
      }
      var today = {
        comparison: { rows: [row("shootout", "same", 2, "slower", [1.8, 2.2]), row("shootout", "halved", 0.5, "faster", [0.45, 0.55]),
          row("shootout", "quiet", 1.1, "~", [0.9, 1.3]), row("shootout", "ruled-out", 1.02, "~", [0.98, 1.06]),
          row("shootout", "broken", null, "failed", null),
          row("shootout", "printed", 0.2, "faster", null), row("shootout", "lost", 1.5, "slower", [1.4, 1.6]),
          row("shootout", "above", 2, "slower", [1.9, 2.1]), row("shootout", "differ", 0.9, "results differ", null),
          row("shootout", "zero", null, "~", [0.8, 1.2]), row("shootout", "reference-differs", 0.5, "faster", [0.4, 0.6]),
          row("shootout", "reference-zero", 0.5, "faster", [0.4, 0.6]), row("shootout", "only-today", 1, "~", [0.9, 1.1]),
          row("distinct", "same", 0.25, "faster", [0.2, 0.3])] }
      };
      var reference = { comparison: { rows: [row("shootout", "same", 2, "slower"), row("shootout", "halved", 0.3, "faster"),
        row("shootout", "quiet", 1.2, "slower"), row("shootout", "ruled-out", 1.3, "slower"),
        row("shootout", "broken", 0.4, "faster"), row("shootout", "printed", 0.2, "faster"),
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
      assertEqual(["same", "halved", "quiet", "ruled-out", "broken", "printed", "lost", "above", "differ", "zero",
        "reference-differs", "reference-zero"],
        result.rows.map(function (one) { return one["case"]; }));
      assertEqual([[1.8, 2.2], "yes", "yes", 1], cells("same"));
      assertEqual(["yes", "no", 0.5 / 0.3], cells("halved").slice(1));
      // today ~ with the reference's 1.2 inside today's interval: today's runs rule nothing out
      assertEqual(["too few runs to judge", "yes", 1.1 / 1.2], cells("quiet").slice(1));
      // today ~ with an interval that leaves 1.3 out: the earlier finding does not hold
      assertEqual(["no", "no", 1.02 / 1.3], cells("ruled-out").slice(1));
      assertEqual([null, "-", "-", null], cells("broken"));
      assertEqual([null, "yes", "-", 1], cells("printed"));
      assertEqual([[1.4, 1.6], "-", "-", null], cells("lost"));
      assertEqual([[1.9, 2.1], "yes", "no", 2 / 2.5], cells("above"));
      assertEqual([null, "-", "-", 0.9 / 0.8], cells("differ"));
      // a row without a ratio today still has today's verdict and interval to judge by
      assertEqual([[0.8, 1.2], "no", "no", null], cells("zero"));
      assertEqual([[0.4, 0.6], "-", "no", 0.5 / 0.8], cells("reference-differs"));
      assertEqual([[0.4, 0.6], "no", "-", null], cells("reference-zero"));
      var summary = result.summary;
      assertEqual([12, 4, 3, 1, 8, 2, 5], [summary.rows, summary.holds, summary.doesNotHold, summary.tooFewRuns,
        summary.judged, summary.inside, summary.outside]);
      assertEqual(6, summary.compared);
      near(Math.pow(2 * 0.3 * 1.2 * 1.3 * 0.2 * 2.5, 1 / 6), summary.referenceGeomean, 1e-12, "reference geometric mean");
      near(Math.pow(2 * 0.5 * 1.1 * 1.02 * 0.2 * 2, 1 / 6), summary.geomean, 1e-12, "today's geometric mean");
      assertEqual(0.95, result.confidence);
    },

    testVerdictHolds: function () {
      assertEqual("yes", reproduction.verdictHolds("faster", "faster", 0.5, { low: 0.4, high: 0.6 }));
      assertEqual("too few runs to judge", reproduction.verdictHolds("faster", "~", 0.5, { low: 0.4, high: 1.2 }));
      assertEqual("too few runs to judge", reproduction.verdictHolds("faster", "~", 0.5, null));
      assertEqual("no", reproduction.verdictHolds("faster", "~", 0.5, { low: 0.9, high: 1.2 }));
      assertEqual("no", reproduction.verdictHolds("faster", "slower", 0.5, { low: 1.1, high: 1.2 }));
      assertEqual("no", reproduction.verdictHolds("~", "slower", 1, { low: 1.1, high: 1.2 }));
      assertEqual("yes", reproduction.verdictHolds("~", "~", 1, { low: 0.9, high: 1.2 }));
      assertEqual("-", reproduction.verdictHolds("failed", "faster", null, null));
      assertEqual("-", reproduction.verdictHolds("faster", "not measured", 0.5, null));
    },

    // Today's other direction does not hold the earlier verdict, interval or not; today's ~
    // without an interval (a printed table) rules nothing out, even where the earlier row has
    // no ratio (its B was printed as zero); with an interval and no earlier ratio, only the
    // verdicts differ.
    testTodaysOtherDirectionOrQuietWithoutInterval: function () {
      assertEqual("no", reproduction.verdictHolds("faster", "slower", 0.5, null));
      assertEqual("no", reproduction.verdictHolds("slower", "faster", 2, null));
      assertEqual("no", reproduction.verdictHolds("~", "faster", null, null));
      assertEqual("too few runs to judge", reproduction.verdictHolds("faster", "~", null, null));
      assertEqual("no", reproduction.verdictHolds("faster", "~", null, { low: 0.9, high: 1.1 }));
    },

    // Today's interval includes its bounds: an earlier ratio exactly on either edge lies
    // inside it, and today's ~ then rules nothing out.
    testEarlierRatioOnTheEdgeOfTodaysIntervalIsInside: function () {
      function row(name, ratio, verdict, interval) {
        return { suite: "shootout", "case": name, family: "f", size: "10k", documents: 10000, ratio: ratio, verdict: verdict,
          basis: "test", interval: interval };
      }
      var today = { comparison: { rows: [row("low", 0.75, "~", { low: 0.5, high: 1.25 }),
        row("high", 1, "~", { low: 0.75, high: 1.5 })] } };
      var reference = { comparison: { rows: [row("low", 0.5, "faster", null), row("high", 1.5, "slower", null)] } };
      var result = reproduction.reproduce(today, reference, 0.95);
      assertEqual([["yes", "too few runs to judge"], ["yes", "too few runs to judge"]],
        result.rows.map(function (one) { return [one.ratioInside, one.holds]; }));
      assertEqual([2, 0, 2], [result.summary.inside, result.summary.outside, result.summary.tooFewRuns]);
    }
  };
}

jsunity.run(reproductionSuite);
return jsunity.done();
