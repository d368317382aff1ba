"use strict";
// --target's choice of rounds against pairs in the duet (lib/versus/target-rounds.js) and the
// costs it weighs (lib/versus/pair-costs.js), each on given figures: the variance parts read
// from a comparison, the choice for given parts and costs (Kalibera and Jones's optimum where the
// design starts balanced, the rows' shape, its bounds and edges), the projection, and a pair's
// costs from its two results files. versus-duet-standin.test.js runs it in versus.
const test = require("node:test");
const assert = require("node:assert/strict");

const targetRounds = require("../../lib/versus/target-rounds");
const pairCosts = require("../../lib/versus/pair-costs");
const turns = require("../../lib/versus/turns");

const HALF_PI = Math.PI / 2;

// A comparison of process pairs as compare --format json gives it, with what target-rounds.js
// reads: each row's spread from pair to pair, the within-pair spread and the pairs' rounds.
function comparison(figures) {
  return { rows: figures.spreads.map((spread, i) => ({ case: "c" + i, size: "10k", detectable: figures.detectable,
    pairSpread: spread })),
  settings: { alpha: 0.05, noise: figures.band === undefined ? 0.05 : figures.band },
  summary: { runs: { shift: { design: figures.design || "duet", pairs: figures.pairs },
    terms: { within: figures.within, rounds: figures.rounds }, noise: { row: { sd: 0.05, df: figures.df || 7.5 } },
    medianDetectable: figures.detectable } } };
}

// Parts as components() gives them, for a design of `pairs` pairs of `rounds` rounds (no noise
// band, the normal's quantiles unless given).
function parts(own, roundVariance, pairs, rounds, detectable, more) {
  return Object.assign({ measured: true, pairs, rounds, roundVariance, ownVariance: own,
    pairVariance: own + roundVariance / rounds, detectable, band: 0, df: Infinity }, more);
}

// Costs as pair-costs.js measures them: a pair beyond its rounds, each row's round.
function costs(pairSeconds, rounds, mostRounds) {
  const rows = {};
  rounds.forEach((seconds, i) => { rows["c" + i + " 10k"] = { roundSeconds: seconds, mostRounds: mostRounds || 20 }; });
  return { pairSeconds, rows };
}

const LIMITS = { min: 3, max: 40 };
const counts = (choice) => Object.keys(choice.byRow).map((key) => choice.byRow[key]);

test("the variance parts: each row's spread from pair to pair pooled on its pairs' degrees of freedom, less what the rounds explain", () => {
  const found = targetRounds.components(comparison({ pairs: 4, within: 0.2, rounds: 10, detectable: 1.2,
    spreads: [{ sd: 0.1, pairs: 4 }, { sd: 0.05, pairs: 2 }, { sd: 0, pairs: 4 }, null] }));
  assert.equal(found.measured, true);
  // (0.01 · 3 + 0.0025 · 1 + 0 · 3) / 7: a row with no spread counts, a row in one pair does not
  assert.ok(Math.abs(found.pairVariance - 0.0325 / 7) < 1e-15, String(found.pairVariance));
  assert.ok(Math.abs(found.roundVariance - HALF_PI * 0.04) < 1e-15);
  assert.equal(found.ownVariance, 0, "the rounds explain more than the pairs moved: no own noise");
  assert.deepEqual([found.pairs, found.rounds, found.detectable, found.band, found.df], [4, 10, 1.2, 0.05, 7.5]);
  const busier = targetRounds.components(comparison({ pairs: 3, within: 0.1, rounds: 20, detectable: 1.3,
    spreads: [{ sd: 0.08, pairs: 3 }, { sd: 0.06, pairs: 3 }] }));
  assert.ok(Math.abs(busier.ownVariance - ((0.0064 + 0.0036) / 2 - HALF_PI * 0.01 / 20)) < 1e-15);
  // a row whose ratios do not spread within a pair: the rounds' part is nil
  const still = targetRounds.components(comparison({ pairs: 3, within: null, rounds: 10, detectable: 1.3,
    spreads: [{ sd: 0.02, pairs: 3 }] }));
  assert.deepEqual([still.roundVariance, still.ownVariance], [0, 0.02 * 0.02]);
});

