"""An independent implementation of the comparison of duets (docs/comparing.md, "Duets"), in
Python with numpy and scipy, to check lib/compare/verdict/paired-model.js and variance-prior.js:
its numbers for the fixture below are written into tests/test-paired-model.js. Run it with
`python3 tests/reference/paired_model.py`; it needs numpy and scipy, the project does not.
"""
import json
import math

import numpy as np
from scipy import optimize, special

from run_model import MEDIAN_FACTOR, satterthwaite, t_quantile, two_sided

LAMBDA, ROW_DF, SHIFT_PER_WITHIN, SHIFT_DF, WITHIN_UNKNOWN = 1.0, 3.0, 0.1, 2.0, 0.3
# at most this many rows are judged each alone, against 1, on its own pair-to-pair noise
FEW_ROWS = 4
POWER = 0.9
# the median of |ratio - the pair's median| for n normal ratios (an odd n's zero left out), in sds
RESIDUAL_MEDIAN = [None, None, 0.4769, 0.6896, 0.4863, 0.6848, 0.5277, 0.6822, 0.5633, 0.6807, 0.5878, 0.6798, 0.6038]


def residual_median(n):
    if n < len(RESIDUAL_MEDIAN):
        return RESIDUAL_MEDIAN[n]
    return 0.6745 - 0.83 / n if n % 2 == 0 else 0.6745 + 0.08 / n


def spread_df(m):
    return 0.33 * m + 0.6 if m > 0 else 0.0


def product_df(dfs):
    total = sum(2 / d for d in dfs if not math.isinf(d))
    return math.inf if total == 0 else 2 / total


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


def judge_row(total, shift, own_var, own_df, ref_var, ref_df, shift_var, shift_df, shift_real, alone, p_shift, alpha, band):
    total_var = shift_var + own_var
    total_df = satterthwaite([(shift_var, shift_df), (own_var, own_df)])
    own_se = math.sqrt(own_var + ref_var)
    own_df2 = satterthwaite([(own_var, own_df), (ref_var, ref_df)]) if ref_var > 0 else own_df
    own_part = total - shift
    p_total = two_sided(total, math.sqrt(total_var), total_df)
    p_own = two_sided(own_part, own_se, own_df2)
    beyond = own_part * shift > 0
    p = p_shift if alone else ((min(p_total, p_own) if beyond else p_total) if shift_real else p_own)
    apart = p_own < alpha and (not shift_real or beyond)
    slower = (own_part > 0) if not shift_real else (total > 0)
    effect = abs(own_part if not shift_real else total)
    verdict = ("within noise" if effect <= math.log(1 + band) else ("slower" if slower else "faster")) if p < alpha else "~"
    se, df = (math.sqrt(total_var), total_df) if shift_real else (own_se, own_df2)
    margin = t_quantile(POWER, df) * se
    detectable = max(t_quantile(1 - alpha / 2, df) * se + margin, math.log(1 + band) + margin)
    half = t_quantile(1 - alpha / 2, total_df) * math.sqrt(total_var)
    claim = None
    if verdict in ("faster", "slower") and not alone:
        claim = "row" if apart else ("run" if total * shift >= 0 else "against")
    return {"ratio": math.exp(total), "low": math.exp(total - half), "high": math.exp(total + half), "p": p,
            "verdict": verdict, "claim": claim, "detectable": math.exp(detectable)}


def shifts_without(offsets, pairs, leave):
    """Per pair the median over rows (but `leave`) of their offsets, centred."""
    shifts = []
    for k in range(pairs):
        values = [o[k] for key, o in offsets.items() if key != leave and o[k] is not None]
        shifts.append(float(np.median(values)) if values else 0.0)
    shifts = np.array(shifts)
    return shifts - shifts.mean()


