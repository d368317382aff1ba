"use strict";
// Reproducible random numbers for the simulated clock (simulated-clock.js). Not an arangod
// behaviour: the simulation is the stand-in's own test instrument (README.md, "Simulated
// timing"), so the only requirement is that the same seed gives the same numbers on every
// machine and node version — Math.random() cannot be seeded, hence a generator of our own.

// mulberry32 (Tommy Ettinger's 32-bit generator, public domain): a period of 2^32 and good
// enough equidistribution for drawing a few thousand samples; returns floats in [0, 1).
function mulberry32(seed) {
  let state = seed >>> 0;
  return function next() {
    state = (state + 0x6D2B79F5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// FNV-1a over the UTF-16 code units of a string: a stable 32-bit number for a stream name.
function fnv1a(text) {
  let hash = 0x811C9DC5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

// MurmurHash3's 32-bit finaliser: spreads nearby inputs (seed 1 and seed 2) far apart.
function mix32(value) {
  let h = value >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85EBCA6B) >>> 0;
  h ^= h >>> 13;
  h = Math.imul(h, 0xC2B2AE35) >>> 0;
  h ^= h >>> 16;
  return h >>> 0;
}

// An independent stream per name under one seed: what one case draws does not depend on
// which other cases ran before it, or in which order.
function streamFor(seed, name) {
  return mulberry32(mix32(fnv1a(name) ^ Math.imul(seed >>> 0, 0x9E3779B1)));
}

// A standard normal variate from two uniforms (Box–Muller); 1 - u keeps log away from 0.
function standardNormal(next) {
  const u1 = 1 - next();
  const u2 = next();
  return Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u2);
}

module.exports = { mulberry32, streamFor, standardNormal };
