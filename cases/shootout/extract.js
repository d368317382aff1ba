/*
 * Extraction cases (19-22): return every document, or one attribute of it. ES5.
 */
"use strict";

var dataset = require("../../setup/datasets/values");
var expectations = require("../../lib/expectations");
var rows = require("./expected-rows");

function noMismatch() {
  return null;
}

function numberRow(row) {
  return typeof row === "number" && row === Math.floor(row) ? row : -1;
}

function keyRow(row) {
  return dataset.numberOfKey(row);
}

module.exports = [
  {
    name: "extract-doc",
    family: "extract",
    query: "FOR c IN @@collection RETURN c",
    bindVars: function () { return {}; },
    expect: function (documents, collection) { return rows.wholeDocuments(documents, documents, collection); }
  },
  {
    name: "extract-key",
    family: "extract",
    query: "FOR c IN @@collection RETURN c._key",
    bindVars: function () { return {}; },
    expect: function (documents) { return expectations.eachNumberOnce(documents, keyRow, noMismatch); }
  },
  {
    name: "extract-number",
    family: "extract",
    query: "FOR c IN @@collection RETURN c.@attribute",
    bindVars: function () { return { attribute: "value1" }; },
    expect: function (documents) { return expectations.eachNumberOnce(documents, numberRow, noMismatch); }
  },
  {
    name: "extract-string",
    family: "extract",
    query: "FOR c IN @@collection RETURN c.@attribute",
    bindVars: function () { return { attribute: "value2" }; },
    // value2 is "test"+i, the same shape as a key.
    expect: function (documents) { return expectations.eachNumberOnce(documents, keyRow, noMismatch); }
  }
];
