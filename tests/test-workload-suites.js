/*
 * The suites of workload cases, run through the whole flow: crud (scratch collections made
 * and dropped around every run, every phase verified, a broken server caught, nothing left
 * behind after a failing call, leftovers of a crashed run dropped) and social (the network
 * built and checked, each case verified from the formula or not available on versions
 * without a form for it, a wrong answer caught). Small sizes keep it quick under every
 * profile. Runs in arangod (in a database of its own) and under the stand-in.
 */
var jsunity = require("jsunity");

function workloadSuitesSuite() {
  var internal = require("internal");
  var hostAdapter = shootout.require("./lib/host");
  var suite = shootout.require("./lib/suite");
  var runner = shootout.require("./lib/run/runner");
  var features = shootout.require("./lib/features");
  var catalog = shootout.require("./cases/index");
  var collections = shootout.require("./setup/collections");
  var social = shootout.require("./setup/datasets/social");
  var friendships = shootout.require("./cases/social/friendships");
  var DATABASE = "shootout_test_workloads";
  var CONTEXT = { directory: shootout.directory, invocation: "console" };
  var version = internal.db._version();
  var printed;
  var host;

  function run(raw) {
    var options = { database: DATABASE, save: false, runs: 2, warmup: 1, gcPause: 0 };
    Object.keys(raw).forEach(function (key) { options[key] = raw[key]; });
    return suite.run(host, options, CONTEXT);
  }

  function entryOf(outcome, name) {
    return outcome.record.results.filter(function (entry) { return entry["case"] === name; })[0];
  }

  function namesIn() {
    var names = [];
    host.useDatabase(DATABASE);
    names = host.collectionNames().filter(function (name) { return name.charAt(0) !== "_"; }).sort();
    host.useDatabase("_system");
    return names;
  }

  // The host with one collection call replaced (a server that misbehaves in one way).
  function withBrokenCall(callName, broken) {
    var base = host;
    var broke = {};
    Object.keys(base).forEach(function (key) { broke[key] = base[key]; });
    broke.collection = function (name) {
      var collection = base.collection(name);
      if (collection !== null && /scratch/.test(name)) {
        var original = collection[callName];
        collection[callName] = function () { return broken(original, arguments); };
      }
      return collection;
    };
    broke.createCollection = function (name, properties) {
      base.createCollection(name, properties);
      return broke.collection(name);
    };
    return broke;
  }

  return {
    setUp: function () {
      printed = [];
      host = hostAdapter.connect({ print: function (line) { printed.push(line); } });
    },

    tearDown: function () {
      host.useDatabase("_system");
      if (host.databaseExists(DATABASE)) {
        suite.drop(host, { database: DATABASE });
      }
    },

    testCrudPhasesAreVerifiedAndLeaveNothingBehind: function () {
      var outcome = run({ suite: ["crud"], sizes: ["200"] });
      assertTrue(outcome.ok, printed.join("\n"));
      ["crud-insert", "crud-get", "crud-update", "crud-remove"].forEach(function (name) {
        var entry = entryOf(outcome, name);
        assertEqual([true, 2, 1, 200, "document calls", null], [entry.verified, entry.times.length,
          entry.warmupTimes.length, entry.resultCount, entry.form, entry.plan], name);
        assertTrue(entry.times.every(function (seconds) { return seconds > 0; }), name);
      });
      // only the suite's marker (and no scratch collection) is left in the suite's database
      assertEqual(["shootoutOwner"], namesIn());
      // the server's resident memory after each timed run, in the server (not through arangosh,
      // where the call may describe the shell), and its peak under the table
      var memory = entryOf(outcome, "crud-get").memory;
      if (internal.arango) {
        assertEqual([], memory);
        assertEqual(-1, printed.join("\n").indexOf("MEMORY"));
      } else {
        assertEqual(2, memory.length);
        assertTrue(memory[0] > 1024 * 1024, JSON.stringify(memory));
        assertMatch(/\nMEMORY \(peak per suite[^\n]*\n  crud: server resident [0-9.]+ MB/, printed.join("\n"));
      }
    },

    testAPhaseWhoseCallsDoNothingIsCaught: function () {
      host = withBrokenCall("update", function () { return null; });
      var outcome = run({ suite: ["crud"], cases: ["crud-update"], sizes: ["100"], runs: 1, warmup: 0 });
      assertFalse(outcome.ok);
      var entry = entryOf(outcome, "crud-update");
      assertEqual(false, entry.verified);
      assertEqual("document 0: test1 is \"value 1 of document 0\", expected \"updated value of document 0\"",
        entry.mismatch);
    },

    testRemovalsThatRemoveNothingAreCaught: function () {
      host = withBrokenCall("remove", function () { return true; });
      var outcome = run({ suite: ["crud"], cases: ["crud-remove"], sizes: ["100"], runs: 1, warmup: 0 });
      assertEqual("expected an empty collection after the removals, 100 documents are left",
        entryOf(outcome, "crud-remove").mismatch);
    },

    testAFailingCallEndsTheCaseAndTheScratchCollectionIsDropped: function () {
      var calls = 0;
      host = withBrokenCall("insert", function (original, args) {
        calls += 1;
        if (calls === 50) {
          var error = new Error("disk full");
          error.errorNum = 32;
          throw error;
        }
        return original.apply(null, args);
      });
      var outcome = run({ suite: ["crud"], cases: ["crud-insert"], sizes: ["100"], runs: 1, warmup: 0 });
      var entry = entryOf(outcome, "crud-insert");
      assertEqual({ message: "disk full", errorNum: 32 }, entry.error);
      assertEqual([], entry.times);
      assertEqual(["shootoutOwner"], namesIn());
    },

    testDropRemovesScratchCollectionsACrashedRunLeft: function () {
      run({ suite: ["crud"], cases: ["crud-get"], sizes: ["100"], runs: 1, warmup: 0 });
      host.useDatabase(DATABASE);
      host.createCollection("crudscratch100", null);
      host.createCollection("socialscratch300", null);
      host.createCollection("crudscratchOfMine", null);
      host.useDatabase("_system");
      var dropped = suite.drop(host, { database: DATABASE }).dropped;
      assertEqual(["crudscratch100", "socialscratch300"], dropped.sort());
      host.useDatabase(DATABASE);
      assertTrue(host.collection("crudscratchOfMine") !== null, "a collection that only looks like ours stays");
      host.collection("crudscratchOfMine").drop();
      host.useDatabase("_system");
    },

    testSocialCasesAreVerifiedOrNotAvailable: function () {
      var outcome = run({ suite: ["social"], sizes: ["100"], runs: 1, warmup: 0 });
      var graphs = features.has("traversal", version) || features.has("graph-functions", version);
      ["aggregation", "neighbors", "neighbors-data", "shortest-path", "single-read", "single-write",
        "single-write-sync"].forEach(function (name) {
        var entry = entryOf(outcome, name);
        var isGraph = /neighbors|shortest/.test(name);
        if (isGraph && !graphs) {
          assertEqual("not-available", entry.skipped.reason, name);
          assertMatch(/this server is /, entry.skipped.message);
        } else {
          assertEqual([true, 1], [entry.verified, entry.times.length], name + ": " + entry.mismatch + " " +
            JSON.stringify(entry.error));
        }
      });
      assertEqual(100, entryOf(outcome, "single-read").resultCount);
      assertEqual(100, entryOf(outcome, "single-write-sync").resultCount);
      // the results file names the friendship collection beside the profiles, with its count
      assertEqual([["profiles100", { collection: "friends100", count: social.edgeCount(100) }]],
        outcome.record.datasets.map(function (d) { return [d.collection, d.edges]; }));
      if (graphs) {
        // one search per profile (fewer profiles than the post's 1,000 starts): the rows are
        // all their neighbors at distance 1 or 2
        var expected = 0;
        for (var k = 0; k < 100; k += 1) {
          expected += friendships.neighbors(friendships.start(k, 100), 100).length;
        }
        assertEqual(expected, entryOf(outcome, "neighbors").resultCount);
      }
      // the network stays; no scratch collection does
      assertEqual(["friends100", "profiles100", "shootoutOwner"], namesIn());
    },

    // shootout.explain of a workload case: the plan of one query in this version's form, a
    // sentence for document calls (no optimizer involved), "not available" where the version
    // has no form; the stand-in refuses to explain a traversal rather than invent its plan.
    testExplainOfEveryWorkloadCase: function () {
      suite.setup(host, { suite: ["social", "crud"], sizes: "100", database: DATABASE });
      var graphs = features.has("traversal", version) || features.has("graph-functions", version);
      var standIn = host.identity("console").host === "stand-in";
      catalog.suite("social").cases.concat(catalog.suite("crud").cases).forEach(function (testCase) {
        var summary;
        try {
          summary = suite.explainCase(host, testCase.name, "100", { database: DATABASE });
        } catch (e) {
          assertTrue(standIn && /^not supported by the stand-in: explaining /.test(e.message), testCase.name + ": " +
            e.message);
          return;
        }
        if (/neighbors|shortest/.test(testCase.name) && !graphs) {
          assertMatch(/this server is /, summary.notAvailable, testCase.name);
        } else if (/^(single-|crud-)/.test(testCase.name)) {
          assertMatch(/^no plan \(the query optimizer is not involved in (document calls|collection\.(document|insert)\(.*\))\)$/,
            summary.noPlan, testCase.name);
        } else {
          assertTrue(Array.isArray(summary.nodes), testCase.name);
        }
      });
      assertTrue(printed.indexOf("single-read on profiles100 (100): no plan (the query optimizer is not involved in " +
        "collection.document(key))") >= 0, printed.join("\n"));
      if (graphs && !standIn) {
        assertTrue(printed.some(function (line) { return /^neighbors on profiles100 \(100\), .*, one of its queries: /.test(line); }),
          printed.join("\n"));
      }
      // nothing explained left a scratch collection behind
      assertEqual(["friends100", "profiles100", "shootoutOwner"], namesIn());
    },

    testTheNetworkIsCheckedAndRebuiltWhenItsEdgesChange: function () {
      run({ suite: ["social"], cases: ["aggregation"], sizes: ["100"], runs: 1, warmup: 0 });
      host.useDatabase(DATABASE);
      try {
        assertEqual([], collections.inspect(host, 100, null, social));
        host.collection("friends100").remove(host.query("FOR e IN friends100 LIMIT 1 RETURN e._key", {}).rows[0]);
        assertEqual(["collection friends100 has " + (social.edgeCount(100) - 1) + " edges, expected " +
          social.edgeCount(100)], collections.inspect(host, 100, null, social));
        assertEqual("rebuilt", collections.ensure(host, 100, function () {}, null, social).action);
        assertEqual([], collections.inspect(host, 100, null, social));
      } finally {
        host.useDatabase("_system");
      }
    },

    // single-write checks every new profile as stored against what was sent, and the sync
    // variant really asks for waitForSync on every insert
    testSingleWritesAreCheckedDocumentByDocumentAndSyncIsAsked: function () {
      var options = [];
      host = withBrokenCall("insert", function (original, args) {
        options.push(args[1] === undefined || args[1] === null ? null : args[1].waitForSync);
        var profile = args[0];
        // the server "loses" an attribute of one profile
        if (profile._key === "W7") {
          var copy = {};
          Object.keys(profile).forEach(function (key) { copy[key] = key === "AGE" ? 99 : profile[key]; });
          return original.call(null, copy, args[1]);
        }
        return original.apply(null, args);
      });
      var outcome = run({ suite: ["social"], cases: ["single-write", "single-write-sync"], sizes: ["100"], runs: 1,
        warmup: 0 });
      assertMatch(/^in socialscratch100: document 7: AGE is 99, expected [0-9]+$/, entryOf(outcome, "single-write").mismatch);
      assertMatch(/^in socialscratch100: document 7: AGE is 99, expected [0-9]+$/, entryOf(outcome, "single-write-sync").mismatch);
      // 100 inserts without options, then 100 with waitForSync: true (rounds: plan order in round 1 is shuffled,
      // so count them instead of reading the order)
      assertEqual(100, options.filter(function (sync) { return sync === null; }).length);
      assertEqual(100, options.filter(function (sync) { return sync === true; }).length);
    },

    testAWrongNeighborAnswerIsCaught: function () {
      if (!features.has("traversal", version) && !features.has("graph-functions", version)) {
        return; // not available on this version (the test above checks that)
      }
      var timedQuery = host.timedQuery;
      host.timedQuery = function (query, bindVars) {
        var timed = timedQuery(query, bindVars);
        var rows = timed.rows;
        // the server "forgets" one neighbor of the third start vertex
        timed.rows = function () {
          var all = rows();
          return bindVars.start === "profiles100/P" + ((7919 * 2) % 100) ? all.slice(1) : all;
        };
        return timed;
      };
      var outcome = run({ suite: ["social"], cases: ["neighbors"], sizes: ["100"], runs: 1, warmup: 0 });
      assertMatch(/^the neighbors of P38 \(search 2\): expected [0-9]+ profiles, got [0-9]+$/,
        entryOf(outcome, "neighbors").mismatch);
    },

    testAWorkloadCaseWithoutAFormIsNotAvailableAndNeverRun: function () {
      if (features.has("shortest-path", version) || features.has("graph-functions", version)) {
        return; // this version has a form (the run above measures it)
      }
      // no dataset exists: a case that is not available never reaches the server
      var entry = runner.runCase(host, catalog.caseByName("shortest-path"), 100, { runs: 1, warmup: 0, gcPause: 0 });
      assertEqual(["not-available", [], null, null], [entry.skipped.reason, entry.times, entry.error, entry.plan]);
    }
  };
}

jsunity.run(workloadSuitesSuite);
return jsunity.done();
