/*
 * The workbench (lib/workbench.js, lib/options/case-catalog.js, lib/options/custom-cases.js): timing one
 * query, A/B runs, cases files, and every bad input. Runs in arangod and under the stand-in,
 * in databases of its own.
 */
var jsunity = require("jsunity");

function workbenchSuite() {
  var fs = require("fs");
  var db = require("internal").db;
  var hostAdapter = shootout.require("./lib/host");
  var suite = shootout.require("./lib/suite");
  var workbench = shootout.require("./lib/workbench");
  var options = shootout.require("./lib/options/options");
  var turns = shootout.require("./lib/run/turns");
  var DATABASE = "shootout_test_workbench";
  var USER_DATABASE = "shootout_test_workbench_user";
  var CONTEXT = { directory: shootout.directory, invocation: "console" };
  var QUICK = { sizes: [1000], runs: 3, warmup: 1, gcPause: 0, database: DATABASE, save: false };
  var LOOKUP = "FOR d IN @@collection FILTER d.value1 == @v RETURN d.value2";
  var printed;
  var host;
  var directory;

  function quick(extra) {
    var chosen = {};
    Object.keys(QUICK).forEach(function (key) { chosen[key] = QUICK[key]; });
    Object.keys(extra || {}).forEach(function (key) { chosen[key] = extra[key]; });
    return chosen;
  }

  // A database of the user's own with a collection "people" of these names; the caller stays
  // in the database it was in, whose name is returned.
  function peopleInTheUserDatabase(names) {
    host.createDatabase(USER_DATABASE);
    var caller = host.currentDatabase();
    host.useDatabase(USER_DATABASE);
    db._create("people");
    names.forEach(function (name) { db._collection("people").save({ name: name }); });
    host.useDatabase(caller);
    return caller;
  }

  function errorOf(work) {
    try {
      work();
    } catch (e) {
      assertTrue(e instanceof options.OptionError, "expected an OptionError, got " + e);
      return e.message;
    }
    fail("expected an error");
  }

  // a host that records which query text each timed call ran
  function recordingHost() {
    var recording = hostAdapter.connect({ print: function (text) { printed.push(String(text)); } });
    var timedQuery = recording.timedQuery;
    recording.ran = [];
    recording.timedQuery = function (query, bindVars) {
      recording.ran.push(query);
      return timedQuery(query, bindVars);
    };
    return recording;
  }

  // A host on a clock of its own that moves only by the seconds each timed query is said to
  // take: A's queries 0.5 s, B's 0.5 s and up to 4 % more, so a turn takes 1 s or a little more. writes:
  // the turns in query-a of each results file written.
  function clockedHost() {
    var clocked = hostAdapter.connect({ print: function (text) { printed.push(String(text)); } });
    var now = 1000;
    var count = 0;
    clocked.time = function () { return now; };
    var timedQuery = clocked.timedQuery;
    clocked.timedQuery = function (query, bindVars) {
      var timed = timedQuery(query, bindVars);
      count += 1;
      timed.seconds = query === LOOKUP ? 0.5 : 0.5 * (1 + 0.01 * ((count * 7) % 5));
      now += timed.seconds;
      return timed;
    };
    clocked.writes = [];
    var writeWhole = clocked.files.writeWhole;
    clocked.files.writeWhole = function (path, text) {
      var parsed = JSON.parse(text);
      var a = parsed.results.filter(function (entry) { return entry["case"] === "query-a"; })[0];
      clocked.writes.push(a ? a.times.length : null);
      return writeWhole(path, text);
    };
    return clocked;
  }

  function writeFile(name, text) {
    var path = fs.join(directory, name);
    fs.write(path, text);
    return path;
  }

  return {
    setUp: function () {
      printed = [];
      host = hostAdapter.connect({ print: function (text) { printed.push(String(text)); } });
      directory = fs.getTempFile("", false) + "-workbench";
      fs.makeDirectoryRecursive(directory);
      assertFalse(host.databaseExists(DATABASE), "a database of this test's name already exists; not touching it");
      assertFalse(host.databaseExists(USER_DATABASE), "a database of this test's name already exists; not touching it");
    },

    tearDown: function () {
      if (host.databaseExists(DATABASE)) {
        suite.drop(host, { database: DATABASE });
      }
      if (host.databaseExists(USER_DATABASE)) {
        host.dropDatabase(USER_DATABASE);
      }
      fs.removeDirectoryRecursive(directory);
    },

    testTimeOneQueryOnTheDataset: function () {
      var outcome = workbench.time(host, LOOKUP, { v: 7 }, quick(), CONTEXT);
      assertTrue(outcome.ok);
      assertNull(outcome.path, "a workbench run writes a results file only when asked");
      assertEqual(1, outcome.record.results.length);
      var entry = outcome.record.results[0];
      assertEqual("query", entry["case"]);
      assertEqual("workbench", entry.suite);
      assertEqual(3, entry.times.length);
      assertEqual(1, entry.warmupTimes.length);
      assertEqual(1, entry.resultCount);
      assertNull(entry.verified, "nothing to verify an ad hoc query against");
      // hash indexes are persistent ones on devel/4.x (release notes 3.0, 3.2, 3.9 and 4.0)
      assertMatch(/^(hash|persistent) index on value1 \(filter\)$/, shootout.require("./lib/run/plan-summary").describeAccess(entry.plan));
      assertEqual(["workbench"], outcome.record.options.suite);
      assertEqual(LOOKUP, outcome.record.options.query);
      assertEqual({ v: 7 }, outcome.record.options.bind);
      assertTrue(printed.some(function (line) { return /^\[1\/1\] query 1k: prepared, 1 warmup run\(s\), 1 rows, not verified/.test(line); }));
      assertTrue(printed.some(function (line) { return /^query +\| 1k +\| +3 \| .* \| workbench$/.test(line); }));
    },

    testTimeWritesAResultsFileWhenAsked: function () {
      var path = fs.join(directory, "q.json");
      var outcome = workbench.time(host, LOOKUP, { v: 3 }, quick({ out: path, dataset: "shootout", save: true }), CONTEXT);
      assertEqual(path, outcome.path);
      var saved = JSON.parse(fs.read(path));
      assertEqual(LOOKUP, saved.options.query);
      assertEqual("shootout", saved.options.dataset);
      assertEqual("values1000", saved.results[0].digest === null ? null : saved.datasets[0].collection);
    },

    testQueryWithoutCollectionRunsInTheNamedDatabase: function () {
      var caller = peopleInTheUserDatabase(["ada", "bob"]);
      var outcome = workbench.time(host, "FOR p IN people SORT p.name RETURN p.name", undefined,
        quick({ queryDatabase: USER_DATABASE }), CONTEXT);
      assertTrue(outcome.ok, printed.join("\n"));
      var entry = outcome.record.results[0];
      assertEqual(2, entry.resultCount);
      assertEqual(3, entry.times.length);
      assertEqual(caller, host.currentDatabase());
      assertEqual([], outcome.record.datasets, "no dataset is built for a query that reads none");
      // the header names where the query ran, not the suite's database
      assertTrue(printed.some(function (line) {
        return line.indexOf(", gc pause: 0 s, database: " + USER_DATABASE + " (the query reads no dataset; " + DATABASE +
          " holds the run's lock), label: ") > 0;
      }), printed.join("\n"));
      // beside a query that reads a dataset (A/B): both databases, each with what runs there
      printed = [];
      var both = workbench.ab(host, "FOR p IN people RETURN 1", "FOR d IN @@collection LIMIT 2 RETURN 1", undefined,
        quick({ queryDatabase: USER_DATABASE }), CONTEXT);
      assertTrue(both.ok, printed.join("\n"));
      assertTrue(printed.some(function (line) {
        return line.indexOf(", databases: " + DATABASE + " (the datasets), " + USER_DATABASE +
          " (queries without @@collection), label: ") > 0;
      }), printed.join("\n"));
      // a dataset query alone: the suite's database
      printed = [];
      workbench.time(host, LOOKUP, { v: 1 }, quick(), CONTEXT);
      assertTrue(printed.some(function (line) { return line.indexOf(", database: " + DATABASE + ", label: ") > 0; }),
        printed.join("\n"));
    },

    // A query without @@collection reads no dataset, so the sizes of one would time the same
    // query on the same data again and again: it runs once, without a size ("-"), also when
    // sizes are given and when it is refused (once, not once per default size).
    testQueryWithoutCollectionRunsOnceWithoutASize: function () {
      peopleInTheUserDatabase(["ada"]);
      var chosen = quick({ queryDatabase: USER_DATABASE });
      delete chosen.sizes;
      var outcome = workbench.time(host, "FOR p IN people RETURN p.name", undefined, chosen, CONTEXT);
      assertTrue(outcome.ok, printed.join("\n"));
      assertEqual(1, outcome.record.results.length, "one entry, not one per default size");
      var entry = outcome.record.results[0];
      assertEqual([null, "-", 3], [entry.documents, entry.size, entry.times.length]);
      assertTrue(printed.some(function (line) { return /, sizes: workbench none \(reads no dataset\), runs: 3,/.test(line); }),
        printed.join("\n"));
      assertTrue(printed.some(function (line) { return /^query +\| - +\| +3 \| .* \| workbench$/.test(line); }));
      // sizes given: still once
      var sized = workbench.time(host, "FOR p IN people RETURN p.name", undefined,
        quick({ queryDatabase: USER_DATABASE, sizes: [1000, 2000] }), CONTEXT);
      assertEqual([null], sized.record.results.map(function (each) { return each.documents; }));
      // a query the server refuses (a collection of the suite's database, asked for from the
      // user's): refused once, with the server's error (1203, collection not found)
      printed = [];
      var refused = workbench.time(host, "FOR d IN values1000 RETURN d", undefined, chosen, CONTEXT);
      assertFalse(refused.ok);
      assertEqual(1, refused.record.results.length);
      assertEqual(1, printed.filter(function (line) { return /^ {2}query -: error 1203: .*values1000/.test(line); }).length,
        printed.join("\n"));
      // A/B of two such queries: once each, their report without a size
      printed = [];
      var ab = workbench.ab(host, "FOR p IN people RETURN p.name", "FOR p IN people RETURN p.name", undefined,
        quick({ queryDatabase: USER_DATABASE }), CONTEXT);
      assertTrue(ab.ok, printed.join("\n"));
      assertEqual([null, null], ab.record.results.map(function (each) { return each.documents; }));
      assertTrue(printed.indexOf("A/B:") >= 0, printed.join("\n"));
      // a cases file: a record without @@collection runs once unless it names its own sizes
      var path = writeFile("sizeless.json", JSON.stringify([
        { name: "names", query: "RETURN 1" },
        { name: "names-sized", query: "RETURN 2", sizes: ["1k", "2k"] }
      ]));
      var file = suite.run(host, quick({ casesFile: path, cases: ["names", "names-sized"], sizes: [1000, 2000] }),
        CONTEXT);
      assertEqual(["names -", "names-sized 1k", "names-sized 2k"], file.record.results.map(function (each) {
        return each["case"] + " " + each.size;
      }));
    },

    // --resume of a workbench run: its saved options name suite workbench and case query,
    // which a new run could not be given; the resumed run takes the runs the entry lacks.
    testResumeOfAQueryRun: function () {
      var path = fs.join(directory, "resume.json");
      var first = workbench.time(host, "RETURN 1", undefined, quick({ out: path, save: true, runs: 4 }), CONTEXT);
      assertTrue(first.ok, printed.join("\n"));
      var saved = JSON.parse(fs.read(path));
      saved.endedAt = null;
      saved.results[0].times = saved.results[0].times.slice(0, 2);
      saved.results[0].stats = saved.results[0].stats.slice(0, 2);
      saved.results[0].sampleStarts = saved.results[0].sampleStarts.slice(0, 2);
      saved.results[0].memory = saved.results[0].memory.slice(0, 2);
      saved.results[0].stopped = null;
      fs.write(path, JSON.stringify(saved));
      var resumed = suite.run(host, { resume: path }, CONTEXT);
      assertTrue(resumed.ok, printed.join("\n"));
      assertEqual(1, resumed.record.results.length);
      assertEqual([null, 4], [resumed.record.results[0].documents, resumed.record.results[0].times.length]);
    },

    // An A/B run that died midway goes on with its turns, as they were, and ends with its report.
    testResumeOfAnAbRun: function () {
      var path = fs.join(directory, "resume-ab.json");
      var queryB = "FOR d IN @@collection FILTER d.value3 == @v RETURN d.value2";
      var first = workbench.ab(host, LOOKUP, queryB, { v: 7 }, quick({ out: path, save: true, runs: 6, seed: 3 }), CONTEXT);
      assertTrue(first.ok, printed.join("\n"));
      var saved = JSON.parse(fs.read(path));
      saved.endedAt = null;
      saved.results.forEach(function (entry) {
        ["times", "stats", "sampleStarts", "memory"].forEach(function (field) { entry[field] = entry[field].slice(0, 3); });
        entry.stopped = null;
      });
      fs.write(path, JSON.stringify(saved));
      printed = [];
      var recording = recordingHost();
      var resumed = workbench.runOptions(recording, { resume: path }, CONTEXT);
      assertTrue(resumed.ok, printed.join("\n"));
      assertEqual([6, 6], resumed.record.results.map(function (entry) { return entry.times.length; }));
      // a warmup each (a new process), then turns 4 to 6, each side first as the seed drew it
      var expected = [LOOKUP, queryB];
      [4, 5, 6].forEach(function (turn) {
        expected = expected.concat(turns.firstSide(3, turn) === "a" ? [LOOKUP, queryB] : [queryB, LOOKUP]);
      });
      assertEqual(expected, recording.ran);
      assertEqual("turns", resumed.comparison.rows[0].test);
      assertEqual(6, resumed.comparison.rows[0].turns.count);
      assertTrue(printed.indexOf("A/B on 1k:") >= 0, printed.join("\n"));
    },

    // A syntax error is what the server says it is: error 1501 with the parser's message and
    // the position, in the entry, the progress line and the list of failures; not a refusal
    // to time a query that might write.
    testSyntaxErrorIsReportedAsOne: function () {
      var outcome = workbench.time(host, "FOR d IN @@collection RETURN d foo", undefined, quick(), CONTEXT);
      assertFalse(outcome.ok);
      var error = outcome.record.results[0].error;
      assertEqual(1501, error.errorNum);
      assertMatch(/syntax error, unexpected .*foo.* at position 1:\d+/, error.message);
      assertEqual([], outcome.record.results[0].times);
      var progressLine = printed.filter(function (line) { return /^\[1\/1\] query 1k: /.test(line); });
      assertEqual(1, progressLine.length, printed.join("\n"));
      assertTrue(progressLine[0].indexOf("no timed run, ERROR 1501: " + error.message) > 0, progressLine[0]);
      assertEqual(-1, progressLine[0].indexOf("no plan"), "the error is said once: " + progressLine[0]);
      assertTrue(printed.indexOf("  query 1k: error 1501: " + error.message) > 0, printed.join("\n"));
      assertFalse(printed.some(function (line) { return /refused|read-only/.test(line); }), printed.join("\n"));
    },

    testDataModificationIsRefusedAndNothingIsTouched: function () {
      var caller = peopleInTheUserDatabase(["ada"]);
      var outcome = workbench.time(host, "INSERT { name: 'eve' } INTO people", undefined,
        quick({ queryDatabase: USER_DATABASE }), CONTEXT);
      assertFalse(outcome.ok);
      var entry = outcome.record.results[0];
      assertMatch(/^refused: a data-modification query \(InsertNode\); only read-only queries are timed, so database shootout_test_workbench_user, which the suite did not create, stays untouched$/,
        entry.error.message);
      assertEqual([], entry.times);
      host.useDatabase(USER_DATABASE);
      var count = db._collection("people").count();
      host.useDatabase(caller);
      assertEqual(1, count, "the user's collection is untouched");
      // on the dataset too: the other cases read it
      var onDataset = workbench.time(host, "FOR d IN @@collection INSERT { value1: d.value1 } INTO @@collection", undefined,
        quick(), CONTEXT);
      assertMatch(/so the dataset the other cases read stays untouched$/, onDataset.record.results[0].error.message);
      // a server that cannot explain the query: nothing shows that it only reads, so it is
      // refused as well (a plan that cannot be read must not let a write through)
      var blind = {};
      Object.keys(host).forEach(function (key) { blind[key] = host[key]; });
      blind.explain = function () { throw new Error("cannot explain this"); };
      var unexplained = workbench.time(blind, "INSERT { name: 'mallory' } INTO people", undefined,
        quick({ queryDatabase: USER_DATABASE }), CONTEXT);
      assertFalse(unexplained.ok);
      assertEqual("refused: the server could not explain the query (cannot explain this), so nothing shows that it " +
        "only reads; only read-only queries are timed, so database shootout_test_workbench_user, which the suite did " +
        "not create, stays untouched", unexplained.record.results[0].error.message);
      host.useDatabase(USER_DATABASE);
      count = db._collection("people").count();
      host.useDatabase(caller);
      assertEqual(1, count, "the user's collection is still untouched");
    },

    testAbTakesTurnsChecksResultsAndCompares: function () {
      var recording = recordingHost();
      var queryB = "FOR d IN @@collection FILTER d.value3 == @v RETURN d.value2";
      var outcome = workbench.ab(recording, LOOKUP, queryB, { v: 7 }, quick({ runs: 6, seed: 11 }), CONTEXT);
      assertTrue(outcome.ok);
      // warmups in plan order, then six turns, each A and B back to back, the first of each
      // block of two drawn from the seed and the second the other way round
      var firsts = [1, 2, 3, 4, 5, 6].map(function (turn) { return turns.firstSide(11, turn); });
      var expected = [LOOKUP, queryB];
      firsts.forEach(function (first) { expected = expected.concat(first === "a" ? [LOOKUP, queryB] : [queryB, LOOKUP]); });
      assertEqual(expected, recording.ran);
      [0, 2, 4].forEach(function (i) { assertTrue(firsts[i] !== firsts[i + 1], firsts.join(" ")); });
      assertEqual("turns", outcome.record.options.order);
      assertEqual({ reason: "runs", turns: 6 }, outcome.record.results[0].stopped);
      assertEqual(6, outcome.record.results[1].times.length);
      assertTrue(printed.some(function (line) {
        return /^A\/B 1k: 6 turns in [0-9.]+ s, B\/A [0-9.]+, a change of ×[0-9.]+ would be seen; stopped: the 6 turns asked for$/.test(line);
      }), printed.join("\n"));
      // the progress lines say what happened so far: both prepared and warmed up, the timed
      // runs still to come (not "no timed run")
      assertEqual(2, printed.filter(function (line) {
        return /^\[[12]\/2\] query-[ab] 1k: prepared, 1 warmup run\(s\), 1 rows, not verified/.test(line);
      }).length, printed.join("\n"));
      assertFalse(printed.some(function (line) { return /no timed run/.test(line); }), printed.join("\n"));
      assertEqual(1, outcome.comparison.rows.length);
      var row = outcome.comparison.rows[0];
      assertEqual("query", row["case"]);
      assertTrue(["faster", "slower", "~", "within noise"].indexOf(row.verdict) >= 0, row.verdict);
      assertMatch(/^(hash|persistent) index on value1 \(filter\) → (skiplist|persistent) index on value3 \(filter\)$/, row.planChange);
      assertTrue(printed.indexOf("  same result: 1 rows, digest " + outcome.record.results[0].resultDigest) > 0);
      var access = printed.indexOf("  ≠   access:");
      assertTrue(access > 0, printed.join("\n"));
      assertMatch(/^ {6}A (hash|persistent) index on value1 \(filter\)$/, printed[access + 1]);
      assertMatch(/^ {6}B (skiplist|persistent) index on value3 \(filter\)$/, printed[access + 2]);
      assertEqual("      nodes:", printed[access - 3], "a line that agrees is not marked");
    },

    // The default stops an A/B's turns when a change of the target's size would be seen (from
    // the turns' spread), or when the budget's seconds are spent (but never before six turns),
    // saving the results every few seconds of turns, not after every turn.
    testAbTurnsStopAtTheTargetOrTheBudget: function () {
      var queryB = "FOR d IN @@collection FILTER d.value3 == @v RETURN d.value2";
      var run = function (extra) {
        var clocked = clockedHost();
        var chosen = quick(extra);
        delete chosen.runs;
        delete chosen.gcPause;
        delete chosen.save;
        chosen.out = fs.join(directory, "ab.json");
        var outcome = workbench.ab(clocked, LOOKUP, queryB, { v: 7 }, chosen, CONTEXT);
        return { outcome: outcome, a: outcome.record.results[0], writes: clocked.writes };
      };
      // a target of 50 %: the first check, at 20 turns, finds it
      var wide = run({ target: 50 });
      assertEqual("target", wide.a.stopped.reason);
      assertEqual(20, wide.a.stopped.turns);
      assertTrue(wide.a.stopped.detectable <= 1.5, String(wide.a.stopped.detectable));
      assertEqual([20, 20], [wide.a.times.length, wide.outcome.record.results[1].times.length]);
      assertEqual({ runs: "auto", target: 50, budget: options.AB_TARGET_BUDGET, gcPause: 0 }, {
        runs: wide.outcome.record.options.runs, target: wide.outcome.record.options.target,
        budget: wide.outcome.record.options.budget, gcPause: wide.outcome.record.options.gcPause });
      assertTrue(printed.some(function (line) {
        return /^A\/B 1k: 20 turns in 20\.\d s, B\/A 1\.0\d\d, a change of ×[0-9.]+ would be seen; stopped: target reached \(×1\.500\)$/.test(line);
      }), printed.join("\n"));
      // a budget of 12.5 s: turns of 1 s, the 13th ends past it; saved at 5 and 10 s of turns
      var spent = run({ target: 0.1, budget: 12.5 });
      assertEqual({ reason: "budget", turns: 13, detectable: null }, spent.a.stopped);
      var during = spent.writes.filter(function (turns) { return turns > 0 && turns < 13; });
      assertEqual([5, 10], during);
      // a budget shorter than a turn still takes six
      assertEqual({ reason: "budget", turns: 6, detectable: null }, run({ budget: 0.5 }).a.stopped);
    },

    testTheStopRuleOfTurns: function () {
      var auto = { runs: "auto", target: 2, budget: 10 };
      assertEqual(null, turns.stopReason(auto, { turns: 30, seconds: 5, detectable: 1.03 }));
      assertEqual({ reason: "target", turns: 30, detectable: 1.02 }, turns.stopReason(auto, { turns: 30, seconds: 5, detectable: 1.02 }));
      assertEqual({ reason: "budget", turns: 30, detectable: 1.03 }, turns.stopReason(auto, { turns: 30, seconds: 10, detectable: 1.03 }));
      assertEqual(null, turns.stopReason(auto, { turns: turns.FEWEST_FOR_BUDGET - 1, seconds: 99, detectable: null }));
      assertEqual({ reason: "max-turns", turns: turns.MAX_TURNS, detectable: 1.03 },
        turns.stopReason(auto, { turns: turns.MAX_TURNS, seconds: 5, detectable: 1.03 }));
      assertEqual(null, turns.stopReason({ runs: 4 }, { turns: 3, seconds: 99, detectable: 1 }));
      assertEqual({ reason: "runs", turns: 4 }, turns.stopReason({ runs: 4 }, { turns: 4, seconds: 0, detectable: null }));
      // every block of two turns has each side first once; the blocks' first sides vary
      var firsts = [];
      for (var turn = 1; turn <= 40; turn += 1) {
        firsts.push(turns.firstSide(5, turn));
      }
      for (var i = 0; i < 40; i += 2) {
        assertTrue(firsts[i] !== firsts[i + 1], firsts.join(""));
      }
      assertTrue(/aa|bb/.test(firsts.join("")), "a block's draw is not a fixed rhythm: " + firsts.join(""));
      assertEqual(firsts, firsts.map(function (side, j) { return turns.firstSide(5, j + 1); }));
    },

    testAbWithDifferentResultsGivesNoVerdict: function () {
      var outcome = workbench.ab(host, LOOKUP, "FOR d IN @@collection FILTER d.value1 == @v - 1 RETURN d.value2",
        { v: 7 }, quick(), CONTEXT);
      assertFalse(outcome.ok);
      assertEqual("results differ", outcome.comparison.rows[0].verdict);
      assertTrue(printed.some(function (line) {
        return /^ {2}RESULTS DIFFER: A returned 1 rows \(digest [0-9a-f]+\), B 1 rows \(digest [0-9a-f]+\): B is not a faster A; no verdict$/.test(line);
      }), printed.join("\n"));
    },

    testCasesFileRunsLikeBuiltInCases: function () {
      var path = writeFile("mine.json", JSON.stringify([
        { name: "count-low", query: "FOR d IN @@collection FILTER d.value5 < @n COLLECT WITH COUNT INTO c RETURN c",
          bindVars: { n: 10 }, expect: { rows: [10] } },
        { name: "keys-sorted", query: "FOR d IN @@collection SORT d.value5 LIMIT 3 RETURN d._key",
          expect: { rows: ["test2", "test0", "test1"], anyOrder: true } },
        { name: "wrong", query: "FOR d IN @@collection LIMIT 2 RETURN 1", expect: { count: 3 } },
        { name: "only-2k", query: "RETURN 1", sizes: ["2k"] }
      ]));
      var outcome = suite.run(host, quick({ casesFile: path, cases: ["count-low", "keys-sorted", "wrong", "only-2k"] }),
        CONTEXT);
      var byCase = {};
      outcome.record.results.forEach(function (entry) { byCase[entry["case"]] = entry; });
      assertEqual(["count-low", "keys-sorted", "wrong"], Object.keys(byCase).sort(), "only-2k runs on 2k only");
      assertTrue(byCase["count-low"].verified, JSON.stringify(byCase["count-low"]));
      assertEqual("custom", byCase["count-low"].suite);
      assertTrue(byCase["keys-sorted"].verified, JSON.stringify(byCase["keys-sorted"].error));
      assertFalse(byCase.wrong.verified);
      assertEqual("expected 3 rows, got 2", byCase.wrong.mismatch);
      assertFalse(outcome.ok, "a wrong result fails the run, as for a built-in case");
      assertEqual(["custom"], outcome.record.options.suite, "shootout has no chosen case, so it is left out");
      assertEqual(path, outcome.record.options.casesFile);
    },

    testCasesFileAsAnEs5Module: function () {
      var path = writeFile("mine.js", "module.exports = [{ name: 'all-count', query: 'FOR d IN @@collection " +
        "COLLECT WITH COUNT INTO c RETURN c', expect: function (documents) { return [documents]; } }];");
      var outcome = suite.run(host, quick({ casesFile: path, cases: ["all-count"] }), CONTEXT);
      assertTrue(outcome.ok, printed.join("\n"));
      assertTrue(outcome.record.results[0].verified);
      var listing = suite.describeCases(undefined, suite.listCatalog(host, path));
      assertEqual({ suite: "custom", name: "all-count" }, { suite: listing[listing.length - 1].suite,
        name: listing[listing.length - 1].name });
    },

    testCasesFileMistakesOneLineEach: function () {
      var path = writeFile("bad.json", JSON.stringify([
        { name: "Bad Name", query: "" },
        { name: "join-key", query: "RETURN 1" },
        { name: "ok", query: "RETURN 1", bindVars: { "@collection": "x" }, sizes: ["12"], colour: "red" },
        { name: "ok", query: "RETURN 1", expect: { count: 1.5, rows: [] } }
      ]));
      var message = errorOf(function () { suite.run(host, quick({ casesFile: path }), CONTEXT); });
      assertEqual(["cases file " + path + ":",
        "  case 1 (Bad Name): name must be lower-case letters, digits and -, starting with a letter or digit, got \"Bad Name\"",
        "  case 1 (Bad Name): query must be a non-empty AQL string, got \"\"",
        "  case 2 (join-key): the name clashes with the built-in case join-key of suite shootout",
        "  case 3 (ok): unknown field 'colour'; fields: name, query, bindVars, sizes, expect",
        "  case 3 (ok): bindVars must not bind @collection: @@collection is the suite's dataset of each size",
        "  case 3 (ok): invalid size '12': a size is a positive multiple of 100 documents (at most 100,000,000), " +
          "written as a count (2000) or in thousands (10k, 1000k), or pokec (suite social)",
        "  case 4 (ok): the name clashes with case 3 of this file",
        "  case 4 (ok): expect needs either count or rows",
        "  case 4 (ok): expect.count must be a whole number of rows, got 1.5"], message.split("\n"));
      assertFalse(host.databaseExists(DATABASE), "nothing created for bad input");
      assertMatch(/^cases file nope\.json: cannot read it \(/, errorOf(function () {
        suite.run(host, quick({ casesFile: "nope.json" }), CONTEXT);
      }));
      assertMatch(/^cases file .*broken\.json:\n {2}not valid JSON/, errorOf(function () {
        suite.run(host, quick({ casesFile: writeFile("broken.json", "[{") }), CONTEXT);
      }));
    },

    testBadWorkbenchOptions: function () {
      var run = function (extra) { return errorOf(function () { suite.run(host, quick(extra), CONTEXT); }); };
      assertEqual("option queryB belongs to a query to time (query); none is given", run({ queryB: "RETURN 1" }));
      assertEqual("option dataset belongs to a query to time (query) or a cases file (casesFile); none is given",
        run({ dataset: "distinct" }));
      assertEqual("options query and casesFile do not go together: time one query, or run the cases of a file",
        run({ query: "RETURN 1", casesFile: "x.json" }));
      assertMatch(/^option bind must be a JSON object such as \{"value": 3\}, got "\{v:" \(/, run({ query: "RETURN 1", bind: "{v:" }));
      assertEqual("option bind must be an object of bind parameters, got [1]", run({ query: "RETURN 1", bind: "[1]" }));
      assertEqual("option bind must not bind @collection: @@collection is the dataset of each size",
        run({ query: "RETURN 1", bind: { "@collection": "c" } }));
      assertEqual("option dataset must name a suite whose dataset the cases read, got \"nope\"; valid suites: " +
        "shootout, distinct, return-value, social", run({ query: "RETURN 1", dataset: "nope" }));
      assertEqual("option suite does not go with query; choose the dataset the query reads with dataset " +
        "(e.g. --dataset distinct)", run({ query: "RETURN 1", suite: "distinct" }));
      assertEqual("option cases does not go with query: the run times the query (and queryB)",
        run({ query: "RETURN 1", cases: ["x"] }));
      assertEqual("option query must be a non-empty AQL string, got \"  \"", run({ query: "  " }));
      assertEqual("an A/B run takes A and B in turns, back to back (order turns), got order \"case\"",
        errorOf(function () { workbench.ab(host, "RETURN 1", "RETURN 2", {}, quick({ order: "case" }), CONTEXT); }));
      assertFalse(host.databaseExists(DATABASE), "nothing created for bad input");
    },

    testCommandLineForm: function () {
      var chosen = options.fromArguments(["--query", "RETURN @a", "--bind", "{\"a\": 1}", "--query-b", "RETURN 1",
        "--dataset", "distinct", "--query-database", "mine", "--cases-file", "f.json"]);
      assertEqual({ query: "RETURN @a", bind: "{\"a\": 1}", queryB: "RETURN 1", dataset: "distinct",
        queryDatabase: "mine", casesFile: "f.json" }, chosen);
    }
  };
}

jsunity.run(workbenchSuite);
return jsunity.done();
