"use strict";
// The verdict's distribution functions (lib/compare/verdict/distributions.js, written by hand
// in ES5 for arangod) against jStat, a well-kept library (to its own accuracy, about 1e-7), and
// against values scipy 1.x printed (scipy.stats.t.cdf / t.ppf, to 1e-10), over a grid that covers what the
// verdict asks of them: fractional and tiny degrees of freedom (Welch–Satterthwaite), the
// quantiles of 95 % and 90 % and far tails.

const test = require("node:test");
const assert = require("node:assert");
const { jStat } = require("jstat");
const distributions = require("../../lib/compare/verdict/distributions");

// (not beyond 1000: jStat's t itself drifts there, e.g. P(T ≤ 0) = 0.4999974 at 1e5)
const DEGREES = [0.5, 1, 1.5, 2, 2.7, 3, 4, 5, 7.3, 10, 20, 45.5, 100, 1000];
const PROBABILITIES = [1e-6, 1e-4, 0.001, 0.01, 0.025, 0.05, 0.1, 0.3, 0.5, 0.7, 0.9, 0.95, 0.975, 0.99, 0.999];
const T_VALUES = [-40, -6, -2.5, -1, -0.3, 0, 0.2, 1, 1.96, 2.776, 4.303, 10, 100];

function close(actual, expected, relative, what) {
  // relative, with an absolute floor of 1e-12 for values at zero
  assert.ok(Math.abs(actual - expected) <= relative * Math.abs(expected) + 1e-12,
    what + ": got " + actual + ", expected " + expected);
}

test("t distribution function agrees with jStat", () => {
  for (const df of DEGREES) {
    for (const t of T_VALUES) {
      close(distributions.tCdf(t, df), jStat.studentt.cdf(t, df), 1e-6, "tCdf(" + t + ", " + df + ")");
    }
  }
});

test("two-sided p of t agrees with 2 × jStat's tail", () => {
  for (const df of DEGREES) {
    for (const t of T_VALUES) {
      const expected = 2 * (t >= 0 ? 1 - jStat.studentt.cdf(t, df) : jStat.studentt.cdf(t, df));
      // far in the tail 1 − cdf loses digits in jStat itself: compare absolutely there
      if (expected < 1e-8) {
        assert.ok(Math.abs(distributions.tTwoSidedP(t, df) - expected) < 1e-9, "tTwoSidedP(" + t + ", " + df + ")");
      } else {
        close(distributions.tTwoSidedP(t, df), expected, 1e-6, "tTwoSidedP(" + t + ", " + df + ")");
      }
    }
  }
});

test("t quantile agrees with jStat, and inverts the distribution function", () => {
  for (const df of DEGREES) {
    for (const p of PROBABILITIES) {
      const q = distributions.tQuantile(p, df);
      close(q, jStat.studentt.inv(p, df), 1e-6, "tQuantile(" + p + ", " + df + ")");
      close(distributions.tCdf(q, df), p, 1e-9, "tCdf(tQuantile(" + p + ", " + df + "))");
    }
  }
  // textbook values: t(0.975; 1) = 12.706, t(0.975; 2) = 4.303, t(0.975; 4) = 2.776
  assert.strictEqual(distributions.tQuantile(0.975, 1).toFixed(3), "12.706");
  assert.strictEqual(distributions.tQuantile(0.975, 2).toFixed(3), "4.303");
  assert.strictEqual(distributions.tQuantile(0.975, 4).toFixed(3), "2.776");
  assert.strictEqual(distributions.tQuantile(0.9, 4).toFixed(3), "1.533");
});

test("infinite degrees of freedom are the normal", () => {
  for (const p of PROBABILITIES) {
    close(distributions.tQuantile(p, Infinity), jStat.normal.inv(p, 0, 1), 1e-9, "normal quantile " + p);
    close(distributions.normalQuantile(p), jStat.normal.inv(p, 0, 1), 1e-9, "normalQuantile " + p);
  }
  for (const z of T_VALUES) {
    close(distributions.tCdf(z, Infinity), jStat.normal.cdf(z, 0, 1), 1e-9, "normal cdf " + z);
    close(distributions.normalCdf(z), jStat.normal.cdf(z, 0, 1), 1e-9, "normalCdf " + z);
  }
  assert.strictEqual(distributions.tQuantile(0.975, Infinity).toFixed(4), "1.9600");
  assert.strictEqual(distributions.tQuantile(0.5, 3), 0);
  assert.strictEqual(distributions.tQuantile(0, 3), -Infinity);
  assert.strictEqual(distributions.tQuantile(1, 3), Infinity);
});

