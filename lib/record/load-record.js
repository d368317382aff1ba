/*
 * The results file's record of the load the machine was under while the run measured
 * (`load`, docs/results-file.md): the readings the host adapter takes (lib/host.js,
 * loadReading), kept as they were read, with when. A busy machine changes B/A itself, not only
 * its noise, so a comparison says how busy the machine was (lib/compare/comparisons/
 * load-summary.js); what it says is worked out there from these raw readings. ES5.
 *
 *   load: { readings: [{ at, segment, loadAverage, machine: { busy, all, cores }, server }],
 *           unreadable: [...] }
 */
"use strict";

// The readings' times are wall-clock milliseconds (Date.now, not the host's clock, which the
// stand-in may simulate); they are kept as seconds since the run's startedAt, to the millisecond.
function secondsSince(startedAt, now) {
  var then = Date.parse(startedAt);
  return isNaN(then) ? null : Math.round(now - then) / 1000;
}

// Adds a reading (host.loadReading(): { loadAverage, machine, server, unreadable }, or null
// where nothing can be read: arangosh) to results.load. now: Date.now(). A resumed run goes
// on in a new server process whose CPU time starts again: its readings get the next segment
// (the number of resumes so far), and only readings of one segment are set against each other.
function note(results, reading, now) {
  if (!results.load || typeof results.load !== "object") {
    results.load = { readings: [], unreadable: [] };
  }
  var load = results.load;
  if (reading === null) {
    var why = "arangosh: the client cannot read the server's machine";
    if (load.unreadable.indexOf(why) < 0) {
      load.unreadable.push(why);
    }
    return;
  }
  reading.unreadable.forEach(function (problem) {
    if (load.unreadable.indexOf(problem) < 0) {
      load.unreadable.push(problem);
    }
  });
  load.readings.push({
    at: secondsSince(results.startedAt, now),
    segment: (results.resumedAt || []).length,
    loadAverage: reading.loadAverage,
    machine: reading.machine,
    // to the microsecond: processStatistics gives whole clock ticks, the stand-in microseconds
    server: reading.server === null ? null : Math.round(reading.server * 1e6) / 1e6
  });
}

module.exports = { note: note };
