"use strict";
// What the real tier checks on one real arangod, each check a function of (server, context)
// that resolves to a list of results { name, ok, detail }:
// - jsunity: the project's jsunity suites that hold for the server's version, inside it;
// - differential: the AQL suites and the product's steps under the query tap (its recording
//   goes to the differential comparison, tests/differential/): the suites, explain, the
//   workbench and drop;
// - script: shootout.js as arangod --javascript.script runs it, a good run and bad options;
// - console: the README's first command, typed into arangod --console;
// - faults: the server killed in the middle of a run, the lock it leaves, --resume, and a
//   dataset changed behind the suite's back.
// npm test runs them too, except jsunity, with the stand-in arangod executable as the server
// (tests/node/real-tier-standin.test.js), so a check that stops matching the product fails on
// every machine.

const fs = require("fs");
const path = require("path");
const { freshFolder, runScript, runConsole } = require("./arangod-process");
const { differentialPlan, AQL_SUITES, PRODUCT_STEPS } = require("../differential/steps");
const { suiteRunsUnder } = require("../suite-conditions");

const ROOT = path.resolve(__dirname, "..", "..");
const SHOOTOUT = path.join(ROOT, "shootout.js");
const IN_SERVER = path.join(ROOT, "tests", "differential", "run-in-server.js");

function result(name, ok, detail) {
  return { name, ok: Boolean(ok), detail: detail || "" };
}

function firstLine(text) {
  return String(text).split("\n").find((line) => line.trim() !== "") || "";
}

// The first line of a suite run in script mode, naming the server: for a real arangod its
// version, engine (a pattern), role and "arangod script"; for the stand-in executable
// (server.standIn, npm test) the product's label of a stand-in run (lib/report/run-report.js).
function runHeader(server, engine) {
  const version = server.version.replace(/\./g, "\\.");
  return new RegExp("^aql-shootout \\S+ on " + (server.standIn
    ? "the stand-in for arangod " + version + " \\(script; timings mean nothing about ArangoDB\\)$"
    : "ArangoDB " + version + " \\(" + engine + ", single, arangod script\\)$"));
}

// The output each step of run-in-server.js printed, by step name.
function stepOutputs(stdout) {
  const outputs = {};
  const parts = stdout.split(/^@@STEP (.*)$/m);
  for (let i = 1; i < parts.length; i += 2) {
    outputs[parts[i]] = parts[i + 1].split(/^@@END /m)[0].replace(/^\n/, "");
  }
  return outputs;
}

function inServer(server, folder, plan) {
  const planFile = path.join(folder, "plan.json");
  fs.writeFileSync(planFile, JSON.stringify(plan));
  return runScript(server, folder, IN_SERVER, [planFile], { cwd: ROOT });
}

function readRecording(file) {
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : null;
}

// One result per jsunity step; a failing one names its failed tests (jsunity prints a line
// " [FAILED] testName: message" for each).
function jsunityResults(recording, ran) {
  if (recording === null) {
    return [result("in-server program", false, "exit " + ran.status + "\n" + ran.stdout.slice(-2000) + ran.stderr.slice(-2000))];
  }
  const printed = stepOutputs(ran.stdout);
  return recording.steps.filter((step) => step.total !== undefined || /^jsunity /.test(step.name)).map((step) => {
    const failures = (printed[step.name] || "").split("\n").filter((line) => /\[FAILED\]/.test(line))
      .map((line) => "\n      " + line.trim().slice(0, 400));
    return result(step.name, step.threw === undefined && step.total > 0 && step.failed === 0,
      step.threw || (step.total - step.failed) + " of " + step.total + " passed" + failures.join(""));
  });
}