test("the variance parts cannot be told apart with one pair, one round a row, or runs that are no pairs", () => {
  const one = targetRounds.components(comparison({ pairs: 1, within: 0.2, rounds: 10, detectable: 2,
    spreads: [null, null] }));
  assert.deepEqual(one, { measured: false, why: "no row is in two pairs yet, so a pair's own noise cannot be told " +
    "from its rounds'" });
  assert.equal(targetRounds.components(comparison({ pairs: 3, within: null, rounds: 1, detectable: 1.3,
    spreads: [{ sd: 0.02, pairs: 3 }] })).why, "the pairs have one round a row, so the rounds' spread is not measured");
  assert.equal(targetRounds.components(comparison({ design: "runs", pairs: 3, within: 0.2, rounds: 2, detectable: 1.3,
    spreads: [{ sd: 0.02, pairs: 3 }] })).measured, false);
  assert.equal(targetRounds.components({ rows: [] }).measured, false);
});

test("balanced from the start, the choice is Kalibera and Jones's n* = sqrt(c_pair / c_round · σ²_round / σ²_own)", () => {
  // a pair of 4 s beyond its rounds, a round of 0.4 s, σ²_round 0.04, σ²_own 0.004: n* = 10;
  // one pair done and a budget of many hundred pairs, whose first pair weighs nothing
  for (const [pair, round, own, expected] of [[4, 0.4, 0.004, 10], [16, 0.4, 0.004, 20], [4, 0.1, 0.004, 20],
    [4, 0.4, 0.016, 5]]) {
    const choice = targetRounds.choose(parts(own, 0.04, 1, expected, null), costs(pair, [round], 40), LIMITS,
      { target: 0.05, secondsLeft: 1e6, pairsLeft: Infinity });
    assert.deepEqual(counts(choice), [expected], pair + " s, " + round + " s, own " + own);
    assert.equal(choice.reason, "own");
    assert.equal(choice.seconds, pair + expected * round);
    assert.equal(choice.more, null, "no detectable change stated, so none to project");
  }
});

test("the rows of one pair share its cost: a row of quicker queries gets more rounds, as 1 / sqrt of its round", () => {
  const choice = targetRounds.choose(parts(0.004, 0.04, 1, 10, null), costs(8, [0.1, 0.4, 1.6], 40), LIMITS,
    { target: 0.05, secondsLeft: 1e6, pairsLeft: Infinity });
  const [quick, middle, slow] = counts(choice);
  assert.equal(choice.median, middle);
  assert.ok(Math.abs(quick / middle - 2) < 0.2 && Math.abs(middle / slow - 2) < 0.3, counts(choice).join(", "));
  // the figures a row's bound and a reached target give
  assert.equal(choice.seconds, 8 + 0.1 * quick + 0.4 * middle + 1.6 * slow);
});

test("the choice reaches the target soonest, or leaves the least variance when the time left cannot reach it", () => {
  const noisy = parts(0.004, 0.04, 3, 10, 1.2);
  const soon = targetRounds.choose(noisy, costs(4, [0.4], 40), LIMITS, { target: 0.1, secondsLeft: 3600, pairsLeft: Infinity });
  assert.ok(soon.more > 0, String(soon.more));
  // no other size reaches the target in less time
  for (let rounds = 3; rounds <= 40; rounds += 1) {
    const more = targetRounds.pairsToReach(noisy, rounds, 0.1, 1000);
    assert.ok(more * (4 + 0.4 * rounds) >= soon.more * soon.seconds - 1e-9, rounds + " rounds: " + more + " pairs");
  }
  // pairsToReach is the fewest: one fewer does not reach it
  assert.ok(targetRounds.projected(noisy, soon.more, soon.median) <= 1.1 + 1e-12);
  assert.ok(targetRounds.projected(noisy, soon.more - 1, soon.median) > 1.1);
  // a target out of reach in the time left: the pairs that fit, and the variance they leave
  const far = targetRounds.choose(noisy, costs(4, [0.4], 40), LIMITS, { target: 0.001, secondsLeft: 120, pairsLeft: Infinity });
  assert.equal(far.more, null);
  assert.equal(far.within, Math.floor(120 / far.seconds));
  for (let rounds = 3; rounds <= 40; rounds += 1) {
    const within = Math.floor(120 / (4 + 0.4 * rounds));
    assert.ok(targetRounds.projected(noisy, within, rounds) >= targetRounds.projected(noisy, far.within, far.median) - 1e-12,
      rounds + " rounds");
  }
  // --max-pairs bounds the pairs too
  assert.equal(targetRounds.choose(noisy, costs(4, [0.4], 40), LIMITS, { target: 0.001, secondsLeft: 120, pairsLeft: 2 })
    .within, 2);
  // no time left for any pair: the cheapest
  assert.deepEqual(counts(targetRounds.choose(noisy, costs(4, [0.4], 40), LIMITS, { target: 0.1, secondsLeft: 1,
    pairsLeft: Infinity })), [3]);
});

