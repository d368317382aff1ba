/*
 * Which suites, cases and sizes a run measures, from the options suite, cases and sizes and
 * the registry of suites (cases/index.js):
 *   suite   names of suites (default: shootout); an unknown name is an error listing the valid
 *           ones
 *   cases   names and * globs across the chosen suites (default: all of their cases); a suite
 *           none of whose cases is chosen is left out
 *   sizes   per suite: a plain size applies to every chosen suite, "NAME:SIZE" (or an object
 *           { NAME: [sizes] }) to suite NAME only; a suite given no size uses its own
 *           default sizes
 * Errors are thrown as plain Errors with one line each; options.js turns them into
 * OptionErrors. ES5.
 */
"use strict";

var sizes = require("./sizes");
var caseSelection = require("./case-selection");

function chooseSuites(names, catalog) {
  var valid = catalog.suiteNames();
  names.forEach(function (name) {
    if (valid.indexOf(name) < 0) {
      throw new Error("unknown suite '" + name + "'; valid suites: " + valid.join(", "));
    }
  });
  return valid.filter(function (name) { return names.indexOf(name) >= 0; });
}

// A pattern that matches nothing in the chosen suites but names a case of another suite
// says which suite to add, rather than only listing the valid cases.
function chooseCases(patterns, suiteNames, catalog) {
  try {
    return caseSelection.select(patterns, catalog.caseNames(suiteNames));
  } catch (e) {
    var elsewhere = null;
    patterns.forEach(function (pattern) {
      if (elsewhere === null) {
        try {
          var found = caseSelection.select([pattern], catalog.caseNames());
          elsewhere = { pattern: pattern, suite: catalog.caseByName(found[0]).suite };
        } catch (ignored) {
          // matches no case anywhere: the first message says so
        }
      }
    });
    if (elsewhere !== null && suiteNames.indexOf(elsewhere.suite) < 0) {
      throw new Error("case '" + elsewhere.pattern + "' is in suite " + elsewhere.suite + ", which is not chosen; " +
        "add it with --suite (suite: [\"" + elsewhere.suite + "\"]); suites chosen: " + suiteNames.join(", "));
    }
    throw e;
  }
}

function uniqueAscending(numbers) {
  return numbers.slice().sort(function (a, b) { return a - b; }).filter(function (n, i, all) {
    return i === 0 || all[i - 1] !== n;
  });
}

// A named size (sizes.js, e.g. pokec) is a size of the suites that list it, no other's.
function refuseForeignNamedSize(suite, documents) {
  var name = sizes.nameOf(documents);
  if (name !== null && !(suite.namedSizes && suite.namedSizes.indexOf(name) >= 0)) {
    throw new Error("size " + name + " is not a size of suite " + suite.name + "; give it to its suite alone, " +
      "e.g. social:" + name);
  }
}

// raw: null (each suite's defaults), a list of sizes and "NAME:SIZE" entries, or an object
// { NAME: [sizes] }. Returns { NAME: [document counts, ascending] } for every chosen suite.
// Sizes may name any chosen suite (chosenNames); the result covers the suites measured.
function chooseSizes(raw, chosenNames, suiteNames, catalog) {
  var plain = [];
  var named = {};
  function addNamed(suiteName, size) {
    if (chosenNames.indexOf(suiteName) < 0) {
      throw new Error("sizes name suite '" + suiteName + "', which is not " +
        (catalog.suite(suiteName) === null ? "a suite; valid suites: " + catalog.suiteNames().join(", ")
          : "chosen; suites chosen: " + chosenNames.join(", ")));
    }
    (named[suiteName] = named[suiteName] || []).push(sizes.parse(size));
  }
  if (raw !== null && !Array.isArray(raw)) {
    Object.keys(raw).forEach(function (suiteName) {
      var list = raw[suiteName];
      if (!Array.isArray(list) || list.length === 0) {
        throw new Error("option sizes." + suiteName + " must be a non-empty array of sizes, got " + JSON.stringify(list));
      }
      list.forEach(function (size) { addNamed(suiteName, size); });
    });
  } else if (raw !== null) {
    raw.forEach(function (item) {
      var colon = typeof item === "string" ? item.indexOf(":") : -1;
      if (colon > 0) {
        addNamed(item.slice(0, colon), item.slice(colon + 1));
      } else {
        plain.push(sizes.parse(item));
      }
    });
  }
  var chosen = {};
  suiteNames.forEach(function (name) {
    var list = named[name] || (plain.length > 0 ? plain : catalog.suite(name).defaultSizes);
    list.forEach(function (documents) { refuseForeignNamedSize(catalog.suite(name), documents); });
    chosen[name] = uniqueAscending(list);
  });
  return chosen;
}

// raw: { suite: [names], cases: [patterns], sizes: see chooseSizes }.
function select(raw, catalog) {
  var suiteNames = chooseSuites(raw.suite, catalog);
  var cases = chooseCases(raw.cases, suiteNames, catalog);
  var withCases = suiteNames.filter(function (name) {
    return cases.some(function (caseName) { return catalog.caseByName(caseName).suite === name; });
  });
  return { suites: withCases, cases: cases, sizes: chooseSizes(raw.sizes, suiteNames, withCases, catalog) };
}

module.exports = { select: select };
