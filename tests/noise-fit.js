"use strict";
// npm run noise-fit [-- --json]: fits the simulated clock's machine (tests/standin/README.md,
// "Simulated timing", "The machine") to the real runs of results/real/, per data set (quiet,
// busy), and prints the figures it was fitted from beside the same figures of runs simulated
// with the fitted values, then the fitted values as the presets keep them
// (tests/standin/arangod/machine-presets.js). Node only, no dependencies; about 10 s.

const { readDataSet } = require("./noise/real-runs");
const { fitMachine, rounded } = require("./noise/fit-machine");

// What each figure is (noise-figures.js), in the order printed. All on log times.
const FIGURES = [
  ["withinRunSd", "within-run sd of log times (median over rows)"],
  ["coreSd", "per-sample noise, robust (successive samples in time)"],
  ["levelSd", "machine level within a run: sd of its time bins"],
  ["levelCorrelation", "  correlation of neighbouring bins"],
  ["binSeconds", "  bin length (s)"],
  ["runFactorSd", "run factor: robust sd between runs"],
  ["neighbourCorrelation", "  rank correlation of neighbouring runs"],
  ["neighbourLag", "  neighbours' distance (s)"],
  ["changeCorrelation", "  rank correlation of neighbours' changes"],
  ["rowRunSd", "row x run residual: robust sd"],
  ["slowShare", "isolated slow samples: share"],
  ["slowFactor", "  their median factor"],
  ["episodeShare", "samples in slow episodes: share"],
  ["episodesPerMinute", "  episodes per minute of run"],
  ["episodeSeconds", "  episode span, median (s)"],
  ["episodeFactor", "  their samples' median factor"],
  ["firstRound", "first round's excess over rounds 2-5 (median run)"],
  ["firstRoundSlower", "  runs whose first round was slower"],
  ["warmup", "warmup sample's excess over rounds 2-5"]
];

function shown(value) {
  if (value === null || value === undefined || Number.isNaN(value)) {
    return "-";
  }
  return Math.abs(value) >= 100 ? value.toFixed(0) : value.toFixed(4);
}

function report(name, fit, out) {
  const real = fit.real;
  out("== " + name + ": " + real.runs + " runs, " + real.samples + " timed samples, " +
    real.minutes.toFixed(1) + " minutes of rounds\n");
  out("figure".padEnd(52) + "real".padStart(10) + "simulated".padStart(11) + "\n");
  for (const [key, label] of FIGURES) {
    out(label.padEnd(52) + shown(real[key]).padStart(10) + shown(fit.simulated[key]).padStart(11) + "\n");
  }
  out("fitted machine (simulated: the median of 12 machines replaying these runs with it):\n");
  out(JSON.stringify(rounded(fit.machine)) + "\n");
  fit.notes.forEach((note) => out("note: " + note + "\n"));
  out("\n");
}

// Fits both data sets: busy first, since the quiet set cannot tell the slow part's
// correlation time (it has no neighbouring runs with run factors) and borrows busy's.
function fitBoth() {
  const busy = fitMachine(readDataSet("busy"));
  const quiet = fitMachine(readDataSet("quiet"), { slowSecondsFallback: busy.machine.factor[1].seconds });
  return { quiet, busy };
}

function main(args) {
  const fits = fitBoth();
  if (args.includes("--json")) {
    process.stdout.write(JSON.stringify({ quiet: rounded(fits.quiet.machine), busy: rounded(fits.busy.machine) },
      null, 2) + "\n");
    return 0;
  }
  const out = (text) => process.stdout.write(text);
  report("quiet (results/real/real-2.5.4.json, real-2.6.0-alpha2-a.json, -b.json)", fits.quiet, out);
  report("busy (results/real/alternating/*.json)", fits.busy, out);
  return 0;
}

if (require.main === module) {
  process.exitCode = main(process.argv.slice(2));
}

module.exports = { fitBoth };
