/*
 * What a run prints about itself: the header line naming the server, one progress summary
 * per case and size, the rows of the table, and the lists of failed cases and cases that read
 * without their index. Text only; nothing here measures or touches the server. ES5.
 */
"use strict";

var runner = require("../run/runner");
var progress = require("../run/progress");
var stopRule = require("../run/stop-rule");
var stability = require("../run/stability");
var turns = require("../run/turns");

var CLIENT_SIDE_NOTE = "timings measured in arangosh: client-side, HTTP round trip and result decoding included";

function hostDescription(server) {
  return server.host === "stand-in"
    ? "the stand-in for arangod " + server.version + " (" + server.invocation + "; timings mean nothing about ArangoDB)"
    : "ArangoDB " + server.version + " (" + server.engine + ", " + server.role + ", " + server.host + ")";
}

// The word after a row of the table: the 2015 table had none; ours marks what a reader of the
// numbers must know (table-parser.js reads these marks back).
function rowProblem(entry) {
  if (entry.error !== null) {
    return "error";
  }
  if (entry.skipped && entry.skipped.reason === "no-index") {
    return "no index, not timed";
  }
  if (entry.skipped && entry.skipped.reason === "not-available") {
    return "not available";
  }
  if (entry.verified === false) {
    return "wrong result";
  }
  return entry.indexMissing ? "no index" : null;
}

function tableRows(entries) {
  return entries.map(function (entry) {
    return {
      name: entry["case"],
      label: entry.size,
      runs: entry.times.length,
      min: entry.min,
      max: entry.max,
      avg: entry.avg,
      median: entry.median,
      suite: entry.suite || "shootout",
      problem: rowProblem(entry)
    };
  });
}

// "5", or "auto (95 % interval within 2 % of the median, at most 30 s per case)"; an A/B's
// turns: "40 turns", or "turns until ... ".
function runsDescription(options) {
  if (options.order === "turns") {
    return options.runs !== "auto" ? options.runs + " turns a size" : "turns until a change of B/A of " + options.target +
      " % would be seen or " + options.budget + " s are spent a size (at most " + turns.MAX_TURNS + ")";
  }
  return options.runs !== "auto" ? String(options.runs) : "auto (until the median's 95 % interval is within " +
    options.targetCi + " % or " + options.maxTime + " s of runs are spent per case; 5 to 100 runs)";
}

function factorText(value) {
  return "×" + value.toFixed(3);
}

// Why an A/B's turns of a size stopped (turns.js stopReason), in words.
function turnsStopText(stopped, options) {
  if (stopped.reason === "runs") {
    return "the " + options.runs + " turns asked for";
  }
  if (stopped.reason === "target") {
    return "target reached (" + factorText(1 + options.target / 100) + ")";
  }
  if (stopped.reason === "budget") {
    return "the budget of " + options.budget + " s is spent before the target (" + factorText(1 + options.target / 100) + ")";
  }
  if (stopped.reason === "max-turns") {
    return "the most turns a size takes (" + turns.MAX_TURNS + ") before the target (" +
      factorText(1 + options.target / 100) + ")";
  }
  return "an error ended them";
}

// The line of an A/B's turns on a size: while they go on (stopped null), and when they end.
// judged: { ratio, detectable } of the turns, or null.
function turnsLine(entryA, count, seconds, judged, stopped, options) {
  var text = "A/B " + entryA.size + ": " + count + " turns in " + seconds.toFixed(1) + " s" + (stopped === null ? " so far" : "");
  if (judged !== null) {
    text += ", B/A " + judged.ratio.toFixed(3) + ", a change of " + factorText(judged.detectable) + " would be seen";
  }
  return text + (stopped === null ? "" : "; stopped: " + turnsStopText(stopped, options));
}

// One line after each round of a run in rounds. elapsed: the seconds since the first round of
// this session began; roundsHere: the rounds timed in them (fewer than round after a resume).
function roundSummary(round, cases, seconds, elapsed, options, roundsHere) {
  var text = "round " + round + (options.runs === "auto" ? " (runs auto: at most " + stopRule.AUTO.maximum + ")"
    : " of " + options.runs) + ": " + cases +
    " case(s) timed once each in " + seconds.toFixed(1) + " s";
  if (options.runs !== "auto" && round < options.runs) {
    text += ", about " + progress.clock(elapsed / (roundsHere || round) * (options.runs - round)) + " left";
  }
  return text;
}

