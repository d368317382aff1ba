"use strict";
// The catch of lib/options/server-command-line.js: a query that arangod's reading of its
// command line changed ("@@" read as "@", the text from one "@" to the next read as an
// environment variable's name) is refused in one line saying what to type; a query that
// arrived as typed, or a parameter of the user's own named collection, is not.
const test = require("node:test");
const assert = require("node:assert/strict");

const { refuseChangedQueries, namedParameters } = require("../../lib/options/server-command-line");
const { OptionError } = require("../../lib/options/options");
const { readOptionValue } = require("../standin/arangod/option-values");

const RULE = "arangod reads @@ in a command-line value as @ and @NAME@ as the environment variable NAME, so on its " +
  "command line write every @ twice: @@@@collection, @@name";

// The options as they reach the suite after arangod read each typed value.
function arrived(typed) {
  const raw = {};
  for (const key of Object.keys(typed)) {
    raw[key] = readOptionValue(typed[key], {});
  }
  return raw;
}

function refusal(raw) {
  try {
    refuseChangedQueries(raw);
  } catch (error) {
    assert.ok(error instanceof OptionError, String(error));
    return error.message;
  }
  return null;
}

test("the parameters a query names, outside strings, quoted names and comments", () => {
  assert.deepEqual(namedParameters("FOR d IN @@collection FILTER d.@attr == @v && d.x == \"@no\\\"@no\" " +
    "&& d.y == 'a@no' && `@no` == 1 /* @no */ // @no\nRETURN @@c2"), { values: ["attr", "v"], collections: ["collection", "c2"] });
  assert.deepEqual(namedParameters("RETURN 1"), { values: [], collections: [] });
});

test("a query typed as in the console and read by arangod is refused in one line naming what to type", () => {
  // "@@collection" arrived as "@collection"
  assert.equal(refusal(arrived({ query: "FOR d IN @@collection FILTER d.value2 == @s RETURN d._key",
    bind: "{\"s\": \"test5\"}" })), "--query names @collection, which --bind does not give: " + RULE);
  // in the second query only
  assert.equal(refusal(Object.assign(arrived({ queryB: "FOR d IN @@collection RETURN d" }),
    { query: "FOR d IN @@collection RETURN d" })), "--query-b names @collection, which --bind does not give: " + RULE);
  // a collection the user binds: "@@c" arrived as "@c"
  assert.equal(refusal(arrived({ query: "FOR p IN @@c RETURN p", bind: "{\"@c\": \"people\"}" })),
    "--query names @c, which --bind does not give: " + RULE);
  // "@min ... @" taken for a variable's name: the query arrives as "p.age > max"
  const collapsed = arrived({ query: "FOR p IN people FILTER p.age > @min && p.age < @max RETURN p",
    bind: "{\"min\": 20, \"max\": 30}" });
  assert.equal(collapsed.query, "FOR p IN people FILTER p.age > max RETURN p");
  assert.equal(refusal(collapsed), "--bind gives min, which --query does not name: " + RULE);
});

test("a query that arrived as typed is not refused, nor a parameter of the user's own named collection", () => {
  // every @ doubled: arrives as in the console
  const doubled = arrived({ query: "FOR d IN @@@@collection FILTER d.value2 == @@s RETURN d._key",
    queryB: "FOR d IN @@@@collection FILTER d.value6 == @@s RETURN d._key", bind: "{\"s\": \"test5\"}" });
  assert.equal(doubled.query, "FOR d IN @@collection FILTER d.value2 == @s RETURN d._key");
  assert.equal(refusal(doubled), null);
  assert.equal(refusal(arrived({ query: "FOR p IN people FILTER p.age > @@min && p.age < @@max RETURN p",
    bind: "{\"min\": 20, \"max\": 30}" })), null);
  // one @ alone arrives as typed
  assert.equal(refusal(arrived({ query: "FOR p IN people FILTER p.age > @min RETURN p", bind: "{\"min\": 20}" })), null);
  // the user's own value named collection, given by --bind
  assert.equal(refusal({ query: "FOR i IN 1..3 FILTER i == @collection RETURN i", bind: "{\"collection\": 2}" }), null);
  // an @ in a string or a comment names no parameter
  assert.equal(refusal({ query: "FOR d IN @@collection FILTER d.mail == \"a@collection.org\" /* @collection */ RETURN d" }),
    null);
  // a parameter nobody gives, unrelated to arangod's reading: the server's own error (1551) says so
  assert.equal(refusal({ query: "FOR d IN @@collection FILTER d.value1 == @v RETURN d" }), null);
  // a bind that is no JSON object is left to the option check that says so; no query, nothing to check
  assert.equal(refusal({ query: "FOR d IN @collection RETURN d", bind: "{oops" }), null);
  assert.equal(refusal({ query: "FOR d IN @collection RETURN d", bind: "[1]" }), null);
  assert.equal(refusal({ sizes: "10k" }), null);
});