test("no own noise to see: rounds before pairs, at most twice what a row had and at most the most; no spread within a pair: the fewest", () => {
  const roundsOnly = targetRounds.choose(parts(0, 0.04, 3, 10, null), costs(4, [0.1, 0.4], 10), LIMITS,
    { target: 0.05, secondsLeft: 1e6, pairsLeft: Infinity });
  assert.equal(roundsOnly.reason, "rounds only");
  assert.deepEqual(counts(roundsOnly), [20, 20]);
  assert.deepEqual(counts(targetRounds.choose(parts(0, 0.04, 3, 10, null), costs(4, [0.1], 30), LIMITS,
    { target: 0.05, secondsLeft: 1e6, pairsLeft: Infinity })), [40]);
  const still = targetRounds.choose(parts(0.004, 0, 3, 10, 1.3), costs(4, [0.1, 0.4], 10), LIMITS,
    { target: 0.05, secondsLeft: 1e6, pairsLeft: Infinity });
  assert.equal(still.reason, "no spread");
  assert.deepEqual(counts(still), [3, 3]);
});

test("the projection: the stated detectable scaled by the variance of the mean over pairs that count alike", () => {
  const noisy = parts(0.004, 0.04, 4, 10, 1.2);
  assert.equal(targetRounds.projected(noisy, 0, 10), 1.2);
  // four more pairs like the four: the variance halves
  assert.ok(Math.abs(Math.log(targetRounds.projected(noisy, 4, 10)) - Math.log(1.2) / Math.SQRT2) < 1e-12);
  // pairs of more rounds help, less than their rounds' share: the own part stays
  const more = targetRounds.projected(noisy, 4, 40);
  assert.ok(more < targetRounds.projected(noisy, 4, 10) && more > Math.exp(Math.log(1.2) * Math.sqrt(0.5 * 0.008 / 0.008 * 0.5)));
  assert.equal(targetRounds.pairsToReach(noisy, 10, 0.2, 100), 0);
  assert.equal(targetRounds.pairsToReach(parts(0.004, 0.04, 4, 10, null), 10, 0.05, 100), null);
  assert.equal(targetRounds.spread(Math.pow(Math.log(1.06), 2)), "×/÷1.06");
});

