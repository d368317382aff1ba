/*
 * Reading one side of a comparison: a results file (format aql-shootout/1) or printed tables
 * (2015 layout or this suite's), given as text. Returns a "side":
 *   { name, kind: "results" | "table", layout: "results" | "2015" | "aql-shootout", label,
 *     server, hasSamples, finished: true | false (endedAt null: the run died or still runs) |
 *     null (unknown: a table), serverRuns: [{ name, startedAt, label, load }] (the server runs
 *     behind it; load: run-load.js, absent for a table),
 *     method: how it was measured (methodOf),
 *     entries: [{ key, suite, case, family, documents, size, times, perRun, perRunStarts (when
 *                 each sample began, per run, or null), avg, median, min, max, runs,
 *                 failed: null | "error" | "wrong result", failure, digest, resultDigest,
 *                 resultCount, access (how the plan reads the collection), scanned,
 *                 resolution (half the last printed digit of a table's times, 0 for raw
 *                 samples), skipped: null | { reason, message } (not timed on purpose),
 *                 badSamples: [{ run, seconds, warmup, source }] (zero or negative times
 *                 left out of the statistics) }] }
 * Rows are keyed by suite, case and size; a row without a suite (a results file written before
 * suites existed, a table without the suite column) is the 2015 shootout's.
 * Problems are InputErrors whose message names the input and what is wrong. ES5.
 */
"use strict";

var sizes = require("../../options/sizes");
var record = require("../../record/record");
var tableParser = require("./table-parser");
var stats = require("../../run/stats");
var stability = require("../../run/stability");
var catalog = require("../../../cases/index");
var runPlan = require("../../run/run-plan");
var planSummary = require("../../run/plan-summary");
var runLoad = require("./run-load");

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

// A timing is a positive number of seconds: a zero cannot come from a real query (the clock
// has microsecond resolution or better, docs/versions.md). internal.time() is a wall clock,
// though, and a clock step can turn a sample zero or negative: such a sample says nothing
// about the query, so it is left out of the statistics and reported, and the rest of the
// file stays usable (the runner itself keeps them apart in badSamples).
function isNumber(value) {
  return typeof value === "number" && isFinite(value);
}

// times → { kept: the positive samples, bad: [{ run, seconds, warmup, source }] }.
function splitTimes(times, where) {
  if (!Array.isArray(times) || !times.every(isNumber)) {
    throw new InputError(where + ": times must be an array of numbers (seconds)");
  }
  var kept = [];
  var keptAt = [];
  var bad = [];
  times.forEach(function (seconds, i) {
    if (seconds > 0) {
      kept.push(seconds);
      keptAt.push(i);
    } else {
      bad.push({ run: i + 1, seconds: seconds, warmup: false, source: "times" });
    }
  });
  return { kept: kept, keptAt: keptAt, bad: bad };
}

// When each kept sample began (sampleStarts: seconds since the run's startedAt, one per timed
// sample, lib/run/runner.js), in the order of the kept times; null where the file does not say
// (older files, or starts that do not match the times), so that nothing is paired by guess.
function startsOf(sampleStarts, times) {
  if (!Array.isArray(sampleStarts)) {
    return null;
  }
  var starts = null;
  if (sampleStarts.length === times.kept.length) {
    starts = sampleStarts.slice();
  } else if (sampleStarts.length === times.kept.length + times.bad.length) {
    // an older file that kept the clock's bad samples in times: their starts go with them
    starts = times.keptAt.map(function (index) { return sampleStarts[index]; });
  }
  return starts !== null && starts.every(isNumber) ? starts : null;
}

// The runner's record of samples the clock gave as zero or negative (lib/run/runner.js):
// [{ run, seconds, warmup }], absent in files written before it existed.
function recordedBadSamples(list, where) {
  if (list === undefined || list === null) {
    return [];
  }
  if (!Array.isArray(list) || !list.every(function (sample) {
    return sample !== null && typeof sample === "object" && isNumber(sample.run) && isNumber(sample.seconds);
  })) {
    throw new InputError(where + ": badSamples must be an array of { run, seconds }");
  }
  return list.map(function (sample) {
    return { run: sample.run, seconds: sample.seconds, warmup: sample.warmup === true, source: "badSamples" };
  });
}

