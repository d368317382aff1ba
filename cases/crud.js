/*
 * Suite "crud": individual document operations, as the ArangoDB team's single-document
 * benchmarks timed them (10,000 and 100,000 inserts, reads, updates and removals, one call per
 * document). Each phase is a case; a run of it is n calls of one kind on a scratch collection
 * of the suite's database, timed call by call and summed (lib/run/workload.js). Its state (an
 * empty or a filled collection) is made before the run and dropped after it, outside the
 * timed region, so the read-only datasets of the other suites are never written. Document
 * calls do not go through the AQL optimizer: these cases have no query plan. ES5.
 */
"use strict";

var scratch = require("../setup/scratch/crud");

// 0 … documents − 1
function numbers(documents) {
  var all = [];
  for (var i = 0; i < documents; i += 1) {
    all.push(i);
  }
  return all;
}

// The calls of a phase: one per document, i = 0 … n − 1, each reporting the key it acted on
// (the same in every version; the calls' own return values differ between versions).
function callsOf(documents, call) {
  return numbers(documents).map(function (i) {
    var key = scratch.keyOf(i);
    return { call: function () { return call(i, key); }, rows: function () { return [key]; } };
  });
}

// A phase on a scratch collection: `filled` says whether it starts with the n documents.
function phase(filled, form, steps, verify) {
  return function (context) {
    var name = scratch.collectionName(context.documents);
    return {
      form: form,
      query: null,
      prepare: function (host) {
        return scratch.create(host, name, filled ? context.documents : 0);
      },
      steps: function (collection) { return steps(collection, context.documents); },
      cleanup: function (host) { scratch.drop(host, name); },
      verify: function (host, collection, results) { return verify(host, collection, context.documents, results); }
    };
  };
}

function noBindVars() {
  return {};
}

module.exports = {
  name: "crud",
  title: "Single-document operations: n inserts, reads, updates and removals, one call each",
  dataset: null,
  scratchPattern: scratch.COLLECTION_PATTERN,
  defaultSizes: [10000, 100000],
  cases: [
    {
      name: "crud-insert",
      family: "crud",
      query: "collection.insert(document) for each of n new documents",
      bindVars: noBindVars,
      usesCollection: false,
      workload: phase(false, "document calls", function (collection, documents) {
        return callsOf(documents, function (i) { return collection.insert(scratch.documentFor(i)); });
      }, function (host, collection, documents) {
        return scratch.contentProblem(host, collection, documents, scratch.documentFor);
      })
    },
    {
      name: "crud-get",
      family: "crud",
      query: "collection.document(key) for each of n documents",
      bindVars: noBindVars,
      usesCollection: false,
      workload: phase(true, "document calls", function (collection, documents) {
        var steps = callsOf(documents, function (i, key) { return collection.document(key); });
        // the rows of a read are the documents it returned
        steps.forEach(function (step) { step.rows = function (found) { return [found]; }; });
        return steps;
      }, function (host, collection, documents, results) {
        return scratch.readProblem(results, documents);
      })
    },
    {
      name: "crud-update",
      family: "crud",
      query: "collection.update(key, patch) for each of n documents",
      bindVars: noBindVars,
      usesCollection: false,
      workload: phase(true, "document calls", function (collection, documents) {
        return callsOf(documents, function (i, key) { return collection.update(key, scratch.patchFor(i)); });
      }, function (host, collection, documents) {
        return scratch.contentProblem(host, collection, documents, scratch.updatedDocumentFor);
      })
    },
    {
      name: "crud-remove",
      family: "crud",
      query: "collection.remove(key) for each of n documents",
      bindVars: noBindVars,
      usesCollection: false,
      workload: phase(true, "document calls", function (collection, documents) {
        return callsOf(documents, function (i, key) { return collection.remove(key); });
      }, function (host, collection) {
        var left = collection.count();
        return left === 0 ? null : "expected an empty collection after the removals, " + left + " documents are left";
      })
    }
  ]
};
