"use strict";
// npm run dry-run -- [--profile NAME] <shootout options>
// Runs the real shootout.js inside the stand-in for arangod, exactly as
//   arangod --javascript.script shootout.js --javascript.script-parameter <option> ...
// would (or, for the arangosh profiles, as arangosh --javascript.execute shootout.js -- <options>),
// so anyone can watch the whole flow without a server. The data lives in memory and
// is built anew each time; the timings mean nothing about ArangoDB, and the results say so
// (server.host "stand-in").

const path = require("path");
const { createArangod } = require("./standin/arangod");

const SHOOTOUT = path.resolve(__dirname, "..", "shootout.js");

function main(args) {
  let profile;
  const rest = [];
  for (let i = 0; i < args.length; i += 1) {
    if (args[i] === "--profile") {
      profile = args[++i];
    } else if (args[i].startsWith("--profile=")) {
      profile = args[i].slice("--profile=".length);
    } else {
      rest.push(args[i]);
    }
  }
  const arangod = createArangod({ profile, output: (text) => process.stdout.write(text), cwd: process.cwd() });
  const viaArangosh = arangod.profile.host === "arangosh";
  process.stdout.write("dry run: shootout.js " + (viaArangosh ? "through arangosh " : "inside ") +
    "the stand-in for arangod " + arangod.profile.version + " (profile " + arangod.profile.name +
    "; no server; timings mean nothing about ArangoDB)\n");
  return viaArangosh ? arangod.runExecute(SHOOTOUT, rest) : arangod.runScript(SHOOTOUT, rest);
}

process.exitCode = main(process.argv.slice(2));
