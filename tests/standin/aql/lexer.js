"use strict";
// AQL tokens (arangod/Aql/tokens.ll and grammar.y, 2.x and 3.x, from tokens.ll of 2.x and 3.x).
// Produces an array of
// { type, value, offset, line, column } with type one of:
//   keyword (value upper-cased), identifier (value = name; quoted: true for `name`/´name´),
//   string, integer, double (value = number), parameter (@name), datasource (@@name),
//   operator (value = the operator text), end.

const { unsupported } = require("../errors");
const { parseError } = require("./query-errors");

// [arangod/Aql/tokens.ll and grammar.y, 2.x and 3.x] keywords are case-insensitive; the 2.x set, what
// 2.8 and 3.0 added.
const BASE_KEYWORDS = ["FOR", "RETURN", "FILTER", "SORT", "LIMIT", "LET", "COLLECT", "INSERT", "UPDATE",
  "REPLACE", "REMOVE", "UPSERT", "WITH", "ASC", "DESC", "IN", "INTO", "NOT", "AND", "OR", "NULL", "TRUE",
  "FALSE", "DISTINCT"];
const KEYWORDS_SINCE_2_8 = ["GRAPH", "OUTBOUND", "INBOUND", "ANY", "ALL", "NONE", "AGGREGATE"];
const KEYWORDS_SINCE_3_0 = ["LIKE", "SHORTEST_PATH"];
// Keywords of later 3.x releases whose first version the reference does not pin down
// (arangod/Aql/tokens.ll and grammar.y, 2.x and 3.x:
// "3.12 also has ALL_SHORTEST_PATHS, K_PATHS, K_SHORTEST_PATHS and WINDOW"). Whether such a
// word is a keyword or a name is unknown for a given profile, so it is refused either way.
const KEYWORDS_OF_UNPINNED_VERSION = ["K_SHORTEST_PATHS", "K_PATHS", "ALL_SHORTEST_PATHS", "WINDOW"];

function keywordsFor(profile) {
  let words = BASE_KEYWORDS.slice();
  if (profile.major >= 3 || profile.minor >= 8) {
    words = words.concat(KEYWORDS_SINCE_2_8);
  }
  if (profile.major >= 3) {
    words = words.concat(KEYWORDS_SINCE_3_0);
  }
  return new Set(words);
}

