/*
 * The edges of the load on record that tests/test-load.js leaves open: /proc text at the
 * limits of what proc(5) allows (lib/linux-proc.js), a resumed results file whose `load` is
 * not a record (lib/record/load-record.js), and the comparison's summary where runs cannot be
 * paired, a side has no figure, or a figure lies on a bound (comparisons/load-summary.js).
 * Each test kills mutants `npm run mutate` left alive; the ones no real input can tell apart
 * are listed in tests/mutation-survivors.md. Staged readings with known answers, as in
 * test-load.js. Runs in arangod and under the stand-in.
 */
var jsunity = require("jsunity");

function loadSummarySuite() {
  var linuxProc = shootout.require("./lib/linux-proc");
  var loadRecord = shootout.require("./lib/record/load-record");
  var compareInput = shootout.require("./lib/compare/inputs/compare-input");
  var loadResults = shootout.require("./tests/support/load-results");
  var runGroup = shootout.require("./lib/compare/inputs/run-group");
  var loadSummary = shootout.require("./lib/compare/comparisons/load-summary");
  var loadLines = shootout.require("./lib/compare/reports/load-lines");

  var START = loadResults.START;
  var LATER = "2026-11-28T10:05:00.001Z";
  var TABLE = "test name                     | collection  |    runs |     min (s) |     max (s) |     avg (s)\n" +
    "---------------------------------------------------------------------------------------------------\n" +
    "collect-number                | 10k         |       5 |      0.0760 |      0.1638 |      0.0943\n";
  var NO_PROC = "/proc/stat: No such file or directory";

  // A reading as the results file keeps it: the machine's busy and all ticks (2 cores), the
  // server's CPU seconds (as in test-load.js).
  function reading(at, busy, all, server, loadAverage) {
    return { at: at, segment: 0, loadAverage: loadAverage === undefined ? [1, 1, 1] : loadAverage,
      machine: { busy: busy, all: all, cores: 2 }, server: server };
  }

  // Readings over `seconds` of wall time (100 ticks a second a core) while the machine had
  // `machine` cores busy and the server took `server` of them.
  function steady(from, seconds, machine, server, loadAverage) {
    var ticks = 200 * seconds;
    return [reading(from, 1000, 10000, 0, loadAverage),
      reading(from + seconds / 2, 1000 + ticks * machine / 4, 10000 + ticks / 2, server * seconds / 2, loadAverage),
      reading(from + seconds, 1000 + ticks * machine / 2, 10000 + ticks, server * seconds, loadAverage)];
  }

  // A results file with one row and these readings (null: no load recorded at all; startedAt
  // null: the file says not when it began).
  function file(name, readings, order, unreadable, startedAt) {
    return compareInput.read(name, loadResults.resultsText(name, readings, order, unreadable, startedAt));
  }

  function near(expected, actual, what) {
    assertTrue(Math.abs(expected - actual) < 1e-9, what + ": " + expected + " expected, got " + actual);
  }

  // /proc/stat of a machine with `cores` cores: the whole machine's line is test-load.js's (its
  // figures are what is summed); the cores' lines are only counted.
  function procStat(cores) {
    var text = "cpu  74425 7 9679 71034 492 3 253 2173 0 0\n";
    for (var i = 0; i < cores; i += 1) {
      text += "cpu" + i + " 6000 0 800 5900 40 0 20 180 0 0\n";
    }
    return text + "intr 562096 0 0\nctxt 1\nbtime 1764000000\n";
  }

  var BUSY = 74425 + 7 + 9679 + 3 + 253 + 2173;
  var ALL = BUSY + 71034 + 492;

  return {
    // From the eleventh core on the lines read cpu10, cpu11, ...: every one is a core.
    testProcStatCountsMoreThanTenCores: function () {
      assertEqual({ busy: BUSY, all: ALL, cores: 12 }, linuxProc.machineTicks(procStat(12)));
      assertEqual({ busy: BUSY, all: ALL, cores: 2 }, linuxProc.machineTicks(procStat(2)));
    },

    // Text that is nothing but the cpu lines, without a last newline, is read to its end.
    testProcStatOfCpuLinesAloneIsRead: function () {
      assertEqual({ busy: 10, all: 40, cores: 2 }, linuxProc.machineTicks("cpu 4 1 5 30\ncpu0 2 1 2 15\ncpu1 2 0 3 15"));
    },

    // Not in proc(5)'s form: a line of the whole machine without its idle time, or none of a
    // core. The host says "not in the form proc(5) gives" instead of a figure made of parts.
    testProcStatWithoutIdleOrCoresIsNotRead: function () {
      assertEqual(null, linuxProc.machineTicks("cpu 4 1 5\ncpu0 4 1 5\nintr 0\n"));
      assertEqual(null, linuxProc.machineTicks("cpu 4 1 5 30\nintr 0\n"));
    },

    // An idle machine's load average is 0.00 (gVisor's always is); a field that is no number
    // is not a load average.
    testLoadAverageOfAnIdleMachineAndOfNoNumber: function () {
      assertEqual([0, 0, 0], linuxProc.loadAverage("0.00 0.00 0.00 1/87 412\n"));
      assertEqual([0.52, 0, 0.7], linuxProc.loadAverage("0.52 0.00 0.70 2/345 6789\n"));
      assertEqual(null, linuxProc.loadAverage("0.52 - 0.70 2/345 6789\n"));
    },

    // A server without processStatistics' CPU time: the reading keeps null, not 0 CPU.
    testAReadingWithoutTheServersTimeKeepsNull: function () {
      var results = { startedAt: START };
      loadRecord.note(results, { loadAverage: [1, 2, 3], machine: { busy: 5, all: 10, cores: 2 }, server: null,
        unreadable: ["internal.processStatistics(): no user and system time"] }, Date.parse(START) + 2000);
      assertEqual({ readings: [{ at: 2, segment: 0, loadAverage: [1, 2, 3], machine: { busy: 5, all: 10, cores: 2 },
        server: null }], unreadable: ["internal.processStatistics(): no user and system time"] }, results.load);
    },

    // A resumed file is JSON as it was saved (record/resume.js does not check `load`): a load
    // that is no record (null, a string) gives way to a new one instead of failing the run.
    testAResumedLoadThatIsNoRecordStartsANewOne: function () {
      var now = Date.parse(START);
      [null, "none"].forEach(function (saved) {
        var results = { startedAt: START, load: saved, resumedAt: [LATER] };
        loadRecord.note(results, { loadAverage: null, machine: { busy: 5, all: 10, cores: 2 }, server: 0.5, unreadable: [] },
          now + 301000);
        assertEqual({ readings: [{ at: 301, segment: 1, loadAverage: null, machine: { busy: 5, all: 10, cores: 2 },
          server: 0.5 }], unreadable: [] }, results.load, JSON.stringify(saved));
      });
    },

    // Nothing recorded: the summary says who kept nothing and concludes nothing.
    testASummaryWithoutFiguresConcludesNothing: function () {
      assertEqual({ files: 2, notRecorded: ["a.json", "b.json"], unreadable: [], design: null, units: [], cores: null,
        other: { a: null, b: null }, loadAverage: { a: null, b: null }, quiet: false, busy: false, differentLoad: false },
      loadSummary.summarize(file("a.json", null), file("b.json", null)));
      // the same reason from several files is said once
      assertEqual({ files: 3, notRecorded: [], unreadable: [NO_PROC], design: null, units: [], cores: null,
        other: { a: null, b: null }, loadAverage: { a: null, b: null }, quiet: false, busy: false, differentLoad: false },
      loadSummary.summarize(runGroup.group("a", [file("a1.json", [], "rounds", [NO_PROC], START),
        file("a2.json", [], "rounds", [NO_PROC], LATER)]), file("b.json", [], "rounds", [NO_PROC])));
    },

    // A printed table on either side records no load.
    testATableOnEitherSideHasNoSummary: function () {
      assertEqual(null, loadSummary.summarize(compareInput.read("t.txt", TABLE), file("b.json", steady(0, 10, 1.1, 1))));
      assertEqual(null, loadSummary.summarize(file("a.json", steady(0, 10, 1.1, 1)), compareInput.read("t.txt", TABLE)));
    },

    // One side without figures: its figures stay null, and one side's load is no different load.
    testOneSideWithoutFigures: function () {
      var summary = loadSummary.summarize(file("a.json", steady(0, 10, 1.8, 1)), file("b.json", null));
      assertEqual(["b.json"], summary.notRecorded);
      assertEqual([{ kind: "run", side: "a", names: ["a.json"], other: summary.units[0].other, cores: 2, loadAverage: 1 }],
        summary.units);
      near(0.8, summary.other.a, "A's other work");
      assertEqual(null, summary.other.b);
      assertEqual({ a: 1, b: null }, summary.loadAverage);
      assertEqual("runs", summary.design);
      assertTrue(summary.busy);
      assertFalse(summary.differentLoad);
      // nor when B's file has no duet partner's load to pair with
      var noPartner = loadSummary.summarize(file("a-1.json", steady(0, 10, 1.8, 1), "duet"), file("b-1.json", null, "duet"));
      assertEqual([{ kind: "run", side: "a", names: ["a-1.json"], other: noPartner.units[0].other, cores: 2, loadAverage: 1 }],
        noPartner.units);
      assertEqual(null, noPartner.other.b);
    },

    // A run whose readings carry no load average does not pull the side's median down.
    testRunsWithoutALoadAverageAreLeftOutOfItsMedian: function () {
      var summary = loadSummary.summarize(runGroup.group("a", [file("a1.json", steady(0, 10, 1.1, 1, [2.5, 1, 1]), "rounds", [],
        START), file("a2.json", steady(0, 10, 1.1, 1, null), "rounds", [], LATER)]), file("b.json", steady(0, 10, 1.1, 1, null)));
      assertEqual([2.5, null], summary.units.map(function (unit) { return unit.loadAverage; }).slice(0, 2));
      assertEqual({ a: 2.5, b: null }, summary.loadAverage);
    },

    // Duet runs pair only with a partner started together (a known start, a millisecond apart at
    // most), each once.
    testWhichDuetRunsArePaired: function () {
      var names = function (summary) { return summary.units.map(function (unit) { return unit.kind + " " + unit.names.join("+"); }); };
      // begun at different times: two runs
      var apart = loadSummary.summarize(file("a-1.json", steady(1, 20, 1.8, 0.3), "duet"),
        file("b-1.json", steady(1, 20, 1.8, 0.3), "duet", [], LATER));
      assertEqual(["run a-1.json", "run b-1.json"], names(apart));
      assertEqual("runs", apart.design);
      // files that say not when they began: nothing to pair them by
      var unknown = loadSummary.summarize(file("a-1.json", steady(1, 20, 1.8, 0.3), "duet", [], null),
        file("b-1.json", steady(1, 20, 1.8, 0.3), "duet", [], null));
      assertEqual(["run a-1.json", "run b-1.json"], names(unknown));
      // a pair and a run that took turns: no single design
      var mixed = loadSummary.summarize(runGroup.group("a", [file("a-1.json", steady(1, 20, 1.8, 0.3), "duet"),
        file("a2.json", steady(1, 20, 1.6, 0.3), "rounds", [], LATER)]), file("b-1.json", steady(1, 20, 1.8, 0.3), "duet"));
      assertEqual(["pair a-1.json+b-1.json", "run a2.json"], names(mixed));
      assertEqual(null, mixed.design);
      // both halves of a duet on both sides: they make one pair, not two
      var halves = runGroup.group("a", [file("a-1.json", steady(1, 20, 1.8, 0.3), "duet"),
        file("b-1.json", steady(1, 20, 1.8, 0.3), "duet")]);
      var same = loadSummary.summarize(halves, halves);
      assertEqual(["pair a-1.json+b-1.json"], names(same));
      assertEqual("pairs", same.design);
    },

    // B's file started a millisecond after A's, which the comparison still takes for one process
    // pair (inputs/duets.js): on an idle machine, where the two servers took 0.5 cores each and
    // nothing else ran, the pair's line counts neither server as other work. Taken for two
    // runs, each would count its partner: "other work took 0.5 of 2 cores" and busy.
    testAPairStartedAMillisecondApartIsOnePair: function () {
      var a = file("a-1.json", steady(1, 20, 1, 0.5), "duet");
      var b = file("b-1.json", steady(1, 20, 1, 0.5), "duet", [], "2026-11-28T10:00:00.001Z");
      var summary = loadSummary.summarize(a, b);
      assertEqual(["pair a-1.json+b-1.json"], summary.units.map(function (unit) {
        return unit.kind + " " + unit.names.join("+");
      }));
      near(0, summary.other.a, "the pair's other work");
      assertTrue(summary.quiet);
      assertFalse(summary.busy);
      assertEqual(["load: a quiet machine: other work took 0.00 of 2 cores while the process pair ran (load average 1.0)"],
        loadLines.lines(summary));
      // two milliseconds apart is no pair, here as in the comparison
      var apart = loadSummary.summarize(a, file("b-1.json", steady(1, 20, 1, 0.5), "duet", [], "2026-11-28T10:00:00.002Z"));
      assertEqual(["run", "run"], apart.units.map(function (unit) { return unit.kind; }));
      near(0.5, apart.other.a, "A's other work: its partner");
      // of two started together, the closer: a-1 takes b-2 (begun with it), a-2 the one left
      var later = "2026-11-28T10:00:00.001Z";
      var pairs = loadSummary.summarize(runGroup.group("a", [a, file("a-2.json", steady(1, 20, 1, 0.5), "duet", [], later)]),
        runGroup.group("b", [file("b-1.json", steady(1, 20, 1, 0.5), "duet", [], later),
          file("b-2.json", steady(1, 20, 1, 0.5), "duet")]));
      assertEqual(["a-1.json+b-2.json", "a-2.json+b-1.json"], pairs.units.map(function (unit) { return unit.names.join("+"); }));
    },

    // A pair whose two runs share no span with figures yields no unit, and no error.
    testAPairWithoutFiguresYieldsNoUnit: function () {
      var summary = loadSummary.summarize(file("a-1.json", [], "duet", [NO_PROC]), file("b-1.json", steady(1, 20, 1.8, 0.3),
        "duet"));
      assertEqual([], summary.units);
      assertEqual([], summary.notRecorded);
      assertEqual([NO_PROC], summary.unreadable);
      assertEqual(null, summary.design);
    },

    // On the bounds exactly: 0.2 cores of other work is no longer quiet; 0.5 apart is different.
    testQuietAndDifferentOnTheirBounds: function () {
      var quietBound = loadSummary.summarize(file("a.json", steady(0, 10, 0.45, 0.25)), file("b.json", steady(0, 10, 0.45, 0.25)));
      assertEqual(loadSummary.QUIET, quietBound.other.a);
      assertFalse(quietBound.quiet);
      var differentBound = loadSummary.summarize(file("a.json", steady(0, 10, 1.75, 1)), file("b.json", steady(0, 10, 1.25, 1)));
      assertEqual(loadSummary.DIFFERENT, differentBound.other.a - differentBound.other.b);
      assertTrue(differentBound.differentLoad);
    }
  };
}

jsunity.run(loadSummarySuite);
return jsunity.done();
