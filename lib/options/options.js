/*
 * Run options: one table of what exists, read from a JavaScript object (the SHOOTOUT global,
 * shootout.run(options)) or from command-line words (--javascript.script-parameter values,
 * node), validated into one normalized object before anything is created or measured.
 * ES5.
 */
"use strict";

var suiteSelection = require("./suite-selection");

var DEFAULT_DATABASE = "shootout";

// An A/B run (--query-b) takes turns until a change of B/A of AB_TARGET percent would be seen,
// or AB_BUDGET seconds of turns are spent on a size (AB_TARGET_BUDGET when the user names a
// target: a precision asked for may take longer), unless --runs fixes the turns
// (lib/run/turns.js; the figures behind these defaults, measured on real A/B runs:
// docs/workbench.md).
var AB_TARGET = 1;
var AB_BUDGET = 45;
var AB_TARGET_BUDGET = 180;
var AB_GC_PAUSE = 0;

// name: the key in option objects; flag: the command-line word.
var SPECS = [
  { name: "suite", flag: "--suite", kind: "list", fallback: ["shootout"],
    help: "comma list of suites: shootout, distinct, return-value, social, crud (node shootout.js list)" },
  { name: "cases", flag: "--cases", kind: "list", fallback: ["*"],
    help: "comma list of case names or * globs, across the chosen suites" },
  { name: "sizes", flag: "--sizes", kind: "list", fallback: null,
    help: "comma list of sizes (10k, 1000k, 2000: multiples of 100) for every chosen suite, or SUITE:SIZE " +
      "for one; default: each suite's own (shootout 10k,100k,1000k; distinct 4000k; return-value 100k; " +
      "social 100k; crud 10k,100k)" },
  { name: "runs", flag: "--runs", kind: "integer", min: 1, max: 100000, fallback: 5, auto: true,
    help: "timed runs per case and size, or auto (until --target-ci or --max-time)" },
  { name: "order", flag: "--order", kind: "choice", choices: ["rounds", "case", "alternate", "turns"], fallback: "rounds",
    help: "rounds: run 1 of every case, then run 2, ... shuffled per round; case: all runs of a case in a row (2015); " +
      "alternate: rounds in plan order, reversed every other round (A B B A); turns: --query-b's, A and B back to back" },
  { name: "seed", flag: "--seed", kind: "integer", min: 1, max: 2147483646, fallback: null,
    help: "seed of the shuffled round order (default: from the clock, recorded)" },
  { name: "targetCi", flag: "--target-ci", kind: "number", min: 0.1, max: 50, fallback: 2,
    help: "runs auto: stop when the median's 95 % interval is within this percent" },
  { name: "maxTime", flag: "--max-time", kind: "number", min: 0.001, max: 86400, fallback: 30,
    help: "runs auto: stop a case after this many seconds of timed runs" },
  { name: "target", flag: "--target", kind: "percent", min: 0.1, max: 100, fallback: null,
    help: "with --query-b: take turns until a change of B/A this large would be seen (default " + AB_TARGET +
      "), or the budget is spent" },
  { name: "budget", flag: "--budget", kind: "number", min: 0.1, max: 86400, fallback: null,
    help: "with --query-b: the seconds of turns per size at most (default " + AB_BUDGET + ", with --target " +
      AB_TARGET_BUDGET + ")" },
  { name: "warmup", flag: "--warmup", kind: "integer", min: 0, max: 100000, fallback: 1,
    help: "warmup runs per case and size, recorded apart (0 = the 2015 method)" },
  { name: "gcPause", flag: "--gc-pause", kind: "number", min: 0, max: 60, fallback: 0.2,
    help: "seconds of garbage collection and rest before each run (with --query-b: before each turn, default 0)" },
  { name: "label", flag: "--label", kind: "string", pattern: /^[A-Za-z0-9][A-Za-z0-9._-]*$/,
    fallback: null, help: "name of this run (letters, digits, . _ -)" },
  { name: "out", flag: "--out", kind: "string", fallback: null,
    help: "results file (default results/<label>.json)" },
  { name: "save", flag: "--no-save", kind: "negation", fallback: true,
    help: "do not write a results file" },
  { name: "shards", flag: "--shards", kind: "integer", min: 1, max: 1000, fallback: null,
    help: "cluster only: numberOfShards of the test collections" },
  { name: "replicationFactor", flag: "--replication-factor", kind: "integer", min: 1, max: 10,
    fallback: null, help: "cluster only: replicationFactor of the test collections" },
  { name: "resume", flag: "--resume", kind: "string", fallback: null,
    help: "continue the run saved in this results file, measuring only what it lacks" },
  { name: "breakLock", flag: "--break-lock", kind: "flag", fallback: false,
    help: "take over the lock of another run (only when that run is known to have died)" },
  { name: "allowNoIndex", flag: "--allow-no-index", kind: "flag", fallback: false,
    help: "time cases that need an index even when the plan shows none" },
  { name: "query", flag: "--query", kind: "string", fallback: null,
    help: "time this AQL instead of the suites' cases (@@collection: the dataset of each size)" },
  { name: "queryB", flag: "--query-b", kind: "string", fallback: null,
    help: "with --query: a second query, in turns with it (A and B back to back), results checked equal, B/A judged on the turns" },
  { name: "bind", flag: "--bind", kind: "json", fallback: null,
    help: "with --query: bind parameters as a JSON object" },
  { name: "casesFile", flag: "--cases-file", kind: "string", fallback: null,
    help: "run the cases of this file (JSON, or an ES5 module) as suite custom, beside the chosen suites" },
  { name: "dataset", flag: "--dataset", kind: "string", fallback: null,
    help: "with --query or --cases-file: the suite whose dataset @@collection names (default shootout)" },
  { name: "queryDatabase", flag: "--query-database", kind: "string", fallback: null,
    help: "with --query or --cases-file: where a query without @@collection runs (default: the current database)" },
  { name: "database", flag: "--database", kind: "string",
    pattern: /^[A-Za-z][A-Za-z0-9_-]{0,63}$/, fallback: DEFAULT_DATABASE,
    help: "the suite's own database (created if missing)" }
];

