/*
 * Faults a long run must survive (issue "Robust under bad input and faults"), each injected
 * here: a query that throws, the collection changed while the suite runs, the process dying
 * mid-run and --resume, an unwritable results place (before and during the run), and two runs
 * at once. Runs in arangod and under the stand-in, in a database of its own.
 */
var jsunity = require("jsunity");

function faultsSuite() {
  var fs = require("fs");
  var internal = require("internal");
  var hostAdapter = shootout.require("./lib/host");
  var suite = shootout.require("./lib/suite");
  var lock = shootout.require("./setup/lock");
  var DATABASE = "shootout_test_faults";
  var CONTEXT = { directory: shootout.directory, invocation: "console" };
  var QUICK = { runs: 1, warmup: 0, gcPause: 0, sizes: [1000], database: DATABASE };
  var printed;
  var host;
  var directory;

  function options(extra) {
    var chosen = {};
    Object.keys(QUICK).forEach(function (key) { chosen[key] = QUICK[key]; });
    Object.keys(extra).forEach(function (key) { chosen[key] = extra[key]; });
    return chosen;
  }

  // A host whose every call is the real one, except those given in `replaced`.
  function hostWith(replaced) {
    var wrapped = {};
    Object.keys(host).forEach(function (key) { wrapped[key] = host[key]; });
    Object.keys(replaced).forEach(function (key) { wrapped[key] = replaced[key]; });
    return wrapped;
  }

  function inSuiteDatabase(work) {
    var caller = host.currentDatabase();
    host.useDatabase(DATABASE);
    try {
      return work();
    } finally {
      host.useDatabase(caller);
    }
  }

  function printedLine(pattern) {
    return printed.filter(function (line) { return pattern.test(line); });
  }

  return {
    setUp: function () {
      printed = [];
      host = hostAdapter.connect({ print: function (text) { printed.push(String(text)); } });
      directory = fs.getTempFile("", false) + "-faults";
      fs.makeDirectoryRecursive(directory);
      assertFalse(host.databaseExists(DATABASE), "a database of this test's name exists already; not touching it");
    },

    tearDown: function () {
      if (host.databaseExists(DATABASE)) {
        inSuiteDatabase(function () {
          if (host.collection(lock.LOCK_COLLECTION) !== null) {
            host.collection(lock.LOCK_COLLECTION).drop();
          }
        });
        suite.drop(host, { database: DATABASE });
      }
      fs.removeDirectoryRecursive(directory);
    },

    testQueryThatThrowsIsRecordedAndTheRunGoesOn: function () {
      var killed = hostWith({ timedQuery: function (query, bindVars) {
        if (/MAX\(/.test(query)) {
          throw new internal.ArangoError({ errorNum: 1500, errorMessage: "query killed" });
        }
        return host.timedQuery(query, bindVars);
      } });
      var outcome = suite.run(killed, options({ cases: ["min-number", "max-number", "sort-number"], save: false }), CONTEXT);
      assertFalse(outcome.ok);
      var entries = outcome.record.results;
      assertEqual(3, entries.length);
      assertEqual({ message: "query killed", errorNum: 1500 }, entries[1].error);
      assertTrue(entries[0].verified);
      assertTrue(entries[2].verified);
      assertEqual(["FAILED: 1 of 3 cases"], printedLine(/^FAILED: /));
      assertEqual(["  max-number 1k: error 1500: query killed"], printedLine(/^ {2}max-number 1k: /));
      assertEqual(1, printedLine(/^max-number .*<- ERROR$/).length);
    },

    testCollectionAlteredWhileRunningIsRebuilt: function () {
      var meddler = hostAdapter.connect({ print: function (text) {
        printed.push(String(text));
        if (/^\[1\/2\] /.test(text)) {
          host.query("INSERT { _key: \"intruder\" } INTO @@collection", { "@collection": "values1000" });
        }
      } });
      var outcome = suite.run(meddler, options({ cases: ["extract-key", "extract-number"], save: false }), CONTEXT);
      assertTrue(outcome.ok);
      assertEqual(["collection values1000 has 1001 documents, expected 1000"], outcome.record.results[1].datasetProblems);
      assertTrue(outcome.record.results[1].verified);
      assertEqual(1000, outcome.record.results[1].resultCount);
    },

    testDyingMidRunKeepsFinishedCasesAndResumeCompletesThem: function () {
      var path = fs.join(directory, "died.json");
      var dying = hostAdapter.connect({ print: function (text) {
        printed.push(String(text));
        if (/^\[2\/4\] /.test(text)) {
          throw new Error("simulated death of the process");
        }
      } });
      var cases = ["min-number", "max-number", "sort-number", "filter-number"];
      try {
        suite.run(dying, options({ cases: cases, out: path, label: "died", order: "case" }), CONTEXT);
        fail("the simulated death did not stop the run");
      } catch (e) {
        assertEqual("simulated death of the process", e.message);
      }
      var left = JSON.parse(fs.read(path));
      assertEqual(["min-number", "max-number"], left.results.map(function (entry) { return entry["case"]; }));
      assertNull(left.endedAt);
      assertFalse(fs.exists(path + ".partial"));
      // The dead process could not remove its lock; the resumed run of the same label takes it over.
      inSuiteDatabase(function () { lock.acquire(host, "died", false, false, function () {}); });

      printed = [];
      var outcome = suite.run(host, { resume: path }, CONTEXT);
      assertTrue(outcome.ok);
      assertEqual(1, printedLine(/^resuming .*died\.json: 2 of 4 cases and sizes are measured already$/).length);
      assertEqual(1, printedLine(/^taking over the lock of run 'died' .*: the run being resumed$/).length);
      assertEqual(2, printedLine(/^\[[12]\/2\] /).length);
      var saved = JSON.parse(fs.read(path));
      assertEqual(cases, saved.results.map(function (entry) { return entry["case"]; }));
      assertEqual(left.results[0], saved.results[0]);
      assertEqual(left.startedAt, saved.startedAt);
      assertEqual(1, saved.resumedAt.length);
      assertTrue(typeof saved.endedAt === "string");
      assertEqual(4, printedLine(/^(min|max|sort|filter)-number +\| 1k /).length);
    },

    testDyingInRoundsKeepsEverySampleAndResumeContinuesThem: function () {
      // A run in rounds dies after round 2 of 4: every case holds 2 samples, none is finished.
      var path = fs.join(directory, "died-rounds.json");
      var beats = [];
      var dying = hostAdapter.connect({ print: function (text) {
        printed.push(String(text));
        if (/^round [12] of 4:/.test(text)) {
          // the lock's heartbeats so far (printing happens inside the suite's database)
          beats.push(require("internal").db._collection(lock.LOCK_COLLECTION).count());
        }
        if (/^round 2 of 4:/.test(text)) {
          throw new Error("simulated death of the process");
        }
      } });
      var cases = ["min-number", "max-number", "sort-number"];
      try {
        suite.run(dying, options({ cases: cases, out: path, label: "died-rounds", runs: 4, seed: 77 }), CONTEXT);
        fail("the simulated death did not stop the run");
      } catch (e) {
        assertEqual("simulated death of the process", e.message);
      }
      var left = JSON.parse(fs.read(path));
      // one heartbeat when the lock is taken, one per case prepared, then one per round
      assertEqual([1 + 3 + 1, 1 + 3 + 2], beats);
      assertEqual([2, 2, 2], left.results.map(function (entry) { return entry.times.length; }));
      assertEqual([null, null, null], left.results.map(function (entry) { return entry.stopped; }));
      inSuiteDatabase(function () { lock.acquire(host, "died-rounds", false, false, function () {}); });

      printed = [];
      var outcome = suite.run(host, { resume: path }, CONTEXT);
      assertTrue(outcome.ok);
      assertEqual(1, printedLine(/^resuming .*died-rounds\.json: 0 of 3 cases and sizes are measured already, 3 part-way /).length);
      var saved = JSON.parse(fs.read(path));
      assertEqual(cases, saved.results.map(function (entry) { return entry["case"]; }));
      saved.results.forEach(function (entry, i) {
        assertEqual(4, entry.times.length, entry["case"]);
        assertEqual(left.results[i].times, entry.times.slice(0, 2), "the samples of the dead run are kept");
        assertEqual({ reason: "runs", runs: 4 }, entry.stopped);
        assertEqual(4, entry.sampleStarts.length);
        // the run's clock goes on across the resume: later samples started later
        for (var k = 1; k < 4; k += 1) {
          assertTrue(entry.sampleStarts[k] >= entry.sampleStarts[k - 1], entry["case"] + " " + entry.sampleStarts);
        }
      });
      // the resumed run goes on with rounds 3 and 4, not a new round 1
      assertEqual(["round 3 of 4", "round 4 of 4"], printedLine(/^round /).map(function (line) {
        return line.slice(0, 12);
      }));
      assertEqual(77, saved.options.seed);
    },

    // A run saved by an older version of the suite, which let a fixed number of runs keep a
    // target interval, still resumes: the check is for new runs only.
    testAnOlderRunWithATargetBesideFixedRunsResumes: function () {
      var path = fs.join(directory, "older.json");
      suite.run(host, options({ cases: ["min-number", "max-number"], out: path, runs: 2 }), CONTEXT);
      var saved = JSON.parse(fs.read(path));
      saved.options.targetCi = 1;
      saved.endedAt = null;
      saved.results = saved.results.slice(0, 1);
      fs.write(path, JSON.stringify(saved));
      var outcome = suite.run(host, { resume: path }, CONTEXT);
      assertTrue(outcome.ok, printed.join("\n"));
      assertEqual(["min-number", "max-number"], JSON.parse(fs.read(path)).results.map(function (entry) {
        return entry["case"];
      }));
    },

    testResumeRefusals: function () {
      var path = fs.join(directory, "done.json");
      suite.run(host, options({ cases: ["min-number"], out: path }), CONTEXT);
      var refusal = function (raw) {
        try {
          suite.run(host, raw, CONTEXT);
        } catch (e) {
          return e.message;
        }
        fail("expected a refusal");
      };
      assertMatch(/^cannot resume .*done\.json: a resumed run keeps the options saved in the file; leave out runs$/,
        refusal({ resume: path, runs: 3 }));
      assertMatch(/^cannot resume .*nothing\.json: cannot read it/, refusal({ resume: fs.join(directory, "nothing.json") }));
      fs.write(fs.join(directory, "broken.json"), "{ \"format\": \"aql-shootout/1\", ");
      assertMatch(/^cannot resume .*broken\.json: not valid JSON/, refusal({ resume: fs.join(directory, "broken.json") }));
      var other = JSON.parse(fs.read(path));
      // a version the suite never runs on, so it differs from this server's
      other.server.version = "1.4.16";
      fs.write(fs.join(directory, "other.json"), JSON.stringify(other));
      assertMatch(/^cannot resume .*other\.json: it was measured with version "1\.4\.16", this server has "/,
        refusal({ resume: fs.join(directory, "other.json") }));
      printed = [];
      assertTrue(suite.run(host, { resume: path }, CONTEXT).ok);
      assertEqual([], printedLine(/^\[/));
    },

    testUnwritableResultsPlaceFailsBeforeMeasuring: function () {
      var notADirectory = fs.join(directory, "plain-file");
      fs.write(notADirectory, "x");
      try {
        suite.run(host, options({ cases: ["min-number"], out: fs.join(notADirectory, "r.json") }), CONTEXT);
        fail("expected an error");
      } catch (e) {
        assertMatch(/^cannot write the results file .*plain-file.r\.json \(.*\); choose another place with --out, or run with --no-save$/, e.message);
      }
      assertFalse(host.databaseExists(DATABASE));
    },

    testResultsFileFailingLaterKeepsTheTable: function () {
      var writes = 0;
      var files = {};
      Object.keys(host.files).forEach(function (key) { files[key] = host.files[key]; });
      files.writeWhole = function (path, text) {
        writes += 1;
        if (writes > 2) {
          throw new Error("No space left on device");
        }
        host.files.writeWhole(path, text);
      };
      var path = fs.join(directory, "full.json");
      var outcome = suite.run(hostWith({ files: files }), options({ cases: ["min-number", "max-number", "sort-number"],
        out: path }), CONTEXT);
      assertFalse(outcome.ok);
      assertEqual(3, outcome.record.results.length);
      assertEqual(1, printedLine(/^aql-shootout: cannot write the results file .* any more \(No space left on device\); the run goes on/).length);
      assertEqual(3, printedLine(/^(min|max|sort)-number +\| 1k /).length);
      assertMatch(/^results NOT saved: .*full\.json \(No space left on device\)$/, printed[printed.length - 1]);
      assertEqual(1, JSON.parse(fs.read(path)).results.length);
    },

    testSecondRunAtOnceIsRefused: function () {
      suite.setup(host, { sizes: [1000], database: DATABASE });
      inSuiteDatabase(function () { lock.acquire(host, "the-other-run", false, false, function () {}); });
      try {
        suite.run(host, options({ cases: ["min-number"], save: false }), CONTEXT);
        fail("expected a refusal");
      } catch (e) {
        assertMatch(/^another aql-shootout run is measuring in this database \(run 'the-other-run' started .*\); wait until it ends/, e.message);
      }
      try {
        suite.drop(host, { database: DATABASE });
        fail("expected a refusal");
      } catch (e2) {
        assertMatch(/^not dropping: another aql-shootout run is measuring in database 'shootout_test_faults'/, e2.message);
      }
      var outcome = suite.run(host, options({ cases: ["min-number"], save: false, breakLock: true }), CONTEXT);
      assertTrue(outcome.ok);
      assertEqual(1, printedLine(/^taking over the lock of run 'the-other-run' .*: broken by request$/).length);
      inSuiteDatabase(function () { assertNull(host.collection(lock.LOCK_COLLECTION)); });
    },

    // A refused run measured nothing, so it leaves no results file behind (compare would
    // report one with endedAt null and no results as a run that died), and a file it was to
    // continue (--resume) or replace (--out) keeps its text.
    testRefusedRunLeavesNoResultsFile: function () {
      var earlier = directory + "/earlier.json";
      var outcome = suite.run(host, options({ cases: ["min-number"], out: earlier, label: "earlier" }), CONTEXT);
      assertTrue(outcome.ok);
      var earlierText = fs.read(earlier);
      inSuiteDatabase(function () { lock.acquire(host, "the-other-run", false, false, function () {}); });
      var fresh = directory + "/fresh.json";
      [{ cases: ["min-number"], out: fresh }, { cases: ["max-number"], out: earlier }].forEach(function (extra) {
        try {
          suite.run(host, options(extra), CONTEXT);
          fail("expected a refusal");
        } catch (e) {
          assertMatch(/^another aql-shootout run is measuring in this database \(run 'the-other-run' /, e.message);
        }
      });
      assertFalse(fs.exists(fresh), "a refused run writes no results file");
      assertEqual(earlierText, fs.read(earlier), "a refused run leaves the file it would have replaced as it was");
      // the file of a run that died, resumed while another run holds the lock
      var died = JSON.parse(earlierText);
      died.endedAt = null;
      died.results = [];
      fs.write(earlier, JSON.stringify(died, null, 2) + "\n");
      var diedText = fs.read(earlier);
      try {
        suite.run(host, { resume: earlier }, CONTEXT);
        fail("expected a refusal");
      } catch (e2) {
        assertMatch(/^another aql-shootout run is measuring in this database/, e2.message);
      }
      assertEqual(diedText, fs.read(earlier), "a refused resume leaves its file as the dead run left it");
      assertEqual([], fs.list(directory).filter(function (name) { return /\.partial$/.test(name); }));
    },

    testMissingRightIsNamed: function () {
      // What arangosh gets from a server with authentication when the user may not create
      // databases: ERROR_FORBIDDEN (11).
      var forbidden = hostWith({ createDatabase: function () {
        throw new internal.ArangoError({ errorNum: 11, errorMessage: "forbidden" });
      } });
      try {
        suite.run(forbidden, options({ cases: ["min-number"], save: false }), CONTEXT);
        fail("expected an error");
      } catch (e) {
        assertEqual("the ArangoDB user may not create the database 'shootout_test_faults': that needs administrate " +
          "access to the _system database (or create 'shootout_test_faults' for the user and grant it administrate " +
          "access there)", e.message);
      }
      assertFalse(host.databaseExists(DATABASE));
    },

    testStaleLockIsTakenOver: function () {
      suite.setup(host, { sizes: [1000], database: DATABASE });
      inSuiteDatabase(function () {
        host.createCollection(lock.LOCK_COLLECTION);
        host.query("INSERT { label: \"long-dead\", startedAt: \"2026-01-01T00:00:00.000Z\", at: @at } INTO @@collection",
          { "@collection": lock.LOCK_COLLECTION, at: host.time() - lock.STALE_AFTER_SECONDS - 60 });
      });
      assertTrue(suite.run(host, options({ cases: ["min-number"], save: false }), CONTEXT).ok);
      assertEqual(1, printedLine(/^taking over the lock of run 'long-dead' .*: no sign of life for an hour$/).length);
    }
  };
}

jsunity.run(faultsSuite);
return jsunity.done();
