"use strict";
// What `versus --target` reaches on the real duets at 10k, and in how much wall time (npm run
// method-check; docs/versus.md, "The target mode"): its rule (rounds against pairs from the
// variance and the costs the pairs measured, lib/versus/target-rounds.js, within the default
// time budget) against the old one (3 default pairs, then pairs of up to 20 rounds a row, as many
// as its queries fit into 6 s, up to 12 pairs).
//
// Every comparison has a noise band of BAND, below the target (versus refuses a target at or
// below the band: no row's detectable change comes down to it). The variance parts of each set
// are those its own comparison measured over all its pairs (aa254-3cases-target5: 12 pairs, 3 of
// 10 rounds and 9 of 20; the others 3 pairs of 10): the best the data say about the machine's
// noise. A design's median-row detectable change is projected from the set's own stated one: its
// standard error scaled by the variance of the mean over the pairs (v(n) = own + r / n per pair
// of n rounds, target-rounds.js), the band's floor kept, the degrees of freedom held (the figure
// errs high beside the comparison's). How far that is from what the comparison states is
// measured on aa254-3cases-target5 itself: from its first K pairs to 12; and what its pairs, as
// they ran, state after each at BAND and at the default band.
// Wall time: every pair costs what the set's pairs cost beyond their rounds (its server starts,
// datasets' check, warmup round and stop; the prototype's sets, made before versus could run
// duets, take the product's own ab-busy's, of the same 28 cases at 10k), and each row's round
// its real two samples and requests (lib/versus/pair-costs.js); the first pair's build of the
// datasets is left out.

const path = require("path");
const realDuets = require("./real-duets");
const { random } = require("./real-runs");
const compareInput = require("../../lib/compare/inputs/compare-input");
const runGroup = require("../../lib/compare/inputs/run-group");
const compare = require("../../lib/compare/comparisons/compare");
const turns = require("../../lib/versus/turns");
const defaults = require("../../lib/versus/defaults");
const targetRounds = require("../../lib/versus/target-rounds");
const pairCosts = require("../../lib/versus/pair-costs");

const SETS = ["aa254-3cases-target5", "aa26-10k-steady", "aa26-10k-bursty", "ab-busy"];
// The sets made by the product's own versus, whose pairs cost what a pair of versus costs.
const MADE_BY_VERSUS = ["aa254-3cases-target5", "ab-busy"];
const TARGET = 0.05;
// The noise band the comparisons use: below the target, as versus --target 5% takes one without
// --noise (half the target: at compare's default band of 5 % no row's detectable change comes
// down to it, lib/versus/versus-options.js).
const BAND = TARGET / 2;
// The old rule: up to 12 pairs, each added one of 3 rounds a row and as many more as its queries
// fit into 6 s, at most 20 (main before issue 40).
const OLD = { maxPairs: 12, rule: { fixed: null, min: defaults.MIN_ROUNDS, max: 20, fillSeconds: 6 } };
// How far the rule is followed when asked how long the target would take beyond the budget.
const MOST_PAIRS = 400;
const UNBOUNDED_SECONDS = 24 * 3600;

function side(name, parsedList) {
  return runGroup.group(name, parsedList.map((parsed, i) => compareInput.read(name + "-" + (i + 1) + ".json",
    JSON.stringify(parsed))));
}

// The comparison of pairs [{ a, b }] as versus's --target reads it (compare --format json), with
// the noise band `band` (BAND unless given).
function comparisonOf(pairs, band) {
  return JSON.parse(JSON.stringify(compare.compare(side("a", pairs.map((pair) => pair.a)), side("b", pairs.map((pair) =>
    pair.b)), { noise: band === undefined ? BAND : band })));
}

// The set's pairs with their wall time: from one pair's start to the next one's (the last: to
// its end).
function timedPairs(set) {
  const seconds = (iso) => Date.parse(iso) / 1000;
  return set.pairs.map((pair, k) => {
    const next = set.pairs[k + 1];
    const end = next ? seconds(next.a.startedAt) : Math.max(seconds(pair.a.endedAt), seconds(pair.b.endedAt));
    return { a: pair.a, b: pair.b, seconds: end - seconds(pair.a.startedAt) };
  });
}

