/*
 * The compare command, shared by `node shootout.js compare A B [options]` and
 * shootout.compare(a, b, options) in the arangod console: read both inputs, compare, print the
 * chosen format, write the HTML page if asked, and return the exit status:
 *   0 the comparison ran; 1 with failOnRegression, when a row is slower, newly failed, has
 *   results that differ or is gone from B, or when B did not finish;
 *   2 bad input (unreadable or malformed input, no rows in common, bad options).
 * ES5.
 */
"use strict";

var compareInput = require("../inputs/compare-input");
var runGroup = require("../inputs/run-group");
var compare = require("../comparisons/compare");
var abComparison = require("../comparisons/ab-comparison");
var compareReport = require("../reports/compare-report");
var compareHtml = require("../reports/compare-html");
var noise = require("../comparisons/noise");
var compareSeries = require("../comparisons/compare-series");
var seriesReport = require("../reports/compare-series-report");
var seriesHtml = require("../reports/compare-series-html");
var reproduction = require("../comparisons/reproduction");
var reproductionReport = require("../reports/reproduction-report");
var loadSummary = require("../comparisons/load-summary");
var loadLines = require("../reports/load-lines");

var EXIT_OK = 0;
var EXIT_REGRESSION = 1;
var EXIT_BAD_INPUT = 2;

function UsageError(message) {
  this.name = "UsageError";
  this.message = message;
}
UsageError.prototype = Object.create(Error.prototype);
UsageError.prototype.constructor = UsageError;

var NOISE_USAGE = "noise A1 A2 [A3 ...] [--alpha 0.05] [--noise 5]";
var USAGE = "compare A B [C ...] (A, B: a results file, a printed table, or runs as a1.json,a2.json,...), or compare AB.json " +
  "(an A/B run's results file) [--format text|markdown|csv|json|benchstat] [--baseline first|previous] " +
  "[--alpha 0.05] [--noise 5] [--noise-from A1,A2] [--reference A0,B0] [--html FILE] [--fail-on-regression]";

// A number given as a number or as text; NaN when it is neither.
function numberOf(text) {
  return typeof text === "number" ? text : (/^\s*-?[0-9]*\.?[0-9]+\s*$/.test(String(text)) ? parseFloat(text) : NaN);
}

function alphaOf(text) {
  var value = numberOf(text);
  if (!(value > 0 && value < 1)) {
    throw new UsageError("option alpha must be a number above 0 and below 1, got " + JSON.stringify(text));
  }
  return value;
}

// The noise band in percent, "2" or "2%": 0 (every significant change counts) up to 1000 (a
// factor of 11 either way; an A/A pair whose identical code moved 2× asks for 100).
function noisePercentOf(text) {
  var value = numberOf(String(text).replace(/%\s*$/, ""));
  if (!(value >= 0 && value <= 1000)) {
    throw new UsageError("option noise must be a percentage from 0 to 1000 (e.g. 5 or 5%), got " +
      JSON.stringify(text));
  }
  return value;
}

// Normalizes { format, alpha, noise (percent), html, failOnRegression } from an object.
function settingsFrom(raw) {
  var known = ["format", "alpha", "noise", "html", "failOnRegression", "noiseFrom", "baseline", "reference"];
  Object.keys(raw || {}).forEach(function (key) {
    if (known.indexOf(key) < 0) {
      throw new UsageError("unknown compare option '" + key + "'; valid: " + known.join(", "));
    }
  });
  raw = raw || {};
  var format = raw.format === undefined ? "text" : raw.format;
  if (compareReport.FORMATS.indexOf(format) < 0) {
    throw new UsageError("unknown format " + JSON.stringify(format) + "; formats: " + compareReport.FORMATS.join(", "));
  }
  if (raw.html !== undefined && (typeof raw.html !== "string" || raw.html === "")) {
    throw new UsageError("option html must name a file");
  }
  if (raw.failOnRegression !== undefined && typeof raw.failOnRegression !== "boolean") {
    throw new UsageError("option failOnRegression must be true or false");
  }
  var noise = raw.noise === undefined ? compare.DEFAULTS.noise * 100 : noisePercentOf(raw.noise);
  var baseline = raw.baseline === undefined ? "first" : raw.baseline;
  if (compareSeries.BASELINES.indexOf(baseline) < 0) {
    throw new UsageError("option baseline must be first or previous, got " + JSON.stringify(raw.baseline));
  }
  return {
    baseline: baseline,
    format: format,
    alpha: raw.alpha === undefined ? compare.DEFAULTS.alpha : alphaOf(raw.alpha),
    noise: noise / 100,
    html: raw.html === undefined ? null : raw.html,
    failOnRegression: raw.failOnRegression === true
  };
}

