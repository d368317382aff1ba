/*
 * The offline commands of `node shootout.js`: they need no server. Measuring needs arangod
 * (README.md); `npm run dry-run` shows the whole flow on the test stand-in. ES5 like the rest
 * of lib/, although only node runs it.
 */
"use strict";

var suite = require("./suite");
var caseListing = require("./case-listing");
var compareCommand = require("./compare-command");

var USAGE = [
  "usage: node shootout.js <command>",
  "  list [--json]   the cases: name, family, AQL text, bind parameter names",
  "  " + compareCommand.USAGE,
  "                  compare two runs (results files or printed tables)",
  "  " + compareCommand.NOISE_USAGE,
  "                  A/A calibration: how far two runs of the same server moved",
  "  help            this text",
  "Running the benchmark needs arangod: see README.md (npm run dry-run shows it on the stand-in)."
].join("\n");

// io: { print, printError, read(path), write(path, text) }.
// Returns the exit status: 0 done, 1 a regression (compare --fail-on-regression), 2 bad usage.
function main(args, io) {
  var command = args[0];
  if (command === "compare" || command === "noise") {
    return compareCommand.runWords(io, command, args.slice(1));
  }
  if (command === "list") {
    var rest = args.slice(1);
    if (rest.length > 1 || (rest.length === 1 && rest[0] !== "--json")) {
      io.printError("aql-shootout: list takes only --json, got: " + rest.join(" "));
      return 2;
    }
    var descriptions = suite.describeCases();
    if (rest[0] === "--json") {
      io.print(JSON.stringify(descriptions, null, 2));
    } else {
      caseListing.format(descriptions).forEach(io.print);
    }
    return 0;
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
