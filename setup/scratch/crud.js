/*
 * The scratch collection of the crud suite (cases/crud.js): made before each run, dropped
 * after it, inside the suite's own database, named crudscratch<n> so it can clash with no
 * dataset and `drop` finds one a crashed run left behind. Document i (0 <= i < n) has one
 * shape for every phase, ten string attributes as arangob's "document" test sends them
 * (its --complexity 10, the setting of ArangoDB's 2013 insert-performance post), made unique
 * per document so a read can be checked:
 *   _key "crud"+i, number i, test1 … test10 "value <k> of document <i>"
 * An update sets test1 to "updated value of document <i>" and adds updated: true. ES5.
 */
"use strict";

var documentCheck = require("../datasets/document-check");

var PREFIX = "crudscratch";
var COLLECTION_PATTERN = /^crudscratch[0-9]+$/;
var ATTRIBUTES = 10;
// One AQL insert per batch when filling, as setup/collections.js builds the datasets.
var BATCH_SIZE = 10000;

function collectionName(documents) {
  return PREFIX + documents;
}

function keyOf(i) {
  return "crud" + i;
}

function documentFor(i) {
  var document = { _key: keyOf(i), number: i };
  for (var k = 1; k <= ATTRIBUTES; k += 1) {
    document["test" + k] = "value " + k + " of document " + i;
  }
  return document;
}

function patchFor(i) {
  return { test1: "updated value of document " + i, updated: true };
}

function updatedDocumentFor(i) {
  var document = documentFor(i);
  var patch = patchFor(i);
  Object.keys(patch).forEach(function (name) { document[name] = patch[name]; });
  return document;
}

// The same documents by AQL, for the phases that start from a filled collection (CONCAT of
// a number gives its decimal text in every version: docs 3.12, CONCAT; release notes 3.0).
var FILL_QUERY = (function () {
  var attributes = [];
  for (var k = 1; k <= ATTRIBUTES; k += 1) {
    attributes.push("test" + k + ": CONCAT(\"value " + k + " of document \", i)");
  }
  return "FOR i IN @from..@to INSERT { _key: CONCAT(\"crud\", i), number: i, " + attributes.join(", ") +
    " } INTO @@collection";
}());

function drop(host, name) {
  if (host.collection(name) !== null) {
    host.collection(name).drop();
  }
}

// A new scratch collection holding documents 0 … filled − 1; one left by a crashed run is
// dropped first (its name says it is ours). Returns the host's collection object.
function create(host, name, filled) {
  drop(host, name);
  var collection = host.createCollection(name, null);
  for (var from = 0; from < filled; from += BATCH_SIZE) {
    host.query(FILL_QUERY, { "@collection": name, from: from, to: Math.min(from + BATCH_SIZE, filled) - 1 });
  }
  return collection;
}

// null when the collection holds exactly documents 0 … n − 1 as `formula` gives them. The
// documents are checked in the formula's order, not the server's (a full scan's order is the
// server's own: MMFiles returns them in hash order), so a problem names the same document on
// every server: the first one that is wrong.
function contentProblem(host, collection, documents, formula) {
  var stored = host.query("FOR d IN @@collection RETURN d", { "@collection": collection.name }).rows;
  if (stored.length !== documents) {
    return "expected " + documents + " documents in " + collection.name + ", found " + stored.length;
  }
  var byNumber = {};
  for (var s = 0; s < stored.length; s += 1) {
    var number = documentCheck.numberOfKey("crud", stored[s]._key);
    if (number < 0 || number >= documents || byNumber.hasOwnProperty(number)) {
      return "unexpected or repeated document " + JSON.stringify(stored[s]._key) + " in " + collection.name;
    }
    byNumber[number] = stored[s];
  }
  for (var i = 0; i < documents; i += 1) {
    var mismatch = documentCheck.describeMismatch(formula(i), byNumber[i], i, collection.name);
    if (mismatch !== null) {
      return mismatch;
    }
  }
  return null;
}

// null when read i returned document i (results: one [document] per call, in call order).
function readProblem(results, documents) {
  if (results.length !== documents) {
    return "expected " + documents + " reads, got " + results.length;
  }
  for (var i = 0; i < documents; i += 1) {
    var mismatch = documentCheck.describeMismatch(documentFor(i), results[i][0], i, collectionName(documents));
    if (mismatch !== null) {
      return "read " + i + ": " + mismatch;
    }
  }
  return null;
}

module.exports = {
  COLLECTION_PATTERN: COLLECTION_PATTERN,
  collectionName: collectionName,
  keyOf: keyOf,
  documentFor: documentFor,
  patchFor: patchFor,
  updatedDocumentFor: updatedDocumentFor,
  create: create,
  drop: drop,
  contentProblem: contentProblem,
  readProblem: readProblem
};