// What a pair of these rounds takes: its cost beyond the rounds and every row's rounds.
function pairSeconds(costs, roundsOf) {
  return costs.pairSeconds + Object.keys(costs.rows).reduce((sum, key) => sum + roundsOf(key) * costs.rows[key].roundSeconds, 0);
}

// The middle row's rounds of a pair whose rows have these rounds (as target-rounds.js takes it).
function middle(counts) {
  return targetRounds.middleOf(Object.assign({}, counts));
}

// The median row's detectable change of a design of pairs (their middle rows' rounds), scaled
// from the set's own comparison (parts: target-rounds.js components of the whole set).
function designDetectable(parts, rounds) {
  const v = (n) => parts.ownVariance + parts.roundVariance / n;
  const anchor = Math.max(parts.pairVariance, v(parts.rounds)) / parts.pairs;
  const variance = rounds.reduce((sum, n) => sum + v(n), 0) / (rounds.length * rounds.length);
  return targetRounds.detectableFor(parts, targetRounds.standardError(parts) * Math.sqrt(variance / anchor));
}

// The default's rounds of each row (turns.js roundsFor from its round's time).
function byTime(costs, rule) {
  const byRow = {};
  Object.keys(costs.rows).forEach((key) => { byRow[key] = turns.roundsFor(rule, costs.rows[key].roundSeconds); });
  return byRow;
}

// A design followed pair by pair: the 3 default pairs, then pairs chosen by `next(state)` (the
// rounds of each row, or null to stop). Returns { pairs, seconds, detectable, rounds (of each
// added pair's middle row), reached (pairs, seconds) or null }.
function follow(parts, costs, next) {
  const first = byTime(costs, { fixed: null, min: defaults.MIN_ROUNDS, max: defaults.MAX_ROUNDS,
    fillSeconds: defaults.ROUND_FILL_SECONDS });
  const state = { rounds: [], seconds: 0, most: {}, added: [] };
  const add = (byRow) => {
    state.rounds.push(middle(Object.keys(byRow).map((key) => byRow[key])));
    state.seconds += pairSeconds(costs, (key) => byRow[key]);
    Object.keys(byRow).forEach((key) => { state.most[key] = Math.max(state.most[key] || 0, byRow[key]); });
  };
  for (let k = 0; k < defaults.PAIRS; k += 1) {
    add(first);
  }
  state.firstSeconds = state.seconds;
  let reached = null;
  for (;;) {
    const detectable = designDetectable(parts, state.rounds);
    if (detectable <= 1 + TARGET + 1e-12) {
      reached = reached || { pairs: state.rounds.length, seconds: state.seconds };
      break;
    }
    const byRow = next(state);
    if (byRow === null) {
      break;
    }
    add(byRow);
    state.added.push(state.rounds[state.rounds.length - 1]);
  }
  return { pairs: state.rounds.length, seconds: state.seconds, firstSeconds: state.firstSeconds,
    detectable: designDetectable(parts, state.rounds), added: state.added, reached };
}

// The variance parts of a design followed so far (the middle rows' rounds of its pairs), as its
// own comparison would measure them if the set's parts are the machine's.
function partsSoFar(parts, rounds) {
  const meanVariance = rounds.reduce((sum, n) => sum + targetRounds.perPair(parts, n), 0) / rounds.length;
  return Object.assign({}, parts, { pairs: rounds.length, rounds: rounds.length / rounds.reduce((sum, n) => sum + 1 / n, 0),
    pairVariance: meanVariance, detectable: designDetectable(parts, rounds) });
}

// The new rule on a set: each added pair's rounds chosen as versus chooses them, from the set's
// variance parts and costs (each row at most twice what it had), within `budget` seconds.
function newRule(parts, costs, budget) {
  return follow(parts, costs, (state) => {
    const seen = { pairSeconds: costs.pairSeconds, rows: {} };
    Object.keys(costs.rows).forEach((key) => {
      seen.rows[key] = { roundSeconds: costs.rows[key].roundSeconds, mostRounds: state.most[key] };
    });
    const choice = targetRounds.choose(partsSoFar(parts, state.rounds), seen, { min: defaults.MIN_ROUNDS,
      max: defaults.TARGET_MAX_ROUNDS }, { target: TARGET, secondsLeft: budget - state.seconds, pairsLeft: Infinity });
    return state.rounds.length < MOST_PAIRS && state.seconds + choice.seconds <= budget ? choice.byRow : null;
  });
}

