"use strict";
// The stand-in for arangod's built-ins (tests/standin/arangod.js), checked from node: the
// things a jsunity suite inside the context cannot see (globals around load, script mode exit
// status, counted server calls, the realm of values, the server log), each against what
// ArangoDB's sources say arangod does (docs/versions.md lists each fact with its source).

const test = require("node:test");
const assert = require("node:assert/strict");
const fs = require("fs");
const os = require("os");
const path = require("path");
const vm = require("vm");
const { createArangod } = require("../standin/arangod");
const { thrownBy } = require("./thrown-by");

function withDirectory(work) {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "standin-host-"));
  try {
    return work(directory);
  } finally {
    fs.rmSync(directory, { recursive: true, force: true });
  }
}

function standIn(options) {
  const captured = { text: "" };
  const arangod = createArangod(Object.assign({ output: (text) => { captured.text += text; } }, options));
  arangod.captured = captured;
  arangod.run = (code) => vm.runInContext(code, arangod.context);
  return arangod;
}

test("load sets __filename (verbatim) and __dirname (not made absolute) only while it runs", () => {
  withDirectory((directory) => {
    fs.mkdirSync(path.join(directory, "sub"));
    const recorder = "var seen = (typeof seen === 'undefined' ? [] : seen).concat([[__filename, __dirname]]);\nseen.length;\n";
    fs.writeFileSync(path.join(directory, "top.js"), recorder);
    fs.writeFileSync(path.join(directory, "sub", "inner.js"), recorder);
    const arangod = standIn({ cwd: directory });
    assert.equal(arangod.load("top.js"), 1, "completion value");
    assert.equal(arangod.run("require('internal').load('./sub/inner.js')"), 2);
    assert.deepEqual(JSON.parse(arangod.run("JSON.stringify(seen)")), [["top.js", "."], ["./sub/inner.js", "./sub"]]);
    assert.equal(arangod.run("typeof __filename + ' ' + typeof __dirname"), "undefined undefined");
  });
});

test("a value set before load is restored afterwards, also when the file throws", () => {
  withDirectory((directory) => {
    fs.writeFileSync(path.join(directory, "throws.js"), "throw new Error('on purpose');\n");
    const arangod = standIn({ cwd: directory });
    arangod.run("__filename = 'before';");
    const error = thrownBy(() => arangod.load("throws.js"));
    assert.equal(error.message, "on purpose");
    assert.equal(arangod.run("__filename"), "before");
    assert.equal(arangod.run("typeof __dirname"), "undefined");
  });
});

test("load of a missing file fails with an ArangoError naming it", () => {
  const arangod = standIn({ cwd: os.tmpdir() });
  const error = thrownBy(() => arangod.load("no-such-file-for-the-stand-in.js"));
  assert.equal(error.errorNum, 2);
  assert.match(error.message, /no-such-file-for-the-stand-in\.js/);
});

