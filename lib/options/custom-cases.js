/*
 * Cases that are not built in: a query to time (--query, shootout.time, shootout.ab) and the
 * records of a cases file (--cases-file). They become case records like the built-in ones
 * (cases/shootout/index.js) in a suite of their own, on the dataset of a built-in suite, so
 * the runner, the results file and the comparison treat them alike. Every field of a cases
 * file is checked, and every mistake is named, one line each. ES5.
 */
"use strict";

var expectations = require("../expectations");
var sizes = require("./sizes");

var NAME = /^[a-z0-9][a-z0-9-]{0,62}$/;
var RECORD_FIELDS = ["name", "query", "bindVars", "sizes", "expect"];
var EXPECT_FIELDS = ["count", "rows", "anyOrder"];

function describe(value) {
  var text = JSON.stringify(value);
  return text === undefined ? String(value) : (text.length > 60 ? text.slice(0, 57) + "..." : text);
}

// Whether a query reads the suite's dataset: it names @@collection (a collection bind
// parameter is written @@name and bound as "@name": docs 3.12, bind parameters).
function usesDataset(query) {
  return /@@collection\b/.test(query);
}

function copyOf(object) {
  var copy = {};
  Object.keys(object || {}).forEach(function (key) { copy[key] = object[key]; });
  return copy;
}

// The expectation of a record for `documents`: null (not verified: the result digest is
// recorded, nothing is checked), or one from expectations.js.
function expectationOf(expect, documents) {
  var wanted = typeof expect === "function" ? expect(documents) : expect;
  if (wanted === null || wanted === undefined) {
    return null;
  }
  if (Array.isArray(wanted)) {
    wanted = { rows: wanted };
  }
  if (wanted.rows !== undefined) {
    return wanted.anyOrder === true ? anyOrder(wanted.rows) : expectations.ordered(wanted.rows);
  }
  return { rowCount: wanted.count, check: function (rows) {
    return rows.length === wanted.count ? null : "expected " + wanted.count + " rows, got " + rows.length;
  } };
}

// The rows in any order: each expected row matched by one result row.
function anyOrder(expected) {
  return { rowCount: expected.length, check: function (rows) {
    if (rows.length !== expected.length) {
      return "expected " + expected.length + " rows, got " + rows.length;
    }
    var left = rows.slice();
    for (var i = 0; i < expected.length; i += 1) {
      var found = -1;
      for (var j = 0; j < left.length && found < 0; j += 1) {
        if (expectations.sameValue(expected[i], left[j])) {
          found = j;
        }
      }
      if (found < 0) {
        return "expected row " + expectations.preview(expected[i]) + " is missing";
      }
      left.splice(found, 1);
    }
    return null;
  } };
}

// A case record from checked fields. database: where a query without @@collection runs.
// sizeless: the query reads no dataset and nothing of it depends on a size, so it runs once,
// without a size (run-plan.js), instead of once per size of the dataset it does not read.
function record(fields, family, database, sizeless) {
  var binds = fields.bindVars || {};
  var dataset = usesDataset(fields.query);
  var testCase = {
    name: fields.name,
    family: family,
    query: fields.query,
    bindVars: function (documents) {
      return typeof binds === "function" ? copyOf(binds(documents)) : copyOf(binds);
    },
    expect: function (documents) {
      var expectation = expectationOf(fields.expect, documents);
      // no expectation: nothing to check, and the entry says the result was not verified
      return expectation === null ? { rowCount: null, check: function () { return null; }, none: true } : expectation;
    },
    // the workbench times read-only queries (runner.js refuses a plan that writes)
    readOnly: true
  };
  if (fields.sizes !== undefined) {
    testCase.sizes = fields.sizes.map(sizes.parse);
  }
  if (!dataset) {
    testCase.usesCollection = false;
    testCase.database = database;
  }
  if (sizeless === true) {
    testCase.sizeless = true;
  }
  return testCase;
}

// The suite of ad hoc queries: "query" alone, or "query-a" and "query-b" (shootout.ab).
// base: the built-in suite whose dataset @@collection names. Queries that read no dataset
// (no @@collection in any of them) run once, without a size: their bind parameters are fixed,
// so every size would time the same query on the same data. A/B pairs A and B per size, so
// when one of them reads the dataset both run on every size.
function adHocSuite(queries, bindVars, base, database) {
  var names = queries.length === 1 ? ["query"] : ["query-a", "query-b"];
  var sizeless = !queries.some(usesDataset);
  return {
    name: "workbench",
    title: "queries timed with the workbench, on the dataset of suite " + base.name,
    dataset: base.dataset,
    defaultSizes: base.defaultSizes,
    cases: queries.map(function (query, i) {
      return record({ name: names[i], query: query, bindVars: bindVars }, "workbench", database, sizeless);
    })
  };
}

