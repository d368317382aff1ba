/*
 * A run as a whole: options → plan (suites, cases × sizes; run-plan.js) → setup → runner →
 * results file → table. Also the smaller jobs of the console object: list, setup, drop. Every function takes
 * the host (host.js) as its first argument and talks to the server only through it. ES5.
 */
"use strict";

var options = require("./options/options");
var runner = require("./run/runner");
var caseListing = require("./report/case-listing");
var record = require("./record/record");
var table = require("./report/table");
var progress = require("./run/progress");
var sizes = require("./options/sizes");
var registry = require("../cases/index");
var caseCatalog = require("./options/case-catalog");
var runPlan = require("./run/run-plan");
var features = require("./features");
var ownership = require("../setup/ownership");
var collections = require("../setup/collections");
var planSummary = require("./run/plan-summary");
var resume = require("./record/resume");
var loadRecord = require("./record/load-record");
var lock = require("../setup/lock");
var runReport = require("./report/run-report");
var schedule = require("./run/schedule");
var turns = require("./run/turns");

var SUITE_VERSION = "0.1.0";

// The properties of the test collections: numberOfShards / replicationFactor on a cluster
// coordinator (docs 3.0, collection methods, db._create); given to a single server they are an error,
// since they would silently mean nothing there.
function collectionProperties(chosen, role) {
  if (chosen.shards === null && chosen.replicationFactor === null) {
    return null;
  }
  if (role !== "coordinator") {
    throw new options.OptionError("options shards and replicationFactor need a cluster coordinator; " +
      "this server's role is " + role);
  }
  var properties = {};
  if (chosen.shards !== null) {
    properties.numberOfShards = chosen.shards;
  }
  if (chosen.replicationFactor !== null) {
    properties.replicationFactor = chosen.replicationFactor;
  }
  return properties;
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

// Before measuring on a collection: is it still what setup left? A collection dropped,
// truncated or altered while the suite runs is reported and rebuilt; if that fails, its cases
// are recorded as failed — never measured on wrong data. Returns { problems, failure }. A case
// that reads no collection (usesCollection: false) has nothing to check.
function checkDataset(host, testCase, documents, wanted) {
  if (testCase.usesCollection === false) {
    return { problems: [], failure: null };
  }
  var problems = collections.inspect(host, documents, wanted, testCase.dataset);
  if (problems.length === 0) {
    return { problems: problems, failure: null };
  }
  host.print("dataset changed while the suite ran: " + problems.join("; ") + "; rebuilding");
  try {
    collections.ensure(host, documents, host.print, wanted, testCase.dataset);
    return { problems: problems, failure: null };
  } catch (e) {
    return { problems: problems, failure: "the collection changed while the suite ran (" + problems.join("; ") +
      ") and could not be rebuilt: " + (e && e.message ? e.message : e) };
  }
}

// Writes the results file. The first write happens before anything is measured: if it
// fails, the run stops at once with a clear message. A later failure (disk full, directory
// gone) is reported once and the run goes on: the table printed at the end keeps every
// measurement, and the run counts as failed. takeBack() undoes the first write (the file
// removed, or its earlier text put back) for a run that was refused before it measured.
function createSaver(host, path) {
  var saver = { error: null };
  var before = null;
  function write(results, onFailure) {
    if (path === null) {
      return;
    }
    try {
      record.save(host.files, path, results);
    } catch (e) {
      onFailure(e && e.message ? e.message : String(e));
    }
  }
  saver.first = function (results) {
    before = path === null ? null : { text: host.files.exists(path) ? host.files.read(path) : null };
    write(results, function (message) {
      throw new Error("cannot write the results file " + path + " (" + message +
        "); choose another place with --out, or run with --no-save");
    });
  };
  saver.save = function (results) {
    write(results, function (message) {
      if (saver.error === null) {
        saver.error = message;
        host.print("aql-shootout: cannot write the results file " + path + " any more (" + message +
          "); the run goes on and the table at the end keeps what is measured");
      }
    });
  };
  saver.takeBack = function () {
    if (before === null) {
      return;
    }
    if (before.text === null) {
      host.files.remove(path);
    } else {
      host.files.writeWhole(path, before.text);
    }
  };
  return saver;
}

// The job of a case: continued from its saved entry (resume), or prepared anew; a case whose
// AQL this server version lacks (features.js) gets a not-available entry and is never sent.
function jobOf(host, item, chosen, server) {
  if (item.entry !== null) {
    return runner.resumeJob(item.entry, item.testCase, server);
  }
  var unavailable = features.missing(item.testCase.requires, server.version);
  if (unavailable !== null) {
    return runner.resumeJob(runner.notAvailable(item.testCase, item.documents, unavailable), item.testCase, server);
  }
  return runner.prepare(host, item.testCase, item.documents, chosen, server);
}

// Wall-clock seconds since an ISO time (0 when it cannot be read).
function secondsSince(isoTime) {
  var then = Date.parse(isoTime);
  return isNaN(then) ? 0 : Math.max(0, (Date.now() - then) / 1000);
}

// The opening of a run, shared by run() and a driven run (driven-run.js): the options
// checked, the server's identity, the label and the seed, the results record (new, or the one
// being resumed), the header lines and the first write of the results file. context:
// { directory, invocation, startedAt (optional ISO time: when the run began, given by whoever
// drives it) }. refine(chosen), optional: a driver's own check and setting of the normalized
// options before anything is created. Returns { chosen, catalog, server, wanted, results,
// path, saver, resumed }.
function openRun(host, rawOptions, context, refine) {
  var catalogFor = function (raw) { return caseCatalog.forOptions(host, raw, registry); };
  var resumed = null;
  var catalog;
  var chosen;
  if (rawOptions && typeof rawOptions === "object" && typeof rawOptions.resume === "string") {
    resumed = resume.load(host.files, host.files.absolute(rawOptions.resume), rawOptions, catalogFor);
    chosen = resumed.options;
    catalog = resumed.catalog;
  } else {
    var cases = catalogFor(rawOptions);
    catalog = cases.catalog;
    chosen = options.refuseIgnoredStopRule(options.normalize(cases.raw, catalog));
  }
  if (refine) {
    refine(chosen);
  }
  var server = host.identity(context.invocation);
  var wanted = collectionProperties(chosen, server.role);
  var startedAt = context.startedAt ? new Date(context.startedAt) : new Date();
  if (chosen.label === null) {
    chosen.label = record.defaultLabel(server, startedAt);
  }
  if (chosen.seed === null) {
    chosen.seed = schedule.newSeed(host.time());
  }
  var path = chosen.save ? record.targetPath(host.files, chosen, context.directory) : null;
  var results;
  if (resumed !== null) {
    resume.checkServer(resumed.record, server, path);
    results = resumed.record;
    results.endedAt = null;
    results.resumedAt = (results.resumedAt || []).concat([startedAt.toISOString()]);
  } else {
    results = record.create(server, chosen, startedAt, SUITE_VERSION);
  }

  host.print("aql-shootout " + SUITE_VERSION + " on " + runReport.hostDescription(server));
  host.print("cases: " + chosen.cases.length + ", sizes: " + runPlan.describeSizes(chosen, sizes.label, catalog) +
    ", runs: " + runReport.runsDescription(chosen) + ", order: " + chosen.order +
    (chosen.order === "rounds" || chosen.order === "duet" ? " (seed " + chosen.seed + ")" : "") +
    ", warmup: " + chosen.warmup + ", gc pause: " + chosen.gcPause +
    " s, " + runPlan.describeDatabases(chosen, catalog) + ", label: " + chosen.label +
    (chosen.allowNoIndex ? ", cases without their index are timed too" : ""));
  if (server.invocation === "arangosh") {
    host.print(runReport.CLIENT_SIDE_NOTE);
  }
  if (resumed !== null) {
    var unfinished = results.results.filter(function (entry) { return !resume.finished(entry); }).length;
    host.print("resuming " + path + ": " + (results.results.length - unfinished) + " of " +
      runPlan.items(chosen, catalog).length + " cases and sizes are measured already" +
      (unfinished > 0 ? ", " + unfinished + " part-way (their samples are kept and more are taken)" : ""));
  }

  var saver = createSaver(host, path);
  saver.first(results);
  return { chosen: chosen, catalog: catalog, server: server, wanted: wanted, results: results, path: path,
    saver: saver, resumed: resumed };
}

// Inside the suite's database, before anything is measured: the run's lock taken, every
// dataset built (or checked and reused), the items still to measure (a resumed run continues
// the entries its file holds unfinished and adds the ones it lacks), and the hooks the order
// of samples (schedule.js) needs to check a dataset and make a job. sampleStarts count from
// the results file's startedAt when fromStartedAt (a resumed run, or a driven run whose
// startedAt its driver chose), else from now. Returns { lock, since, items, hooks }; the
// caller releases the lock. The machine's load is read when measuring begins and at every save.
function startMeasuring(opened, host, fromStartedAt) {
  var chosen = opened.chosen;
  var results = opened.results;
  var lockHeld = lock.acquire(host, chosen.label, chosen.breakLock, opened.resumed !== null, host.print);
  var runStarted = host.time() - (fromStartedAt ? secondsSince(results.startedAt) : 0);
  function since() {
    return host.time() - runStarted;
  }
  try {
    results.datasets = runPlan.datasets(chosen, opened.catalog).map(function (needed) {
      var built = collections.ensure(host, needed.documents, host.print, opened.wanted, needed.dataset);
      var described = { suite: needed.suite, dataset: needed.dataset.NAME, collection: built.name,
        documents: needed.documents, action: built.action, indexes: built.indexes, properties: opened.wanted };
      if (built.edges) {
        described.edges = built.edges;
      }
      return described;
    });
  } catch (e) {
    lockHeld.release();
    throw e;
  }
  // (record/load-record.js; between samples, never inside a timed region)
  var noteLoad = function () { loadRecord.note(results, host.loadReading(), Date.now()); };
  noteLoad();
  var saved = resume.entriesByKey(results);
  var items = [];
  runPlan.items(chosen, opened.catalog).forEach(function (item) {
    var entry = saved[runPlan.key(item.testCase.suite, item.testCase.name, item.documents)];
    if (entry === undefined || !resume.finished(entry)) {
      items.push({ testCase: item.testCase, documents: item.documents, entry: entry || null });
    }
  });
  var hooks = {
    since: since,
    check: function (testCase, documents) { return checkDataset(host, testCase, documents, opened.wanted); },
    job: function (item) { return jobOf(host, item, chosen, opened.server); },
    record: function (entry) {
      if (results.results.indexOf(entry) < 0) {
        results.results.push(entry);
      }
    },
    saved: function () {
      noteLoad();
      opened.saver.save(results);
      lockHeld.beat();
    }
  };
  return { lock: lockHeld, since: since, items: items, hooks: hooks };
}

// Every case on every size that is not measured yet, in the order the options ask for
// (schedule.js; an A/B's turns: run/turns.js), saving the results after each case or round.
// judgeTurns: what an A/B's turns need of the verdict, which is the comparison's, above this
// flow (the workbench gives it): { spread(entryA, entryB): the change of B/A the turns so far
// would show by their spread alone (a factor, or null), which the target stops on; verdict(
// entryA, entryB): { ratio, detectable } of the turns so far, or null, for the lines }.
function measure(host, opened, judgeTurns) {
  var chosen = opened.chosen;
  var started = startMeasuring(opened, host, opened.resumed !== null);
  try {
    var tracker = progress.createTracker(started.items, host.time);
    var prepared = [];
    var roundStarted = null;
    var roundsHere = 0;
    var since = started.since;
    var hooks = {
      since: since,
      check: started.hooks.check,
      job: started.hooks.job,
      record: started.hooks.record,
      saved: started.hooks.saved,
      caseDone: function (done, total, seconds, entry) {
        prepared.push(entry);
        var later = chosen.order === "case" || chosen.order === "turns" ? 0 : progress.roundsAhead(prepared, total, chosen);
        host.print(tracker.finish(entry.documents, seconds, runReport.progressSummary(entry, chosen.order), later));
      },
      roundDone: function (round, count, seconds) {
        roundStarted = roundStarted === null ? since() - seconds : roundStarted;
        roundsHere += 1;
        host.print(runReport.roundSummary(round, count, seconds, since() - roundStarted, chosen, roundsHere));
      },
      judge: function (entryA, entryB) {
        return judgeTurns ? judgeTurns.spread(entryA, entryB) : null;
      },
      turnsProgress: function (jobs, state) {
        host.print(runReport.turnsLine(jobs[0].entry, state.turns, state.seconds, verdictOf(jobs), null, chosen));
      },
      turnsDone: function (jobs, stopped, seconds) {
        var judged = jobs[0].entry.error === null && jobs[1].entry.error === null ? verdictOf(jobs) : null;
        host.print(runReport.turnsLine(jobs[0].entry, stopped.turns, seconds, judged, stopped, chosen));
      }
    };
    var verdictOf = function (jobs) {
      return judgeTurns ? judgeTurns.verdict(jobs[0].entry, jobs[1].entry) : null;
    };
    (chosen.order === "turns" ? turns : schedule).measure(host, started.items, chosen, hooks);
  } finally {
    started.lock.release();
  }
}

// The end of a run, shared with a driven run: endedAt set (the results file's very last
// change), the last write, then the table and the lists under it. Returns { ok, record, path }:
// ok is false when a case failed or the results file could not be written.
function closeRun(host, opened) {
  var results = opened.results;
  var path = opened.path;
  results.endedAt = new Date().toISOString();
  opened.saver.save(results);
  host.print("");
  if (opened.server.invocation === "arangosh") {
    host.print(runReport.CLIENT_SIDE_NOTE);
  }
  table.format(runReport.tableRows(results.results)).concat(runReport.failureLines(results.results),
    runReport.indexWarningLines(results.results), runReport.notAvailableLines(results.results),
    runReport.clockWarningLines(results.results),
    runReport.instabilityLines(results.results), runReport.memoryLines(results.results))
    .forEach(function (line) { host.print(line); });
  if (path !== null) {
    host.print("");
    host.print(opened.saver.error === null ? "results: " + path : "results NOT saved: " + path + " (" +
      opened.saver.error + ")");
  }
  return { ok: !results.results.some(runner.failed) && opened.saver.error === null, record: results, path: path };
}

// The full run. rawOptions: an option object (see options.js). context: { directory: where
// results/ lives, invocation: "console", "script" or "arangosh", judgeTurns (optional: see
// measure) }. Returns
// { ok, record, path } — ok is false when a case failed or the results file could not be
// written. Throws options.OptionError (before anything is created) for bad options.
function run(host, rawOptions, context) {
  var opened = openRun(host, rawOptions, context);
  var restoreQueryCache = host.switchQueryCacheOff();
  try {
    inSuiteDatabase(host, opened.chosen.database, function () {
      measure(host, opened, context.judgeTurns);
    });
  } catch (e) {
    // refused because another run holds the lock: it measured nothing, so it leaves no
    // results file (compare would take one without results for a run that died)
    if (lock.isRefusal(e)) {
      opened.saver.takeBack();
    }
    throw e;
  } finally {
    restoreQueryCache();
  }
  return closeRun(host, opened);
}

// Builds (or checks and reuses) the collections of the chosen suites without measuring anything.
function setup(host, rawOptions) {
  var cases = caseCatalog.forOptions(host, rawOptions, registry);
  var catalog = cases.catalog;
  var chosen = options.normalize(cases.raw, catalog);
  var wanted = collectionProperties(chosen, host.identity("console").role);
  return inSuiteDatabase(host, chosen.database, function () {
    return runPlan.datasets(chosen, catalog).map(function (needed) {
      return collections.ensure(host, needed.documents, host.print, wanted, needed.dataset);
    });
  });
}

// Removes what the suite created: its test collections and its marker, and the database
// itself when nothing else is left in it. A database without the marker is not touched.
function drop(host, rawOptions) {
  var chosen = options.normalize(rawOptions, registry);
  if (!host.databaseExists(chosen.database)) {
    host.print("nothing to drop: database '" + chosen.database + "' does not exist");
    return { dropped: [], databaseDropped: false };
  }
  var dropped = [];
  var leftOver = inSuiteDatabase(host, chosen.database, function () {
    var running = lock.holder(host);
    if (running !== null) {
      throw new Error("not dropping: another aql-shootout run is measuring in database '" +
        chosen.database + "' (" + running + ")");
    }
    dropped = collections.dropAll(host, registry.datasets());
    // scratch collections a crashed run of a write workload left behind
    registry.suites.forEach(function (each) {
      if (each.scratchPattern) {
        host.collectionNames().filter(function (name) { return each.scratchPattern.test(name); })
          .forEach(function (name) {
            host.collection(name).drop();
            dropped.push(name);
          });
      }
    });
    if (host.collection(lock.LOCK_COLLECTION) !== null) {
      host.collection(lock.LOCK_COLLECTION).drop();
    }
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

// The plan of one case on one size (default: the first default size of the case's suite),
// printed compactly (the "optimizing one query" workflow). Returns the summary
// (plan-summary.js), or { notAvailable: sentence } when the server lacks the case's AQL.
function explainCase(host, caseName, size, rawOptions) {
  var catalog = registry;
  var chosen = options.normalize(rawOptions || {}, catalog);
  var testCase = catalog.caseByName(caseName);
  if (testCase === null) {
    throw new options.OptionError("unknown case '" + caseName + "'; valid cases: " + catalog.caseNames().join(", "));
  }
  var documents;
  try {
    documents = size === undefined ? catalog.suite(testCase.suite).defaultSizes[0] : sizes.parse(size);
  } catch (e) {
    throw new options.OptionError(e.message);
  }
  var server = host.identity("console");
  // a workload case says per version whether it can be asked, and in which form (workload.js)
  var workload = typeof testCase.workload === "function" ? testCase.workload(runner.workloadContext(documents, server))
    : null;
  var unavailable = typeof workload === "string" ? workload : features.missing(testCase.requires, server.version);
  if (unavailable !== null) {
    host.print(caseName + ": " + unavailable);
    return { notAvailable: unavailable };
  }
  var bindVars = runner.bindVarsOf(testCase, documents);
  var collection = bindVars.hasOwnProperty("@collection") ? bindVars["@collection"] : null;
  return inSuiteDatabase(host, chosen.database, function () {
    if (collection !== null && host.collection(collection) === null) {
      throw new Error("collection " + collection + " does not exist yet; build it with " +
        "shootout.setup({ suite: [" + JSON.stringify(testCase.suite) + "], sizes: [" +
        JSON.stringify(sizes.label(documents)) + "] })");
    }
    if (workload !== null) {
      return explainWorkloadCase(host, testCase, collection, documents, workload);
    }
    var summary = planSummary.summarize(host.explain(testCase.query, bindVars));
    host.print(caseName + (collection !== null ? " on " + collection + " (" + sizes.label(documents) + ")"
      : " (reads no collection)") + ": " + testCase.query);
    planSummary.format(summary).forEach(function (line) { host.print(line); });
    if (testCase.usesIndex && summary.indexes.length === 0) {
      host.print("  NO INDEX USED: this case should read through the dataset's indexes");
    }
    return summary;
  });
}

// explainCase for a workload case: the plan of its representative query in this version's
// form, or, for document calls (no optimizer involved), a sentence saying there is none.
function explainWorkloadCase(host, testCase, collection, documents, workload) {
  var on = collection !== null ? " on " + collection + " (" + sizes.label(documents) + ")" : "";
  var summary = runner.explainWorkload(host, workload);
  if (summary === null) {
    var noPlan = "no plan (the query optimizer is not involved in " + workload.form + ")";
    host.print(testCase.name + on + ": " + noPlan);
    return { noPlan: noPlan };
  }
  host.print(testCase.name + on + ", " + workload.form + ", one of its queries: " + workload.query);
  planSummary.format(summary).forEach(function (line) { host.print(line); });
  return summary;
}

// The cases of these suites (default: all) for listing: suite, dataset, name, family, AQL,
// bind parameters and the AQL features a case needs beyond 2.5 (features.js).
// catalog: default the registry; listCatalog() gives one with the cases of a cases file.
function describeCases(suiteNames, catalog) {
  catalog = catalog || registry;
  var chosen = suiteNames || catalog.suiteNames();
  chosen.forEach(function (name) {
    if (catalog.suite(name) === null) {
      throw new options.OptionError("unknown suite '" + name + "'; valid suites: " + catalog.suiteNames().join(", "));
    }
  });
  return catalog.caseNames(chosen).map(function (name) {
    var testCase = catalog.caseByName(name);
    return {
      suite: testCase.suite,
      dataset: testCase.usesCollection === false ? null : caseListing.datasetCollections(testCase.dataset),
      name: testCase.name,
      family: testCase.family,
      query: testCase.query,
      bindParameters: catalog.bindParameterNames(testCase),
      requires: (testCase.requires || []).slice()
    };
  });
}

// The catalog a listing shows: the registry, and with casesFile the suite custom too.
function listCatalog(host, casesFile) {
  return casesFile === undefined || casesFile === null ? registry
    : caseCatalog.forOptions(host, { casesFile: casesFile }, registry).catalog;
}

module.exports = {
  SUITE_VERSION: SUITE_VERSION,
  listCatalog: listCatalog,
  run: run,
  // the pieces a driven run (driven-run.js) shares with run()
  openRun: openRun,
  startMeasuring: startMeasuring,
  closeRun: closeRun,
  inSuiteDatabase: inSuiteDatabase,
  setup: setup,
  drop: drop,
  explainCase: explainCase,
  describeCases: describeCases
};
