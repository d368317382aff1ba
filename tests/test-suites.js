/*
 * Suites (cases/index.js): choosing them and their sizes, the one-line errors for bad names,
 * their datasets (setup/datasets/distinct.js, users.js) built, verified and rebuilt, a run of
 * two suites whose every row names its suite, rows "not available" on versions without the
 * AQL a case needs, explain for their cases, and results files written before suites existed.
 * Small sizes (100 documents) keep it quick under every profile. Runs in arangod (in a
 * database of its own) and under the stand-in.
 */
var jsunity = require("jsunity");

function suitesSuite() {
  var internal = require("internal");
  var fs = require("fs");
  var hostAdapter = shootout.require("./lib/host");
  var suite = shootout.require("./lib/suite");
  var options = shootout.require("./lib/options/options");
  var catalog = shootout.require("./cases/index");
  var features = shootout.require("./lib/features");
  var collections = shootout.require("./setup/collections");
  var distinct = shootout.require("./setup/datasets/distinct");
  var users = shootout.require("./setup/datasets/users");
  var compareInput = shootout.require("./lib/compare/inputs/compare-input");
  var compare = shootout.require("./lib/compare/comparisons/compare");
  var compareReport = shootout.require("./lib/compare/reports/compare-report");
  var resume = shootout.require("./lib/record/resume");
  var tableParser = shootout.require("./lib/compare/inputs/table-parser");
  var DATABASE = "shootout_test_suites";
  var CONTEXT = { directory: shootout.directory, invocation: "console" };
  var VALID = "valid suites: shootout, distinct, return-value, social, crud";
  var printed;
  var host;
  var directory;

  // The versions that brought the AQL the distinct cases need (arangod/Aql/grammar.y of v2.6.0
  // and v2.7.0, restated here rather than read from lib/features.js): COLLECT ... OPTIONS 2.6, RETURN
  // DISTINCT 2.7.
  function serverHas(major, minor) {
    var match = /^(\d+)\.(\d+)/.exec(internal.db._version());
    var version = [parseInt(match[1], 10), parseInt(match[2], 10)];
    return version[0] > major || (version[0] === major && version[1] >= minor);
  }

  function errorOf(work) {
    try {
      work();
    } catch (e) {
      return e.message;
    }
    fail("expected an error");
  }

  function normalize(raw) {
    return options.normalize(raw, catalog);
  }

  return {
    setUp: function () {
      printed = [];
      host = hostAdapter.connect({ print: function (text) { printed.push(String(text)); } });
      directory = fs.getTempFile("", false) + "-suites";
      fs.makeDirectoryRecursive(directory);
      assertFalse(host.databaseExists(DATABASE), "a database of this test's name already exists; not touching it");
    },

    tearDown: function () {
      if (host.databaseExists(DATABASE)) {
        suite.drop(host, { database: DATABASE });
      }
      fs.removeDirectoryRecursive(directory);
    },

    testEachSuiteHasItsCasesAndDefaultSizes: function () {
      var chosen = normalize({});
      assertEqual(["shootout"], chosen.suite);
      assertEqual(33, chosen.cases.length);
      assertEqual({ shootout: [10000, 100000, 1000000] }, chosen.sizes);
      chosen = normalize({ suite: "distinct,return-value" });
      assertEqual(["distinct", "return-value"], chosen.suite);
      assertEqual(["distinct-collect", "distinct-return-distinct", "distinct-collect-hash", "distinct-collect-sorted",
        "distinct-collect-count", "return-document", "return-key", "return-range"], chosen.cases);
      assertEqual({ distinct: [4000000], "return-value": [100000] }, chosen.sizes);
    },

    testSizesPerSuite: function () {
      assertEqual({ distinct: [1000], "return-value": [1000] },
        normalize({ suite: ["distinct", "return-value"], sizes: "1k" }).sizes);
      assertEqual({ shootout: [1000, 2000], distinct: [200] },
        normalize(options.fromArguments(["--suite", "shootout,distinct", "--sizes", "2000,distinct:200,1k"])).sizes);
      assertEqual({ shootout: [10000, 100000, 1000000], distinct: [300, 4000000] },
        normalize({ suite: ["distinct", "shootout"], sizes: { distinct: ["4000k", 300] } }).sizes);
    },

    testCasesGlobAcrossTheChosenSuitesOnly: function () {
      var chosen = normalize({ suite: ["shootout", "distinct", "return-value"], cases: ["*-collect*", "return-key"] });
      assertEqual(["distinct-collect", "distinct-collect-hash", "distinct-collect-sorted", "distinct-collect-count",
        "return-key"], chosen.cases);
      // a suite none of whose cases is chosen is not measured
      assertEqual(["distinct", "return-value"], chosen.suite);
      assertEqual("case 'distinct-collect' is in suite distinct, which is not chosen; add it with --suite " +
        "(suite: [\"distinct\"]); suites chosen: shootout", errorOf(function () { normalize({ cases: "distinct-collect" }); }));
      assertMatch(/^case pattern 'graph-\*' matches no case; valid cases: distinct-collect, /,
        errorOf(function () { normalize({ suite: "distinct", cases: "graph-*" }); }));
    },

    // The options help names every suite and its default sizes: a suite added to the registry
    // must not stay unknown to a user reading --help.
    testOptionsHelpNamesEverySuiteAndItsDefaultSizes: function () {
      var help = options.usage().split("\n");
      var suiteLine = help.filter(function (line) { return /^ {2}--suite /.test(line); })[0];
      var sizesLine = help.filter(function (line) { return /^ {2}--sizes /.test(line); })[0];
      catalog.suiteNames().forEach(function (name) {
        assertTrue(suiteLine.indexOf(name) > 0, name + " in " + suiteLine);
        var labels = catalog.suite(name).defaultSizes.map(function (documents) { return documents / 1000 + "k"; });
        assertTrue(sizesLine.indexOf(name + " " + labels.join(",")) > 0, name + " " + labels.join(",") + " in " + sizesLine);
      });
    },

    testBadSuiteNamesGiveOneLineNamingTheValidOnes: function () {
      assertEqual("unknown suite 'distinc'; " + VALID, errorOf(function () { normalize({ suite: "distinc" }); }));
      assertEqual("unknown suite 'Shootout'; " + VALID,
        errorOf(function () { normalize(options.fromArguments(["--suite", "distinct,Shootout"])); }));
      assertEqual("sizes name suite 'users', which is not a suite; " + VALID,
        errorOf(function () { normalize({ suite: "return-value", sizes: "users:100" }); }));
      assertEqual("sizes name suite 'distinct', which is not chosen; suites chosen: shootout",
        errorOf(function () { normalize({ sizes: { distinct: [100] } }); }));
      assertMatch(/^invalid size '150'/, errorOf(function () { normalize({ suite: "distinct", sizes: "distinct:150" }); }));
      assertMatch(/^option suite must list strings, got 3 \(number\)/, errorOf(function () { normalize({ suite: [3] }); }));
      var outcome = shootout.run({ suite: "nope", database: DATABASE, save: false });
      assertEqual({ ok: false, error: "unknown suite 'nope'; " + VALID, badInput: true }, outcome);
      assertFalse(host.databaseExists(DATABASE), "nothing is created for bad input");
    },

    testConsoleListOfOneSuiteAndOfAnUnknownOne: function () {
      assertEqual(5, shootout.list({ suite: "distinct" }));
      assertEqual(33 + 5 + 3 + 7 + 4, shootout.list());
      assertEqual({ ok: false, error: "unknown suite 'x'; " + VALID, badInput: true }, shootout.list({ suite: ["x"] }));
    },

    testFeatureFacts: function () {
      assertNull(features.missing([], "2.5.1"));
      assertNull(features.missing(["collect-options"], "2.6.0"));
      assertEqual("not available on this version: COLLECT ... OPTIONS { method } needs ArangoDB 2.6 or later " +
        "(this server is 2.5.4)", features.missing(["collect-options"], "2.5.4"));
      assertEqual("not available on this version: RETURN DISTINCT needs ArangoDB 2.7 or later (this server is 2.6.12)",
        features.missing(["collect-options", "return-distinct"], "2.6.12"));
      assertNull(features.missing(["return-distinct"], "2.7.0"));
      assertNull(features.missing(["return-distinct", "collect-options"], "4.0.0-devel"));
      assertNull(features.missing(["return-distinct"], "custom-build"));
      assertMatch(/unknown feature 'graphs'/, errorOf(function () { features.missing(["graphs"], "3.11.0"); }));
    },

    // The graph functions' _id shapes came in v2.6.0-alpha3; a real 2.6.0-alpha2 still has 2.5's.
    testFeatureFromAPreRelease: function () {
      ["2.5.4", "2.6.0-alpha1", "2.6.0-alpha2"].forEach(function (version) {
        assertFalse(features.has("graph-functions", version), version);
      });
      ["2.6.0-alpha3", "2.6.0-alpha10", "2.6.0-beta1", "2.6.0-rc1", "2.6.0", "2.6.12", "2.7.0-alpha1", "2.8.3"].forEach(function (version) {
        assertTrue(features.has("graph-functions", version), version);
      });
      assertEqual("not available on this version: NEIGHBORS() and SHORTEST_PATH() returning _id strings needs " +
        "ArangoDB 2.6.0-alpha3 or later (this server is 2.6.0-alpha2)", features.missing(["graph-functions"], "2.6.0-alpha2"));
      assertTrue(features.has("collect-options", "2.6.0-alpha2"));
    },

    testDatasetsAreBuiltVerifiedAndRebuiltPerSuite: function () {
      var leave = shootout.require("./tests/support/scratch-database").enter(host, DATABASE);
      try {
        [distinct, users].forEach(function (dataset) {
          var name = dataset.collectionName(100);
          var built = collections.ensure(host, 100, host.print, null, dataset);
          assertEqual([dataset.NAME, name, "created", []], [built.dataset, built.name, built.action, built.indexes]);
          var rows = host.query("FOR d IN @@c RETURN d", { "@c": name }).rows;
          assertEqual(100, rows.length);
          rows.forEach(function (row) {
            assertNull(dataset.describeMismatch(row, dataset.numberOfKey(row._key), 100, name), JSON.stringify(row));
          });
          assertEqual("reused", collections.ensure(host, 100, host.print, null, dataset).action);
          // the middle document (one of the three sampled) altered behind the suite's back: the
          // collection built again by hand with document 50 changed
          var altered = dataset.INSERT_QUERY.replace("value: i %", "value: i == 50 ? 7 : i %")
            .replace("active: i % 3 != 0", "active: i == 50 ? 7 : i % 3 != 0");
          assertTrue(altered !== dataset.INSERT_QUERY);
          host.collection(name).drop();
          host.createCollection(name);
          var bindVars = dataset.insertBindVars(0, 99, 100);
          bindVars["@collection"] = name;
          host.query(altered, bindVars);
          var problems = collections.inspect(host, 100, null, dataset);
          assertEqual(1, problems.length);
          assertMatch(/^document 50: (active|value) is 7, expected /, problems[0]);
          var rebuilt = collections.ensure(host, 100, host.print, null, dataset);
          assertEqual(["rebuilt", problems], [rebuilt.action, rebuilt.problems]);
          assertEqual([], collections.inspect(host, 100, null, dataset));
        });
        assertEqual({ _key: "user7", id: 7, name: { first: "Ada", last: "Jones" }, email: "user7@example.com", age: 25,
          active: true, score: 0.875, manager: "user0", registered: 25200, tags: ["tag0", "tag7"],
          address: { street: "Main Street 7", city: "Lima", zip: "PC259" }, bio: "User 7 likes sailing and swimming." },
        users.documentFor(7, 100));
        assertEqual({ _key: "test250", value: 50 }, distinct.documentFor(250, 4000000));
        host.createCollection("distinctOfMine");
        assertEqual(["distinct100", "users100"], collections.dropAll(host, catalog.datasets()).sort());
        assertTrue(host.collection("distinctOfMine") !== null, "a collection that only looks like ours stays");
      } finally {
        leave();
      }
    },

    testRunOfTwoSuitesNamesTheSuiteInEveryRowAndKeepsUnavailableCasesApart: function () {
      var outcome = suite.run(host, { suite: ["distinct", "return-value"], cases: ["distinct-*", "return-document"],
        sizes: ["distinct:100", "return-value:200"], runs: 1, warmup: 0, gcPause: 0, database: DATABASE,
        out: fs.join(directory, "two.json"), label: "two-suites" }, CONTEXT);
      assertTrue(outcome.ok, printed.join("\n"));
      var saved = JSON.parse(fs.read(fs.join(directory, "two.json")));
      assertEqual(["distinct", "return-value"], saved.options.suite);
      assertEqual({ distinct: [100], "return-value": [200] }, saved.options.sizes);
      assertEqual([["distinct", "distinct", "distinct100", 100], ["return-value", "users", "users200", 200]],
        saved.datasets.map(function (d) { return [d.suite, d.dataset, d.collection, d.documents]; }));
      var expected = {
        "distinct-collect": true, "distinct-return-distinct": serverHas(2, 7), "distinct-collect-hash": serverHas(2, 6),
        "distinct-collect-sorted": serverHas(2, 6), "distinct-collect-count": true, "return-document": true
      };
      assertEqual(Object.keys(expected), saved.results.map(function (entry) { return entry["case"]; }));
      saved.results.forEach(function (entry) {
        assertEqual(/^return/.test(entry["case"]) ? "return-value" : "distinct", entry.suite);
        if (expected[entry["case"]]) {
          assertTrue(entry.verified, entry["case"] + ": " + entry.mismatch);
          assertEqual(1, entry.times.length);
          assertNull(entry.skipped);
        } else {
          assertEqual("not-available", entry.skipped.reason);
          assertMatch(/^not available on this version: .* needs ArangoDB 2\.[67] or later \(this server is /,
            entry.skipped.message);
          assertEqual([[], null, false, null], [entry.times, entry.plan, entry.verified, entry.error]);
        }
      });
      var rows = printed.filter(function (line) { return / \| (distinct|return-value)( |$)/.test(line); });
      assertEqual(6, rows.length, printed.join("\n"));
      rows.forEach(function (line) {
        var name = line.split(" ")[0];
        assertEqual(expected[name] ? -1 : line.length - "<- NOT AVAILABLE".length, line.indexOf("<- NOT AVAILABLE"), line);
      });
      assertMatch(/^return-document +\| 200 +\| +1 \| .* \| return-value$/, rows[5]);
      // under the table, each unavailable row with the reason
      var unavailable = Object.keys(expected).filter(function (name) { return !expected[name]; });
      var block = printed.indexOf("NOT AVAILABLE: " + unavailable.length + " case(s) this server cannot run:");
      assertEqual(unavailable.length === 0, block < 0, printed.join("\n"));
      unavailable.forEach(function (name, i) {
        assertMatch(new RegExp("^  " + name + " 100: not available on this version: .* needs ArangoDB 2\\.[67] or later"),
          printed[block + 1 + i]);
      });
      assertEqual([], printed.filter(function (line) { return /^FAILED/.test(line); }));
      // the printed table reads back with its suites and unavailable rows
      var parsed = tableParser.parseTables(printed.join("\n"))[0].rows;
      assertEqual(saved.results.map(function (entry) { return [entry.suite, entry["case"], !expected[entry["case"]]]; }),
        parsed.map(function (row) { return [row.suite, row["case"], row.notAvailable]; }));
    },

    testExplainEveryCaseOfTheNewSuites: function () {
      suite.setup(host, { suite: ["distinct", "return-value"], sizes: "100", database: DATABASE });
      ["distinct", "return-value"].forEach(function (name) {
        catalog.suite(name).cases.forEach(function (testCase) {
          var summary = suite.explainCase(host, testCase.name, "100", { database: DATABASE });
          var needs = { "return-distinct": [2, 7], "collect-options": [2, 6] }[(testCase.requires || [])[0]];
          if (needs !== undefined && !serverHas(needs[0], needs[1])) {
            assertMatch(/^not available on this version/, summary.notAvailable);
          } else {
            assertTrue(Array.isArray(summary.nodes), testCase.name);
            assertEqual(testCase.usesCollection === false ? 0 : 1, summary.fullScans, testCase.name);
          }
        });
      });
      assertTrue(printed.indexOf("return-range (reads no collection): FOR i IN 1..1000000 RETURN i") >= 0,
        printed.join("\n"));
      assertTrue(printed.indexOf("distinct-collect on distinct100 (100): " +
        "FOR doc IN @@collection COLLECT value = doc.value RETURN value") >= 0);
    },

    testResultsFilesWrittenBeforeSuitesLoadAsTheShootout: function () {
      var old = JSON.stringify({ format: "aql-shootout/1", label: "old", server: { host: "arangod console" },
        endedAt: "2026-01-01T00:00:00.000Z",
        options: { cases: ["keep"], sizes: [1000], runs: 3, warmup: 1, gcPause: 0.2, database: "shootout" },
        results: [{ "case": "keep", documents: 1000, times: [0.1, 0.11, 0.12], verified: true, error: null,
          digest: "d" }] });
      var side = compareInput.read("old.json", old);
      assertEqual([["shootout", "shootout|keep|1000"]], side.entries.map(function (e) { return [e.suite, e.key]; }));
      var current = JSON.stringify({ format: "aql-shootout/1", label: "new", server: { host: "arangod console" },
        endedAt: "2026-01-02T00:00:00.000Z",
        results: [{ suite: "shootout", "case": "keep", documents: 1000, times: [0.1, 0.11, 0.12], verified: true,
          error: null, digest: "d" }, { suite: "distinct", "case": "distinct-collect", documents: 1000,
          times: [0.2, 0.2, 0.2], verified: true, error: null, digest: "e" }] });
      var comparison = compare.compare(side, compareInput.read("new.json", current));
      assertEqual([["shootout", "keep", "~"], ["distinct", "distinct-collect", "new"]],
        comparison.rows.map(function (row) { return [row.suite, row["case"], row.verdict]; }));
      assertEqual(["shootout|keep|1000"], Object.keys(resume.entriesByKey(JSON.parse(old))));
      // an old file's saved options normalize as a shootout run (what --resume does with them)
      assertEqual({ shootout: [1000] }, normalize(JSON.parse(old).options).sizes);
      // a table without the suite column is the shootout's too
      var rows = tableParser.parseTables(["test name                     | collection  |    runs |     min (s) |" +
        "     max (s) |     avg (s)", new Array(100).join("-"),
        "keep                          | 1k          |       3 |      0.1000 |      0.1200 |      0.1100"].join("\n"))[0].rows;
      assertEqual("shootout", rows[0].suite);
    },

    testNotAvailableIsNotMeasuredInAComparison: function () {
      function file(skipped, times) {
        return JSON.stringify({ format: "aql-shootout/1", label: "x", server: { host: "arangod console" },
          endedAt: "2026-01-01T00:00:00.000Z", results: [{ suite: "distinct", "case": "distinct-return-distinct",
            documents: 100, times: times, verified: skipped === null, error: null, digest: "d", skipped: skipped }] });
      }
      var a = compareInput.read("2.6.json", file({ reason: "not-available",
        message: "not available on this version: RETURN DISTINCT needs ArangoDB 2.7 or later (this server is 2.6.0)" }, []));
      var b = compareInput.read("3.11.json", file(null, [0.1, 0.1, 0.1]));
      assertNull(a.entries[0].failed);
      var comparison = compare.compare(a, b);
      var row = comparison.rows[0];
      assertEqual(["distinct", "not measured"], [row.suite, row.verdict]);
      assertMatch(/^not available on this version/, row.notMeasured.a);
      assertNull(row.notMeasured.b);
      assertFalse(compare.hasRegression(comparison));
      var text = compareReport.render("text", comparison, [a, b]).split("\n");
      assertMatch(/^suite +case +size +A \(s\)/, text[0]);
      assertMatch(/^distinct +distinct-return-distinct +100 +not measured +0\.1000 .*not measured$/, text[2]);
    }
  };
}

jsunity.run(suitesSuite);
return jsunity.done();
