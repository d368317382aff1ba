"use strict";
// The simulated clock's machine (tests/standin/README.md, "Simulated timing", "The machine"):
// each component on its own (shared by clocks of one machine at the same absolute second,
// episodes hitting consecutive samples, a process's own factors, the warm-up, the settings and
// their mistakes), and the fit: runs simulated with the quiet and busy presets, replaying the
// real runs' schedules, give figures near the real runs' (tests/noise-fit.js).

const test = require("node:test");
const assert = require("node:assert/strict");
const { createSimulatedClock } = require("../standin/arangod/simulated-clock");
const { checkSettings } = require("../standin/arangod/timing-settings");
const { PRESETS } = require("../standin/arangod/machine-presets");
const { readDataSet } = require("../noise/real-runs");
const { figuresOf, median, sampleSd, pearson } = require("../noise/noise-figures");
const { simulateLike } = require("../noise/simulated-runs");

const CASES = ["concat", "keep"];
// a moment of the machine's time (2026-11-26 00:48:20 UTC, when the busy runs began)
const T0 = 1795654100;

function clockOf(raw, startSeconds) {
  return createSimulatedClock(checkSettings(Object.assign({ default: { seconds: 1 } }, raw), "(test)", CASES),
    { startSeconds: startSeconds === undefined ? 1e9 : startSeconds });
}

// the machine's log factor seen by a query of `name` starting at `at` seconds after T0
function logMachineAt(clock, at, name) {
  clock.advance(T0 + at - clock.time());
  return clock.draw(name || "concat", 1000).machineParts.logMachine;
}

test("the machine factor is one function of (machine seed, absolute time): two processes started apart agree", () => {
  const machine = { factor: [{ sd: 0.1, seconds: 60 }, { sd: 0.05, seconds: 600 }] };
  const early = clockOf({ seed: 1, machineSeed: 9, startAt: T0, machine });
  const late = clockOf({ seed: 2, machineSeed: 9, startAt: T0 + 250, machine });
  assert.equal(early.time(), T0, "the clock starts at startAt");
  assert.equal(late.time(), T0 + 250);
  // the early one has run 300 queries of another case before it reaches the shared moments
  for (let i = 0; i < 300; i += 1) {
    early.draw("keep", 1000);
  }
  const other = clockOf({ seed: 1, machineSeed: 10, startAt: T0, machine });
  for (const at of [300, 300.5, 420, 1000, 5000]) {
    const value = logMachineAt(early, at);
    assert.ok(value !== 0);
    assert.equal(logMachineAt(late, at, "keep"), value, "same machine seed, same second: same factor (" + at + " s)");
    assert.notEqual(logMachineAt(other, at), value, "another machine seed: another factor");
  }
});

test("the machine factor is a stationary Ornstein–Uhlenbeck process: its sd, and its correlation exp(-lag/seconds)", () => {
  const clock = clockOf({ machineSeed: 3, startAt: T0, machine: { factor: [{ sd: 0.2, seconds: 30 }] } });
  const values = [];
  for (let i = 0; i < 4000; i += 1) {
    values.push(logMachineAt(clock, i * 15));
  }
  assert.ok(Math.abs(sampleSd(values) / 0.2 - 1) < 0.1, "sd " + sampleSd(values));
  const correlation = (lag) => {
    let sum = 0;
    for (let i = 0; i + lag < values.length; i += 1) {
      sum += values[i] * values[i + lag];
    }
    return sum / (values.length - lag) / (sampleSd(values) ** 2);
  };
  // lag 15 s: exp(-0.5) = 0.61; 60 s: exp(-2) = 0.14
  assert.ok(Math.abs(correlation(1) - Math.exp(-0.5)) < 0.07, "15 s: " + correlation(1));
  assert.ok(Math.abs(correlation(4) - Math.exp(-2)) < 0.07, "60 s: " + correlation(4));
  // a query's factor is exp of it: median 1
  assert.ok(Math.abs(median(values)) < 0.03);
});

