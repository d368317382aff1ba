/*
 * One run of a workload case: a case that is not one query but many server calls (1,000
 * traversals, 100,000 single-document inserts), timed as one sample. The case record has
 * `workload(context)` (context: { documents, version, invocation }) returning either a
 * sentence (the server cannot express the workload: not available) or a plan:
 *   form             which query form this version gets (e.g. "AQL traversal, 3.0+ OPTIONS")
 *   query, bindVars(state)   a representative query of the form, for the plan
 *   prepare(host)    untimed, before every run (warmups too): scratch data, arguments; the state
 *   steps(state)     the timed calls of a run, in order: { query, bindVars[, rows] } or
 *                    { call: function () → value, rows: function (value) → array }; rows
 *                    turns what the server returned into the step's rows, untimed
 *   cleanup(host, state)     untimed, after every run, also when a call threw
 *   verify(host, state, results)  untimed, after the first run: null, or what is wrong
 * Each call is timed on its own and the sample is their sum, so nothing but the calls is
 * timed: not the loop, not the arguments, not the reading of results. `results` holds one
 * array of rows per step; the case's resultCount is their total. ES5.
 */
"use strict";

var resultDigest = require("./result-digest");

// A long run says how far it is, between two calls (outside every call's timed span).
var PROGRESS_EVERY_SECONDS = 30;

// Server statistics of the calls of a run, added up; a peak is the largest, not a sum.
var PEAK_FIELDS = { peakMemoryUsage: true };

function addStatistics(total, extra) {
  var reported = extra && extra.stats ? extra.stats : {};
  Object.keys(reported).forEach(function (name) {
    var value = reported[name];
    if (typeof value !== "number") {
      return;
    }
    if (!total.hasOwnProperty(name)) {
      total[name] = value;
    } else {
      total[name] = PEAK_FIELDS[name] ? Math.max(total[name], value) : total[name] + value;
    }
  });
}

// One timed step: { seconds, rows (when wanted), extra }.
function timedStep(host, step, wantRows) {
  if (typeof step.call === "function") {
    var called = host.timedCall(step.call);
    return { seconds: called.seconds, rows: wantRows ? (step.rows ? step.rows(called.value) : [called.value]) : null,
      extra: null };
  }
  var timed = host.timedQuery(step.query, step.bindVars);
  var rows = wantRows ? timed.rows() : null;
  return { seconds: timed.seconds, rows: rows !== null && step.rows ? step.rows(rows) : rows, extra: timed.extra() };
}

// Runs the plan once. wantResults: keep every step's rows (the first run, which is verified).
// label: what progress lines name (e.g. "neighbors 100k"). Returns { seconds, stats, results
// (or null), mismatch (or null) }. A throwing call ends the run; the scratch state is cleaned
// up all the same.
function runOnce(host, plan, wantResults, label) {
  var state = plan.prepare ? plan.prepare(host) : null;
  try {
    var steps = plan.steps(state);
    var seconds = 0;
    var statistics = {};
    var results = wantResults ? [] : null;
    var lastReport = host.time();
    for (var i = 0; i < steps.length; i += 1) {
      if (host.time() - lastReport >= PROGRESS_EVERY_SECONDS) {
        lastReport = host.time();
        host.print("  " + label + ": " + i + " of " + steps.length + " calls of this run done");
      }
      var done = timedStep(host, steps[i], wantResults);
      seconds += done.seconds;
      addStatistics(statistics, done.extra);
      if (wantResults) {
        results.push(done.rows);
      }
    }
    var mismatch = wantResults && plan.verify ? plan.verify(host, state, results) : null;
    return { seconds: seconds, stats: statistics, results: results, mismatch: mismatch };
  } finally {
    if (plan.cleanup) {
      plan.cleanup(host, state);
    }
  }
}

// The number of rows over all steps.
function rowCount(results) {
  return results.reduce(function (sum, rows) { return sum + rows.length; }, 0);
}

// A digest of a run's results: each step's rows as a set (their order is the server's), the
// steps in their order.
function digestOf(results) {
  return resultDigest.of(results.map(function (rows, step) {
    return [step, resultDigest.of(rows)];
  }));
}

module.exports = { runOnce: runOnce, rowCount: rowCount, digestOf: digestOf, addStatistics: addStatistics };
