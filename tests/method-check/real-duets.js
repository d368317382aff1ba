"use strict";
// The comparison of duets measured on real noise (npm run method-check): results files of two
// live real servers that took every sample in turn (results/real/duets/, and any folder of
// a-K.json / b-K.json pairs given with --duets). A set whose two sides ran the same version is
// an A/A duet: every row called faster or slower is a false call. Each design is cut from the
// set as a user would get it (designs below): K of its process pairs, R consecutive rounds of
// each (or each row's rounds by the default's rule), a few rows, a row missing from a pair.
// Multiplying B's samples of a row by a known factor gives real noise with a known change (time
// moves on for every sample after a slowed one, so the pair still took turns): each row alone
// by exactly the detectable the comparison stated for it, and 30 % of the rows by fixed
// factors; multiplying every row checks the interval of the geometric mean. Beside the
// product's comparison, the plain test it has to beat: per row, a t test over the pairs of each
// pair's median ratio.

const fs = require("fs");
const path = require("path");
const compareInput = require("../../lib/compare/inputs/compare-input");
const runGroup = require("../../lib/compare/inputs/run-group");
const duets = require("../../lib/compare/inputs/duets");
const compare = require("../../lib/compare/comparisons/compare");
const distributions = require("../../lib/compare/verdict/distributions");
const stats = require("../../lib/run/stats");
const turns = require("../../lib/versus/turns");
const defaults = require("../../lib/versus/defaults");
// a small seeded generator, so the chosen rows are the same on every machine
const { random } = require("./real-runs");

const ROOT = path.resolve(__dirname, "..", "..");
const DUETS = path.join(ROOT, "results", "real", "duets");
const FACTORS = [1.05, 1.1, 1.2, 1.5, 2];
const TINY_P = 0.001;
// The most choices of pairs a design takes from one set.
const MOST_PAIR_CHOICES = 12;
const CHANGED_SHARE = 0.3;
// Each factor is given to a fresh random choice of rows this many times per design: a set has
// few designs, and one choice leaves a rate resting on a handful of rows.
const REPEATS = 5;
// Rows changed alone by their stated detectable, per design: all of them where a set gives at
// most FEW_DESIGNS designs (a rate would otherwise rest on a few rows), unless the options say
// how many.
const ALONE = 6;
const FEW_DESIGNS = 6;
// What the requests around a turn add to its two samples, for the default's rule (the product's
// duet beside a build, results/real/duets/ab-busy: tests/method-check/cost.js).
const PER_TURN_SECONDS = 0.02;

// The designs of point 2 of issue 34 and the default. rounds: a count, one per pair, or
// "default" (each row's rounds by versus's rule from its first round, at most what the set has).
// rows: keep that many rows (subsets drawn at random; each: every row alone once); missing: drop
// that many rows from one pair; lost: B's samples of that round (0 the first) taken out of every
// row of the first pair (a server restarted, or a cut: issue 40).
const DESIGNS = [
  { name: "the default (3 pairs, rounds by time)", pairs: 3, rounds: "default" },
  { name: "3 pairs of 3 rounds (the old default)", pairs: 3, rounds: 3 },
  { name: "2 pairs of every round", pairs: 2, rounds: null },
  { name: "one pair of 2 rounds", pairs: 1, rounds: 2 },
  { name: "one pair of 3 rounds", pairs: 1, rounds: 3 },
  { name: "one pair of 5 rounds", pairs: 1, rounds: 5 },
  { name: "one row alone, 3 pairs", pairs: 3, rounds: null, rows: 1, each: true },
  { name: "2 rows, 3 pairs", pairs: 3, rounds: null, rows: 2, subsets: 20 },
  { name: "3 rows, 3 pairs", pairs: 3, rounds: null, rows: 3, subsets: 20 },
  { name: "4 rows, 3 pairs", pairs: 3, rounds: null, rows: 4, subsets: 20 },
  { name: "5 rows, 3 pairs", pairs: 3, rounds: null, rows: 5, subsets: 20 },
  { name: "4 rows, 3 pairs of 3 rounds", pairs: 3, rounds: 3, rows: 4, subsets: 10 },
  { name: "4 rows, 2 pairs", pairs: 2, rounds: null, rows: 4, subsets: 10 },
  { name: "a row missing from one pair", pairs: 3, rounds: null, missing: 1, subsets: 4 },
  { name: "unequal rounds (3, 6 and all)", pairs: 3, rounds: [3, 6, null] },
  { name: "one pair of 3 rounds, B's second lost", pairs: 1, rounds: 3, lost: 1 }
];

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
// samples of a row), duet (false for whole runs taking turns: the runs design's) }.
function loadSet(dir) {
  const pairs = [];
  for (let k = 1; fs.existsSync(path.join(dir, "a-" + k + ".json")); k += 1) {
    const read = (side) => JSON.parse(fs.readFileSync(path.join(dir, side + "-" + k + ".json"), "utf8"));
    pairs.push({ a: read("a"), b: read("b"), k });
  }
  const rounds = Math.min(...pairs.map((pair) => Math.min(...pair.a.results.concat(pair.b.results)
    .filter((result) => result.times.length > 0).map((result) => result.times.length))));
  const name = path.relative(ROOT, dir).startsWith("..") ? dir : path.relative(ROOT, dir);
  return { name, pairs, rounds, sameVersion: pairs[0].a.server.version === pairs[0].b.server.version,
    duet: pairs.every((pair) => pair.a.startedAt === pair.b.startedAt) };
}

