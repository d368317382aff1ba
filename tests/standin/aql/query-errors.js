"use strict";
// The errors a query raises, with arangod's message conventions (lib/Basics/errors.dat).

const { ArangoError, makeError } = require("../errors");

// [lib/Basics/errors.dat] 1501: "<bison message> near '<up to 32 characters of the query from the error
// offset>...' at position <line>:<column+1>". Tests compare errorNum, never this text.
const SNIPPET_LENGTH = 32;

function parseError(query, offset, line, column, message) {
  const rest = query.slice(offset);
  const snippet = rest.length > SNIPPET_LENGTH ? rest.slice(0, SNIPPET_LENGTH) + "..." : rest;
  return makeError(1501, message + " near '" + snippet + "' at position " + line + ":" + (column + 1));
}

// [lib/Basics/errors.dat] 1203: 2.x says "collection not found (name)", 3.x "collection or view not
// found: name".
function collectionNotFound(profile, name) {
  if (profile.major < 3) {
    return new ArangoError(1203, "collection not found (" + name + ")", 404);
  }
  return makeError(1203, name);
}

// [lib/Basics/errors.dat] "How messages are wrapped": 3.x query errors read
// "AQL: <message> (while parsing|executing)". The stand-in's own "not supported" errors
// (errorNum 0) are left as they are.
function wrapForQuery(error, profile, phase) {
  if (!(error instanceof ArangoError) || error.errorNum === 0 || error.wrappedForQuery || profile.major < 3) {
    return error;
  }
  const wrapped = new ArangoError(error.errorNum, "AQL: " + error.errorMessage + " (while " + phase + ")", error.code);
  Object.defineProperty(wrapped, "wrappedForQuery", { value: true });
  return wrapped;
}

module.exports = { parseError, collectionNotFound, wrapForQuery };
