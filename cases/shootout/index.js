/*
 * The 33 cases in the order of the 2015 shootout. A case is a record:
 *   name, family, query (AQL; the collection is always the bind parameter @@collection),
 *   bindVars(documents) → the other bind parameters,
 *   expect(documents, collectionName) → an expectation (lib/expectations.js),
 *   usesIndex: true when the dataset's indexes must serve the query (joins, lookups, the
 *   subquery); a plan without an index there means a misconfigured server.
 * Adding a case is adding a record to one of these files. ES5.
 */
"use strict";

var CASES = [].concat(
  require("./collect"),
  require("./subquery"),
  require("./functions"),
  require("./minmax"),
  require("./sort"),
  require("./filter"),
  require("./extract"),
  require("./join"),
  require("./lookup")
);

function names() {
  return CASES.map(function (testCase) { return testCase.name; });
}

function byName(name) {
  for (var i = 0; i < CASES.length; i += 1) {
    if (CASES[i].name === name) {
      return CASES[i];
    }
  }
  return null;
}

// The bind parameters a case declares, "@collection" first (as arangod names collection
// parameters in bindVars, aql-semantics.md §9). Sizes do not change which names a case uses.
function bindParameterNames(testCase) {
  return ["@collection"].concat(Object.keys(testCase.bindVars(10000)));
}

module.exports = {
  all: CASES,
  names: names,
  byName: byName,
  bindParameterNames: bindParameterNames
};
