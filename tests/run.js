"use strict";
// The test command (npm test): runs every jsunity suite tests/test-*.js inside the stand-in
// for arangod, the way a user would run it inside a real arangod (or arangosh):
//   SHOOTOUT = { run: false }; require("internal").load("shootout.js");
//   require("jsunity").runTest("tests/test-x.js");
// first under the default profile, then — the suites that test the product, not the stand-in
// as one particular version — under every other version profile (those of code that never
// reaches the server only under the oldest: tests/suite-conditions.js), each profile in a worker
// process of its own (one more at once than there are cores); beside them, each node-only check
// in tests/node/ with node's test runner (the long ones and those that mostly wait on processes
// in a process each, the rest a few to a process). Ends with one line "N passed, N failed".
// Usage: node tests/run.js [--profile NAME] [files...]   (a profile or files: just those)

const path = require("path");
const fs = require("fs");
const childProcess = require("child_process");
const os = require("os");
const { createArangod } = require("./standin/arangod");
const { profileNames, DEFAULT_PROFILE } = require("./standin/profiles");
const { suiteRunsUnder, suiteWorthRunningUnder } = require("./suite-conditions");
const { guardRun } = require("./run-processes");

const ROOT = path.resolve(__dirname, "..");

// The node test files that take longest (5–16 s each on a 2-core machine, more than a
// profile's jsunity batch), longest first: the queue starts with them.
const LONGEST_FIRST = ["real-answers.test.js", "real-tier-standin.test.js", "versus-standin.test.js",
  "versus-duet-standin.test.js"];
// The next longest (1–5 s each), run after the jsunity batches and before the other node
// files, so that the queue ends with short tasks.
const LONGER = ["method-check.test.js", "profiles-dry-run.test.js", "standin-explain.test.js", "workload-suites-dry-run.test.js",
  "suites-dry-run.test.js", "simulated-clock.test.js", "cases-above-ten-thousand.test.js"];
// Files whose time is mostly spent waiting on processes they start (stall timeouts, a staged
// load, runners killed on purpose): each in a process of its own, so that its waits overlap
// other work.
const WAITING = ["real-tier-process.test.js", "run-cleanup.test.js", "load-standin.test.js"];
const OWN_PROCESS = LONGEST_FIRST.concat(LONGER, WAITING);
// The other node test files share this many processes, each file's tests a suite named after
// it: one node process and one load of the modules they have in common for many files, not one
// for each (measured on 31 of them: 10.0 s of CPU one process each, 7.5 s in three).
const SHARED_PROCESSES = 3;
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
  // internal.load exists in arangod and arangosh alike (v2.5.0 and v2.5.2 lib/V8/v8-utils.cpp, JS_Load).
  internal.load(SHOOTOUT);
  const outcome = arangod.require("jsunity").runTest(file, true);
  const total = Number(outcome.total) || 0;
  const failed = Number(outcome.failed) || 0;
  if (total === 0) {
    // A suite that ran nothing is a broken suite, not a passing one.
    return { passed: 0, failed: 1, name: path.relative(ROOT, file) + " (ran no test)" };
  }
  return { passed: total - failed, failed, name: path.relative(ROOT, file) + (profile ? " [" + profile + "]" : "") };
}

// The jsunity runs of one profile, in a worker process of its own: its output, then one line
// "RESULT <json>" the parent reads.
function runBatch(batch) {
  const outcome = { passed: 0, failed: 0, failedSuites: [] };
  for (const { file, profile } of batch) {
    if (profile !== undefined) {
      process.stdout.write("\n== profile " + profile + ": " + path.relative(ROOT, file) + "\n");
    }
    let one;
    try {
      one = runJsunitySuite(file, profile);
    } catch (e) {
      process.stdout.write("suite " + path.relative(ROOT, file) + " crashed: " + (e && e.stack || e) + "\n");
      one = { passed: 0, failed: 1, name: path.relative(ROOT, file) + (profile ? " [" + profile + "]" : "") };
    }
    outcome.passed += one.passed;
    outcome.failed += one.failed;
    if (one.failed > 0) {
      outcome.failedSuites.push(one.name);
    }
  }
  return outcome;
}

