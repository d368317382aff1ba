/*
 * The turns of an A/B run (order "turns": the workbench's shootout.ab and --query-b). Size by
 * size, both queries are prepared and warmed up, then they take turns: each turn one sample of
 * A and one of B back to back, nothing between them (the gc pause, when one is given, comes
 * before the turn), so that whatever the machine does in those milliseconds falls on both.
 * Which query goes first alternates in blocks of two turns, the first of each block drawn from
 * the run's seed: over any two turns each went first once, whatever going first does to a
 * sample (the other's garbage, a warm cache) falls on both alike, and no fixed rhythm can line
 * up with it. The turns go on until the stop rule says enough (stopReason below): a fixed
 * count (runs N), or, by default, until a change of B/A the size of the target would be seen
 * or the budget of seconds for the size is spent. The results file is saved every few
 * seconds, not after every turn (a turn of quick queries takes milliseconds). ES5.
 */
"use strict";

var runner = require("./runner");
var schedule = require("./schedule");

// The most turns of one size: a run's file keeps every sample (with its statistics), so even
// the quickest queries stop here; by then a change of about 1 % is seen on a quiet machine.
var MAX_TURNS = 5000;
// The fewest turns before the target is checked: below that the noise is known too poorly to
// stop on (ten batches of two turns, verdict/turns-model.js).
var FEWEST_FOR_TARGET = 20;
// The fewest turns a budget ends (queries that take longer than the budget): three batches of
// two, the least whose scatter says anything.
var FEWEST_FOR_BUDGET = 6;
// The target is checked again after this share more turns (its check reads every turn).
var CHECK_GROWTH = 1.1;
// How often the results file is saved, the dataset checked and the load read, in seconds.
var SAVE_SECONDS = 5;
// How often a size that takes long says how far it got.
var PROGRESS_SECONDS = 10;

// The side that goes first in turn `turn` (1-based): "a" or "b".
function firstSide(seed, turn) {
  var block = Math.ceil(turn / 2);
  var drawn = schedule.roundOrder(seed, block, 2)[0] === 0 ? "a" : "b";
  return turn % 2 === 1 ? drawn : (drawn === "a" ? "b" : "a");
}

// The seconds a resumed size spent on turns before: from its first sample's start to its last.
function spentBefore(entries) {
  var starts = entries[0].sampleStarts.concat(entries[1].sampleStarts);
  if (starts.length < 2) {
    return 0;
  }
  return Math.max(0, Math.max.apply(null, starts) - Math.min.apply(null, starts));
}

// Null while the turns go on, else why they stop: { reason, turns, detectable? }. state:
// { turns, seconds (spent on this size), detectable (the last check's, or null) }.
function stopReason(options, state) {
  if (options.runs !== "auto") {
    return state.turns >= options.runs ? { reason: "runs", turns: state.turns } : null;
  }
  if (state.detectable !== null && state.detectable <= 1 + options.target / 100) {
    return { reason: "target", turns: state.turns, detectable: state.detectable };
  }
  if (state.seconds >= options.budget && state.turns >= FEWEST_FOR_BUDGET) {
    return { reason: "budget", turns: state.turns, detectable: state.detectable };
  }
  if (state.turns >= MAX_TURNS) {
    return { reason: "max-turns", turns: state.turns, detectable: state.detectable };
  }
  return null;
}

