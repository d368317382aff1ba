"use strict";
// Node only: the command line of `node shootout.js versus`, read into one settings object
// and checked before anything starts: a mistake found after an hour of runs costs the hour.

const path = require("path");
const fs = require("fs");
const options = require("../options/options");
const caseCatalog = require("../options/case-catalog");
const registry = require("../../cases/index");
const compareReport = require("../compare/reports/compare-report");
const compare = require("../compare/comparisons/compare");
const { extraOptionWords } = require("./arangod-command-line");
const { parseBytes } = require("./disk-usage");
const defaults = require("./defaults");
const duetOptions = require("../options/duet-options");

const USAGE = "versus --arangod-a PATH --arangod-b PATH [--dir DIR] [--design duet|runs] [--pairs K | --runs-a-side K]" +
  " [--target PERCENT [--budget TIME] [--max-pairs N | --max-runs-a-side N]] [--server-option NAME=VALUE]" +
  " [--server-option-a NAME=VALUE] [--server-option-b NAME=VALUE] [--stall-timeout TIME] [--start-timeout TIME]" +
  " [--min-free-disk SIZE] [--noise PERCENT] [--format FORMAT] [--html FILE] [-- SUITE OPTIONS]\n" +
  "  versus --clean DIR [--all]";

const DESIGNS = ["duet", "runs"];
// The options of one design only: given with the other, they would silently mean nothing.
const DESIGN_FLAGS = { duet: { pairs: "--pairs", maxPairs: "--max-pairs", startTimeout: "--start-timeout" },
  runs: { runsASide: "--runs-a-side", maxRunsASide: "--max-runs-a-side" } };

// The suite's options versus sets for each run itself.
const MANAGED_SUITE_OPTIONS = ["--out", "--label", "--resume", "--no-save", "--break-lock"];

class UsageError extends Error {}

const VALUE_FLAGS = {
  "--arangod-a": "arangodA", "--arangod-b": "arangodB", "--dir": "dir", "--design": "design", "--pairs": "pairs",
  "--max-pairs": "maxPairs", "--start-timeout": "startTimeout", "--runs-a-side": "runsASide",
  "--target": "target", "--budget": "budget", "--max-runs-a-side": "maxRunsASide", "--stall-timeout": "stallTimeout",
  "--min-free-disk": "minFreeDisk", "--noise": "noise", "--format": "format", "--html": "html", "--clean": "clean"
};
const REPEATED_FLAGS = { "--server-option": "serverOptions", "--server-option-a": "serverOptionsA",
  "--server-option-b": "serverOptionsB" };
const BOOLEAN_FLAGS = { "--all": "all" };

// "90", "90s", "30m", "4h", "1.5h" -> seconds; null when it is not a duration.
function parseDuration(text) {
  const match = /^([0-9]+(?:\.[0-9]+)?)\s*([smh]?)$/.exec(String(text).trim());
  if (match === null || !(Number(match[1]) > 0)) {
    return null;
  }
  return Number(match[1]) * { "": 1, s: 1, m: 60, h: 3600 }[match[2]];
}

function wholeNumber(raw, flag, min, max) {
  const value = /^[0-9]+$/.test(String(raw)) ? Number(raw) : NaN;
  if (!(value >= min && value <= max)) {
    throw new UsageError("option " + flag + " must be a whole number from " + min + " to " + max + ", got " +
      JSON.stringify(raw));
  }
  return value;
}

