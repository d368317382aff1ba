"use strict";
// Which of the product's cases a query is, for the simulated clock (simulated-clock.js): the
// stand-in reads the case records the product exports and recognises a query by its text and
// bind parameters, so the product needs no hook that tells a test server what it is running.
// A case is { name, query, bindVars(documents) }; the product binds the dataset collection as
// "@collection" (cases/index.js), whose document count is the size. Only the module below is
// read: if the cases move (e.g. into per-suite folders), this path is the one line to change.

const CASE_RECORDS = require.resolve("../../../cases/index.js");

function caseRecords() {
  return require(CASE_RECORDS);
}

function caseNames() {
  return caseRecords().names();
}

// JSON with object keys in sorted order: bind parameters match whatever order they were built in.
function canonicalJson(value) {
  if (Array.isArray(value)) {
    return "[" + value.map(canonicalJson).join(",") + "]";
  }
  if (value !== null && typeof value === "object") {
    return "{" + Object.keys(value).sort().map((key) => JSON.stringify(key) + ":" + canonicalJson(value[key]))
      .join(",") + "}";
  }
  return JSON.stringify(value);
}

function keyOf(query, bindVars) {
  const rest = Object.assign({}, bindVars);
  delete rest["@collection"];
  return query + "\n" + canonicalJson(rest);
}

function createCaseLookup() {
  const records = caseRecords().all;
  // One table per size, built on first use: bindVars is a function of the document count.
  const tables = new Map();

  function tableFor(documents) {
    if (!tables.has(documents)) {
      const table = new Map();
      for (const record of records) {
        const key = keyOf(record.query, record.bindVars(documents));
        if (table.has(key)) {
          throw new Error("simulated timing: cases " + table.get(key) + " and " + record.name + " have the same " +
            "query and bind parameters at " + documents + " documents; the stand-in cannot tell them apart");
        }
        table.set(key, record.name);
      }
      tables.set(documents, table);
    }
    return tables.get(documents);
  }

  // database: the store's Database the query runs in; bindVars: node values.
  // Returns { name, documents }: name null for a query that is no case, documents null when
  // the query binds no existing collection as "@collection".
  function identify(database, query, bindVars) {
    const collectionName = bindVars ? bindVars["@collection"] : undefined;
    const collection = typeof collectionName === "string" && database ? database.collection(collectionName) : null;
    if (collection === null) {
      return { name: null, documents: null };
    }
    const documents = collection.count();
    const name = tableFor(documents).get(keyOf(query, bindVars));
    return { name: name === undefined ? null : name, documents };
  }

  return { identify };
}

module.exports = { createCaseLookup, caseNames };
