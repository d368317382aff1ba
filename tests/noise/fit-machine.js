"use strict";
// Fits the simulated clock's "machine" (machine-noise.js) to a data set of real runs
// (tests/noise-fit.js prints it; tests/standin/README.md, "Fitting the machine", says why
// each step is what it is). Each parameter starts at the figure that measures it most
// directly (noise-figures.js), and the ones whose figure is biased by the others (the
// per-sample noise inflates a bin's level, the level inflates a run's factor, a row's median
// carries its samples' noise) are then corrected by simulation: runs of the data set's exact
// shape are simulated with the current parameters (simulated-runs.js), the same figures are
// read from them, and the parameter moves by the real figure's excess over the simulated one
// (a variance by the difference of squares, a rate by the ratio). A few rounds of that settle.

const { figuresOf, median } = require("./noise-figures");
const { simulateLike } = require("./simulated-runs");

const ROUNDS = 4;
const REPLICATES = 12;
// The slow part's correlation time is read from how alike neighbouring runs are; kept between
// the spacing of neighbours / 3 and four hours (beyond the longest data set).
const MAX_SLOW_SECONDS = 4 * 3600;
// A rate may grow to this many times what the detector found in the real runs, no further:
// slow samples and episodes near the noise are missed by the detector, but more of them also
// raise the noise the detector compares with, and the two would chase each other.
const MAX_RATE_CORRECTION = 3;

function medianFigures(runs, machine, seeds) {
  const all = seeds.map((seed) => figuresOf(simulateLike(runs, machine, seed)));
  const result = {};
  for (const key of Object.keys(all[0])) {
    if (typeof all[0][key] === "number" || all[0][key] === null) {
      const values = all.map((one) => one[key]).filter((value) => typeof value === "number" && !Number.isNaN(value));
      result[key] = values.length ? median(values) : null;
    }
  }
  return result;
}

// ρ = exp(-lag / τ) solved for τ, with ρ kept inside (0.05, 0.95)
function correlationTime(correlation, lag) {
  const rho = Math.min(0.95, Math.max(0.05, correlation));
  return -lag / Math.log(rho);
}

// a rate's correction: real share / simulated share, at most doubling in a round (also while
// the simulation finds none)
function shareRatio(real, simulated) {
  if (!(real > 0)) {
    return 0;
  }
  return simulated > 0 ? Math.min(2, real / simulated) : 2;
}

function addVariance(sd, real, simulated) {
  return Math.sqrt(Math.max(0, sd * sd + real * real - simulated * simulated));
}

// runs: the data set (real-runs.js). slowSecondsFallback: the slow part's correlation time
// where the data set cannot tell it (no neighbouring runs with factors: the quiet set).
// Returns { real, machine, simulated, notes }.
function fitMachine(runs, { slowSecondsFallback = null, rounds = ROUNDS, replicates = REPLICATES } = {}) {
  const real = figuresOf(runs);
  const notes = [];
  const fast = { sd: real.levelSd, seconds: correlationTime(real.levelCorrelation, real.binSeconds) };
  let slowSeconds;
  if (real.neighbourCorrelation !== null) {
    slowSeconds = Math.min(MAX_SLOW_SECONDS, correlationTime(real.neighbourCorrelation, real.neighbourLag));
  } else {
    slowSeconds = slowSecondsFallback;
    notes.push("no neighbouring runs with run factors: the slow part's correlation time is taken from the " +
      "other data set (" + Math.round(slowSeconds) + " s)");
  }
  const slow = { sd: real.runFactorSd, seconds: slowSeconds };
  const firstRoundsSlower = real.firstRound > 0 && real.firstRoundSlower >= 0.75 * real.runs;
  if (!firstRoundsSlower) {
    notes.push("first rounds: median excess " + real.firstRound.toFixed(3) + ", slower in " + real.firstRoundSlower +
      " of " + real.runs + " runs, warmup sample " + real.warmup.toFixed(3) + ": no consistent warm-up, factor 1");
  }
  const machine = {
    factor: [fast, slow],
    processSd: 0,
    rowProcessSd: real.rowRunSd,
    sampleSd: real.coreSd,
    slowSampleRate: real.slowShare,
    slowSampleFactor: real.slowFactor || 1,
    episodeRate: real.episodesPerMinute,
    episodeSeconds: real.episodeSeconds === null ? 0 : real.episodeSeconds + real.sampleGap,
    episodeFactor: real.episodeFactor || 1,
    warmupFactor: firstRoundsSlower ? Math.exp(real.firstRound) : 1,
    warmupHalfLife: 1
  };
  const seeds = Array.from({ length: replicates }, (unused, i) => 1000 + i);
  let simulated = null;
  for (let round = 0; round < rounds; round += 1) {
    simulated = medianFigures(runs, machine, seeds);
    // the per-sample noise: its figure is nearly proportional to it
    machine.sampleSd *= real.coreSd / simulated.coreSd;
    // the fast part: the bins' level carries the samples' noise and the slow part as a floor,
    // so by the difference of squares
    fast.sd = addVariance(fast.sd, real.levelSd, simulated.levelSd);
    // the slow part: a run's factor is nearly all of it (the run's rows average the rest away)
    if (real.runFactorSd !== null && simulated.runFactorSd > 0) {
      slow.sd *= real.runFactorSd / simulated.runFactorSd;
    }
    // a row's own offset: its figure has the noise of the row's median as a floor
    if (real.rowRunSd !== null) {
      machine.rowProcessSd = addVariance(machine.rowProcessSd, real.rowRunSd, simulated.rowRunSd);
    }
    // the rates by the ratio of the shares found; the factors stay what the real slow samples
    // and episodes showed (a factor the detector cannot see would only trade for a rate)
    machine.slowSampleRate = Math.min(MAX_RATE_CORRECTION * real.slowShare,
      machine.slowSampleRate * shareRatio(real.slowShare, simulated.slowShare));
    machine.episodeRate = Math.min(MAX_RATE_CORRECTION * real.episodesPerMinute,
      machine.episodeRate * shareRatio(real.episodeShare, simulated.episodeShare));
  }
  simulated = medianFigures(runs, machine, seeds.map((seed) => seed + 1000));
  notes.push("processSd 0: a process's own speed and the slow part of the machine factor both move whole runs; " +
    "with these few runs the data cannot tell them apart (see the neighbour and change correlations)");
  return { real, machine, simulated, notes };
}

// The machine rounded to two significant digits, as the presets keep it.
function rounded(machine) {
  const round = (value) => (value === 0 ? 0 : Number(value.toPrecision(2)));
  const result = {};
  for (const key of Object.keys(machine)) {
    result[key] = key === "factor"
      ? machine.factor.map((one) => ({ sd: round(one.sd), seconds: round(one.seconds) }))
      : round(machine[key]);
  }
  return result;
}

module.exports = { fitMachine, rounded };
