/*
 * A short, stable fingerprint of a value (a case's AQL and bind parameters): two FNV-1a
 * 32-bit hashes with different starting values over the value's canonical JSON (object keys
 * sorted), as 16 hex digits. It detects a changed case; it is no cryptographic hash. ES5:
 * no Math.imul, so the FNV multiplication is written as shifts.
 */
"use strict";

function canonicalJson(value) {
  if (value === null || typeof value !== "object") {
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) {
    return "[" + value.map(canonicalJson).join(",") + "]";
  }
  return "{" + Object.keys(value).sort().map(function (key) {
    return JSON.stringify(key) + ":" + canonicalJson(value[key]);
  }).join(",") + "}";
}

// Two FNV-1a 32-bit hashes of text in one pass, from two starting values.
function hashPair(text) {
  var first = 0x811c9dc5;
  var second = 0x01000193;
  for (var i = 0; i < text.length; i += 1) {
    var code = text.charCodeAt(i);
    first ^= code;
    second ^= code;
    // hash * 16777619 modulo 2^32, the FNV prime being 2^24 + 2^8 + 0x93
    first = (first + (first << 1) + (first << 4) + (first << 7) + (first << 8) + (first << 24)) >>> 0;
    second = (second + (second << 1) + (second << 4) + (second << 7) + (second << 8) + (second << 24)) >>> 0;
  }
  return [first >>> 0, second >>> 0];
}

function hex8(number) {
  var text = number.toString(16);
  while (text.length < 8) {
    text = "0" + text;
  }
  return text;
}

function of(value) {
  var pair = hashPair(canonicalJson(value));
  return hex8(pair[0]) + hex8(pair[1]);
}

module.exports = { of: of, canonicalJson: canonicalJson, hashPair: hashPair };
