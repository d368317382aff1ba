/*
 * A/A calibration (lib/compare/noise.js): two runs of identical code compared as A and B; what is
 * called significant there is called wrongly, and the largest move is the band a comparison
 * needs. Runs in arangod and under the stand-in.
 */
var jsunity = require("jsunity");

function noiseSuite() {
  var compareInput = shootout.require("./lib/compare/inputs/compare-input");
  var noise = shootout.require("./lib/compare/noise");
  var BASE = [0.100, 0.101, 0.102, 0.103, 0.104, 0.105, 0.106, 0.107, 0.108, 0.109];

  function scaled(factor) {
    return BASE.map(function (t) { return t * factor; });
  }

  function side(name, factors) {
    var entries = Object.keys(factors).map(function (caseName) {
      return { "case": caseName, documents: 1000, times: scaled(factors[caseName]), verified: true, error: null,
        mismatch: null, digest: "d-" + caseName };
    });
    return compareInput.read(name, JSON.stringify({ format: "aql-shootout/1", label: name,
      server: { host: "arangod console" }, results: entries }));
  }

  function calibrated() {
    return noise.calibrate(side("a1.json", { "min-number": 1, "max-number": 1, "concat": 1 }),
      side("a2.json", { "min-number": 1.2, "max-number": 1, "concat": 0.97 }));
  }

  function near(expected, actual) {
    assertTrue(Math.abs(expected - actual) < 1e-9, "expected " + expected + ", got " + actual);
  }

  return {
    testEveryRowGetsItsOwnBand: function () {
      var rows = calibrated().rows;
      assertEqual(["min-number", "max-number", "concat"], rows.map(function (row) { return row["case"]; }));
      near(0.2, rows[0].band);
      assertEqual(0, rows[1].band);
      // 0.97 is a move by a factor of 1/0.97, as far as 1.031 the other way
      near(1 / 0.97 - 1, rows[2].band);
      assertEqual([true, false, false], rows.map(function (row) { return row.wrongCall; }),
        "20 % slower with every run apart is a wrong call; 3 % is inside the default 5 % band");
    },

    testOverallFigures: function () {
      var overall = calibrated().overall;
      assertEqual(3, overall.rows);
      assertEqual(1, overall.wrongCalls);
      near(0.15, overall.expectedByChance);
      near(1 / 0.97 - 1, overall.medianBand);
      near(0.2, overall.band);
      // geometric standard deviation of 1.2, 1, 0.97
      near(Math.exp(Math.sqrt(((Math.log(1.2) - Math.log(1.2 * 0.97) / 3) * (Math.log(1.2) - Math.log(1.2 * 0.97) / 3) +
        (Math.log(1.2 * 0.97) / 3) * (Math.log(1.2 * 0.97) / 3) +
        (Math.log(0.97) - Math.log(1.2 * 0.97) / 3) * (Math.log(0.97) - Math.log(1.2 * 0.97) / 3)) / 2)), overall.ratioSpread);
      assertTrue(overall.ratioSpread > 1.121 && overall.ratioSpread < 1.123, String(overall.ratioSpread));
    },

    testBandsForCompare: function () {
      var bands = noise.bands(calibrated());
      near(0.2, bands.byKey["min-number|1000"]);
      assertEqual(0, bands.byKey["max-number|1000"]);
      near(0.2, bands.fallback);
    },

    testReportNamesTheWorstRowFirst: function () {
      var lines = noise.format(calibrated());
      assertEqual("A/A calibration: a1.json against a2.json (the same server twice; every difference is noise)", lines[0]);
      assertMatch(/^min-number +\| 1k +\| 1\.200 +\| 0\.0000 +\| 20\.0 % +\| WRONG CALL$/, lines[4]);
      assertMatch(/^concat +\| 1k +\| 0\.970 +\| /, lines[5]);
      assertMatch(/^max-number +\| 1k +\| 1\.000 +\| 1\.0000 +\| 0\.0 % +\| quiet$/, lines[6]);
      assertEqual("3 rows; 1 called significantly faster or slower at alpha 0.05 and noise band 5.0 % " +
        "(chance alone explains about 0.2)", lines[8]);
      assertEqual("identical code moved by 3.1 % in the median row, 20.0 % at most; spread of B/A ×/÷ 1.122", lines[9]);
      assertEqual("a noise band of 20.0 % would have kept every row quiet; compare --noise-from A1,A2 uses each row's own band",
        lines[10]);
      assertEqual(11, lines.length, "two runs alike: no warning");
    },

    // Two versions, or two ways of measuring, are no A/A pair: the report says so.
    testAPairThatIsNotOneServerMeasuredOneWayIsWarnedAbout: function () {
      var run = function (name, version, warmup) {
        return compareInput.read(name, JSON.stringify({ format: "aql-shootout/1", label: name, options: { warmup: warmup },
          server: { host: "arangod console", version: version, engine: "rocksdb" },
          results: [{ "case": "keep", documents: 1000, times: BASE, verified: true, error: null }] }));
      };
      var calibration = noise.calibrate(run("a1.json", "3.11.0", 1), run("a2.json", "3.12.0", 0));
      assertEqual(["not the same server: version 3.11.0 against 3.12.0; an A/A calibration needs two runs of one server, " +
        "or its bands measure that difference", "the two sides were measured differently: warmup runs A1 1, A2 0."],
      calibration.warnings);
      var lines = noise.format(calibration);
      assertEqual("warning: not the same server: version 3.11.0 against 3.12.0; an A/A calibration needs two runs of " +
        "one server, or its bands measure that difference", lines[lines.length - 2]);
    }
  };
}

jsunity.run(noiseSuite);
return jsunity.done();
