"use strict";
// npm run method-check, short (tests/method-check.js --short): a few comparisons of each kind,
// on real noise and on the simulated clock, must meet the method's goals (docs/comparing.md,
// "How well the method works"): false calls at most 5 % of unchanged rows, changes at least as
// large as a row's stated detectable found at least 90 % of the time, the geometric mean's
// interval covering a change of every row, every 2x change found with one run a side on the
// quiet machine, and 3 runs a side on the simulated quiet machine detecting 10 % on the median row.
const test = require("node:test");
const assert = require("node:assert/strict");
const check = require("../method-check");
const realRuns = require("../method-check/real-runs");
const simulated = require("../method-check/simulated");
const realDuets = require("../method-check/real-duets");
const recognition = require("../method-check/recognition");
const duets = require("../../lib/compare/inputs/duets");
const targetRule = require("../method-check/target-rule");
const path = require("path");

const share = (count) => count.k / count.n;

test("Wilson intervals", () => {
  const [low, high] = check.wilson(5, 10);
  assert.equal(low.toFixed(4), "0.2366");
  assert.equal(high.toFixed(4), "0.7634");
  assert.deepEqual(check.wilson(0, 0), [0, 1]);
  assert.equal(check.wilson(0, 10)[0], 0);
  assert.ok(Math.abs(check.wilson(10, 10)[1] - 1) < 1e-12);
  assert.equal(check.rate({ k: 1, n: 4 }), "25.0 % (1/4, 4.6–69.9)");
});

test("on real noise: few false calls, honest sensitivity, every 2x change found on the quiet runs", () => {
  const quiet = realRuns.evaluate("quiet 2.6", 1);
  assert.equal(quiet.comparisons, 2);
  assert.ok(share(quiet.falseCalls) <= 0.05, check.rate(quiet.falseCalls));
  assert.equal(share(quiet.found[2]), 1, check.rate(quiet.found[2]));
  assert.ok(share(quiet.honest) >= 0.9, check.rate(quiet.honest));
  assert.equal(share(quiet.coverage), 1);
  // the busy runs, one and three runs a side (a few splits of each)
  for (const [k, limit] of [[1, 6], [3, 4]]) {
    const busy = realRuns.evaluate("busy 2.6", k, { limit });
    assert.equal(busy.comparisons, limit);
    assert.ok(share(busy.falseCalls) <= 0.05, k + " run(s): " + check.rate(busy.falseCalls));
    assert.ok(share(busy.honest) >= 0.9, k + " run(s): " + check.rate(busy.honest));
    assert.ok(share(busy.coverage) >= 0.95, k + " run(s): " + check.rate(busy.coverage));
  }
});

test("on the simulated quiet machine, 3 runs a side taking turns detect 10 % on the median row", () => {
  const result = simulated.evaluate("quiet", 3, 1, [1.1], { seed: 100 });
  assert.equal(result.falseCalls.k, 0, check.rate(result.falseCalls));
  // one comparison scatters around the median of ten (npm run method-check)
  assert.ok(result.medianDetectable <= 1.11, String(result.medianDetectable));
  assert.ok(share(result.factors[0].found) >= 2 / 3, check.rate(result.factors[0].found));
  assert.equal(share(result.factors[0].coverage), 1);
});

test("on real duets, every design of issues 34 and 40 on one set: few false calls, a row alone found at its stated detectable, one pair, a row missing and a round lost kept a duet", () => {
  const set = realDuets.loadSet(path.join(realDuets.DUETS, check.DUET_SETS_SHORT[0]));
  assert.equal(set.sameVersion, true);
  assert.equal(set.rounds, 10);
  const falseCalls = { k: 0, n: 0 };
  const atDetectable = { k: 0, n: 0 };
  const byName = {};
  for (const name of check.DUETS_SHORT) {
    const spec = realDuets.DESIGNS.find((one) => one.name === name);
    const result = realDuets.evaluate(set, spec.subsets ? Object.assign({}, spec, { subsets: 3 }) : spec,
      { factors: [2], repeats: 1, alone: 3 });
    byName[name] = result;
    assert.equal(result.judgedAsPairs, result.designs, name + ": every design is judged as pairs");
    assert.ok(share(result.falseCalls) <= 0.05, name + ": " + check.rate(result.falseCalls));
    assert.equal(result.wholeFalse.k, 0, name);
    falseCalls.k += result.falseCalls.k;
    falseCalls.n += result.falseCalls.n;
    atDetectable.k += result.atDetectable.k;
    atDetectable.n += result.atDetectable.n;
  }
  assert.ok(share(atDetectable) >= 0.9, check.rate(atDetectable));
  // the default gives every row of this set its ten rounds, and states less than the plain test
  const byDefault = byName[check.DUETS_SHORT[0]];
  assert.equal(byDefault.medianRounds, 10);
  assert.ok(byDefault.medianDetectable <= byDefault.plainDetectable, byDefault.medianDetectable + " > " + byDefault.plainDetectable);
  // one pair of three rounds: a wide detectable, not calls
  assert.ok(byName["one pair of 3 rounds"].medianDetectable > 2, String(byName["one pair of 3 rounds"].medianDetectable));
  // a row missing from a pair leaves the others where they were
  assert.ok(Math.abs(byName["a row missing from one pair"].medianDetectable / byDefault.medianDetectable - 1) < 0.03);
});

