/*
 * The offline commands of `node shootout.js`: they need no server. Measuring needs arangod
 * (docs/running.md); `npm run dry-run` shows the whole flow on the test stand-in. ES5 like the rest
 * of lib/, although only node runs it.
 */
"use strict";

var suite = require("./suite");
var caseListing = require("./report/case-listing");
var sizes = require("./options/sizes");
var catalog = require("../cases/index");
var compareCommand = require("./compare/command/compare-command");

var USAGE = [
  "usage: node shootout.js <command>",
  "  list [--suite NAME[,NAME]] [--cases-file FILE] [--json]",
  "                  the suites and their cases: name, family, AQL text, bind parameters",
  "  " + compareCommand.USAGE,
  "                  compare two runs (results files or printed tables)",
  "  " + compareCommand.NOISE_USAGE,
  "                  A/A calibration: how far two runs of the same server moved",
  "  versus --arangod-a PATH --arangod-b PATH [--dir DIR] [--runs-a-side K] [--target PERCENT] [-- SUITE OPTIONS]",
  "                  a version shootout: both servers' runs in turn, each a fresh process, then the comparison",
  "                  (every option: node shootout.js versus --help; docs/versus.md)",
  "  help            this text",
  "Running the benchmark needs arangod: see docs/running.md (npm run dry-run shows it on the stand-in)."
].join("\n");

// list [--suite NAME[,NAME]] [--cases-file FILE] [--json]: every suite's cases, or those of
// the named suites; a cases file adds its suite custom.
function list(words, io) {
  var json = false;
  var suiteNames = null;
  var casesFile = null;
  for (var i = 0; i < words.length; i += 1) {
    var word = String(words[i]);
    if (word === "--json" && !json) {
      json = true;
    } else if ((word === "--cases-file" || word.indexOf("--cases-file=") === 0) && casesFile === null) {
      casesFile = word === "--cases-file" ? words[++i] : word.slice("--cases-file=".length);
      if (casesFile === undefined || casesFile === "") {
        io.printError("aql-shootout: list --cases-file needs a file");
        return 2;
      }
    } else if ((word === "--suite" || word.indexOf("--suite=") === 0) && suiteNames === null) {
      var value = word === "--suite" ? words[++i] : word.slice("--suite=".length);
      suiteNames = value === undefined ? [] : String(value).split(",").filter(function (name) { return name !== ""; });
      if (suiteNames.length === 0) {
        io.printError("aql-shootout: list --suite needs a suite name; valid suites: " + catalog.suiteNames().join(", "));
        return 2;
      }
    } else {
      io.printError("aql-shootout: list takes only --suite NAME, --cases-file FILE and --json, got: " + words.join(" "));
      return 2;
    }
  }
  var descriptions;
  var listing;
  try {
    // no server here: the cases file is read by path, and no query runs
    listing = suite.listCatalog({ files: { absolute: function (path) { return path; }, read: io.read },
      currentDatabase: function () { return "_system"; } }, casesFile);
    descriptions = suite.describeCases(suiteNames || undefined, listing);
  } catch (e) {
    io.printError("aql-shootout: " + e.message);
    return 2;
  }
  if (json) {
    io.print(JSON.stringify(descriptions, null, 2));
  } else {
    var listed = (suiteNames || listing.suiteNames()).map(listing.suite);
    caseListing.format(descriptions, listed, sizes.label).forEach(function (line) { io.print(line); });
  }
  return 0;
}

// io: { print, printError, read(path), write(path, text) }.
// Returns the exit status: 0 done, 1 a regression (compare --fail-on-regression), 2 bad usage;
// for versus, which starts servers and waits for them, a promise of it.
function main(args, io) {
  var command = args[0];
  if (command === "versus") {
    // node only and written for node (lib/versus/), so loaded only when asked for
    return require("./versus/versus-command").runWords(io, args.slice(1));
  }
  if (command === "compare" || command === "noise") {
    return compareCommand.runWords(io, command, args.slice(1));
  }
  if (command === "list") {
    return list(args.slice(1), io);
  }
  if (command === "help" || command === "--help") {
    io.print(USAGE);
    return 0;
  }
  io.printError((command === undefined ? "aql-shootout: no command given" :
    "aql-shootout: unknown command '" + command + "'") + "\n" + USAGE);
  return 2;
}

// The io of main under node. A reader that stops early (`… --format json | head`) closes the
// pipe; node then reports EPIPE as an error event after main has returned: that is not a
// failure of the command, so it ends quietly with the status main returned.
function nodeIo(proc, fs) {
  proc.stdout.on("error", function (error) {
    if (error && error.code === "EPIPE") {
      proc.exit(proc.exitCode);
    }
    throw error;
  });
  return {
    print: function (text) { proc.stdout.write(text + "\n"); },
    printError: function (text) { proc.stderr.write(text + "\n"); },
    read: function (path) { return fs.readFileSync(path, "utf8"); },
    write: function (path, text) { fs.writeFileSync(path, text); }
  };
}

module.exports = { main: main, nodeIo: nodeIo, USAGE: USAGE };
