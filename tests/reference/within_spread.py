"""Where the constants of the duet's within-pair spread come from (lib/compare/verdict/paired-model.js,
docs/comparing.md "Duets"), by simulation of normal ratios:

- RESIDUAL_MEDIAN[n]: the median of |d - the pair's median| for n ratios of sd 1, the zero an odd
  n's own median leaves not counted;
- how far the old spread (1.4826 times the plain MAD, zeros counted) and the new one fall from the
  true variance with three rounds;
- the degrees of freedom the new spread's square carries (2 / CV^2) against m = sum(n_k - 1), and
  the line 0.33 m + 0.6 the code uses.

Run it with `python3 tests/reference/within_spread.py` (numpy; the project does not need it);
about ten seconds.
"""
import numpy as np

RNG = np.random.default_rng(20261128)


def residuals(x, drop_zero=True):
    center = np.median(x)
    r = np.abs(x - center)
    if drop_zero and len(x) % 2 == 1:
        r = np.delete(r, np.argmin(r))
    return r


def residual_median(n, draws=600000):
    d = np.sort(RNG.normal(size=(draws // n + 1000, n)), axis=1)
    if n % 2:
        r = np.delete(np.abs(d - d[:, [n // 2]]), n // 2, axis=1)
    else:
        r = np.abs(d - (d[:, [n // 2 - 1]] + d[:, [n // 2]]) / 2)
    return float(np.median(r))


def main():
    table = {n: residual_median(n) for n in range(2, 13)}
    print("RESIDUAL_MEDIAN", {n: round(v, 3) for n, v in table.items()})
    unit = lambda n: table[n] if n in table else (0.6745 - 0.83 / n if n % 2 == 0 else 0.6745 + 0.08 / n)
    # three pairs of three rounds: the old spread and the new one, as a share of the true variance
    old, new = [], []
    for _ in range(20000):
        pairs = RNG.normal(size=(3, 3))
        old.append((1.4826 * np.median(np.concatenate([residuals(p, drop_zero=False) for p in pairs]))) ** 2)
        new.append(np.median(np.concatenate([residuals(p) / unit(3) for p in pairs])) ** 2)
    print("3 pairs of 3 rounds, mean spread^2 / variance: old %.2f, new %.2f" % (np.mean(old), np.mean(new)))
    # the degrees of freedom of the new spread's square
    for n, k in [(2, 1), (3, 1), (3, 3), (5, 3), (10, 1), (10, 3), (10, 6)]:
        est = np.array([np.median(np.concatenate([residuals(p) / unit(n) for p in RNG.normal(size=(k, n))])) ** 2
                        for _ in range(6000)])
        m = k * (n - 1)
        print("n=%d pairs=%d m=%d: df %.2f, the line %.2f" % (n, k, m, 2 / (est.var() / est.mean() ** 2), 0.33 * m + 0.6))


if __name__ == "__main__":
    main()