test("recognising a duet: runs of two other pairs, a round lost or not, are no duet; a pair that lost a round of three stays one from ten turns on", () => {
  const found = recognition.measure(check.DUET_SETS_SHORT);
  assert.equal(found.falselyTaken.k, 0, check.rate(found.falselyTaken));
  assert.equal(found.recognised.k, found.recognised.n);
  assert.equal(found.lost.falselyTaken.k, 0, check.rate(found.lost.falselyTaken));
  // cut to 1–12 rows of two rounds each on both sides: from 5 rows on, ten turns or more
  assert.equal(duets.TURNS_TO_LEAVE_LOST_ROUNDS_OUT, 10);
  assert.equal(found.lost.recognised.k, found.lost.recognised.n * 8 / 12, check.rate(found.lost.recognised));
});

test("the default beside steady CPU-bound work (aa26-10k-steady): the median row's detectable at ×1.20 or better, at most 2 of 28 identical rows called", () => {
  const set = realDuets.loadSet(path.join(realDuets.DUETS, "aa26-10k-steady"));
  const spec = realDuets.DESIGNS.find((one) => one.name === check.DUETS_SHORT[0]);
  const result = realDuets.evaluate(set, spec, { factors: [], repeats: 0, alone: 0 });
  assert.equal(result.designs, 1);
  assert.ok(result.medianDetectable <= 1.2, String(result.medianDetectable));
  assert.equal(result.medianDetectable.toFixed(3), "1.154");
  assert.ok(result.falseCalls.k <= 2 && result.falseCalls.n === 28, check.rate(result.falseCalls));
});

test("a duet design cut to its rounds and slowed keeps its turns", () => {
  const set = realDuets.loadSet(path.join(realDuets.DUETS, "aa26-10k-steady"));
  const cut = realDuets.cut(set.pairs[0].a, 2, 3);
  assert.deepEqual(cut.results[0].times, set.pairs[0].a.results[0].times.slice(2, 5));
  const slowed = realDuets.slowed({ a: realDuets.cut(set.pairs[0].a, 0, 3), b: realDuets.cut(set.pairs[0].b, 0, 3) }, 3, null);
  const before = realDuets.cut(set.pairs[0].b, 0, 3).results[0].times;
  assert.deepEqual(slowed.b.results[0].times, before.map((t) => t * 3));
  // both sides still recognised as one pair that took turns
  const compareInput = require("../../lib/compare/inputs/compare-input");
  const duets = require("../../lib/compare/inputs/duets");
  const turns = duets.recognise(compareInput.read("a", JSON.stringify(slowed.a)), compareInput.read("b", JSON.stringify(slowed.b)));
  assert.deepEqual(turns.pairs, [{ a: 0, b: 0 }]);
});

test("splits and known changes", () => {
  // 4 runs, 2 a side: 6 ordered splits into disjoint groups
  assert.deepEqual(realRuns.splits(4, 2), [{ a: [0, 1], b: [2, 3] }, { a: [0, 2], b: [1, 3] }, { a: [0, 3], b: [1, 2] },
    { a: [1, 2], b: [0, 3] }, { a: [1, 3], b: [0, 2] }, { a: [2, 3], b: [0, 1] }]);
  assert.equal(realRuns.splits(6, 3).length, 20);
  const side = { entries: [{ key: "k", times: [1, 2], perRun: [[1, 2]], median: 1.5, avg: 1.5, min: 1, max: 2 },
    { key: "u", times: [3], perRun: [[3]], median: 3, avg: 3, min: 3, max: 3 }] };
  const slower = realRuns.scaled(side, 2, new Set(["k"]));
  assert.deepEqual(slower.entries[0].times, [2, 4]);
  assert.deepEqual(slower.entries[0].perRun, [[2, 4]]);
  assert.equal(slower.entries[0].median, 3);
  assert.equal(slower.entries[1], side.entries[1]);
  assert.deepEqual(realRuns.scaled(side, 2, null).entries[1].times, [6]);
  assert.deepEqual(side.entries[0].times, [1, 2], "the side itself is left alone");
});

