/*
 * Pooling variances across rows only as far as the rows agree: an empirical Bayes prior for
 * many small variance estimates (Smyth, "Linear models and empirical Bayes methods for
 * assessing differential expression in microarray experiments", Statistical Applications in
 * Genetics and Molecular Biology 3(1), 2004, sections 3 and 6.2).
 *
 * Each row has a variance estimate s² on d degrees of freedom, here as a ratio to a scale the
 * row knows better (its spread within a server pair). If every row's true ratio were the same
 * λ, the ratios would scatter as λ · χ²_d / d; rows that truly differ scatter more. The prior
 * takes the rows' true ratios to scatter around λ as λ · d0 / χ²_d0: d0 large when the rows
 * agree (pool them), small when they do not (each row mostly keeps its own). Both are found
 * from the log ratios by their first two moments:
 *   E[ln s²] = ln λ + ψ(d/2) − ln(d/2) + ln(d0/2) − ψ(d0/2)
 *   Var[ln s²] = ψ′(d/2) + ψ′(d0/2)
 * and a row's pooled ratio is (d · s² + d0 · λ) / (d + d0), on d + d0 degrees of freedom.
 * ES5.
 */
"use strict";

var distributions = require("./distributions");
var stats = require("../../run/stats");

// The fewest rows whose scatter can say anything about d0: the variance of their log ratios
// needs two, and two say almost nothing.
var FEWEST_ROWS = 3;

// rows: [{ ratio (> 0), df (> 0) }]. Returns { df0 (Infinity: the rows agree as well as
// identical ones would), lambda } or null with fewer than FEWEST_ROWS rows.
function fit(rows) {
  if (rows.length < FEWEST_ROWS) {
    return null;
  }
  var centred = rows.map(function (row) {
    return Math.log(row.ratio) - distributions.digamma(row.df / 2) + Math.log(row.df / 2);
  });
  var center = stats.mean(centred);
  var spread = stats.standardDeviation(centred);
  var beyondSampling = spread * spread - stats.mean(rows.map(function (row) { return distributions.trigamma(row.df / 2); }));
  if (!(beyondSampling > 0)) {
    return { df0: Infinity, lambda: Math.exp(center) };
  }
  var df0 = 2 * distributions.trigammaInverse(beyondSampling);
  return { df0: df0, lambda: Math.exp(center + distributions.digamma(df0 / 2) - Math.log(df0 / 2)) };
}

// A row's ratio (on df > 0 degrees of freedom) pooled with the prior: { ratio, df }.
function pooled(ratio, df, prior) {
  if (prior.df0 === Infinity) {
    return { ratio: prior.lambda, df: Infinity };
  }
  return { ratio: (df * ratio + prior.df0 * prior.lambda) / (df + prior.df0), df: df + prior.df0 };
}

module.exports = { fit: fit, pooled: pooled, FEWEST_ROWS: FEWEST_ROWS };