test("a slow episode hits every query that starts inside it, consecutive ones, and every process alike", () => {
  const machine = { episodeRate: 1, episodeSeconds: 5, episodeFactor: 2 };
  const a = clockOf({ seed: 1, machineSeed: 4, startAt: T0, machine });
  const b = clockOf({ seed: 2, machineSeed: 4, startAt: T0, machine });
  const hits = [];
  for (let i = 0; i < 2400; i += 1) {
    const one = a.draw("concat", 1000);
    const other = b.draw("keep", 1000);
    assert.equal(other.machineParts.episodeStart, one.machineParts.episodeStart, "shared by the machine");
    assert.equal(one.seconds, one.machineParts.episodeStart === null ? 1 : 2);
    if (one.machineParts.episodeStart !== null) {
      assert.ok(one.machineParts.episodeStart <= a.time() && a.time() < one.machineParts.episodeStart + 5);
    }
    hits.push(one.machineParts.episodeStart !== null);
    a.advance(0.5);
    b.advance(0.5);
  }
  // 20 minutes at one episode a minute: about 20 episodes of 5 s, 10 queries each
  const stretches = [];
  hits.forEach((hit, i) => {
    if (hit && !hits[i - 1]) {
      stretches.push(1);
    } else if (hit) {
      stretches[stretches.length - 1] += 1;
    }
  });
  assert.ok(stretches.length >= 10 && stretches.length <= 32, stretches.length + " stretches");
  assert.ok(median(stretches) >= 8 && median(stretches) <= 10, "queries per stretch " + median(stretches));
  const share = hits.filter(Boolean).length / hits.length;
  assert.ok(share > 0.04 && share < 0.14, "share in episodes " + share + " (expected about 5 s a minute)");
});

test("a process's own factor and a row's own factor: fixed within a process, drawn anew from another seed", () => {
  const machine = { processSd: 0.1, rowProcessSd: 0.05 };
  const processFactors = [];
  const rowFactors = [];
  for (let seed = 1; seed <= 400; seed += 1) {
    const clock = clockOf({ seed, machine });
    const first = clock.draw("concat", 1000).machineParts;
    const again = clock.draw("concat", 1000).machineParts;
    const otherRow = clock.draw("concat", 2000).machineParts;
    assert.equal(again.logProcess, first.logProcess);
    assert.equal(again.logRow, first.logRow, "a row keeps its offset in its process");
    assert.equal(otherRow.logProcess, first.logProcess);
    assert.notEqual(otherRow.logRow, first.logRow, "each row has its own");
    processFactors.push(first.logProcess);
    rowFactors.push(first.logRow);
  }
  assert.deepEqual(clockOf({ seed: 7, machine }).draw("concat", 1000).machineParts,
    clockOf({ seed: 7, machine }).draw("concat", 1000).machineParts, "the same seed, the same process");
  assert.ok(Math.abs(sampleSd(processFactors) / 0.1 - 1) < 0.12, "process sd " + sampleSd(processFactors));
  assert.ok(Math.abs(sampleSd(rowFactors) / 0.05 - 1) < 0.12, "row sd " + sampleSd(rowFactors));
});

test("per query: lognormal noise of sampleSd, and slowSampleFactor for a share slowSampleRate", () => {
  const clock = clockOf({ machine: { sampleSd: 0.1, slowSampleRate: 0.1, slowSampleFactor: 1.5 } });
  const drawn = [];
  for (let i = 0; i < 3000; i += 1) {
    drawn.push(clock.draw("concat", 1000));
  }
  const noise = drawn.map((one) => one.machineParts.logSample);
  assert.ok(Math.abs(sampleSd(noise) / 0.1 - 1) < 0.06, "sd " + sampleSd(noise));
  const slow = drawn.filter((one) => one.machineParts.slowSample);
  assert.ok(Math.abs(slow.length / drawn.length - 0.1) < 0.02, "slow share " + slow.length / drawn.length);
  for (const one of drawn.slice(0, 200)) {
    const expected = Math.exp(one.machineParts.logSample) * (one.machineParts.slowSample ? 1.5 : 1);
    assert.ok(Math.abs(one.seconds - expected) < 1e-12);
  }
});

test("warm-up: a row's first query in a process takes warmupFactor, its log halving every warmupHalfLife queries", () => {
  const clock = clockOf({ machine: { warmupFactor: 1.5, warmupHalfLife: 2 } });
  const seconds = [];
  for (let i = 0; i < 8; i += 1) {
    seconds.push(clock.draw("concat", 1000).seconds);
  }
  assert.ok(Math.abs(seconds[0] - 1.5) < 1e-12);
  assert.ok(Math.abs(seconds[2] - Math.sqrt(1.5)) < 1e-12, "two queries later: half the log");
  assert.ok(seconds.every((value, i) => i === 0 || value < seconds[i - 1]), "slower first, fading");
  assert.ok(Math.abs(clock.draw("keep", 1000).seconds - 1.5) < 1e-12, "each row warms up on its own");
});

