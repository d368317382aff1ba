/*
 * Self-join cases (23-28): a nested loop over the same collection, joined on _key, _id, a
 * hash-indexed or a skiplist-indexed attribute. Every joined value is unique, so each
 * document pairs with itself only and the outer document comes back once. ES5.
 */
"use strict";

var rows = require("./expected-rows");

function expectEveryDocument(documents, collection) {
  return rows.wholeDocuments(documents, documents, collection);
}

function systemJoin(name, attribute) {
  return {
    name: name,
    family: "join",
    usesIndex: true,
    query: "FOR c1 IN @@collection FOR c2 IN @@collection FILTER c1." + attribute +
      " == c2." + attribute + " RETURN c1",
    bindVars: function () { return {}; },
    expect: expectEveryDocument
  };
}

function attributeJoin(name, attribute) {
  return {
    name: name,
    family: "join",
    usesIndex: true,
    query: "FOR c1 IN @@collection FOR c2 IN @@collection FILTER c1.@attribute == c2.@attribute " +
      "RETURN c1",
    bindVars: function () { return { attribute: attribute }; },
    expect: expectEveryDocument
  };
}

module.exports = [
  systemJoin("join-key", "_key"),
  systemJoin("join-id", "_id"),
  attributeJoin("join-hash-number", "value1"),
  attributeJoin("join-hash-string", "value2"),
  attributeJoin("join-skiplist-number", "value3"),
  attributeJoin("join-skiplist-string", "value4")
];