function oldRule(parts, costs) {
  const added = byTime(costs, OLD.rule);
  return follow(parts, costs, (state) => (state.rounds.length < OLD.maxPairs ? added : null));
}

// The projection checked: from the comparison of the first K pairs of a set, the median row's
// detectable after all its pairs (each added one of its real middle-row rounds), beside what the
// comparison states for all of them.
function projectionCheck(set) {
  const pairs = set.pairs.map((pair) => ({ a: pair.a, b: pair.b }));
  const rounds = pairs.map((pair) => middle(pair.a.results.map((entry) => entry.times.length)));
  const stated = comparisonOf(pairs).summary.runs.medianDetectable;
  const checks = [];
  for (let k = defaults.PAIRS; k < pairs.length; k += 1) {
    const parts = targetRounds.components(comparisonOf(pairs.slice(0, k)));
    const v = (n) => parts.ownVariance + parts.roundVariance / n;
    const before = Math.max(parts.pairVariance, v(parts.rounds));
    const later = rounds.slice(k).reduce((sum, n) => sum + v(n), k * before) / (pairs.length * pairs.length);
    checks.push({ from: k, projected: targetRounds.detectableFor(parts, targetRounds.standardError(parts) *
      Math.sqrt(later / (before / k))), statedThen: parts.detectable });
  }
  return { pairs: pairs.length, stated, checks };
}

// What the comparison states for a set's first K pairs as they ran (K = 3 to all), at BAND and at
// compare's default band, with the wall time from the first pair's start to the K-th pair's end:
// where a target is met, and where the band holds the detectable change up.
function statedByPairs(set) {
  const seconds = (iso) => Date.parse(iso) / 1000;
  const timed = timedPairs(set);
  const start = seconds(set.pairs[0].a.startedAt);
  const found = [];
  for (let k = defaults.PAIRS; k <= set.pairs.length; k += 1) {
    const pair = set.pairs[k - 1];
    found.push({ pairs: k, atBand: comparisonOf(timed.slice(0, k)).summary.runs.medianDetectable,
      atDefaultBand: comparisonOf(timed.slice(0, k), compare.DEFAULTS.noise).summary.runs.medianDetectable,
      seconds: Math.max(seconds(pair.a.endedAt), seconds(pair.b.endedAt)) - start });
  }
  return found;
}