function OptionError(message) {
  this.name = "OptionError";
  this.message = message;
  this.stack = (new Error(message)).stack;
}
OptionError.prototype = Object.create(Error.prototype);
OptionError.prototype.constructor = OptionError;

function specByName(name) {
  for (var i = 0; i < SPECS.length; i += 1) {
    if (SPECS[i].name === name) {
      return SPECS[i];
    }
  }
  return null;
}

function specByFlag(flag) {
  for (var i = 0; i < SPECS.length; i += 1) {
    if (SPECS[i].flag === flag) {
      return SPECS[i];
    }
  }
  return null;
}

function describe(value) {
  return (typeof value === "string" ? "\"" + value + "\"" : JSON.stringify(value)) +
    " (" + (Array.isArray(value) ? "array" : value === null ? "null" : typeof value) + ")";
}

function splitList(text) {
  return text.split(",").map(function (item) {
    return item.replace(/^\s+|\s+$/g, "");
  }).filter(function (item) { return item !== ""; });
}

// Command-line words → an option object with the same keys the object form uses.
// "--runs 10" and "--runs=10" are both accepted; values stay strings until validation.
function fromArguments(words) {
  var result = {};
  for (var i = 0; i < words.length; i += 1) {
    var word = String(words[i]);
    var equals = word.indexOf("=");
    var flag = equals > 0 ? word.slice(0, equals) : word;
    var spec = specByFlag(flag);
    if (spec === null) {
      throw new OptionError(word.indexOf("--") === 0 ? "unknown option '" + flag +
        "'; valid options: " + SPECS.map(function (s) { return s.flag; }).join(", ")
        : "unexpected argument '" + word + "'; options start with --");
    }
    if (result.hasOwnProperty(spec.name)) {
      throw new OptionError("option " + spec.flag + " is given twice");
    }
    if (spec.kind === "negation" || spec.kind === "flag") {
      if (equals > 0) {
        throw new OptionError("option " + spec.flag + " takes no value");
      }
      result[spec.name] = spec.kind === "flag";
      continue;
    }
    var value;
    if (equals > 0) {
      value = word.slice(equals + 1);
    } else if (i + 1 < words.length && String(words[i + 1]).indexOf("--") !== 0) {
      i += 1;
      value = String(words[i]);
    } else {
      throw new OptionError("option " + spec.flag + " needs a value: " + spec.help);
    }
    result[spec.name] = spec.kind === "integer" || spec.kind === "number" || spec.kind === "percent"
      ? { fromText: value } : value;
  }
  return result;
}