// Runs a child process to its end, keeping its output to print in order later.
function runChild(args) {
  return new Promise((resolve) => {
    const child = childProcess.spawn(process.execPath, args, { cwd: ROOT });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => { stdout += chunk; });
    child.stderr.on("data", (chunk) => { stderr += chunk; });
    child.on("close", (status) => resolve({ status, stdout, stderr }));
  });
}

function batchOutcome(child, label) {
  const match = /\nRESULT (\{.*\})\n?$/.exec(child.stdout);
  if (child.status !== 0 || match === null) {
    return { output: child.stdout + child.stderr, passed: 0, failed: 1, failedSuites: [label + " (worker died)"] };
  }
  return Object.assign({ output: child.stdout.slice(0, match.index) + "\n" + child.stderr }, JSON.parse(match[1]));
}

// files: the relative paths the child ran; where it ran several, the files whose suite failed
// (TAP's top-level "not ok") are the ones named.
function nodeTestOutcome(child, files) {
  const count = (label) => {
    const match = new RegExp("^# " + label + " (\\d+)$", "m").exec(child.stdout);
    return match ? Number(match[1]) : 0;
  };
  const failed = count("fail") + (child.status !== 0 && count("fail") === 0 ? 1 : 0);
  const named = files.length === 1 ? files : files.filter((file) =>
    new RegExp("^not ok \\d+ - " + file.replace(/[.*+?^${}()|[\]\\]/g, "\\$&") + "$", "m").test(child.stdout));
  return { output: child.stdout + child.stderr, passed: count("pass"), failed,
    failedSuites: failed > 0 ? [(named.length > 0 ? named : files).join(", ") + " (node:test)"] : [] };
}

// The node test files (paths relative to ROOT) as the processes that run them: those of
// OWN_PROCESS one each, the others dealt in turn to SHARED_PROCESSES processes.
function groupNodeFiles(files) {
  const own = files.filter((file) => OWN_PROCESS.includes(path.basename(file))).map((file) => [file]);
  const shared = files.filter((file) => !OWN_PROCESS.includes(path.basename(file)));
  const groups = Array.from({ length: Math.min(SHARED_PROCESSES, shared.length) }, () => []);
  shared.forEach((file, index) => groups[index % groups.length].push(file));
  return own.concat(groups);
}

// Several node test files in this process, each file's tests a suite named after its path.
function runNodeFiles(files) {
  const { describe } = require("node:test");
  for (const file of files) {
    describe(file, () => {
      require(path.join(ROOT, file));
    });
  }
}

// Every process the run starts ends with it, however it ends (run-processes.js: a watchdog ends
// them when this process is killed, even with SIGKILL). Interrupted, the run kills them at once
// (servers staged to ignore SIGTERM included); at its end, a process a test left running is
// killed and counted as a failure.
function guardProcesses() {
  const run = guardRun();
  for (const [signal, status] of [["SIGINT", 130], ["SIGTERM", 143], ["SIGHUP", 129]]) {
    process.on(signal, () => {
      const killed = run.end();
      process.stderr.write("\ntests/run.js: " + signal + ": stopped; killed the run's " + killed.length + " process(es)\n");
      process.exit(status);
    });
  }
  return run;
}

function leftBehindOutcome(killed) {
  const lines = killed.map((each) => "left running by the tests, killed: pid " + each.pid + " " + each.command.slice(0, 300) + "\n");
  return { output: lines.join(""), passed: 0, failed: killed.length > 0 ? 1 : 0,
    failedSuites: killed.length > 0 ? [killed.length + " process(es) left running by the tests"] : [] };
}

