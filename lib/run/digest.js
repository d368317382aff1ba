/*
 * A short, stable fingerprint of a value (a case's AQL and bind parameters): two FNV-1a
 * 32-bit hashes with different starting values over the value's canonical JSON (object keys
 * sorted), as 16 hex digits. It detects a changed case; it is no cryptographic hash. ES5:
 * no Math.imul, so the FNV multiplication is split in two (see hashPair).
 */
"use strict";

// Text JSON.stringify leaves as it is between its quotes: no quote, backslash, control
// character or surrogate (surrogates are left to the engine's JSON.stringify, whose handling
// of lone ones changed in ES2019).
var PLAIN_STRING = /^[^"\\\u0000-\u001f\ud800-\udfff]*$/;

// JSON.stringify of a primitive, with the common cases (plain strings, finite numbers)
// written directly: they are most of a result's text.
function primitiveJson(value) {
  if (typeof value === "string") {
    return PLAIN_STRING.test(value) ? "\"" + value + "\"" : JSON.stringify(value);
  }
  if (typeof value === "number" && isFinite(value)) {
    return String(value);
  }
  return JSON.stringify(value);
}

// Built by concatenation rather than map/join: result digests run this over every row of a
// result (a million rows on the largest collection), and the string building is most of it.
function canonicalJson(value) {
  if (value === null || typeof value !== "object") {
    return primitiveJson(value);
  }
  if (Array.isArray(value)) {
    return canonicalArray(value);
  }
  return canonicalObject(value, null);
}

function canonicalArray(array) {
  var text = "[";
  for (var i = 0; i < array.length; i += 1) {
    var member = canonicalJson(array[i]);
    // as Array.prototype.join would: an undefined member (no JSON of its own) is left empty
    text += (i > 0 ? "," : "") + (member === undefined ? "" : member);
  }
  return text + "]";
}

// The object's canonical JSON, keys sorted, leaving out the key `skipKey` (null: none).
function canonicalObject(object, skipKey) {
  var keys = Object.keys(object).sort();
  var text = "{";
  var first = true;
  for (var i = 0; i < keys.length; i += 1) {
    var key = keys[i];
    if (key !== skipKey) {
      text += (first ? "" : ",") + primitiveJson(key) + ":" + canonicalJson(object[key]);
      first = false;
    }
  }
  return text + "}";
}

// Two FNV-1a 32-bit hashes of text in one pass, from two starting values. The FNV prime is
// 2^24 + 403: hash * prime modulo 2^32 is hash * 403 (exact in a double, below 2^41) plus
// hash << 24, brought back to 32 bits by >>> 0.
function hashPair(text) {
  var first = 0x811c9dc5;
  var second = 0x01000193;
  for (var i = 0; i < text.length; i += 1) {
    var code = text.charCodeAt(i);
    first ^= code;
    second ^= code;
    first = (first * 403 + (first << 24)) >>> 0;
    second = (second * 403 + (second << 24)) >>> 0;
  }
  return [first >>> 0, second >>> 0];
}

// The two hex digits of each byte, made once: formatting by table takes no number-to-string
// conversion (toString(16) of a number at or above 2^31, not a small integer to V8, is several
// times slower still), and result digests format two numbers per row.
var BYTE_HEX = [];
for (var byte = 0; byte < 256; byte += 1) {
  BYTE_HEX.push((byte < 16 ? "0" : "") + byte.toString(16));
}

// A 32-bit unsigned number as 8 hex digits.
function hex8(number) {
  var unsigned = number >>> 0;
  return BYTE_HEX[unsigned >>> 24] + BYTE_HEX[(unsigned >>> 16) & 0xff] + BYTE_HEX[(unsigned >>> 8) & 0xff] +
    BYTE_HEX[unsigned & 0xff];
}

function of(value) {
  var pair = hashPair(canonicalJson(value));
  return hex8(pair[0]) + hex8(pair[1]);
}

module.exports = { of: of, canonicalJson: canonicalJson, canonicalObject: canonicalObject, hashPair: hashPair, hex8: hex8 };