test("incomplete beta and log-gamma agree with jStat", () => {
  for (const [x, a, b] of [[0.1, 0.5, 0.5], [0.5, 2, 3], [0.9, 10, 0.5], [0.999, 50, 0.5], [0.01, 0.25, 0.5], [0.7, 1, 1]]) {
    close(distributions.incompleteBeta(x, a, b), jStat.ibeta(x, a, b), 1e-8, "I_" + x + "(" + a + ", " + b + ")");
  }
  for (const x of [0.1, 0.5, 1, 1.5, 2.5, 7.3, 30, 171.5]) {
    close(distributions.logGamma(x), jStat.gammaln(x), 1e-12, "logGamma(" + x + ")");
  }
  assert.strictEqual(distributions.incompleteBeta(0, 2, 3), 0);
  assert.strictEqual(distributions.incompleteBeta(1, 2, 3), 1);
});

// scipy.stats.t.cdf(t, df) and scipy.stats.t.ppf(p, df), printed by scipy (SciPy 1.17.1, Python 3.11).
const SCIPY = [["cdf", -6, 0.5, 0.13065468873499939], ["cdf", -1, 0.5, 0.30112161084132205], ["cdf", 0.2, 0.5, 0.5528996177327561],
  ["cdf", 1.96, 0.5, 0.7751385111308104], ["cdf", 10, 0.5, 0.8986613236143344], ["q", 1e-05, 0.5, -1028491156.3163396],
  ["q", 0.025, 0.5, -164.55767348048846], ["q", 0.1, 0.5, -10.270324410234506], ["q", 0.975, 0.5, 164.55767348048818],
  ["cdf", -6, 1, 0.05256845671125344], ["cdf", -1, 1, 0.25000000000000006], ["cdf", 1.96, 1, 0.8498285541119834],
  ["q", 1e-05, 1, -31830.98860790709], ["q", 0.025, 1, -12.706204736174705], ["q", 0.9, 1, 3.0776835371752544],
  ["cdf", -6, 2.7, 0.006218684149069591], ["cdf", 0.2, 2.7, 0.5722101810650568], ["cdf", 10, 2.7, 0.9983561719676554],
  ["q", 1e-05, 2.7, -66.85632421964114], ["q", 0.975, 2.7, 3.3921483831737507], ["q", 0.9, 2.7, 1.6881081751466425],
  ["cdf", -6, 4, 0.0019412685234802554], ["cdf", 1.96, 4, 0.9392226800749082], ["q", 0.975, 4, 2.7764451051977934],
  ["q", 0.9, 4, 1.533206274058944], ["cdf", -6, 10, 6.605443017739279e-05], ["q", 1e-05, 10, -7.526954019339651],
  ["q", 0.975, 10, 2.228138851986274], ["cdf", -6, 45.5, 1.5030369303293536e-07], ["cdf", 10, 45.5, 0.9999999999997701],
  ["q", 0.025, 45.5, -2.0134926829292747], ["q", 0.9, 45.5, 1.3004363409200226]];

test("t distribution function and quantile agree with scipy to 1e-10", () => {
  for (const [kind, x, df, expected] of SCIPY) {
    const actual = kind === "cdf" ? distributions.tCdf(x, df) : distributions.tQuantile(x, df);
    close(actual, expected, 1e-10, (kind === "cdf" ? "tCdf(" : "tQuantile(") + x + ", " + df + ")");
  }
});

