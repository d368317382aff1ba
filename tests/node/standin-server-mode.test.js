"use strict";
// The stand-in executable's server mode (tests/standin/arangod/server-mode.js), which versus's
// duet drives: POST /_admin/execute per version (the answer's shape, the warning line per
// call, 3.x's --javascript.allow-admin-execute), the switch of database a REST action may
// make only with --server.allow-use-database true, one JavaScript context, what it does not
// emulate, SIGTERM. Reached through versus's own client (lib/versus/live-server.js).
const test = require("node:test");
const assert = require("node:assert/strict");
const fs = require("fs");
const os = require("os");
const path = require("path");

const liveServer = require("../../lib/versus/live-server");
const commandLine = require("../../lib/versus/arangod-command-line");
const { standInArangod } = require("./standin-arangod-wrapper");

const EXECUTE = "/_db/_system/_admin/execute?returnAsJSON=true";
let started = 0;

// A stand-in server of this profile in a scratch folder: { live, folder, socket, log(), end() }.
// serverMode: the words server mode gets (default: what versus gives the version).
function startServer(t, profile, version, serverMode) {
  // lower-case: 2.x lower-cases a socket's path
  started += 1;
  const folder = path.join(os.tmpdir(), "standin-server-" + process.pid + "-" + started);
  fs.mkdirSync(folder);
  for (const name of ["db", "apps"]) {
    fs.mkdirSync(path.join(folder, name));
  }
  const binary = standInArangod(folder, "arangod", { profile });
  const socket = path.join(folder, "s.sock");
  const logFile = path.join(folder, "server.log");
  fs.writeFileSync(logFile, "");
  const args = commandLine.serverArguments({ version, databaseDirectory: path.join(folder, "db"),
    appPath: path.join(folder, "apps"), endpoint: "unix://" + socket })
    .concat(serverMode === undefined ? commandLine.serverModeArguments(version) : serverMode);
  const live = liveServer.launch({ binary, args, cwd: folder, logFile, resultsFile: path.join(folder, "none.json"), socket,
    graceSeconds: 5 });
  t.after(async () => {
    live.stop("test over");
    await live.done;
    fs.rmSync(folder, { recursive: true, force: true });
  });
  return { live, folder, socket, log: () => fs.readFileSync(logFile, "utf8") };
}

test("2.x: the body runs as a function's body, its value comes back with error and code added; a warning line per call; null fails", async (t) => {
  const server = startServer(t, "2.5.4", "2.5.4");
  assert.equal(await server.live.waitUntilAnswering(20), "2.5.4");
  assert.deepEqual(await server.live.execute("var x = 20; return { value: [x + 1, typeof require] };", 10), [21, "function"]);
  const raw = await liveServer.request(server.socket, "POST", EXECUTE, "return { value: 1 };", 10);
  assert.deepEqual(JSON.parse(raw.text), { value: 1, error: false, code: 200 });
  const nothing = await liveServer.request(server.socket, "POST", EXECUTE, "return null;", 10);
  assert.equal(nothing.status, 500);
  assert.match(nothing.text, /^TypeError: Cannot set property 'error' of null/);
  assert.match(server.log(), /\] WARNING about to execute: 'var x = 20; return \{ value: \[x \+ 1, typeof require\] \};'\n/);
  // state stays between requests: one JavaScript context
  await server.live.execute("kept = 42; return { value: true };", 10);
  assert.equal(await server.live.execute("return { value: kept };", 10), 42);
  // a switch of database is what --server.allow-use-database true allows
  assert.equal(await server.live.execute("return { value: require('internal').db._useDatabase('_system') };", 10), true);
  await assert.rejects(server.live.execute("throw new Error('no such step');", 10),
    (fault) => fault.kind === "refused" && /^POST \/_admin\/execute answered 500: Error: no such step$/.test(fault.message));
  const other = await liveServer.request(server.socket, "GET", "/_api/collection", null, 10);
  assert.equal(other.status, 501);
  assert.match(server.log(), /\] ERROR the stand-in arangod does not emulate GET \/_api\/collection/);
  // SIGTERM: it shuts down, its lock goes
  server.live.stop("test");
  assert.deepEqual(await server.live.done.then((ended) => [ended.status, ended.signal]), [0, null]);
  assert.match(server.log(), /\] INFO ArangoDB has been shut down\n$/);
  assert.ok(!fs.existsSync(path.join(server.folder, "db", "LOCK")));
});

test("3.x: /_admin/execute only with --javascript.allow-admin-execute true (404 unknown path without), the value as it is, no line per call", async (t) => {
  const without = startServer(t, "3.11", "3.11.0", ["--javascript.v8-contexts", "1", "--server.allow-use-database", "true"]);
  await without.live.waitUntilAnswering(20);
  await assert.rejects(without.live.execute("return { value: 1 };", 10), (fault) => fault.kind === "refused" &&
    fault.message === "POST /_admin/execute answered 404: {\"error\":true,\"code\":404,\"errorNum\":404,\"errorMessage\":" +
    "\"unknown path '" + EXECUTE + "'\"}");
  const server = startServer(t, "3.11", "3.11.0");
  await server.live.waitUntilAnswering(20);
  const raw = await liveServer.request(server.socket, "POST", EXECUTE, "return { value: [1, 2] };", 10);
  assert.deepEqual(JSON.parse(raw.text), { value: [1, 2] });
  assert.equal((await liveServer.request(server.socket, "POST", EXECUTE, "return null;", 10)).text, "null");
  assert.ok(!server.log().includes("about to execute"));
});

test("a REST action may not switch databases without --server.allow-use-database true; server mode needs one context", async (t) => {
  const server = startServer(t, "2.6", "2.6.0-alpha2", ["--javascript.v8-contexts", "1"]);
  await server.live.waitUntilAnswering(20);
  await assert.rejects(server.live.execute("return { value: require('internal').db._useDatabase('_system') };", 10),
    (fault) => /answered 500: .*forbidden/.test(fault.message));
  const many = startServer(t, "2.6", "2.6.0-alpha2", ["--server.allow-use-database", "true"]);
  await assert.rejects(many.live.waitUntilAnswering(20), (fault) => fault.kind === "never-started" &&
    fault.message === "it never answered: it exited with status 1");
  assert.match(many.log(), /FATAL the stand-in's server mode has one JavaScript context: give --javascript.v8-contexts 1\n$/);
});
