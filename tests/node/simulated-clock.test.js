"use strict";
// The stand-in's simulated clock (tests/standin/README.md, "Simulated timing"):
// createArangod({ simulateTiming }) and npm run dry-run -- --simulate-timing FILE. Checked
// here: the distribution of the drawn times, drift, determinism by seed, that waiting does
// not sleep, which case a query is taken for, and every kind of bad input.

const test = require("node:test");
const assert = require("node:assert/strict");
const fs = require("fs");
const os = require("os");
const path = require("path");
const { runDryRun } = require("./dry-run-in-process");
const { createArangod } = require("../standin/arangod");
const cases = require("../../cases");

// time() is seconds since the epoch (about 1.7e9): a double keeps differences to ~1e-6 s.
const CLOCK_PRECISION = 1e-6;

function simulated(simulateTiming, options) {
  return createArangod(Object.assign({ output: () => {}, simulateTiming }, options));
}

function withDirectory(work) {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "simulated-clock-"));
  try {
    return work(directory);
  } finally {
    fs.rmSync(directory, { recursive: true, force: true });
  }
}

function mean(values) {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

function coefficientOfVariation(values) {
  const average = mean(values);
  const variance = values.reduce((sum, value) => sum + (value - average) ** 2, 0) / (values.length - 1);
  return Math.sqrt(variance) / average;
}

function draws(arangod, name, documents, count) {
  const drawn = [];
  for (let i = 0; i < count; i += 1) {
    drawn.push(arangod.clock.draw(name, documents));
  }
  return drawn;
}

// A collection "c" of `documents` documents with the attributes the cases read.
function withCollection(arangod, documents) {
  const db = arangod.require("internal").db;
  const collection = db._create("c");
  for (let i = 0; i < documents; i += 1) {
    collection.insert({ value1: i, value2: "test" + i });
  }
  return db;
}

// One run of case `name` on collection "c", timed as the product's host adapter times it.
function timedCase(arangod, name, documents) {
  const internal = arangod.require("internal");
  const record = cases.byName(name);
  const bindVars = Object.assign({ "@collection": "c" }, record.bindVars(documents));
  const started = internal.time();
  internal.db._query(record.query, bindVars, {}, { cache: false });
  return internal.time() - started;
}

for (const cv of [0.03, 0.3]) {
  test("2000 draws with cv " + cv + ": mean factor 1 within 2 %, CV within 10 % of cv, spikes near spikeRate", () => {
    const arangod = simulated({ seed: 7, default: { seconds: 0.2, cv, spikeRate: 0.1, spikeFactor: 1.5 } });
    const drawn = draws(arangod, "concat", 10000, 2000);
    const noise = drawn.map((one) => one.noise);
    assert.ok(Math.abs(mean(noise) - 1) < 0.02, "mean factor " + mean(noise));
    assert.ok(Math.abs(coefficientOfVariation(noise) / cv - 1) < 0.1, "CV " + coefficientOfVariation(noise));
    const spikeShare = drawn.filter((one) => one.spiked).length / drawn.length;
    assert.ok(Math.abs(spikeShare - 0.1) < 0.02, "spike share " + spikeShare);
    // each time is seconds × noise × spike factor (no drift: the clock did not move)
    for (const one of drawn) {
      assert.ok(Math.abs(one.seconds - 0.2 * one.noise * (one.spiked ? 1.5 : 1)) < 1e-12);
      assert.equal(one.drift, 1);
    }
    // so the mean time is seconds × (1 + spikeRate × (spikeFactor - 1)) = 0.2 × 1.05
    const seconds = drawn.map((one) => one.seconds);
    assert.ok(Math.abs(mean(seconds) / (0.2 * 1.05) - 1) < 0.02, "mean time " + mean(seconds));
  });
}

test("a case's own settings override default field by field; sizeFactors scale seconds per size", () => {
  const arangod = simulated({ default: { seconds: 0.1, sizeFactors: { "2k": 3 } },
    cases: { "collect-number": { seconds: 0.11 }, "concat": { cv: 0.5 } } });
  assert.equal(arangod.clock.draw("collect-number", 1000).seconds, 0.11);
  assert.ok(Math.abs(arangod.clock.draw("collect-number", 2000).seconds - 0.33) < 1e-12);
  assert.equal(arangod.clock.draw("min-number", 1000).seconds, 0.1, "a case the file does not name: default");
  assert.equal(arangod.clock.draw(null, null).seconds, 0.1, "a query that is no case: default");
  const concat = draws(arangod, "concat", 1000, 200).map((one) => one.seconds);
  assert.ok(coefficientOfVariation(concat) > 0.3, "concat's own cv 0.5");
});

test("drift: a query started m simulated minutes in takes (1 + driftPerMinute × m) times longer", () => {
  const arangod = simulated({ default: { seconds: 0.5 }, driftPerMinute: 0.02 });
  withCollection(arangod, 10);
  const internal = arangod.require("internal");
  assert.ok(Math.abs(timedCase(arangod, "min-number", 10) - 0.5) < CLOCK_PRECISION);
  // the first query moved the clock by 0.5 s: the second starts 0.5 s in
  assert.ok(Math.abs(timedCase(arangod, "min-number", 10) - 0.5 * (1 + 0.02 * 0.5 / 60)) < CLOCK_PRECISION);
  internal.wait(300 - arangod.clock.elapsed());
  assert.ok(Math.abs(arangod.clock.elapsed() - 300) < 1e-9);
  assert.ok(Math.abs(timedCase(arangod, "min-number", 10) - 0.5 * 1.1) < CLOCK_PRECISION, "5 minutes: +10 %");
  internal.wait(600);
  assert.ok(Math.abs(arangod.clock.draw("min-number", 10).drift - (1 + 0.02 * 900.55 / 60)) < 1e-9);
});

test("the same seed gives the same times; another seed others; a case's draws ignore other cases", () => {
  const settings = (seed) => ({ seed, default: { seconds: 0.1, cv: 0.1, spikeRate: 0.2, spikeFactor: 2 } });
  const secondsOf = (arangod, name) => draws(arangod, name, 1000, 50).map((one) => one.seconds);
  const first = secondsOf(simulated(settings(1)), "concat");
  assert.deepEqual(secondsOf(simulated(settings(1)), "concat"), first);
  const otherSeed = secondsOf(simulated(settings(2)), "concat");
  assert.equal(otherSeed.filter((value, i) => value === first[i]).length, 0);
  const interleaved = simulated(settings(1));
  const concat = [];
  for (let i = 0; i < 50; i += 1) {
    interleaved.clock.draw("keep", 1000);
    concat.push(interleaved.clock.draw("concat", 1000).seconds);
  }
  assert.deepEqual(concat, first);
  assert.notDeepEqual(secondsOf(simulated(settings(1)), "keep"), first, "each case has its own stream");
  assert.notDeepEqual(draws(simulated(settings(1)), "concat", 2000, 50).map((one) => one.seconds), first,
    "each size has its own stream");
  // every query draws the same amount from its stream: without noise, the spikes fall alike
  const spikesWith = (cv) => draws(simulated({ seed: 1, default: { seconds: 0.1, cv, spikeRate: 0.3, spikeFactor: 2 } }),
    "concat", 1000, 50).map((one) => one.spiked);
  assert.deepEqual(spikesWith(0), spikesWith(0.1));
  assert.ok(spikesWith(0).includes(true) && spikesWith(0).includes(false));
});

test("internal.wait and internal.sleep advance the simulated clock without sleeping", () => {
  const arangod = simulated({ default: { seconds: 0.1 } });
  const internal = arangod.require("internal");
  const before = internal.time();
  const started = process.hrtime.bigint();
  internal.wait(60);
  internal.sleep(30);
  internal.wait(-5); // as a real sleep: nothing
  const realSeconds = Number(process.hrtime.bigint() - started) / 1e9;
  assert.ok(realSeconds < 0.5, "took " + realSeconds + " s of real time");
  assert.ok(Math.abs(internal.time() - before - 90) < CLOCK_PRECISION);
  assert.ok(Math.abs(Date.now() / 1000 - before) < 60, "time() starts at the wall clock");
});

test("time() moves only with queries, waits and steps: repeated reads and explain take no time", () => {
  const arangod = simulated({ default: { seconds: 0.25 } });
  const db = withCollection(arangod, 5);
  const internal = arangod.require("internal");
  const first = internal.time();
  assert.equal(internal.time(), first);
  db._createStatement({ query: "FOR d IN c RETURN d" }).explain();
  db._collection("c").insert({ value1: 99 });
  assert.equal(internal.time(), first);
  db._query("FOR d IN c RETURN d.value1", {}, {}, {}).toArray();
  assert.ok(Math.abs(internal.time() - first - 0.25) < CLOCK_PRECISION, "a query that is no case: default seconds");
  arangod.clock.step(-1);
  assert.ok(Math.abs(internal.time() - first + 0.75) < CLOCK_PRECISION, "a step back only when a test asks");
  assert.throws(() => arangod.clock.advance(-1), /only advances/);
});

test("a query is recognised as a case by its text and bind parameters, at the bound collection's size", () => {
  const arangod = simulated({ default: { seconds: 0.1, sizeFactors: { "7": 10 } },
    cases: { "collect-number": { seconds: 0.3 }, "collect-string": { seconds: 0.7 } } });
  withCollection(arangod, 7);
  // same text, different bind parameter: two cases
  assert.ok(Math.abs(timedCase(arangod, "collect-number", 7) - 3) < CLOCK_PRECISION);
  assert.ok(Math.abs(timedCase(arangod, "collect-string", 7) - 7) < CLOCK_PRECISION);
  assert.ok(Math.abs(timedCase(arangod, "min-number", 7) - 1) < CLOCK_PRECISION);
  const internal = arangod.require("internal");
  const started = internal.time();
  internal.db._query(cases.byName("collect-number").query, { "@collection": "c", attribute: "value2" });
  assert.ok(Math.abs(internal.time() - started - 1) < CLOCK_PRECISION, "other bind values: not the case");
});

test("bad settings: one line per mistake", () => {
  const mistakesOf = (settings) => {
    try {
      simulated(settings);
    } catch (error) {
      return error.mistakes;
    }
    throw new Error("accepted " + JSON.stringify(settings));
  };
  assert.deepEqual(mistakesOf({ default: { seconds: 0.1 }, drift: 0.1, seed: 1.5 }), [
    "drift: unknown key (known: seed, default, driftPerMinute, cases, machine, machineSeed, startAt)",
    "seed: must be a whole number from 0 to 4294967295, got 1.5"
  ]);
  assert.deepEqual(mistakesOf({ default: { seconds: 0, cv: -0.1, spikeRate: 1.2, spikeFactor: "2", noise: 1 } }), [
    "default.noise: unknown key (known: seconds, cv, spikeRate, spikeFactor, sizeFactors)",
    "default.seconds: must be a number > 0 (seconds per query), got 0",
    "default.cv: must be a number >= 0 (coefficient of variation; 0.03 = 3 %), got -0.1",
    "default.spikeRate: must be a number from 0 to 1 (share of queries that spike), got 1.2",
    "default.spikeFactor: must be a number > 0 (a spiking query takes this many times longer), got \"2\""
  ]);
  assert.deepEqual(mistakesOf({ default: { cv: 0.1, sizeFactors: { "10x": 2, "1k": 0 } }, driftPerMinute: -1 }), [
    "driftPerMinute: must be a number >= 0 (0.02 = 2 % slower per simulated minute), got -1",
    "default.sizeFactors.10x: not a size (write a document count, 2000, or thousands, 10k)",
    "default.sizeFactors.1k: must be a number > 0 (seconds are multiplied by it), got 0",
    "default.seconds: missing (the time of a query whose case gives none, and of every query that is not a case)"
  ]);
  const unknownCase = mistakesOf({ default: { seconds: 1 }, cases: { "collect-numbers": {}, "concat": 3 } });
  assert.equal(unknownCase.length, 2);
  assert.match(unknownCase[0], /^cases\.collect-numbers: unknown case \(known: collect-number, collect-string, /);
  assert.equal(unknownCase[1], "cases.concat: must be an object with seconds, cv, spikeRate, spikeFactor, " +
    "sizeFactors, got 3");
  assert.deepEqual(mistakesOf([]), ["must be a JSON object with seed, default, driftPerMinute, cases, machine, machineSeed, startAt, got []"]);
  assert.deepEqual(mistakesOf({}), ["default: must be an object with seconds, cv, spikeRate, spikeFactor, " +
    "sizeFactors, got nothing"]);
  withDirectory((directory) => {
    fs.writeFileSync(path.join(directory, "broken.json"), "{ seed: 1 }");
    assert.throws(() => simulated("broken.json", { cwd: directory }),
      /^Error: simulated timing broken\.json: not JSON \(/);
    assert.throws(() => simulated("missing.json", { cwd: directory }),
      /^Error: simulated timing missing\.json: cannot read the file \(ENOENT/);
  });
});

test("dry run --simulate-timing: every case verified, its times the simulated ones, hours of waits in seconds", () => {
  withDirectory((directory) => {
    const names = cases.names();
    const perCase = {};
    names.forEach((name, i) => { perCase[name] = { seconds: 0.01 * (i + 1) }; });
    const file = path.join(directory, "timing.json");
    fs.writeFileSync(file, JSON.stringify({ seed: 3, default: { seconds: 1, sizeFactors: { "2k": 2 } },
      cases: perCase }));
    const out = path.join(directory, "simulated.json");
    const started = Date.now();
    const run = runDryRun(["--simulate-timing", file, "--sizes", "1000,2000", "--runs", "2", "--gc-pause", "10",
      "--out", out]);
    const realSeconds = (Date.now() - started) / 1000;
    assert.equal(run.status, 0, run.stdout + run.stderr);
    assert.match(run.stdout, /simulated clock from .*timing\.json, seed 3\)/);
    const saved = JSON.parse(fs.readFileSync(out, "utf8"));
    assert.equal(saved.results.length, 66);
    for (const entry of saved.results) {
      assert.ok(entry.verified === true && entry.error === null, entry.case + " " + entry.size);
      const expected = perCase[entry.case].seconds * (entry.documents === 2000 ? 2 : 1);
      for (const seconds of entry.times.concat(entry.warmupTimes)) {
        assert.ok(Math.abs(seconds - expected) < CLOCK_PRECISION, entry.case + " " + entry.size + ": " + seconds);
      }
      assert.equal(entry.times.length, 2);
    }
    // 66 × 3 pauses of 10 s: 33 simulated minutes
    assert.ok(realSeconds < 120, "took " + realSeconds + " s");
  });
});

test("dry run --simulate-timing through arangosh; bad settings end it with status 1 and the mistakes", () => {
  withDirectory((directory) => {
    const file = path.join(directory, "timing.json");
    fs.writeFileSync(file, JSON.stringify({ default: { seconds: 0.5 }, cases: { "concat": { seconds: 0.25 } } }));
    const run = runDryRun(["--profile", "3.11-arangosh-coordinator", "--simulate-timing=" + file, "--sizes", "1000",
      "--runs", "3", "--cases", "concat,keep", "--gc-pause", "0", "--no-save"]);
    assert.equal(run.status, 0, run.stdout + run.stderr);
    assert.match(run.stdout, /\nconcat +\| 1k +\| +3 \| +0\.2500 \| +0\.2500 \| +0\.2500 \| +0\.2500 \| shootout\n/);
    assert.match(run.stdout, /\nkeep +\| 1k +\| +3 \| +0\.5000 \| +0\.5000 \| +0\.5000 \| +0\.5000 \| shootout\n/);
    fs.writeFileSync(file, JSON.stringify({ default: { seconds: 0.5, spikeRate: 2 }, cases: { "concats": {} } }));
    const refused = runDryRun(["--simulate-timing", file]);
    assert.equal(refused.status, 1);
    assert.equal(refused.stdout, "");
    assert.match(refused.stderr, /^dry run: simulated timing .*timing\.json: 2 mistakes:\n {2}default\.spikeRate: must be a number from 0 to 1 \(share of queries that spike\), got 2\n {2}cases\.concats: unknown case \(known: /);
  });
});

test("a live server's clock follows the wall clock: waits and queries are slept, readings move up to it, a timed query keeps its drawn duration", () => {
  const { createSimulatedClock } = require("../standin/arangod/simulated-clock");
  const { readTimingSettings } = require("../standin/arangod/timing-settings");
  // a wall clock of the test's own: sleeping moves it, and the stand-in's own work is a step
  const wall = { seconds: 1000, slept: 0, now() { return this.seconds; }, sleep(s) { this.seconds += s; this.slept += s; } };
  const settings = readTimingSettings({ seed: 3, default: { seconds: 0.02, cv: 0 } }, { cwd: "/", caseNames: [] });
  const clock = createSimulatedClock(settings, { startSeconds: wall.now(), wallClock: wall });
  assert.equal(clock.time(), 1000);
  // untimed work (a dataset built, a request's way in) takes real time: the next reading catches up
  wall.seconds += 0.3;
  assert.equal(clock.time(), 1000.3);
  // a lag within the tolerance is kept (the reading right around a query)
  wall.seconds += 0.004;
  assert.equal(clock.time(), 1000.3);
  // a query: its drawn duration, slept on the wall clock, and nothing of the stand-in's work
  const started = clock.time();
  clock.timeQuery(null, null, () => { wall.seconds += 0.001; });
  assert.ok(Math.abs(clock.time() - started - 0.02) < CLOCK_PRECISION, String(clock.time() - started));
  assert.ok(Math.abs(wall.now() - clock.time()) < CLOCK_PRECISION, "the wall clock was slept up to the clock");
  // a wait is slept whole
  const before = wall.slept;
  clock.advance(0.2);
  assert.ok(Math.abs(wall.slept - before - 0.2) < CLOCK_PRECISION);
  // a request's start moves it up at once; the clock never goes back
  wall.seconds += 0.002;
  clock.anchor();
  assert.equal(clock.time(), wall.now());
  assert.throws(() => createSimulatedClock(settings, { startSeconds: 5 }).anchor(), /anchor\(\) is for a clock that follows the wall clock/);
});
