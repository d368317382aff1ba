/*
 * The shootout as a whole: options → plan (cases × sizes) → setup → runner → results file →
 * table. Also the smaller jobs of the console object: list, setup, drop. Every function takes
 * the host (host.js) as its first argument and talks to the server only through it. ES5.
 */
"use strict";

var options = require("./options");
var runner = require("./runner");
var record = require("./record");
var table = require("./table");
var progress = require("./progress");
var sizes = require("./sizes");
var cases = require("../cases/index");
var ownership = require("../setup/ownership");
var collections = require("../setup/collections");

var SUITE_VERSION = "0.1.0";

function hostDescription(server) {
  return server.host === "stand-in"
    ? "the stand-in for arangod " + server.version + " (timings mean nothing about ArangoDB)"
    : "ArangoDB " + server.version + " (" + server.engine + ", " + server.host + ")";
}

// Runs `work` inside the suite's own database and always returns to the caller's database.
function inSuiteDatabase(host, name, work) {
  var previous = ownership.enter(host, name, host.print);
  try {
    return work();
  } finally {
    host.useDatabase(previous);
  }
}

function tableRows(entries) {
  return entries.map(function (entry) {
    return {
      name: entry["case"],
      label: entry.size,
      runs: entry.times.length,
      min: entry.min,
      max: entry.max,
      avg: entry.avg,
      median: entry.median,
      problem: entry.error !== null ? "error" : (entry.verified ? null : "wrong result")
    };
  });
}

function progressSummary(entry) {
  var text = entry["case"] + " " + entry.size + ": ";
  if (entry.times.length > 0) {
    text += "avg " + entry.avg.toFixed(4) + " s, med " + entry.median.toFixed(4) + " s (" +
      entry.times.length + " runs)";
  } else {
    text += "no timed run";
  }
  if (entry.error !== null) {
    return text + ", ERROR: " + entry.error.message;
  }
  return text + (entry.verified ? ", verified" : ", WRONG RESULT: " + entry.mismatch);
}

function failureLines(entries) {
  var failures = entries.filter(runner.failed);
  if (failures.length === 0) {
    return [];
  }
  return [""].concat(["FAILED: " + failures.length + " of " + entries.length + " cases"],
    failures.map(function (entry) {
      return "  " + entry["case"] + " " + entry.size + ": " + (entry.error !== null
        ? "error" + (entry.error.errorNum !== null ? " " + entry.error.errorNum : "") + ": " +
          entry.error.message
        : "wrong result: " + entry.mismatch);
    }));
}

// The full run. rawOptions: an option object (see options.js). suiteDirectory: where
// results/ lives. Returns { ok, record, path } — ok is false when a case failed.
// Throws options.OptionError (before anything is created) for bad options.
function run(host, rawOptions, suiteDirectory) {
  var chosen = options.normalize(rawOptions, cases.names());
  var server = host.identity();
  var startedAt = new Date();
  if (chosen.label === null) {
    chosen.label = record.defaultLabel(server, startedAt);
  }
  var path = chosen.save ? record.targetPath(host.files, chosen, suiteDirectory) : null;
  var results = record.create(server, chosen, startedAt);

  host.print("aql-shootout " + SUITE_VERSION + " on " + hostDescription(server));
  host.print("cases: " + chosen.cases.length + ", sizes: " + chosen.sizes.map(sizes.label).join(", ") +
    ", runs: " + chosen.runs + ", warmup: " + chosen.warmup + ", gc pause: " + chosen.gcPause +
    " s, database: " + chosen.database + ", label: " + chosen.label);

  if (path !== null) {
    // Written once before any work, so an unwritable place fails now, not after an hour.
    record.save(host.files, path, results);
  }
  inSuiteDatabase(host, chosen.database, function () {
    chosen.sizes.forEach(function (documents) {
      collections.ensure(host, documents, host.print);
    });
    var plan = [];
    chosen.cases.forEach(function (name) {
      chosen.sizes.forEach(function (documents) {
        plan.push({ testCase: cases.byName(name), documents: documents });
      });
    });
    var tracker = progress.createTracker(plan, host.time);
    plan.forEach(function (item) {
      var began = host.time();
      var entry = runner.runCase(host, item.testCase, item.documents, chosen);
      results.results.push(entry);
      if (path !== null) {
        record.save(host.files, path, results);
      }
      host.print(tracker.finish(item.documents, host.time() - began, progressSummary(entry)));
    });
  });

  host.print("");
  table.format(tableRows(results.results)).concat(failureLines(results.results))
    .forEach(function (line) { host.print(line); });
  if (path !== null) {
    host.print("");
    host.print("results: " + path);
  }
  return { ok: !results.results.some(runner.failed), record: results, path: path };
}

// Builds (or checks and reuses) the collections without measuring anything.
function setup(host, rawOptions) {
  var chosen = options.normalize(rawOptions, cases.names());
  return inSuiteDatabase(host, chosen.database, function () {
    return chosen.sizes.map(function (documents) {
      return collections.ensure(host, documents, host.print);
    });
  });
}

// Removes what the suite created: its test collections and its marker, and the database
// itself when nothing else is left in it. A database without the marker is not touched.
function drop(host, rawOptions) {
  var chosen = options.normalize(rawOptions, cases.names());
  if (!host.databaseExists(chosen.database)) {
    host.print("nothing to drop: database '" + chosen.database + "' does not exist");
    return { dropped: [], databaseDropped: false };
  }
  var dropped = [];
  var leftOver = inSuiteDatabase(host, chosen.database, function () {
    dropped = collections.dropAll(host);
    return host.collectionNames().filter(function (name) {
      return name !== ownership.MARKER_COLLECTION && name.charAt(0) !== "_";
    });
  });
  var databaseDropped = leftOver.length === 0;
  if (databaseDropped) {
    host.dropDatabase(chosen.database);
  }
  host.print("dropped " + (dropped.length > 0 ? dropped.join(", ") : "no test collections") +
    (databaseDropped ? " and database '" + chosen.database + "'"
      : "; kept database '" + chosen.database + "' because it also holds " + leftOver.join(", ")));
  return { dropped: dropped, databaseDropped: databaseDropped };
}

function describeCases() {
  return cases.all.map(function (testCase) {
    return {
      name: testCase.name,
      family: testCase.family,
      query: testCase.query,
      bindParameters: cases.bindParameterNames(testCase)
    };
  });
}

module.exports = {
  SUITE_VERSION: SUITE_VERSION,
  run: run,
  setup: setup,
  drop: drop,
  describeCases: describeCases
};
