/*
 * A results file of one row for the load suites (test-load.js and the suites of its modules'
 * edges): a 2.6.0-alpha2 run of collect-number at 10k with these load readings, as JSON text for
 * compare-input.read. ES5.
 */
"use strict";

var START = "2026-11-28T10:00:00.000Z";

// readings: the run's readings, or null (no load recorded at all); order: the run's order
// ("rounds" unless given); unreadable: why a figure could not be read ([]); startedAt: when it
// began (START unless given; null: the file says not).
function resultsText(name, readings, order, unreadable, startedAt) {
  var record = { format: "aql-shootout/1", label: name, endedAt: "2026-11-28T11:00:00.000Z",
    server: { host: "arangod", version: "2.6.0-alpha2", engine: "mmfiles", role: "single" },
    options: { order: order || "rounds" },
    results: [{ "case": "collect-number", documents: 10000, times: [0.1, 0.11, 0.1], verified: true, error: null,
      mismatch: null, digest: "d", resultDigest: "r" }] };
  if (startedAt !== null) {
    record.startedAt = startedAt || START;
  }
  if (readings !== null) {
    record.load = { readings: readings, unreadable: unreadable || [] };
  }
  return JSON.stringify(record);
}

module.exports = { START: START, resultsText: resultsText };
