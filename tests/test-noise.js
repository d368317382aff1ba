/*
 * A/A calibration (lib/compare/noise.js): runs of identical code compared as A and B; what is
 * called faster or slower there is called wrongly, and the runs measure the between-run terms a
 * comparison needs (compare --noise-from). Runs in arangod and under the stand-in.
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
    return noise.calibrate([side("a1.json", { "min-number": 1, "max-number": 1, "concat": 1 }),
      side("a2.json", { "min-number": 1.2, "max-number": 1, "concat": 0.97 })]);
  }

  function near(expected, actual) {
    assertTrue(Math.abs(expected - actual) < 1e-9, "expected " + expected + ", got " + actual);
  }

  return {
    testEveryRowSaysHowFarItMoved: function () {
      var rows = calibrated().rows;
      assertEqual(["min-number", "max-number", "concat"], rows.map(function (row) { return row["case"]; }));
      near(0.2, rows[0].moved);
      assertEqual(0, rows[1].moved);
      // 0.97 is a move by a factor of 1/0.97, as far as 1.031 the other way
      near(1 / 0.97 - 1, rows[2].moved);
      assertEqual([true, false, false], rows.map(function (row) { return row.wrongCall; }),
        "20 % apart from the other rows is a wrong call; 3 % is inside the run-to-run noise");
    },

    testOverallFigures: function () {
      var overall = calibrated().overall;
      assertEqual(3, overall.rows);
      assertEqual(1, overall.wrongCalls);
      near(0.15, overall.expectedByChance);
      near(1 / 0.97 - 1, overall.medianMove);
      near(0.2, overall.largestMove);
      // geometric standard deviation of 1.2, 1, 0.97
      assertTrue(overall.ratioSpread > 1.121 && overall.ratioSpread < 1.123, String(overall.ratioSpread));
    },

    // The between-run terms: the run factors (here: the median row did not move, so 0) and
    // how far rows move beyond their run, less what their within-run noise explains.
    testTermsForCompare: function () {
      var terms = noise.terms(calibrated());
      assertEqual("measured", terms.kind);
      assertEqual({ sd: 0, df: 1 }, terms.wholeRun);
      assertEqual(4, terms.row.df);
      assertEqual("a1.json,a2.json", terms.source);
      // residuals after the run factors: min-number ±log(1.2)/2, concat ±log(0.97)/2, one degree
      // of freedom each; minus the within-run variance of the median (1.43 s² / 10)
      var logs = BASE.map(function (t) { return Math.log(t); });
      var mean = logs.reduce(function (x, y) { return x + y; }, 0) / logs.length;
      var within = logs.reduce(function (x, y) { return x + (y - mean) * (y - mean); }, 0) / (logs.length - 1);
      var medianVariance = 1.379 * within / 10;
      var excess = [Math.log(1.2), 0, Math.log(0.97)].map(function (move) {
        return 2 * (move / 2) * (move / 2) - medianVariance;
      });
      near(Math.sqrt((excess[0] + excess[1] + excess[2]) / 3), terms.row.sd);
    },

    testMoreRunsTakeTurns: function () {
      var three = noise.calibrate([side("a1.json", { "keep": 1 }), side("a2.json", { "keep": 1.1 }),
        side("a3.json", { "keep": 1 })]);
      // odd against even in time order (no start times: the order given)
      assertEqual("a1.json,a3.json", three.a1.name);
      assertEqual("a2.json", three.a2.name);
      assertEqual(3, three.runs);
      assertEqual(2, three.terms.wholeRun.df);
    },

    testReportNamesTheWorstRowFirst: function () {
      var lines = noise.format(calibrated());
      assertEqual("A/A calibration: a1.json against a2.json (the same server twice; every difference is noise)", lines[0]);
      assertMatch(/^min-number +\| 1k +\| 1\.200 +\| 0\.0000 +\| 20\.0 % +\| WRONG CALL$/, lines[4]);
      assertMatch(/^concat +\| 1k +\| 0\.970 +\| /, lines[5]);
      assertMatch(/^max-number +\| 1k +\| 1\.000 +\| 1\.0000 +\| 0\.0 % +\| quiet$/, lines[6]);
      assertEqual("3 rows; 1 called faster or slower at alpha 0.05 and noise band 5.0 % " +
        "(chance alone explains about 0.2)", lines[8]);
      assertEqual("identical code moved by 3.1 % in the median row, 20.0 % at most; spread of B/A ×/÷ 1.122", lines[9]);
      assertMatch(/^between runs: whole runs ×\/÷ 1\.000 \(from 2 runs, 1 degree\(s\) of freedom\), a row beyond its run ×\/÷ 1\.0[0-9]{2}; compare --noise-from a1\.json,a2\.json uses them in place of the defaults$/,
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
      var calibration = noise.calibrate([run("a1.json", "3.11.0", 1), run("a2.json", "3.12.0", 0)]);
      assertEqual(["not the same server: version 3.11.0 against 3.12.0; an A/A calibration needs runs of one server, " +
        "or what it measures is that difference", "the two sides were measured differently: warmup runs A1 1, A2 0."],
      calibration.warnings);
      var lines = noise.format(calibration);
      assertEqual("warning: not the same server: version 3.11.0 against 3.12.0; an A/A calibration needs runs of " +
        "one server, or what it measures is that difference", lines[lines.length - 2]);
    }
  };
}

jsunity.run(noiseSuite);
return jsunity.done();