test("script mode runs the file without __filename; exit 0 iff main returns 0 or a non-number", () => {
  withDirectory((directory) => {
    const write = (name, text) => fs.writeFileSync(path.join(directory, name), text);
    write("ok.js", "#!/usr/bin/env arangod\nvar seenFilename = typeof __filename;\n" +
      "function main(argv) { globalThis.argvSeen = argv; return 0; }\n");
    write("one.js", "function main(argv) { return 1; }\n");
    write("two.js", "function main(argv) { return 2; }\n");
    write("throws.js", "function main(argv) { throw new Error('main failed on purpose'); }\n");
    write("nomain.js", "var nothing = 1;\n");
    write("undefined.js", "function main(argv) { }\n");
    write("string.js", "function main(argv) { return '2'; }\n");
    write("broken.js", "throw new Error('top level failed on purpose');\n");

    const arangod = standIn({ cwd: directory });
    assert.equal(arangod.runScript("ok.js", ["--a", "b"]), 0);
    assert.equal(arangod.run("seenFilename"), "undefined");
    assert.deepEqual(JSON.parse(arangod.run("JSON.stringify(argvSeen)")), ["ok.js", "--a", "b"]);
    assert.equal(arangod.run("argvSeen instanceof Array"), true);

    assert.equal(standIn({ cwd: directory }).runScript("one.js", []), 1);
    // arangod's ScriptFeature returns EXIT_SUCCESS or EXIT_FAILURE, nothing else.
    assert.equal(standIn({ cwd: directory }).runScript("two.js", []), 1);
    const throwing = standIn({ cwd: directory });
    assert.equal(throwing.runScript("throws.js", []), 1);
    assert.match(throwing.captured.text, /main failed on purpose/);
    assert.equal(standIn({ cwd: directory }).runScript("nomain.js", []), 1);
    // TRI_ObjectToDouble reads a non-number as 0, so these count as success in arangod.
    assert.equal(standIn({ cwd: directory }).runScript("undefined.js", []), 0);
    assert.equal(standIn({ cwd: directory }).runScript("string.js", []), 0);
    const broken = standIn({ cwd: directory });
    assert.equal(broken.runScript("broken.js", []), 1);
    assert.match(broken.captured.text, /cannot load script 'broken\.js', giving up/);
  });
});

test("server calls are counted by name and can be reset", () => {
  const arangod = standIn();
  arangod.run(`
    var db = require("internal").db;
    var c = db._create("counted");
    c.insert({ a: 1 });
    c.insert({ a: 2 });
    c.ensureIndex({ type: "persistent", fields: ["a"] });
    c.count();
    db._query("FOR d IN counted RETURN d").toArray();
    db._createStatement({ query: "RETURN 1" }).execute();
  `);
  assert.equal(arangod.calls["db._create"], 1);
  assert.equal(arangod.calls["collection.insert"], 2);
  assert.equal(arangod.calls["collection.ensureIndex"], 1);
  assert.equal(arangod.calls["collection.count"], 1);
  assert.equal(arangod.calls["db._query"], 1);
  assert.equal(arangod.calls["db._createStatement"], 1);
  assert.equal(arangod.calls["statement.execute"], 1);
  const calls = arangod.calls;
  arangod.resetCalls();
  assert.deepEqual(arangod.calls, {});
  arangod.run("db._collection('counted').count()");
  assert.equal(calls["collection.count"], 1, "the same live object after a reset");
});

test("values handed to the context are of the context's realm", () => {
  const arangod = standIn();
  arangod.run("var db = require('internal').db; var rows = db._query('RETURN { list: [1], inner: {} }').toArray();");
  const rows = arangod.run("rows");
  assert.equal(Array.isArray(rows), true);
  assert.equal(rows instanceof Array, false, "not node's Array");
  assert.equal(arangod.run("rows instanceof Array && rows[0] instanceof Object && rows[0].list instanceof Array"), true);
  assert.equal(arangod.run("db instanceof Object && db._query instanceof Function"), true);
  assert.equal(arangod.run("require('fs').list('/') instanceof Array"), true);
});

test("errors thrown into the context are errors of the context, ArangoErrors as arangod builds them", () => {
  const arangod = standIn();
  const outcome = arangod.run(`
    var internal = require("internal");
    var error;
    try { internal.db._query("FOR d IN missing_collection RETURN d"); } catch (e) { error = e; }
    [error instanceof Error, error instanceof internal.ArangoError, error.errorNum, error.code,
     typeof error.errorMessage, error.message === error.errorMessage, String(error).indexOf("ArangoError 1203: ") === 0,
     Object.prototype.toString.call(error)]
  `);
  assert.deepEqual(Array.from(outcome), [true, true, 1203, 404, "string", true, true, "[object Error]"]);
  const typeError = arangod.run("var t; try { require('fs').read(); } catch (e) { t = e; } [t instanceof Error, t.errorNum, t.message]");
  assert.deepEqual(Array.from(typeError), [true, 10, "usage: read(<filename>)"]);
  const syntax = arangod.run("var s; try { require('internal').parse('var = ;', 'bad.js'); } catch (e) { s = e; } " +
    "[s instanceof SyntaxError, s.fileName]");
  assert.deepEqual(Array.from(syntax), [true, "bad.js"]);
  const created = arangod.run("var A = require('internal').ArangoError; var a = new A({ errorNum: 7, errorMessage: 'x' }); " +
    "[a instanceof Error, a.message, a.name, String(a)]");
  assert.deepEqual(Array.from(created), [true, "x", "ArangoError", "ArangoError 7: x"]);
});

