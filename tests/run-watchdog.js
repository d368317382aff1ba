"use strict";
// The watchdog of a test run (started by run-processes.js guardRun): node tests/run-watchdog.js TOKEN.
// Its stdin is a pipe from the run's process, which no other process holds; the kernel closes it
// when that process ends, whether it returned, failed, was interrupted or was killed with SIGKILL.
// Then the watchdog kills every process still carrying the run's token, and ends.

const { endProcessesOf } = require("./run-processes");

const token = process.argv[2];
let ended = false;

function endTheRun() {
  if (!ended) {
    ended = true;
    endProcessesOf(token);
    process.exit(0);
  }
}

process.stdin.on("end", endTheRun);
process.stdin.on("error", endTheRun);
process.stdin.resume();
