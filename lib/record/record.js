/*
 * The results file of a run ("aql-shootout/1"): who measured what, with which options, and
 * every raw sample. It is written again after every finished case, so a crash keeps all that
 * was measured before it. ES5.
 */
"use strict";

var FORMAT = "aql-shootout/1";
var RESULTS_DIRECTORY = "results";

function timestamp(date) {
  // 2026-11-23T01:02:03.456Z → 20261123T010203
  return date.toISOString().replace(/[-:]/g, "").replace(/\.[0-9]+Z$/, "");
}

function defaultLabel(server, startedAt) {
  var version = String(server.version).replace(/[^A-Za-z0-9._-]/g, "_");
  return (server.host === "stand-in" ? "stand-in-" : "") + version + "-" + timestamp(startedAt);
}

function copySizes(bySuite) {
  var copy = {};
  Object.keys(bySuite).forEach(function (name) { copy[name] = bySuite[name].slice(); });
  return copy;
}

// server: host.identity(); suiteVersion: the suite's own version.
function create(server, options, startedAt, suiteVersion) {
  return {
    format: FORMAT,
    label: options.label,
    suiteVersion: suiteVersion,
    startedAt: startedAt.toISOString(),
    // null until the run has finished: a file without it holds an interrupted run
    endedAt: null,
    server: server,
    options: {
      // the suites measured, the cases (across them) and the sizes per suite; files written
      // before suites existed have no suite (the shootout) and one list of sizes
      suite: options.suite.slice(),
      cases: options.cases.slice(),
      sizes: copySizes(options.sizes),
      runs: options.runs,
      order: options.order,
      seed: options.seed,
      targetCi: options.targetCi,
      maxTime: options.maxTime,
      // an A/B run's turns (lib/run/turns.js): their target and budget, null for other runs
      target: options.target,
      budget: options.budget,
      warmup: options.warmup,
      gcPause: options.gcPause,
      shards: options.shards,
      replicationFactor: options.replicationFactor,
      allowNoIndex: options.allowNoIndex,
      database: options.database,
      // cases of the user's own (case-catalog.js), as given, so a resumed run has them again
      query: options.query,
      queryB: options.queryB,
      bind: options.bind,
      casesFile: options.casesFile,
      dataset: options.dataset,
      queryDatabase: options.queryDatabase
    },
    // per dataset and size: the suite, the collection, what setup did, the index types the
    // server really has
    datasets: [],
    results: []
  };
}

// Where the file goes: --out as given (relative to the working directory, like any path
// typed on a command line), else results/<label>.json in the suite's own directory.
function targetPath(files, options, suiteDirectory) {
  if (options.out !== null) {
    return files.absolute(options.out);
  }
  return files.join(files.join(suiteDirectory, RESULTS_DIRECTORY), options.label + ".json");
}

function directoryOf(path) {
  var cut = Math.max(path.lastIndexOf("/"), path.lastIndexOf("\\"));
  return cut <= 0 ? path.slice(0, cut + 1) || "." : path.slice(0, cut);
}

function save(files, path, record) {
  files.makeDirectory(directoryOf(path));
  files.writeWhole(path, JSON.stringify(record, null, 2) + "\n");
}

module.exports = {
  FORMAT: FORMAT,
  defaultLabel: defaultLabel,
  create: create,
  targetPath: targetPath,
  save: save
};
