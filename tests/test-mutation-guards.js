/*
 * Tests written against deliberate bugs that once passed every other test (issue 14, "Tests
 * that can fail"). Each test names the bug it catches; each was seen failing with that bug
 * put into the product by hand. Runs in arangod and under the stand-in, in a database of its
 * own (shootout_test_guards) and a temporary directory.
 */
var jsunity = require("jsunity");

// Rows each case returns on n documents, from the case table in docs/suites.md ("shootout"),
// not from the expectation objects under test: g = n / 100 groups; lookups find the
// documents among the 10,000 bound values, so min(n, 10000).
function rowsPerCase(name, n) {
  var single = ["min-number", "min-string", "max-number", "max-string", "sort-number", "sort-string",
    "filter-number", "filter-string"];
  if (single.indexOf(name) >= 0) {
    return 1;
  }
  if (/^collect-/.test(name)) {
    return n / 100;
  }
  return /^lookup-/.test(name) ? Math.min(n, 10000) : n;
}

// Document i of a collection of n documents as the server returns it (docs/measuring.md, "Data").
function storedDocument(i, n, collection) {
  var group = i % (n / 100);
  return { _key: "test" + i, _id: collection + "/test" + i, _rev: "_rev" + i, value1: i, value2: "test" + i,
    value3: i, value4: "test" + i, value5: i, value6: "test" + i, value7: group, value8: "test" + group };
}

