"use strict";
// The test command (npm test): runs every jsunity suite tests/test-*.js inside the stand-in
// for arangod, the way a user would run it inside a real arangod:
//   SHOOTOUT = { run: false }; require("internal").load("shootout.js");
//   require("jsunity").runTest("tests/test-x.js");
// then the node-only checks in tests/node/ with node's test runner, and ends with one line
// "N passed, N failed". Usage: node tests/run.js [--profile NAME] [files...]

const path = require("path");
const fs = require("fs");
const childProcess = require("child_process");
const { createArangod } = require("./standin/arangod");

const ROOT = path.resolve(__dirname, "..");
const SHOOTOUT = path.join(ROOT, "shootout.js");

function parseArguments(args) {
  const chosen = { profile: undefined, files: [] };
  for (let i = 0; i < args.length; i += 1) {
    if (args[i] === "--profile") {
      chosen.profile = args[++i];
    } else if (args[i].startsWith("--")) {
      throw new Error("unknown option " + args[i] + "; usage: node tests/run.js [--profile NAME] [files...]");
    } else {
      chosen.files.push(path.resolve(args[i]));
    }
  }
  return chosen;
}

function jsunitySuites() {
  return fs.readdirSync(__dirname).filter((name) => /^test-.*\.js$/.test(name)).sort()
    .map((name) => path.join(__dirname, name));
}

function nodeTestFiles() {
  const directory = path.join(__dirname, "node");
  if (!fs.existsSync(directory)) {
    return [];
  }
  return fs.readdirSync(directory).filter((name) => /\.test\.js$/.test(name)).sort()
    .map((name) => path.join(directory, name));
}

// One fresh stand-in per suite file, so suites cannot see each other's data.
function runJsunitySuite(file, profile) {
  const arangod = createArangod({ profile, output: (text) => process.stdout.write(text), cwd: ROOT });
  const internal = arangod.require("internal");
  internal.executeScript("SHOOTOUT = { run: false };", undefined, "tests/run.js");
  arangod.load(SHOOTOUT);
  const outcome = arangod.require("jsunity").runTest(file, true);
  const total = Number(outcome.total) || 0;
  const failed = Number(outcome.failed) || 0;
  if (total === 0) {
    // A suite that ran nothing is a broken suite, not a passing one.
    return { passed: 0, failed: 1, name: path.relative(ROOT, file) + " (ran no test)" };
  }
  return { passed: total - failed, failed, name: path.relative(ROOT, file) };
}

function runNodeTests(files) {
  if (files.length === 0) {
    return { passed: 0, failed: 0 };
  }
  const child = childProcess.spawnSync(process.execPath, ["--test", "--test-reporter=tap", ...files],
    { cwd: ROOT, encoding: "utf8" });
  process.stdout.write(child.stdout);
  process.stderr.write(child.stderr);
  const count = (label) => {
    const match = new RegExp("^# " + label + " (\\d+)$", "m").exec(child.stdout);
    return match ? Number(match[1]) : 0;
  };
  const failed = count("fail") + (child.status !== 0 && count("fail") === 0 ? 1 : 0);
  return { passed: count("pass"), failed };
}

function main() {
  const chosen = parseArguments(process.argv.slice(2));
  const suites = chosen.files.length > 0 ? chosen.files.filter((f) => /test-[^/]*\.js$/.test(f)) : jsunitySuites();
  const nodeFiles = chosen.files.length > 0 ? chosen.files.filter((f) => /\.test\.js$/.test(f)) : nodeTestFiles();
  let passed = 0;
  let failed = 0;
  const failedSuites = [];
  for (const file of suites) {
    let outcome;
    try {
      outcome = runJsunitySuite(file, chosen.profile);
    } catch (e) {
      process.stdout.write("suite " + path.relative(ROOT, file) + " crashed: " + (e && e.stack || e) + "\n");
      outcome = { passed: 0, failed: 1, name: path.relative(ROOT, file) };
    }
    passed += outcome.passed;
    failed += outcome.failed;
    if (outcome.failed > 0) {
      failedSuites.push(outcome.name);
    }
  }
  const nodeOutcome = runNodeTests(nodeFiles);
  passed += nodeOutcome.passed;
  failed += nodeOutcome.failed;
  if (nodeOutcome.failed > 0) {
    failedSuites.push("tests/node (node:test)");
  }
  process.stdout.write("\n" + (failedSuites.length > 0 ? "failing: " + failedSuites.join(", ") + "\n" : ""));
  process.stdout.write(passed + " passed, " + failed + " failed\n");
  process.exitCode = failed === 0 && passed > 0 ? 0 : 1;
}

main();
