/*
 * AQL answers taken from ArangoDB's own jsunity tests, as in test-aql-agreement.js, that no
 * real server has recorded yet: the differential program pairs every query of the AQL suites
 * (tests/differential/steps.js, AQL_SUITES) with an answer recorded from a real arangod, so a
 * query added there waits for the next recording (npm run test:real -- --record). This suite
 * is no AQL suite: npm test runs it under every in-server profile, and the real tier's jsunity
 * check runs it inside every real server like any other suite. Move its tests into
 * test-aql-agreement.js when the real servers' answers are recorded again.
 *   require("jsunity").runTest("tests/test-aql-agreement-unrecorded.js");
 * Each test names the test it comes from: file, test name and version (v2.x files from
 * js/server/tests/ of the 2.x tags, late 3.x files from tests/js/server/aql/). ES5 only. It
 * reads no collection.
 */
var jsunity = require("jsunity");
var internal = require("internal");
var db = internal.db;

function isVersion3() {
  var text = typeof internal.version === "string" ? internal.version : db._version();
  return parseInt(String(text).split(".")[0], 10) >= 3;
}

function rows(text) {
  return db._query(text, {}, {}, {}).toArray();
}

// The rows of a query run with these optimizer rules (AQL options in the 4th argument, which
// every version reads).
function rowsWithRules(text, rules) {
  return db._query(text, {}, {}, { optimizer: { rules: rules } }).toArray();
}

function unrecordedAgreementSuite() {
  return {
    // aql-subquery.js, testSubqueryReference1, 2 and 3 (v2.5.4, v2.6.0-alpha2, v2.8.3 and late
    // 3.x): a subquery's result read through several names, aliases of it and aliases of
    // aliases, is the same array under each name.
    testSubqueryResultUnderSeveralNames: function () {
      assertEqual([[[1], [1]]], rows("LET a = (RETURN 1) LET b = a RETURN [ a, b ]"));
      assertEqual([[[1], [1], [1]]], rows("LET a = (RETURN 1) LET b = a LET c = b RETURN [ a, b, c ]"));
      assertEqual([[[1], [1], [1]]], rows("LET a = (RETURN 1) LET b = a LET c = a RETURN [ a, b, c ]"));
    },

    // aql-optimizer-rule-remove-redundant-calculations.js, testResults (v2.5.4, v2.6.0-alpha2,
    // v2.8.3 and late 3.x): an expression computed twice gives the same rows whether
    // remove-redundant-calculations runs alone, with every other rule, or not at all, also
    // when the second LET's variable is read after the rule dropped it (the queries with
    // IS_NUMBER and [*], which the stand-in lacks, are left out).
    testRedundantCalculationsKeepTheirValues: function () {
      var cases = [
        ["FOR i IN [ { a: 1 }, { a: 2 }, { a: 3 } ] SORT i.a + 2 RETURN  /* */ i.a + 2", [3, 4, 5]],
        ["FOR i IN [ { a: 1 }, { a: 2 }, { a: 3 } ] SORT       i.a RETURN  /* */ i.a", [1, 2, 3]],
        ["FOR i IN [ { a: 1 }, { a: 2 }, { a: 3 } ] SORT i.a SORT i.a RETURN i.a", [1, 2, 3]],
        ["FOR i IN [ { a: 1 }, { a: 2 }, { a: 3 } ] LET x = [ i.a ] RETURN [ i.a ]", [[1], [2], [3]]],
        ["FOR i IN [ { a: 1 }, { a: 2 }, { a: 3 } ] LET r = MAX([ i.a ]) == 3 RETURN MAX([ i.a ]) == 3", [false, false, true]],
        ["FOR i IN [ { a: 'foo' }, { a: 'food' }, { a: 'foobar' } ] LET a = LENGTH(i.a), b = LENGTH(i.a) RETURN [ a, b ]",
          [[3, 3], [4, 4], [6, 6]]],
        ["FOR i IN [ { a: 'foo' }, { a: 'food' }, { a: 'foobar' } ] LET a = LENGTH(i.a) SORT a LET b = LENGTH(i.a) SORT b " +
          "RETURN [ a, b ]", [[3, 3], [4, 4], [6, 6]]]
      ];
      var rules = [[], ["-all", "+remove-redundant-calculations"], ["+all", "-remove-redundant-calculations"]];
      for (var i = 0; i < cases.length; i += 1) {
        for (var j = 0; j < rules.length; j += 1) {
          assertEqual(cases[i][1], rowsWithRules(cases[i][0], rules[j]), cases[i][0] + " with " + JSON.stringify(rules[j]));
        }
      }
    },

    // aql-functions.js, testUnique3 (v2.5.4, v2.6.0-alpha2, v2.8.3): 2.x returns UNIQUE's
    // values in the order of V8's object keys, whole numbers first and ascending; late 3.x's
    // testUnique3 sorts both sides: the order is not defined there.
    testUniqueOrder: function () {
      var unique = rows("RETURN UNIQUE([ 1, -1, 1, 2, 3, -1, 2, 3, 4, 5, 1, 3, 9, 2, -1, 9, -33, 42, 7 ])")[0];
      var expected = [1, 2, 3, 4, 5, 7, 9, 42, -1, -33];
      if (isVersion3()) {
        var ascending = function (a, b) {
          return a - b;
        };
        assertEqual(expected.sort(ascending), unique.sort(ascending));
      } else {
        assertEqual(expected, unique);
      }
    }
  };
}

jsunity.run(unrecordedAgreementSuite);
return jsunity.done();
