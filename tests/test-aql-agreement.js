/*
 * AQL answers taken from ArangoDB's own jsunity tests, checked in a running server: the same
 * file runs inside a real arangod and inside the node stand-in (tests/standin/):
 *   require("jsunity").runTest("tests/test-aql-agreement.js");
 * Each test gives, in its own words, queries and the answers ArangoDB's tests expect, and names
 * the test it comes from: file, test name and version (v2.x files from js/server/tests/ of
 * the 2.x tags, late 3.x files from tests/js/server/aql/ or tests/js/common/aql/). Where 2.x
 * and 3.x differ, each side is checked on its own servers. ES5 only (arangod 2.5 embeds V8
 * 3.31). It works in a database of its own, created when missing and dropped at the end.
 */
var jsunity = require("jsunity");
var internal = require("internal");
var db = internal.db;
// 2.x has db._listDatabases, 3.x db._databases (tests/support/database-names.js)
var databaseNames = shootout.require("./tests/support/database-names").databaseNames;

var DATABASE = "shootout_agreement_test";
var NUMBERS = "shootout_agree_numbers";
var VERTICES = "shootout_agree_vertices";
var EDGES = "shootout_agree_edges";

function serverVersion() {
  var text = typeof internal.version === "string" ? internal.version : db._version();
  var parts = String(text).split(".");
  return { major: parseInt(parts[0], 10), minor: parseInt(parts[1], 10), patch: parseInt(parts[2], 10) || 0 };
}

function isVersion3() {
  return serverVersion().major >= 3;
}

function query(text, bindVars) {
  return db._query(text, bindVars || {}, {}, {});
}

function rows(text, bindVars) {
  return query(text, bindVars).toArray();
}

function thrownBy(work) {
  try {
    work();
  } catch (err) {
    return err;
  }
  fail("no exception");
  return null;
}

function assertQueryError(errorNum, text, bindVars) {
  var caught = thrownBy(function () {
    query(text, bindVars);
  });
  assertEqual(errorNum, caught.errorNum, text + " -> " + String(caught));
}

function is28() {
  var version = serverVersion();
  return version.major === 2 && version.minor === 8;
}

// The node types of a query's plan.
function planNodeTypes(text) {
  var nodes = db._createStatement({ query: text, bindVars: {} }).explain().plan.nodes;
  var types = [];
  for (var i = 0; i < nodes.length; i += 1) {
    types.push(nodes[i].type);
  }
  return types;
}

// 2,000 documents as ArangoDB's optimizer tests make them: value i, value1 i % 100, value2 i.
function fillNumbers() {
  var numbers = db._collection(NUMBERS);
  for (var i = 0; i < 2000; i += 1) {
    numbers.insert({ value: i, value1: i % 100, value2: i });
  }
  return numbers;
}

// Runs each [query, rows] and checks what ArangoDB's test checks: an IndexNode in the plan,
// the number of rows, no document read by a full scan and `scannedIndexBelow` > scannedIndex
// > 0.
function assertServedByIndex(queries, scannedIndexBelow) {
  for (var i = 0; i < queries.length; i += 1) {
    var text = queries[i][0];
    assertTrue(planNodeTypes(text).indexOf("IndexNode") >= 0, text);
    var cursor = query(text);
    assertEqual(queries[i][1], cursor.toArray().length, text);
    var stats = cursor.getExtra().stats;
    assertEqual(0, stats.scannedFull, text);
    assertTrue(stats.scannedIndex > 0 && stats.scannedIndex < scannedIndexBelow, text + ": " + stats.scannedIndex);
  }
}

function dropTestDatabase() {
  db._useDatabase("_system");
  if (databaseNames(db).indexOf(DATABASE) >= 0) {
    db._dropDatabase(DATABASE);
  }
}

