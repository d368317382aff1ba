/*
 * Reading printed tables back (lib/compare/inputs/table-parser.js): what is a header, a line of dashes, a
 * row, a mark, a number, and the one-line error for each malformed row. Mutation testing
 * (npm run mutate) found these untested. Runs in arangod and under the stand-in.
 */
var jsunity = require("jsunity");

function tableParserSuite() {
  var parser = shootout.require("./lib/compare/inputs/table-parser");
  var HEADER_2015 = "test name                     | collection  |    runs |     min (s) |     max (s) |     avg (s)";
  var HEADER_OWN = HEADER_2015 + " |     med (s)";
  var DASHES = "---------------------------------------------------------------------------------------------------";
  var ROW = "collect-number                | 10k         |       5 |      0.0100 |      0.0127 |      0.0112";

  function tables(lines) {
    return parser.parseTables(lines.join("\n"));
  }

  // The message of the ParseError parsing `lines` throws.
  function problem(lines) {
    try {
      tables(lines);
    } catch (e) {
      assertTrue(e instanceof parser.ParseError, String(e));
      assertEqual("ParseError", e.name);
      return e.message;
    }
    fail("no error for " + JSON.stringify(lines));
  }

  function rowWith(cells) {
    return cells.join(" | ");
  }

  return {
    testLayoutsAreNamed: function () {
      assertEqual([{ layout: "2015", rows: [{ "case": "collect-number", documents: 10000, runs: 5, min: 0.01,
        max: 0.0127, avg: 0.0112, median: null, decimals: 4, suite: "shootout", failed: null, notAvailable: false, notTimed: false }] }], tables([HEADER_2015, DASHES, ROW]));
      var own = tables([HEADER_OWN, DASHES + "--------------", ROW + " |      0.0110"]);
      assertEqual("aql-shootout", own[0].layout);
      assertEqual(0.011, own[0].rows[0].median);
    },

    testHeadersSpacedAnyWayAreRead: function () {
      var compact = "test name|collection|runs|min (s)|max (s)|avg (s)";
      var wide = "  test name  |  collection  |  runs  |  min (s)  |  max (s)  |  avg (s)  |  med (s)  ";
      assertEqual(1, tables([compact, DASHES, ROW])[0].rows.length);
      assertEqual(0.011, tables([wide, DASHES, ROW + " | 0.0110"])[0].rows[0].median);
      assertEqual(1, tables(["\t" + HEADER_2015, "   " + DASHES + "   ", ROW])[0].rows.length);
    },

    testLinesThatOnlyLookLikeAHeaderAreNone: function () {
      // other text before or after the header words: not a table at all
      assertEqual([], tables(["arangod> " + HEADER_2015, DASHES, ROW]));
      assertEqual([], tables([HEADER_2015 + " | note", DASHES, ROW]));
      assertEqual([], tables([HEADER_OWN + " x", DASHES, ROW]));
    },

    testDashesMustBeAWholeLine: function () {
      var expected = "line 2: expected a line of dashes under the table header";
      assertEqual(expected, problem([HEADER_2015, "x" + DASHES, ROW]));
      assertEqual(expected, problem([HEADER_2015, DASHES + " x", ROW]));
      assertEqual(expected, problem([HEADER_2015, "-------", ROW]));
      assertEqual(expected, problem([HEADER_2015]));
    },

    testMarks: function () {
      var rows = tables([HEADER_2015, DASHES, ROW + "   <- ERROR", ROW.replace("10k", "1k") + "<-  WRONG RESULT  ",
        ROW.replace("10k", "2k") + " <- NO INDEX", ROW.replace("10k", "3k") + "<-ERROR"])[0].rows;
      assertEqual(["error", "wrong result", null, "error"], rows.map(function (row) { return row.failed; }));
      assertEqual([0.0112, 0.0112, 0.0112, 0.0112], rows.map(function (row) { return row.avg; }));
      // a mark is only a mark at the end of the line
      assertEqual("line 3: avg is not a number: '0.0112   <- ERROR x'", problem([HEADER_2015, DASHES, ROW + "   <- ERROR x"]));
    },

    testNumbers: function () {
      var parsed = tables([HEADER_2015, DASHES, rowWith(["keep", "10k", "12", "2", "12.5", "0.0000"])])[0].rows[0];
      assertEqual(12, parsed.runs);
      assertEqual(2, parsed.min);
      assertEqual(12.5, parsed.max);
      assertEqual(0, parsed.avg);
      assertNull(tables([HEADER_2015, DASHES, rowWith(["keep", "10k", "0", "-", "-", "-"])])[0].rows[0].min);
      assertEqual("line 3: min is not a number: '1.5x'", problem([HEADER_2015, DASHES, rowWith(["keep", "10k", "5", "1.5x", "2", "3"])]));
      assertEqual("line 3: max is not a number: 'x1.5'", problem([HEADER_2015, DASHES, rowWith(["keep", "10k", "5", "1", "x1.5", "3"])]));
      assertEqual("line 3: avg is not a number: '1.'", problem([HEADER_2015, DASHES, rowWith(["keep", "10k", "5", "1", "2", "1."])]));
      assertEqual("line 3: med is not a number: '.5'", problem([HEADER_OWN, DASHES, rowWith(["keep", "10k", "5", "1", "2", "3", ".5"])]));
      assertEqual("line 3: min is negative: -0.5", problem([HEADER_2015, DASHES, rowWith(["keep", "10k", "5", "-0.5", "2", "3"])]));
      assertEqual("line 3: avg is negative: -1", problem([HEADER_2015, DASHES, rowWith(["keep", "10k", "5", "1", "2", "-1"])]));
    },

    testMalformedRowsNameTheirLine: function () {
      assertEqual("line 4: expected 6 columns, found 5: 'keep | 10k | 5 | 1 | 2'",
        problem([HEADER_2015, DASHES, ROW, "keep | 10k | 5 | 1 | 2"]));
      assertEqual("line 3: invalid test name 'collect number'",
        problem([HEADER_2015, DASHES, rowWith(["collect number", "10k", "5", "1", "2", "3"])]));
      assertEqual("line 3: invalid test name '-keep'", problem([HEADER_2015, DASHES, rowWith(["-keep", "10k", "5", "1", "2", "3"])]));
      assertEqual("line 3: invalid test name 'keep!'", problem([HEADER_2015, DASHES, rowWith(["keep!", "10k", "5", "1", "2", "3"])]));
      assertEqual("line 4: invalid test name ''", problem([HEADER_2015, DASHES, ROW, "| 10k | 5 | 1 | 2 | 3"]));
      assertEqual("line 3: invalid collection size '10 k'", problem([HEADER_2015, DASHES, rowWith(["keep", "10 k", "5", "1", "2", "3"])]));
      assertEqual("line 3: runs is not a whole number: '5x'", problem([HEADER_2015, DASHES, rowWith(["keep", "10k", "5x", "1", "2", "3"])]));
      assertEqual("line 3: runs is not a whole number: 'x5'", problem([HEADER_2015, DASHES, rowWith(["keep", "10k", "x5", "1", "2", "3"])]));
      assertEqual("line 3: runs is not a whole number: '5.5'", problem([HEADER_2015, DASHES, rowWith(["keep", "10k", "5.5", "1", "2", "3"])]));
    },

    testTablesSeparatedByOneLine: function () {
      var found = tables([HEADER_2015, DASHES, ROW, "", HEADER_OWN, DASHES, ROW + " | 0.0110", "done"]);
      assertEqual(["2015", "aql-shootout"], found.map(function (table) { return table.layout; }));
      assertEqual(1, found[1].rows.length);
    },

    // decimals, the resolution every value of a row was rounded to, is the fewest decimals of
    // the printed avg and (this suite's layout) median: a time without a point has none, a dash
    // (nothing measured) does not count, and the 2015 layout has only avg.
    testDecimalsAreTheFewestOfAvgAndMedian: function () {
      function decimals(header, cells) {
        return tables([header, DASHES, rowWith(cells)])[0].rows[0].decimals;
      }
      assertEqual(0, decimals(HEADER_2015, ["keep", "10k", "5", "1", "20", "12"]));
      assertEqual(2, decimals(HEADER_2015, ["keep", "10k", "5", "1", "2", "1.50"]));
      assertEqual(3, decimals(HEADER_OWN, ["keep", "10k", "5", "1", "2", "1.5000", "1.400"]));
      assertEqual(2, decimals(HEADER_OWN, ["keep", "10k", "5", "1", "2", "1.50", "1.4000"]));
      assertEqual(4, decimals(HEADER_OWN, ["keep", "10k", "5", "1", "2", "1.5000", "-"]));
      assertEqual(Infinity, decimals(HEADER_OWN, ["keep", "10k", "0", "-", "-", "-", "-"]));
    },

    // The suite column (the eighth) names the row's suite: lower-case letter first, then
    // lower-case letters, digits and dashes, nothing else; a bad name is a one-line error. The
    // header's suite column may be spaced any way, like every other column.
    testSuiteColumn: function () {
      var header = HEADER_OWN + " | suite";
      var row = rowWith(["keep", "10k", "5", "1", "2", "3", "3", "return-value2"]);
      assertEqual("return-value2", tables([header, DASHES, row])[0].rows[0].suite);
      assertEqual("shootout", tables([HEADER_OWN, DASHES, rowWith(["keep", "10k", "5", "1", "2", "3", "3"])])[0].rows[0].suite);
      ["test name|collection|runs|min (s)|max (s)|avg (s)|med (s)|suite", HEADER_OWN + " |suite",
        HEADER_OWN + " |    suite", HEADER_OWN + " | suite   "].forEach(function (spaced) {
        assertEqual([{ layout: "aql-shootout", rows: [{ "case": "keep", documents: 10000, runs: 5, min: 1, max: 2,
          avg: 3, median: 3, decimals: 0, suite: "return-value2", failed: null, notAvailable: false, notTimed: false }] }],
          tables([spaced, DASHES, row]), spaced);
      });
      ["Shootout", "1x", "-x", "x!", "my suite", "x_y"].forEach(function (name) {
        assertEqual("line 4: invalid suite name '" + name + "'",
          problem([header, DASHES, row, rowWith(["keep", "10k", "5", "1", "2", "3", "3", name])]), name);
      });
    },

    // A NOT AVAILABLE row (a case this server version lacks) failed nothing and is marked
    // notAvailable; NO INDEX, NOT TIMED is marked notTimed; neither is the other.
    testNotAvailableAndNotTimedRows: function () {
      var found = tables([HEADER_OWN, DASHES, rowWith(["keep", "10k", "0", "-", "-", "-", "-"]) + " <- NOT AVAILABLE",
        rowWith(["keep", "1k", "0", "-", "-", "-", "-"]) + " <- NO INDEX, NOT TIMED",
        rowWith(["keep", "2k", "5", "1", "2", "3", "3"]) + " <- ERROR"])[0].rows;
      assertEqual([null, null, "error"], found.map(function (one) { return one.failed; }));
      assertEqual([true, false, false], found.map(function (one) { return one.notAvailable; }));
      assertEqual([false, true, false], found.map(function (one) { return one.notTimed; }));
    }
  };
}

jsunity.run(tableParserSuite);
return jsunity.done();