// Words -> { raw: { key: value }, suiteWords }.
function splitWords(words) {
  const raw = { serverOptions: [], serverOptionsA: [], serverOptionsB: [] };
  const cut = words.indexOf("--");
  const own = cut < 0 ? words : words.slice(0, cut);
  const suiteWords = cut < 0 ? [] : words.slice(cut + 1).map(String);
  for (let i = 0; i < own.length; i += 1) {
    const word = String(own[i]);
    const equals = word.indexOf("=");
    const flag = equals > 0 && word.startsWith("--") ? word.slice(0, equals) : word;
    const value = () => {
      const given = equals > 0 && word.startsWith("--") ? word.slice(equals + 1) : own[++i];
      if (given === undefined || given === "") {
        throw new UsageError("option " + flag + " needs a value; usage: " + USAGE);
      }
      return String(given);
    };
    if (Object.prototype.hasOwnProperty.call(VALUE_FLAGS, flag)) {
      if (raw[VALUE_FLAGS[flag]] !== undefined) {
        throw new UsageError("option " + flag + " is given twice");
      }
      raw[VALUE_FLAGS[flag]] = value();
    } else if (Object.prototype.hasOwnProperty.call(REPEATED_FLAGS, flag)) {
      raw[REPEATED_FLAGS[flag]].push(value());
    } else if (Object.prototype.hasOwnProperty.call(BOOLEAN_FLAGS, flag) && equals < 0) {
      raw[BOOLEAN_FLAGS[flag]] = true;
    } else if (word.startsWith("--")) {
      throw new UsageError("unknown option '" + flag + "' (the suite's options go after --); usage: " + USAGE);
    } else {
      throw new UsageError("unexpected argument '" + word + "'; usage: " + USAGE);
    }
  }
  return { raw, suiteWords };
}

// The suite's options, checked as a run would check them (nothing is measured with options
// a server would refuse), with the timed runs per server process (runs design) or the rounds
// per process pair (duet) added when they are not given. Returns { words, chosen (normalized
// options), catalog }.
function suiteOptions(suiteWords, cwd, design, targeted) {
  const managed = suiteWords.map((word) => word.split("=")[0]).filter((flag) => MANAGED_SUITE_OPTIONS.includes(flag));
  if (managed.length > 0) {
    throw new UsageError("suite option " + managed[0] + " is set by versus for each run (" +
      MANAGED_SUITE_OPTIONS.join(", ") + "); leave it out");
  }
  const given = (flag) => suiteWords.some((word) => word.split("=")[0] === flag);
  const words = suiteWords.slice();
  if (!given("--runs")) {
    // a duet's servers are told the most rounds a row may get; the driver ends each row's
    // rounds itself (turns.js roundsFor)
    words.push("--runs=" + (design !== "duet" ? defaults.RUNS_PER_PROCESS
      : targeted ? defaults.TARGET_MAX_ROUNDS : defaults.MAX_ROUNDS));
  }
  if (design === "duet" && !given("--gc-pause")) {
    words.push("--gc-pause=" + defaults.GC_PAUSE_SECONDS);
  }
  // no server here: a cases file is read by path from the directory the servers start in
  const host = { files: { absolute: (file) => path.resolve(cwd, file), read: (file) => fs.readFileSync(file, "utf8") },
    currentDatabase: () => "_system" };
  try {
    const cases = caseCatalog.forOptions(host, options.fromArguments(words), registry);
    const chosen = options.refuseIgnoredStopRule(options.normalize(cases.raw, cases.catalog));
    if (design === "duet") {
      // what the servers would refuse (lib/driven-run.js), said before anything starts
      duetOptions.refuseForADuet(chosen);
    }
    return { words, chosen, catalog: cases.catalog, runsGiven: given("--runs") };
  } catch (error) {
    if (error instanceof options.OptionError) {
      throw new UsageError("suite options: " + error.message + (design === "duet" ? " (--design duet)" : ""));
    }
    throw error;
  }
}

function serverOptionsOf(list) {
  try {
    return list.map((text) => ({ text, words: extraOptionWords(text) }));
  } catch (error) {
    throw new UsageError(error.message);
  }
}

// The design: as given; else, once DIR is open, its journal's (a versus continues in the
// design it began in) or the default: decided = { design, fromJournal }. Before that
// (decided undefined) a design not given is provisional: the one whose options the command
// uses, so that the same command again is read as it was; versus-command.js reads the
// command again once DIR has decided.
function chooseDesign(raw, decided) {
  if (raw.design !== undefined && !DESIGNS.includes(raw.design)) {
    throw new UsageError("option --design must be " + DESIGNS.join(" or ") + ", got " + JSON.stringify(raw.design));
  }
  if (raw.design === undefined && decided === undefined) {
    return Object.keys(DESIGN_FLAGS.runs).some((key) => raw[key] !== undefined) ? "runs" : defaults.DESIGN;
  }
  const design = raw.design || decided.design;
  const other = DESIGNS.find((name) => name !== design);
  for (const key of Object.keys(DESIGN_FLAGS[other])) {
    if (raw[key] !== undefined) {
      throw new UsageError("option " + DESIGN_FLAGS[other][key] + " belongs to --design " + other + "; this versus is " +
        "--design " + design + (raw.design === undefined && decided.fromJournal ? " (its journal's)" : "") +
        (design === "duet" ? " (its options: --pairs, --max-pairs, --start-timeout)"
          : " (its options: --runs-a-side, --max-runs-a-side)"));
    }
  }
  return design;
}

