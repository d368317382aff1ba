/*
 * The Mann–Whitney U test (lib/compare/verdict/mann-whitney.js) against published and hand-computed values.
 * Runs in arangod and under the stand-in.
 */
var jsunity = require("jsunity");

function mannWhitneySuite() {
  var mannWhitney = shootout.require("./lib/compare/verdict/mann-whitney");

  function near(expected, actual, tolerance) {
    assertTrue(Math.abs(expected - actual) <= tolerance, "expected " + expected + ", got " + actual);
  }

  // The exact two-sided p-value by brute force: every way to pick which pooled values form
  // the first sample, counting how often the rank sum is as extreme as the observed one.
  function bruteForceP(a, b) {
    var pooled = a.concat(b);
    var sorted = pooled.slice().sort(function (x, y) { return x - y; });
    var rankOf = function (value) {
      var first = sorted.indexOf(value);
      var last = sorted.lastIndexOf(value);
      return (first + last) / 2 + 1;
    };
    var ranks = pooled.map(rankOf);
    var observed = 0;
    for (var i = 0; i < a.length; i += 1) {
      observed += ranks[i];
    }
    var below = 0;
    var above = 0;
    var total = 0;
    for (var mask = 0; mask < (1 << pooled.length); mask += 1) {
      var bits = 0;
      var sum = 0;
      for (var j = 0; j < pooled.length; j += 1) {
        if (mask & (1 << j)) {
          bits += 1;
          sum += ranks[j];
        }
      }
      if (bits === a.length) {
        total += 1;
        below += sum <= observed + 1e-9 ? 1 : 0;
        above += sum >= observed - 1e-9 ? 1 : 0;
      }
    }
    return Math.min(1, 2 * Math.min(below, above) / total);
  }

  return {
    testPublishedExample: function () {
      // R's wilcox.test documentation (Hollander & Wolfe): W = 35, one-sided p = 0.1272,
      // so the two-sided exact p is 0.2544.
      var x = [0.80, 0.83, 1.89, 1.04, 1.45, 1.38, 1.91, 1.64, 0.73, 1.46];
      var y = [1.15, 0.88, 0.90, 0.74, 1.21];
      var result = mannWhitney.test(x, y);
      assertEqual(35, result.u);
      assertEqual("exact", result.method);
      near(0.2544, result.p, 0.00005);
    },

    testFiveAgainstFiveFullySeparated: function () {
      var result = mannWhitney.test([0.10, 0.11, 0.12, 0.13, 0.14], [0.20, 0.21, 0.22, 0.23, 0.24]);
      assertEqual(0, result.u);
      near(2 / 252, result.p, 1e-15);
      assertEqual(25, mannWhitney.test([0.20, 0.21, 0.22, 0.23, 0.24], [0.10, 0.11, 0.12, 0.13, 0.14]).u);
      near(2 / 252, mannWhitney.smallestPossibleP(5, 5), 1e-15);
      near(2 / 924, mannWhitney.smallestPossibleP(6, 6), 1e-15);
      near(0.1, mannWhitney.smallestPossibleP(3, 3), 1e-15);
    },

    testIdenticalSamplesAreNoEvidence: function () {
      assertEqual(1, mannWhitney.test([0.5, 0.5, 0.5], [0.5, 0.5, 0.5]).p);
      assertEqual(1, mannWhitney.test([0.1, 0.2, 0.3], [0.1, 0.2, 0.3]).p);
    },

    testSingleSamples: function () {
      var result = mannWhitney.test([1], [2]);
      assertEqual(0, result.u);
      assertEqual(1, result.p);
    },

    testTiesAgainstBruteForce: function () {
      var cases = [
        [[1, 2, 2, 3], [2, 3, 3, 4]],
        [[5, 5, 6, 7, 7], [5, 6, 6, 8]],
        [[0.3, 0.1, 0.2, 0.2, 0.4, 0.1], [0.2, 0.5, 0.5, 0.3, 0.6]]
      ];
      cases.forEach(function (pair) {
        near(bruteForceP(pair[0], pair[1]), mannWhitney.test(pair[0], pair[1]).p, 1e-12);
      });
    },

    testSplitsOfOnePoolAgainstBruteForce: function () {
      // the same eight pooled values (the same ranks) split 3 + 5, 5 + 3, 4 + 4 and 3 + 5 again:
      // each split its own distribution, however often the ranks recur
      var splits = [
        [[1, 2, 4], [3, 5, 6, 7, 8]],
        [[3, 5, 6, 7, 8], [1, 2, 4]],
        [[1, 3, 6, 8], [2, 4, 5, 7]],
        [[6, 7, 8], [1, 2, 3, 4, 5]],
        [[1, 2, 4], [3, 5, 6, 7, 8]],
        // and eight values with ties, split 3 + 5: other ranks, so another distribution
        [[1, 1, 2], [2, 3, 3, 4, 5]]
      ];
      splits.forEach(function (pair) {
        near(bruteForceP(pair[0], pair[1]), mannWhitney.test(pair[0], pair[1]).p, 1e-12);
      });
    },

    testUIsPairsWhereFirstIsLarger: function () {
      // pairs (x, y) with x > y count 1, ties 1/2: for [1, 3] vs [2, 3]: (3,2) = 1, (3,3) = 0.5
      assertEqual(1.5, mannWhitney.test([1, 3], [2, 3]).u);
    },

    testNormalApproximationForLargeSamples: function () {
      var a = [];
      var b = [];
      for (var i = 0; i < 80; i += 1) {
        a.push(i);
        b.push(i + 10);
      }
      var result = mannWhitney.test(a, b);
      assertEqual("normal", result.method);
      assertEqual(2450, result.u);
      // By hand: mean 3200, variance 80·80/12·161 = 85866.67, z = (750 − 0.5)/293.03 = 2.5578,
      // two-sided p = erfc(2.5578/√2) = 0.01054.
      near(0.01054, result.p, 0.00002);
      near(0.157299, mannWhitney.erfc(1), 1e-6);
      near(1.842701, mannWhitney.erfc(-1), 1e-6);
    },

    testEmptySideIsRefused: function () {
      assertException(function () { mannWhitney.test([], [1]); });
    }
  };
}

jsunity.run(mannWhitneySuite);
return jsunity.done();
