/*
 * How the suites of the comparison's models (tests/test-run-model.js, test-paired-model.js)
 * hold a fit against the numbers an independent Python implementation printed
 * (tests/reference/): to nine significant digits, and per row the same ratio, interval, p,
 * detectable, verdict and claim. A difference throws, naming the number, which fails the
 * jsunity test that called it. ES5, so the suites run inside arangod too.
 */
"use strict";

function near(expected, actual, what) {
  if (!(Math.abs(expected - actual) <= 1e-9 * Math.abs(expected) + 1e-15)) {
    throw new Error(what + ": expected " + expected + ", got " + actual);
  }
}

function same(expected, actual, what) {
  if (expected !== actual) {
    throw new Error(what + ": expected " + JSON.stringify(expected) + ", got " + JSON.stringify(actual));
  }
}

// expectedRows: { row: { ratio, low, high, p, detectable, verdict, claim } } as the reference
// printed them; fittedRows: the fit's rows; names: the rows to hold against each other.
function rowsAgree(expectedRows, fittedRows, names) {
  names.forEach(function (row) {
    var want = expectedRows[row];
    var got = fittedRows[row];
    near(want.ratio, got.ratio, row + " ratio");
    near(want.low, got.interval.low, row + " low");
    near(want.high, got.interval.high, row + " high");
    near(want.p, got.p, row + " p");
    near(want.detectable, got.detectable, row + " detectable");
    same(want.verdict, got.verdict, row + " verdict");
    same(want.claim, got.claim, row + " claim");
  });
}

module.exports = { near: near, rowsAgree: rowsAgree };