// The plan of either design: how many runs or pairs, and the target mode's bounds.
function planOf(raw, design, target) {
  const budgetSeconds = raw.budget === undefined ? null : parseDuration(raw.budget);
  if (raw.budget !== undefined && budgetSeconds === null) {
    throw new UsageError("option --budget must be a time such as 90m, 4h or 3600s, got " + JSON.stringify(raw.budget));
  }
  const fraction = target === null ? null : target / 100;
  if (design === "duet") {
    const pairs = raw.pairs === undefined ? defaults.PAIRS : wholeNumber(raw.pairs, "--pairs", 1, 1000);
    // --target ends by time (--budget, or its default: versus-command.js targetBudget);
    // --max-pairs, when given, by a count too
    const maxPairs = raw.maxPairs === undefined ? null : wholeNumber(raw.maxPairs, "--max-pairs", pairs, 1000);
    return { design, pairs, target: fraction, budgetSeconds, maxPairs };
  }
  const runsASide = raw.runsASide === undefined ? defaults.RUNS_A_SIDE
    : wholeNumber(raw.runsASide, "--runs-a-side", 1, 1000);
  const maxRunsASide = raw.maxRunsASide === undefined ? Math.max(defaults.MAX_RUNS_A_SIDE, runsASide)
    : wholeNumber(raw.maxRunsASide, "--max-runs-a-side", runsASide, 1000);
  return { runsASide, target: fraction, budgetSeconds, maxRunsASide };
}

// How many rounds each row gets in a pair (turns.js roundsFor): the suite's --runs for every
// row when given; else by the row's time, and in the pairs --target adds as its check chooses,
// up to targetMax (target-rounds.js).
function roundsRule(suite) {
  return { fixed: suite.runsGiven ? suite.chosen.runs : null, min: defaults.MIN_ROUNDS, max: defaults.MAX_ROUNDS,
    fillSeconds: defaults.ROUND_FILL_SECONDS, targetMax: defaults.TARGET_MAX_ROUNDS };
}

function durationOption(raw, key, flag, fallback) {
  const seconds = raw[key] === undefined ? fallback : parseDuration(raw[key]);
  if (seconds === null) {
    throw new UsageError("option " + flag + " must be a time such as 30m or 90s, got " + JSON.stringify(raw[key]));
  }
  return seconds;
}

