/*
 * The dataset of the 2015 shootout: for n documents (n a multiple of 100) and g = n / 100,
 * document i (0 <= i < n) is
 *   _key "test"+i, value1 i, value2 "test"+i, value3 i, value4 "test"+i, value5 i,
 *   value6 "test"+i, value7 i % g, value8 "test"+(i % g)
 * with hash indexes on value1 and value2 and skiplist indexes on value3 and value4
 * (shootout-2015.md; the issue "The shootout end to end"). ES5.
 */
"use strict";

var ATTRIBUTES = ["value1", "value2", "value3", "value4", "value5", "value6", "value7", "value8"];

var INDEXES = [
  { type: "hash", fields: ["value1"], unique: false, sparse: false },
  { type: "hash", fields: ["value2"], unique: false, sparse: false },
  { type: "skiplist", fields: ["value3"], unique: false, sparse: false },
  { type: "skiplist", fields: ["value4"], unique: false, sparse: false }
];

// One AQL query inserts a whole batch of documents, so setup costs one server call per
// batch instead of one per document. The formula lives here once, in AQL, and again below
// in plain JavaScript for verification; the tests check that the two agree.
var INSERT_QUERY =
  "FOR i IN @from..@to " +
  "INSERT { _key: CONCAT(\"test\", i), value1: i, value2: CONCAT(\"test\", i), " +
  "value3: i, value4: CONCAT(\"test\", i), value5: i, value6: CONCAT(\"test\", i), " +
  "value7: i % @groups, value8: CONCAT(\"test\", i % @groups) } INTO @@collection";

function groupCount(documents) {
  return documents / 100;
}

// The 2015 names: values10000, values100000, values1000000.
function collectionName(documents) {
  return "values" + documents;
}

function documentFor(i, documents) {
  var group = i % groupCount(documents);
  return {
    _key: "test" + i,
    value1: i,
    value2: "test" + i,
    value3: i,
    value4: "test" + i,
    value5: i,
    value6: "test" + i,
    value7: group,
    value8: "test" + group
  };
}

// The number i of a key "test<i>", or -1 when the key is not one of the dataset's.
function numberOfKey(key) {
  var match = typeof key === "string" ? /^test(0|[1-9][0-9]*)$/.exec(key) : null;
  return match ? parseInt(match[1], 10) : -1;
}

// null when `stored` is exactly document i of a collection of `documents` documents as the
// server returns it (with _id and _rev), else a sentence saying what differs.
function describeMismatch(stored, i, documents, collection) {
  if (stored === null || typeof stored !== "object" || Array.isArray(stored)) {
    return "expected document " + i + ", got " + JSON.stringify(stored);
  }
  var expected = documentFor(i, documents);
  var keys = Object.keys(stored);
  for (var k = 0; k < keys.length; k += 1) {
    if (!expected.hasOwnProperty(keys[k]) && keys[k] !== "_id" && keys[k] !== "_rev") {
      return "document " + i + " has an unexpected attribute " + keys[k];
    }
  }
  var names = Object.keys(expected);
  for (var n = 0; n < names.length; n += 1) {
    if (stored[names[n]] !== expected[names[n]]) {
      return "document " + i + ": " + names[n] + " is " + JSON.stringify(stored[names[n]]) +
        ", expected " + JSON.stringify(expected[names[n]]);
    }
  }
  if (stored._id !== collection + "/" + expected._key) {
    return "document " + i + ": _id is " + JSON.stringify(stored._id) + ", expected " +
      JSON.stringify(collection + "/" + expected._key);
  }
  if (typeof stored._rev !== "string" || stored._rev === "") {
    return "document " + i + ": _rev is missing";
  }
  return null;
}

module.exports = {
  ATTRIBUTES: ATTRIBUTES,
  INDEXES: INDEXES,
  INSERT_QUERY: INSERT_QUERY,
  groupCount: groupCount,
  collectionName: collectionName,
  documentFor: documentFor,
  numberOfKey: numberOfKey,
  describeMismatch: describeMismatch
};
