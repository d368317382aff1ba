/*
 * Expectations shared by several case families, derived from the dataset formula. ES5.
 */
"use strict";

var dataset = require("../../setup/datasets/values");
var expectations = require("../../lib/expectations");

function rangeOf(count, valueOf) {
  var values = [];
  for (var i = 0; i < count; i += 1) {
    values.push(valueOf(i));
  }
  return values;
}

// AQL compares strings with ICU collation, but for strings of lower-case ASCII letters and
// digits ICU order and byte order agree (docs 3.12, "Type and value order"), so the
// dataset's strings sort correctly with JavaScript's own comparison.
function sortedStrings(strings) {
  return strings.slice().sort();
}

function keyNumber(row) {
  return row !== null && typeof row === "object" ? dataset.numberOfKey(row._key) : -1;
}

// Every one of the first `count` documents of the collection, unmodified, once each.
function wholeDocuments(count, documents, collection) {
  return expectations.eachNumberOnce(count, keyNumber, function (row, i) {
    return dataset.describeMismatch(row, i, documents, collection);
  });
}

// Every document once, each transformed by the function `shape(document i)` (which gets the
// expected stored document, with _id; _rev is checked for presence and then copied over).
function transformedDocuments(documents, collection, numberOf, shape) {
  return expectations.eachNumberOnce(documents, numberOf, function (row, i) {
    if (row === null || typeof row !== "object") {
      return "expected an object, got " + expectations.preview(row);
    }
    var stored = dataset.documentFor(i, documents);
    stored._id = collection + "/" + stored._key;
    stored._rev = row._rev;
    var expected = shape(stored);
    if (expected.hasOwnProperty("_rev") && (typeof row._rev !== "string" || row._rev === "")) {
      return "_rev is missing in " + expectations.preview(row);
    }
    return expectations.sameValue(expected, row) ? null : "expected " +
      expectations.preview(expected) + ", got " + expectations.preview(row);
  });
}

module.exports = {
  rangeOf: rangeOf,
  sortedStrings: sortedStrings,
  keyNumber: keyNumber,
  wholeDocuments: wholeDocuments,
  transformedDocuments: transformedDocuments
};
