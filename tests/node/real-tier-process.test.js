"use strict";
// How the real tier ends a server (tests/real/arangod-process.js), as versus does
// (lib/versus/stop-process.js): a server that prints nothing for too long is taken for hung
// and gets SIGTERM, and SIGKILL after the grace period when it ignores SIGTERM (a real 2.8.3
// busy in script mode did, for minutes), said in one line; so does every server still running
// when the tier is interrupted. The servers are the stand-in arangod executable staging a hang,
// with and without ignoring SIGTERM; stall and grace are shortened to seconds.
const test = require("node:test");
const assert = require("node:assert/strict");
const fs = require("fs");
const os = require("os");
const path = require("path");

const { freshFolder, runScript, stopAll } = require("../real/arangod-process");
const { serversUsing } = require("../../lib/versus/server-process");
const { standInArangod } = require("./standin-arangod-wrapper");

const folder = fs.mkdtempSync(path.join(os.tmpdir(), "real-tier-process-"));
const databases = [];
// a test that failed midway may leave a hanging server: it is killed, so nothing outlives the tests
test.after(() => {
  for (const each of databases) {
    serversUsing(path.join(each, "db")).forEach((server) => process.kill(server.pid, "SIGKILL"));
  }
  [folder].concat(databases).forEach((each) => fs.rmSync(each, { recursive: true, force: true }));
});

// A 2.5.4 that hangs on its first start (each gets a fresh database folder).
function hangingServer(name, settings) {
  return { name, version: "2.5.4", startup: folder, binary: standInArangod(folder, name,
    Object.assign({ profile: "2.5.4", faults: [{ start: 1, kind: "hang" }] }, settings)) };
}

function database() {
  databases.push(freshFolder());
  return databases[databases.length - 1];
}

function withoutPids(lines) {
  return lines.map((line) => line.replace(/pid [0-9]+/, "pid N"));
}

test("a server that prints nothing is ended: SIGTERM, or SIGKILL after the grace period when it ignores SIGTERM, said in a line", { timeout: 30000 }, async () => {
  const said = { obeying: [], ignoring: [] };
  // a stall of 2 s: the server has started (and set what it does on SIGTERM) by then
  const quick = (name) => ({ stallSeconds: 2, graceSeconds: 1, say: (line) => said[name].push(line) });
  const [ended, killed] = await Promise.all([
    runScript(hangingServer("obeying", {}), database(), "shootout.js", [], quick("obeying")),
    runScript(hangingServer("ignoring", { ignoreSigterm: true }), database(), "shootout.js", [], quick("ignoring"))]);
  assert.deepEqual([ended.signal, ended.stalled, killed.signal, killed.stalled], ["SIGTERM", true, "SIGKILL", true]);
  assert.deepEqual(withoutPids(said.obeying), ["arangod (pid N) printed nothing for 2 s: ending it as hung"]);
  assert.deepEqual(withoutPids(said.ignoring), ["arangod (pid N) printed nothing for 2 s: ending it as hung",
    "the server (pid N) did not end within 1 s of SIGTERM: killed it (SIGKILL)"]);
});

test("the tier interrupted: every server still running is ended, one that ignores SIGTERM killed after the grace period", { timeout: 30000 }, async () => {
  const said = [];
  const where = database();
  const left = runScript(hangingServer("left", { ignoreSigterm: true }), where, "shootout.js", [],
    { graceSeconds: 1, say: (line) => said.push(line) });
  // its LOCK file, written once it has set what it does on SIGTERM: it runs, and hangs
  while (!fs.existsSync(path.join(where, "db", "LOCK"))) {
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  await stopAll((line) => said.push(line));
  const ended = await left;
  assert.deepEqual([ended.signal, ended.stalled], ["SIGKILL", false]);
  assert.deepEqual(withoutPids(said), ["the server (pid N) did not end within 1 s of SIGTERM: killed it (SIGKILL)"]);
});
