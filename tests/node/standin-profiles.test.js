"use strict";
// The version profiles of the stand-in (tests/standin/profiles.js, arangod/facts.js): each
// profile's differences from the default 3.11, checked from node against what
// ArangoDB's sources and documentation say that version does (docs/versions.md lists each
// fact with its source).

const test = require("node:test");
const assert = require("node:assert/strict");
const fs = require("fs");
const os = require("os");
const path = require("path");
const vm = require("vm");
const { createArangod } = require("../standin/arangod");
const { thrownBy } = require("./thrown-by");
const { profileNames, DEFAULT_PROFILE } = require("../standin/profiles");

function withDirectory(work) {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "standin-profiles-"));
  try {
    return work(directory);
  } finally {
    fs.rmSync(directory, { recursive: true, force: true });
  }
}

// A stand-in of `profile`; run(code) evaluates code in its context directly (no language
// check: the probes are the test's, not product code).
function standIn(profile, options) {
  const captured = { text: "" };
  const arangod = createArangod(Object.assign({ profile, output: (text) => { captured.text += text; } }, options));
  arangod.captured = captured;
  arangod.run = (code) => vm.runInContext(code, arangod.context);
  return arangod;
}

// What the context's code catches when running `code` (an exception of the context).
function caughtInContext(arangod, code) {
  return arangod.run("(function () { try { " + code + "; } catch (e) { return e; } throw new Error('no exception'); })()");
}

function isUnsupported(error) {
  return error !== null && typeof error === "object" && error.errorNum === 0 &&
    /^not supported by the stand-in: /.test(error.message);
}

const STATS_2X = ["filtered", "scannedFull", "scannedIndex", "writesExecuted", "writesIgnored"];

function statsKeys(arangod) {
  return Object.keys(arangod.run("require('internal').db._query('FOR i IN 1..3 RETURN i', {}, {}, {}).getExtra().stats")).sort();
}

// ---- all profiles ------------------------------------------------------------------------------

test("profileNames lists every profile; createArangod accepts each; 3.11 stays the default", () => {
  assert.deepEqual(profileNames(), ["2.5.1", "2.5.4", "2.6", "2.8", "3.4-mmfiles", "3.11", "3.12",
    "3.11-arangosh-coordinator", "devel-arangosh"]);
  assert.equal(DEFAULT_PROFILE, "3.11");
  assert.equal(createArangod({ output: () => {} }).profile.name, "3.11");
  for (const name of profileNames()) {
    const arangod = standIn(name);
    assert.equal(arangod.profile.name, name);
    assert.equal(arangod.run("require('internal').standIn.profile"), name);
  }
});