function readNumber(spec, raw) {
  if (spec.auto && (raw === "auto" || (raw !== null && typeof raw === "object" && raw.fromText === "auto"))) {
    return "auto";
  }
  var value = raw;
  if (spec.kind === "percent" && typeof raw === "string") {
    raw = { fromText: raw };
  }
  if (raw !== null && typeof raw === "object" && raw.hasOwnProperty("fromText")) {
    // a percentage may carry its sign: "3%" as well as 3
    var text = spec.kind === "percent" ? String(raw.fromText).replace(/%\s*$/, "") : raw.fromText;
    value = /^\s*-?[0-9]+(\.[0-9]+)?\s*$/.test(text) ? Number(text) : NaN;
    raw = raw.fromText;
  }
  var wholeNeeded = spec.kind === "integer";
  if (typeof value !== "number" || !isFinite(value) || (wholeNeeded && value !== Math.floor(value)) ||
      value < spec.min || value > spec.max) {
    var kind = wholeNeeded ? "a whole number" : (spec.kind === "percent" ? "a percentage" : "a number");
    throw new OptionError("option " + spec.name + " must be " + kind + " from " + spec.min + " to " + spec.max +
      (spec.auto ? " or \"auto\"" : "") + (spec.kind === "percent" ? " (e.g. 3 or \"3%\")" : "") + ", got " +
      describe(raw));
  }
  return value;
}

// sizes also take an object { suite: [sizes] } (suite-selection.js).
function readSizesBySuite(spec, raw) {
  var bySuite = {};
  Object.keys(raw).forEach(function (suiteName) {
    bySuite[suiteName] = readList({ name: spec.name + "." + suiteName, help: spec.help }, raw[suiteName]);
  });
  return bySuite;
}

function readList(spec, raw) {
  var items;
  if (spec.name === "sizes" && raw !== null && typeof raw === "object" && !Array.isArray(raw)) {
    return readSizesBySuite(spec, raw);
  }
  if (typeof raw === "string") {
    items = splitList(raw);
  } else if (Array.isArray(raw)) {
    items = raw.map(function (item) {
      var sizesList = spec.name.indexOf("sizes") === 0;
      if (typeof item !== "string" && !(sizesList && typeof item === "number")) {
        throw new OptionError("option " + spec.name + " must list " +
          (sizesList ? "sizes (numbers or strings)" : "strings") + ", got " + describe(item));
      }
      return typeof item === "string" ? item.replace(/^\s+|\s+$/g, "") : item;
    });
  } else {
    throw new OptionError("option " + spec.name + " must be an array or a comma list, got " + describe(raw));
  }
  if (items.length === 0) {
    throw new OptionError("option " + spec.name + " is empty; " + spec.help);
  }
  return items;
}

function readString(spec, raw) {
  if (typeof raw !== "string" || raw === "") {
    throw new OptionError("option " + spec.name + " must be a non-empty string, got " + describe(raw));
  }
  if (spec.pattern && !spec.pattern.test(raw)) {
    throw new OptionError("option " + spec.name + " has an invalid value " + describe(raw) + ": " + spec.help);
  }
  return raw;
}

// raw: an option object (from the user or fromArguments); catalog: the registry of suites
// (cases/index.js). Returns { suite, cases, sizes, runs, warmup, gcPause, label, out, save,
// database, ... } where suite lists the suites measured, cases the case names (registry
// order) and sizes the document counts per suite ({ shootout: [10000, ...] }).
function normalize(raw, catalog) {
  if (raw === undefined || raw === null) {
    raw = {};
  }
  if (typeof raw !== "object" || Array.isArray(raw)) {
    throw new OptionError("options must be an object such as { cases: [\"collect-*\"], runs: 10 }, got " +
      describe(raw));
  }
  Object.keys(raw).forEach(function (key) {
    if (specByName(key) === null) {
      throw new OptionError("unknown option '" + key + "'; valid options: " +
        SPECS.map(function (s) { return s.name; }).join(", "));
    }
  });
  var options = {};
  SPECS.forEach(function (spec) {
    // null stands for "not set" where that is the default (e.g. shards in a saved run).
    var given = raw.hasOwnProperty(spec.name) && raw[spec.name] !== undefined &&
      !(raw[spec.name] === null && spec.fallback === null);
    if (!given) {
      options[spec.name] = spec.fallback;
      return;
    }
    var value = raw[spec.name];
    if (spec.kind === "integer" || spec.kind === "number" || spec.kind === "percent") {
      options[spec.name] = readNumber(spec, value);
    } else if (spec.kind === "list") {
      options[spec.name] = readList(spec, value);
    } else if (spec.kind === "choice") {
      if (spec.choices.indexOf(value) < 0) {
        throw new OptionError("option " + spec.name + " must be one of " + spec.choices.join(", ") + ", got " +
          describe(value));
      }
      options[spec.name] = value;
    } else if (spec.kind === "json") {
      // checked where it is used (case-catalog.js): an object, or its JSON text
      options[spec.name] = value;
    } else if (spec.kind === "negation" || spec.kind === "flag") {
      if (typeof value !== "boolean") {
        throw new OptionError("option " + spec.name + " must be true or false, got " + describe(value));
      }
      options[spec.name] = value;
    } else {
      options[spec.name] = readString(spec, value);
    }
  });
  abDefaults(options, function (name) { return raw.hasOwnProperty(name) && raw[name] !== undefined; });
  try {
    var selected = suiteSelection.select({ suite: options.suite, cases: options.cases, sizes: options.sizes }, catalog);
    options.suite = selected.suites;
    options.cases = selected.cases;
    options.sizes = selected.sizes;
  } catch (e) {
    throw new OptionError(e.message);
  }
  return options;
}

