"""An independent implementation of the comparison of duets (docs/comparing.md, "Duets"), in
Python with numpy and scipy, to check lib/compare/verdict/paired-model.js and variance-prior.js:
its numbers for the fixture below are written into tests/test-paired-model.js. Run it with
`python3 tests/reference/paired_model.py`; it needs numpy and scipy, the project does not.
"""
import json
import math

import numpy as np
from scipy import optimize, special

from run_model import satterthwaite, t_quantile, two_sided

LAMBDA, ROW_DF, SHIFT_PER_WITHIN, SHIFT_DF, WITHIN_UNKNOWN = 1.5, 4.0, 0.1, 2.0, 0.2
POWER = 0.9


def fit_prior(ratios, dfs):
    """Smyth (2004): the scaled F prior of the ratios by the moments of their logs."""
    if len(ratios) < 3:
        return None
    ratios, dfs = np.array(ratios), np.array(dfs, dtype=float)
    centred = np.log(ratios) - special.digamma(dfs / 2) + np.log(dfs / 2)
    beyond = np.var(centred, ddof=1) - np.mean(special.polygamma(1, dfs / 2))
    if not beyond > 0:
        return math.inf, math.exp(centred.mean())
    half = optimize.brentq(lambda x: special.polygamma(1, x) - beyond, 1e-8, 1e8, xtol=1e-14, rtol=1e-15)
    df0 = 2 * half
    return df0, math.exp(centred.mean() + special.digamma(df0 / 2) - math.log(df0 / 2))


def pooled(ratio, df, prior):
    df0, lam = prior
    if math.isinf(df0):
        return lam, math.inf
    return (df * ratio + df0 * lam) / (df + df0), df + df0


def judge_row(total, shift, own_var, own_df, shift_var, shift_df, shift_real, alpha, band):
    total_var = shift_var + own_var
    total_df = satterthwaite([(shift_var, shift_df), (own_var, own_df)])
    own_part = total - shift
    p_total = two_sided(total, math.sqrt(total_var), total_df)
    p_own = two_sided(own_part, math.sqrt(own_var), own_df)
    beyond = own_part * shift > 0
    p = (min(p_total, p_own) if beyond else p_total) if shift_real else p_own
    apart = p_own < alpha and (not shift_real or beyond)
    slower = (own_part > 0) if not shift_real else (total > 0)
    effect = abs(own_part if not shift_real else total)
    verdict = ("within noise" if effect <= math.log(1 + band) else ("slower" if slower else "faster")) if p < alpha else "~"
    se, df = (math.sqrt(total_var), total_df) if shift_real else (math.sqrt(own_var), own_df)
    margin = t_quantile(POWER, df) * se
    detectable = max(t_quantile(1 - alpha / 2, df) * se + margin, math.log(1 + band) + margin)
    half = t_quantile(1 - alpha / 2, total_df) * math.sqrt(total_var)
    return {"ratio": math.exp(total), "low": math.exp(total - half), "high": math.exp(total + half), "p": p,
            "verdict": verdict, "claim": ("row" if apart else "run") if verdict in ("faster", "slower") else None,
            "detectable": math.exp(detectable)}


