/*
 * Function cases (6-10): CONCAT, MERGE, KEEP and UNSET applied to every document. ES5.
 */
"use strict";

var expectations = require("../../lib/expectations");
var rows = require("./expected-rows");

function concatNumber(row) {
  var match = typeof row === "string" ? /^test(0|[1-9][0-9]*)-(0|[1-9][0-9]*)$/.exec(row) : null;
  return match && match[1] === match[2] ? parseInt(match[1], 10) : -1;
}

function mergeCase(name, attribute) {
  return {
    name: name,
    family: "functions",
    query: "FOR c IN @@collection RETURN MERGE(c, { testValue: c.@attribute })",
    bindVars: function () { return { attribute: attribute }; },
    expect: function (documents, collection) {
      return rows.transformedDocuments(documents, collection, rows.keyNumber, function (stored) {
        stored.testValue = stored[attribute];
        return stored;
      });
    }
  };
}

var SYSTEM_ATTRIBUTES = ["_key", "_rev", "_id"];

module.exports = [
  {
    name: "concat",
    family: "functions",
    query: "FOR c IN @@collection RETURN CONCAT(c._key, \"-\", c.@attribute)",
    bindVars: function () { return { attribute: "value5" }; },
    expect: function (documents) {
      return expectations.eachNumberOnce(documents, concatNumber, function () { return null; });
    }
  },
  mergeCase("merge-number", "value5"),
  mergeCase("merge-string", "value6"),
  {
    name: "keep",
    family: "functions",
    query: "FOR c IN @@collection RETURN KEEP(c, \"_key\", \"_rev\", \"_id\")",
    bindVars: function () { return {}; },
    expect: function (documents, collection) {
      return rows.transformedDocuments(documents, collection, rows.keyNumber, function (stored) {
        var kept = {};
        SYSTEM_ATTRIBUTES.forEach(function (name) { kept[name] = stored[name]; });
        return kept;
      });
    }
  },
  {
    name: "unset",
    family: "functions",
    query: "FOR c IN @@collection RETURN UNSET(c, \"_key\", \"_rev\", \"_id\")",
    bindVars: function () { return {}; },
    expect: function (documents, collection) {
      // Without _key the row is identified by value1, which is its document number.
      var byValue1 = function (row) {
        return row !== null && typeof row === "object" && typeof row.value1 === "number" ? row.value1 : -1;
      };
      return rows.transformedDocuments(documents, collection, byValue1, function (stored) {
        SYSTEM_ATTRIBUTES.forEach(function (name) { delete stored[name]; });
        return stored;
      });
    }
  }
];
