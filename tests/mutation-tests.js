"use strict";
// The test command of `npm run mutate` (stryker.config.json; docs/testing.md, "Mutation testing").
// Stryker writes every mutant into instrumented copies of the mutated modules at once and
// switches one on per test run with the environment variable __STRYKER_ACTIVE_MUTANT__ (its
// "mutation switching"). This command finds the module holding the active mutant and runs
// only the jsunity suites that exercise that module, under the default profile, one suite
// at a time, stopping at the first that fails: one failure kills a mutant. Without an active
// mutant (Stryker's initial run) every listed suite runs. Exit status 0 = all passed.
// Not part of npm test: it is meant to be run by Stryker inside its sandbox.

const fs = require("fs");
const path = require("path");
const childProcess = require("child_process");

const ROOT = path.resolve(__dirname, "..");

// Mutated module → the suites that exercise it, most direct first.
const SUITES_FOR = {
  "lib/run/stats.js": ["test-stats.js", "test-statistics-edges.js", "test-compare.js", "test-mutation-guards.js",
    "test-cases.js"],
  "lib/compare/verdict/mann-whitney.js": ["test-mann-whitney.js", "test-statistics-edges.js", "test-compare.js",
    "test-mutation-guards.js"],
  "lib/compare/comparisons/compare.js": ["test-compare.js", "test-compare-edges.js", "test-mutation-guards.js",
    "node/compare-series.test.js"],
  "lib/report/table.js": ["test-table.js", "test-compare.js"],
  "lib/compare/inputs/table-parser.js": ["test-table-parser.js", "test-compare.js", "test-table.js"],
  "lib/options/options.js": ["test-options.js", "test-options-edges.js", "test-mutation-guards.js"],
  "lib/expectations.js": ["test-expectations.js", "test-cases.js", "test-mutation-guards.js"],
  "cases/shootout/expected-rows.js": ["test-expectations.js", "test-cases.js", "test-mutation-guards.js"],
  
  "lib/compare/comparisons/reproduction.js": ["test-reproduction.js", "node/compare-cli.test.js"],
  "lib/compare/verdict/distributions.js": ["node/distributions.test.js", "test-run-model.js", "test-paired-model.js"],
  "lib/compare/verdict/run-model.js": ["test-run-model.js", "test-compare.js", "test-compare-edges.js",
    "test-mutation-guards.js", "test-noise.js", "node/method-check.test.js"],
  "lib/compare/inputs/run-group.js": ["test-run-group.js", "test-group-report.js", "node/compare-cli.test.js"],
  "lib/compare/verdict/advice.js": ["test-advice.js", "test-compare.js", "test-compare-edges.js", "test-reproduction.js",
    "node/compare-cli.test.js"],
  "lib/compare/comparisons/noise.js": ["test-noise.js", "node/compare-cli.test.js"],
  "lib/compare/verdict/paired-model.js": ["test-paired-model.js", "test-duets.js", "node/method-check.test.js"],
  "lib/compare/verdict/variance-prior.js": ["test-paired-model.js", "test-group-report.js", "test-compare-edges.js",
    "test-duets.js"],
  "lib/compare/verdict/center-interval.js": ["test-compare-edges.js", "test-group-report.js", "test-compare.js"],
  "lib/compare/inputs/duets.js": ["test-duets.js", "node/method-check.test.js"],
  "lib/linux-proc.js": ["test-load-summary.js", "test-load.js", "node/load-standin.test.js"],
  "lib/record/load-record.js": ["test-load-summary.js", "test-load.js", "node/load-standin.test.js"],
  "lib/compare/inputs/run-load.js": ["test-run-load.js", "test-load.js", "node/load-standin.test.js"],
  "lib/compare/comparisons/load-summary.js": ["test-load-summary.js", "test-load.js", "node/load-standin.test.js"],
  "lib/compare/reports/load-lines.js": ["test-load-lines.js", "test-load.js", "node/load-standin.test.js"],
  "lib/compare/verdict/turns-model.js": ["test-turns-model.js", "test-ab-file.js", "test-workbench.js"],
  "lib/compare/inputs/ab-file.js": ["test-ab-file.js", "test-workbench.js", "node/workbench-cli.test.js"],
  "lib/compare/comparisons/ab-comparison.js": ["test-ab-file.js", "test-workbench.js", "node/workbench-cli.test.js"],
  "lib/run/turns.js": ["test-turn-loop.js", "test-workbench.js"]
};

// A suite stuck in a loop a mutant made is stopped here too, not only by Stryker's timeout.
const SUITE_TIMEOUT_MS = 60000;

function moduleOfMutant(id) {
  const marker = "(\"" + id + "\")";
  return Object.keys(SUITES_FOR).find((file) => {
    const text = fs.readFileSync(path.join(ROOT, file), "utf8");
    return text.includes("stryMutAct_9fa48" + marker);
  });
}

function suitesToRun() {
  const active = process.env.__STRYKER_ACTIVE_MUTANT__;
  if (active === undefined || active === "") {
    return [...new Set(Object.values(SUITES_FOR).flat())];
  }
  const file = moduleOfMutant(active);
  if (file === undefined) {
    throw new Error("mutant " + active + " is in none of the modules listed in tests/mutation-tests.js");
  }
  return SUITES_FOR[file];
}

// One suite in a process group of its own, so that a suite stuck in a loop a mutant made is
// ended with every process it started (node's test runner runs each file in a child process;
// a timeout of spawnSync would end only the first, and the rest would spin on for hours).
function runSuite(suite) {
  return new Promise((resolve) => {
    const child = childProcess.spawn(process.execPath, [path.join(__dirname, "run.js"), path.join(__dirname, suite)],
      { cwd: ROOT, detached: true, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => { output += chunk; });
    child.stderr.on("data", (chunk) => { output += chunk; });
    const timer = setTimeout(() => {
      output += "\n" + suite + " timed out after " + SUITE_TIMEOUT_MS + " ms\n";
      try {
        process.kill(-child.pid, "SIGKILL");
      } catch (error) {
        // the group is gone already
      }
    }, SUITE_TIMEOUT_MS);
    child.on("close", (status) => {
      clearTimeout(timer);
      resolve({ status, output });
    });
  });
}

async function main() {
  for (const suite of suitesToRun()) {
    const outcome = await runSuite(suite);
    if (outcome.status !== 0) {
      process.stdout.write(outcome.output + "\n" + suite + " failed\n");
      process.exitCode = 1;
      return;
    }
  }
  process.stdout.write("all suites passed\n");
}

main();
