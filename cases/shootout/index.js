/*
 * Suite "shootout": the 33 cases of the Great AQL Shootout (2015, ArangoDB 2.5 vs 2.6) in the
 * order of the 2015 script, on the values<n> dataset. A case is a record:
 *   name, family, query (AQL; the collection is always the bind parameter @@collection),
 *   bindVars(documents) → the other bind parameters,
 *   expect(documents, collectionName) → an expectation (lib/expectations.js),
 *   usesIndex: true when the dataset's indexes must serve the query (joins, lookups, the
 *   subquery); a plan without an index there means a misconfigured server;
 *   optional: requires (features, lib/features.js), usesCollection: false (no @@collection).
 * Adding a case is adding a record to one of these files. ES5.
 */
"use strict";

module.exports = {
  name: "shootout",
  title: "the Great AQL Shootout (2015): 33 cases on values<n>",
  dataset: require("../../setup/datasets/values"),
  defaultSizes: [10000, 100000, 1000000],
  cases: [].concat(
    require("./collect"),
    require("./subquery"),
    require("./functions"),
    require("./minmax"),
    require("./sort"),
    require("./filter"),
    require("./extract"),
    require("./join"),
    require("./lookup")
  )
};