// The turns of one size, both jobs prepared and warmed up. hooks: schedule.js's, with
// judge(entryA, entryB) → the change of B/A the turns so far would show by their spread alone
// (a factor), or null, and turnsDone(jobs, stopped, seconds) and turnsProgress(jobs, state)
// for the lines a user sees (state: { turns, seconds, detectable }).
// The target stops on the spread's figure, not on the verdict's: the verdict measures its
// noise from ten batches, whose scatter is itself a guess, and stopping at the first check
// where that guess came out low picks the turns whose noise is underrated (on simulated
// independent turns, 7 to 10 % of A/A verdicts called changed where 5 % should be; stopping
// on the spread, which hundreds of turns pin down: 5 to 6 %).
function takeTurns(host, jobs, options, hooks) {
  var entries = [jobs[0].entry, jobs[1].entry];
  var state = { turns: Math.min(runner.timedTaken(entries[0]), runner.timedTaken(entries[1])), seconds: 0,
    detectable: null };
  var before = spentBefore(entries);
  var began = hooks.since();
  var lastSave = began;
  var lastLine = began;
  var nextCheck = Math.max(FEWEST_FOR_TARGET, state.turns);
  var stopped = null;
  while (stopped === null) {
    state.seconds = before + hooks.since() - began;
    if (options.runs === "auto" && state.turns >= nextCheck) {
      state.detectable = hooks.judge(entries[0], entries[1]);
      // (checks begin at FEWEST_FOR_TARGET turns, where a tenth more is two turns or more)
      nextCheck = Math.ceil(state.turns * CHECK_GROWTH);
      if (hooks.since() - lastLine >= PROGRESS_SECONDS) {
        hooks.turnsProgress(jobs, state);
        lastLine = hooks.since();
      }
    }
    stopped = stopReason(options, state);
    if (stopped !== null) {
      break;
    }
    // the gc pause before the turn, when one is given (runner.pause)
    try {
      runner.pause(host, options);
    } catch (e) {
      entries[0].error = runner.errorRecord(e);
    }
    var first = firstSide(options.seed, state.turns + 1) === "a" ? 0 : 1;
    [jobs[first], jobs[1 - first]].forEach(function (job) {
      if (!runner.closed(jobs[0]) && !runner.closed(jobs[1])) {
        runner.sampleAfterPause(host, job, false, hooks.since());
      }
    });
    if (runner.closed(jobs[0]) || runner.closed(jobs[1])) {
      stopped = { reason: "error", turns: state.turns };
      break;
    }
    state.turns += 1;
    if (hooks.since() - lastSave >= SAVE_SECONDS) {
      schedule.checkRound(jobs, hooks);
      entries.forEach(runner.finish);
      hooks.saved();
      lastSave = hooks.since();
    }
  }
  entries.forEach(function (entry) {
    entry.stopped = stopped;
    runner.finish(entry);
  });
  hooks.turnsDone(jobs, stopped, before + hooks.since() - began);
}

// items: [{ testCase, documents, entry }] in plan order, A's and B's of each size; hooks as
// schedule.js measure takes them, and judge, turnsDone, turnsProgress (takeTurns).
function measure(host, items, options, hooks) {
  var sizes = items.map(function (item) { return item.documents; }).filter(function (documents, i, all) {
    return all.indexOf(documents) === i;
  });
  var done = 0;
  sizes.forEach(function (documents) {
    var pair = items.filter(function (item) { return item.documents === documents; });
    var jobs = [];
    pair.forEach(function (item) {
      var began = hooks.since();
      var started = schedule.startItem(host, item, options, hooks);
      if (started.job !== null) {
        runner.warmUp(host, started.job, options);
        jobs.push(started.job);
      }
      hooks.record(runner.finish(started.entry));
      hooks.saved();
      done += 1;
      hooks.caseDone(done, items.length, hooks.since() - began, started.entry);
    });
    if (jobs.length === 2 && !runner.closed(jobs[0]) && !runner.closed(jobs[1])) {
      takeTurns(host, jobs, options, hooks);
      hooks.saved();
    }
  });
}

module.exports = { measure: measure, stopReason: stopReason, firstSide: firstSide,
  MAX_TURNS: MAX_TURNS, FEWEST_FOR_TARGET: FEWEST_FOR_TARGET, FEWEST_FOR_BUDGET: FEWEST_FOR_BUDGET,
  SAVE_SECONDS: SAVE_SECONDS };
