/*
 * The offline commands of `node shootout.js`: they need no server. Measuring needs arangod
 * (README.md); `npm run dry-run` shows the whole flow on the test stand-in. ES5 like the rest
 * of lib/, although only node runs it.
 */
"use strict";

var suite = require("./suite");
var caseListing = require("./case-listing");
var sizes = require("./sizes");
var catalog = require("../cases/index");
var compareCommand = require("./compare-command");

var USAGE = [
  "usage: node shootout.js <command>",
  "  list [--suite NAME[,NAME]] [--json]",
  "                  the suites and their cases: name, family, AQL text, bind parameters",
  "  " + compareCommand.USAGE,
  "                  compare two runs (results files or printed tables)",
  "  help            this text",
  "Running the benchmark needs arangod: see README.md (npm run dry-run shows it on the stand-in)."
].join("\n");

// list [--suite NAME[,NAME]] [--json]: every suite's cases, or those of the named suites.
function list(words, io) {
  var json = false;
  var suiteNames = null;
  for (var i = 0; i < words.length; i += 1) {
    var word = String(words[i]);
    if (word === "--json" && !json) {
      json = true;
    } else if ((word === "--suite" || word.indexOf("--suite=") === 0) && suiteNames === null) {
      var value = word === "--suite" ? words[++i] : word.slice("--suite=".length);
      suiteNames = value === undefined ? [] : String(value).split(",").filter(function (name) { return name !== ""; });
      if (suiteNames.length === 0) {
        io.printError("aql-shootout: list --suite needs a suite name; valid suites: " + catalog.suiteNames().join(", "));
        return 2;
      }
    } else {
      io.printError("aql-shootout: list takes only --suite NAME and --json, got: " + words.join(" "));
      return 2;
    }
  }
  var descriptions;
  try {
    descriptions = suite.describeCases(suiteNames || undefined);
  } catch (e) {
    io.printError("aql-shootout: " + e.message);
    return 2;
  }
  if (json) {
    io.print(JSON.stringify(descriptions, null, 2));
  } else {
    var listed = (suiteNames || catalog.suiteNames()).map(catalog.suite);
    caseListing.format(descriptions, listed, sizes.label).forEach(function (line) { io.print(line); });
  }
  return 0;
}

// io: { print, printError, read(path), write(path, text) }.
// Returns the exit status: 0 done, 1 a regression (compare --fail-on-regression), 2 bad usage.
function main(args, io) {
  var command = args[0];
  if (command === "compare") {
    var parsed;
    try {
      parsed = compareCommand.parseWords(args.slice(1));
    } catch (e) {
      if (e instanceof compareCommand.UsageError) {
        io.printError("aql-shootout compare: " + e.message);
        return 2;
      }
      throw e;
    }
    return compareCommand.run(io, parsed.inputs, parsed.raw);
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

module.exports = { main: main, USAGE: USAGE };
