/*
 * The comparison of server runs (lib/compare/verdict/run-model.js). Its numbers for a fixture of
 * six rows and three runs a side (row d made 30 % slower in B, row e twice as fast, every run
 * with a speed factor of its own) are checked against an independent implementation in Python
 * with scipy (tests/reference/run_model.py, which printed the expected values below), in the
 * three designs: runs taking turns (paired), runs not taking turns, one run a side. Then the
 * parts one at a time. Runs in arangod and under the stand-in.
 */
var jsunity = require("jsunity");

function runModelSuite() {
  var runModel = shootout.require("./lib/compare/verdict/run-model");
  var distributions = shootout.require("./lib/compare/verdict/distributions");
  var agreement = shootout.require("./tests/support/reference-agreement");
  var near = agreement.near;

  // tests/reference/run_model.py fixture(): seconds per sample, per run of each side
  var SAMPLES = {
    a: [
      { "a": [0.009763, 0.010363, 0.010601, 0.009212, 0.009924], "b": [0.055288, 0.048567, 0.055925, 0.051297, 0.050462], "c": [0.203268, 0.198996, 0.21709, 0.209177, 0.200273], "d": [0.095989, 0.099397, 0.104014, 0.10424, 0.103984], "e": [0.030946, 0.029363, 0.033572, 0.033717, 0.028829], "f": [1.400352, 1.415048, 1.425911, 1.389842, 1.420798] },
      { "a": [0.011986, 0.010557, 0.011544, 0.011059, 0.011192], "b": [0.050681, 0.054003, 0.053292, 0.053823, 0.05053], "c": [0.208431, 0.208516, 0.192702, 0.204268, 0.212005], "d": [0.107727, 0.116252, 0.114744, 0.106208, 0.108687], "e": [0.032228, 0.034913, 0.0312, 0.034949, 0.035659], "f": [1.684674, 1.803058, 1.650257, 1.748036, 1.533252] },
      { "a": [0.009319, 0.010492, 0.008728, 0.009246, 0.009699], "b": [0.047939, 0.045366, 0.04765, 0.053286, 0.047112], "c": [0.171796, 0.182547, 0.170502, 0.188695, 0.165866], "d": [0.106289, 0.092971, 0.103005, 0.100473, 0.093382], "e": [0.027046, 0.027346, 0.027377, 0.027652, 0.028456], "f": [1.444551, 1.38357, 1.420153, 1.43131, 1.552692] }
    ],
    b: [
      { "a": [0.010371, 0.01145, 0.011278, 0.01136, 0.010525], "b": [0.048594, 0.049495, 0.044866, 0.046442, 0.049601], "c": [0.180202, 0.195579, 0.189998, 0.205025, 0.197823], "d": [0.138407, 0.128027, 0.136032, 0.13797, 0.14672], "e": [0.016056, 0.014712, 0.015159, 0.017409, 0.015379], "f": [1.710849, 1.479509, 1.669421, 1.607561, 1.591372] },
      { "a": [0.010954, 0.010865, 0.011454, 0.011468, 0.010275], "b": [0.053222, 0.05401, 0.055428, 0.055828, 0.056163], "c": [0.210888, 0.262016, 0.229712, 0.214585, 0.22834], "d": [0.157265, 0.163185, 0.148053, 0.142284, 0.146324], "e": [0.016121, 0.015823, 0.016936, 0.018169, 0.017401], "f": [1.710624, 1.703583, 1.762551, 1.637657, 1.719362] },
      { "a": [0.010479, 0.010261, 0.010721, 0.010799, 0.010791], "b": [0.04881, 0.047543, 0.051647, 0.050145, 0.050098], "c": [0.203163, 0.192322, 0.186758, 0.18935, 0.207704], "d": [0.120589, 0.116603, 0.124685, 0.121564, 0.122801], "e": [0.015594, 0.015472, 0.014215, 0.01577, 0.014231], "f": [1.275824, 1.403789, 1.356718, 1.398608, 1.39162] }
    ]
  };
  var ROWS = ["a", "b", "c", "d", "e", "f"];

  // a run with each row's times multiplied by factorOf(row)
  function scaledRun(run, factorOf) {
    var copy = {};
    ROWS.forEach(function (row) { copy[row] = run[row].map(function (t) { return t * factorOf(row); }); });
    return copy;
  }

  // what tests/reference/run_model.py expectations() printed
  var EXPECTED = {
    paired: {
      shift: { geomean: 0.9645966728986698, low: 0.8808793735255804, high: 1.0562703241003562, design: "paired", pairs: 3, df: 4.0, detectable: 1.1513382827244563,
        factorsA: [0.9941286072066191, 1.0858900991160065, 0.9263424267953367], factorsB: [0.982361525887389, 1.0760861290349575, 0.9459792748494378] },
      noise: { wholeRun: 0.03644089136818648, row: 0.04094315980537742, rowDf: 8.0 },
      rows: {
        "a": { ratio: 1.0856557028444775, low: 0.9807462474363932, high: 1.201787218864866, p: 0.3500397273424437, verdict: "~", claim: null, detectable: 1.141518244224946 },
        "b": { ratio: 1.0118243304082923, low: 0.9239469969183335, high: 1.1080597469561129, p: 0.24824120166892227, verdict: "~", claim: null, detectable: 1.1095194332505895 },
        "c": { ratio: 1.0567273232177747, low: 0.9577126196190946, high: 1.1659788257558212, p: 0.807535539297047, verdict: "~", claim: null, detectable: 1.132612611908028 },
        "d": { ratio: 1.2979893298826246, low: 1.1770661464081438, high: 1.4313352785060514, p: 0.0001997241849967551, verdict: "slower", claim: "row", detectable: 1.1309331945156058 },
        "e": { ratio: 0.5145599150483923, low: 0.46796513135285256, high: 0.5657940911306206, p: 1.4592675116789164e-08, verdict: "faster", claim: "row", detectable: 1.1225140303948724 },
        "f": { ratio: 1.038980295432006, low: 0.9371175493615788, high: 1.1519153120453092, p: 0.823419112680789, verdict: "~", claim: null, detectable: 1.1456654594140316 }
      }
    },
    unpaired: {
      shift: { geomean: 0.9645966728986698, low: 0.8422400659540304, high: 1.104728662264765, design: "unpaired", pairs: 0, df: 6.0, detectable: 1.240429974773687,
        factorsA: [0.9941286072066191, 1.0858900991160065, 0.9263424267953367], factorsB: [0.982361525887389, 1.0760861290349575, 0.9459792748494378] },
      noise: { wholeRun: 0.06583011711952151, row: 0.04094315980537742, rowDf: 8.0 },
      rows: {
        "a": { ratio: 1.0856557028444775, low: 0.9416928782085648, high: 1.2516270775679492, p: 0.3500397273424437, verdict: "~", claim: null, detectable: 1.141518244224946 },
        "b": { ratio: 1.0118243304082923, low: 0.8825399778308772, high: 1.160047704719819, p: 0.24824120166892227, verdict: "~", claim: null, detectable: 1.1095194332505895 },
        "c": { ratio: 1.0567273232177747, low: 0.9182102567894723, high: 1.2161404508151064, p: 0.807535539297047, verdict: "~", claim: null, detectable: 1.132612611908028 },
        "d": { ratio: 1.2979893298826246, low: 1.1282008448929268, high: 1.4933301176964113, p: 0.0001997241849967551, verdict: "slower", claim: "row", detectable: 1.1309331945156058 },
        "e": { ratio: 0.5145599150483923, low: 0.4479154484356799, high: 0.5911202819623884, p: 1.4592675116789164e-08, verdict: "faster", claim: "row", detectable: 1.1225140303948724 },
        "f": { ratio: 1.038980295432006, low: 0.9004239554366635, high: 1.1988575468013631, p: 0.823419112680789, verdict: "~", claim: null, detectable: 1.1456654594140316 }
      }
    },
    shifted: {
      shift: { geomean: 0.6262733253739795, low: 0.4625897900416407, high: 0.8478749131918286, design: "one run a side", pairs: 0, df: 2.0, detectable: 1.5460619620614315,
        factorsA: [1.0], factorsB: [1.0] },
      noise: { wholeRun: 0.047144439829084485, row: 0.03786776837623533, rowDf: 42.385135078570755 },
      rows: {
        "a": { ratio: 0.6818621523579202, low: 0.5492782394545717, high: 0.8464489605119855, p: 0.0053598212650831, verdict: "faster", claim: "run", detectable: 1.408145935721894 },
        "b": { ratio: 0.5683841160301774, low: 0.45777600780557065, high: 0.7057174204127759, p: 0.0007813024659672091, verdict: "faster", claim: "run", detectable: 1.4092317316698588 },
        "c": { ratio: 0.5773038550091504, low: 0.465052606018819, high: 0.7166495503842839, p: 0.0012538136715884098, verdict: "faster", claim: "run", detectable: 1.4054927673623567 },
        "d": { ratio: 0.7961032466533312, low: 0.6413333637920723, high: 0.9882229977629134, p: 0.042176653109788166, verdict: "faster", claim: "run", detectable: 1.4056089243591565 },
        "e": { ratio: 0.29817747043236614, low: 0.23909258283113405, high: 0.3718634966448945, p: 3.9512172124971056e-10, verdict: "faster", claim: "row", detectable: 1.42368044830086 },
        "f": { ratio: 1.136046975084944, low: 0.9149411275604709, high: 1.4105855455867593, p: 0.18853904897706722, verdict: "~", claim: null, detectable: 1.4051322286468 }
      }
    },
    oneRunASide: {
      shift: { geomean: 0.9586009882126907, low: 0.7080599027688398, high: 1.2977939451294496, design: "one run a side", pairs: 0, df: 2.0, detectable: 1.5460619620614315,
        factorsA: [1.0], factorsB: [1.0] },
      noise: { wholeRun: 0.047144439829084485, row: 0.03786776837623533, rowDf: 42.385135078570755 },
      rows: {
        "a": { ratio: 1.1364369205965335, low: 0.9154637324242858, high: 1.4107482675199756, p: 0.14171361407719119, verdict: "~", claim: null, detectable: 1.2033314309162686 },
        "b": { ratio: 0.9473068600502954, low: 0.7629600130092843, high: 1.1761957006879595, p: 0.09094700064936588, verdict: "~", claim: null, detectable: 1.2084210813569705 },
        "c": { ratio: 0.9621730916819173, low: 0.7750876766980317, high: 1.1944159173071398, p: 0.11182188148620183, verdict: "~", claim: null, detectable: 1.1849446323113608 },
        "d": { ratio: 1.3268387444222187, low: 1.0688889396534538, high: 1.6470383296048559, p: 2.7680617279006243e-05, verdict: "slower", claim: "row", detectable: 1.1862354527986565 },
        "e": { ratio: 0.4969624507206101, low: 0.3984876380518901, high: 0.6197724944081574, p: 3.967134041463203e-10, verdict: "faster", claim: "row", detectable: 1.2522436846788485 },
        "f": { ratio: 1.136046975084944, low: 0.9149411275604709, high: 1.4105855455867593, p: 0.10256795279950347, verdict: "~", claim: null, detectable: 1.1795485057955308 }
      }
    },
    terms: {wholeRun: 0.07961916257992818, wholeRunDf: 2, row: 0.028847266382190945}
  };

  function input(runsA, runsB, startsA, startsB) {
    return { rows: ROWS.map(function (row) {
      return { key: row, a: runsA.map(function (run) { return run[row]; }), b: runsB.map(function (run) { return run[row]; }) };
    }), startsA: startsA, startsB: startsB };
  }

  function agrees(expected, fitted) {
    near(expected.shift.geomean, fitted.shift.geomean, "geomean");
    near(expected.shift.low, fitted.shift.interval.low, "geomean low");
    near(expected.shift.high, fitted.shift.interval.high, "geomean high");
    assertEqual(expected.shift.design, fitted.shift.design);
    assertEqual(expected.shift.pairs, fitted.shift.pairs);
    assertEqual(expected.shift.df, fitted.shift.df);
    near(expected.shift.detectable, fitted.shift.detectable, "the shift's detectable");
    assertEqual(expected.shift.factorsA.length, fitted.shift.factors.a.length);
    expected.shift.factorsA.forEach(function (factor, i) { near(factor, fitted.shift.factors.a[i], "factor of A's run " + i); });
    expected.shift.factorsB.forEach(function (factor, i) { near(factor, fitted.shift.factors.b[i], "factor of B's run " + i); });
    near(expected.noise.wholeRun, fitted.noise.wholeRun.sd, "whole-run noise");
    assertEqual(fitted.shift.df, fitted.noise.wholeRun.df);
    near(expected.noise.row, fitted.noise.row.sd, "the median row's noise");
    near(expected.noise.rowDf, fitted.noise.row.df, "the median row's degrees of freedom");
    assertEqual({ a: fitted.shift.runs.a, b: fitted.shift.runs.b }, fitted.rows[ROWS[0]].runs);
    agreement.rowsAgree(expected.rows, fitted.rows, ROWS);
  }

  return {
    testRunsTakingTurnsAgreeWithScipy: function () {
      agrees(EXPECTED.paired, runModel.fit(input(SAMPLES.a, SAMPLES.b, [0, 600, 1200], [300, 900, 1500]),
        { alpha: 0.05, band: 0.05 }));
    },

    testRunsNotTakingTurnsAgreeWithScipy: function () {
      agrees(EXPECTED.unpaired, runModel.fit(input(SAMPLES.a, SAMPLES.b, [0, 300, 600], [900, 1200, 1500]),
        { alpha: 0.05, band: 0.05 }));
    },

    testOneRunASideAgreesWithScipy: function () {
      agrees(EXPECTED.oneRunASide, runModel.fit(input(SAMPLES.a.slice(0, 1), SAMPLES.b.slice(0, 1), [0], [300]),
        { alpha: 0.05, band: 0.05 }));
    },

    // B as a whole 0.6x: the shift is established. Row e went further the same way (its own
    // move counts), row f kept A's time (it moved back against the shift: only the total test,
    // which finds B/A near 1, may call it).
    testAnEstablishedShiftAgreesWithScipy: function () {
      var shifted = [scaledRun(SAMPLES.b[0], function (row) { return row === "f" ? 1 : 0.6; })];
      var fitted = runModel.fit(input(SAMPLES.a.slice(0, 1), shifted, [0], [300]), { alpha: 0.05, band: 0.05 });
      assertTrue(fitted.shift.significant);
      agrees(EXPECTED.shifted, fitted);
      assertEqual(["faster", "row"], [fitted.rows.e.verdict, fitted.rows.e.claim]);
      assertEqual("~", fitted.rows.f.verdict);
    },

    // Runs pair in time when the sides take turns; a run next to one of its own side waits.
    testPairsInTime: function () {
      assertEqual([{ a: 0, b: 0 }, { a: 1, b: 1 }], runModel.pairsInTime([0, 20], [10, 30]));
      assertEqual([{ a: 0, b: 0 }, { a: 1, b: 1 }], runModel.pairsInTime([10, 30], [0, 20]));
      // A A B B: only the middle two are neighbours of different sides
      assertEqual([{ a: 1, b: 0 }], runModel.pairsInTime([0, 10], [20, 30]));
      // a run without a start time pairs with nothing
      assertEqual([{ a: 1, b: 0 }], runModel.pairsInTime([null, 20], [5, 30]));
      assertEqual([{ a: 1, b: 1 }], runModel.pairsInTime([0, 20], [null, 30]));
      // the alternating real runs: 2.6 run 4 has no 2.5.4 neighbour
      assertEqual([{ a: 0, b: 0 }, { a: 1, b: 1 }, { a: 2, b: 2 }, { a: 4, b: 3 }, { a: 5, b: 4 }],
        runModel.pairsInTime([0, 10, 20, 30, 40, 50], [5, 15, 25, 45, 55]));
    },

    // Two runs a side: every row of A's second run 10 % slower than in its first makes A's
    // run factors 1/sqrt(1.1) and sqrt(1.1); B's runs agree, its factors are 1.
    testRunFactorsOfTwoRuns: function () {
      var fitted = runModel.fit(input([SAMPLES.a[0], scaledRun(SAMPLES.a[0], function () { return 1.1; })], [SAMPLES.b[0], SAMPLES.b[0]], [0, 600],
        [300, 900]), { alpha: 0.05, band: 0.05 });
      near(1 / Math.sqrt(1.1), fitted.shift.factors.a[0], "A's first run");
      near(Math.sqrt(1.1), fitted.shift.factors.a[1], "A's second run");
      assertEqual([1, 1], fitted.shift.factors.b);
    },

    // Two runs a side that took turns but make one pair only are compared as groups.
    testOnePairIsNoPairing: function () {
      var fitted = runModel.fit(input(SAMPLES.a.slice(0, 2), SAMPLES.b.slice(0, 2), [0, 100], [50, 200]),
        { alpha: 0.05, band: 0.05 });
      assertEqual("paired", fitted.shift.design);
      assertEqual(2, fitted.shift.pairs);
      var apart = runModel.fit(input(SAMPLES.a.slice(0, 2), SAMPLES.b.slice(0, 2), [0, 10], [50, 200]),
        { alpha: 0.05, band: 0.05 });
      assertEqual("unpaired", apart.shift.design);
      assertEqual(0, apart.shift.pairs);
    },

    // Pairing takes the runs that took turns even where a side has more runs, or where one run
    // of each side is left out: pairs of at least two, and no fewer than the smaller side's
    // runs less one.
    testPairingAtTheEdges: function () {
      var fit = function (runsA, runsB, startsA, startsB) {
        return runModel.fit(input(runsA, runsB, startsA, startsB), { alpha: 0.05, band: 0.05 }).shift;
      };
      var three = fit(SAMPLES.a, SAMPLES.b, [0, 20, 30], [10, 40, 50]);
      assertEqual(["paired", 2], [three.design, three.pairs]);
      var uneven = fit(SAMPLES.a.slice(0, 2), SAMPLES.b.concat(SAMPLES.b.slice(0, 1)), [0, 20], [10, 30, 40, 50]);
      assertEqual(["paired", 2], [uneven.design, uneven.pairs]);
      var apart = fit(SAMPLES.a, SAMPLES.b, [0, 10, 20], [30, 40, 55]);
      assertEqual(["unpaired", 0], [apart.design, apart.pairs]);
      // six runs a side that took turns twice, then ran four of A, then four of B: three
      // pairs leave three runs a side unpaired, which is no alternation
      var six = fit(SAMPLES.a.concat(SAMPLES.a), SAMPLES.b.concat(SAMPLES.b), [0, 20, 40, 50, 60, 70],
        [10, 30, 80, 90, 100, 110]);
      assertEqual(["unpaired", 0], [six.design, six.pairs]);
    },

    // A row that some runs did not measure: its own runs count for it, the runs that have it
    // for each run's factor and for the pairs' differences, and rows seen by no run of a side
    // are not judged.
    testRowsMissingFromSomeRuns: function () {
      // (input() builds the rows afresh: the holes below leave SAMPLES as they are)
      var a = SAMPLES.a;
      var b = SAMPLES.b;
      var holed = input(a, b, [0, 600, 1200], [300, 900, 1500]);
      // row a missing from A's second run and B's third; a row only A measured
      holed.rows[0].a[1] = null;
      holed.rows[0].b[2] = null;
      holed.rows.push({ key: "only-a", a: [a[0].a, a[1].a, a[2].a], b: [null, null, null] });
      holed.rows.push({ key: "only-b", a: [[], null, []], b: [b[0].a, b[1].a, b[2].a] });
      var fitted = runModel.fit(holed, { alpha: 0.05, band: 0.05 });
      assertEqual(undefined, fitted.rows["only-a"]);
      assertEqual(undefined, fitted.rows["only-b"]);
      // a run that has a row without samples did not measure it
      var emptied = input(a, b, [0, 600, 1200], [300, 900, 1500]);
      emptied.rows[0].a[1] = [];
      emptied.rows[0].b[2] = [];
      var same = runModel.fit(emptied, { alpha: 0.05, band: 0.05 });
      assertEqual(fitted.rows.a, same.rows.a);
      assertEqual(fitted.shift, same.shift);
      assertEqual({ a: 2, b: 2 }, fitted.rows.a.runs);
      var logMean = function (list) {
        return list.reduce(function (sum, times) {
          var sorted = times.slice().sort(function (x, y) { return x - y; });
          return sum + Math.log(sorted[2]);
        }, 0) / list.length;
      };
      near(Math.exp(logMean([b[0].a, b[1].a]) - logMean([a[0].a, a[2].a])), fitted.rows.a.ratio, "row a from the runs that have it");
      // the other rows are as without the holes
      var whole = runModel.fit(input(a, b, [0, 600, 1200], [300, 900, 1500]), { alpha: 0.05, band: 0.05 });
      near(whole.rows.b.ratio, fitted.rows.b.ratio, "row b");
      assertEqual("paired", fitted.shift.design);
      assertTrue(fitted.rows.a.detectable > whole.rows.a.detectable, "fewer runs, less sensitive");
    },

    // Samples without any spread: no noise, so any difference is certain and none is none.
    testSamplesWithoutSpread: function () {
      var flat = function (factor) {
        var run = {};
        ROWS.forEach(function (row, i) { run[row] = [0.1 * (i + 1) * factor, 0.1 * (i + 1) * factor]; });
        return run;
      };
      var same = runModel.fit(input([flat(1)], [flat(1)], [0], [300]), { alpha: 0.05, band: 0.05 });
      assertEqual(1, same.rows.a.p);
      assertEqual("~", same.rows.a.verdict);
      var changed = flat(1);
      changed.c = changed.c.map(function (t) { return t * 1.2; });
      var fitted = runModel.fit(input([flat(1)], [changed], [0], [300]), { alpha: 0.05, band: 0.05 });
      assertEqual(0, fitted.rows.c.p);
      assertEqual("slower", fitted.rows.c.verdict);
      // two sides in one server run (no between-run noise) without spread: the smallest change
      // found is the noise band's
      var shared = runModel.fit(input([flat(1)], [changed], [0], [0]), { alpha: 0.05, band: 0.05, terms: runModel.SHARED_RUN });
      assertEqual("slower", shared.rows.c.verdict);
      near(1.05, shared.rows.a.detectable, "detectable without noise");
      // (no variance term estimated from data: infinite degrees of freedom)
      assertEqual(Infinity, shared.rows.a.df);
    },

    // Nothing to judge: no shift, no rows.
    testNoRows: function () {
      var fitted = runModel.fit({ rows: [{ key: "x", a: [[1, 2]], b: [null] }], startsA: [0], startsB: [1] },
        { alpha: 0.05, band: 0.05 });
      assertEqual({}, fitted.rows);
      assertNull(fitted.shift.geomean);
      assertNull(fitted.shift.interval);
      assertFalse(fitted.shift.significant);
      assertNull(fitted.shift.detectable);
      assertNull(fitted.noise.row.sd);
      assertNull(fitted.noise.row.df);
    },

    // One row is its whole run: no part of its own, the shift's test decides.
    testOneRowIsJudgedByTheShift: function () {
      var one = { rows: [{ key: "d", a: [SAMPLES.a[0].d], b: [SAMPLES.b[0].d] }], startsA: [0], startsB: [300] };
      var fitted = runModel.fit(one, { alpha: 0.05, band: 0.05 });
      var row = fitted.rows.d;
      assertEqual(1, row.own.ratio);
      near(fitted.shift.geomean, row.ratio, "the row is the shift");
      assertTrue(row.p > 0 && row.p < 1, String(row.p));
      assertEqual(row.p < 0.05, fitted.shift.significant);
      // no rest of the run to move with or apart from
      assertNull(row.claim);
      var far = { rows: [{ key: "d", a: [SAMPLES.a[0].d], b: [SAMPLES.b[0].d.map(function (t) { return t * 3; })] }],
        startsA: [0], startsB: [300] };
      var slower = runModel.fit(far, { alpha: 0.05, band: 0.05 }).rows.d;
      assertEqual(["slower", null], [slower.verdict, slower.claim]);
    },

    // Two sides that took turns inside one server run share its noise: only the samples count.
    testSharedRunHasNoBetweenRunNoise: function () {
      var fitted = runModel.fit(input(SAMPLES.a.slice(0, 1), SAMPLES.b.slice(0, 1), [0], [0]),
        { alpha: 0.05, band: 0.05, terms: runModel.SHARED_RUN });
      var alone = runModel.fit(input(SAMPLES.a.slice(0, 1), SAMPLES.b.slice(0, 1), [0], [300]), { alpha: 0.05, band: 0.05 });
      assertEqual("shared", fitted.terms.kind);
      ROWS.forEach(function (row) {
        assertTrue(fitted.rows[row].detectable < alone.rows[row].detectable, row);
        assertTrue(fitted.rows[row].interval.high - fitted.rows[row].interval.low <
          alone.rows[row].interval.high - alone.rows[row].interval.low, row);
      });
    },

    // Where every row moved together far beyond the run-to-run noise, the shift is real: rows
    // moved with the run unless they stand apart, and a row that lagged is not slower.
    testARealShiftMarksRowsThatMovedWithTheRun: function () {
      var times = function (seconds) { return [seconds, seconds * 1.01, seconds * 0.99, seconds * 1.02, seconds * 0.98]; };
      var scaledRows = function (factors) {
        var run = {};
        ROWS.forEach(function (row, i) { run[row] = times(0.1 * (i + 1) * factors[i]); });
        return run;
      };
      var a = scaledRows([1, 1, 1, 1, 1, 1]);
      // everything 5x faster; e 20x faster; f only 1.25x faster (it lagged behind the others)
      var b = scaledRows([0.2, 0.2, 0.2, 0.2, 0.05, 0.8]);
      var fitted = runModel.fit(input([a], [b], [0], [300]), { alpha: 0.05, band: 0.05 });
      assertTrue(fitted.shift.significant);
      assertEqual(["run", "run", "run", "run"], ["a", "b", "c", "d"].map(function (row) { return fitted.rows[row].claim; }));
      assertEqual(["faster", "faster", "faster", "faster"], ["a", "b", "c", "d"].map(function (row) { return fitted.rows[row].verdict; }));
      assertEqual(["faster", "row"], [fitted.rows.e.verdict, fitted.rows.e.claim]);
      // f moved apart from the others, the slow way, but its B/A is still below 1: it is no slower
      assertTrue(fitted.rows.f.own.ratio > 3, String(fitted.rows.f.own.ratio));
      assertTrue(fitted.rows.f.verdict !== "slower", fitted.rows.f.verdict);
    },

    // A row whose B/A went the other way from an established shift is called by its whole B/A,
    // and claims that: "against", never "run" (moved as the whole did). Where the rest it is set
    // against is itself estimated from few rows, that estimate's noise widens the own test.
    testClaimsSayWhatARowWasTestedAgainst: function () {
      var shiftSe = { variance: 0.0001, df: 10 };
      var real = { p: 1e-6, real: true, alone: false };
      var own = { variance: 0.0004, df: 10 };
      var shift = Math.log(0.881);
      var against = runModel.judgeRow(Math.log(1.088), shift, own, shiftSe, real, 0.05, 0);
      assertEqual(["slower", "against"], [against.verdict, against.claim]);
      var withIt = runModel.judgeRow(Math.log(0.95), shift, own, shiftSe, real, 0.05, 0);
      assertEqual(["faster", "run"], [withIt.verdict, withIt.claim]);
      var beyond = runModel.judgeRow(Math.log(0.5), shift, own, shiftSe, real, 0.05, 0);
      assertEqual(["faster", "row"], [beyond.verdict, beyond.claim]);
      var uncertain = runModel.judgeRow(Math.log(1.2), 0, own, shiftSe, { p: 0.5, real: false, alone: false }, 0.05, 0);
      assertEqual(["slower", "row"], [uncertain.verdict, uncertain.claim]);
      // the rest's own noise: the own test's error adds it (Welch–Satterthwaite for its df)
      var plain = runModel.judgeRow(Math.log(1.06), 0, own, shiftSe, { p: 0.5, real: false, alone: false }, 0.05, 0);
      var wider = runModel.judgeRow(Math.log(1.06), 0, { variance: 0.0004, df: 10, reference: { variance: 0.0004, df: 20 } },
        shiftSe, { p: 0.5, real: false, alone: false }, 0.05, 0);
      near(Math.sqrt(0.0008), (Math.log(wider.own.interval.high) - Math.log(1.06)) /
        distributions.tQuantile(0.975, runModel.satterthwaite([{ variance: 0.0004, df: 10 }, { variance: 0.0004, df: 20 }])),
      "the own test's standard error");
      assertTrue(wider.own.p > plain.own.p && wider.detectable > plain.detectable);
      // the total test knows nothing of the rest
      assertEqual(plain.pTotal, wider.pTotal);
    },

    // Where the shift is not established, a row that moved apart from its run counts in the
    // direction it moved apart, even when the whole run moved the other way by more.
    testARowApartFromAnUncertainShift: function () {
      var times = function (seconds) { return [seconds, seconds * 1.01, seconds * 0.99, seconds * 1.02, seconds * 0.98]; };
      var run = function (factor, slowRow) {
        var out = {};
        ROWS.forEach(function (row, i) { out[row] = times(0.1 * (i + 1) * factor * (row === slowRow ? 1.5 : 1)); });
        return out;
      };
      // B's run as a whole is 0.8x, well within whole-run noise measured at sd 0.5
      var fitted = runModel.fit(input([run(1, null)], [run(0.8, "c")], [0], [300]),
        { alpha: 0.05, band: 0.05, terms: { kind: "measured", wholeRun: { sd: 0.5, df: 4 }, row: { sd: 0.01, df: 4 },
          source: "x" } });
      assertFalse(fitted.shift.significant);
      near(1.5 * 0.8, fitted.rows.c.ratio, "c's B/A");
      near(1.5, fitted.rows.c.own.ratio, "c apart from its run");
      assertEqual(["slower", "row"], [fitted.rows.c.verdict, fitted.rows.c.claim]);
      assertEqual("~", fitted.rows.a.verdict);
    },

    // Significant but no larger than the noise band: within noise; and the stated detectable
    // is never below the band plus its margin.
    testTheNoiseBand: function () {
      var times = function (seconds) { return [seconds, seconds * 1.001, seconds * 0.999, seconds * 1.002, seconds * 0.998]; };
      var run = function (change) {
        var out = {};
        ROWS.forEach(function (row, i) { out[row] = times(0.1 * (i + 1) * (row === "d" ? change : 1)); });
        return out;
      };
      var small = runModel.fit(input([run(1)], [run(1.03)], [0], [300]), { alpha: 0.05, band: 0.05 });
      assertEqual("within noise", small.rows.d.verdict);
      assertNull(small.rows.d.claim);
      assertEqual("slower", runModel.fit(input([run(1)], [run(1.03)], [0], [300]), { alpha: 0.05, band: 0.01 }).rows.d.verdict);
      ROWS.forEach(function (row) { assertTrue(small.rows[row].detectable > 1.05, row); });
    },

    // A run of one sample per row has no within-run spread: the busy machine's is assumed.
    testOneSampleARunAssumesTheBusyMachine: function () {
      var run = function (factor) {
        var out = {};
        ROWS.forEach(function (row, i) { out[row] = [0.1 * (i + 1) * factor]; });
        return out;
      };
      var fitted = runModel.fit(input([run(1)], [run(1)], [0], [300]), { alpha: 0.05, band: 0.05 });
      assertNull(fitted.terms.within);
      // with no within-run part, the row's noise is the assumed row term alone, fully trusted
      ROWS.forEach(function (row) {
        var se = Math.sqrt(2) * runModel.DEFAULTS.withinWhenUnknown * runModel.DEFAULTS.rowPerWithin;
        near(Math.exp(Math.max(1.959963984540054 * se, Math.log(1.05)) + 1.2815515655446004 * se), fitted.rows[row].detectable,
          row + " detectable");
      });
      near(runModel.DEFAULTS.withinWhenUnknown * runModel.DEFAULTS.wholeRunPerWithin, fitted.terms.wholeRun.sd, "whole-run sd");
      near(runModel.DEFAULTS.withinWhenUnknown * runModel.DEFAULTS.rowPerWithin, fitted.terms.row.sd, "row sd");
    },

    // The terms runs of one server show: the spread of their factors (k - 1 degrees of
    // freedom) and how far rows move beyond their run, beyond their samples' own noise.
    testMeasureTermsAgreeWithScipy: function () {
      var rows = ROWS.map(function (row) { return { key: row, runs: SAMPLES.a.map(function (run) { return run[row]; }) }; });
      var terms = runModel.measureTerms(rows, "a1,a2,a3");
      assertEqual("measured", terms.kind);
      assertEqual("a1,a2,a3", terms.source);
      near(EXPECTED.terms.wholeRun, terms.wholeRun.sd, "whole-run term");
      assertEqual(EXPECTED.terms.wholeRunDf, terms.wholeRun.df);
      near(EXPECTED.terms.row, terms.row.sd, "row term");
      assertEqual(runModel.DEFAULTS.rowDf, terms.row.df);
      // the within-run spread as fit() measures it
      var fitted = runModel.fit(input(SAMPLES.a, SAMPLES.a, [0, 600, 1200], [0, 600, 1200]), { alpha: 0.05, band: 0.05 });
      near(fitted.terms.within, terms.within, "within-run spread");
      // a row one run did not measure says nothing about the terms
      var holed = rows.concat([{ key: "g", runs: [SAMPLES.a[0].a, null, null] }]);
      near(EXPECTED.terms.row, runModel.measureTerms(holed, "x").row.sd, "row term with a row of one run");
      var unmeasured = rows.concat([{ key: "h", runs: [null, [], null] }]);
      near(EXPECTED.terms.row, runModel.measureTerms(unmeasured, "x").row.sd, "row term with a row no run measured");
      near(EXPECTED.terms.wholeRun, runModel.measureTerms(unmeasured, "x").wholeRun.sd, "whole-run term with it");
      // a run without samples of a row did not measure it
      var twice = function (missing) { return rows.concat([{ key: "i", runs: [SAMPLES.a[0].b, missing, SAMPLES.a[2].b] }]); };
      assertEqual(runModel.measureTerms(twice(null), "x"), runModel.measureTerms(twice([]), "x"));
    },

    // Runs of one sample say nothing of within-run noise, in a calibration as in a
    // comparison. Two rows, two runs: x = [1, 1.1, 1.2] then [2], y = [1] then [1]. With d =
    // ln 2 - ln 1.1 the run factors are -d/4 and d/4, each row keeps a residual of d/2 between
    // its runs (a variance of d^2/8 on one degree of freedom), and only x's first run has a
    // within-run variance of its median to take off.
    testOneSampleRunsInACalibration: function () {
      var terms = runModel.measureTerms([{ key: "x", runs: [[1, 1.1, 1.2], [2]] }, { key: "y", runs: [[1], [1]] }], "c1,c2");
      var d = Math.log(2) - Math.log(1.1);
      var withinOfX = runModel.runSummary([1, 1.1, 1.2]).medianVariance;
      near(Math.sqrt(d * d / 8), terms.wholeRun.sd, "whole-run term");
      near(Math.sqrt((d * d / 8 - withinOfX + d * d / 8) / 2), terms.row.sd, "row term");
      // and where no row was measured by two runs, no row term is measured at all
      assertEqual(0, runModel.measureTerms([{ key: "x", runs: [[1, 1.1], null] }, { key: "y", runs: [null, [1, 2]] }],
        "c1,c2").row.sd);
    },

    // ... and in a comparison of one run a side, where A's run of a row has five samples and B's
    // one: the row's own error is A's within-run variance of the median (four degrees of
    // freedom) plus the row term, twice (one run a side).
    testOneSampleRunsInAComparison: function () {
      var terms = { kind: "measured", wholeRun: { sd: 0.05, df: 4 }, row: { sd: 0.02, df: 4 }, source: "x" };
      var timesA = [1, 1.05, 0.97, 1.1, 1.02];
      var rows = ["p", "q", "r"].map(function (key, i) { return { key: key, a: [timesA.map(function (t) { return t * (i + 1); })],
        b: [[i + 1]] }; });
      var fitted = runModel.fit({ rows: rows, startsA: [0], startsB: [300] }, { alpha: 0.05, band: 0, terms: terms });
      var within = runModel.runSummary(timesA).medianVariance;
      var perRun = within + 0.02 * 0.02;
      var df = perRun * perRun / (within * within / 4);
      var half = distributions.tQuantile(0.975, df) * Math.sqrt(2 * perRun);
      var own = fitted.rows.q.own;
      near(Math.exp(2 * half), own.interval.high / own.interval.low, "the width of q's own interval");
    },

    testMedianVarianceFactor: function () {
      assertEqual(1, runModel.medianVarianceFactor(1));
      assertEqual(1, runModel.medianVarianceFactor(2));
      assertEqual(1.43, runModel.medianVarianceFactor(5));
      assertEqual(1.517, runModel.medianVarianceFactor(11));
      assertEqual(Math.PI / 2, runModel.medianVarianceFactor(12));
      var summary = runModel.runSummary([1, 2, 4]);
      near(Math.log(2), summary.center, "center");
      assertEqual(3, summary.n);
      near(1.344 * summary.within / 3, summary.medianVariance, "median variance");
      assertNull(runModel.runSummary([2]).within);
      assertNull(runModel.runSummary([2]).medianVariance);
    }
  };
}

jsunity.run(runModelSuite);
return jsunity.done();
