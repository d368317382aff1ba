/*
 * Measuring one case on one collection: warmup runs (kept apart), then the timed runs.
 * Each run is preceded by a garbage-collection pause; only the query call itself is timed
 * (host.timedQuery). The result is verified once, on the first execution, outside the timed
 * region. An error ends the case but keeps whatever was measured before it. A case that needs
 * an index whose plan shows none is not executed at all unless the user allows it: without
 * the index a self-join is a nested loop that can run for hours (2.5.0–2.5.3, a dropped index,
 * a misconfigured optimizer). ES5.
 */
"use strict";

var stats = require("./stats");
var sizes = require("../options/sizes");
var digest = require("./digest");
var resultDigest = require("./result-digest");
var planSummary = require("./plan-summary");
var stability = require("./stability");
var stopRule = require("./stop-rule");
var workload = require("./workload");

// The plan nodes that write (arangod/Aql/ExecutionNode.cpp TypeNames, 2.x and 3.x alike).
var MODIFICATION_NODES = ["InsertNode", "UpdateNode", "ReplaceNode", "RemoveNode", "UpsertNode"];

var NO_INDEX_MESSAGE = "not timed: the plan reads the collection without the index this case needs " +
  "(a nested loop that may run for hours); --allow-no-index (allowNoIndex: true) times it anyway";

// The numeric fields of the cursor's extra.stats, as the server reported them: scannedFull,
// scannedIndex and filtered in every version, executionTime, peakMemoryUsage and others only
// where the version has them (v2.5.0 arangod/Aql/ExecutionStats.cpp; docs 3.12, query
// statistics). Nothing is filled in when absent.
function serverStatistics(extra) {
  var reported = extra && extra.stats ? extra.stats : {};
  var kept = {};
  Object.keys(reported).forEach(function (name) {
    if (typeof reported[name] === "number") {
      kept[name] = reported[name];
    }
  });
  return kept;
}

// An ArangoError's own text is errorMessage: an error thrown by the server has the same text in
// message, but one made in JavaScript on 2.x has the message "" (a real 2.5.4 and 2.6.0-alpha2).
function errorRecord(e) {
  var text = e && typeof e.errorMessage === "string" && e.errorMessage !== "" ? e.errorMessage : (e && e.message);
  return {
    message: text !== undefined ? String(text) : String(e),
    errorNum: e && typeof e.errorNum === "number" ? e.errorNum : null
  };
}

// The entry of a case before anything was measured.
function newEntry(testCase, documents, bindVars) {
  return {
    // cases/index.js gives every case its suite; a record made elsewhere counts as the shootout's
    suite: testCase.suite || "shootout",
    "case": testCase.name,
    family: testCase.family,
    size: sizes.label(documents),
    documents: documents,
    // Identifies the exact query: a comparison never pairs runs of differing AQL or binds.
    digest: digest.of({ query: testCase.query, bindVars: bindVars }),
    times: [],
    warmupTimes: [],
    // the server's statistics of each timed run, in the order of times
    stats: [],
    // when each timed run started, in seconds since the run began, in the order of times
    sampleStarts: [],
    plan: null,
    planError: null,
    // true when the case needs an index and the plan reads the collection without one
    indexMissing: null,
    // null, or why the case was not timed: { reason: "no-index" or "not-available", message }
    skipped: null,
    // why the timed runs stopped (stop-rule.js): { reason, runs }
    stopped: null,
    // samples the clock reported as zero or negative (internal.time() is a wall clock and can
    // step back): kept here, raw, and out of times and the statistics
    badSamples: [],
    // the server process's resident memory in bytes, read after each timed run (outside the
    // timed region), in the order of times; empty where the host cannot read it (host.js)
    memory: [],
    resultCount: null,
    resultDigest: null,
    verified: false,
    mismatch: null,
    error: null
  };
}

// The case's bind parameters with its dataset's collection as @@collection, unless the case
// reads no collection (usesCollection: false).
function bindVarsOf(testCase, documents) {
  var bindVars = testCase.bindVars(documents);
  if (testCase.usesCollection !== false) {
    bindVars["@collection"] = testCase.dataset.collectionName(documents);
  }
  return bindVars;
}

