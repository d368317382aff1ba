"use strict";
// The load on record, read for real: the host adapter's readings inside the stand-in (this
// machine's /proc and the stand-in server's own CPU time, as arangod's fs.read and
// internal.processStatistics give them), and a run of the stand-in executable with a staged
// load beside it, a process that burns a core for as long as the run lasts (bounded, and
// killed at the end): its results file records the other work, and compare says the machine
// was busy. What quiet, busy and different load read like, word for word, is tests/test-load.js.
const test = require("node:test");
const assert = require("node:assert/strict");
const fs = require("fs");
const os = require("os");
const path = require("path");
const vm = require("vm");
const { spawn, execFile } = require("child_process");

const { createArangod } = require("../standin/arangod");
const { standInArangod } = require("./standin-arangod-wrapper");
const commandLine = require("../../lib/versus/arangod-command-line");
const compareCommand = require("../../lib/compare/command/compare-command");
const runLoad = require("../../lib/compare/inputs/run-load");

const ROOT = path.resolve(__dirname, "..", "..");
const SHOOTOUT = path.join(ROOT, "shootout.js");
const LINUX = fs.existsSync("/proc/stat");

function readingIn(profile) {
  const arangod = createArangod({ profile, output: () => {} });
  return JSON.parse(vm.runInContext("SHOOTOUT = { run: false }; require('internal').load(" + JSON.stringify(SHOOTOUT) +
    "); JSON.stringify(shootout.require('./lib/host').connect().loadReading())", arangod.context));
}

test("the host adapter reads the machine's load and the server's CPU time; arangosh reads none", { skip: !LINUX && "no /proc" }, () => {
  const first = readingIn("2.5.4");
  assert.deepEqual(first.unreadable, []);
  assert.equal(first.machine.cores, os.cpus().length);
  assert.ok(first.machine.busy > 0 && first.machine.all > first.machine.busy, JSON.stringify(first.machine));
  assert.equal(first.loadAverage.length, 3);
  // the stand-in's server is this process: its CPU time, measured
  assert.ok(first.server > 0 && first.server <= process.cpuUsage().user / 1e6 + process.cpuUsage().system / 1e6 + 0.01);
  const second = readingIn("3.12");
  assert.ok(second.machine.all >= first.machine.all && second.server >= first.server);
  assert.equal(readingIn("devel-arangosh"), null);
});

// A core's worth of other work, for at most `seconds`: ended by the test, or by itself.
function burner(seconds) {
  const child = spawn(process.execPath, ["-e", "const end = Date.now() + " + seconds * 1000 + "; while (Date.now() < end) {}"],
    { stdio: "ignore" });
  return child;
}

test("a run beside a process that burns a core records that other work, and compare says the machine was busy", { skip: !LINUX && "no /proc", timeout: 60000 }, async (t) => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "load-standin-"));
  const burning = burner(30);
  t.after(() => {
    burning.kill("SIGKILL");
    fs.rmSync(folder, { recursive: true, force: true });
  });
  for (const made of ["db", "apps"]) {
    fs.mkdirSync(path.join(folder, made));
  }
  const binary = standInArangod(folder, "arangod", { profile: "2.5.4" });
  const out = path.join(folder, "run.json");
  const args = commandLine.serverArguments({ version: "2.5.4", databaseDirectory: path.join(folder, "db"),
    appPath: path.join(folder, "apps"), endpoint: "unix://" + path.join(folder, "s.sock") })
    .concat(commandLine.scriptArguments(SHOOTOUT, ["--sizes=1000", "--cases=collect-number,sort-number", "--runs=3",
      "--gc-pause=0.05", "--out=" + out]));
  const status = await new Promise((resolve) => execFile(binary, args, { cwd: folder }, (error) => resolve(error ? error.code : 0)));
  burning.kill("SIGKILL");
  assert.equal(status, 0);
  const results = JSON.parse(fs.readFileSync(out, "utf8"));
  const readings = results.load.readings;
  // when measuring began, then with every save: after each case's warmup, after each round
  assert.equal(readings.length, 1 + 2 + 3);
  assert.deepEqual(results.load.unreadable, []);
  readings.slice(1).forEach((reading, i) => {
    assert.ok(reading.at > readings[i].at && reading.machine.all > readings[i].machine.all &&
      reading.server >= readings[i].server, JSON.stringify([readings[i], reading]));
  });
  assert.ok(readings[readings.length - 1].at <= (Date.parse(results.endedAt) - Date.parse(results.startedAt)) / 1000);
  // the burner alone takes a share of a core that no fair scheduler starves, whatever else runs
  const figures = runLoad.runFigures(runLoad.fromResults(results));
  assert.ok(figures.other >= 0.3 && figures.other <= figures.cores, JSON.stringify(figures));
  assert.ok(figures.server > 0 && figures.server < figures.machine, JSON.stringify(figures));
  let printed = "";
  compareCommand.runWords({ read: (file) => fs.readFileSync(file, "utf8"), print: (text) => { printed += text + "\n"; },
    printError: () => {} }, "compare", [out, out]);
  const shown = figures.other < 0.095 ? figures.other.toFixed(2) : figures.other.toFixed(1);
  assert.match(printed, new RegExp("\\n\\nload: other work took " + shown.replace(".", "\\.") + " of " + figures.cores +
    " cores while A ran and while B ran \\(load average [0-9.]+\\)\\nwarning: the machine was busy \\(other work took " +
    shown.replace(".", "\\.") + " of " + figures.cores + " cores\\): a busy machine's B/A is not a quiet machine's"));
});