// scipy.stats.norm.ppf(p) and 2 · scipy.stats.norm.sf(z) (SciPy 1.17.1): the normal quantile's
// refinement step brings Acklam's 1e-9 to the last digits.
test("the normal quantile and the normal's two-sided p agree with scipy to 1e-13", () => {
  for (const [p, expected] of [[1e-12, -7.034483825301131], [1e-6, -4.753424308822899], [0.001, -3.090232306167813],
    [0.02, -2.053748910631823], [0.3, -0.5244005127080409], [0.97, 1.8807936081512509], [0.999999, 4.753424308817087]]) {
    close(distributions.normalQuantile(p), expected, 1e-13, "normalQuantile(" + p + ")");
    close(distributions.tQuantile(p, Infinity), expected, 1e-13, "tQuantile(" + p + ", Infinity)");
  }
  // near the centre the quantile is near zero: relative, without the absolute floor of close()
  for (const [p, expected] of [[0.45, -0.12566134685507402], [0.4996, -0.0010026514778483275]]) {
    const actual = distributions.normalQuantile(p);
    assert.ok(Math.abs(actual - expected) <= 1e-13 * Math.abs(expected), "normalQuantile(" + p + "): got " + actual);
  }
  close(distributions.tTwoSidedP(1.96, Infinity), 0.04999579029644087, 1e-12, "tTwoSidedP(1.96, Infinity)");
  close(distributions.tTwoSidedP(-4.5, Infinity), 6.795346249460107e-06, 1e-10, "tTwoSidedP(-4.5, Infinity)");
});

test("probabilities outside (0, 1) and degrees of freedom beyond 1e7", () => {
  for (const quantile of [distributions.normalQuantile, (p) => distributions.tQuantile(p, 4)]) {
    assert.strictEqual(quantile(0), -Infinity);
    assert.strictEqual(quantile(1), Infinity);
    assert.ok(Number.isNaN(quantile(-0.1)));
    assert.ok(Number.isNaN(quantile(1.5)));
  }
  // beyond 1e7 degrees of freedom Student's t is taken for the normal, exactly
  assert.strictEqual(distributions.tCdf(1.5, 2e7), distributions.normalCdf(1.5));
  assert.strictEqual(distributions.tTwoSidedP(1.5, 2e7), distributions.tTwoSidedP(1.5, Infinity));
  assert.strictEqual(distributions.tQuantile(0.9, 2e7), distributions.normalQuantile(0.9));
});

// The digamma and trigamma functions and trigamma's inverse (for the paired judgement's prior,
// verdict/variance-prior.js) against what scipy.special printed (digamma, polygamma(1, x)), from
// the recurrence's range through the switch to the asymptotic series at 12 to far beyond.
const DIGAMMA = [[0.001, -1000.5755719318103], [0.05, -20.49784499129987], [0.5, -1.9635100260214235],
  [1, -0.5772156649015329], [1.7, 0.20854787487349394], [3.2, 0.9988388912865998], [7.9, 2.002238487563571],
  [11.99, 2.4417922836683346], [12, 2.4426616799758123], [25.5, 3.2189424728839198], [300, 5.702114882064637],
  [1e5, 11.512920464961896]];
const TRIGAMMA = [[0.001, 1000001.6425331959], [0.05, 401.53235734211506], [0.5, 4.93480220054468],
  [1, 1.6449340668482266], [1.7, 0.7932328301639984], [3.2, 0.3663211907314009], [7.9, 0.13493078345663442],
  [11.99, 0.08697741048698757], [12, 0.0869018728717684], [25.5, 0.03999466964956292], [300, 0.0033388950617146773],
  [1e5, 1.0000050000166665e-05]];

test("digamma and trigamma agree with scipy", () => {
  for (const [x, expected] of DIGAMMA) {
    close(distributions.digamma(x), expected, 1e-13, "digamma(" + x + ")");
  }
  for (const [x, expected] of TRIGAMMA) {
    close(distributions.trigamma(x), expected, 1e-13, "trigamma(" + x + ")");
  }
});

test("trigamma's inverse finds the x back, over twelve orders of magnitude", () => {
  for (const [x, y] of TRIGAMMA) {
    close(distributions.trigammaInverse(y), x, 1e-12, "trigammaInverse(" + y + ")");
  }
  for (const y of [1e-7, 0.02, 3, 1e8]) {
    close(distributions.trigamma(distributions.trigammaInverse(y)), y, 1e-12, "trigamma(trigammaInverse(" + y + "))");
  }
});
