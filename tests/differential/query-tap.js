/*
 * A tap on the server's db object that writes down every AQL query and explain a program
 * sends, with what the server answered, so that the same program run on a real arangod and on
 * the stand-in can be compared answer by answer (tests/differential/compare-recordings.js).
 *
 * Each answer is kept in the form the product itself records: a result digest that ignores row
 * order and _rev (lib/run/result-digest.js) beside one that keeps the order, the row count,
 * extra.stats without the timing figures, the warnings, the error number of a failed call,
 * and for every query also the plan summary of lib/run/plan-summary.js (nodes, indexes and
 * what they serve, rules, COLLECT method), from an explain made after the query ran.
 *
 * The tap hands back a cursor of its own over the rows it has already read (toArray, next,
 * hasNext, count, getExtra, dispose: the cursor methods the product and the tests use; a
 * query runs completely inside db._query in arangod: v2.5.0
 * js/server/modules/org/arangodb/arango-statement.js, so nothing is delayed by reading it early). It
 * runs in arangod (2.5 and later) and in the stand-in. ES5.
 */
"use strict";

var digest = require("../../lib/run/digest");
var resultDigest = require("../../lib/run/result-digest");
var planSummary = require("../../lib/run/plan-summary");

// Figures of extra.stats that are times or memory, never the same twice (v2.5.0
// arangod/Aql/ExecutionStats.cpp; docs 3.12, query statistics).
var UNSTABLE_STATS = { executionTime: true, peakMemoryUsage: true };
// Bind parameters longer than this (as JSON) are kept as a digest and a length only: the
// IN-list cases bind 10,000 values.
var LONGEST_KEPT_BIND_VARS = 2000;

function errorOf(thrown) {
  if (thrown !== null && typeof thrown === "object" && typeof thrown.errorNum === "number") {
    return { errorNum: thrown.errorNum };
  }
  // not an ArangoError (a TypeError of the program, say): recorded by its kind, not its text
  return { errorNum: null, thrown: thrown && thrown.name ? thrown.name : typeof thrown };
}

function keptBindVars(bindVars) {
  if (bindVars === undefined || bindVars === null) {
    return {};
  }
  var text = digest.canonicalJson(bindVars);
  if (text.length <= LONGEST_KEPT_BIND_VARS) {
    return JSON.parse(text);
  }
  return { "@digest": digest.of(bindVars), "@length": text.length };
}

function stableStats(stats) {
  var kept = {};
  Object.keys(stats || {}).sort().forEach(function (name) {
    if (!UNSTABLE_STATS[name]) {
      kept[name] = stats[name];
    }
  });
  return kept;
}

function warningsOf(extra) {
  return ((extra && extra.warnings) || []).map(function (warning) {
    return { code: warning.code, message: warning.message };
  });
}

// A key the server made up (a document inserted without one) is a number as a string, from
// the server's own counter in real arangod and from the stand-in's: it says nothing about
// the query, so such keys (and the _id built from them) are compared as "<generated>"; so
// are revisions (_rev, _oldRev) at any depth, which the server always chooses itself.
var GENERATED_KEY = /^[0-9]+$/;
var GENERATED_ID = /^[^\/]+\/[0-9]+$/;
var REVISIONS = { _rev: true, _oldRev: true };

function withoutGeneratedKeys(value) {
  if (value === null || typeof value !== "object") {
    return value;
  }
  if (Array.isArray(value)) {
    return value.map(withoutGeneratedKeys);
  }
  var copy = {};
  Object.keys(value).forEach(function (name) {
    var member = value[name];
    if ((name === "_key" && GENERATED_KEY.test(member)) || (name === "_id" && GENERATED_ID.test(member)) ||
        (REVISIONS[name] === true && typeof member === "string")) {
      copy[name] = "<generated>";
    } else {
      copy[name] = withoutGeneratedKeys(member);
    }
  });
  return copy;
}

// digest: order-free (result-digest.js); orderedDigest: of the rows' own digests in their
// order, one after the other. Each row is hashed once for both.
function answerOf(rawRows, extra) {
  var rows = withoutGeneratedKeys(rawRows);
  var hashes = rows.map(resultDigest.rowHashes);
  var ordered = "";
  for (var i = 0; i < hashes.length; i += 1) {
    ordered += resultDigest.ofHashes([hashes[i]]);
  }
  return {
    count: rows.length,
    digest: resultDigest.ofHashes(hashes),
    orderedDigest: digest.of(ordered),
    stats: stableStats(extra && extra.stats),
    warnings: warningsOf(extra)
  };
}

