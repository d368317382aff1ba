/*
 * A comparison of three or more runs (`compare A B C …`): every input after the first is
 * compared with a baseline, the first input (baseline "first", the default) or the input
 * before it ("previous", for a version series read step by step). Each pair is an ordinary
 * two-sided comparison (compare.js), so every rule of two inputs holds per column: table
 * resolution, wrong results out of the geometric mean, method warnings, unfinished sides,
 * not-measured rows, noise bands. This module only lines the pairs up into one table. ES5.
 */
"use strict";

var compare = require("./compare");

var BASELINES = ["first", "previous"];

// Inputs are named A, B, C … in the order given.
function letterOf(index) {
  return String.fromCharCode(65 + index);
}

function keyOf(row) {
  return (row.suite || "shootout") + "|" + row["case"] + "|" + row.documents;
}

// The rows some input has no median for (a printed 2015 table has averages only): every
// column of such a row compares means, so the value shown for an input and every ratio
// computed from it are of one statistic.
function rowsWithoutMedians(sides) {
  var keys = {};
  sides.forEach(function (side) {
    side.entries.forEach(function (entry) {
      if (entry.median === null && entry.avg !== null) {
        keys[entry.key] = true;
      }
    });
  });
  return keys;
}

// One pair's settings: the series' own, with the pair's letters and the rows to read as means.
function pairSettings(settings, against, input, meansFor) {
  var copy = {};
  Object.keys(settings || {}).forEach(function (key) { copy[key] = settings[key]; });
  copy.letters = [letterOf(against), letterOf(input)];
  copy.meansFor = meansFor;
  return copy;
}

// The settings every column shares: a pair's, without what is the pair's own (its letters,
// the rows read as means).
function seriesSettings(pair) {
  var shared = {};
  Object.keys(pair).forEach(function (key) {
    if (key !== "letters" && key !== "meansFor") {
      shared[key] = pair[key];
    }
  });
  return shared;
}

// sides: from compare-input.read, in the order given. settings: as for compare.compare.
function compareSeries(sides, settings, baseline) {
  var columns = [];
  var meansFor = rowsWithoutMedians(sides);
  for (var i = 1; i < sides.length; i += 1) {
    var against = baseline === "previous" ? i - 1 : 0;
    columns.push({ input: i, baseline: against,
      comparison: compare.compare(sides[against], sides[i], pairSettings(settings, against, i, meansFor)) });
  }
  // rows in the order the inputs list them: the first input's, then any the others add
  var rows = [];
  var byKey = {};
  columns.forEach(function (column) {
    column.comparison.rows.forEach(function (row) {
      var key = keyOf(row);
      if (!byKey.hasOwnProperty(key)) {
        byKey[key] = { suite: row.suite, "case": row["case"], family: row.family, size: row.size,
          documents: row.documents, values: sides.map(function () { return null; }),
          cells: columns.map(function () { return null; }) };
        rows.push(byKey[key]);
      }
    });
  });
  columns.forEach(function (column, c) {
    column.comparison.rows.forEach(function (row) {
      var line = byKey[keyOf(row)];
      line.cells[c] = row;
      if (row.a !== null && line.values[column.baseline] === null) {
        line.values[column.baseline] = row.a;
      }
      if (row.b !== null) {
        line.values[column.input] = row.b;
      }
    });
  });
  return {
    baseline: baseline,
    inputs: sides.map(function (side) { return { name: side.name, label: side.label, finished: side.finished }; }),
    settings: seriesSettings(columns[0].comparison.settings),
    columns: columns.map(function (column) {
      return { input: column.input, baseline: column.baseline, summary: column.comparison.summary };
    }),
    pairs: columns.map(function (column) { return column.comparison; }),
    rows: rows
  };
}

// Regression-gate reasons over every column, named by column.
function regressions(series) {
  var reasons = [];
  series.pairs.forEach(function (comparison, c) {
    var column = series.columns[c];
    compare.regressions(comparison).forEach(function (reason) {
      reasons.push(letterOf(column.input) + "/" + letterOf(column.baseline) + " (" + series.inputs[column.input].name +
        " vs " + series.inputs[column.baseline].name + "): " + reason);
    });
  });
  return reasons;
}

module.exports = { compareSeries: compareSeries, regressions: regressions, letterOf: letterOf, BASELINES: BASELINES };
