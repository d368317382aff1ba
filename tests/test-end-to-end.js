/*
 * The whole shootout as a user runs it: setup, 33 cases on two sizes, the printed table, the
 * results file, returning to the caller's database, leaving user data alone, and drop().
 * Runs in arangod (against the real server, in databases of its own) and under the stand-in.
 */
var jsunity = require("jsunity");

function endToEndSuite() {
  var fs = require("fs");
  var hostAdapter = shootout.require("./lib/host");
  var suite = shootout.require("./lib/suite");
  var options = shootout.require("./lib/options/options");
  var tableModule = shootout.require("./lib/report/table");
  var cases = shootout.require("./cases/index");
  // the cases this server leaves untimed for lack of an index (2.5.0-2.5.3 only)
  var boundAttributeIndex = shootout.require("./tests/support/bound-attribute-index");
  var serverVersion = require("internal").db._version();
  var untimed = boundAttributeIndex.untimedCases(serverVersion, cases.all);
  var DATABASE = "shootout_test_end_to_end";
  var CONTEXT = { directory: shootout.directory, invocation: "console" };
  var printed;
  var host;
  var directory;

  function outFile(name) {
    return fs.join(directory, name);
  }

  function tableLines() {
    var start = printed.indexOf(tableModule.format([])[0]);
    assertTrue(start >= 0, "table header printed");
    var lines = [];
    for (var i = start + 2; i < printed.length && printed[i] !== ""; i += 1) {
      lines.push(printed[i]);
    }
    return lines;
  }

  function databaseNames() {
    return host.databaseExists(DATABASE) ? [DATABASE] : [];
  }

  return {
    setUp: function () {
      printed = [];
      host = hostAdapter.connect({ print: function (text) { printed.push(String(text)); } });
      directory = fs.getTempFile("", false) + "-e2e";
      fs.makeDirectoryRecursive(directory);
      assertEqual([], databaseNames(), "a database of this test's name already exists; not touching it");
    },

    tearDown: function () {
      if (host.databaseExists(DATABASE)) {
        suite.drop(host, { database: DATABASE });
      }
      fs.removeDirectoryRecursive(directory);
    },

    // Two sizes, the smaller first in the table; 100 and 1,000 documents keep it quick under
    // every profile (tests/test-cases.js checks every case's answer on 1,000 and 2,000).
    testFullRunOnTwoSizes: function () {
      var callerDatabase = host.currentDatabase();
      var outcome = suite.run(host, { sizes: [100, 1000], runs: 2, warmup: 1, gcPause: 0,
        database: DATABASE, out: outFile("run.json"), label: "e2e" }, CONTEXT);

      assertTrue(outcome.ok);
      assertEqual(callerDatabase, host.currentDatabase());
      var results = outcome.record.results;
      assertEqual(66, results.length);
      var timed = results.filter(function (entry, i) {
        assertEqual(i % 2 === 0 ? 100 : 1000, entry.documents);
        assertEqual(i % 2 === 0 ? "100" : "1k", entry.size);
        assertNull(entry.error);
        var withoutIndex = untimed.indexOf(entry["case"]) >= 0;
        assertEqual(withoutIndex, entry.indexMissing, entry["case"] + " " + entry.size + " index use");
        if (withoutIndex) {
          // not timed, not verified: the plan alone was recorded (lib/run/runner.js)
          assertEqual("no-index", entry.skipped.reason);
          assertEqual([], entry.times);
          assertFalse(entry.verified);
        }
        return !withoutIndex;
      });
      assertEqual(66 - 2 * untimed.length, timed.length);
      timed.forEach(function (entry) {
        assertTrue(entry.verified, entry["case"] + " " + entry.size + ": " + entry.mismatch);
        assertEqual(2, entry.times.length);
        assertEqual(1, entry.warmupTimes.length);
        assertTrue(entry.min <= entry.median && entry.median <= entry.max);
        assertTrue(entry.min <= entry.avg && entry.avg <= entry.max);
        assertEqual((entry.times[0] + entry.times[1]) / 2, entry.median);
        assertEqual("number", typeof entry.stddev);
      });
      results.forEach(function (entry) {
        assertNull(entry.planError, entry["case"]);
      });
      timed.forEach(function (entry) {
        assertEqual(2, entry.stats.length);
        assertMatch(/^[0-9a-f]{16}$/, entry.resultDigest);
      });
      function resultOf(name) {
        return results.filter(function (entry) { return entry["case"] === name; })[0];
      }
      var hashJoin = resultOf("join-hash-number");
      if (untimed.length > 0) {
        // 2.5.0-2.5.3: the join reads both loops by full scan, and nothing was measured
        assertEqual(2, hashJoin.plan.fullScans);
        assertEqual([], hashJoin.plan.indexes);
        assertEqual([], hashJoin.stats);
      }
      // a join the server serves from an index: on value1 (by bind parameter) or else on _key
      var indexedJoin = untimed.length > 0 ? resultOf("join-key") : hashJoin;
      assertEqual(untimed.length > 0 ? ["_key"] : ["value1"], indexedJoin.plan.indexes[0].fields);
      assertEqual(1, indexedJoin.plan.fullScans);
      assertEqual("filter", indexedJoin.plan.indexes[0].servedFor);
      assertTrue(indexedJoin.plan.rules.indexOf("use-indexes") >= 0 || indexedJoin.plan.rules.indexOf("use-index-range") >= 0);
      // The server's own counts: a self-join through the index reads each document once by scan
      // and once through the index (docs 3.12, query statistics; v2.5.0 arangod/Aql/ExecutionBlock.cpp).
      assertEqual(100, indexedJoin.stats[0].scannedFull);
      assertEqual(100, indexedJoin.stats[0].scannedIndex);
      assertEqual(0, indexedJoin.stats[0].filtered);
      var lookup = results.filter(function (entry) { return entry["case"] === "lookup-key" && entry.documents === 1000; })[0];
      assertEqual(0, lookup.stats[1].scannedFull);
      assertEqual(1000, lookup.stats[1].scannedIndex);
      // Same answer in both runs of a size-independent case? Different sizes give different digests.
      assertTrue(results[0].resultDigest !== results[1].resultDigest);
      assertEqual("collect-number", results[0]["case"]);
      assertEqual("lookup-skiplist-string", results[65]["case"]);

      var lines = tableLines();
      assertEqual(66, lines.length);
      assertMatch(/^collect-number {16}\| 100 {9}\| {7}2 \| +[0-9]+\.[0-9]{4} \|/, lines[0]);
      assertMatch(untimed.length > 0 ? /^lookup-skiplist-string {8}\| 1k {10}\| {7}0 \| .*<- NO INDEX, NOT TIMED$/ :
        /^lookup-skiplist-string {8}\| 1k {10}\| {7}2 \|/, lines[65]);
      assertEqual("results: " + outFile("run.json"), printed[printed.length - 1]);
    },

    testResultsFileHoldsEverySample: function () {
      var path = outFile("file.json");
      var outcome = suite.run(host, { cases: ["filter-*", "lookup-key"], sizes: ["1000"], runs: 3,
        warmup: 2, gcPause: 0, database: DATABASE, out: path, label: "file-check", seed: 5 }, CONTEXT);
      var saved = JSON.parse(fs.read(path));
      assertEqual(outcome.record, saved);
      assertEqual("aql-shootout/1", saved.format);
      assertEqual("file-check", saved.label);
      assertMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/, saved.startedAt);
      var internal = require("internal");
      assertEqual(internal.standIn ? "stand-in" : (host.inArangosh ? "arangosh" : "arangod console"), saved.server.host);
      assertEqual("console", saved.server.invocation);
      assertTrue(saved.server.role === "single" || saved.server.role === "coordinator", saved.server.role);
      assertEqual(host.identity("console").role, saved.server.role);
      assertEqual(internal.db._version(), saved.server.version);
      assertEqual("string", typeof saved.server.engine);
      assertEqual(shootout.version, saved.suiteVersion);
      assertMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/, saved.endedAt);
      assertTrue(saved.endedAt >= saved.startedAt);
      assertEqual({ suite: ["shootout"], cases: ["filter-number", "filter-string", "lookup-key"],
        sizes: { shootout: [1000] }, runs: 3,
        order: "rounds", seed: 5, targetCi: 2, maxTime: 30, target: null, budget: null, warmup: 2, gcPause: 0, shards: null, replicationFactor: null, allowNoIndex: false, database: DATABASE,
        query: null, queryB: null, bind: null, casesFile: null, dataset: null, queryDatabase: null }, saved.options);
      assertEqual(1, saved.datasets.length);
      assertEqual("values1000", saved.datasets[0].collection);
      assertEqual("created", saved.datasets[0].action);
      assertEqual([["value1"], ["value2"], ["value3"], ["value4"]], saved.datasets[0].indexes.map(function (index) {
        return index.fields;
      }));
      // hash/skiplist as in 2015, or persistent where the server has no other (4.x).
      saved.datasets[0].indexes.forEach(function (index, i) {
        assertTrue(index.type === (i < 2 ? "hash" : "skiplist") || index.type === "persistent", index.type);
      });
      assertEqual(3, saved.results.length);
      saved.results.forEach(function (entry) {
        assertEqual(3, entry.times.length);
        assertEqual(2, entry.warmupTimes.length);
        entry.times.concat(entry.warmupTimes).forEach(function (seconds) {
          assertEqual("number", typeof seconds);
          assertTrue(seconds >= 0);
        });
        assertMatch(/^[0-9a-f]{16}$/, entry.digest);
        ["min", "max", "avg", "median", "stddev", "resultCount", "documents"].forEach(function (field) {
          assertEqual("number", typeof entry[field], field);
        });
      });
      assertEqual(1, saved.results[0].resultCount);
      // Same query text, other bind values: other digests.
      assertTrue(saved.results[0].digest !== saved.results[1].digest);
      assertEqual(1000, saved.results[2].resultCount);
      assertFalse(fs.exists(path + ".partial"));
    },

    testNoSaveWritesNothing: function () {
      var outcome = suite.run(host, { cases: ["min-number"], sizes: [1000], runs: 1, warmup: 0,
        gcPause: 0, database: DATABASE, out: outFile("none.json"), save: false }, CONTEXT);
      assertTrue(outcome.ok);
      assertNull(outcome.path);
      assertFalse(fs.exists(outFile("none.json")));
    },

    testSecondRunReusesTheCollections: function () {
      var run = { cases: ["min-number"], sizes: [1000], runs: 1, warmup: 0, gcPause: 0,
        database: DATABASE, save: false };
      suite.run(host, run, CONTEXT);
      assertTrue(printed.some(function (line) { return /^setup values1000: created/.test(line); }));
      printed = [];
      suite.run(host, run, CONTEXT);
      assertTrue(printed.some(function (line) { return /^setup values1000: reused/.test(line); }));
    },

    testBadOptionsTouchNothing: function () {
      try {
        suite.run(host, { cases: ["no-such-case"], database: DATABASE, out: outFile("bad.json") }, CONTEXT);
        fail("expected an option error");
      } catch (e) {
        assertTrue(e instanceof options.OptionError);
        assertMatch(/^unknown case 'no-such-case'/, e.message);
      }
      assertEqual([], databaseNames());
      assertFalse(fs.exists(outFile("bad.json")));
      assertEqual([], printed);
      // a stop rule for adaptive runs beside a fixed number of runs would be ignored: refused
      try {
        suite.run(host, { cases: ["min-number"], runs: 5, targetCi: 1, database: DATABASE, out: outFile("bad.json") },
          CONTEXT);
        fail("expected an option error");
      } catch (e) {
        assertEqual("option targetCi goes with runs auto (it decides when adaptive runs stop), not with runs 5", e.message);
      }
      assertEqual([], databaseNames());
    },

    testUserDataWithTheSameNamesIsUntouched: function () {
      // A user's own collection named like a test collection, in the caller's database.
      var callerDatabase = host.currentDatabase();
      var userCollection = "values1000";
      assertNull(host.collection(userCollection), "the caller's database already has values1000");
      host.createCollection(userCollection);
      try {
        host.query("INSERT { _key: \"mine\", note: \"user data\" } INTO @@collection", { "@collection": userCollection });
        suite.run(host, { cases: ["extract-doc"], sizes: [1000], runs: 1, warmup: 0, gcPause: 0,
          database: DATABASE, save: false }, CONTEXT);
        suite.drop(host, { database: DATABASE });
        assertEqual(callerDatabase, host.currentDatabase());
        assertEqual([{ _key: "mine", note: "user data" }],
          host.query("FOR d IN @@collection RETURN UNSET(d, \"_id\", \"_rev\")", { "@collection": userCollection }).rows);
      } finally {
        host.collection(userCollection).drop();
      }
    },

    testForeignDatabaseIsRefused: function () {
      host.createDatabase(DATABASE);
      var callerDatabase = host.currentDatabase();
      host.useDatabase(DATABASE);
      host.createCollection("theirs");
      host.useDatabase(callerDatabase);
      try {
        suite.run(host, { cases: ["min-number"], sizes: [1000], database: DATABASE, save: false }, CONTEXT);
        fail("expected a refusal");
      } catch (e) {
        assertMatch(/^database 'shootout_test_end_to_end' exists but was not created by aql-shootout/, e.message);
      }
      try {
        suite.drop(host, { database: DATABASE });
        fail("expected a refusal");
      } catch (e2) {
        assertMatch(/was not created by aql-shootout/, e2.message);
      }
      assertEqual(callerDatabase, host.currentDatabase());
      host.useDatabase(DATABASE);
      assertEqual(["theirs"], host.collectionNames().filter(function (name) { return name.charAt(0) !== "_"; }));
      host.useDatabase(callerDatabase);
      host.dropDatabase(DATABASE);
    },

    testCollectionDroppedWhileRunningIsRebuilt: function () {
      // The collection disappears right after the first case finished (a user, another tool).
      var dropper = hostAdapter.connect({ print: function (text) {
        printed.push(String(text));
        if (/^\[1\/2\] /.test(text)) {
          host.collection("values1000").drop();
        }
      } });
      var outcome = suite.run(dropper, { cases: ["min-number", "max-number"], sizes: [1000], runs: 1, warmup: 0,
        gcPause: 0, database: DATABASE, save: false }, CONTEXT);
      assertTrue(outcome.ok);
      assertNull(outcome.record.results[0].datasetProblems);
      assertEqual(["collection values1000 does not exist"], outcome.record.results[1].datasetProblems);
      assertTrue(outcome.record.results[1].verified);
      assertTrue(printed.indexOf("dataset changed while the suite ran: collection values1000 does not exist; rebuilding") >= 0);
    },

    testCaseWithoutItsIndexIsNotTimed: function () {
      // A server whose optimizer does not use the dataset's indexes (simulated by switching the
      // use-indexes rule off for the explain), as on 2.5.0–2.5.3 for c.@attribute: the join
      // would be a nested loop, so it is recorded with its plan and a reason, never executed.
      var db = require("internal").db;
      var misconfigured = hostAdapter.connect({ print: function (text) { printed.push(String(text)); } });
      misconfigured.explain = function (query, bindVars) {
        return db._createStatement({ query: query, bindVars: bindVars,
          options: { optimizer: { rules: ["-use-indexes", "-use-index-range"] } } }).explain();
      };
      var executed = [];
      var timedQuery = misconfigured.timedQuery;
      misconfigured.timedQuery = function (query, bindVars) {
        executed.push(query);
        return timedQuery(query, bindVars);
      };
      var outcome = suite.run(misconfigured, { cases: ["join-key", "concat"], sizes: [1000], runs: 2, warmup: 1,
        gcPause: 0, database: DATABASE, out: outFile("no-index.json") }, CONTEXT);
      assertTrue(outcome.ok, "a case left untimed for lack of an index is not a failure");
      var join = outcome.record.results[1];
      assertTrue(join.indexMissing);
      assertFalse(outcome.record.results[0].indexMissing, "concat needs no index");
      assertEqual({ reason: "no-index", message: shootout.require("./lib/run/runner").NO_INDEX_MESSAGE }, join.skipped);
      assertEqual([], join.times);
      assertEqual([], join.warmupTimes);
      assertNull(join.resultCount);
      assertEqual(2, join.plan.fullScans);
      assertEqual(3, executed.length, "only concat ran: 1 warmup + 2 runs");
      assertTrue(executed.every(function (query) { return /CONCAT/.test(query); }));
      var saved = JSON.parse(fs.read(outFile("no-index.json")));
      assertEqual(join.skipped, saved.results[1].skipped);
      assertEqual(join.plan, saved.results[1].plan);
      assertEqual(1, printed.filter(function (line) {
        return /^join-key +\| 1k +\| +0 \| +- \| +- \| +- \| +- \| shootout +<- NO INDEX, NOT TIMED$/.test(line);
      }).length, printed.join("\n"));
      assertTrue(printed.indexOf("  join-key 1k (not timed)") > printed.indexOf("NO INDEX: 1 case(s) that need the dataset's " +
        "indexes read the collection by full scan; check the server's indexes and optimizer settings (1 not timed; " +
        "--allow-no-index times them anyway; ArangoDB 2.5.0 to 2.5.3 never use an index for c.@attribute):"));
      assertTrue(printed.some(function (line) { return /^\[2\/2\] join-key 1k: no timed run, NO INDEX USED .*, not timed: /.test(line); }));
      assertEqual([], printed.filter(function (line) { return /^FAILED/.test(line); }));
    },

    testAllowNoIndexTimesTheCaseAnyway: function () {
      var db = require("internal").db;
      var misconfigured = hostAdapter.connect({ print: function (text) { printed.push(String(text)); } });
      misconfigured.explain = function (query, bindVars) {
        return db._createStatement({ query: query, bindVars: bindVars,
          options: { optimizer: { rules: ["-use-indexes", "-use-index-range"] } } }).explain();
      };
      var outcome = suite.run(misconfigured, { cases: ["join-key"], sizes: [1000], runs: 2, warmup: 0,
        gcPause: 0, database: DATABASE, save: false, allowNoIndex: true }, CONTEXT);
      assertTrue(outcome.ok);
      var join = outcome.record.results[0];
      assertTrue(join.indexMissing);
      assertNull(join.skipped);
      assertEqual(2, join.times.length);
      assertTrue(join.verified);
      assertTrue(outcome.record.options.allowNoIndex);
      assertEqual(1, printed.filter(function (line) { return /^join-key .*<- NO INDEX$/.test(line); }).length);
    },

    testUnstableRowsAreWarnedAboutAndKept: function () {
      var jumpy = hostAdapter.connect({ print: function (text) { printed.push(String(text)); } });
      var timedQuery = jumpy.timedQuery;
      var seconds = [0.3, 0.1, 0.1, 0.5, 0.1, 0.1];
      jumpy.timedQuery = function (query, bindVars) {
        var outcome = timedQuery(query, bindVars);
        outcome.seconds = seconds.shift();
        return outcome;
      };
      var outcome = suite.run(jumpy, { cases: ["max-number"], sizes: [1000], runs: 5, warmup: 1,
        gcPause: 0, database: DATABASE, out: outFile("unstable.json") }, CONTEXT);
      var entry = outcome.record.results[0];
      assertEqual([0.1, 0.1, 0.5, 0.1, 0.1], entry.times, "every sample kept");
      assertEqual(["cv", "max", "outliers", "warmup"], entry.warnings.map(function (w) { return w.check; }));
      assertEqual(entry.warnings, JSON.parse(fs.read(outFile("unstable.json"))).results[0].warnings);
      var header = printed.indexOf("UNSTABLE: 1 row(s) whose samples moved while they were measured; " +
        "treat their differences with care:");
      assertTrue(header > 0);
      assertEqual("  max-number 1k: coefficient of variation 99.4 % (above 10.0 %); maximum 5.0× the median; " +
        "1 of 5 runs outside Tukey's fences [0.1000, 0.1000] s", printed[header + 1]);
      // a slow warmup is no sample that moved: it is named apart
      assertEqual("", printed[header + 2]);
      assertEqual(0, printed[header + 3].indexOf("SLOW WARMUPS: 1 row(s) whose warmups took far longer than their timed runs"),
        printed[header + 3]);
      assertEqual("  max-number 1k: warmups 3.0× slower than the timed runs (medians): cold caches; consider more " +
        "warmup runs", printed[header + 4]);
    },

    // The first progress lines of a run in rounds know only the cases prepared so far; the slow
    // ones (2.5's IN-list lookups, planned last) are not guessed from the fast ones: the
    // estimate is a lower bound naming the cases not counted, until every case is warmed up.
    testRoundsEstimateComesFromThePreparedCases: function () {
      var timed = hostAdapter.connect({ print: function (text) { printed.push(String(text)); } });
      var timedQuery = timed.timedQuery;
      timed.timedQuery = function (query, bindVars) {
        var outcome = timedQuery(query, bindVars);
        outcome.seconds = /_key IN @keys/.test(query) ? 15 : 0.01;
        return outcome;
      };
      suite.run(timed, { cases: ["min-number", "max-number", "lookup-key"], sizes: [1000], runs: 5, warmup: 1,
        gcPause: 0, database: DATABASE, save: false }, CONTEXT);
      var lines = printed.filter(function (line) { return /^\[\d\/3\] /.test(line); });
      assertEqual(3, lines.length, printed.join("\n"));
      // 0.05 s known after the first case: no "about 0:00 left" for a run of more than a minute
      assertMatch(/^\[1\/3\] min-number 1k: prepared, .*; elapsed 0:00, time left not known yet \(2 case\(s\) not warmed up yet, not counted\)$/,
        lines[0]);
      assertMatch(/, time left not known yet \(1 case\(s\) not warmed up yet, not counted\)$/, lines[1]);
      // all three known: 5 runs of 15 s and 10 of 0.01 s
      assertMatch(/, about 1:15 left$/, lines[2]);
    },

    // Steady timed runs after a slow warmup: nothing moved while it was measured, so no
    // UNSTABLE list; the warmup is named under its own heading.
    testSlowWarmupAloneIsNoInstability: function () {
      var cold = hostAdapter.connect({ print: function (text) { printed.push(String(text)); } });
      var timedQuery = cold.timedQuery;
      var seconds = [0.3, 0.1, 0.1, 0.1, 0.1, 0.1];
      cold.timedQuery = function (query, bindVars) {
        var outcome = timedQuery(query, bindVars);
        outcome.seconds = seconds.shift();
        return outcome;
      };
      var outcome = suite.run(cold, { cases: ["max-number"], sizes: [1000], runs: 5, warmup: 1,
        gcPause: 0, database: DATABASE, save: false }, CONTEXT);
      assertEqual(["warmup"], outcome.record.results[0].warnings.map(function (w) { return w.check; }));
      assertFalse(printed.some(function (line) { return /^UNSTABLE/.test(line); }), printed.join("\n"));
      var header = printed.filter(function (line) { return /^SLOW WARMUPS: 1 row\(s\) /.test(line); });
      assertEqual(1, header.length, printed.join("\n"));
      assertTrue(printed.indexOf("  max-number 1k: warmups 3.0× slower than the timed runs (medians): cold caches; " +
        "consider more warmup runs") > 0, printed.join("\n"));
    },

    testClockSteppingBackIsKeptOutOfTheStatistics: function () {
      // internal.time() is a wall clock: a step back can make a run look zero or negative.
      var stepping = hostAdapter.connect({ print: function (text) { printed.push(String(text)); } });
      var timedQuery = stepping.timedQuery;
      var calls = 0;
      stepping.timedQuery = function (query, bindVars) {
        var outcome = timedQuery(query, bindVars);
        calls += 1;
        outcome.seconds = calls === 3 ? -0.25 : (calls === 1 ? 0 : 0.5 + calls / 100);
        return outcome;
      };
      var outcome = suite.run(stepping, { cases: ["min-number"], sizes: [1000], runs: 3, warmup: 1,
        gcPause: 0, database: DATABASE, save: false }, CONTEXT);
      var entry = outcome.record.results[0];
      assertEqual([{ warmup: true, run: 1, seconds: 0 }, { warmup: false, run: 2, seconds: -0.25 }], entry.badSamples);
      assertEqual([0.52, 0.54], entry.times);
      assertEqual(2, entry.stats.length, "server statistics stay paired with times");
      assertEqual(0.52, entry.min);
      assertTrue(outcome.ok);
      assertTrue(printed.indexOf("  min-number 1k: warmup 1 = 0 s, run 2 = -0.25 s") > printed.indexOf(
        "CLOCK: the server's clock gave zero or negative times (a clock step?); those samples are kept in the " +
        "results file (badSamples) and left out of the statistics:"));
    },

    testExplainPrintsOnePlan: function () {
      suite.setup(host, { sizes: [1000], database: DATABASE });
      printed = [];
      var summary = suite.explainCase(host, "join-hash-number", "1k", { database: DATABASE });
      assertEqual("join-hash-number on values1000 (1k): FOR c1 IN @@collection FOR c2 IN @@collection " +
        "FILTER c1.@attribute == c2.@attribute RETURN c1", printed[0]);
      if (untimed.length > 0) {
        // 2.5.0-2.5.3: a nested loop of two full scans, and a line saying the index is missing
        assertMatch(/^ {2}nodes: {3}SingletonNode → EnumerateCollectionNode → EnumerateCollectionNode → .*ReturnNode$/,
          printed[1]);
        assertEqual("  access:  full scan + full scan", printed[2]);
        assertEqual("  NO INDEX USED: this case should read through the dataset's indexes", printed[5]);
        assertEqual(6, printed.length, JSON.stringify(printed));
        assertEqual(0, summary.indexes.length);
      } else {
        assertMatch(/^ {2}nodes: {3}SingletonNode → EnumerateCollectionNode → .*Index(Range)?Node.* → ReturnNode$/, printed[1]);
        assertMatch(/^ {2}access: {2}full scan \+ (hash|persistent) index on value1 \(filter\)$/, printed[2]);
        assertEqual(5, printed.length, JSON.stringify(printed));
        assertEqual(1, summary.indexes.length);
      }
      try {
        suite.explainCase(host, "join-hash-number", "2k", { database: DATABASE });
        fail("expected an error");
      } catch (e) {
        assertEqual("collection values2000 does not exist yet; build it with shootout.setup({ suite: [\"shootout\"], sizes: [\"2k\"] })", e.message);
      }
      try {
        suite.explainCase(host, "join-hashes", "1k", { database: DATABASE });
        fail("expected an error");
      } catch (e2) {
        assertMatch(/^unknown case 'join-hashes'; valid cases: /, e2.message);
      }
    },

    testQueryResultsCacheIsOffDuringTheRunAndRestoredAfter: function () {
      var cache;
      try {
        cache = require("@arangodb/aql/cache");
      } catch (e) {
        try {
          cache = require("org/arangodb/aql/cache");
        } catch (e2) {
          return; // no results cache in this version (before 2.7) or on a cluster
        }
      }
      var before = cache.properties().mode;
      cache.properties({ mode: "demand" });
      var modesSeen = [];
      var watcher = hostAdapter.connect({ print: function (text) {
        printed.push(String(text));
        if (/^\[1\/1\] /.test(text)) {
          modesSeen.push(cache.properties().mode);
        }
      } });
      try {
        assertTrue(suite.run(watcher, { cases: ["min-number"], sizes: [1000], runs: 1, warmup: 0, gcPause: 0,
          database: DATABASE, save: false }, CONTEXT).ok);
        assertEqual(["off"], modesSeen);
        assertEqual("demand", cache.properties().mode);
      } finally {
        cache.properties({ mode: before });
      }
    },

    testClusterOptionsNeedACoordinator: function () {
      if (host.identity("console").role === "coordinator") {
        var outcome = suite.run(host, { cases: ["min-number"], sizes: [1000], runs: 1, warmup: 0, gcPause: 0,
          shards: 3, replicationFactor: 2, database: DATABASE, save: false }, CONTEXT);
        assertTrue(outcome.ok);
        assertEqual({ numberOfShards: 3, replicationFactor: 2 }, outcome.record.datasets[0].properties);
        return;
      }
      try {
        suite.run(host, { cases: ["min-number"], sizes: [1000], shards: 3, database: DATABASE, save: false }, CONTEXT);
        fail("expected an option error");
      } catch (e) {
        assertTrue(e instanceof options.OptionError);
        assertEqual("options shards and replicationFactor need a cluster coordinator; this server's role is single", e.message);
      }
      assertEqual([], databaseNames());
    },

    testDropRemovesOnlyWhatTheSuiteMade: function () {
      suite.setup(host, { sizes: [1000], database: DATABASE });
      var dropped = suite.drop(host, { database: DATABASE });
      assertEqual(["values1000"], dropped.dropped);
      assertTrue(dropped.databaseDropped);
      assertEqual([], databaseNames());

      suite.setup(host, { sizes: [1000], database: DATABASE });
      var callerDatabase = host.currentDatabase();
      host.useDatabase(DATABASE);
      host.createCollection("addedByUser");
      host.useDatabase(callerDatabase);
      var kept = suite.drop(host, { database: DATABASE });
      assertFalse(kept.databaseDropped);
      assertMatch(/kept database 'shootout_test_end_to_end' because it also holds addedByUser$/,
        printed[printed.length - 1]);
      host.useDatabase(DATABASE);
      assertTrue(host.collection("addedByUser") !== null);
      assertNull(host.collection("values1000"));
      host.useDatabase(callerDatabase);
      host.dropDatabase(DATABASE);
    },

    // A caller standing inside the suite's database when it is dropped has nothing to return
    // to: the drop still succeeds and leaves the caller in _system.
    testDropFromInsideTheSuiteDatabase: function () {
      var callerDatabase = host.currentDatabase();
      suite.setup(host, { sizes: [1000], database: DATABASE });
      host.useDatabase(DATABASE);
      try {
        var dropped = suite.drop(host, { database: DATABASE });
        assertTrue(dropped.databaseDropped);
        assertEqual("_system", host.currentDatabase());
        assertEqual([], databaseNames());
      } finally {
        host.useDatabase(callerDatabase);
      }
    }
  };
}

jsunity.run(endToEndSuite);
return jsunity.done();
