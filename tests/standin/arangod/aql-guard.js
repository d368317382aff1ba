"use strict";
// Query-level refusals for what the AQL interpreter (../aql) does not emulate for a profile,
// decided before the query runs, from its tokens (../aql/lexer.js, used read-only):
// - 4.x (devel) semantics (arangod/Aql/grammar.y; docs 3.12, operators "`+` and strings", v2.5.0 and
// v2.8.0 js/common/bootstrap/modules.js; lib/V8/v8-utils.cpp and arangod/Aql/grammar.y of v2.6.0 and
// v2.7.0; release notes 4.0
//   "4.0 changes"): `+` concatenates when an operand is a string, duplicate object keys keep
//   the last value, and INNER_JOIN, LEFT_JOIN, RIGHT_JOIN, OUTER_JOIN, MATCH, WHILE, UNTIL,
//   SCAN, FOLD are reserved words. The interpreter implements the 3.x rules, so under a 4.x
//   profile a query with `+`, with an object literal whose keys may repeat (a repeated literal
//   key, or a bound or computed key next to others), or with one of the new words as a name
//   is refused instead of answered the 3.x way.
// - RETURN DISTINCT before 2.7 (arangod/Aql/grammar.y of v2.6.0 and v2.7.0; release notes 4.0: grammar
// T_DISTINCT from 2.7.0, so 2.5/2.6
//   reject it as a parse error): the interpreter accepts it in every profile, so under 2.5/2.6
//   it is refused rather than answered;
// - a data-modification query on a cluster Coordinator: the interpreter rolls a failing query
//   back (single server: all or nothing, docs 3.12, INSERT); a cluster does not
//   roll back across shards, so a failure there is refused instead of reported as a clean
//   rollback.

const { tokenize } = require("../aql/lexer");
const { unsupported } = require("../errors");

const RESERVED_IN_4 = ["INNER_JOIN", "LEFT_JOIN", "RIGHT_JOIN", "OUTER_JOIN", "MATCH", "WHILE", "UNTIL", "SCAN", "FOLD"];
const MODIFICATIONS = ["INSERT", "UPDATE", "REPLACE", "REMOVE", "UPSERT"];

function tokensOf(query, profile) {
  try {
    return tokenize(query, profile);
  } catch (error) {
    return null; // the interpreter reports the lexical error itself
  }
}

// The first reason a 4.x query cannot be answered with 3.x rules, or null.
function devel4Problem(tokens) {
  // one entry per open bracket: { type, keys: Set, expectKey, dynamicKey, count }
  const open = [];
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i];
    const following = tokens[i + 1];
    if (token.type === "operator" && token.value === "+") {
      return "the + operator (4.0 concatenates when an operand is a string)";
    }
    if (token.type === "identifier" && !token.quoted && RESERVED_IN_4.indexOf(token.value.toUpperCase()) >= 0) {
      return "the word " + token.value + " (reserved in 4.0)";
    }
    if (token.type === "operator" && (token.value === "{" || token.value === "[" || token.value === "(")) {
      open.push({ type: token.value, keys: new Set(), expectKey: token.value === "{", dynamicKey: false, count: 0 });
      continue;
    }
    if (token.type === "operator" && (token.value === "}" || token.value === "]" || token.value === ")")) {
      const closed = open.pop();
      if (closed && closed.type === "{" && closed.dynamicKey && closed.count > 1) {
        return "an object literal with a bound or computed key among others (4.0 keeps the last of duplicate keys)";
      }
      continue;
    }
    const top = open[open.length - 1];
    if (!top || top.type !== "{") {
      continue;
    }
    if (token.type === "operator" && token.value === ",") {
      top.expectKey = true;
      continue;
    }
    if (top.expectKey) {
      top.expectKey = false;
      top.count += 1;
      if ((token.type === "identifier" || token.type === "string" || token.type === "keyword") &&
          following && following.type === "operator" && following.value === ":") {
        const key = token.type === "keyword" ? token.text : token.value;
        if (top.keys.has(key)) {
          return "the object key " + JSON.stringify(key) + " given twice (4.0 keeps the last value, 3.x the first)";
        }
        top.keys.add(key);
      } else if (token.type === "identifier" && !(following && following.type === "operator" && following.value === ":")) {
        // shorthand {name}
        if (top.keys.has(token.value)) {
          return "the object key " + JSON.stringify(token.value) + " given twice (4.0 keeps the last value, 3.x the first)";
        }
        top.keys.add(token.value);
      } else {
        top.dynamicKey = true;
      }
    }
  }
  return null;
}

function isModification(tokens) {
  return tokens.some((token) => token.type === "keyword" && MODIFICATIONS.indexOf(token.value) >= 0);
}

// Throws unsupported before the query runs when the profile needs semantics the interpreter
// lacks. Returns { refuseFailure } telling the caller to refuse a failure of this query.
function checkQuery(query, profile) {
  const tokens = typeof query === "string" ? tokensOf(query, profile) : null;
  if (tokens === null) {
    return { refuseFailure: false };
  }
  if (profile.major === 2 && profile.minor < 7 &&
      tokens.some((token) => token.type === "keyword" && token.value === "DISTINCT")) {
    throw unsupported("RETURN DISTINCT in the " + profile.name + " profile (a parse error before 2.7, " +
      "arangod/Aql/grammar.y of v2.6.0 and v2.7.0; release notes 4.0; the AQL interpreter would accept it)");
  }
  if (profile.major >= 4) {
    const problem = devel4Problem(tokens);
    if (problem !== null) {
      throw unsupported("AQL of " + profile.version + ": " + problem + "; the AQL interpreter implements 3.x " +
        "semantics only (release notes 4.0, incompatible changes)");
    }
  }
  return { refuseFailure: profile.role === "coordinator" && isModification(tokens) };
}

// The error to throw for a failed query (see checkQuery). Errors of the parsing and
// optimizing phases come before any write and stay as they are; the 3.x message says the
// phase (lib/Basics/errors.dat: "AQL: ... (while executing)").
function failureOnCluster(error) {
  if (error && typeof error.errorNum === "number" && error.errorNum !== 0 &&
      /\(while executing\)$/.test(String(error.errorMessage))) {
    return unsupported("a failing data-modification query on a cluster Coordinator (arangod does not roll " +
      "back across shards; the interpreter would; error was " + error.errorNum + ": " + error.errorMessage + ")");
  }
  return error;
}

module.exports = { checkQuery, failureOnCluster, devel4Problem };
