/*
 * The dataset of "On getting unique values" (ArangoDB issue #987; suite "distinct"): for n
 * documents (n a multiple of 100), document i (0 <= i < n) is
 *   _key "test"+i, value i % 100
 * so every one of the 100 values 0..99 is held by n / 100 documents. No index: the issue
 * measured a full scan. Collections are named distinct<n> (distinct4000000 for the issue's
 * 4 million documents). ES5; the module interface is described in values.js.
 */
"use strict";

var documentCheck = require("./document-check");

var NAME = "distinct";

// The number of distinct values, as in the issue: i % 100.
var VALUE_COUNT = 100;

var INDEXES = [];

var INSERT_QUERY = "FOR i IN @from..@to " +
  "INSERT { _key: CONCAT(\"test\", i), value: i % @values } INTO @@collection";

var COLLECTION_PATTERN = /^distinct[0-9]+$/;

function collectionName(documents) {
  return NAME + documents;
}

function insertBindVars(from, to) {
  return { from: from, to: to, values: VALUE_COUNT };
}

function keyOf(i) {
  return "test" + i;
}

function documentFor(i) {
  return { _key: keyOf(i), value: i % VALUE_COUNT };
}

function numberOfKey(key) {
  return documentCheck.numberOfKey("test", key);
}

function describeMismatch(stored, i, documents, collection) {
  return documentCheck.describeMismatch(documentFor(i, documents), stored, i, collection);
}

module.exports = {
  NAME: NAME,
  VALUE_COUNT: VALUE_COUNT,
  INDEXES: INDEXES,
  INSERT_QUERY: INSERT_QUERY,
  COLLECTION_PATTERN: COLLECTION_PATTERN,
  collectionName: collectionName,
  insertBindVars: insertBindVars,
  keyOf: keyOf,
  documentFor: documentFor,
  numberOfKey: numberOfKey,
  describeMismatch: describeMismatch
};
