"use strict";
// The real runs the simulated clock's machine is fitted to (tests/noise-fit.js), read from
// their results files (docs/results-file.md) into the shape noise-figures.js reads: per run its
// server version, the absolute time it started, and per row (case and size) the natural logs
// of its timed and warmup samples with the absolute start of each timed sample.

const fs = require("fs");
const path = require("path");

const REAL = path.resolve(__dirname, "..", "..", "results", "real");

// The two data sets: a quiet machine (the server pinned to a CPU of its own) and a busy,
// shared one (results/real/PROVENANCE.md, results/real/alternating/README.md).
const DATA_SETS = {
  quiet: ["real-2.6.0-alpha2-a.json", "real-2.5.4.json", "real-2.6.0-alpha2-b.json"].map((name) => path.join(REAL, name)),
  busy: ["r26-1", "r254-1", "r26-2", "r254-2", "r26-3", "r254-3", "r26-4", "r26-5", "r254-5", "r26-6", "r254-6"]
    .map((name) => path.join(REAL, "alternating", name + ".json"))
};

// One results file as a run. Rows without the full set of timed samples (skipped, failed) are
// left out: every figure compares a row's samples with each other.
function readRun(file) {
  const saved = JSON.parse(fs.readFileSync(file, "utf8"));
  if (!Array.isArray(saved.results) || typeof saved.startedAt !== "string") {
    throw new Error(file + ": not a results file (no results or startedAt; see docs/results-file.md)");
  }
  const startedAt = Date.parse(saved.startedAt) / 1000;
  const rows = saved.results
    .filter((row) => !row.skipped && !row.error && Array.isArray(row.times) && row.times.length >= 3 &&
      Array.isArray(row.sampleStarts) && row.sampleStarts.length === row.times.length && row.times.every((t) => t > 0))
    .map((row) => ({
      key: row.case + "/" + row.size,
      documents: row.documents,
      times: row.times.map(Math.log),
      warmups: (row.warmupTimes || []).filter((t) => t > 0).map(Math.log),
      starts: row.sampleStarts.map((seconds) => startedAt + seconds)
    }));
  return { name: path.basename(file, ".json"), version: saved.server.version, startedAt, rows };
}

// The runs of a data set, in the order they started.
function readDataSet(name) {
  if (!DATA_SETS[name]) {
    throw new Error("no data set " + JSON.stringify(name) + " (known: " + Object.keys(DATA_SETS).join(", ") + ")");
  }
  return DATA_SETS[name].map(readRun).sort((a, b) => a.startedAt - b.startedAt);
}

module.exports = { DATA_SETS, readRun, readDataSet };