// Command-line words after "compare" (or "noise") → { inputs: [a, b], raw options }.
function parseWords(words, command) {
  var usage = command === "noise" ? NOISE_USAGE : USAGE;
  var inputs = [];
  var raw = {};
  var flags = { "--format": "format", "--alpha": "alpha", "--noise": "noise", "--html": "html",
    "--noise-from": "noiseFrom", "--baseline": "baseline", "--reference": "reference" };
  for (var i = 0; i < words.length; i += 1) {
    var word = String(words[i]);
    var equals = word.indexOf("=");
    var flag = equals > 0 ? word.slice(0, equals) : word;
    if (command === "noise" && (flag === "--fail-on-regression" ||
        (flags.hasOwnProperty(flag) && flag !== "--alpha" && flag !== "--noise"))) {
      throw new UsageError("option " + flag + " is for compare, not noise; usage: " + usage);
    } else if (flag === "--fail-on-regression" && equals < 0) {
      raw.failOnRegression = true;
    } else if (flags.hasOwnProperty(flag)) {
      var value = equals > 0 ? word.slice(equals + 1) : words[++i];
      if (value === undefined) {
        throw new UsageError("option " + flag + " needs a value");
      }
      raw[flags[flag]] = value;
    } else if (word.indexOf("--") === 0) {
      throw new UsageError("unknown option '" + flag + "'; usage: " + usage);
    } else {
      inputs.push(word);
    }
  }
  // (compare takes one input too: an A/B run's results file, runOne)
  if (inputs.length < (command === "noise" ? 2 : 1)) {
    throw new UsageError((command === "noise" ? "noise needs two or more runs of the same server (results files)"
      : "compare needs two or more inputs (results files or files with printed tables), or one A/B run's results " +
      "file") + ", got " + inputs.length + "; usage: " + usage);
  }
  return { inputs: inputs, raw: raw };
}

// One input: a file, or the runs of one side as "a1.json,a2.json" (an array in the console).
function readInput(io, input) {
  var paths = Array.isArray(input) ? input : String(input).split(",");
  if (paths.length === 0 || paths.some(function (path) { return typeof path !== "string" || path === ""; })) {
    throw new UsageError("an input must name a file, or runs as a1.json,a2.json; got " + JSON.stringify(input));
  }
  return runGroup.group(paths.join(","), paths.map(function (path) { return readSide(io, path); }));
}

function readText(io, path) {
  try {
    return io.read(path);
  } catch (e) {
    throw new compareInput.InputError(path + ": cannot read (" + (e && e.message ? e.message : e) + ")");
  }
}

function readSide(io, path) {
  return compareInput.read(path, readText(io, path));
}

// Two files given as "X,Y" or [X, Y]: an earlier A/B pair (reference).
function pairOf(raw) {
  var list = typeof raw === "string" ? raw.split(",") : raw;
  if (!Array.isArray(list) || list.length !== 2 || list.some(function (path) {
    return typeof path !== "string" || path === "";
  })) {
    throw new UsageError("option reference needs the two inputs of an earlier comparison, as A0,B0, got " +
      JSON.stringify(raw));
  }
  return list;
}

// Two or more runs of one server given as "X,Y[,Z…]" or [X, Y, …]: an A/A calibration.
function runsOfOneServer(raw) {
  var list = typeof raw === "string" ? raw.split(",") : raw;
  if (!Array.isArray(list) || list.length < 2 || list.some(function (path) {
    return typeof path !== "string" || path === "";
  })) {
    throw new UsageError("option noise-from needs two or more runs of the same server, as A1,A2[,A3...], got " +
      JSON.stringify(raw));
  }
  return list;
}

// The between-run terms an A/A calibration measured (compare --noise-from).
function termsFrom(io, raw, settings) {
  var runs = runsOfOneServer(raw).map(function (path) { return readSide(io, path); });
  return noise.terms(noise.calibrate(runs, settings));
}

// The HTML page, or one line saying why it could not be written (false).
function writeHtml(io, path, page) {
  try {
    io.write(path, page);
    return true;
  } catch (e) {
    io.printError("aql-shootout compare: cannot write the HTML page " + path + " (" + (e && e.message ? e.message : e) + ")");
    return false;
  }
}

