/*
 * AQL semantics the benchmark relies on, checked in a running server: the same file runs
 * inside a real arangod and inside the node stand-in (tests/standin/):
 *   require("jsunity").runTest("tests/test-aql-semantics.js");
 * Every expectation comes from ArangoDB's documentation and sources, named in brackets at each
 * test (docs pages of 3.12 and 2.8, arangod/Aql/grammar.y, lib/Basics/errors.dat, ...), and
 * only from facts they state; where 2.x and 3.x differ, the test checks
 * the 3.x behaviour only on 3.x servers. ES5 only (arangod 2.5 embeds V8 3.31).
 * It works in a database of its own, created when missing and dropped at the end.
 */
var jsunity = require("jsunity");
var internal = require("internal");
var db = internal.db;
// 2.x has db._listDatabases, 3.x db._databases (tests/support/database-names.js)
var databaseNames = shootout.require("./tests/support/database-names").databaseNames;

var DATABASE = "shootout_semantics_test";
var VALUES = "shootout_sem_values";
var OTHER = "shootout_sem_other";

function serverVersion() {
  var text = typeof internal.version === "string" ? internal.version : db._version();
  var parts = String(text).split(".");
  return { major: parseInt(parts[0], 10), minor: parseInt(parts[1], 10) };
}

function isVersion3() {
  return serverVersion().major >= 3;
}

function query(text, bindVars, options) {
  return db._query(text, bindVars || {}, {}, options || {});
}

function rows(text, bindVars, options) {
  return query(text, bindVars, options).toArray();
}

function extraOf(text, bindVars, options) {
  return query(text, bindVars, options).getExtra();
}

// JSON text with object keys sorted, so objects compare regardless of key order (MERGE,
// KEEP and UNSET leave the order unspecified: docs 3.12, document functions).
function canonical(value) {
  if (value === null || typeof value !== "object") {
    return JSON.stringify(value);
  }
  var i;
  var parts = [];
  if (Object.prototype.toString.call(value) === "[object Array]") {
    for (i = 0; i < value.length; i += 1) {
      parts.push(canonical(value[i]));
    }
    return "[" + parts.join(",") + "]";
  }
  var keys = [];
  var key;
  for (key in value) {
    if (Object.prototype.hasOwnProperty.call(value, key)) {
      keys.push(key);
    }
  }
  keys.sort();
  for (i = 0; i < keys.length; i += 1) {
    parts.push(JSON.stringify(keys[i]) + ":" + canonical(value[keys[i]]));
  }
  return "{" + parts.join(",") + "}";
}

// The canonical texts of a list's members, sorted: compares lists as multisets.
function canonicalSet(list) {
  var texts = [];
  for (var i = 0; i < list.length; i += 1) {
    texts.push(canonical(list[i]));
  }
  return texts.sort();
}

function assertSameJson(expected, actual) {
  assertEqual(canonical(expected), canonical(actual));
}

function warningCodes(extra) {
  var codes = [];
  var warnings = extra.warnings || [];
  for (var i = 0; i < warnings.length; i += 1) {
    codes.push(warnings[i].code);
  }
  return codes;
}

function assertQueryError(errorNum, text, bindVars) {
  var caught = null;
  try {
    query(text, bindVars);
  } catch (err) {
    caught = err;
  }
  if (caught === null) {
    fail("no error for: " + text);
  }
  assertEqual(errorNum, caught.errorNum, text + " -> " + String(caught));
}

function insertAll(collectionName, documents) {
  return query("FOR d IN @docs INSERT d INTO @@c", { docs: documents, "@c": collectionName });
}

function indexType() {
  // release notes 3.0, 3.2, 3.9 and 4.0: "persistent" does not exist in 2.x; "hash" is its 2.x counterpart
  return isVersion3() ? "persistent" : "hash";
}

function dropTestDatabase() {
  db._useDatabase("_system");
  if (databaseNames(db).indexOf(DATABASE) >= 0) {
    db._dropDatabase(DATABASE);
  }
}

