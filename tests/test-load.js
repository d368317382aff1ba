/*
 * The load on record: what Linux's /proc says, parsed (lib/linux-proc.js); the readings a run
 * keeps in its results file (lib/record/load-record.js); the cores other work took, worked out
 * from them per run and per process pair (lib/compare/inputs/run-load.js); what a comparison
 * concludes of the two sides (comparisons/load-summary.js) and the line and warnings it prints
 * (reports/load-lines.js), word for word. Staged readings with known answers; the real ones
 * come from tests/node/load-standin.test.js. Runs in arangod and under the stand-in.
 */
var jsunity = require("jsunity");

function loadSuite() {
  var linuxProc = shootout.require("./lib/linux-proc");
  var loadRecord = shootout.require("./lib/record/load-record");
  var runLoad = shootout.require("./lib/compare/inputs/run-load");
  var compareInput = shootout.require("./lib/compare/inputs/compare-input");
  var loadResults = shootout.require("./tests/support/load-results");
  var runGroup = shootout.require("./lib/compare/inputs/run-group");
  var loadSummary = shootout.require("./lib/compare/comparisons/load-summary");
  var loadLines = shootout.require("./lib/compare/reports/load-lines");
  var compareCommand = shootout.require("./lib/compare/command/compare-command");

  var START = loadResults.START;
  var LATER = "2026-11-28T10:05:00.001Z";
  var TABLE = "test name                     | collection  |    runs |     min (s) |     max (s) |     avg (s)\n" +
    "---------------------------------------------------------------------------------------------------\n" +
    "collect-number                | 10k         |       5 |      0.0760 |      0.1638 |      0.0943\n";

  // A reading as the results file keeps it: the machine's busy and all ticks (2 cores), the
  // server's CPU seconds.
  function reading(at, busy, all, server, segment, loadAverage) {
    return { at: at, segment: segment || 0, loadAverage: loadAverage === undefined ? [1, 1, 1] : loadAverage,
      machine: { busy: busy, all: all, cores: 2 }, server: server };
  }

  // Readings over `seconds` of wall time (100 ticks a second a core) while the machine had
  // `machine` cores busy and the server took `server` of them.
  function steady(from, seconds, machine, server, startServer, loadAverage) {
    var ticks = 200 * seconds;
    return [reading(from, 1000, 10000, startServer || 0, 0, loadAverage),
      reading(from + seconds / 2, 1000 + ticks * machine / 4, 10000 + ticks / 2, (startServer || 0) + server * seconds / 2,
        0, loadAverage),
      reading(from + seconds, 1000 + ticks * machine / 2, 10000 + ticks, (startServer || 0) + server * seconds, 0,
        loadAverage)];
  }

  // A results file with one row and these readings (null: no load recorded at all).
  function file(name, readings, order, unreadable, startedAt) {
    return compareInput.read(name, loadResults.resultsText(name, readings, order, unreadable, startedAt));
  }

  function near(expected, actual, what) {
    assertTrue(Math.abs(expected - actual) < 1e-9, what + ": " + expected + " expected, got " + actual);
  }

  return {
    // proc(5): busy is user, nice, system, irq, softirq and steal; idle and iowait are idle;
    // guest time is inside user already. Old kernels end the line early.
    testProcStatIsReadAsBusyAndAllTicksOfEveryCore: function () {
      var text = "cpu  74425 7 9679 71034 492 3 253 2173 50 9\ncpu0 36688 0 4560 36702 77 0 22 1024 0 0\n" +
        "cpu1 37737 0 5118 34332 414 0 231 1148 0 0\nintr 562096 0 0\nctxt 1\n";
      assertEqual({ busy: 74425 + 7 + 9679 + 3 + 253 + 2173, all: 74425 + 7 + 9679 + 3 + 253 + 2173 + 71034 + 492, cores: 2 },
        linuxProc.machineTicks(text));
      assertEqual({ busy: 10, all: 40, cores: 1 }, linuxProc.machineTicks("cpu 4 1 5 30\ncpu0 4 1 5 30\n"));
      assertEqual(null, linuxProc.machineTicks("cpu0 1 2 3 4\n"));
      assertEqual(null, linuxProc.machineTicks("cpu 1 2 3 x\ncpu0 1 2 3 4\n"));
      assertEqual(null, linuxProc.machineTicks(""));
      assertEqual([5.58, 3.86, 2.16], linuxProc.loadAverage("5.58 3.86 2.16 9/240 21968\n"));
      assertEqual(null, linuxProc.loadAverage("5.58 3.86\n"));
    },

    // Each reading is kept with its time since startedAt by the wall clock and its segment; what
    // could not be read is said once.
    testReadingsAreKeptWithTheirTimeAndSegment: function () {
      var results = { startedAt: START };
      var now = Date.parse(START);
      loadRecord.note(results, { loadAverage: [1, 2, 3], machine: { busy: 5, all: 10, cores: 2 }, server: 0.1234567891,
        unreadable: [] }, now + 1500);
      results.resumedAt = ["2026-11-28T10:30:00.000Z"];
      loadRecord.note(results, { loadAverage: null, machine: null, server: 0.5, unreadable: ["/proc/stat: gone"] },
        now + 1801234);
      loadRecord.note(results, { loadAverage: null, machine: null, server: 0.6, unreadable: ["/proc/stat: gone"] },
        now + 1802000);
      assertEqual({ readings: [
        { at: 1.5, segment: 0, loadAverage: [1, 2, 3], machine: { busy: 5, all: 10, cores: 2 }, server: 0.123457 },
        { at: 1801.234, segment: 1, loadAverage: null, machine: null, server: 0.5 },
        { at: 1802, segment: 1, loadAverage: null, machine: null, server: 0.6 }],
      unreadable: ["/proc/stat: gone"] }, results.load);
      var shell = { startedAt: START };
      loadRecord.note(shell, null, now);
      loadRecord.note(shell, null, now + 1000);
      assertEqual({ readings: [], unreadable: ["arangosh: the client cannot read the server's machine"] }, shell.load);
    },

    // Other work: the machine's busy cores less the server's own, first reading to last; a
    // resumed run's segments each from their own first reading, weighted by their time.
    testOtherWorkOfARun: function () {
      var one = runLoad.fromResults({ load: { readings: steady(2, 10, 1.5, 0.25), unreadable: [] } });
      var figures = runLoad.runFigures(one);
      near(10, figures.seconds, "seconds");
      near(1.5, figures.machine, "machine");
      near(0.25, figures.server, "server");
      near(1.25, figures.other, "other");
      assertEqual(2, figures.cores);
      near(1, figures.loadAverage, "load average");
      // a second process after a resume: its CPU counts from 0 again, never set against the first's
      var later = steady(100, 30, 0.5, 0.5, 0).map(function (each) { each.segment = 1; return each; });
      var resumed = runLoad.runFigures(runLoad.fromResults({ load: { readings: steady(2, 10, 1.5, 0.25, 40).concat(later),
        unreadable: [] } }));
      near(40, resumed.seconds, "seconds of both");
      near((1.25 * 10 + 0 * 30) / 40, resumed.other, "other of both");
      // without the server's CPU or the machine's ticks nothing is worked out
      var noServer = steady(0, 10, 1, 0.5).map(function (each) { each.server = null; return each; });
      var none = runLoad.fromResults({ load: { readings: noServer, unreadable: ["internal.processStatistics(): no user and system time"] } });
      assertEqual(0, none.readings.length);
      assertEqual(null, runLoad.runFigures(none));
      assertEqual(null, runLoad.fromResults({}));
      assertEqual(["fewer than two readings"], runLoad.fromResults({ load: { readings: [] } }).unreadable);
    },

    // A process pair: one machine, two servers; what either took is not other work. The span
    // both measured decides, not a dataset built on one side before the other began.
    testOtherWorkOfAPair: function () {
      var a = runLoad.fromResults({ load: { readings: steady(5, 20, 1.6, 0.3), unreadable: [] }, options: { order: "duet" } });
      var early = [reading(0.5, 1000 - 900, 10000 - 1000, 0)].concat(steady(5, 20, 1.6, 0.2, 0.01));
      var b = runLoad.fromResults({ load: { readings: early, unreadable: [] }, options: { order: "duet" } });
      assertTrue(a.duet && b.duet);
      var pair = runLoad.pairFigures(a, b);
      near(20, pair.seconds, "seconds");
      near(1.6, pair.machine, "machine");
      near(0.5, pair.servers, "servers");
      near(1.1, pair.other, "other");
    },

    // The comparison's summary: pairs by their startedAt; runs per side; quiet, busy, different load.
    testWhatTheComparisonConcludes: function () {
      var pairA = file("a-1.json", steady(1, 20, 1.8, 0.3), "duet");
      var pairB = file("b-1.json", steady(1, 20, 1.8, 0.3), "duet");
      var duet = loadSummary.summarize(pairA, pairB);
      assertEqual("pairs", duet.design);
      assertEqual(1, duet.units.length);
      assertEqual(["a-1.json", "b-1.json"], duet.units[0].names);
      near(1.2, duet.other.a, "pair's other work");
      assertEqual(duet.other.a, duet.other.b);
      assertTrue(duet.busy);
      assertFalse(duet.quiet);
      assertFalse(duet.differentLoad);
      // the same file on both sides, or two runs that were no duet, are runs
      assertEqual("runs", loadSummary.summarize(pairA, pairA).design);
      assertEqual("runs", loadSummary.summarize(file("a.json", steady(1, 20, 1.8, 0.3)),
        file("b.json", steady(1, 20, 1.8, 0.3))).design);
      // runs that took turns: A's beside a quiet machine, B's beside other work
      var runs = loadSummary.summarize(runGroup.group("a", [file("a1.json", steady(0, 10, 1.1, 1)),
        file("a2.json", steady(0, 10, 1.15, 1))]), runGroup.group("b", [file("b1.json", steady(0, 10, 1.9, 1)),
        file("b2.json", steady(0, 10, 1.7, 1))]));
      assertEqual("runs", runs.design);
      near(0.125, runs.other.a, "A's median run");
      near(0.8, runs.other.b, "B's median run");
      assertTrue(runs.differentLoad);
      assertTrue(runs.busy);
      assertFalse(runs.quiet);
      var quiet = loadSummary.summarize(file("a.json", steady(0, 10, 1.05, 1)), file("b.json", steady(0, 10, 1.1, 0.95)));
      assertTrue(quiet.quiet);
      assertFalse(quiet.busy);
      assertFalse(quiet.differentLoad);
      // just at the bounds: busy from 0.5 cores, quiet below 0.2, different from 0.5 apart
      var bounds = loadSummary.summarize(file("a.json", steady(0, 10, 1.5, 1)), file("b.json", steady(0, 10, 1.2, 1)));
      assertTrue(bounds.busy);
      assertFalse(bounds.quiet);
      assertFalse(bounds.differentLoad);
      // a printed table records no load
      assertEqual(null, loadSummary.summarize(file("a.json", null), compareInput.read("t.txt", TABLE)));
    },

    // Word for word: the line and the warnings, and the files that keep no record.
    testTheLineAndItsWarnings: function () {
      var lines = function (a, b) { return loadLines.lines(loadSummary.summarize(a, b)); };
      var BUSY = "warning: the machine was busy (other work took 1.2 of 2 cores): a busy machine's B/A is not a " +
        "quiet machine's, whatever the design (measured: 2.5.4 against 2.6.0-alpha2 beside a compiler build said ×0.80 " +
        "of the quiet B/A per row on average, and 10 of 28 rows fell outside the quiet interval; docs/comparing.md, " +
        "\"The load on record\")";
      assertEqual(["load: other work took 1.2 of 2 cores while the process pair ran (load average 1.0)", BUSY],
        lines(file("a-1.json", steady(1, 20, 1.8, 0.3), "duet"), file("b-1.json", steady(1, 20, 1.8, 0.3), "duet")));
      var pairs = lines(runGroup.group("a", [file("a-1.json", steady(1, 20, 1.8, 0.3), "duet"),
        file("a-2.json", steady(1, 20, 1.6, 0.3, 0, [2.5, 1, 1]), "duet", [], LATER)]),
      runGroup.group("b", [file("b-1.json", steady(1, 20, 1.8, 0.3), "duet"),
        file("b-2.json", steady(1, 20, 1.6, 0.3, 0, [2.5, 1, 1]), "duet", [], LATER)]));
      assertEqual("load: other work took 1.1 of 2 cores while the process pairs ran (pairs 1.2, 1.0; load average 1.8)",
        pairs[0]);
      assertEqual(["load: a quiet machine: other work took 0.05 of 2 cores while A ran, 0.1 while B ran (load average 1.0)"],
        lines(file("a.json", steady(0, 10, 1.05, 1)), file("b.json", steady(0, 10, 1.1, 1))));
      assertEqual(["load: other work took 0.2 of 2 cores while A ran, 0.8 while B ran (runs A 0.1–0.2, B 0.7–1.0; " +
        "load average 1.0; not recorded in 1 of 5 results files)",
      "warning: A and B ran under different load (other work took 0.2 of 2 cores while A ran, 0.8 while B ran): load " +
        "changes B/A itself, so part of this B/A may be the load's; let versus run both servers as a duet (every sample " +
        "under the same load on both sides), or take turns only while the load stays put (docs/comparing.md, \"The load " +
        "on record\")",
      "warning: the machine was busy (other work took 0.8 of 2 cores): a busy machine's B/A is not a quiet machine's, " +
        "whatever the design (measured: 2.5.4 against 2.6.0-alpha2 beside a compiler build said ×0.80 of the quiet B/A " +
        "per row on average, and 10 of 28 rows fell outside the quiet interval; docs/comparing.md, \"The load on record\")"],
      lines(runGroup.group("a", [file("a1.json", steady(0, 10, 1.1, 1)), file("a2.json", steady(0, 10, 1.2, 1))]),
        runGroup.group("b", [file("b1.json", steady(0, 10, 1.7, 1)), file("b2.json", steady(0, 10, 2, 1)),
          file("b3.json", null)])));
      assertEqual(["load: other work took 0.5 of 2 cores while A ran and while B ran (load average 1.0)",
        "warning: the machine was busy (other work took 0.5 of 2 cores): a busy machine's B/A is not a quiet machine's, " +
        "whatever the design (measured: 2.5.4 against 2.6.0-alpha2 beside a compiler build said ×0.80 of the quiet B/A " +
        "per row on average, and 10 of 28 rows fell outside the quiet interval; docs/comparing.md, \"The load on record\")"],
      lines(file("a.json", steady(0, 10, 1.5, 1)), file("b.json", steady(0, 10, 1.54, 1))));
      assertEqual(["load: not recorded (both results files were written before the suite kept a record of the machine's " +
        "load)"], lines(file("a.json", null), file("b.json", null)));
      assertEqual(["load: not recorded (/proc/stat: No such file or directory)"],
        lines(file("a.json", [], "rounds", ["/proc/stat: No such file or directory"]), file("b.json", null)));
      assertEqual([], loadLines.lines(null));
    },

    // The compare command prints the line under the comparison (text, markdown) and carries the
    // summary in JSON; printed tables get none.
    testTheCompareCommandSaysIt: function () {
      var texts = {
        "a.json": JSON.stringify({ format: "aql-shootout/1", label: "a", startedAt: START, endedAt: START,
          server: { host: "arangod", version: "2.6.0-alpha2", engine: "mmfiles", role: "single" }, options: {},
          load: { readings: steady(0, 10, 1.05, 1), unreadable: [] },
          results: [{ "case": "collect-number", documents: 10000, times: [0.1, 0.11, 0.1], verified: true }] }),
        "t.txt": TABLE
      };
      var run = function (words) {
        var printed = [];
        compareCommand.runWords({ read: function (name) { return texts[name]; }, print: function (text) { printed.push(text); },
          printError: function () {} }, "compare", words);
        return printed.join("\n");
      };
      assertMatch(/\n\nload: a quiet machine: other work took 0\.05 of 2 cores while A ran and while B ran \(load average 1\.0\)$/,
        run(["a.json", "a.json"]));
      assertMatch(/\n\n- load: a quiet machine: other work took 0\.05 of 2 cores/, run(["a.json", "a.json", "--format", "markdown"]));
      assertEqual(true, JSON.parse(run(["a.json", "a.json", "--format", "json"])).load.quiet);
      assertEqual(-1, run(["a.json", "a.json", "--format", "csv"]).indexOf("load"));
      assertEqual(-1, run(["t.txt", "t.txt"]).indexOf("load:"));
    }
  };
}

jsunity.run(loadSuite);
return jsunity.done();
