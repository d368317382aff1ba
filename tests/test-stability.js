/*
 * Warnings about unstable samples (lib/run/stability.js): spread, a far maximum, Tukey outliers,
 * slow warmups. Runs in arangod and under the stand-in like every tests/test-*.js suite.
 */
var jsunity = require("jsunity");

function stabilitySuite() {
  var stability = shootout.require("./lib/run/stability");

  function checks(warnings) {
    return warnings.map(function (warning) { return warning.check; });
  }

  // the warnings as check and message, the value apart
  function withoutValues(warnings) {
    return warnings.map(function (warning) { return { check: warning.check, message: warning.message }; });
  }

  return {
    testSteadySamplesGiveNoWarning: function () {
      assertEqual([], stability.check([0.1, 0.1, 0.1, 0.1, 0.1], [0.1]));
      assertEqual([], stability.check([0.100, 0.101, 0.102, 0.103, 0.104], [0.19]));
    },

    testOneSampleGivesNoWarning: function () {
      // nothing to spread, nothing to compare the maximum with
      assertEqual([], stability.check([5], [100]));
      assertEqual([], stability.check([], []));
    },

    testSpreadAboveTenPercentOfTheMean: function () {
      // mean 1.15, sample standard deviation 0.3 / sqrt(2) = 0.2121: 18.4 %
      var spread = stability.check([1, 1.3], []);
      assertEqual([{ check: "cv", message: "coefficient of variation 18.4 % (above 10.0 %)" }], withoutValues(spread));
      assertTrue(Math.abs(spread[0].value - 0.3 / Math.SQRT2 / 1.15) < 1e-12, String(spread[0].value));
      // mean 1.1, sd 0.1414: 12.9 %, still above; 1, 1.2 → 0.1414 / 1.1
      assertEqual(["cv"], checks(stability.check([1, 1.2], [])));
      // 1, 1.1: 0.0707 / 1.05 = 6.7 %, below
      assertEqual([], stability.check([1, 1.1], []));
    },

    testMaximumAboveTwiceTheMedian: function () {
      var warnings = stability.check([1, 1, 1, 1, 3], []);
      assertEqual(["cv", "max", "outliers"], checks(warnings));
      assertEqual("maximum 3.0× the median", warnings[1].message);
      assertEqual(3, warnings[1].value);
      assertEqual("1 of 5 runs outside Tukey's fences [1.0000, 1.0000] s", warnings[2].message);
      assertEqual(1, warnings[2].value);
      // exactly twice is not above
      assertEqual(-1, checks(stability.check([1, 1, 1, 1, 2], [])).indexOf("max"));
    },

    testTukeyOutlierWithoutMuchSpread: function () {
      // cv 7.9 %, max 1.18× the median: only the fences catch the 1.2
      assertEqual([{ check: "outliers", value: 1, message: "1 of 5 runs outside Tukey's fences [0.9800, 1.0600] s" }],
        stability.check([1.03, 1.00, 1.2, 1.01, 1.02], []));
      // a run far below the others is just as suspicious (a result served from somewhere else)
      assertEqual([{ check: "outliers", value: 1, message: "1 of 5 runs outside Tukey's fences [0.9700, 1.0500] s" }],
        stability.check([1.00, 1.01, 1.02, 1.03, 0.8], []));
      // fewer than 4 samples have no quartiles worth the name
      assertEqual(-1, checks(stability.check([1.00, 1.01, 1.2], [])).indexOf("outliers"));
    },

    testQuartilesInterpolateBetweenOrderStatistics: function () {
      // numpy.quantile([1, 2, 3, 4], 0.25) = 1.75, 0.75 → 3.25 (type 7)
      assertEqual(1.75, stability.quantile([1, 2, 3, 4], 0.25));
      assertEqual(3.25, stability.quantile([1, 2, 3, 4], 0.75));
      assertEqual(2, stability.quantile([1, 2, 3], 0.5));
      assertEqual(4, stability.quantile([1, 2, 3, 4], 1));
    },

    testWarmupsMuchSlowerThanTheRuns: function () {
      assertEqual([{ check: "warmup", value: 2.5, message: "warmups 2.5× slower than the timed runs (medians): cold " +
        "caches; consider more warmup runs" }], stability.check([1, 1, 1], [2.5]));
      // the median of the warmups counts, not the slowest one
      assertEqual([], stability.check([1, 1, 1], [9, 1.5, 1.2]));
      assertEqual([], stability.check([1, 1, 1], [2]));
    }
  };
}

jsunity.run(stabilitySuite);
return jsunity.done();