const keyOf = (result) => result.case + "/" + result.documents;

// A results file with each row cut to `rounds(key)` consecutive rounds from `start` (its
// samples in time order); rounds: a count, or a function of the row's key.
function cut(parsed, start, rounds) {
  const copy = JSON.parse(JSON.stringify(parsed));
  copy.results.forEach((result) => {
    const count = typeof rounds === "function" ? rounds(keyOf(result)) : rounds;
    const order = result.times.map((_, i) => i).sort((x, y) => result.sampleStarts[x] - result.sampleStarts[y])
      .slice(start, start + count);
    result.times = order.map((i) => result.times[i]);
    result.sampleStarts = order.map((i) => result.sampleStarts[i]);
  });
  return copy;
}

// Each row's rounds in a pair by versus's default rule (turns.js roundsFor), from its first
// round's two samples, at most `most`.
function defaultRounds(pair, most) {
  const rule = { fixed: null, min: defaults.MIN_ROUNDS, max: defaults.MAX_ROUNDS, fillSeconds: defaults.ROUND_FILL_SECONDS };
  const first = (result) => result.times[result.sampleStarts.indexOf(Math.min(...result.sampleStarts))];
  const inB = new Map(pair.b.results.map((result) => [keyOf(result), result]));
  const byKey = new Map(pair.a.results.filter((result) => result.times.length > 0 && inB.has(keyOf(result)))
    .map((result) => [keyOf(result), Math.min(most, turns.roundsFor(rule,
      first(result) + first(inB.get(keyOf(result))) + PER_TURN_SECONDS))]));
  return (key) => byKey.get(key) || most;
}

// B's samples of the rows in `keys` (null: every row) made `factor` times slower. Time moves
// on by what each slowed sample took longer: every sample of the pair that began after it (on
// either side, of any row) begins that much later, so the pair still took its turns.
function slowed(pair, factor, keys) {
  const a = JSON.parse(JSON.stringify(pair.a));
  const b = JSON.parse(JSON.stringify(pair.b));
  const delays = [];
  b.results.forEach((result) => {
    if (keys === null || keys.has(keyOf(result))) {
      result.times.forEach((time, i) => delays.push({ start: result.sampleStarts[i], later: time * (factor - 1) }));
      result.times = result.times.map((time) => time * factor);
    }
  });
  const moved = (start) => delays.reduce((sum, delay) => sum + (start > delay.start ? delay.later : 0), start);
  [a, b].forEach((parsed) => parsed.results.forEach((result) => {
    result.sampleStarts = result.sampleStarts.map(moved);
  }));
  return { a, b };
}

// A results file without the sample at `round` (in time order) of every row: a round lost.
function withoutRound(parsed, round) {
  const copy = JSON.parse(JSON.stringify(parsed));
  copy.results.forEach((result) => {
    const order = result.sampleStarts.map((_, i) => i).sort((x, y) => result.sampleStarts[x] - result.sampleStarts[y]);
    if (order[round] !== undefined) {
      result.times.splice(order[round], 1);
      result.sampleStarts.splice(order[round], 1);
    }
  });
  return copy;
}

