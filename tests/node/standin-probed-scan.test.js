"use strict";
// A full scan followed by FILTER doc.a == <earlier variables> (tests/standin/aql/executor.js,
// probedScanLoop): the stand-in finds the matching documents by their attribute's canonical key
// instead of reading every document for every outer row. It must answer exactly as the plain
// scan and FILTER do, rows in their order and statistics alike, under every kind of plan: each
// query here is compared with the same query whose condition is written `(…) == true`, which
// the probe does not take (executor.js, equalityProbe), and with a count made here by hand.

const test = require("node:test");
const assert = require("node:assert/strict");
const aql = require("../standin/aql");
const values = require("../standin/aql/values");
const { environment } = require("./standin-aql-environment");

const PROFILES = ["2.5.1", "2.6", "2.8", "3.11"];

// x and y of every kind, with the values == counts equal although they look different
// ([1] and [1, null], {} and { a: null }, 0 and -0), ones it does not ("1" and 1, null and
// false), a missing attribute (null), duplicates, and no index on either.
const XS = [1, "1", [1], [1, null], {}, { a: null }, { a: 1 }, null, undefined, false, 0, -0, 2, 2, "two", [2, 1]];

function withCollection(profile) {
  const env = environment(profile);
  const c = env.database.createCollection("c");
  XS.forEach((x, i) => {
    const document = { _key: "k" + i, i, y: { z: XS[(i * 7) % XS.length] } };
    if (x !== undefined) {
      document.x = x;
    }
    c.insert(document);
  });
  return { env, documents: c };
}

const QUERIES = [
  "FOR a IN c FOR b IN c FILTER a.x == b.x RETURN [ a._key, b._key ]",
  "FOR a IN c FOR b IN c FILTER b.x == a.x RETURN [ a._key, b._key ]",
  "FOR a IN c FOR b IN c FILTER b.x == a.y.z RETURN [ a._key, b._key ]",
  "FOR v IN [ 1, [ 1 ], null, 'two', { a: null } ] FOR b IN c FILTER b.x == v RETURN [ v, b._key ]",
  "FOR b IN c FILTER b.x == 2 RETURN b._key",
  "FOR a IN c FOR b IN c FILTER a.x == b.x LIMIT 7 RETURN [ a._key, b._key ]",
  "FOR a IN c FOR b IN c FILTER a.x == b.x LIMIT 3, 4 RETURN [ a._key, b._key ]",
  "FOR a IN c LET m = (FOR b IN c FILTER b.x == a.x LIMIT 1 RETURN b._key) RETURN [ a._key, m ]",
  "FOR a IN c FOR b IN c FILTER a.x == b.x SORT a.i DESC, b.i RETURN [ a.i, b.i ]",
  "FOR a IN c FOR b IN c FILTER a.x == b.x COLLECT k = a.i WITH COUNT INTO n RETURN [ k, n ]",
  // the scanned document on both sides: no probe (2.x refuses its plan: not emulated)
  "FOR a IN c FOR b IN c FILTER b.x == b.y.z RETURN [ a._key, b._key ]"
];

// The same query with its FILTER's condition in a form the probe does not take.
function unprobed(query) {
  return query.replace(/FILTER ([a-z.]+ == [a-z.0-9']+)/, "FILTER ($1) == true");
}

// The query's rows and statistics, or "refused" where the stand-in does not emulate its plan.
function answer(env, query, options) {
  try {
    const { result, extra } = aql.runQuery(env, query, {}, options || {});
    return { result, scannedFull: extra.stats.scannedFull, filtered: extra.stats.filtered, fullCount: extra.stats.fullCount };
  } catch (error) {
    assert.match(error.message, /^not supported by the stand-in: /, query);
    return "refused";
  }
}

test("a scan with an equality FILTER after it answers as the plain scan and FILTER do, rows, order and statistics", () => {
  for (const profile of PROFILES) {
    const { env } = withCollection(profile);
    for (const query of QUERIES) {
      const reference = unprobed(query);
      assert.notEqual(reference, query);
      for (const options of [{}, { fullCount: true }]) {
        const actual = answer(env, query, options);
        if (actual === "refused" && /b\.y\.z/.test(query) && profile !== "3.11") {
          continue;
        }
        assert.deepEqual(actual, answer(env, reference, options), profile + ": " + query);
      }
    }
  }
});

test("the join's rows and statistics are those of a nested loop counted by hand", () => {
  const documents = XS.map((x, i) => ({ key: "k" + i, x: x === undefined ? null : x }));
  const n = documents.length;
  const pairs = [];
  documents.forEach((a) => documents.forEach((b) => {
    if (values.valuesEqual(a.x, b.x)) {
      pairs.push([a.key, b.key]);
    }
  }));
  // [1] == [1, null], {} == { a: null }, 0 == -0, the two 2s, null and no x: more pairs than the
  // diagonal
  assert.equal(pairs.length, n + 2 * 5);
  // LIMIT 7: the outer loop reads documents until the row that reaches the limit; the inner one
  // reads all documents for every outer row before it, and the stopping row's up to its 7th match
  let rowsSoFar = 0;
  let innerRead = 0;
  let outerRead = 0;
  for (const a of documents) {
    outerRead += 1;
    const matches = documents.map((b, position) => (values.valuesEqual(a.x, b.x) ? position : -1)).filter((p) => p >= 0);
    if (rowsSoFar + matches.length >= 7) {
      innerRead += matches[7 - rowsSoFar - 1] + 1;
      break;
    }
    rowsSoFar += matches.length;
    innerRead += n;
  }
  for (const profile of PROFILES) {
    const { env } = withCollection(profile);
    assert.deepEqual(answer(env, QUERIES[0]), { result: pairs, scannedFull: n + n * n, filtered: n * n - pairs.length,
      fullCount: undefined }, profile);
    assert.deepEqual(answer(env, QUERIES[5]), { result: pairs.slice(0, 7), scannedFull: outerRead + innerRead,
      filtered: innerRead - 7, fullCount: undefined }, profile);
  }
});

test("the probe reads each document once for the whole query, not once per outer row", () => {
  for (const profile of PROFILES) {
    const { env, documents } = withCollection(profile);
    let reads = 0;
    const documentAt = documents._documentAt;
    documents._documentAt = function (position) {
      reads += 1;
      return documentAt.call(this, position);
    };
    answer(env, QUERIES[0]);
    const probed = reads;
    reads = 0;
    answer(env, unprobed(QUERIES[0]));
    assert.equal(reads, XS.length + XS.length * XS.length, profile + ": the plain scan reads n + n² documents");
    // the outer scan, the grouping, and the candidates of each row (26)
    assert.equal(probed, 2 * XS.length + 26, profile);
  }
});
