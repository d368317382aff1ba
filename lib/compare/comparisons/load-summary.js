/*
 * The load both sides were measured under, from the results files' own record of it
 * (inputs/run-load.js): per process pair of a duet (both servers at once, so one figure for
 * both), or per run where the sides took turns; then whether the machine was quiet, busy, or
 * busier for one side than for the other. Load changes B/A itself, not only its noise: a busy
 * machine's B/A is not a quiet machine's (docs/comparing.md, "The load on record"). ES5.
 */
"use strict";

var stats = require("../../run/stats");
var runLoad = require("../inputs/run-load");
var duets = require("../inputs/duets");

// Cores of other work. Below QUIET the machine is called quiet; from BUSY on, busy; sides
// whose figures lie DIFFERENT apart or more ran under different load. Chosen, not fitted:
// what is known is that a machine with a compiler build beside moved B/A (docs/comparing.md).
var QUIET = 0.2;
var BUSY = 0.5;
var DIFFERENT = 0.5;

// The two runs of a process pair: both sides of a duet, started together as the comparison
// recognises a duet (inputs/duets.js: a millisecond apart at most), each run in one pair only.
function partnerOf(run, others, paired) {
  var index = duets.closestPartner(run, others, function (i) {
    var other = others[i];
    return run.load.duet && other.load && other.load.duet && paired.indexOf(other) < 0 && other.name !== run.name;
  });
  return index >= 0 ? others[index] : null;
}

function medianOf(values) {
  return values.length === 0 ? null : stats.median(values);
}

// sideA, sideB: the two inputs (inputs/compare-input.js, run-group.js). Returns null when
// either is a printed table (which records no load), else
//   { files, notRecorded: [names], unreadable: [why], design: "pairs" | "runs" | null,
//     units: [{ kind: "pair" | "run", side: "both" | "a" | "b", names, other, cores, loadAverage }],
//     cores, other: { a, b } (the median unit of each side), loadAverage: { a, b },
//     quiet, busy, differentLoad }
function summarize(sideA, sideB) {
  if (sideA.kind !== "results" || sideB.kind !== "results") {
    return null;
  }
  var runs = { a: sideA.serverRuns, b: sideB.serverRuns };
  var summary = { files: runs.a.length + runs.b.length, notRecorded: [], unreadable: [], design: null, units: [],
    cores: null, other: { a: null, b: null }, loadAverage: { a: null, b: null }, quiet: false, busy: false,
    differentLoad: false };
  var paired = [];
  runs.a.forEach(function (run) {
    var partner = run.load ? partnerOf(run, runs.b, paired) : null;
    if (partner !== null) {
      paired.push(run, partner);
      var figures = runLoad.pairFigures(run.load, partner.load);
      if (figures !== null) {
        summary.units.push({ kind: "pair", side: "both", names: [run.name, partner.name], other: figures.other,
          cores: figures.cores, loadAverage: figures.loadAverage });
      }
    }
  });
  ["a", "b"].forEach(function (side) {
    runs[side].forEach(function (run) {
      if (!run.load) {
        summary.notRecorded.push(run.name);
      } else if (paired.indexOf(run) < 0) {
        var figures = runLoad.runFigures(run.load);
        if (figures !== null) {
          summary.units.push({ kind: "run", side: side, names: [run.name], other: figures.other, cores: figures.cores,
            loadAverage: figures.loadAverage });
        }
      }
      if (run.load) {
        run.load.unreadable.forEach(function (why) {
          if (summary.unreadable.indexOf(why) < 0) {
            summary.unreadable.push(why);
          }
        });
      }
    });
  });
  if (summary.units.length === 0) {
    return summary;
  }
  var kinds = summary.units.map(function (unit) { return unit.kind; });
  summary.design = kinds.indexOf("run") < 0 ? "pairs" : (kinds.indexOf("pair") < 0 ? "runs" : null);
  summary.cores = Math.max.apply(null, summary.units.map(function (unit) { return unit.cores; }));
  ["a", "b"].forEach(function (side) {
    var own = summary.units.filter(function (unit) { return unit.side === side || unit.side === "both"; });
    summary.other[side] = medianOf(own.map(function (unit) { return unit.other; }));
    summary.loadAverage[side] = medianOf(own.filter(function (unit) { return unit.loadAverage !== null; })
      .map(function (unit) { return unit.loadAverage; }));
  });
  var known = [summary.other.a, summary.other.b].filter(function (value) { return value !== null; });
  summary.quiet = summary.units.every(function (unit) { return unit.other < QUIET; });
  summary.busy = known.some(function (value) { return value >= BUSY; });
  summary.differentLoad = known.length === 2 && Math.abs(summary.other.a - summary.other.b) >= DIFFERENT;
  return summary;
}

module.exports = { summarize: summarize, QUIET: QUIET, BUSY: BUSY, DIFFERENT: DIFFERENT };
