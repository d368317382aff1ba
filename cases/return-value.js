/*
 * Suite "return-value": the queries of the "Return value optimization" post (ArangoDB 2.6),
 * which made returning documents and values from a query cheaper: whole user documents, their
 * keys (setup/datasets/users.js), and a million numbers from a range, which reads no
 * collection at all (always the post's 1..1000000, whatever the size). ES5.
 */
"use strict";

var dataset = require("../setup/datasets/users");
var expectations = require("../lib/expectations");

var RANGE_END = 1000000;

function noBindVars() {
  return {};
}

module.exports = {
  name: "return-value",
  title: "Return value optimization (ArangoDB 2.6): documents, keys and a range of 100,000 users",
  dataset: dataset,
  defaultSizes: [100000],
  cases: [
    {
      name: "return-document",
      family: "return",
      query: "FOR u IN @@collection RETURN u",
      bindVars: noBindVars,
      expect: function (documents, collection) {
        return expectations.eachNumberOnce(documents, function (row) {
          return row !== null && typeof row === "object" ? dataset.numberOfKey(row._key) : -1;
        }, function (row, i) {
          return dataset.describeMismatch(row, i, documents, collection);
        });
      }
    },
    {
      name: "return-key",
      family: "return",
      query: "FOR u IN @@collection RETURN u._key",
      bindVars: noBindVars,
      expect: function (documents) {
        return expectations.eachNumberOnce(documents, dataset.numberOfKey, function () { return null; });
      }
    },
    {
      name: "return-range",
      family: "return",
      query: "FOR i IN 1.." + RANGE_END + " RETURN i",
      bindVars: noBindVars,
      // the range is the query's own: no collection, no @@collection
      usesCollection: false,
      expect: function () {
        return expectations.sequence(RANGE_END, function (i) { return i + 1; });
      }
    }
  ]
};
