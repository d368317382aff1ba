"use strict";
// The settings of the simulated clock (README.md, "Simulated timing"): read from a JSON file
// or taken as an object, checked field by field, with one line per mistake, so a typo in a
// simulation never silently measures something else.
//
//   { "seed": 1,
//     "default": { "seconds": 0.1, "cv": 0.03, "spikeRate": 0.1, "spikeFactor": 1.3,
//                  "sizeFactors": { "100k": 10 } },
//     "driftPerMinute": 0.02,
//     "cases": { "collect-number": { "seconds": 0.11 }, "concat": { "cv": 0.05 } } }

const fs = require("fs");
const path = require("path");

const TOP_LEVEL_KEYS = ["seed", "default", "driftPerMinute", "cases"];
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

// raw: the parsed JSON; label: how messages name it; caseNames: the product's case names.
// Returns { label, seed, driftPerMinute, default, cases } with every case's timing complete.
function checkSettings(raw, label, caseNames) {
  const mistakes = [];
  const settings = { label, seed: DEFAULT_SEED, driftPerMinute: 0, default: null, cases: {} };
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

module.exports = { readTimingSettings, checkSettings };
