/*
 * Options (lib/options/options.js): defaults, both input forms, case globs, sizes, and a clear
 * one-line error for every kind of bad input. Runs in arangod and under the stand-in.
 */
var jsunity = require("jsunity");

function optionsSuite() {
  var options = shootout.require("./lib/options/options");
  var cases = shootout.require("./cases/index");
  var sizes = shootout.require("./lib/options/sizes");
  var NAMES = cases.caseNames(["shootout"]);

  function normalize(raw) {
    return options.normalize(raw, cases);
  }

  function errorOf(work) {
    try {
      work();
    } catch (e) {
      assertTrue(e instanceof options.OptionError, "expected an OptionError, got " + e);
      assertEqual(-1, e.message.indexOf("\n"), "one line: " + e.message);
      return e.message;
    }
    fail("expected an error");
  }

  return {
    testThirtyThreeCasesInThe2015Order: function () {
      assertEqual(33, NAMES.length);
      assertEqual(["collect-number", "collect-string", "collect-count-number", "collect-count-string",
        "subquery", "concat", "merge-number", "merge-string", "keep", "unset", "min-number",
        "min-string", "max-number", "max-string", "sort-number", "sort-string", "filter-number",
        "filter-string", "extract-doc", "extract-key", "extract-number", "extract-string", "join-key",
        "join-id", "join-hash-number", "join-hash-string", "join-skiplist-number",
        "join-skiplist-string", "lookup-key", "lookup-hash-number", "lookup-hash-string",
        "lookup-skiplist-number", "lookup-skiplist-string"], NAMES);
    },

    testDefaults: function () {
      var chosen = normalize(undefined);
      assertEqual(NAMES, chosen.cases);
      assertEqual({ shootout: [10000, 100000, 1000000] }, chosen.sizes);
      assertEqual(5, chosen.runs);
      assertEqual(1, chosen.warmup);
      assertEqual(0.2, chosen.gcPause);
      assertNull(chosen.label);
      assertNull(chosen.out);
      assertTrue(chosen.save);
      assertEqual("shootout", chosen.database);
      assertNull(chosen.shards);
      assertNull(chosen.replicationFactor);
      assertEqual("rounds", chosen.order);
      assertNull(chosen.seed);
      assertEqual(2, chosen.targetCi);
      assertEqual(30, chosen.maxTime);
      assertFalse(chosen.allowNoIndex);
    },

    // An A/B run (queryB) takes turns until its target or budget by default (runs auto), with no
    // gc pause; a target of its own gets the longer budget; --runs N fixes the turns, beside
    // which a target or budget would be ignored: refused, as both are without queryB.
    testTheTurnsOfAnAbRun: function () {
      var ab = { query: "RETURN 1", queryB: "RETURN 2" };
      var with_ = function (extra) {
        var raw = {};
        [ab, extra || {}].forEach(function (part) { Object.keys(part).forEach(function (key) { raw[key] = part[key]; }); });
        return normalize(raw);
      };
      var plain = with_();
      assertEqual(["auto", options.AB_TARGET, options.AB_BUDGET, options.AB_GC_PAUSE],
        [plain.runs, plain.target, plain.budget, plain.gcPause]);
      assertEqual([1, 45, 180, 0], [options.AB_TARGET, options.AB_BUDGET, options.AB_TARGET_BUDGET, options.AB_GC_PAUSE]);
      var aimed = normalize(options.fromArguments(["--query", "RETURN 1", "--query-b", "RETURN 2", "--target", "3%"]));
      assertEqual([3, options.AB_TARGET_BUDGET], [aimed.target, aimed.budget]);
      assertEqual([2.5, 60], [with_({ target: "2.5 %" }).target, with_({ target: 2, budget: 60 }).budget]);
      assertEqual([0.05, 7], [with_({ gcPause: 0.05 }).gcPause, with_({ runs: 7 }).runs]);
      assertEqual([null, null, 0.2], [normalize({}).target, normalize({}).budget, normalize({}).gcPause]);
      assertEqual("option target goes with runs auto (an A/B run's default: turns until the target or the budget), not " +
        "with runs 7, which fixes the turns", errorOf(function () { with_({ runs: 7, target: 2 }); }));
      assertEqual("option budget goes with queryB (an A/B run's turns); runs auto and its targetCi and maxTime decide " +
        "when adaptive runs of other cases stop", errorOf(function () { normalize({ budget: 30 }); }));
      assertEqual("option target must be a percentage from 0.1 to 100 (e.g. 3 or \"3%\"), got \"3 percent\" (string)",
        errorOf(function () { with_({ target: "3 percent" }); }));
      assertEqual("order turns is an A/B run's (queryB): two queries back to back",
        errorOf(function () { normalize({ order: "turns" }); }));
      assertEqual("option maxTime does not go with queryB: an A/B run takes turns until its target or budget " +
        "(options target and budget)", errorOf(function () { options.refuseIgnoredStopRule(with_({ maxTime: 10 })); }));
    },

    testOrderSeedAndAdaptiveRuns: function () {
      var chosen = normalize(options.fromArguments(["--order", "case", "--seed=42", "--runs", "auto",
        "--target-ci", "1.5", "--max-time", "120", "--allow-no-index"]));
      assertEqual("case", chosen.order);
      assertEqual(42, chosen.seed);
      assertEqual("auto", chosen.runs);
      assertEqual(1.5, chosen.targetCi);
      assertEqual(120, chosen.maxTime);
      assertTrue(chosen.allowNoIndex);
      assertEqual("auto", normalize({ runs: "auto" }).runs);
      assertEqual("option order must be one of rounds, case, alternate, turns, got \"shuffled\" (string)",
        errorOf(function () { normalize({ order: "shuffled" }); }));
      assertMatch(/^option runs must be a whole number from 1 to 100000 or "auto", got "Auto" \(string\)$/,
        errorOf(function () { normalize({ runs: "Auto" }); }));
      assertMatch(/^option seed must be a whole number from 1 to 2147483646, got 0/,
        errorOf(function () { normalize({ seed: 0 }); }));
      assertMatch(/^option targetCi must be a number from 0\.1 to 50, got 0/,
        errorOf(function () { normalize({ targetCi: 0 }); }));
      assertMatch(/^option maxTime must be a number from 0\.001 to 86400, got -1/,
        errorOf(function () { normalize({ maxTime: -1 }); }));
      assertEqual("option warmup must be a whole number from 0 to 100000, got \"auto\" (string)",
        errorOf(function () { normalize({ warmup: "auto" }); }), "only runs takes auto");
      // the stop rule of adaptive runs beside a fixed number of runs would be ignored: refused
      // (for new runs: a saved run of an older version of the suite may hold them and is resumed)
      var refuse = function (raw) { return errorOf(function () { options.refuseIgnoredStopRule(normalize(raw)); }); };
      assertEqual("option targetCi goes with runs auto (it decides when adaptive runs stop), not with runs 5",
        refuse({ runs: 5, targetCi: 1 }));
      assertEqual("option maxTime goes with runs auto (it decides when adaptive runs stop), not with runs 5",
        refuse(options.fromArguments(["--max-time", "10"])));
      assertEqual(1, normalize({ runs: 5, targetCi: 1 }).targetCi, "normalize alone keeps what a saved run holds");
      assertEqual(1.5, options.refuseIgnoredStopRule(normalize({ runs: "auto", targetCi: 1.5, maxTime: 9 })).targetCi,
        "with runs auto the stop rule is what it is for");
    },

    testClusterOptions: function () {
      var chosen = normalize(options.fromArguments(["--shards", "3", "--replication-factor=2"]));
      assertEqual(3, chosen.shards);
      assertEqual(2, chosen.replicationFactor);
      assertMatch(/^option shards must be a whole number from 1 to 1000, got 0/, errorOf(function () { normalize({ shards: 0 }); }));
    },

    testObjectForm: function () {
      var chosen = normalize({ cases: ["collect-*", "join-key"], sizes: ["100k"], runs: 10, warmup: 0,
        gcPause: 1, label: "v3.11", save: false });
      assertEqual(["collect-number", "collect-string", "collect-count-number", "collect-count-string",
        "join-key"], chosen.cases);
      assertEqual({ shootout: [100000] }, chosen.sizes);
      assertEqual(10, chosen.runs);
      assertEqual(0, chosen.warmup);
      assertEqual(1, chosen.gcPause);
      assertEqual("v3.11", chosen.label);
      assertFalse(chosen.save);
    },

    testGlobsKeepSuiteOrderAndDropDuplicates: function () {
      var chosen = normalize({ cases: "lookup-key,*-skiplist-*,join-key,lookup-key" });
      assertEqual(["join-key", "join-skiplist-number", "join-skiplist-string", "lookup-key",
        "lookup-skiplist-number", "lookup-skiplist-string"], chosen.cases);
      assertEqual(NAMES, normalize({ cases: ["*"] }).cases);
    },

    testCommandLineForm: function () {
      var raw = options.fromArguments(["--cases", "collect-*,join-key", "--sizes=100k,2000",
        "--runs", "10", "--warmup=0", "--gc-pause", "0.5", "--no-save", "--label", "x",
        "--out", "/tmp/x.json", "--database", "bench"]);
      var chosen = normalize(raw);
      assertEqual(5, chosen.cases.length);
      assertEqual({ shootout: [2000, 100000] }, chosen.sizes);
      assertEqual(10, chosen.runs);
      assertEqual(0, chosen.warmup);
      assertEqual(0.5, chosen.gcPause);
      assertFalse(chosen.save);
      assertEqual("x", chosen.label);
      assertEqual("/tmp/x.json", chosen.out);
      assertEqual("bench", chosen.database);
    },

    testSizesAndLabels: function () {
      assertEqual(10000, sizes.parse("10k"));
      assertEqual(1000000, sizes.parse("1000k"));
      assertEqual(1000000, sizes.parse(1000000));
      assertEqual(1500, sizes.parse("1500"));
      assertEqual("10k", sizes.label(10000));
      assertEqual("1000k", sizes.label(1000000));
      assertEqual("2k", sizes.label(2000));
      assertEqual("1500", sizes.label(1500));
      assertEqual("100", sizes.label(100));
      assertEqual({ shootout: [1000, 2000] }, normalize({ sizes: [2000, "1k", 1000] }).sizes);
    },

    testBadSizes: function () {
      ["150", "0", "-100", "abc", "1.5k", "", "10kk"].forEach(function (bad) {
        assertMatch(/invalid size .*positive multiple of 100/, errorOf(function () {
          normalize({ sizes: [bad] });
        }));
      });
      assertMatch(/invalid size '100\.5'/, errorOf(function () { normalize({ sizes: [100.5] }); }));
      assertMatch(/sizes is empty/, errorOf(function () { normalize({ sizes: [] }); }));
      assertMatch(/sizes is empty/, errorOf(function () { normalize({ sizes: " , " }); }));
    },

    testUnknownCaseListsValidNames: function () {
      var message = errorOf(function () { normalize({ cases: ["join-keys"] }); });
      assertMatch(/^unknown case 'join-keys'; valid cases: collect-number, .*, lookup-skiplist-string$/, message);
    },

    testGlobMatchingNothingIsAnError: function () {
      assertMatch(/^case pattern 'graph-\*' matches no case; valid cases: /,
        errorOf(function () { normalize({ cases: "graph-*" }); }));
    },

    testRunsAndWarmupRanges: function () {
      assertMatch(/^option runs must be a whole number from 1 to/, errorOf(function () { normalize({ runs: 0 }); }));
      assertMatch(/got 2\.5 \(number\)/, errorOf(function () { normalize({ runs: 2.5 }); }));
      assertMatch(/^option warmup must be a whole number from 0/, errorOf(function () { normalize({ warmup: -1 }); }));
      assertMatch(/^option gcPause must be a number from 0 to 60/, errorOf(function () { normalize({ gcPause: -0.1 }); }));
      assertMatch(/got "abc" \(string\)/, errorOf(function () {
        normalize(options.fromArguments(["--runs", "abc"]));
      }));
    },

    testWrongTypes: function () {
      assertMatch(/option runs .* got "5" \(string\)/, errorOf(function () { normalize({ runs: "5" }); }));
      assertMatch(/option cases must list strings, got 3 \(number\)/, errorOf(function () { normalize({ cases: [3] }); }));
      assertMatch(/option cases must be an array or a comma list, got true/, errorOf(function () { normalize({ cases: true }); }));
      assertMatch(/option save must be true or false/, errorOf(function () { normalize({ save: "no" }); }));
      assertMatch(/option label has an invalid value "my run"/, errorOf(function () { normalize({ label: "my run" }); }));
      assertMatch(/option database has an invalid value "_system"/, errorOf(function () { normalize({ database: "_system" }); }));
      assertMatch(/^options must be an object/, errorOf(function () { normalize([1]); }));
    },

    testUnknownOptions: function () {
      assertMatch(/^unknown option 'run'; valid options: suite, cases, sizes/, errorOf(function () { normalize({ run: 1 }); }));
      assertMatch(/^unknown option '--size'; valid options: --suite, --cases, --sizes/,
        errorOf(function () { options.fromArguments(["--size", "10k"]); }));
      assertMatch(/^unexpected argument 'collect-number'/,
        errorOf(function () { options.fromArguments(["collect-number"]); }));
    },

    testCommandLineShapeErrors: function () {
      assertMatch(/^option --runs needs a value/, errorOf(function () { options.fromArguments(["--runs"]); }));
      assertMatch(/^option --runs needs a value/, errorOf(function () { options.fromArguments(["--runs", "--no-save"]); }));
      assertMatch(/^option --no-save takes no value/, errorOf(function () { options.fromArguments(["--no-save=1"]); }));
      assertMatch(/^option --runs is given twice/, errorOf(function () { options.fromArguments(["--runs", "1", "--runs=2"]); }));
    },

    testUsageNamesEveryOption: function () {
      var usage = options.usage();
      ["--cases", "--sizes", "--runs", "--warmup", "--gc-pause", "--label", "--out", "--no-save",
        "--shards", "--replication-factor", "--database"].forEach(function (flag) {
        assertTrue(usage.indexOf(flag) >= 0, flag);
      });
      assertEqual(options.SPECS.length, usage.split("\n").length);
    },

    testUsageShowsEveryFlagWholeBeforeItsHelp: function () {
      // Issue 14, point 7: the help once read "--replication-factor <incluster only: …".
      var lines = options.usage().split("\n");
      var helpColumn = lines[0].indexOf(options.SPECS[0].help);
      assertTrue(helpColumn > 0);
      options.SPECS.forEach(function (spec, i) {
        var valueless = spec.kind === "negation" || spec.kind === "flag";
        var flag = spec.flag + (valueless ? "" : " <" + (spec.choices ? spec.choices.join("|") : spec.kind) + ">");
        assertEqual("  " + flag, lines[i].slice(0, helpColumn).replace(/\s+$/, ""), spec.flag);
        assertEqual(spec.help, lines[i].slice(helpColumn, helpColumn + spec.help.length), spec.flag);
      });
      assertMatch(/^ {2}--replication-factor <integer> +cluster only: replicationFactor/m, options.usage());
      assertMatch(/^ {2}--order <rounds\|case\|alternate\|turns> +rounds: /m, options.usage());
    }
  };
}

jsunity.run(optionsSuite);
return jsunity.done();
