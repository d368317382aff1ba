/*
 * The words a comparison prints of the load it was measured under (lib/compare/reports/
 * load-lines.js), word for word, in the cases tests/test-load.js leaves out: a machine of one
 * core, a figure at the edge of two digits, one side without a figure or without a load
 * average, runs that agree, a line with nothing in brackets, files that keep no record, and
 * the appendix in text and markdown. Every summary comes from staged results files through
 * comparisons/load-summary.js, so each is one the compare command can meet. Runs in arangod
 * and under the stand-in.
 */
var jsunity = require("jsunity");

function loadLinesSuite() {
  var compareInput = shootout.require("./lib/compare/inputs/compare-input");
  var loadResults = shootout.require("./tests/support/load-results");
  var runGroup = shootout.require("./lib/compare/inputs/run-group");
  var loadSummary = shootout.require("./lib/compare/comparisons/load-summary");
  var loadLines = shootout.require("./lib/compare/reports/load-lines");

  var DOCS = "docs/comparing.md, \"The load on record\"";
  var NOT_QUIET = "a busy machine's B/A is not a quiet machine's, whatever the design (measured: 2.5.4 against " +
    "2.6.0-alpha2 beside a compiler build said ×0.80 of the quiet B/A per row on average, and 10 of 28 rows fell " +
    "outside the quiet interval; " + DOCS + ")";

  // A reading as the results file keeps it: the machine's busy and all ticks, its cores, the
  // server's CPU seconds.
  function reading(at, busy, all, cores, server, segment, loadAverage) {
    return { at: at, segment: segment, loadAverage: loadAverage, machine: { busy: busy, all: all, cores: cores },
      server: server };
  }

  // Readings over 10 s (100 ticks a second a core) while the machine had `machine` cores busy
  // and the server took `server` of them; loadAverage: the 1-minute figure, or null (unread).
  function steady(machine, server, loadAverage, cores) {
    var count = cores || 2;
    var average = loadAverage === null ? null : [loadAverage === undefined ? 1 : loadAverage, 1, 1];
    return [0, 5, 10].map(function (at) {
      return reading(at, 100 * at * machine, 100 * at * count, count, server * at, 0, average);
    });
  }

  // A results file with one row and these readings (null: no load recorded at all).
  function file(name, readings, unreadable) {
    return compareInput.read(name, loadResults.resultsText(name, readings, "rounds", unreadable));
  }

  function lines(a, b) {
    return loadLines.lines(loadSummary.summarize(a, b));
  }

  return {
    // One core is "1 core"; 0.095 exactly (0.195 cores busy, 0.1 the server's) is shown with one
    // digit, as every figure from 0.095 on: "0.1", not "0.10".
    testOneCoreAndTheEdgeOfTwoDigits: function () {
      var edge = [reading(0, 0, 0, 1, 0, 0, [1, 1, 1]), reading(10, 195, 1000, 1, 1, 0, [1, 1, 1])];
      assertEqual(0.095, loadSummary.summarize(file("a.json", edge), file("b.json", edge)).other.a);
      assertEqual(["load: a quiet machine: other work took 0.1 of 1 core while A ran and while B ran (load average 1.0)"],
        lines(file("a.json", edge), file("b.json", edge)));
      assertEqual(["load: a quiet machine: other work took 0.09 of 1 core while A ran and while B ran (load average 1.0)"],
        lines(file("a.json", steady(0.19, 0.1, 1, 1)), file("b.json", steady(0.19, 0.1, 1, 1))));
    },

    // A side whose files keep no record has no figure: the line speaks of the other side only,
    // and the busy warning takes the side that has one.
    testOneSideWithoutAFigure: function () {
      assertEqual(["load: other work took 0.8 of 2 cores while B ran (load average 1.0; not recorded in 1 of 2 results " +
        "files)", "warning: the machine was busy (other work took 0.8 of 2 cores): " + NOT_QUIET],
      lines(file("a.json", null), file("b.json", steady(1.8, 1))));
      assertEqual(["load: a quiet machine: other work took 0.1 of 2 cores while A ran (load average 2.0; not recorded in " +
        "1 of 2 results files)"], lines(file("a.json", steady(1.1, 1, 2)), file("b.json", null)));
    },

    // The busy warning gives the busier side's figure, whichever side that is.
    testTheBusyWarningTakesTheBusierSide: function () {
      assertEqual(["load: other work took 0.9 of 2 cores while A ran, 0.6 while B ran (load average 1.0)",
        "warning: the machine was busy (other work took 0.9 of 2 cores): " + NOT_QUIET],
      lines(file("a.json", steady(1.9, 1)), file("b.json", steady(1.6, 1))));
      assertEqual(["load: other work took 0.9 of 2 cores while A ran, 0.1 while B ran (load average 1.0)",
        "warning: A and B ran under different load (other work took 0.9 of 2 cores while A ran, 0.1 while B ran): " +
        "load changes B/A itself, so part of this B/A may be the load's; let versus run both servers as a duet (every " +
        "sample under the same load on both sides), or take turns only while the load stays put (" + DOCS + ")",
        "warning: the machine was busy (other work took 0.9 of 2 cores): " + NOT_QUIET],
      lines(file("a.json", steady(1.9, 1)), file("b.json", steady(1.1, 1))));
    },

    // Runs of a side that show the same figure are one figure, not a range "0.1–0.1".
    testRunsThatAgreeAreOneFigure: function () {
      assertEqual(["load: a quiet machine: other work took 0.1 of 2 cores while A ran, 0.05 while B ran (runs A 0.1; " +
        "load average 1.0)"],
      lines(runGroup.group("a", [file("a1.json", steady(1.1, 1)), file("a2.json", steady(1.12, 1))]),
        file("b.json", steady(1.05, 1))));
    },

    // The load average: each side's where they differ, the one that was read where only one
    // was, none where neither was, and then nothing in brackets at all.
    testTheLoadAverageOfEachSide: function () {
      assertEqual(["load: a quiet machine: other work took 0.1 of 2 cores while A ran and while B ran (load average " +
        "A 1.0, B 2.5)"], lines(file("a.json", steady(1.1, 1, 1)), file("b.json", steady(1.1, 1, 2.5))));
      assertEqual(["load: a quiet machine: other work took 0.1 of 2 cores while A ran and while B ran (load average " +
        "2.5)"], lines(file("a.json", steady(1.1, 1, null)), file("b.json", steady(1.1, 1, 2.5))));
      assertEqual(["load: a quiet machine: other work took 0.1 of 2 cores while A ran and while B ran (load average " +
        "1.0)"], lines(file("a.json", steady(1.1, 1, 1)), file("b.json", steady(1.1, 1, null))));
      assertEqual(["load: a quiet machine: other work took 0.05 of 2 cores while A ran, 0.1 while B ran"],
        lines(file("a.json", steady(1.05, 1, null)), file("b.json", steady(1.1, 1, null))));
    },

    // Files that keep no figure: more than two written before the record; readings that never
    // span a stretch of time (a run resumed after its only reading) and nothing said of why.
    testNoFigureAtAll: function () {
      assertEqual(["load: not recorded (the results files were written before the suite kept a record of the " +
        "machine's load)"],
      lines(runGroup.group("a", [file("a1.json", null), file("a2.json", null)]), file("b.json", null)));
      var resumed = [reading(0, 100, 1000, 2, 0, 0, [1, 1, 1]), reading(600, 5000, 90000, 2, 0.2, 1, [1, 1, 1])];
      assertEqual(["load: not recorded (too few readings)"], lines(file("a.json", resumed), file("b.json", null)));
    },

    // warnings(), exported on its own: none for a printed table (null) or a summary with no figure.
    testNoWarningsWithoutAFigure: function () {
      assertEqual([], loadLines.warnings(null));
      assertEqual([], loadLines.warnings(loadSummary.summarize(file("a.json", null), file("b.json", null))));
    },

    // Under the comparison: nothing at all for a printed table (no blank lines), the lines in
    // text, a list in markdown with the warnings in bold; nothing in other formats.
    testTheAppendix: function () {
      ["text", "markdown", "json", "csv"].forEach(function (format) {
        assertEqual("", loadLines.appendix(format, null));
      });
      var busy = loadSummary.summarize(file("a.json", steady(1.9, 1)), file("b.json", steady(1.6, 1)));
      assertEqual("\n\nload: other work took 0.9 of 2 cores while A ran, 0.6 while B ran (load average 1.0)\n" +
        "warning: the machine was busy (other work took 0.9 of 2 cores): " + NOT_QUIET,
      loadLines.appendix("text", busy));
      assertEqual("\n\n- load: other work took 0.9 of 2 cores while A ran, 0.6 while B ran (load average 1.0)\n" +
        "- **warning:** the machine was busy (other work took 0.9 of 2 cores): " + NOT_QUIET,
      loadLines.appendix("markdown", busy));
      assertEqual("", loadLines.appendix("csv", busy));
      // only a line that begins with "warning: " is a warning, whatever the file said of its load
      var said = loadSummary.summarize(file("a.json", [], ["/proc/stat: warning: not read"]), file("b.json", null));
      assertEqual("\n\n- load: not recorded (/proc/stat: warning: not read)", loadLines.appendix("markdown", said));
    }
  };
}

jsunity.run(loadLinesSuite);
return jsunity.done();