function keepRows(parsed, keys) {
  const copy = JSON.parse(JSON.stringify(parsed));
  copy.results = copy.results.filter((result) => keys.has(keyOf(result)));
  return copy;
}

function side(name, parsedList) {
  return runGroup.group(name, parsedList.map((parsed, i) => compareInput.read(name + "-" + (i + 1) + ".json",
    JSON.stringify(parsed))));
}

function compared(design) {
  return compare.compare(side("a", design.map((pair) => pair.a)), side("b", design.map((pair) => pair.b)));
}

// The plain test: per row, each pair's median log ratio; a t test over the pairs; the change it
// finds with 90 % probability (null where the files are not taken for a duet).
function plainDetectables(a, b) {
  const turnsOf = duets.recognise(a, b);
  if (turnsOf === null || turnsOf.pairs === null) {
    return null;
  }
  const found = [];
  Object.keys(turnsOf.rows).forEach((key) => {
    const centers = turnsOf.rows[key].filter((pair) => pair !== null)
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

// The designs a set gives for a spec: [[{ a, b } per pair]]. Every choice of the pairs, every
// block of consecutive rounds; rows and missing rows drawn with `next`.
function cutDesigns(set, spec, next) {
  const roundsOf = (i) => {
    const rounds = Array.isArray(spec.rounds) ? spec.rounds[i % spec.rounds.length] : spec.rounds;
    return rounds === null || rounds === undefined || rounds === "default" ? set.rounds : Math.min(rounds, set.rounds);
  };
  const keys = set.pairs[0].a.results.map(keyOf);
  const draw = (count) => {
    const chosen = new Set();
    while (chosen.size < Math.min(count, keys.length)) {
      chosen.add(keys[Math.floor(next() * keys.length)]);
    }
    return chosen;
  };
  const designs = [];
  // a set of many pairs (the target's twelve) has hundreds of choices: a dozen, spread evenly
  const every = choices(set.pairs.length, spec.pairs);
  const step = Math.max(1, Math.ceil(every.length / MOST_PAIR_CHOICES));
  for (const chosen of every.filter((_, i) => i % step === 0)) {
    const longest = Math.max(...chosen.map((_, i) => roundsOf(i)));
    for (let start = 0; start + longest <= set.rounds; start += longest) {
      const base = chosen.map((k, i) => {
        const pair = set.pairs[k];
        const rounds = spec.rounds === "default" ? defaultRounds(pair, set.rounds) : roundsOf(i);
        const b = cut(pair.b, start, rounds);
        return { a: cut(pair.a, start, rounds), b: spec.lost !== undefined && i === 0 ? withoutRound(b, spec.lost) : b };
      });
      if (spec.each) {
        keys.forEach((key) => designs.push(base.map((pair) => ({ a: keepRows(pair.a, new Set([key])),
          b: keepRows(pair.b, new Set([key])) }))));
      } else if (spec.rows) {
        for (let s = 0; s < spec.subsets; s += 1) {
          const kept = draw(spec.rows);
          designs.push(base.map((pair) => ({ a: keepRows(pair.a, kept), b: keepRows(pair.b, kept) })));
        }
      } else if (spec.missing) {
        for (let s = 0; s < spec.subsets; s += 1) {
          const dropped = draw(spec.missing);
          const kept = new Set(keys.filter((key) => !dropped.has(key)));
          const which = Math.floor(next() * base.length);
          designs.push(base.map((pair, i) => (i === which ? { a: keepRows(pair.a, kept), b: keepRows(pair.b, kept) } : pair)));
        }
      } else {
        designs.push(base);
      }
    }
  }
  return designs;
}

const called = (row) => row.verdict === "faster" || row.verdict === "slower";
const tally = () => ({ k: 0, n: 0 });
const rowKey = (row) => row.case + "/" + row.documents;

// The figures of one set for one design (a DESIGNS entry). options: { factors, seed, limit (at
// most this many designs), repeats, alone (rows changed alone per design) }.
function evaluate(set, spec, options) {
  const opts = Object.assign({ factors: FACTORS, seed: 1, limit: Infinity, repeats: REPEATS, alone: null }, options || {});
  const next = random(opts.seed);
  const all = cutDesigns(set, spec, next);
  const used = all.length > opts.limit ? all.filter((_, i) => i % Math.ceil(all.length / opts.limit) === 0) : all;
  const result = { set: set.name, design: spec.name, pairs: spec.pairs, factors: opts.factors, designs: used.length,
    judgedAsPairs: 0, falseCalls: tally(), wholeFalse: tally(), atDetectable: tally(), untouched: tally(), tinyP: tally(),
    found: {}, coverage: tally(),
    detectables: [], plain: [], notes: {}, rounds: [], priors: [] };
  opts.factors.forEach((factor) => { result.found[factor] = tally(); });
  for (const design of used) {
    const same = compared(design);
    const rows = same.rows.filter((row) => row.detectable !== null);
    result.judgedAsPairs += rows.length > 0 && rows.every((row) => row.test === "pairs") ? 1 : 0;
    result.detectables.push(same.summary.runs ? same.summary.runs.medianDetectable : null);
    result.plain.push(plainDetectables(side("a", design.map((pair) => pair.a)), side("b", design.map((pair) => pair.b))));
    result.rounds.push(stats.median([].concat(...design.map((pair) => pair.a.results.map((entry) => entry.times.length)))));
    same.summary.notes.forEach((note) => { result.notes[note] = (result.notes[note] || 0) + 1; });
    if (same.summary.runs && same.summary.runs.terms.kind === "pooled") {
      result.priors.push({ lambda: same.summary.runs.terms.prior.lambda, df0: same.summary.runs.terms.fittedDf0 });
    }
    if (!set.sameVersion) {
      continue;
    }
    result.falseCalls.n += rows.length;
    result.falseCalls.k += rows.filter(called).length;
    // a test whose variance rests on few degrees of freedom has heavy tails: p below 0.001 on
    // identical rows should come once in a thousand, not more
    result.tinyP.n += rows.length;
    result.tinyP.k += rows.filter((row) => row.p !== null && row.p < TINY_P).length;
    result.wholeFalse.n += 1;
    result.wholeFalse.k += same.summary.runs.shift.significant ? 1 : 0;
    // each row alone, by exactly the change it was said to find with 90 % probability
    const finite = rows.filter((row) => isFinite(row.detectable) && row.detectable < 1e3);
    const alone = [];
    const count = Math.min(finite.length, opts.alone !== null ? opts.alone : used.length <= FEW_DESIGNS ? Infinity : ALONE);
    while (alone.length < count) {
      const row = finite[Math.floor(next() * finite.length)];
      if (!alone.includes(row)) {
        alone.push(row);
      }
    }
    for (const row of alone) {
      const outcome = compared(design.map((pair) => slowed(pair, row.detectable, new Set([rowKey(row)]))));
      result.atDetectable.n += 1;
      result.atDetectable.k += outcome.rows.find((each) => rowKey(each) === rowKey(row)).verdict === "slower" ? 1 : 0;
      // the rows left as they were: one row that moved must not drag them along
      outcome.rows.filter((each) => rowKey(each) !== rowKey(row) && each.detectable !== null).forEach((each) => {
        result.untouched.n += 1;
        result.untouched.k += called(each) ? 1 : 0;
      });
    }
    for (const factor of opts.factors.flatMap((one) => Array(opts.repeats).fill(one))) {
      const keys = new Set(rows.filter(() => next() < CHANGED_SHARE).map(rowKey));
      const outcome = compared(design.map((pair) => slowed(pair, factor, keys)));
      outcome.rows.filter((row) => keys.has(rowKey(row))).forEach((row) => {
        result.found[factor].n += 1;
        result.found[factor].k += row.verdict === "slower" ? 1 : 0;
      });
      const interval = compared(design.map((pair) => slowed(pair, factor, null))).summary.geomeanInterval;
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
  result.medianRounds = middle(result.rounds);
  return result;
}

// The runs design on a set of whole runs of one version (aa254-runs-busy: every call false):
// the comparison of the groups, as versus's runs design ends with it.
function evaluateRuns(set) {
  const same = compared(set.pairs);
  const rows = same.rows.filter((row) => row.detectable !== null);
  return { set: set.name, falseCalls: { k: rows.filter(called).length, n: rows.length },
    medianDetectable: same.summary.runs.medianDetectable, runs: set.pairs.length };
}

module.exports = { evaluate, evaluateRuns, loadSet, setsUnder, cut, withoutRound, slowed, plainDetectables,
  defaultRounds, cutDesigns, DESIGNS, DUETS, FACTORS };
