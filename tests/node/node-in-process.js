"use strict";
// `node FILE ARGS…` as the command-line tests run it, from the checkout's root: shootout.js's
// offline commands and the dry run inside the test's own process (shootout-cli.js,
// dry-run-in-process.js), anything else in a node process of its own. Returns
// { status, stdout, stderr } either way, as spawnSync's result with encoding "utf8" gives them.

const path = require("path");
const { spawnSync } = require("child_process");
const { runShootout, runsInProcess } = require("./shootout-cli");
const { runDryRun } = require("./dry-run-in-process");

const ROOT = path.resolve(__dirname, "..", "..");
const SHOOTOUT = path.join(ROOT, "shootout.js");
const DRY_RUN = path.join(ROOT, "tests", "dry-run.js");

function node(...args) {
  if (args[0] === SHOOTOUT && runsInProcess(args.slice(1))) {
    return runShootout(args.slice(1), ROOT);
  }
  if (args[0] === DRY_RUN) {
    return runDryRun(args.slice(1), ROOT);
  }
  return spawnSync(process.execPath, args, { encoding: "utf8", cwd: ROOT });
}

module.exports = { node, ROOT, SHOOTOUT, DRY_RUN };
