/*
 * The notes under a comparison of runs (lib/compare/verdict/advice.js): how many runs each side
 * had and how they were paired, B as a whole, where the run-to-run noise came from, the median
 * row's detectable change, and the one piece of advice on how many runs to make, given only
 * where it applies. Whole lines are pinned: they are what a user reads. Runs in arangod and
 * under the stand-in.
 */
var jsunity = require("jsunity");

function adviceSuite() {
  var advice = shootout.require("./lib/compare/verdict/advice");

  // sd of log times whose factor prints as ×/÷ 1.100, ×/÷ 1.050, ×/÷ 1.200, ×/÷ 1.020
  var TEN = Math.log(1.1);
  var FIVE = Math.log(1.05);
  var TWENTY = Math.log(1.2);
  var TWO = Math.log(1.02);

  // a comparison's runs summary as compare.js hands it over
  function judged(shift, terms, medianDetectable) {
    return {
      shift: {
        design: shift.design, pairs: shift.pairs || 0, runs: shift.runs, geomean: shift.geomean || 1.02,
        interval: { low: 0.9, high: 1.15 }, significant: shift.significant || false
      },
      terms: terms,
      noise: { wholeRun: { sd: TEN }, row: { sd: FIVE } },
      medianDetectable: medianDetectable === undefined ? 1.234 : medianDetectable
    };
  }

  var DEFAULTS = { kind: "default", wholeRun: { sd: TWENTY }, row: { sd: TWO }, source: null, within: 0.031 };

  return {
    // An A/B run's turns: how many, in how many batches, how much more the batches scattered than
    // independent turns would (paid for only above 1), and B as a whole only with several sizes.
    testTheNotesOfAnAbRunsTurns: function () {
      var terms = function (rows, dependence) {
        return { kind: "turns", batches: 10, rows: rows, turns: 612.5, within: 0.1, dependence: dependence };
      };
      assertEqual(["A and B took turns in one server run: 613 turns, each one sample of A and one of B back to back; " +
        "B/A judged on the turns, in 10 batches of consecutive turns",
      "neighbouring turns: the batches scattered 1.47 times as much as independent turns would (the verdict pays for " +
        "it); no run-to-run noise separates A and B, which shared the server",
      "smallest change found with 90 % probability: ×1.234 (column detectable); a smaller change may have gone unseen"],
      advice.turnsNotes(judged({ design: "turns", runs: { a: 1, b: 1 } }, terms(1, 1.47)), ["A", "B"]));
      var two = advice.turnsNotes(judged({ design: "turns", runs: { a: 1, b: 1 }, geomean: 1.05 }, terms(2, 0.8), null),
        ["A", "B"]);
      assertEqual(["A and B took turns in one server run: 613 turns a size (the median size), each one sample of A and one " +
        "of B back to back; B/A judged on the turns, in 10 batches of consecutive turns",
      "neighbouring turns: the batches scattered 0.80 times as much as independent turns would; no run-to-run noise " +
        "separates A and B, which shared the server",
      "B as a whole: ×1.050 of A (95 % interval ×0.900 to ×1.150)"], two);
      assertEqual(2, advice.turnsNotes(judged({ design: "turns", runs: { a: 1, b: 1 } }, terms(1, null)), ["A", "B"]).length,
        "a single batch measures no dependence: no line for it");
    },

    testTheAdviceReadsTheSameEverywhere: function () {
      assertEqual("for a verdict to rely on, let node shootout.js versus run both servers (3 or more process pairs, " +
        "each sample taken on A and on B back to back), or make 3 or more server runs a side, taking turns, and " +
        "compare them as groups (compare a1.json,a2.json,a3.json b1.json,b2.json,b3.json)", advice.RUNS_ADVICE);
      assertEqual(3, advice.RUNS_FOR_ADVICE);
    },

    // One run a side: the defaults stand in, the within-run spread they were scaled by is
    // given, and the advice follows.
    testOneRunASideSaysTheDefaultsStandIn: function () {
      assertEqual([
        "server runs: A 1, B 1, one run a side",
        "B as a whole: ×1.020 of A (95 % interval ×0.900 to ×1.150)",
        "run-to-run noise: whole runs ×/÷ 1.100, the median row's median ×/÷ 1.050; one run a side measures no " +
          "run-to-run noise: the defaults measured on real servers stand in (whole runs ×/÷ 1.200, a row beyond its " +
          "run ×/÷ 1.020, scaled by this comparison's within-run spread, sd of log times 0.031); --noise-from A1,A2 " +
          "measures them instead",
        "smallest change found with 90 % probability: ×1.234 on the median row (column detectable); a smaller " +
          "change may have gone unseen",
        advice.RUNS_ADVICE
      ], advice.runsNotes(judged({ design: "one run a side", runs: { a: 1, b: 1 } }, DEFAULTS), ["A", "B"], 33));
    },

    // Three runs a side taking turns, with a shift every row shares: no advice, and runs of one
    // sample each leave the within-run spread unknown.
    testRunsTakingTurnsWithARealShift: function () {
      var terms = { kind: "default", wholeRun: { sd: TWENTY }, row: { sd: TWO }, source: null, within: null };
      assertEqual([
        "server runs: old 3, new 3, taking turns in time, paired as 3 neighbouring pairs",
        "new as a whole: ×0.500 of old (95 % interval ×0.900 to ×1.150), a shift every row shares: a row marked " +
          "'with run' moved as new as a whole did",
        "run-to-run noise: whole runs ×/÷ 1.100, the median row's median ×/÷ 1.050; from these runs, pooled with the " +
          "defaults measured on real servers (whole runs ×/÷ 1.200, a row beyond its run ×/÷ 1.020, scaled by this " +
          "comparison's within-run spread, sd of log times unknown (one sample a run): the busy machine's assumed); " +
          "--noise-from A1,A2 measures them instead"
      ], advice.runsNotes(judged({ design: "paired", pairs: 3, runs: { a: 3, b: 3 }, geomean: 0.5, significant: true },
        terms, null), ["old", "new"], 33));
    },

    // Runs that did not take turns, measured terms, a real shift on a single row with two runs
    // of A: the shift may be the machine's, and the advice follows.
    testGroupsWithMeasuredNoiseAndTooFewRuns: function () {
      var terms = { kind: "measured", wholeRun: { sd: TWENTY }, row: { sd: TWO }, source: "a1.json,a2.json", within: 0.02 };
      assertEqual([
        "server runs: A 2, B 4, not taking turns in time (compared as two groups)",
        "B as a whole: ×12.3 of A (95 % interval ×0.900 to ×1.150); with 2 run(s) on a side, a faster or slower " +
          "machine or hour can shift a whole run as much",
        "run-to-run noise: whole runs ×/÷ 1.100, the median row's median ×/÷ 1.050; from these runs, pooled with the " +
          "A/A runs a1.json,a2.json (whole runs ×/÷ 1.200, a row beyond its run ×/÷ 1.020)",
        "smallest change found with 90 % probability: ×1.234 on the median row (column detectable); a smaller " +
          "change may have gone unseen",
        advice.RUNS_ADVICE
      ], advice.runsNotes(judged({ design: "unpaired", runs: { a: 2, b: 4 }, geomean: 12.34, significant: true }, terms),
        ["A", "B"], 1));
    },

    // One run a side with terms from an A/A calibration: they come from it alone.
    testOneRunASideWithMeasuredNoise: function () {
      var terms = { kind: "measured", wholeRun: { sd: TWENTY }, row: { sd: TWO }, source: "aa1,aa2", within: 0.02 };
      var lines = advice.runsNotes(judged({ design: "one run a side", runs: { a: 1, b: 1 }, significant: true }, terms),
        ["A", "B"], 33);
      assertEqual("B as a whole: ×1.020 of A (95 % interval ×0.900 to ×1.150), a shift every row shares: a row marked " +
        "'with run' moved as B as a whole did; with 1 run(s) on a side, a faster or slower machine or hour can shift " +
        "a whole run as much", lines[1]);
      assertEqual("run-to-run noise: whole runs ×/÷ 1.100, the median row's median ×/÷ 1.050; from the A/A runs aa1,aa2 " +
        "(whole runs ×/÷ 1.200, a row beyond its run ×/÷ 1.020)", lines[2]);
      assertEqual(advice.RUNS_ADVICE, lines[4]);
    },

    // Two sides timed in one server run share its noise: none between them, and no advice on
    // runs (more runs of one process would not help) even with a shift.
    testSidesInOneServerRun: function () {
      var shared = { kind: "shared", wholeRun: { sd: 0 }, row: { sd: 0 }, source: null, within: 0.01 };
      assertEqual([
        "A and B took turns in one server run",
        "B as a whole: ×0.0300 of A (95 % interval ×0.900 to ×1.150), a shift every row shares: a row marked " +
          "'with run' moved as B as a whole did",
        "run-to-run noise: none between A and B, which took turns in one server run; only their samples' own noise " +
          "counts",
        "smallest change found with 90 % probability: ×1.234 on the median row (column detectable); a smaller " +
          "change may have gone unseen"
      ], advice.runsNotes(judged({ design: "one run a side", runs: { a: 1, b: 1 }, geomean: 0.03, significant: true },
        shared), ["A", "B"], 33));
    },

    // The advice is given while either side has fewer than three runs, and only then.
    testTheAdviceWhileEitherSideHasTooFewRuns: function () {
      var notes = function (a, b) {
        return advice.runsNotes(judged({ design: "unpaired", runs: { a: a, b: b }, significant: true }, DEFAULTS),
          ["A", "B"], 33);
      };
      [[2, 3], [3, 2], [1, 5]].forEach(function (runs) {
        var lines = notes(runs[0], runs[1]);
        assertEqual(advice.RUNS_ADVICE, lines[lines.length - 1], runs.join(" and "));
        assertMatch(/; with [12] run\(s\) on a side, a faster or slower machine or hour can shift a whole run as much$/,
          lines[1]);
      });
      var enough = notes(3, 4);
      assertTrue(enough.indexOf(advice.RUNS_ADVICE) < 0);
      assertEqual("B as a whole: ×1.020 of A (95 % interval ×0.900 to ×1.150), a shift every row shares: a row marked " +
        "'with run' moved as B as a whole did", enough[1]);
      assertMatch(/; from these runs, pooled with the defaults measured on real servers \(/, enough[2]);
    },

    // Factors: one decimal from 10 up, three from 0.1, four below.
    testFactorsKeepTheirDigits: function () {
      assertEqual(["×10.0", "×9.999", "×0.100", "×0.0999", "×1.000"],
        [10, 9.999, 0.1, 0.0999, 1].map(advice.factor));
    }
  };
}

jsunity.run(adviceSuite);
return jsunity.done();
