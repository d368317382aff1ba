"use strict";
// The settings of the simulated clock (README.md, "Simulated timing"): read from a JSON file
// or taken as an object, checked field by field, with one line per mistake, so a typo in a
// simulation never silently measures something else.
//
//   { "seed": 1,
//     "default": { "seconds": 0.1, "cv": 0.03, "spikeRate": 0.1, "spikeFactor": 1.3,
//                  "sizeFactors": { "100k": 10 } },
//     "driftPerMinute": 0.02,
//     "cases": { "collect-number": { "seconds": 0.11 }, "concat": { "cv": 0.05 } },
//     "machine": "busy", "machineSeed": 7, "startAt": 1764118100 }
//
// "machine" (a preset's name, or an object of the fields below, optionally with "preset" to
// start from) adds what real servers showed (machine-noise.js); without it the clock is
// exactly what it was before the machine existed.

const fs = require("fs");
const path = require("path");
const { PRESETS } = require("./machine-presets");

const TOP_LEVEL_KEYS = ["seed", "default", "driftPerMinute", "cases", "machine", "machineSeed", "startAt"];
// Every field of "machine" and what it means when neither the object nor its preset gives it:
// nothing (a factor of 1).
const NEUTRAL_MACHINE = { factor: [], processSd: 0, rowProcessSd: 0, sampleSd: 0, slowSampleRate: 0,
  slowSampleFactor: 1, episodeRate: 0, episodeSeconds: 0, episodeFactor: 1, warmupFactor: 1, warmupHalfLife: 1 };
const MACHINE_KEYS = ["preset"].concat(Object.keys(NEUTRAL_MACHINE));
const MACHINE_NUMBER_RULES = {
  processSd: [(n) => n >= 0, "a number >= 0 (sd of the log of a process's own speed factor)"],
  rowProcessSd: [(n) => n >= 0, "a number >= 0 (sd of the log of a row's own factor in a process)"],
  sampleSd: [(n) => n >= 0, "a number >= 0 (sd of the log of each query's own factor)"],
  slowSampleRate: [(n) => n >= 0 && n <= 1, "a number from 0 to 1 (share of queries slowed on their own)"],
  slowSampleFactor: [(n) => n >= 1, "a number >= 1 (a slow sample takes this many times longer)"],
  episodeRate: [(n) => n >= 0, "a number >= 0 (slow episodes starting per minute)"],
  episodeSeconds: [(n) => n >= 0, "a number >= 0 (how long a slow episode lasts, seconds)"],
  episodeFactor: [(n) => n >= 1, "a number >= 1 (a query started in an episode takes this many times longer)"],
  warmupFactor: [(n) => n >= 1, "a number >= 1 (a row's first query in a process takes this many times longer)"],
  warmupHalfLife: [(n) => n > 0, "a number > 0 (queries of a row after which the warm-up's log halves)"]
};
// The machine factor's components, each a stationary Ornstein–Uhlenbeck process in log space.
// Shorter correlation times than this would need a finer grid than machine-noise.js keeps.
const MIN_CORRELATION_SECONDS = 1;
const TIMING_KEYS = ["seconds", "cv", "spikeRate", "spikeFactor", "sizeFactors"];
// What a field means when neither the case nor "default" gives it: no noise, no spikes, the
// same time at every size. "seconds" has no fallback: "default" must give it.
const NEUTRAL_TIMING = { cv: 0, spikeRate: 0, spikeFactor: 1, sizeFactors: {} };
const DEFAULT_SEED = 1;