// A case on one collection, ready to be measured sample by sample: its entry (plan taken,
// nothing timed yet) and what a run of it needs. The plan is taken once per case and size,
// before measuring: what the optimizer will do.
function prepare(host, testCase, documents, options, server) {
  if (typeof testCase.workload === "function") {
    return prepareWorkload(host, testCase, documents, server);
  }
  var bindVars = bindVarsOf(testCase, documents);
  var entry = newEntry(testCase, documents, bindVars);
  var explainError = null;
  try {
    entry.plan = planSummary.summarize(inCaseDatabase(host, testCase, function () {
      return host.explain(testCase.query, bindVars);
    }));
    entry.indexMissing = testCase.usesIndex === true && !planSummary.looksUpByIndex(entry.plan);
  } catch (e) {
    explainError = errorRecord(e);
    entry.planError = explainError.message;
  }
  if (entry.indexMissing && options.allowNoIndex !== true) {
    entry.skipped = { reason: "no-index", message: NO_INDEX_MESSAGE };
  }
  var writes = testCase.readOnly === true && entry.plan !== null ? entry.plan.nodes.filter(function (type) {
    return MODIFICATION_NODES.indexOf(type) >= 0;
  }) : [];
  // never executed: a query of the user's that writes would change data the suite did not
  // create (another database) or the dataset every other case reads; one whose plan cannot be
  // read might write, so it is refused too (fail closed)
  var untouched = (typeof testCase.database === "string" ? "database " + testCase.database +
    ", which the suite did not create," : "the dataset the other cases read") + " stays untouched";
  if (writes.length > 0) {
    entry.error = { message: "refused: a data-modification query (" + writes.join(", ") + "); only read-only " +
      "queries are timed, so " + untouched, errorNum: null };
  } else if (testCase.readOnly === true && entry.plan === null && explainError.errorNum !== null) {
    // the server refused the query itself (a syntax error, an unknown collection or function,
    // a bind parameter missing): that is the error, with its number and the server's message,
    // which names the position of a syntax error ("... at position 1:32")
    entry.error = explainError;
  } else if (testCase.readOnly === true && entry.plan === null) {
    entry.error = { message: "refused: the server could not explain the query (" + entry.planError + "), so " +
      "nothing shows that it only reads; only read-only queries are timed, so " + untouched, errorNum: null };
  }
  return resumeJob(entry, testCase);
}

// What a workload case (workload.js) learns about the server: the form of its calls.
function workloadContext(documents, server) {
  return { documents: documents, version: server.version, invocation: server.invocation };
}

// A workload case: its form for this server, or not available; the plan of its representative
// query, taken with its scratch state in place (prepared and cleaned up around the explain).
function prepareWorkload(host, testCase, documents, server) {
  var entry = newEntry(testCase, documents, bindVarsOf(testCase, documents));
  var plan = testCase.workload(workloadContext(documents, server));
  if (typeof plan === "string") {
    entry.skipped = { reason: "not-available", message: plan };
    return resumeJob(entry, testCase, server);
  }
  entry.form = plan.form;
  try {
    entry.plan = explainWorkload(host, plan);
  } catch (e) {
    entry.planError = errorRecord(e).message;
  }
  return resumeJob(entry, testCase, server);
}

// The plan summary of a workload's representative query, explained with its scratch state in
// place; null for document calls, which do not go through the optimizer.
function explainWorkload(host, plan) {
  if (plan.query === null) {
    return null;
  }
  var state = plan.prepare ? plan.prepare(host) : null;
  try {
    return planSummary.summarize(host.explain(plan.query, plan.bindVars(state)));
  } finally {
    if (plan.cleanup) {
      plan.cleanup(host, state);
    }
  }
}