function aqlSemanticsSuite() {
  return {
    setUp: function () {
      db._useDatabase("_system");
      if (databaseNames(db).indexOf(DATABASE) < 0) {
        db._createDatabase(DATABASE);
      }
      db._useDatabase(DATABASE);
      db._drop(VALUES);
      db._drop(OTHER);
      db._create(VALUES);
      db._create(OTHER);
    },

    tearDown: function () {
      db._drop(VALUES);
      db._drop(OTHER);
      db._useDatabase("_system");
    },

    // [docs 3.12, type and value order] type order null < bool < number < string < array < object,
    // seen through SORT
    testSortOrdersMixedTypesByTypeOrder: function () {
      var mixed = [{ a: 1 }, [1], "b", "a", 2, -1, true, false, null];
      assertSameJson([null, false, true, -1, 2, "a", "b", [1], { a: 1 }],
        rows("FOR x IN @values SORT x RETURN x", { values: mixed }));
      assertSameJson([{ a: 1 }, [1], "b", "a", 2, -1, true, false, null],
        rows("FOR x IN @values SORT x DESC RETURN x", { values: mixed }));
    },

    // [docs 3.12, type and value order] relational operators follow the same type order
    testRelationalOperatorsFollowTypeOrder: function () {
      assertEqual([[true, true, true, true, true, true, false]],
        rows("RETURN [null < false, false < true, true < 0, 1 < '0', 'z' < [], [] < {}, 2 < 1]"));
    },

    // [docs 3.12 and 2.8, high-level operations] COLLECT output is sorted ascending by group value in
    // AQL order; a missing attribute
    // forms the null group, which comes first
    testCollectSortsGroupsWithNullFirst: function () {
      insertAll(VALUES, [{ x: 3 }, { x: "b" }, { x: 1 }, {}, { x: null }, { x: "a" }, { x: true }, { x: 1 }]);
      assertEqual([null, true, 1, 3, "a", "b"],
        rows("FOR d IN @@c COLLECT x = d.x RETURN x", { "@c": VALUES }));
      assertEqual([[null, 2], [true, 1], [1, 2], [3, 1], ["a", 1], ["b", 1]],
        rows("FOR d IN @@c COLLECT x = d.x WITH COUNT INTO n RETURN [x, n]", { "@c": VALUES }));
    },

    // [docs 3.12 and 2.8, high-level operations] COLLECT groups by equality: 1 and 1.0 are one group
    testCollectTreatsEqualNumbersAsOneGroup: function () {
      assertEqual([[1, 3], [2, 1]],
        rows("FOR x IN [1, 1.0, 2, 1] COLLECT v = x WITH COUNT INTO n RETURN [v, n]"));
    },

    // [docs 3.12 and 2.8, high-level operations] COLLECT WITH COUNT INTO without groups: one row, [0]
    // for empty input (3.x; 2.x too:
    // ArangoDB's testCountTotalFilteredEmpty, see test-aql-agreement.js)
    testCollectWithCountIntoCountsAllRows: function () {
      insertAll(VALUES, [{ v: 1 }, { v: 2 }, { v: 3 }]);
      assertEqual([3], rows("FOR d IN @@c COLLECT WITH COUNT INTO n RETURN n", { "@c": VALUES }));
      assertEqual([0], rows("FOR d IN @@c COLLECT WITH COUNT INTO n RETURN n", { "@c": OTHER }));
    },

    // [docs 3.12, type and value order] == is strict: no conversion across types, 1 == 1.0, key order
    // of objects irrelevant
    testEqualityIsStrictAndNumeric: function () {
      assertEqual([[true, false, true, false, true, true, false]],
        rows("RETURN [1 == 1.0, '1' == 1, 1 != '1', null == false, [1, 2] == [1, 2], " +
          "{a: 1, b: 2} == {b: 2, a: 1}, 'a' == 'A']"));
    },

    // [docs 3.12 and 2.8, high-level operations] FILTER d.a == @v is strict, and == null also matches
    // a missing attribute (keys
    // sorted here: a SORT on _key is served by RocksDB's primary index, which the stand-in refuses)
    testFilterEqualityOnDocuments: function () {
      insertAll(VALUES, [{ _key: "n1", v: 1 }, { _key: "s1", v: "1" }, { _key: "n2", v: 1.0 },
        { _key: "none" }, { _key: "nul", v: null }]);
      assertEqual(["n1", "n2"], rows("FOR d IN @@c FILTER d.v == @v RETURN d._key",
        { "@c": VALUES, v: 1 }).sort());
      assertEqual(["s1"], rows("FOR d IN @@c FILTER d.v == @v RETURN d._key",
        { "@c": VALUES, v: "1" }).sort());
      assertEqual(["none", "nul"], rows("FOR d IN @@c FILTER d.v == null RETURN d._key",
        { "@c": VALUES }).sort());
    },

    // [docs 3.12, type and value order] IN / NOT IN: binary equality per element; a non-array right
    // side makes both IN and
    // NOT IN false, without a warning (ArangoDB's testInvalidNotIn, see test-aql-agreement.js)
    testInAndNotIn: function () {
      var extra = extraOf("RETURN [1 IN [1, 2], 3 IN [1, 2], '1' IN [1], 3 NOT IN [1, 2], " +
        "1 NOT IN [1], 'foo' IN null, 'foo' NOT IN null, 1 IN 1, 1 IN {a: 1}]");
      assertEqual([], warningCodes(extra));
      assertEqual([[true, false, false, true, false, false, false, false, false]],
        rows("RETURN [1 IN [1, 2], 3 IN [1, 2], '1' IN [1], 3 NOT IN [1, 2], " +
          "1 NOT IN [1], 'foo' IN null, 'foo' NOT IN null, 1 IN 1, 1 IN {a: 1}]"));
    },

    // shape 9: IN over documents; duplicates in the list do not duplicate rows; a non-array
    // bind value gives no rows
    testInListOverDocuments: function () {
      insertAll(VALUES, [{ _key: "a", v: 1 }, { _key: "b", v: 2 }, { _key: "c", v: 3 }]);
      assertEqual(["a", "c"], rows("FOR d IN @@c FILTER d._key IN @keys RETURN d._key",
        { "@c": VALUES, keys: ["c", "a", "zz", "a"] }).sort());
      assertEqual([], rows("FOR d IN @@c FILTER d.v IN @list RETURN d._key", { "@c": VALUES, list: 2 }));
    },

    // [docs 3.12, type and value order and operators; release notes 3.0 for 2.x] arithmetic in 3.x:
    // failed conversions count as 0; + never concatenates
    testArithmeticConversions3x: function () {
      if (!isVersion3()) {
        return;
      }
      assertEqual([[2, 1, 1, 0, 24, 35, 1, 1, 2.5, -3]],
        rows("RETURN ['1' + 1, 'a' + 1, 1 + 'a', 23 * {}, 24 + [2, 4], 5 * [7], null + 1, 7 % 3, 10 / 4, -'3']"));
    },

    // [docs 3.12, type and value order and operators; release notes 3.0 for 2.x] division by zero:
    // null and warning 1562 (2.x and 3.x). The divisor comes from a
    // loop so that no constant folding is involved.
    testDivisionByZeroWarns: function () {
      var cursor = query("FOR x IN [0] RETURN 1 / x");
      assertEqual([null], cursor.toArray());
      assertEqual([1562], warningCodes(cursor.getExtra()));
    },

    // [docs 3.12, type and value order and operators; release notes 3.0 for 2.x; docs 3.12, AQL
    // functions; arangod/Aql/AqlFunctionFeature.cpp] TO_NUMBER and TO_STRING in 3.x
    testTypeCasts3x: function () {
      if (!isVersion3()) {
        return;
      }
      assertEqual([[12, 0, 0, 3, 0, 0, 1, 0, 0]],
        rows("RETURN [TO_NUMBER(' 12 '), TO_NUMBER('12a'), TO_NUMBER([]), TO_NUMBER([3]), " +
          "TO_NUMBER([1, 2]), TO_NUMBER({}), TO_NUMBER(true), TO_NUMBER(null), TO_NUMBER('')]"));
      assertEqual([["", "true", "false", "[1,2,3]", "{\"a\":1}", "abc"]],
        rows("RETURN [TO_STRING(null), TO_STRING(true), TO_STRING(false), TO_STRING([1, 2, 3]), " +
          "TO_STRING({a: 1}), TO_STRING('abc')]"));
    },

    // [docs 3.12, type and value order and operators; release notes 3.0 for 2.x] toBool: FILTER keeps
    // truthy rows; [] and {} are true, 0 and '' false
    testFilterUsesBooleanConversion: function () {
      assertSameJson([1, "x", [], {}, true],
        rows("FOR x IN [0, 1, '', 'x', [], {}, null, false, true] FILTER x RETURN x"));
    },

    // [arangod/Aql/grammar.y; docs 3.12, operators] AND / OR return one of their operand values
    testLogicalOperatorsReturnOperands: function () {
      assertEqual([["x", 0, "y", true, false]],
        rows("RETURN [null || 'x', 0 && 'y', 1 && 'y', !0, NOT 1]"));
    },

    // [docs 3.12, AQL functions; arangod/Aql/AqlFunctionFeature.cpp] CONCAT with strings and numbers;
    // nulls are skipped (2.x and 3.x)
    testConcat: function () {
      assertEqual(["a1b"], rows("RETURN CONCAT('a', 1, null, 'b')"));
      insertAll(VALUES, [{ _key: "k1", v: "x" }]);
      assertEqual(["k1-x"], rows("FOR c IN @@c RETURN CONCAT(c._key, '-', c.@attr)", { "@c": VALUES, attr: "v" }));
      if (isVersion3()) {
        assertEqual(["xy"], rows("RETURN CONCAT(['x', null, 'y'])"));
      }
    },

    // [docs 3.12, AQL functions; arangod/Aql/AqlFunctionFeature.cpp] MERGE: shallow, later arguments
    // win; a non-object argument gives null and warning 1542
    testMerge: function () {
      assertSameJson([{ a: 1, b: 2, c: 3 }], rows("RETURN MERGE({a: 1, b: 1}, {b: 2, c: 3})"));
      var cursor = query("RETURN MERGE({a: 1}, 2)");
      assertEqual([null], cursor.toArray());
      assertEqual([1542], warningCodes(cursor.getExtra()));
    },

    // [docs 3.12, AQL functions; arangod/Aql/AqlFunctionFeature.cpp] KEEP / UNSET: system attributes
    // get no special treatment
    testKeepAndUnsetOnDocuments: function () {
      insertAll(VALUES, [{ _key: "k1", a: 1, b: 2 }]);
      var kept = rows("FOR d IN @@c RETURN KEEP(d, '_key', 'a', 'missing')", { "@c": VALUES });
      assertSameJson([{ _key: "k1", a: 1 }], kept);
      var unset = rows("FOR d IN @@c RETURN UNSET(d, '_key', '_rev', '_id', 'a')", { "@c": VALUES });
      assertSameJson([{ b: 2 }], unset);
      var merged = rows("FOR d IN @@c RETURN MERGE(KEEP(d, 'a'), { testValue: d.@attr })", { "@c": VALUES, attr: "b" });
      assertSameJson([{ a: 1, testValue: 2 }], merged);
    },

    // [docs 3.12, AQL functions; arangod/Aql/AqlFunctionFeature.cpp] MIN / MAX ignore nulls, follow
    // the type order, give null for [] and warn 1563 for a
    // non-array
    testMinAndMax: function () {
      assertEqual([[1, "a", null, null, 3]],
        rows("RETURN [MIN([3, null, 1]), MAX([3, null, 'a']), MIN([]), MAX([null]), MAX([1, 3, 2])]"));
      var cursor = query("RETURN MIN(5)");
      assertEqual([null], cursor.toArray());
      assertEqual([1563], warningCodes(cursor.getExtra()));
      insertAll(VALUES, [{ v: 7 }, { v: 3 }, {}, { v: 5 }]);
      assertEqual([3], rows("RETURN MIN(FOR c IN @@c RETURN c.@attr)", { "@c": VALUES, attr: "v" }));
      assertEqual([7], rows("RETURN MAX(FOR c IN @@c RETURN c.@attr)", { "@c": VALUES, attr: "v" }));
    },

    // [docs 3.12, AQL functions; arangod/Aql/AqlFunctionFeature.cpp] LENGTH
    testLength: function () {
      assertEqual([[3, 2, 3, 2, 0]],
        rows("RETURN [LENGTH([1, 2, 3]), LENGTH({a: 1, b: 2}), LENGTH('abc'), LENGTH(@twoCodePoints), LENGTH([])]",
          { twoCodePoints: "\u00e4\u00f6" }));
      var version = serverVersion();
      if (version.major >= 3 || version.minor >= 6) {
        assertEqual([0], rows("RETURN LENGTH(null)"));
      }
      if (isVersion3()) {
        assertEqual([[1, 0, 3]], rows("RETURN [LENGTH(true), LENGTH(false), LENGTH(123)]"));
      }
    },

    // [arangod/Aql/grammar.y; docs 3.12, operators] range: both ends included, may descend
    testRange: function () {
      assertEqual([[1, 2, 3, 4]], rows("RETURN 1..4"));
      assertEqual([[3, 2, 1]], rows("RETURN 3..1"));
      assertEqual([4, 6, 8], rows("FOR i IN 2..4 RETURN i * 2"));
      assertEqual([100], rows("RETURN LENGTH(0..99)"));
    },

    // [docs 3.12, subqueries; release notes 2.4] subqueries: in parentheses, and as the sole function
    // argument without them
    testSubqueries: function () {
      assertEqual([1, 2, 3], rows("FOR i IN 1..3 LET s = (FOR j IN 1..i RETURN j) RETURN LENGTH(s)"));
      insertAll(VALUES, [{ v: 1 }, { v: 2 }, { v: 2 }]);
      assertEqual([3], rows("RETURN LENGTH(FOR d IN @@c RETURN d)", { "@c": VALUES }));
      assertEqual([1, 2, 2], rows("FOR c IN @@c LET sub = (FOR s IN @@c FILTER s.v == c.v RETURN s) " +
        "SORT c.v RETURN LENGTH(sub)", { "@c": VALUES }));
      assertEqual([[]], rows("RETURN (FOR d IN @@c FILTER d.v == 99 RETURN d)", { "@c": VALUES }));
    },

    // [docs 3.12 and 2.8, high-level operations] LIMIT n and LIMIT offset, n; fullCount (docs 3.12,
    // query statistics) counts the rows before the LIMIT
    testLimitAndFullCount: function () {
      assertEqual([1, 2, 3], rows("FOR i IN 1..10 SORT i LIMIT 3 RETURN i"));
      assertEqual([3, 4, 5], rows("FOR i IN 1..10 SORT i LIMIT 2, 3 RETURN i"));
      var extra = extraOf("FOR i IN 1..10 SORT i DESC LIMIT 2 RETURN i", {}, { fullCount: true });
      assertEqual(10, extra.stats.fullCount);
    },

    // [docs 3.12 and 2.8, high-level operations] RETURN DISTINCT (2.7+) drops duplicates; the order is
    // not asserted (2.8 docs leave it
    // undefined)
    testReturnDistinct: function () {
      var version = serverVersion();
      if (version.major < 3 && version.minor < 7) {
        return;
      }
      var result = rows("FOR x IN [1, 1, 2, '1', 2] RETURN DISTINCT x");
      assertEqual(canonicalSet([1, 2, "1"]), canonicalSet(result));
    },

    // [lib/Basics/errors.dat] errors, compared by errorNum
    testParseAndEmptyQueryErrors: function () {
      assertQueryError(1501, "RETURN 1 +");
      assertQueryError(1501, "FOR d IN RETURN d");
      assertQueryError(1501, "RETURN 1 RETURN 2");
      // blanks only: "query is empty" in 3.x; 2.x parses them and finds nothing (real 2.5.4
      // and 2.6.0-alpha2: 1501)
      assertQueryError(isVersion3() ? 1502 : 1501, "   ");
    },

    // An empty query never reaches the server: ArangoStatement's constructor throws a plain
    // string (arango-statement-common.js, 2.x to 3.12)
    testEmptyQueryIsRefusedByTheStatement: function () {
      var caught = null;
      try {
        query("");
      } catch (err) {
        caught = err;
      }
      assertEqual("ArangoStatement needs a valid query attribute", caught);
    },

    testFunctionErrors: function () {
      assertQueryError(1540, "RETURN NO_SUCH_FUNCTION_XYZ(1)");
      assertQueryError(1541, "RETURN LENGTH()");
      assertQueryError(1541, "RETURN LENGTH([1], [2])");
    },

    // [docs 3.12, bind parameters; arangod/Aql/Ast.cpp, injectBindParameters] bind parameter errors
    testBindParameterErrors: function () {
      assertQueryError(1551, "RETURN @value", {});
      assertQueryError(1552, "RETURN 1", { value: 1 });
      assertQueryError(1553, "FOR d IN @@c RETURN d", { "@c": 123 });
      assertQueryError(1203, "FOR d IN @@c RETURN d", { "@c": "shootout_sem_no_such_collection" });
    },

    // [lib/Basics/errors.dat] 1203 unknown collection, 1511 variable assigned twice; 1512 unknown variable
    // (arangod's own aql tests: "RETURN { foo }" fails with ERROR_QUERY_VARIABLE_NAME_UNKNOWN)
    testCollectionAndVariableErrors: function () {
      assertQueryError(1203, "FOR d IN shootout_sem_no_such_collection RETURN d");
      assertQueryError(1511, "LET a = 1 LET a = 2 RETURN a");
      var version = serverVersion();
      if (version.major >= 3 || version.minor >= 7) {
        // the {name} shorthand exists from 2.7 (arangod/Aql/tokens.ll and grammar.y, 2.x and 3.x)
        assertQueryError(1512, "RETURN { shootoutUndefinedVariable }");
      }
    },

    // [docs 3.12 and 2.8, high-level operations] FOR over a non-array value is error 1563
    testForOverNonArray: function () {
      assertQueryError(1563, "FOR x IN 1 RETURN x");
      assertQueryError(1563, "FOR x IN @v RETURN x", { v: { a: 1 } });
    },

    // [docs 3.12, query statistics; v2.5.0 arangod/Aql/ExecutionBlock.cpp] stats of a full scan, with
    // and without a FILTER
    testStatsOfFullScan: function () {
      insertAll(VALUES, [{ v: 1, w: 1 }, { v: 2, w: 2 }, { v: 2, w: 2 }, { v: 3, w: 3 }]);
      var stats = extraOf("FOR d IN @@c RETURN d.v", { "@c": VALUES }).stats;
      assertEqual(4, stats.scannedFull);
      assertEqual(0, stats.scannedIndex);
      assertEqual(0, stats.filtered);
      stats = extraOf("FOR d IN @@c FILTER d.w == 2 RETURN d", { "@c": VALUES }).stats;
      assertEqual(4, stats.scannedFull);
      assertEqual(0, stats.scannedIndex);
      assertEqual(2, stats.filtered);
    },

    // [docs 3.12, query statistics; v2.5.0 arangod/Aql/ExecutionBlock.cpp] an equality FILTER on an
    // indexed attribute (or _key) is an index lookup
    testStatsOfIndexLookup: function () {
      insertAll(VALUES, [{ _key: "k1", v: 1 }, { _key: "k2", v: 2 }, { _key: "k3", v: 2 }, { _key: "k4", v: 3 }]);
      db._collection(VALUES).ensureIndex({ type: indexType(), fields: ["v"] });
      var cursor = query("FOR d IN @@c FILTER d.v == 2 RETURN d._key", { "@c": VALUES });
      assertEqual(["k2", "k3"], cursor.toArray().sort());
      var stats = cursor.getExtra().stats;
      assertEqual(0, stats.scannedFull);
      assertEqual(2, stats.scannedIndex);
      assertEqual(0, stats.filtered);
      stats = extraOf("FOR d IN @@c FILTER d._key == 'k4' RETURN d", { "@c": VALUES }).stats;
      assertEqual(0, stats.scannedFull);
      assertEqual(1, stats.scannedIndex);
      assertEqual(0, stats.filtered);
    },

    // [docs 3.12, query statistics; v2.5.0 arangod/Aql/ExecutionBlock.cpp] a nested-loop self-join
    // scans N + N*N documents without an index and N
    // (plus one index hit per pair) with one
    testStatsOfNestedLoopJoin: function () {
      insertAll(VALUES, [{ v: 1, w: 1 }, { v: 2, w: 2 }, { v: 2, w: 2 }, { v: 3, w: 3 }]);
      // pairs with equal value: 1 (value 1) + 4 (value 2) + 1 (value 3) = 6
      var cursor = query("FOR a IN @@c FOR b IN @@c FILTER a.w == b.w RETURN 1", { "@c": VALUES });
      assertEqual(6, cursor.toArray().length);
      var stats = cursor.getExtra().stats;
      assertEqual(4 + 16, stats.scannedFull);
      assertEqual(0, stats.scannedIndex);
      assertEqual(16 - 6, stats.filtered);

      // RETURN a: an outer loop that read only `v` would scan the new index instead of the
      // collection on RocksDB (reduce-extraction-to-projection, test-aql-explain.js)
      db._collection(VALUES).ensureIndex({ type: indexType(), fields: ["v"] });
      cursor = query("FOR a IN @@c FOR b IN @@c FILTER a.v == b.v RETURN a", { "@c": VALUES });
      assertEqual(6, cursor.toArray().length);
      stats = cursor.getExtra().stats;
      assertEqual(4, stats.scannedFull);
      assertEqual(6, stats.scannedIndex);
      assertEqual(0, stats.filtered);
    },

    // [docs 3.12, query statistics; v2.5.0 arangod/Aql/ExecutionBlock.cpp] subqueries count in the
    // totals: the inner full scan runs once per outer row
    testStatsIncludeSubqueries: function () {
      insertAll(VALUES, [{ w: 1 }, { w: 2 }, { w: 2 }]);
      var cursor = query("FOR c IN @@c LET n = LENGTH(FOR s IN @@c FILTER s.w == c.w RETURN 1) RETURN n",
        { "@c": VALUES });
      assertEqual([1, 2, 2], cursor.toArray().sort());
      assertEqual(3 + 3 * 3, cursor.getExtra().stats.scannedFull);
    },

    // shape 10: INSERT over a range runs n+1 times, returns [] and counts writesExecuted
    testInsertCountsWrites: function () {
      var cursor = query("FOR i IN 0..@n INSERT { _key: CONCAT('test', i), value: i } INTO @@c",
        { n: 4, "@c": VALUES });
      assertEqual([], cursor.toArray());
      var stats = cursor.getExtra().stats;
      assertEqual(5, stats.writesExecuted);
      assertEqual(0, stats.scannedFull);
      assertEqual([0, 1, 2, 3, 4], rows("FOR d IN @@c SORT d.value RETURN d.value", { "@c": VALUES }));
      assertEqual(["test3"], rows("FOR d IN @@c FILTER d._key == 'test3' RETURN d._key", { "@c": VALUES }));
    },

    // shape 10: a duplicate _key is 1210, and the whole query is rolled back (single server)
    testInsertDuplicateKeyFailsAndRollsBack: function () {
      insertAll(VALUES, [{ _key: "taken" }]);
      assertQueryError(1210, "INSERT { _key: 'taken' } INTO @@c", { "@c": VALUES });
      assertQueryError(1210, "FOR k IN ['fresh', 'taken'] INSERT { _key: k } INTO @@c", { "@c": VALUES });
      assertEqual(["taken"], rows("FOR d IN @@c RETURN d._key", { "@c": VALUES }));
    },

    // [docs 3.12 and 2.8, high-level operations] 3.x: reading a collection after modifying it in the
    // same query is 1579
    testReadAfterInsertIsRefused3x: function () {
      if (!isVersion3()) {
        return;
      }
      assertQueryError(1579, "INSERT {} INTO @@c FOR d IN @@c RETURN d", { "@c": VALUES });
    }
  };
}

jsunity.run(aqlSemanticsSuite);
dropTestDatabase();
return jsunity.done();