def fit(rows, pairs, alpha=0.05, band=0.05):
    """rows: {key: [(a_times, b_times) or None per pair]}, samples i of a and b side by side;
    a row in no pair is left out."""
    keys = [key for key in rows if any(pair is not None for pair in rows[key])]
    centers, spreads, spread_dfs, per_median = {}, {}, {}, {}
    for key in keys:
        cs, scaled, freedom, factors = [], [], 0, []
        for pair in rows[key]:
            if pair is None:
                cs.append(None)
                continue
            ratios = np.log(np.array(pair[1])) - np.log(np.array(pair[0]))
            n = len(ratios)
            c = float(np.median(ratios))
            cs.append(c)
            factors.append(math.pi / 2 / n)
            if n > 1:
                residuals = sorted(np.abs(ratios - c))
                if n % 2 == 1:
                    residuals = residuals[1:]
                scaled.extend(np.array(residuals) / residual_median(n))
                freedom += n - 1
        centers[key] = cs
        spreads[key] = float(np.median(scaled)) if scaled else 0.0
        spread_dfs[key] = spread_df(freedom)
        per_median[key] = float(np.mean(factors))
    with_spread = [k for k in keys if spreads[k] > 0]
    within = float(np.median([spreads[k] for k in with_spread])) if with_spread else None
    within_df = float(np.median([spread_dfs[k] for k in with_spread])) if with_spread else None
    spread_all = within if within is not None else WITHIN_UNKNOWN
    offsets = {}
    for key in keys:
        seen = [c for c in centers[key] if c is not None]
        if len(seen) >= 2:
            m = float(np.mean(seen))
            offsets[key] = [None if c is None else c - m for c in centers[key]]
    shifts = shifts_without(offsets, pairs, None)
    few = len(keys) <= FEW_ROWS
    # the rows' within-pair spreads pooled as far as they agree (Smyth's prior again)
    measured_spreads = [k for k in with_spread if spread_dfs[k] > 0]
    spread_prior = None if within is None else fit_prior([spreads[k] ** 2 / within ** 2 for k in measured_spreads],
                                                         [spread_dfs[k] for k in measured_spreads])
    scales, parts = {}, {}
    for key in keys:
        if spreads[key] > 0:
            ratio, d = spreads[key] ** 2 / within ** 2, spread_dfs[key]
            if spread_prior is not None:
                d0, lam0 = spread_prior
                ratio, d = (lam0, math.inf) if math.isinf(d0) else ((d * ratio + d0 * lam0) / (d + d0), d + d0)
            scales[key] = (per_median[key] * max(ratio * within ** 2, 1e-12), d)
        else:
            s = max(spread_all, 1e-6)
            scales[key] = (per_median[key] * s * s, within_df or math.inf)
        mine = np.zeros(pairs) if few else shifts_without(offsets, pairs, key)
        values = np.array([c - mine[k] for k, c in enumerate(centers[key]) if c is not None])
        total = float(values.mean())
        ss = float(np.sum((values - total) ** 2))
        parts[key] = (total, ss, len(values) - 1)
    measured = [k for k in keys if parts[k][2] > 0]
    fitted = fit_prior([max(parts[k][1] / parts[k][2] / scales[k][0], 1e-12) for k in measured],
                       [parts[k][2] for k in measured])
    if fitted is None:
        df0, lam, lam_df = ROW_DF, LAMBDA, math.inf
    else:
        df0, lam = min(fitted[0], pairs - 1), fitted[1]
        scatter = float(np.mean([special.polygamma(1, parts[k][2] / 2) for k in measured])) + \
            (0.0 if math.isinf(fitted[0]) else float(special.polygamma(1, fitted[0] / 2)))
        lam_df = 2 * len(measured) / scatter
    prior_shift = SHIFT_PER_WITHIN * spread_all
    own = {}
    for key in keys:
        total, ss, d = parts[key]
        weight = product_df([df0, lam_df, scales[key][1]])
        prior_per_pair = lam * scales[key][0] + (prior_shift ** 2 if few else 0.0)
        per_pair = ((ss if d > 0 else 0.0) + weight * prior_per_pair) / (d + weight)
        count = sum(c is not None for c in centers[key])
        own[key] = (per_pair / count, d + weight, math.sqrt(per_pair))
    totals = {k: parts[k][0] for k in keys}
    per_pair = (SHIFT_DF * prior_shift ** 2 + float(np.sum(shifts ** 2))) / (SHIFT_DF + pairs - 1)
    shift_var, shift_df = per_pair / pairs, SHIFT_DF + pairs - 1
    geomean = float(np.mean(list(totals.values())))
    verdicts = {}
    if few:
        # each row alone against 1; B as a whole: each row's noise once over J, the shifts' beyond
        n = len(keys)
        first = (float(np.mean([own[k][0] for k in keys])) / n, float(np.median([own[k][1] for k in keys])))
        second = ((1 - 1 / n) * shift_var, shift_df)
        geo_var = first[0] + second[0]
        geo_df = satterthwaite([first, second])
        for key in keys:
            p_row = two_sided(totals[key], math.sqrt(own[key][0]), own[key][1])
            verdicts[key] = judge_row(totals[key], 0.0, own[key][0], own[key][1], 0.0, math.inf, 0.0, math.inf,
                                      False, True, p_row, alpha, band)
    else:
        geo_var = shift_var + np.mean([own[k][0] for k in keys]) / len(keys)
        geo_df = shift_df
    half = t_quantile(1 - alpha / 2, geo_df) * math.sqrt(geo_var)
    p_shift = two_sided(geomean, math.sqrt(geo_var), geo_df)
    for key in ([] if few else keys):
        others = [k for k in keys if k != key]
        if others:
            reference = float(np.median([totals[k] for k in others]))
            factor = MEDIAN_FACTOR[len(others)] if len(others) < len(MEDIAN_FACTOR) else math.pi / 2
            ref_var = factor * float(np.mean([own[k][0] for k in others])) / len(others)
            ref_df = sum(own[k][1] for k in others)
        else:
            reference, ref_var, ref_df = totals[key], 0.0, math.inf
        verdicts[key] = judge_row(totals[key], reference, own[key][0], own[key][1], ref_var, ref_df, shift_var,
                                  shift_df, p_shift < alpha, False, p_shift, alpha, band)
    return {
        "shift": {"geomean": math.exp(geomean), "low": math.exp(geomean - half), "high": math.exp(geomean + half),
                  "significant": bool(p_shift < alpha), "df": shift_df,
                  "detectable": math.exp((t_quantile(1 - alpha / 2, geo_df) + t_quantile(POWER, geo_df)) * math.sqrt(geo_var)),
                  "factors": [math.exp(s) for s in shifts]},
        "prior": {"df0": df0, "lambda": lam, "fitted": fitted is not None},
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
    # three rows only (judged each alone), of which d moved
    few = {key: rows[key] for key in ("a", "c", "d")}
    print(json.dumps({"samples": pairs, "three": three, "missing": fit(missing, 3), "uneven": fit(uneven, 3),
                      "one": fit({key: [value[0]] for key, value in rows.items()}, 1),
                      "oneRound": fit(one_round, 3), "partial": fit(partial, 3), "few": fit(few, 3)}, indent=1))


if __name__ == "__main__":
    main()
