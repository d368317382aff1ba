/*
 * The load of one results file worked out (lib/compare/inputs/run-load.js), at its edges: the
 * readings a file may keep that cannot be set against others, a process with one reading or
 * with counters that did not move, the bounds of the span both runs of a pair measured, and the
 * figures of a pair whose sides differ. Staged readings with known answers (tests/test-load.js
 * has the common cases). Runs in arangod and under the stand-in.
 */
var jsunity = require("jsunity");

function runLoadSuite() {
  var runLoad = shootout.require("./lib/compare/inputs/run-load");

  // A reading as the results file keeps it (lib/record/load-record.js).
  function reading(at, busy, all, server, segment, loadAverage, cores) {
    return { at: at, segment: segment, loadAverage: loadAverage,
      machine: { busy: busy, all: all, cores: cores }, server: server };
  }

  // Readings at `times` (seconds) of one process while the machine had `machine` cores busy and
  // the server took `server` of them; 100 ticks a second a core. options: cores (2), segment
  // (0), loadAverage ([1, 1, 1]).
  function track(times, machine, server, options) {
    var cores = options && options.cores || 2;
    var segment = options && options.segment || 0;
    var loadAverage = options && options.loadAverage !== undefined ? options.loadAverage : [1, 1, 1];
    return times.map(function (at) {
      return reading(at, 1000 + 100 * machine * at, 10000 + 100 * cores * at, server * at, segment, loadAverage, cores);
    });
  }

  function load(readings, unreadable) {
    return runLoad.fromResults({ load: { readings: readings, unreadable: unreadable || [] } });
  }

  function near(expected, actual, what) {
    assertTrue(Math.abs(expected - actual) < 1e-9, what + ": " + expected + " expected, got " + actual);
  }

  return {
    // What a results file keeps under `load` is read as it is, whatever it is: a file without a
    // load object has none; a reading missing a figure, or with one no counter can have, is left
    // out (neither read as 0 nor allowed to throw); so are reasons that are not text.
    testWhatIsNotALoadOrAReadingIsLeftOut: function () {
      [null, 5, "busy", true].forEach(function (value) {
        assertEqual(null, runLoad.fromResults({ load: value }));
      });
      var first = reading(0, 1000, 10000, 0, 0, [1, 1, 1], 2);
      var last = reading(10, 2000, 12000, 2, 0, [1, 1, 1], 2);
      var unusable = [null, 7, "reading",
        reading(null, 1500, 11000, 1, 0, null, 2),       // startedAt unparsable: no time
        { at: 5, segment: 0, loadAverage: null, machine: null, server: 1 },
        { at: 5, segment: 0, loadAverage: null, server: 1 },       // no machine field at all
        { at: 5, segment: 0, loadAverage: null, machine: 3, server: 1 },
        reading(5, -1, 11000, 1, 0, null, 2),
        reading(5, 1500, undefined, 1, 0, null, 2),
        reading(5, 1500, 11000, 1, 0, null, undefined),
        reading(5, 1500, 11000, 1, 0, null, 0),
        reading(5, 1500, 11000, -1, 0, null, 2)];
      unusable.forEach(function (bad, i) {
        var found = load([first, bad, last]);
        assertEqual([first, last], found.readings, "unusable reading " + i);
        // two readings are enough: nothing is said to be missing
        assertEqual([], found.unreadable, "unusable reading " + i);
      });
      var unread = runLoad.fromResults({ load: { unreadable: ["/proc/stat: gone", 5, null, { why: "x" }] } });
      assertEqual({ readings: [], unreadable: ["/proc/stat: gone"], duet: false }, unread);
      assertEqual(["fewer than two readings"], load([first]).unreadable);
      assertEqual([], load([first, last, reading(20, 3000, 14000, 4, 0, null, 2)]).unreadable);
    },

    // Only options.order "duet" makes one side of a pair; a file with no options object is none.
    testOnlyADuetIsOneSideOfAPair: function () {
      var readings = track([0, 10], 1, 0.5);
      assertTrue(runLoad.fromResults({ load: { readings: readings }, options: { order: "duet" } }).duet);
      assertFalse(runLoad.fromResults({ load: { readings: readings }, options: { order: "rounds" } }).duet);
      assertFalse(runLoad.fromResults({ load: { readings: readings }, options: null }).duet);
      assertFalse(runLoad.fromResults({ load: { readings: readings }, options: "duet" }).duet);
      assertFalse(runLoad.fromResults({ load: { readings: readings } }).duet);
    },

    // A reading without a segment belongs to the first process (a file from before resumes
    // were told apart): set against the first process's readings that have one.
    testAReadingWithoutASegmentBelongsToTheFirstProcess: function () {
      var readings = track([0, 10], 1.5, 0.25);
      delete readings[0].segment;
      var figures = runLoad.runFigures(load(readings));
      near(10, figures.seconds, "seconds");
      near(1.25, figures.other, "other");
    },

    // A process that could not be measured adds nothing: after a resume, a single reading; two
    // readings at the same time (the clock stepped back or both fell in one millisecond),
    // however far the counters moved; two readings between which no tick was counted.
    testAProcessWithoutAMeasurableStretchAddsNothing: function () {
      var first = track([0, 5, 10], 1.5, 0.25);
      var alone = runLoad.runFigures(load(first));
      near(10, alone.seconds, "seconds");
      near(1.5, alone.machine, "machine");
      near(0.25, alone.server, "server");
      near(1.25, alone.other, "other");
      assertEqual(2, alone.cores);
      var oneReading = [reading(20, 9000, 90000, 0.1, 1, [1, 1, 1], 4)];
      var sameTime = [reading(20, 9000, 90000, 0, 1, [1, 1, 1], 4), reading(20, 9300, 90400, 0.5, 1, [1, 1, 1], 4)];
      var noTicks = [reading(20, 9000, 90000, 0, 1, [1, 1, 1], 4), reading(20.005, 9000, 90000, 0, 1, [1, 1, 1], 4)];
      [oneReading, sameTime, noTicks].forEach(function (later, i) {
        assertEqual(alone, runLoad.runFigures(load(first.concat(later))), "later process " + i);
      });
      assertEqual(null, runLoad.runFigures(load(sameTime)));
      assertEqual(null, runLoad.runFigures(load(noTicks)));
    },

    // The load average is the mean of the readings that have one; none, when none has.
    testTheLoadAverageOfTheReadingsThatHaveOne: function () {
      var readings = track([0, 5, 10], 1, 0.5);
      readings[0].loadAverage = [3, 1, 1];
      readings[1].loadAverage = null;
      near(2, runLoad.runFigures(load(readings)).loadAverage, "load average");
      var without = runLoad.runFigures(load(track([0, 10], 1, 0.5, { loadAverage: null })));
      assertEqual(null, without.loadAverage);
      near(0.5, without.other, "other");
    },

    // The span both runs of a pair measured runs from the later first reading less a second to
    // the earlier last one plus a second, both ends included; the pair's time is the longer
    // side's, its cores the larger count.
    testThePairsSpanAndItsEnds: function () {
      var a = load(track([0, 5, 10, 15, 20], 1.6, 0.3));
      var b = load(track([1, 6, 11, 16, 19], 1.6, 0.2, { cores: 4, loadAverage: [2, 1, 1] }));
      var pair = runLoad.pairFigures(a, b);
      near(20, pair.seconds, "seconds (A's, from 0 to 20 both included)");
      near(1.6, pair.machine, "machine");
      near(0.5, pair.servers, "servers");
      near(1.1, pair.other, "other");
      assertEqual(4, pair.cores);
      near(1.5, pair.loadAverage, "load average");
      assertEqual(pair, runLoad.pairFigures(b, a));
      // A went on 20 s after B ended, beside other work that B never saw: not the pair's
      var longer = track([0, 5, 10], 1.6, 0.3).concat([reading(20, 1000 + 160 * 10 + 200 * 10, 10000 + 200 * 20, 5, 0,
        [1, 1, 1], 2), reading(30, 1000 + 160 * 10 + 200 * 20, 10000 + 200 * 30, 8, 0, [1, 1, 1], 2)]);
      var ended = runLoad.pairFigures(load(longer), load(track([0, 5, 10], 1.6, 0.2)));
      near(10, ended.seconds, "seconds of the shared span");
      near(1.6, ended.machine, "machine over the shared span");
      near(1.1, ended.other, "other over the shared span");
    },

    // A side with fewer than two readings, or none inside the shared span from one process,
    // leaves the pair without figures; two readings a side are enough.
    testAPairNeedsTwoReadingsOfOneProcessOnEachSide: function () {
      var two = load(track([0, 10], 1.6, 0.3));
      var none = load([]);
      assertEqual(null, runLoad.pairFigures(none, two));
      assertEqual(null, runLoad.pairFigures(two, none));
      var pair = runLoad.pairFigures(two, load(track([0, 10], 1.6, 0.2)));
      near(10, pair.seconds, "seconds");
      near(1.1, pair.other, "other");
      var split = load(track([0], 1.6, 0.3).concat(track([10], 1.6, 0.3, { segment: 1 })));
      assertEqual(2, split.readings.length);
      assertEqual(null, runLoad.pairFigures(split, two));
      assertEqual(null, runLoad.pairFigures(two, split));
    },

    // One side without a load average: the pair's is the other side's; neither: none.
    testThePairsLoadAverageFromTheSidesThatHaveOne: function () {
      var without = load(track([0, 10], 1.6, 0.3, { loadAverage: null }));
      var withOne = load(track([0, 10], 1.6, 0.2, { loadAverage: [1.5, 1, 1] }));
      near(1.5, runLoad.pairFigures(without, withOne).loadAverage, "B's");
      near(1.5, runLoad.pairFigures(withOne, without).loadAverage, "A's");
      var neither = runLoad.pairFigures(without, without);
      assertEqual(null, neither.loadAverage);
      near(1, neither.other, "other");
    }
  };
}

jsunity.run(runLoadSuite);
return jsunity.done();
