"use strict";
// Every process a test run starts ends with the run, however the run ends (tests/run.js with
// tests/run-processes.js). tests/run.js runs tests/node/run-cleanup/servers.test.js, whose
// stand-in servers all ignore SIGTERM (one started as the real tier starts a server, one by
// versus in a session of its own, and ones that tests left running), and the run is then killed
// with SIGKILL, its process group sent SIGTERM (a time limit: the tier's server ignores it), sent
// SIGINT (Ctrl-C), or left to end with a passing and a failing test that each left a server: a
// few seconds later none of the run's processes is there, recorded or not.
const { describe, it, after } = require("node:test");
const assert = require("node:assert/strict");
const childProcess = require("child_process");
const crypto = require("crypto");
const fs = require("fs");
const os = require("os");
const path = require("path");

const { VARIABLE, processesOf, endProcessesOf } = require("../run-processes");
const { alive } = require("../../lib/versus/stop-process");

const ROOT = path.resolve(__dirname, "..", "..");
const FIXTURE = path.join(__dirname, "run-cleanup", "servers.test.js");
// how long the run's processes may take to be gone, on a machine under load
const GONE_WITHIN_SECONDS = 10;

// Each run started here carries a token of this file's own besides the run's, so that all it
// started is ended here, whatever an assertion found.
const started = [];
after(() => {
  for (const run of started) {
    endProcessesOf(run.token);
    for (const pid of recordedPids(run)) {
      try {
        process.kill(pid, "SIGKILL");
      } catch (error) {
        // gone, as it should be
      }
    }
    fs.rmSync(run.folder, { recursive: true, force: true });
  }
});

// tests/run.js on the fixture, in a process group of its own (to signal the group as a time
// limit does, without reaching this process). A lower-case folder: 2.x's socket paths.
function startRun(mode) {
  const token = "run-cleanup-" + process.pid + "-" + crypto.randomBytes(4).toString("hex");
  const folder = path.join(os.tmpdir(), "aql-shootout-run-cleanup-" + token.toLowerCase());
  fs.mkdirSync(folder);
  const env = Object.assign({}, process.env, { RUN_CLEANUP: mode, RUN_CLEANUP_FOLDER: folder,
    [VARIABLE]: ((process.env[VARIABLE] || "") + " " + token).trim() });
  // this file's own test runner's mark: the inner one would take itself for one of its children
  delete env.NODE_TEST_CONTEXT;
  const child = childProcess.spawn(process.execPath, [path.join(ROOT, "tests", "run.js"), FIXTURE],
    { cwd: ROOT, env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (chunk) => { output += chunk; });
  child.stderr.on("data", (chunk) => { output += chunk; });
  const ended = new Promise((resolve) => child.on("close", (status, signal) => resolve({ status, signal, output })));
  const run = { token, folder, child, ended };
  started.push(run);
  return run;
}

// What the fixture wrote down: the run's processes, its servers among them.
function recorded(run) {
  const file = path.join(run.folder, "pids.json");
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : null;
}

function recordedPids(run) {
  const found = recorded(run);
  return found === null ? [] : found.others.concat(found.servers);
}

async function until(what, check, seconds) {
  const deadline = Date.now() + seconds * 1000;
  while (!check()) {
    if (Date.now() > deadline) {
      throw new Error("timed out waiting for " + what);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

// The servers of a held run, once all run (the fixture writes their pids then).
async function runningServers(run, count) {
  await until("the run's servers", () => recorded(run) !== null, 60);
  const { servers } = recorded(run);
  assert.equal(servers.length, count);
  for (const pid of recordedPids(run)) {
    assert.ok(alive(pid), "pid " + pid + " runs before the run is stopped");
  }
  for (const pid of servers) {
    assert.match(fs.readFileSync("/proc/" + pid + "/cmdline", "utf8"), /tests\/standin\/arangod-executable\.js/);
  }
}

// Every process the run started, recorded or not (by the token it inherited), gone within
// GONE_WITHIN_SECONDS: [] when none is left.
async function leftAfterwards(run) {
  const left = () => recordedPids(run).filter(alive).map((pid) => "pid " + pid)
    .concat(processesOf(run.token).map((each) => each.pid + " " + each.command));
  try {
    await until("the run's processes to end", () => left().length === 0, GONE_WITHIN_SECONDS);
  } catch (error) {
    // the assertion below names them
  }
  return left();
}

describe("a test run ends every process it started, however it ends", () => {
  it("killed with SIGKILL while its servers run (the watchdog ends them)", { timeout: 90000 }, async () => {
    const run = startRun("hold-with-versus");
    await runningServers(run, 2);
    run.child.kill("SIGKILL");
    assert.equal((await run.ended).signal, "SIGKILL");
    assert.deepEqual(await leftAfterwards(run), []);
  });

  it("its process group sent SIGTERM, as a time limit does, while its servers run", { timeout: 90000 }, async () => {
    const run = startRun("hold");
    await runningServers(run, 1);
    process.kill(-run.child.pid, "SIGTERM");
    const ended = await run.ended;
    assert.equal(ended.status, 143);
    assert.match(ended.output, /\ntests\/run\.js: SIGTERM: stopped; killed the run's [1-9][0-9]* process\(es\)\n$/);
    assert.deepEqual(await leftAfterwards(run), []);
  });

  it("interrupted (SIGINT) while its servers run", { timeout: 90000 }, async () => {
    const run = startRun("hold");
    await runningServers(run, 1);
    run.child.kill("SIGINT");
    const ended = await run.ended;
    assert.equal(ended.status, 130);
    assert.match(ended.output, /\ntests\/run\.js: SIGINT: stopped; killed the run's [1-9][0-9]* process\(es\)\n$/);
    assert.deepEqual(await leftAfterwards(run), []);
  });

  it("at its end, with a test that failed: the servers tests left running are killed and counted as a failure", { timeout: 90000 }, async () => {
    const run = startRun("end");
    const ended = await run.ended;
    const { servers } = recorded(run);
    assert.equal(servers.length, 2);
    assert.equal(ended.status, 1);
    for (const pid of servers) {
      assert.match(ended.output, new RegExp("\\nleft running by the tests, killed: pid " + pid + " .*arangod-executable\\.js"));
    }
    assert.match(ended.output, /\nfailing: tests\/node\/run-cleanup\/servers\.test\.js \(node:test\), 2 process\(es\) left running by the tests\n1 passed, 2 failed\n$/);
    assert.deepEqual(await leftAfterwards(run), []);
  });
});
