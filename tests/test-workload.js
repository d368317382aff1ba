/*
 * Workload cases (lib/run/workload.js): a run of many calls is one sample, the sum of the calls'
 * own times; preparation, verification and clean-up are never timed; the scratch state is
 * cleaned up when a call throws; statistics add up (a peak is the largest); the result digest
 * sees the order of the steps but not the order of rows within one. A host whose clock the
 * test drives shows what is timed. Runs in arangod and under the stand-in.
 */
var jsunity = require("jsunity");

function workloadSuite() {
  var workload = shootout.require("./lib/run/workload");

  // A host whose clock advances only by what the test says each call costs; work outside
  // the calls costs `outside` seconds each time it happens.
  function drivenHost(costs) {
    var clock = { now: 0 };
    var host = {
      printed: [],
      print: function (line) { host.printed.push(line); },
      time: function () { return clock.now; },
      timedCall: function (call) {
        var value = call();
        var seconds = costs.shift();
        clock.now += seconds;
        return { seconds: seconds, value: value };
      },
      timedQuery: function (query, bindVars) {
        var seconds = costs.shift();
        clock.now += seconds;
        return { seconds: seconds, rows: function () { return [query, bindVars.k]; },
          extra: function () { return { stats: { scannedIndex: bindVars.k, peakMemoryUsage: 100 * bindVars.k, note: "x" } }; } };
      }
    };
    return { host: host, clock: clock };
  }

  function callPlan(log, count) {
    return {
      prepare: function () { log.push("prepare"); return { made: true }; },
      steps: function (state) {
        var steps = [];
        for (var i = 0; i < count; i += 1) {
          steps.push({ call: (function (i) { return function () { log.push("call " + i); return i * 10; }; }(i)),
            rows: function (value) { return [value, state.made]; } });
        }
        return steps;
      },
      cleanup: function (host, state) { log.push("cleanup " + state.made); },
      verify: function (host, state, results) { log.push("verify " + results.length); return null; }
    };
  }

  return {
    testASampleIsTheSumOfTheCallsOwnTimes: function () {
      var log = [];
      var driven = drivenHost([0.25, 0.5, 0.125]);
      var run = workload.runOnce(driven.host, callPlan(log, 3), true);
      assertEqual(0.875, run.seconds);
      assertEqual([[0, true], [10, true], [20, true]], run.results);
      assertEqual(["prepare", "call 0", "call 1", "call 2", "verify 3", "cleanup true"], log);
      assertEqual(null, run.mismatch);
    },

    testLaterRunsKeepNoResultsAndAreNotVerified: function () {
      var log = [];
      var run = workload.runOnce(drivenHost([0.5, 0.5]).host, callPlan(log, 2), false);
      assertEqual(1, run.seconds);
      assertEqual(null, run.results);
      assertEqual(["prepare", "call 0", "call 1", "cleanup true"], log);
    },

    testAFailingCallStillCleansUp: function () {
      var log = [];
      var plan = callPlan(log, 1);
      plan.steps = function () {
        return [{ call: function () { throw new Error("document not found"); } }];
      };
      try {
        workload.runOnce(drivenHost([0.5]).host, plan, true);
        fail();
      } catch (e) {
        assertEqual("document not found", e.message);
      }
      assertEqual(["prepare", "cleanup true"], log);
    },

    testAMismatchFromVerifyIsReported: function () {
      var plan = callPlan([], 1);
      plan.verify = function () { return "expected 1 document, found 0"; };
      assertEqual("expected 1 document, found 0", workload.runOnce(drivenHost([0.1]).host, plan, true).mismatch);
    },

    testQueryStepsAddTheirStatisticsAndKeepThePeak: function () {
      var plan = {
        steps: function () {
          return [1, 2, 3].map(function (k) {
            return { query: "Q", bindVars: { k: k }, rows: function (rows) { return rows.concat(["seen"]); } };
          });
        }
      };
      var run = workload.runOnce(drivenHost([0.5, 0.25, 0.25]).host, plan, true);
      assertEqual(1, run.seconds);
      // scannedIndex summed, peakMemoryUsage the largest, a text field left out
      assertEqual({ scannedIndex: 6, peakMemoryUsage: 300 }, run.stats);
      assertEqual([["Q", 1, "seen"], ["Q", 2, "seen"], ["Q", 3, "seen"]], run.results);
    },

    testALongRunSaysHowFarItIsBetweenCalls: function () {
      var driven = drivenHost([20, 20, 20, 5]);
      var run = workload.runOnce(driven.host, callPlan([], 4), false, "neighbors 100k");
      assertEqual(65, run.seconds);
      // 30 s passed before the third call (40 s) but not again before the fourth (60 s, 20 s later)
      assertEqual(["  neighbors 100k: 2 of 4 calls of this run done"], driven.host.printed);
    },

    testRowCountIsTheTotalOverAllSteps: function () {
      assertEqual(5, workload.rowCount([[1, 2], [], [3, 4, 5]]));
      assertEqual(0, workload.rowCount([]));
    },

    testDigestIgnoresRowOrderWithinAStepButNotTheOrderOfSteps: function () {
      var base = workload.digestOf([["a", "b"], ["c"]]);
      assertEqual(base, workload.digestOf([["b", "a"], ["c"]]));
      assertFalse(base === workload.digestOf([["c"], ["a", "b"]]));
      assertFalse(base === workload.digestOf([["a"], ["b", "c"]]));
      // a row returned twice is a different result
      assertFalse(base === workload.digestOf([["a", "b", "b"], ["c"]]));
    }
  };
}

jsunity.run(workloadSuite);
return jsunity.done();