test("what it takes to detect 10 %", () => {
  const terms = { row: { sd: 0.05, df: 4 }, within: 0.1 };
  const runs = check.runsToDetect(terms, 1.1, 5);
  // per run: 0.05² + 1.43 · 0.1² / 5; k a side with (t + t) · sqrt(2 per run / k) <= ln 1.1
  assert.ok(runs > 2 && runs < 100, String(runs));
  assert.ok(check.runsToDetect(terms, 1.1, 20) < runs);
  assert.ok(check.runsToDetect(terms, 1.5, 5) < runs);
});

test("--target on the real duets: the cost model gives the user's run its own wall time, the noise band holds its 12 pairs above ×1.05, the rule reaches ×1.05 there within ten minutes below the band, and states less than the old rule on every set within its default budget, about the old cap's time", () => {
  const results = targetRule.measure();
  const byName = Object.fromEntries(results.map((one) => [one.set, one]));
  const few = byName["aa254-3cases-target5"];
  // the user's 12 pairs: 3:23 from the first start to the last end, the model within 5 %
  assert.equal(few.pairs, 12);
  assert.ok(Math.abs(few.asRun.wall - 203) < 2 && Math.abs(few.asRun.modelled / few.asRun.wall - 1) < 0.05,
    JSON.stringify(few.asRun));
  // at compare's default band of 5 % they state above ×1.05 however many, at 2 % they reach it
  // after pair 10, in 2:46
  assert.ok(few.atDefaultBand > 1.05 + 0.01 && few.stated < 1.05, few.atDefaultBand + ", " + few.stated);
  const stated = targetRule.statedByPairs(realDuets.loadSet(path.join(realDuets.DUETS, "aa254-3cases-target5")));
  assert.deepEqual(stated.map((one) => one.pairs), [3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  assert.ok(stated.every((one) => one.atDefaultBand > 1.06), stated.map((one) => one.atDefaultBand).join(", "));
  assert.equal(stated.find((one) => one.atBand <= 1.05).pairs, 10);
  assert.equal(Math.round(stated[7].seconds), 166);
  assert.equal(few.budget, 600);
  assert.ok(few.newRule.detectable <= 1.05 + 1e-9 && few.newRule.seconds <= 600, JSON.stringify(few.newRule));
  // after the default's 3 pairs no own noise shows yet: rounds before pairs
  assert.equal(few.first.choice.reason, "rounds only");
  for (const one of results) {
    assert.ok(one.newRule.detectable < one.oldRule.detectable || one.newRule.detectable <= 1.05 + 1e-9, one.set + ": " +
      one.newRule.detectable + " against " + one.oldRule.detectable);
    // the default budget is about what the old cap of 12 pairs spent
    assert.ok(one.budget >= one.oldRule.seconds * 0.95, one.set + ": " + one.budget + " against " + one.oldRule.seconds);
  }
  // three cases of the 28 beside steady work: the rule reaches ×1.05 within ten minutes in nearly
  // every draw, the old rule in fewer
  const threeRows = targetRule.fewRows("aa26-10k-steady", 20, 7);
  assert.ok(threeRows.rule.reached >= 18 && threeRows.old.reached < threeRows.rule.reached,
    JSON.stringify([threeRows.rule.reached, threeRows.old.reached]));
  // the scaling the projection rests on, checked on the set itself: from 7 pairs on within 0.01 of
  // what the comparison states for all 12
  const check = targetRule.projectionCheck(realDuets.loadSet(path.join(realDuets.DUETS, "aa254-3cases-target5")));
  assert.equal(check.pairs, 12);
  check.checks.filter((one) => one.from >= 7).forEach((one) => {
    assert.ok(Math.abs(one.projected - check.stated) < 0.01, one.from + ": " + one.projected);
  });
});
