"use strict";
// Node only: which server runs in which slot of a version shootout.
//
// The order is a b b a, a b b a, ...: every block of four slots gives each side the same mean
// position in time, so a machine that drifts steadily over the session (warming up, a
// neighbour's load rising) moves both sides alike. Plain alternation (a b a b ...) would put b
// one slot later than a in every pair, and a drift of d per slot would show up as a change of
// d in b. Runs that alternate in time are paired by the comparison (each a with the b beside
// it); here a pair is slots 2i and 2i+1, one run of each side, and the pairs take turns being
// a-first and b-first, so the one-slot lag changes sign from pair to pair.

const SIDES = ["a", "b"];

function sideOfSlot(slot) {
  const place = slot % 4;
  return place === 0 || place === 3 ? "a" : "b";
}

// The order of the first `slots` slots, as text: "a b b a a b".
function orderText(slots) {
  const sides = [];
  for (let slot = 0; slot < slots; slot += 1) {
    sides.push(sideOfSlot(slot));
  }
  return sides.join(" ");
}

module.exports = { SIDES, sideOfSlot, orderText };
