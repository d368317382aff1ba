/*
 * SORT cases (15-16): sort all documents on a non-indexed attribute, keep the first.
 * value5 / value6 are unique, so there are no ties whose order AQL leaves open. ES5.
 */
"use strict";

var expectations = require("../../lib/expectations");

function sortCase(name, attribute, first) {
  return {
    name: name,
    family: "sort",
    query: "FOR c IN @@collection SORT c.@attribute LIMIT 1 RETURN c.@attribute",
    bindVars: function () { return { attribute: attribute }; },
    expect: function () { return expectations.ordered([first]); }
  };
}

module.exports = [
  sortCase("sort-number", "value5", 0),
  sortCase("sort-string", "value6", "test0")
];
