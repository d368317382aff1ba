"use strict";
// Node only: one arangod process of a version shootout, from start to end.
//
// Its output (the server's log and what the suite prints) goes straight into its log file,
// by file descriptor, so the log stays complete even when versus itself dies. It runs in a
// process group of its own: Ctrl-C at the terminal reaches versus, which decides how the
// server ends (stop-process.js: SIGTERM, then SIGKILL after a grace period), instead of both
// ending at once. A server that neither prints nor writes its results file for `stallSeconds`
// is taken for hung and ended the same way.

const childProcess = require("child_process");
const fs = require("fs");
const path = require("path");
const { stopProcess, signalProcess, alive } = require("./stop-process");

// The signature of progress: the log's size and the results file's modification time.
function progressSignature(logFile, resultsFile) {
  const sizeOf = (file) => {
    try {
      const stat = fs.statSync(file);
      return stat.size + "@" + stat.mtimeMs;
    } catch (error) {
      return "-";
    }
  };
  return sizeOf(logFile) + "|" + sizeOf(resultsFile);
}

// Starts the server. settings: { binary, args, cwd, logFile, resultsFile, stallSeconds,
// graceSeconds }. Returns { pid, done: Promise<{ status, signal, stalled, stopped, spawnError,
// seconds }>, stop(reason) }: stop ends the server (SIGTERM, SIGKILL after the grace period,
// said in a line of its log; a second stop kills at once).
function start(settings) {
  const started = Date.now();
  const descriptor = fs.openSync(settings.logFile, "a");
  let child;
  try {
    child = childProcess.spawn(settings.binary, settings.args, { cwd: settings.cwd, detached: true,
      stdio: ["ignore", descriptor, descriptor] });
  } finally {
    fs.closeSync(descriptor);
  }
  let stopping = null;
  let stalled = false;
  function stop(reason) {
    if (stopping !== null) {
      signalProcess(child.pid, "SIGKILL");
      return;
    }
    stopping = reason;
    stopProcess(child.pid, settings.graceSeconds, (line) => {
      try {
        fs.appendFileSync(settings.logFile, "versus: " + line + "\n");
      } catch (error) {
        // the log is gone (its folder removed): the server is killed all the same
      }
    });
  }
  let last = progressSignature(settings.logFile, settings.resultsFile);
  let lastChange = Date.now();
  const checkEvery = Math.max(50, Math.min(5000, settings.stallSeconds * 1000 / 10));
  const watcher = setInterval(() => {
    const now = progressSignature(settings.logFile, settings.resultsFile);
    if (now !== last) {
      last = now;
      lastChange = Date.now();
    } else if (Date.now() - lastChange >= settings.stallSeconds * 1000 && stopping === null) {
      stalled = true;
      stop("stalled");
    }
  }, checkEvery);
  const done = new Promise((resolve) => {
    let spawnError = null;
    child.on("error", (error) => {
      spawnError = error;
    });
    child.on("close", (status, signal) => {
      clearInterval(watcher);
      resolve({ status, signal, stalled, stopped: stopping, spawnError, seconds: (Date.now() - started) / 1000 });
    });
  });
  return { pid: child.pid, done, stop };
}

// The ids of the processes /proc lists, this one left out, as the names of their folders
// there. Linux only: elsewhere none.
function otherProcessIds() {
  let entries;
  try {
    entries = fs.readdirSync("/proc");
  } catch (error) {
    return [];
  }
  return entries.filter((name) => /^[0-9]+$/.test(name) && Number(name) !== process.pid);
}

// The processes whose command line names `databaseDirectory` as their --database.directory:
// a server left running by a versus that was killed. Linux only (/proc); elsewhere none are
// found and arangod's own lock on its database directory is what protects it.
function serversUsing(databaseDirectory) {
  const found = [];
  for (const name of otherProcessIds()) {
    let words;
    try {
      words = fs.readFileSync(path.join("/proc", name, "cmdline"), "utf8").split("\0");
    } catch (error) {
      continue;
    }
    const at = words.indexOf("--database.directory");
    if (at >= 0 && words[at + 1] === databaseDirectory) {
      found.push({ pid: Number(name), command: words.filter(Boolean).join(" ") });
    }
  }
  return found;
}

// The last lines of a log, for a report.
function logTail(file, count) {
  let text;
  try {
    const descriptor = fs.openSync(file, "r");
    try {
      const size = fs.fstatSync(descriptor).size;
      const length = Math.min(size, 16384);
      const buffer = Buffer.alloc(length);
      fs.readSync(descriptor, buffer, 0, length, size - length);
      text = buffer.toString("utf8");
    } finally {
      fs.closeSync(descriptor);
    }
  } catch (error) {
    return [];
  }
  return text.replace(/\s+$/, "").split("\n").slice(-count).filter((line, i, all) => all.length > 1 || line !== "");
}

module.exports = { start, serversUsing, otherProcessIds, alive, logTail };
