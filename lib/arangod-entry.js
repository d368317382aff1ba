/*
 * What shootout.js offers inside arangod: the global `shootout` object for the console and
 * main(argv) for `arangod --javascript.script`. Bad options give one line and nothing else;
 * everything else is done by suite.js through the host adapter. ES5.
 */
"use strict";

var hostAdapter = require("./host");
var suite = require("./suite");
var workbench = require("./workbench");
var drivenRun = require("./driven-run");
var runner = require("./run/runner");
var options = require("./options/options");
var serverCommandLine = require("./options/server-command-line");
var caseListing = require("./report/case-listing");
var sizes = require("./options/sizes");
var compareCommand = require("./compare/command/compare-command");

var EXIT_OK = 0;
var EXIT_FAILED_CASES = 1;
var EXIT_BAD_INPUT = 2;

function loadOnly(settings) {
  return settings !== undefined && settings !== null && typeof settings === "object" && settings.run === false;
}

function createApi(requireFromRoot, suiteDirectory) {
  var host = hostAdapter.connect();

  // Runs job() and keeps the console readable: a bad option is one line (nothing was created
  // or measured), any other error one line naming what stopped the run. Either way the result
  // says so: { ok: false, error, badInput }. pointer: words added to a one-line bad-input
  // message, saying where the valid input is listed.
  function guarded(job, pointer) {
    try {
      return job();
    } catch (e) {
      var badInput = e instanceof options.OptionError;
      var message = e && e.message !== undefined ? e.message : String(e);
      var oneLine = message.indexOf("\n") < 0;
      host.print("aql-shootout: " + (badInput ? "" : "stopped by an error: ") + message +
        (badInput && oneLine && pointer ? pointer : ""));
      return { ok: false, error: message, badInput: badInput };
    }
  }

  // The console prints what a call returns, so run() returns a short summary, not all samples.
  // invocation: "console" (load, shootout.run) or "script" (main).
  function context(invocation) {
    return { directory: suiteDirectory, invocation: invocation || "console" };
  }

  function summary(outcome) {
    var failed = outcome.record.results.filter(runner.failed).map(function (entry) {
      return entry["case"] + " " + entry.size;
    });
    return { ok: outcome.ok, measured: outcome.record.results.length, failed: failed, resultsFile: outcome.path };
  }

  function run(runOptions, invocation, pointer) {
    return guarded(function () {
      return summary(workbench.runOptions(host, runOptions, context(invocation)));
    }, pointer);
  }

  // A run from command-line words; returns 0 (all verified), 1 (a case failed or the run
  // stopped) or 2 (bad options). "compare A B [options]" compares instead, as under node;
  // "--help" alone lists the options. Bad options are one line, as everywhere (docs/running.md,
  // "Bad input"), ending with where the list is: the list itself would bury the message.
  function runWords(words, invocation) {
    if (words[0] === "compare" || words[0] === "noise") {
      return compareCommand.runWords(serverIo, words[0], words.slice(1));
    }
    if (words.length === 1 && words[0] === "--help") {
      host.print("options:\n" + options.usage());
      return EXIT_OK;
    }
    var pointer = " (every option: --help)";
    var outcome = guarded(function () {
      var raw = options.fromArguments(words);
      // script parameters come through arangod's own reading of its command line
      if (invocation === "script") {
        serverCommandLine.refuseChangedQueries(raw);
      }
      return run(raw, invocation, pointer);
    }, pointer);
    if (outcome.badInput) {
      return EXIT_BAD_INPUT;
    }
    return outcome.ok ? EXIT_OK : EXIT_FAILED_CASES;
  }

  // arangod --javascript.script: argv[0] is the script's path, the script parameters follow
  // (v2.5.0 arangod/RestServer/ArangoServer.cpp, runScript).
  function main(argv) {
    return runWords(Array.prototype.slice.call(argv || [], 1), "script");
  }

  // Compares two results files or files with printed tables (paths on the server's file
  // system), or the runs of each side as two arrays: compare([a1, a2, a3], [b1, b2, b3],
  // options), or three or more inputs as one array: compare([a, b, c], options). Prints the
  // comparison and returns its exit status as a number (0, 1 or 2).
  var serverIo = { read: host.files.read, write: host.files.writeWhole, print: host.print, printError: host.print };

  function compareFiles(a, b, compareOptions) {
    if (Array.isArray(a) && !Array.isArray(b)) {
      return compareCommand.run(serverIo, a, b);
    }
    return compareCommand.run(serverIo, [a, b], compareOptions);
  }

  // A/A calibration of two runs of the same server, noise(a1, a2, options), or of more as an
  // array: noise([a1, a2, a3], options) (compare-command.js runNoise).
  function noiseFiles(a1, a2, noiseOptions) {
    if (Array.isArray(a1)) {
      return compareCommand.runNoise(serverIo, a1, a2);
    }
    return compareCommand.runNoise(serverIo, [a1, a2], noiseOptions);
  }

  return {
    run: function (runOptions) { return run(runOptions, host.inArangosh ? "arangosh" : "console"); },
    compare: compareFiles,
    noise: noiseFiles,
    setup: function (setupOptions) {
      return guarded(function () {
        return suite.setup(host, setupOptions).map(function (done) {
          return { collection: done.name, action: done.action };
        });
      });
    },
    drop: function (dropOptions) {
      return guarded(function () { return suite.drop(host, dropOptions); });
    },
    // shootout.list() prints every suite; shootout.list({ suite: ["distinct"] }) only some;
    // { casesFile: FILE } adds the suite custom of a cases file.
    list: function (listOptions) {
      return guarded(function () {
        var names = listOptions && listOptions.suite !== undefined ? [].concat(listOptions.suite) : undefined;
        var listing = suite.listCatalog(host, listOptions ? listOptions.casesFile : null);
        var descriptions = suite.describeCases(names, listing);
        caseListing.format(descriptions, (names || listing.suiteNames()).map(listing.suite), sizes.label)
          .forEach(function (line) { host.print(line); });
        return descriptions.length;
      });
    },
    // Times one read-only query like a case: shootout.time("FOR d IN @@collection FILTER
    // d.value1 == @v RETURN d", { v: 3 }, { sizes: ["10k"], runs: 20 }).
    time: function (query, bindVars, timeOptions) {
      return guarded(function () {
        return summary(workbench.time(host, query, bindVars, timeOptions, context(host.inArangosh ? "arangosh" : "console")));
      });
    },
    // Two queries in turns, their results checked equal, their plans side by side, B/A judged on the turns.
    ab: function (queryA, queryB, bindVars, abOptions) {
      return guarded(function () {
        var outcome = workbench.ab(host, queryA, queryB, bindVars, abOptions,
          context(host.inArangosh ? "arangosh" : "console"));
        var short = summary(outcome);
        short.verdicts = outcome.comparison.rows.map(function (row) { return row.size + ": " + row.verdict; });
        return short;
      });
    },
    // Prints the plan of one case on one size, e.g. shootout.explain("join-hash-number", "100k"),
    // and returns nothing, as db._explain does: the console prints what a call returns, so a
    // returned plan would show the same plan a second time. A failure returns its summary.
    explain: function (caseName, size, explainOptions) {
      var outcome = guarded(function () {
        suite.explainCase(host, caseName, size, explainOptions);
        return null;
      });
      return outcome === null ? undefined : outcome;
    },
    main: main,
    // A run taken step by step by a driver outside the server (versus, in its duet design):
    // shootout.turns.begin({ words, startedAt, label, out }), warm(row), pause(), sample(row),
    // endRound(), end() (driven-run.js).
    turns: drivenRun.create(host, suiteDirectory),
    // arangosh --javascript.execute shootout.js -- <options>: the options come as ARGUMENTS
    // (v2.5.0 arangosh/V8Client/arangosh.cpp). Returns the status as main does.
    runFromShell: function (words) { return runWords(Array.prototype.slice.call(words), "arangosh"); },
    // The SHOOTOUT global set before load: undefined (defaults), an option object, or an
    // object with run: false to load without running.
    runFromGlobal: function (value) {
      if (loadOnly(value)) {
        var rest = {};
        Object.keys(value).forEach(function (key) {
          if (key !== "run") {
            rest[key] = value[key];
          }
        });
        if (Object.keys(rest).length > 0) {
          host.print("aql-shootout: SHOOTOUT.run is false, so the other SHOOTOUT options (" +
            Object.keys(rest).join(", ") + ") are not used; pass them to shootout.run(...)");
        }
        return undefined;
      }
      return run(value, host.inArangosh ? "arangosh" : "console");
    },
    // SHOOTOUT = { run: false }: load the suite, run nothing (shootout.js keeps main then).
    loadOnly: loadOnly,
    // Loads one of the suite's own modules, e.g. shootout.require("./lib/run/stats") (tests).
    require: requireFromRoot,
    directory: suiteDirectory,
    version: suite.SUITE_VERSION
  };
}

module.exports = { createApi: createApi };