function checkExpect(expect, where, mistakes) {
  if (expect === undefined || expect === null || typeof expect === "function") {
    return;
  }
  if (Array.isArray(expect)) {
    return;
  }
  if (typeof expect !== "object") {
    mistakes.push(where + ": expect must be an object { count } or { rows, anyOrder }, an array of rows or " +
      "(in a module) a function of the document count, got " + describe(expect));
    return;
  }
  Object.keys(expect).forEach(function (key) {
    if (EXPECT_FIELDS.indexOf(key) < 0) {
      mistakes.push(where + ": expect has an unknown field '" + key + "'; fields: " + EXPECT_FIELDS.join(", "));
    }
  });
  if ((expect.count === undefined) === (expect.rows === undefined)) {
    mistakes.push(where + ": expect needs either count or rows");
  }
  if (expect.count !== undefined && !(typeof expect.count === "number" && expect.count >= 0 &&
      expect.count === Math.floor(expect.count))) {
    mistakes.push(where + ": expect.count must be a whole number of rows, got " + describe(expect.count));
  }
  if (expect.rows !== undefined && !Array.isArray(expect.rows)) {
    mistakes.push(where + ": expect.rows must be an array, got " + describe(expect.rows));
  }
  if (expect.anyOrder !== undefined && typeof expect.anyOrder !== "boolean") {
    mistakes.push(where + ": expect.anyOrder must be true or false, got " + describe(expect.anyOrder));
  }
}

// One record of a cases file: its mistakes are pushed onto `mistakes`.
function checkRecord(fields, i, taken, mistakes) {
  var where = "case " + (i + 1);
  if (fields === null || typeof fields !== "object" || Array.isArray(fields)) {
    mistakes.push(where + ": must be an object { name, query, bindVars, sizes, expect }, got " + describe(fields));
    return;
  }
  if (typeof fields.name === "string") {
    where += " (" + fields.name + ")";
  }
  Object.keys(fields).forEach(function (key) {
    if (RECORD_FIELDS.indexOf(key) < 0) {
      mistakes.push(where + ": unknown field '" + key + "'; fields: " + RECORD_FIELDS.join(", "));
    }
  });
  if (typeof fields.name !== "string" || !NAME.test(fields.name)) {
    mistakes.push(where + ": name must be lower-case letters, digits and -, starting with a letter or digit, got " +
      describe(fields.name));
  } else if (taken(fields.name) !== null) {
    mistakes.push(where + ": the name clashes with " + taken(fields.name));
  }
  if (typeof fields.query !== "string" || /^\s*$/.test(fields.query)) {
    mistakes.push(where + ": query must be a non-empty AQL string, got " + describe(fields.query));
  }
  var binds = fields.bindVars;
  if (binds !== undefined && typeof binds !== "function" &&
      (binds === null || typeof binds !== "object" || Array.isArray(binds))) {
    mistakes.push(where + ": bindVars must be an object (or, in a module, a function of the document count), got " +
      describe(binds));
  } else if (binds !== null && typeof binds === "object" && binds.hasOwnProperty("@collection")) {
    mistakes.push(where + ": bindVars must not bind @collection: @@collection is the suite's dataset of each size");
  }
  if (fields.sizes !== undefined) {
    if (!Array.isArray(fields.sizes) || fields.sizes.length === 0) {
      mistakes.push(where + ": sizes must be a non-empty array such as [\"10k\", 2000], got " + describe(fields.sizes));
    } else {
      fields.sizes.forEach(function (size) {
        try {
          sizes.parse(size);
        } catch (e) {
          mistakes.push(where + ": " + e.message);
        }
      });
    }
  }
  checkExpect(fields.expect, where, mistakes);
}

// The suite "custom" from the records of a cases file. taken(name): null, or what a name
// clashes with. Throws an Error whose message has one line per mistake.
function fileSuite(records, base, taken, database) {
  var mistakes = [];
  if (!Array.isArray(records) || records.length === 0) {
    throw new Error("a cases file holds a non-empty array of case records { name, query, bindVars, sizes, expect }");
  }
  var seen = {};
  records.forEach(function (fields, i) {
    checkRecord(fields, i, function (name) {
      return seen.hasOwnProperty(name) ? "case " + seen[name] + " of this file" : taken(name);
    }, mistakes);
    if (fields && typeof fields.name === "string" && !seen.hasOwnProperty(fields.name)) {
      seen[fields.name] = i + 1;
    }
  });
  if (mistakes.length > 0) {
    throw new Error(mistakes.join("\n"));
  }
  return {
    name: "custom",
    title: "cases of a cases file, on the dataset of suite " + base.name,
    dataset: base.dataset,
    defaultSizes: base.defaultSizes,
    // a record without @@collection runs once, without a size, unless it names its own sizes
    // (its bindVars or expect may be functions of the document count)
    cases: records.map(function (fields) {
      return record(fields, "custom", database, !usesDataset(fields.query) && fields.sizes === undefined);
    })
  };
}

// The records in a cases file's text: JSON, or an ES5 module exporting the array (evaluated
// with module and exports only: a cases file needs nothing else).
function parseFile(path, text) {
  if (/\.json$/i.test(path)) {
    try {
      return JSON.parse(text);
    } catch (e) {
      throw new Error("not valid JSON (" + e.message + ")");
    }
  }
  var module = { exports: {} };
  try {
    new Function("module", "exports", "require", text)(module, module.exports, function (name) {
      throw new Error("a cases file cannot require modules (asked for '" + name + "')");
    });
  } catch (e2) {
    throw new Error("the module failed to load (" + (e2 && e2.message ? e2.message : e2) + ")");
  }
  return module.exports;
}

module.exports = {
  adHocSuite: adHocSuite,
  fileSuite: fileSuite,
  parseFile: parseFile,
  usesDataset: usesDataset
};
