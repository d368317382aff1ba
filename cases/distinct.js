/*
 * Suite "distinct": "On getting unique values" (ArangoDB issue #987). The 100 distinct values
 * of one attribute of 4,000,000 documents, without an index (setup/datasets/distinct.js), asked
 * for in every way AQL offers. The query is distinct-collect; the others are the
 * variants a user compares next. Every COLLECT returns its groups in ascending order (also the
 * hash method, which the optimizer follows with a SortNode; docs 2.8 and 3.12, COLLECT); RETURN
 * DISTINCT promises no order (the 2.8 docs), so its values are checked as a set. ES5.
 */
"use strict";

var dataset = require("../setup/datasets/distinct");
var expectations = require("../lib/expectations");

function allValues() {
  var values = [];
  for (var v = 0; v < dataset.VALUE_COUNT; v += 1) {
    values.push(v);
  }
  return values;
}

function sortedValues() {
  return expectations.ordered(allValues());
}

function valueNumber(row) {
  return typeof row === "number" && row === Math.floor(row) ? row : -1;
}

function noBindVars() {
  return {};
}

module.exports = {
  name: "distinct",
  title: "On getting unique values (ArangoDB issue #987): 100 values of 4,000,000 documents",
  dataset: dataset,
  defaultSizes: [4000000],
  cases: [
    {
      name: "distinct-collect",
      family: "distinct",
      query: "FOR doc IN @@collection COLLECT value = doc.value RETURN value",
      bindVars: noBindVars,
      expect: sortedValues
    },
    {
      name: "distinct-return-distinct",
      family: "distinct",
      query: "FOR doc IN @@collection RETURN DISTINCT doc.value",
      bindVars: noBindVars,
      requires: ["return-distinct"],
      expect: function () {
        return expectations.eachNumberOnce(dataset.VALUE_COUNT, valueNumber, function () { return null; });
      }
    },
    {
      name: "distinct-collect-hash",
      family: "distinct",
      query: "FOR doc IN @@collection COLLECT value = doc.value OPTIONS { method: \"hash\" } RETURN value",
      bindVars: noBindVars,
      requires: ["collect-options"],
      expect: sortedValues
    },
    {
      name: "distinct-collect-sorted",
      family: "distinct",
      query: "FOR doc IN @@collection COLLECT value = doc.value OPTIONS { method: \"sorted\" } RETURN value",
      bindVars: noBindVars,
      requires: ["collect-options"],
      expect: sortedValues
    },
    {
      name: "distinct-collect-count",
      family: "distinct",
      query: "FOR doc IN @@collection COLLECT value = doc.value WITH COUNT INTO groupSize " +
        "RETURN [ value, groupSize ]",
      bindVars: noBindVars,
      // each of the 100 values is held by n / 100 documents
      expect: function (documents) {
        return expectations.ordered(allValues().map(function (value) {
          return [value, documents / dataset.VALUE_COUNT];
        }));
      }
    }
  ]
};
