"use strict";
// arangod's conversions of JavaScript arguments in its C++ functions (lib/V8/v8-conv.cpp).

// TRI_ObjectToDouble: a number (or Number object) as it is, anything else 0.0 — so
// main() returning undefined counts as 0 in script mode, and wait("1") waits 0 seconds.
function objectToDouble(value) {
  if (typeof value === "number") {
    return value;
  }
  if (value !== null && typeof value === "object" && Object.prototype.toString.call(value) === "[object Number]") {
    return Number.prototype.valueOf.call(value);
  }
  return 0;
}

module.exports = { objectToDouble };
