"use strict";
// Node only: how many rounds each row gets in the pairs --target adds to a duet, from the
// variance the pairs so far measured and what a round and a pair cost (docs/versus.md, "The
// target mode").
//
// A row's B/A in a pair is the median of its n rounds' ratios, and in log it moves from pair to
// pair by two parts:
//   v(n) = own + r / n
// r / n is the rounds' part: r = π/2 · w², with w the within-pair spread of one round's ratio
// (the comparison's summary.runs.terms.within): π/2 is what a median of normal draws keeps of
// their variance, beside a mean's. own is the pair's own part: what its two processes and its
// share of the machine's hour add beyond its rounds. The comparison gives each row's spread
// from pair to pair (rows[].pairSpread) and the rounds the pairs had
// (terms.rounds); own is their pooled variance less the rounds' part.
//
// Kalibera and Jones ("Rigorous Benchmarking in Reasonable Time", ISMM 2013) give the
// repetitions at the lower of two levels that buy the most precision for the time: the square
// root of the upper level's cost over the lower level's, times the lower level's variance over
// the upper level's own. Here a round of a row (its two samples, c_j) is the lower level and
// the pair (two server starts, the datasets' check, a warmup round: P) the upper. The rows of a
// pair share P: with every row's variance weighed alike, n_j = sqrt((P / J) / c_j · r / own)
// for J rows makes their sum smallest for the time, so a row of quick queries gets more rounds
// and one of slow queries fewer, as 1 / sqrt(c_j). That optimum is for a design balanced from
// the start; --target adds pairs to ones done, and the comparison weighs every pair alike, so
// choose() keeps the rows' shape and sizes the middle row's rounds by planning to the end: the
// size whose pairs reach the target soonest, by the projection below (which for a start with
// no pairs gives the optimum above). Every row has at least MIN_ROUNDS, at most
// TARGET_MAX_ROUNDS and at most twice what it had so far (beyond that v(n) is an
// extrapolation); where own is too small to see rounds are all that helps, and where the
// rounds' spread is nil the fewest do.

const distributions = require("../compare/verdict/distributions");

const MEDIAN_VARIANCE = Math.PI / 2;
// The comparison's detectable change of a row: with α 5 % two-sided and 90 % power, (t(0.975) +
// t(0.9)) standard errors, and never below its noise band plus t(0.9) of them (run-model.js
// judgeRow).
const ALPHA_QUANTILE = 0.975;
const POWER_QUANTILE = 0.9;

// The variance parts of a comparison of process pairs (compare --format json): { measured:
// true, pairs, rounds (the pairs' rounds, the median row's harmonic mean), roundVariance (r),
// pairVariance (pooled over rows), ownVariance, detectable, band (the noise band, a fraction),
// df (the median row's degrees of freedom) } or { measured: false, why }.
function components(comparison) {
  const runs = comparison && comparison.summary ? comparison.summary.runs : null;
  if (!runs || !runs.terms || !runs.shift || runs.shift.design !== "duet") {
    return { measured: false, why: "the comparison did not judge the files as process pairs" };
  }
  const spreads = (comparison.rows || []).map((row) => row.pairSpread).filter((spread) => spread && spread.pairs > 1);
  if (spreads.length === 0) {
    return { measured: false, why: "no row is in two pairs yet, so a pair's own noise cannot be told from its rounds'" };
  }
  if (!(runs.terms.rounds > 1)) {
    return { measured: false, why: "the pairs have one round a row, so the rounds' spread is not measured" };
  }
  // a variance pooled over the rows, each on its pairs' degrees of freedom: a mean, since the
  // median of variances on two degrees of freedom sits at 0.69 of their mean
  let sum = 0;
  let df = 0;
  spreads.forEach((spread) => {
    sum += spread.sd * spread.sd * (spread.pairs - 1);
    df += spread.pairs - 1;
  });
  const pairVariance = sum / df;
  const roundVariance = runs.terms.within === null ? 0 : MEDIAN_VARIANCE * runs.terms.within * runs.terms.within;
  return { measured: true, pairs: runs.shift.pairs, rounds: runs.terms.rounds, roundVariance, pairVariance,
    ownVariance: Math.max(0, pairVariance - roundVariance / runs.terms.rounds), detectable: runs.medianDetectable,
    band: comparison.settings && comparison.settings.noise > 0 ? comparison.settings.noise : 0,
    df: runs.noise && runs.noise.row && runs.noise.row.df > 0 ? runs.noise.row.df : Infinity };
}