// Runs `work` in the database a case names (a workbench query on the user's own data, which
// reads no dataset), switching there and back outside the timed call; else where we are.
function inCaseDatabase(host, testCase, work) {
  if (typeof testCase.database !== "string") {
    return work();
  }
  var previous = host.currentDatabase();
  host.useDatabase(testCase.database);
  try {
    return work();
  } finally {
    host.useDatabase(previous);
  }
}

// The job of an entry read back from a results file (resume), or just prepared. server: the
// server's identity (host.identity), which a workload case needs for its form.
function resumeJob(entry, testCase, server) {
  var bindVars = bindVarsOf(testCase, entry.documents);
  if (!entry.sampleStarts) {
    entry.sampleStarts = [];
  }
  if (!entry.memory) {
    entry.memory = [];
  }
  var plan = null;
  if (typeof testCase.workload === "function" && entry.skipped === null) {
    plan = testCase.workload(workloadContext(entry.documents, server));
  }
  return { entry: entry, testCase: testCase, bindVars: bindVars, workload: typeof plan === "string" ? null : plan,
    collection: bindVars.hasOwnProperty("@collection") ? bindVars["@collection"] : null };
}

// True when nothing more is to be measured for this job: it was skipped or it failed.
function closed(job) {
  return job.entry.skipped !== null || job.entry.error !== null;
}

// The garbage-collection pause before a run of a query (--gc-pause seconds; none at 0).
function pause(host, options) {
  if (options.gcPause > 0) {
    host.pause(options.gcPause);
  }
}

// One run of the query: the GC pause, then the timed call and nothing else. The first
// execution is verified, outside the timed region. `startedAt`: seconds since the run
// began, recorded beside each timed sample. Returns false when the query threw (the error is
// recorded and the job is closed).
function sample(host, job, options, warmup, startedAt) {
  try {
    pause(host, options);
  } catch (e) {
    job.entry.error = errorRecord(e);
    return false;
  }
  return sampleAfterPause(host, job, warmup, startedAt);
}

// The same run of the query without its pause, for a driver that pauses on its own (a duet
// pauses both servers at once, before the two samples of a pair: ../driven-run.js).
function sampleAfterPause(host, job, warmup, startedAt) {
  var entry = job.entry;
  try {
    var outcome = job.workload ? workloadRun(host, job) : queryRun(host, job);
    if (!(outcome.seconds > 0)) {
      entry.badSamples.push({ warmup: warmup, run: taken(entry, warmup) + 1, seconds: outcome.seconds });
    } else {
      (warmup ? entry.warmupTimes : entry.times).push(outcome.seconds);
      if (!warmup) {
        entry.stats.push(outcome.stats);
        entry.sampleStarts.push(startedAt);
        var memory = host.residentMemory();
        if (memory !== null) {
          entry.memory.push(memory);
        }
      }
    }
    if (entry.resultCount === null) {
      outcome.verify();
    }
    return true;
  } catch (e) {
    entry.error = errorRecord(e);
    return false;
  }
}

// One execution of a query case: { seconds, stats, verify() } (verify fills the entry's
// result fields from the rows, which are read only on the first execution).
function queryRun(host, job) {
  var entry = job.entry;
  var outcome = inCaseDatabase(host, job.testCase, function () {
    var timed = host.timedQuery(job.testCase.query, job.bindVars);
    // read inside the case's database: the cursor belongs to it
    return { seconds: timed.seconds, extra: timed.extra(), rows: entry.resultCount === null ? timed.rows() : null };
  });
  return {
    seconds: outcome.seconds,
    stats: serverStatistics(outcome.extra),
    verify: function () {
      var rows = outcome.rows;
      var expectation = job.testCase.expect(entry.documents, job.collection);
      entry.resultCount = rows.length;
      entry.resultDigest = resultDigest.of(rows);
      entry.mismatch = expectation.check(rows);
      // null: a query of the user's with nothing to check it against (custom-cases.js)
      entry.verified = expectation.none === true ? null : entry.mismatch === null;
    }
  };
}

