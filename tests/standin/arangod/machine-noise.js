"use strict";
// The machine's part of the simulated clock (README.md, "Simulated timing", "The machine"):
// what real servers showed beyond a lognormal per query (tests/noise-fit.js fits it to the real
// runs of results/real/). Not an arangod behaviour: the stand-in's own test instrument.
//
// Two kinds of parts:
// - shared by every process on the machine, a function of (machine seed, absolute time) only:
//   the machine factor (a sum of stationary Ornstein–Uhlenbeck processes in log space) and
//   slow episodes (a Poisson process in time; every query that starts inside one is slowed).
//   Two stand-ins created with the same machine seed see the same values at the same absolute
//   second, whatever else they ran: that is what makes neighbours in time move together.
// - a process's own, drawn from its process seed: its speed (processSd) and each row's own
//   offset in it (rowProcessSd); per query: lognormal noise (sampleSd), isolated slow samples
//   (slowSampleRate, slowSampleFactor) and the warm-up of a row's first queries.
// Every part is a factor of median 1 except the slowdowns (≥ 1); all sds are of the natural
// log of the factor.

const { streamFor, standardNormal } = require("./seeded-random");

// The OU process is kept on a grid of this many steps per correlation time (and at most
// 1 s apart), so a step changes the factor by about sd × sqrt(2 / 20): smooth at the scale of a
// query's start.
const STEPS_PER_CORRELATION_TIME = 20;
// A value at grid index i is computed by running the AR(1) recursion from the start of the
// block before i's block, from a stationary draw. Blocks span this many correlation times, so
// the start's influence has decayed by exp(-8) ≈ 3e-4 of an sd: the value at i depends on
// (seed, i) alone, not on where a clock started or what it asked before.
const BLOCK_CORRELATION_TIMES = 8;
const MAX_CACHED_BLOCKS = 64;

// One stationary Ornstein–Uhlenbeck process x(t) in log space: sd `sd`, correlation
// exp(-|Δt| / seconds) between two times.
function createOrnsteinUhlenbeck(machineSeed, name, { sd, seconds }) {
  const step = Math.min(1, seconds / STEPS_PER_CORRELATION_TIME);
  const blockLength = Math.max(16, Math.ceil(BLOCK_CORRELATION_TIMES * seconds / step));
  const keep = Math.exp(-step / seconds);
  const innovation = sd * Math.sqrt(1 - keep * keep);
  const blocks = new Map();

  function block(index) {
    if (blocks.has(index)) {
      return blocks.get(index);
    }
    const before = streamFor(machineSeed, name + "/" + (index - 1));
    let x = sd * standardNormal(before);
    for (let i = 0; i < blockLength; i += 1) {
      x = keep * x + innovation * standardNormal(before);
    }
    const own = streamFor(machineSeed, name + "/" + index);
    const values = new Float64Array(blockLength);
    for (let i = 0; i < blockLength; i += 1) {
      x = keep * x + innovation * standardNormal(own);
      values[i] = x;
    }
    if (blocks.size >= MAX_CACHED_BLOCKS) {
      blocks.delete(blocks.keys().next().value);
    }
    blocks.set(index, values);
    return values;
  }

  return function at(absoluteSeconds) {
    const gridIndex = Math.floor(absoluteSeconds / step);
    const blockIndex = Math.floor(gridIndex / blockLength);
    return block(blockIndex)[gridIndex - blockIndex * blockLength];
  };
}

// Slow episodes: they start as a Poisson process of `ratePerMinute`, each lasts `seconds`
// and slows every query that starts inside it by `factor`. Drawn per slot of time from the
// machine seed, so whether a second is inside an episode depends on (seed, second) alone.
function createEpisodes(machineSeed, { ratePerMinute, seconds, factor }) {
  const slotSeconds = Math.max(seconds, 1);
  const perSlot = ratePerMinute / 60 * slotSeconds;
  const slots = new Map();

  // Episode starts of one slot: a Poisson count (by inversion), each uniform in the slot.
  function startsIn(slot) {
    if (slots.has(slot)) {
      return slots.get(slot);
    }
    const next = streamFor(machineSeed, "episodes/" + slot);
    const u = next();
    let count = 0;
    let probability = Math.exp(-perSlot);
    let cumulative = probability;
    while (u > cumulative && count < 1000) {
      count += 1;
      probability *= perSlot / count;
      cumulative += probability;
    }
    const starts = [];
    for (let i = 0; i < count; i += 1) {
      starts.push((slot + next()) * slotSeconds);
    }
    if (slots.size >= MAX_CACHED_BLOCKS * 16) {
      slots.delete(slots.keys().next().value);
    }
    slots.set(slot, starts);
    return starts;
  }

  // the start of the episode covering this second, or null
  return function covering(absoluteSeconds) {
    if (perSlot <= 0 || seconds <= 0) {
      return null;
    }
    const last = Math.floor(absoluteSeconds / slotSeconds);
    for (let slot = Math.floor((absoluteSeconds - seconds) / slotSeconds); slot <= last; slot += 1) {
      for (const start of startsIn(slot)) {
        if (start <= absoluteSeconds && absoluteSeconds < start + seconds) {
          return start;
        }
      }
    }
    return null;
  };
}

// The state of the machine shared by every process: machine: the checked settings
// (timing-settings.js); machineSeed: the machine's seed.
function createSharedMachine(machine, machineSeed) {
  const components = machine.factor.filter((one) => one.sd > 0)
    .map((one, i) => createOrnsteinUhlenbeck(machineSeed, "machine-factor-" + i + "-" + one.seconds, one));
  const episodes = createEpisodes(machineSeed, { ratePerMinute: machine.episodeRate,
    seconds: machine.episodeSeconds, factor: machine.episodeFactor });
  return {
    // log of the machine factor at this absolute second
    logFactorAt: (absoluteSeconds) => components.reduce((sum, at) => sum + at(absoluteSeconds), 0),
    episodeAt: episodes
  };
}

// A process's own parts, drawn from its seed: its speed, each row's offset, and per query
// the noise, isolated slow samples and the warm-up.
function createProcessNoise(machine, processSeed) {
  const processStream = streamFor(processSeed, "machine-process");
  const logProcessFactor = machine.processSd * standardNormal(processStream);
  const rows = new Map();

  function rowOf(key) {
    if (!rows.has(key)) {
      rows.set(key, {
        logOffset: machine.rowProcessSd * standardNormal(streamFor(processSeed, "machine-row/" + key)),
        // a stream of its own, so the machine's draws never shift the case's own (cv, spikes)
        next: streamFor(processSeed, "machine-query/" + key),
        queries: 0
      });
    }
    return rows.get(key);
  }

  // The process's factors for the next query of row `key` (its n-th in this process).
  function nextQuery(key) {
    const row = rowOf(key);
    row.queries += 1;
    // two numbers per query whatever the settings
    const z = standardNormal(row.next);
    const slowSample = row.next() < machine.slowSampleRate;
    const logWarmup = Math.log(machine.warmupFactor) * Math.pow(0.5, (row.queries - 1) / machine.warmupHalfLife);
    return {
      query: row.queries,
      logProcess: logProcessFactor,
      logRow: row.logOffset,
      logSample: machine.sampleSd * z,
      slowSample,
      logWarmup
    };
  }

  return { logProcessFactor, nextQuery };
}

module.exports = { createSharedMachine, createProcessNoise, createOrnsteinUhlenbeck, createEpisodes };
