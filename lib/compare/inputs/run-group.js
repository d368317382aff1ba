/*
 * Several results files as one side of a comparison: the runs of one server version, each a
 * server process of its own (compare a1.json,a2.json,a3.json b1.json,b2.json,b3.json). The
 * group keeps each run's samples apart (entry.perRun), because the run, not the sample, is
 * what repeats (verdict/run-model.js); what a table shows for the group is the geometric mean
 * of its runs' medians, the value whose ratio the verdict judges. ES5.
 */
"use strict";

var stats = require("../../run/stats");
var InputError = require("./compare-input").InputError;

// What a group shows for a row: the geometric mean of its runs' medians.
function geometricMeanOfMedians(perRun) {
  var logSum = 0;
  var count = 0;
  perRun.forEach(function (times) {
    if (times !== null && times.length > 0) {
      logSum += Math.log(stats.median(times));
      count += 1;
    }
  });
  return count > 0 ? Math.exp(logSum / count) : null;
}

// The first failure among the runs of a row, named by its run, or null.
function failureOf(entries, names) {
  for (var i = 0; i < entries.length; i += 1) {
    if (entries[i] !== null && entries[i].failed !== null) {
      return { failed: entries[i].failed, failure: names[i] + ": " + entries[i].failure };
    }
  }
  return null;
}

// Two runs of one row that returned different results: the group cannot stand for one version.
function resultsDisagree(entries) {
  var seen = null;
  return entries.some(function (entry) {
    if (entry === null || entry.resultDigest === null || entry.failed !== null) {
      return false;
    }
    if (seen === null) {
      seen = entry.resultDigest;
      return false;
    }
    return entry.resultDigest !== seen;
  });
}

// One row of the group. A group is one version run several times, so a run whose AQL text or
// bind parameters differ (digest) is a mistake in what was grouped.
function mergedEntry(entries, names, runNames) {
  var first = null;
  entries.forEach(function (entry) { first = first || entry; });
  var merged = {};
  Object.keys(first).forEach(function (key) { merged[key] = first[key]; });
  entries.forEach(function (entry, i) {
    if (entry !== null && entry.digest !== null && first.digest !== null && entry.digest !== first.digest) {
      throw new InputError(names[i] + ": " + first["case"] + " " + first.size + " ran other AQL or bind parameters " +
        "than in " + names[entries.indexOf(first)] + "; the runs of one side must be runs of the same suite");
    }
  });
  merged.perRun = entries.map(function (entry) { return entry === null ? null : entry.times; });
  merged.perRunStarts = entries.map(function (entry) { return entry === null ? null : entry.perRunStarts[0]; });
  var all = [];
  merged.perRun.forEach(function (times) { all = all.concat(times || []); });
  var summary = stats.summarize(all);
  merged.times = all;
  merged.runs = all.length;
  merged.avg = summary.avg;
  merged.min = summary.min;
  merged.max = summary.max;
  merged.median = geometricMeanOfMedians(merged.perRun);
  merged.badSamples = [];
  merged.unstable = [];
  var unstableRuns = { runs: 0, unstable: 0, cv: 0, max: 0, outliers: 0 };
  entries.forEach(function (entry, i) {
    if (entry === null) {
      return;
    }
    entry.badSamples.forEach(function (sample) {
      merged.badSamples.push({ run: sample.run, seconds: sample.seconds, warmup: sample.warmup, source: sample.source,
        file: names[i] });
    });
    (entry.unstable || []).forEach(function (warning) { merged.unstable.push(runNames[i] + ": " + warning); });
    unstableRuns.runs += 1;
    var checks = entry.unstableChecks || [];
    unstableRuns.unstable += checks.length > 0 ? 1 : 0;
    checks.forEach(function (check) {
      if (check.check === "outliers") {
        unstableRuns.outliers += check.value;
      } else if (check.check === "cv" || check.check === "max") {
        unstableRuns[check.check] = Math.max(unstableRuns[check.check], check.value);
      }
    });
  });
  // how many of the group's runs moved while measuring the row, and how far at most: the
  // report's one line for a row of many runs
  merged.unstableRuns = unstableRuns.unstable > 0 ? unstableRuns : null;
  var failure = failureOf(entries, names);
  if (failure !== null) {
    merged.failed = failure.failed;
    merged.failure = failure.failure;
  } else if (resultsDisagree(entries)) {
    merged.failed = "wrong result";
    merged.failure = "the runs returned different results (result digests differ between " + names.join(", ") + ")";
  }
  return merged;
}

// How the lines about single rows name a run: its label (versus: a-2), else its file's name
// without folder and .json; the paths themselves are given once, above the table. Where two
// runs would read alike, their paths.
function shortNames(sides) {
  var short = sides.map(function (side) {
    return side.label || side.name.replace(/^.*[\\/]/, "").replace(/\.json$/, "");
  });
  return short.map(function (name, i) {
    return short.indexOf(name) === short.lastIndexOf(name) ? name : sides[i].name;
  });
}

// A printed table has no samples to group; two versions in one group are two sides.
function checkMember(side) {
  if (side.kind !== "results") {
    throw new InputError(side.name + ": a group of runs takes results files (with raw samples), not printed tables");
  }
}

function serverKey(side) {
  return side.server ? [side.server.version, side.server.engine, side.server.role].join("|") : null;
}

// sides: from compare-input.read, each one run; name: how to call the group. One side is
// returned as it is.
function group(name, sides) {
  if (sides.length === 1) {
    return sides[0];
  }
  sides.forEach(checkMember);
  var servers = sides.map(serverKey);
  servers.forEach(function (key, i) {
    if (key !== null && servers[0] !== null && key !== servers[0]) {
      throw new InputError(sides[i].name + ": ran on " + sides[i].server.version + " (" + sides[i].server.engine + ", " +
        sides[i].server.role + "), " + sides[0].name + " on " + sides[0].server.version + " (" + sides[0].server.engine +
        ", " + sides[0].server.role + "): the runs of one side must be runs of one server version");
    }
  });
  var names = sides.map(function (side) { return side.name; });
  var runNames = shortNames(sides);
  var order = [];
  var byKey = {};
  sides.forEach(function (side, i) {
    side.entries.forEach(function (entry) {
      if (!byKey[entry.key]) {
        byKey[entry.key] = sides.map(function () { return null; });
        order.push(entry.key);
      }
      byKey[entry.key][i] = entry;
    });
  });
  var serverRuns = [];
  sides.forEach(function (side) { serverRuns = serverRuns.concat(side.serverRuns); });
  return {
    name: name,
    kind: "results",
    layout: "results",
    label: sides.map(function (side) { return side.label; }).filter(function (label) { return label !== null; }).join(",") || null,
    server: sides[0].server,
    hasSamples: true,
    finished: sides.some(function (side) { return side.finished === false; }) ? false
      : (sides.every(function (side) { return side.finished === true; }) ? true : null),
    unfinishedRuns: sides.filter(function (side) { return side.finished === false; }).map(function (side) { return side.name; }),
    serverRuns: serverRuns,
    method: sides[0].method,
    entries: order.map(function (key) { return mergedEntry(byKey[key], names, runNames); })
  };
}

module.exports = { group: group };
