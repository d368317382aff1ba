/*
 * The turn loop of an A/B run (lib/run/turns.js) on a host of its own making: queries that
 * take half a second each on a clock that moves only by them (a turn is one second, exactly),
 * that fail or pause where a test says, and hooks that record what the loop told them. What
 * test-workbench.js runs through the whole workbench, here one rule at a time: which side goes
 * first, when the target is checked and a progress line said, the results saved, a gc pause
 * taken, a failure ended, a resumed size gone on, each size prepared. Nothing reaches a
 * server. Runs in arangod and under the stand-in.
 */
var jsunity = require("jsunity");

function turnLoopSuite() {
  var turns = shootout.require("./lib/run/turns");
  var schedule = shootout.require("./lib/run/schedule");
  var runner = shootout.require("./lib/run/runner");

  var SAMPLE_SECONDS = 0.5;

  function caseOf(name) {
    return { name: name, suite: "workbench", family: "workbench", query: "RETURN '" + name + "'", usesCollection: false,
      bindVars: function () { return {}; },
      expect: function () { return { none: true, check: function () { return null; } }; } };
  }

  var A = caseOf("query-a");
  var B = caseOf("query-b");

  // An entry before anything was measured, as a prepared job has it.
  function freshEntry(testCase, documents) {
    var entry = runner.notRun(testCase, documents, "");
    entry.error = null;
    return entry;
  }

  // An entry of a run that was stopped: these samples taken, each half a second, begun at
  // these starts (seconds since that run began).
  function resumedEntry(testCase, documents, starts) {
    var entry = freshEntry(testCase, documents);
    starts.forEach(function (start) {
      entry.times.push(SAMPLE_SECONDS);
      entry.stats.push({});
      entry.sampleStarts.push(start);
    });
    return entry;
  }

  // A's and B's item of each size; resumed: { documents: { a: starts, b: starts } }.
  function itemsOf(sizes, resumed) {
    var items = [];
    sizes.forEach(function (documents) {
      [A, B].forEach(function (testCase) {
        var starts = resumed && resumed[documents] ? resumed[documents][testCase === A ? "a" : "b"] : null;
        items.push({ testCase: testCase, documents: documents,
          entry: starts === null ? null : resumedEntry(testCase, documents, starts) });
      });
    });
    return items;
  }

  // Measures the items in turns. settings: the run's options beside these defaults, and
  // judged (what the judge hook returns: the spread's detectable or null), failing (the query
  // name and the count of its call that throws), pauseFailsAt (the pause call that throws),
  // checkFails (the item whose dataset check fails). Returns what the host and the hooks saw
  // (at each save, the samples of the entry recorded last: B's, once the turns began).
  function run(items, settings) {
    var chosen = { runs: "auto", target: 1, budget: 1000, seed: 7, gcPause: 0, warmup: 1 };
    Object.keys(settings).forEach(function (key) { chosen[key] = settings[key]; });
    var now = 0;
    var calls = { "query-a": 0, "query-b": 0, pause: 0 };
    var seen = { ran: [], checks: [], lines: [], saves: [], cases: [], done: [], records: [] };
    var host = {
      timedQuery: function (query) {
        var name = query === A.query ? "query-a" : "query-b";
        calls[name] += 1;
        seen.ran.push(name);
        if (settings.failing && settings.failing.name === name && settings.failing.call === calls[name]) {
          throw new Error(name + " failed");
        }
        now += SAMPLE_SECONDS;
        return { seconds: SAMPLE_SECONDS, extra: function () { return {}; }, rows: function () { return []; } };
      },
      residentMemory: function () { return null; },
      pause: function (seconds) {
        calls.pause += 1;
        seen.ran.push("pause");
        if (calls.pause === settings.pauseFailsAt) {
          throw new Error("no gc here");
        }
        now += seconds;
      }
    };
    var since = function () { return now; };
    var hooks = {
      since: since,
      check: function (testCase, documents) {
        return settings.checkFails && settings.checkFails.testCase === testCase && settings.checkFails.documents === documents
          ? { problems: [], failure: "the dataset changed and could not be rebuilt" } : { problems: [], failure: null };
      },
      job: function (item) {
        return runner.resumeJob(item.entry || freshEntry(item.testCase, item.documents), item.testCase);
      },
      record: function (entry) { seen.records.push(entry); },
      saved: function () { seen.saves.push(seen.records.length === 0 ? 0 : seen.records[seen.records.length - 1].times.length); },
      caseDone: function (done, total, seconds, entry) { seen.cases.push([done, total, seconds, entry["case"], entry.documents]); },
      judge: function (entryA) {
        seen.checks.push({ turns: entryA.times.length, at: since() });
        return settings.judged === undefined ? 1.5 : settings.judged;
      },
      turnsProgress: function (jobs, state) { seen.lines.push({ turns: state.turns, at: since(), detectable: state.detectable }); },
      turnsDone: function (jobs, stopped, seconds) {
        seen.done.push({ documents: jobs[0].entry.documents, stopped: stopped, seconds: seconds,
          a: jobs[0].entry.times.length, b: jobs[1].entry.times.length });
      }
    };
    turns.measure(host, items, chosen, hooks);
    seen.entries = items.map(function (item) {
      return seen.records.filter(function (entry) {
        return entry["case"] === item.testCase.name && entry.documents === item.documents;
      })[0];
    });
    return seen;
  }

  return {
    // The first side of a block of two turns is the first of the order schedule.js draws for
    // a round of two from the seed (A is the first query, 0), the second turn the other way.
    testTheFirstSideOfABlockIsTheSeedsDrawForARoundOfTwo: function () {
      [1, 7, 11].forEach(function (seed) {
        for (var turn = 1; turn <= 40; turn += 1) {
          var drawn = schedule.roundOrder(seed, Math.ceil(turn / 2), 2)[0] === 0 ? "a" : "b";
          var expected = turn % 2 === 1 ? drawn : { a: "b", b: "a" }[drawn];
          assertEqual(expected, turns.firstSide(seed, turn), "seed " + seed + ", turn " + turn);
        }
      });
    },

    // With a fixed count of turns there is no target to check: the turns are not judged
    // while they run, and no progress line is said.
    testAFixedCountOfTurnsIsNotJudgedWhileItRuns: function () {
      var seen = run(itemsOf([1000]), { runs: 30 });
      assertEqual([], seen.checks);
      assertEqual([], seen.lines);
      assertEqual([{ documents: 1000, stopped: { reason: "runs", turns: 30 }, seconds: 30, a: 30, b: 30 }], seen.done);
      // each turn one sample of each, back to back, the first as drawn
      var firsts = [];
      for (var i = 0; i < 30; i += 1) {
        var pair = seen.ran.slice(2 + 2 * i, 4 + 2 * i);
        assertTrue(pair[0] !== pair[1], pair.join(" "));
        firsts.push(pair[0] === "query-a" ? "a" : "b");
      }
      assertEqual(firsts, firsts.map(function (side, j) { return turns.firstSide(7, j + 1); }));
    },

    // The target is checked first at 20 turns, then after a tenth more turns each time (the
    // check reads every turn); a line says how far the turns got at a check 10 s or more after
    // the last line (or the turns' start). Never reached here: the budget of 100 s ends them.
    testTheTargetIsCheckedAfterATenthMoreTurnsAndSaidEveryTenSeconds: function () {
      var seen = run(itemsOf([1000]), { budget: 100 });
      assertEqual({ reason: "budget", turns: 100, detectable: 1.5 }, seen.done[0].stopped);
      var checked = seen.checks.map(function (check) { return check.turns; });
      assertEqual(turns.FEWEST_FOR_TARGET, checked[0]);
      for (var k = 1; k < checked.length; k += 1) {
        assertTrue(checked[k] >= checked[k - 1] * 1.1 && checked[k] < checked[k - 1] * 1.1 + 1, checked.join(" "));
      }
      assertTrue(checked[checked.length - 1] * 1.1 >= 100, checked.join(" "));
      // the warmups took a second: the turns began at 1 s
      var lastLine = 1;
      var expected = [];
      seen.checks.forEach(function (check) {
        if (check.at - lastLine >= 10) {
          expected.push({ turns: check.turns, at: check.at, detectable: 1.5 });
          lastLine = check.at;
        }
      });
      assertEqual(expected, seen.lines);
      assertTrue(expected.length >= 5, JSON.stringify(seen.checks));
      // a line exactly 10 s after the last one is said
      assertTrue(expected.some(function (line, i) { return i > 0 && line.at - expected[i - 1].at === 10; }),
        JSON.stringify(expected));
    },

    // Turns whose verdict cannot be had yet (the judge says null: no starts) go on to the
    // budget, with nothing detectable.
    testTurnsWithoutAVerdictSoFarGoOnToTheBudget: function () {
      var seen = run(itemsOf([1000]), { budget: 30, judged: null });
      assertEqual({ reason: "budget", turns: 30, detectable: null }, seen.done[0].stopped);
      assertEqual(turns.FEWEST_FOR_TARGET, seen.checks[0].turns);
      assertEqual([{ turns: 20, at: 21, detectable: null }], seen.lines);
    },

    // The results are saved every 5 s of turns (on the dot: turns of exactly a second), and
    // after the size; before the turns, after each of its two queries was prepared.
    testTheResultsAreSavedEveryFiveSecondsOfTurns: function () {
      var seen = run(itemsOf([1000]), { runs: 17 });
      assertEqual([0, 0, 5, 10, 15, 17], seen.saves);
    },

    // A gc pause, when one is asked for, comes before each turn, never between its two samples.
    testAGcPauseComesBeforeEachTurn: function () {
      var seen = run(itemsOf([1000]), { runs: 4, gcPause: 0.25 });
      // the warmups are paused as samples are (runner.sample)
      assertEqual(["pause", "query-a", "pause", "query-b"], seen.ran.slice(0, 4));
      var inTurns = seen.ran.slice(4);
      assertEqual(12, inTurns.length);
      for (var i = 0; i < 12; i += 3) {
        assertEqual("pause", inTurns[i], inTurns.join(" "));
        assertEqual(["query-a", "query-b"], inTurns.slice(i + 1, i + 3).sort(), inTurns.join(" "));
      }
      assertEqual(4 * 1.25, seen.done[0].seconds);
      var unpaused = run(itemsOf([1000]), { runs: 4 });
      assertEqual(-1, unpaused.ran.indexOf("pause"));
    },

    // A pause that fails ends the turns: the error is recorded in A's entry, and no turn is
    // taken after it.
    testAPauseThatFailsEndsTheTurnsWithItsError: function () {
      var seen = run(itemsOf([1000]), { runs: 10, gcPause: 0.25, pauseFailsAt: 5 });
      // pauses 1 and 2 before the warmups, 3 and 4 before turns 1 and 2
      assertEqual({ reason: "error", turns: 2 }, seen.done[0].stopped);
      assertEqual({ message: "no gc here", errorNum: null }, seen.entries[0].error);
      assertEqual([2, 2], [seen.done[0].a, seen.done[0].b]);
    },

    // A query that fails ends the turns where it failed: the other takes no sample after it in
    // that turn, and the turns stop on the error, with the turns both finished.
    testAQueryThatFailsEndsTheTurns: function () {
      var turn = 3;
      while (turns.firstSide(7, turn) !== "a") {
        turn += 1;
      }
      // A's first call is its warmup
      var seen = run(itemsOf([1000]), { runs: 20, failing: { name: "query-a", call: turn + 1 } });
      assertEqual([{ documents: 1000, stopped: { reason: "error", turns: turn - 1 }, seconds: turn - 1, a: turn - 1, b: turn - 1 }],
        seen.done);
      assertEqual({ message: "query-a failed", errorNum: null }, seen.entries[0].error);
      assertEqual({ reason: "error", turns: turn - 1 }, seen.entries[1].stopped);
      assertEqual("query-a", seen.ran[seen.ran.length - 1]);
    },

    // A resumed size goes on from the turns both sides finished (A's sample of an unfinished
    // turn stays), and counts the seconds its turns took before, from the first sample's start
    // to the last's.
    testAResumedSizeGoesOnFromTheTurnsBothSidesFinished: function () {
      var seen = run(itemsOf([1000, 2000], { 1000: { a: [100, 101, 102], b: [100.5, 101.5] }, 2000: { a: [200], b: [203] } }),
        { runs: 5 });
      // 1000: two turns done and A's third sample; 2000: one turn, its samples 3 s apart
      assertEqual([{ documents: 1000, stopped: { reason: "runs", turns: 5 }, seconds: 2 + 3, a: 6, b: 5 },
        { documents: 2000, stopped: { reason: "runs", turns: 5 }, seconds: 3 + 4, a: 5, b: 5 }], seen.done);
    },

    // Size by size, in plan order: A and B prepared and warmed up (each said done, with the
    // seconds it took), then their turns; a size whose query could not be prepared takes none.
    testEachSizeIsPreparedAndThenTakesItsTurns: function () {
      var items = itemsOf([1000, 2000, 3000]);
      var seen = run(items, { runs: 2, checkFails: { testCase: B, documents: 2000 } });
      assertEqual([[1, 6, 0.5, "query-a", 1000], [2, 6, 0.5, "query-b", 1000], [3, 6, 0.5, "query-a", 2000],
        [4, 6, 0, "query-b", 2000], [5, 6, 0.5, "query-a", 3000], [6, 6, 0.5, "query-b", 3000]], seen.cases);
      assertEqual([1000, 3000], seen.done.map(function (done) { return done.documents; }));
      assertEqual([2, 2, 0, 0, 2, 2], seen.entries.map(function (entry) { return entry.times.length; }));
      assertEqual("the dataset changed and could not be rebuilt", seen.entries[3].error.message);
      assertEqual([null, null], [seen.entries[2].stopped, seen.entries[2].error]);
    }
  };
}

jsunity.run(turnLoopSuite);
return jsunity.done();