// Methods arangod has and the stand-in does not emulate fail with the stand-in's own error,
// never as a TypeError of a missing function (replace: v8-collection.cpp,
// lookupIndex: v8-vocindex.cpp, v2.8.3; any: a JavaScript method). The ensure<Type> helpers
// create indexes through ensureIndex (arango-collection.js v2.8.3), until 3.12 (gone in 4.0,
// release notes 3.0, 3.2, 3.9 and 4.0). db.<name> is the collection (arangod's MapGetVocBase, v8-vocbase.cpp
// v2.8.3), undefined when there is none.
test("every profile: missing collection and db methods are refused, never TypeErrors; db.<name> on arangod", () => {
  const collectionMethods = ["replace", "any", "lookupIndex"];
  const helpers = ["ensureHashIndex", "ensureSkiplist", "ensureUniqueConstraint"];
  for (const name of profileNames()) {
    const arangod = standIn(name);
    arangod.run("var c = require('internal').db._create('refusals');");
    for (const method of collectionMethods) {
      assert.ok(isUnsupported(caughtInContext(arangod, "c." + method + "('x')")), name + " " + method);
    }
    // 2.x's first/last/lookup helpers and cap constraints exist only before 3.0; 3.x's index
    // preloading and shard calls only from 3.0; either way refused, never a TypeError
    const v2 = arangod.profile.major < 3;
    for (const method of ["first", "last", "lookupHashIndex", "lookupSkiplist", "ensureCapConstraint"]) {
      assert.equal(arangod.run("typeof c." + method), v2 ? "function" : "undefined", name + " " + method);
    }
    for (const method of ["loadIndexesIntoMemory", "shards", "getResponsibleShard"]) {
      assert.equal(arangod.run("typeof c." + method), v2 ? "undefined" : "function", name + " " + method);
    }
    for (const method of v2 ? ["first", "lookupHashIndex"] : ["loadIndexesIntoMemory", "shards"]) {
      assert.ok(isUnsupported(caughtInContext(arangod, "c." + method + "()")), name + " " + method);
    }
    assert.equal(arangod.run("typeof require('internal').db._engineStats"),
      arangod.profile.major > 3 || (arangod.profile.major === 3 && arangod.profile.minor >= 2) ? "function" : "undefined", name);
    if (name === "devel-arangosh") {
      for (const method of helpers) {
        assert.equal(arangod.run("typeof c." + method), "undefined", name + " " + method);
      }
    } else {
      const hash = arangod.run("c.ensureHashIndex('h1', 'h2', { sparse: true, type: 'skiplist' })");
      assert.deepEqual([hash.type, Array.from(hash.fields), hash.unique, hash.sparse], ["hash", ["h1", "h2"], false, true], name);
      if (arangod.profile.role === "coordinator") {
        // a unique index on a sharded collection is refused (shard keys), as ensureIndex does
        assert.ok(isUnsupported(caughtInContext(arangod, "c.ensureUniqueConstraint('u')")), name);
      } else {
        const unique = arangod.run("c.ensureUniqueConstraint('u')");
        assert.deepEqual([unique.type, unique.unique], ["hash", true], name);
      }
      const skiplist = arangod.run("c.ensureSkiplist('s')");
      assert.deepEqual([skiplist.type, Array.from(skiplist.fields), skiplist.unique], ["skiplist", ["s"], false], name);
      assert.equal(arangod.run("c.getIndexes().length"), arangod.profile.role === "coordinator" ? 3 : 4, name);
    }
    // edge collections exist in every profile (v2.5.0 arangod/V8Server/v8-vocindex.cpp and
    // v8-collection.cpp), with properties refused
    assert.equal(arangod.run("require('internal').db._createEdgeCollection('e').type()"), 3, name);
    assert.ok(isUnsupported(caughtInContext(arangod, "require('internal').db._createEdgeCollection('e2', { waitForSync: true })")), name);
    assert.ok(isUnsupported(caughtInContext(arangod, "require('internal').db._createDocumentCollection('d')")), name);
    assert.equal(arangod.run("typeof require('internal').db.noSuchCollection"), "undefined", name);
    if (arangod.profile.host === "arangod") {
      assert.equal(arangod.run("require('internal').db.refusals.name()"), "refusals", name);
      assert.equal(arangod.run("require('internal').db.refusals._id === c._id && typeof c._id"), "string", name);
    } else {
      assert.ok(isUnsupported(caughtInContext(arangod, "require('internal').db.refusals")), name);
    }
    assert.equal(arangod.run("require('internal').db instanceof Object"), true, name);
  }
});

// ---- 2.5.1 ---------------------------------------------------------------------------------------

test("2.5.1: load sets no __filename/__dirname (only from 2.5.2)", () => {
  withDirectory((directory) => {
    fs.writeFileSync(path.join(directory, "probe.js"), "var seen = typeof __filename + ' ' + typeof __dirname;\n");
    const arangod = standIn("2.5.1", { cwd: directory });
    arangod.load("probe.js");
    assert.equal(arangod.run("seen"), "undefined undefined");
  });
});

// 2.5's js/common/bootstrap/modules.js (Module.prototype.require, v2.5.0 to
// v2.5.7): new Error("cannot locate module '<name>'") with moduleNotFound, _path, _package and
// _packageOrigin of the root system package.
test("2.5.1: package loader: org/arangodb only, paths and unknown names fail with 2.5's Error", () => {
  const arangod = standIn("2.5.1");
  assert.equal(arangod.run("require('org/arangodb').db === require('internal').db"), true);
  for (const request of ["@arangodb", "./lib/x", "/abs/x.js", "org/arangodb/aql/cache", "no-such-module"]) {
    const thrown = caughtInContext(arangod, "require(" + JSON.stringify(request) + ")");
    assert.ok(thrown instanceof arangod.realm.globals.Error, request);
    assert.equal(thrown.message, "cannot locate module '" + request + "'");
    assert.equal(thrown.moduleNotFound, true);
    assert.equal(thrown._path, request);
    assert.equal(thrown._package, "/");
    assert.equal(thrown._packageOrigin, "system:///");
    assert.equal(thrown.errorNum, undefined);
  }
  assert.equal(arangod.run("typeof module === 'object' && module.id === '/' && typeof module.require"), "function");
  assert.equal(arangod.run("typeof exports + ' ' + typeof console + ' ' + typeof process"), "undefined undefined undefined");
  assert.equal(arangod.run("typeof require.main"), "undefined");
  assert.equal(arangod.run("typeof require('console').log"), "function");
});

test("2.5.1: no internal.env; process.env is an empty object", () => {
  const arangod = standIn("2.5.1");
  assert.equal(arangod.run("typeof require('internal').env"), "undefined");
  assert.equal(arangod.run("JSON.stringify(require('process').env)"), "{}");
});

