/*
 * Edges of comparing two runs (lib/compare/compare.js) that mutation testing (npm run mutate) found
 * untested: the exact edges of significance and of the noise band, what a side without a
 * value, digest, plan or statistics does to a row, the summary's counts and geometric mean,
 * the exact list of warnings, and the regression gate. Runs in arangod and under the stand-in.
 */
var jsunity = require("jsunity");

function compareEdgesSuite() {
  var compareInput = shootout.require("./lib/compare/compare-input");
  var compare = shootout.require("./lib/compare/compare");

  var TEN = [1, 1.001, 1.002, 1.003, 1.004, 1.005, 1.006, 1.007, 1.008, 1.009];
  var HEADER = "test name | collection | runs | min (s) | max (s) | avg (s) | med (s)";
  var DASHES = "--------------------------------------------------------------";

  function entry(name, times, extra) {
    var result = { "case": name, documents: 1000, times: times, verified: true, error: null, mismatch: null,
      digest: "d-" + name };
    Object.keys(extra || {}).forEach(function (key) { result[key] = extra[key]; });
    return result;
  }

  function resultsSide(name, entries, server) {
    return compareInput.read(name, JSON.stringify({ format: "aql-shootout/1", label: "label-" + name,
      server: server || { host: "arangod console" }, results: entries }));
  }

  function tableSide(name, rows) {
    return compareInput.read(name, [HEADER, DASHES].concat(rows).join("\n"));
  }

  function scaled(times, factor) {
    return times.map(function (t) { return t * factor; });
  }

  function constant(value, count) {
    var list = [];
    for (var i = 0; i < count; i += 1) {
      list.push(value);
    }
    return list;
  }

  function compareEntries(aEntries, bEntries, options) {
    return compare.compare(resultsSide("a.json", aEntries), resultsSide("b.json", bEntries), options);
  }

  function verdicts(comparison) {
    return comparison.rows.map(function (row) { return row.verdict; });
  }

  return {
    // Significant means p < alpha, strictly: 5 against 5 fully separated gives p = 2/252.
    testSignificanceIsStrictlyBelowAlpha: function () {
      var a = [1, 1.1, 1.2, 1.3, 1.4];
      var b = scaled(a, 2);
      var row = compareEntries([entry("keep", a)], [entry("keep", b)], { alpha: 2 / 252 }).rows[0];
      assertEqual(2 / 252, row.p);
      assertEqual("~", row.verdict);
      assertEqual("slower", compareEntries([entry("keep", a)], [entry("keep", b)], { alpha: 2 / 252 + 1e-9 }).rows[0].verdict);
    },

    // A ratio exactly on the edge of the noise band is inside it (1.25 and 0.75 are exact).
    testRatioOnTheEdgeOfTheBandIsWithinNoise: function () {
      var ones = constant(1, 10);
      var edge = function (factor) {
        return compareEntries([entry("keep", ones)], [entry("keep", constant(factor, 10))], { noise: 0.25 }).rows[0];
      };
      assertEqual(1.25, edge(1.25).ratio);
      assertEqual("within noise", edge(1.25).verdict);
      // the band is a factor both ways: 1 / 1.25 = 0.8 is its edge on the faster side
      assertEqual("within noise", edge(0.8).verdict);
      assertEqual("within noise", edge(0.8000001).verdict);
      assertEqual("slower", edge(1.2500001).verdict);
      assertEqual("faster", edge(0.7999999).verdict);
      // a band of 100 % (identical code moved 2×) still lets a 20× speedup through
      assertEqual("faster", compareEntries([entry("keep", ones)], [entry("keep", constant(0.05, 10))], { noise: 1 })
        .rows[0].verdict);
    },

    // Result digests and row counts are compared only where both sides have them.
    testResultsDifferOnlyWhereBothSidesKnow: function () {
      var rows = function (aExtra, bExtra) {
        return compareEntries([entry("keep", TEN, aExtra)], [entry("keep", TEN, bExtra)]).rows[0].verdict;
      };
      assertEqual("~", rows({ resultCount: 1000, resultDigest: "x" }, { resultCount: 1000, resultDigest: "x" }));
      assertEqual("~", rows({}, { resultCount: 1000, resultDigest: "x" }));
      assertEqual("~", rows({ resultCount: 1000, resultDigest: "x" }, {}));
      assertEqual("~", rows({ resultCount: 1000 }, { resultDigest: "x" }));
      assertEqual("results differ", rows({ resultCount: 1000, resultDigest: "x" }, { resultCount: 999, resultDigest: "x" }));
      assertEqual("results differ", rows({ resultCount: 1000, resultDigest: "x" }, { resultCount: 1000, resultDigest: "y" }));
      assertEqual("results differ", rows({ resultDigest: "x" }, { resultDigest: "y" }));
      assertEqual("results differ", rows({ resultCount: 1 }, { resultCount: 2 }));
    },

    // The case's digest, plan and statistics: compared only where both sides have them.
    testPlansDigestsAndScansNeedBothSides: function () {
      var plan = { nodes: ["SingletonNode", "EnumerateCollectionNode", "ReturnNode"], indexes: [], rules: [],
        collectMethod: null, fullScans: 1 };
      var stats = [{ scannedFull: 1000, scannedIndex: 0, filtered: 0 }];
      var one = function (aExtra, bExtra) {
        return compareEntries([entry("keep", TEN, aExtra)], [entry("keep", TEN, bExtra)]).rows[0];
      };
      var row = one({ plan: plan, stats: stats }, {});
      assertNull(row.planChange);
      assertNull(row.scanned);
      row = one({}, { plan: plan, stats: stats });
      assertNull(row.planChange);
      assertNull(row.scanned);
      assertNull(one({ plan: plan }, { plan: plan }).planChange);
      assertEqual({ a: 1000, b: 1000 }, one({ stats: stats }, { stats: stats }).scanned);
      var changed = one({ digest: "one" }, { digest: "two" });
      assertEqual("not comparable", changed.verdict);
      assertEqual("the case's AQL or bind parameters differ", changed.note);
      assertNull(changed.ratio);
      // a side without a digest (a table) is compared
      var mixed = compare.compare(resultsSide("a.json", [entry("keep", TEN)]),
        tableSide("b.txt", ["keep | 1k | 10 | 0.5000 | 0.5100 | 0.5050 | 0.5050"]));
      assertEqual("faster", mixed.rows[0].verdict);
      assertEqual("median", mixed.rows[0].a.statistic);
      assertEqual("median", mixed.rows[0].b.statistic);
      assertTrue(Math.abs(mixed.rows[0].b.value - 0.505) < 1e-12);
      assertEqual("ratio", mixed.rows[0].basis);
      assertFalse(mixed.rows[0].newlyFailed);
    },

    testRowsWithoutTimes: function () {
      var comparison = compare.compare(tableSide("a.txt", ["keep | 1k | 0 | - | - | - | -", "unset | 1k | 5 | 0.1000 | 0.1000 | 0.1000 | 0.1000"]),
        tableSide("b.txt", ["keep | 1k | 5 | 0.1000 | 0.1000 | 0.1000 | 0.1000", "unset | 1k | 0 | - | - | - | -"]));
      comparison.rows.forEach(function (row) {
        assertEqual("not comparable", row.verdict);
        assertEqual("no time to compare", row.note);
        assertNull(row.ratio);
      });
      assertNull(comparison.summary.geomean);
      assertEqual(0, comparison.summary.compared);
      assertEqual([], comparison.summary.families);
    },

    // A verdict the row already has (fixed, results differ) is kept, with or without samples.
    testEarlierVerdictsAreKept: function () {
      var tables = compare.compare(tableSide("a.txt", ["keep | 1k | 5 | 0.1000 | 0.1000 | 0.1000 | 0.1000   <- ERROR"]),
        tableSide("b.txt", ["keep | 1k | 5 | 0.0500 | 0.0500 | 0.0500 | 0.0500"]));
      assertEqual("fixed", tables.rows[0].verdict);
      assertEqual("A: error", tables.rows[0].note);
      assertEqual(0.5, tables.rows[0].ratio);
      var noTimes = compareEntries([entry("keep", [], { error: { message: "killed", errorNum: 1500 } })], [entry("keep", TEN)]);
      assertEqual("fixed", noTimes.rows[0].verdict);
      assertEqual("A: killed", noTimes.rows[0].note);
      assertNull(noTimes.rows[0].ratio);
    },

    testFailedOnBothSidesIsNoRegression: function () {
      var broken = { error: { message: "killed", errorNum: 1500 } };
      var comparison = compareEntries([entry("keep", [], broken)], [entry("keep", [], broken)]);
      assertEqual("failed", comparison.rows[0].verdict);
      assertFalse(comparison.rows[0].newlyFailed);
      assertFalse(compare.hasRegression(comparison));
      var fresh = compareEntries([entry("keep", TEN)], [entry("keep", [], broken)]);
      assertTrue(fresh.rows[0].newlyFailed);
      assertTrue(compare.hasRegression(fresh));
      assertFalse(compare.hasRegression(compareEntries([entry("keep", TEN)], [entry("keep", scaled(TEN, 0.5))])));
    },

    testSummaryCountsEveryVerdict: function () {
      var within = [];
      var slightlyFaster = [];
      for (var i = 0; i < 20; i += 1) {
        within.push(0.1 + i * 0.0001);
        slightlyFaster.push(0.098 + i * 0.0001);
      }
      var broken = { error: { message: "killed", errorNum: 1500 } };
      var comparison = compareEntries(
        [entry("keep", TEN), entry("unset", TEN), entry("concat", TEN), entry("merge-number", within),
          entry("merge-string", TEN, { digest: "old" }), entry("min-number", TEN), entry("max-number", TEN),
          entry("sort-number", [], broken), entry("filter-number", TEN, { resultCount: 1 })],
        [entry("keep", scaled(TEN, 0.5)), entry("unset", scaled(TEN, 2)), entry("concat", TEN),
          entry("merge-number", slightlyFaster), entry("merge-string", TEN), entry("min-number", [], broken),
          entry("sort-number", TEN), entry("filter-number", TEN, { resultCount: 2 }), entry("max-string", TEN)]);
      assertEqual(["faster", "slower", "~", "within noise", "not comparable", "failed", "gone", "fixed",
        "results differ", "new"], verdicts(comparison));
      var summary = comparison.summary;
      assertEqual({ faster: 1, slower: 1, "~": 1, "within noise": 1, "not comparable": 1, "new": 1, gone: 1,
        failed: 1, fixed: 1, "results differ": 1, "not measured": 0 }, summary.counts);
      assertEqual(2, summary.unchanged);
      // faster, slower, ~, within noise; fixed has no time in A: four ratios
      assertEqual(4, summary.compared);
      var ratios = comparison.rows.filter(function (row) {
        return ["faster", "slower", "~", "within noise"].indexOf(row.verdict) >= 0;
      }).map(function (row) { return row.ratio; });
      var product = 1;
      ratios.forEach(function (ratio) { product *= ratio; });
      assertTrue(Math.abs(summary.geomean - Math.pow(product, 1 / 4)) < 1e-12, String(summary.geomean));
    },

    testWhoIsCompared: function () {
      var comparison = compare.compare(resultsSide("a.json", [entry("keep", TEN)], { host: "arangod script", version: "3.11.0" }),
        tableSide("b.txt", ["keep | 1k | 5 | 0.1000 | 0.1000 | 0.1000 | 0.1000"]));
      var fields = function (side) {
        return { name: side.name, label: side.label, server: side.server, kind: side.kind };
      };
      assertEqual({ name: "a.json", label: "label-a.json", server: { host: "arangod script", version: "3.11.0" },
        kind: "results" }, fields(comparison.a));
      assertEqual({ name: "b.txt", label: null, server: null, kind: "table" }, fields(comparison.b));
    },

    // Warnings are exactly those that apply: none for one clean row with 10 runs each.
    testNoWarningsWhenNoneApply: function () {
      assertEqual([], compareEntries([entry("keep", TEN)], [entry("keep", scaled(TEN, 0.5))]).summary.warnings);
      assertEqual([], compareEntries([entry("keep", TEN)], [entry("keep", TEN)]).summary.warnings);
    },

    testWarningsSayWhichSide: function () {
      var standInB = compare.compare(resultsSide("a.json", [entry("keep", TEN)], { host: "arangosh" }),
        resultsSide("b.json", [entry("keep", TEN)], { host: "stand-in" })).summary.warnings;
      assertEqual(["A (a.json) was measured through arangosh: its timings include HTTP and client work.",
        "B (b.json) ran on the test stand-in: its timings mean nothing about ArangoDB."], standInB.slice(0, 2));
      var standInA = compare.compare(resultsSide("a.json", [entry("keep", TEN)], { host: "stand-in" }),
        resultsSide("b.json", [entry("keep", TEN)], { host: "arangosh" })).summary.warnings;
      assertEqual(["A (a.json) ran on the test stand-in: its timings mean nothing about ArangoDB.",
        "B (b.json) was measured through arangosh: its timings include HTTP and client work."], standInA.slice(0, 2));
      // one side only: one warning, naming that side
      var onlyB = compare.compare(resultsSide("a.json", [entry("keep", TEN)], { host: "stand-in" }),
        resultsSide("b.json", [entry("keep", TEN)], { host: "stand-in" })).summary.warnings;
      assertEqual(["A (a.json) ran on the test stand-in: its timings mean nothing about ArangoDB.",
        "B (b.json) ran on the test stand-in: its timings mean nothing about ArangoDB."], onlyB);
    },

    testWarningWithoutSamplesOnEitherSide: function () {
      var text = /^without raw samples on both sides \(printed tables\) there is no significance test: verdicts come from the ratio/;
      var table = ["keep | 1k | 5 | 0.1000 | 0.1000 | 0.1000 | 0.1000"];
      [compare.compare(resultsSide("a.json", [entry("keep", TEN)]), tableSide("b.txt", table)),
        compare.compare(tableSide("a.txt", table), resultsSide("b.json", [entry("keep", TEN)])),
        compare.compare(tableSide("a.txt", table), tableSide("b.txt", table))].forEach(function (comparison) {
        assertEqual(1, comparison.summary.warnings.length, JSON.stringify(comparison.summary.warnings));
        assertMatch(text, comparison.summary.warnings[0]);
      });
    },

    // One test: no "expected by chance" line; new and gone rows are not tests.
    testChanceWarningCountsTestsOnly: function () {
      var warnings = compareEntries([entry("keep", TEN), entry("unset", TEN)],
        [entry("keep", TEN), entry("concat", TEN)]).summary.warnings;
      assertEqual(["the two runs cover different cases or sizes: 2 row(s) exist on one side only (new / gone)."], warnings);
    },

    // Too few runs: the smallest possible p (2/20 for 3 against 3) not below alpha.
    testTooFewRunsAtTheEdge: function () {
      var three = [1, 1.1, 1.2];
      var warnings = compareEntries([entry("keep", three)], [entry("keep", three)], { alpha: 0.1 }).summary.warnings;
      assertEqual(1, warnings.length);
      assertMatch(/^1 row\(s\) have too few runs for the test ever to reach alpha 0\.1 \(e\.g\. keep 1k: 3 vs 3 runs\)/, warnings[0]);
      // 5 against 5 can reach p = 2/252 only below an alpha above it
      var five = [1, 1.1, 1.2, 1.3, 1.4];
      var atEdge = compareEntries([entry("keep", five)], [entry("keep", five)], { alpha: 2 / 252 }).summary.warnings;
      assertEqual(1, atEdge.length);
      assertMatch(/too few runs/, atEdge[0]);
      var above = compareEntries([entry("keep", five)], [entry("keep", five)]).summary.warnings;
      assertEqual(["1 row(s) have 5 runs or fewer on a side: a change is significant only when every run of one " +
        "side beats every run of the other (smallest p 2/252 = 0.0079 for 5 vs 5); 10 or more runs per case tell " +
        "real changes from noise far better."], above);
      // five against ten: not "5 or fewer on a side" for both
      assertEqual([], compareEntries([entry("keep", five)], [entry("keep", TEN)]).summary.warnings);
    }
  };
}

jsunity.run(compareEdgesSuite);
return jsunity.done();