// One input: an A/B run's results file (the workbench's --query-b, shootout.ab), whose two
// queries are compared as the run compared them at its end (comparisons/ab-comparison.js): the
// same verdict, in any format. Returns the exit status.
function runOne(io, input, rawOptions) {
  var settings;
  var parsed;
  try {
    settings = settingsFrom(rawOptions);
    ["noiseFrom", "reference", "baseline"].forEach(function (name) {
      if (rawOptions && rawOptions[name] !== undefined) {
        throw new UsageError("option " + name + " needs two or more inputs; one input is an A/B run, whose " +
          "queries took turns in one server");
      }
    });
    var text = readText(io, input);
    parsed = /^\s*\{/.test(text) ? parseJson(text) : null;
    if (parsed === null || !abComparison.isAb(parsed)) {
      // a file that is no results file at all says what is wrong with it first
      compareInput.read(input, text);
      throw new UsageError(input + " is not an A/B run's results file (one with the cases query-a and query-b): " +
        "compare needs two or more inputs, or one A/B run's results file");
    }
  } catch (e) {
    if (e instanceof UsageError || e instanceof compareInput.InputError) {
      io.printError("aql-shootout compare: " + e.message);
      return EXIT_BAD_INPUT;
    }
    throw e;
  }
  // the band is the A/B's own (none) unless one is asked for
  var judged = abComparison.compareAb(parsed, input, { alpha: settings.alpha,
    noise: rawOptions && rawOptions.noise !== undefined ? settings.noise : undefined });
  io.print(compareReport.render(settings.format, judged.comparison, judged.sides));
  return conclude(io, settings, judged.comparison.summary.alerts, function () { return compareHtml.page(judged.comparison); },
    settings.failOnRegression ? compare.regressions(judged.comparison).join(", ") : "");
}

function parseJson(text) {
  try {
    return JSON.parse(text);
  } catch (e) {
    return null;
  }
}

// io: { read(path) → text, write(path, text), print(text), printError(text) }.
function run(io, inputs, rawOptions) {
  if (inputs.length === 1) {
    return runOne(io, inputs[0], rawOptions);
  }
  var settings;
  var sides;
  try {
    settings = settingsFrom(rawOptions);
    sides = inputs.map(function (input) { return readInput(io, input); });
    if (rawOptions && rawOptions.noiseFrom !== undefined) {
      settings.terms = termsFrom(io, rawOptions.noiseFrom, settings);
    }
  } catch (e) {
    if (e instanceof UsageError || e instanceof compareInput.InputError) {
      io.printError("aql-shootout compare: " + e.message);
      return EXIT_BAD_INPUT;
    }
    throw e;
  }
  if (sides.length > 2 && rawOptions && rawOptions.reference !== undefined) {
    io.printError("aql-shootout compare: option reference needs exactly two inputs (A B --reference A0,B0)");
    return EXIT_BAD_INPUT;
  }
  if (sides.length > 2) {
    return runSeries(io, inputs, sides, settings);
  }
  if (rawOptions && rawOptions.baseline !== undefined) {
    io.printError("aql-shootout compare: option baseline needs three or more inputs");
    return EXIT_BAD_INPUT;
  }
  if (rawOptions && rawOptions.reference !== undefined) {
    return runReproduction(io, inputs, sides, rawOptions.reference, settings);
  }
  var comparison = compare.compare(sides[0], sides[1], settings);
  var common = comparison.rows.filter(function (row) { return row.verdict !== "new" && row.verdict !== "gone"; });
  if (common.length === 0) {
    io.printError("aql-shootout compare: " + inputs[0] + " and " + inputs[1] + " have no case and size in common" +
      comparison.summary.unfinished.map(function (letter) {
        return "; " + (letter === "A" ? inputs[0] : inputs[1]) + " did not finish (endedAt null)";
      }).join(""));
    return EXIT_BAD_INPUT;
  }
  // the load both sides were measured under: a line under the table, and in the JSON
  comparison.load = loadSummary.summarize(sides[0], sides[1]);
  io.print(compareReport.render(settings.format, comparison, sides) + loadLines.appendix(settings.format,
    comparison.load));
  return conclude(io, settings, comparison.summary.alerts, function () { return compareHtml.page(comparison); },
    settings.failOnRegression ? compare.regressions(comparison).join(", ") : "");
}

// After the report: the alerts that formats for programs carry no header line for (on the
// error stream, so a side that did not finish is never missed), the HTML page, and the
// regression gate (regression: what failed it, or ""). Returns the exit status.
function conclude(io, settings, alerts, page, regression) {
  if (settings.format !== "text" && settings.format !== "markdown") {
    alerts.forEach(function (alert) { io.printError("aql-shootout compare: " + alert); });
  }
  if (settings.html !== null && !writeHtml(io, settings.html, page())) {
    return EXIT_BAD_INPUT;
  }
  if (regression !== "") {
    io.printError("aql-shootout compare: regression: " + regression);
    return EXIT_REGRESSION;
  }
  return EXIT_OK;
}

// compare A B --reference A0,B0: today's comparison beside the earlier one (reproduction.js).
function runReproduction(io, inputs, sides, rawReference, settings) {
  var pair;
  var earlier;
  try {
    if (reproductionReport.REPRODUCTION_FORMATS.indexOf(settings.format) < 0) {
      throw new UsageError("option reference gives the formats " + reproductionReport.REPRODUCTION_FORMATS.join(", ") +
        ", not " + settings.format);
    }
    if (settings.html !== null || settings.failOnRegression) {
      throw new UsageError("option reference does not go with html or fail-on-regression");
    }
    pair = pairOf(rawReference);
    earlier = pair.map(function (path) { return readSide(io, path); });
  } catch (e) {
    if (e instanceof UsageError || e instanceof compareInput.InputError) {
      io.printError("aql-shootout compare: " + e.message);
      return EXIT_BAD_INPUT;
    }
    throw e;
  }
  var today = { comparison: compare.compare(sides[0], sides[1], settings) };
  var reference = { comparison: compare.compare(earlier[0], earlier[1], settings) };
  var result = reproduction.reproduce(today, reference, compare.DEFAULTS.confidence);
  if (result.rows.length === 0) {
    io.printError("aql-shootout compare: " + inputs[0] + ", " + inputs[1] + " and the reference " + pair.join(", ") +
      " have no case and size in common");
    return EXIT_BAD_INPUT;
  }
  io.print(reproductionReport.render(settings.format, result, { today: inputs, reference: pair }));
  return EXIT_OK;
}

// Three or more inputs: every one after the first against its baseline (compare-series.js).
function runSeries(io, inputs, sides, settings) {
  if (seriesReport.SERIES_FORMATS.indexOf(settings.format) < 0) {
    io.printError("aql-shootout compare: format " + settings.format + " compares two inputs only; with three or " +
      "more: " + seriesReport.SERIES_FORMATS.join(", "));
    return EXIT_BAD_INPUT;
  }
  var series = compareSeries.compareSeries(sides, settings, settings.baseline);
  var lonely = series.pairs.filter(function (comparison) {
    return !comparison.rows.some(function (row) { return row.verdict !== "new" && row.verdict !== "gone"; });
  });
  if (lonely.length > 0) {
    io.printError("aql-shootout compare: " + lonely[0].a.name + " and " + lonely[0].b.name +
      " have no case and size in common");
    return EXIT_BAD_INPUT;
  }
  io.print(seriesReport.render(settings.format, series));
  var alerts = [];
  series.columns.forEach(function (column) { alerts = alerts.concat(column.summary.alerts); });
  return conclude(io, settings, alerts, function () { return seriesHtml.page(series); },
    settings.failOnRegression ? compareSeries.regressions(series).join("; ") : "");
}

// `noise A1 A2`: the A/A calibration report of two runs of the same server. Returns the exit
// status: 0, or 2 for bad input.
function runNoise(io, inputs, rawOptions) {
  try {
    Object.keys(rawOptions || {}).forEach(function (key) {
      if (key !== "alpha" && key !== "noise") {
        throw new UsageError("option " + key + " is for compare, not noise; usage: " + NOISE_USAGE);
      }
    });
    var settings = settingsFrom(rawOptions);
    var calibration = noise.calibrate(inputs.map(function (path) { return readSide(io, path); }), settings);
    if (calibration.rows.length === 0) {
      throw new UsageError(inputs.join(", ") + " have no case and size measured in every run");
    }
    io.print(noise.format(calibration).join("\n"));
    return EXIT_OK;
  } catch (e) {
    if (e instanceof UsageError || e instanceof compareInput.InputError) {
      io.printError("aql-shootout noise: " + e.message);
      return EXIT_BAD_INPUT;
    }
    throw e;
  }
}

// `compare …` or `noise …` from command-line words (node, arangod script mode, arangosh).
function runWords(io, command, words) {
  if (words.some(function (word) { return word === "--help" || word === "-h"; })) {
    io.print("usage: " + (command === "noise" ? NOISE_USAGE : USAGE));
    return EXIT_OK;
  }
  var parsed;
  try {
    parsed = parseWords(words, command);
  } catch (e) {
    if (e instanceof UsageError) {
      io.printError("aql-shootout " + command + ": " + e.message);
      return EXIT_BAD_INPUT;
    }
    throw e;
  }
  return command === "noise" ? runNoise(io, parsed.inputs, parsed.raw) : run(io, parsed.inputs, parsed.raw);
}

module.exports = {
  run: run,
  runNoise: runNoise,
  runWords: runWords,
  NOISE_USAGE: NOISE_USAGE,
  parseWords: parseWords,
  UsageError: UsageError,
  USAGE: USAGE,
  EXIT_OK: EXIT_OK,
  EXIT_REGRESSION: EXIT_REGRESSION,
  EXIT_BAD_INPUT: EXIT_BAD_INPUT
};
