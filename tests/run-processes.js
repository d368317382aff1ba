"use strict";
// The processes of a test run, and how the run ends them however it ends (tests/run.js,
// tests/real/run.js). Every process the run starts, at any depth, inherits a token of the run in
// the environment variable AQL_SHOOTOUT_TEST_RUN, and keeps it across exec: the node workers,
// `node --test`, versus, the stand-in executable and a real arangod alike, in whatever process
// group or session they run (versus starts its servers in sessions of their own). So the run's
// processes are found by that token in /proc/<pid>/environ, even after the process that started
// them is gone, and are ended with SIGKILL, which a server staged to ignore SIGTERM cannot ignore.
// Linux only: without /proc none are found.
//
// A run's own process cannot end them when it is killed with SIGKILL, so guardRun also starts a
// watchdog (run-watchdog.js) whose stdin is a pipe from the run's process: the kernel closes it
// when that process ends, by any route, and the watchdog then ends what is left.
// A run inside a run (a test that runs tests/run.js) adds a token of its own to the variable:
// its processes carry both tokens, and each run ends only those that carry its own.

const childProcess = require("child_process");
const crypto = require("crypto");
const fs = require("fs");
const path = require("path");

const { otherProcessIds } = require("../lib/versus/server-process");

const VARIABLE = "AQL_SHOOTOUT_TEST_RUN";
const WATCHDOG = path.join(__dirname, "run-watchdog.js");

function tokensIn(value) {
  return String(value || "").split(" ").filter(Boolean);
}

// The processes (other than this one) whose environment carries the token: [{ pid, command }].
// A process that has ended but is not yet reaped (a zombie) has an empty environment and is not
// listed: it holds nothing any more.
function processesOf(token) {
  const found = [];
  for (const name of otherProcessIds()) {
    let environment;
    let command;
    try {
      environment = fs.readFileSync(path.join("/proc", name, "environ"), "utf8").split("\0");
      command = fs.readFileSync(path.join("/proc", name, "cmdline"), "utf8").split("\0").filter(Boolean).join(" ");
    } catch (error) {
      continue; // gone meanwhile, or another user's
    }
    const entry = environment.find((each) => each.startsWith(VARIABLE + "="));
    if (entry !== undefined && tokensIn(entry.slice(VARIABLE.length + 1)).includes(token)) {
      found.push({ pid: Number(name), command });
    }
  }
  return found;
}

function pauseSync(milliseconds) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, milliseconds);
}

// Kills (SIGKILL) every process of the run, again until none is left: a process may start
// another between the listing and the kill. Synchronous, so a signal handler can end the run
// before its process exits. Returns the processes it killed.
function endProcessesOf(token) {
  const killed = new Map();
  const deadline = Date.now() + 10000;
  for (let found = processesOf(token); found.length > 0 && Date.now() < deadline; found = processesOf(token)) {
    for (const each of found) {
      try {
        process.kill(each.pid, "SIGKILL");
      } catch (error) {
        // already gone
      }
      killed.set(each.pid, each);
    }
    pauseSync(20);
  }
  return Array.from(killed.values());
}

// Makes this process the start of a test run: a fresh token in its environment (so in every
// process it starts from now on) and a watchdog that ends the run's processes once this process
// is gone. Returns { token, end(), leftBehind(graceSeconds) }: end kills the run's processes at
// once; leftBehind, for a run whose tests have all ended, gives any process still there
// graceSeconds to end by itself, then kills the rest and resolves to them.
function guardRun() {
  const token = process.pid + "-" + crypto.randomBytes(6).toString("hex");
  const outer = process.env[VARIABLE];
  // started before the token is set: the watchdog belongs to an outer run (if any), not to this
  // one, whose sweep must not kill it; a session of its own, so a Ctrl-C at the terminal that
  // ends the run does not end the watchdog with it
  const watchdog = childProcess.spawn(process.execPath, [WATCHDOG, token], { cwd: "/", detached: true,
    stdio: ["pipe", "ignore", "ignore"] });
  watchdog.unref();
  watchdog.stdin.unref();
  watchdog.stdin.on("error", () => {}); // the watchdog gone first: nothing to write anyway
  process.env[VARIABLE] = tokensIn(outer).concat(token).join(" ");
  const leftBehind = async (graceSeconds) => {
    const deadline = Date.now() + graceSeconds * 1000;
    while (processesOf(token).length > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return endProcessesOf(token);
  };
  return { token, end: () => endProcessesOf(token), leftBehind };
}

// For a test helper that starts servers: guards a run unless this process already belongs to one
// (a test file run with `node --test` directly rather than by tests/run.js).
function guardRunUnlessGuarded() {
  if (tokensIn(process.env[VARIABLE]).length === 0) {
    guardRun();
  }
}

module.exports = { VARIABLE, processesOf, endProcessesOf, guardRun, guardRunUnlessGuarded };