// The line after each case: measured (order case), or prepared and warmed up (rounds, and
// alternate, which measures round by round too: the timed runs follow in the rounds).
function progressSummary(entry, order) {
  var text = entry["case"] + " " + entry.size + ": ";
  if (order !== "case" && entry.error === null && !entry.skipped) {
    text += "prepared, " + entry.warmupTimes.length + " warmup run(s)";
  } else if (entry.times.length > 0) {
    text += "avg " + entry.avg.toFixed(4) + " s, med " + entry.median.toFixed(4) + " s (" +
      entry.times.length + " runs)";
  } else {
    text += "no timed run";
  }
  if (entry.indexMissing) {
    text += ", NO INDEX USED (full scan where the dataset's index belongs)";
  }
  // a query the server refused has no plan for the same reason it has an error: said once
  if (entry.planError !== null && (entry.error === null || entry.error.message !== entry.planError)) {
    text += ", no plan: " + entry.planError;
  }
  if (entry.badSamples && entry.badSamples.length > 0) {
    text += ", " + entry.badSamples.length + " sample(s) of zero or negative time left out (the clock stepped)";
  }
  if (entry.skipped) {
    return text + ", " + entry.skipped.message;
  }
  if (entry.error !== null) {
    return text + ", ERROR" + (typeof entry.error.errorNum === "number" ? " " + entry.error.errorNum : "") + ": " +
      entry.error.message;
  }
  if (entry.resultCount === null) {
    // rounds without warmup: the first timed run, in round 1, verifies the result
    return text + ", result checked in the first round";
  }
  if (entry.verified === null) {
    return text + ", " + entry.resultCount + " rows, not verified (no expected result given)";
  }
  return text + (entry.verified ? ", verified" : ", WRONG RESULT: " + entry.mismatch);
}

function indexWarningLines(entries) {
  var missing = entries.filter(function (entry) { return entry.indexMissing === true; });
  if (missing.length === 0) {
    return [];
  }
  var untimed = missing.filter(function (entry) { return entry.skipped !== null && entry.skipped !== undefined; });
  return ["", "NO INDEX: " + missing.length + " case(s) that need the dataset's indexes read the " +
    "collection by full scan; check the server's indexes and optimizer settings" +
    (untimed.length > 0 ? " (" + untimed.length + " not timed; --allow-no-index times them anyway; " +
      "ArangoDB 2.5.0 to 2.5.3 never use an index for c.@attribute)" : "") + ":"].concat(
    missing.map(function (entry) {
      return "  " + entry["case"] + " " + entry.size + (entry.skipped ? " (not timed)" : "");
    }));
}

// Rows the server cannot run (its version lacks the AQL or the form a case needs), with why,
// so the table's NOT AVAILABLE marks are explained where they are read.
function notAvailableLines(entries) {
  var missing = entries.filter(function (entry) { return entry.skipped && entry.skipped.reason === "not-available"; });
  return missing.length === 0 ? [] : ["", "NOT AVAILABLE: " + missing.length + " case(s) this server cannot run:"].concat(
    missing.map(function (entry) { return "  " + entry["case"] + " " + entry.size + ": " + entry.skipped.message; }));
}

// The lines of the rows with warnings of one kind (stability.js), under a heading.
function warningLines(entries, kind, heading) {
  var affected = entries.filter(function (entry) { return kind(entry.warnings).length > 0; });
  if (affected.length === 0) {
    return [];
  }
  return ["", heading(affected.length)].concat(affected.map(function (entry) {
    return "  " + entry["case"] + " " + entry.size + ": " + kind(entry.warnings).map(function (warning) {
      return warning.message;
    }).join("; ");
  }));
}

