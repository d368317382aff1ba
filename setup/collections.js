/*
 * Building and checking the test collections. Setup is idempotent: a collection whose
 * count, indexes and sample documents are right is reused; anything else (missing, partly
 * filled by an interrupted setup, altered) is dropped and built again. Runs inside the
 * suite's own database (ownership.js). ES5.
 */
"use strict";

var dataset = require("./dataset");

// One AQL insert per batch: 10,000 documents cost one server call.
var BATCH_SIZE = 10000;
// Progress lines while building collections of at least this many documents.
var PROGRESS_FROM = 100000;

// hash and skiplist are the 2015 types; RocksDB servers keep the type asked for but treat
// hash, skiplist and persistent as one sorted index (arangod-api.md §4, design rule 12).
var SAME_FAMILY = { hash: true, skiplist: true, persistent: true, rocksdb: true };

function sameFields(a, b) {
  return a.length === b.length && a.every(function (field, i) { return field === b[i]; });
}

function indexProblems(indexes) {
  var problems = [];
  var matched = [];
  dataset.INDEXES.forEach(function (wanted) {
    var found = indexes.filter(function (index) {
      return SAME_FAMILY[index.type] === true && sameFields(index.fields, wanted.fields) &&
        index.unique === wanted.unique && index.sparse === wanted.sparse;
    });
    if (found.length === 0) {
      problems.push("missing " + wanted.type + " index on " + wanted.fields.join(","));
    } else {
      matched.push(found[0].id);
    }
  });
  indexes.forEach(function (index) {
    if (index.type !== "primary" && matched.indexOf(index.id) < 0) {
      problems.push("unexpected " + index.type + " index on " + (index.fields || []).join(","));
    }
  });
  return problems;
}

// The first, middle and last documents must be exactly what the formula says.
function sampleProblems(host, name, documents) {
  var numbers = [0, Math.floor(documents / 2), documents - 1];
  var keys = numbers.map(function (i) { return "test" + i; });
  var rows = host.query("FOR d IN @@collection FILTER d._key IN @keys RETURN d",
    { "@collection": name, keys: keys }).rows;
  var problems = [];
  numbers.forEach(function (i) {
    var stored = rows.filter(function (row) { return row._key === "test" + i; })[0] || null;
    var mismatch = stored === null ? "document " + i + " is missing"
      : dataset.describeMismatch(stored, i, documents, name);
    if (mismatch !== null) {
      problems.push(mismatch);
    }
  });
  return problems;
}

// [] when the collection for `documents` is complete and right, else what is wrong.
function inspect(host, documents) {
  var name = dataset.collectionName(documents);
  var collection = host.collection(name);
  if (collection === null) {
    return ["collection " + name + " does not exist"];
  }
  var count = collection.count();
  if (count !== documents) {
    return ["collection " + name + " has " + count + " documents, expected " + documents];
  }
  return indexProblems(collection.indexes()).concat(sampleProblems(host, name, documents));
}

function build(host, documents, report) {
  var name = dataset.collectionName(documents);
  var started = host.time();
  var collection = host.createCollection(name);
  var groups = dataset.groupCount(documents);
  for (var from = 0; from < documents; from += BATCH_SIZE) {
    var to = Math.min(from + BATCH_SIZE, documents) - 1;
    host.query(dataset.INSERT_QUERY, { "@collection": name, from: from, to: to, groups: groups });
    var done = to + 1;
    if (documents >= PROGRESS_FROM && (done === documents || done % (documents / 10) < BATCH_SIZE)) {
      report("  " + name + ": " + done + " of " + documents + " documents (" +
        Math.round(100 * done / documents) + " %), " + (host.time() - started).toFixed(1) + " s");
    }
  }
  dataset.INDEXES.forEach(function (index) {
    collection.ensureIndex({ type: index.type, fields: index.fields, unique: index.unique,
      sparse: index.sparse });
  });
  host.flushWriteAheadLog();
}

// Makes the collection for `documents` right. Returns { name, action, problems, seconds }
// where action is "reused", "created" or "rebuilt" and problems says why it was rebuilt.
function ensure(host, documents, report) {
  var name = dataset.collectionName(documents);
  var started = host.time();
  var problems = inspect(host, documents);
  var action = "reused";
  if (problems.length > 0) {
    var existed = host.collection(name) !== null;
    if (existed) {
      report("setup " + name + ": rebuilding, because " + problems.join("; "));
      host.collection(name).drop();
    }
    build(host, documents, report);
    action = existed ? "rebuilt" : "created";
    var remaining = inspect(host, documents);
    if (remaining.length > 0) {
      throw new Error("setup of " + name + " failed: " + remaining.join("; "));
    }
  }
  host.collection(name).load();
  var seconds = host.time() - started;
  report("setup " + name + ": " + action + " (" + documents + " documents, " +
    dataset.INDEXES.length + " indexes) in " + seconds.toFixed(2) + " s");
  return { name: name, action: action, problems: problems, seconds: seconds };
}

// Drops the suite's test collections (values<n>) in the current database.
function dropAll(host) {
  var dropped = host.collectionNames().filter(function (name) {
    return /^values[0-9]+$/.test(name);
  });
  dropped.forEach(function (name) { host.collection(name).drop(); });
  return dropped;
}

module.exports = {
  BATCH_SIZE: BATCH_SIZE,
  inspect: inspect,
  ensure: ensure,
  dropAll: dropAll
};
