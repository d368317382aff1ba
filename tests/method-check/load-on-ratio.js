"use strict";
// What a busy machine does to B/A (npm run method-check): 2.5.4 against 2.6.0-alpha2 measured
// three ways on one machine: quiet, whole runs one after another (results/real/); busy, whole
// runs taking turns (results/real/alternating/); busy, a duet (results/real/duets/ab/). Per row
// (the 10k and 100k rows all three have), how far the busy B/A lies from the quiet one: its
// mean and sd over rows (log), and the sd that the two comparisons' own uncertainty explains
// (each row's B/A interval as a normal's ±1.96 sd): an sd well above that would be load
// changing the ratio itself, one no larger cannot be told from noise.

const fs = require("fs");
const path = require("path");
const compareInput = require("../../lib/compare/inputs/compare-input");
const runGroup = require("../../lib/compare/inputs/run-group");
const compare = require("../../lib/compare/comparisons/compare");
const stats = require("../../lib/run/stats");

const ROOT = path.resolve(__dirname, "..", "..");

function group(files) {
  return runGroup.group(files.join(","), files.map((file) =>
    compareInput.read(file, fs.readFileSync(path.join(ROOT, file), "utf8"))));
}

// The rows both sides measured, at 10k and 100k: their ratio and interval by case/size.
function ratios(a, b) {
  const found = new Map();
  compare.compare(a, b).rows.filter((row) => row.ratio !== null && row.interval !== null && row.documents <= 100000)
    .forEach((row) => found.set(row.case + " " + row.size, { ratio: row.ratio, interval: row.interval }));
  return found;
}

// The spread of log(busy / quiet) over the rows both have.
function against(busy, quiet) {
  const differences = [];
  const explained = [];
  const sdOf = (interval) => Math.log(interval.high / interval.low) / (2 * 1.959964);
  busy.forEach((row, key) => {
    const other = quiet.get(key);
    if (other) {
      differences.push(Math.log(row.ratio / other.ratio));
      explained.push(sdOf(row.interval) * sdOf(row.interval) + sdOf(other.interval) * sdOf(other.interval));
    }
  });
  return { rows: differences.length, mean: stats.mean(differences), sd: stats.standardDeviation(differences),
    explained: Math.sqrt(stats.mean(explained)) };
}

function measure() {
  const quiet = ratios(group(["results/real/real-2.5.4.json"]),
    group(["results/real/real-2.6.0-alpha2-a.json", "results/real/real-2.6.0-alpha2-b.json"]));
  const alternating = ratios(group(["r254-1", "r254-2", "r254-3", "r254-5", "r254-6"].map((name) => "results/real/alternating/" + name + ".json")),
    group(["r26-1", "r26-2", "r26-3", "r26-4", "r26-5", "r26-6"].map((name) => "results/real/alternating/" + name + ".json")));
  const duet = ratios(group([1, 2, 3].map((k) => "results/real/duets/ab/a-" + k + ".json")),
    group([1, 2, 3].map((k) => "results/real/duets/ab/b-" + k + ".json")));
  return { duet: against(duet, quiet), alternating: against(alternating, quiet) };
}

function lines(measured) {
  const line = (name, part) => name + ": " + part.rows + " rows, busy B/A ×" + Math.exp(part.mean).toFixed(3) +
    " of the quiet one on average, sd " + part.sd.toFixed(3) + " (log) per row; the two comparisons' own uncertainty " +
    "explains an sd of " + part.explained.toFixed(3);
  return [line("a duet beside heavy load", measured.duet), line("whole runs taking turns, busy", measured.alternating)];
}

module.exports = { measure, lines, against };
