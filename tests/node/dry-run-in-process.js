"use strict";
// `node tests/dry-run.js …` run inside the test's own process: the same main the command line
// runs, with an io that keeps what it prints, so that the tests of dry runs (a few dozen of them)
// do not pay a node process and a fresh load of the stand-in for each (about 0.1 s of CPU
// apiece). dry-run.test.js keeps one run as a process, as a user starts it.

const path = require("path");
const dryRun = require("../dry-run");

// Returns { status, stdout, stderr }, as spawnSync's result with encoding "utf8" gives them;
// relative paths are read and written from `cwd` (default: this process's), as in a process
// started there. What would end such a process with a stack trace ends this run with status 1
// and the stack on stderr.
function runDryRun(args, cwd) {
  let stdout = "";
  let stderr = "";
  const io = {
    stdout: (text) => { stdout += text; },
    stderr: (text) => { stderr += text; },
    cwd: path.resolve(cwd === undefined ? process.cwd() : cwd)
  };
  let status;
  try {
    status = dryRun.main(args.map(String), io);
  } catch (error) {
    stderr += (error && error.stack || String(error)) + "\n";
    status = 1;
  }
  return { status, stdout, stderr };
}

module.exports = { runDryRun };