function isPlainObject(value) {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

function isFiniteNumber(value) {
  return typeof value === "number" && Number.isFinite(value);
}

function shown(value) {
  return value === undefined ? "nothing" : JSON.stringify(value);
}

// A size as --sizes writes it: a document count (2000) or thousands (10k).
function documentsOfSize(text) {
  const match = /^([0-9]+)(k?)$/.exec(text);
  const documents = match ? Number(match[1]) * (match[2] ? 1000 : 1) : NaN;
  return documents > 0 ? documents : null;
}

// Checks one timing object ("default" or a case's); pushes mistakes; returns the fields given,
// sizeFactors keyed by document count.
function checkTiming(where, value, mistakes) {
  if (!isPlainObject(value)) {
    mistakes.push(where + ": must be an object with " + TIMING_KEYS.join(", ") + ", got " + shown(value));
    return {};
  }
  const timing = {};
  for (const key of Object.keys(value)) {
    if (!TIMING_KEYS.includes(key)) {
      mistakes.push(where + "." + key + ": unknown key (known: " + TIMING_KEYS.join(", ") + ")");
    }
  }
  const numberRules = {
    seconds: [(n) => n > 0, "a number > 0 (seconds per query)"],
    cv: [(n) => n >= 0, "a number >= 0 (coefficient of variation; 0.03 = 3 %)"],
    spikeRate: [(n) => n >= 0 && n <= 1, "a number from 0 to 1 (share of queries that spike)"],
    spikeFactor: [(n) => n > 0, "a number > 0 (a spiking query takes this many times longer)"]
  };
  for (const key of Object.keys(numberRules)) {
    if (value[key] === undefined) {
      continue;
    }
    const [holds, wanted] = numberRules[key];
    if (isFiniteNumber(value[key]) && holds(value[key])) {
      timing[key] = value[key];
    } else {
      mistakes.push(where + "." + key + ": must be " + wanted + ", got " + shown(value[key]));
    }
  }
  if (value.sizeFactors !== undefined) {
    timing.sizeFactors = checkSizeFactors(where + ".sizeFactors", value.sizeFactors, mistakes);
  }
  return timing;
}

function checkSizeFactors(where, value, mistakes) {
  if (!isPlainObject(value)) {
    mistakes.push(where + ": must be an object of size -> factor, e.g. { \"100k\": 10 }, got " + shown(value));
    return {};
  }
  const factors = {};
  for (const size of Object.keys(value)) {
    const documents = documentsOfSize(size);
    if (documents === null) {
      mistakes.push(where + "." + size + ": not a size (write a document count, 2000, or thousands, 10k)");
    } else if (factors[documents] !== undefined) {
      mistakes.push(where + "." + size + ": the same size is given twice");
    } else if (!isFiniteNumber(value[size]) || !(value[size] > 0)) {
      mistakes.push(where + "." + size + ": must be a number > 0 (seconds are multiplied by it), got " +
        shown(value[size]));
    } else {
      factors[documents] = value[size];
    }
  }
  return factors;
}

function checkFactorComponents(where, value, mistakes) {
  if (!Array.isArray(value)) {
    mistakes.push(where + ": must be an array of { \"sd\", \"seconds\" } (each an Ornstein–Uhlenbeck " +
      "process in log space), got " + shown(value));
    return [];
  }
  const components = [];
  value.forEach((one, i) => {
    const at = where + "[" + i + "]";
    if (!isPlainObject(one)) {
      mistakes.push(at + ": must be an object { \"sd\", \"seconds\" }, got " + shown(one));
      return;
    }
    const unknown = Object.keys(one).filter((key) => key !== "sd" && key !== "seconds");
    unknown.forEach((key) => mistakes.push(at + "." + key + ": unknown key (known: sd, seconds)"));
    const sdOk = isFiniteNumber(one.sd) && one.sd >= 0;
    const secondsOk = isFiniteNumber(one.seconds) && one.seconds >= MIN_CORRELATION_SECONDS;
    if (!sdOk) {
      mistakes.push(at + ".sd: must be a number >= 0 (sd of the log of the factor), got " + shown(one.sd));
    }
    if (!secondsOk) {
      mistakes.push(at + ".seconds: must be a number >= " + MIN_CORRELATION_SECONDS +
        " (correlation time, seconds), got " + shown(one.seconds));
    }
    if (sdOk && secondsOk && unknown.length === 0) {
      components.push({ sd: one.sd, seconds: one.seconds });
    }
  });
  return components;
}

// "machine": a preset's name or an object; returns the complete machine settings.
function checkMachine(value, mistakes) {
  const presetNames = Object.keys(PRESETS);
  const presetOf = (name, where) => {
    if (typeof name === "string" && presetNames.includes(name)) {
      return PRESETS[name];
    }
    mistakes.push(where + ": must be a preset's name (" + presetNames.join(", ") + "), got " + shown(name));
    return {};
  };
  if (typeof value === "string") {
    return Object.assign({ preset: value }, NEUTRAL_MACHINE, presetOf(value, "machine"));
  }
  if (!isPlainObject(value)) {
    mistakes.push("machine: must be a preset's name (" + presetNames.join(", ") + ") or an object with " +
      MACHINE_KEYS.join(", ") + ", got " + shown(value));
    return null;
  }
  for (const key of Object.keys(value)) {
    if (!MACHINE_KEYS.includes(key)) {
      mistakes.push("machine." + key + ": unknown key (known: " + MACHINE_KEYS.join(", ") + ")");
    }
  }
  const machine = Object.assign({ preset: null }, NEUTRAL_MACHINE,
    value.preset === undefined ? {} : presetOf(value.preset, "machine.preset"));
  if (value.preset !== undefined) {
    machine.preset = value.preset;
  }
  for (const key of Object.keys(MACHINE_NUMBER_RULES)) {
    if (value[key] === undefined) {
      continue;
    }
    const [holds, wanted] = MACHINE_NUMBER_RULES[key];
    if (isFiniteNumber(value[key]) && holds(value[key])) {
      machine[key] = value[key];
    } else {
      mistakes.push("machine." + key + ": must be " + wanted + ", got " + shown(value[key]));
    }
  }
  if (value.factor !== undefined) {
    machine.factor = checkFactorComponents("machine.factor", value.factor, mistakes);
  }
  return machine;
}

// raw: the parsed JSON; label: how messages name it; caseNames: the product's case names.
// Returns { label, seed, driftPerMinute, default, cases, machine, machineSeed, startAt } with
// every case's timing complete; machine null without "machine", startAt null without "startAt".
function checkSettings(raw, label, caseNames) {
  const mistakes = [];
  const settings = { label, seed: DEFAULT_SEED, driftPerMinute: 0, default: null, cases: {}, machine: null,
    machineSeed: DEFAULT_SEED, startAt: null };
  if (!isPlainObject(raw)) {
    throw settingsError(label, ["must be a JSON object with " + TOP_LEVEL_KEYS.join(", ") + ", got " + shown(raw)]);
  }
  for (const key of Object.keys(raw)) {
    if (!TOP_LEVEL_KEYS.includes(key)) {
      mistakes.push(key + ": unknown key (known: " + TOP_LEVEL_KEYS.join(", ") + ")");
    }
  }
  if (raw.seed !== undefined) {
    if (Number.isInteger(raw.seed) && raw.seed >= 0 && raw.seed <= 0xFFFFFFFF) {
      settings.seed = raw.seed;
    } else {
      mistakes.push("seed: must be a whole number from 0 to 4294967295, got " + shown(raw.seed));
    }
  }
  if (raw.driftPerMinute !== undefined) {
    if (isFiniteNumber(raw.driftPerMinute) && raw.driftPerMinute >= 0) {
      settings.driftPerMinute = raw.driftPerMinute;
    } else {
      mistakes.push("driftPerMinute: must be a number >= 0 (0.02 = 2 % slower per simulated minute), got " +
        shown(raw.driftPerMinute));
    }
  }
  if (raw.machine !== undefined) {
    settings.machine = checkMachine(raw.machine, mistakes);
  }
  if (raw.machineSeed !== undefined) {
    if (Number.isInteger(raw.machineSeed) && raw.machineSeed >= 0 && raw.machineSeed <= 0xFFFFFFFF) {
      settings.machineSeed = raw.machineSeed;
    } else {
      mistakes.push("machineSeed: must be a whole number from 0 to 4294967295 (the same for every process of " +
        "one simulated machine), got " + shown(raw.machineSeed));
    }
  }
  if (raw.startAt !== undefined) {
    if (isFiniteNumber(raw.startAt) && raw.startAt >= 0) {
      settings.startAt = raw.startAt;
    } else {
      mistakes.push("startAt: must be a number >= 0 (seconds since 1970 at which the clock starts), got " +
        shown(raw.startAt));
    }
  }
  const defaults = checkTiming("default", raw.default, mistakes);
  if (isPlainObject(raw.default) && defaults.seconds === undefined && raw.default.seconds === undefined) {
    mistakes.push("default.seconds: missing (the time of a query whose case gives none, and of every " +
      "query that is not a case)");
  }
  settings.default = Object.assign({}, NEUTRAL_TIMING, defaults);
  if (raw.cases !== undefined) {
    if (!isPlainObject(raw.cases)) {
      mistakes.push("cases: must be an object of case name -> timing, got " + shown(raw.cases));
    } else {
      for (const name of Object.keys(raw.cases)) {
        if (!caseNames.includes(name)) {
          mistakes.push("cases." + name + ": unknown case (known: " + caseNames.join(", ") + ")");
        }
        const timing = checkTiming("cases." + name, raw.cases[name], mistakes);
        settings.cases[name] = Object.assign({}, settings.default, timing);
      }
    }
  }
  if (mistakes.length > 0) {
    throw settingsError(label, mistakes);
  }
  return settings;
}

function settingsError(label, mistakes) {
  const error = new Error("simulated timing " + label + ": " + (mistakes.length === 1 ? mistakes[0]
    : mistakes.length + " mistakes:\n  " + mistakes.join("\n  ")));
  error.mistakes = mistakes;
  return error;
}

// source: the settings object, or the path of a JSON file (relative to cwd).
function readTimingSettings(source, { cwd, caseNames }) {
  if (typeof source !== "string") {
    return checkSettings(source, "(object)", caseNames);
  }
  const file = path.resolve(cwd, source);
  let text;
  try {
    text = fs.readFileSync(file, "utf8");
  } catch (error) {
    throw settingsError(source, ["cannot read the file (" + error.message + ")"]);
  }
  let raw;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw settingsError(source, ["not JSON (" + error.message + ")"]);
  }
  return checkSettings(raw, source, caseNames);
}

module.exports = { readTimingSettings, checkSettings, NEUTRAL_MACHINE };
