"use strict";
// What the stand-in arangod executable (tests/standin/arangod-executable.js) does beyond script
// mode, for the real tier's checks run on it in npm test (real-tier-standin.test.js): its data
// stays in its database directory between starts, committed as each built-in call returns
// (tests/standin/database-files.js); the emergency console (--console) runs the lines of its
// standard input as 2.x's does, and refuses what it does not emulate; --log.level hides the
// levels after it.
const test = require("node:test");
const assert = require("node:assert/strict");
const fs = require("fs");
const os = require("os");
const path = require("path");
const { spawnSync } = require("child_process");

const { Server } = require("../standin/store");
const { createArangod } = require("../standin/arangod");
const { openDatabaseFiles, FOLDER } = require("../standin/database-files");
const { standInArangod } = require("./standin-arangod-wrapper");
const { readOptionValue, readsPositionals } = require("../standin/arangod/option-values");

function scratch(t) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "standin-executable-"));
  t.after(() => fs.rmSync(folder, { recursive: true, force: true }));
  return folder;
}

// Everything a later process can see of a server, ids and revisions included, as JSON.
function contents(server) {
  return JSON.parse(JSON.stringify(server.databaseNames().map((name) => {
    const database = server.database(name);
    return [name, database.id, database.collectionNames().map((collectionName) => {
      const collection = database.collection(collectionName);
      return [collectionName, collection.id, collection.type, collection.getIndexes(), Array.from(collection.documents())];
    })];
  }).concat([[server._nextId, String(server._lastTick), server._nextGeneratedKey]])));
}

test("a server's data is committed as each call returns and found again by the next process on that directory", (t) => {
  const folder = scratch(t);
  const first = createArangod({ profile: "2.5.4", output: () => {} });
  const files = openDatabaseFiles(first.server, folder);
  assert.equal(files.restored, false);
  first.realm.onBuiltinReturn(files.commit);
  const run = (code) => first.require("internal").executeScript(code, undefined, "test");
  run("var db = require('internal').db; db._createDatabase('other'); db._useDatabase('other');" +
    "db._create('values'); db.values.ensureIndex({ type: 'hash', fields: ['v'], unique: true });" +
    "db._query('FOR i IN 1..3 INSERT { _key: CONCAT(\"k\", i), v: i } INTO values');" +
    "db.values.save({ v: 10 }); db.values.update('k2', { v: 20 }); db.values.remove('k1');" +
    "db._createEdgeCollection('edges'); db.edges.save('values/k2', 'values/k3', { w: 1 });" +
    "db._create('gone'); db.gone.save({ a: 1 });");
  // a commit cut short by a kill: a collection file no catalog names
  fs.writeFileSync(path.join(folder, FOLDER, "999-1000000.json"), "{");
  run("db._drop('gone')");
  const second = new Server("2.5.4");
  assert.equal(openDatabaseFiles(second, folder).restored, true);
  assert.deepEqual(contents(second), contents(first.server));
  assert.deepEqual(second.database("other").collection("values").lookup("values/" +
    second.database("other").collection("values").getIndexes()[1].id.split("/")[1], [20]).map((doc) => doc._key), ["k2"]);
  // one file per collection and the catalog: nothing of dropped collections or earlier versions
  assert.deepEqual(fs.readdirSync(path.join(folder, FOLDER)).length, 1 + 2);
  // another version's data is not opened
  assert.throws(() => openDatabaseFiles(new Server("2.6"), folder),
    /holds data of the stand-in profile 2\.5\.4 \(format 1\); this is profile 2\.6 .*an upgrade\) is not emulated$/);
});

function executable(t, settings, args, input) {
  const folder = scratch(t);
  fs.mkdirSync(path.join(folder, "db"));
  const binary = standInArangod(folder, "arangod", settings);
  return spawnSync(binary, ["--database.directory", path.join(folder, "db")].concat(args), { input, encoding: "utf8" });
}

