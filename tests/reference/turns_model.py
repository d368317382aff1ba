"""An independent implementation of the workbench's verdict on an A/B run's turns
(docs/workbench.md, "How B/A is judged"), in Python with numpy and scipy, to check
lib/compare/verdict/turns-model.js: its numbers for the fixture below are written into
tests/test-turns-model.js. Run it with `python3 tests/reference/turns_model.py`; it needs numpy
and scipy, the project does not.
"""
import json
import math

import numpy as np

from paired_model import product_df, residual_median, spread_df
from run_model import satterthwaite, t_quantile, two_sided

BATCHES, INDEPENDENCE_DF, POWER = 10, 3.0, 0.9


def hodges_lehmann(values):
    values = np.asarray(values, dtype=float)
    i, j = np.triu_indices(len(values))
    return float(np.median((values[i] + values[j]) / 2))


def batch_bounds(n):
    count = max(1, min(BATCHES, n // 2))
    return [(k * n // count, (k + 1) * n // count) for k in range(count)]


def summarize(a, b):
    logs = np.log(np.asarray(b, dtype=float)) - np.log(np.asarray(a, dtype=float))
    centers, residuals, freedom, per_turn = [], [], 0, []
    for start, end in batch_bounds(len(logs)):
        batch = logs[start:end]
        centers.append(hodges_lehmann(batch))
        per_turn.append(math.pi / 3 / len(batch))
        if len(batch) > 1:
            res = sorted(np.abs(batch - np.median(batch)))
            if len(batch) % 2 == 1:
                res = res[1:]
            residuals.extend(np.array(res) / residual_median(len(batch)))
            freedom += len(batch) - 1
    spread = max(float(np.median(residuals)), 1e-6) if residuals else 0.3
    sdf = spread_df(freedom) if residuals else 0.0
    independent = float(np.mean(per_turn)) * spread ** 2
    centers = np.array(centers)
    total = float(centers.mean())
    ss = float(np.sum((centers - total) ** 2))
    d = len(centers) - 1
    weight = product_df([INDEPENDENCE_DF, sdf if sdf > 0 else math.inf])
    per_batch = (ss + weight * independent) / (d + weight)
    return {"total": total, "variance": per_batch / len(centers), "df": d + weight, "spread": spread,
            "dependence": ss / d / independent if d > 0 else None,
            "spreadDetectable": math.exp((t_quantile(0.975, d + weight) + t_quantile(POWER, d + weight)) *
                                         math.sqrt(independent / len(centers)))}


def judge(a, b, alpha=0.05):
    s = summarize(a, b)
    se = math.sqrt(s["variance"])
    half = t_quantile(1 - alpha / 2, s["df"]) * se
    p = two_sided(s["total"], se, s["df"])
    return {"ratio": math.exp(s["total"]), "low": math.exp(s["total"] - half), "high": math.exp(s["total"] + half),
            "p": p, "verdict": ("slower" if s["total"] > 0 else "faster") if p < alpha else "~",
            "detectable": math.exp((t_quantile(1 - alpha / 2, s["df"]) + t_quantile(POWER, s["df"])) * se),
            "df": s["df"], "dependence": s["dependence"], "spreadDetectable": s["spreadDetectable"],
            "spread": s["spread"], "sd": se}


def whole(sizes, alpha=0.05):
    """B as a whole over sizes [(a, b)], each timed apart: the mean of their log B/A, their
    variances added over the count squared, on Satterthwaite's degrees of freedom; and the
    summary of the sizes (the median size's figures, the dependence over the sizes that have one)."""
    parts = [summarize(a, b) for a, b in sizes]
    count = len(parts)
    center = float(np.mean([part["total"] for part in parts]))
    variance = sum(part["variance"] / count ** 2 for part in parts)
    df = satterthwaite([(part["variance"] / count ** 2, part["df"]) for part in parts])
    se = math.sqrt(variance)
    half = t_quantile(1 - alpha / 2, df) * se
    p = two_sided(center, se, df)
    dependences = [part["dependence"] for part in parts if part["dependence"] is not None]
    return {"geomean": math.exp(center), "low": math.exp(center - half), "high": math.exp(center + half), "p": p,
            "significant": bool(p < alpha), "df": df,
            "detectable": math.exp((t_quantile(1 - alpha / 2, df) + t_quantile(POWER, df)) * se),
            "batches": float(np.median([len(batch_bounds(len(a))) for a, _ in sizes])),
            "turns": float(np.median([len(a) for a, _ in sizes])),
            "within": float(np.median([part["spread"] for part in parts])),
            "dependence": float(np.median(dependences)) if dependences else None,
            "rowSd": float(np.median([math.sqrt(part["variance"]) for part in parts])),
            "rowDf": float(np.median([part["df"] for part in parts]))}


def fixture():
    """Turns of a query against a variant 4 % slower: each turn a machine factor both share, the
    noise of each sample, and every tenth turn a burst on one sample; 60 turns, and a drifting
    run whose batches move together (a slow drift of B against A)."""
    rng = np.random.default_rng(20261206)
    a, b = [], []
    for i in range(60):
        machine = math.exp(rng.normal(0, 0.2))
        burst = 1.8 if i % 10 == 3 else 1.0
        a.append(round(0.02 * machine * burst * math.exp(rng.normal(0, 0.05)), 7))
        b.append(round(0.02 * 1.04 * machine * math.exp(rng.normal(0, 0.05)), 7))
    drift_b = [round(t * math.exp(0.04 * math.sin(i / 6)), 7) for i, t in enumerate(a)]
    return {"a": a, "b": b, "driftB": drift_b}


def main():
    turns = fixture()
    a, b = turns["a"], turns["b"]
    print(json.dumps({"turns": turns, "sixty": judge(a, b), "seven": judge(a[:7], b[:7]), "three": judge(a[:3], b[:3]),
                      "one": judge(a[:1], b[:1]), "drift": judge(a, turns["driftB"]),
                      "sixtyAndDrift": whole([(a, b), (a, turns["driftB"])]),
                      "sixtyAndThree": whole([(a, b), (a[:3], b[:3])]),
                      "hl": hodges_lehmann([1.0, 5.0, 2.0, 10.0]), "bounds": {n: batch_bounds(n) for n in (1, 3, 4, 25)}},
                     indent=1))


if __name__ == "__main__":
    main()