test("without \"machine\" nothing changes; a machine of neutral fields leaves every time as it was", () => {
  const base = { seed: 5, default: { seconds: 0.1, cv: 0.1, spikeRate: 0.2, spikeFactor: 2 }, driftPerMinute: 0.02 };
  const timesOf = (raw) => {
    const clock = clockOf(raw);
    const times = [];
    for (let i = 0; i < 50; i += 1) {
      times.push(clock.draw("concat", 1000));
      clock.advance(1);
    }
    return times;
  };
  const plain = timesOf(base);
  assert.equal(plain[0].machine, undefined);
  assert.deepEqual(timesOf(Object.assign({}, base, { machine: {}, machineSeed: 3 })).map((one) => one.seconds),
    plain.map((one) => one.seconds));
  assert.deepEqual(timesOf(Object.assign({}, base, { machine: { sampleSd: 0.2 } })).map((one) => one.spiked),
    plain.map((one) => one.spiked), "the machine draws from its own streams: the case's spikes fall alike");
});

test("settings: a preset by name, a preset with overrides, every mistake one line", () => {
  const busy = checkSettings({ default: { seconds: 1 }, machine: "busy" }, "(test)", CASES).machine;
  assert.deepEqual(busy.factor, PRESETS.busy.factor);
  assert.equal(busy.sampleSd, PRESETS.busy.sampleSd);
  const overridden = checkSettings({ default: { seconds: 1 }, machine: { preset: "quiet", sampleSd: 0.5 } }, "(test)",
    CASES).machine;
  assert.equal(overridden.sampleSd, 0.5);
  assert.equal(overridden.episodeRate, PRESETS.quiet.episodeRate);
  const settings = checkSettings({ default: { seconds: 1 } }, "(test)", CASES);
  assert.equal(settings.machine, null);
  assert.equal(settings.startAt, null);
  const mistakesOf = (raw) => {
    try {
      checkSettings(Object.assign({ default: { seconds: 1 } }, raw), "(test)", CASES);
    } catch (error) {
      return error.mistakes;
    }
    throw new Error("accepted " + JSON.stringify(raw));
  };
  assert.deepEqual(mistakesOf({ machine: "noisy" }), ["machine: must be a preset's name (quiet, busy), got \"noisy\""]);
  assert.deepEqual(mistakesOf({ machine: 3, machineSeed: -1, startAt: "now" }), [
    "machine: must be a preset's name (quiet, busy) or an object with preset, factor, processSd, rowProcessSd, " +
      "sampleSd, slowSampleRate, slowSampleFactor, episodeRate, episodeSeconds, episodeFactor, warmupFactor, " +
      "warmupHalfLife, got 3",
    "machineSeed: must be a whole number from 0 to 4294967295 (the same for every process of one simulated " +
      "machine), got -1",
    "startAt: must be a number >= 0 (seconds since 1970 at which the clock starts), got \"now\""
  ]);
  assert.deepEqual(mistakesOf({ machine: { preset: "loud", noise: 1, sampleSd: -1, slowSampleRate: 2,
    slowSampleFactor: 0.5, episodeFactor: 0.9, warmupHalfLife: 0, factor: [{ sd: 0.1 }, { sd: -1, seconds: 0.5, x: 1 }, 4] } }), [
    "machine.noise: unknown key (known: preset, factor, processSd, rowProcessSd, sampleSd, slowSampleRate, " +
      "slowSampleFactor, episodeRate, episodeSeconds, episodeFactor, warmupFactor, warmupHalfLife)",
    "machine.preset: must be a preset's name (quiet, busy), got \"loud\"",
    "machine.sampleSd: must be a number >= 0 (sd of the log of each query's own factor), got -1",
    "machine.slowSampleRate: must be a number from 0 to 1 (share of queries slowed on their own), got 2",
    "machine.slowSampleFactor: must be a number >= 1 (a slow sample takes this many times longer), got 0.5",
    "machine.episodeFactor: must be a number >= 1 (a query started in an episode takes this many times longer), got 0.9",
    "machine.warmupHalfLife: must be a number > 0 (queries of a row after which the warm-up's log halves), got 0",
    "machine.factor[0].seconds: must be a number >= 1 (correlation time, seconds), got nothing",
    "machine.factor[1].x: unknown key (known: sd, seconds)",
    "machine.factor[1].sd: must be a number >= 0 (sd of the log of the factor), got -1",
    "machine.factor[1].seconds: must be a number >= 1 (correlation time, seconds), got 0.5",
    "machine.factor[2]: must be an object { \"sd\", \"seconds\" }, got 4"
  ]);
});