// The jsunity runs go to worker processes, one batch per profile, and node's test runner to
// one process per file, one more at once than the machine has cores. Output is printed in a fixed order
// once everything has finished, so a run reads the same however the work was scheduled.
async function main() {
  const args = process.argv.slice(2);
  if (args[0] === "--batch") {
    const outcome = runBatch(JSON.parse(args[1]));
    process.stdout.write("\nRESULT " + JSON.stringify(outcome) + "\n");
    return;
  }
  if (args[0] === "--node-files") {
    runNodeFiles(JSON.parse(args[1]));
    return;
  }
  const chosen = parseArguments(args);
  const selective = chosen.files.length > 0 || chosen.profile !== undefined;
  const suites = chosen.files.length > 0 ? chosen.files.filter((f) => /test-[^/]*\.js$/.test(f)) : jsunitySuites();
  const nodeFiles = chosen.files.length > 0 ? chosen.files.filter((f) => /\.test\.js$/.test(f))
    : (chosen.profile !== undefined ? [] : nodeTestFiles());
  // --profile alone: the suites whose facts hold under it; named files run as asked.
  const chosenSuites = chosen.profile !== undefined && chosen.files.length === 0
    ? suites.filter((f) => suiteRunsUnder(f, chosen.profile)) : suites;
  // (no worker for no suites: a selection of node test files alone)
  const batches = chosenSuites.length > 0 ? [chosenSuites.map((file) => ({ file, profile: chosen.profile }))] : [];
  if (!selective) {
    for (const profile of profileNames().filter((name) => name !== DEFAULT_PROFILE)) {
      batches.push(suites.filter((f) => suiteWorthRunningUnder(f, profile)).map((file) => ({ file, profile })));
    }
  }
  // One queue of child processes, one more at once than there are cores, the longest first (the
  // files of LONGEST_FIRST, then each profile's jsunity batch, the files of LONGER, the WAITING
  // ones, then the shared processes of the other node files): a long task started last would
  // leave the other cores idle at the end.
  const nodeGroups = groupNodeFiles(nodeFiles.map((file) => path.relative(ROOT, file)));
  const tasks = nodeGroups.map((files) => ({
    // a file of its own run directly (node --test would start a second process for it: 0.1 s
    // of CPU a file)
    args: files.length === 1 ? ["--test-reporter=tap", path.join(ROOT, files[0])]
      : ["--test-reporter=tap", __filename, "--node-files", JSON.stringify(files)],
    outcome: (child) => nodeTestOutcome(child, files)
  })).concat(batches.map((batch) => ({
    args: [__filename, "--batch", JSON.stringify(batch)],
    outcome: (child) => batchOutcome(child, batch[0] ? String(batch[0].profile || DEFAULT_PROFILE) : "empty")
  })));
  const rank = (index) => {
    if (index >= nodeGroups.length) {
      return LONGEST_FIRST.length + index - nodeGroups.length;
    }
    const name = path.basename(nodeGroups[index][0]);
    if (LONGEST_FIRST.includes(name)) {
      return LONGEST_FIRST.indexOf(name);
    }
    const afterBatches = LONGEST_FIRST.length + batches.length;
    const ownRank = LONGER.concat(WAITING).indexOf(name);
    return afterBatches + (ownRank >= 0 ? ownRank : LONGER.length + WAITING.length + index);
  };
  const queue = tasks.map((task, index) => index).sort((x, y) => rank(x) - rank(y));
  // only the node test files start processes of their own (the jsunity batches start none), so
  // only they need the guard (and its watchdog's process)
  const run = nodeFiles.length > 0 ? guardProcesses() : null;
  const outcomes = new Array(tasks.length);
  let next = 0;
  // one more than the cores: several tasks spend part of their time waiting (servers of the
  // stand-in executable in their gc pauses, stall timeouts, grace periods, processes starting),
  // and a third task on two cores fills those waits (measured: wall time ×0.85)
  const workers = Math.max(1, Math.min(os.cpus().length + 1, tasks.length));
  await Promise.all(Array.from({ length: workers }, async () => {
    while (next < queue.length) {
      const index = queue[next];
      next += 1;
      outcomes[index] = tasks[index].outcome(await runChild(tasks[index].args));
    }
  }));
  // printed in a fixed order: the jsunity batches, then the node files
  const ordered = outcomes.slice(nodeGroups.length).concat(outcomes.slice(0, nodeGroups.length));
  if (run !== null) {
    ordered.push(leftBehindOutcome(await run.leftBehind(1)));
  }
  let passed = 0;
  let failed = 0;
  const failedSuites = [];
  for (const outcome of ordered) {
    process.stdout.write(outcome.output);
    passed += outcome.passed;
    failed += outcome.failed;
    failedSuites.push(...outcome.failedSuites);
  }
  process.stdout.write("\n" + (failedSuites.length > 0 ? "failing: " + failedSuites.join(", ") + "\n" : ""));
  process.stdout.write(passed + " passed, " + failed + " failed\n");
  process.exitCode = failed === 0 && passed > 0 ? 0 : 1;
}

main();