test("2.5.1: no db._engine, _version(true) is the string, no fs.append, arrays and persistent refused", () => {
  const arangod = standIn("2.5.1");
  arangod.run("var db = require('internal').db; var c = db._create('c');");
  assert.equal(arangod.run("typeof db._engine"), "undefined");
  assert.equal(arangod.run("db._version(true)"), "2.5.1");
  assert.equal(arangod.run("typeof require('fs').append"), "undefined");
  assert.equal(caughtInContext(arangod, "c.insert([{ a: 1 }])").errorNum, 1227);
  assert.equal(caughtInContext(arangod, "c.ensureIndex({ type: 'persistent', fields: ['a'] })").errorNum, 10);
  assert.equal(arangod.run("c.ensureIndex({ type: 'hash', fields: ['a'] }).type"), "hash");
  assert.equal(arangod.run("c.ensureIndex({ type: 'skiplist', fields: ['b'] }).type"), "skiplist");
  assert.equal(arangod.run("c.properties().cacheEnabled"), undefined);
});

test("2.5.1: collection.load/unload are real (MMFiles): counted; status after unload is refused", () => {
  const arangod = standIn("2.5.1");
  arangod.run("var c = require('internal').db._create('c'); c.load(); c.unload();");
  assert.equal(arangod.calls["collection.load"], 1);
  assert.equal(arangod.calls["collection.unload"], 1);
  assert.ok(isUnsupported(caughtInContext(arangod, "c.status()")));
  arangod.run("c.count()"); // a use loads the collection again
  assert.equal(arangod.run("c.status()"), 3);
  arangod.run("require('internal').wal.flush(true, true)");
  assert.equal(arangod.calls["internal.wal.flush"], 1);
});

test("2.5.1: no object form; the 3rd argument is cursor options only; 2.x stats only", () => {
  const arangod = standIn("2.5.1");
  arangod.run("var db = require('internal').db;");
  const objectForm = caughtInContext(arangod, "db._query({ query: 'RETURN 1' })");
  assert.equal(objectForm.name, "TypeError");
  assert.match(objectForm.message, /expecting string for <querystring>/);
  const query = "'FOR i IN 1..5 LIMIT 2 RETURN i'";
  assert.equal(arangod.run("db._query(" + query + ", {}, { fullCount: true }).getExtra().stats.fullCount"), undefined);
  assert.equal(arangod.run("db._query(" + query + ", {}, {}, { fullCount: true }).getExtra().stats.fullCount"), 5);
  assert.deepEqual(statsKeys(arangod), STATS_2X);
  assert.ok(isUnsupported(caughtInContext(arangod, "db._query('FOR i IN [1, 1] RETURN DISTINCT i')")),
    "RETURN DISTINCT is 2.7+ (T_DISTINCT in v2.7.0 arangod/Aql/grammar.y); the interpreter would accept it");
});

test("2.5.1: jsunity runTest returns the done() object", () => {
  withDirectory((directory) => {
    fs.writeFileSync(path.join(directory, "suite.js"), "var jsunity = require('jsunity');\n" +
      "jsunity.run(function s() { return { testOne: function () { assertEqual(1, 1); } }; });\nreturn jsunity.done();\n");
    const arangod = standIn("2.5.1", { cwd: directory });
    const reply = arangod.require("jsunity").runTest("suite.js");
    assert.equal(typeof reply, "object");
    assert.equal(reply.total, 1);
    assert.equal(reply.status, true);
  });
});