// In the process: what each line typed does.
test("the console runs each line typed: values printed, exceptions shown; a continued statement and a stand-in refusal are refused", () => {
  let printed = "";
  const arangod = createArangod({ profile: "2.5.4", output: (text) => { printed += text; } });
  const status = arangod.runConsole(["var db = require('internal').db;", "1 + 2", "", "print('printed')",
    "throw new Error('boom')", "[1, 2]", "'a string'"]);
  assert.equal(status, 0);
  const lines = printed.split("\n");
  assert.deepEqual(lines.slice(0, 4), ["ArangoDB JavaScript emergency console (ArangoDB 2.5.4, the stand-in)", "3", "printed",
    "Error: boom"]);
  assert.deepEqual(lines.slice(lines.indexOf("[ ")), ["[ ", "  1, ", "  2 ", "]", "a string", ""]);
  assert.throws(() => arangod.runConsole(["if (true) {", "  1", "}"]),
    { message: /^not supported by the stand-in: a console statement continued on the next line: if \(true\) \{$/ });
  assert.throws(() => arangod.runConsole(["require('internal').db._create('c').toArray()"]),
    { message: /^not supported by the stand-in: collection\.toArray / });
});

// As a process: the lines of standard input, the end of input, and the log levels.
test("the console reads its standard input to the end (status 0); refused: a last line without newline, a 3.x console", (t) => {
  const ran = executable(t, { profile: "2.5.4" }, ["--console", "--log.level", "warning"], "1 + 2\n\nprint('printed')\n");
  assert.deepEqual([ran.status, ran.stdout], [0, "ArangoDB JavaScript emergency console (ArangoDB 2.5.4, the stand-in)\n3\nprinted\n"]);
  // (at the default level info, its own INFO lines show)
  const unterminated = executable(t, { profile: "2.5.4" }, ["--console"], "1\n2");
  assert.equal(unterminated.status, 1);
  assert.match(unterminated.stdout, /^.* INFO ArangoDB 2\.5\.4 \(the stand-in, profile 2\.5\.4\), start 1 of .*\n.*\n1\n.* FATAL the console's last line has no newline \(not emulated: 2\.5\.4 runs such a line, 2\.8\.3 drops it\): 2\n$/);
  const newer = executable(t, { profile: "3.11" }, ["--console"], "1\n");
  assert.equal(newer.status, 1);
  assert.match(newer.stdout, /FATAL the console of 3\.11\.0 is not emulated/);
});

test("an unknown --log.level is refused", (t) => {
  const unknown = executable(t, { profile: "2.5.4" }, ["--console", "--log.level", "chatty"], "");
  assert.equal(unknown.status, 1);
  assert.match(unknown.stdout, /FATAL log level 'chatty' is not emulated by the stand-in \(it knows fatal, error, warning, info, debug, trace\)\n$/);
});

// arangod 2.8 and later look a module up in the node_modules folder of every folder above the
// requiring file before their own (v2.8.3 js/common/bootstrap/modules.js): a real 2.8.3 whose
// js/ lay below the project's node_modules loaded the project's semver and did not start.
test("a 2.8 server whose startup directory lies below a node_modules holding one of its packages does not start; 2.5.4 does", (t) => {
  const folder = scratch(t);
  fs.mkdirSync(path.join(folder, "node_modules", "semver"), { recursive: true });
  const startup = path.join(folder, "node_modules", ".cache", "server", "js");
  fs.mkdirSync(path.join(startup, "node", "node_modules", "semver"), { recursive: true });
  fs.writeFileSync(path.join(folder, "script.js"), "print('started');\n");
  const run = (profile, javascript) => executable(t, { profile }, ["--javascript.startup-directory", javascript,
    "--javascript.script", path.join(folder, "script.js")]);
  const refused = run("2.8", startup);
  assert.equal(refused.status, 1);
  assert.deepEqual(refused.stdout.split("\n").map((line) => line.replace(/^\S+ \[\d+\] /, "")), [
    "ERROR JavaScript exception in file '" + path.join(folder, "node_modules", "semver") + "': the stand-in loads no package " +
      "from outside its own js/ (arangod 2.8.3 found this one before its own js/node/node_modules/semver)",
    "FATAL error during execution of JavaScript file 'server/initialize.js'", ""]);
  assert.match(run("2.5.4", startup).stdout, /\nstarted\n/);
  // the same server with its own js/ outside the folder whose node_modules holds semver
  const outside = path.join(scratch(t), "server", "js");
  fs.mkdirSync(path.join(outside, "node", "node_modules", "semver"), { recursive: true });
  assert.match(run("2.8", outside).stdout, /\nstarted\n/);
});

// arangod reads every value on its command line with "@@" as "@" and "@NAME@" as the
// environment variable NAME (2.x program-options.cpp FillVariables, 3.x Translator.cpp; the
// sources in tests/standin/arangod/option-values.js).
test("an option value as arangod reads it: @@ is @, @NAME@ the variable (nothing when unset or empty), a last lone @ kept", () => {
  const environment = { HOME: "/home/x", EMPTY: "" };
  const cases = [
    ["FOR d IN @@collection FILTER d.v == @s RETURN d", "FOR d IN @collection FILTER d.v == @s RETURN d"],
    ["FOR d IN @@@@collection FILTER d.v == @@s RETURN d", "FOR d IN @@collection FILTER d.v == @s RETURN d"],
    ["d.a == @a && d.b == @b", "d.a == b"],
    ["x@HOME@y", "x/home/xy"], ["x@UNSET@y", "xy"], ["x@EMPTY@y", "xy"], ["@toString@", ""],
    ["@", "@"], ["a@", "a@"], ["@@@", "@@"], ["@a@@b", "@b"], ["mail@example.com", "mail@example.com"], ["", ""]
  ];
  assert.deepEqual(cases.map(([value]) => readOptionValue(value, environment)), cases.map(([, read]) => read));
  assert.deepEqual([2, 3].map(readsPositionals), [true, false]);
});

test("the executable reads its options' values so (a script parameter with @@ and @NAME@, a database directory with @@), and 2.x its positional arguments too", (t) => {
  const folder = scratch(t);
  fs.mkdirSync(path.join(folder, "d@b"));
  fs.writeFileSync(path.join(folder, "echo.js"), "function main(argv) { print(JSON.stringify(argv.slice(1))); return 0; }\n");
  const run = (profile, args) => spawnSync(standInArangod(folder, "arangod-" + profile, { profile }),
    ["--log.level", "warning", "--javascript.script", path.join(folder, "echo.js")].concat(args),
    { encoding: "utf8", env: Object.assign({}, process.env, { SHOOTOUT_NAME: "people" }) });
  const parameters = ["--query", "FOR d IN @@collection FILTER d.v == @s RETURN d", "--query-b",
    "FOR d IN @@@@collection FILTER d.v == @@s && d.w == @@t RETURN d", "--label=@SHOOTOUT_NAME@-@UNSET@x"];
  const args = ["--database.directory", path.join(folder, "d@@b")]
    .concat(...parameters.map((parameter) => ["--javascript.script-parameter", parameter]));
  for (const profile of ["2.5.4", "3.11"]) {
    const ran = run(profile, args);
    assert.equal(ran.status, 0, ran.stdout + ran.stderr);
    assert.deepEqual(JSON.parse(ran.stdout), ["--query", "FOR d IN @collection FILTER d.v == @s RETURN d", "--query-b",
      "FOR d IN @@collection FILTER d.v == @s && d.w == @t RETURN d", "--label=people-x"], profile);
  }
  // the database directory as a positional argument: read so by 2.x, kept as written by 3.x
  assert.equal(run("2.5.4", [path.join(folder, "d@@b")]).status, 0);
  const kept = run("3.11", [path.join(folder, "d@@b")]);
  assert.equal(kept.status, 1);
  assert.match(kept.stdout, /FATAL database path '.*\/d@@b' is not a directory\n$/);
});