// An A/B run (queryB) takes turns until its target or budget (runs auto, its default), or a
// fixed count of turns (runs N), with which a target or budget would be ignored: refused.
// Other runs have no target or budget of that kind. An A/B takes no gc pause unless given
// one: its time goes into turns (docs/workbench.md). given(name): whether the user set it.
function abDefaults(options, given) {
  if (options.queryB === null && options.order === "turns") {
    throw new OptionError("order turns is an A/B run's (queryB): two queries back to back");
  }
  if (options.queryB === null) {
    ["target", "budget"].forEach(function (name) {
      if (options[name] !== null) {
        throw new OptionError("option " + name + " goes with queryB (an A/B run's turns); runs auto and its " +
          "targetCi and maxTime decide when adaptive runs of other cases stop");
      }
    });
    return;
  }
  if (!given("runs")) {
    options.runs = "auto";
  }
  if (!given("gcPause")) {
    options.gcPause = AB_GC_PAUSE;
  }
  if (options.runs !== "auto") {
    ["target", "budget"].forEach(function (name) {
      if (options[name] !== null) {
        throw new OptionError("option " + name + " goes with runs auto (an A/B run's default: turns until the target " +
          "or the budget), not with runs " + options.runs + ", which fixes the turns");
      }
    });
    return;
  }
  options.budget = options.budget !== null ? options.budget : (options.target !== null ? AB_TARGET_BUDGET : AB_BUDGET);
  options.target = options.target === null ? AB_TARGET : options.target;
}

// For a new run (not the saved options of a run being resumed, which older versions of the
// suite wrote without this check): the stop rule of adaptive runs means nothing to a fixed
// number of runs, so a target or a time limit given beside one would be silently ignored.
function refuseIgnoredStopRule(options) {
  ["targetCi", "maxTime"].forEach(function (name) {
    if (options[name] === specByName(name).fallback) {
      return;
    }
    if (options.queryB !== null) {
      throw new OptionError("option " + name + " does not go with queryB: an A/B run takes turns until its target " +
        "or budget (options target and budget)");
    }
    if (options.runs !== "auto") {
      throw new OptionError("option " + name + " goes with runs auto (it decides when adaptive runs stop), " +
        "not with runs " + options.runs);
    }
  });
  return options;
}

// One line per option: the flag with its value kind, whole, then the help in one column as
// wide as the longest flag needs.
function usage() {
  var flags = SPECS.map(function (spec) {
    var valueless = spec.kind === "negation" || spec.kind === "flag";
    return spec.flag + (valueless ? "" : " <" + (spec.choices ? spec.choices.join("|") : spec.kind) + ">");
  });
  var width = 0;
  flags.forEach(function (flag) { width = Math.max(width, flag.length); });
  return SPECS.map(function (spec, i) {
    var valueless = spec.kind === "negation" || spec.kind === "flag";
    var fallback = valueless || spec.fallback === null ? "" : " (default " +
      (Array.isArray(spec.fallback) ? spec.fallback.join(",") : spec.fallback) + ")";
    return "  " + flags[i] + new Array(width - flags[i].length + 3).join(" ") + spec.help + fallback;
  }).join("\n");
}

module.exports = {
  OptionError: OptionError,
  SPECS: SPECS,
  DEFAULT_DATABASE: DEFAULT_DATABASE,
  AB_TARGET: AB_TARGET,
  AB_BUDGET: AB_BUDGET,
  AB_TARGET_BUDGET: AB_TARGET_BUDGET,
  AB_GC_PAUSE: AB_GC_PAUSE,
  fromArguments: fromArguments,
  normalize: normalize,
  refuseIgnoredStopRule: refuseIgnoredStopRule,
  usage: usage
};