// Every jsunity suite that holds for the version's profile, other than the AQL suites (those run
// under the tap in the differential check).
async function jsunity(server, context) {
  const folder = freshFolder();
  try {
    const files = fs.readdirSync(path.join(ROOT, "tests")).filter((name) => /^test-.*\.js$/.test(name)).sort()
      .filter((name) => AQL_SUITES.indexOf(name) < 0 && suiteRunsUnder(name, context.profile));
    const output = path.join(folder, "recording.json");
    const plan = { root: ROOT, output, tap: false,
      steps: files.map((name) => ({ kind: "jsunity", name: "jsunity " + name, file: path.join(ROOT, "tests", name) })) };
    const ran = await inServer(server, folder, plan);
    return jsunityResults(readRecording(output), ran);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

// An explain step (shootout.explain(case, size)): it prints the case's plan and returns nothing,
// on every version (docs/workbench.md): the console echoes what a call returns, so a returned
// plan would show twice. The plan lines are due when the server was asked for a plan (an
// explain in the step's tapped answers); else one line says why there is none (a case the
// version cannot run).
function explainResult(step, spec, printed, entries) {
  const caseName = spec.args[0];
  const lines = printed.replace(/\n$/, "").split("\n");
  const explained = entries.some((entry) => entry.label === step.name && entry.kind === "explain");
  const header = new RegExp("^" + caseName + "( on \\S+ \\([^)]*\\)| \\(reads no collection\\))[:,] ");
  // the header and the four lines of lib/run/plan-summary.js format, once (and a note when a
  // case meant to read through an index does not)
  const planShown = header.test(lines[0]) && (lines.length === 5 || (lines.length === 6 && /^ {2}NO INDEX USED: /.test(lines[5]))) &&
    ["nodes:", "access:", "rules:", "collect:"].every((label, i) => lines[i + 1].startsWith("  " + label + " "));
  const whyNone = lines.length === 1 && new RegExp("^" + caseName + "( on [^:]*)?: (not available|no plan) ").test(lines[0]);
  const ok = step.threw === undefined && step.value === null && (explained ? planShown : whyNone);
  return result(step.name, ok, step.threw || "returned " + JSON.stringify(step.value) + (explained ? ", the server was " +
    "asked for the plan" : ", no plan asked for") + "; printed:\n      " + lines.slice(0, 6).join("\n      "));
}

// The AQL suites and the product's steps, tapped; context.recordings gets the recording.
async function differential(server, context) {
  const folder = freshFolder();
  try {
    const output = path.join(folder, "recording.json");
    const ran = await inServer(server, folder, differentialPlan(ROOT, output));
    const recording = readRecording(output);
    const results = jsunityResults(recording, ran);
    if (recording === null) {
      return results;
    }
    context.recording = recording;
    const printed = stepOutputs(ran.stdout);
    const specs = new Map(PRODUCT_STEPS.map((spec) => [spec.name, spec]));
    for (const step of recording.steps.filter((one) => one.total === undefined)) {
      const text = printed[step.name] || "";
      const spec = specs.get(step.name);
      if (spec !== undefined && spec.method === "explain") {
        results.push(explainResult(step, spec, text, recording.entries));
      } else if (step.status !== undefined) {
        // a suite run: every case verified (status 0), the first line names the server
        results.push(result(step.name, step.status === 0 && runHeader(server, "mmfiles").test(firstLine(text)),
          "status " + step.status + ", first line: " + firstLine(text)));
      } else {
        // a workbench call answers { ok, ... }; drop answers what it did
        const value = step.value;
        const ok = step.threw === undefined && value !== null && value !== undefined && (value.ok === undefined || value.ok === true);
        results.push(result(step.name, ok, step.threw || String(JSON.stringify(value)).slice(0, 300)));
      }
    }
    return results;
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

// shootout.js as the script of arangod --javascript.script: a verified run exits 0, bad
// options exit 1 (main's 2; arangod makes every non-zero status 1) with one line first.
async function scriptMode(server) {
  const folder = freshFolder();
  try {
    const good = await runScript(server, folder, SHOOTOUT, ["--cases=collect-number,join-key,lookup-key",
      "--sizes=1000", "--runs=2", "--gc-pause=0", "--no-save"], { cwd: ROOT });
    const rows = good.stdout.match(/^(collect-number|join-key|lookup-key) +\| 1k +\| +2 \|/mg) || [];
    const bad = await runScript(server, folder, SHOOTOUT, ["--runs=0"], { cwd: ROOT });
    return [
      result("script mode: a verified run", good.status === 0 && rows.length === 3 &&
        runHeader(server, "[a-z]+").test(firstLine(good.stdout)), "exit " + good.status + ", " + rows.length +
        " table rows, first line: " + firstLine(good.stdout)),
      result("script mode: bad options", bad.status === 1 &&
        /^aql-shootout: option runs must be a whole number/.test(firstLine(bad.stdout)),
        "exit " + bad.status + ", first line: " + firstLine(bad.stdout))
    ];
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

// The README's first command, typed at the console (with options set first).
async function consoleMode(server) {
  const folder = freshFolder();
  try {
    const typed = await runConsole(server, folder, [
      "SHOOTOUT = { cases: [\"filter-number\", \"lookup-hash-string\"], sizes: [\"1000\"], runs: 2, gcPause: 0, save: false };",
      "require(\"internal\").load(" + JSON.stringify(SHOOTOUT) + ");"
    ]);
    const rows = typed.stdout.match(/^(filter-number|lookup-hash-string) +\| 1k +\| +2 \|/mg) || [];
    return [result("console: require(\"internal\").load(shootout.js)", typed.status === 0 && rows.length === 2 &&
      !/FAILED|WRONG|ERROR/.test(typed.stdout), "exit " + typed.status + ", " + rows.length + " table rows" +
      (rows.length === 2 ? "" : "\n" + typed.stdout.slice(-1500)))];
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

// Polls the results file until it holds `wanted` finished cases, then kills the server.
function killWhenResults(file, wanted) {
  return (text, child) => {
    if (child.killedByTest) {
      return;
    }
    try {
      const saved = JSON.parse(fs.readFileSync(file, "utf8"));
      if (saved.results.length >= wanted) {
        child.killedByTest = true;
        child.kill("SIGKILL");
      }
    } catch (e) {
      // not written yet
    }
  };
}

// collection.update (every version has it; the stand-in executable has no AQL UPDATE)
const CHANGE_A_DOCUMENT = "function main() {\n" +
  "  var db = require(\"internal\").db;\n  db._useDatabase(\"shootout\");\n" +
  "  db._collection(\"values1000\").update(\"test500\", { value2: \"changed\" });\n" +
  "  return 0;\n}\n";

const FAULT_RUNS = 20;

async function faults(server) {
  const folder = freshFolder();
  const file = path.join(folder, "run.json");
  // case by case, enough runs each (at least a second of gc pauses a case) that the server can
  // be killed between cases
  const words = ["--cases=collect-number,filter-number,sort-number,min-number", "--sizes=1000", "--runs=" + FAULT_RUNS,
    "--order=case", "--gc-pause=0.05", "--out=" + file];
  try {
    const killed = await runScript(server, folder, SHOOTOUT, words, { cwd: ROOT, onStdout: killWhenResults(file, 2) });
    const saved = JSON.parse(fs.readFileSync(file, "utf8"));
    const results = [result("killed mid-run: the results file keeps the finished cases",
      killed.signal === "SIGKILL" && saved.endedAt === null && saved.results.length >= 2 && saved.results.length < 4,
      "signal " + killed.signal + ", " + saved.results.length + " cases saved, endedAt " + saved.endedAt)];

    const second = await runScript(server, folder, SHOOTOUT, words.slice(0, -1).concat(["--no-save"]), { cwd: ROOT });
    results.push(result("a new run while the killed run's lock is fresh is refused", second.status === 1 &&
      /lock/i.test(second.stdout), "exit " + second.status + ": " + second.stdout.split("\n").filter((l) => /lock/i.test(l)).join(" | ")));

    const resumed = await runScript(server, folder, SHOOTOUT, ["--resume=" + file], { cwd: ROOT });
    const after = JSON.parse(fs.readFileSync(file, "utf8"));
    const names = after.results.map((entry) => entry.case).sort();
    results.push(result("--resume measures only the missing cases", resumed.status === 0 && after.endedAt !== null &&
      JSON.stringify(names) === JSON.stringify(["collect-number", "filter-number", "min-number", "sort-number"]) &&
      after.results.every((entry) => entry.verified === true && entry.times.length === FAULT_RUNS),
      "exit " + resumed.status + ", cases " + names.join(",") + ", endedAt " + after.endedAt));

    const changer = path.join(folder, "change-a-document.js");
    fs.writeFileSync(changer, CHANGE_A_DOCUMENT);
    const changed = await runScript(server, folder, changer, [], { cwd: ROOT });
    const rerun = await runScript(server, folder, SHOOTOUT, ["--cases=filter-string", "--sizes=1000", "--runs=1",
      "--gc-pause=0", "--no-save"], { cwd: ROOT });
    const setupLine = rerun.stdout.split("\n").find((line) => /^setup values1000:/.test(line)) || "";
    results.push(result("a dataset changed behind the suite's back is rebuilt before measuring", changed.status === 0 &&
      rerun.status === 0 && /rebuil/.test(setupLine), "exit " + rerun.status + ", " + setupLine));
    return results;
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

module.exports = { jsunity, differential, scriptMode, consoleMode, faults };
