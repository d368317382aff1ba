/*
 * Collection sizes: parsing what the user typed and the label printed for it.
 * A size is a document count that is a positive multiple of 100, because the dataset
 * formula groups documents into n / 100 groups (value7, value8). ES5.
 */
"use strict";

var STANDARD_SIZES = [10000, 100000, 1000000];

// Sizes known by a name: the profiles of the Pokec network, the 2018 benchmark's scale (suite
// social only; a suite lists the named sizes it takes in namedSizes).
var NAMED = { pokec: 1632803 };

function nameOf(documents) {
  var names = Object.keys(NAMED).filter(function (name) { return NAMED[name] === documents; });
  return names.length > 0 ? names[0] : null;
}

// null: a query that reads no dataset and runs without a size (run-plan.js), shown as "-".
function label(documents) {
  if (documents === null) {
    return "-";
  }
  if (nameOf(documents) !== null) {
    return nameOf(documents);
  }
  // "10k" for 10,000 and "1000k" for 1,000,000 as in the 2015 table; other counts stay plain.
  return documents % 1000 === 0 ? (documents / 1000) + "k" : String(documents);
}

// Accepts 10000, "10000", "10k", "1000k". Returns the document count, or throws with a
// message that says what a size must look like.
function parse(value) {
  var text = String(value).replace(/^\s+|\s+$/g, "");
  if (NAMED.hasOwnProperty(text.toLowerCase())) {
    return NAMED[text.toLowerCase()];
  }
  var match = /^([0-9]+)(k?)$/i.exec(text);
  var documents = match ? parseInt(match[1], 10) * (match[2] ? 1000 : 1) : NaN;
  if (typeof value === "number" && value !== Math.floor(value)) {
    documents = NaN;
  }
  if (!(documents > 0) || documents % 100 !== 0 || documents > 100000000) {
    throw new Error("invalid size '" + value + "': a size is a positive multiple of 100 " +
      "documents (at most 100,000,000), written as a count (2000) or in thousands (10k, 1000k), or " +
      Object.keys(NAMED).join(", ") + " (suite social)");
  }
  return documents;
}

module.exports = { STANDARD_SIZES: STANDARD_SIZES, NAMED: NAMED, nameOf: nameOf, label: label, parse: parse };
