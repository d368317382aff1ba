"use strict";
// Node only: who takes which turn in a duet, versus's default design (the whole-run order of
// the runs design is run-order.js). Per process pair: one warmup round, every row warmed on
// both servers, then R rounds; each round's rows in an order shuffled from a recorded seed
// (the suite's own shuffle, lib/run/schedule.js roundOrder), and for each row the gc pause on
// both servers at once, then its sample on one side and at once on the other.
//
// Which side goes first is drawn per row, balanced: over a pair's R rounds each row has A
// first in R/2 of them and B first in the others (with R odd the extra one goes to A in even
// pairs and to B in odd ones), in an order drawn from the seed. Whatever going first or
// second does to a sample (the other server's work still in the caches, a core just woken),
// it then falls on both sides of every row alike, instead of on whichever side chance
// favoured. Everything here is a function of (seed, pair, round, row): a plan can be
// recomputed from the journal, and two runs with the same seed take the same turns.

const schedule = require("../run/schedule");

// Seeds of different pairs and of the two draws lie far apart, so no two draws share a
// stream (schedule.js offsets a round by round * 7919).
const PAIR_STRIDE = 1000003;
const FIRST_SIDE_OFFSET = 500009;
const FIRST_SIDE_ROUND = 100000;

// The rows of round `round` (1-based) of pair `pair`, in the order they are sampled.
function rowOrder(seed, pair, round, rows) {
  return schedule.roundOrder(seed + pair * PAIR_STRIDE, round, rows);
}

// The side that goes first for `row` in each round 1..rounds of pair `pair`: ["a", "b", ...].
function firstSides(seed, pair, row, rounds) {
  const order = schedule.roundOrder(seed + pair * PAIR_STRIDE + FIRST_SIDE_OFFSET, FIRST_SIDE_ROUND + row, rounds);
  return order.map((position) => ((position + pair) % 2 === 0 ? "a" : "b"));
}

// The turns of one pair: { warmup: [row, ...], rounds: [[{ row, first }, ...], ...] }.
function pairPlan(seed, pair, rows, rounds) {
  const first = [];
  for (let row = 0; row < rows; row += 1) {
    first.push(firstSides(seed, pair, row, rounds));
  }
  const planned = { warmup: [], rounds: [] };
  for (let row = 0; row < rows; row += 1) {
    planned.warmup.push(row);
  }
  for (let round = 1; round <= rounds; round += 1) {
    planned.rounds.push(rowOrder(seed, pair, round, rows).map((row) => ({ row, first: first[row][round - 1] })));
  }
  return planned;
}

function otherSide(side) {
  return side === "a" ? "b" : "a";
}

module.exports = { rowOrder, firstSides, pairPlan, otherSide };