// A case the run chose not to time: { reason, message } (lib/run/runner.js), or null.
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

// How a side was measured, for the warnings about method differences; null = not known.
function method(fields) {
  var result = { warmup: null, gcPause: null, runs: null, order: null, host: null, invocation: null,
    suiteVersion: null, statistic: null };
  Object.keys(fields).forEach(function (key) {
    if (fields[key] !== undefined) {
      result[key] = fields[key];
    }
  });
  return result;
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

// An ISO time (startedAt) in seconds since the epoch, or null.
function secondsOf(text) {
  var millis = typeof text === "string" ? Date.parse(text) : NaN;
  return isFinite(millis) ? millis / 1000 : null;
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
    // null: a query of the user's that read no dataset and ran without a size (run-plan.js)
    if (result.documents !== null &&
        (typeof result.documents !== "number" || result.documents <= 0 || result.documents % 100 !== 0)) {
      throw new InputError(where + " (" + result["case"] + "): documents must be a positive multiple of 100");
    }
    where += " (" + result["case"] + ")";
    if (result.suite !== undefined && typeof result.suite !== "string") {
      throw new InputError(where + ": suite must be a string");
    }
    var suite = runPlan.suiteOf(result);
    var times = splitTimes(result.times, where);
    var skipped = skippedOf(result.skipped, where);
    // verified null: a query of the user's with no expected result (custom-cases.js), not a failure
    var failed = result.error ? "error" : (result.verified === true || result.verified === null || skipped !== null
      ? null : "wrong result");
    var summary = stats.summarize(times.kept);
    // checked anew from the samples (stability.js), so files written before runs stored their
    // warnings get them too (a slow warmup is no movement of the timed samples: not listed)
    var checks = stability.aboutSamples(stability.check(times.kept, Array.isArray(result.warmupTimes)
      ? result.warmupTimes.filter(function (t) { return typeof t === "number" && t > 0; }) : []));
    return {
      key: runPlan.key(suite, result["case"], result.documents),
      suite: suite,
      "case": result["case"],
      family: typeof result.family === "string" ? result.family : familyOf(result["case"]),
      documents: result.documents,
      size: sizes.label(result.documents),
      times: times.kept,
      // the samples of each server run behind this side: one run for a results file, several
      // for a group of them (run-group.js); null for a printed table
      perRun: [times.kept],
      // when each of those samples began, per run (null: not recorded): how inputs/duets.js
      // finds samples of two sides that were taken back to back
      perRunStarts: [startsOf(result.sampleStarts, times)],
      avg: summary.avg,
      median: summary.median,
      min: summary.min,
      max: summary.max,
      runs: times.kept.length,
      failed: failed,
      failure: failed === "error" ? String(result.error.message || result.error)
        : (failed !== null ? String(result.mismatch || "not verified") : null),
      digest: typeof result.digest === "string" ? result.digest : null,
      resultDigest: typeof result.resultDigest === "string" ? result.resultDigest : null,
      resultCount: typeof result.resultCount === "number" ? result.resultCount : null,
      access: result.plan && typeof result.plan === "object" && Array.isArray(result.plan.indexes)
        ? planSummary.describeAccess(result.plan) || "no collection read" : null,
      scanned: documentsScanned(result.stats),
      // the query form a workload case used on this server (lib/run/workload.js), or null
      form: typeof result.form === "string" ? result.form : null,
      resolution: 0,
      skipped: skipped,
      badSamples: recordedBadSamples(result.badSamples, where).concat(times.bad),
      unstable: checks.map(function (warning) { return warning.message; }),
      // the same as { check, value }, for a summary over many runs (run-group.js)
      unstableChecks: checks
    };
  });
  var server = parsed.server && typeof parsed.server === "object" ? parsed.server : null;
  var options = parsed.options && typeof parsed.options === "object" ? parsed.options : {};
  return {
    kind: "results",
    layout: "results",
    label: typeof parsed.label === "string" ? parsed.label : null,
    server: server,
    hasSamples: true,
    // endedAt is null until a run has finished (record.js); a file without the field is older
    finished: parsed.endedAt === null ? false : (typeof parsed.endedAt === "string" ? true : null),
    // when each server run behind this side began (seconds since the epoch, null: unknown), so
    // that runs of two sides that took turns can be paired in time (verdict/run-model.js)
    serverRuns: [{ name: name, startedAt: secondsOf(parsed.startedAt), label: typeof parsed.label === "string" ? parsed.label : null,
      // the machine's load while it measured (run-load.js), null in a file that keeps none
      load: runLoad.fromResults(parsed) }],
    method: method({ warmup: options.warmup, gcPause: options.gcPause, runs: options.runs, order: options.order,
      host: server ? server.host : undefined, invocation: server ? server.invocation : undefined,
      suiteVersion: parsed.suiteVersion, statistic: "median" }),
    entries: entries
  };
}