// The quantiles of the detectable change at the median row's degrees of freedom, held where
// they are (more pairs bring more: the projections err high).
function quantiles(parts) {
  const power = distributions.tQuantile(POWER_QUANTILE, parts.df);
  return { sum: distributions.tQuantile(ALPHA_QUANTILE, parts.df) + power, power };
}

// The standard error (log) under the stated detectable: where the noise band holds it up, what
// lies above the band.
function standardError(parts) {
  const q = quantiles(parts);
  const above = parts.band > 0 ? (Math.log(parts.detectable) - Math.log(1 + parts.band)) / q.power : Infinity;
  return Math.max(0, Math.min(Math.log(parts.detectable) / q.sum, above));
}

// The detectable change for a standard error.
function detectableFor(parts, se) {
  const q = quantiles(parts);
  return Math.exp(Math.max(q.sum * se, Math.log(1 + parts.band) + q.power * se));
}

// A pair's variance of the middle row's B/A with n rounds, and the sum over the pairs so far
// (as the comparison measured them, at least what their rounds explain).
function perPair(parts, rounds) {
  return parts.ownVariance + parts.roundVariance / rounds;
}

function sumSoFar(parts) {
  return parts.pairs * Math.max(parts.pairVariance, perPair(parts, parts.rounds));
}

// The variance of the mean over the pairs after `added` more pairs of `rounds` rounds, as a
// share of the one now: the comparison weighs every pair alike, whatever its rounds.
function varianceShare(parts, added, rounds) {
  const total = parts.pairs + added;
  return (sumSoFar(parts) + added * perPair(parts, rounds)) / (total * total) / (sumSoFar(parts) / (parts.pairs *
    parts.pairs));
}

// The median row's detectable change (a factor) after `added` more pairs of `rounds` rounds:
// its standard error scaled by the variance of the mean over the pairs, its quantiles held.
function projected(parts, added, rounds) {
  return detectableFor(parts, standardError(parts) * Math.sqrt(varianceShare(parts, added, rounds)));
}

// How many more pairs of `rounds` rounds the projection needs to reach the target (a
// fraction), or null beyond `most`, for a target at or below the noise band, or without a
// detectable change to scale. With S the pairs' summed variance so far over K pairs, v a new
// pair's and a the variance of the mean whose standard error reaches the target, m pairs reach
// it when S + m v <= a (K + m)²: from the positive root of that quadratic in m.
function pairsToReach(parts, rounds, target, most) {
  const q = quantiles(parts);
  const se = parts.detectable > 1 ? standardError(parts) : 0;
  const enough = Math.min(Math.log(1 + target) / q.sum, (Math.log(1 + target) - Math.log(1 + parts.band)) / q.power);
  if (!(se > 0) || !(enough > 0)) {
    return null;
  }
  const pairs = parts.pairs;
  const sum = sumSoFar(parts);
  const wanted = Math.pow(enough / se, 2) * sum / (pairs * pairs);
  if (wanted * pairs * pairs >= sum) {
    return 0;
  }
  const v = perPair(parts, rounds);
  const b = 2 * wanted * pairs - v;
  const c = wanted * pairs * pairs - sum;
  const root = (-b + Math.sqrt(b * b - 4 * wanted * c)) / (2 * wanted);
  const added = Math.max(1, Math.ceil(root - 1e-9));
  return added <= most ? added : null;
}

