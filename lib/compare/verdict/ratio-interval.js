/*
 * The ratio B/A of two sets of timings with a distribution-free confidence interval: the
 * Hodges-Lehmann estimate and the interval that inverts the Mann-Whitney test, on ratios
 * instead of differences. Of the m·n ratios b_j / a_i, sorted, the estimate is the median and
 * the interval runs from the k-th smallest to the k-th largest, where k − 1 is the largest U
 * whose one-sided tail P(U ≤ k − 1) stays within (1 − confidence) / 2 (Hollander & Wolfe,
 * "Nonparametric Statistical Methods", the two-sample location interval; a ratio is a shift of
 * log times). It exists from 4 runs a side at 95 % (5 against 5: the 3rd smallest to the 3rd
 * largest of 25 ratios, 96.8 % coverage), where the median's own interval needs 6 runs; its
 * coverage is exact, not approximate, for up to EXACT_LIMIT pairs. ES5.
 */
"use strict";

// m·n up to which the null distribution of U is counted exactly; above it the normal
// approximation with continuity correction (then k is within a pair or two of the exact one).
var EXACT_LIMIT = 2500;

// counts[u]: how many of the C(m + n, m) orderings of m A-values and n B-values without ties
// give U = u (the number of (a, b) pairs with b below a), from the recursion
// c(m, n, u) = c(m − 1, n, u − n) + c(m, n − 1, u), one row of n at a time.
function nullCounts(m, n) {
  // previous[j][u] = c(i − 1, j, u); start with i = 0: one ordering, U = 0, for every j
  var previous = [];
  for (var j = 0; j <= n; j += 1) {
    previous.push([1]);
  }
  for (var i = 1; i <= m; i += 1) {
    var current = [[1]];
    for (var jj = 1; jj <= n; jj += 1) {
      var size = i * jj + 1;
      var row = new Array(size);
      for (var u = 0; u < size; u += 1) {
        var fromLeft = u < current[jj - 1].length ? current[jj - 1][u] : 0;
        // c(i − 1, jj, u − jj): previous[jj] has every u − jj up to (i − 1)·jj
        var fromAbove = u >= jj ? previous[jj][u - jj] : 0;
        row[u] = fromLeft + fromAbove;
      }
      current.push(row);
    }
    previous = current;
  }
  return previous[n];
}

// Standard normal quantile (Acklam's rational approximation, relative error below 1.2e-9).
function normalQuantile(p) {
  var a = [-39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716, 2.506628277459239];
  var b = [-54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572];
  var c = [-0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968, 2.938163982698783];
  var d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  var q;
  if (p < 0.02425) {
    q = Math.sqrt(-2 * Math.log(p));
    return (((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) /
      ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1);
  }
  if (p > 1 - 0.02425) {
    return -normalQuantile(1 - p);
  }
  q = p - 0.5;
  var r = q * q;
  return (((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * q /
    (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1);
}

// { k, coverage }: the rank of the interval's ends among the m·n sorted ratios and the
// interval's coverage; k = 0 when no interval of that confidence exists for m and n.
function rankOfEnds(m, n, confidence) {
  var tail = (1 - confidence) / 2;
  if (m * n > EXACT_LIMIT) {
    var spread = Math.sqrt(m * n * (m + n + 1) / 12);
    var k = Math.floor(m * n / 2 + normalQuantile(tail) * spread + 0.5);
    return { k: Math.max(k, 0), coverage: confidence, exact: false };
  }
  var counts = nullCounts(m, n);
  var total = 0;
  counts.forEach(function (count) { total += count; });
  var below = 0;
  var ends = 0;
  // stops within counts: their whole sum, 1, is above any tail of a confidence above 0
  while ((below + counts[ends]) / total <= tail) {
    below += counts[ends];
    ends += 1;
  }
  return { k: ends, coverage: 1 - 2 * below / total, exact: true };
}

function median(sorted) {
  var middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

// a, b: the timings (seconds) of the two sides; confidence e.g. 0.95. Returns
// { estimate, low, high, coverage, exact } or null when either side has a time of zero or
// less, or too few runs for an interval at this confidence (no runs at all among them).
function ratioInterval(a, b, confidence) {
  if (a.concat(b).some(function (time) { return !(time > 0); })) {
    return null;
  }
  var ends = rankOfEnds(a.length, b.length, confidence);
  if (ends.k === 0) {
    return null;
  }
  var ratios = [];
  a.forEach(function (timeA) {
    b.forEach(function (timeB) { ratios.push(timeB / timeA); });
  });
  ratios.sort(function (x, y) { return x - y; });
  return { estimate: median(ratios), low: ratios[ends.k - 1], high: ratios[ratios.length - ends.k],
    coverage: ends.coverage, exact: ends.exact };
}

module.exports = { ratioInterval: ratioInterval, nullCounts: nullCounts, rankOfEnds: rankOfEnds,
  normalQuantile: normalQuantile, EXACT_LIMIT: EXACT_LIMIT };
