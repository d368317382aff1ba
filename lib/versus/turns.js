"use strict";
// Node only: who takes which turn in a duet, versus's default design (the whole-run order of
// the runs design is run-order.js), and how many rounds each row gets. Per process pair: one
// warmup round, every row warmed on both servers, then rounds; each round's rows in an order
// shuffled from a recorded seed (the suite's own shuffle, lib/run/schedule.js roundOrder), and
// for each row its sample on one side and at once on the other.
//
// Rounds per row: a fixed count (the suite's --runs), or by default as many as the row's
// queries fit into the time the runs design's default would spend on that row's gc pauses
// (lib/versus/defaults.js), from the time its first round took. A quick row gets the most
// rounds, a row whose queries take seconds the fewest, so the pair costs no more than the
// runs design on any queries, and its ratio, the median of its rounds, is as precise as that
// time allows.
//
// Which side goes first is drawn per row, balanced: over the row's R rounds of a pair A goes
// first in R/2 of them and B in the others (with R odd the extra one goes to A in even pairs
// and to B in odd ones), in an order drawn from the seed, whose first round is drawn on its
// own (it runs before R is known). Whatever going first or second does to a sample (the other
// server's work still in the caches, a core just woken), it then falls on both sides of every
// row alike. Everything here is a function of (seed, pair, round, row, the row's rounds): a
// plan can be recomputed from the journal, which keeps each pair's rounds per row, and two
// runs with the same seed and the same rounds take the same turns.

const schedule = require("../run/schedule");

// Seeds of different pairs and of the draws lie far apart, so no two draws share a stream
// (schedule.js offsets a round by round * 7919).
const PAIR_STRIDE = 1000003;
const FIRST_SIDE_OFFSET = 500009;
const FIRST_SIDE_ROUND = 100000;
const OPENING_ROUND = 200000;

// The rows of round `round` (1-based) of pair `pair`, in the order they are sampled.
function rowOrder(seed, pair, round, rows) {
  return schedule.roundOrder(seed + pair * PAIR_STRIDE, round, rows);
}

// The side that goes first for `row` in its first round of pair `pair`.
function openingSide(seed, pair, row) {
  const order = schedule.roundOrder(seed + pair * PAIR_STRIDE + FIRST_SIDE_OFFSET, OPENING_ROUND + row, 2);
  return order[0] === 0 ? "a" : "b";
}

// The side that goes first for `row` in each of its rounds 1..rounds of pair `pair`: ["a", "b",
// ...], balanced, the first one openingSide's.
function firstSides(seed, pair, row, rounds) {
  const order = schedule.roundOrder(seed + pair * PAIR_STRIDE + FIRST_SIDE_OFFSET, FIRST_SIDE_ROUND + row, rounds);
  const sides = order.map((position) => ((position + pair) % 2 === 0 ? "a" : "b"));
  const opening = openingSide(seed, pair, row);
  const swap = sides.indexOf(opening);
  if (swap > 0) {
    sides[swap] = sides[0];
    sides[0] = opening;
  } else if (swap < 0) {
    sides[0] = opening;
  }
  return sides;
}

// A row's name, "case size": in messages, and the key of a rule's byRow (roundsFor), which
// target-rounds.js fills from the pairs' results files (pair-costs.js).
function rowKey(row) {
  return row.case + " " + row.size;
}

// The rounds of a row, from how long its first turn took (both samples, the requests
// included): `min` and as many more as fit into `fillSeconds`, at most `max`. rule:
// { fixed (a count, or null), min, max, fillSeconds }; or, in a pair --target added,
// { fixed: null, byRow: { "case size": count }, otherRows (a row the choice did not see) }
// (target-rounds.js), where key names the row (rowKey).
function roundsFor(rule, turnSeconds, key) {
  if (rule.fixed !== null) {
    return rule.fixed;
  }
  if (rule.byRow) {
    return Object.prototype.hasOwnProperty.call(rule.byRow, key) ? rule.byRow[key] : rule.otherRows;
  }
  const more = turnSeconds > 0 ? Math.floor(rule.fillSeconds / turnSeconds) : rule.max;
  return Math.max(rule.min, Math.min(rule.max, rule.min + more));
}

// The turns of one pair: { warmup: [row, ...], rounds: [[{ row, first }, ...], ...] }, where
// rounds[r] holds the rows that have more than r rounds. roundsOfRows: each row's rounds.
function pairPlan(seed, pair, roundsOfRows) {
  const rows = roundsOfRows.length;
  const first = roundsOfRows.map((rounds, row) => firstSides(seed, pair, row, rounds));
  const planned = { warmup: [], rounds: [] };
  for (let row = 0; row < rows; row += 1) {
    planned.warmup.push(row);
  }
  const most = Math.max(0, ...roundsOfRows);
  for (let round = 1; round <= most; round += 1) {
    planned.rounds.push(rowOrder(seed, pair, round, rows).filter((row) => roundsOfRows[row] >= round)
      .map((row) => ({ row, first: first[row][round - 1] })));
  }
  return planned;
}

function otherSide(side) {
  return side === "a" ? "b" : "a";
}

module.exports = { rowOrder, openingSide, firstSides, roundsFor, rowKey, pairPlan, otherSide };