test("print writes strings raw and values pretty-printed; console goes to the server log", () => {
  const arangod = standIn();
  arangod.run("print('plain', 1); print({ a: [1, 2], b: {} }); require('internal').output('x', 'y'); print();");
  assert.equal(arangod.captured.text,
    "plain 1\n" + "{ \n  \"a\" : [ \n    1, \n    2 \n  ], \n  \"b\" : { } \n}\n" + "xy\n");
  arangod.run("console.log('logged %s', 'text'); console.warn('careful'); require('console').error(5);");
  assert.equal(arangod.captured.text.indexOf("logged"), -1);
  assert.deepEqual(arangod.serverLog, [
    { level: "INFO", message: "logged text" },
    { level: "WARNING", message: "careful" },
    { level: "ERROR", message: "5" }
  ]);
});

test("globals and require as arangod 3.11 has them", () => {
  const arangod = standIn();
  assert.equal(arangod.run("typeof module + ' ' + typeof exports + ' ' + typeof Buffer"), "undefined undefined undefined");
  assert.equal(arangod.run("typeof process.env + ' ' + process.cwd()"), "object " + process.cwd());
  assert.equal(arangod.run("process.env === require('internal').env"), true);
  assert.equal(arangod.run("require('org/arangodb') === require('@arangodb')"), true);
  assert.equal(arangod.run("require('@arangodb').db === require('internal').db"), true);
  assert.equal(arangod.run("ArangoServerState.role()"), "SINGLE");
  assert.equal(arangod.run("require('internal').isCluster()"), false);
  assert.deepEqual({ ...arangod.require("internal").standIn }, { profile: "3.11" });
  for (const request of ["./lib/options", "../x", "/abs/x.js"]) {
    const error = thrownBy(() => arangod.require(request));
    assert.equal(error.errorNum, 0);
    assert.match(error.message, /^not supported by the stand-in: .*own loader/);
  }
  const missing = thrownBy(() => arangod.require("no-such-module"));
  assert.equal(missing.message, "Cannot find module 'no-such-module'");
  assert.equal(missing.code, "MODULE_NOT_FOUND");
  assert.match(thrownBy(() => arangod.require("@arangodb/foxx")).message, /not supported by the stand-in/);
});

test("executeScript takes exactly three arguments; a sandbox gets a fresh context", () => {
  const arangod = standIn();
  const internal = arangod.require("internal");
  assert.equal(internal.executeScript("6 * 7", undefined, "answer.js"), 42);
  assert.equal(thrownBy(() => internal.executeScript("1")).errorNum, 10);
  assert.equal(thrownBy(() => internal.executeScript("1", undefined, "a", "b")).errorNum, 10);
  const result = arangod.run(`
    var sandbox = { seed: 3 };
    var returned = require("internal").executeScript("var grown = seed + 1; var sees = typeof require;", sandbox, "s.js");
    [returned, sandbox.grown, sandbox.sees, typeof grown]
  `);
  assert.deepEqual(Array.from(result), [true, 4, "undefined", "undefined"]);
});

test("wait really waits, time has sub-millisecond digits", () => {
  const arangod = standIn();
  const internal = arangod.require("internal");
  const started = Date.now();
  internal.wait(0.05);
  internal.sleep(0.01);
  assert.ok(Date.now() - started >= 55);
  const times = [internal.time(), internal.time(), internal.time()];
  assert.ok(times.some((value) => Math.round(value * 1000) !== value * 1000), "fractions of a millisecond");
  assert.ok(times[2] >= times[0]);
});

