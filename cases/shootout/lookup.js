/*
 * IN-list lookup cases (29-33): the documents whose _key or indexed attribute is one of
 * 10,000 bound values (0..9999 or "test0".."test9999"). A collection of fewer documents
 * returns all of them. ES5.
 */
"use strict";

var rows = require("./expected-rows");

var LIST_LENGTH = 10000;

function numbers() {
  return rows.rangeOf(LIST_LENGTH, function (i) { return i; });
}

function strings() {
  return rows.rangeOf(LIST_LENGTH, function (i) { return "test" + i; });
}

function expectFirstDocuments(documents, collection) {
  return rows.wholeDocuments(Math.min(documents, LIST_LENGTH), documents, collection);
}

function lookupCase(name, attribute, values) {
  return {
    name: name,
    family: "lookup",
    usesIndex: true,
    query: "FOR c IN @@collection FILTER c.@attribute IN @values RETURN c",
    bindVars: function () { return { attribute: attribute, values: values() }; },
    expect: expectFirstDocuments
  };
}

module.exports = [
  {
    name: "lookup-key",
    family: "lookup",
    usesIndex: true,
    query: "FOR c IN @@collection FILTER c._key IN @keys RETURN c",
    bindVars: function () { return { keys: strings() }; },
    expect: expectFirstDocuments
  },
  lookupCase("lookup-hash-number", "value1", numbers),
  lookupCase("lookup-hash-string", "value2", strings),
  lookupCase("lookup-skiplist-number", "value3", numbers),
  lookupCase("lookup-skiplist-string", "value4", strings)
];
