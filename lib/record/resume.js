/*
 * --resume FILE: continue a run whose process died. The results file holds every finished
 * case (record.js writes it after each one), so a rerun reads it back, takes the run's own
 * options from it, measures only the cases and sizes it lacks and appends them to the same
 * file. It refuses when the file cannot be read or is not a results file, when other options
 * are given with it (the saved ones decide), and when the server differs from the one that
 * measured the file. ES5.
 */
"use strict";

var options = require("../options/options");
var record = require("./record");
var runPlan = require("../run/run-plan");

function refuse(path, problem) {
  return new options.OptionError("cannot resume " + path + ": " + problem);
}

// rawOptions: what the user gave (only resume, and breakLock, may be given). Returns { record, options } with
// the options normalized as for a new run, out set to the file itself.
// catalogFor(raw): { catalog, raw } for the saved options (case-catalog.js: a saved query or
// cases file brings its suite back). Returns { record, options, catalog }.
function load(files, path, rawOptions, catalogFor) {
  var extra = Object.keys(rawOptions || {}).filter(function (key) {
    return key !== "resume" && key !== "breakLock";
  });
  if (extra.length > 0) {
    throw refuse(path, "a resumed run keeps the options saved in the file; leave out " + extra.join(", "));
  }
  var text;
  try {
    text = files.read(path);
  } catch (e) {
    throw refuse(path, "cannot read it (" + (e && e.message ? e.message : e) + ")");
  }
  var saved;
  try {
    saved = JSON.parse(text);
  } catch (e2) {
    throw refuse(path, "not valid JSON (" + e2.message + ")");
  }
  if (saved === null || typeof saved !== "object" || saved.format !== record.FORMAT) {
    throw refuse(path, "not an " + record.FORMAT + " results file");
  }
  if (!Array.isArray(saved.results) || saved.options === null || typeof saved.options !== "object" ||
      typeof saved.label !== "string" || saved.server === null || typeof saved.server !== "object") {
    throw refuse(path, "the file lacks results, options, label or server");
  }
  var chosen;
  try {
    var rebuilt = {};
    Object.keys(saved.options).forEach(function (key) { rebuilt[key] = saved.options[key]; });
    rebuilt.label = saved.label;
    rebuilt.out = path;
    rebuilt.breakLock = rawOptions.breakLock === true;
    var cases = catalogFor(rebuilt);
    chosen = options.normalize(cases.raw, cases.catalog);
  } catch (e3) {
    throw refuse(path, "its saved options are not valid any more (" + e3.message + ")");
  }
  return { record: saved, options: chosen, catalog: cases.catalog };
}

// The server must be the one that measured the file: mixing versions in one run would make
// its numbers meaningless.
function checkServer(saved, server, path) {
  ["version", "engine", "role", "host"].forEach(function (field) {
    if (saved.server[field] !== server[field]) {
      throw refuse(path, "it was measured with " + field + " " + JSON.stringify(saved.server[field]) +
        ", this server has " + JSON.stringify(server[field]));
    }
  });
}

// The entries of a results file by their key (run-plan.js: suite, case, documents); an entry
// without a suite is the shootout's (a file written before suites existed).
function entriesByKey(saved) {
  var byKey = {};
  saved.results.forEach(function (entry) {
    byKey[runPlan.key(runPlan.suiteOf(entry), entry["case"], entry.documents)] = entry;
  });
  return byKey;
}

// True when an entry needs nothing more: it stopped (its runs are complete), it was skipped,
// or it failed. An entry left mid-way by a run in rounds has stopped: null and is continued;
// files written before entries recorded why they stopped hold finished entries only.
function finished(entry) {
  return !entry.hasOwnProperty("stopped") || entry.stopped !== null || entry.error !== null ||
    (entry.skipped !== null && entry.skipped !== undefined);
}

module.exports = { load: load, checkServer: checkServer, entriesByKey: entriesByKey, finished: finished };
