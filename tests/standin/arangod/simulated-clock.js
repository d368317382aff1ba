"use strict";
// The simulated clock (README.md, "Simulated timing"): with createArangod({ simulateTiming }),
// internal.time() reads this clock instead of the wall clock. It moves only when
//   - a query runs: by the query's simulated duration (drawn below), while the query itself
//     runs for real, so results are verified as always;
//   - internal.wait / internal.sleep are called: by their argument, without sleeping;
//   - a test steps it (step(seconds), which may go back, as a wall clock can).
// Everything else (JavaScript, inserts through collection objects, explain, reading
// time()) takes no simulated time: any other cost would be invented. This is the stand-in's
// own test instrument, not an arangod behaviour: it exists so the suite's measuring method
// can be checked against a known truth.
//
// A query of case c on a collection of n documents, started s simulated seconds after the
// clock began, takes
//   seconds(c) × sizeFactor(c, n) × L × S × (1 + driftPerMinute × s / 60)
// L: lognormal with mean 1 and coefficient of variation cv(c): sigma² = ln(1 + cv²),
//    mu = -sigma²/2 (then E[L] = exp(mu + sigma²/2) = 1 and Var[L] = exp(sigma²) - 1 = cv²);
// S: spikeFactor(c) with probability spikeRate(c), else 1.
// Every (case, size) draws from its own seeded stream (seeded-random.js), so a case's draws do
// not depend on which other cases ran or in which order.
//
// With settings.machine (machine-noise.js) the time is further multiplied by
//   exp(M(T) + P + I(c, n) + e + W(k)) × slow sample × episode
// M: the machine factor at the query's absolute start T (seconds since 1970), shared by every
//    clock with the same machineSeed; P: the process's own factor and I: the row's own factor
//    in this process, both drawn once from seed; e: normal(0, sampleSd) per query; W: the
//    warm-up of the row's k-th query in this process; slowSampleFactor for a share
//    slowSampleRate of queries; episodeFactor when T lies inside a slow episode (shared too).
// These draw from streams of their own, so without "machine" every figure is what it was.

const { streamFor, standardNormal } = require("./seeded-random");
const { createSharedMachine, createProcessNoise } = require("./machine-noise");

const NOT_A_CASE = "(not a case)";
// How far a live server's clock (wallClock, below) may lag the wall clock before it is moved
// up to it: more than the overhead of reading the clock around a query, far less than a gc pause.
const WALL_CLOCK_TOLERANCE = 0.005;

