/*
 * MIN / MAX cases (11-14): one aggregate over a subquery of all documents. ES5.
 */
"use strict";

var expectations = require("../../lib/expectations");

// The greatest of "test0" … "test<n-1>" in AQL string order, which for these ASCII strings is
// JavaScript's own string order (see expected-rows.js): "test9999" for 10,000 documents,
// "test999" for 2,000.
function greatestString(documents) {
  var greatest = "test0";
  for (var i = 1; i < documents; i += 1) {
    var candidate = "test" + i;
    if (candidate > greatest) {
      greatest = candidate;
    }
  }
  return greatest;
}

function aggregateCase(name, aggregate, attribute, expectedValue) {
  return {
    name: name,
    family: "minmax",
    query: "RETURN " + aggregate + "(FOR c IN @@collection RETURN c.@attribute)",
    bindVars: function () { return { attribute: attribute }; },
    expect: function (documents) { return expectations.ordered([expectedValue(documents)]); }
  };
}

module.exports = [
  aggregateCase("min-number", "MIN", "value5", function () { return 0; }),
  aggregateCase("min-string", "MIN", "value6", function () { return "test0"; }),
  aggregateCase("max-number", "MAX", "value5", function (documents) { return documents - 1; }),
  aggregateCase("max-string", "MAX", "value6", greatestString)
];
