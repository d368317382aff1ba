"use strict";
// Whether compare tells a duet from runs that only look like one (npm run method-check;
// lib/compare/inputs/duets.js). Two runs of different process pairs of a real duet set, given
// one startedAt, are no duet: their samples were never taken back to back, though with few
// rows their timelines fall into step easily. Each pair is cut to 1–4 of its rows as if only
// those had run (the same samples in the same order, back to back, with the gaps versus leaves:
// about 2 ms between the two samples of a turn and 10 ms between turns); then every pair with
// every other pair's side b, and with its own. The same with a round lost on one side: each pair
// cut to its first LOST_ROUNDS rounds and to 1–12 rows, B's second round of every row taken out
// (a server restarted, or a cut), which a duet keeps (the rounds both sides have pair up) and
// which must not let two other pairs pass for one. Also what the real pairs show: how long after
// the first sample of a turn ended its partner began.

const path = require("path");
const compareInput = require("../../lib/compare/inputs/compare-input");
const duets = require("../../lib/compare/inputs/duets");
const stats = require("../../lib/run/stats");
const realDuets = require("./real-duets");
const { random } = require("./real-runs");

const IN_TURN_SECONDS = 0.0023;
const BETWEEN_TURNS_SECONDS = 0.01;
const FIRST_SAMPLE_SECONDS = 0.5;
// A pair of few rounds, where one round lost weighs most, of up to LOST_ROWS rows.
const LOST_ROUNDS = 3;
const LOST_ROWS = 12;

const keyOf = (result) => result.case + "/" + result.documents;

// A pair's two files as if only the rows in `keys` had run.
function compressed(pair, keys) {
  const [a, b] = [pair.a, pair.b].map((parsed) => {
    const copy = JSON.parse(JSON.stringify(parsed));
    copy.results = copy.results.filter((result) => keys.has(keyOf(result)));
    return copy;
  });
  const samples = [];
  [a, b].forEach((parsed) => parsed.results.forEach((result) => result.sampleStarts.forEach((start, i) => {
    samples.push({ result, i, start });
  })));
  samples.sort((x, y) => x.start - y.start);
  let clock = FIRST_SAMPLE_SECONDS;
  samples.forEach((sample, k) => {
    sample.result.sampleStarts[sample.i] = clock;
    clock += sample.result.times[sample.i] + (k % 2 === 0 ? IN_TURN_SECONDS : BETWEEN_TURNS_SECONDS);
  });
  return { a, b };
}

// `count` of the keys, drawn with `next`.
function draw(keys, count, next) {
  const chosen = new Set();
  while (chosen.size < count) {
    chosen.add(keys[Math.floor(next() * keys.length)]);
  }
  return chosen;
}

function isDuet(a, b) {
  const turns = duets.recognise(compareInput.read("a.json", JSON.stringify(a)), compareInput.read("b.json", JSON.stringify(b)));
  return turns !== null && turns.pairs !== null;
}

// The gaps within the turns of a set's pairs, in seconds.
function gapsOf(set) {
  const gaps = [];
  set.pairs.forEach((pair) => pair.a.results.forEach((resultA) => {
    const resultB = pair.b.results.find((result) => keyOf(result) === keyOf(resultA));
    const samples = [resultA, resultB].flatMap((result) => result.sampleStarts.map((start, i) => ({ start,
      end: start + result.times[i] }))).sort((x, y) => x.start - y.start);
    for (let i = 0; i + 1 < samples.length; i += 2) {
      gaps.push(samples[i + 1].start - samples[i].end);
    }
  }));
  return gaps;
}

// names: the sets to use (null: every duet set of results/real/duets).
function measure(names) {
  const next = random(11);
  const nextLost = random(12);
  const sets = realDuets.setsUnder(realDuets.DUETS).filter((dir) => names === null || names.includes(path.basename(dir)))
    .map(realDuets.loadSet).filter((set) => set.duet);
  const falselyTaken = { k: 0, n: 0 };
  const recognised = { k: 0, n: 0 };
  const lost = { falselyTaken: { k: 0, n: 0 }, recognised: { k: 0, n: 0 } };
  let gaps = [];
  sets.forEach((set) => {
    gaps = gaps.concat(gapsOf(set));
    const keys = set.pairs[0].a.results.map(keyOf);
    set.pairs.forEach((pair, i) => set.pairs.forEach((other, j) => {
      if (i === j) {
        return;
      }
      // (a set of fewer rows, aa254-3cases-target5's 3, is cut to as many as it has)
      for (let count = 1; count <= Math.min(4, keys.length); count += 1) {
        const chosen = draw(keys, count, next);
        const mine = compressed(pair, chosen);
        const theirs = compressed(other, chosen).b;
        theirs.startedAt = mine.a.startedAt;
        falselyTaken.n += 1;
        falselyTaken.k += isDuet(mine.a, theirs) ? 1 : 0;
        recognised.n += 1;
        recognised.k += isDuet(mine.a, mine.b) ? 1 : 0;
      }
      const few = (one) => ({ a: realDuets.cut(one.a, 0, LOST_ROUNDS), b: realDuets.cut(one.b, 0, LOST_ROUNDS) });
      for (let count = 1; count <= Math.min(LOST_ROWS, keys.length); count += 1) {
        const chosen = draw(keys, count, nextLost);
        const mine = compressed(few(pair), chosen);
        const theirs = realDuets.withoutRound(compressed(few(other), chosen).b, 1);
        theirs.startedAt = mine.a.startedAt;
        lost.falselyTaken.n += 1;
        lost.falselyTaken.k += isDuet(mine.a, theirs) ? 1 : 0;
        lost.recognised.n += 1;
        lost.recognised.k += isDuet(mine.a, realDuets.withoutRound(mine.b, 1)) ? 1 : 0;
      }
    }));
  });
  gaps.sort((x, y) => x - y);
  return { falselyTaken, recognised, lost, gaps: { median: stats.median(gaps), p90: gaps[Math.floor(0.9 * (gaps.length - 1))],
    max: gaps[gaps.length - 1] } };
}

module.exports = { measure, compressed };