// Rows whose samples moved while they were measured (stability.js): a difference in them may
// be noise, whatever a comparison says. Then, apart, rows whose warmups were much slower than
// their timed runs: cold caches before the runs, not samples that moved.
function instabilityLines(entries) {
  return warningLines(entries, stability.aboutSamples, function (count) {
    return "UNSTABLE: " + count + " row(s) whose samples moved while they were measured; treat their differences with care:";
  }).concat(warningLines(entries, stability.aboutWarmups, function (count) {
    return "SLOW WARMUPS: " + count + " row(s) whose warmups took far longer than their timed runs (the caches were " +
      "cold before the runs; more warmup runs, --warmup, make sure the first timed run is warm too):";
  }));
}

// Samples the clock gave as zero or negative: named under the table, since each one is a run
// that the statistics of its row do not contain.
function clockWarningLines(entries) {
  var affected = entries.filter(function (entry) { return entry.badSamples && entry.badSamples.length > 0; });
  if (affected.length === 0) {
    return [];
  }
  return ["", "CLOCK: the server's clock gave zero or negative times (a clock step?); those samples are " +
    "kept in the results file (badSamples) and left out of the statistics:"].concat(
    affected.map(function (entry) {
      return "  " + entry["case"] + " " + entry.size + ": " + entry.badSamples.map(function (sample) {
        return (sample.warmup ? "warmup " : "run ") + sample.run + " = " + sample.seconds + " s";
      }).join(", ");
    }));
}

function megabytes(bytes) {
  return bytes < 1024 * 1024 ? (bytes / 1024).toFixed(1) + " KB" : (bytes / (1024 * 1024)).toFixed(1) + " MB";
}

// The largest of a field over the entries of one suite, or null when none has it.
function peakOf(entries, valuesOf) {
  var peak = null;
  entries.forEach(function (entry) {
    valuesOf(entry).forEach(function (value) {
      if (typeof value === "number" && (peak === null || value > peak)) {
        peak = value;
      }
    });
  });
  return peak;
}

// The server's memory per suite, as the 2018 benchmark showed it: the peak resident size of
// the process after the timed runs (process statistics) and the peak memory of a single
// query where the server reports it (extra.stats.peakMemoryUsage, 3.4+). Nothing is shown
// where the server gave neither.
function memoryLines(entries) {
  var suites = [];
  entries.forEach(function (entry) {
    var suite = entry.suite || "shootout";
    if (suites.indexOf(suite) < 0) {
      suites.push(suite);
    }
  });
  var lines = [];
  suites.forEach(function (suite) {
    var ofSuite = entries.filter(function (entry) { return (entry.suite || "shootout") === suite; });
    var resident = peakOf(ofSuite, function (entry) { return entry.memory || []; });
    var query = peakOf(ofSuite, function (entry) {
      return (entry.stats || []).map(function (statistics) { return statistics.peakMemoryUsage; });
    });
    var parts = [];
    if (resident !== null) {
      parts.push("server resident " + megabytes(resident));
    }
    if (query !== null) {
      parts.push("one query " + megabytes(query));
    }
    if (parts.length > 0) {
      lines.push("  " + suite + ": " + parts.join(", "));
    }
  });
  return lines.length === 0 ? [] : ["", "MEMORY (peak per suite; the server's resident size after each timed run, " +
    "and a single query's peakMemoryUsage where the server reports it):"].concat(lines);
}

function failureLines(entries) {
  var failures = entries.filter(runner.failed);
  if (failures.length === 0) {
    return [];
  }
  return [""].concat(["FAILED: " + failures.length + " of " + entries.length + " cases"],
    failures.map(function (entry) {
      return "  " + entry["case"] + " " + entry.size + ": " + (entry.error !== null
        ? "error" + (entry.error.errorNum !== null ? " " + entry.error.errorNum : "") + ": " +
          entry.error.message
        : "wrong result: " + entry.mismatch);
    }));
}

module.exports = {
  memoryLines: memoryLines,
  CLIENT_SIDE_NOTE: CLIENT_SIDE_NOTE,
  hostDescription: hostDescription,
  tableRows: tableRows,
  runsDescription: runsDescription,
  turnsLine: turnsLine,
  roundSummary: roundSummary,
  progressSummary: progressSummary,
  indexWarningLines: indexWarningLines,
  notAvailableLines: notAvailableLines,
  clockWarningLines: clockWarningLines,
  instabilityLines: instabilityLines,
  failureLines: failureLines
};