function planOf(explained) {
  var summary = planSummary.summarize(explained);
  return {
    nodes: summary.nodes,
    indexes: summary.indexes,
    rules: summary.rules,
    collectMethod: summary.collectMethod,
    warnings: warningsOf(explained)
  };
}

// A cursor over rows already read, with the methods arangod's in-server cursor has.
function replayCursor(rows, extra) {
  var position = 0;
  return {
    toArray: function () {
      var rest = rows.slice(position);
      position = rows.length;
      return rest;
    },
    hasNext: function () { return position < rows.length; },
    next: function () {
      position += 1;
      return rows[position - 1];
    },
    count: function () { return rows.length; },
    getExtra: function () { return extra; },
    dispose: function () {}
  };
}

// Installs the tap on db; returns { entries, remove }. label() names the part of the program
// running now (a test file, a suite), kept with every entry.
function install(db) {
  var originalQuery = db._query;
  var originalStatement = db._createStatement;
  var entries = [];
  var state = { label: "" };

  // What was asked, read before the call. arangod 2.x adds a field of its own (_doCount) to the
  // options object it is given, which a caller that reuses one object passes on to its next
  // call: fields starting with "_" are the server's, not the caller's, and are left out.
  function asked(kind, query, bindVars, options) {
    var kept = null;
    if (options !== undefined && options !== null) {
      kept = {};
      Object.keys(options).sort().forEach(function (name) {
        if (name.charAt(0) !== "_" && options[name] !== undefined) {
          kept[name] = JSON.parse(JSON.stringify(options[name]));
        }
      });
    }
    return {
      label: state.label,
      kind: kind,
      database: db._name(),
      query: query,
      bindVars: keptBindVars(bindVars),
      options: kept
    };
  }

  function record(entry, outcome) {
    entry.outcome = outcome;
    entries.push(entry);
  }

  function explainNow(query, bindVars, options) {
    try {
      var spec = { query: query, bindVars: bindVars || {} };
      if (options !== undefined) {
        spec.options = options;
      }
      return planOf(originalStatement.call(db, spec).explain());
    } catch (e) {
      return errorOf(e);
    }
  }

  // Runs the query, records it with its plan, and hands back a replay cursor (or rethrows).
  function runAndRecord(query, bindVars, options, execute) {
    var entry = asked("query", query, bindVars, options);
    var cursor;
    try {
      cursor = execute();
    } catch (e) {
      record(entry, { error: errorOf(e), plan: explainNow(query, bindVars) });
      throw e;
    }
    var rows = cursor.toArray();
    var extra = cursor.getExtra();
    var outcome = answerOf(rows, extra);
    outcome.plan = explainNow(query, bindVars);
    record(entry, outcome);
    return replayCursor(rows, extra);
  }

  db._query = function (query, bindVars, cursorOptions, aqlOptions) {
    var args = arguments;
    var self = this;
    var text = typeof query === "string" ? query : (query && query.query);
    var binds = typeof query === "string" ? bindVars : (query && query.bindVars);
    return runAndRecord(text, binds, aqlOptions, function () {
      return originalQuery.apply(self, args);
    });
  };

  db._createStatement = function (spec) {
    var statement = originalStatement.apply(this, arguments);
    var explain = statement.explain;
    var execute = statement.execute;
    var query = spec && spec.query;
    var bindVars = spec && spec.bindVars;
    var options = spec && spec.options;
    statement.explain = function () {
      var entry = asked("explain", query, bindVars, options);
      var explained;
      try {
        explained = explain.apply(statement, arguments);
      } catch (e) {
        record(entry, { error: errorOf(e) });
        throw e;
      }
      record(entry, { plan: planOf(explained) });
      return explained;
    };
    statement.execute = function () {
      var executeArgs = arguments;
      return runAndRecord(query, bindVars, options, function () {
        return execute.apply(statement, executeArgs);
      });
    };
    return statement;
  };

  return {
    entries: entries,
    label: function (text) { state.label = String(text); },
    remove: function () {
      db._query = originalQuery;
      db._createStatement = originalStatement;
    }
  };
}

module.exports = { install: install };
