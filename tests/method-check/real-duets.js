"use strict";
// The comparison of duets measured on real noise (npm run method-check): results files of two
// live real servers that took every sample in turn (results/real/duets/, and any folder of
// a-K.json / b-K.json pairs given with --duets). A set whose two sides ran the same version is
// an A/A duet: every row called faster or slower is a false call. Every design the set allows
// is measured: K of its process pairs, R consecutive rounds of each. Multiplying B's samples
// of chosen rows by a known factor gives real noise with a known change (the partner that ran
// after a slowed sample is moved along, so the pair still took turns); multiplying every row
// checks the interval of the geometric mean. Beside the product's comparison, the plain test it
// has to beat: per row, a t test over the pairs of each pair's median ratio.

const fs = require("fs");
const path = require("path");
const compareInput = require("../../lib/compare/inputs/compare-input");
const runGroup = require("../../lib/compare/inputs/run-group");
const duets = require("../../lib/compare/inputs/duets");
const compare = require("../../lib/compare/comparisons/compare");
const distributions = require("../../lib/compare/verdict/distributions");
const stats = require("../../lib/run/stats");
// a small seeded generator, so the chosen rows are the same on every machine
const { random } = require("./real-runs");

const ROOT = path.resolve(__dirname, "..", "..");
const DUETS = path.join(ROOT, "results", "real", "duets");
const FACTORS = [1.05, 1.1, 1.2, 1.5, 2];
const CHANGED_SHARE = 0.3;
// Each factor is given to a fresh random choice of rows this many times per design: a set has
// few designs, and one choice leaves a rate resting on a handful of rows.
const REPEATS = 5;

// The sets under a folder: each subfolder with a-1.json and b-1.json (or the folder itself).
function setsUnder(folder) {
  const isSet = (dir) => fs.existsSync(path.join(dir, "a-1.json")) && fs.existsSync(path.join(dir, "b-1.json"));
  if (isSet(folder)) {
    return [folder];
  }
  return fs.readdirSync(folder).sort().map((name) => path.join(folder, name))
    .filter((dir) => fs.statSync(dir).isDirectory() && isSet(dir));
}

// A set as parsed files: { name, pairs: [{ a, b }], sameVersion, rounds (the fewest timed
// samples of a row) }.
function loadSet(dir) {
  const pairs = [];
  for (let k = 1; fs.existsSync(path.join(dir, "a-" + k + ".json")); k += 1) {
    const read = (side) => JSON.parse(fs.readFileSync(path.join(dir, side + "-" + k + ".json"), "utf8"));
    pairs.push({ a: read("a"), b: read("b"), k });
  }
  const rounds = Math.min(...pairs.map((pair) => Math.min(...pair.a.results.concat(pair.b.results)
    .filter((result) => result.times.length > 0).map((result) => result.times.length))));
  const name = path.relative(ROOT, dir).startsWith("..") ? dir : path.relative(ROOT, dir);
  return { name, pairs, rounds, sameVersion: pairs[0].a.server.version === pairs[0].b.server.version };
}

// A results file cut to R consecutive rounds from `start` (each row's samples in time order).
function cut(parsed, start, rounds) {
  const copy = JSON.parse(JSON.stringify(parsed));
  copy.results.forEach((result) => {
    const order = result.times.map((_, i) => i).sort((x, y) => result.sampleStarts[x] - result.sampleStarts[y])
      .slice(start, start + rounds);
    result.times = order.map((i) => result.times[i]);
    result.sampleStarts = order.map((i) => result.sampleStarts[i]);
  });
  return copy;
}

// B's samples of the rows in `keys` (null: every row) made `factor` times slower; where B's
// sample ran first, A's sample beside it starts that much later (it waited for B).
function slowed(pair, factor, keys) {
  const a = JSON.parse(JSON.stringify(pair.a));
  const b = JSON.parse(JSON.stringify(pair.b));
  const keyOf = (result) => result.case + "/" + result.documents;
  const inA = new Map(a.results.map((result) => [keyOf(result), result]));
  b.results.forEach((result) => {
    if (keys !== null && !keys.has(keyOf(result))) {
      return;
    }
    const partner = inA.get(keyOf(result));
    result.times = result.times.map((time, i) => {
      const later = time * (factor - 1);
      if (partner) {
        partner.sampleStarts = partner.sampleStarts.map((start) =>
          start > result.sampleStarts[i] && start < result.sampleStarts[i] + time + duets.TURN_SLACK_SECONDS ? start + later : start);
      }
      return time * factor;
    });
  });
  return { a, b };
}

function side(name, parsedList) {
  return runGroup.group(name, parsedList.map((parsed, i) => compareInput.read(name + "-" + (i + 1) + ".json",
    JSON.stringify(parsed))));
}

