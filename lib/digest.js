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

function fnv1a(text, start) {
  var hash = start;
  for (var i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    // hash * 16777619 modulo 2^32, the FNV prime being 2^24 + 2^8 + 0x93
    hash = (hash + (hash << 1) + (hash << 4) + (hash << 7) + (hash << 8) + (hash << 24)) >>> 0;
  }
  return hash >>> 0;
}

function hex8(number) {
  var text = number.toString(16);
  while (text.length < 8) {
    text = "0" + text;
  }
  return text;
}

function of(value) {
  var text = canonicalJson(value);
  return hex8(fnv1a(text, 0x811c9dc5)) + hex8(fnv1a(text, 0x01000193));
}

module.exports = { of: of, canonicalJson: canonicalJson };
