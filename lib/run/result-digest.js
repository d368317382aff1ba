/*
 * A fingerprint of a query result that does not depend on row order and ignores _rev (which
 * differs between servers and between runs): each row is hashed on its own (its canonical JSON
 * with a top-level _rev removed) and the row hashes are added up modulo 2^32, twice with
 * different hashes, as 16 hex digits. Adding is commutative, so row order does not matter;
 * it counts duplicates, so a row returned twice changes the digest. ES5.
 */
"use strict";

var digest = require("./digest");

// The row's canonical JSON without a top-level _rev, without copying the row.
function canonicalRow(row) {
  if (row === null || typeof row !== "object" || Array.isArray(row)) {
    return digest.canonicalJson(row);
  }
  return digest.canonicalObject(row, "_rev");
}

// The two hashes of one row, [first, second]: what `of` adds up.
function rowHashes(row) {
  return digest.hashPair(canonicalRow(row));
}

// The digest of rows whose hashes (rowHashes) are given.
function ofHashes(hashes) {
  var first = 0;
  var second = 0;
  for (var i = 0; i < hashes.length; i += 1) {
    first = (first + hashes[i][0]) >>> 0;
    second = (second + hashes[i][1]) >>> 0;
  }
  return digest.hex8(first) + digest.hex8(second);
}

function of(rows) {
  return ofHashes(rows.map(rowHashes));
}

module.exports = { of: of, rowHashes: rowHashes, ofHashes: ofHashes };