// The plain test: per row, each pair's median log ratio; a t test over the pairs; the change it
// finds with 90 % probability.
function plainDetectables(a, b) {
  const turns = duets.recognise(a, b);
  const found = [];
  Object.keys(turns.rows).forEach((key) => {
    const centers = turns.rows[key].filter((pair) => pair !== null)
      .map((pair) => stats.median(pair.a.map((time, i) => Math.log(pair.b[i] / time))));
    if (centers.length > 1) {
      const se = stats.standardDeviation(centers) / Math.sqrt(centers.length);
      const df = centers.length - 1;
      found.push(Math.exp((distributions.tQuantile(0.975, df) + distributions.tQuantile(0.9, df)) * se));
    }
  });
  return found.length > 0 ? stats.median(found) : null;
}

// Every choice of `count` of n items, in order.
function choices(n, count) {
  const all = [];
  const pick = (start, chosen) => {
    if (chosen.length === count) {
      all.push(chosen.slice());
      return;
    }
    for (let i = start; i < n; i += 1) {
      pick(i + 1, chosen.concat([i]));
    }
  };
  pick(0, []);
  return all;
}

const called = (row) => row.verdict === "faster" || row.verdict === "slower";
const tally = () => ({ k: 0, n: 0 });

// The figures of one set for K pairs of R rounds: every choice of K pairs, every block of R
// consecutive rounds. options: { factors, seed, limit (at most this many designs), repeats }.
function evaluate(set, pairs, rounds, options) {
  const opts = Object.assign({ factors: FACTORS, seed: 1, limit: Infinity, repeats: REPEATS }, options || {});
  const designs = [];
  for (const chosen of choices(set.pairs.length, pairs)) {
    for (let start = 0; start + rounds <= set.rounds; start += rounds) {
      designs.push(chosen.map((k) => ({ a: cut(set.pairs[k].a, start, rounds), b: cut(set.pairs[k].b, start, rounds) })));
    }
  }
  const used = designs.length > opts.limit ? designs.filter((_, i) => i % Math.ceil(designs.length / opts.limit) === 0)
    : designs;
  const next = random(opts.seed);
  const result = { set: set.name, pairs, rounds, factors: opts.factors, designs: used.length, judgedAsPairs: 0, falseCalls: tally(),
    wholeFalse: tally(), found: {}, honest: tally(), coverage: tally(), detectables: [], plain: [] };
  opts.factors.forEach((factor) => { result.found[factor] = tally(); });
  for (const design of used) {
    const a = side("a", design.map((pair) => pair.a));
    const b = side("b", design.map((pair) => pair.b));
    const same = compare.compare(a, b);
    const rows = same.rows.filter((row) => row.detectable !== null);
    result.judgedAsPairs += rows.length > 0 && rows.every((row) => row.test === "pairs") ? 1 : 0;
    result.detectables.push(same.summary.runs.medianDetectable);
    result.plain.push(plainDetectables(a, b));
    if (!set.sameVersion) {
      continue;
    }
    result.falseCalls.n += rows.length;
    result.falseCalls.k += rows.filter(called).length;
    result.wholeFalse.n += 1;
    result.wholeFalse.k += same.summary.runs.shift.significant ? 1 : 0;
    for (const factor of opts.factors.flatMap((one) => Array(opts.repeats).fill(one))) {
      const keys = new Set(rows.filter(() => next() < CHANGED_SHARE).map((row) => row.case + "/" + row.documents));
      const changed = design.map((pair) => slowed(pair, factor, keys));
      const outcome = compare.compare(side("a", changed.map((pair) => pair.a)), side("b", changed.map((pair) => pair.b)));
      outcome.rows.filter((row) => keys.has(row.case + "/" + row.documents)).forEach((row) => {
        result.found[factor].n += 1;
        const hit = row.verdict === "slower";
        result.found[factor].k += hit ? 1 : 0;
        if (row.detectable !== null && factor >= row.detectable) {
          result.honest.n += 1;
          result.honest.k += hit ? 1 : 0;
        }
      });
      const everyRow = design.map((pair) => slowed(pair, factor, null));
      const interval = compare.compare(side("a", everyRow.map((pair) => pair.a)),
        side("b", everyRow.map((pair) => pair.b))).summary.geomeanInterval;
      result.coverage.n += 1;
      result.coverage.k += interval !== null && interval.low <= factor && factor <= interval.high ? 1 : 0;
    }
  }
  const middle = (list) => {
    const kept = list.filter((value) => value !== null).sort((x, y) => x - y);
    return kept.length > 0 ? kept[Math.floor(kept.length / 2)] : null;
  };
  result.medianDetectable = middle(result.detectables);
  result.plainDetectable = middle(result.plain);
  return result;
}

module.exports = { evaluate, loadSet, setsUnder, cut, slowed, plainDetectables, DUETS, FACTORS };
