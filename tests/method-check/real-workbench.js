"use strict";
// The workbench's A/B verdict measured on real noise (npm run method-check): results files of
// real A/B runs of one query against itself (results/real/workbench/: real 2.5.4, eight queries
// of 0.5 ms to 0.3 s at 10k, 40 turns each, quiet and beside two CPU-bound loops; B is A's
// query with a trailing space, so every call is a false one). Each file is cut into designs of
// consecutive turns (all 40, two halves of 20, four quarters of 10), judged as `compare FILE`
// judges it (lib/compare/comparisons/ab-comparison.js); B's samples made slower by exactly the
// detectable the verdict stated give real noise with a known change. Beside it, the judgement
// of the same samples as two unrelated groups (the workbench's before the turns), and what the
// default's budget buys: the turns its seconds hold at each query's own time, and the
// detectable those turns give at the noise each file showed (a projection, said so: these
// files took a gc pause of 0.2 s before every sample, the default takes none).

const fs = require("fs");
const path = require("path");
const abComparison = require("../../lib/compare/comparisons/ab-comparison");
const abFile = require("../../lib/compare/inputs/ab-file");
const turnsModel = require("../../lib/compare/verdict/turns-model");
const distributions = require("../../lib/compare/verdict/distributions");
const runModel = require("../../lib/compare/verdict/run-model");
const stats = require("../../lib/run/stats");
const turnsRun = require("../../lib/run/turns");
const options = require("../../lib/options/options");

const ROOT = path.resolve(__dirname, "..", "..");
const WORKBENCH = path.join(ROOT, "results", "real", "workbench");
const CONDITIONS = ["quiet", "busy"];
// Cuts of each file: turns a design has; the file's turns are split into as many designs.
const DESIGNS = [40, 20, 10];
// What a turn costs beside its two samples when nothing rests between them: the runner's own
// work around a sample (reading the cursor's statistics and the server's memory). Not measured
// on a real server yet; the real duets' partner began 1.5–2.3 ms after the first ended, a
// request between two processes included, so 2 ms a sample is taken.
const PER_SAMPLE_SECONDS = 0.002;

function load(folder) {
  const files = [];
  for (const condition of CONDITIONS) {
    const dir = path.join(folder || WORKBENCH, condition);
    for (const name of fs.readdirSync(dir).filter((file) => file.endsWith(".json")).sort()) {
      files.push({ condition, name: condition + "/" + name,
        parsed: JSON.parse(fs.readFileSync(path.join(dir, name), "utf8")) });
    }
  }
  return files;
}

const entryOf = (parsed, which) => parsed.results.find((entry) => entry.case === which);

// A copy of the file keeping turns [start, start + count) of each query (its samples in time
// order: a turn holds one of each).
function cut(parsed, start, count) {
  const copy = JSON.parse(JSON.stringify(parsed));
  [abFile.A_CASE, abFile.B_CASE].forEach((which) => {
    const entry = entryOf(copy, which);
    const order = entry.times.map((_, i) => i).sort((x, y) => entry.sampleStarts[x] - entry.sampleStarts[y])
      .slice(start, start + count);
    entry.times = order.map((i) => entry.times[i]);
    entry.sampleStarts = order.map((i) => entry.sampleStarts[i]);
    entry.stats = order.map((i) => (entry.stats || [])[i]).filter((one) => one !== undefined);
  });
  return copy;
}

// B's samples `factor` times slower; every sample that began after a slowed one begins that
// much later, so the turns stay in the order they were taken.
function slowed(parsed, factor) {
  const copy = JSON.parse(JSON.stringify(parsed));
  const b = entryOf(copy, abFile.B_CASE);
  const delays = b.times.map((time, i) => ({ start: b.sampleStarts[i], later: time * (factor - 1) }));
  b.times = b.times.map((time) => time * factor);
  copy.results.forEach((entry) => {
    entry.sampleStarts = entry.sampleStarts.map((start) => delays.reduce((sum, delay) => sum + (start > delay.start ? delay.later : 0), start));
  });
  return copy;
}

// The same file without the samples' starts: judged as two groups of one server run, the
// workbench's verdict before the turns.
function unpaired(parsed) {
  const copy = JSON.parse(JSON.stringify(parsed));
  copy.results.forEach((entry) => { delete entry.sampleStarts; });
  return copy;
}

