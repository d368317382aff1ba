/*
 * What arangod's command line does to a query given there (script mode: each
 * --javascript.script-parameter value), caught before anything is created or measured.
 * arangod reads every option value with "@@" standing for "@" and "@NAME@" for the environment
 * variable NAME, nothing when unset (2.x lib/ProgramOptions/program-options.cpp, FillVariables;
 * 3.x lib/ProgramOptions/Translator.cpp, EnvironmentTranslator, through
 * ProgramOptions::setValue). So a query typed as in the console arrives changed in one of two
 * ways, each a query no server runs (errors 1551 and 1552: v2.5.4 arangod/Aql/Ast.cpp):
 * - "@@name" arrives as "@name": a value parameter, which --bind does not give, since it gives
 *   the collection "@name", or the suite binds it (@@collection, the dataset);
 * - from one "@" to the next, the text is taken for a variable's name and dropped ("d.a == @a
 *   && d.b == @b" arrives as "d.a == b"): --bind gives a parameter the query no longer names.
 * A query whose every "@" was doubled arrives as typed, and a parameter of the user's own named
 * `collection`, given by --bind, is no sign. ES5.
 */
"use strict";

var options = require("./options");

var RULE = "arangod reads @@ in a command-line value as @ and @NAME@ as the environment variable NAME, so on its " +
  "command line write every @ twice: @@@@collection, @@name";

// The end (index after) of the quoted text opening at `start`; a backslash escapes the next
// character (docs 3.12, AQL syntax: string literals and quoted names).
function quotedEnd(query, start) {
  var quote = query.charAt(start);
  for (var i = start + 1; i < query.length; i += 1) {
    if (query.charAt(i) === "\\") {
      i += 1;
    } else if (query.charAt(i) === quote) {
      return i + 1;
    }
  }
  return query.length;
}

// The bind parameters a query names, as AQL reads it: { values: ["v"], collections: ["c"] } for
// @v and @@c, outside strings, quoted names and comments (docs 3.12, AQL syntax: bind
// parameters, comments).
function namedParameters(query) {
  var named = { values: [], collections: [] };
  var i = 0;
  while (i < query.length) {
    var c = query.charAt(i);
    var two = query.substr(i, 2);
    var parameter = c === "@" ? /^@(@?)([A-Za-z0-9_]+)/.exec(query.slice(i)) : null;
    if (c === "'" || c === "\"" || c === "`" || c === "\u00b4") {
      i = quotedEnd(query, i);
    } else if (two === "//") {
      i = query.indexOf("\n", i) < 0 ? query.length : query.indexOf("\n", i);
    } else if (two === "/*") {
      i = query.indexOf("*/", i + 2) < 0 ? query.length : query.indexOf("*/", i + 2) + 2;
    } else if (parameter !== null) {
      (parameter[1] === "@" ? named.collections : named.values).push(parameter[2]);
      i += parameter[0].length;
    } else {
      i += 1;
    }
  }
  return named;
}

function has(object, key) {
  return Object.prototype.hasOwnProperty.call(object, key);
}

function checkQuery(flag, query, bind) {
  var named = namedParameters(query);
  named.values.forEach(function (name) {
    if (!has(bind, name) && (name === "collection" || has(bind, "@" + name))) {
      throw new options.OptionError(flag + " names @" + name + ", which --bind does not give: " + RULE);
    }
  });
  Object.keys(bind).forEach(function (key) {
    var collection = key.charAt(0) === "@";
    var list = collection ? named.collections : named.values;
    if (list.indexOf(collection ? key.slice(1) : key) < 0) {
      throw new options.OptionError("--bind gives " + key + ", which " + flag + " does not name: " + RULE);
    }
  });
}

// raw: the options read from arangod's command line (options.fromArguments). Throws an
// OptionError naming the first parameter that shows what arangod did; a bind that is no JSON
// object is left to the option check that says so.
function refuseChangedQueries(raw) {
  var bind = {};
  if (typeof raw.bind === "string") {
    try {
      bind = JSON.parse(raw.bind);
    } catch (e) {
      return;
    }
    if (bind === null || typeof bind !== "object" || Array.isArray(bind)) {
      return;
    }
  }
  [["--query", raw.query], ["--query-b", raw.queryB]].forEach(function (given) {
    if (typeof given[1] === "string") {
      checkQuery(given[0], given[1], bind);
    }
  });
}

module.exports = { refuseChangedQueries: refuseChangedQueries, namedParameters: namedParameters };
