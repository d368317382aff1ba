"use strict";
// Runs of the real shape on the simulated clock: each real run of a data set replayed on a
// clock of its own (a fresh process: its own seed) that starts when the real run started
// (startAt) on one simulated machine (one machineSeed), each sample drawn at the absolute
// second the real one started, each row's warmup before its first sample. What comes back has
// real-runs.js's shape, so noise-figures.js reads it as it reads the real runs.

const { createSimulatedClock } = require("../standin/arangod/simulated-clock");
const { checkSettings } = require("../standin/arangod/timing-settings");

// runs: a data set's real runs (real-runs.js); machine: the "machine" settings (a preset's
// name or an object); machineSeed: the simulated machine; processSeed: the first process's seed
// (each run's process its own, derived from it). Every row's base time is 1 s: the figures read
// logs relative to each row, so the base does not matter.
function simulateLike(runs, machine, machineSeed, processSeed = machineSeed * 7919 + 1) {
  return runs.map((run, index) => {
    const names = run.rows.map((row) => row.key);
    const settings = checkSettings({ seed: (processSeed + index * 104729) >>> 0, machineSeed,
      startAt: run.startedAt, default: { seconds: 1 }, machine }, "(replay of " + run.name + ")", names);
    const clock = createSimulatedClock(settings, { startSeconds: run.startedAt });
    const firstSample = Math.min(...run.rows.flatMap((row) => row.starts));
    // warmups spread over the time before the first round, in the order the rows were prepared
    const byFirstSample = run.rows.map((row, r) => ({ r, first: Math.min(...row.starts) }))
      .sort((a, b) => a.first - b.first);
    const warmups = run.rows.map(() => []);
    byFirstSample.forEach(({ r }, i) => {
      moveTo(clock, run.startedAt + (firstSample - run.startedAt) * (i + 0.5) / run.rows.length);
      run.rows[r].warmups.forEach(() => warmups[r].push(Math.log(clock.draw(run.rows[r].key, run.rows[r].documents).seconds)));
    });
    const samples = run.rows.flatMap((row, r) => row.starts.map((start, k) => ({ r, k, start })))
      .sort((a, b) => a.start - b.start);
    const times = run.rows.map((row) => new Array(row.times.length));
    for (const { r, k, start } of samples) {
      moveTo(clock, start);
      times[r][k] = Math.log(clock.draw(run.rows[r].key, run.rows[r].documents).seconds);
    }
    return { name: run.name, version: run.version, startedAt: run.startedAt,
      rows: run.rows.map((row, r) => ({ key: row.key, documents: row.documents, times: times[r],
        warmups: warmups[r], starts: row.starts.slice() })) };
  });
}

function moveTo(clock, absoluteSeconds) {
  const ahead = absoluteSeconds - clock.time();
  if (ahead > 0) {
    clock.advance(ahead);
  }
}

module.exports = { simulateLike };