test("the projection under a noise band: a row's detectable change never below the band plus its margin, a target at or below the band never reached", () => {
  const z = { sum: 1.959964 + 1.281552, power: 1.281552 };
  // a stated ×1.10 above a band of 5 %: the standard error the statistics give (the band lower)
  const free = parts(0.004, 0.04, 4, 10, 1.1, { band: 0.05 });
  assert.ok(Math.abs(targetRounds.standardError(free) - Math.log(1.1) / z.sum) < 1e-6);
  // a stated ×1.069 the band holds up: the standard error of what lies above it
  const held = parts(0.004, 0.04, 12, 16, 1.069, { band: 0.05 });
  const se = targetRounds.standardError(held);
  assert.ok(Math.abs(se - (Math.log(1.069) - Math.log(1.05)) / z.power) < 1e-6, String(se));
  assert.ok(Math.abs(targetRounds.detectableFor(held, se) - 1.069) < 1e-9);
  // however many pairs: above ×1.05
  assert.ok(targetRounds.projected(held, 1000, 40) > 1.05);
  assert.ok(targetRounds.projected(held, 1000, 40) < 1.052);
  assert.equal(targetRounds.pairsToReach(held, 20, 0.05, 1e6), null);
  assert.ok(targetRounds.pairsToReach(held, 20, 0.06, 1e6) > 0);
  // the quantiles at the row's degrees of freedom: fewer widen the same standard error
  const few = parts(0.004, 0.04, 4, 10, 1.1, { df: 4 });
  assert.ok(targetRounds.standardError(few) < targetRounds.standardError(free));
  // with no band the same as the plain scaling by the root of the variance share
  const plain = parts(0.004, 0.04, 4, 10, 1.2);
  assert.ok(Math.abs(Math.log(targetRounds.projected(plain, 4, 10)) - Math.log(1.2) / Math.SQRT2) < 1e-9);
});

test("a pair's costs from its files: a round is the row's two samples and the turn's requests, a pair what its rounds leave of its time", () => {
  const sample = (timesA, startsA, timesB, startsB, caseName) => ({
    a: { case: caseName, size: "1k", times: timesA, sampleStarts: startsA },
    b: { case: caseName, size: "1k", times: timesB, sampleStarts: startsB } });
  const pair = (seconds, shift) => {
    const x = sample([0.1, 0.1], [1.0 + shift, 1.3 + shift], [0.1, 0.1], [1.11 + shift, 1.41 + shift], "x");
    const y = sample([0.02, 0.02, 0.02], [1.6, 1.7, 1.8].map((t) => t + shift), [0.02, 0.02, 0.02],
      [1.625, 1.725, 1.825].map((t) => t + shift), "y");
    return { a: { results: [x.a, y.a] }, b: { results: [x.b, y.b] }, seconds };
  };
  // span 1.0–1.845 s, queries 0.52 s over 5 turns: 0.065 s of requests a turn
  const one = pairCosts.measure([pair(5, 0)]);
  assert.ok(Math.abs(one.turnSeconds - 0.065) < 1e-12, String(one.turnSeconds));
  assert.ok(Math.abs(one.pairSeconds - (5 - 0.845)) < 1e-12);
  assert.ok(Math.abs(one.rows["x 1k"].roundSeconds - (0.2 + 0.065)) < 1e-12);
  assert.ok(Math.abs(one.rows["y 1k"].roundSeconds - (0.04 + 0.065)) < 1e-12);
  assert.deepEqual([one.rows["x 1k"].mostRounds, one.rows["y 1k"].mostRounds, one.pairs], [2, 3, 1]);
  // the first pair, which also built the datasets, counts only while it is alone
  const later = pairCosts.measure([pair(60, 0), pair(7, 0.5), pair(9, 0)]);
  assert.ok(Math.abs(later.pairSeconds - (8 - 0.845)) < 1e-12, String(later.pairSeconds));
  assert.equal(later.pairs, 3);
  // a row closed on one side has no round; a pair without samples gives nothing
  const closed = pair(5, 0);
  closed.b.results[1].times = [];
  assert.deepEqual(Object.keys(pairCosts.measure([closed]).rows), ["x 1k"]);
  assert.equal(pairCosts.measure([{ a: { results: [] }, b: { results: [] }, seconds: 3 }]), null);
  assert.equal(pairCosts.measure([]), null);
});

test("a pair --target added: each row's rounds by name as chosen, a row the choice did not see the middle row's", () => {
  const rule = { fixed: null, byRow: { "merge-number 10k": 11, "sort-string 10k": 24 }, otherRows: 13 };
  assert.equal(turns.roundsFor(rule, 0.4, "merge-number 10k"), 11);
  assert.equal(turns.roundsFor(rule, 0.01, "sort-string 10k"), 24);
  assert.equal(turns.roundsFor(rule, 0.01, "join-hash-number 10k"), 13);
  assert.equal(turns.roundsFor(rule, 0.01, "constructor"), 13);
});
