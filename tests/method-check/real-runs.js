"use strict";
// The comparison measured on real noise with a known truth (npm run method-check): runs of one
// real server version are split into two groups, A and B, in every way that gives k runs a
// side. Every difference between the groups is noise, so every row called faster or slower is
// a false call. Multiplying every sample of chosen rows of B by a factor gives the same real
// noise with a known change: whether the comparison finds it, and whether what it found is as
// large as the row's stated `detectable` promised. Multiplying every row of B by a factor
// checks the interval of the geometric mean. The comparison is the product's own
// (lib/compare/comparisons/compare.js), on the results files as they came from the servers.

const fs = require("fs");
const path = require("path");
const compareInput = require("../../lib/compare/inputs/compare-input");
const runGroup = require("../../lib/compare/inputs/run-group");
const compare = require("../../lib/compare/comparisons/compare");
const runPlan = require("../../lib/run/run-plan");

const ROOT = path.resolve(__dirname, "..", "..");
const FACTORS = [1.1, 1.25, 1.5, 2, 3, 5];
// the share of B's rows a known change is given to
const CHANGED_SHARE = 0.3;

// The real runs of the project: the quiet A/A pair of 2.6.0-alpha2 (results/real) and the busy
// alternating runs of 2.6.0-alpha2 and 2.5.4 (results/real/alternating).
const DATA_SETS = {
  "quiet 2.6": { folder: "results/real", files: ["real-2.6.0-alpha2-a.json", "real-2.6.0-alpha2-b.json"] },
  "busy 2.6": { folder: "results/real/alternating", files: ["r26-1.json", "r26-2.json", "r26-3.json", "r26-4.json", "r26-5.json", "r26-6.json"] },
  "busy 2.5.4": { folder: "results/real/alternating", files: ["r254-1.json", "r254-2.json", "r254-3.json", "r254-5.json", "r254-6.json"] }
};

// The runs of a data set; with `samples`, each run keeps only its first that many timed runs
// per case (as a run of that many would have measured: the rounds come in order).
function load(dataSet, samples) {
  const set = DATA_SETS[dataSet];
  return set.files.map((file) => {
    const name = path.join(set.folder, file);
    const parsed = JSON.parse(fs.readFileSync(path.join(ROOT, name), "utf8"));
    if (samples) {
      parsed.results.forEach((result) => { result.times = result.times.slice(0, samples); });
    }
    return compareInput.read(name, JSON.stringify(parsed));
  });
}

// A small seeded generator (mulberry32), so the chosen rows are the same on every machine.
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6D2B79F5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// A copy of a one-run side whose rows in `keys` (all rows: null) take `factor` times longer.
function scaled(side, factor, keys) {
  return Object.assign({}, side, {
    entries: side.entries.map((entry) => {
      if (keys !== null && !keys.has(entry.key)) {
        return entry;
      }
      const times = entry.times === null ? null : entry.times.map((t) => t * factor);
      return Object.assign({}, entry, { times, perRun: times === null ? null : [times],
        median: entry.median === null ? null : entry.median * factor, avg: entry.avg === null ? null : entry.avg * factor,
        min: entry.min === null ? null : entry.min * factor, max: entry.max === null ? null : entry.max * factor });
    })
  });
}

function group(runs) {
  return runGroup.group(runs.map((run) => run.name).join(","), runs);
}

// Every ordered split of the runs into A and B with k runs each (disjoint).
function splits(count, k) {
  const result = [];
  const choose = (from, size, start, chosen) => {
    if (chosen.length === size) {
      from.push(chosen.slice());
      return;
    }
    for (let i = start; i < count; i += 1) {
      chosen.push(i);
      choose(from, size, i + 1, chosen);
      chosen.pop();
    }
  };
  const subsets = [];
  choose(subsets, k, 0, []);
  for (const a of subsets) {
    for (const b of subsets) {
      if (b.every((i) => a.indexOf(i) < 0)) {
        result.push({ a, b });
      }
    }
  }
  return result;
}

const called = (row) => row.verdict === "faster" || row.verdict === "slower";
const judged = (row) => row.detectable !== null;

function tally() {
  return { k: 0, n: 0 };
}

// The figures of one data set at k runs a side. options: { factors, limit (at most this many
// splits, spread evenly), seed, samples (timed runs per case kept of each run) }.
function evaluate(dataSet, k, options) {
  const opts = Object.assign({ factors: FACTORS, limit: Infinity, seed: 1, samples: null }, options || {});
  const runs = load(dataSet, opts.samples);
  let all = splits(runs.length, k);
  if (all.length > opts.limit) {
    const step = all.length / opts.limit;
    all = Array.from({ length: opts.limit }, (_, i) => all[Math.floor(i * step)]);
  }
  const next = random(opts.seed);
  const falseCalls = tally();
  const wholeRunFalse = tally();
  const found = new Map();
  const honest = tally();
  const coverage = tally();
  const detectables = [];
  opts.factors.forEach((factor) => { found.set(factor, tally()); });
  for (const split of all) {
    const a = group(split.a.map((i) => runs[i]));
    const bRuns = split.b.map((i) => runs[i]);
    const same = compare.compare(a, group(bRuns));
    const rows = same.rows.filter(judged);
    const keyOf = (row) => runPlan.key(row.suite, row.case, row.documents);
    falseCalls.n += rows.length;
    falseCalls.k += rows.filter(called).length;
    wholeRunFalse.n += 1;
    wholeRunFalse.k += same.summary.runs.shift.significant ? 1 : 0;
    detectables.push(same.summary.runs.medianDetectable);
    for (const factor of opts.factors) {
      const keys = new Set(rows.filter(() => next() < CHANGED_SHARE).map(keyOf));
      const changed = compare.compare(a, group(bRuns.map((run) => scaled(run, factor, keys))));
      for (const row of changed.rows.filter((r) => keys.has(runPlan.key(r.suite, r.case, r.documents)))) {
        found.get(factor).n += 1;
        const hit = row.verdict === "slower";
        found.get(factor).k += hit ? 1 : 0;
        if (row.detectable !== null && factor >= row.detectable) {
          honest.n += 1;
          honest.k += hit ? 1 : 0;
        }
      }
      const everyRow = compare.compare(a, group(bRuns.map((run) => scaled(run, factor, null))));
      const interval = everyRow.summary.geomeanInterval;
      coverage.n += 1;
      coverage.k += interval !== null && interval.low <= factor && factor <= interval.high ? 1 : 0;
    }
  }
  detectables.sort((x, y) => x - y);
  return { dataSet, k, samples: opts.samples, comparisons: all.length, falseCalls, wholeRunFalse, found: Object.fromEntries(found), honest, coverage,
    medianDetectable: detectables[Math.floor(detectables.length / 2)] };
}

module.exports = { evaluate, splits, scaled, load, random, DATA_SETS, FACTORS };
