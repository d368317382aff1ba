/*
 * The order samples are taken in (lib/run/schedule.js) and when a case stops (lib/run/stop-rule.js):
 * rounds shuffled from a seed, the 2015 order, adaptive runs. Runs in arangod and under the
 * stand-in; the end-to-end part works in a database of its own.
 */
var jsunity = require("jsunity");

function scheduleSuite() {
  var schedule = shootout.require("./lib/run/schedule");
  var stopRule = shootout.require("./lib/run/stop-rule");
  var hostAdapter = shootout.require("./lib/host");
  var suite = shootout.require("./lib/suite");
  var DATABASE = "shootout_test_schedule";
  var CONTEXT = { directory: shootout.directory, invocation: "console" };
  var host;
  var printed;

  function auto(targetCi, maxTime) {
    return { runs: "auto", targetCi: targetCi, maxTime: maxTime };
  }

  function same(count, value) {
    var list = [];
    for (var i = 0; i < count; i += 1) {
      list.push(value);
    }
    return list;
  }

  // A host whose timed queries take the given seconds in turn, and which records the order of
  // the cases it runs (by their query text).
  function scriptedHost(seconds) {
    var scripted = hostAdapter.connect({ print: function (text) { printed.push(String(text)); } });
    var timedQuery = scripted.timedQuery;
    scripted.ran = [];
    scripted.timedQuery = function (query, bindVars) {
      var outcome = timedQuery(query, bindVars);
      scripted.ran.push(query);
      if (seconds !== null) {
        outcome.seconds = typeof seconds === "function" ? seconds(query) : seconds;
      }
      return outcome;
    };
    return scripted;
  }

  return {
    setUp: function () {
      printed = [];
      host = hostAdapter.connect({ print: function (text) { printed.push(String(text)); } });
      assertFalse(host.databaseExists(DATABASE), "a database of this test's name already exists; not touching it");
    },

    tearDown: function () {
      if (host.databaseExists(DATABASE)) {
        suite.drop(host, { database: DATABASE });
      }
    },

    testRoundOrderIsAPermutationFixedBySeedAndRound: function () {
      var first = schedule.roundOrder(12345, 1, 10);
      assertEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9], first.slice().sort(function (a, b) { return a - b; }));
      assertEqual(first, schedule.roundOrder(12345, 1, 10), "same seed and round, same order");
      assertFalse(JSON.stringify(first) === JSON.stringify(schedule.roundOrder(12345, 2, 10)), "each round its own order");
      assertFalse(JSON.stringify(first) === JSON.stringify(schedule.roundOrder(54321, 1, 10)), "each seed its own order");
      assertEqual([0], schedule.roundOrder(7, 3, 1));
    },

    testRoundOrdersAreNotBiased: function () {
      // Over 3000 rounds of 3 items, each item leads about a third of the time (a biased
      // shuffle, e.g. swapping with any position, favours some orders).
      var leads = [0, 0, 0];
      var orders = {};
      for (var round = 1; round <= 3000; round += 1) {
        var order = schedule.roundOrder(99, round, 3);
        leads[order[0]] += 1;
        orders[order.join("")] = (orders[order.join("")] || 0) + 1;
      }
      leads.forEach(function (count) { assertTrue(count > 900 && count < 1100, JSON.stringify(leads)); });
      assertEqual(6, Object.keys(orders).length);
      Object.keys(orders).forEach(function (key) {
        assertTrue(orders[key] > 420 && orders[key] < 580, JSON.stringify(orders));
      });
    },

    // The progress lines while a run in rounds prepares its cases count the timed rounds still
    // ahead from what is known of every prepared case: each of its runs as long as its warmups
    // took (median), a GC pause before every run. Cases not prepared yet are not guessed from
    // the others (on 2.5 the slow IN-list lookups come last): they are counted as unknown, and
    // the time is then a lower bound. runs auto cannot be told ahead.
    testPreparationEtaCountsTheRoundsAhead: function () {
      var progress = shootout.require("./lib/run/progress");
      var entry = function (warmups, failed, times) {
        return { warmupTimes: warmups, times: times || [], error: failed ? { message: "x" } : null, skipped: null };
      };
      var settings = { runs: 5, gcPause: 0.2, warmup: 3 };
      // 2 prepared (medians 1 and 3), 1 failed (no runs), 1 not yet prepared: 5 runs of 1 s and
      // 5 of 3 s, a 0.2 s pause each; the fourth case unknown
      assertEqual({ seconds: 5 * (1 + 0.2) + 5 * (3 + 0.2), unknown: 1 },
        progress.roundsAhead([entry([1, 9, 0.5]), entry([3]), entry([], true)], 4, settings));
      // resumed: a case with 4 of its 5 samples taken needs one more run
      assertEqual({ seconds: 1 * (1 + 0.2), unknown: 0 }, progress.roundsAhead([entry([1], false, [1, 1, 1, 1])], 1, settings));
      assertEqual("runs auto: their length is not known ahead",
        progress.roundsAhead([entry([1])], 2, { runs: "auto", gcPause: 0, warmup: 1 }));
      assertEqual("no warmup run timed to estimate them from",
        progress.roundsAhead([entry([])], 2, { runs: 5, gcPause: 0, warmup: 0 }));
      assertEqual({ seconds: 0, unknown: 0 }, progress.roundsAhead([entry([], true)], 1, settings), "nothing left to time");
      var clock = 0;
      var tracker = progress.createTracker([{ documents: 1000 }, { documents: 1000 }], function () { return clock; });
      clock = 10;
      assertEqual("[1/2] a; elapsed 0:10, at least 0:06 left (1 case(s) not warmed up yet, not counted)",
        tracker.finish(1000, 10, "a", progress.roundsAhead([entry([1])], 2, settings)));
      clock = 20;
      // every case known now: the two cases' rounds, 5 × 1.2 s and 5 × 15.2 s
      assertEqual("[2/2] b; elapsed 0:20, about 1:22 left",
        tracker.finish(1000, 10, "b", progress.roundsAhead([entry([1]), entry([15])], 2, settings)));
      var unknownYet = progress.createTracker([{ documents: 1000 }, { documents: 1000 }], function () { return 0; });
      assertEqual("[1/2] c; elapsed 0:00, time left not known yet (2 case(s) not warmed up yet, not counted)",
        unknownYet.finish(1000, 0, "c", progress.roundsAhead([entry([], true)], 3, settings)));
      // case by case: the cases to come as long as the finished ones of their size
      var byCase = progress.createTracker([{ documents: 1000 }, { documents: 1000 }], function () { return clock; });
      clock = 30;
      assertEqual("[1/2] d; elapsed 0:10, about 0:10 left", byCase.finish(1000, 10, "d", 0));
      // resumed at round 3 of 10: rounds 3 and 4 took 20 s here, so the 6 left take about 60 s
      var runReport = shootout.require("./lib/report/run-report");
      assertEqual("round 4 of 10: 4 case(s) timed once each in 10.0 s, about 1:00 left",
        runReport.roundSummary(4, 4, 10, 20, { runs: 10 }, 2));
      var auto = progress.createTracker([{ documents: 1000 }], function () { return 0; });
      assertEqual("[1/1] e; elapsed 0:00, time left not known (runs auto: their length is not known ahead)",
        auto.finish(1000, 0, "e", "runs auto: their length is not known ahead"));
    },

    testNewSeedIsInRange: function () {
      [0, 1.5, 1764000000.123, 9e12].forEach(function (now) {
        var seed = schedule.newSeed(now);
        assertTrue(seed >= 1 && seed <= 2147483646 && seed === Math.floor(seed), String(seed));
      });
    },

    testFixedRunsStopAtTheirCount: function () {
      assertNull(stopRule.check({ runs: 3 }, { times: [1, 1] }, 2, 2));
      assertEqual({ reason: "runs", runs: 3 }, stopRule.check({ runs: 3 }, { times: [1, 1, 1] }, 3, 3));
    },

    testAutoRunsTakeAtLeastFive: function () {
      assertNull(stopRule.check(auto(2, 30), { times: same(4, 1) }, 4, 4));
      // five alike samples have no 95 % interval yet (it needs 6), so a fast case goes on
      assertNull(stopRule.check(auto(2, 30), { times: same(5, 1) }, 5, 5));
      assertEqual({ reason: "target-ci", runs: 6, halfWidth: 0 }, stopRule.check(auto(2, 30), { times: same(6, 1) }, 6, 6));
    },

    testAutoRunsStopOnTheInterval: function () {
      // 10 samples 1.00 … 1.09: the 95 % interval of the median is [x(2), x(9)] = [1.01, 1.08],
      // 4.5 % and 3.5 % from the median 1.045: the wider side decides.
      var times = [1.00, 1.01, 1.02, 1.03, 1.04, 1.05, 1.06, 1.07, 1.08, 1.09];
      var width = stopRule.relativeHalfWidth(times);
      assertTrue(Math.abs(width - 0.035 / 1.045) < 1e-12, String(width));
      assertNull(stopRule.check(auto(3, 30), { times: times }, 10, 10));
      assertEqual("target-ci", stopRule.check(auto(3.5, 30), { times: times }, 10, 10).reason);
    },

    testAutoRunsStopOnTimeAndOnTheMaximum: function () {
      var spread = [1, 2, 3, 4, 5, 6, 7];
      assertNull(stopRule.check(auto(2, 30), { times: spread }, 7, 28));
      assertEqual("max-time", stopRule.check(auto(2, 30), { times: spread }, 7, 30).reason);
      var many = [];
      for (var i = 0; i < 100; i += 1) {
        many.push(1 + (i % 2));
      }
      assertNull(stopRule.check(auto(2, 1e9), { times: many.slice(0, 99) }, 99, 0));
      assertEqual({ reason: "max-runs", runs: 100, halfWidth: 0.5 / 1.5 }, stopRule.check(auto(2, 1e9), { times: many }, 100, 0));
    },

    testRoundsSpreadEveryCaseOverTheRun: function () {
      var scripted = scriptedHost(null);
      var outcome = suite.run(scripted, { cases: ["min-number", "max-number", "concat"], sizes: [1000], runs: 4,
        warmup: 1, gcPause: 0, database: DATABASE, save: false, seed: 4242 }, CONTEXT);
      assertTrue(outcome.ok);
      // warmups of every case first, in plan order, then 4 rounds of 3
      assertEqual(15, scripted.ran.length);
      var queries = outcome.record.results.map(function (entry) {
        return shootout.require("./cases/index").byName(entry["case"]).query;
      });
      assertEqual(queries, scripted.ran.slice(0, 3));
      for (var round = 0; round < 4; round += 1) {
        var inRound = scripted.ran.slice(3 + round * 3, 6 + round * 3);
        assertEqual(queries.slice().sort(), inRound.slice().sort(), "round " + (round + 1) + " times each case once");
        var expected = schedule.roundOrder(4242, round + 1, 3).map(function (position) { return queries[position]; });
        assertEqual(expected, inRound, "round " + (round + 1) + " in the seed's order");
      }
      outcome.record.results.forEach(function (entry) {
        assertEqual(4, entry.times.length);
        assertEqual(4, entry.sampleStarts.length);
        for (var i = 1; i < 4; i += 1) {
          assertTrue(entry.sampleStarts[i] >= entry.sampleStarts[i - 1], JSON.stringify(entry.sampleStarts));
        }
        assertEqual({ reason: "runs", runs: 4 }, entry.stopped);
      });
      assertEqual(4242, outcome.record.options.seed);
      assertEqual("rounds", outcome.record.options.order);
      assertEqual(4, printed.filter(function (line) { return /^round [1-4] of 4: 3 case\(s\) timed once each in /.test(line); }).length);
      assertTrue(printed.some(function (line) { return /order: rounds \(seed 4242\)/.test(line); }));
    },

    testCaseOrderKeepsAllRunsOfACaseTogether: function () {
      var scripted = scriptedHost(null);
      var outcome = suite.run(scripted, { cases: ["min-number", "max-number"], sizes: [1000], runs: 3,
        warmup: 1, gcPause: 0, database: DATABASE, save: false, order: "case" }, CONTEXT);
      assertTrue(outcome.ok);
      var minQuery = shootout.require("./cases/index").byName("min-number").query;
      var maxQuery = shootout.require("./cases/index").byName("max-number").query;
      assertEqual([minQuery, minQuery, minQuery, minQuery, maxQuery, maxQuery, maxQuery, maxQuery], scripted.ran);
      assertEqual([], printed.filter(function (line) { return /^round /.test(line); }));
    },

    testAutoRunsInARun: function () {
      // min-number always takes 0.01 s: it stops at 6 runs on its interval; concat alternates
      // 0.1 and 0.3 s: its interval never narrows, so 2 s of its own runs stop it.
      var minQuery = shootout.require("./cases/index").byName("min-number").query;
      var calls = 0;
      var scripted = scriptedHost(function (query) {
        calls += 1;
        return query === minQuery ? 0.01 : (calls % 2 === 0 ? 0.1 : 0.3);
      });
      var outcome = suite.run(scripted, { cases: ["min-number", "concat"], sizes: [1000], runs: "auto", maxTime: 2,
        seed: 1, warmup: 0, gcPause: 0, database: DATABASE, save: false }, CONTEXT);
      var byCase = {};
      outcome.record.results.forEach(function (entry) { byCase[entry["case"]] = entry; });
      assertEqual({ reason: "target-ci", runs: 6, halfWidth: 0 }, byCase["min-number"].stopped);
      assertEqual(6, byCase["min-number"].times.length);
      assertEqual("max-time", byCase.concat.stopped.reason);
      var spent = 0;
      byCase.concat.times.forEach(function (t) { spent += t; });
      assertTrue(spent >= 2 && spent - byCase.concat.times[byCase.concat.times.length - 1] < 2, JSON.stringify(byCase.concat.times));
      assertTrue(printed.some(function (line) {
        return /runs: auto \(until the median's 95 % interval is within 2 % or 2 s of runs are spent per case; 5 to 100 runs\)/.test(line);
      }));
      // a round of adaptive runs says how many there can be at most, not an "of N" it cannot know
      assertTrue(printed.some(function (line) { return /^round 6 \(runs auto: at most 100\): 2 case\(s\) timed once each in /.test(line); }),
        printed.join("\n"));
    }
  };
}

jsunity.run(scheduleSuite);
return jsunity.done();
