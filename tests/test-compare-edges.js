/*
 * Edges of comparing two runs (lib/compare/comparisons/compare.js) that mutation testing (npm run mutate) found
 * untested: the exact edges of significance and of the noise band, what a side without a
 * value, digest, plan or statistics does to a row, the summary's counts and geometric mean,
 * the exact list of warnings, and the regression gate. Runs in arangod and under the stand-in.
 */
var jsunity = require("jsunity");

function compareEdgesSuite() {
  var compareInput = shootout.require("./lib/compare/inputs/compare-input");
  var compare = shootout.require("./lib/compare/comparisons/compare");
  var runGroup = shootout.require("./lib/compare/inputs/run-group");
  var advice = shootout.require("./lib/compare/verdict/advice");
  var compareReport = shootout.require("./lib/compare/reports/compare-report");

  var TEN = [1, 1.001, 1.002, 1.003, 1.004, 1.005, 1.006, 1.007, 1.008, 1.009];
  // ten samples spread about ±5 % and about ±25 % around 1
  var MEDIUM = [0.95, 1.05, 0.97, 1.03, 1.0, 0.96, 1.04, 0.98, 1.02, 1.0];
  var WIDE = [0.8, 1.25, 0.9, 1.1, 1.0, 0.85, 1.15, 0.95, 1.05, 1.0];
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

  // A results file whose run did not finish (endedAt null: it died or still runs).
  function unfinishedSide(name, entries) {
    return compareInput.read(name, JSON.stringify({ format: "aql-shootout/1", label: "label-" + name,
      server: { host: "arangod console" }, endedAt: null, results: entries }));
  }

  // A table as the 2015 script printed it: no median column, so its rows have means only.
  function table2015Side(name, rows) {
    return compareInput.read(name, [HEADER.replace(" | med (s)", ""), DASHES].concat(rows).join("\n"));
  }

  function compareTables(aRows, bRows, options) {
    return compare.compare(tableSide("a.txt", aRows), tableSide("b.txt", bRows), options);
  }

  function compareEntries(aEntries, bEntries, options) {
    return compare.compare(resultsSide("a.json", aEntries), resultsSide("b.json", bEntries), options);
  }

  function verdicts(comparison) {
    return comparison.rows.map(function (row) { return row.verdict; });
  }

  return {
    // Significant means p < alpha, strictly: at alpha equal to a row's p the row is "~", just
    // above it the change counts.
    testSignificanceIsStrictlyBelowAlpha: function () {
      var a = [1, 1.1, 1.2, 1.3, 1.4];
      var b = scaled(a, 4);
      var p = compareEntries([entry("keep", a)], [entry("keep", b)]).rows[0].p;
      assertTrue(p > 0 && p < 0.05, String(p));
      assertEqual("~", compareEntries([entry("keep", a)], [entry("keep", b)], { alpha: p }).rows[0].verdict);
      assertEqual("slower", compareEntries([entry("keep", a)], [entry("keep", b)], { alpha: p * (1 + 1e-9) }).rows[0].verdict);
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
      // concat did not move, with noise of its own wide enough that no shift of the other rows
      // makes it look apart from them
      var wide = [0.8, 1.2, 0.9, 1.1, 1.0, 0.85, 1.15, 0.95, 1.05, 1.0];
      var within = [];
      var slightlyFaster = [];
      for (var i = 0; i < 20; i += 1) {
        within.push(0.1 + i * 0.0001);
        slightlyFaster.push(0.098 + i * 0.0001);
      }
      var broken = { error: { message: "killed", errorNum: 1500 } };
      var comparison = compareEntries(
        [entry("keep", TEN), entry("unset", TEN), entry("concat", wide), entry("merge-number", within),
          entry("merge-string", TEN, { digest: "old" }), entry("min-number", TEN), entry("max-number", TEN),
          entry("sort-number", [], broken), entry("filter-number", TEN, { resultCount: 1 })],
        [entry("keep", scaled(TEN, 0.5)), entry("unset", scaled(TEN, 2)), entry("concat", wide),
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
      var text = /^without raw samples on both sides \(printed tables\) there is no significance test: verdicts come from the ratio and the noise band over the range the printed decimals allow, and from the printed min and max\.$/;
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

    // Printed tables with too few runs: the smallest possible p of runs apart (2/20 for 3
    // against 3) not below alpha; results files never get this warning (the run model judges them).
    testTooFewRunsAtTheEdge: function () {
      var three = "keep | 1k | 3 | 0.1000 | 0.1200 | 0.1100 | 0.1100";
      var warnings = compareTables([three], [three], { alpha: 0.1 }).summary.warnings;
      assertEqual(2, warnings.length);
      assertMatch(/^1 printed row\(s\) have too few runs for their ranges ever to be significant at alpha 0\.1 \(e\.g\. keep 1k: 3 vs 3 runs\); they can only show ~\*: for a verdict to rely on, let node shootout.js versus run both servers/, warnings[0]);
      assertMatch(/^without raw samples/, warnings[1]);
      // the warning ends with the advice, as a sentence
      assertEqual("1 printed row(s) have too few runs for their ranges ever to be significant at alpha 0.1 (e.g. keep 1k: " +
        "3 vs 3 runs); they can only show ~*: " + advice.RUNS_ADVICE + ".", warnings[0]);
      // 5 against 5 can reach p = 2/252 only below an alpha above it
      var five = "keep | 1k | 5 | 0.1000 | 0.1200 | 0.1100 | 0.1100";
      assertMatch(/too few runs/, compareTables([five], [five], { alpha: 2 / 252 }).summary.warnings[0]);
      assertEqual(1, compareTables([five], [five], { alpha: 2 / 252 + 1e-9 }).summary.warnings.length);
      var three2 = [1, 1.1, 1.2];
      assertEqual([], compareEntries([entry("keep", three2)], [entry("keep", three2)], { alpha: 0.1 }).summary.warnings);
    },

    // Between-run terms an A/A calibration measured (compare --noise-from) replace the
    // defaults: runs measured to move a lot leave a 0.6 quiet that the defaults call faster.
    testMeasuredTermsReplaceTheDefaults: function () {
      var aEntries = [entry("keep", TEN), entry("unset", TEN)];
      var bEntries = [entry("keep", scaled(TEN, 0.6)), entry("unset", scaled(TEN, 0.6))];
      var plain = compareEntries(aEntries, bEntries);
      assertEqual(["faster", "faster"], verdicts(plain));
      assertEqual("default", plain.summary.runs.terms.kind);
      var noisy = { kind: "measured", wholeRun: { sd: 0.5, df: 10 }, row: { sd: 0.5, df: 4 }, source: "aa1.json,aa2.json" };
      var calibrated = compareEntries(aEntries, bEntries, { terms: noisy });
      assertEqual(["~", "~"], verdicts(calibrated));
      var used = calibrated.summary.runs.terms;
      assertEqual("measured", used.kind);
      assertEqual(noisy.row, used.row);
      // the measured spread of whole runs joins the default's 2 degrees of freedom
      assertEqual(12, used.wholeRun.df);
      var defaultSd = plain.summary.runs.terms.wholeRun.sd;
      assertTrue(Math.abs(used.wholeRun.sd - Math.sqrt((2 * defaultSd * defaultSd + 10 * 0.25) / 12)) < 1e-12);
      assertEqual([0.05, 0.05], calibrated.rows.map(function (row) { return row.noise; }));
    },

    // Exactly on the edge of the noise band over the range a printed value allows is no change
    // (B/A must be beyond it over the whole range); and so is a smallest possible p equal to
    // alpha. The values are chosen so the edges are exact: halving a number is exact.
    testPrintedRangeOnTheEdgeOfTheBandIsNoChange: function () {
      var printedA = "keep | 1k | 5 | 0.1000 | 0.1000 | 0.1000 | 0.1000";
      var lowA = 0.1 - 0.5 / Math.pow(10, 4);
      var row = function (aSide, bSide) {
        return compare.compare(aSide, bSide, { noise: 1 }).rows[0];
      };
      // B/A at most exactly 0.5 = 1 / (1 + 1): not below the faster edge
      var edge = row(tableSide("a.txt", [printedA]), resultsSide("b.json", [entry("keep", constant(lowA / 2, 10))]));
      assertEqual(0.5, edge.ratioRange.high);
      assertEqual("~", edge.verdict);
      assertEqual("faster", row(tableSide("a.txt", [printedA]),
        resultsSide("b.json", [entry("keep", constant(lowA * 0.49, 10))])).verdict);
      // B/A at least exactly 2 = 1 + 1: not above the slower edge
      var lowB = 0.2 - 0.5 / Math.pow(10, 4);
      var printedB = "keep | 1k | 5 | 0.2000 | 0.2000 | 0.2000 | 0.2000";
      edge = row(resultsSide("a.json", [entry("keep", constant(lowB / 2, 10))]), tableSide("b.txt", [printedB]));
      assertEqual(2, edge.ratioRange.low);
      assertEqual("~", edge.verdict);
      assertEqual("slower", row(resultsSide("a.json", [entry("keep", constant(lowB * 0.49, 10))]),
        tableSide("b.txt", [printedB])).verdict);
      // printed ranges apart, 5 runs against 5: the smallest possible p is 2/252, not below an alpha of 2/252
      var twice = function (alpha) {
        return compareTables(["keep | 1k | 5 | 0.2000 | 0.2000 | 0.2000 | 0.2000"],
          ["keep | 1k | 5 | 0.1000 | 0.1000 | 0.1000 | 0.1000"], { alpha: alpha }).rows[0].verdict;
      };
      assertEqual("~", twice(2 / 252));
      assertEqual("faster", twice(2 / 252 + 1e-9));
    },

    // Printed ranges of the runs that touch are not apart: every run of B must be faster than
    // every run of A, so B's highest possible run equal to A's lowest leaves "~".
    testTouchingPrintedRangesOverlap: function () {
      var printedB = tableSide("b.txt", ["keep | 1k | 5 | 0.0500 | 0.0500 | 0.0500 | 0.0500"]);
      var withLowest = function (lowest) {
        return compare.compare(resultsSide("a.json", [entry("keep", [lowest].concat(constant(1, 9)))]), printedB).rows[0];
      };
      var touching = withLowest(0.05 + 0.5 / Math.pow(10, 4));
      assertEqual("~", touching.verdict);
      assertTrue(touching.rangesOverlap);
      var apart = withLowest(0.06);
      assertEqual("faster", apart.verdict);
      assertFalse(apart.rangesOverlap);
    },

    // A printed row without its min or max, or with 0 runs, has no range of runs: the ratio and
    // the band decide alone (with the ranges known, 3 runs against 3 could only show "~"), and
    // 0 runs count as no runs for the "too few runs" warning.
    testPrintedRowsWithoutRunsLeaveTheRatioToDecide: function () {
      var fast = "keep | 1k | 3 | 0.1000 | 0.1000 | 0.1000 | 0.1000";
      var slow = "keep | 1k | 3 | 0.2000 | 0.2000 | 0.2000 | 0.2000";
      var tooFew = function (comparison) {
        return comparison.summary.warnings.filter(function (text) { return /too few runs/.test(text); }).length;
      };
      var complete = compareTables([slow], [fast]);
      assertEqual("~", complete.rows[0].verdict);
      assertEqual(1, tooFew(complete));
      [["keep | 1k | 3 | - | 0.2000 | 0.2000 | 0.2000", fast],
        ["keep | 1k | 3 | 0.2000 | - | 0.2000 | 0.2000", fast],
        [slow, "keep | 1k | 3 | - | 0.1000 | 0.1000 | 0.1000"],
        [slow, "keep | 1k | 3 | 0.1000 | - | 0.1000 | 0.1000"]].forEach(function (pair) {
        var row = compareTables([pair[0]], [pair[1]]).rows[0];
        assertEqual("faster", row.verdict, pair.join(" / "));
        assertFalse(row.rangesOverlap);
      });
      var noRunsA = compareTables(["keep | 1k | 0 | 0.2000 | 0.2000 | 0.2000 | 0.2000"], [fast]);
      assertEqual("faster", noRunsA.rows[0].verdict);
      assertEqual(0, tooFew(noRunsA));
      var noRunsB = compareTables([slow], ["keep | 1k | 0 | 0.1000 | 0.1000 | 0.1000 | 0.1000"]);
      assertEqual("faster", noRunsB.rows[0].verdict);
      assertEqual(0, tooFew(noRunsB));
    },

    // The summary counts rows whose ratio left the band but not its printed range (within
    // resolution) and rows whose printed ranges overlap; a row counts only when that is what
    // held it at "~", never a row inside the band, one without a ratio, or one with samples.
    testWithinResolutionAndOverlapCountOnlyTheirRows: function () {
      var same = compareTables(["keep | 1k | 5 | 0.1000 | 0.1000 | 0.1000 | 0.1000"],
        ["keep | 1k | 5 | 0.1000 | 0.1000 | 0.1000 | 0.1000"]);
      assertEqual("~", same.rows[0].verdict);
      assertEqual([0, 0], [same.summary.withinResolution, same.summary.rangesOverlap]);
      // B printed as zero, at most 1 × A: "~", and no ratio to be beyond the band
      var zero = compareTables(["keep | 1k | 5 | 0.0001 | 0.0001 | 0.0001 | 0.0001"],
        ["keep | 1k | 5 | 0.0000 | 0.0000 | 0.0000 | 0.0000"]);
      assertEqual("~", zero.rows[0].verdict);
      assertNull(zero.rows[0].ratio);
      assertEqual([0, 0], [zero.summary.withinResolution, zero.summary.rangesOverlap]);
      // 0.0009 / 0.0010 = 0.9 is beyond the band, but the rounding allows 1
      var rounded = compareTables(["keep | 1k | 5 | 0.0010 | 0.0010 | 0.0010 | 0.0010"],
        ["keep | 1k | 5 | 0.0009 | 0.0009 | 0.0009 | 0.0009"]);
      assertEqual("~", rounded.rows[0].verdict);
      assertEqual([1, 0], [rounded.summary.withinResolution, rounded.summary.rangesOverlap]);
      var tested = compareEntries([entry("keep", TEN)], [entry("keep", scaled(TEN, 0.5))]);
      assertEqual("faster", tested.rows[0].verdict);
      assertEqual([false, false], [tested.rows[0].withinResolution, tested.rows[0].rangesOverlap]);
      assertEqual([0, 0], [tested.summary.withinResolution, tested.summary.rangesOverlap]);
    },

    // A row is marked unstable when either side's samples are (here: warmups 5× slower than the
    // timed runs), each side with its own warnings; a printed table has none.
    testUnstableSamplesAreNamedPerSide: function () {
      var jumpyTimes = TEN.slice(0, 9).concat([5]);
      var jumpy = entry("keep", jumpyTimes);
      var stability = shootout.require("./lib/run/stability");
      var messages = stability.check(jumpyTimes, []).map(function (warning) { return warning.message; });
      assertTrue(messages.length > 0);
      assertEqual({ a: messages, b: [] }, compareEntries([jumpy], [entry("keep", TEN)]).rows[0].unstable);
      assertEqual({ a: [], b: messages }, compareEntries([entry("keep", TEN)], [jumpy]).rows[0].unstable);
      assertNull(compareEntries([entry("keep", TEN)], [entry("keep", TEN)]).rows[0].unstable);
      // slow warmups are cold caches before the timed runs, no movement of the samples
      assertNull(compareEntries([entry("keep", TEN, { warmupTimes: [5] })], [entry("keep", TEN)]).rows[0].unstable);
      var printed = ["keep | 1k | 10 | 1.0000 | 1.0090 | 1.0045 | 1.0045"];
      assertNull(compareTables(printed, printed).rows[0].unstable);
      assertEqual({ a: [], b: messages },
        compare.compare(tableSide("a.txt", printed), resultsSide("b.json", [jumpy])).rows[0].unstable);
      assertEqual({ a: messages, b: [] },
        compare.compare(resultsSide("a.json", [jumpy]), tableSide("b.txt", printed)).rows[0].unstable);
    },

    // A workload asked in another form on each side is compared and said; a form on one side
    // only, or the same on both, is no change.
    testFormChangeNeedsTwoDifferentForms: function () {
      var formChange = function (aForm, bForm) {
        var aExtra = aForm ? { form: aForm } : {};
        var bExtra = bForm ? { form: bForm } : {};
        return compareEntries([entry("keep", TEN, aExtra)], [entry("keep", TEN, bExtra)]).rows[0].formChange;
      };
      assertEqual("traversal → traversal-options", formChange("traversal", "traversal-options"));
      assertNull(formChange("traversal", "traversal"));
      assertNull(formChange("traversal", null));
      assertNull(formChange(null, "traversal-options"));
      assertNull(formChange(null, null));
    },

    // A side not timed on purpose shows no time in the row, nor does a side that failed or has
    // no time at all; the other side keeps its own, and the note names each skipped side.
    testNotMeasuredRowsShowOnlyTimedSides: function () {
      var noIndex = { reason: "no-index", message: "not timed: its plan uses no index" };
      var old = { reason: "not-available", message: "not available on that version" };
      var broken = { message: "killed", errorNum: 1500 };
      var one = function (aExtra, bExtra, aTimes, bTimes) {
        return compareEntries([entry("keep", aTimes, aExtra)], [entry("keep", bTimes, bExtra)]);
      };
      // A skipped although it has times: only B's time shows, and the row stays out of the mean silently
      var skippedA = one({ skipped: noIndex }, {}, TEN, TEN);
      assertEqual("not measured", skippedA.rows[0].verdict);
      assertEqual("A not timed: its plan uses no index", skippedA.rows[0].note);
      assertNull(skippedA.rows[0].a);
      assertTrue(Math.abs(skippedA.rows[0].b.value - 1.0045) < 1e-12);
      assertEqual([], skippedA.summary.leftOut);
      // B skipped with times, A failed with times: neither shows a time
      var skippedB = one({ error: broken }, { skipped: noIndex }, TEN, TEN).rows[0];
      assertEqual("not measured", skippedB.verdict);
      assertEqual("B not timed: its plan uses no index", skippedB.note);
      assertEqual([null, null], [skippedB.a, skippedB.b]);
      // the side without a skip has no times: no time shows for it either
      var sides = function (comparison) { return [comparison.rows[0].a, comparison.rows[0].b]; };
      assertEqual([null, null], sides(one({}, { skipped: noIndex }, [], [])));
      assertEqual([null, null], sides(one({ skipped: noIndex }, {}, [], [])));
      assertEqual("A not available on that version; B not timed: its plan uses no index",
        one({ skipped: old }, { skipped: noIndex }, [], []).rows[0].note);
      // B skipped, even with an error: not measured, no failure and no regression
      var both = one({}, { skipped: noIndex, error: broken }, TEN, []);
      assertEqual("not measured", both.rows[0].verdict);
      assertEqual([], compare.regressions(both));
      // a 2015 table's timed side shows its mean
      var timed = "keep | 1k | 5 | 0.1000 | 0.1000 | 0.1000";
      var skipped = "keep | 1k | 0 | - | - | -   <- NO INDEX, NOT TIMED";
      var printedA = compare.compare(table2015Side("a.txt", [timed]), table2015Side("b.txt", [skipped])).rows[0];
      assertEqual(["not measured", "mean", 0.1], [printedA.verdict, printedA.a.statistic, printedA.a.value]);
      var printedB = compare.compare(table2015Side("a.txt", [skipped]), table2015Side("b.txt", [timed])).rows[0];
      assertEqual(["not measured", "mean", 0.1], [printedB.verdict, printedB.b.statistic, printedB.b.value]);
    },

    // Medians only when both sides have one: against a 2015 table (means only) both sides show means.
    testOneSideWithoutMediansComparesMeans: function () {
      var row = compare.compare(resultsSide("a.json", [entry("keep", TEN)]),
        table2015Side("b.txt", ["keep | 1k | 10 | 0.5000 | 0.5100 | 0.5050"])).rows[0];
      assertEqual(["faster", "mean", "mean"], [row.verdict, row.a.statistic, row.b.statistic]);
      assertTrue(Math.abs(row.a.value - 1.0045) < 1e-12, String(row.a.value));
      assertTrue(Math.abs(row.ratio - 0.505 / 1.0045) < 1e-12, String(row.ratio));
    },

    // A time printed as zero is named with the decimals of its own table and side, with the
    // bound the rounding allows, after any note the row already has; both sides zero: no bound.
    testTimesPrintedAsZeroAreNamedExactly: function () {
      var zeroA = compareTables(["keep | 1k | 5 | 0.000 | 0.000 | 0.000 | 0.000"],
        ["keep | 1k | 5 | 0.1000 | 0.1000 | 0.1000 | 0.1000"]).rows[0];
      assertEqual("A", zeroA.belowResolution);
      assertEqual("A printed as 0.000, below the table's resolution: no ratio (B/A at least 199.900)", zeroA.note);
      var zeroB = compareTables(["keep | 1k | 5 | 0.1000 | 0.1000 | 0.1000 | 0.1000"],
        ["keep | 1k | 5 | 0.000 | 0.000 | 0.000 | 0.000"]).rows[0];
      assertEqual("B", zeroB.belowResolution);
      assertEqual("B printed as 0.000, below the table's resolution: no ratio (B/A at most 0.0050)", zeroB.note);
      var zeroBoth = compareTables(["keep | 1k | 5 | 0.0000 | 0.0000 | 0.0000 | 0.0000"],
        ["keep | 1k | 5 | 0.0000 | 0.0000 | 0.0000 | 0.0000"]);
      assertEqual("A and B", zeroBoth.rows[0].belowResolution);
      assertEqual("A and B printed as 0.0000, below the table's resolution: no ratio", zeroBoth.rows[0].note);
      assertEqual([{ reason: "a time printed as zero", rows: 1 }], zeroBoth.summary.leftOut);
      var fixed = compareTables(["keep | 1k | 5 | 0.1000 | 0.1000 | 0.1000 | 0.1000   <- ERROR"],
        ["keep | 1k | 5 | 0.0000 | 0.0000 | 0.0000 | 0.0000"]).rows[0];
      assertEqual("fixed", fixed.verdict);
      assertEqual("A: error; B printed as 0.0000, below the table's resolution: no ratio (B/A at most 0.00050)", fixed.note);
    },

    // The summary lists rows with a time on both sides that stay out of the geometric mean, by
    // reason in order of appearance; a row without a time on a side is not among them.
    testLeftOutOfTheMeanNeedsATimeOnBothSides: function () {
      var broken = { error: { message: "killed", errorNum: 1500 } };
      var comparison = compareEntries(
        [entry("keep", TEN), entry("unset", [], broken), entry("concat", TEN), entry("merge-number", TEN, { resultCount: 1 }),
          entry("min-number", TEN, broken)],
        [entry("keep", scaled(TEN, 0.5)), entry("unset", TEN), entry("concat", []), entry("merge-number", TEN, { resultCount: 2 }),
          entry("min-number", TEN)]);
      assertEqual(["faster", "fixed", "not comparable", "results differ", "fixed"], verdicts(comparison));
      assertEqual([{ reason: "results differ", rows: 1 }, { reason: "fixed", rows: 1 }], comparison.summary.leftOut);
      assertEqual(1, comparison.summary.compared);
    },

    // Zero or negative samples are named, the first five of them, and the rest counted.
    testBadSampleWarningNamesFiveAndCountsTheRest: function () {
      var warningFor = function (badTimes) {
        var side = resultsSide("b.json", [entry("keep", TEN.concat(badTimes),
          { badSamples: [{ run: 1, seconds: -0.002, warmup: true }] })]);
        return compare.compare(resultsSide("a.json", [entry("keep", TEN)]), side).summary.warnings;
      };
      var named = "keep 1k warmup 1 (-0.002 s), keep 1k run 11 (0 s, in times), keep 1k run 12 (0 s, in times), " +
        "keep 1k run 13 (0 s, in times), keep 1k run 14 (-1 s, in times)";
      assertEqual(["B (b.json) has 5 sample(s) of zero or negative time (the clock stepped?), left out of the " +
        "statistics: " + named + "."], warningFor([0, 0, 0, -1]));
      assertEqual(["B (b.json) has 7 sample(s) of zero or negative time (the clock stepped?), left out of the " +
        "statistics: " + named + " and 2 more."], warningFor([0, 0, 0, -1, 0, 0]));
    },

    // A side that did not finish is loud: the alert names it and counts the rows of the other
    // side it lacks (none: no count), the summary lists it, a row gone from an unfinished B says
    // why, and an unfinished B fails the regression gate.
    testUnfinishedSidesAreNamedAndCounted: function () {
      var unfinishedA = compare.compare(unfinishedSide("a.json", [entry("keep", TEN), entry("unset", TEN)]),
        resultsSide("b.json", [entry("keep", TEN), entry("concat", TEN), entry("merge-number", TEN)]));
      assertEqual(["~", "gone", "new", "new"], verdicts(unfinishedA));
      assertEqual(["A"], unfinishedA.summary.unfinished);
      assertEqual(["A (a.json) DID NOT FINISH: its results file has endedAt null (the run died or is still running); " +
        "it holds 2 row(s), 2 row(s) of B are missing from it."], unfinishedA.summary.alerts);
      assertEqual([null, null, null, null], unfinishedA.rows.map(function (row) { return row.note; }));
      var unfinishedB = compare.compare(resultsSide("a.json", [entry("keep", TEN), entry("unset", TEN)]),
        unfinishedSide("b.json", [entry("keep", TEN), entry("concat", TEN)]));
      assertEqual(["~", "gone", "new"], verdicts(unfinishedB));
      assertEqual(["B"], unfinishedB.summary.unfinished);
      assertEqual([null, "B did not finish: not measured in B", null], unfinishedB.rows.map(function (row) { return row.note; }));
      assertEqual(["B (b.json) DID NOT FINISH: its results file has endedAt null (the run died or is still running); " +
        "it holds 2 row(s), 1 row(s) of A are missing from it."], unfinishedB.summary.alerts);
      var nothingMissing = compare.compare(resultsSide("a.json", [entry("keep", TEN)]),
        unfinishedSide("b.json", [entry("keep", TEN)]));
      assertEqual(["B (b.json) DID NOT FINISH: its results file has endedAt null (the run died or is still running); " +
        "it holds 1 row(s)."], nothingMissing.summary.alerts);
      assertEqual(["B (b.json) did not finish"], compare.regressions(nothingMissing));
      // compareRow without side B (it is optional): a gone row has no note
      var row = compare.compareRow({ a: resultsSide("a.json", [entry("keep", TEN)]).entries[0], b: null },
        { alpha: 0.05, noise: 0.05, confidence: 0.95, letters: ["A", "B"] });
      assertEqual(["gone", null], [row.verdict, row.note]);
    },

    // The regression gate says every reason, one line each, in a fixed order.
    testRegressionGateNamesEveryReason: function () {
      var broken = { error: { message: "killed", errorNum: 1500 } };
      var comparison = compare.compare(
        resultsSide("a.json", [entry("keep", TEN), entry("unset", TEN, { resultCount: 1 }), entry("concat", TEN),
          entry("sort-number", [], broken), entry("merge-number", TEN)]),
        unfinishedSide("b.json", [entry("keep", scaled(TEN, 2)), entry("unset", TEN, { resultCount: 2 }),
          entry("concat", [], broken), entry("sort-number", [], broken)]));
      assertEqual(["slower", "results differ", "failed", "failed", "gone"], verdicts(comparison));
      assertEqual(["1 row(s) slower", "1 row(s) with results that differ", "1 row(s) failing in B only",
        "1 row(s) gone from B", "B (b.json) did not finish"], compare.regressions(comparison));
    },

    // "5 runs or fewer on a side" needs both sides that short: 10 against 5 is no such row.
    testFiveRunsOrFewerMeansOnBothSides: function () {
      var five = [1, 1.1, 1.2, 1.3, 1.4];
      assertEqual([], compareEntries([entry("keep", TEN)], [entry("keep", five)]).summary.warnings);
    },

    // Where the shift of the whole run is not established, a row is judged by how far it moved
    // apart from the rest of its run, in that direction, even when its B/A lies on the other
    // side of 1 (then its note says so); rows that moved with the run are "~" without a note,
    // and so is a row whose B/A agrees with its verdict.
    testARowAgainstTheRestOfItsRunSaysWhichWayItMoved: function () {
      var withShift = function (shift, apart) {
        var names = ["keep", "unset", "concat", "merge-number", "merge-string"];
        var aEntries = names.map(function (name) { return entry(name, WIDE); });
        var bEntries = names.map(function (name) { return entry(name, scaled(WIDE, shift)); });
        Object.keys(apart).forEach(function (name) {
          aEntries.push(entry(name, WIDE));
          bEntries.push(entry(name, scaled(WIDE, apart[name])));
        });
        var comparison = compareEntries(aEntries, bEntries);
        assertFalse(comparison.summary.runs.shift.significant);
        var byCase = {};
        comparison.rows.forEach(function (row) { byCase[row["case"]] = row; });
        return byCase;
      };
      var tail = " against the shift of the whole run); the whole run moved the other way, by more than this row did, " +
        "and no more than run-to-run noise explains";
      // everything else at half the time: a row that stayed put is slower than the rest
      var faster = withShift(0.5, { "min-number": 1, "max-number": 1.6 });
      assertEqual(["~", null], [faster.keep.verdict, faster.keep.note]);
      assertEqual(1, faster["min-number"].ratio);
      assertEqual("slower", faster["min-number"].verdict);
      assertEqual("slower than the rest of its run (B/A ×2.000" + tail, faster["min-number"].note);
      assertEqual(["slower", null], [faster["max-number"].verdict, faster["max-number"].note]);
      // everything else at twice the time: a row that stayed put is faster, and says nothing
      // odd (its B/A is not above 1); one that went up by less than the rest says why it is faster
      var slower = withShift(2, { "min-number": 1, "max-number": 1.3 });
      assertEqual(["~", null], [slower.keep.verdict, slower.keep.note]);
      assertEqual(1, slower["min-number"].ratio);
      assertEqual(["faster", null], [slower["min-number"].verdict, slower["min-number"].note]);
      assertEqual("faster", slower["max-number"].verdict);
      assertEqual("faster than the rest of its run (B/A ×0.650" + tail, slower["max-number"].note);
      // and the verdict's words say so where the row's own B/A lies on the other side of 1
      var words = function (row) { return compareReport.cells(row)[9]; };
      assertEqual(["slower than the rest", "slower"], [words(faster["min-number"]), words(faster["max-number"])]);
      assertEqual(["faster", "faster than the rest"], [words(slower["min-number"]), words(slower["max-number"])]);
    },

    // A side that is a group of server runs shows the geometric mean of its runs' medians with
    // the t interval of that mean over the runs that measured the row (the runs, not the
    // samples, repeat); a row measured by one run of the group has no interval (too few runs).
    testAGroupOfRunsHasAnIntervalOverItsRuns: function () {
      var variancePrior = shootout.require("./lib/compare/verdict/variance-prior");
      var distributions = shootout.require("./lib/compare/verdict/distributions");
      // four rows over three runs: their spreads pooled (the side's prior), each row's interval
      // from its own spread and the pool
      var medians = { keep: [1, 1.1, 1.2], unset: [1, 1.05, 1.1], concat: [2, 2.1, 2.3], merge: [1, 1, 1.05] };
      var names = Object.keys(medians);
      var groupA = runGroup.group("a1.json,a2.json,a3.json", [0, 1, 2].map(function (run) {
        return resultsSide("a" + (run + 1) + ".json", names.map(function (name) {
          var m = medians[name][run];
          return entry(name, [m * 0.99, m, m * 1.01]);
        }));
      }));
      var rows = compare.compare(groupA, resultsSide("b.json", names.map(function (name) { return entry(name, TEN); }))).rows;
      var logs = function (name) { return medians[name].map(Math.log); };
      var varianceOf = function (list) {
        var mean = list.reduce(function (sum, x) { return sum + x; }, 0) / list.length;
        return { mean: mean, variance: list.reduce(function (sum, x) { return sum + (x - mean) * (x - mean); }, 0) / (list.length - 1) };
      };
      var prior = variancePrior.fit(names.map(function (name) { return { ratio: varianceOf(logs(name)).variance, df: 2 }; }));
      names.forEach(function (name, i) {
        var own = varianceOf(logs(name));
        var pooled = variancePrior.pooled(own.variance, 2, prior);
        var half = distributions.tQuantile(0.975, pooled.df) * Math.sqrt(pooled.ratio / 3);
        var center = rows[i].a;
        assertTrue(Math.abs(center.medianInterval.low - Math.exp(own.mean - half)) < 1e-12, name + " low");
        assertTrue(Math.abs(center.medianInterval.high - Math.exp(own.mean + half)) < 1e-12, name + " high");
        assertEqual([0.95, null], [center.medianInterval.confidence, center.noInterval]);
      });
    },

    // Runs so far apart that even the interval of their center passes ×2 (medians 1, 2, 4, and
    // too few rows to pool: its own 2 degrees of freedom): none, and why; a row one run has: none.
    testRunsTooFarApartHaveNoInterval: function () {
      var groupA = runGroup.group("a1.json,a2.json,a3.json", [
        resultsSide("a1.json", [entry("keep", [0.9, 1, 1.1]), entry("unset", [1, 1, 1]), entry("concat", [1, 1, 1])]),
        resultsSide("a2.json", [entry("keep", [1.8, 2, 2.2]), entry("concat", [1.05, 1.05, 1.05])]),
        resultsSide("a3.json", [entry("keep", [3.6, 4, 4.4]), entry("concat", [1.1, 1.1, 1.1])])]);
      var rows = compare.compare(groupA, resultsSide("b.json", [entry("keep", TEN), entry("unset", TEN),
        entry("concat", TEN)])).rows;
      // t(0.975, 2) · ln 2 / √3 = 1.72 > ln 2
      assertEqual([null, "runs too far apart"], [rows[0].a.medianInterval, rows[0].a.noInterval]);
      assertTrue(Math.abs(rows[0].a.value - 2) < 1e-12);
      assertEqual([null, "too few runs"], [rows[1].a.medianInterval, rows[1].a.noInterval]);
      // 1, 1.05, 1.1: its own spread on 2 degrees of freedom (too few rows to pool), well inside ×2
      var logs = [0, Math.log(1.05), Math.log(1.1)];
      var mean = (logs[0] + logs[1] + logs[2]) / 3;
      var sd = Math.sqrt(logs.reduce(function (sum, x) { return sum + (x - mean) * (x - mean); }, 0) / 2);
      var half = 4.302652729911275 * sd / Math.sqrt(3);
      assertTrue(Math.abs(rows[2].a.medianInterval.low - Math.exp(mean - half)) < 1e-10);
      assertTrue(Math.abs(rows[2].a.medianInterval.high - Math.exp(mean + half)) < 1e-10);
    },

    // A run whose row holds no sample does not count as a run of that row: the interval rests on
    // the other two; a printed table beside groups has no runs to pool.
    testARunWithoutSamplesOfARowIsNoRunOfIt: function () {
      var groupA = runGroup.group("a1.json,a2.json,a3.json", [
        resultsSide("a1.json", [entry("keep", [1, 1, 1])]),
        resultsSide("a2.json", [entry("keep", [])]),
        resultsSide("a3.json", [entry("keep", [1.1, 1.1, 1.1])])]);
      var keep = compare.compare(groupA, resultsSide("b.json", [entry("keep", TEN)])).rows[0].a;
      var half = 12.706204736174707 * Math.log(1.1) / Math.sqrt(2) / Math.sqrt(2);
      assertTrue(Math.abs(keep.medianInterval.high - Math.sqrt(1.1) * Math.exp(half)) < 1e-10, String(keep.medianInterval.high));
      var table = compare.compare(tableSide("a.txt", ["keep | 1k | 5 | 1.0000 | 1.0000 | 1.0000 | 1.0000"]), groupA).rows[0];
      assertEqual("no raw samples", table.a.noInterval);
    },

    // The U test of the samples as independent draws (what benchstat does) stands beside a row
    // only with one server run a side, where that is what benchstat assumes too.
    testSamplesAsIndependentDrawsOnlyWithOneRunASide: function () {
      var group = function (prefix, factor) {
        return runGroup.group(prefix + "1.json," + prefix + "2.json", [
          resultsSide(prefix + "1.json", [entry("keep", scaled(TEN, factor))]),
          resultsSide(prefix + "2.json", [entry("keep", scaled(TEN, factor * 1.01))])]);
      };
      var single = function (name, factor) { return resultsSide(name, [entry("keep", scaled(TEN, factor))]); };
      assertEqual("exact", compare.compare(single("a.json", 1), single("b.json", 0.5)).rows[0].mannWhitney.method);
      assertNull(compare.compare(group("a", 1), single("b.json", 0.5)).rows[0].mannWhitney);
      assertNull(compare.compare(single("a.json", 1), group("b", 0.5)).rows[0].mannWhitney);
      assertNull(compare.compare(group("a", 1), group("b", 0.5)).rows[0].mannWhitney);
    },

    // Runs that took turns in time (A, B, A, B by their start) are compared in neighbouring
    // pairs; the same runs one side after the other are two groups.
    testRunsTakingTurnsInTimeArePaired: function () {
      var run = function (name, factor, minute) {
        return compareInput.read(name, JSON.stringify({ format: "aql-shootout/1", label: "label-" + name,
          server: { host: "arangod console" }, startedAt: "2026-01-01T00:" + minute + ":00.000Z",
          results: [entry("keep", scaled(TEN, factor)), entry("unset", scaled(TEN, factor))] }));
      };
      var shift = function (minutes) {
        var a = runGroup.group("a1.json,a2.json", [run("a1.json", 1, minutes[0]), run("a2.json", 1.02, minutes[1])]);
        var b = runGroup.group("b1.json,b2.json", [run("b1.json", 0.5, minutes[2]), run("b2.json", 0.52, minutes[3])]);
        return compare.compare(a, b).summary.runs.shift;
      };
      assertEqual(["paired", 2], [shift(["00", "20", "10", "30"]).design, shift(["00", "20", "10", "30"]).pairs]);
      assertEqual(["unpaired", 0], [shift(["00", "10", "20", "30"]).design, shift(["00", "10", "20", "30"]).pairs]);
    },

    // A and B taking turns in one server run (the workbench's A/B) share the process and its
    // minutes: no run-to-run noise separates them, so a 10 % change the defaults for separate
    // runs would call "~" with one run a side is found, and the notes say why.
    testTakingTurnsInOneServerRunHasNoRunToRunNoise: function () {
      var aEntries = [entry("keep", MEDIUM), entry("unset", MEDIUM)];
      var bEntries = [entry("keep", scaled(MEDIUM, 0.9)), entry("unset", scaled(MEDIUM, 0.9))];
      var apart = compareEntries(aEntries, bEntries);
      assertEqual(["~", "~"], verdicts(apart));
      assertEqual("default", apart.summary.runs.terms.kind);
      var shared = compareEntries(aEntries, bEntries, { sharedRun: true });
      assertEqual(["faster", "faster"], verdicts(shared));
      assertEqual("shared", shared.summary.runs.terms.kind);
      assertEqual("A and B took turns in one server run", shared.summary.notes[0]);
      assertEqual("run-to-run noise: none between A and B, which took turns in one server run; only their samples' own " +
        "noise counts", shared.summary.notes[2]);
    },

    // The run model judges exactly the rows of the geometric mean: rows that failed, were
    // fixed, were not timed on a side or ran other AQL stay out of it even with samples on both
    // sides (so the shift of the whole run is the geometric mean of the compared rows), and a
    // fixed row gets no p or interval; a side without a digest (an older results file) is
    // judged like any other.
    testTheRunModelJudgesTheRowsOfTheGeometricMean: function () {
      var broken = { error: { message: "killed", errorNum: 1500 } };
      var noIndex = { skipped: { reason: "no-index", message: "not timed: its plan uses no index" } };
      var comparison = compareEntries(
        [entry("keep", TEN), entry("unset", TEN), entry("concat", TEN, broken), entry("merge-number", TEN),
          entry("merge-string", TEN, noIndex), entry("min-number", TEN), entry("max-number", TEN, { digest: "old" })],
        [entry("keep", scaled(TEN, 0.5)), entry("unset", scaled(TEN, 0.5)), entry("concat", scaled(TEN, 3)),
          entry("merge-number", scaled(TEN, 3), broken), entry("merge-string", scaled(TEN, 3)),
          entry("min-number", scaled(TEN, 3), noIndex), entry("max-number", scaled(TEN, 3))]);
      assertEqual(["faster", "faster", "fixed", "failed", "not measured", "not measured", "not comparable"],
        verdicts(comparison));
      var summary = comparison.summary;
      assertEqual(2, summary.compared);
      assertTrue(Math.abs(summary.geomean - 0.5) < 1e-12, String(summary.geomean));
      assertTrue(Math.abs(summary.runs.shift.geomean - 0.5) < 1e-12, String(summary.runs.shift.geomean));
      assertEqual(summary.runs.shift.interval, summary.geomeanInterval);
      var fixed = comparison.rows[2];
      assertEqual(["test", null, null, null], [fixed.basis, fixed.p, fixed.interval, fixed.detectable]);
      // a digest on one side only: judged, and in the mean
      [[null, "d-keep"], ["d-keep", null]].forEach(function (digests) {
        var oneDigest = compareEntries([entry("keep", TEN, { digest: digests[0] })],
          [entry("keep", scaled(TEN, 0.5), { digest: digests[1] })]);
        assertEqual(["faster", "test"], [oneDigest.rows[0].verdict, oneDigest.rows[0].basis], JSON.stringify(digests));
        assertTrue(oneDigest.rows[0].p < 0.05);
        assertEqual(1, oneDigest.summary.compared);
      });
    },

    // Without a row that has samples on both sides there is no run model: no summary of runs,
    // no interval of the geometric mean and no notes about runs, for results files and tables.
    testNoRunModelWithoutSamplesOnBothSides: function () {
      var oneSided = compareEntries([entry("keep", TEN)], [entry("keep", [])]);
      assertEqual("not comparable", oneSided.rows[0].verdict);
      assertEqual([null, null, []], [oneSided.summary.runs, oneSided.summary.geomeanInterval, oneSided.summary.notes]);
      var printed = ["keep | 1k | 10 | 0.1000 | 0.1000 | 0.1000 | 0.1000"];
      var tables = compareTables(printed, printed);
      assertEqual([null, null, []], [tables.summary.runs, tables.summary.geomeanInterval, tables.summary.notes]);
      // with a model, its notes start with the runs it saw
      assertEqual("server runs: A 1, B 1, one run a side",
        compareEntries([entry("keep", TEN)], [entry("keep", TEN)]).summary.notes[0]);
    },

    // The summary's smallest detectable change is the median row's.
    testDetectableChangeOfTheMedianRow: function () {
      var comparison = compareEntries([entry("keep", TEN), entry("unset", MEDIUM), entry("concat", WIDE)],
        [entry("keep", TEN), entry("unset", MEDIUM), entry("concat", WIDE)]);
      var detectables = comparison.rows.map(function (row) { return row.detectable; });
      assertTrue(detectables[0] < detectables[1] && detectables[1] < detectables[2], JSON.stringify(detectables));
      assertEqual(detectables[1], comparison.summary.runs.medianDetectable);
    },

    // A row with samples on both sides whose results differ (or that was fixed) was tested, not
    // judged from printed values: its basis is "test", it has no printed range, and it counts
    // as a test for the "expected by chance" warning.
    testRowsWithSamplesButNoRunVerdictAreTests: function () {
      var comparison = compareEntries([entry("keep", TEN, { resultCount: 1 }), entry("unset", TEN)],
        [entry("keep", scaled(TEN, 0.5), { resultCount: 2 }), entry("unset", TEN)]);
      var row = comparison.rows[0];
      assertEqual(["results differ", "test", null, null], [row.verdict, row.basis, row.ratioRange, row.p]);
      assertEqual(["with 2 comparisons at alpha 0.05, about 0.1 row(s) are expected to look significant by chance alone."],
        comparison.summary.warnings);
    },

    // A printed B/A exactly on the edge of the noise band is inside the band: such a row is no
    // row that the rounding alone held at "~" (within resolution). The values make the edges
    // exact: 0.1 / 0.2 = 0.5 = 1 / (1 + 1) and 0.2 / 0.1 = 2 = 1 + 1.
    testPrintedRatioOnTheEdgeOfTheBandIsNotWithinResolution: function () {
      var tenth = "keep | 1k | 5 | 0.1000 | 0.1000 | 0.1000 | 0.1000";
      var fifth = "keep | 1k | 5 | 0.2000 | 0.2000 | 0.2000 | 0.2000";
      [[fifth, tenth, 0.5], [tenth, fifth, 2]].forEach(function (pair) {
        var comparison = compareTables([pair[0]], [pair[1]], { noise: 1 });
        assertEqual([pair[2], "~", false], [comparison.rows[0].ratio, comparison.rows[0].verdict,
          comparison.rows[0].withinResolution]);
        assertEqual(0, comparison.summary.withinResolution);
      });
      // just beyond the edge it is (0.0999 / 0.1999 below 0.5, but the rounding allows 0.5001)
      var beyond = compareTables(["keep | 1k | 5 | 0.1999 | 0.1999 | 0.1999 | 0.1999"],
        ["keep | 1k | 5 | 0.0999 | 0.0999 | 0.0999 | 0.0999"], { noise: 1 });
      assertEqual(["~", true], [beyond.rows[0].verdict, beyond.rows[0].withinResolution]);
    },

    // A printed row whose mean is missing, compared by means (the other table has no medians),
    // has no time to compare.
    testPrintedRowWithoutAMeanHasNoTimeToCompareByMeans: function () {
      var row = compare.compare(tableSide("a.txt", ["keep | 1k | 5 | 0.1000 | 0.1000 | - | 0.1000"]),
        table2015Side("b.txt", ["keep | 1k | 5 | 0.1000 | 0.1000 | 0.1000"])).rows[0];
      assertEqual(["not comparable", "no time to compare", null, null], [row.verdict, row.note, row.ratio, row.belowResolution]);
    }

  };
}

jsunity.run(compareEdgesSuite);
return jsunity.done();
