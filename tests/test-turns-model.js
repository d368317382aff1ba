/*
 * The workbench's verdict on an A/B run's turns (lib/compare/verdict/turns-model.js): its
 * numbers for a fixture of 60 turns (B 4 % slower, a machine factor both samples of a turn
 * share, a burst on A's sample every tenth turn), for its first seven, three and one turns,
 * for the same A against a B that drifts against it over the run, and for B as a whole over
 * two such sizes, are checked against an independent implementation in Python with scipy
 * (tests/reference/turns_model.py, which printed the expected values below); then the parts
 * one at a time. Runs in arangod and under the stand-in.
 */
var jsunity = require("jsunity");

function turnsModelSuite() {
  var turnsModel = shootout.require("./lib/compare/verdict/turns-model");
  var agreement = shootout.require("./tests/support/reference-agreement");
  var near = agreement.near;

  // tests/reference/turns_model.py fixture(): A's and B's sample of each turn, in time order
  var A = [0.0146721, 0.0194191, 0.0201552, 0.023439, 0.0214387, 0.0347766, 0.0167969, 0.0212645, 0.0203762, 0.0252159, 0.0199263, 0.0192973, 0.0204409, 0.0426557, 0.0202199, 0.0217993, 0.0192837, 0.0212622, 0.0216343, 0.0271056, 0.0190656, 0.0261865, 0.0195839, 0.0268515, 0.0260722, 0.0348196, 0.0226782, 0.0168431, 0.0220791, 0.0225889, 0.0239437, 0.0133385, 0.0219624, 0.0274399, 0.0157912, 0.0283998, 0.0167459, 0.0281116, 0.0203191, 0.0219797, 0.0175891, 0.016952, 0.0267324, 0.0390854, 0.0219625, 0.0155085, 0.0197943, 0.0182616, 0.0248825, 0.0209294, 0.0179737, 0.0246664, 0.0267952, 0.0362064, 0.0196756, 0.0220466, 0.0290994, 0.0233379, 0.0162333, 0.0190941];
  var B = [0.0154367, 0.0212911, 0.0223105, 0.0141121, 0.0246245, 0.0375107, 0.0184931, 0.0227534, 0.0209139, 0.0304758, 0.0225673, 0.0221343, 0.023255, 0.022355, 0.0211797, 0.0212655, 0.01895, 0.0218916, 0.0203635, 0.0272009, 0.0190949, 0.0275169, 0.0192047, 0.0153387, 0.0285576, 0.0344007, 0.020096, 0.0172633, 0.0225285, 0.0233282, 0.0276317, 0.014688, 0.0231572, 0.0160244, 0.0171476, 0.030838, 0.0171055, 0.0310369, 0.022504, 0.0223088, 0.0179763, 0.0180408, 0.0270374, 0.02408, 0.0201917, 0.0166363, 0.019525, 0.0212112, 0.025226, 0.0201463, 0.0189822, 0.0226946, 0.0284718, 0.0197632, 0.0210501, 0.0251131, 0.0293166, 0.022709, 0.0179314, 0.0230494];
  var DRIFT_B = [0.0146721, 0.0195484, 0.0204207, 0.0238928, 0.0219756, 0.0358216, 0.0173719, 0.0220611, 0.021184, 0.0262424, 0.0207357, 0.0200573, 0.0211981, 0.0440915, 0.0208133, 0.0223274, 0.0196397, 0.0215218, 0.0217568, 0.0270784, 0.0189208, 0.0258216, 0.0191951, 0.026175, 0.0252948, 0.0336492, 0.0218509, 0.0161972, 0.0212143, 0.0217095, 0.0230427, 0.0128676, 0.0212594, 0.0266763, 0.0154302, 0.0279101, 0.0165598, 0.0279812, 0.0203599, 0.0221696, 0.0178543, 0.0173102, 0.0274442, 0.0403127, 0.022738, 0.0161014, 0.0205877, 0.0190067, 0.025887, 0.0217413, 0.0186231, 0.0254669, 0.0275423, 0.037023, 0.0200026, 0.0222729, 0.0292059, 0.0232679, 0.0160785, 0.0187931];

  // what tests/reference/turns_model.py printed
  var EXPECTED = {
    sixty: { ratio: 1.039816681045891, low: 1.0090560172906022, high: 1.0715150711696395, p: 0.015253479381654965, verdict: "slower", detectable: 1.0498872703097186, df: 11.552238805970148, dependence: 3.096748841673288, spreadDetectable: 1.0304535716037637 },
    seven: { ratio: 0.9901116552916162, low: 0.7783259793646867, high: 1.259525078097094, p: 0.9062109221958463, verdict: "~", detectable: 1.4426697794041976, df: 3.1707317073170733, dependence: 22.100646570733662, spreadDetectable: 1.1017330928333497 },
    three: { ratio: 1.0877537647034594, low: 0.7476348961562339, high: 1.5826016932993625, p: 0.18536148779595685, verdict: "~", detectable: 1.5712757182465138, df: 0.8873239436619719, dependence: null, spreadDetectable: 1.5712757182465138 },
    one: { ratio: 1.0521125128645519, low: 0.39605403292635505, high: 2.794923539970602, p: 0.8790936402033712, verdict: "~", detectable: 4.392018654669917, df: 3.0, dependence: null, spreadDetectable: 4.392018654669917, spread: 0.3, sd: 0.30699801238394653 },
    drift: { ratio: 1.0076238766021974, low: 0.9911781905988192, high: 1.0243424303812056, p: 0.3332120560362794, verdict: "~", detectable: 1.0270371000919156, df: 11.552238805970148, dependence: 43.506929641010196, spreadDetectable: 1.004577919689916 }
  };
  // B as a whole over two sizes, each timed apart, and the summary of the sizes
  var WHOLE = {
    sixtyAndDrift: { geomean: 1.023593725611432, low: 1.0068996711636646, high: 1.0405645618100394, p: 0.008049122184384338, significant: true, df: 17.91660076559519, detectable: 1.027218778112974, batches: 10.0, turns: 60.0, within: 0.03687778668228534, dependence: 23.301839241341742, rowSd: 0.010621685372748192, rowDf: 11.552238805970148 },
    sixtyAndThree: { geomean: 1.0635151665157974, low: 0.9963233788991781, high: 1.1352383506837103, p: 0.05496536517682348, significant: false, df: 1.7127577654967816, detectable: 1.0957237051337658, batches: 5.5, turns: 31.5, within: 0.050419590722165133, dependence: 3.096748841673288, rowSd: 0.017741285223463854, rowDf: 6.21978137481606 }
  };

  function turnsOf(a, b) {
    return a.map(function (time, i) { return { a: time, b: b[i] }; });
  }

  function fit(rows) {
    return turnsModel.fit({ rows: rows }, { alpha: 0.05, band: 0 });
  }

  function agrees(expected, judged, what) {
    near(expected.ratio, judged.ratio, what + " ratio");
    near(expected.low, judged.interval.low, what + " low");
    near(expected.high, judged.interval.high, what + " high");
    near(expected.p, judged.p, what + " p");
    near(expected.detectable, judged.detectable, what + " detectable");
    assertEqual(expected.verdict, judged.verdict, what);
    if (expected.dependence === null) {
      assertEqual(null, judged.turns.dependence, what);
    } else {
      near(expected.dependence, judged.turns.dependence, what + " dependence");
    }
    near(expected.spreadDetectable, judged.turns.spreadDetectable, what + " spread's detectable");
  }

  // B as a whole and the summary of the sizes, as compare --format json gives them: the fixed
  // fields as run-model.js shapes a summary (one run a side, no noise of whole runs between A
  // and B, which shared the server), the rest as the reference computed them.
  function wholeAgrees(expected, fitted, rows) {
    near(expected.geomean, fitted.shift.geomean, "B as a whole");
    near(expected.low, fitted.shift.interval.low, "the whole's low");
    near(expected.high, fitted.shift.interval.high, "the whole's high");
    near(expected.detectable, fitted.shift.detectable, "the whole's detectable");
    near(expected.df, fitted.shift.df, "the whole's df");
    assertEqual(expected.significant, fitted.shift.significant);
    assertEqual({ design: "turns", pairs: 0, runs: { a: 1, b: 1 }, factors: { a: [1], b: [1] } }, {
      design: fitted.shift.design, pairs: fitted.shift.pairs, runs: fitted.shift.runs, factors: fitted.shift.factors });
    assertEqual(["turns", rows], [fitted.terms.kind, fitted.terms.rows]);
    near(expected.batches, fitted.terms.batches, "the median size's batches");
    near(expected.turns, fitted.terms.turns, "the median size's turns");
    near(expected.within, fitted.terms.within, "the median size's spread");
    near(expected.dependence, fitted.terms.dependence, "the median dependence");
    assertEqual({ sd: 0, df: Infinity }, fitted.noise.wholeRun);
    near(expected.rowSd, fitted.noise.row.sd, "the median size's sd");
    near(expected.rowDf, fitted.noise.row.df, "the median size's df");
  }

  return {
    testSixtyTurnsAgreeWithScipy: function () {
      var fitted = fit([{ key: "x", turns: turnsOf(A, B) }]);
      agrees(EXPECTED.sixty, fitted.rows.x, "sixty turns");
      // what a target's check reads, without the Hodges-Lehmann estimates
      near(EXPECTED.sixty.spreadDetectable, turnsModel.spreadDetectable(turnsOf(A, B)), "the spread's detectable alone");
      near(EXPECTED.drift.spreadDetectable, turnsModel.spreadDetectable(turnsOf(A, DRIFT_B)), "the drift's, alone");
      assertEqual({ count: 60, batches: 10 }, { count: fitted.rows.x.turns.count, batches: fitted.rows.x.turns.batches });
      assertEqual(null, fitted.rows.x.claim);
      assertEqual("turns", fitted.shift.design);
      assertEqual("turns", fitted.terms.kind);
      // one size: B as a whole is the size
      near(fitted.rows.x.ratio, fitted.shift.geomean, "the whole");
      near(fitted.rows.x.interval.low, fitted.shift.interval.low, "the whole's interval");
    },

    // Few turns: seven make three batches; three make one, whose scatter cannot be measured, so
    // the prior of independent turns is all there is (its weight, and its spread's).
    testFewTurnsAgreeWithScipy: function () {
      agrees(EXPECTED.seven, fit([{ key: "x", turns: turnsOf(A.slice(0, 7), B.slice(0, 7)) }]).rows.x, "seven turns");
      var three = fit([{ key: "x", turns: turnsOf(A.slice(0, 3), B.slice(0, 3)) }]);
      agrees(EXPECTED.three, three.rows.x, "three turns");
      near(EXPECTED.three.df, three.noise.row.df, "three turns' df");
    },

    // One turn: no batch has two, so the spread is the busy machine's (0.3) and the prior of
    // independent turns, at its full weight of three batches, is all the verdict has.
    testOneTurnHasTheBusyMachinesSpread: function () {
      var one = fit([{ key: "x", turns: turnsOf(A.slice(0, 1), B.slice(0, 1)) }]);
      agrees(EXPECTED.one, one.rows.x, "one turn");
      assertEqual({ count: 1, batches: 1, spread: EXPECTED.one.spread }, { count: one.rows.x.turns.count,
        batches: one.rows.x.turns.batches, spread: one.rows.x.turns.spread });
      near(EXPECTED.one.df, one.noise.row.df, "one turn's df");
      near(EXPECTED.one.sd, one.noise.row.sd, "one turn's sd");
      assertEqual({ batches: 1, turns: 1, within: EXPECTED.one.spread, dependence: null },
        { batches: one.terms.batches, turns: one.terms.turns, within: one.terms.within, dependence: one.terms.dependence });
    },

    // Two sizes: B as a whole is the mean of their log B/A, their variances added over the
    // count squared; the summary gives the median size's figures.
    testBAsAWholeOfTwoSizesAgreesWithScipy: function () {
      wholeAgrees(WHOLE.sixtyAndDrift, fit([{ key: "small", turns: turnsOf(A, B) }, { key: "large", turns: turnsOf(A, DRIFT_B) }]), 2);
      // a size of three turns has one batch, no scatter to set against its spread: it has no
      // dependence, and the median is the other size's
      wholeAgrees(WHOLE.sixtyAndThree, fit([{ key: "small", turns: turnsOf(A, B) },
        { key: "large", turns: turnsOf(A.slice(0, 3), B.slice(0, 3)) }]), 2);
    },

    // B drifting against A over the run: the batches scatter far more than independent turns
    // would, and the verdict pays for it (its detectable is wider than the spread's).
    testTurnsThatMoveTogetherArePaidFor: function () {
      var drift = fit([{ key: "x", turns: turnsOf(A, DRIFT_B) }]).rows.x;
      agrees(EXPECTED.drift, drift, "drift");
      assertTrue(drift.turns.dependence > 10, String(drift.turns.dependence));
      assertTrue(drift.detectable > drift.turns.spreadDetectable * 1.01, drift.detectable + " " + drift.turns.spreadDetectable);
      // the same turns in another order (every drift cut up) scatter as independent turns do
      var shuffled = [];
      for (var i = 0; i < 60; i += 1) {
        shuffled.push(turnsOf(A, DRIFT_B)[(i * 7) % 60]);
      }
      var mixed = fit([{ key: "x", turns: shuffled }]).rows.x;
      assertTrue(mixed.turns.dependence < 3, String(mixed.turns.dependence));
      assertTrue(mixed.detectable < drift.detectable, mixed.detectable + " " + drift.detectable);
    },

    testTheParts: function () {
      assertEqual(4.25, turnsModel.hodgesLehmann([1, 5, 2, 10]));
      assertEqual(2, turnsModel.hodgesLehmann([2]));
      assertEqual([{ start: 0, end: 1 }], turnsModel.batchBounds(1));
      assertEqual([{ start: 0, end: 3 }], turnsModel.batchBounds(3));
      assertEqual([{ start: 0, end: 2 }, { start: 2, end: 4 }], turnsModel.batchBounds(4));
      var bounds = turnsModel.batchBounds(25);
      assertEqual(10, bounds.length);
      assertEqual([2, 3, 2, 3, 2, 3, 2, 3, 2, 3], bounds.map(function (one) { return one.end - one.start; }));
      assertEqual(25, bounds[9].end);
      assertEqual(10, turnsModel.batchBounds(5000).length);
    },

    // Each size alone, B as a whole the mean of the sizes' log B/A, their noises added; a size
    // without turns is left out.
    testSizesAreJudgedEachAlone: function () {
      var fitted = fit([{ key: "small", turns: turnsOf(A, B) }, { key: "large", turns: turnsOf(A, DRIFT_B) },
        { key: "none", turns: [] }]);
      assertEqual(["small", "large"], Object.keys(fitted.rows));
      agrees(EXPECTED.sixty, fitted.rows.small, "small alone");
      agrees(EXPECTED.drift, fitted.rows.large, "large alone");
      near(Math.sqrt(EXPECTED.sixty.ratio * EXPECTED.drift.ratio), fitted.shift.geomean, "B as a whole");
      assertEqual(2, fitted.terms.rows);
      near((fitted.rows.small.turns.dependence + fitted.rows.large.turns.dependence) / 2, fitted.terms.dependence,
        "the median size's dependence");
      var empty = fit([{ key: "none", turns: [] }]);
      assertEqual({}, empty.rows);
      assertEqual([null, null, false], [empty.shift.geomean, empty.shift.interval, empty.shift.significant]);
      assertEqual({ kind: "turns", batches: null, rows: 0, turns: null, within: null, dependence: null }, empty.terms);
      assertEqual({ sd: null, df: null }, empty.noise.row);
    }
  };
}

jsunity.run(turnsModelSuite);
return jsunity.done();