test("fs keeps arangod's rules for temporary paths, listTree and makeAbsolute", () => {
  withDirectory((directory) => {
    const arangod = standIn({ cwd: directory });
    const fsModule = arangod.require("fs");
    const temporary = fsModule.getTempPath();
    assert.match(path.basename(temporary), /^arangod_/);
    assert.equal(path.dirname(temporary), os.tmpdir());
    const refused = thrownBy(() => fsModule.removeDirectoryRecursive(directory));
    assert.equal(refused.errorNum, 10);
    assert.match(refused.message, /outside of temporary path/);
    fsModule.makeDirectoryRecursive("tree/a");
    fsModule.write("tree/a/f.txt", "1");
    fsModule.write("tree/g.txt", "22");
    assert.deepEqual(Array.from(fsModule.listTree("tree")), ["", "a", "a/f.txt", "g.txt"]);
    assert.equal(fsModule.makeAbsolute("."), directory + "/.");
    assert.equal(fsModule.size("tree/g.txt"), 2);
    assert.equal(fsModule.append("tree/g.txt", "3"), true);
    assert.equal(fsModule.read(path.join(directory, "tree/g.txt")), "223");
    const unreadable = thrownBy(() => fsModule.read("tree/none.txt"));
    assert.equal(unreadable.errorNum, 2);
    assert.match(unreadable.message, /tree\/none\.txt/);
    const file = fsModule.getTempFile("sub", true);
    assert.ok(file.startsWith(path.join(temporary, "sub", "tmp-")));
    assert.equal(fs.readFileSync(file, "utf8"), "");
  });
});

test("db._query call forms and the query results cache", () => {
  const arangod = standIn();
  const rows = (code) => JSON.parse(arangod.run("JSON.stringify(" + code + ")"));
  arangod.run("var db = require('internal').db;");
  assert.deepEqual(rows("db._query('RETURN @a', { a: 1 }).toArray()"), [1]);
  assert.deepEqual(rows("db._query('RETURN @a', { a: 2 }, { count: true }, { cache: false }).toArray()"), [2]);
  assert.deepEqual(rows("db._query({ query: 'RETURN @a', bindVars: { a: 3 } }, { count: true }).toArray()"), [3]);
  assert.deepEqual(rows("db._createStatement({ query: 'RETURN 4' }).execute().toArray()"), [4]);
  assert.equal(arangod.run("var c = db._query('FOR i IN 1..3 RETURN i'); c.next(); c.toArray().length + c.count()"), 6);
  assert.equal(arangod.run("c.dispose(); [c.toArray(), JSON.stringify(c.getExtra())].join()"), ",{}");
  const cache = arangod.require("@arangodb/aql/cache");
  assert.equal(cache.properties().mode, "off");
  cache.properties({ mode: "on" });
  assert.match(thrownBy(() => arangod.run("db._query('RETURN 1')")).message, /results cache/);
  assert.deepEqual(rows("db._query('RETURN 5', {}, {}, { cache: false }).toArray()"), [5]);
  assert.match(thrownBy(() => arangod.run("db._query('RETURN 1', {}, {}, { stream: true })")).message, /stream/);
});

