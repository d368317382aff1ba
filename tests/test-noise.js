/*
 * A/A calibration (lib/compare/comparisons/noise.js): runs of identical code compared as A and B; what is
 * called faster or slower there is called wrongly, and the runs measure the between-run terms a
 * comparison needs (compare --noise-from). Runs in arangod and under the stand-in.
 */
var jsunity = require("jsunity");

function noiseSuite() {
  var compareInput = shootout.require("./lib/compare/inputs/compare-input");
  var noise = shootout.require("./lib/compare/comparisons/noise");
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

  // A results file of one run that started at startedAt (an ISO time, or null: not recorded).
  function startedRun(name, startedAt, factors) {
    return compareInput.read(name, JSON.stringify({ format: "aql-shootout/1", label: name, startedAt: startedAt,
      server: { host: "arangod console" }, results: Object.keys(factors).map(function (caseName) {
        return result(caseName, factors[caseName]);
      }) }));
  }

  // Six runs given out of the order they started in: two without a recorded start, two that
  // started in the same minute.
  function sixRuns() {
    return [startedRun("r1.json", "2026-11-24T10:03:00.000Z", { "keep": 1 }),
      startedRun("r2.json", null, { "keep": 1 }),
      startedRun("r3.json", "2026-11-24T10:01:00.000Z", { "keep": 1 }),
      startedRun("r4.json", null, { "keep": 1 }),
      startedRun("r5.json", "2026-11-24T10:02:00.000Z", { "keep": 1 }),
      startedRun("r6.json", "2026-11-24T10:01:00.000Z", { "keep": 1 })];
  }

  // Three runs, the first given without a recorded start.
  function timelessFirst() {
    return [startedRun("r1.json", null, { "keep": 1 }),
      startedRun("r2.json", "2026-11-24T10:02:00.000Z", { "keep": 1 }),
      startedRun("r3.json", "2026-11-24T10:01:00.000Z", { "keep": 1 })];
  }

  // A results file of one run whose results are given as they are.
  function runOf(name, server, results) {
    return compareInput.read(name, JSON.stringify({ format: "aql-shootout/1", label: name, server: server,
      results: results }));
  }

  // One result of a results file: BASE scaled by factor, with fields set as given.
  function result(caseName, factor, fields) {
    var entry = { "case": caseName, documents: 1000, times: scaled(factor), verified: true, error: null,
      digest: "d-" + caseName };
    Object.keys(fields || {}).forEach(function (key) { entry[key] = fields[key]; });
    return entry;
  }

  // text with spaces after it up to width (longer text as it is).
  function padded(text, width) {
    return text.length >= width ? text : padded(text + " ", width);
  }

  // A printed table in the 2015 layout: [case, size, runs, min, max, avg] per row.
  function table(name, rows) {
    return compareInput.read(name, ["test name                     | collection  |    runs |     min (s) |" +
      "     max (s) |     avg (s)",
    "---------------------------------------------------------------------------------------------------"]
      .concat(rows.map(function (row) {
        return padded(row[0], 30) + "| " + padded(row[1], 12) +
          "|       " + row[2] + " |      " + row[3] + " |      " + row[4] + " |      " + row[5];
      })).join("\n") + "\n");
  }

  return {
    // Printed tables have no samples: their rows are compared by ratio (no p, no test, so
    // chance explains no wrong call), they measure no between-run terms, and a table names no
    // server to check. The report is the whole of it, columns cut to their widths.
    testPrintedTablesReportTheirRowsButMeasureNoTerms: function () {
      var longName = "a-query-of-the-user-with-a-long-name";
      var calibration = noise.calibrate([
        table("t1.txt", [["collect-number", "10k", 5, "0.0760", "0.0800", "0.0780"],
          [longName, "10k", 5, "0.1000", "0.1040", "0.1020"],
          ["concat", "10k", 5, "0.0951", "0.1025", "0.0987"]]),
        table("t2.txt", [["collect-number", "10k", 5, "0.0900", "0.0950", "0.0930"],
          [longName, "10k", 5, "0.0800", "0.0840", "0.0816"],
          ["concat", "10k", 5, "0.0950", "0.1030", "0.0990"]])]);
      assertEqual([
        "A/A calibration: t1.txt against t2.txt (the same server twice; every difference is noise)",
        "",
        "case                          | size   | B/A     | p       | moved    | verdict",
        "------------------------------+--------+---------+---------+----------+-----------",
        "a-query-of-the-user-with-a-lon| 10k    | 0.800   | -       | 25.0 %   | WRONG CALL",
        "collect-number                | 10k    | 1.192   | -       | 19.2 %   | WRONG CALL",
        "concat                        | 10k    | 1.003   | -       | 0.3 %    | quiet",
        "",
        "3 rows; 2 called faster or slower at alpha 0.05 and noise band 5.0 % (chance alone explains about 0.0)",
        "identical code moved by 19.2 % in the median row, 25.0 % at most; spread of B/A ×/÷ 1.222",
        "between runs: not measured (printed tables have no samples)"
      ], noise.format(calibration));
      assertEqual(0, calibration.overall.expectedByChance);
      assertEqual([], calibration.warnings);
      assertNull(calibration.terms);
      try {
        noise.terms(calibration);
        fail();
      } catch (e) {
        assertTrue(e instanceof compareInput.InputError, String(e));
        assertEqual("t1.txt, t2.txt: printed tables have no samples; --noise-from needs results files that measured " +
          "the same rows", e.message);
      }
    },

    // Three or more runs take turns in the order they started, not the order given: runs with
    // the same start keep the order given, runs without a recorded start come last, in the
    // order given. The report says how many runs it compared.
    testRunsTakeTurnsInTheOrderTheyStarted: function () {
      var calibration = noise.calibrate(sixRuns());
      // in time: r3, r6 (the same minute, the order given), r5, r1, then r2 and r4
      assertEqual("r3.json,r5.json,r2.json", calibration.a1.name);
      assertEqual("r6.json,r1.json,r4.json", calibration.a2.name);
      assertEqual("A/A calibration: r3.json,r5.json,r2.json against r6.json,r1.json,r4.json (the same server 6 times; " +
        "every difference is noise)", noise.format(calibration)[0]);
    },

    // A run without a recorded start given first stays behind every run that has one.
    testARunWithoutAStartGoesAfterThoseWithOne: function () {
      var calibration = noise.calibrate(timelessFirst());
      assertEqual("r3.json,r1.json", calibration.a1.name);
      assertEqual("r2.json", calibration.a2.name);
    },

    // The order of the runs does not rest on how the engine's sort calls the comparison: node's
    // sort (V8 7.0 and later) passes the later element first, the insertion sort of V8 3.31
    // (arangod 2.5 and 2.6) the earlier one. Under the older sort the turns are the same.
    testRunsTakeTheSameTurnsUnderTheSortOfOlderArangods: function () {
      var turns = function (runs) {
        var calibration = noise.calibrate(runs);
        return [calibration.a1.name, calibration.a2.name];
      };
      var native = Array.prototype.sort;
      // V8 3.31's InsertionSort (src/array.js), which its sort uses for short arrays
      Array.prototype.sort = function (compare) {
        var order = compare || function (x, y) {
          return String(x) < String(y) ? -1 : (String(x) > String(y) ? 1 : 0);
        };
        for (var i = 1; i < this.length; i += 1) {
          var element = this[i];
          var j = i - 1;
          while (j >= 0 && order(this[j], element) > 0) {
            this[j + 1] = this[j];
            j -= 1;
          }
          this[j + 1] = element;
        }
        return this;
      };
      try {
        assertEqual(["r3.json,r5.json,r2.json", "r6.json,r1.json,r4.json"], turns(sixRuns()));
        assertEqual(["r3.json,r1.json", "r2.json"], turns(timelessFirst()));
      } finally {
        Array.prototype.sort = native;
      }
    },

    // Two runs are the first given against the second, whichever started first.
    testTwoRunsAreTheFirstGivenAgainstTheSecond: function () {
      var calibration = noise.calibrate([startedRun("later.json", "2026-11-24T10:02:00.000Z", { "keep": 1 }),
        startedRun("earlier.json", "2026-11-24T10:01:00.000Z", { "keep": 1.1 })]);
      assertEqual("later.json", calibration.a1.name);
      assertEqual("earlier.json", calibration.a2.name);
      near(1.1, calibration.rows[0].ratio);
    },

    // The between-run terms come from the rows every run measured right: a row missing from a
    // run, one with a wrong result, one skipped (even where its file carries samples) and one
    // whose samples were all thrown out (clock steps) count for nothing, there and in the rows.
    testTermsCountOnlyRowsEveryRunMeasured: function () {
      var server = { host: "arangod console" };
      var clean = noise.calibrate([runOf("a1.json", server, [result("keep", 1), result("concat", 1)]),
        runOf("a2.json", server, [result("keep", 1), result("concat", 1.03)])]);
      var withOthers = noise.calibrate([
        runOf("a1.json", server, [result("min-number", 1), result("keep", 1), result("max-number", 1),
          result("sort-number", 1), result("unset", 1), result("concat", 1)]),
        runOf("a2.json", server, [result("keep", 1), result("max-number", 2, { verified: false }),
          result("sort-number", 2, { skipped: { reason: "no-index", message: "not timed" } }),
          result("unset", 1, { times: [0, 0, 0] }), result("concat", 1.03)])]);
      assertEqual(["keep", "concat"], withOthers.rows.map(function (row) { return row["case"]; }));
      assertEqual(2, withOthers.overall.rows);
      assertEqual(noise.terms(clean), noise.terms(withOthers));
    },

    // Each row of the calibration names its case and size.
    testEveryRowNamesItsCaseAndSize: function () {
      var row = calibrated().rows[0];
      assertEqual({ key: "min-number|1000", "case": "min-number", size: "1k", documents: 1000 },
        { key: row.key, "case": row["case"], size: row.size, documents: row.documents });
    },

    // A row B measured faster than A is as wrong a call as one it measured slower.
    testAFasterRowIsAWrongCallToo: function () {
      var calibration = noise.calibrate([side("a1.json", { "min-number": 1, "max-number": 1, "concat": 1 }),
        side("a2.json", { "min-number": 0.8, "max-number": 1, "concat": 1 })]);
      assertEqual([true, false, false], calibration.rows.map(function (row) { return row.wrongCall; }));
      assertEqual(1, calibration.overall.wrongCalls);
    },

    // Formatting the report leaves the calibration's rows in the order of the comparison.
    testTheReportLeavesTheRowsInTheirOrder: function () {
      var calibration = calibrated();
      noise.format(calibration);
      assertEqual(["min-number", "max-number", "concat"], calibration.rows.map(function (row) { return row["case"]; }));
    },

    // One row has no spread of B/A: the figure is left out, of the report too.
    testOneRowHasNoSpread: function () {
      var calibration = noise.calibrate([side("a1.json", { "keep": 1 }), side("a2.json", { "keep": 1.02 })]);
      assertNull(calibration.overall.ratioSpread);
      near(0.02, calibration.overall.medianMove);
      assertEqual("identical code moved by 2.0 % in the median row, 2.0 % at most", noise.format(calibration)[7]);
    },

    // Runs with no case and size in common: no rows, no moves and no terms; the report shows
    // dashes where the figures would be.
    testRunsWithNothingInCommonHaveNoFigures: function () {
      var calibration = noise.calibrate([side("a1.json", { "keep": 1 }), side("a2.json", { "unset": 1 })]);
      assertEqual({ rows: 0, wrongCalls: 0, expectedByChance: 0, medianMove: null, largestMove: null, ratioSpread: null },
        calibration.overall);
      assertNull(calibration.terms);
      assertEqual(["", "0 rows; 0 called faster or slower at alpha 0.05 and noise band 5.0 % (chance alone explains about 0.0)",
        "identical code moved by - in the median row, - at most",
        "between runs: not measured (no row has samples in every run)"], noise.format(calibration).slice(4, 8));
      // results files that share no row are not said to be printed tables
      try {
        noise.terms(calibration);
        fail();
      } catch (e) {
        assertEqual("a1.json, a2.json: no row has samples in every run; --noise-from needs results files that measured " +
          "the same rows", e.message);
      }
    },

    // The report, line by line and column by column, for two runs of one server: the row that
    // moved most first, each column cut to its width, then the overall figures and the terms.
    testTheWholeReportOfTwoRuns: function () {
      assertEqual([
        "A/A calibration: a1.json against a2.json (the same server twice; every difference is noise)",
        "",
        "case                          | size   | B/A     | p       | moved    | verdict",
        "------------------------------+--------+---------+---------+----------+-----------",
        "min-number                    | 1k     | 1.200   | 0.0000  | 20.0 %   | WRONG CALL",
        "concat                        | 1k     | 0.970   | 0.2934  | 3.1 %    | quiet",
        "max-number                    | 1k     | 1.000   | 1.0000  | 0.0 %    | quiet",
        "",
        "3 rows; 1 called faster or slower at alpha 0.05 and noise band 5.0 % (chance alone explains about 0.2)",
        "identical code moved by 3.1 % in the median row, 20.0 % at most; spread of B/A ×/÷ 1.122",
        "between runs: whole runs ×/÷ 1.000 (from 2 runs, 1 degree(s) of freedom), a row beyond its run ×/÷ 1.078; " +
          "compare --noise-from a1.json,a2.json uses them in place of the defaults"
      ], noise.format(calibrated()));
    },

    // Every server field that differs is named: the engine and the role as much as the version.
    testRunsOfAnotherEngineOrRoleAreNotOneServer: function () {
      var calibration = noise.calibrate([
        runOf("a1.json", { host: "arangod console", version: "3.11.0", engine: "rocksdb", role: "SINGLE" },
          [result("keep", 1)]),
        runOf("a2.json", { host: "arangod console", version: "3.11.0", engine: "mmfiles", role: "COORDINATOR" },
          [result("keep", 1)])]);
      assertEqual(["not the same server: engine rocksdb against mmfiles, role SINGLE against COORDINATOR; an A/A " +
        "calibration needs runs of one server, or what it measures is that difference"], calibration.warnings);
    },

    // A field one run does not record (an older results file) is no difference; nor is a
    // printed table, which names no server, beside a results file.
    testWhatARunDoesNotRecordIsNoDifference: function () {
      var calibration = noise.calibrate([
        runOf("a1.json", { host: "arangod console", engine: "rocksdb" }, [result("keep", 1)]),
        runOf("a2.json", { host: "arangod console", version: "3.11.0" }, [result("keep", 1)])]);
      assertEqual([], calibration.warnings);
      var withTable = noise.calibrate([
        runOf("a1.json", { host: "arangod console", version: "3.11.0", engine: "rocksdb", role: "SINGLE" },
          [result("keep", 1)]),
        table("t2.txt", [["keep", "1k", 5, "0.1000", "0.1090", "0.1045"]])]);
      assertEqual([], withTable.warnings.filter(function (warning) { return /same server/.test(warning); }));
      assertEqual(["keep"], withTable.rows.map(function (row) { return row["case"]; }));
      // one printed table is enough to leave the terms unmeasured, and is named as the reason
      assertTrue(noise.format(withTable).indexOf("between runs: not measured (printed tables have no samples)") >= 0);
    },

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
