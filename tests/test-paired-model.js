/*
 * The comparison of duets (lib/compare/verdict/paired-model.js, with verdict/variance-prior.js):
 * its numbers for a fixture of six rows and three process pairs of five rounds (row d made 30 %
 * slower in B, row e twice as fast, every pair a shift of its own, every sample a machine factor
 * both sides share) are checked against an independent implementation in Python with scipy
 * (tests/reference/paired_model.py, which printed the expected values below): three pairs, a
 * row missing from one pair, one pair alone. Then the parts one at a time. Runs in arangod and
 * under the stand-in.
 */
var jsunity = require("jsunity");

function pairedModelSuite() {
  var pairedModel = shootout.require("./lib/compare/verdict/paired-model");
  var variancePrior = shootout.require("./lib/compare/verdict/variance-prior");
  var distributions = shootout.require("./lib/compare/verdict/distributions");
  var agreement = shootout.require("./tests/support/reference-agreement");
  var near = agreement.near;

  // tests/reference/paired_model.py fixture(): per pair, per row, [A's samples, B's samples] (sample i of
  // each beside sample i of the other)
  var SAMPLES = [
    {
      "a": [[0.011263, 0.008381, 0.009579, 0.009668, 0.009812], [0.012011, 0.007424, 0.009479, 0.009069, 0.00924]],
      "b": [[0.088699, 0.057207, 0.054592, 0.039937, 0.040597], [0.092069, 0.052368, 0.050144, 0.037864, 0.041956]],
      "c": [[0.251651, 0.336387, 0.242352, 0.377822, 0.137762], [0.247624, 0.340353, 0.205079, 0.282862, 0.151284]],
      "d": [[0.114834, 0.102894, 0.088192, 0.068203, 0.10248], [0.151822, 0.127135, 0.113657, 0.091576, 0.128954]],
      "e": [[0.011878, 0.029373, 0.041987, 0.04149, 0.033545], [0.006217, 0.014162, 0.023455, 0.022545, 0.016132]],
      "f": [[1.461188, 1.176699, 1.206945, 1.526064, 0.84883], [1.301077, 1.250634, 1.195602, 1.619955, 0.799308]]
    },
    {
      "a": [[0.010303, 0.014219, 0.009419, 0.00793, 0.011145], [0.009837, 0.016437, 0.008714, 0.007805, 0.012743]],
      "b": [[0.036264, 0.060236, 0.041084, 0.020529, 0.042451], [0.043499, 0.061718, 0.043925, 0.020044, 0.047081]],
      "c": [[0.348308, 0.156314, 0.169141, 0.290278, 0.198958], [0.413087, 0.175583, 0.17517, 0.297985, 0.226021]],
      "d": [[0.163977, 0.097958, 0.099506, 0.130981, 0.119804], [0.20121, 0.127935, 0.125225, 0.180147, 0.165973]],
      "e": [[0.031345, 0.025847, 0.036005, 0.017541, 0.029468], [0.014724, 0.013804, 0.017735, 0.008802, 0.015226]],
      "f": [[1.767329, 1.060826, 0.741288, 1.46741, 1.658778], [1.699481, 1.141584, 0.776443, 1.512166, 1.550609]]
    },
    {
      "a": [[0.012232, 0.008894, 0.010105, 0.007388, 0.008908], [0.011937, 0.008509, 0.010017, 0.007427, 0.010772]],
      "b": [[0.039992, 0.073317, 0.059918, 0.041766, 0.050249], [0.035861, 0.073576, 0.057635, 0.041431, 0.047672]],
      "c": [[0.173327, 0.17542, 0.184773, 0.137156, 0.178744], [0.174697, 0.178736, 0.214446, 0.13387, 0.194469]],
      "d": [[0.101695, 0.063053, 0.097369, 0.065791, 0.143953], [0.126608, 0.090581, 0.126348, 0.085752, 0.175458]],
      "e": [[0.027363, 0.033626, 0.024557, 0.026149, 0.060246], [0.015061, 0.017467, 0.013086, 0.012616, 0.030998]],
      "f": [[0.986754, 1.394643, 1.234301, 1.907641, 1.529145], [0.960127, 1.576639, 1.14261, 2.102161, 1.590188]]
    }
  ];

  // what tests/reference/paired_model.py printed
  var EXPECTED = {
    uneven: {
      shift: { geomean: 0.9445355384013268, low: 0.9073698671979774, high: 0.9832235073643106, significant: true, df: 4.0, detectable: 1.0642932610397124, factors: [0.9746623448535593, 1.0162984258742112, 1.0095423896769564] },
      prior: { df0: 1.2030173142132348, lambda: 0.3189943762035447, kind: "pooled" },
      noise: { pair: 0.016415685398251983, row: 0.02758375601769339 },
      rows: {
        "a": { ratio: 0.9721616894199436, low: 0.945297498419276, high: 0.99978932765212, p: 0.048709599927642004, verdict: "within noise", claim: null, detectable: 1.067755163073668 },
        "b": { ratio: 1.0303731577175588, low: 0.8743392196164992, high: 1.2142527983710032, p: 0.6206047361225311, verdict: "~", claim: null, detectable: 1.286122715953881 },
        "c": { ratio: 1.0404084324810174, low: 0.9652172629616478, high: 1.1214570521213505, p: 0.21812280363603131, verdict: "~", claim: null, detectable: 1.1236831165372485 },
        "d": { ratio: 1.2974422641670327, low: 1.2555797110192124, high: 1.3407005657015736, p: 3.087407916900629e-07, verdict: "slower", claim: "row", detectable: 1.0708051102298972 },
        "e": { ratio: 0.514796862336304, low: 0.4854139789623668, high: 0.5459583385666147, p: 1.9344846701705776e-06, verdict: "faster", claim: "run", detectable: 1.096436798536593 },
        "f": { ratio: 1.0201146474341696, low: 0.9839065481906947, high: 1.0576552171782587, p: 0.2305048302604582, verdict: "~", claim: null, detectable: 1.0727876717870106 }
      }
    },
    three: {
      shift: { geomean: 0.9385177623802641, low: 0.9080356253891584, high: 0.9700231639323239, significant: true, df: 4.0, detectable: 1.0525875185953306, factors: [0.9746623448535593, 1.0162984258742112, 1.0095423896769564] },
      prior: { df0: 1.740691564020385, lambda: 0.35289233293729144, kind: "pooled" },
      noise: { pair: 0.016415685398251983, row: 0.02822059781162413 },
      rows: {
        "a": { ratio: 0.9721616894199436, low: 0.9447195445585622, high: 1.000400971716377, p: 0.05254786457077238, verdict: "~", claim: null, detectable: 1.0682786318734165 },
        "b": { ratio: 0.9916072587294398, low: 0.9296697119719964, high: 1.0576712814265943, p: 0.7501814297846773, verdict: "~", claim: null, detectable: 1.1068200238892674 },
        "c": { ratio: 1.0404084324810174, low: 0.9718256262573314, high: 1.1138312029765143, p: 0.19378386405794898, verdict: "~", claim: null, detectable: 1.113103909390979 },
        "d": { ratio: 1.2974422641670327, low: 1.2552849556842915, high: 1.3410153776034308, p: 1.4606296777646604e-07, verdict: "slower", claim: "row", detectable: 1.0711224062486078 },
        "e": { ratio: 0.514796862336304, low: 0.48796335621024123, high: 0.5431059650248004, p: 2.2300645798024362e-07, verdict: "faster", claim: "run", detectable: 1.0883637117062772 },
        "f": { ratio: 1.0201146474341696, low: 0.9810388144846159, high: 1.0607469129103033, p: 0.2657473205789326, verdict: "~", claim: null, detectable: 1.0747621132827982 }
      }
    },
    missing: {
      shift: { geomean: 0.9325435073412318, low: 0.9059565772264759, high: 0.9599106788833317, significant: true, df: 4.0, detectable: 1.0459201828460567, factors: [0.9768948106955525, 1.0101978561092035, 1.0133179944136057] },
      prior: { df0: 0.8611060255457703, lambda: 0.04073488820778113, kind: "pooled" },
      noise: { pair: 0.01493412289807358, row: 0.01057677142466117 },
      rows: {
        "a": { ratio: 0.9721616894199436, low: 0.9493285863632148, high: 0.9955439707092552, p: 0.010689976310406975, verdict: "within noise", claim: null, detectable: 1.0646685602309442 },
        "b": { ratio: 0.9916072587294398, low: 0.9093072885604231, high: 1.0813560695434536, p: 0.7890076963900255, verdict: "~", claim: null, detectable: 1.1420512210710227 },
        "c": { ratio: 1.001298351110855, low: 0.9773760251691708, high: 1.0258062016241711, p: 0.8982148929284492, verdict: "~", claim: null, detectable: 1.0649009045390554 },
        "d": { ratio: 1.2974422641670327, low: 1.262402538380791, high: 1.3334545659310997, p: 1.0999949347984436e-07, verdict: "slower", claim: "run", detectable: 1.0673040122465982 },
        "e": { ratio: 0.514796862336304, low: 0.4867618815142363, high: 0.5444465138619375, p: 4.1015521584294975e-06, verdict: "faster", claim: "row", detectable: 1.0909842012351487 },
        "f": { ratio: 1.0201146474341696, low: 0.99596023881001, high: 1.0448548580143189, p: 0.08802444216932667, verdict: "~", claim: null, detectable: 1.0648815128428837 }
      }
    },
    one: {
      shift: { geomean: 0.9150479995187407, low: 0.8099861232308687, high: 1.033737267106972, significant: false, df: 2.0, detectable: 1.1917318253791107, factors: [1.0] },
      prior: { df0: 4.0, lambda: 1.5, kind: "default" },
      noise: { pair: 0.008502264984862718, row: 0.05836536450097088 },
      rows: {
        "a": { ratio: 0.9417040358744392, low: 0.8193909355859313, high: 1.082275203042206, p: 0.6417712447682046, verdict: "~", claim: null, detectable: 1.2428690676275445 },
        "b": { ratio: 0.9480932468638108, low: 0.8595466454930688, high: 1.0457615179605877, p: 0.630145047242063, verdict: "~", claim: null, detectable: 1.1663265225005992 },
        "c": { ratio: 0.9839976793257329, low: 0.7219525897853498, high: 1.3411565338470597, p: 0.8759383102743433, verdict: "~", claim: null, detectable: 1.6184044548623708 },
        "d": { ratio: 1.2887450108853413, low: 1.2000997948972767, high: 1.3839379942765688, p: 0.00037615508108917946, verdict: "slower", claim: "row", detectable: 1.1185989970047807 },
        "e": { ratio: 0.5234046135713083, low: 0.43576856725153934, high: 0.6286648696017502, p: 0.0007613882121630714, verdict: "faster", claim: "row", detectable: 1.330621699225391 },
        "f": { ratio: 0.9906018915526392, low: 0.8153846364309361, high: 1.2034714215893656, p: 0.7376525647621245, verdict: "~", claim: null, detectable: 1.3543211739669718 }
      }
    },
    oneRound: {
      shift: { geomean: 0.9348020563546213, low: 0.8760046897441902, high: 0.9975458976367017, significant: true, df: 4.0, detectable: 1.106096743718462, factors: [1.0142974223779508, 1.00027501257668, 0.9856330509947037] },
      prior: { df0: 2, lambda: 0.13743590195060948, kind: "pooled" },
      noise: { pair: 0.017399866019174814, row: 0.08434894404009803 },
      rows: {
        "a": { ratio: 0.9978699060637439, low: 0.8871736855131422, high: 1.122378138224113, p: 0.9634613699809527, verdict: "~", claim: null, detectable: 1.201769533377071 },
        "b": { ratio: 1.0374070154158002, low: 0.8595343932090181, high: 1.2520887170272998, p: 0.6209577846653257, verdict: "~", claim: null, detectable: 1.340205519783776 },
        "c": { ratio: 1.055594518759404, low: 0.9023128064530851, high: 1.2349151869128812, p: 0.3994932614855747, verdict: "~", claim: null, detectable: 1.2770552376168645 },
        "d": { ratio: 1.2640496397130436, low: 1.1330774475652905, high: 1.410160880963616, p: 0.0032553685770097167, verdict: "slower", claim: "row", detectable: 1.1866553094205212 },
        "e": { ratio: 0.5134069298315348, low: 0.44508159149218973, high: 0.592221023375369, p: 0.0001472426862703424, verdict: "faster", claim: "run", detectable: 1.2495379705599174 },
        "f": { ratio: 0.9409615264045401, low: 0.8304100501832266, high: 1.0662305856946221, p: 0.2558422658563294, verdict: "~", claim: null, detectable: 1.215583074285376 }
      }
    },
    partial: {
      shift: { geomean: 0.9355997083387751, low: 0.9146918126495385, high: 0.9569855137415423, significant: true, df: 4.0, detectable: 1.0357035749230545, factors: [0.9966426723423082, 1.0032997671567998, 1.0000686436120534] },
      prior: { df0: 0.7750473519909793, lambda: 0.041962696826257834, kind: "pooled" },
      noise: { pair: 0.004739380821248819, row: 0.018684728060677197 },
      rows: {
        "a": { ratio: 1.1000000000000003, low: 1.0901022963519866, high: 1.1099875709364617, p: 7.514361355780794e-08, verdict: "slower", claim: "run", detectable: 1.055664568704798 },
        "b": { ratio: 0.9916072587294398, low: 0.8955597606522885, high: 1.0979557130265996, p: 0.8035496714432403, verdict: "~", claim: null, detectable: 1.1656854068115896 },
        "c": { ratio: 0.9839976793257329, low: 0.642511078680387, high: 1.5069801362912816, p: 0.5754768181219987, verdict: "~", claim: null, detectable: 1.651713103071494 },
        "d": { ratio: 1.2974422641670327, low: 1.2855920984018805, high: 1.3094016608685266, p: 1.2276289331608402e-10, verdict: "slower", claim: "run", detectable: 1.0557455508704496 },
        "e": { ratio: 0.514796862336304, low: 0.4940764887235312, high: 0.5363861983313225, p: 1.4877966976641783e-05, verdict: "faster", claim: "row", detectable: 1.0725103940952962 }
      }
    }
  };

  var ROWS = ["a", "b", "c", "d", "e", "f"];

  // the model's input: per row its pairs' samples; change(row, pair, samples) may leave a pair
  // out of a row (null) or give it other samples
  function input(pairs, change) {
    return { pairs: pairs.length, rows: ROWS.map(function (row) {
      return { key: row, pairs: pairs.map(function (pair, k) {
        var samples = { a: pair[row][0], b: pair[row][1] };
        return change ? change(row, k, samples) : samples;
      }) };
    }) };
  }

  function fit(pairs, change) {
    return pairedModel.fit(input(pairs, change), { alpha: 0.05, band: 0.05 });
  }

  function agrees(expected, fitted, pairs) {
    near(expected.shift.geomean, fitted.shift.geomean, "geomean");
    near(expected.shift.low, fitted.shift.interval.low, "geomean low");
    near(expected.shift.high, fitted.shift.interval.high, "geomean high");
    assertEqual(expected.shift.significant, fitted.shift.significant);
    assertEqual(expected.shift.df, fitted.shift.df);
    near(expected.shift.detectable, fitted.shift.detectable, "the shift's detectable");
    assertEqual("duet", fitted.shift.design);
    assertEqual(pairs, fitted.shift.pairs);
    assertEqual({ a: pairs, b: pairs }, fitted.shift.runs);
    assertEqual(expected.shift.factors.length, fitted.shift.factors.b.length);
    expected.shift.factors.forEach(function (factor, k) { near(factor, fitted.shift.factors.b[k], "shift of pair " + k); });
    assertEqual(expected.prior.kind, fitted.terms.kind);
    near(expected.prior.df0, fitted.terms.prior.df0, "the prior's weight");
    near(expected.prior.lambda, fitted.terms.prior.lambda, "the prior's ratio");
    near(expected.noise.pair, fitted.noise.wholeRun.sd, "pair-to-pair noise");
    assertEqual(fitted.shift.df, fitted.noise.wholeRun.df);
    near(expected.noise.row, fitted.noise.row.sd, "the median row's noise");
    assertEqual(Object.keys(expected.rows), Object.keys(fitted.rows));
    assertEqual(expected.shift.factors.map(function () { return 1; }), fitted.shift.factors.a);
    agreement.rowsAgree(expected.rows, fitted.rows, Object.keys(expected.rows));
  }

  return {
    testThreePairsAgreeWithScipy: function () {
      var fitted = fit(SAMPLES);
      agrees(EXPECTED.three, fitted, 3);
      // the prior's fitted weight (1.74) is below the cap of K − 1 = 2 here; every row has 3 pairs
      assertEqual({ a: 3, b: 3 }, fitted.rows.a.runs);
      assertEqual(6, fitted.terms.rows);
    },

    // Row c lacks the second pair: it keeps two, and the prior fitted from all rows caps at 2.
    testARowMissingFromAPairAgreesWithScipy: function () {
      var fitted = fit(SAMPLES, function (row, k, samples) { return row === "c" && k === 1 ? null : samples; });
      agrees(EXPECTED.missing, fitted, 3);
      assertEqual({ a: 2, b: 2 }, fitted.rows.c.runs);
    },

    // Row b has one sample in the second pair: its within-pair spread comes from the other two.
    testUnevenRoundsAgreeWithScipy: function () {
      agrees(EXPECTED.uneven, fit(SAMPLES, function (row, k, samples) {
        return row === "b" && k === 1 ? { a: samples.a.slice(0, 1), b: samples.b.slice(0, 1) } : samples;
      }), 3);
    },

    // One round a pair: no pair has two samples of a row, so no spread is known and the busy
    // duets' spread stands in for every row's scale and for the prior of the pair shifts.
    testOneRoundAPairAgreesWithScipy: function () {
      var fitted = fit(SAMPLES, function (row, k, samples) { return { a: samples.a.slice(0, 1), b: samples.b.slice(0, 1) }; });
      agrees(EXPECTED.oneRound, fitted, 3);
      assertEqual(null, fitted.terms.within);
    },

    // Row c in the first pair only (no variance of its own: the prior's; no say in the pair
    // shifts), row f in none (left out), row a's ratios all alike within each pair (no spread of
    // its own: the comparison's stands in).
    testRowsInFewPairsAgreeWithScipy: function () {
      var fitted = fit(SAMPLES, function (row, k, samples) {
        if (row === "f" || (row === "c" && k > 0)) {
          return null;
        }
        return row === "a" ? { a: samples.a, b: samples.a.map(function (t) { return t * 1.1; }) } : samples;
      });
      agrees(EXPECTED.partial, fitted, 3);
      assertEqual({ a: 1, b: 1 }, fitted.rows.c.runs);
      assertEqual(4, fitted.terms.rows);
      // the median row's degrees of freedom: c has the prior's alone, the others 2 + d0
      assertEqual(2 + fitted.terms.prior.df0, fitted.noise.row.df);
    },

    // No row in any pair: nothing judged, B as a whole unknown; one row: it is its whole run.
    testNoRowAndOneRow: function () {
      var none = pairedModel.fit({ pairs: 2, rows: [{ key: "x", pairs: [null, null] }] }, { alpha: 0.05, band: 0 });
      assertEqual({}, none.rows);
      assertEqual([null, null, false, null], [none.shift.geomean, none.shift.interval, none.shift.significant,
        none.shift.detectable]);
      assertEqual([null, null], [none.noise.row.sd, none.noise.row.df]);
      var one = fit(SAMPLES, function (row, k, samples) { return row === "d" ? samples : null; });
      assertEqual(["d"], Object.keys(one.rows));
      assertEqual("slower", one.rows.d.verdict);
      // alone, its test is B as a whole's, and it claims nothing of its own
      assertEqual(null, one.rows.d.claim);
      assertTrue(one.shift.significant);
    },

    // One pair measures nothing between pairs: the defaults measured on real duets stand in.
    testOnePairAgreesWithScipy: function () {
      var fitted = fit(SAMPLES.slice(0, 1));
      agrees(EXPECTED.one, fitted, 1);
      assertEqual({ df0: pairedModel.DEFAULTS.rowDf, lambda: pairedModel.DEFAULTS.lambda }, fitted.terms.prior);
      assertEqual(0, fitted.terms.rows);
    },

    // The prior never weighs more than a row's own pairs: rows whose pairs agree exactly (B
    // every row's A times one factor per pair) scatter as identical rows would, which alone
    // would pool them outright (d0 infinite); K − 1 caps it.
    testThePoolWeighsNoMoreThanTheRowsOwnPairs: function () {
      var agreeing = [1, 1.1, 0.95].map(function (factor, k) {
        var copy = {};
        ROWS.forEach(function (row) {
          copy[row] = [SAMPLES[k][row][0], SAMPLES[k][row][0].map(function (t, i) { return t * factor * (1 + 0.01 * i); })];
        });
        return copy;
      });
      var fitted = fit(agreeing);
      assertEqual("pooled", fitted.terms.kind);
      assertEqual(2, fitted.terms.prior.df0);
      assertEqual(Infinity, variancePrior.fit([{ ratio: 1, df: 3 }, { ratio: 1, df: 3 }, { ratio: 1, df: 3 }]).df0);
    },

    // A whole pair slower in B moves every row alike: the shift takes it, the rows' own parts do
    // not, and the pair's factor says so.
    testAPairShiftedAsAWholeIsTheShiftNotTheRows: function () {
      var slower = SAMPLES.map(function (pair, k) {
        var copy = {};
        ROWS.forEach(function (row) {
          copy[row] = [pair[row][0], pair[row][1].map(function (t) { return k === 2 ? t * 1.2 : t; })];
        });
        return copy;
      });
      var base = fit(SAMPLES);
      var fitted = fit(slower);
      near(base.shift.factors.b[2] * 1.2 / Math.pow(1.2, 1 / 3), fitted.shift.factors.b[2], "pair 3's factor");
      ROWS.forEach(function (row) {
        near(base.rows[row].ratio * Math.pow(1.2, 1 / 3), fitted.rows[row].ratio, row + " ratio");
        near(base.rows[row].own.ratio, fitted.rows[row].own.ratio, row + " own part");
      });
    },

    // Each pair's ratio of a row is the median of its samples' ratios, sample by sample: one
    // sample that a slow moment hit on one side moves it little.
    testAPairsRatioIsTheMedianOfItsSamplesRatios: function () {
      var one = { pairs: 1, rows: [
        { key: "x", pairs: [{ a: [1, 1, 1, 1, 1], b: [1.1, 1.1, 1.1, 1.1, 9] }] },
        { key: "y", pairs: [{ a: [2, 2, 2], b: [2, 2, 2] }] },
        { key: "z", pairs: [{ a: [3, 3, 3], b: [3, 3, 3] }] }] };
      var fitted = pairedModel.fit(one, { alpha: 0.05, band: 0 });
      near(1.1, fitted.rows.x.ratio, "x");
      near(1, fitted.rows.y.ratio, "y");
    },

    // Samples with no spread at all (a clock that gives the same time): the spread's floor keeps
    // the verdict finite, and identical sides are ~.
    testIdenticalSamplesStayFinite: function () {
      var flat = { pairs: 2, rows: ["x", "y", "z"].map(function (key) {
        return { key: key, pairs: [{ a: [1, 1, 1], b: [1, 1, 1] }, { a: [1, 1, 1], b: [1, 1, 1] }] };
      }) };
      var fitted = pairedModel.fit(flat, { alpha: 0.05, band: 0 });
      assertEqual("~", fitted.rows.x.verdict);
      assertEqual(1, fitted.rows.x.ratio);
      assertTrue(isFinite(fitted.rows.x.detectable));
    },

    // Smyth's moments: log ratios that scatter no more than their own degrees of freedom explain
    // pool outright (d0 infinite); ratios that scatter more get a finite weight, and the ratio
    // the prior centres on is the geometric centre corrected for the χ² scatter.
    testTheVariancePriorFromItsMoments: function () {
      assertEqual(null, variancePrior.fit([{ ratio: 1, df: 2 }, { ratio: 2, df: 2 }]));
      var agree = variancePrior.fit([{ ratio: 1, df: 4 }, { ratio: 1.01, df: 4 }, { ratio: 0.99, df: 4 }]);
      assertEqual(Infinity, agree.df0);
      var spread = [{ ratio: 0.05, df: 2 }, { ratio: 1, df: 2 }, { ratio: 8, df: 2 }, { ratio: 0.5, df: 2 }, { ratio: 3, df: 2 }];
      var fitted = variancePrior.fit(spread);
      // by hand: the centred logs' sample variance minus ψ′(1) is the prior's ψ′(d0 / 2)
      var centred = spread.map(function (row) { return Math.log(row.ratio) - distributions.digamma(1) + Math.log(1); });
      var mean = centred.reduce(function (s, v) { return s + v; }, 0) / centred.length;
      var variance = centred.reduce(function (s, v) { return s + (v - mean) * (v - mean); }, 0) / (centred.length - 1);
      near(variance - distributions.trigamma(1), distributions.trigamma(fitted.df0 / 2), "ψ′(d0/2)");
      near(Math.exp(mean + distributions.digamma(fitted.df0 / 2) - Math.log(fitted.df0 / 2)), fitted.lambda, "λ");
      assertEqual({ ratio: (2 * 3 + fitted.df0 * fitted.lambda) / (2 + fitted.df0), df: 2 + fitted.df0 },
        variancePrior.pooled(3, 2, fitted));
      assertEqual({ ratio: 0.7, df: Infinity }, variancePrior.pooled(5, 2, { df0: Infinity, lambda: 0.7 }));
    }
  };
}

jsunity.run(pairedModelSuite);
return jsunity.done();
