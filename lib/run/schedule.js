/*
 * The order in which samples are taken. "case" (the 2015 method): all runs of a case in a
 * row, case after case. "rounds" (the default): every case is prepared and warmed up first,
 * then round 1 times each case once, round 2 again, and so on, in an order shuffled per round
 * from a recorded seed. A case's samples then spread over the whole run and meet the noise
 * (compactions, caches, other load) that a comparison with another day's run will meet,
 * instead of the few quiet seconds of one burst. ES5.
 */
"use strict";

var runner = require("./runner");

// Park and Miller's minimal standard generator: exact in doubles (products stay below 2^53),
// so the same seed gives the same order in every JavaScript engine.
var MODULUS = 2147483647;

function generator(seed) {
  var state = seed % MODULUS;
  if (state <= 0) {
    state += MODULUS - 1;
  }
  return function () {
    state = (state * 48271) % MODULUS;
    return (state - 1) / (MODULUS - 1);
  };
}

// The order of round `round` (1-based) over `count` items: a Fisher–Yates shuffle drawn from
// the run's seed and the round's number, so resuming a run repeats the same orders.
function roundOrder(seed, round, count) {
  var next = generator(seed + round * 7919);
  var order = [];
  for (var i = 0; i < count; i += 1) {
    order.push(i);
  }
  for (var j = count - 1; j > 0; j -= 1) {
    var k = Math.floor(next() * (j + 1));
    var swap = order[j];
    order[j] = order[k];
    order[k] = swap;
  }
  return order;
}

// The order of a round: shuffled (rounds), or plan order reversed every other round
// (alternate: A B, B A, A B ...), so neither of two queries always runs first.
function orderOfRound(options, round, count) {
  if (options.order !== "alternate") {
    return roundOrder(options.seed, round, count);
  }
  var order = [];
  for (var i = 0; i < count; i += 1) {
    order.push(round % 2 === 1 ? i : count - 1 - i);
  }
  return order;
}

// A seed for a run that names none: from the clock, recorded with the run.
function newSeed(now) {
  return Math.floor(now * 1000) % (MODULUS - 1) + 1;
}

// hooks: {
//   since()             seconds since the run began
//   check(testCase, documents)   the dataset check before measuring on the case's collection:
//                       { problems, failure } (failure: null, or why it could not be rebuilt)
//   job(item)           the job for an item: prepared anew, or continued from a saved entry
//   record(entry)       an entry joins the results
//   saved()             the results changed: save them, beat the lock
//   caseDone(done, total, seconds, entry)     one case prepared (rounds) or measured (case)
//   roundDone(round, cases, seconds)          one round finished (rounds)
// }
// items: [{ testCase, documents }] in plan order.

// The job of an item after its dataset check, or the entry of a case that cannot be measured.
function start(host, item, options, hooks) {
  var checked = hooks.check(item.testCase, item.documents);
  if (checked.failure !== null) {
    var failed = runner.notRun(item.testCase, item.documents, checked.failure);
    failed.datasetProblems = checked.problems;
    return { job: null, entry: failed };
  }
  var job = hooks.job(item);
  job.entry.datasetProblems = checked.problems.length > 0 ? checked.problems : null;
  return { job: job, entry: job.entry };
}

function byCase(host, items, options, hooks) {
  items.forEach(function (item, index) {
    var began = hooks.since();
    var started = start(host, item, options, hooks);
    hooks.record(started.job !== null ? runner.measureInARow(host, started.job, options, hooks.since)
      : runner.finish(started.entry));
    hooks.saved();
    hooks.caseDone(index + 1, items.length, hooks.since() - began, started.entry);
  });
}

// Before a round: each collection the round reads is checked once; a collection that changed
// and could not be rebuilt ends its cases with an error (never measured on wrong data).
function checkRound(jobs, hooks) {
  var seen = {};
  jobs.forEach(function (job) {
    // a collection is its dataset's at one size (a case without one has its own key)
    var collection = job.collection !== null ? job.collection : "(" + job.testCase.name + ")";
    if (!seen.hasOwnProperty(collection)) {
      seen[collection] = hooks.check(job.testCase, job.entry.documents);
    }
    var checked = seen[collection];
    if (checked.problems.length > 0) {
      job.entry.datasetProblems = (job.entry.datasetProblems || []).concat(checked.problems);
    }
    if (checked.failure !== null) {
      job.entry.error = { message: checked.failure, errorNum: null };
    }
  });
}

function byRounds(host, items, options, hooks) {
  var jobs = [];
  items.forEach(function (item, index) {
    var began = hooks.since();
    var started = start(host, item, options, hooks);
    if (started.job !== null) {
      runner.warmUp(host, started.job, options);
      jobs.push(started.job);
    }
    hooks.record(runner.finish(started.entry));
    hooks.saved();
    hooks.caseDone(index + 1, items.length, hooks.since() - began, started.entry);
  });
  // a resumed run goes on with the round after the last one every job finished
  var firstRound = 1 + Math.min.apply(null, [Infinity].concat(jobs.map(function (job) {
    return runner.timedTaken(job.entry);
  })));
  for (var round = isFinite(firstRound) ? firstRound : 1; ; round += 1) {
    var active = jobs.filter(function (job) { return runner.stopReason(job, options) === null; });
    if (active.length === 0) {
      return;
    }
    var began = hooks.since();
    checkRound(active, hooks);
    orderOfRound(options, round, active.length).forEach(function (position) {
      if (!runner.closed(active[position])) {
        runner.sample(host, active[position], options, false, hooks.since());
      }
    });
    active.forEach(function (job) { runner.finish(job.entry); });
    hooks.saved();
    hooks.roundDone(round, active.length, hooks.since() - began);
  }
}

function measure(host, items, options, hooks) {
  // "rounds" and "alternate" both measure round by round; only the order within a round differs
  return options.order === "case" ? byCase(host, items, options, hooks) : byRounds(host, items, options, hooks);
}

module.exports = { measure: measure, roundOrder: roundOrder, newSeed: newSeed,
  // for a driver that takes the samples itself (../driven-run.js)
  startItem: start, checkRound: checkRound };