// The fit, checked: each real run replayed (its rows, its samples' absolute starts) on clocks of
// one simulated machine with the preset; the figures of six such machines (their median)
// against the real runs' figures. The tolerances are what the fit reaches with these few runs
// (tests/standin/README.md, "How well it fits"); a component that breaks moves its figure out.
const TOLERANCES = {
  quiet: {
    withinRunSd: [0.8, 1.2], coreSd: [0.9, 1.1], levelSd: [0.75, 1.3], rowRunSd: [0.8, 1.25],
    // one A/A pair: the real figure is |a − b| scaled, a single draw of a wide distribution
    slowShare: [0.6, 1.6], runFactorSd: [0.3, 3]
  },
  busy: {
    withinRunSd: [0.75, 1.15], coreSd: [0.9, 1.1], levelSd: [0.75, 1.3], rowRunSd: [0.85, 1.2],
    slowShare: [0.6, 1.6], runFactorSd: [0.5, 2], episodeShare: [0.2, 3]
  }
};

// a run's level through time: the mean of its samples' log times less their row's median, per 15 s
function levelSeries(run) {
  const bins = {};
  for (const row of run.rows) {
    const centre = median(row.times);
    row.times.forEach((value, k) => {
      const bin = Math.floor((row.starts[k] - run.startedAt) / 15);
      (bins[bin] = bins[bin] || []).push(value - centre);
    });
  }
  return Object.keys(bins).map(Number).sort((a, b) => a - b)
    .map((bin) => bins[bin].reduce((sum, value) => sum + value, 0) / bins[bin].length);
}


for (const name of ["quiet", "busy"]) {
  test("runs simulated with the " + name + " preset land near the real " + name + " runs' figures", () => {
    const runs = readDataSet(name);
    const real = figuresOf(runs);
    const simulated = [11, 12, 13, 14, 15, 16].map((machineSeed) => figuresOf(simulateLike(runs, name, machineSeed)));
    const medianOf = (key) => median(simulated.map((one) => one[key]).filter((value) => typeof value === "number"));
    for (const key of Object.keys(TOLERANCES[name])) {
      const [low, high] = TOLERANCES[name][key];
      const ratio = medianOf(key) / real[key];
      assert.ok(ratio >= low && ratio <= high, name + " " + key + ": simulated " + medianOf(key).toFixed(4) +
        ", real " + real[key].toFixed(4) + " (ratio " + ratio.toFixed(2) + ", allowed " + low + "–" + high + ")");
    }
    // the first round: no warm-up in either data set, and none simulated; what moves it is the
    // machine's level while the round ran
    assert.ok(Math.abs(medianOf("firstRound") - real.firstRound) < 0.08, "first round " + medianOf("firstRound") +
      ", real " + real.firstRound);
    if (name === "busy") {
      // neighbours share the machine: their run factors correlate as the real ones do
      const neighbours = medianOf("neighbourCorrelation");
      assert.ok(Math.abs(neighbours - real.neighbourCorrelation) < 0.3, "neighbour correlation " + neighbours +
        ", real " + real.neighbourCorrelation);
      // (11 runs cannot tell a shared machine from machines of their own by this figure: two
      // processes running at the same moments can: the steps of their levels from one 15 s to
      // the next go together on one machine, not on two)
      const stepsOf = (machineSeed, processSeed) => simulateLike(runs, name, machineSeed, processSeed)
        .flatMap((run) => {
          const levels = levelSeries(run);
          return levels.slice(1).map((level, i) => level - levels[i]);
        });
      const together = pearson(stepsOf(21, 1), stepsOf(21, 2));
      const apart = pearson(stepsOf(21, 1), stepsOf(22, 2));
      assert.ok(together > 0.3, "two processes on one machine at the same moments: correlation " + together);
      assert.ok(Math.abs(apart) < 0.25, "on two machines: " + apart);
    } else {
      // the quiet machine's slow episodes are rare: a few samples in a thousand, as in the real runs
      assert.ok(medianOf("episodeShare") < 0.01, "episode share " + medianOf("episodeShare"));
    }
  });
}
