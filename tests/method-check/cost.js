"use strict";
// What the designs of versus cost in wall time, from real query times and the time real
// servers spent around them (npm run method-check; docs/versus.md, "Cost"). Everything is read
// from the files of results/real:
//   the runs design: between two samples of a run, real servers spent 0.39–0.40 s beside the
//     query with its default gc pause of 0.2 s (every run in results/real, quiet and busy: the
//     collection takes about as long again); each run adds its start, its datasets' check and
//     its plans, and the stop and start between runs (results/real/duets/aa254-runs-busy);
//   the duet: each turn adds the requests around its two samples, each pair its servers' start,
//     begin, datasets' check and plans, and the stop and start between pairs; the warmup round is
//     counted as if the two servers had warmed one after the other (results/real/duets/ab-busy,
//     the product's duet without a gc pause, and ab-26-283, the old default with one).
// Rows: each side's median time and first warmup per row, from the default suite's real runs
// (results/real/real-2.5.4.json and real-2.6.0-alpha2-a.json: 33 cases at 10k, 100k, 1000k,
// the IN-list lookups of 2.5.4 at 8–23 s each) or from the busy duet sets.

const fs = require("fs");
const path = require("path");
const stats = require("../../lib/run/stats");
const turns = require("../../lib/versus/turns");
const defaults = require("../../lib/versus/defaults");

const ROOT = path.resolve(__dirname, "..", "..");
const REAL = path.join(ROOT, "results", "real");

function read(file) {
  return JSON.parse(fs.readFileSync(path.join(ROOT, file), "utf8"));
}

function seconds(iso) {
  return Date.parse(iso) / 1000;
}

// Every timed sample of the files, in time order, with its end: [{ start, end, file }].
function timeline(parsedList) {
  const all = [];
  parsedList.forEach((parsed, file) => parsed.results.forEach((result) => (result.sampleStarts || []).forEach((start, i) => {
    all.push({ start, end: start + result.times[i], file });
  })));
  return all.sort((x, y) => x.start - y.start);
}

// The median time between one sample's end and the next one's start of each run.
function betweenSamples(files) {
  const gaps = [];
  files.forEach((file) => {
    const samples = timeline([read(file)]);
    for (let i = 1; i < samples.length; i += 1) {
      gaps.push(samples[i].start - samples[i - 1].end);
    }
  });
  return stats.median(gaps);
}

function filesIn(folder) {
  return fs.readdirSync(path.join(ROOT, folder)).filter((name) => name.endsWith(".json")).sort()
    .map((name) => path.join(folder, name));
}

// The runs design's costs beside its queries: { betweenSamples, perRun } in seconds.
function runsOverheads() {
  const quietAndBusy = ["results/real/real-2.5.4.json", "results/real/real-2.6.0-alpha2-a.json"]
    .concat(filesIn("results/real/alternating"), filesIn("results/real/duets/aa254-runs-busy"));
  const gap = betweenSamples(quietAndBusy);
  const runs = filesIn("results/real/duets/aa254-runs-busy").map(read).sort((x, y) => seconds(x.startedAt) - seconds(y.startedAt));
  const perRun = runs.map((run, i) => {
    const queries = run.results.reduce((sum, result) => sum + stats.sum(result.times) + stats.sum(result.warmupTimes), 0);
    const samples = run.results.reduce((sum, result) => sum + result.times.length + result.warmupTimes.length, 0);
    const inside = seconds(run.endedAt) - seconds(run.startedAt) - queries - samples * gap;
    const between = i > 0 ? seconds(run.startedAt) - seconds(runs[i - 1].endedAt) : null;
    return { inside, between };
  });
  return { betweenSamples: gap, perRun: stats.median(perRun.map((run) => run.inside)) +
    stats.median(perRun.filter((run) => run.between !== null).map((run) => run.between)) };
}

// The duet's costs beside its queries, from the pairs of a set after the first (which also
// built the datasets): { perTurn, perPair, betweenTurnsWithPause } in seconds.
function duetOverheads(folder) {
  const files = filesIn(folder).map(read);
  const pairs = {};
  files.forEach((parsed) => { (pairs[parsed.startedAt] = pairs[parsed.startedAt] || []).push(parsed); });
  const ordered = Object.keys(pairs).sort().map((start) => pairs[start]);
  const perTurn = [];
  const perPair = [];
  ordered.forEach((pair, k) => {
    const samples = timeline(pair);
    const queries = samples.reduce((sum, sample) => sum + sample.end - sample.start, 0);
    const turnsTaken = samples.length / 2;
    perTurn.push((samples[samples.length - 1].end - samples[0].start - queries) / turnsTaken);
    if (k > 0) {
      const warmups = pair.reduce((sum, parsed) => sum + parsed.results.reduce((s, result) => s + stats.sum(result.warmupTimes), 0), 0);
      const before = samples[0].start - warmups;
      const after = seconds(pair[0].endedAt) - seconds(pair[0].startedAt) - samples[samples.length - 1].end;
      perPair.push(before + after + seconds(pair[0].startedAt) - seconds(ordered[k - 1][0].endedAt));
    }
  });
  return { perTurn: stats.median(perTurn), perPair: stats.median(perPair) };
}