// One run of a workload case (workload.js): all its calls, summed.
function workloadRun(host, job) {
  var entry = job.entry;
  var run = workload.runOnce(host, job.workload, entry.resultCount === null, entry["case"] + " " + entry.size);
  return {
    seconds: run.seconds,
    stats: run.stats,
    verify: function () {
      entry.resultCount = workload.rowCount(run.results);
      entry.resultDigest = workload.digestOf(run.results);
      entry.mismatch = run.mismatch;
      entry.verified = run.mismatch === null;
    }
  };
}

// Samples of one kind taken so far, the clock's bad ones included: what the run asked for.
function taken(entry, warmup) {
  return (warmup ? entry.warmupTimes : entry.times).length +
    entry.badSamples.filter(function (bad) { return bad.warmup === warmup; }).length;
}

// Null while the job wants more timed samples; else why it stops (stop-rule.js), which is
// also recorded in the entry. The time spent is the job's own: the sum of its timed runs.
function stopReason(job, options) {
  if (closed(job)) {
    return { reason: job.entry.skipped !== null ? "skipped" : "error", runs: taken(job.entry, false) };
  }
  var reason = stopRule.check(options, job.entry, taken(job.entry, false), stats.sum(job.entry.times));
  job.entry.stopped = reason;
  return reason;
}

// The warmup runs of a job, kept apart from the timed ones.
function warmUp(host, job, options) {
  for (var w = 0; w < options.warmup && !closed(job); w += 1) {
    sample(host, job, options, true, null);
  }
}

// All runs of one job in a row (the 2015 method, --order case): warmups, then the timed runs
// until the stop rule says enough. `since`: seconds since the run began (for sampleStarts).
function measureInARow(host, job, options, since) {
  warmUp(host, job, options);
  while (stopReason(job, options) === null) {
    sample(host, job, options, false, since());
  }
  return finish(job.entry);
}

// One case on one collection, measured in a row, its samples' starts counted from its own
// start.
function runCase(host, testCase, documents, options) {
  var began = host.time();
  return measureInARow(host, prepare(host, testCase, documents, options, host.identity("console")), options, function () {
    return host.time() - began;
  });
}

// Adds the statistics of the timed samples to an entry.
function finish(entry) {
  var summary = stats.summarize(entry.times);
  entry.min = summary.min;
  entry.max = summary.max;
  entry.avg = summary.avg;
  entry.median = summary.median;
  entry.stddev = summary.stddev;
  // what makes this row's numbers doubtful (stability.js); never changes them
  entry.warnings = stability.check(entry.times, entry.warmupTimes);
  return entry;
}

// The entry of a case that could not be run at all.
function notRun(testCase, documents, reason) {
  var entry = newEntry(testCase, documents, bindVarsOf(testCase, documents));
  entry.error = { message: reason, errorNum: null };
  return finish(entry);
}

// The entry of a case whose AQL the server does not have (lib/features.js): never sent, not
// a failure; the table and a comparison show it as not available.
function notAvailable(testCase, documents, message) {
  var entry = newEntry(testCase, documents, bindVarsOf(testCase, documents));
  entry.skipped = { reason: "not-available", message: message };
  return finish(entry);
}

// A failed entry: the query threw, or its result was wrong. A case left untimed on purpose
// (skipped) is not a failure: the table and the comparison say why it has no numbers.
function failed(entry) {
  return entry.error !== null || (entry.verified === false && !entry.skipped);
}

module.exports = {
  prepare: prepare,
  resumeJob: resumeJob,
  sample: sample,
  pause: pause,
  sampleAfterPause: sampleAfterPause,
  warmUp: warmUp,
  closed: closed,
  stopReason: stopReason,
  timedTaken: function (entry) { return taken(entry, false); },
  measureInARow: measureInARow,
  runCase: runCase,
  bindVarsOf: bindVarsOf,
  workloadContext: workloadContext,
  explainWorkload: explainWorkload,
  finish: finish,
  notRun: notRun,
  notAvailable: notAvailable,
  failed: failed,
  errorRecord: errorRecord,
  NO_INDEX_MESSAGE: NO_INDEX_MESSAGE
};
