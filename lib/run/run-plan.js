/*
 * The plan of a run from its normalized options (options.js): which datasets to build and
 * which case to measure on which size, suite by suite in registry order, each suite's cases
 * in its own order, each case on its sizes in ascending order. Rows are keyed by suite, case
 * and size everywhere (resume, comparison), so equal names in two suites could never mix. ES5.
 */
"use strict";

function key(suiteName, caseName, documents) {
  return suiteName + "|" + caseName + "|" + documents;
}

// The suite of a results-file entry: files written before suites existed have none and hold
// the 2015 shootout's cases.
function suiteOf(entry) {
  return typeof entry.suite === "string" ? entry.suite : "shootout";
}

// [{ testCase, documents }] for every chosen case and size. A case that reads no dataset and
// takes no size (sizeless: a query of the user's without @@collection, custom-cases.js) runs
// once, with documents null.
function items(chosen, catalog) {
  var plan = [];
  chosen.suite.forEach(function (suiteName) {
    catalog.suite(suiteName).cases.forEach(function (testCase) {
      if (chosen.cases.indexOf(testCase.name) < 0) {
        return;
      }
      if (testCase.sizeless === true) {
        plan.push({ testCase: testCase, documents: null });
        return;
      }
      chosen.sizes[suiteName].forEach(function (documents) {
        // a case of a cases file may name the sizes it runs on
        if (!testCase.sizes || testCase.sizes.indexOf(documents) >= 0) {
          plan.push({ testCase: testCase, documents: documents });
        }
      });
    });
  });
  return plan;
}

// [{ suite, dataset, documents }] to build before measuring: one per dataset and size whose
// collection a chosen case reads (a case with usesCollection: false needs none).
function datasets(chosen, catalog) {
  var needed = [];
  items(chosen, catalog).forEach(function (item) {
    if (item.testCase.usesCollection === false) {
      return;
    }
    var exists = needed.some(function (each) {
      return each.dataset === item.testCase.dataset && each.documents === item.documents;
    });
    if (!exists) {
      needed.push({ suite: item.testCase.suite, dataset: item.testCase.dataset, documents: item.documents });
    }
  });
  return needed;
}

// "shootout 10k, 100k; distinct 4000k": the sizes per suite, for the run's header; a suite
// whose chosen cases all run without a size (items above) says so instead.
function describeSizes(chosen, label, catalog) {
  return chosen.suite.map(function (suiteName) {
    var cases = catalog ? catalog.suite(suiteName).cases.filter(function (testCase) {
      return chosen.cases.indexOf(testCase.name) >= 0;
    }) : [];
    var sizeless = cases.length > 0 && cases.every(function (testCase) { return testCase.sizeless === true; });
    return suiteName + " " + (sizeless ? "none (reads no dataset)"
      : chosen.sizes[suiteName].map(label).join(", "));
  }).join("; ");
}

// "database: shootout": where the chosen cases run, for the run's header. A query that reads
// no dataset runs in the database it was given (queryDatabase, by default the one the user is
// in; custom-cases.js), not in the suite's: the header names that one.
function describeDatabases(chosen, catalog) {
  var elsewhere = [];
  var inSuiteDatabase = false;
  items(chosen, catalog).forEach(function (item) {
    var database = item.testCase.database;
    if (typeof database === "string" && database !== chosen.database) {
      if (elsewhere.indexOf(database) < 0) {
        elsewhere.push(database);
      }
    } else {
      inSuiteDatabase = true;
    }
  });
  if (elsewhere.length === 0) {
    return "database: " + chosen.database;
  }
  return inSuiteDatabase ? "databases: " + chosen.database + " (the datasets), " + elsewhere.join(", ") +
    " (queries without @@collection)" : "database: " + elsewhere.join(", ") + " (the query reads no dataset; " +
    chosen.database + " holds the run's lock)";
}

module.exports = { key: key, suiteOf: suiteOf, items: items, datasets: datasets, describeSizes: describeSizes,
  describeDatabases: describeDatabases };
