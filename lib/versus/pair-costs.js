"use strict";
// Node only: what a process pair of the duet costs, read from the pairs done (their two
// results files and their wall time), for --target's choice of rounds against pairs
// (target-rounds.js). Two costs, as Kalibera and Jones (ISMM 2013) count the cost of a level
// without the levels below it:
//   a round of a row: its two samples and the requests of the turn around them (the mean of
//     the row's samples on each side in a pair, plus the pair's time between its timed samples
//     that no query took, per turn);
//   a pair beyond its rounds: both servers' start, the suite's load and the datasets' check,
//     the warmup round, and both servers' stop (the pair's wall time less the span from its
//     first timed sample to its last).
// Each is the median over the pairs after the first (which also built the datasets), or the
// first alone while it is the only one.

const stats = require("../run/stats");
const { rowKey } = require("./turns");

// One pair: { pairSeconds, turnSeconds, rows: { key: { roundSeconds, rounds } } }, or null when
// it has no timed sample.
function onePair(pair) {
  const samples = [];
  const sideOf = { a: new Map(), b: new Map() };
  let turns = 0;
  for (const side of ["a", "b"]) {
    for (const entry of pair[side].results || []) {
      const times = entry.times || [];
      if (times.length === 0) {
        continue;
      }
      sideOf[side].set(rowKey(entry), times);
      times.forEach((time, i) => samples.push({ start: entry.sampleStarts[i], end: entry.sampleStarts[i] + time }));
      turns += side === "a" ? times.length : 0;
    }
  }
  if (samples.length === 0 || turns === 0) {
    return null;
  }
  const first = Math.min(...samples.map((sample) => sample.start));
  const last = Math.max(...samples.map((sample) => sample.end));
  const queries = samples.reduce((sum, sample) => sum + sample.end - sample.start, 0);
  const turnSeconds = Math.max(0, (last - first - queries) / turns);
  const rows = {};
  for (const [key, timesA] of sideOf.a) {
    const timesB = sideOf.b.get(key);
    if (timesB !== undefined) {
      rows[key] = { roundSeconds: stats.mean(timesA) + stats.mean(timesB) + turnSeconds,
        rounds: Math.min(timesA.length, timesB.length) };
    }
  }
  return { pairSeconds: Math.max(0, pair.seconds - (last - first)), turnSeconds, rows };
}

// pairs: [{ a, b (the two parsed results files), seconds (the pair's wall time) }], in the
// order they ran, done ones only. Returns { pairSeconds, turnSeconds, rows: { key: {
// roundSeconds, mostRounds } }, pairs (how many were measured) }, or null without a pair.
function measure(pairs) {
  const each = pairs.map(onePair).filter((one) => one !== null);
  if (each.length === 0) {
    return null;
  }
  const used = each.length > 1 ? each.slice(1) : each;
  const rows = {};
  for (const key of Object.keys(Object.assign({}, ...each.map((one) => one.rows)))) {
    const seen = used.filter((one) => one.rows[key] !== undefined).map((one) => one.rows[key].roundSeconds);
    const anywhere = each.filter((one) => one.rows[key] !== undefined).map((one) => one.rows[key]);
    rows[key] = { roundSeconds: stats.median(seen.length > 0 ? seen : anywhere.map((row) => row.roundSeconds)),
      mostRounds: Math.max(...anywhere.map((row) => row.rounds)) };
  }
  return { pairSeconds: stats.median(used.map((one) => one.pairSeconds)),
    turnSeconds: stats.median(used.map((one) => one.turnSeconds)), rows, pairs: each.length };
}

module.exports = { measure };
