/*
 * Reading printed result tables back: the table of the 2015 shootout script
 * (test name | collection | runs | min (s) | max (s) | avg (s), a line of dashes under the
 * header) and this suite's own table (the same plus med (s) and, since suites, the suite
 * column, and an optional "<- ERROR" / "<- WRONG RESULT" mark), pasted from a console with
 * other lines around them. A row without a suite column is the 2015 shootout's. ES5.
 */
"use strict";

var sizes = require("../../options/sizes");

var HEADER = /^\s*test name\s*\|\s*collection\s*\|\s*runs\s*\|\s*min \(s\)\s*\|\s*max \(s\)\s*\|\s*avg \(s\)\s*(\|\s*med \(s\)\s*(\|\s*suite\s*)?)?$/;
var DASHES = /^\s*-{20,}\s*$/;
var MARK = /\s*<-\s*(ERROR|WRONG RESULT|NO INDEX, NOT TIMED|NO INDEX|NOT AVAILABLE)\s*$/;
var NUMBER = /^-?[0-9]+(\.[0-9]+)?$/;

function ParseError(message) {
  this.name = "ParseError";
  this.message = message;
}
ParseError.prototype = Object.create(Error.prototype);
ParseError.prototype.constructor = ParseError;

// The number of decimals a printed time has: its resolution (four in both layouts).
function decimalsOf(text) {
  if (text === "-") {
    return Infinity;
  }
  var point = text.indexOf(".");
  return point < 0 ? 0 : text.length - point - 1;
}

function seconds(text, what, lineNumber) {
  if (text === "-") {
    return null;
  }
  if (!NUMBER.test(text)) {
    throw new ParseError("line " + lineNumber + ": " + what + " is not a number: '" + text + "'");
  }
  var value = parseFloat(text);
  if (value < 0) {
    throw new ParseError("line " + lineNumber + ": " + what + " is negative: " + text);
  }
  return value;
}

function suiteName(text, lineNumber) {
  if (!/^[a-z][a-z0-9-]*$/.test(text)) {
    throw new ParseError("line " + lineNumber + ": invalid suite name '" + text + "'");
  }
  return text;
}

// One row of a table with `columns` columns (6, 7, or 8 with the suite); returns the row or throws.
function parseRow(line, columns, lineNumber) {
  var mark = MARK.exec(line);
  var cells = line.replace(MARK, "").split("|").map(function (cell) {
    return cell.replace(/^\s+|\s+$/g, "");
  });
  if (cells.length !== columns) {
    throw new ParseError("line " + lineNumber + ": expected " + columns + " columns, found " +
      cells.length + ": '" + line + "'");
  }
  if (!/^[A-Za-z0-9][A-Za-z0-9_.-]*$/.test(cells[0])) {
    throw new ParseError("line " + lineNumber + ": invalid test name '" + cells[0] + "'");
  }
  // "-": a query that read no dataset and ran without a size (sizes.label)
  var documents = null;
  try {
    documents = cells[1] === "-" ? null : sizes.parse(cells[1]);
  } catch (e) {
    throw new ParseError("line " + lineNumber + ": invalid collection size '" + cells[1] + "'");
  }
  if (!/^[0-9]+$/.test(cells[2])) {
    throw new ParseError("line " + lineNumber + ": runs is not a whole number: '" + cells[2] + "'");
  }
  return {
    "case": cells[0],
    documents: documents,
    runs: parseInt(cells[2], 10),
    min: seconds(cells[3], "min", lineNumber),
    max: seconds(cells[4], "max", lineNumber),
    avg: seconds(cells[5], "avg", lineNumber),
    median: columns >= 7 ? seconds(cells[6], "med", lineNumber) : null,
    // the fewest decimals among the printed avg and median: every value is rounded to them
    decimals: Math.min(decimalsOf(cells[5]), columns >= 7 ? decimalsOf(cells[6]) : Infinity),
    suite: columns === 8 ? suiteName(cells[7], lineNumber) : "shootout",
    failed: mark !== null && mark[1].indexOf("NO INDEX") !== 0 && mark[1] !== "NOT AVAILABLE" ? mark[1].toLowerCase() : null,
    // a case this server version lacks: nothing measured, nothing failed
    notAvailable: mark !== null && mark[1] === "NOT AVAILABLE",
    // a row the run chose not to time (no index in its plan): nothing measured, nothing failed
    notTimed: mark !== null && mark[1] === "NO INDEX, NOT TIMED"
  };
}

// Every table found in `text`, in order: [{ layout: "2015" | "aql-shootout", rows: [...] }].
// A table ends at the first line that is not a row (blank line, other output); a line that
// looks like a row but is malformed is an error that names the line.
function parseTables(text) {
  var lines = String(text).split(/\r?\n/);
  var tables = [];
  for (var i = 0; i < lines.length; i += 1) {
    var header = HEADER.exec(lines[i]);
    if (!header) {
      continue;
    }
    if (i + 1 >= lines.length || !DASHES.test(lines[i + 1])) {
      throw new ParseError("line " + (i + 2) + ": expected a line of dashes under the table header");
    }
    var columns = header[2] ? 8 : (header[1] ? 7 : 6);
    var rows = [];
    var j = i + 2;
    for (; j < lines.length && lines[j].indexOf("|") >= 0; j += 1) {
      rows.push(parseRow(lines[j], columns, j + 1));
    }
    tables.push({ layout: columns >= 7 ? "aql-shootout" : "2015", rows: rows });
    i = j - 1;
  }
  return tables;
}

module.exports = { parseTables: parseTables, ParseError: ParseError };
