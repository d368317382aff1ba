"use strict";
// What the end-to-end tests of `node shootout.js versus` on the stand-in executable share
// (versus-standin.test.js: the runs design; versus-duet-standin.test.js: the duet): scratch
// folders whose servers are ended however a test ends, versus run as a user runs it or in this
// process, and readers of its directory.
const { after } = require("node:test");
const fs = require("fs");
const os = require("os");
const path = require("path");
const { spawn, execFile } = require("child_process");
const { EventEmitter } = require("events");

const versusCommand = require("../../lib/versus/versus-command");
const serverProcess = require("../../lib/versus/server-process");
const directory = require("../../lib/versus/versus-directory");
const arangodVersion = require("../../lib/versus/arangod-version");
const { printedVersion } = require("./standin-arangod-wrapper");

const ROOT = path.resolve(__dirname, "..", "..");
const SHOOTOUT = path.join(ROOT, "shootout.js");

const folders = [];

function scratch() {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "versus-standin-"));
  folders.push(folder);
  return folder;
}

// A test that failed midway (or a versus that lost track of a server) may leave servers
// running: end them, so that the test file's process can end.
after(() => {
  for (const folder of folders) {
    const paths = directory.layout(path.join(folder, "vs"));
    for (const side of ["a", "b"]) {
      for (const server of serverProcess.serversUsing(paths.sides[side].database)) {
        process.kill(server.pid, "SIGKILL");
      }
      // a folder with capitals has its sockets under the temporary directory
      directory.releaseSocket(paths, side);
    }
    fs.rmSync(folder, { recursive: true, force: true });
  }
});

// The versus words of a test: both stand-in binaries of the folder, its directory vs.
function versusWords(folder, extra, suite) {
  return ["--arangod-a", path.join(folder, "arangod-a"), "--arangod-b", path.join(folder, "arangod-b"),
    "--dir", path.join(folder, "vs"), "--min-free-disk", "1M"].concat(extra || [], suite);
}

// versus as a user runs it (not blocking this process: the tests run side by side).
function cli(folder, words) {
  return new Promise((resolve) => {
    execFile(process.execPath, [SHOOTOUT, "versus"].concat(words), { cwd: folder, encoding: "utf8" }, (error, stdout, stderr) => {
      resolve({ status: error ? error.code : 0, stdout, stderr });
    });
  });
}

// versus as a child process to signal: { child, output: { text }, ended: Promise<{ status, signal }> }.
function spawnVersus(folder, words) {
  const child = spawn(process.execPath, [SHOOTOUT, "versus"].concat(words), { cwd: folder, stdio: ["ignore", "pipe", "pipe"] });
  const output = { text: "" };
  child.stdout.on("data", (chunk) => { output.text += chunk; });
  child.stderr.on("data", (chunk) => { output.text += chunk; });
  const ended = new Promise((resolve) => child.on("close", (status, signal) => resolve({ status, signal })));
  return { child, output, ended };
}

// versus reads a stand-in wrapper's version from what its --version would print, without the
// process (versus as a user runs it, cli and spawnVersus, still starts one for each side).
function readVersion(binary) {
  const printed = printedVersion(binary);
  return printed === null ? arangodVersion.readVersion(binary) : arangodVersion.versionFromOutput(printed);
}

// The emitter versus in this process takes its signals from (a test may emit SIGINT on it).
function signalEmitter() {
  return Object.assign(new EventEmitter(), { exit: () => { throw new Error("versus tried to exit"); } });
}

// versus in this process: its printed lines, and signals on an emitter of the test's own (proc,
// or one of its own); a server that ignores SIGTERM is killed after 1 s rather than versus's 30.
// Versions are read as readVersion above says.
async function inProcess(folder, words, compareJson, proc) {
  const printed = [];
  const io = { print: (text) => printed.push(text), printError: (text) => printed.push("ERROR " + text),
    read: (file) => fs.readFileSync(file, "utf8"), write: (file, text) => fs.writeFileSync(file, text) };
  const status = await versusCommand.runWords(io, words, { cwd: folder, proc: proc || signalEmitter(), compareJson,
    shutdownGraceSeconds: 1, readVersion });
  return { status, text: printed.join("\n") };
}

function readJournal(folder) {
  return JSON.parse(fs.readFileSync(path.join(folder, "vs", "versus.json"), "utf8"));
}

function states(journal) {
  return journal.attempts.map((attempt) => attempt.id + ":" + attempt.state);
}

function results(folder, attempt) {
  return JSON.parse(fs.readFileSync(path.join(folder, "vs", attempt.results), "utf8"));
}

// How often a side's server started on its database directory (the stand-in counts it there).
function starts(folder, side) {
  return Number(fs.readFileSync(path.join(folder, "vs", side, "db", "standin-starts"), "utf8"));
}

async function waitFor(what, check, seconds) {
  const deadline = Date.now() + (seconds || 20) * 1000;
  while (!check()) {
    if (Date.now() > deadline) {
      throw new Error("timed out waiting for " + what);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

function logOf(folder, id) {
  const file = path.join(folder, "vs", "logs", id + ".log");
  return fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "";
}

function logHas(folder, id, text) {
  return logOf(folder, id).includes(text);
}

module.exports = { SHOOTOUT, scratch, versusWords, cli, spawnVersus, inProcess, signalEmitter, readJournal, states, results, starts,
  waitFor, logOf, logHas };