function aqlAgreementSuite() {
  return {
    setUp: function () {
      db._useDatabase("_system");
      if (databaseNames(db).indexOf(DATABASE) < 0) {
        db._createDatabase(DATABASE);
      }
      db._useDatabase(DATABASE);
      db._drop(NUMBERS);
      db._create(NUMBERS);
    },

    tearDown: function () {
      db._drop(NUMBERS);
      db._drop(VERTICES);
      db._drop(EDGES);
      db._useDatabase("_system");
    },

    // aql-queries-optimizer-in-noncluster.js, testInvalidIn and testInvalidNotIn (v2.8.3 and
    // late 3.x): "FOR i IN [ 1, 2, 3 ] FILTER 1 [NOT] IN <x> RETURN i" gives [] for x = null,
    // false, 1.2, '', {}, literally and as a bind value: a right side that is not an array
    // makes NOT IN false too, not true.
    testNotInWithNonArrayIsFalse: function () {
      var literals = ["null", "false", "1.2", "''", "{}"];
      var bound = [null, false, 1.2, "", {}];
      for (var i = 0; i < literals.length; i += 1) {
        assertEqual([], rows("FOR i IN [ 1, 2, 3 ] FILTER 1 NOT IN " + literals[i] + " RETURN i"), literals[i]);
        assertEqual([], rows("FOR i IN [ 1, 2, 3 ] FILTER 1 IN " + literals[i] + " RETURN i"), literals[i]);
        assertEqual([], rows("FOR i IN [ 1, 2, 3 ] FILTER 1 NOT IN @values RETURN i", { values: bound[i] }), literals[i]);
        assertEqual([], rows("FOR i IN [ 1, 2, 3 ] FILTER 1 IN @values RETURN i", { values: bound[i] }), literals[i]);
      }
    },

    // The same when the right side comes from a document at run time (arangod/Aql/Expression.cpp
    // "right operand must be an array, otherwise we return false", v2.5.0 to late 3.x; the
    // expression is a simple one, which 2.x runs in C++ too).
    testNotInWithNonArrayFromDocumentsIsFalse: function () {
      assertEqual([[false, false, false, true]],
        rows("FOR x IN [ { a: 1 } ] RETURN [ 2 NOT IN x.a, 2 IN x.a, 1 NOT IN x.a, 1 == x.a ]"));
      assertEqual([], rows("FOR x IN [ { a: 1 }, { a: 'x' } ] FILTER 2 NOT IN x.a RETURN x"));
    },

    // 2.x runs an expression that is not "simple" (here: the ternary operator) in V8, where
    // NOT IN is the negation of IN (aql.js RELATIONAL_NOT_IN, v2.5.0 to v2.8.3): true, with
    // warning 1563 "array expected" (seen on real 2.5.4 and 2.6.0-alpha2).
    testNotInWithNonArrayInV8Expressions2x: function () {
      var text = "FOR x IN [ { a: 1 } ] RETURN 2 NOT IN x.a ? 'in V8' : 'in C++'";
      if (isVersion3()) {
        assertEqual(["in C++"], rows(text));
        return;
      }
      var cursor = db._query(text, {}, {}, {});
      assertEqual(["in V8"], cursor.toArray());
      assertEqual([{ code: 1563, message: "array expected" }], cursor.getExtra().warnings.map(function (warning) {
        return { code: warning.code, message: warning.message };
      }));
    },

    // aql-queries-simple.js, testNaming (v2.5.0, v2.8.3, late 3.x tests/js/common/aql/):
    // back-quoted names may contain spaces; an unknown quoted name is read as a collection name,
    // which is then illegal (1208).
    testQuotedNamesWithSpaces: function () {
      assertEqual([1], rows("LET `a` = [ 1 ] RETURN `a`[0]"));
      assertEqual([1], rows("LET `a b` = [ 1 ] RETURN `a b`[0]"));
      assertEqual([1], rows("LET `a b c` = [ 1 ] RETURN `a b c`[0]"));
      assertEqual([1], rows("LET `a b c` = { `d e f`: 1 } RETURN `a b c`['d e f']"));
      assertQueryError(1208, "LET a = 1 RETURN `a b c`");
    },

    // A user-defined variable must not start with "_" (1510, Ast::createNodeVariable,
    // arangod/Aql/Ast.cpp v2.5.0 to 3.x), however it is written. 2.6.x's grammar declares the
    // FOR variable as not user-defined, so there it passes (real 2.6.0-alpha2; v2.6.x grammar.y).
    testVariableNamesStartingWithUnderscore: function () {
      assertQueryError(1510, "LET _a = 1 RETURN _a");
      assertQueryError(1510, "LET `_a b` = 1 RETURN `_a b`");
      var version = serverVersion();
      if (version.major === 2 && version.minor === 6) {
        assertEqual([1], rows("FOR _x IN [ 1 ] RETURN _x"));
      } else {
        assertQueryError(1510, "FOR _x IN [ 1 ] RETURN _x");
      }
    },

    // aql-bind.js, testBindCollectionWithId (late 3.x): @@collection may be bound to the
    // collection's id, the collection object's _id. 2.x knows no such translation: the digits
    // are an illegal collection name there (Ast::createNodeCollection, v2.8.3: 1208).
    testBindCollectionById: function () {
      var numbers = db._collection(NUMBERS);
      numbers.insert({ value: 5 });
      numbers.insert({ value: 63 });
      numbers.insert({ value: 7 });
      assertEqual("string", typeof numbers._id);
      assertEqual(numbers._id, db._collection(NUMBERS)._id);
      var text = "FOR u IN @@collection FILTER u.value IN [ @value1, @value2 ] SORT u.value RETURN u.value";
      assertEqual([5, 63], rows(text, { "@collection": numbers.name(), value1: 5, value2: 63 }));
      if (isVersion3()) {
        assertEqual([5, 63], rows(text, { "@collection": numbers._id, value1: 5, value2: 63 }));
      } else {
        assertQueryError(1208, text, { "@collection": numbers._id, value1: 5, value2: 63 });
      }
    },

    // aql-functions-string.js (v2.5.0, v2.8.3), testConcatList: CONCAT of one array concatenates
    // its members, nulls skipped. 2.x treats every array argument so (aql.js AQL_CONCAT v2.5.0
    // to v2.8.3): testConcatInvalid (v2.8.3) gives "yes" for CONCAT("yes", [ ]) and
    // "yes[object Object]" for CONCAT("yes", { }); late 3.x (testConcatInvalid) stringifies
    // them as JSON: "yes[]", "yes{}".
    testConcatWithArrays: function () {
      assertEqual(["theQuickBrownアボカドJumps"],
        rows("RETURN CONCAT([ 'the', 'Quick', '', null, 'Brown', null, 'アボカド', 'Jumps' ])"));
      assertEqual(["theQuickBrownFoxJumps"],
        rows("FOR r IN [ 1 ] RETURN CONCAT('the', 'Quick', '', null, 'Brown', null, 'Fox', 'Jumps')"));
      assertEqual([["yestrue", "yes4", "trueyes", "4yes"]],
        rows("RETURN [ CONCAT('yes', true), CONCAT('yes', 4), CONCAT(true, 'yes'), CONCAT(4, 'yes') ]"));
      if (isVersion3()) {
        assertEqual([["yes[]", "yes{}", "[]yes", "{}yes", "a[1,2]b"]],
          rows("RETURN [ CONCAT('yes', [ ]), CONCAT('yes', { }), CONCAT([ ], 'yes'), CONCAT({ }, 'yes'), CONCAT('a', [ 1, 2 ], 'b') ]"));
      } else {
        assertEqual([["yes", "yes[object Object]", "yes", "[object Object]yes", "a12b"]],
          rows("RETURN [ CONCAT('yes', [ ]), CONCAT('yes', { }), CONCAT([ ], 'yes'), CONCAT({ }, 'yes'), CONCAT('a', [ 1, 2 ], 'b') ]"));
      }
    },

    // aql-bind.js, testBindAttributeNames4 (v2.5.0, v2.8.3): a bound attribute name is any
    // string ("the fox", "the-foxx", "3"). A name with a dot is one attribute, not a path, in
    // 2.x (2.5: aql.js DOCUMENT_MEMBER; 2.6+: Ast::injectBindParameters) as in 3.x; only 3.x
    // takes an array as a path, 2.x refuses it (testBindAttributeNamesInvalid: [ ] is 1553).
    testBoundAttributeNames: function () {
      var data = "[ { `the fox`: 1 }, { `the-foxx`: 2 }, { `3`: 3 } ]";
      assertEqual([1], rows("FOR u IN " + data + " FILTER u.@what == @value RETURN @value", { what: "the fox", value: 1 }));
      assertEqual([2], rows("FOR u IN " + data + " FILTER u.@what == @value RETURN @value", { what: "the-foxx", value: 2 }));
      assertEqual([3], rows("FOR u IN " + data + " FILTER u.@what == @value RETURN @value", { what: "3", value: 3 }));
      assertEqual([1], rows("FOR u IN [ { 'a.b': 1, a: { b: 2 } } ] RETURN u.@what", { what: "a.b" }));
      assertEqual([[null, "x"]], rows("FOR u IN [ { a: { b: 'x' } } ] RETURN [ u.@what, u.a.b ]", { what: "a.b" }));
      if (isVersion3()) {
        assertEqual([2], rows("FOR u IN [ { 'a.b': 1, a: { b: 2 } } ] RETURN u.@what", { what: ["a", "b"] }));
      } else {
        assertQueryError(1553, "FOR u IN [ { a: { b: 2 } } ] RETURN u.@what", { what: ["a", "b"] });
      }
      assertQueryError(1553, "FOR u IN [ { age: 1 } ] RETURN u.@what", { what: [] });
      assertQueryError(1553, "FOR u IN [ { age: 1 } ] RETURN u.@what", { what: {} });
      assertQueryError(1553, "FOR u IN [ { age: 1 } ] RETURN u.@what", { what: "" });
    },

    // aql-dynamic-attributes.js, testDynamicAttributesOverwritingRegular and
    // testDynamicAttributesOverwrittenByRegular: when a computed name repeats a plain one, the
    // first occurrence wins in late 3.x; 2.x builds such an object in V8, where the last one
    // wins (the same tests of v2.5.0, v2.6.0 and v2.8.3).
    testRepeatedAttributeNames: function () {
      var overwriting = rows("RETURN { FOO : 2, [ PASSTHRU('FOO') ] : 1 }")[0];
      var overwritten = rows("RETURN { [ PASSTHRU('FOO') ] : 1, FOO : 2 }")[0];
      var mixed = rows("RETURN { 'foo' : 1, [ 'FOO' ] : 2, 'bar' : 3, [ PASSTHRU('baR') ] : 4, [ PASSTHRU('bar') ] : 5 }")[0];
      if (isVersion3()) {
        assertEqual([2, 1, 3], [overwriting.FOO, overwritten.FOO, mixed.bar]);
      } else {
        assertEqual([1, 2, 5], [overwriting.FOO, overwritten.FOO, mixed.bar]);
      }
      assertEqual([1, 2, 4], [mixed.foo, mixed.FOO, mixed.baR]);
    },

    // aql-functions.js, testLengthInvalid: 2.5 measures null and bools as text (LENGTH(null)
    // and LENGTH(true) are 4, LENGTH(4) is 1; v2.5.0 to v2.5.7; LENGTH(false) is 5 by
    // Functions::Length, v2.5.0); from 2.6 (v2.6.0, v2.8.3, late 3.x) null is 0, bools 1 / 0,
    // and numbers go by the length of their text.
    testLengthOfScalars: function () {
      var version = serverVersion();
      if (version.major === 2 && version.minor <= 5) {
        assertEqual([[4, 4, 5, 1]], rows("RETURN [ LENGTH(null), LENGTH(true), LENGTH(false), LENGTH(4) ]"));
      } else {
        assertEqual([[0, 1, 0, 1, 2, 4, 1, 0, 1]], rows("RETURN [ LENGTH(null), LENGTH(true), LENGTH(false), " +
          "LENGTH(4), LENGTH(-4), LENGTH(-1.5), LENGTH('4'), LENGTH(''), LENGTH(' ') ]"));
      }
    },

    // aql-functions.js: MERGE needs two arguments before 2.8 (testMergeInvalid, v2.5.0 and
    // v2.6.0: MERGE({ }) is 1541); from 2.8 one array of objects is merged (testMergeArrayCxx,
    // v2.8.3).
    testMergeArguments: function () {
      var version = serverVersion();
      if (version.major === 2 && version.minor < 8) {
        assertQueryError(1541, "RETURN MERGE({ })");
        assertQueryError(1541, "RETURN MERGE([ { a: 1 }, { b: 2 } ])");
      } else {
        assertEqual([{ quarter: 1, year: 2010, foo: "bar", abc: [1, 2, 3] }],
          rows("RETURN MERGE([ { quarter: 1, year: 2010 }, { foo: 'bar' }, { }, { abc: [ 1, 2, 3 ] } ])"));
      }
      assertEqual([{ a: 1, b: 3 }], rows("RETURN MERGE({ a: 1, b: 2 }, { b: 3 })"));
    },

    // COUNT is LENGTH under another name from 2.8 (the function table of
    // arangod/Aql/Executor.cpp, v2.8.0: "alias for LENGTH()"); 2.5 to 2.7 do not know it (1540).
    testCountIsLengthFrom28: function () {
      var version = serverVersion();
      if (version.major === 2 && version.minor < 8) {
        assertQueryError(1540, "RETURN COUNT([ 1, 2, 3 ])");
      } else {
        assertEqual([[3, 2, 3, 0]], rows("RETURN [ COUNT([ 1, 2, 3 ]), COUNT({ a: 1, b: 2 }), COUNT('abc'), COUNT(null) ]"));
      }
    },

    // aql-optimizer-collect-count.js, testCountTotalFiltered and testCountTotalFilteredEmpty
    // (v2.5.0, v2.6.0, v2.8.3, late 3.x): COLLECT WITH COUNT INTO without groups gives one row,
    // [ 0 ] when no document passes the FILTER.
    testCollectWithCountIntoOnEmptyInput: function () {
      var numbers = db._collection(NUMBERS);
      for (var i = 0; i < 10; i += 1) {
        numbers.insert({ group: "test" + (i % 5) });
      }
      assertEqual([2], rows("FOR i IN @@c FILTER i.group == 'test4' COLLECT WITH COUNT INTO count RETURN count",
        { "@c": NUMBERS }));
      assertEqual([0], rows("FOR i IN @@c FILTER i.group >= 'test99' COLLECT WITH COUNT INTO count RETURN count",
        { "@c": NUMBERS }));
      assertEqual([0], rows("FOR i IN [ ] COLLECT WITH COUNT INTO count RETURN count"));
    },

    // aql-graph.js, testNeighborsAny, testNeighborsIn and testNeighborsOut (v2.8.3): a start
    // vertex whose collection is not the vertex collection is error 1936
    // (ERROR_GRAPH_INVALID_PARAMETER); a missing document of the vertex collection has no
    // neighbours. Checked on 2.8 only (2.5 to 2.7 answer differently, 3.x has no NEIGHBORS).
    testNeighborsOfAStartInAnotherCollection28: function () {
      if (!is28()) {
        return;
      }
      var vertices = db._create(VERTICES);
      vertices.insert({ _key: "v1" });
      vertices.insert({ _key: "v2" });
      db._createEdgeCollection(EDGES).insert(VERTICES + "/v1", VERTICES + "/v2", {});
      var directions = ["any", "inbound", "outbound"];
      for (var i = 0; i < directions.length; i += 1) {
        var text = "FOR n IN NEIGHBORS(" + VERTICES + ", " + EDGES + ", @start, '" + directions[i] + "') SORT n RETURN n";
        assertQueryError(1936, text, { start: "thefox/thefox" });
        assertEqual([], rows(text, { start: VERTICES + "/thefox" }));
      }
      assertEqual([VERTICES + "/v2"], rows("FOR n IN NEIGHBORS(" + VERTICES + ", " + EDGES + ", '" + VERTICES +
        "/v1', 'outbound') RETURN n"));
    },

    // aql-optimizer-indexes-in-or.js, testHashIndexMulti and testHashIndexMultiDynamic
    // (v2.8.3): a hash index on two attributes serves equalities and IN lists of both, from one
    // FILTER or two, with the values written or in LET variables: an IndexNode, fewer than 10
    // documents read through it, none by a full scan. Checked on 2.8 only.
    testHashIndexOnTwoAttributes28: function () {
      if (!is28()) {
        return;
      }
      fillNumbers().ensureHashIndex("value1", "value2");
      var loop = "FOR i IN " + NUMBERS + " ";
      var values = "LET a = PASSTHRU(30), b = PASSTHRU(31), c = PASSTHRU(32), d = PASSTHRU(130) ";
      assertServedByIndex([
        [loop + "FILTER i.value1 == 30 && i.value2 == 30 RETURN i.value1", 1],
        [loop + "FILTER i.value1 IN [ 30, 31, 32 ] && i.value2 IN [ 30, 31, 32, 130 ] RETURN i.value1", 4],
        [loop + "FILTER i.value1 IN [ 30, 31, 32 ] FILTER i.value2 IN [ 30, 31, 32, 130 ] RETURN i.value1", 4],
        ["LET a = PASSTHRU(30) " + loop + "FILTER i.value1 == a && i.value2 == a RETURN i.value1", 1],
        ["LET a = PASSTHRU(30) " + loop + "FILTER i.value1 == a FILTER i.value2 == a RETURN i.value1", 1],
        [values + loop + "FILTER i.value1 IN [ a, b, c ] && i.value2 IN [ a, b, c, d ] RETURN i.value1", 4],
        [values + loop + "FILTER i.value1 IN [ a, b, c ] FILTER i.value2 IN [ a, b, c, d ] RETURN i.value1", 4]
      ], 10);
    },

    // aql-optimizer-indexes.js, testIndexAndDespiteOperators (v2.8.3): the skiplist index on
    // value serves `value == 1 || NOT NOT (value == 1)` and `NOT (value != 1)`: an IndexNode,
    // one row, no full scan. Checked on 2.8 only.
    testIndexDespiteNotAndOr28: function () {
      if (!is28()) {
        return;
      }
      fillNumbers().ensureSkiplist("value");
      var loop = "FOR i IN " + NUMBERS + " ";
      assertServedByIndex([
        [loop + "FILTER i.value == 1 || NOT NOT (i.value == 1) RETURN i", 1],
        [loop + "FILTER i.value == 1 FILTER NOT (i.value != 1) RETURN i", 1]
      ], Infinity);
    },

    // aql-queries-simple.js, testBigIntOverflow / testBigIntUnderflow (v2.5.0, v2.8.3, late
    // 3.x): an integer literal beyond int64 is a double.
    testIntegerLiteralsBeyondInt64: function () {
      assertEqual([9223372036854776000], rows("RETURN 9223372036854775808"));
      assertEqual([-9223372036854776000], rows("RETURN -9223372036854775809"));
    }
  };
}

jsunity.run(aqlAgreementSuite);
dropTestDatabase();
return jsunity.done();
