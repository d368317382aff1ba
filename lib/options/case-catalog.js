/*
 * Which cases a run can choose from: the registry of suites (cases/index.js), plus, when the
 * options bring cases of their own, one suite more: "workbench" for a query to time (query,
 * queryB, bind) and "custom" for the records of a cases file (casesFile). Both run on the
 * dataset of a built-in suite (dataset, default shootout); a query without @@collection runs
 * in the database the user names (queryDatabase, default the current one). Part of reading
 * the options: nothing is created or measured here. ES5.
 */
"use strict";

var options = require("./options");
var customCases = require("./custom-cases");

var OWN_CASE_OPTIONS = ["query", "queryB", "bind", "casesFile", "dataset", "queryDatabase"];

function given(raw, name) {
  return raw.hasOwnProperty(name) && raw[name] !== undefined && raw[name] !== null;
}

function listOf(value) {
  return typeof value === "string" ? value.split(",").map(function (item) {
    return item.replace(/^\s+|\s+$/g, "");
  }) : value;
}

function copyOf(raw) {
  var copy = {};
  Object.keys(raw).forEach(function (key) { copy[key] = raw[key]; });
  return copy;
}

function textOption(raw, name) {
  if (typeof raw[name] !== "string" || /^\s*$/.test(raw[name])) {
    throw new options.OptionError("option " + name + " must be a non-empty AQL string, got " +
      JSON.stringify(raw[name]));
  }
  return raw[name];
}

// bind: an object, or its JSON text (the command line's --bind).
function bindOption(raw) {
  if (!given(raw, "bind")) {
    return {};
  }
  var value = raw.bind;
  if (typeof value === "string") {
    try {
      value = JSON.parse(value);
    } catch (e) {
      throw new options.OptionError("option bind must be a JSON object such as {\"value\": 3}, got " +
        JSON.stringify(raw.bind) + " (" + e.message + ")");
    }
  }
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    throw new options.OptionError("option bind must be an object of bind parameters, got " + JSON.stringify(value));
  }
  if (value.hasOwnProperty("@collection")) {
    throw new options.OptionError("option bind must not bind @collection: @@collection is the dataset of each size");
  }
  return value;
}

function baseSuite(raw, registry) {
  var name = given(raw, "dataset") ? raw.dataset : registry.DEFAULT_SUITE;
  var base = typeof name === "string" ? registry.suite(name) : null;
  if (base === null || base.dataset === null) {
    throw new options.OptionError("option dataset must name a suite whose dataset the cases read, got " +
      JSON.stringify(name) + "; valid suites: " + registry.suiteNames().filter(function (each) {
        return registry.suite(each).dataset !== null;
      }).join(", "));
  }
  return base;
}

function databaseOption(raw, host) {
  if (!given(raw, "queryDatabase")) {
    return host.currentDatabase();
  }
  if (typeof raw.queryDatabase !== "string" || !/^[A-Za-z_][A-Za-z0-9_-]{0,63}$/.test(raw.queryDatabase)) {
    throw new options.OptionError("option queryDatabase must name a database, got " + JSON.stringify(raw.queryDatabase));
  }
  return raw.queryDatabase;
}

function casesFileSuite(host, raw, registry, base, database) {
  if (typeof raw.casesFile !== "string" || raw.casesFile === "") {
    throw new options.OptionError("option casesFile must name a file, got " + JSON.stringify(raw.casesFile));
  }
  var path = host.files.absolute(raw.casesFile);
  var text;
  try {
    text = host.files.read(path);
  } catch (e) {
    throw new options.OptionError("cases file " + raw.casesFile + ": cannot read it (" + (e && e.message ? e.message : e) + ")");
  }
  try {
    return customCases.fileSuite(customCases.parseFile(path, text), base, function (name) {
      var builtIn = registry.caseByName(name);
      return builtIn === null ? null : "the built-in case " + name + " of suite " + builtIn.suite;
    }, database);
  } catch (e2) {
    throw new options.OptionError("cases file " + raw.casesFile + ":\n" + e2.message.split("\n").map(function (line) {
      return "  " + line;
    }).join("\n"));
  }
}

// raw: the run's options as given. Returns { catalog, raw }: the catalog to choose from, and
// the options with the suites the run measures (a query: workbench alone; a cases file: the
// chosen suites and custom).
function forOptions(host, raw, registry) {
  if (raw === null || typeof raw !== "object" || Array.isArray(raw)) {
    return { catalog: registry, raw: raw };
  }
  var hasQuery = given(raw, "query");
  var hasFile = given(raw, "casesFile");
  if (!hasQuery && !hasFile) {
    OWN_CASE_OPTIONS.forEach(function (name) {
      if (given(raw, name)) {
        throw new options.OptionError("option " + name + " belongs to " + (name === "queryB" || name === "bind"
          ? "a query to time (query)" : "a query to time (query) or a cases file (casesFile)") + "; none is given");
      }
    });
    return { catalog: registry, raw: raw };
  }
  if (hasQuery && hasFile) {
    throw new options.OptionError("options query and casesFile do not go together: time one query, or run the cases of a file");
  }
  var base = baseSuite(raw, registry);
  var database = databaseOption(raw, host);
  var chosen = copyOf(raw);
  // the results file keeps what was measured: the dataset read, and bind parameters as an
  // object whether they came as JSON text (command line) or an object (console)
  chosen.dataset = base.name;
  if (hasQuery) {
    var queries = [textOption(raw, "query")].concat(given(raw, "queryB") ? [textOption(raw, "queryB")] : []);
    // a results file of a query keeps suite workbench and its own case names among its
    // options, and --resume reads them back: those are no choice of the user's
    var ownCases = queries.length === 1 ? ["query"] : ["query-a", "query-b"];
    var cases = given(raw, "cases") ? listOf(raw.cases) : null;
    if (cases !== null && !(Array.isArray(cases) && cases.every(function (name) { return ownCases.indexOf(name) >= 0; }))) {
      throw new options.OptionError("option cases does not go with query: the run times the query (and queryB)");
    }
    var suites = given(raw, "suite") ? listOf(raw.suite) : null;
    if (suites !== null && !(suites.length === 1 && suites[0] === "workbench")) {
      throw new options.OptionError("option suite does not go with query; choose the dataset the query reads with " +
        "dataset (e.g. --dataset distinct)");
    }
    chosen.suite = ["workbench"];
    var bindVars = bindOption(raw);
    if (given(raw, "bind")) {
      chosen.bind = bindVars;
    }
    return { catalog: registry.withSuite(customCases.adHocSuite(queries, bindVars, base, database)), raw: chosen };
  }
  ["queryB", "bind"].forEach(function (name) {
    if (given(raw, name)) {
      throw new options.OptionError("option " + name + " belongs to a query to time (query), not to a cases file " +
        "(whose cases carry their own bindVars)");
    }
  });
  var named = given(raw, "suite") ? listOf(raw.suite) : [registry.DEFAULT_SUITE];
  chosen.suite = Array.isArray(named) && named.indexOf("custom") < 0 ? named.concat(["custom"]) : named;
  return { catalog: registry.withSuite(casesFileSuite(host, raw, registry, base, database)), raw: chosen };
}

module.exports = { forOptions: forOptions };
