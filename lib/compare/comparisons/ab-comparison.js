/*
 * The comparison of an A/B run of the workbench, from its results (inputs/ab-file.js): what the
 * run prints at its end and what `compare FILE` prints for its file, the same verdict. A and B
 * took turns in one server, so they are judged on their turns (verdict/turns-model.js); a file
 * that does not say when its samples began is judged as two groups of samples of one run.
 * ES5.
 */
"use strict";

var abFile = require("../inputs/ab-file");
var compare = require("./compare");

// No noise band by default: A and B share the server, its minutes and its data, so no noise
// between runs needs a margin, and a user optimizing a query asks for changes of a few percent.
var NOISE = 0;

// parsed: the run's results (a parsed results file, or the run's own record); name: how to
// name the two sides; settings (optional): { alpha, noise, confidence }. Returns { comparison,
// sides: [a, b] }.
function compareAb(parsed, name, settings) {
  var chosen = settings || {};
  var both = abFile.sides(parsed, name);
  var turns = abFile.turns(both.a, both.b);
  var options = { alpha: chosen.alpha, noise: chosen.noise === undefined ? NOISE : chosen.noise,
    confidence: chosen.confidence };
  if (turns !== null) {
    options.turns = turns;
  } else {
    options.sharedRun = true;
  }
  return { comparison: compare.compare(both.a, both.b, options), sides: [both.a, both.b] };
}

module.exports = { compareAb: compareAb, isAb: abFile.isAb, NOISE: NOISE };
