"use strict";
// Node only: whether a server run counts. A run is data only when its results file is
// complete: it parses and its endedAt is set (the suite sets it as the run's very last write;
// a run that dies keeps endedAt null, docs/results-file.md). Everything else is a missing
// run, with the reason in words, and never data.

const fs = require("fs");

// The results file's state: { complete, failedCases, problem } (problem: why it is not
// complete, or null).
function readResults(file) {
  let text;
  try {
    text = fs.readFileSync(file, "utf8");
  } catch (error) {
    return { complete: false, failedCases: 0, problem: "it wrote no results file" };
  }
  let record;
  try {
    record = JSON.parse(text);
  } catch (error) {
    return { complete: false, failedCases: 0, problem: "its results file is not JSON (" + error.message + ")" };
  }
  if (record === null || typeof record !== "object" || !Array.isArray(record.results)) {
    return { complete: false, failedCases: 0, problem: "its results file is not a results file of the suite" };
  }
  if (record.endedAt === null || record.endedAt === undefined) {
    return { complete: false, failedCases: 0, problem: "its results file is unfinished (endedAt null)" };
  }
  const failedCases = record.results.filter((entry) => entry.error || entry.verified === false).length;
  return { complete: true, failedCases, problem: null };
}

function howItEnded(ended) {
  if (ended.spawnError) {
    return "it could not be started (" + (ended.spawnError.code || ended.spawnError.message) + ")";
  }
  if (ended.stopped === "interrupted") {
    return "versus was interrupted and ended it";
  }
  if (ended.stalled) {
    return "it printed nothing and wrote no results for too long, so versus ended it as hung";
  }
  if (ended.signal) {
    return "the server died (signal " + ended.signal + ")";
  }
  return "the server exited with status " + ended.status;
}

// ended: what server-process.js reports ({ status, signal, stalled, stopped, spawnError }),
// or null when versus did not see the end (a run recovered from a killed versus).
// Returns { state: "done" | "missing", reason, note } (note: something to say about a
// counted run).
function classify(ended, resultsFile) {
  const results = readResults(resultsFile);
  // complete means measured to the end, also when versus ended the server afterwards (stuck
  // in its shutdown, or Ctrl-C just after the last write): nothing of it is lost
  if (results.complete) {
    const note = results.failedCases > 0 ? results.failedCases + " case(s) failed in it (error or wrong result; see " +
      "its results file): counted, the comparison shows them" : null;
    return { state: "done", reason: null, note };
  }
  const how = ended === null ? "versus stopped while it ran" : howItEnded(ended);
  return { state: "missing", reason: how + "; " + (results.problem || "its results were not taken"), note: null };
}

module.exports = { classify, readResults };