const rowOf = (parsed) => abComparison.compareAb(parsed, "real").comparison.rows[0];
const called = (row) => row.verdict === "faster" || row.verdict === "slower";
const middle = (list) => (list.length > 0 ? stats.median(list) : null);
const tally = () => ({ k: 0, n: 0 });

// Per condition and design: false calls, B slowed by its stated detectable found, the median
// detectable (turns) and the unpaired judgement's, and how much more the batches scattered than
// independent turns would (the dependence the verdict pays for).
function evaluate(files) {
  const results = [];
  for (const condition of CONDITIONS) {
    for (const turns of DESIGNS) {
      const result = { condition, turns, designs: 0, falseCalls: tally(), atDetectable: tally(), unpairedFalse: tally(),
        detectables: [], unpairedDetectables: [], dependences: [] };
      for (const file of files.filter((one) => one.condition === condition)) {
        const total = entryOf(file.parsed, abFile.A_CASE).times.length;
        for (let start = 0; start + turns <= total; start += turns) {
          const design = cut(file.parsed, start, turns);
          const row = rowOf(design);
          result.designs += 1;
          result.falseCalls.n += 1;
          result.falseCalls.k += called(row) ? 1 : 0;
          result.detectables.push(row.detectable);
          if (row.turns && row.turns.dependence !== null) {
            result.dependences.push(row.turns.dependence);
          }
          const old = rowOf(unpaired(design));
          result.unpairedFalse.n += 1;
          result.unpairedFalse.k += called(old) ? 1 : 0;
          result.unpairedDetectables.push(old.detectable);
          result.atDetectable.n += 1;
          result.atDetectable.k += rowOf(slowed(design, row.detectable)).verdict === "slower" ? 1 : 0;
        }
      }
      result.medianDetectable = middle(result.detectables);
      result.medianUnpaired = middle(result.unpairedDetectables);
      result.medianDependence = middle(result.dependences);
      results.push(result);
    }
  }
  return results;
}

// What the default buys on each file's query: the turns `budget` seconds hold (each turn its
// two samples, the median of each query, and PER_SAMPLE_SECONDS each; at most the run's most
// turns), and the detectable they give at the noise of the file's 40 turns (its spread, and its
// batches' scatter beyond independent turns where they scattered more), ten batches as the
// verdict cuts them. Stops at the target first where that comes sooner. Returns per condition
// the median query's detectable and every query's { name, turnSeconds, turns, seconds, detectable }.
function projection(files, budget, target) {
  const quantiles = (df) => distributions.tQuantile(0.975, df) + distributions.tQuantile(runModel.POWER, df);
  const df = turnsModel.BATCHES - 1 + turnsModel.INDEPENDENCE_DF;
  return CONDITIONS.map((condition) => {
    const queries = files.filter((file) => file.condition === condition).map((file) => {
      const a = entryOf(file.parsed, abFile.A_CASE);
      const b = entryOf(file.parsed, abFile.B_CASE);
      const summary = turnsModel.summarize(abFile.turnsOfEntries(a, b));
      const perTurn = Math.PI / 3 * summary.spread * summary.spread * Math.max(1, summary.dependence || 1);
      const turnSeconds = stats.median(a.times) + stats.median(b.times) + 2 * PER_SAMPLE_SECONDS;
      const detectableAt = (turns) => Math.exp(quantiles(df) * Math.sqrt(perTurn / turns));
      let turns = Math.min(turnsRun.MAX_TURNS, Math.floor(budget / turnSeconds));
      // the fewest turns that reach the target, if fewer
      const wanted = Math.ceil(perTurn * Math.pow(quantiles(df) / Math.log(1 + target / 100), 2));
      turns = Math.max(turnsRun.FEWEST_FOR_TARGET, Math.min(turns, wanted));
      return { name: file.name, turnSeconds, turns, seconds: turns * turnSeconds, detectable: detectableAt(turns) };
    });
    return { condition, budget, target, medianDetectable: middle(queries.map((query) => query.detectable)), queries };
  });
}

// The default's projection, and --target 2% with its budget.
function defaults(files) {
  return {
    byDefault: projection(files, options.AB_BUDGET, options.AB_TARGET),
    targetTwo: projection(files, options.AB_TARGET_BUDGET, 2)
  };
}

module.exports = { load, cut, slowed, unpaired, evaluate, projection, defaults, WORKBENCH, DESIGNS, PER_SAMPLE_SECONDS };