// Each row's rounds when the middle row has `middle`: in the shape Kalibera and Jones's optimum
// gives the rows of one pair (rounds as 1 / sqrt of the row's round), each within its bounds.
function shaped(costs, limits, middle) {
  const keys = Object.keys(costs.rows);
  const times = keys.map((key) => costs.rows[key].roundSeconds).filter((seconds) => seconds > 0).sort((x, y) => x - y);
  const typical = times.length > 0 ? times[Math.floor(times.length / 2)] : 0;
  const byRow = {};
  for (const key of keys) {
    const row = costs.rows[key];
    const most = Math.max(limits.min, Math.min(limits.max, 2 * row.mostRounds));
    const rounds = row.roundSeconds > 0 ? Math.round(middle * Math.sqrt(typical / row.roundSeconds)) : middle;
    byRow[key] = Math.max(limits.min, Math.min(most, rounds));
  }
  return byRow;
}

// The middle row's rounds (of an even count of rows the one with fewer, as the row of the
// slower queries among the middle two).
function middleOf(byRow) {
  const counts = Object.keys(byRow).map((key) => byRow[key]).sort((x, y) => x - y);
  return counts[Math.floor((counts.length - 1) / 2)];
}

// The seconds a pair of these rounds should take: its cost beyond the rounds and every row's.
function pairSeconds(costs, byRow) {
  return costs.pairSeconds + Object.keys(costs.rows).reduce((sum, key) => sum + (byRow[key] || 0) *
    costs.rows[key].roundSeconds, 0);
}

// The rounds of each row of the next pair, planned to the end: for each size of the middle
// row's rounds (the rows around it in Kalibera and Jones's shape), the pairs of that kind the
// projection needs to reach the target, and the time they take; the quickest wins. Where no
// kind reaches it within the time left (or no detectable change is stated yet to scale), the
// kind whose pairs, as many as fit into the time left, leave the smallest variance. Balanced
// from the start this is Kalibera and Jones's n* for the middle row; with pairs done it also
// weighs that the comparison takes every pair alike. parts: components(...) (measured); costs:
// pair-costs.js measure(...); limits: { min, max }; goal: { target (a fraction), secondsLeft,
// pairsLeft }. Returns { byRow, median, seconds (of the pair), more (pairs of this kind to the
// target, or null), within (pairs of this kind within the time left), reason: "own" | "rounds
// only" | "no spread" }.
function choose(parts, costs, limits, goal) {
  let best = null;
  // rounds that do not spread buy nothing: the fewest, whatever a row's round costs
  const sizes = parts.roundVariance === 0 ? [0] : Array.from({ length: limits.max - limits.min + 1 }, (_, i) => limits.min + i);
  for (const middle of sizes) {
    const byRow = shaped(costs, limits, middle);
    const median = middleOf(byRow);
    const seconds = pairSeconds(costs, byRow);
    const within = Math.max(0, Math.min(goal.pairsLeft, Math.floor(goal.secondsLeft / seconds)));
    const more = pairsToReach(parts, median, goal.target, within);
    const candidate = { byRow, median, seconds, more, within,
      // reaching the target sooner beats everything; else the smallest variance at the end
      score: more !== null ? [0, Math.max(1, more) * seconds] : [1, varianceShare(parts, within, median)] };
    if (best === null || candidate.score[0] < best.score[0] ||
        (candidate.score[0] === best.score[0] && candidate.score[1] < best.score[1] * (1 - 1e-9))) {
      best = candidate;
    }
  }
  const reason = parts.roundVariance === 0 ? "no spread" : parts.ownVariance === 0 ? "rounds only" : "own";
  return { byRow: best.byRow, median: best.median, seconds: best.seconds, more: best.more, within: best.within, reason };
}

// A spread of log values as a reader takes it: "×/÷1.06".
function spread(variance) {
  return "×/÷" + Math.exp(Math.sqrt(variance)).toFixed(2);
}

module.exports = { components, choose, pairSeconds, projected, pairsToReach, perPair, middleOf, spread, standardError,
  detectableFor, MEDIAN_VARIANCE };