// Every set: its variance parts and costs, the rule's first choice (from the default's three
// pairs, as versus would make it), what the new rule and the old one reach, and in what time.
function measure(names) {
  const ownSets = (names || SETS).map((name) => realDuets.loadSet(path.join(realDuets.DUETS, name)));
  const versusCosts = pairCosts.measure(timedPairs(realDuets.loadSet(path.join(realDuets.DUETS, "ab-busy"))));
  return ownSets.map((set) => {
    const name = path.basename(set.name);
    const costs = pairCosts.measure(timedPairs(set));
    if (!MADE_BY_VERSUS.includes(name)) {
      costs.pairSeconds = versusCosts.pairSeconds;
    }
    const whole = comparisonOf(set.pairs.map((pair) => ({ a: pair.a, b: pair.b })));
    // what the set's comparison states at compare's default band: the band's floor
    const atDefaultBand = comparisonOf(set.pairs.map((pair) => ({ a: pair.a, b: pair.b })), compare.DEFAULTS.noise)
      .summary.runs.medianDetectable;
    const parts = targetRounds.components(whole);
    // the rule's first choice, from the default's three pairs as versus cut them
    const design = realDuets.cutDesigns(set, realDuets.DESIGNS[0], random(1))[0];
    const firstParts = targetRounds.components(comparisonOf(design));
    const firstCosts = pairCosts.measure(timedPairs(set).slice(0, defaults.PAIRS));
    firstCosts.pairSeconds = costs.pairSeconds;
    const unbounded = newRule(parts, costs, UNBOUNDED_SECONDS);
    const budget = Math.max(defaults.TARGET_BUDGET_SECONDS, defaults.TARGET_BUDGET_FACTOR * unbounded.firstSeconds);
    const firstChoice = targetRounds.choose(firstParts, firstCosts, { min: defaults.MIN_ROUNDS,
      max: defaults.TARGET_MAX_ROUNDS }, { target: TARGET, secondsLeft: budget - unbounded.firstSeconds, pairsLeft: Infinity });
    const roundsAll = Object.keys(costs.rows).reduce((sum, key) => sum + costs.rows[key].roundSeconds, 0);
    // the cost model on the set's own pairs, each row's rounds as they ran (the first pair's
    // build of the datasets left out), beside the set's own wall time
    const modelled = set.pairs.reduce((sum, pair) => sum + pairSeconds(costs, (key) => {
      const entry = pair.a.results.find((one) => turns.rowKey(one) === key);
      return entry ? entry.times.length : 0;
    }), 0);
    const seconds = (iso) => Date.parse(iso) / 1000;
    const last = set.pairs[set.pairs.length - 1];
    const wall = Math.max(seconds(last.a.endedAt), seconds(last.b.endedAt)) - seconds(set.pairs[0].a.startedAt);
    return { set: name, rows: Object.keys(costs.rows).length, parts, costs: { pair: costs.pairSeconds, round: roundsAll },
      asRun: { modelled, wall },
      first: { parts: firstParts, choice: firstChoice },
      budget, newRule: newRule(parts, costs, budget), unbounded, oldRule: oldRule(parts, costs),
      stated: parts.detectable, atDefaultBand, pairs: set.pairs.length };
  });
}

// Three cases out of a 28-row set, as a user's few cases on that machine: for `count` subsets of
// 3 rows drawn from it, what the rule reaches within the default budget, each subset's noise as
// its own comparison of the set's pairs measures it (3 pairs: the scaling errs high there) and
// its rows' own rounds; a pair costs what one of 3 rows cost beyond its rounds in
// aa254-3cases-target5. Returns { set, subsets, reached (how many reach the target), detectables
// (sorted), seconds (sorted) }.
function fewRows(name, count, seed) {
  const set = realDuets.loadSet(path.join(realDuets.DUETS, name));
  const few = pairCosts.measure(timedPairs(realDuets.loadSet(path.join(realDuets.DUETS, "aa254-3cases-target5"))));
  const timed = timedPairs(set);
  // each row's round as the whole set's pairs measure it (a pair cut to 3 rows still spans the
  // time of all 28)
  const all = pairCosts.measure(timed);
  const keys = set.pairs[0].a.results.map((entry) => entry.case + "/" + entry.documents);
  const next = random(seed);
  const found = [];
  for (let s = 0; s < count; s += 1) {
    const kept = new Set();
    while (kept.size < 3) {
      kept.add(keys[Math.floor(next() * keys.length)]);
    }
    const keep = (parsed) => Object.assign({}, parsed, { results: parsed.results.filter((entry) =>
      kept.has(entry.case + "/" + entry.documents)) });
    const pairs = timed.map((pair) => ({ a: keep(pair.a), b: keep(pair.b), seconds: pair.seconds }));
    const parts = targetRounds.components(comparisonOf(pairs));
    const costs = { pairSeconds: few.pairSeconds, rows: {} };
    pairs[0].a.results.forEach((entry) => {
      const key = turns.rowKey(entry);
      costs.rows[key] = all.rows[key];
    });
    found.push({ rule: newRule(parts, costs, defaults.TARGET_BUDGET_SECONDS), old: oldRule(parts, costs) });
  }
  const sorted = (list) => list.slice().sort((x, y) => x - y);
  const of = (which) => ({ reached: found.filter((one) => one[which].detectable <= 1 + TARGET + 1e-9).length,
    detectables: sorted(found.map((one) => one[which].detectable)), seconds: sorted(found.map((one) => one[which].seconds)),
    draws: found.map((one) => one[which]) });
  return { set: name, subsets: count, rule: of("rule"), old: of("old") };
}

function clock(seconds) {
  const whole = Math.round(seconds);
  return Math.floor(whole / 60) + ":" + String(whole % 60).padStart(2, "0");
}