test("jsunity: runTest returns the status, or the whole reply when asked; failures say expected and actual", () => {
  withDirectory((directory) => {
    fs.writeFileSync(path.join(directory, "test-sample.js"), [
      "var jsunity = require('jsunity');",
      "function sampleSuite() {",
      "  var log = [];",
      "  return {",
      "    setUp: function () { log.push('setUp'); },",
      "    tearDown: function () { log.push('tearDown'); },",
      "    testPasses: function () { assertEqual({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 }); },",
      "    testFails: function () { assertEqual([1, 2], [1, 3], 'lists'); },",
      "    testThrows: function () { null.x; }",
      "  };",
      "}",
      "jsunity.run(sampleSuite);",
      "return jsunity.done();"
    ].join("\n"));
    const arangod = standIn({ cwd: directory });
    const jsunity = arangod.require("jsunity");
    const reply = jsunity.runTest("test-sample.js", true);
    assert.equal(reply.status, false);
    assert.equal(reply.total, 3);
    assert.equal(reply.passed, 1);
    assert.equal(reply.failed, 2);
    const tests = reply.suites[0].tests;
    assert.equal(tests.testPasses.status, true);
    assert.equal(tests.testFails.message, "lists: assertEqual: expected [1,2], actual [1,3]");
    assert.match(tests.testThrows.message, /TypeError/);
    assert.match(arangod.captured.text, /testFails: FAILED: lists: assertEqual: expected \[1,2\], actual \[1,3\]/);
    assert.equal(jsunity.runTest("test-sample.js"), false, "2.8+: only the status without outputReply");
    assert.equal(arangod.run("typeof assertEqual"), "function", "assertions are attached as globals");
  });
});

test("jsunity: setUpAll is refused instead of silently ignored", () => {
  const arangod = standIn();
  const error = thrownBy(() => arangod.run("require('jsunity').run(function s() { return { setUpAll: function () {}, testA: function () {} }; })"));
  assert.match(error.message, /^not supported by the stand-in: setUpAll/);
});

test("collections: bound to their database, refuse unknown options, report inline errors for arrays", () => {
  const arangod = standIn();
  arangod.run("var db = require('internal').db; db._createDatabase('other'); db._useDatabase('other'); " +
    "var c = db._create('things'); db._useDatabase('_system');");
  assert.equal(arangod.run("c.insert({ _key: 'k' })._id"), "things/k");
  assert.equal(arangod.run("c.count()"), 1, "still the collection of database 'other'");
  assert.deepEqual(JSON.parse(arangod.run("JSON.stringify(c.insert([{ _key: 'k' }, 'text']).map(function (r) { return r.errorNum; }))")),
    [1210, 1227]);
  assert.equal(arangod.run("db._collection('things')"), null);
  assert.equal(thrownBy(() => arangod.run("c.document('missing')")).errorNum, 1202);
  assert.match(thrownBy(() => arangod.run("c.insert({}, { returnNew: true })")).message, /not supported by the stand-in: insert options returnNew/);
  assert.match(thrownBy(() => arangod.run("db._create('x', { keyOptions: { type: 'autoincrement' } })")).message,
    /not supported by the stand-in: collection properties keyOptions/);
  arangod.run("db._dropDatabase('other')");
  assert.equal(thrownBy(() => arangod.run("c.count()")).errorNum, 1203);
  assert.equal(arangod.run("typeof db._version(true)['server-version']"), "string");
});

test("profiles: an unknown profile is refused", () => {
  assert.throws(() => createArangod({ profile: "0.1" }), /unknown stand-in profile/);
});

// What the stand-in does not emulate of the single-document calls is refused with its own
// error and changes nothing (remove by a document object with its revision, update without
// merging objects, 2.x's positional overwrite flag). A test of the stand-in only: real servers
// run these calls.
test("document calls the stand-in does not emulate are refused and change nothing", () => {
  for (const profile of ["2.5.4", "3.11"]) {
    const arangod = standIn({ profile });
    const outcome = arangod.run("var db = require('internal').db; db._drop('notemulated'); var c = db._create('notemulated');" +
      "var saved = c.save({ _key: 'e' }); var refusals = [function () { c.remove(saved); }," +
      "function () { c.update('e', { v: 1 }, { mergeObjects: false }); }, function () { c.remove('e', true); }]" +
      ".map(function (call) { try { call(); return 'ran'; } catch (e) { return e.errorNum + ' ' + e.message; } });" +
      "[refusals, c.count(), c.document('e').v === undefined]");
    const [refusals, count, unchanged] = Array.from(outcome);
    assert.equal(refusals.length, 3, profile);
    for (const refusal of refusals) {
      assert.match(refusal, /^0 not supported by the stand-in/, profile);
    }
    assert.equal(count, 1, profile);
    assert.equal(unchanged, true, profile);
  }
});
