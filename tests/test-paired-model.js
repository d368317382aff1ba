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
      shift: { geomean: 0.9445355384013268, low: 0.9055638482676843, high: 0.9851844074934468, significant: true, df: 4.0, detectable: 1.0675897877227805, factors: [0.9746623448535593, 1.0162984258742112, 1.0095423896769564] },
      prior: { df0: 2, lambda: 0.3389943867461528, kind: "pooled" },
      noise: { pair: 0.016973759475815416, row: 0.031057108353916903 },
      rows: {
        "a": { ratio: 0.9721616894199436, low: 0.9368899316542784, high: 1.0087613479921456, p: 0.11322478509707468, verdict: "~", claim: null, detectable: 1.073404333232975 },
        "b": { ratio: 1.0303731577175588, low: 0.8726303856027819, high: 1.2166306166516196, p: 0.6306634210174065, verdict: "~", claim: null, detectable: 1.2913360812339942 },
        "c": { ratio: 1.0404084324810174, low: 0.9633242550299399, high: 1.123660803437328, p: 0.23149180720335039, verdict: "~", claim: null, detectable: 1.1275209865435987 },
        "d": { ratio: 1.2974422641670327, low: 1.245509521658218, high: 1.351540393369075, p: 2.1281010738970317e-08, verdict: "slower", claim: "row", detectable: 1.0756844062607394 },
        "e": { ratio: 0.514796862336304, low: 0.48309130470621897, high: 0.5485832737818926, p: 2.4605692257501784e-06, verdict: "faster", claim: "against", detectable: 1.1047991153200014 },
        "f": { ratio: 1.0201146474341696, low: 0.9832196071314288, high: 1.058394163787904, p: 0.24052129353934934, verdict: "~", claim: null, detectable: 1.0733340836563277 }
      }
    },
    three: {
      shift: { geomean: 0.9385177623802641, low: 0.9058208274295917, high: 0.9723949412851434, significant: true, df: 4.0, detectable: 1.0565850885052286, factors: [0.9746623448535593, 1.0162984258742112, 1.0095423896769564] },
      prior: { df0: 2, lambda: 0.3517265716956907, kind: "pooled" },
      noise: { pair: 0.016973759475815416, row: 0.031365025652562856 },
      rows: {
        "a": { ratio: 0.9721616894199436, low: 0.936184219490029, high: 1.0095217700749815, p: 0.11936311041576304, verdict: "~", claim: null, detectable: 1.0738896163166856 },
        "b": { ratio: 0.9916072587294398, low: 0.9188308927019411, high: 1.070147905751664, p: 0.7801431895571833, verdict: "~", claim: null, detectable: 1.1264175420975133 },
        "c": { ratio: 1.0404084324810174, low: 0.9641984008924688, high: 1.1226420883665487, p: 0.22886693858650853, verdict: "~", claim: null, detectable: 1.126154595284283 },
        "d": { ratio: 1.2974422641670327, low: 1.2447889189905506, high: 1.3523227939817923, p: 3.245454188386031e-06, verdict: "slower", claim: "against", detectable: 1.0760711190255667 },
        "e": { ratio: 0.514796862336304, low: 0.48328611445471975, high: 0.5483621431381585, p: 1.9504660697549476e-06, verdict: "faster", claim: "against", detectable: 1.104253101799582 },
        "f": { ratio: 1.0201146474341696, low: 0.9824739532256677, high: 1.0591974377469462, p: 0.24924205620942452, verdict: "~", claim: null, detectable: 1.073822421722596 }
      }
    },
    missing: {
      shift: { geomean: 0.9335962966766224, low: 0.9051361080360918, high: 0.9629513588397792, significant: true, df: 4.0, detectable: 1.0492281747218706, factors: [0.9768948106955525, 1.0101978561092035, 1.0133179944136057] },
      prior: { df0: 1.7482137939129192, lambda: 0.0953085292817165, kind: "pooled" },
      noise: { pair: 0.01554547555989253, row: 0.01668424009235507 },
      rows: {
        "a": { ratio: 0.9721616894199436, low: 0.9446197744342715, high: 1.0005066334143324, p: 0.05317176690128061, verdict: "~", claim: null, detectable: 1.068231274858174 },
        "b": { ratio: 0.9916072587294398, low: 0.9086669567459168, high: 1.082118094275395, p: 0.7963281679734803, verdict: "~", claim: null, detectable: 1.1442241702208766 },
        "c": { ratio: 1.0080999806823183, low: 0.9776666793146626, high: 1.039480625200488, p: 0.5391458875381222, verdict: "~", claim: null, detectable: 1.0689732553559448 },
        "d": { ratio: 1.2974422641670327, low: 1.253668416535913, high: 1.3427445460405394, p: 9.549326713188774e-07, verdict: "slower", claim: "against", detectable: 1.0715684250619169 },
        "e": { ratio: 0.514796862336304, low: 0.4847209599958826, high: 0.5467389103073954, p: 3.968871797982752e-06, verdict: "faster", claim: "against", detectable: 1.0984200115108524 },
        "f": { ratio: 1.0201146474341696, low: 0.9921299501913917, high: 1.048888700224191, p: 0.13456285555903866, verdict: "~", claim: null, detectable: 1.0676422894077162 }
      }
    },
    one: {
      shift: { geomean: 0.9150479995187407, low: 0.801313343338018, high: 1.0449256191532628, significant: false, df: 2.0, detectable: 1.2103267399517081, factors: [1.0] },
      prior: { df0: 3.0, lambda: 1.0, kind: "default" },
      noise: { pair: 0.009522378385287526, row: 0.07186943827307003 },
      rows: {
        "a": { ratio: 0.9417040358744392, low: 0.7509327110569495, high: 1.1809400204900025, p: 0.6135221820511708, verdict: "~", claim: null, detectable: 1.3934334905609032 },
        "b": { ratio: 0.9480932468638108, low: 0.7560275894337938, high: 1.1889523838964065, p: 0.6679067957506896, verdict: "~", claim: null, detectable: 1.3934334905609032 },
        "c": { ratio: 0.9839976793257329, low: 0.784658466843761, high: 1.2339781877498348, p: 0.6679067957506896, verdict: "~", claim: null, detectable: 1.3934334905609032 },
        "d": { ratio: 1.2887450108853413, low: 1.0276697858543344, high: 1.6161453084865487, p: 0.01366146917061196, verdict: "slower", claim: "row", detectable: 1.3934334905609032 },
        "e": { ratio: 0.5234046135713083, low: 0.41737279492898255, high: 0.6563733737229914, p: 0.0006386853810249448, verdict: "faster", claim: "row", detectable: 1.3934334905609032 },
        "f": { ratio: 0.9906018915526392, low: 0.7899247912971132, high: 1.2422601725618898, p: 0.6140924405495651, verdict: "~", claim: null, detectable: 1.3934334905609032 }
      }
    },
    oneRound: {
      shift: { geomean: 0.9348020563546213, low: 0.8625560254977173, high: 1.0130992755636847, significant: false, df: 4.0, detectable: 1.1329810799467475, factors: [1.0142974223779508, 1.00027501257668, 0.9856330509947037] },
      prior: { df0: 2, lambda: 0.09712049570741632, kind: "pooled" },
      noise: { pair: 0.023510749402884508, row: 0.10231304270173965 },
      rows: {
        "a": { ratio: 0.9978699060637439, low: 0.8573258491489766, high: 1.1614537814485468, p: 0.5591417172232606, verdict: "~", claim: null, detectable: 1.270855151770572 },
        "b": { ratio: 1.0374070154158002, low: 0.8226084583662212, high: 1.3082935200683208, p: 0.6725597505440166, verdict: "~", claim: null, detectable: 1.425698612897334 },
        "c": { ratio: 1.055594518759404, low: 0.8644815033793929, high: 1.2889573503643568, p: 0.4952072002413022, verdict: "~", claim: null, detectable: 1.3589938234921133 },
        "d": { ratio: 1.2640496397130436, low: 1.0978293635635736, high: 1.4554370147944653, p: 0.0049563530415652965, verdict: "slower", claim: "row", detectable: 1.2530806075812544 },
        "e": { ratio: 0.5134069298315348, low: 0.42845329819903355, high: 0.6152051500292013, p: 7.948201091081211e-05, verdict: "faster", claim: "row", detectable: 1.3226505201982797 },
        "f": { ratio: 0.9409615264045401, low: 0.8038629358252908, high: 1.101442241847551, p: 0.1784045985848186, verdict: "~", claim: null, detectable: 1.2805074569833839 }
      }
    },
    partial: {
      shift: { geomean: 0.9362291999085038, low: 0.9120507292947118, high: 0.9610486419315005, significant: true, df: 4.0, detectable: 1.0414493595837016, factors: [0.9966426723423082, 1.0032997671567998, 1.0000686436120534] },
      prior: { df0: 1.286584233940975, lambda: 0.10174993767152746, kind: "pooled" },
      noise: { pair: 0.005795739913080649, row: 0.023780851376357253 },
      rows: {
        "a": { ratio: 1.1000000000000003, low: 1.0828283721911889, high: 1.1174439376311038, p: 2.4769607542030847e-05, verdict: "slower", claim: "against", detectable: 1.0594754531531008 },
        "b": { ratio: 0.9916072587294398, low: 0.8862690863921922, high: 1.1094654779934303, p: 0.8178241090322598, verdict: "~", claim: null, detectable: 1.1833139019649215 },
        "c": { ratio: 0.9873124105885843, low: 0.3395145632488607, high: 2.8711162984420593, p: 0.720438037729797, verdict: "~", claim: null, detectable: 3.3176341144609074 },
        "d": { ratio: 1.2974422641670327, low: 1.2769174197685094, high: 1.3182970196710528, p: 2.159236887386867e-07, verdict: "slower", claim: "against", detectable: 1.059602797905979 },
        "e": { ratio: 0.514796862336304, low: 0.48967984347924776, high: 0.5412022018066476, p: 3.4609028607194555e-05, verdict: "faster", claim: "against", detectable: 1.0784958616788907 }
      }
    },
    few: {
      shift: { geomean: 1.0948218820387965, low: 1.051056642535667, high: 1.1404094745067912, significant: true, df: 4.0, detectable: 1.0658839642631894, factors: [0.9749380188965908, 1.018972104701735, 1.0066087436791036] },
      prior: { df0: 1.1522498797049425, lambda: 0.1268404991264554, kind: "pooled" },
      noise: { pair: 0.017114466126435395, row: 0.026271693741798326 },
      rows: {
        "a": { ratio: 0.9721616894199436, low: 0.9216638954741052, high: 1.025426248133197, p: 0.17526816347453955, verdict: "~", claim: null, detectable: 1.0826215017253873 },
        "c": { ratio: 1.0404084324810174, low: 0.9185187200650583, high: 1.1784732120657686, p: 0.357464311058005, verdict: "~", claim: null, detectable: 1.2037541988280938 },
        "d": { ratio: 1.2974422641670327, low: 1.2687991121252558, high: 1.3267320356389842, p: 0.00011237654184257853, verdict: "slower", claim: null, detectable: 1.0615072143393194 }
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
      // the prior's fitted weight (3.0) is above the cap of K − 1 = 2 here, which holds it; every
      // row has 3 pairs
      assertEqual({ a: 3, b: 3 }, fitted.rows.a.runs);
      assertTrue(fitted.terms.fittedDf0 > 2, String(fitted.terms.fittedDf0));
      assertEqual(2, fitted.terms.prior.df0);
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
      // the median row's degrees of freedom: its own 2, and the prior's weight, which is no more
      // than d0 (λ and the row's spread are estimates too)
      assertTrue(fitted.noise.row.df > 2 && fitted.noise.row.df < 2 + fitted.terms.prior.df0, String(fitted.noise.row.df));
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
      // alone, its test is its own B/A against 1, and it claims nothing of its own: no rest to be
      // set against
      assertEqual(null, one.rows.d.claim);
      near(one.rows.d.ratio, one.rows.d.own.ratio, "its own part is its whole B/A");
      assertTrue(one.shift.significant);
      // B as a whole is the row, and the change it states is the one its own test finds (no
      // noise band here, which would floor it)
      near(one.rows.d.interval.low, one.shift.interval.low, "the whole's interval is the row's");
      var unbanded = pairedModel.fit(input(SAMPLES, function (row, k, samples) { return row === "d" ? samples : null; }),
        { alpha: 0.05, band: 0 });
      near(unbanded.rows.d.detectable, unbanded.shift.detectable, "the whole's detectable is the row's");
      var df = unbanded.noise.row.df;
      var se = Math.log(unbanded.rows.d.interval.high / unbanded.rows.d.interval.low) / 2 / distributions.tQuantile(0.975, df);
      near(Math.exp((distributions.tQuantile(0.975, df) + distributions.tQuantile(0.9, df)) * se), unbanded.rows.d.detectable,
        "the detectable of the test that judges the row");
    },

    // Three rows, each judged alone against 1 on its own pair-to-pair noise (a rest of two rows
    // would move with a row that moved).
    testAFewRowsAgreeWithScipy: function () {
      var fitted = fit(SAMPLES, function (row, k, samples) { return ["a", "c", "d"].indexOf(row) >= 0 ? samples : null; });
      agrees(EXPECTED.few, fitted, 3);
      ["a", "c", "d"].forEach(function (row) {
        assertEqual(null, fitted.rows[row].claim);
        assertEqual({ a: 3, b: 3 }, fitted.rows[row].runs);
      });
      assertEqual(4, pairedModel.FEW_ROWS);
      // four rows are judged each alone too (its own B/A is its whole: no rest), five against the rest
      var only = function (rows) {
        return fit(SAMPLES, function (row, k, samples) { return rows.indexOf(row) >= 0 ? samples : null; });
      };
      var four = only(["a", "b", "c", "d"]);
      ["a", "b", "c", "d"].forEach(function (row) { near(four.rows[row].ratio, four.rows[row].own.ratio, row + " alone"); });
      var five = only(["a", "b", "c", "d", "e"]);
      assertTrue(Math.abs(five.rows.a.own.ratio / five.rows.a.ratio - 1) > 0.01, "five rows: a against the rest");
    },

    // One pair measures nothing between pairs: the defaults measured on real duets stand in.
    testOnePairAgreesWithScipy: function () {
      var fitted = fit(SAMPLES.slice(0, 1));
      agrees(EXPECTED.one, fitted, 1);
      assertEqual({ df0: pairedModel.DEFAULTS.rowDf, lambda: pairedModel.DEFAULTS.lambda }, fitted.terms.prior);
      assertEqual(null, fitted.terms.fittedDf0);
      assertEqual(0, fitted.terms.rows);
      // nothing moved from pair to pair that one pair could show
      assertEqual(null, fitted.rows.a.pairSpread);
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

    // The spread within a pair leaves out the residual a median of an odd count always leaves at
    // zero, and is made consistent for the pair's rounds: three ratios 0, 0.1 and 0.3 have
    // residuals 0.1 and 0.2 beside the median's zero, whose median is 0.6896 sd for three normal
    // ratios. It carries 0.33 · 2 + 0.6 degrees of freedom, not the prior's: with one pair of three
    // rounds the row's variance is as unsure as that and the prior's weight together.
    testASpreadFromThreeRoundsIsNotTakenAsKnown: function () {
      var three = function (b) { return { a: [1, 1, 1], b: b }; };
      var rows = [{ key: "x", pairs: [three([1, Math.exp(0.1), Math.exp(0.3)])] },
        { key: "y", pairs: [three([1, 1.01, 1.03])] }, { key: "z", pairs: [three([1, 1.02, 1.06])] }];
      var fitted = pairedModel.fit({ pairs: 1, rows: rows }, { alpha: 0.05, band: 0 });
      near(0.15 / 0.6896, pairedModel.fit({ pairs: 1, rows: rows.slice(0, 1) }, { alpha: 0.05, band: 0 }).terms.within,
        "x's spread");
      assertEqual(0.6896, pairedModel.residualMedian(3));
      assertEqual(0.6038, pairedModel.residualMedian(12));
      near(0.6745 - 0.83 / 20, pairedModel.residualMedian(20), "an even count beyond the table");
      near(0.6745 + 0.08 / 13, pairedModel.residualMedian(13), "an odd count beyond the table");
      // an even count keeps every residual: four ratios 0, 0.1, 0.2, 0.6 around their median 0.15
      // leave 0.15, 0.05, 0.05, 0.45, whose median 0.1 is 0.4863 sd for four normal ratios
      near(0.1 / 0.4863, pairedModel.fit({ pairs: 1, rows: [{ key: "w", pairs: [{ a: [1, 1, 1, 1],
        b: [0, 0.1, 0.2, 0.6].map(Math.exp) }] }] }, { alpha: 0.05, band: 0 }).terms.within, "four ratios' spread");
      near(0.33 * 2 + 0.6, pairedModel.spreadDf(2), "two residuals' degrees of freedom");
      assertEqual(0, pairedModel.spreadDf(0));
      // alone, the prior's weight (3) and its spread's (1.26) give the row 2 / (2/3 + 2/1.26) = 0.89;
      // beside other rows its spread is pooled with theirs and weighs more, never as much as known
      var alone = pairedModel.fit({ pairs: 1, rows: rows.slice(0, 1) }, { alpha: 0.05, band: 0 });
      near(2 / (2 / pairedModel.DEFAULTS.rowDf + 2 / pairedModel.spreadDf(2)), alone.noise.row.df, "the row's df");
      assertTrue(fitted.noise.row.df > alone.noise.row.df && fitted.noise.row.df < pairedModel.DEFAULTS.rowDf,
        String(fitted.noise.row.df));
      assertTrue(fitted.rows.x.detectable > 2, "one pair of three rounds states a wide detectable: " + fitted.rows.x.detectable);
    },

    // A row whose two rounds happened to agree has a spread near zero; pooled with the other
    // rows' spreads, its variance is not near zero, nor its p (real duets cut to one pair of two
    // rounds called identical rows at p < 0.001 from such rows).
    testASpreadOfTwoRoundsIsPooledWithTheOtherRows: function () {
      // rows whose two rounds spread as duets' do around B/A 1, and one at 1.03 whose rounds agree
      var two = function (center, gap) { return { a: [1, 1], b: [center * Math.exp(-gap / 2), center * Math.exp(gap / 2)] }; };
      var rows = [0.1, -0.12, 0.08, -0.11, 0.09, -0.1, 0.13, -0.07].map(function (gap, i) {
        return { key: "r" + i, pairs: [two(1, gap)] };
      }).concat([{ key: "lucky", pairs: [two(1.03, 0.0001)] }]);
      var fitted = pairedModel.fit({ pairs: 1, rows: rows }, { alpha: 0.05, band: 0 });
      var lucky = fitted.rows.lucky;
      // its own test (against the rest) rests on the pool's spread, not on its own near-zero one
      var ownSe = Math.log(lucky.own.interval.high / lucky.own.interval.low);
      var othersSe = Math.log(fitted.rows.r0.own.interval.high / fitted.rows.r0.own.interval.low);
      assertTrue(ownSe > othersSe / 10, ownSe + " against " + othersSe);
      assertTrue(lucky.p > 0.05, String(lucky.p));
      assertEqual("~", lucky.verdict);
    },

    // Three rows, three pairs, the middle one the median of every pair (the other two cross): its
    // shift of each pair comes from the other rows, so it is not its own shift (which would leave
    // it no variance at all and drag the prior to λ ≈ 0, and with it every row's interval to
    // nothing), and each row is set against the other two, whose own noise counts.
    testAFewRowsLeaveNoRowWithoutVariance: function () {
      var around = function (center) {
        return { a: [1, 1, 1, 1, 1], b: [-0.01, 0, 0.01, -0.005, 0.005].map(function (d) { return Math.exp(center + d); }) };
      };
      var rows = [["low", [-0.15, -0.05, -0.1]], ["middle", [0.01, -0.02, 0.01]], ["high", [0.14, 0.04, 0.12]]]
        .map(function (row) { return { key: row[0], pairs: row[1].map(around) }; });
      var fitted = pairedModel.fit({ pairs: 3, rows: rows }, { alpha: 0.05, band: 0 });
      assertTrue(fitted.terms.prior.lambda > 0.01, "λ " + fitted.terms.prior.lambda);
      Object.keys(fitted.rows).forEach(function (key) {
        assertTrue(fitted.rows[key].p > 1e-6, key + ": p " + fitted.rows[key].p);
        assertTrue(fitted.rows[key].interval.high / fitted.rows[key].interval.low > 1.02, key + ": an interval of width");
      });
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
