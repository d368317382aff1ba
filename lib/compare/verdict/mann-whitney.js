/*
 * The Mann–Whitney U test (Wilcoxon rank-sum test), two-sided: do two samples of timings
 * come from the same distribution? Distribution-free, so it suits timings, which are skewed
 * and have long right tails; benchstat and asv use it for the same reason (golang.org/x/perf
 * benchmath, the U-test of benchstat; airspeed-velocity/asv asv/commands/compare.py). ES5.
 *
 * Small samples get the exact p-value: the permutation distribution of the rank sum,
 * counted over all ways to choose which of the pooled values belong to the first sample,
 * with ties given their mid-rank (so the exact test stays right with ties). Large samples get
 * the normal approximation with tie and continuity corrections.
 */
"use strict";

// Up to this many pooled values the exact distribution is counted (the count table has
// (m + 1) × (2 × rank sum) cells, about a million at 120).
var EXACT_UP_TO = 120;

// Pooled values with their mid-ranks (ranks 1..N, tied values share the mean of their ranks).
function midRanks(first, second) {
  var pooled = [];
  first.forEach(function (value) { pooled.push({ value: value, first: true }); });
  second.forEach(function (value) { pooled.push({ value: value, first: false }); });
  pooled.sort(function (a, b) { return a.value - b.value; });
  var tieSizes = [];
  for (var start = 0; start < pooled.length;) {
    var end = start;
    while (end + 1 < pooled.length && pooled[end + 1].value === pooled[start].value) {
      end += 1;
    }
    var rank = (start + end) / 2 + 1;
    for (var i = start; i <= end; i += 1) {
      pooled[i].rank = rank;
    }
    tieSizes.push(end - start + 1);
    start = end + 1;
  }
  return { pooled: pooled, tieSizes: tieSizes };
}

// How many m-element subsets of the doubled ranks have each sum: [count of sum 0, 1, ...].
// Doubled ranks are whole numbers even with mid-ranks, so sums index an array.
function subsetSumCounts(doubledRanks, m) {
  var total = 0;
  doubledRanks.forEach(function (r) { total += r; });
  // ways[k][s]: how many k-element subsets of the ranks seen so far sum to s. Counts grow
  // up to C(120, 60) ≈ 1e35, beyond exact doubles, but only their ratios matter and doubles
  // keep those to 15 digits.
  var ways = [];
  for (var k = 0; k <= m; k += 1) {
    ways.push(new Array(total + 1));
    for (var s = 0; s <= total; s += 1) {
      ways[k][s] = 0;
    }
  }
  ways[0][0] = 1;
  // After `seen` ranks summing to `reach`, no subset has more than `seen` elements or a sum
  // above `reach`: the loops stop there (the same counts, a third of the work at 120 values).
  var seen = 0;
  var reach = 0;
  doubledRanks.forEach(function (r) {
    seen += 1;
    reach += r;
    for (var k2 = Math.min(m, seen); k2 >= 1; k2 -= 1) {
      for (var s2 = reach; s2 >= r; s2 -= 1) {
        ways[k2][s2] += ways[k2 - 1][s2 - r];
      }
    }
  });
  return ways[m];
}

// The counts depend on the ranks and m alone: every row of a comparison whose samples have
// the same sizes and no ties asks for the same ones, so the last few are kept (keyed by m and
// the ranks, which come in ascending order).
var KEPT_COUNTS = 16;
var keptCounts = [];

function countsFor(doubledRanks, m) {
  var key = m + ":" + doubledRanks.join(",");
  for (var i = 0; i < keptCounts.length; i += 1) {
    if (keptCounts[i].key === key) {
      return keptCounts[i].counts;
    }
  }
  var counts = subsetSumCounts(doubledRanks, m);
  keptCounts.unshift({ key: key, counts: counts });
  if (keptCounts.length > KEPT_COUNTS) {
    keptCounts.pop();
  }
  return counts;
}

// P(S <= s) and P(S >= s) for the sum S of m of the given doubled ranks (ascending) chosen at
// random.
function exactTails(doubledRanks, m, observed) {
  var counts = countsFor(doubledRanks, m);
  var below = 0;
  var above = 0;
  var all = 0;
  for (var sum = 0; sum < counts.length; sum += 1) {
    var count = counts[sum];
    all += count;
    if (sum <= observed) {
      below += count;
    }
    if (sum >= observed) {
      above += count;
    }
  }
  return { below: below / all, above: above / all };
}

// The complementary error function, by the Chebyshev fit of Numerical Recipes (relative
// error below 1.2e-7 everywhere), enough for p-values.
function erfc(x) {
  var z = Math.abs(x);
  var t = 1 / (1 + 0.5 * z);
  var r = t * Math.exp(-z * z - 1.26551223 + t * (1.00002368 + t * (0.37409196 + t * (0.09678418 +
    t * (-0.18628806 + t * (0.27886807 + t * (-1.13520398 + t * (1.48851587 +
    t * (-0.82215223 + t * 0.17087277)))))))));
  return x >= 0 ? r : 2 - r;
}

function normalTwoSided(u, m, n, tieSizes) {
  var size = m + n;
  var tieTerm = 0;
  tieSizes.forEach(function (t) { tieTerm += t * t * t - t; });
  var variance = m * n / 12 * ((size + 1) - tieTerm / (size * (size - 1)));
  if (variance <= 0) {
    return 1; // every value tied: no evidence of any difference
  }
  var distance = Math.abs(u - m * n / 2);
  var z = Math.max(0, distance - 0.5) / Math.sqrt(variance);
  return Math.min(1, erfc(z / Math.SQRT2));
}

// Two-sided test of samples a and b (arrays of numbers, each non-empty). Returns
//   { u, p, method }  — u is U of sample a (pairs (x in a, y in b) with x > y, ties counting
//   one half); p the two-sided p-value; method "exact" or "normal".
function test(a, b) {
  if (a.length === 0 || b.length === 0) {
    throw new Error("the Mann-Whitney test needs at least one value on each side");
  }
  var ranked = midRanks(a, b);
  var rankSum = 0;
  ranked.pooled.forEach(function (item) {
    if (item.first) {
      rankSum += item.rank;
    }
  });
  var m = a.length;
  var n = b.length;
  var u = rankSum - m * (m + 1) / 2;
  if (m + n <= EXACT_UP_TO) {
    var doubled = ranked.pooled.map(function (item) { return Math.round(item.rank * 2); });
    var tails = exactTails(doubled, m, Math.round(rankSum * 2));
    return { u: u, p: Math.min(1, 2 * Math.min(tails.below, tails.above)), method: "exact" };
  }
  return { u: u, p: normalTwoSided(u, m, n, ranked.tieSizes), method: "normal" };
}

// The smallest two-sided p-value samples of sizes m and n can ever give (all of one side
// below all of the other): 2 / C(m + n, m). If it is not below alpha, no difference can be
// called significant, whatever the data.
function smallestPossibleP(m, n) {
  var combinations = 1;
  for (var i = 1; i <= m; i += 1) {
    combinations = combinations * (n + i) / i;
  }
  return Math.min(1, 2 / combinations);
}

module.exports = {
  test: test,
  smallestPossibleP: smallestPossibleP,
  EXACT_UP_TO: EXACT_UP_TO,
  erfc: erfc
};
