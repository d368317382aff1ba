/*
 * COLLECT cases (1-4): group all documents by value7 / value8. COLLECT returns its groups in
 * ascending AQL order (docs 2.8 and 3.12, COLLECT), so the result is compared in order. ES5.
 */
"use strict";

var dataset = require("../../setup/datasets/values");
var expectations = require("../../lib/expectations");
var rows = require("./expected-rows");

function numberGroups(documents) {
  return rows.rangeOf(dataset.groupCount(documents), function (i) { return i; });
}

function stringGroups(documents) {
  return rows.sortedStrings(rows.rangeOf(dataset.groupCount(documents), function (i) {
    return "test" + i;
  }));
}

function withCounts(groups) {
  // Each group holds exactly 100 documents: g = n / 100 groups of i % g.
  return groups.map(function (group) { return [group, 100]; });
}

module.exports = [
  {
    name: "collect-number",
    family: "collect",
    query: "FOR c IN @@collection COLLECT value = c.@attribute RETURN value",
    bindVars: function () { return { attribute: "value7" }; },
    expect: function (documents) { return expectations.ordered(numberGroups(documents)); }
  },
  {
    name: "collect-string",
    family: "collect",
    query: "FOR c IN @@collection COLLECT value = c.@attribute RETURN value",
    bindVars: function () { return { attribute: "value8" }; },
    expect: function (documents) { return expectations.ordered(stringGroups(documents)); }
  },
  {
    name: "collect-count-number",
    family: "collect",
    query: "FOR c IN @@collection COLLECT value = c.@attribute WITH COUNT INTO groupSize " +
      "RETURN [ value, groupSize ]",
    bindVars: function () { return { attribute: "value7" }; },
    expect: function (documents) { return expectations.ordered(withCounts(numberGroups(documents))); }
  },
  {
    name: "collect-count-string",
    family: "collect",
    query: "FOR c IN @@collection COLLECT value = c.@attribute WITH COUNT INTO groupSize " +
      "RETURN [ value, groupSize ]",
    bindVars: function () { return { attribute: "value8" }; },
    expect: function (documents) { return expectations.ordered(withCounts(stringGroups(documents))); }
  }
];
