/*
 * The result checks themselves (lib/expectations.js, cases/expected-rows.js), without a
 * server: what counts as the same value, which wrong rows are caught and what the sentence
 * says. Mutation testing (npm run mutate) found these untested: a check that accepts a wrong
 * answer would let a fast wrong result pass as a win. Runs in arangod and under the stand-in.
 */
var jsunity = require("jsunity");

function expectationsSuite() {
  var expectations = shootout.require("./lib/expectations");
  var rows = shootout.require("./cases/shootout/expected-rows");
  var cases = shootout.require("./cases/index");

  function stored(i, n, collection) {
    var group = i % (n / 100);
    return { _key: "test" + i, _id: collection + "/test" + i, _rev: "_r" + i, value1: i, value2: "test" + i,
      value3: i, value4: "test" + i, value5: i, value6: "test" + i, value7: group, value8: "test" + group };
  }

  function documents(n, collection) {
    var list = [];
    for (var i = 0; i < n; i += 1) {
      list.push(stored(i, n, collection));
    }
    return list;
  }

  function keepRow(i) {
    return { _key: "test" + i, _id: "values100/test" + i, _rev: "_r" + i };
  }

  function keepRows() {
    var list = [];
    for (var i = 0; i < 100; i += 1) {
      list.push(keepRow(i));
    }
    return list;
  }

  return {
    testSameValue: function () {
      assertTrue(expectations.sameValue({ a: 1, b: [1, { c: "x" }] }, { b: [1, { c: "x" }], a: 1 }));
      assertTrue(expectations.sameValue(null, null));
      assertTrue(expectations.sameValue([], []));
      assertFalse(expectations.sameValue({ a: 1 }, { a: 1, b: 2 }));
      assertFalse(expectations.sameValue({ a: 1, b: 2 }, { a: 1 }));
      assertFalse(expectations.sameValue({ a: 1 }, { b: 1 }));
      assertFalse(expectations.sameValue({ a: 1 }, { a: 2 }));
      assertFalse(expectations.sameValue({ a: { b: 1 } }, { a: { b: "1" } }));
      assertFalse(expectations.sameValue([1, 2], [2, 1]));
      assertFalse(expectations.sameValue([1], { 0: 1 }));
      assertFalse(expectations.sameValue({ 0: 1 }, [1]));
      assertFalse(expectations.sameValue(1, "1"));
      assertFalse(expectations.sameValue(1, [1]));
      assertFalse(expectations.sameValue([1], 1));
      assertFalse(expectations.sameValue(null, {}));
      assertFalse(expectations.sameValue({}, null));
      assertFalse(expectations.sameValue(0, null));
    },

    // An object is never the same as a value that is no object, even where both have no own
    // keys (an empty object and a number) or the same indexed characters (a string and an
    // object of its letters): a row {} must not pass for an expected 0, nor the other way.
    testObjectsAreNeverTheSameAsOtherValues: function () {
      assertFalse(expectations.sameValue({}, 0));
      assertFalse(expectations.sameValue(0, {}));
      assertFalse(expectations.sameValue({}, ""));
      assertFalse(expectations.sameValue("", {}));
      assertFalse(expectations.sameValue({}, true));
      assertFalse(expectations.sameValue("ab", { 0: "a", 1: "b" }));
      assertFalse(expectations.sameValue({ 0: "a", 1: "b" }, "ab"));
      assertEqual("row 0: expected {}, got 0", expectations.ordered([{}]).check([0]));
      assertEqual("row 0: expected 0, got {}", expectations.ordered([0]).check([{}]));
    },

    testPreviewCutsLongValuesAt120Characters: function () {
      var long = "";
      while (long.length < 200) {
        long += "x";
      }
      var cut = expectations.preview(long);
      assertEqual(120, cut.length);
      assertEqual("\"" + long.slice(0, 116) + "...", cut);
      var exactly = long.slice(0, 118); // 120 characters as JSON, with the quotes
      assertEqual("\"" + exactly + "\"", expectations.preview(exactly));
      assertEqual("[1,\"a\"]", expectations.preview([1, "a"]));
      assertUndefined(expectations.preview(undefined));
    },

    testResultThatIsNoArray: function () {
      var check = expectations.ordered([1, 2]).check;
      assertEqual("expected an array of rows, got {\"a\":1}", check({ a: 1 }));
      assertEqual("expected an array of rows, got null", expectations.repeated(2, 0).check(null));
      assertEqual("expected an array of rows, got 3", expectations.eachNumberOnce(1, function () { return 0; },
        function () { return null; }).check(3));
    },

    testRowsBelongingToNoDocument: function () {
      var identity = expectations.eachNumberOnce(3, function (row) { return row; }, function () { return null; });
      assertNull(identity.check([2, 0, 1]));
      assertEqual("row 1 belongs to no expected document: 3", identity.check([0, 3, 1]));
      assertEqual("row 2 belongs to no expected document: -1", identity.check([0, 1, -1]));
      assertEqual("document 1 appears twice, e.g. as row 2: 1", identity.check([1, 0, 1]));
      assertEqual("row 0 belongs to no expected document: \"x\"",
        expectations.eachNumberOnce(1, function () { return NaN; }, function () { return null; }).check(["x"]));
    },

    // Whole documents: a row that is no document (null, a number, a string) belongs to none.
    testNonDocumentRowsInWholeDocumentResults: function () {
      var list = documents(100, "values100");
      var check = rows.wholeDocuments(100, 100, "values100").check;
      assertNull(check(list));
      [null, 5, "test5", [5]].forEach(function (wrong) {
        var changed = list.slice();
        changed[7] = wrong;
        assertEqual("row 7 belongs to no expected document: " + JSON.stringify(wrong), check(changed));
      });
      assertEqual(-1, rows.keyNumber(null));
      assertEqual(-1, rows.keyNumber("test5"));
      assertEqual(5, rows.keyNumber({ _key: "test5" }));
    },

    // Transformed documents (keep, merge): _rev must be there, anything else must match.
    testTransformedDocuments: function () {
      var check = cases.byName("keep").expect(100, "values100").check;
      assertNull(check(keepRows()));
      var noRevision = keepRows();
      delete noRevision[4]._rev;
      assertEqual("row 4: _rev is missing in {\"_key\":\"test4\",\"_id\":\"values100/test4\"}", check(noRevision));
      var emptyRevision = keepRows();
      emptyRevision[4]._rev = "";
      assertEqual("row 4: _rev is missing in {\"_key\":\"test4\",\"_id\":\"values100/test4\",\"_rev\":\"\"}",
        check(emptyRevision));
      var numberRevision = keepRows();
      numberRevision[4]._rev = 4;
      assertMatch(/^row 4: _rev is missing in /, check(numberRevision));
      var wrongId = keepRows();
      wrongId[4]._id = "other/test4";
      assertEqual("row 4: expected {\"_key\":\"test4\",\"_rev\":\"_r4\",\"_id\":\"values100/test4\"}, got " +
        "{\"_key\":\"test4\",\"_id\":\"other/test4\",\"_rev\":\"_r4\"}", check(wrongId));

      // unset expects no _rev at all: a row without one is right
      var unset = cases.byName("unset").expect(100, "values100").check;
      var withoutSystem = documents(100, "values100").map(function (doc) {
        var copy = {};
        Object.keys(doc).forEach(function (key) {
          if (key.charAt(0) !== "_") {
            copy[key] = doc[key];
          }
        });
        return copy;
      });
      assertNull(unset(withoutSystem));
    },

    // The helper's own guard, for a numberOf that places a non-object row.
    testTransformedDocumentsRefuseNonObjects: function () {
      var placeAll = function (row) { return row === "first" || row === null ? 0 : 1; };
      var expectation = rows.transformedDocuments(2, "values100", placeAll, function (doc) { return doc; });
      assertEqual("row 0: expected an object, got \"first\"", expectation.check(["first", "second"]));
      assertEqual("row 0: expected an object, got null", expectation.check([null, "second"]));
    },

    testSortedStringsLeavesItsArgumentAlone: function () {
      var strings = ["test2", "test10", "test1"];
      assertEqual(["test1", "test10", "test2"], rows.sortedStrings(strings));
      assertEqual(["test2", "test10", "test1"], strings);
    }
  };
}

jsunity.run(expectationsSuite);
return jsunity.done();
