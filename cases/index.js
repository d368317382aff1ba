/*
 * The registry of suites: one line per suite. A suite module (cases/<suite>.js or
 * cases/<suite>/index.js) is
 *   { name, title, dataset (a module of setup/datasets/), defaultSizes (document counts),
 *     cases: [case records, see cases/shootout/index.js] }
 * Adding a suite is adding its files and one line below; the runner, the results file and the
 * comparison work for every suite unchanged. Case names are unique across all suites, so a
 * case name alone says which suite and dataset it belongs to. ES5.
 */
"use strict";

var SUITES = [
  require("./shootout/index"),
  require("./distinct"),
  require("./return-value")
];

var DEFAULT_SUITE = "shootout";

var casesByName = {};
SUITES.forEach(function (suite) {
  suite.cases.forEach(function (testCase) {
    if (casesByName.hasOwnProperty(testCase.name)) {
      throw new Error("aql-shootout: case " + testCase.name + " is defined twice (suites " +
        casesByName[testCase.name].suite + " and " + suite.name + ")");
    }
    // Each record knows its suite and dataset, so the runner needs nothing else.
    testCase.suite = suite.name;
    testCase.dataset = suite.dataset;
    casesByName[testCase.name] = testCase;
  });
});

function suiteNames() {
  return SUITES.map(function (suite) { return suite.name; });
}

function suite(name) {
  for (var i = 0; i < SUITES.length; i += 1) {
    if (SUITES[i].name === name) {
      return SUITES[i];
    }
  }
  return null;
}

// The case names of these suites (default: all), in registry order.
function caseNames(names) {
  var chosen = names || suiteNames();
  var result = [];
  SUITES.forEach(function (each) {
    if (chosen.indexOf(each.name) >= 0) {
      each.cases.forEach(function (testCase) { result.push(testCase.name); });
    }
  });
  return result;
}

function caseByName(name) {
  return casesByName.hasOwnProperty(name) ? casesByName[name] : null;
}

// The datasets of all suites, each once.
function datasets() {
  var seen = [];
  SUITES.forEach(function (each) {
    if (seen.indexOf(each.dataset) < 0) {
      seen.push(each.dataset);
    }
  });
  return seen;
}

// The bind parameters a case declares, "@collection" first (as arangod names collection
// parameters in bindVars, aql-semantics.md §9). Sizes do not change which names a case uses.
function bindParameterNames(testCase) {
  var names = Object.keys(testCase.bindVars(10000));
  return testCase.usesCollection === false ? names : ["@collection"].concat(names);
}

// Every case of every suite, in registry order.
var ALL_CASES = [];
SUITES.forEach(function (each) {
  ALL_CASES.push.apply(ALL_CASES, each.cases);
});

module.exports = {
  DEFAULT_SUITE: DEFAULT_SUITE,
  // all, names() and byName() span every suite (case names are unique across suites)
  all: ALL_CASES,
  names: function () { return caseNames(); },
  byName: caseByName,
  suites: SUITES,
  suiteNames: suiteNames,
  suite: suite,
  caseNames: caseNames,
  caseByName: caseByName,
  datasets: datasets,
  bindParameterNames: bindParameterNames
};
