/*
 * The dataset of the 2015 shootout (suite "shootout"): for n documents (n a multiple of 100)
 * and g = n / 100, document i (0 <= i < n) is
 *   _key "test"+i, value1 i, value2 "test"+i, value3 i, value4 "test"+i, value5 i,
 *   value6 "test"+i, value7 i % g, value8 "test"+(i % g)
 * with hash indexes on value1 and value2 and skiplist indexes on value3 and value4
 * (the 2015 script's initialize(): downloads/code/arango-25-26-shootout-script.js of
 * jsteemann/jsteemann.github.com), in collections values<n>. ES5.
 *
 * A dataset module (this folder) has: NAME, collectionName(n), COLLECTION_PATTERN (every
 * collection name it makes), INDEXES, INSERT_QUERY with insertBindVars(from, to, n) (one
 * batch of documents from..to, without @@collection), documentFor(i, n), keyOf(i),
 * numberOfKey(key) and describeMismatch(stored, i, n, collection).
 */
"use strict";

var documentCheck = require("./document-check");

var NAME = "values";

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

var COLLECTION_PATTERN = /^values[0-9]+$/;

function groupCount(documents) {
  return documents / 100;
}

// The 2015 names: values10000, values100000, values1000000.
function collectionName(documents) {
  return NAME + documents;
}

function insertBindVars(from, to, documents) {
  return { from: from, to: to, groups: groupCount(documents) };
}

function keyOf(i) {
  return "test" + i;
}

function documentFor(i, documents) {
  var group = i % groupCount(documents);
  return {
    _key: keyOf(i),
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
  return documentCheck.numberOfKey("test", key);
}

// null when `stored` is exactly document i of a collection of `documents` documents as the
// server returns it (with _id and _rev), else a sentence saying what differs.
function describeMismatch(stored, i, documents, collection) {
  return documentCheck.describeMismatch(documentFor(i, documents), stored, i, collection);
}

module.exports = {
  NAME: NAME,
  ATTRIBUTES: ATTRIBUTES,
  INDEXES: INDEXES,
  INSERT_QUERY: INSERT_QUERY,
  COLLECTION_PATTERN: COLLECTION_PATTERN,
  groupCount: groupCount,
  collectionName: collectionName,
  insertBindVars: insertBindVars,
  keyOf: keyOf,
  documentFor: documentFor,
  numberOfKey: numberOfKey,
  describeMismatch: describeMismatch
};
