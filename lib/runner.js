/*
 * Measuring one case on one collection: warmup runs (kept apart), then the timed runs.
 * Each run is preceded by a garbage-collection pause; only the query call itself is timed
 * (host.timedQuery). The result is verified once, on the first execution, outside the timed
 * region. An error ends the case but keeps whatever was measured before it. ES5.
 */
"use strict";

var stats = require("./stats");
var sizes = require("./sizes");
var dataset = require("../setup/dataset");

function errorRecord(e) {
  return {
    message: e && e.message !== undefined ? String(e.message) : String(e),
    errorNum: e && typeof e.errorNum === "number" ? e.errorNum : null
  };
}

// Returns the results-file entry for testCase on a collection of `documents` documents.
function runCase(host, testCase, documents, options) {
  var collection = dataset.collectionName(documents);
  var bindVars = testCase.bindVars(documents);
  bindVars["@collection"] = collection;
  var entry = {
    "case": testCase.name,
    family: testCase.family,
    size: sizes.label(documents),
    documents: documents,
    times: [],
    warmupTimes: [],
    resultCount: null,
    verified: false,
    mismatch: null,
    error: null
  };

  function execute(samples) {
    if (options.gcPause > 0) {
      host.pause(options.gcPause);
    }
    var outcome = host.timedQuery(testCase.query, bindVars);
    samples.push(outcome.seconds);
    if (entry.resultCount === null) {
      var rows = outcome.rows();
      entry.resultCount = rows.length;
      entry.mismatch = testCase.expect(documents, collection).check(rows);
      entry.verified = entry.mismatch === null;
    }
  }

  try {
    for (var w = 0; w < options.warmup; w += 1) {
      execute(entry.warmupTimes);
    }
    for (var r = 0; r < options.runs; r += 1) {
      execute(entry.times);
    }
  } catch (e) {
    entry.error = errorRecord(e);
  }
  var summary = stats.summarize(entry.times);
  entry.min = summary.min;
  entry.max = summary.max;
  entry.avg = summary.avg;
  entry.median = summary.median;
  entry.stddev = summary.stddev;
  return entry;
}

// A failed entry: the query threw, or its result was wrong.
function failed(entry) {
  return entry.error !== null || entry.verified !== true;
}

module.exports = { runCase: runCase, failed: failed };