// Per row: { a, b, warmA, warmB } in seconds, the rows both sides have.
function rowsOf(parsedA, parsedB) {
  const inB = new Map(parsedB.results.map((result) => [result.case + "/" + result.documents, result]));
  return parsedA.results.filter((result) => inB.has(result.case + "/" + result.documents) && result.times.length > 0)
    .map((result) => {
      const other = inB.get(result.case + "/" + result.documents);
      return { a: stats.median(result.times), b: stats.median(other.times), warmA: result.warmupTimes[0] || stats.median(result.times),
        warmB: other.warmupTimes[0] || stats.median(other.times) };
    });
}

// The default suite on real 2.5.4 against real 2.6.0-alpha2 (99 rows).
function defaultSuite() {
  return rowsOf(read("results/real/real-2.5.4.json"), read("results/real/real-2.6.0-alpha2-a.json"));
}

// The 28 rows at 10k of a busy 2.5.4 on both sides (the runs design's own runs beside a build:
// each side's samples over its four runs).
function busy254() {
  const files = filesIn("results/real/duets/aa254-runs-busy").map(read);
  const merged = (side) => {
    const runs = files.filter((parsed) => parsed.label.includes("-" + side + "-"));
    return { results: runs[0].results.map((result, i) => Object.assign({}, result, {
      times: [].concat(...runs.map((run) => run.results[i].times)),
      warmupTimes: [stats.median([].concat(...runs.map((run) => run.results[i].warmupTimes)))] })) };
  };
  return rowsOf(merged("a"), merged("b"));
}

// The wall time of a design on rows: { seconds, queries (per row and side, mean) }.
//   { design: "runs", runsASide, warmup, timed }
//   { design: "duet", pairs: [rule, ...], warmup, pause (the seconds between turns a gc pause
//     adds, 0 without one) } with rule as turns.roundsFor takes it
function wallTime(spec, rows, overheads) {
  if (spec.design === "runs") {
    const perRow = rows.reduce((sum, row) => sum + spec.runsASide * (spec.warmup * (row.warmA + row.warmB) +
      spec.timed * (row.a + row.b) + 2 * (spec.warmup + spec.timed) * overheads.runs.betweenSamples), 0);
    return { seconds: 2 * spec.runsASide * overheads.runs.perRun + perRow,
      queries: spec.runsASide * (spec.warmup + spec.timed) };
  }
  let total = 0;
  let queries = 0;
  spec.pairs.forEach((rule) => {
    total += overheads.duet.perPair;
    rows.forEach((row) => {
      const turn = row.a + row.b + overheads.duet.perTurn;
      const rounds = turns.roundsFor(rule, turn);
      total += spec.warmup * (row.warmA + row.warmB + spec.pause) + rounds * (turn + spec.pause);
      queries += spec.warmup + rounds;
    });
  });
  return { seconds: total, queries: queries / rows.length };
}

function measuredOverheads() {
  return { runs: runsOverheads(), duet: duetOverheads("results/real/duets/ab-busy"),
    pause: duetOverheads("results/real/duets/ab-26-283").perTurn - duetOverheads("results/real/duets/ab-busy").perTurn };
}

// The designs compared (docs/versus.md, "Cost").
function designs() {
  const rule = { fixed: null, min: defaults.MIN_ROUNDS, max: defaults.MAX_ROUNDS, fillSeconds: defaults.ROUND_FILL_SECONDS };
  const fixed = (rounds) => ({ fixed: rounds });
  const pairs = (count, each) => Array(count).fill(each);
  return [
    { name: "runs design, default (4 runs a side of 1 warmup + 2 timed, gc pause 0.2 s)", design: "runs",
      runsASide: defaults.RUNS_A_SIDE, warmup: 1, timed: defaults.RUNS_PER_PROCESS },
    { name: "duet, default (3 pairs, 3 to 10 rounds a row by its time, no gc pause)", design: "duet",
      pairs: pairs(defaults.PAIRS, rule), warmup: 1, pause: 0 },
    { name: "duet, the old default (3 pairs of 3 rounds, gc pause 0.2 s)", design: "duet", pairs: pairs(3, fixed(3)),
      warmup: 1, pause: "gc" },
    { name: "duet, 3 pairs of 10 rounds, no gc pause", design: "duet", pairs: pairs(3, fixed(10)), warmup: 1, pause: 0 }
  ];
}

// Every design's wall time on the default suite and on the busy 28 rows.
function measure() {
  const overheads = measuredOverheads();
  const sets = [{ name: "the default suite (33 cases at 10k, 100k, 1000k), real 2.5.4 against 2.6.0-alpha2, quiet",
    rows: defaultSuite() }, { name: "28 cases at 10k, real 2.5.4 against itself beside a build", rows: busy254() }];
  return { overheads, sets: sets.map((set) => ({ name: set.name, rows: set.rows.length,
    designs: designs().map((spec) => {
      const concrete = Object.assign({}, spec, { pause: spec.pause === "gc" ? overheads.pause : spec.pause });
      return Object.assign({ name: spec.name }, wallTime(concrete, set.rows, overheads));
    }) })) };
}

module.exports = { measure, wallTime, designs, measuredOverheads, defaultSuite, busy254, betweenSamples, REAL };
