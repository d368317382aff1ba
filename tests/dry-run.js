"use strict";
// npm run dry-run -- [--profile NAME] [--simulate-timing FILE] <shootout options>
// Runs the real shootout.js inside the stand-in for arangod, exactly as
//   arangod --javascript.script shootout.js --javascript.script-parameter <option> ...
// would (or, for the arangosh profiles, as arangosh --javascript.execute shootout.js -- <options>),
// so anyone can watch the whole flow without a server; each option reaches the suite as arangod
// reads a script parameter, "@@" as "@" and "@NAME@" as an environment variable
// (standin/arangod/option-values.js), while arangosh 3.x and later take the words after "--"
// as they are. The data lives in memory and is built anew each time; the timings mean nothing
// about ArangoDB, and the results say so (server.host "stand-in"). With --simulate-timing FILE
// the stand-in's clock is simulated (standin/README.md, "Simulated timing"): queries still run
// and are verified, but each takes the simulated time FILE describes, and waits do not sleep.

const path = require("path");
const { createArangod } = require("./standin/arangod");
const { readOptionValue } = require("./standin/arangod/option-values");

const SHOOTOUT = path.resolve(__dirname, "..", "shootout.js");

// io: { stdout(text), stderr(text), cwd }, the process's own when run from the command line;
// tests give their own to run a dry run in their process (tests/node/dry-run-in-process.js).
// Returns the exit status.
function main(args, io) {
  const own = { "--profile": undefined, "--simulate-timing": undefined };
  const rest = [];
  for (let i = 0; i < args.length; i += 1) {
    const flag = Object.keys(own).find((name) => args[i] === name || args[i].startsWith(name + "="));
    if (flag === undefined) {
      rest.push(args[i]);
    } else if (args[i] === flag) {
      if (i + 1 >= args.length) {
        io.stderr("dry run: " + flag + " needs a value\n");
        return 1;
      }
      own[flag] = args[++i];
    } else {
      own[flag] = args[i].slice(flag.length + 1);
    }
  }
  let arangod;
  try {
    arangod = createArangod({ profile: own["--profile"], simulateTiming: own["--simulate-timing"],
      output: io.stdout, cwd: io.cwd });
  } catch (error) {
    io.stderr("dry run: " + error.message + "\n");
    return 1;
  }
  const viaArangosh = arangod.profile.host === "arangosh";
  const clock = arangod.clock === null ? "" : "; simulated clock from " + arangod.clock.settings.label +
    ", seed " + arangod.clock.settings.seed;
  io.stdout("dry run: shootout.js " + (viaArangosh ? "through arangosh " : "inside ") +
    "the stand-in for arangod " + arangod.profile.version + " (profile " + arangod.profile.name +
    "; no server; timings mean nothing about ArangoDB" + clock + ")\n");
  return viaArangosh ? arangod.runExecute(SHOOTOUT, rest)
    : arangod.runScript(SHOOTOUT, rest.map((word) => readOptionValue(word, process.env)));
}

if (require.main === module) {
  process.exitCode = main(process.argv.slice(2), { stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text), cwd: process.cwd() });
}

module.exports = { main };
