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
        var kinds = { list: 1, integer: 1, number: 1, string: 1, choice: 1, negation: 1, flag: 1, json: 1 };
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
    }
  };
}

jsunity.run(optionsEdgesSuite);
return jsunity.done();
