/*
 * IN-list lookup cases (29-33): the documents whose _key or indexed attribute is one of
 * 10,000 bound values (0..9999 or "test0".."test9999"), the 2015 shootout's list on every one
 * of its sizes (10k, 100k, 1000k). A collection of fewer documents (the sizes of checks and
 * tests) binds one value per document, so it still finds all of them: a longer list only adds
 * values that find nothing, and a 2.5 server spends about 15 s on a list of 10,000 values
 * whatever the collection's size (measured on a real 2.5.4; the 2015 sheet shows the same
 * time on all three sizes). ES5.
 */
"use strict";

var rows = require("./expected-rows");

var LIST_LENGTH = 10000;

function listLength(documents) {
  return Math.min(documents, LIST_LENGTH);
}

function numbers(documents) {
  return rows.rangeOf(listLength(documents), function (i) { return i; });
}

function strings(documents) {
  return rows.rangeOf(listLength(documents), function (i) { return "test" + i; });
}

function expectFirstDocuments(documents, collection) {
  return rows.wholeDocuments(listLength(documents), documents, collection);
}

function lookupCase(name, attribute, values) {
  return {
    name: name,
    family: "lookup",
    usesIndex: true,
    query: "FOR c IN @@collection FILTER c.@attribute IN @values RETURN c",
    bindVars: function (documents) { return { attribute: attribute, values: values(documents) }; },
    expect: expectFirstDocuments
  };
}

module.exports = [
  {
    name: "lookup-key",
    family: "lookup",
    usesIndex: true,
    query: "FOR c IN @@collection FILTER c._key IN @keys RETURN c",
    bindVars: function (documents) { return { keys: strings(documents) }; },
    expect: expectFirstDocuments
  },
  lookupCase("lookup-hash-number", "value1", numbers),
  lookupCase("lookup-hash-string", "value2", strings),
  lookupCase("lookup-skiplist-number", "value3", numbers),
  lookupCase("lookup-skiplist-string", "value4", strings)
];
