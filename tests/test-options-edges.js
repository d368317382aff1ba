/*
 * Edges of the run options (lib/options/options.js) that mutation testing (npm run mutate) found
 * untested: boundaries of ranges, the exact wording of each error (one line naming the
 * option, what it must be and what was given), trimming, flags without values, values that
 * mean "not set", and the help text. Runs in arangod and under the stand-in.
 */
var jsunity = require("jsunity");

function optionsEdgesSuite() {
  var options = shootout.require("./lib/options/options");
  var NAMES = shootout.require("./cases/index");

  function normalize(raw) {
    return options.normalize(raw, NAMES);
  }

  function errorOf(work) {
    try {
      work();
    } catch (e) {
      assertTrue(e instanceof options.OptionError, "expected an OptionError, got " + e);
      assertEqual("OptionError", e.name);
      return e.message;
    }
    fail("expected an error");
  }

  function help(name) {
    return options.SPECS.filter(function (spec) { return spec.name === name; })[0].help;
  }

  return {
    testRangeBoundariesAreIncluded: function () {
      assertEqual(100000, normalize({ runs: 100000 }).runs);
      assertEqual(1, normalize({ runs: 1 }).runs);
      assertEqual(60, normalize({ gcPause: 60 }).gcPause);
      assertEqual(0, normalize({ gcPause: 0 }).gcPause);
      assertEqual(0.5, normalize({ gcPause: 0.5 }).gcPause);
      assertEqual(7, normalize({ runs: 7 }).runs);
      assertEqual("option runs must be a whole number from 1 to 100000 or \"auto\", got 100001 (number)",
        errorOf(function () { normalize({ runs: 100001 }); }));
      assertEqual("option gcPause must be a number from 0 to 60, got 60.5 (number)",
        errorOf(function () { normalize({ gcPause: 60.5 }); }));
    },

    testNumbersMustBeNumbers: function () {
      assertEqual("option gcPause must be a number from 0 to 60, got \"0.5\" (string)",
        errorOf(function () { normalize({ gcPause: "0.5" }); }));
      assertMatch(/^option gcPause must be a number from 0 to 60, got /,
        errorOf(function () { normalize({ gcPause: Infinity }); }));
      assertEqual("option runs must be a whole number from 1 to 100000 or \"auto\", got [5] (array)",
        errorOf(function () { normalize({ runs: [5] }); }));
      assertEqual("option runs must be a whole number from 1 to 100000 or \"auto\", got null (null)",
        errorOf(function () { normalize({ runs: null }); }));
      assertEqual("option runs must be a whole number from 1 to 100000 or \"auto\", got {\"runs\":5} (object)",
        errorOf(function () { normalize({ runs: { runs: 5 } }); }));
    },

    testNumbersFromTheCommandLine: function () {
      assertEqual(12, normalize(options.fromArguments(["--runs", " 12 "])).runs);
      assertEqual(1.25, normalize(options.fromArguments(["--gc-pause=1.25"])).gcPause);
      ["5x", "x5", "a 5", "5 a", "1.", "1.5.5"].forEach(function (text) {
        assertEqual("option gcPause must be a number from 0 to 60, got \"" + text + "\" (string)",
          errorOf(function () { normalize(options.fromArguments(["--gc-pause", text])); }), text);
      });
      assertEqual(0.25, normalize(options.fromArguments(["--gc-pause", "0.25"])).gcPause);
    },

    testFlagsTakeNoValue: function () {
      var parsed = options.fromArguments(["--break-lock", "--runs", "2", "--no-save"]);
      assertEqual({ breakLock: true, runs: { fromText: "2" }, save: false }, parsed);
      var chosen = normalize(parsed);
      assertTrue(chosen.breakLock);
      assertFalse(chosen.save);
      assertFalse(normalize({}).breakLock);
      assertEqual("option --break-lock takes no value", errorOf(function () { options.fromArguments(["--break-lock=yes"]); }));
      assertEqual({ resume: "run.json" }, options.fromArguments(["--resume", "run.json"]));
      assertEqual("option --resume needs a value: " + help("resume"), errorOf(function () { options.fromArguments(["--resume"]); }));
    },

    testListsAreTrimmed: function () {
      assertEqual(["min-number", "max-number"], normalize({ cases: "  min-number ,   max-number  " }).cases);
      assertEqual(["min-number", "max-number"], normalize({ cases: ["  min-number", "max-number\t"] }).cases);
      assertEqual({ shootout: [1000, 2000] }, normalize({ sizes: [" 2000 ", 1000] }).sizes);
      assertMatch(/^unknown case 'min number'; valid cases: /, errorOf(function () { normalize({ cases: "min number" }); }));
      assertMatch(/^unknown case 'min number'; valid cases: /, errorOf(function () { normalize({ cases: ["min number"] }); }));
    },

    testListErrors: function () {
      assertEqual("option sizes must list sizes (numbers or strings), got null (null)",
        errorOf(function () { normalize({ sizes: [null] }); }));
      assertEqual("option sizes must list sizes (numbers or strings), got true (boolean)",
        errorOf(function () { normalize({ sizes: [true] }); }));
      assertEqual("option cases must list strings, got 3 (number)", errorOf(function () { normalize({ cases: [3] }); }));
      assertEqual("option sizes is empty; " + help("sizes"), errorOf(function () { normalize({ sizes: " , " }); }));
      assertEqual("option cases is empty; " + help("cases"), errorOf(function () { normalize({ cases: [] }); }));
    },

    testStrings: function () {
      assertEqual("option label must be a non-empty string, got \"\" (string)", errorOf(function () { normalize({ label: "" }); }));
      assertEqual("option out must be a non-empty string, got 5 (number)", errorOf(function () { normalize({ out: 5 }); }));
      assertEqual("option label has an invalid value \"my run\" (string): " + help("label"),
        errorOf(function () { normalize({ label: "my run" }); }));
      assertEqual("option database has an invalid value \"db!\" (string): " + help("database"),
        errorOf(function () { normalize({ database: "db!" }); }));
      var longest = "d";
      while (longest.length < 64) {
        longest += "x";
      }
      assertEqual(longest, normalize({ database: longest }).database);
      assertMatch(/^option database has an invalid value/, errorOf(function () { normalize({ database: longest + "x" }); }));
      assertEqual("run.json", normalize({ out: "run.json" }).out);
      assertEqual("my.run-1_a", normalize({ label: "my.run-1_a" }).label);
    },

    testNotSetMeansTheDefault: function () {
      assertEqual(5, normalize(null).runs);
      assertEqual(5, normalize({ runs: undefined }).runs);
      assertNull(normalize({ shards: null, replicationFactor: null, label: null, out: null, resume: null }).shards);
      // only the object's own keys are options
      assertEqual(5, normalize(Object.create({ runs: 3 })).runs);
      assertEqual("options must be an object such as { cases: [\"collect-*\"], runs: 10 }, got \"runs=5\" (string)",
        errorOf(function () { normalize("runs=5"); }));
      assertEqual("options must be an object such as { cases: [\"collect-*\"], runs: 10 }, got 5 (number)",
        errorOf(function () { normalize(5); }));
    },

    // Every option has a help line: its flag, <kind> when it takes a value, the help text and
    // the default where there is one, the help texts starting in one column.
    testHelpLines: function () {
      var lines = options.usage().split("\n");
      assertEqual(options.SPECS.length, lines.length);
      var column = null;
      options.SPECS.forEach(function (spec, i) {
        assertTrue(spec.help.length > 10, spec.name);
        var valueless = spec.kind === "negation" || spec.kind === "flag";
        var kinds = { list: 1, integer: 1, number: 1, percent: 1, string: 1, choice: 1, negation: 1, flag: 1, json: 1 };
        assertTrue(kinds.hasOwnProperty(spec.kind), spec.name + ": " + spec.kind);
        var line = lines[i];
        var start = line.indexOf(spec.help);
        assertTrue(start > 0, line);
        var head = line.slice(0, start);
        var value = spec.choices ? spec.choices.join("|") : spec.kind;
        assertEqual("  " + spec.flag + (valueless ? "" : " <" + value + ">"), head.replace(/\s+$/, ""), line);
        assertTrue(/\S {2,}$/.test(head), line);
        column = column === null ? start : column;
        assertEqual(column, start, line);
        var tail = line.slice(start + spec.help.length);
        var fallback = spec.fallback;
        var shown = valueless || fallback === null ? "" : " (default " +
          (Array.isArray(fallback) ? fallback.join(",") : String(fallback)) + ")";
        assertEqual(shown, tail, line);
      });
      assertEqual("  --runs <integer>", lines[3].slice(0, 18));
      assertTrue(options.usage().indexOf("default: each suite's own (shootout 10k,100k,1000k;") > 0);
      assertTrue(options.usage().indexOf(" (default 0.2)") > 0);
      assertTrue(options.usage().indexOf(" (default shootout)") > 0);
    },

    // The two help texts written in several parts, each part pinned as the user reads it in
    // the help: --sizes explains SUITE:SIZE and each suite's default sizes, --order what
    // "alternate" does (a lost part would leave a help line that stops mid-way).
    testHelpOfSizesAndOrderInFull: function () {
      var lines = options.usage().split("\n");
      assertEqual("  --sizes <list>                         comma list of sizes (10k, 1000k, 2000: multiples of 100) for " +
        "every chosen suite, or SUITE:SIZE for one; default: each suite's own (shootout 10k,100k,1000k; " +
        "distinct 4000k; return-value 100k; social 100k; crud 10k,100k)", lines[2]);
      assertEqual("  --order <rounds|case|alternate|turns>  rounds: run 1 of every case, then run 2, ... shuffled per " +
        "round; case: all runs of a case in a row (2015); alternate: rounds in plan order, reversed every " +
        "other round (A B B A); turns: --query-b's, A and B back to back (default rounds)", lines[4]);
    },

    // The options of an ad-hoc query and of a cases file, by their command-line flag and by
    // their key in an option object: each flag must reach its own key (a flag or key that
    // went missing would make the option unknown, or land its value under another name).
    testQueryAndCasesFileOptionsByFlagAndByKey: function () {
      var parsed = options.fromArguments(["--query", "FOR d IN @@collection RETURN d", "--query-b=RETURN 2",
        "--bind", "{\"a\":1}", "--cases-file", "my-cases.json", "--dataset", "distinct",
        "--query-database", "_system"]);
      assertEqual({ query: "FOR d IN @@collection RETURN d", queryB: "RETURN 2", bind: "{\"a\":1}",
        casesFile: "my-cases.json", dataset: "distinct", queryDatabase: "_system" }, parsed);
      var chosen = normalize(parsed);
      assertEqual("FOR d IN @@collection RETURN d", chosen.query);
      assertEqual("RETURN 2", chosen.queryB);
      assertEqual("{\"a\":1}", chosen.bind);
      assertEqual("my-cases.json", chosen.casesFile);
      assertEqual("distinct", chosen.dataset);
      assertEqual("_system", chosen.queryDatabase);
      assertEqual("option dataset must be a non-empty string, got 5 (number)",
        errorOf(function () { normalize({ dataset: 5 }); }));
    },

    // --bind is checked where it is used (an object or its JSON text), so normalize passes an
    // object through untouched; read as a string option it would be refused.
    testBindObjectIsPassedThrough: function () {
      assertEqual({ a: 1, list: [2, 3] }, normalize({ bind: { a: 1, list: [2, 3] } }).bind);
      assertNull(normalize({}).bind);
    },

    // A number from the command line is plain decimal notation, the whole word: exponents
    // and hexadecimal, which JavaScript's Number() would read, are refused like any other text.
    testNumbersFromTextAreDecimalOnly: function () {
      ["1e3", "0x10", "5e-1"].forEach(function (text) {
        assertEqual("option gcPause must be a number from 0 to 60, got \"" + text + "\" (string)",
          errorOf(function () { normalize(options.fromArguments(["--gc-pause", text])); }), text);
      });
      assertEqual("option runs must be a whole number from 1 to 100000 or \"auto\", got \"1e3\" (string)",
        errorOf(function () { normalize(options.fromArguments(["--runs=1e3"])); }));
    },

    // Only the plain object fromArguments wraps command-line text in ({ fromText }) counts as
    // text: in an option object, a function carrying such a property is no number and no
    // "auto" (the object form comes from user JavaScript, where any value can be given).
    testOnlyTheCommandLineWrapperCarriesText: function () {
      var auto = function () { return 0; };
      auto.fromText = "auto";
      assertEqual("option runs must be a whole number from 1 to 100000 or \"auto\", got undefined (function)",
        errorOf(function () { normalize({ runs: auto }); }));
      var three = function () { return 3; };
      three.fromText = "3";
      assertEqual("option warmup must be a whole number from 0 to 100000, got undefined (function)",
        errorOf(function () { normalize({ warmup: three }); }));
      assertEqual("auto", normalize({ runs: { fromText: "auto" } }).runs);
      assertEqual(3, normalize({ warmup: { fromText: "3" } }).warmup);
    },

    // sizes alone takes an object { suite: sizes }; its errors name sizes.SUITE. Every other
    // list option refuses an object, and null for one suite is refused, not a crash.
    testSizesBySuiteAndListsThatAreNoObjects: function () {
      assertEqual({ shootout: [10000] }, normalize({ sizes: { shootout: ["10k"] } }).sizes);
      assertEqual("option sizes.shootout is empty; " + help("sizes"),
        errorOf(function () { normalize({ sizes: { shootout: [] } }); }));
      assertEqual("option sizes.shootout must be an array or a comma list, got null (null)",
        errorOf(function () { normalize({ sizes: { shootout: null } }); }));
      assertEqual("option suite must be an array or a comma list, got {\"shootout\":[\"10k\"]} (object)",
        errorOf(function () { normalize({ suite: { shootout: ["10k"] } }); }));
      assertEqual("option cases must be an array or a comma list, got {\"shootout\":[\"keep\"]} (object)",
        errorOf(function () { normalize({ cases: { shootout: ["keep"] } }); }));
    },

    // All the space around an array item goes, however long the run of it at either end.
    testArrayItemsLoseAllSurroundingSpace: function () {
      assertEqual(["min-number", "max-number"], normalize({ cases: ["min-number  ", " \t max-number \t "] }).cases);
      assertEqual({ shootout: [2000] }, normalize({ sizes: ["2000   "] }).sizes);
    },

    // A string value is shown in an error exactly as given, between quotes: a backslash or a
    // quote in it is not escaped the way JSON would (the user sees what they typed).
    testStringValuesAreShownAsGiven: function () {
      assertEqual("option label has an invalid value \"runs\\2015\" (string): " + help("label"),
        errorOf(function () { normalize({ label: "runs\\2015" }); }));
      assertEqual("option label has an invalid value \"my \"run\"\" (string): " + help("label"),
        errorOf(function () { normalize({ label: "my \"run\"" }); }));
    }
  };
}

jsunity.run(optionsEdgesSuite);
return jsunity.done();
