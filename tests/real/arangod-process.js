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

const childProcess = require("child_process");
const fs = require("fs");
const os = require("os");
const path = require("path");
const commandLine = require("../../lib/versus/arangod-command-line");

let made = 0;

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

// Runs to the end; resolves { status, signal, stdout, stderr, seconds }. options.onStdout(text,
// child) sees the output as it comes (to kill the server at a chosen moment).
function run(server, args, options) {
  options = options || {};
  return new Promise((resolve) => {
    const started = Date.now();
    const child = childProcess.spawn(server.binary, args, { cwd: options.cwd || os.tmpdir() });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
      if (options.onStdout) {
        options.onStdout(stdout, child);
      }
    });
    child.stderr.on("data", (chunk) => { stderr += chunk; });
    if (options.stdin !== undefined) {
      child.stdin.end(options.stdin);
    }
    child.on("close", (status, signal) => resolve({ status, signal, stdout, stderr, seconds: (Date.now() - started) / 1000 }));
  });
}

function runScript(server, folder, script, words, options) {
  return run(server, scriptArguments(server, folder, script, words), options);
}

// The console reads its commands from stdin and ends at its end.
function runConsole(server, folder, lines) {
  return run(server, serverArguments(server, folder).concat(commandLine.consoleArguments()),
    { stdin: lines.join("\n") + "\n" });
}

module.exports = { freshFolder, runScript, runConsole };
