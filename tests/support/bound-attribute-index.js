/*
 * arangod 2.5.0 to 2.5.3 serve no attribute named through a bind parameter (c.@attribute)
 * from an index: the optimizer's index rules there accept only a plain attribute access
 * (arangod/Aql/OptimizerRules.cpp FindVarAndAttr / BuildRangeInfo, tag v2.5.0); commit
 * 74f8b2b846 fixed it in 2.5.4. On those versions a
 * run leaves the cases that need such an index untimed (lib/run/runner.js); the suites that check
 * whole runs expect exactly that. ES5: used by jsunity suites that also run inside arangod.
 */
"use strict";

// Whether the server of `version` (db._version()) looks c.@attribute up in an index.
function servesBoundAttributesFromIndexes(version) {
  var parts = String(version).split(/[.-]/);
  return !(parts[0] === "2" && parts[1] === "5" && (parseInt(parts[2], 10) || 0) < 4);
}

// The names of the cases that need an index for an attribute named by a bind parameter.
function casesNeedingBoundAttributeIndex(cases) {
  return cases.filter(function (testCase) {
    return testCase.usesIndex === true && /\.@attribute\b/.test(testCase.query);
  }).map(function (testCase) { return testCase.name; });
}

// The cases a run on the server of `version` leaves untimed for lack of an index.
function untimedCases(version, cases) {
  return servesBoundAttributesFromIndexes(version) ? [] : casesNeedingBoundAttributeIndex(cases);
}

module.exports = {
  servesBoundAttributesFromIndexes: servesBoundAttributesFromIndexes,
  casesNeedingBoundAttributeIndex: casesNeedingBoundAttributeIndex,
  untimedCases: untimedCases
};
