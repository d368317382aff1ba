"""An independent implementation of the comparison of server runs (docs/comparing.md, "The
method"), in Python with numpy and scipy, to check lib/compare/verdict/run-model.js: its
numbers for the fixture below are written into tests/test-run-model.js. Run it with
`python3 tests/reference/run_model.py`; it needs numpy and scipy, the project does not.
"""
import json
import math

import numpy as np
from scipy import stats

# Var(median)/(sigma^2/n) for normal samples, as the method states it.
MEDIAN_FACTOR = [1, 1, 1, 1.344, 1.198, 1.430, 1.288, 1.472, 1.347, 1.494, 1.379, 1.517]
WHOLE_PER_WITHIN, WHOLE_DF, ROW_PER_WITHIN, ROW_DF = 1.0, 2.0, 0.6, 4.0


def t_quantile(p, df):
    return stats.norm.ppf(p) if math.isinf(df) else stats.t.ppf(p, df)


def two_sided(estimate, se, df):
    if se == 0:
        return 1.0 if estimate == 0 else 0.0
    z = abs(estimate) / se
    return 2 * (stats.norm.sf(z) if math.isinf(df) else stats.t.sf(z, df))


def satterthwaite(parts):
    total = sum(v for v, _ in parts)
    denominator = sum(v * v / d for v, d in parts if not math.isinf(d) and v > 0)
    return math.inf if denominator == 0 else total * total / denominator


def claim_of(verdict, apart, total, shift, rows):
    """What a called row was tested against: the rest ("row"), or its whole B/A with the shift
    ("run") or against it ("against"); a row alone claims nothing."""
    if verdict not in ("faster", "slower") or rows == 1:
        return None
    return "row" if apart else ("run" if total * shift >= 0 else "against")


