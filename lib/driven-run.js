/*
 * A driven run: the suite's measuring taken step by step by a driver outside the server,
 * which decides when each sample is taken. `node shootout.js versus` drives two servers this
 * way in its duet design (both up at once, every sample of every row taken on A and on B back
 * to back: docs/versus.md), one request per step (POST /_admin/execute); the run's state
 * stays here between requests, in the server's one JavaScript context.
 *
 * Everything a run does stays, through the code run() uses (suite.js openRun, startMeasuring,
 * closeRun; run/runner.js; run/schedule.js): the options checked, the lock, the datasets built once
 * and checked before every round, plans, warmups kept apart, the check of every result
 * against its formula, statistics, digests, instability warnings, memory figures, and a
 * results file written as the run goes (a crash loses at most a round). What the driver
 * decides: the run's startedAt (both servers of a pair get the same one, and sampleStarts
 * count from it on each server's own clock), the order of the rows, and when the gc pause
 * comes (before the pair of samples, on both servers at once). A flow beside suite.js, like
 * workbench.js: it wires the stages below it and nothing below imports it. ES5.
 */
"use strict";

var suite = require("./suite");
var options = require("./options/options");
var duetOptions = require("./options/duet-options");
var runner = require("./run/runner");
var schedule = require("./run/schedule");
var lock = require("../setup/lock");
var runReport = require("./report/run-report");

// The suite options a driver sets for each run itself.
var SET_BY_THE_DRIVER = ["out", "label", "resume", "save", "breakLock"];

