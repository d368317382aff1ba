"use strict";
// Version details of the stand-in's AQL interpreter that differ between patch releases, checked
// from node with hand-made profiles (the stand-in's named profiles cover one patch release per
// minor version): which functions a 2.x server runs in C++ (so which expressions it runs in V8,
// tests/standin/aql/evaluation-path.js) and which functions exist. Sources: the function table
// of arangod/Aql/Executor.cpp per tag (v2.5.0, v2.5.1, v2.5.2, v2.5.4, v2.6.0, v2.8.0).

const test = require("node:test");
const assert = require("node:assert/strict");
const { Server } = require("../standin/store");
const aql = require("../standin/aql");
const { thrownBy } = require("./thrown-by");

function profile(version) {
  const [major, minor] = version.split(".").map(Number);
  return { name: version, version, major, minor, engine: "mmfiles", role: "single", host: "arangod" };
}

function run(version, query, bindVars) {
  const server = new Server(profile(version));
  const env = { server, database: server.database("_system"), profile: server.profile };
  return aql.runQuery(env, query, bindVars || {}, {}).result;
}

// The warnings a query raised, as [code, message] pairs.
function warningsOf(version, query) {
  const server = new Server(profile(version));
  const env = { server, database: server.database("_system"), profile: server.profile };
  return aql.runQuery(env, query, {}, {}).extra.warnings.map((warning) => [warning.code, warning.message]);
}

function isUnsupported(error) {
  return error.errorNum === 0 && /^not supported by the stand-in: /.test(error.message);
}

// NOOPT is missing from the function table of v2.5.0 and v2.5.1 (1540, unknown function) and
// present from v2.5.2.
test("NOOPT exists from 2.5.2", () => {
  for (const version of ["2.5.0", "2.5.1"]) {
    assert.equal(thrownBy(() => run(version, "RETURN NOOPT(1)")).errorNum, 1540, version);
  }
  for (const version of ["2.5.2", "2.5.4", "2.6.0", "2.8.0"]) {
    assert.deepEqual(run(version, "RETURN NOOPT(1)"), [1], version);
  }
});

// CONCAT has a C++ implementation from 2.5.2 (LENGTH from 2.5.0): an expression calling it on
// a variable is then "simple" and runs in C++, where NOT IN of a non-array is false; in 2.5.0
// and 2.5.1 the same expression runs in V8, where NOT IN is true with warning 1563 (aql.js
// RELATIONAL_NOT_IN; seen on a real 2.5.4 and 2.6.0-alpha2 for a ternary, run in V8 there).
test("2.x: C++ or V8 per version decides NOT IN of a non-array", () => {
  const query = "FOR x IN [ { a: 1, s: 'q' } ] RETURN [ 2 NOT IN x.a, 2 IN x.a, CONCAT(x.s, 'r') ]";
  for (const version of ["2.5.0", "2.5.1"]) {
    assert.deepEqual(run(version, query), [[true, false, "qr"]], version);
    assert.deepEqual(warningsOf(version, query), [[1563, "array expected"], [1563, "array expected"]], version);
  }
  for (const version of ["2.5.2", "2.5.4", "2.6.0", "2.8.0", "3.11.0"]) {
    assert.deepEqual(run(version, query), [[false, false, "qr"]], version);
    assert.deepEqual(warningsOf(version, query), [], version);
  }
  // arithmetic is "simple" only from 2.8; the ternary operator never in 2.x
  const arithmetic = "FOR x IN [ { a: 1 } ] RETURN [ 2 NOT IN x.a, x.a + 1 ]";
  assert.deepEqual(run("2.6.0", arithmetic), [[true, 2]]);
  assert.deepEqual(run("2.8.0", arithmetic), [[false, 2]]);
  assert.deepEqual(run("2.8.0", "FOR x IN [ { a: 1 } ] RETURN 2 NOT IN x.a ? 1 : 0"), [1]);
  assert.deepEqual(run("3.11.0", "FOR x IN [ { a: 1 } ] RETURN 2 NOT IN x.a ? 1 : 0"), [0]);
  // a constant right side is folded to false in every version, whatever the expression
  assert.deepEqual(run("2.5.1", "RETURN 2 NOT IN 'x' ? 'in' : 'out'"), ["out"]);
});

// 2.x CONCAT / TO_STRING of an array holding null: "" in JavaScript (aql.js AQL_TO_STRING),
// "null" in C++ (AppendAsString); refused wherever the function has a C++ implementation.
test("2.x: stringifying an array holding null is refused where C++ may run it", () => {
  assert.deepEqual(run("2.5.1", "RETURN CONCAT([ [ 1, null ] ])"), ["1,"]);
  assert.ok(isUnsupported(thrownBy(() => run("2.5.4", "RETURN CONCAT([ [ 1, null ] ])"))));
  assert.deepEqual(run("2.6.0", "RETURN TO_STRING([ 1, null ])"), ["1,"]);
  assert.ok(isUnsupported(thrownBy(() => run("2.8.0", "RETURN TO_STRING([ 1, null ])"))));
  assert.deepEqual(run("2.8.0", "RETURN [ CONCAT([ 'a', null, 'b' ]), TO_STRING([ 1, [ 2 ] ]) ]"), [["ab", "1,2"]]);
});

// The stand-in refuses what it does not implement instead of guessing, and changes nothing: an
// UPDATE (which every real server runs) leaves the documents as they were. A stand-in test, so
// it lives here and not in a jsunity suite, which real servers run too.
test("an AQL statement the stand-in does not implement is refused and changes nothing", () => {
  for (const version of ["2.5.4", "2.6.0", "3.11.0"]) {
    const server = new Server(profile(version));
    const env = { server, database: server.database("_system"), profile: server.profile };
    server.database("_system").createCollection("things", {});
    aql.runQuery(env, "INSERT { _key: 'u1', v: 1 } INTO things", {}, {});
    assert.ok(isUnsupported(thrownBy(() => aql.runQuery(env, "FOR d IN things UPDATE d WITH { v: 2 } IN things", {}, {}))), version);
    assert.deepEqual(aql.runQuery(env, "FOR d IN things RETURN d.v", {}, {}).result, [1], version);
  }
});

// docs 3.12 and 2.8 (Data types / Attribute names: accessing an attribute an object lacks gives
// null): the names Object.prototype has in JavaScript are no attributes of an AQL object either,
// in every version; an object's own attribute of such a name is read like any other.
test("an object's missing attribute is null, also under a name of JavaScript's Object.prototype", () => {
  const query = "LET own = { toString: 1, constructor: 2, valueOf: [3] } LET plain = { a: 4 } FOR d IN [own, plain] " +
    "RETURN [d.toString, d.constructor, d.valueOf, d.__proto__, d.hasOwnProperty, d.a, d.b, d['toString'], [1, 2].length]";
  for (const version of ["2.5.4", "2.8.3", "3.11.0"]) {
    assert.deepEqual(run(version, query), [[1, 2, [3], null, null, null, null, 1, null],
      [null, null, null, null, null, 4, null, null, null]], version);
  }
});
