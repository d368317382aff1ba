/*
 * The load one results file recorded while its run measured (lib/record/load-record.js), read
 * back and worked out: how many cores the machine had busy, how many the server took itself,
 * and so how many other work took, from its first reading to its last. The readings are raw
 * counters (the machine's CPU ticks, the server's CPU seconds, the wall clock); every figure
 * here is a difference of two of them. ES5.
 */
"use strict";

function isCount(value) {
  return typeof value === "number" && isFinite(value) && value >= 0;
}

// A reading that can be set against another: a time, the machine's ticks and the server's CPU.
function usable(reading) {
  return reading !== null && typeof reading === "object" && typeof reading.at === "number" && isFinite(reading.at) &&
    reading.machine !== null && typeof reading.machine === "object" && isCount(reading.machine.busy) &&
    isCount(reading.machine.all) && isCount(reading.machine.cores) && reading.machine.cores > 0 &&
    isCount(reading.server);
}

// The load of a parsed results file, or null when the file keeps none (written before the suite
// recorded it). { readings (usable, in order), unreadable: [why a figure is missing],
// duet: the run was one side of a process pair (options.order "duet") }.
function fromResults(parsed) {
  var load = parsed.load;
  if (load === undefined || load === null || typeof load !== "object") {
    return null;
  }
  var readings = Array.isArray(load.readings) ? load.readings.filter(usable) : [];
  var unreadable = Array.isArray(load.unreadable) ? load.unreadable.filter(function (why) {
    return typeof why === "string";
  }) : [];
  if (readings.length < 2 && unreadable.length === 0) {
    unreadable = ["fewer than two readings"];
  }
  return { readings: readings, unreadable: unreadable,
    duet: parsed.options !== null && typeof parsed.options === "object" && parsed.options.order === "duet" };
}

// The readings of each process behind the file: a resumed run's readings after a resume come
// from a new server process, whose CPU time counts from 0 again.
function segments(readings) {
  var bySegment = [];
  readings.forEach(function (reading) {
    var last = bySegment[bySegment.length - 1];
    var segment = typeof reading.segment === "number" ? reading.segment : 0;
    if (last === undefined || last.segment !== segment) {
      bySegment.push({ segment: segment, readings: [reading] });
    } else {
      last.readings.push(reading);
    }
  });
  return bySegment.map(function (each) { return each.readings; });
}

// Over the readings from `from` to `to` seconds (optional: all of them), each process from its
// first reading to its last: { seconds (wall), machine (cores busy, the server's included),
// server (cores the server took), cores, loadAverage (mean of the 1-minute figures) }, or null
// when no process has two readings apart in time.
function figures(load, from, to) {
  var inside = load.readings.filter(function (reading) {
    return (from === undefined || reading.at >= from) && (to === undefined || reading.at <= to);
  });
  var seconds = 0;
  var machineSeconds = 0;
  var serverSeconds = 0;
  var cores = 0;
  segments(inside).forEach(function (readings) {
    var first = readings[0];
    var last = readings[readings.length - 1];
    var wall = last.at - first.at;
    var ticks = last.machine.all - first.machine.all;
    if (wall > 0 && ticks > 0) {
      seconds += wall;
      machineSeconds += (last.machine.busy - first.machine.busy) / ticks * last.machine.cores * wall;
      serverSeconds += last.server - first.server;
      cores = Math.max(cores, last.machine.cores);
    }
  });
  if (seconds === 0) {
    return null;
  }
  var averages = inside.filter(function (reading) {
    return Array.isArray(reading.loadAverage) && isCount(reading.loadAverage[0]);
  }).map(function (reading) { return reading.loadAverage[0]; });
  return { seconds: seconds, machine: machineSeconds / seconds, server: serverSeconds / seconds, cores: cores,
    loadAverage: averages.length > 0 ? averages.reduce(function (sum, value) { return sum + value; }, 0) /
      averages.length : null };
}

// The time both runs of a pair measured: from the later first reading to the earlier last one.
// Both servers read at the end of each round at nearly the same moment, so each one's readings
// inside that span (with a second's slack) cover the same stretch of the machine's time.
var SLACK_SECONDS = 1;

function sharedSpan(loadA, loadB) {
  var firstA = loadA.readings[0];
  var firstB = loadB.readings[0];
  var lastA = loadA.readings[loadA.readings.length - 1];
  var lastB = loadB.readings[loadB.readings.length - 1];
  return { from: Math.max(firstA.at, firstB.at) - SLACK_SECONDS, to: Math.min(lastA.at, lastB.at) + SLACK_SECONDS };
}

// Other work while a process pair ran: the machine's busy cores less what each server took
// (versus's own requests between the samples count as other work). null when either side has
// no figure over the shared span.
function pairFigures(loadA, loadB) {
  if (loadA.readings.length < 2 || loadB.readings.length < 2) {
    return null;
  }
  var span = sharedSpan(loadA, loadB);
  var a = figures(loadA, span.from, span.to);
  var b = figures(loadB, span.from, span.to);
  if (a === null || b === null) {
    return null;
  }
  var machine = (a.machine * a.seconds + b.machine * b.seconds) / (a.seconds + b.seconds);
  var averages = [a.loadAverage, b.loadAverage].filter(function (value) { return value !== null; });
  return { seconds: Math.max(a.seconds, b.seconds), machine: machine, servers: a.server + b.server,
    other: machine - a.server - b.server, cores: Math.max(a.cores, b.cores),
    loadAverage: averages.length > 0 ? (averages[0] + averages[averages.length - 1]) / 2 : null };
}

// Other work while one run measured: the machine's busy cores less what its server took.
function runFigures(load) {
  var found = figures(load);
  if (found === null) {
    return null;
  }
  found.other = found.machine - found.server;
  return found;
}

module.exports = { fromResults: fromResults, runFigures: runFigures, pairFigures: pairFigures };
