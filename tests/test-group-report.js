/*
 * What a comparison of groups of runs prints beside and under its rows (what a new user met with
 * versus, 2 runs a side: ±9556 % beside A, and unstable rows naming every run by its full path,
 * a line of 200 characters a row and a block longer than the table): the ± of a group is pooled
 * over its rows or not given, with the reason under the table; unstable rows name runs by their
 * label and sum a group's runs up in a few words, or in one line when most rows moved. Runs in
 * arangod and under the stand-in.
 */
var jsunity = require("jsunity");

function groupReportSuite() {
  var compareInput = shootout.require("./lib/compare/inputs/compare-input");
  var runGroup = shootout.require("./lib/compare/inputs/run-group");
  var compare = shootout.require("./lib/compare/comparisons/compare");
  var compareReport = shootout.require("./lib/compare/reports/compare-report");
  var compareHtml = shootout.require("./lib/compare/reports/compare-html");
  var compareSeries = shootout.require("./lib/compare/comparisons/compare-series");
  var seriesReport = shootout.require("./lib/compare/reports/compare-series-report");

  var FOLDER = "/some/where/versus-2.5.4-vs-2.5.4/results/";

  // A run (its file under FOLDER, labelled like versus's runs): rows { case: times }.
  function run(id, rows, started) {
    return compareInput.read(FOLDER + id + ".json", JSON.stringify({ format: "aql-shootout/1", label: "2.5.4-" + id,
      startedAt: started, endedAt: "2026-11-27T12:00:00.000Z",
      server: { host: "arangod script", version: "2.5.4", engine: "mmfiles", role: "single" },
      results: Object.keys(rows).map(function (name) {
        return { "case": name, documents: 10000, times: rows[name], verified: true, error: null, mismatch: null,
          digest: "d-" + name, resultDigest: "r-" + name };
      }) }));
  }

  // n rows, each run a speed of its own (runs 2 and 3 slower by `spread`), samples steady or not
  function rows(count, speed, steady) {
    var found = {};
    ["collect-number", "collect-string", "subquery", "concat", "merge-number", "keep", "unset", "min-number",
      "max-number", "sort-number", "filter-number", "extract-doc"].slice(0, count).forEach(function (name, j) {
      var base = 0.01 * (j + 1) * speed;
      found[name] = steady ? [base, base * 1.01, base * 0.99, base * 1.02]
        : [base, base * 1.1, base * 0.9, base * 2.6];
    });
    return found;
  }

  function twoRunsASide(count, steady, spreadA) {
    var a = runGroup.group(FOLDER + "a-1.json," + FOLDER + "a-2.json", [
      run("a-1", rows(count, 1, steady), "2026-11-27T10:00:00.000Z"),
      run("a-2", rows(count, spreadA, steady), "2026-11-27T10:30:00.000Z")]);
    var b = runGroup.group(FOLDER + "b-1.json," + FOLDER + "b-2.json", [
      run("b-1", rows(count, 1.05, steady), "2026-11-27T10:10:00.000Z"),
      run("b-2", rows(count, 0.95, steady), "2026-11-27T10:20:00.000Z")]);
    return { a: a, b: b, text: compareReport.render("text", compare.compare(a, b), [a, b]) };
  }

  function tableLines(text) {
    return text.split("\n").filter(function (line) { return /^[a-z-]+ +10k /.test(line); });
  }

  return {
    // Runs 20 % apart, five rows: the rows' spreads pool (their prior), and every ± is a sensible
    // two-digit percentage, not a t interval on one degree of freedom (±1,000 % and more). Here
    // every row's runs lie alike, so the pool's ± is every row's: said once, in the heading.
    testTheSpreadOfTwoRunsIsPooledOverTheRows: function () {
      var side = twoRunsASide(5, true, 1.2);
      var lines = tableLines(side.text);
      assertEqual(5, lines.length);
      var heading = side.text.split("\n")[0].match(/^case +size +A \(s\) ±(\d+)% +B \(s\) ±(\d+)% +B\/A /);
      assertTrue(heading !== null, side.text.split("\n")[0]);
      heading.slice(1).forEach(function (spread) { assertTrue(Number(spread) < 100, heading[0]); });
      lines.forEach(function (line) { assertMatch(/^\S+ +10k +\d\.\d{4} +\d\.\d{4} +\d\.\d{3} /, line); });
    },

    // A ± the pool gives every row alike (the side's rows spread over their runs as identical
    // rows would, so their spreads were pooled outright) is said once, in the side's heading,
    // with a line under the table; a row of fewer runs, whose ± is wider, shows its own; a side
    // whose rows spread unalike keeps a ± on every row. JSON and CSV say which are the pool's.
    testAPooledSpreadIsSaidOnce: function () {
      var names = ["collect-number", "collect-string", "subquery", "concat", "merge-number", "keep"];
      var rowsOf = function (speeds, missing) {
        var found = {};
        names.forEach(function (name, j) {
          if (name !== missing) {
            var base = 0.01 * (j + 1) * speeds(j);
            found[name] = [base, base * 1.01, base * 0.99, base * 1.02];
          }
        });
        return found;
      };
      var same = function (speed) { return function () { return speed; }; };
      var a = runGroup.group("a", [run("a-1", rowsOf(same(1)), "2026-11-27T10:00:00.000Z"),
        run("a-2", rowsOf(same(1.2)), "2026-11-27T10:20:00.000Z"),
        run("a-3", rowsOf(same(0.9), "keep"), "2026-11-27T10:40:00.000Z")]);
      // B's rows spread from 1 % to 30 % over its runs
      var b = runGroup.group("b", [run("b-1", rowsOf(same(1)), "2026-11-27T10:10:00.000Z"),
        run("b-2", rowsOf(function (j) { return 1 + 0.01 * Math.pow(2, j); }), "2026-11-27T10:30:00.000Z"),
        run("b-3", rowsOf(function (j) { return 1 - 0.005 * Math.pow(2, j); }), "2026-11-27T10:50:00.000Z")]);
      var comparison = compare.compare(a, b);
      var spreadOf = function (center) {
        return Math.round(Math.max(center.medianInterval.high / center.value - 1,
          1 - center.medianInterval.low / center.value) * 100);
      };
      var pooledA = spreadOf(comparison.rows[0].a);
      var keep = comparison.rows[names.indexOf("keep")];
      assertTrue(spreadOf(keep.a) > pooledA, "a row of two runs has a wider ±");
      comparison.rows.forEach(function (row) {
        assertEqual([true, false], [row.a.medianInterval.pooled, row.b.medianInterval.pooled], row["case"]);
      });
      var text = compareReport.render("text", comparison, [a, b]).split("\n");
      assertMatch(new RegExp("^case +size +A \\(s\\) ±" + pooledA + "% +B \\(s\\) +B/A "), text[0]);
      comparison.rows.forEach(function (row, i) {
        var line = text[2 + i];
        assertMatch(new RegExp("^" + row["case"] + " +10k +" + row.a.value.toFixed(4) +
          (row === keep ? " ±" + spreadOf(keep.a) + "%" : "") + " +" + row.b.value.toFixed(4) + " ±" + spreadOf(row.b) +
          "% "), line);
      });
      var legend = "A (s) ±" + pooledA + "%: the ± of every row of A that shows none of its own, the same for each: A's " +
        "rows spread over its runs as alike as identical rows would, so their spreads were pooled into one, not measured " +
        "row by row (a 95% interval of the geometric mean of the runs' medians; a row of fewer runs shows its own)";
      assertTrue(text.indexOf(legend) > 0, text.join("\n"));
      assertEqual(1, text.filter(function (line) { return /^[AB] \(s\) ±/.test(line); }).length);
      var markdown = compareReport.render("markdown", comparison, [a, b]).split("\n");
      assertEqual("| case | size | A (s) ±" + pooledA + "% | B (s) | B/A | reduction | speedup | p | detectable | verdict |",
        markdown[0]);
      assertTrue(markdown.indexOf("- " + legend) > 0);
      var page = compareHtml.page(comparison);
      assertTrue(page.indexOf("<th>A (s) ±" + pooledA + "%</th><th>B (s)</th>") > 0);
      assertTrue(page.indexOf("<td>collect-number</td><td>10k</td><td class=\"n\">" + comparison.rows[0].a.value.toFixed(4) +
        "</td><td class=\"n\">" + comparison.rows[0].b.value.toFixed(4) + " ±" + spreadOf(comparison.rows[0].b) + "%</td>") > 0);
      assertTrue(page.indexOf(legend) > 0);
      var csv = compareReport.render("csv", comparison, [a, b]).split("\n");
      assertMatch(/,a_median_ci_pooled,b_median_ci_pooled$/, csv[0]);
      csv.slice(1).forEach(function (line) { assertMatch(/,true,false$/, line); });
      // a series of three says it the same way, per input
      var series = seriesReport.render("text", compareSeries.compareSeries([a, b, a], compare.DEFAULTS, "first")).split("\n");
      var head = series.filter(function (line) { return /^suite /.test(line); })[0];
      assertMatch(new RegExp("^suite +case +size +A \\(s\\) ±" + pooledA + "% +B \\(s\\) +C \\(s\\) ±" + pooledA + "% "), head);
      assertMatch(new RegExp("^shootout +collect-number +10k +" + comparison.rows[0].a.value.toFixed(4) + " +" +
        comparison.rows[0].b.value.toFixed(4) + " ±" + spreadOf(comparison.rows[0].b) + "% +" +
        comparison.rows[0].a.value.toFixed(4) + " "), series[series.indexOf(head) + 2]);
      assertTrue(series.indexOf("C (s) ±" + pooledA + "%" + legend.slice(legend.indexOf(":")).replace(/A's/g, "C's")
        .replace("row of A", "row of C")) > 0, series.join("\n"));
    },

    // Runs twice as far apart as anything pooling can make sensible, with too few rows to pool:
    // no interval, "±?", and the reason under the table.
    testRunsTooFarApartShowNoInterval: function () {
      var side = twoRunsASide(2, true, 2);
      var lines = tableLines(side.text);
      lines.forEach(function (line) { assertMatch(/^\S+ +10k +\d\.\d{4} ±\? /, line); });
      assertMatch(/^±\?: the runs of a side spread so widely that a 95% interval of their center would pass ×2 or ÷2 \(even pooled with the side's other rows\): none is given; the verdict weighs that spread$/m,
        side.text);
      assertTrue(side.text.indexOf("±∞") < 0);
    },

    // Unstable rows of a group: each side in a few words, no path of a run on the line.
    testUnstableRowsOfGroupsAreSummedUp: function () {
      var side = twoRunsASide(4, false, 1.1);
      var block = side.text.split("\n");
      var at = block.indexOf("unstable rows (their samples moved while they were measured; a difference may be noise):");
      assertTrue(at > 0, side.text);
      var lines = block.slice(at + 1, at + 5);
      // 1, 1.1, 0.9, 2.6: cv 57.4 %, the maximum 2.48× the median 1.05, 2.6 beyond Tukey's fence 2.225
      assertEqual("  collect-number 10k: A 2 of 2 runs (cv ≤ 57 %, max 2.5× median, 2 outliers) | B 2 of 2 runs (cv ≤ " +
        "57 %, max 2.5× median, 2 outliers)", lines[0]);
      lines.forEach(function (line) {
        assertTrue(line.length < 140, line);
        assertTrue(line.indexOf(FOLDER) < 0, line);
      });
      // the files are named once, below the table
      assertEqual(1, side.text.split(FOLDER + "a-1.json").length - 1);
    },

    // Most rows unstable: the machine moved, one line says so; JSON keeps each run's warnings,
    // named by the run's label.
    testManyUnstableRowsAreOneLine: function () {
      var side = twoRunsASide(12, false, 1.1);
      var unstable = side.text.split("\n").filter(function (line) { return /unstable/.test(line); });
      assertEqual(["unstable rows: 12 of 12 (their samples moved while they were measured: cv ≤ 57 %, max 2.5× " +
        "median, 48 outliers): the machine moved, not a few rows; a difference may be noise; every row's warnings are " +
        "in --format json and csv"], unstable);
      var json = JSON.parse(compareReport.render("json", compare.compare(side.a, side.b), [side.a, side.b]));
      assertEqual("2.5.4-a-1: coefficient of variation 57.4 % (above 10.0 %)", json.rows[0].unstable.a[0]);
      var runs = json.rows[0].unstableRuns.a;
      assertEqual([2, 2, 2, "0.574", "2.48"], [runs.runs, runs.unstable, runs.outliers, runs.cv.toFixed(3), runs.max.toFixed(2)]);
    },

    // Runs without labels are named by their file, without folder and .json; two alike keep
    // their paths.
    testRunsAreNamedShortly: function () {
      var unlabelled = function (path) {
        return compareInput.read(path, JSON.stringify({ format: "aql-shootout/1", results: [{ "case": "keep",
          documents: 1000, times: [1, 2, 4], verified: true, error: null, mismatch: null, digest: "d" }] }));
      };
      var group = runGroup.group("x", [unlabelled("/a/run-1.json"), unlabelled("/b/run-2.json")]);
      assertEqual(["run-1: coefficient of variation 65.5 % (above 10.0 %)", "run-2: coefficient of variation 65.5 % " +
        "(above 10.0 %)"], group.entries[0].unstable);
      var alike = runGroup.group("y", [unlabelled("/a/run.json"), unlabelled("/b/run.json")]);
      assertEqual("/a/run.json: coefficient of variation 65.5 % (above 10.0 %)", alike.entries[0].unstable[0]);
    }
  };
}

jsunity.run(groupReportSuite);
return jsunity.done();
