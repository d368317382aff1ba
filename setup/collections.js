/*
 * Building and checking the test collections of a dataset (setup/datasets/*.js). Setup is
 * idempotent: a collection whose count, indexes and sample documents are right is reused;
 * anything else (missing, partly filled by an interrupted setup, altered) is dropped and built
 * again. Runs inside the suite's own database (ownership.js). Every function takes the dataset
 * last; without one it is the 2015 shootout's (values<n>), as before suites existed. ES5.
 */
"use strict";

var valuesDataset = require("./datasets/values");

// One AQL insert per batch: 10,000 documents cost one server call.
var BATCH_SIZE = 10000;
// Progress lines while building collections of at least this many documents.
var PROGRESS_FROM = 100000;

// hash and skiplist are the 2015 types; RocksDB servers keep the type asked for but treat
// hash, skiplist and persistent as one sorted index (release notes 3.2, RocksDB indexes).
var SAME_FAMILY = { hash: true, skiplist: true, persistent: true, rocksdb: true };

// collection.type() of an edge collection in every version (v2.5.0 arangod/VocBase/collection.h)
var EDGE_COLLECTION_TYPE = 3;

function sameFields(a, b) {
  return a.length === b.length && a.every(function (field, i) { return field === b[i]; });
}

function indexProblems(dataset, indexes) {
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
function sampleProblems(host, dataset, name, documents) {
  var numbers = [0, Math.floor(documents / 2), documents - 1];
  var keys = numbers.map(dataset.keyOf);
  var rows = host.query("FOR d IN @@collection FILTER d._key IN @keys RETURN d",
    { "@collection": name, keys: keys }).rows;
  var problems = [];
  numbers.forEach(function (i) {
    var stored = rows.filter(function (row) { return row._key === dataset.keyOf(i); })[0] || null;
    var mismatch = stored === null ? "document " + i + " is missing"
      : dataset.describeMismatch(stored, i, documents, name);
    if (mismatch !== null) {
      problems.push(mismatch);
    }
  });
  return problems;
}

// Cluster properties asked for (numberOfShards, replicationFactor) that the collection lacks.
function propertyProblems(collection, wanted) {
  if (!wanted) {
    return [];
  }
  var actual = collection.properties();
  return Object.keys(wanted).filter(function (key) {
    return actual[key] !== wanted[key];
  }).map(function (key) {
    return key + " is " + actual[key] + ", expected " + wanted[key];
  });
}

// What is wrong with the edge collection of a dataset that has one (dataset.edges, e.g. the
// friendships of setup/datasets/social.js): it must be an edge collection (type 3, made by
// db._createEdgeCollection: v2.5.0 arangod/V8Server/v8-vocindex.cpp) with exactly the formula's edges, its edge index and no
// other index; the edges of the first, middle and last vertex are compared with the formula.
function edgeProblems(host, dataset, documents) {
  var spec = dataset.edges;
  var name = spec.collectionName(documents);
  var collection = host.collection(name);
  if (collection === null) {
    return ["collection " + name + " does not exist"];
  }
  if (collection.type() !== EDGE_COLLECTION_TYPE) {
    return ["collection " + name + " is not an edge collection"];
  }
  var count = collection.count();
  if (count !== spec.count(documents)) {
    return ["collection " + name + " has " + count + " edges, expected " + spec.count(documents)];
  }
  var problems = collection.indexes().filter(function (index) {
    return index.type !== "primary" && index.type !== "edge";
  }).map(function (index) { return "unexpected " + index.type + " index on " + (index.fields || []).join(","); });
  [0, Math.floor(documents / 2), documents - 1].forEach(function (i) {
    var stored = host.query("FOR e IN @@collection FILTER e._from == @from RETURN e",
      { "@collection": name, from: dataset.collectionName(documents) + "/" + dataset.keyOf(i) }).rows;
    var mismatch = spec.describeMismatch(stored, i, documents);
    if (mismatch !== null) {
      problems.push(mismatch);
    }
  });
  return problems;
}

// [] when the dataset's collection of `documents` documents is complete and right (and its
// edge collection, if it has one), else what is wrong. wanted: collection properties to
// require (cluster), or null.
function inspect(host, documents, wanted, dataset) {
  dataset = dataset || valuesDataset;
  var name = dataset.collectionName(documents);
  var collection = host.collection(name);
  if (collection === null) {
    return ["collection " + name + " does not exist"];
  }
  var count = collection.count();
  if (count !== documents) {
    return ["collection " + name + " has " + count + " documents, expected " + documents];
  }
  var problems = propertyProblems(collection, wanted).concat(indexProblems(dataset, collection.indexes()),
    sampleProblems(host, dataset, name, documents));
  return problems.length > 0 || !dataset.edges ? problems : edgeProblems(host, dataset, documents);
}

// hash and skiplist are the 2015 index types; servers that no longer have them (4.x rejects
// them: release notes 4.0, incompatible changes) get the persistent index that replaced both.
function ensureDatasetIndex(collection, wanted) {
  var spec = { type: wanted.type, fields: wanted.fields, unique: wanted.unique, sparse: wanted.sparse };
  try {
    return collection.ensureIndex(spec);
  } catch (e) {
    spec.type = "persistent";
    try {
      return collection.ensureIndex(spec);
    } catch (ignored) {
      throw e; // persistent is no way out either: report the original refusal
    }
  }
}

function build(host, dataset, documents, report, wanted) {
  var name = dataset.collectionName(documents);
  var started = host.time();
  var collection = host.createCollection(name, wanted);
  for (var from = 0; from < documents; from += BATCH_SIZE) {
    var to = Math.min(from + BATCH_SIZE, documents) - 1;
    var bindVars = dataset.insertBindVars(from, to, documents);
    bindVars["@collection"] = name;
    host.query(dataset.INSERT_QUERY, bindVars);
    var done = to + 1;
    if (documents >= PROGRESS_FROM && (done === documents || done % (documents / 10) < BATCH_SIZE)) {
      report("  " + name + ": " + done + " of " + documents + " documents (" +
        Math.round(100 * done / documents) + " %), " + (host.time() - started).toFixed(1) + " s");
    }
  }
  dataset.INDEXES.forEach(function (index) {
    ensureDatasetIndex(collection, index);
  });
  if (dataset.edges) {
    buildEdges(host, dataset, documents, report);
  }
  host.flushWriteAheadLog();
}

// The edge collection of a dataset, batch by batch of vertices (vertices first: 2.x checks
// that the vertex collection of every edge exists: v2.5.0 arangod/Aql/ExecutionBlock.cpp, InsertBlock).
function buildEdges(host, dataset, documents, report) {
  var spec = dataset.edges;
  var name = spec.collectionName(documents);
  var started = host.time();
  host.createEdgeCollection(name);
  for (var from = 0; from < documents; from += spec.batchSize) {
    var to = Math.min(from + spec.batchSize, documents) - 1;
    var bindVars = spec.insertBindVars(from, to, documents);
    bindVars["@collection"] = name;
    host.query(spec.insertQuery, bindVars);
    if (documents >= PROGRESS_FROM && (to + 1 === documents || (to + 1) % (documents / 10) < spec.batchSize)) {
      report("  " + name + ": edges of " + (to + 1) + " of " + documents + " vertices, " +
        (host.time() - started).toFixed(1) + " s");
    }
  }
}

// Drops a dataset's collections of one size that exist.
function dropSize(host, dataset, documents) {
  var names = [dataset.collectionName(documents)].concat(dataset.edges ? [dataset.edges.collectionName(documents)] : []);
  names.forEach(function (name) {
    if (host.collection(name) !== null) {
      host.collection(name).drop();
    }
  });
}

// The user indexes as the server reports them: [{ type, fields }] (the type really created).
function indexTypes(collection) {
  return collection.indexes().filter(function (index) { return index.type !== "primary"; })
    .map(function (index) { return { type: index.type, fields: index.fields.slice() }; });
}

// Makes the dataset's collection of `documents` documents right. Returns { name, documents, action, problems,
// seconds, indexes } where action is "reused", "created" or "rebuilt", problems says why it
// was rebuilt and indexes lists the index types the server really has. wanted: cluster
// properties ({ numberOfShards, replicationFactor }) or null.
function ensure(host, documents, report, wanted, dataset) {
  dataset = dataset || valuesDataset;
  var name = dataset.collectionName(documents);
  var started = host.time();
  var problems = inspect(host, documents, wanted, dataset);
  var action = "reused";
  if (problems.length > 0) {
    var existed = host.collection(name) !== null;
    if (existed) {
      report("setup " + name + ": rebuilding, because " + problems.join("; "));
    }
    dropSize(host, dataset, documents);
    build(host, dataset, documents, report, wanted);
    action = existed ? "rebuilt" : "created";
    var remaining = inspect(host, documents, wanted, dataset);
    if (remaining.length > 0) {
      throw new Error("setup of " + name + " failed: " + remaining.join("; "));
    }
  }
  var collection = host.collection(name);
  collection.load();
  var seconds = host.time() - started;
  report("setup " + name + ": " + action + " (" + documents + " documents, " +
    dataset.INDEXES.length + " indexes) in " + seconds.toFixed(2) + " s");
  var built = { dataset: dataset.NAME, name: name, documents: documents, action: action, problems: problems,
    seconds: seconds, indexes: indexTypes(collection) };
  if (dataset.edges) {
    // the edge collection beside it (social's friendships), with its count
    var edgeName = dataset.edges.collectionName(documents);
    built.edges = { collection: edgeName, count: host.collection(edgeName).count() };
  }
  return built;
}

// Drops the test collections of these datasets (default: values<n>) in the current database.
function dropAll(host, datasets) {
  var patterns = (datasets || [valuesDataset]).map(function (dataset) { return dataset.COLLECTION_PATTERN; });
  var dropped = host.collectionNames().filter(function (name) {
    return patterns.some(function (pattern) { return pattern.test(name); });
  });
  dropped.forEach(function (name) { host.collection(name).drop(); });
  return dropped;
}

module.exports = {
  BATCH_SIZE: BATCH_SIZE,
  ensureDatasetIndex: ensureDatasetIndex,
  inspect: inspect,
  ensure: ensure,
  dropAll: dropAll
};