// host: host.js; directory: where results/ lives (unused when the driver names the file).
function create(host, directory) {
  var run = null;

  function requireRun(what) {
    if (run === null) {
      throw new Error("no driven run has begun in this server; " + what + " needs begin() first");
    }
    return run;
  }

  // Work in the suite's database, and back: each request starts in the database its URL names.
  function inRunDatabase(work) {
    var previous = host.currentDatabase();
    host.useDatabase(run.opened.chosen.database);
    try {
      return work();
    } finally {
      host.useDatabase(previous);
    }
  }

  function rowState(row) {
    var job = run.rows[row].job;
    var entry = run.rows[row].entry;
    var closed = job === null || runner.closed(job);
    return { row: row, closed: closed,
      why: !closed ? null : entry.skipped ? entry.skipped.message : entry.error ? entry.error.message : null };
  }

  function rowOf(row) {
    var state = requireRun("a step");
    if (typeof row !== "number" || row < 0 || row >= state.rows.length || row % 1 !== 0) {
      throw new Error("no row " + JSON.stringify(row) + " in this run (it has " + state.rows.length + ")");
    }
    return state.rows[row];
  }

  // request: { words: the suite's options as command-line words, startedAt: ISO time, label,
  // out: the results file, breakLock: true after a run of this database died, seed: the
  // driver's seed (recorded) }. Returns the rows to measure, in plan order:
  // [{ row, suite, case, size, closed, why }].
  function begin(request) {
    if (run !== null) {
      throw new Error("a driven run (" + run.opened.chosen.label + ") is going on in this server already");
    }
    var raw = options.fromArguments(request.words || []);
    SET_BY_THE_DRIVER.forEach(function (key) {
      if (raw[key] !== undefined) {
        throw new options.OptionError("option " + key + " is set by the driver of the run; leave it out");
      }
    });
    raw.label = request.label;
    raw.out = request.out;
    raw.breakLock = request.breakLock === true;
    var opened = suite.openRun(host, raw, { directory: directory, invocation: "server", startedAt: request.startedAt },
      function (chosen) {
        duetOptions.refuseForADuet(chosen);
        chosen.order = "duet";
        if (typeof request.seed === "number") {
          chosen.seed = request.seed;
        }
      });
    var restoreQueryCache = host.switchQueryCacheOff();
    run = { opened: opened, restoreQueryCache: restoreQueryCache, started: null, rows: [], round: 0, roundBegan: null };
    try {
      // made (and marked as the suite's) on the first run in this server's database directory
      run.started = suite.inSuiteDatabase(host, opened.chosen.database, function () {
        return suite.startMeasuring(opened, host, true);
      });
      inRunDatabase(function () {
        run.started.items.forEach(function (item) {
          var begun = schedule.startItem(host, item, opened.chosen, run.started.hooks);
          run.started.hooks.record(begun.job === null ? runner.finish(begun.entry) : begun.entry);
          run.rows.push({ job: begun.job, entry: begun.entry });
        });
        run.started.hooks.saved();
      });
    } catch (e) {
      if (run.started !== null) {
        inRunDatabase(run.started.lock.release);
      } else if (lock.isRefusal(e)) {
        opened.saver.takeBack();
      }
      restoreQueryCache();
      run = null;
      throw e;
    }
    run.roundBegan = run.started.since();
    return run.rows.map(function (each, row) {
      var state = rowState(row);
      state.suite = each.entry.suite;
      state["case"] = each.entry["case"];
      state.size = each.entry.size;
      return state;
    });
  }

  // The warmup runs of a row (each after its gc pause, kept apart from the timed ones).
  function warm(row) {
    var one = rowOf(row);
    if (one.job !== null && !runner.closed(one.job)) {
      inRunDatabase(function () { runner.warmUp(host, one.job, run.opened.chosen); });
    }
    return rowState(row);
  }

  // The gc pause (--gc-pause) the driver places before a pair of samples.
  function pause() {
    requireRun("pause");
    runner.pause(host, run.opened.chosen);
    return true;
  }

  // One timed sample of a row, the query call alone timed (runner.js). Returns the row's
  // state with `seconds`: the sample's time, or null when none was recorded (the row is
  // closed, or the clock gave a zero or negative time, kept as a bad sample).
  function sample(row) {
    var one = rowOf(row);
    var seconds = null;
    if (one.job !== null && !runner.closed(one.job)) {
      var before = one.entry.times.length;
      inRunDatabase(function () { runner.sampleAfterPause(host, one.job, false, run.started.since()); });
      seconds = one.entry.times.length > before ? one.entry.times[before] : null;
    }
    var state = rowState(row);
    state.seconds = seconds;
    return state;
  }

  // The end of a round: the entries' statistics, the results file saved, the lock's
  // heartbeat, a line in the server's log, and every collection the next round reads checked
  // (a dataset that changed and could not be rebuilt closes its rows). Returns every row's state.
  function endRound() {
    var state = requireRun("endRound");
    state.round += 1;
    var active = state.rows.filter(function (each) { return each.job !== null && !runner.closed(each.job); });
    state.rows.forEach(function (each) { runner.finish(each.entry); });
    // the heartbeat is a document in the suite's database
    inRunDatabase(state.started.hooks.saved);
    var now = state.started.since();
    host.print(runReport.roundSummary(state.round, active.length, now - state.roundBegan, now, state.opened.chosen,
      state.round));
    state.roundBegan = now;
    inRunDatabase(function () {
      schedule.checkRound(active.map(function (each) { return each.job; }), state.started.hooks);
    });
    return state.rows.map(function (each, row) { return rowState(row); });
  }

  // The end of the run: why each row stopped, endedAt, the last write, the lock released,
  // the table in the server's log. Returns { ok, results }.
  function end() {
    var state = requireRun("end");
    state.rows.forEach(function (each) {
      if (each.job !== null && runner.stopReason(each.job, state.opened.chosen) === null) {
        // the driver ended the row's rounds before --runs (a duet gives each row its own)
        each.entry.stopped = { reason: "driver", runs: runner.timedTaken(each.entry) };
      }
      runner.finish(each.entry);
    });
    try {
      inRunDatabase(state.started.lock.release);
    } finally {
      state.restoreQueryCache();
      run = null;
    }
    var closed = suite.closeRun(host, state.opened);
    return { ok: closed.ok, results: closed.path };
  }

  return { begin: begin, warm: warm, pause: pause, sample: sample, endRound: endRound, end: end };
}

module.exports = { create: create };
