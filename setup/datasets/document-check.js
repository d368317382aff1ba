/*
 * What every dataset needs to check a stored document against its formula: deep equality of
 * JSON values and one sentence naming the first difference. Shared by the datasets in this
 * folder, so each of them only states its formula. ES5.
 */
"use strict";

// Deep equality of JSON values; object key order does not matter (AQL promises none: docs
// 3.12, "Type and value order" and the document functions).
function sameJson(a, b) {
  if (a === b) {
    return true;
  }
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null ||
      Array.isArray(a) !== Array.isArray(b)) {
    return false;
  }
  var keysA = Object.keys(a);
  if (keysA.length !== Object.keys(b).length) {
    return false;
  }
  for (var i = 0; i < keysA.length; i += 1) {
    if (!Object.prototype.hasOwnProperty.call(b, keysA[i]) || !sameJson(a[keysA[i]], b[keysA[i]])) {
      return false;
    }
  }
  return true;
}

// The number i of a key prefix + i (no leading zeros), or -1 when the key is not of that form.
function numberOfKey(prefix, key) {
  if (typeof key !== "string" || key.indexOf(prefix) !== 0) {
    return -1;
  }
  var digits = key.slice(prefix.length);
  return /^(0|[1-9][0-9]*)$/.test(digits) ? parseInt(digits, 10) : -1;
}

// null when `stored` is exactly `expected` (document i of its dataset, without _id and _rev)
// as the server returns it from `collection` (with _id and _rev), else a sentence saying what
// differs.
function describeMismatch(expected, stored, i, collection) {
  if (stored === null || typeof stored !== "object" || Array.isArray(stored)) {
    return "expected document " + i + ", got " + JSON.stringify(stored);
  }
  var keys = Object.keys(stored);
  for (var k = 0; k < keys.length; k += 1) {
    if (!expected.hasOwnProperty(keys[k]) && keys[k] !== "_id" && keys[k] !== "_rev") {
      return "document " + i + " has an unexpected attribute " + keys[k];
    }
  }
  var names = Object.keys(expected);
  for (var n = 0; n < names.length; n += 1) {
    if (!stored.hasOwnProperty(names[n]) || !sameJson(stored[names[n]], expected[names[n]])) {
      return "document " + i + ": " + names[n] + " is " + JSON.stringify(stored[names[n]]) +
        ", expected " + JSON.stringify(expected[names[n]]);
    }
  }
  if (stored._id !== collection + "/" + expected._key) {
    return "document " + i + ": _id is " + JSON.stringify(stored._id) + ", expected " +
      JSON.stringify(collection + "/" + expected._key);
  }
  if (typeof stored._rev !== "string" || stored._rev === "") {
    return "document " + i + ": _rev is missing";
  }
  return null;
}

module.exports = { sameJson: sameJson, numberOfKey: numberOfKey, describeMismatch: describeMismatch };