function pureGuardsSuite() {
  var cases = shootout.require("./cases/index");
  var compareInput = shootout.require("./lib/compare/inputs/compare-input");
  var compare = shootout.require("./lib/compare/comparisons/compare");
  var resultDigest = shootout.require("./lib/run/result-digest");
  var resume = shootout.require("./lib/record/resume");

  // keep with the given times, beside two rows that never move (so keep's change is its own,
  // apart from any shift of the whole run: verdict/run-model.js)
  function side(name, times) {
    var row = function (caseName, list) {
      return { "case": caseName, documents: 1000, times: list, verified: true, error: null, mismatch: null,
        digest: "d-" + caseName };
    };
    return compareInput.read(name, JSON.stringify({ format: "aql-shootout/1", label: name,
      server: { host: "arangod console" },
      results: [row("keep", times), row("unset", samples(1)), row("concat", samples(1))] }));
  }

  // 20 samples from 0.1 s in steps of 0.1 ms, and the same scaled: fully separated for any
  // factor of 1.03 or more, so the test is significant and only the noise band decides.
  function samples(factor) {
    var list = [];
    for (var i = 0; i < 20; i += 1) {
      list.push((0.1 + i * 0.0001) * factor);
    }
    return list;
  }

  function verdict(factor, noise) {
    var comparison = compare.compare(side("a.json", samples(1)), side("b.json", samples(factor)),
      noise === undefined ? {} : { noise: noise });
    return comparison.rows[0];
  }

  return {
    // Bug: cases/lookup.js expecting n rows instead of min(n, 10000); no case test runs above
    // 2,000 documents. The expectations at the default sizes' shapes: 20k, 100k, 1000k.
    testRowCountsOfEveryCaseAboveTenThousand: function () {
      [20000, 100000, 1000000].forEach(function (n) {
        cases.suite("shootout").cases.forEach(function (testCase) {
          assertEqual(rowsPerCase(testCase.name, n), testCase.expect(n, "values" + n).rowCount,
            testCase.name + " on " + n);
        });
      });
    },

    // The same bug seen through check(): rows made from the dataset formula, not by a query.
    testLookupOnTwentyThousandAcceptsTheFirstTenThousandDocuments: function () {
      var firstTenThousand = [];
      for (var i = 0; i < 10000; i += 1) {
        firstTenThousand.push(storedDocument(i, 20000, "values20000"));
      }
      ["lookup-key", "lookup-hash-number", "lookup-hash-string", "lookup-skiplist-number",
        "lookup-skiplist-string"].forEach(function (name) {
        var expectation = cases.byName(name).expect(20000, "values20000");
        assertNull(expectation.check(firstTenThousand), name);
        assertEqual("expected 10000 rows, got 10001", expectation.check(
          firstTenThousand.concat([storedDocument(10000, 20000, "values20000")])), name);
      });
    },

    // Bug: "slower" requiring twice the noise band. B 8 % slower clears the default 5 % band.
    testSlowerNeedsOnlyTheNoiseBandOnce: function () {
      var slower = verdict(1.08);
      assertTrue(slower.p < 0.001, String(slower.p));
      assertEqual("slower", slower.verdict);
      assertEqual("faster", verdict(1 / 1.08).verdict);
      // inside the band: significant, but no change
      assertEqual("within noise", verdict(1.04).verdict);
      assertEqual("within noise", verdict(1 / 1.04).verdict);
      // a band of 10 % holds the same 8 %
      assertEqual("within noise", verdict(1.08, 0.1).verdict);
      var comparison = compare.compare(side("a.json", samples(1)), side("b.json", samples(1.08)));
      assertTrue(compare.hasRegression(comparison));
    },

    // Bug: the result digest combining row hashes with XOR instead of a sum: a row returned
    // twice would cancel out.
    testRowReturnedTwiceChangesTheDigest: function () {
      var a = { _key: "test1", value1: 1 };
      var b = { _key: "test2", value1: 2 };
      assertTrue(resultDigest.of([a, a]) !== resultDigest.of([]));
      assertTrue(resultDigest.of([a, b, b]) !== resultDigest.of([a]));
      assertTrue(resultDigest.of([b, a, b]) !== resultDigest.of([a]));
      assertTrue(resultDigest.of([a, a, a]) !== resultDigest.of([a]));
      // order still does not matter
      assertEqual(resultDigest.of([a, b, b]), resultDigest.of([b, a, b]));
    },

    // Bug: any change to how digests are computed. Results files keep them and compare
    // reads a different digest of the same case as "results differ", so a digest must stay
    // what the files of earlier versions of the suite hold. The values below were computed
    // by the map/join implementation these files were first written with; they cover _rev
    // left out at the top level only, escapes, non-ASCII text, -0 and exponent notation.
    testDigestsStayWhatEarlierResultsFilesHold: function () {
      var digest = shootout.require("./lib/run/digest");
      assertEqual("8ab8ef7991226b93", digest.of({ query: "FOR d IN @@collection RETURN d",
        bindVars: { "@collection": "values1000", attribute: "value1" } }));
      var rows = [{ _key: "test1", _id: "values1000/test1", _rev: "123", value1: 1, value2: "test1" },
        { _key: "test2", _rev: "9", value1: 2.5, value2: "a\"b\\c\u0001\u00e9\ud83d\ude00" }];
      assertEqual("45eed9addba2a8b5", resultDigest.of(rows));
      rows[0]._rev = "999";
      assertEqual("45eed9addba2a8b5", resultDigest.of(rows));
      assertEqual("46069f0511a83a13", resultDigest.of([[1, null, true, "x"], { b: { _rev: "kept", a: [] } },
        -0, 1e21, "test7"]));
      // hex8 writes each 32-bit hash in two halves of 16 bits: the zeros inside and in front stay
      assertEqual(["00000000", "0000000a", "000a0b0c", "00010000", "0000ffff", "80000000", "ffffffff"],
        [0, 10, 0xa0b0c, 0x10000, 0xffff, 0x80000000, 0xffffffff].map(digest.hex8));
    },

    // Bug: lib/record/resume.js re-measuring entries that errored: they were measured, their failure
    // is the result. An entry whose query threw keeps stopped: null (runner.js), like one a
    // dead run left part-way, so the error alone must close it.
    testFailedEntriesCountAsFinished: function () {
      var base = { "case": "max-number", documents: 1000, error: null, skipped: null, verified: true, stopped: null };
      function entryWith(changes) {
        var entry = {};
        Object.keys(base).forEach(function (key) { entry[key] = base[key]; });
        Object.keys(changes).forEach(function (key) { entry[key] = changes[key]; });
        return entry;
      }
      assertFalse(resume.finished(entryWith({})));
      assertTrue(resume.finished(entryWith({ error: { message: "killed", errorNum: 1500 } })));
      assertTrue(resume.finished(entryWith({ stopped: { reason: "runs", runs: 5 }, verified: false })));
      assertTrue(resume.finished(entryWith({ skipped: "no index" })));
    }
  };
}

