/*
 * Were the two sides of a comparison measured the same way? A difference in warmup runs, GC
 * pause, timed runs, case order, host (arangod console, arangod script, arangosh) or suite
 * version can move the numbers as much as the server change being compared, so each one is
 * a warning that names both values. A printed 2015 table stands for the 2015 script's
 * method (no warmup, averages), which is said outright when the other side is newer.
 * Sides come from compare-input.js (side.method). ES5.
 */
"use strict";

// What is compared, in the order the warnings are listed, and how to name it.
var FIELDS = [
  { key: "warmup", name: "warmup runs" },
  { key: "gcPause", name: "GC pause (s)" },
  { key: "runs", name: "timed runs" },
  { key: "order", name: "case order" },
  { key: "host", name: "host" },
  { key: "invocation", name: "invocation" },
  { key: "suiteVersion", name: "suite version" }
];

function shown(value) {
  return typeof value === "string" ? value : JSON.stringify(value);
}

function sideName(letter, side) {
  return letter + " (" + side.name + ")";
}

// A 2015 table compared with a run of this suite: the reader must know that A's numbers
// include the cold first run and are averages.
function oldMethodWarning(old, oldLetter, other, otherLetter) {
  var otherWarmup = other.method.warmup;
  var otherPause = other.method.gcPause;
  var known = [];
  if (otherWarmup !== null) {
    known.push(otherWarmup + " warmup run(s)");
  }
  if (otherPause !== null) {
    known.push("a " + otherPause + " s GC pause");
  }
  return sideName(oldLetter, old) + " is a 2015 table: the 2015 script ran no warmup, waited 1 s with a " +
    "garbage collection before each run and printed averages; " + sideName(otherLetter, other) +
    " is a newer run" + (known.length > 0 ? " with " + known.join(" and ") : "") +
    ". The rows compare averages, and " + oldLetter + "'s include each case's first, cold run" +
    (otherWarmup !== null && otherWarmup > 0 ? " where " + otherLetter + "'s do not" : "") + ".";
}

// The warnings, [] when both sides were measured alike (or nothing is known to differ).
// letters: how to name the two sides (["A", "B"] unless given).
function differences(a, b, letters) {
  var names = letters || ["A", "B"];
  var list = [];
  var oldA = a.layout === "2015";
  var oldB = b.layout === "2015";
  if (oldA !== oldB) {
    list.push(oldA ? oldMethodWarning(a, names[0], b, names[1]) : oldMethodWarning(b, names[1], a, names[0]));
  }
  FIELDS.forEach(function (field) {
    var valueA = a.method[field.key];
    var valueB = b.method[field.key];
    if (valueA === null || valueB === null || JSON.stringify(valueA) === JSON.stringify(valueB)) {
      return;
    }
    // the 2015 method differs from ours by design; its warning above already says how
    if (oldA !== oldB && (field.key === "warmup" || field.key === "gcPause")) {
      return;
    }
    // invocation is part of host for arangod ("arangod console"): one warning is enough
    if (field.key === "invocation" && a.method.host !== b.method.host) {
      return;
    }
    list.push("the two sides were measured differently: " + field.name + " " + names[0] + " " + shown(valueA) + ", " +
      names[1] + " " + shown(valueB) + ".");
  });
  return list;
}

module.exports = { differences: differences, FIELDS: FIELDS };
