"use strict";
// Node only: how versus and the real tier (tests/real/) end a server process, the one way for
// every caller: SIGTERM, on which arangod shuts down; and when it has not ended after a grace
// period, SIGKILL, said in one line. SIGTERM alone is not enough: a real 2.8.3 server busy in
// script mode ignored it for over ten minutes ("[shutting down]", a core busy) until killed.

const fs = require("fs");
const path = require("path");

// Signals the process group `pid` leads (a server versus started detached, with anything it
// started), or else the process alone.
function signalProcess(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch (error) {
    try {
      process.kill(pid, signal);
    } catch (ignored) {
      // already gone
    }
  }
}

// A zombie (ended, not yet reaped by its parent, which can take seconds) counts as gone: its
// files are closed, so it holds no lock on a database directory any more (2.5.4
// lib/Basics/files.cpp TRI_VerifyLockFile: a live pid AND a held flock).
function alive(pid) {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return error.code === "EPERM";
  }
  try {
    return !/^[0-9]+ \(.*\) Z/.test(fs.readFileSync(path.join("/proc", String(pid), "stat"), "utf8"));
  } catch (error) {
    return true;
  }
}

// Whether the process is gone within `seconds` (Infinity: waits until it is).
async function goneWithin(pid, seconds) {
  const deadline = Date.now() + seconds * 1000;
  while (alive(pid)) {
    if (Date.now() >= deadline) {
      return false;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}

// Ends the process: SIGTERM, then SIGKILL if it is still there after graceSeconds, which
// say(line) reports in one line. Resolves, once the process is gone, to the signal that ended
// it: "SIGTERM" or "SIGKILL".
async function stopProcess(pid, graceSeconds, say) {
  signalProcess(pid, "SIGTERM");
  if (await goneWithin(pid, graceSeconds)) {
    return "SIGTERM";
  }
  signalProcess(pid, "SIGKILL");
  say("the server (pid " + pid + ") did not end within " + graceSeconds + " s of SIGTERM: killed it (SIGKILL)");
  await goneWithin(pid, Infinity);
  return "SIGKILL";
}

module.exports = { stopProcess, signalProcess, alive };
