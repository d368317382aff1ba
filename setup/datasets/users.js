/*
 * The dataset of the "Return value optimization" post (ArangoDB 2.6; suite "return-value"):
 * user documents of a realistic shape, about 300 bytes each as the server returns them, made
 * by a formula so every answer can be verified. For n documents (n a multiple of 100),
 * document i (0 <= i < n) is
 *   _key        "user"+i
 *   id          i                                        (integer)
 *   name        { first: FIRST[i % 16], last: LAST[(i * 7) % 16] }   (object of strings)
 *   email       "user"+i+"@example.com"
 *   age         AGES[i % 60] = 18 + i % 60               (integer)
 *   active      i % 3 != 0                               (boolean)
 *   score       (i % 1000) / 8                           (a number with a fraction, exact in binary)
 *   manager     null when i % 10 == 0, else "user"+(i - i % 10)   (null or string)
 *   registered  i * 3600                                 (seconds after 2015-01-01 00:00 UTC)
 *   tags        ["tag"+(i % 7), "tag"+(i % 11)]          (array of strings)
 *   address     { street: "Main Street "+(i % 200), city: CITIES[i % 8],
 *                 zip: "PC"+((i * 37) % 90000) }         (nested object)
 *   bio         "User "+i+" likes "+HOBBIES[i % 8]+" and "+SPORTS[i % 5]+"."
 * with FIRST, LAST, CITIES, HOBBIES and SPORTS the lists below. No index besides the primary one:
 * the post measured returning whole documents and keys from a full scan. Collections are
 * named users<n>. ES5; the module interface is described in values.js.
 */
"use strict";

var documentCheck = require("./document-check");

var NAME = "users";

var FIRST = ["Mary", "John", "Ann", "Li", "Sam", "Eve", "Tom", "Ada", "Ian", "Zoe", "Max", "Kim",
  "Leo", "Mia", "Ben", "Ivy"];
var LAST = ["Smith", "Jones", "Brown", "Lee", "Wang", "Garcia", "Miller", "Davis", "Lopez", "Wilson",
  "Moore", "Clark", "Young", "King", "Scott", "Green"];
var CITIES = ["Berlin", "Cologne", "Paris", "Madrid", "Boston", "Tokyo", "Lagos", "Lima"];
var HOBBIES = ["chess", "cycling", "painting", "hiking", "cooking", "running", "reading", "sailing"];
var SPORTS = ["tennis", "football", "swimming", "rowing", "climbing"];
var AGES = [];
for (var a = 0; a < 60; a += 1) {
  AGES.push(18 + a);
}

var INDEXES = [];

// Only CONCAT, array access by position and the operators - * / % != ?: — the same in every
// AQL from 2.5 on (v2.5.0 arangod/Aql/grammar.y and Executor.cpp). No +: 4.0 makes it
// concatenate when an operand is a string (release notes 4.0, incompatible changes), so the sums
// are bound lists (AGES). Numbers go through CONCAT as their decimal text (docs 3.12, CONCAT;
// release notes 3.0 for 2.x's conversions). The bound lists are read through
// variables: before 2.7 only a variable or a function call can be indexed (grammar.y of
// v2.5.4 and v2.6.x; a real 2.5.4 and 2.6.0-alpha2 refuse @first[...] with a syntax error).
var INSERT_QUERY = "LET firsts = @first LET lasts = @last LET ages = @ages LET cities = @cities " +
  "LET hobbies = @hobbies LET sports = @sports FOR i IN @from..@to INSERT { " +
  "_key: CONCAT(\"user\", i), id: i, " +
  "name: { first: firsts[i % 16], last: lasts[(i * 7) % 16] }, " +
  "email: CONCAT(\"user\", i, \"@example.com\"), " +
  "age: ages[i % 60], active: i % 3 != 0, score: (i % 1000) / 8, " +
  "manager: i % 10 == 0 ? null : CONCAT(\"user\", i - i % 10), " +
  "registered: i * 3600, " +
  "tags: [ CONCAT(\"tag\", i % 7), CONCAT(\"tag\", i % 11) ], " +
  "address: { street: CONCAT(\"Main Street \", i % 200), city: cities[i % 8], " +
  "zip: CONCAT(\"PC\", (i * 37) % 90000) }, " +
  "bio: CONCAT(\"User \", i, \" likes \", hobbies[i % 8], \" and \", sports[i % 5], \".\") " +
  "} INTO @@collection";

var COLLECTION_PATTERN = /^users[0-9]+$/;

function collectionName(documents) {
  return NAME + documents;
}

function insertBindVars(from, to) {
  return { from: from, to: to, first: FIRST, last: LAST, cities: CITIES, hobbies: HOBBIES, sports: SPORTS, ages: AGES };
}

function keyOf(i) {
  return "user" + i;
}

function documentFor(i) {
  return {
    _key: keyOf(i),
    id: i,
    name: { first: FIRST[i % 16], last: LAST[(i * 7) % 16] },
    email: "user" + i + "@example.com",
    age: 18 + i % 60,
    active: i % 3 !== 0,
    score: (i % 1000) / 8,
    manager: i % 10 === 0 ? null : "user" + (i - i % 10),
    registered: i * 3600,
    tags: ["tag" + (i % 7), "tag" + (i % 11)],
    address: { street: "Main Street " + (i % 200), city: CITIES[i % 8], zip: "PC" + ((i * 37) % 90000) },
    bio: "User " + i + " likes " + HOBBIES[i % 8] + " and " + SPORTS[i % 5] + "."
  };
}

function numberOfKey(key) {
  return documentCheck.numberOfKey("user", key);
}

function describeMismatch(stored, i, documents, collection) {
  return documentCheck.describeMismatch(documentFor(i, documents), stored, i, collection);
}

module.exports = {
  NAME: NAME,
  INDEXES: INDEXES,
  INSERT_QUERY: INSERT_QUERY,
  COLLECTION_PATTERN: COLLECTION_PATTERN,
  collectionName: collectionName,
  insertBindVars: insertBindVars,
  keyOf: keyOf,
  documentFor: documentFor,
  numberOfKey: numberOfKey,
  describeMismatch: describeMismatch
};
