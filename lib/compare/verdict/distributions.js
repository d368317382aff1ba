/*
 * The distribution functions the verdict needs, written for arangod's V8 (ES5, no library):
 * the standard normal and Student's t, both as a cumulative distribution and its inverse. The
 * t distribution takes any positive degrees of freedom, also fractional ones (the
 * Welch–Satterthwaite degrees of freedom of a sum of variance terms are rarely whole), and
 * Infinity, where it is the normal.
 *
 * Methods: the normal's tail by the complementary error function (from the incomplete gamma
 * function, to about 1e-15), its inverse by Acklam's rational approximation refined
 * with one Halley step; t's distribution function through the regularized incomplete beta
 * function, I_x(df/2, 1/2) with x = df / (df + t²), evaluated by its continued fraction
 * (modified Lentz), and t's quantile by safeguarded Newton steps on that function. For the
 * empirical Bayes prior of the paired judgement (verdict/variance-prior.js): the digamma and
 * trigamma functions (the recurrence up to x ≥ 12, then their asymptotic series) and the
 * inverse of trigamma (bisection in log x, trigamma being decreasing). The tests check every
 * function against jStat and scipy (tests/node/distributions.test.js).
 */
"use strict";

// ln Γ(x) for x > 0 (Lanczos, g = 7, nine coefficients): about 15 significant digits.
var LANCZOS = [0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313,
  -176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6,
  1.5056327351493116e-7];

function logGamma(x) {
  if (x < 0.5) {
    // reflection: Γ(x) Γ(1 − x) = π / sin(πx)
    return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  }
  var z = x - 1;
  var sum = LANCZOS[0];
  for (var i = 1; i < LANCZOS.length; i += 1) {
    sum += LANCZOS[i] / (z + i);
  }
  var t = z + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
}

// The continued fraction of the incomplete beta function (Lentz's method), valid for
// x < (a + 1) / (a + b + 2); the caller uses the symmetry I_x(a, b) = 1 − I_{1−x}(b, a) above.
function betaFraction(a, b, x) {
  var tiny = 1e-300;
  var c = 1;
  var d = 1 - (a + b) * x / (a + 1);
  d = Math.abs(d) < tiny ? tiny : d;
  d = 1 / d;
  var h = d;
  for (var m = 1; m <= 300; m += 1) {
    var m2 = 2 * m;
    var even = m * (b - m) * x / ((a + m2 - 1) * (a + m2));
    d = 1 + even * d;
    d = Math.abs(d) < tiny ? tiny : d;
    c = 1 + even / c;
    c = Math.abs(c) < tiny ? tiny : c;
    d = 1 / d;
    h *= d * c;
    var odd = -(a + m) * (a + b + m) * x / ((a + m2) * (a + m2 + 1));
    d = 1 + odd * d;
    d = Math.abs(d) < tiny ? tiny : d;
    c = 1 + odd / c;
    c = Math.abs(c) < tiny ? tiny : c;
    d = 1 / d;
    var step = d * c;
    h *= step;
    if (Math.abs(step - 1) < 1e-15) {
      break;
    }
  }
  return h;
}

// The regularized incomplete beta function I_x(a, b), a, b > 0, 0 ≤ x ≤ 1.
function incompleteBeta(x, a, b) {
  if (x <= 0) {
    return 0;
  }
  if (x >= 1) {
    return 1;
  }
  var front = Math.exp(logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * Math.log(1 - x));
  if (x < (a + 1) / (a + b + 2)) {
    return front * betaFraction(a, b, x) / a;
  }
  return 1 - front * betaFraction(b, a, 1 - x) / b;
}

// The regularized incomplete gamma function, both halves: P(a, x) by its series where
// x < a + 1, Q(a, x) = 1 − P(a, x) by its continued fraction elsewhere (Numerical Recipes' gser
// and gcf), each to about 1e-15, so that a far tail keeps its digits instead of cancelling.
function gammaSeries(a, x) {
  var term = 1 / a;
  var sum = term;
  for (var n = 1; n < 500 && Math.abs(term) > Math.abs(sum) * 1e-16; n += 1) {
    term *= x / (a + n);
    sum += term;
  }
  return Math.exp(a * Math.log(x) - x - logGamma(a)) * sum;
}

