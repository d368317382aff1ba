/*
 * FILTER cases (17-18): an equality filter on a non-indexed attribute, with the compared
 * value as a bind parameter. Document 333 exists only in collections of more than 333
 * documents. ES5.
 */
"use strict";

var expectations = require("../../lib/expectations");

var WANTED = 333;

function filterCase(name, attribute, value) {
  return {
    name: name,
    family: "filter",
    query: "FOR c IN @@collection FILTER c.@attribute == @value RETURN c.@attribute",
    bindVars: function () { return { attribute: attribute, value: value }; },
    expect: function (documents) { return expectations.ordered(documents > WANTED ? [value] : []); }
  };
}

module.exports = [
  filterCase("filter-number", "value5", WANTED),
  filterCase("filter-string", "value6", "test" + WANTED)
];