def fit(rows, pairs, alpha=0.05, band=0.05):
    """rows: {key: [(a_times, b_times) or None per pair]}, samples i of a and b side by side;
    a row in no pair is left out."""
    keys = [key for key in rows if any(pair is not None for pair in rows[key])]
    centers, spreads, samples = {}, {}, {}
    for key in keys:
        cs, residuals, ns = [], [], []
        for pair in rows[key]:
            if pair is None:
                cs.append(None)
                continue
            ratios = np.log(np.array(pair[1])) - np.log(np.array(pair[0]))
            c = float(np.median(ratios))
            cs.append(c)
            ns.append(len(ratios))
            if len(ratios) > 1:
                residuals.extend(np.abs(ratios - c))
        centers[key] = cs
        spreads[key] = 1.4826 * float(np.median(residuals)) if residuals else None
        samples[key] = float(np.mean(ns))
    positive = [s for s in spreads.values() if s is not None and s > 0]
    within = float(np.median(positive)) if positive else None
    offsets = [[] for _ in range(pairs)]
    for key in keys:
        seen = [c for c in centers[key] if c is not None]
        if len(seen) < 2:
            continue
        m = np.mean(seen)
        for k, c in enumerate(centers[key]):
            if c is not None:
                offsets[k].append(c - m)
    shifts = np.array([np.median(o) if o else 0.0 for o in offsets])
    shifts -= shifts.mean()
    scales, between = {}, {}
    for key in keys:
        s = spreads[key] if spreads[key] is not None and spreads[key] > 0 else (within if within is not None else WITHIN_UNKNOWN)
        s = max(s, 1e-6)
        scales[key] = math.pi / 2 * s * s / max(samples[key], 1)
        adjusted = [c - shifts[k] for k, c in enumerate(centers[key]) if c is not None]
        between[key] = (float(np.sum((np.array(adjusted) - np.mean(adjusted)) ** 2)), len(adjusted) - 1) \
            if len(adjusted) > 1 else (0.0, 0)
    measured = [(max(between[k][0] / between[k][1] / scales[k], 1e-12), between[k][1]) for k in keys if between[k][1] > 0]
    fitted = fit_prior([m[0] for m in measured], [m[1] for m in measured])
    prior = (ROW_DF, LAMBDA) if fitted is None else (min(fitted[0], pairs - 1), fitted[1])
    own = {}
    for key in keys:
        total_sum, df = between[key]
        ratio = max(total_sum / df / scales[key], 1e-12) if df > 0 else 0
        r, d = pooled(ratio, df, prior) if df > 0 else (prior[1], prior[0])
        count = sum(c is not None for c in centers[key])
        own[key] = (scales[key] * r / count, d, math.sqrt(scales[key] * r))
    totals = {k: float(np.mean([c for c in centers[k] if c is not None])) for k in keys}
    shift = float(np.median(list(totals.values())))
    prior_shift = SHIFT_PER_WITHIN * (within if within is not None else WITHIN_UNKNOWN)
    per_pair = (SHIFT_DF * prior_shift ** 2 + float(np.sum(shifts ** 2))) / (SHIFT_DF + pairs - 1)
    shift_var, shift_df = per_pair / pairs, SHIFT_DF + pairs - 1
    geomean = float(np.mean(list(totals.values())))
    geo_var = shift_var + np.mean([own[k][0] for k in keys]) / len(keys)
    half = t_quantile(1 - alpha / 2, shift_df) * math.sqrt(geo_var)
    p_shift = two_sided(geomean, math.sqrt(geo_var), shift_df)
    verdicts = {k: judge_row(totals[k], shift, own[k][0], own[k][1], shift_var, shift_df, p_shift < alpha, alpha, band)
                for k in keys}
    return {
        "shift": {"geomean": math.exp(geomean), "low": math.exp(geomean - half), "high": math.exp(geomean + half),
                  "significant": bool(p_shift < alpha), "df": shift_df,
                  "detectable": math.exp((t_quantile(1 - alpha / 2, shift_df) + t_quantile(POWER, shift_df)) * math.sqrt(geo_var)),
                  "factors": [math.exp(s) for s in shifts]},
        "prior": {"df0": prior[0], "lambda": prior[1], "fitted": fitted is not None},
        "noise": {"pair": math.sqrt(per_pair), "row": float(np.median([own[k][2] for k in keys]))},
        "rows": verdicts,
    }


def fixture():
    """Six rows, three pairs of five rounds: row d 30 % slower in B, row e twice as fast; each
    pair a shift of its own, every sample a machine factor both sides share, and noise."""
    rng = np.random.default_rng(20261127)
    base = {"a": 0.01, "b": 0.05, "c": 0.2, "d": 0.1, "e": 0.03, "f": 1.4}
    change = {"d": 1.3, "e": 0.5}
    pairs = []
    for k in range(3):
        pair_shift = math.exp(rng.normal(0, 0.02))
        rows = {}
        for key, seconds in base.items():
            a, b = [], []
            for _ in range(5):
                machine = math.exp(rng.normal(0, 0.3))
                a.append(round(seconds * machine * math.exp(rng.normal(0, 0.05)), 6))
                b.append(round(seconds * machine * pair_shift * change.get(key, 1) * math.exp(rng.normal(0, 0.05)), 6))
            rows[key] = (a, b)
        pairs.append(rows)
    return pairs


def main():
    pairs = fixture()
    rows = {key: [pair[key] for pair in pairs] for key in pairs[0]}
    three = fit(rows, 3)
    # one row missing in the second pair, and one pair alone (the defaults stand in)
    missing = dict(rows)
    missing["c"] = [rows["c"][0], None, rows["c"][2]]
    # one round a pair: no pair has two samples of a row, so no spread is known
    one_round = {key: [(pair[0][:1], pair[1][:1]) for pair in value] for key, value in rows.items()}
    # row c in the first pair only, row f in none, row a's samples all alike within each pair
    partial = dict(rows)
    partial["c"] = [rows["c"][0], None, None]
    partial["f"] = [None, None, None]
    partial["a"] = [(pair[0], [t * 1.1 for t in pair[0]]) for pair in rows["a"]]
    # row b with one sample in the second pair (its spread from the other two pairs alone)
    uneven = dict(rows)
    uneven["b"] = [rows["b"][0], (rows["b"][1][0][:1], rows["b"][1][1][:1]), rows["b"][2]]
    print(json.dumps({"samples": pairs, "three": three, "missing": fit(missing, 3), "uneven": fit(uneven, 3),
                      "one": fit({key: [value[0]] for key, value in rows.items()}, 1),
                      "oneRound": fit(one_round, 3), "partial": fit(partial, 3)}, indent=1))


if __name__ == "__main__":
    main()