function serverGuardsSuite() {
  var fs = require("fs");
  var internal = require("internal");
  var hostAdapter = shootout.require("./lib/host");
  var suite = shootout.require("./lib/suite");
  var runner = shootout.require("./lib/run/runner");
  var record = shootout.require("./lib/record/record");
  var lock = shootout.require("./setup/lock");
  var cases = shootout.require("./cases/index");
  var collections = shootout.require("./setup/collections");
  var scratch = shootout.require("./tests/support/scratch-database");
  var DATABASE = "shootout_test_guards";
  var CONTEXT = { directory: shootout.directory, invocation: "console" };
  var HOUR = 3600;
  var printed;
  var host;
  var directory;

  // Replaces object[name] by a recording wrapper around it while work() runs; calls are
  // pushed to `log` as { name, args }. The original is put back, also when work() throws.
  function spying(object, name, log, work) {
    var own = Object.prototype.hasOwnProperty.call(object, name);
    var original = object[name];
    object[name] = function () {
      log.push({ name: name, args: Array.prototype.slice.call(arguments) });
      return original.apply(object, arguments);
    };
    try {
      return work();
    } finally {
      if (own) {
        object[name] = original;
      } else {
        delete object[name];
      }
    }
  }

  // The db object the host adapter uses (host.js: internal.db, else the arangodb module's).
  function database() {
    if (internal.db) {
      return internal.db;
    }
    try {
      return require("@arangodb").db;
    } catch (e) {
      return require("org/arangodb").db;
    }
  }

  function inScratchDatabase(work) {
    var leave = scratch.enter(host, DATABASE);
    try {
      return work();
    } finally {
      leave();
    }
  }

  function printedLines(pattern) {
    return printed.filter(function (line) { return pattern.test(line); });
  }

  // A lock collection with one heartbeat `age` seconds old, then what acquire() does.
  function acquireOverBeatAged(age) {
    host.createCollection(lock.LOCK_COLLECTION);
    host.query("INSERT { label: \"other\", startedAt: \"2026-01-01T00:00:00.000Z\", at: @at } INTO @@collection",
      { "@collection": lock.LOCK_COLLECTION, at: host.time() - age });
    var holder = lock.holder(host);
    var messages = [];
    try {
      lock.acquire(host, "mine", false, false, function (text) { messages.push(text); }).release();
      return { holder: holder, taken: true, messages: messages };
    } catch (e) {
      return { holder: holder, taken: false, error: e.message };
    } finally {
      if (host.collection(lock.LOCK_COLLECTION) !== null) {
        host.collection(lock.LOCK_COLLECTION).drop();
      }
    }
  }

  return {
    setUp: function () {
      printed = [];
      host = hostAdapter.connect({ print: function (text) { printed.push(String(text)); } });
      directory = fs.getTempFile("", false) + "-guards";
      fs.makeDirectoryRecursive(directory);
      assertFalse(host.databaseExists(DATABASE), "a database of this test's name exists already; not touching it");
    },

    tearDown: function () {
      if (host.databaseExists(DATABASE)) {
        suite.drop(host, { database: DATABASE });
      }
      fs.removeDirectoryRecursive(directory);
    },

    // Bug: setup/lock.js taking a lock over after 60 s instead of an hour. A run may spend
    // many minutes on one case of 1,000,000 documents between two heartbeats.
    testLockIsHeldForAnHourAfterTheLastHeartbeat: function () {
      inScratchDatabase(function () {
        [120, 30 * 60, HOUR - 60].forEach(function (age) {
          var outcome = acquireOverBeatAged(age);
          assertFalse(outcome.taken, "a heartbeat " + age + " s old");
          assertMatch(/^another aql-shootout run is measuring in this database \(run 'other' /, outcome.error);
          assertMatch(/^run 'other' started 2026-01-01T00:00:00\.000Z, last active /, outcome.holder);
        });
        var stale = acquireOverBeatAged(HOUR + 60);
        assertTrue(stale.taken);
        assertNull(stale.holder);
        assertEqual(1, stale.messages.length);
        assertMatch(/^taking over the lock of run 'other' .*: no sign of life for an hour$/, stale.messages[0]);
      });
    },

    // Bug: the GC pause removed from lib/run/runner.js (while the header still says it is taken).
    // Every execution, warmup and timed, comes right after internal.wait(gcPause, true).
    testGarbageCollectionPauseBeforeEveryRun: function () {
      inScratchDatabase(function () {
        collections.ensure(host, 1000, function () {});
        var db = database();
        var calls = [];
        var entry = spying(internal, "wait", calls, function () {
          return spying(db, "_query", calls, function () {
            return runner.runCase(host, cases.byName("min-number"), 1000, { runs: 2, warmup: 1, gcPause: 0.001 });
          });
        });
        assertTrue(entry.verified);
        assertEqual(2, entry.times.length);
        assertEqual(1, entry.warmupTimes.length);
        var sequence = calls.map(function (call) {
          return call.name === "wait" ? "wait " + call.args[0] + " " + call.args[1] : "query";
        });
        assertEqual(["wait 0.001 true", "query", "wait 0.001 true", "query", "wait 0.001 true", "query"], sequence);

        // gcPause 0 means no pause at all
        calls = [];
        spying(internal, "wait", calls, function () {
          runner.runCase(host, cases.byName("min-number"), 1000, { runs: 2, warmup: 0, gcPause: 0 });
        });
        assertEqual([], calls);
      });
    },

    // Bug: cache: false dropped from the query options. Every query the suite sends, timed
    // or not, asks the query results cache not to answer (the 4th argument of db._query).
    testEveryQueryAsksTheResultsCacheNotToAnswer: function () {
      var db = database();
      var calls = [];
      spying(db, "_query", calls, function () {
        host.query("RETURN 1", {});
        host.timedQuery("RETURN 2", {}).rows();
      });
      assertEqual(2, calls.length);
      calls.forEach(function (call) {
        assertEqual(4, call.args.length);
        assertTrue(call.args[3] !== null && typeof call.args[3] === "object", JSON.stringify(call.args));
        assertTrue(call.args[3].cache === false, JSON.stringify(call.args[3]));
      });
    },

    // Bug: the results file written in place instead of to a temporary file moved over it.
    // While the new text is written, the results file must still hold the old one.
    testResultsFileIsReplacedNotRewritten: function () {
      var path = fs.join(directory, "run.json");
      fs.write(path, "{ \"old\": true }\n");
      var calls = [];
      var targetDuringWrite = [];
      spying(fs, "move", calls, function () {
        spying(fs, "write", calls, function () {
          var recording = fs.write;
          fs.write = function () {
            targetDuringWrite.push(fs.read(path));
            return recording.apply(fs, arguments);
          };
          try {
            record.save(host.files, path, { format: "aql-shootout/1", results: [] });
          } finally {
            fs.write = recording;
          }
        });
      });
      var writes = calls.filter(function (call) { return call.name === "write"; });
      var moves = calls.filter(function (call) { return call.name === "move"; });
      assertEqual(1, writes.length);
      assertTrue(writes[0].args[0] !== path, "written in place: " + writes[0].args[0]);
      assertEqual(["{ \"old\": true }\n"], targetDuringWrite);
      assertEqual(1, moves.length);
      assertEqual([writes[0].args[0], path], moves[0].args);
      assertEqual("write", calls[0].name);
      assertEqual({ format: "aql-shootout/1", results: [] }, JSON.parse(fs.read(path)));
      assertFalse(fs.exists(writes[0].args[0]));
    },

    // Bug: lib/record/resume.js re-measuring entries that errored. A run in which one case's query
    // threw and another's result was wrong finished; resuming its file measures nothing.
    testResumeDoesNotMeasureFailedCasesAgain: function () {
      var path = fs.join(directory, "failed.json");
      var maxQuery = cases.byName("max-number").query;
      var failing = {};
      Object.keys(host).forEach(function (key) { failing[key] = host[key]; });
      failing.timedQuery = function (query, bindVars) {
        if (query === maxQuery) {
          throw new Error("query killed");
        }
        return host.timedQuery(query, bindVars);
      };
      var outcome = suite.run(failing, { cases: ["min-number", "max-number", "sort-number"], sizes: [1000], runs: 2,
        warmup: 0, gcPause: 0, database: DATABASE, out: path, label: "guards" }, CONTEXT);
      assertFalse(outcome.ok);
      var saved = JSON.parse(fs.read(path));
      var byCase = {};
      saved.results.forEach(function (entry) { byCase[entry["case"]] = entry; });
      assertEqual("query killed", byCase["max-number"].error.message);
      // and one wrong result, as a server with a broken SORT would give
      byCase["sort-number"].verified = false;
      byCase["sort-number"].mismatch = "row 0: expected 0, got 999";
      saved.endedAt = null;
      fs.write(path, JSON.stringify(saved));

      printed = [];
      var resumed = suite.run(host, { resume: path }, CONTEXT);
      assertEqual([], printedLines(/^\[/));
      assertFalse(resumed.ok);
      var after = JSON.parse(fs.read(path));
      assertEqual(3, after.results.length);
      after.results.forEach(function (entry) {
        assertEqual(byCase[entry["case"]], entry, entry["case"]);
      });
    }
  };
}

jsunity.run(pureGuardsSuite);
jsunity.run(serverGuardsSuite);
return jsunity.done();