// [arangod/Aql/tokens.ll and grammar.y, 2.x and 3.x] identifiers:
// ($?[a-zA-Z][_a-zA-Z0-9]*|_+[a-zA-Z]+[_a-zA-Z0-9]*)
const IDENTIFIER = /\$?[a-zA-Z][_a-zA-Z0-9]*|_+[a-zA-Z]+[_a-zA-Z0-9]*/y;
// [arangod/Aql/tokens.ll and grammar.y, 2.x and 3.x] bind parameter names:
// (_+[a-zA-Z0-9]+[a-zA-Z0-9_]*|[a-zA-Z0-9][a-zA-Z0-9_]*)
const PARAMETER_NAME = /_+[a-zA-Z0-9]+[a-zA-Z0-9_]*|[a-zA-Z0-9][a-zA-Z0-9_]*/y;
// [arangod/Aql/tokens.ll and grammar.y, 2.x and 3.x] numbers. 3.x decimals also allow a leading ".5";
// 2.x does not.
const NUMBER_3 = /((?:0|[1-9][0-9]*)(?:\.[0-9]+)?|\.[0-9]+)([eE][-+]?[0-9]+)?/y;
const NUMBER_2 = /(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?/y;
const INTEGER = /^(0|[1-9][0-9]*)$/;
const INT64_MAX = 9223372036854775807n;

// Longest first, so "==" wins over "=" and ".." over ".".
const OPERATORS = ["==", "!=", "<=", ">=", "&&", "||", "..", "::", "=~", "!~",
  "=", "<", ">", "!", "+", "-", "*", "/", "%", ".", ",", "(", ")", "[", "]", "{", "}", "?", ":"];

const SIMPLE_ESCAPES = { b: "\b", f: "\f", n: "\n", r: "\r", t: "\t" };

function tokenize(query, profile) {
  const keywords = keywordsFor(profile);
  const tokens = [];
  let offset = 0;
  let line = 1;
  let lineStart = 0;

  function fail(at, what) {
    throw parseError(query, at, lineOf(at), columnOf(at), what);
  }
  function lineOf(at) {
    let count = 1;
    for (let i = 0; i < at; i += 1) {
      if (query.charCodeAt(i) === 10) {
        count += 1;
      }
    }
    return count;
  }
  function columnOf(at) {
    const start = query.lastIndexOf("\n", at - 1) + 1;
    return at - start;
  }
  function push(type, value, start, extra) {
    const token = { type, value, offset: start, line, column: start - lineStart };
    if (extra) {
      Object.assign(token, extra);
    }
    tokens.push(token);
  }
  // Reads a quoted text (string or quoted name) starting after the opening quote; returns
  // [text, offset after the closing quote]. arangod/Aql/tokens.ll and grammar.y, 2.x and 3.x: \b \f \n
  // \r \t \uXXXX; a backslash before any
  // other character gives that character; raw newlines are allowed.
  function readQuoted(start, quote) {
    let text = "";
    let i = start;
    while (i < query.length) {
      const c = query[i];
      if (c === quote) {
        return [text, i + 1];
      }
      if (c === "\\") {
        const next = query[i + 1];
        if (next === undefined) {
          break;
        }
        if (next === "u") {
          const hex = query.slice(i + 2, i + 6);
          if (!/^[0-9a-fA-F]{4}$/.test(hex)) {
            throw unsupported("the escape \\u" + hex + " (not four hex digits)");
          }
          text += String.fromCharCode(parseInt(hex, 16));
          i += 6;
          continue;
        }
        text += Object.prototype.hasOwnProperty.call(SIMPLE_ESCAPES, next) ? SIMPLE_ESCAPES[next] : next;
        i += 2;
        continue;
      }
      text += c;
      i += 1;
    }
    return fail(start - 1, "unterminated " + (quote === "`" || quote === "\u00b4" ? "quoted name" : "string"));
  }
  function advanceLines(from, to) {
    for (let i = from; i < to; i += 1) {
      if (query.charCodeAt(i) === 10) {
        line += 1;
        lineStart = i + 1;
      }
    }
  }

  while (offset < query.length) {
    const c = query[offset];
    // whitespace
    if (c === " " || c === "\t" || c === "\r" || c === "\n") {
      advanceLines(offset, offset + 1);
      offset += 1;
      continue;
    }
    // [arangod/Aql/tokens.ll and grammar.y, 2.x and 3.x] comments: // to end of line, /* ... */
    // without nesting; unterminated -> 1501
    if (c === "/" && query[offset + 1] === "/") {
      const end = query.indexOf("\n", offset);
      offset = end < 0 ? query.length : end;
      continue;
    }
    if (c === "/" && query[offset + 1] === "*") {
      const end = query.indexOf("*/", offset + 2);
      if (end < 0) {
        fail(offset, "unterminated comment");
      }
      advanceLines(offset, end + 2);
      offset = end + 2;
      continue;
    }
    const start = offset;
    // strings
    if (c === "\"" || c === "'") {
      const [text, next] = readQuoted(offset + 1, c);
      push("string", text, start);
      advanceLines(start, next);
      offset = next;
      continue;
    }
    // [arangod/Aql/tokens.ll and grammar.y, 2.x and 3.x] quoted names: `name`, and ´name´ in 3.x
    if (c === "`" || (c === "\u00b4" && profile.major >= 3)) {
      const [text, next] = readQuoted(offset + 1, c);
      push("identifier", text, start, { quoted: true });
      advanceLines(start, next);
      offset = next;
      continue;
    }
    // bind parameters
    if (c === "@") {
      const datasource = query[offset + 1] === "@";
      PARAMETER_NAME.lastIndex = offset + (datasource ? 2 : 1);
      const match = PARAMETER_NAME.exec(query);
      if (!match) {
        fail(offset, "invalid bind parameter");
      }
      push(datasource ? "datasource" : "parameter", match[0], start);
      offset = PARAMETER_NAME.lastIndex;
      continue;
    }
    // numbers
    const numberPattern = profile.major >= 3 ? NUMBER_3 : NUMBER_2;
    if ((c >= "0" && c <= "9") || (c === "." && profile.major >= 3 && /[0-9]/.test(query[offset + 1] || ""))) {
      numberPattern.lastIndex = offset;
      const match = numberPattern.exec(query);
      if (match) {
        const text = match[0];
        if (INTEGER.test(text)) {
          const number = Number(text);
          const exact = BigInt(text);
          if (exact > INT64_MAX) {
            // [arangod/Aql/tokens.ll and grammar.y, 2.x and 3.x] too large for an int64, the literal
            // is a double (ArangoDB's
            // testBigIntOverflow, aql-queries-simple.js v2.5.0, v2.8.3 and late 3.x:
            // RETURN 9223372036854775808 gives 9223372036854776000)
            push("double", number, start, { text });
          } else if (exact > BigInt(Number.MAX_SAFE_INTEGER)) {
            // arangod keeps int64 literals exact; a JS number cannot
            throw unsupported("the integer literal " + text + " (beyond 2^53)");
          } else {
            push("integer", number, start, { text });
          }
        } else {
          push("double", Number(text), start, { text });
        }
        offset = numberPattern.lastIndex;
        continue;
      }
    }
    // identifiers and keywords
    IDENTIFIER.lastIndex = offset;
    const identifier = IDENTIFIER.exec(query);
    if (identifier) {
      const word = identifier[0];
      const upper = word.toUpperCase();
      if (profile.major >= 3 && KEYWORDS_OF_UNPINNED_VERSION.indexOf(upper) >= 0) {
        throw unsupported("the word " + word + " (a keyword in some 3.x releases)");
      }
      if (keywords.has(upper)) {
        push("keyword", upper, start, { text: word });
      } else {
        push("identifier", word, start, { quoted: false });
      }
      offset = IDENTIFIER.lastIndex;
      continue;
    }
    // operators
    const operator = OPERATORS.find((candidate) => query.startsWith(candidate, offset));
    if (operator) {
      push("operator", operator, start);
      offset += operator.length;
      continue;
    }
    fail(offset, "unexpected character " + JSON.stringify(c));
  }
  push("end", null, query.length);
  return tokens;
}

module.exports = { tokenize };
