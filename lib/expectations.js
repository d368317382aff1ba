/*
 * What a case's result must be, as checkable objects. Each expectation has
 *   rowCount          the number of rows the result must have
 *   check(rows)       null when rows are right, else one sentence naming the first difference
 * Results of queries without SORT come in no defined order (docs 3.12, AQL FOR), so most
 * expectations identify each row by the document number it belongs to and require every
 * number exactly once; COLLECT output and single values are compared in order. ES5.
 */
"use strict";

function preview(value) {
  var text = JSON.stringify(value);
  return text !== undefined && text.length > 120 ? text.slice(0, 117) + "..." : text;
}

// Deep equality of JSON values; object key order does not matter (AQL compares objects by the
// union of their keys, and MERGE, KEEP and ATTRIBUTES promise no key order: docs 3.12, "Type and
// value order" and the document functions).
function sameValue(a, b) {
  if (a === b) {
    return true;
  }
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null ||
      Array.isArray(a) !== Array.isArray(b)) {
    return false;
  }
  var keysA = Object.keys(a);
  var keysB = Object.keys(b);
  if (keysA.length !== keysB.length) {
    return false;
  }
  for (var i = 0; i < keysA.length; i += 1) {
    if (!Object.prototype.hasOwnProperty.call(b, keysA[i]) || !sameValue(a[keysA[i]], b[keysA[i]])) {
      return false;
    }
  }
  return true;
}

function countProblem(rows, rowCount) {
  if (!Array.isArray(rows)) {
    return "expected an array of rows, got " + preview(rows);
  }
  return rows.length === rowCount ? null : "expected " + rowCount + " rows, got " + rows.length;
}

// `count` rows in this order, row i equal to expectedAt(i).
function rowByRow(count, expectedAt) {
  return {
    rowCount: count,
    check: function (rows) {
      var problem = countProblem(rows, count);
      if (problem !== null) {
        return problem;
      }
      for (var i = 0; i < count; i += 1) {
        if (!sameValue(expectedAt(i), rows[i])) {
          return "row " + i + ": expected " + preview(expectedAt(i)) + ", got " + preview(rows[i]);
        }
      }
      return null;
    }
  };
}

// The rows must be exactly `values`, in this order.
function ordered(values) {
  return rowByRow(values.length, function (i) { return values[i]; });
}

// `count` rows, each equal to `value`.
function repeated(count, value) {
  return rowByRow(count, function () { return value; });
}

// `count` rows in any order. numberOf(row) tells which document number (0 <= i < count) a
// row belongs to (-1 when it cannot tell); every number must appear exactly once, and
// mismatch(row, i) must return null for each row (else the sentence is the problem).
function eachNumberOnce(count, numberOf, mismatch) {
  return {
    rowCount: count,
    check: function (rows) {
      var problem = countProblem(rows, count);
      if (problem !== null) {
        return problem;
      }
      var seen = [];
      for (var r = 0; r < rows.length; r += 1) {
        var i = numberOf(rows[r]);
        if (!(i >= 0 && i < count)) {
          return "row " + r + " belongs to no expected document: " + preview(rows[r]);
        }
        if (seen[i] === true) {
          return "document " + i + " appears twice, e.g. as row " + r + ": " + preview(rows[r]);
        }
        seen[i] = true;
        var wrong = mismatch(rows[r], i);
        if (wrong !== null) {
          return "row " + r + ": " + wrong;
        }
      }
      return null;
    }
  };
}

module.exports = {
  sequence: rowByRow,
  ordered: ordered,
  repeated: repeated,
  eachNumberOnce: eachNumberOnce,
  sameValue: sameValue,
  preview: preview
};