test("2.5.1: ES5 only: load, executeScript, runScript and runTest refuse let, arrows, templates, classes", () => {
  withDirectory((directory) => {
    const write = (name, text) => fs.writeFileSync(path.join(directory, name), text);
    write("let.js", "var a = 1;\nvar b = 2; let c = 3;\n");
    write("arrow.js", "var f = function () {\n  return [1].map((x) => x);\n};\n");
    write("suite.js", "var jsunity = require('jsunity');\nconst x = 1;\nreturn jsunity.done();\n");
    write("main.js", "class A {}\nfunction main() { return 0; }\n");
    write("es5.js", "var ok = (function () { 'use strict'; var o = { get a() { return 1; } }; return o.a; }());\n");
    const arangod = standIn("2.5.1", { cwd: directory });
    const letError = thrownBy(() => arangod.load("let.js"));
    assert.ok(letError instanceof arangod.realm.globals.SyntaxError);
    assert.match(letError.message, /^let\.js:2:12: a 'let' declaration is not available in arangod 2\.5\.1 \(V8 3\.31: ES5/);
    assert.equal(letError.lineNumber, 2);
    assert.equal(letError.fileName, "let.js");
    assert.equal(arangod.run("typeof a"), "undefined", "nothing of the file ran");
    assert.match(thrownBy(() => arangod.load("arrow.js")).message, /^arrow\.js:2:18: an arrow function is not available/);
    const viaExecute = caughtInContext(arangod, "require('internal').executeScript('var s = `t`;', undefined, 'snippet.js')");
    assert.match(viaExecute.message, /^snippet\.js:1:9: a template literal is not available/);
    assert.match(thrownBy(() => arangod.require("jsunity").runTest("suite.js")).message, /^suite\.js:2:1: a 'const' declaration/);
    assert.equal(arangod.runScript("main.js", []), 1);
    assert.match(arangod.captured.text, /main\.js:1:1: a class is not available/);
    arangod.load("es5.js");
    assert.equal(arangod.run("ok"), 1);
  });
});

// ---- 2.5.4 -------------------------------------------------------------------------------------

test("2.5.4: __filename/__dirname during load (from 2.5.2), otherwise 2.5: no internal.env, ES5", () => {
  withDirectory((directory) => {
    fs.writeFileSync(path.join(directory, "probe.js"), "var seen = [__filename, __dirname];\n");
    fs.writeFileSync(path.join(directory, "arrow.js"), "var f = () => 1;\n");
    const arangod = standIn("2.5.4", { cwd: directory });
    arangod.load("probe.js");
    assert.deepEqual(Array.from(arangod.run("seen")), ["probe.js", "."]);
    assert.equal(arangod.run("typeof __filename + ' ' + typeof __dirname"), "undefined undefined");
    assert.equal(arangod.run("require('internal').db._version()"), "2.5.4");
    assert.equal(arangod.run("typeof require('internal').env"), "undefined");
    assert.match(thrownBy(() => arangod.load("arrow.js")).message, /not available in arangod 2\.5\.4/);
  });
});

// ---- 2.6 ---------------------------------------------------------------------------------------

test("2.6: __dirname during load, internal.env present, still ES5", () => {
  withDirectory((directory) => {
    fs.writeFileSync(path.join(directory, "probe.js"), "var seen = [__filename, __dirname];\n");
    fs.writeFileSync(path.join(directory, "let.js"), "let x = 1;\n");
    const arangod = standIn("2.6", { cwd: directory });
    arangod.load("probe.js");
    assert.deepEqual(Array.from(arangod.run("seen")), ["probe.js", "."]);
    assert.equal(arangod.run("typeof __dirname"), "undefined");
    assert.equal(arangod.run("require('internal').env === require('process').env && typeof require('internal').env.PATH"),
      typeof process.env.PATH);
    assert.match(thrownBy(() => arangod.load("let.js")).message, /a 'let' declaration is not available in arangod 2\.6\.0/);
    // 2.6's js/common/bootstrap/modules.js (v2.6.0): an ArangoError 3100
    // (ERROR_MODULE_NOT_FOUND), message "cannot locate module\nPath: <name>"
    for (const request of ["@arangodb", "./lib/x", "org/arangodb/aql/cache"]) {
      const thrown = caughtInContext(arangod, "require(" + JSON.stringify(request) + ")");
      assert.ok(thrown instanceof arangod.run("require('internal').ArangoError"), request);
      assert.equal(thrown.errorNum, 3100);
      assert.equal(thrown.errorMessage, "cannot locate module\nPath: " + request);
      assert.equal(thrown.moduleNotFound, undefined);
    }
  });
});

// ---- 2.8 ---------------------------------------------------------------------------------------

// 2.8 and late 3.x: Node's loader (Module._resolveFilename): Error "Cannot find module", code
// MODULE_NOT_FOUND (js/common/bootstrap/modules.js v2.8.0, and of late 3.x).
test("2.8, 3.4-mmfiles, 3.11, 3.12: an unknown module is Node's MODULE_NOT_FOUND Error", () => {
  for (const profile of ["2.8", "3.4-mmfiles", "3.11", "3.12"]) {
    const arangod = standIn(profile);
    const thrown = caughtInContext(arangod, "require('no-such-module')");
    assert.ok(thrown instanceof arangod.realm.globals.Error, profile);
    assert.equal(thrown.message, "Cannot find module 'no-such-module'", profile);
    assert.equal(thrown.code, "MODULE_NOT_FOUND", profile);
    assert.equal(thrown.errorNum, undefined, profile);
  }
});

test("2.8: Node-like loader: @arangodb is an alias, no global module, console/process globals", () => {
  const arangod = standIn("2.8");
  assert.equal(arangod.run("require('@arangodb') === require('org/arangodb')"), true);
  assert.equal(arangod.run("require('@arangodb').db === require('internal').db"), true);
  assert.equal(arangod.run("require('@arangodb/aql/cache') === require('org/arangodb/aql/cache')"), true);
  assert.equal(arangod.run("typeof module + ' ' + typeof console + ' ' + typeof process"), "undefined object object");
  const pathRequest = thrownBy(() => arangod.require("./lib/x"));
  assert.ok(isUnsupported(pathRequest));
  assert.match(pathRequest.message, /own loader/);
  assert.equal(thrownBy(() => arangod.require("nope")).code, "MODULE_NOT_FOUND");
});

test("2.8: no _engine, no fs.append, no array insert; runTest returns the status unless asked", () => {
  withDirectory((directory) => {
    fs.writeFileSync(path.join(directory, "suite.js"), "var jsunity = require('jsunity');\n" +
      "jsunity.run(function s() { return { testOne: function () { assertTrue(true); } }; });\nreturn jsunity.done();\n");
    const arangod = standIn("2.8", { cwd: directory });
    arangod.run("var db = require('internal').db; var c = db._create('c');");
    assert.equal(arangod.run("typeof db._engine + ' ' + typeof require('fs').append"), "undefined undefined");
    assert.equal(caughtInContext(arangod, "c.insert([{}])").errorNum, 1227);
    assert.equal(arangod.require("jsunity").runTest("suite.js"), true);
    assert.equal(arangod.require("jsunity").runTest("suite.js", true).total, 1);
    // 2.7/2.8: the object form only as the single argument (v2.7.0
    // js/server/modules/org/arangodb/arango-database.js, _query)
    assert.equal(arangod.run("db._query({ query: 'RETURN 7' }).toArray()[0]"), 7);
    assert.equal(caughtInContext(arangod, "db._query({ query: 'RETURN 7' }, {})").name, "TypeError");
    assert.deepEqual(statsKeys(arangod), STATS_2X);
  });
});

test("2.8: template literals pass; let/const/class only in strict code; arrows refused", () => {
  withDirectory((directory) => {
    const write = (name, text) => fs.writeFileSync(path.join(directory, name), text);
    write("ok.js", "var t = `a${1}`;\nvar f = function () { 'use strict'; let x = 1; const y = 2; class K {} return x + y; };\n");
    write("sloppy.js", "let x = 1;\n");
    write("arrow.js", "var g = (a) => a;\n");
    write("default.js", "function h(a = 1) { return a; }\n");
    const arangod = standIn("2.8", { cwd: directory });
    arangod.load("ok.js");
    assert.equal(arangod.run("t"), "a1");
    assert.match(thrownBy(() => arangod.load("sloppy.js")).message, /^sloppy\.js:1:1: a 'let' declaration is not available in arangod 2\.8\.3/);
    assert.match(thrownBy(() => arangod.load("arrow.js")).message, /an arrow function/);
    assert.match(thrownBy(() => arangod.load("default.js")).message, /a default value/);
  });
});

// ---- 3.4-mmfiles ---------------------------------------------------------------------------------

test("3.4-mmfiles: engine mmfiles, hash/skiplist/persistent, 3.4 stats, results cache module", () => {
  const arangod = standIn("3.4-mmfiles");
  arangod.run("var db = require('internal').db; var c = db._create('c');");
  assert.equal(arangod.run("db._engine().name"), "mmfiles");
  assert.equal(arangod.run("db._version(true)['server-version']"), "3.4.0");
  for (const type of ["hash", "skiplist", "persistent"]) {
    assert.equal(arangod.run("c.ensureIndex({ type: '" + type + "', fields: ['" + type + "'] }).type"), type);
  }
  assert.deepEqual(statsKeys(arangod), STATS_2X.concat(["executionTime", "httpRequests", "peakMemoryUsage"]).sort());
  assert.equal(arangod.run("require('@arangodb/aql/cache').properties().mode"), "off");
  assert.equal(arangod.run("require('internal').isCluster()"), false);
  assert.equal(arangod.run("c.properties().cacheEnabled"), undefined);
  arangod.run("c.unload()");
  assert.ok(isUnsupported(caughtInContext(arangod, "c.status()")), "MMFiles unload is real");
  assert.equal(arangod.run("db._query({ query: 'RETURN 1' }).toArray()[0]"), 1);
  assert.equal(caughtInContext(arangod, "db._query({ query: 'RETURN 1' }, {})").name, "TypeError",
    "the object form takes more arguments only from 3.5 (stand-in assumption; docs 3.12, AQL with arangosh)");
});

test("3.4-mmfiles: ES2017: arrows and async pass, ?. is refused", () => {
  withDirectory((directory) => {
    fs.writeFileSync(path.join(directory, "ok.js"), "const f = async (x) => x ** 2;\n");
    fs.writeFileSync(path.join(directory, "chain.js"), "var o = {};\nvar v = o?.a;\n");
    const arangod = standIn("3.4-mmfiles", { cwd: directory });
    arangod.load("ok.js");
    assert.match(thrownBy(() => arangod.load("chain.js")).message, /^chain\.js:2:9: optional chaining/);
  });
});

// ---- 3.12 --------------------------------------------------------------------------------------

test("3.12: 3.12 stats, hash/skiplist still accepted, modern syntax", () => {
  const arangod = standIn("3.12");
  arangod.run("var db = require('internal').db; var c = db._create('c');");
  const keys = statsKeys(arangod);
  assert.ok(keys.indexOf("documentLookups") >= 0 && keys.indexOf("seeks") >= 0 && keys.indexOf("intermediateCommits") >= 0);
  assert.deepEqual(statsKeys(standIn("3.11")).filter((key) => key === "seeks"), [], "3.11 has no seeks");
  assert.equal(arangod.run("c.ensureIndex({ type: 'hash', fields: ['a'] }).type"), "hash");
  assert.equal(arangod.run("db._engine().name"), "rocksdb");
  assert.equal(arangod.run("require('internal').executeScript('var z = ({})?.a ?? 3; z', undefined, 'x.js')"), 3);
});

// ---- 3.11-arangosh-coordinator --------------------------------------------------------------------

const COORDINATOR = "3.11-arangosh-coordinator";

test("arangosh: globals db, arango, ARGUMENTS; no ArangoServerState; versions of client and server", () => {
  const arangod = standIn(COORDINATOR, { clientVersion: "3.11.2" });
  assert.equal(arangod.run("db === require('internal').db && arango === require('internal').arango"), true);
  assert.equal(arangod.run("ARGUMENTS instanceof Array && ARGUMENTS.length"), 0);
  assert.equal(arangod.run("typeof ArangoServerState"), "undefined");
  assert.equal(arangod.run("require('internal').version"), "3.11.2");
  assert.equal(arangod.run("db._version()"), "3.11.0");
  assert.equal(arangod.run("arango.GET('/_admin/server/role').role"), "COORDINATOR");
  assert.equal(arangod.run("arango.GET('/_api/version').version"), "3.11.0");
  assert.equal(arangod.run("require('internal').isCluster()"), true);
  assert.ok(isUnsupported(caughtInContext(arangod, "arango.GET('/_api/collection')")));
  assert.ok(isUnsupported(caughtInContext(arangod, "require('@arangodb/aql/cache')")), "no results cache on a cluster");
  assert.ok(isUnsupported(caughtInContext(arangod, "require('@arangodb/cluster')")));
  arangod.run("require('internal').wal.flush(true, false)");
  assert.equal(arangod.calls["internal.wal.flush"], 1);
  assert.equal(arangod.calls["arango.PUT"], 1, "an HTTP call in arangosh");
  arangod.run("console.log('to %s', 'stdout')");
  assert.equal(arangod.captured.text, "to stdout\n");
  assert.deepEqual(arangod.serverLog, []);
  assert.ok(isUnsupported(thrownBy(() => arangod.runScript("x.js", []))));
  assert.ok(isUnsupported(thrownBy(() => createArangod({ profile: COORDINATOR, clientVersion: "3.12.0" }))),
    "only a shell of the server's major.minor");
  assert.ok(isUnsupported(caughtInContext(arangod, "arango.GET('/_api/version?details=true')")));
});

test("arangosh: results come in batches; count() only when asked; getExtra() of the latest batch", () => {
  const arangod = standIn(COORDINATOR);
  arangod.run("var cursor = db._query('FOR i IN 1..2500 RETURN i');");
  assert.equal(arangod.run("cursor.count()"), undefined);
  assert.equal(arangod.run("typeof cursor.elements"), "undefined");
  const first = arangod.run("var firstExtra = cursor.getExtra(); firstExtra");
  assert.equal(first.stats.scannedFull, 0);
  assert.equal(arangod.calls["cursor.fetch"], undefined, "the first batch came with the answer");
  assert.equal(arangod.run("var got = []; for (var i = 0; i < 1000; i += 1) { got.push(cursor.next()); } got.length"), 1000);
  assert.equal(arangod.calls["cursor.fetch"], 1, "passing the end of batch 1 fetched batch 2");
  assert.equal(arangod.run("cursor.getExtra() !== firstExtra"), true, "the latest batch's extra, parsed anew");
  assert.deepEqual(arangod.run("cursor.getExtra()"), first, "every batch carries the query's whole extra");
  assert.equal(arangod.run("cursor.toArray().length"), 1500, "toArray gives the rest");
  assert.equal(arangod.calls["cursor.fetch"], 2);
  assert.equal(arangod.run("cursor.hasNext()"), false);
  assert.equal(caughtInContext(arangod, "cursor.next()"), "No more results");
  assert.equal(arangod.run("db._query('FOR i IN 1..30 RETURN i', {}, { count: true, batchSize: 10 }).count()"), 30);
  arangod.resetCalls();
  assert.equal(arangod.run("db._createStatement({ query: 'FOR i IN 1..30 RETURN i', batchSize: 7 }).execute().toArray().length"), 30);
  assert.equal(arangod.calls["cursor.fetch"], 4);
});

test("arangosh on a Coordinator: db._create records numberOfShards/replicationFactor in properties()", () => {
  const arangod = standIn(COORDINATOR);
  arangod.run("var sharded = db._create('sharded', { numberOfShards: 3, replicationFactor: 2 }); var plain = db._create('plain');");
  const properties = arangod.run("sharded.properties()");
  assert.equal(properties.numberOfShards, 3);
  assert.equal(properties.replicationFactor, 2);
  assert.ok(isUnsupported(caughtInContext(arangod, "plain.properties()")), "server defaults are not known");
  assert.ok(isUnsupported(caughtInContext(arangod, "sharded.ensureIndex({ type: 'persistent', fields: ['a'], unique: true })")));
  assert.equal(arangod.run("sharded.ensureIndex({ type: 'persistent', fields: ['a'] }).type"), "persistent");
});

test("arangosh: runExecute sets ARGUMENTS and __filename/__dirname; exit status as arangosh's", () => {
  withDirectory((directory) => {
    const write = (name, text) => fs.writeFileSync(path.join(directory, name), text);
    fs.mkdirSync(path.join(directory, "sub"));
    write("sub/args.js", "var seen = { args: ARGUMENTS, file: __filename, dir: __dirname };\n42;\n");
    write("throws.js", "throw new Error('failed on purpose');\n");
    write("exit3.js", "require('internal').exit(3);\nvar after = true;\n");
    write("exit0.js", "require('internal').exit(0);\n");
    write("caught.js", "try { require('internal').exit(5); } catch (e) { var caughtIt = true; }\n");
    write("process-exit.js", "process.exit(0);\n");
    const arangod = standIn(COORDINATOR, { cwd: directory });
    assert.equal(arangod.runExecute("sub/args.js", ["--size", "1k"]), 0, "the completion value does not matter");
    assert.deepEqual(JSON.parse(arangod.run("JSON.stringify(seen)")), { args: ["--size", "1k"], file: "sub/args.js", dir: "sub" });
    assert.equal(arangod.run("typeof __filename + ' ' + typeof __dirname"), "undefined undefined");
    const throwing = standIn(COORDINATOR, { cwd: directory });
    assert.equal(throwing.runExecute("throws.js", []), 1);
    assert.match(throwing.captured.text, /failed on purpose/);
    const three = standIn(COORDINATOR, { cwd: directory });
    assert.equal(three.runExecute("exit3.js", []), 3);
    assert.equal(three.run("typeof after"), "undefined", "exit terminates the script");
    assert.equal(standIn(COORDINATOR, { cwd: directory }).runExecute("exit0.js", []), 1,
      "exit(0) terminates the script, which ShellFeature::start turns into EXIT_FAILURE");
    const caught = standIn(COORDINATOR, { cwd: directory });
    assert.equal(caught.runExecute("caught.js", []), 5, "termination cannot be caught away");
    assert.equal(standIn(COORDINATOR, { cwd: directory }).runExecute("process-exit.js", []), 1, "no process.exit in arangosh");
    const missing = standIn(COORDINATOR, { cwd: directory });
    assert.equal(missing.runExecute("missing.js", []), 1);
    assert.match(missing.captured.text, /error: JavaScript file not found: 'missing\.js'/);
  });
});

test("arangosh: runExecute is arangosh's only; a failing modification query on a Coordinator is refused", () => {
  assert.ok(isUnsupported(thrownBy(() => standIn("3.11").runExecute("x.js", []))));
  const arangod = standIn(COORDINATOR);
  arangod.run("db._create('c'); db._query('INSERT { _key: \"k\" } INTO c');");
  assert.ok(isUnsupported(caughtInContext(arangod, "db._query('INSERT { _key: \"k\" } INTO c')")),
    "a cluster does not roll back across shards");
  assert.equal(caughtInContext(arangod, "db._query('INSERT {} INTO c FOR d IN c RETURN d')").errorNum, 1579,
    "errors before execution stay as they are");
});

// ---- devel-arangosh ------------------------------------------------------------------------------

test("devel-arangosh: hash/skiplist rejected, persistent only; no collection.load/unload", () => {
  const arangod = standIn("devel-arangosh");
  arangod.run("var c = db._create('c');");
  for (const type of ["hash", "skiplist"]) {
    const error = caughtInContext(arangod, "c.ensureIndex({ type: '" + type + "', fields: ['a'] })");
    assert.equal(error.errorNum, 10, type);
  }
  assert.equal(arangod.run("c.ensureIndex({ type: 'persistent', fields: ['a'] }).type"), "persistent");
  assert.equal(arangod.run("typeof c.load + ' ' + typeof c.unload + ' ' + typeof c.ensureHashIndex"), "undefined undefined undefined");
  assert.equal(arangod.run("arango.GET('/_admin/server/role').role"), "SINGLE");
  assert.equal(arangod.run("require('@arangodb').db === db"), true);
  assert.ok(isUnsupported(caughtInContext(arangod, "require('org/arangodb')")), "the 4.x alias is unverified");
  assert.ok(isUnsupported(caughtInContext(arangod, "require('internal').wal.flush(true, true)")));
});

test("devel-arangosh: no server-side JavaScript: load and runScript refused, runExecute works", () => {
  withDirectory((directory) => {
    fs.writeFileSync(path.join(directory, "run.js"), "var rows = db._query('FOR i IN 1..3 RETURN i').toArray();\n");
    const arangod = standIn("devel-arangosh", { cwd: directory });
    assert.ok(isUnsupported(thrownBy(() => arangod.load("run.js"))));
    assert.ok(isUnsupported(thrownBy(() => arangod.runScript("run.js", []))));
    assert.equal(arangod.runExecute("run.js", []), 0);
    assert.deepEqual(Array.from(arangod.run("rows")), [1, 2, 3]);
  });
});

test("devel-arangosh: AQL whose 4.0 meaning differs from 3.x is refused", () => {
  const arangod = standIn("devel-arangosh");
  for (const query of ["RETURN 1 + 1", "RETURN { a: 1, a: 2 }", "LET match = 1 RETURN match", "RETURN { @k: 1, b: 2 }"]) {
    assert.ok(isUnsupported(caughtInContext(arangod, "db._query(" + JSON.stringify(query) + ", { k: 'x' })")), query);
  }
  assert.deepEqual(Array.from(arangod.run("db._query('RETURN { a: 1, b: { a: 2 } }').toArray()")).length, 1);
  assert.equal(arangod.run("db._query('FOR i IN 1..4 RETURN i % 3').toArray().length"), 4);
});

// The database list: db._listDatabases() in 2.x, db._databases() from 3.0 (v8-vocbase.cpp of
// each line). A real 2.5.4 and 2.6.0-alpha2 have no db._databases: a jsunity suite that
// called it failed all its tests there while every profile offered it.
test("2.x lists databases with _listDatabases only, 3.x with _databases only", () => {
  for (const name of profileNames()) {
    const arangod = standIn(name);
    const kinds = arangod.run("var d = require('internal').db; [typeof d._databases, typeof d._listDatabases]");
    const is2x = /^2\./.test(name);
    assert.deepEqual(Array.from(kinds), is2x ? ["undefined", "function"] : ["function", "undefined"], name);
    const names = arangod.run("var d = require('internal').db; d." + (is2x ? "_listDatabases" : "_databases") + "()");
    assert.deepEqual(Array.from(names), ["_system"], name);
  }
});

// An ArangoError made in JavaScript: 2.x's prototype is new Error(), so its message is "" and
// its text is in errorMessage (v2.5.4 module-internal.js; real 2.5.4 and 2.6.0-alpha2); 3.x
// reads message from errorMessage.
test("an ArangoError made in JavaScript has the message of its version", () => {
  const code = "var e = new (require('internal').ArangoError)({ errorNum: 1500, errorMessage: 'query killed' }); " +
    "[e.message, String(e), e.errorMessage, e instanceof Error]";
  assert.deepEqual(Array.from(standIn("2.5.4").run(code)), ["", "[ArangoError 1500: query killed]", "query killed", true]);
  assert.deepEqual(Array.from(standIn("2.6").run(code)), ["", "[ArangoError 1500: query killed]", "query killed", true]);
  assert.deepEqual(Array.from(standIn("3.11").run(code)), ["query killed", "ArangoError 1500: query killed", "query killed", true]);
});

// The profile the real tier sets beside a real server of a version (tests/real/run.js).
test("profileForVersion: the profile that stands for a real server's version", () => {
  const { profileForVersion } = require("../standin/profiles");
  assert.equal(profileForVersion("2.5.4", "mmfiles"), "2.5.4");
  assert.equal(profileForVersion("2.5.3", "mmfiles"), "2.5.1");
  assert.equal(profileForVersion("2.5.0", "mmfiles"), "2.5.1");
  assert.equal(profileForVersion("2.6.0-alpha2", "mmfiles"), "2.6");
  assert.equal(profileForVersion("2.7.1", "mmfiles"), null);
  assert.equal(profileForVersion("2.8.3", "mmfiles"), "2.8");
  assert.equal(profileForVersion("2.8.0", "mmfiles"), "2.8");
  assert.equal(profileForVersion("2.8.4", "mmfiles"), null);
  assert.equal(profileForVersion("3.4.5", "mmfiles"), "3.4-mmfiles");
  assert.equal(profileForVersion("3.4.5", null), null);
  assert.equal(profileForVersion("3.11.14", "rocksdb"), "3.11");
  assert.equal(profileForVersion("3.12.4", null), "3.12");
  assert.equal(profileForVersion("devel", null), null);
});
