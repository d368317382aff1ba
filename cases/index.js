/*
 * The registry of suites: one line per suite. A suite module (cases/<suite>.js or
 * cases/<suite>/index.js) is
 *   { name, title, dataset (a module of setup/datasets/, or null when its cases make their own
 *     scratch collections, named by scratchPattern), defaultSizes (document counts),
 *     cases: [case records, see cases/shootout/index.js; workload cases: lib/run/workload.js] }
 * Adding a suite is adding its files and one line below; the runner, the results file and the
 * comparison work for every suite unchanged. Case names are unique across all suites, so a
 * case name alone says which suite and dataset it belongs to. ES5.
 */
"use strict";

var SUITES = [
  require("./shootout/index"),
  require("./distinct"),
  require("./return-value"),
  require("./social/index"),
  require("./crud")
];

var DEFAULT_SUITE = "shootout";

// The bind parameters a case declares, "@collection" first (as arangod names collection
// parameters in bindVars, docs 3.12, bind parameters). Sizes do not change which names a case uses.
function bindParameterNames(testCase) {
  if (typeof testCase.workload === "function") {
    return workloadParameterNames(testCase.query);
  }
  var names = Object.keys(testCase.bindVars(10000));
  return testCase.usesCollection === false ? names : ["@collection"].concat(names);
}

// A workload case (lib/run/workload.js) describes its calls in `query`: the parameters its
// queries take are the @names there, as bindVars keys ("@@edges" is the key "@edges");
// document calls take none.
function workloadParameterNames(description) {
  var names = [];
  (description.match(/@@?[A-Za-z_][A-Za-z0-9_]*/g) || []).forEach(function (word) {
    var name = word.slice(1);
    if (names.indexOf(name) < 0) {
      names.push(name);
    }
  });
  return names;
}

// A catalog: the suites, their cases by name, and their datasets. The registry below is one;
// a run with cases of its own (a query to time, --cases-file) gets one with an extra suite.
function createCatalog(suites) {
  var casesByName = {};
  suites.forEach(function (each) {
    each.cases.forEach(function (testCase) {
      if (casesByName.hasOwnProperty(testCase.name)) {
        throw new Error("aql-shootout: case " + testCase.name + " is defined twice (suites " +
          casesByName[testCase.name].suite + " and " + each.name + ")");
      }
      // Each record knows its suite and dataset, so the runner needs nothing else.
      testCase.suite = each.name;
      testCase.dataset = each.dataset;
      casesByName[testCase.name] = testCase;
    });
  });

  function suiteNames() {
    return suites.map(function (each) { return each.name; });
  }

  function suite(name) {
    for (var i = 0; i < suites.length; i += 1) {
      if (suites[i].name === name) {
        return suites[i];
      }
    }
    return null;
  }

  // The case names of these suites (default: all), in registry order.
  function caseNames(names) {
    var chosen = names || suiteNames();
    var result = [];
    suites.forEach(function (each) {
      if (chosen.indexOf(each.name) >= 0) {
        each.cases.forEach(function (testCase) { result.push(testCase.name); });
      }
    });
    return result;
  }

  function caseByName(name) {
    return casesByName.hasOwnProperty(name) ? casesByName[name] : null;
  }

  // The datasets of all suites, each once (a suite working on scratch collections has none).
  function datasets() {
    var seen = [];
    suites.forEach(function (each) {
      if (each.dataset !== null && seen.indexOf(each.dataset) < 0) {
        seen.push(each.dataset);
      }
    });
    return seen;
  }

  var all = [];
  suites.forEach(function (each) {
    all.push.apply(all, each.cases);
  });

  var catalog = {
    DEFAULT_SUITE: DEFAULT_SUITE,
    // all, names() and byName() span every suite (case names are unique across suites)
    all: all,
    names: function () { return caseNames(); },
    byName: caseByName,
    suites: suites,
    suiteNames: suiteNames,
    suite: suite,
    caseNames: caseNames,
    caseByName: caseByName,
    datasets: datasets,
    bindParameterNames: bindParameterNames,
    // this catalog and one suite more (its case names must not clash with ours)
    withSuite: function (extra) {
      if (suite(extra.name) !== null) {
        throw new Error("aql-shootout: a suite named " + extra.name + " exists already");
      }
      return createCatalog(suites.concat([extra]));
    }
  };
  return catalog;
}

module.exports = createCatalog(SUITES);