function gammaFraction(a, x) {
  var tiny = 1e-300;
  var b = x + 1 - a;
  var c = 1 / tiny;
  var d = 1 / b;
  var h = d;
  for (var i = 1; i < 500; i += 1) {
    var an = -i * (i - a);
    b += 2;
    d = an * d + b;
    d = Math.abs(d) < tiny ? tiny : d;
    c = b + an / c;
    c = Math.abs(c) < tiny ? tiny : c;
    d = 1 / d;
    var step = d * c;
    h *= step;
    if (Math.abs(step - 1) < 1e-16) {
      break;
    }
  }
  return Math.exp(a * Math.log(x) - x - logGamma(a)) * h;
}

// erfc(x) = Q(1/2, x²) for x ≥ 0, and 2 − erfc(−x) below.
function erfc(x) {
  var z = x * x;
  var tail = z === 0 ? 1 : (z < 1.5 ? 1 - gammaSeries(0.5, z) : gammaFraction(0.5, z));
  return x >= 0 ? tail : 2 - tail;
}

function normalCdf(z) {
  return 0.5 * erfc(-z / Math.SQRT2);
}

// Acklam's coefficients for the normal quantile (relative error 1.15e-9 before refinement).
var ACKLAM_A = [-3.969683028665376e+01, 2.209460984245205e+02, -2.759285104469687e+02, 1.383577518672690e+02,
  -3.066479806614716e+01, 2.506628277459239e+00];
var ACKLAM_B = [-5.447609879822406e+01, 1.615858368580409e+02, -1.556989798598866e+02, 6.680131188771972e+01,
  -1.328068155288572e+01];
var ACKLAM_C = [-7.784894002430293e-03, -3.223964580411365e-01, -2.400758277161838e+00, -2.549732539343734e+00,
  4.374664141464968e+00, 2.938163982698783e+00];
var ACKLAM_D = [7.784695709041462e-03, 3.224671290700398e-01, 2.445134137142996e+00, 3.754408661907416e+00];

function polynomial(coefficients, x) {
  var value = 0;
  for (var i = 0; i < coefficients.length; i += 1) {
    value = value * x + coefficients[i];
  }
  return value;
}

function normalQuantile(p) {
  if (!(p > 0 && p < 1)) {
    return p === 0 ? -Infinity : (p === 1 ? Infinity : NaN);
  }
  if (p > 0.5) {
    // by symmetry, from the lower tail, where the distribution function keeps its digits
    // (1 − p is exact for p in [0.5, 1])
    return -normalQuantile(1 - p);
  }
  var low = 0.02425;
  var x;
  if (p < low) {
    var q = Math.sqrt(-2 * Math.log(p));
    x = polynomial(ACKLAM_C, q) / (polynomial(ACKLAM_D, q) * q + 1);
  } else {
    var centered = p - 0.5;
    var r = centered * centered;
    x = polynomial(ACKLAM_A, r) * centered / (polynomial(ACKLAM_B, r) * r + 1);
  }
  // one Halley step on the cumulative distribution
  var error = normalCdf(x) - p;
  var u = error * Math.sqrt(2 * Math.PI) * Math.exp(x * x / 2);
  return x - u / (1 + x * u / 2);
}

// P(T ≤ t) for Student's t with df degrees of freedom (df > 0, Infinity: the normal).
function tCdf(t, df) {
  if (df === Infinity || df > 1e7) {
    return normalCdf(t);
  }
  if (t === 0) {
    return 0.5;
  }
  var tail = 0.5 * incompleteBeta(df / (df + t * t), df / 2, 0.5);
  return t > 0 ? 1 - tail : tail;
}

// P(|T| ≥ |t|): the two-sided p-value of a t statistic.
function tTwoSidedP(t, df) {
  if (df === Infinity || df > 1e7) {
    return erfc(Math.abs(t) / Math.SQRT2);
  }
  return incompleteBeta(df / (df + t * t), df / 2, 0.5);
}

// The t density, for the Newton steps of the quantile.
function tDensity(t, df) {
  return Math.exp(logGamma((df + 1) / 2) - logGamma(df / 2) - 0.5 * Math.log(df * Math.PI) -
    (df + 1) / 2 * Math.log(1 + t * t / df));
}