// The lines npm run method-check prints.
function lines(results, check, subsets, stated) {
  const out = [];
  if (stated) {
    out.push("aa254-3cases-target5 as it ran, the median row's detectable change after its first K pairs, at a band of " +
      100 * BAND + " % / at the default " + 100 * compare.DEFAULTS.noise + " % (wall time to the K-th pair's end): " +
      stated.map((one) => "K=" + one.pairs + " ×" + one.atBand.toFixed(3) + " / ×" + one.atDefaultBand.toFixed(3) + " (" +
        clock(one.seconds) + ")").join(", "));
  }
  results.forEach((one) => {
    const choice = (found) => {
      const counts = Object.keys(found.byRow).map((key) => found.byRow[key]);
      return Math.min(...counts) + "–" + Math.max(...counts) + " rounds a row (middle " + found.median + ", " +
        found.reason + ")";
    };
    out.push(one.set + " (" + one.rows + " rows; " + one.pairs + " pairs stated ×" + one.stated.toFixed(3) + ", at the " +
      "default band of " + 100 * compare.DEFAULTS.noise + " % ×" + one.atDefaultBand.toFixed(3) + "): " +
      "own " + targetRounds.spread(one.parts.ownVariance) + ", a round " + targetRounds.spread(one.parts.roundVariance) +
      ", pairs of " + one.parts.rounds.toFixed(1) + " rounds " + targetRounds.spread(one.parts.pairVariance) +
      "; a pair " + one.costs.pair.toFixed(1) + " s beyond its rounds, a round of every row " + one.costs.round.toFixed(2) + " s");
    out.push("  the rule's first choice, after the default's 3 pairs: " + choice(one.first.choice));
    const design = (result) => result.pairs + " pairs in " + clock(result.seconds) + ": ×" + result.detectable.toFixed(3);
    out.push("  its own " + one.pairs + " pairs as they ran: " + clock(one.asRun.wall) + " of wall time, the cost model " +
      clock(one.asRun.modelled));
    out.push("  old rule (up to 12 pairs, added ones of up to 20 rounds by 6 s): " + design(one.oldRule));
    out.push("  new rule within its default budget (" + clock(one.budget) + "): " + design(one.newRule) +
      (one.newRule.added.length > 0 ? " (added pairs' middle rows " + Math.min(...one.newRule.added) + "–" +
        Math.max(...one.newRule.added) + " rounds)" : ""));
    out.push("  new rule until ×" + (1 + TARGET).toFixed(2) + ": " + (one.unbounded.reached
      ? one.unbounded.reached.pairs + " pairs in " + clock(one.unbounded.reached.seconds)
      : "not within " + MOST_PAIRS + " pairs (×" + one.unbounded.detectable.toFixed(3) + " after " + clock(one.unbounded.seconds) + ")"));
  });
  (subsets || []).forEach((one) => {
    const middle = (list) => list[Math.floor((list.length - 1) / 2)];
    const figures = (found) => "×" + (1 + TARGET).toFixed(2) + " reached in " + found.reached + "; ×" +
      found.detectables[0].toFixed(3) + "–×" + found.detectables[found.detectables.length - 1].toFixed(3) + " (median ×" +
      middle(found.detectables).toFixed(3) + ") in " + clock(found.seconds[0]) + "–" + clock(found.seconds[found.seconds.length - 1]);
    out.push(one.set + ", 3 of its rows (" + one.subsets + " draws): the rule within " + clock(defaults.TARGET_BUDGET_SECONDS) +
      ": " + figures(one.rule) + "; the old rule: " + figures(one.old));
  });
  if (check) {
    out.push("the scaling checked on aa254-3cases-target5 (stated with all " + check.pairs + " pairs: ×" +
      check.stated.toFixed(3) + "), projected from the first K: " + check.checks.map((one) => "K=" + one.from + " ×" +
        one.projected.toFixed(3)).join(", "));
  }
  return out;
}

module.exports = { measure, fewRows, projectionCheck, statedByPairs, lines, designDetectable, timedPairs, comparisonOf, SETS, TARGET, BAND,
  OLD };