// The settings of a versus run, or of --clean. cwd: where the command runs (relative paths).
// decided: { design, fromJournal } once DIR is open (chooseDesign); designDecided in the
// result says whether it was.
function parse(words, cwd, decided) {
  const { raw, suiteWords } = splitWords(words);
  if (raw.clean !== undefined) {
    const extra = Object.keys(raw).filter((key) => key !== "clean" && key !== "all" &&
      !(Array.isArray(raw[key]) && raw[key].length === 0));
    if (extra.length > 0 || suiteWords.length > 0) {
      throw new UsageError("versus --clean DIR [--all] takes no other options");
    }
    return { mode: "clean", dir: path.resolve(cwd, raw.clean), all: raw.all === true };
  }
  if (raw.all) {
    throw new UsageError("option --all goes with --clean DIR");
  }
  for (const [flag, key] of [["--arangod-a", "arangodA"], ["--arangod-b", "arangodB"]]) {
    if (raw[key] === undefined) {
      throw new UsageError("versus needs " + flag + " PATH (the arangod binary of side " + key.slice(-1).toLowerCase() +
        "); usage: " + USAGE);
    }
  }
  const target = raw.target === undefined ? null : Number(String(raw.target).replace(/%\s*$/, ""));
  if (target !== null && !(target >= 0.5 && target <= 100)) {
    throw new UsageError("option --target must be a percentage from 0.5 to 100 (e.g. 10%), got " + JSON.stringify(raw.target));
  }
  // the comparison's noise band (compare --noise): a change within it is never called one, so
  // every row's detectable change stays above it (run-model.js judgeRow) and a target must too:
  // a target without --noise takes a band of half its size where the default's would hold it
  const band = raw.noise !== undefined ? Number(String(raw.noise).replace(/%\s*$/, "")) / 100
    : (target === null ? compare.DEFAULTS.noise : Math.min(compare.DEFAULTS.noise, target / 200));
  const noise = raw.noise !== undefined ? String(raw.noise) : (band === compare.DEFAULTS.noise ? null : String(band * 100));
  if (raw.noise !== undefined && !(/^[0-9]+(\.[0-9]+)?%?$/.test(String(raw.noise).trim()) && band <= 10)) {
    throw new UsageError("option --noise must be a percentage from 0 to 1000 (e.g. 2 or 2%), got " +
      JSON.stringify(raw.noise));
  }
  if (target !== null && target / 100 <= band + 1e-12) {
    throw new UsageError("--target " + target + "% is not above the comparison's noise band of " + band * 100 + " % " +
      "(--noise): a change within the band is never called one, so no row's detectable change comes down to " +
      target + " %; give a larger target or a smaller band (e.g. --noise " + Math.floor(target / 2) + ")");
  }
  const design = chooseDesign(raw, decided);
  if (target === null && (raw.budget !== undefined || raw.maxRunsASide !== undefined || raw.maxPairs !== undefined)) {
    throw new UsageError("options --budget, --max-pairs and --max-runs-a-side go with --target (they end its added " +
      (design === "duet" ? "pairs)" : "runs)"));
  }
  const plan = planOf(raw, design, target);
  const suite = suiteOptions(suiteWords, cwd, design, target !== null);
  if (design === "duet") {
    plan.rounds = roundsRule(suite);
  }
  const stallSeconds = durationOption(raw, "stallTimeout", "--stall-timeout", defaults.STALL_TIMEOUT_SECONDS);
  const startSeconds = durationOption(raw, "startTimeout", "--start-timeout", defaults.START_TIMEOUT_SECONDS);
  const minFreeDisk = raw.minFreeDisk === undefined ? defaults.MIN_FREE_DISK_BYTES : parseBytes(raw.minFreeDisk);
  if (minFreeDisk === null) {
    throw new UsageError("option --min-free-disk must be a size such as 500M or 2G, got " + JSON.stringify(raw.minFreeDisk));
  }
  if (raw.format !== undefined && !compareReport.FORMATS.includes(raw.format)) {
    throw new UsageError("unknown format " + JSON.stringify(raw.format) + "; formats: " + compareReport.FORMATS.join(", "));
  }
  const both = serverOptionsOf(raw.serverOptions);
  return {
    mode: "run",
    cwd,
    arangod: { a: path.resolve(cwd, raw.arangodA), b: path.resolve(cwd, raw.arangodB) },
    dir: raw.dir === undefined ? null : path.resolve(cwd, raw.dir),
    serverOptions: { a: both.concat(serverOptionsOf(raw.serverOptionsA)), b: both.concat(serverOptionsOf(raw.serverOptionsB)) },
    suite,
    suiteWords,
    words,
    design,
    designGiven: raw.design !== undefined,
    designDecided: raw.design !== undefined || decided !== undefined,
    plan,
    stallSeconds,
    startSeconds,
    minFreeDisk,
    noiseWords: noise === null ? [] : ["--noise", noise],
    compareWords: (raw.format === undefined ? [] : ["--format", raw.format]).concat(raw.html === undefined ? []
      : ["--html", path.resolve(cwd, raw.html)], noise === null ? [] : ["--noise", noise])
  };
}

module.exports = { UsageError, USAGE, DESIGNS, parse, parseDuration, MANAGED_SUITE_OPTIONS };
