"use strict";
// Text of print(...) (v2.5.0 js/common/bootstrap/module-internal.js): strings are written raw, other
// values are
// pretty-printed by arangod's own inspector (not strict JSON), arguments are separated by a
// space and the line ends with "\n". The layout follows arangod's console transcripts in the
// docs, e.g. `[ \n  1, \n  2 \n]` and `{ \n  "a" : 1 \n}`, without colours. Nothing in the
// suite may parse it: the product prints JSON.stringify'd strings, which print writes raw.

const INDENT = "  ";

function isErrorLike(value) {
  return value !== null && typeof value === "object" && typeof value.message === "string" &&
    typeof value.stack === "string";
}

function formatValue(value, depth, seen) {
  if (value === undefined) {
    return "undefined";
  }
  if (value === null) {
    return "null";
  }
  if (typeof value === "string") {
    return JSON.stringify(value);
  }
  if (typeof value === "number" || typeof value === "boolean" || typeof value === "bigint") {
    return String(value);
  }
  if (typeof value === "symbol") {
    return value.toString();
  }
  if (typeof value === "function") {
    return "[Function" + (value.name ? " " + value.name : "") + "]";
  }
  if (seen.indexOf(value) >= 0) {
    return "[circular]";
  }
  if (isErrorLike(value)) {
    // arangod prints an ArangoError as "[ArangoError <num>: <message>]" (its _PRINT).
    return typeof value.errorNum === "number" ?
      "[ArangoError " + value.errorNum + ": " + value.message + "]" :
      "[" + String(value) + "]";
  }
  const inner = seen.concat([value]);
  const padding = INDENT.repeat(depth + 1);
  const closing = INDENT.repeat(depth);
  if (Array.isArray(value)) {
    if (value.length === 0) {
      return "[ ]";
    }
    const items = value.map((element) => padding + formatValue(element, depth + 1, inner));
    return "[ \n" + items.join(", \n") + " \n" + closing + "]";
  }
  const keys = Object.keys(value);
  if (keys.length === 0) {
    return "{ }";
  }
  const entries = keys.map((key) => padding + JSON.stringify(key) + " : " + formatValue(value[key], depth + 1, inner));
  return "{ \n" + entries.join(", \n") + " \n" + closing + "}";
}

// One argument of print: raw if it is a string.
function formatArgument(value) {
  return typeof value === "string" ? value : formatValue(value, 0, []);
}

function formatPrintLine(args) {
  return Array.prototype.map.call(args, formatArgument).join(" ") + "\n";
}

module.exports = { formatPrintLine, formatArgument, formatValue: (value) => formatValue(value, 0, []) };