def fit(a_runs, b_runs, starts_a, starts_b, alpha=0.05, band=0.05):
    """a_runs, b_runs: per run a dict row -> list of seconds. Returns rows and shift."""
    rows = sorted(set.intersection(*[set(r) for r in a_runs + b_runs]))
    def summary(times):
        logs = np.log(times)
        n = len(logs)
        within = float(np.var(logs, ddof=1)) if n > 1 else None
        factor = MEDIAN_FACTOR[n] if n < len(MEDIAN_FACTOR) else math.pi / 2
        return dict(center=math.log(float(np.median(times))), n=n, within=within,
                    mvar=None if within is None else factor * within / n)
    A = [[summary(run[row]) for row in rows] for run in a_runs]
    B = [[summary(run[row]) for row in rows] for run in b_runs]
    k_a, k_b = len(A), len(B)
    # within-run spread w: sqrt of the median over rows of the mean within-run variance
    per_row = [np.mean([run[j]["within"] for run in A + B]) for j in range(len(rows))]
    w = math.sqrt(float(np.median(per_row)))
    whole_sd, row_sd = WHOLE_PER_WITHIN * w, ROW_PER_WITHIN * w

    def factors(side):
        k = len(side)
        if k < 2:
            return [0.0] * k
        offsets = [[side[r][j]["center"] - np.mean([side[q][j]["center"] for q in range(k)]) for j in range(len(rows))]
                   for r in range(k)]
        f = [float(np.median(o)) for o in offsets]
        return [x - float(np.mean(f)) for x in f]
    f_a, f_b = factors(A), factors(B)
    observed_df = (k_a - 1) + (k_b - 1)

    # pairs in time: walk by start, pair a run with the next when the sides differ
    order = sorted([(s, "a", i) for i, s in enumerate(starts_a)] + [(s, "b", i) for i, s in enumerate(starts_b)])
    pairs, i = [], 0
    while i < len(order) - 1:
        if order[i][1] != order[i + 1][1]:
            x, y = order[i], order[i + 1]
            pairs.append((x[2], y[2]) if x[1] == "a" else (y[2], x[2]))
            i += 2
        else:
            i += 1
    if observed_df > 0 and len(pairs) >= 2 and len(pairs) >= min(k_a, k_b) - 1:
        g = [float(np.median([B[pb][j]["center"] - A[pa][j]["center"] for j in range(len(rows))])) for pa, pb in pairs]
        var_d = (WHOLE_DF * 2 * whole_sd ** 2 + (len(pairs) - 1) * float(np.var(g, ddof=1))) / (WHOLE_DF + len(pairs) - 1)
        shift_var, shift_df, design = var_d / len(pairs), WHOLE_DF + len(pairs) - 1, "paired"
        whole_per_run = math.sqrt(var_d / 2)
    else:
        tau2 = (WHOLE_DF * whole_sd ** 2 + sum(x * x for x in f_a + f_b)) / (WHOLE_DF + observed_df)
        shift_var, shift_df = tau2 * (1 / k_a + 1 / k_b), WHOLE_DF + observed_df
        design = "unpaired" if observed_df > 0 else "one run a side"
        whole_per_run = math.sqrt(tau2)

    D = [np.mean([run[j]["center"] for run in B]) - np.mean([run[j]["center"] for run in A]) for j in range(len(rows))]
    S = float(np.median(D))
    own = []
    for j in range(len(rows)):
        mvars = [run[j]["mvar"] for run in A + B]
        within_var = float(np.mean(mvars))
        within_df = sum(run[j]["n"] - 1 for run in A + B)
        prior = within_var + row_sd ** 2
        ss, df = 0.0, 0
        for side, f in ((A, f_a), (B, f_b)):
            if len(side) > 1:
                values = [side[r][j]["center"] - f[r] for r in range(len(side))]
                ss += float(np.sum((np.array(values) - np.mean(values)) ** 2))
                df += len(side) - 1
        if df > 0:
            per_run, own_df = (ROW_DF * prior + ss) / (ROW_DF + df), ROW_DF + df
        else:
            per_run, own_df = prior, satterthwaite([(within_var, within_df), (row_sd ** 2, math.inf)])
        own.append((per_run * (1 / k_a + 1 / k_b), own_df, math.sqrt(per_run)))

    geomean = float(np.mean(D))
    geo_var = shift_var + float(np.mean([o[0] for o in own])) / len(rows)
    p_shift = two_sided(geomean, math.sqrt(geo_var), shift_df)
    real = p_shift < alpha
    half = t_quantile(1 - alpha / 2, shift_df) * math.sqrt(geo_var)
    shift_detectable = math.exp((t_quantile(1 - alpha / 2, shift_df) + t_quantile(0.9, shift_df)) * math.sqrt(geo_var))
    result = dict(shift=dict(geomean=math.exp(geomean), low=math.exp(geomean - half), high=math.exp(geomean + half),
                             design=design, pairs=len(pairs) if design == "paired" else 0, df=shift_df, significant=bool(real),
                             detectable=shift_detectable, factorsA=[math.exp(x) for x in f_a], factorsB=[math.exp(x) for x in f_b]),
                  noise=dict(wholeRun=whole_per_run, row=float(np.median([o[2] for o in own])),
                             rowDf=float(np.median([o[1] for o in own]))),
                  w=w, rows={})
    for j, row in enumerate(rows):
        own_var, own_df, _ = own[j]
        total_var = shift_var + own_var
        total_df = satterthwaite([(shift_var, shift_df), (own_var, own_df)])
        c = D[j] - S
        p_total = two_sided(D[j], math.sqrt(total_var), total_df)
        p_own = two_sided(c, math.sqrt(own_var), own_df)
        if len(rows) == 1:
            p = p_shift
        elif real:
            p = min(p_total, p_own) if c * S > 0 else p_total
        else:
            p = p_own
        apart = p_own < alpha and (not real or c * S > 0)
        slower = (c > 0) if not real else (D[j] > 0)
        effect = abs(c if not real else D[j])
        verdict = "~" if p >= alpha else ("within noise" if effect <= math.log(1 + band) else ("slower" if slower else "faster"))
        se, df = (math.sqrt(total_var), total_df) if real else (math.sqrt(own_var), own_df)
        margin = t_quantile(0.9, df) * se
        detectable = math.exp(max(t_quantile(1 - alpha / 2, df) * se + margin, math.log(1 + band) + margin))
        half = t_quantile(1 - alpha / 2, total_df) * math.sqrt(total_var)
        result["rows"][row] = dict(ratio=math.exp(D[j]), low=math.exp(D[j] - half), high=math.exp(D[j] + half), p=p,
                                   verdict=verdict, claim=claim_of(verdict, apart, D[j], S, len(rows)),
                                   detectable=detectable)
    return result


