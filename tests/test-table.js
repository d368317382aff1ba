/*
 * The printed table (lib/report/table.js) against the 2015 layout (the 2015 script's run(),
 * results/2015/PROVENANCE.md). Runs in arangod
 * and under the stand-in.
 */
var jsunity = require("jsunity");

function tableSuite() {
  var table = shootout.require("./lib/report/table");
  var HEADER_2015 = "test name                     | collection  |    runs |     min (s) |     max (s) |     avg (s)";
  var ROW_2015 = "collect-number                | 10k         |       5 |      0.0100 |      0.0127 |      0.0112";

  function row(overrides) {
    var base = { name: "collect-number", label: "10k", runs: 5, min: 0.01, max: 0.0127, avg: 0.0112,
      median: 0.011, problem: null };
    Object.keys(overrides || {}).forEach(function (key) { base[key] = overrides[key]; });
    return base;
  }

  return {
    testHeaderIsThe2015HeaderPlusMedianAndSuite: function () {
      var lines = table.format([]);
      assertEqual(2, lines.length);
      assertEqual(HEADER_2015 + " |     med (s) | suite", lines[0]);
    },

    testDashLineIs2015LengthPlusMedianAndSuiteColumns: function () {
      var dashes = table.format([])[1];
      assertMatch(/^-+$/, dashes);
      assertEqual(99 + 14 + 15, dashes.length);
    },

    testRowMatchesThe2015RowAndAddsMedianAndSuite: function () {
      var lines = table.format([row()]);
      assertEqual(ROW_2015 + " |      0.0110 | shootout", lines[2]);
      assertEqual(table.format([row({ suite: "return-value" })])[2].length, lines[0].length + "return-value".length - 5);
    },

    testRowNamesItsSuiteWithoutTrailingBlanks: function () {
      var line = table.format([row({ name: "distinct-collect", suite: "distinct" })])[2];
      assertEqual("distinct-collect              | 10k         |       5 |      0.0100 |      0.0127 |      0.0112 |" +
        "      0.0110 | distinct", line);
    },

    testFourDecimalsRounded: function () {
      var line = table.format([row({ min: 0.00004, max: 12.34567, avg: 1.23456, median: 0.5 })])[2];
      assertEqual(ROW_2015.slice(0, 53) + " |      0.0000 |     12.3457 |      1.2346 |      0.5000 | shootout",
        line);
    },

    testMissingNumbersShowAsDash: function () {
      var line = table.format([row({ runs: 0, min: null, max: null, avg: null, median: null, problem: "error" })])[2];
      assertEqual("collect-number                | 10k         |       0 |           - |           - |" +
        "           - |           - | shootout   <- ERROR", line);
    },

    testNotAvailableRowIsMarked: function () {
      var line = table.format([row({ name: "distinct-return-distinct", suite: "distinct", runs: 0, min: null, max: null,
        avg: null, median: null, problem: "not available" })])[2];
      assertEqual("distinct-return-distinct      | 10k         |       0 |           - |           - |" +
        "           - |           - | distinct   <- NOT AVAILABLE", line);
    },

    testLongLabelsAndNamesAreNotCut: function () {
      var line = table.format([row({ name: "a-very-long-case-name-beyond-29-chars", label: "100000000" })])[2];
      assertEqual(0, line.indexOf("a-very-long-case-name-beyond-29-chars | 100000000   |"));
    }
  };
}

jsunity.run(tableSuite);
return jsunity.done();
