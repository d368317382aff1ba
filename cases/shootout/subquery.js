/*
 * Subquery case (5): for each document, a correlated subquery finds the documents with the
 * same value1 (hash-indexed and unique by the formula), so every length is 1. ES5.
 */
"use strict";

var expectations = require("../../lib/expectations");

module.exports = [
  {
    name: "subquery",
    family: "subquery",
    usesIndex: true,
    query: "FOR c IN @@collection LET sub = (FOR s IN @@collection FILTER s.@attribute == " +
      "c.@attribute RETURN s) RETURN LENGTH(sub)",
    bindVars: function () { return { attribute: "value1" }; },
    expect: function (documents) { return expectations.repeated(documents, 1); }
  }
];