// The runs per row of a table when all measured rows agree, else undefined (not known).
function runsOfTable(entries) {
  var counts = [];
  entries.forEach(function (entry) {
    if (entry.runs > 0 && counts.indexOf(entry.runs) < 0) {
      counts.push(entry.runs);
    }
  });
  return counts.length === 1 ? counts[0] : undefined;
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
  var layouts = {};
  tables.forEach(function (table) {
    layouts[table.layout] = true;
    table.rows.forEach(function (row) {
      entries.push({
        key: runPlan.key(row.suite, row["case"], row.documents),
        suite: row.suite,
        "case": row["case"],
        family: familyOf(row["case"]),
        documents: row.documents,
        size: sizes.label(row.documents),
        times: null,
        perRun: null,
        perRunStarts: null,
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
        form: null,
        // a printed time stands for every value that rounds to it
        resolution: isFinite(row.decimals) ? 0.5 / Math.pow(10, row.decimals) : 0,
        skipped: row.notTimed ? { reason: "no-index", message: "not timed: the table marks it NO INDEX, NOT TIMED" }
          : (row.notAvailable ? { reason: "not-available", message: "not available on that version (the table says so)" }
            : null),
        badSamples: []
      });
    });
  });
  var layout = layouts["aql-shootout"] ? "aql-shootout" : "2015";
  // The 2015 script's method (results/2015/PROVENANCE.md): no warmup run, a 1 s wait with a
  // garbage collection before each run, and averages. A table of this suite records no method.
  var fields = layout === "2015" && !layouts["aql-shootout"] ? { warmup: 0, gcPause: 1, statistic: "average" } : {};
  fields.runs = runsOfTable(entries);
  return { kind: "table", layout: layout, label: null, server: null, hasSamples: false, finished: null,
    serverRuns: [{ name: name, startedAt: null, label: null }], method: method(fields), entries: entries };
}

// The line of the first NaN or Infinity outside a string, or 0: JavaScript writes them,
// JSON has no such numbers.
function lineOfNonNumber(text) {
  var line = 1;
  var inString = false;
  for (var i = 0; i < text.length; i += 1) {
    var c = text.charAt(i);
    if (c === "\n") {
      line += 1;
    } else if (inString) {
      if (c === "\\") {
        i += 1;
      } else if (c === "\"") {
        inString = false;
      }
    } else if (c === "\"") {
      inString = true;
    } else if (text.substr(i, 3) === "NaN" || text.substr(i, 8) === "Infinity") {
      return line;
    }
  }
  return 0;
}

// One line saying why text is not JSON (V8's message quotes the text, newlines included).
function jsonProblem(text, error) {
  var line = lineOfNonNumber(text);
  if (line > 0) {
    return "not valid JSON: line " + line + " has NaN or Infinity, which JSON does not allow " +
      "(a time must be a number of seconds)";
  }
  return "not valid JSON (" + String(error && error.message).replace(/\s+/g, " ") + ")";
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
      throw new InputError(name + ": " + jsonProblem(text, e));
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
