"use strict";
// Starting a real arangod the ways a user does, on a database directory of its own:
// - script mode: arangod --javascript.script FILE --javascript.script-parameter WORD ...
//   (the exit status is main's: 0, or 1 for anything else; v2.5.0 arangod/RestServer/ArangoServer.cpp);
// - console mode: arangod --console, with the lines to type given on stdin.
// The command line is the product's (lib/versus/arangod-command-line.js, which versus uses
// too): the option names of the server's major version, 2.x or 3.x (3.x not run here: no 3.x
// server exists on these machines).
// The server listens on a unix socket only (no TCP port to collide with). 2.x lower-cases
// endpoint specs, so the socket's path must not contain upper-case letters (mktemp's random
// names do): the database folder is made under a lower-case path of digits.
// A server that prints nothing for STALL_SECONDS is taken for hung and ended, and so is every
// server still running when the tier is interrupted (stopAll): the way versus ends a server
// (lib/versus/stop-process.js: SIGTERM, then SIGKILL after the grace period, said in one line),
// since a real 2.8.3 ignored SIGTERM for minutes.

const childProcess = require("child_process");
const fs = require("fs");
const os = require("os");
const path = require("path");
const commandLine = require("../../lib/versus/arangod-command-line");
const { stopProcess } = require("../../lib/versus/stop-process");
const { SHUTDOWN_GRACE_SECONDS } = require("../../lib/versus/defaults");

// Longer than any step of the checks is silent (2.5's IN-list lookups: about 15 s a query).
const STALL_SECONDS = 600;

let made = 0;
const running = new Set();

// The tier's own lines about the servers it ends, on stderr as they happen.
function sayOnStderr(line) {
  process.stderr.write("real tier: " + line + "\n");
}

// A fresh folder for one server: db/, apps/ and the socket. Removed by the caller's cleanup.
function freshFolder() {
  const base = /[A-Z]/.test(os.tmpdir()) ? "/tmp" : os.tmpdir();
  made += 1;
  const folder = path.join(base, "aql-shootout-real-" + process.pid + "-" + made + "-" + Date.now());
  fs.mkdirSync(path.join(folder, "db"), { recursive: true });
  fs.mkdirSync(path.join(folder, "apps"), { recursive: true });
  return folder;
}

// A build without a configuration file (a bundle, a source build): its js/ folder is given,
// and no configuration file is read.
function serverArguments(server, folder) {
  return commandLine.serverArguments({ version: server.version, databaseDirectory: path.join(folder, "db"),
    startupDirectory: server.startup, appPath: path.join(folder, "apps"),
    endpoint: "unix://" + path.join(folder, "arangod.sock"), logLevel: "warning" });
}

function scriptArguments(server, folder, script, words) {
  return serverArguments(server, folder).concat(commandLine.scriptArguments(script, words));
}

// Runs to the end; resolves { status, signal, stdout, stderr, seconds, stalled }.
// options.onStdout(text, child) sees the output as it comes (to kill the server at a chosen
// moment); options.stallSeconds, graceSeconds and say(line) (tests) replace STALL_SECONDS,
// the grace period and writing to stderr.
function run(server, args, options) {
  options = options || {};
  const stallSeconds = options.stallSeconds || STALL_SECONDS;
  const graceSeconds = options.graceSeconds || SHUTDOWN_GRACE_SECONDS;
  const say = options.say || sayOnStderr;
  return new Promise((resolve) => {
    const started = Date.now();
    const child = childProcess.spawn(server.binary, args, { cwd: options.cwd || os.tmpdir() });
    child.graceSeconds = graceSeconds;
    running.add(child);
    let stdout = "";
    let stderr = "";
    let lastOutput = Date.now();
    let stalled = false;
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
      lastOutput = Date.now();
      if (options.onStdout) {
        options.onStdout(stdout, child);
      }
    });
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
      lastOutput = Date.now();
    });
    const watcher = setInterval(() => {
      if (!stalled && Date.now() - lastOutput >= stallSeconds * 1000) {
        stalled = true;
        say("arangod (pid " + child.pid + ") printed nothing for " + stallSeconds + " s: ending it as hung");
        stopProcess(child.pid, graceSeconds, say);
      }
    }, Math.min(5000, stallSeconds * 100));
    if (options.stdin !== undefined) {
      child.stdin.end(options.stdin);
    }
    child.on("close", (status, signal) => {
      clearInterval(watcher);
      running.delete(child);
      resolve({ status, signal, stdout, stderr, seconds: (Date.now() - started) / 1000, stalled });
    });
  });
}

// Ends every server still running (the tier interrupted); resolves when all are gone.
function stopAll(say) {
  return Promise.all(Array.from(running, (child) => stopProcess(child.pid, child.graceSeconds, say || sayOnStderr)));
}

function runScript(server, folder, script, words, options) {
  return run(server, scriptArguments(server, folder, script, words), options);
}

// The console reads its commands from stdin and ends at its end.
function runConsole(server, folder, lines, options) {
  return run(server, serverArguments(server, folder).concat(commandLine.consoleArguments()),
    Object.assign({}, options, { stdin: lines.join("\n") + "\n" }));
}

module.exports = { freshFolder, runScript, runConsole, stopAll };