// The p-quantile of Student's t with df degrees of freedom.
function tQuantile(p, df) {
  if (df === Infinity || df > 1e7) {
    return normalQuantile(p);
  }
  if (!(p > 0 && p < 1)) {
    return p === 0 ? -Infinity : (p === 1 ? Infinity : NaN);
  }
  if (p === 0.5) {
    return 0;
  }
  // solve for the upper half and mirror: P(T ≤ −t) = 1 − P(T ≤ t)
  var upper = p > 0.5 ? p : 1 - p;
  var tail = 1 - upper;
  // bracket: the normal quantile is a lower bound; double until the tail is small enough
  var low = 0;
  var high = Math.max(1, normalQuantile(upper));
  while (tTwoSidedP(high, df) / 2 > tail) {
    low = high;
    high *= 2;
  }
  var x = (low + high) / 2;
  for (var i = 0; i < 200; i += 1) {
    var excess = tTwoSidedP(x, df) / 2 - tail;
    if (excess > 0) {
      low = x;
    } else {
      high = x;
    }
    // Newton on the upper tail (its derivative is minus the density), kept inside the bracket
    var next = x + excess / tDensity(x, df);
    if (!(next > low && next < high)) {
      next = (low + high) / 2;
    }
    if (Math.abs(next - x) <= 1e-13 * Math.max(1, Math.abs(x))) {
      x = next;
      break;
    }
    x = next;
  }
  return p > 0.5 ? x : -x;
}

// ψ(x) = d/dx ln Γ(x) for x > 0: ψ(x) = ψ(x + 1) − 1/x moves x up to 12 or more, where the
// asymptotic series ln x − 1/(2x) − Σ B_2k / (2k x^2k) is exact to double precision.
function digamma(x) {
  var shift = 0;
  while (x < 12) {
    shift -= 1 / x;
    x += 1;
  }
  var inverseSquare = 1 / (x * x);
  return shift + Math.log(x) - 0.5 / x - inverseSquare * (1 / 12 - inverseSquare * (1 / 120 - inverseSquare *
    (1 / 252 - inverseSquare * (1 / 240 - inverseSquare / 132))));
}

// ψ′(x), the trigamma function, for x > 0: ψ′(x) = ψ′(x + 1) + 1/x², then the asymptotic
// series 1/x + 1/(2x²) + Σ B_2k / x^(2k+1).
function trigamma(x) {
  var shift = 0;
  while (x < 12) {
    shift += 1 / (x * x);
    x += 1;
  }
  var inverseSquare = 1 / (x * x);
  return shift + 1 / x + inverseSquare / 2 + inverseSquare / x * (1 / 6 - inverseSquare * (1 / 30 - inverseSquare *
    (1 / 42 - inverseSquare * (1 / 30 - inverseSquare * 5 / 66))));
}

// The x > 0 with ψ′(x) = y, for y > 0. ψ′ falls from ∞ to 0, so the root is bracketed and
// bisection in log x finds it to a relative 1e-14; ψ′(x) ≈ 1/x for large x and 1/x² for small
// x give the bracket.
function trigammaInverse(y) {
  var low = Math.min(1 / y, 1 / Math.sqrt(y)) / 4;
  var high = Math.max(1 / y, 1 / Math.sqrt(y)) * 4;
  while (trigamma(low) < y) {
    low /= 4;
  }
  while (trigamma(high) > y) {
    high *= 4;
  }
  for (var i = 0; i < 200 && high / low - 1 > 1e-14; i += 1) {
    var middle = Math.sqrt(low * high);
    if (trigamma(middle) > y) {
      low = middle;
    } else {
      high = middle;
    }
  }
  return Math.sqrt(low * high);
}

module.exports = {
  logGamma: logGamma,
  digamma: digamma,
  trigamma: trigamma,
  trigammaInverse: trigammaInverse,
  incompleteBeta: incompleteBeta,
  normalCdf: normalCdf,
  normalQuantile: normalQuantile,
  tCdf: tCdf,
  tTwoSidedP: tTwoSidedP,
  tQuantile: tQuantile
};
