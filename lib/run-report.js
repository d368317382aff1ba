/*
 * What a run prints about itself: the header line naming the server, one progress summary
 * per case and size, the rows of the table, and the lists of failed cases and cases that read
 * without their index. Text only; nothing here measures or touches the server. ES5.
 */
"use strict";

var runner = require("./runner");

var CLIENT_SIDE_NOTE = "timings measured in arangosh: client-side, HTTP round trip and result decoding included";

function hostDescription(server) {
  return server.host === "stand-in"
    ? "the stand-in for arangod " + server.version + " (" + server.invocation + "; timings mean nothing about ArangoDB)"
    : "ArangoDB " + server.version + " (" + server.engine + ", " + server.role + ", " + server.host + ")";
}

function tableRows(entries) {
  return entries.map(function (entry) {
    return {
      name: entry["case"],
      label: entry.size,
      runs: entry.times.length,
      min: entry.min,
      max: entry.max,
      avg: entry.avg,
      median: entry.median,
      problem: entry.error !== null ? "error" : (!entry.verified ? "wrong result"
        : (entry.indexMissing ? "no index" : null))
    };
  });
}

function progressSummary(entry) {
  var text = entry["case"] + " " + entry.size + ": ";
  if (entry.times.length > 0) {
    text += "avg " + entry.avg.toFixed(4) + " s, med " + entry.median.toFixed(4) + " s (" +
      entry.times.length + " runs)";
  } else {
    text += "no timed run";
  }
  if (entry.indexMissing) {
    text += ", NO INDEX USED (full scan where the dataset's index belongs)";
  }
  if (entry.planError !== null) {
    text += ", no plan: " + entry.planError;
  }
  if (entry.error !== null) {
    return text + ", ERROR: " + entry.error.message;
  }
  return text + (entry.verified ? ", verified" : ", WRONG RESULT: " + entry.mismatch);
}

function indexWarningLines(entries) {
  var missing = entries.filter(function (entry) { return entry.indexMissing === true; });
  if (missing.length === 0) {
    return [];
  }
  return ["", "NO INDEX: " + missing.length + " case(s) that need the dataset's indexes read the " +
    "collection by full scan; check the server's indexes and optimizer settings:"].concat(
    missing.map(function (entry) { return "  " + entry["case"] + " " + entry.size; }));
}

function failureLines(entries) {
  var failures = entries.filter(runner.failed);
  if (failures.length === 0) {
    return [];
  }
  return [""].concat(["FAILED: " + failures.length + " of " + entries.length + " cases"],
    failures.map(function (entry) {
      return "  " + entry["case"] + " " + entry.size + ": " + (entry.error !== null
        ? "error" + (entry.error.errorNum !== null ? " " + entry.error.errorNum : "") + ": " +
          entry.error.message
        : "wrong result: " + entry.mismatch);
    }));
}

module.exports = {
  CLIENT_SIDE_NOTE: CLIENT_SIDE_NOTE,
  hostDescription: hostDescription,
  tableRows: tableRows,
  progressSummary: progressSummary,
  indexWarningLines: indexWarningLines,
  failureLines: failureLines
};
