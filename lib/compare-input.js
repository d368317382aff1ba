/*
 * Reading one side of a comparison: a results file (format aql-shootout/1) or printed tables
 * (2015 layout or this suite's), given as text. Returns a "side":
 *   { name, kind: "results" | "table", label, server, hasSamples,
 *     entries: [{ key, suite, case, family, documents, size, times, avg, median, min, max, runs,
 *                 failed: null | "error" | "wrong result", failure, digest, resultDigest,
 *                 resultCount, access (how the plan reads the collection), scanned,
 *                 skipped: null | { reason, message } (not timed on purpose) }] }
 * Rows are keyed by suite, case and size; a row without a suite (a results file written before
 * suites existed, a table without the suite column) is the 2015 shootout's.
 * Problems are InputErrors whose message names the input and what is wrong. ES5.
 */
"use strict";

var sizes = require("./sizes");
var record = require("./record");
var tableParser = require("./table-parser");
var stats = require("./stats");
var catalog = require("../cases/index");
var runPlan = require("./run-plan");
var planSummary = require("./plan-summary");

function InputError(message) {
  this.name = "InputError";
  this.message = message;
}
InputError.prototype = Object.create(Error.prototype);
InputError.prototype.constructor = InputError;

function familyOf(name) {
  var known = catalog.caseByName(name);
  return known !== null ? known.family : "other";
}

// A case the run chose not to time: { reason, message } (lib/runner.js), or null.
function skippedOf(skipped, where) {
  if (skipped === undefined || skipped === null) {
    return null;
  }
  if (typeof skipped !== "object" || typeof skipped.reason !== "string") {
    throw new InputError(where + ": skipped must be null or { reason, message }");
  }
  return { reason: skipped.reason,
    message: typeof skipped.message === "string" ? skipped.message : "not timed (" + skipped.reason + ")" };
}

// A timing is a positive number of seconds: a zero cannot come from a real query (the clock
// has microsecond resolution or better, arangod-api.md §2), so it marks a broken file.
function isSeconds(value) {
  return typeof value === "number" && isFinite(value) && value > 0;
}

// Documents the server read per run (scannedFull + scannedIndex), the median over the timed
// runs; null when the file has no server statistics.
function documentsScanned(runStats) {
  if (!Array.isArray(runStats) || runStats.length === 0) {
    return null;
  }
  var counts = runStats.filter(function (stats) {
    return stats && typeof stats.scannedFull === "number" && typeof stats.scannedIndex === "number";
  }).map(function (stats) { return stats.scannedFull + stats.scannedIndex; });
  return counts.length > 0 ? stats.median(counts) : null;
}

function fromResults(name, parsed) {
  if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) {
    throw new InputError(name + ": not a results file (expected a JSON object)");
  }
  if (parsed.format !== record.FORMAT) {
    throw new InputError(name + ": unknown format " + JSON.stringify(parsed.format) + ", expected \"" +
      record.FORMAT + "\"");
  }
  if (!Array.isArray(parsed.results)) {
    throw new InputError(name + ": the field results is missing or not an array");
  }
  var entries = parsed.results.map(function (result, i) {
    var where = name + ": results[" + i + "]";
    if (result === null || typeof result !== "object" || typeof result["case"] !== "string") {
      throw new InputError(where + " has no case name");
    }
    if (typeof result.documents !== "number" || result.documents <= 0 || result.documents % 100 !== 0) {
      throw new InputError(where + " (" + result["case"] + "): documents must be a positive multiple of 100");
    }
    if (!Array.isArray(result.times) || !result.times.every(isSeconds)) {
      throw new InputError(where + " (" + result["case"] + "): times must be an array of positive numbers");
    }
    if (result.suite !== undefined && typeof result.suite !== "string") {
      throw new InputError(where + " (" + result["case"] + "): suite must be a string");
    }
    var skipped = skippedOf(result.skipped, where + " (" + result["case"] + ")");
    var failed = result.error ? "error" : (result.verified === true || skipped !== null ? null : "wrong result");
    var summary = stats.summarize(result.times);
    var suite = runPlan.suiteOf(result);
    return {
      key: runPlan.key(suite, result["case"], result.documents),
      suite: suite,
      "case": result["case"],
      family: typeof result.family === "string" ? result.family : familyOf(result["case"]),
      documents: result.documents,
      size: sizes.label(result.documents),
      times: result.times.slice(),
      avg: summary.avg,
      median: summary.median,
      min: summary.min,
      max: summary.max,
      runs: result.times.length,
      failed: failed,
      failure: failed === "error" ? String(result.error.message || result.error)
        : (failed !== null ? String(result.mismatch || "not verified") : null),
      digest: typeof result.digest === "string" ? result.digest : null,
      resultDigest: typeof result.resultDigest === "string" ? result.resultDigest : null,
      resultCount: typeof result.resultCount === "number" ? result.resultCount : null,
      access: result.plan && typeof result.plan === "object" && Array.isArray(result.plan.indexes)
        ? planSummary.describeAccess(result.plan) || "no collection read" : null,
      scanned: documentsScanned(result.stats),
      skipped: skipped
    };
  });
  return {
    kind: "results",
    label: typeof parsed.label === "string" ? parsed.label : null,
    server: parsed.server && typeof parsed.server === "object" ? parsed.server : null,
    hasSamples: true,
    entries: entries
  };
}

function fromTables(name, text) {
  var tables;
  try {
    tables = tableParser.parseTables(text);
  } catch (e) {
    if (e instanceof tableParser.ParseError) {
      throw new InputError(name + ": " + e.message);
    }
    throw e;
  }
  if (tables.length === 0) {
    throw new InputError(name + ": neither a results file nor a printed table " +
      "(no line 'test name | collection | runs | min (s) | max (s) | avg (s)')");
  }
  var entries = [];
  tables.forEach(function (table) {
    table.rows.forEach(function (row) {
      entries.push({
        key: runPlan.key(row.suite, row["case"], row.documents),
        suite: row.suite,
        "case": row["case"],
        family: familyOf(row["case"]),
        documents: row.documents,
        size: sizes.label(row.documents),
        times: null,
        avg: row.avg,
        median: row.median,
        min: row.min,
        max: row.max,
        runs: row.runs,
        failed: row.failed,
        failure: row.failed,
        digest: null,
        resultDigest: null,
        resultCount: null,
        access: null,
        scanned: null,
        skipped: row.notTimed ? { reason: "no-index", message: "not timed: the table marks it NO INDEX, NOT TIMED" }
          : (row.notAvailable ? { reason: "not-available", message: "not available on that version (the table says so)" }
            : null)
      });
    });
  });
  return { kind: "table", label: null, server: null, hasSamples: false, entries: entries };
}

// name: how to call the input in messages (its path); text: its content.
function read(name, text) {
  if (typeof text !== "string" || /^\s*$/.test(text)) {
    throw new InputError(name + ": empty input");
  }
  var side;
  if (/^\s*\{/.test(text)) {
    var parsed;
    try {
      parsed = JSON.parse(text);
    } catch (e) {
      throw new InputError(name + ": not valid JSON (" + e.message + ")");
    }
    side = fromResults(name, parsed);
  } else {
    side = fromTables(name, text);
  }
  var seen = {};
  side.entries.forEach(function (entry) {
    if (seen[entry.key]) {
      throw new InputError(name + ": " + entry["case"] + " " + entry.size +
        (entry.suite !== "shootout" ? " (suite " + entry.suite + ")" : "") + " appears twice");
    }
    seen[entry.key] = true;
  });
  side.name = name;
  return side;
}

module.exports = { read: read, InputError: InputError };