def measure_terms(runs):
    """The between-run terms of runs of one server (every row in every run): the spread of the
    run factors, and the rows' excess of run-to-run variance over their medians' within-run
    variance, pooled as a mean over rows."""
    rows = sorted(set.intersection(*[set(r) for r in runs]))
    k = len(runs)
    centers = np.array([[math.log(float(np.median(run[row]))) for row in rows] for run in runs])
    def median_variance(times):
        logs = np.log(times)
        n = len(logs)
        factor = MEDIAN_FACTOR[n] if n < len(MEDIAN_FACTOR) else math.pi / 2
        return factor * float(np.var(logs, ddof=1)) / n
    offsets = centers - centers.mean(axis=0)
    f = np.median(offsets, axis=1)
    f = f - f.mean()
    excess = []
    for j, row in enumerate(rows):
        values = centers[:, j] - f
        residual = float(np.sum((values - values.mean()) ** 2)) / (k - 1)
        excess.append(residual - float(np.mean([median_variance(run[row]) for run in runs])))
    return dict(wholeRun=math.sqrt(float(np.sum(f ** 2)) / (k - 1)), wholeRunDf=k - 1,
                row=math.sqrt(max(0.0, float(np.mean(excess)))))


def fixture():
    """Six rows, three runs a side taking turns, each run with its own speed factor; row "d"
    made 30 % slower in B, row "e" 2x faster. Deterministic samples."""
    rng = np.random.default_rng(20261126)
    rows = {"a": 0.010, "b": 0.050, "c": 0.200, "d": 0.100, "e": 0.030, "f": 1.500}
    change = {"d": 1.3, "e": 0.5}
    def run(factor, changed):
        out = {}
        for row, base in rows.items():
            scale = base * factor * (change.get(row, 1) if changed else 1) * math.exp(rng.normal(0, 0.03))
            out[row] = [round(scale * math.exp(rng.normal(0, 0.05)), 6) for _ in range(5)]
        return out
    a_factors, b_factors = [1.0, 1.08, 0.95], [1.02, 1.1, 0.97]
    a_runs = [run(f, False) for f in a_factors]
    b_runs = [run(f, True) for f in b_factors]
    starts_a, starts_b = [0, 600, 1200], [300, 900, 1500]
    return a_runs, b_runs, starts_a, starts_b




def expectations():
    """The three designs of the fixture, as tests/test-run-model.js checks them."""
    a_runs, b_runs, starts_a, starts_b = fixture()
    # every row of B 0.6x besides its own change, except f, which keeps A's time (it lags)
    shifted_b = [{row: [t * (1 if row == "f" else 0.6) for t in times] for row, times in run.items()} for run in b_runs]
    return dict(
        samples=dict(a=a_runs, b=b_runs),
        terms=measure_terms(a_runs),
        shifted=fit(a_runs[:1], shifted_b[:1], [0], [300]),
        paired=fit(a_runs, b_runs, starts_a, starts_b),
        unpaired=fit(a_runs, b_runs, [0, 300, 600], [900, 1200, 1500]),
        oneRunASide=fit(a_runs[:1], b_runs[:1], [0], [300]))


if __name__ == "__main__":
    print(json.dumps(expectations(), indent=1, default=float))
