"use strict";
// Not a test of its own (tests/run.js runs the files of tests/node/, not of this folder): the
// test run that tests/node/run-cleanup.test.js stops, kills or lets fail. Every server it starts
// is the stand-in executable staged to ignore SIGTERM, in the folder RUN_CLEANUP_FOLDER names;
// the pids of the run's processes go to RUN_CLEANUP_FOLDER/pids.json once its servers run.
// RUN_CLEANUP=hold: a server started as the real tier starts one (a child of this process),
//   then the test waits to be stopped; hold-with-versus: also versus with its server (in a
//   session of its own, as versus starts servers).
// RUN_CLEANUP=end: a test that passes and one that fails, each leaving a server running (started
//   apart from this process, as a versus killed with kill -9 leaves its server).
const test = require("node:test");
const assert = require("node:assert/strict");
const childProcess = require("child_process");
const fs = require("fs");
const path = require("path");

const { runScript } = require("../../real/arangod-process");
const { serversUsing } = require("../../../lib/versus/server-process");
const { standInArangod } = require("../standin-arangod-wrapper");

const folder = process.env.RUN_CLEANUP_FOLDER;
const SHOOTOUT = require.resolve("../../../shootout.js");
const HANGS_IGNORING_SIGTERM = { profile: "2.5.4", faults: [{ start: 1, kind: "hang" }], ignoreSigterm: true };
// this process and node's test runner that started it, and what they start
const recorded = { others: [process.pid, process.ppid], servers: [] };

function record() {
  fs.writeFileSync(path.join(folder, "pids.json.part"), JSON.stringify(recorded));
  fs.renameSync(path.join(folder, "pids.json.part"), path.join(folder, "pids.json"));
}

// The server on this database directory, once it has set what it does on SIGTERM (it writes its
// LOCK file after that).
async function serverOn(database) {
  while (!fs.existsSync(path.join(database, "LOCK")) || serversUsing(database).length !== 1) {
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return serversUsing(database)[0].pid;
}

// A server started apart from this process, which nothing here waits for or ends.
async function serverLeftRunning(name) {
  const database = path.join(folder, name + "-data", "db");
  fs.mkdirSync(database, { recursive: true });
  childProcess.spawn(standInArangod(folder, "arangod-" + name, HANGS_IGNORING_SIGTERM), ["--database.directory", database,
    "--javascript.script", SHOOTOUT], { detached: true, stdio: "ignore" }).unref();
  recorded.servers.push(await serverOn(database));
}

if (process.env.RUN_CLEANUP.startsWith("hold")) {
  test("servers run until the run is stopped", { timeout: 60000 }, async () => {
    const tierFolder = path.join(folder, "tier");
    const database = path.join(tierFolder, "db");
    fs.mkdirSync(database, { recursive: true });
    fs.mkdirSync(path.join(tierFolder, "apps"));
    const server = { version: "2.5.4", startup: folder, binary: standInArangod(folder, "arangod-tier", HANGS_IGNORING_SIGTERM) };
    runScript(server, tierFolder, "shootout.js", [], { stallSeconds: 60 });
    recorded.servers.push(await serverOn(database));
    if (process.env.RUN_CLEANUP === "hold-with-versus") {
      // loaded only here: versus's modules are the costliest part of the fixture
      const harness = require("../versus-harness");
      standInArangod(folder, "arangod-a", HANGS_IGNORING_SIGTERM);
      standInArangod(folder, "arangod-b", { profile: "2.6" });
      const versus = harness.spawnVersus(folder, harness.versusWords(folder, ["--design", "runs", "--runs-a-side", "1"],
        ["--", "--sizes", "1000", "--cases", "collect-number"]));
      recorded.others.push(versus.child.pid);
      recorded.servers.push(await serverOn(path.join(folder, "vs", "a", "db")));
    }
    record();
    await new Promise((resolve) => setTimeout(resolve, 60000));
  });
} else {
  test("a test that passes and leaves a server running", { timeout: 60000 }, async () => {
    await serverLeftRunning("passed");
    record();
  });
  test("a test that fails and leaves a server running", { timeout: 60000 }, async () => {
    await serverLeftRunning("failed");
    record();
    assert.fail("failed on purpose, its server left running");
  });
}
