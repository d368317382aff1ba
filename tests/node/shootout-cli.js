"use strict";
// `node shootout.js list|compare|noise …` run inside the test's own process: the same code the
// command line runs (lib/node-cli.js main, which shootout.js calls under node) with an io that
// keeps what it prints, so a test that asks for dozens of comparisons does not pay a node
// process for each (about 0.1 s of CPU apiece). What only a process shows (shootout.js's
// dispatch, exit statuses, a closed pipe) stays with the tests that start one (cli.test.js).
// Relative paths are read and written from `cwd`, as in a process started there.

const fs = require("fs");
const path = require("path");
const nodeCli = require("../../lib/node-cli");

const IN_PROCESS = ["list", "compare", "noise"];

// Whether `words` (what follows `node shootout.js`) can run here: the offline commands, which
// return their status at once (versus starts servers and is left to a process).
function runsInProcess(words) {
  return IN_PROCESS.indexOf(words[0]) >= 0;
}

// Returns { status, stdout, stderr }, as spawnSync's result with encoding "utf8" gives them.
function runShootout(words, cwd) {
  if (!runsInProcess(words)) {
    throw new Error("not an offline command of shootout.js: " + words.join(" "));
  }
  const at = (file) => path.resolve(cwd, String(file));
  let stdout = "";
  let stderr = "";
  const io = {
    print: (text) => { stdout += text + "\n"; },
    printError: (text) => { stderr += text + "\n"; },
    read: (file) => fs.readFileSync(at(file), "utf8"),
    write: (file, text) => fs.writeFileSync(at(file), text)
  };
  const status = nodeCli.main(words.map(String), io);
  return { status, stdout, stderr };
}

module.exports = { runShootout, runsInProcess };