// settings: from timing-settings.js; startSeconds: what time() returns at the start (the
// wall clock when the stand-in was created, so the product's timestamps stay plausible),
// unless settings.startAt gives it: a process started at a chosen moment of the machine's time.
// wallClock (a live server, the stand-in executable's server mode): { now(), sleep(seconds) }
// of the real clock. Then the clock follows the wall clock: every advance (a query's drawn
// duration, a wait) is also slept, and a reading of time() or the start of a query first
// moves the clock up to the wall clock when it lags by more than WALL_CLOCK_TOLERANCE (the
// stand-in's own work takes real time and no simulated time): a query timed between two
// readings still takes exactly its drawn duration, as long as the stand-in's work of it takes
// no longer. Two servers whose requests
// come milliseconds apart then read the machine's factor and its slow episodes at the same
// absolute second (what a busy machine does to both at once), and the times they record
// line up with each other's.
function createSimulatedClock(settings, { startSeconds, wallClock }) {
  let elapsed = 0;
  const streams = new Map();
  const origin = settings.startAt === null || settings.startAt === undefined ? startSeconds : settings.startAt;
  const machine = settings.machine ? createSharedMachine(settings.machine, settings.machineSeed) : null;
  const processNoise = settings.machine ? createProcessNoise(settings.machine, settings.seed) : null;

  // The machine's factor for a query of this row starting now, with its parts.
  function machinePart(name, documents) {
    const now = origin + elapsed;
    const own = processNoise.nextQuery((name === null ? NOT_A_CASE : name) + "/" + (documents === null ? "-" : documents));
    const logMachine = machine.logFactorAt(now);
    const episodeStart = machine.episodeAt(now);
    const slow = (own.slowSample ? settings.machine.slowSampleFactor : 1) *
      (episodeStart === null ? 1 : settings.machine.episodeFactor);
    return {
      factor: Math.exp(logMachine + own.logProcess + own.logRow + own.logSample + own.logWarmup) * slow,
      parts: { logMachine, logProcess: own.logProcess, logRow: own.logRow, logSample: own.logSample,
        logWarmup: own.logWarmup, query: own.query, slowSample: own.slowSample, episodeStart }
    };
  }

  function streamOf(name, documents) {
    const key = (name === null ? NOT_A_CASE : name) + "/" + (documents === null ? "-" : documents);
    if (!streams.has(key)) {
      streams.set(key, streamFor(settings.seed, key));
    }
    return streams.get(key);
  }

  function timingOf(name) {
    return name !== null && settings.cases[name] ? settings.cases[name] : settings.default;
  }

  // The duration of one query of case `name` (null: not a case) on `documents` documents
  // (null: unknown), started now. Returns the parts as well, for tests of the distribution.
  function draw(name, documents) {
    const timing = timingOf(name);
    const next = streamOf(name, documents);
    // three numbers per query whatever the settings, so changing cv or spikeRate does not
    // shift the rest of a stream
    const z = standardNormal(next);
    const spiked = next() < timing.spikeRate;
    const sigmaSquared = Math.log(1 + timing.cv * timing.cv);
    const noise = Math.exp(-sigmaSquared / 2 + Math.sqrt(sigmaSquared) * z);
    const sizeFactor = documents !== null && timing.sizeFactors[documents] !== undefined
      ? timing.sizeFactors[documents] : 1;
    const drift = 1 + settings.driftPerMinute * elapsed / 60;
    const base = timing.seconds * sizeFactor;
    const seconds = base * noise * (spiked ? timing.spikeFactor : 1) * drift;
    if (!machine) {
      return { seconds, base, noise, spiked, drift };
    }
    const { factor, parts } = machinePart(name, documents);
    return { seconds: seconds * factor, base, noise, spiked, drift, machine: factor, machineParts: parts };
  }

  function advance(seconds) {
    if (!(seconds >= 0)) {
      throw new Error("the simulated clock only advances (got " + seconds + " s); use step() for a step back");
    }
    elapsed += seconds;
    if (wallClock) {
      const ahead = origin + elapsed - wallClock.now();
      if (ahead > 0) {
        wallClock.sleep(ahead);
      }
    }
  }

  // Up to the wall clock (never back): the time a live server's request begins at.
  function anchor() {
    if (!wallClock) {
      throw new Error("anchor() is for a clock that follows the wall clock (createSimulatedClock's wallClock)");
    }
    elapsed = Math.max(elapsed, wallClock.now() - origin);
  }

  // Up to the wall clock when it lags by more than the tolerance (wallClock only).
  function catchUp() {
    if (wallClock && wallClock.now() - (origin + elapsed) > WALL_CLOCK_TOLERANCE) {
      anchor();
    }
  }

  return {
    settings,
    // what internal.time() returns: seconds since the epoch
    time() {
      catchUp();
      return origin + elapsed;
    },
    // simulated seconds since the clock began
    elapsed: () => elapsed,
    advance,
    anchor,
    // A clock step (e.g. NTP): the only way the clock goes back. For tests of the product's
    // handling of zero or negative samples.
    step(seconds) {
      elapsed += seconds;
    },
    draw,
    // Runs a query (work) as one of case `name` on `documents` documents: the duration is
    // drawn when it starts and added when it ends, also when it fails.
    timeQuery(name, documents, work) {
      catchUp();
      const { seconds } = draw(name, documents);
      try {
        return work();
      } finally {
        advance(seconds);
      }
    }
  };
}

module.exports = { createSimulatedClock };
