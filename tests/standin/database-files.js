"use strict";
// The data of a stand-in arangod process (arangod-executable.js) in its database directory,
// so that the next process started on that directory finds what the last one left, as a real
// arangod does: the databases, collections, indexes and documents of the store (store.js) and
// its counters (ids, revision ticks, generated keys).
//
// arangod has an operation on disk when the operation returns (2.x: the write-ahead log,
// v2.5.4 arangod/Wal/LogfileManager.cpp; a process killed with SIGKILL loses nothing its
// clients were told was done). The stand-in commits the same way: each time a built-in the
// script called returns (realm.onBuiltinReturn), the collections changed since the last
// commit are written, each to a new file, and then the catalog naming the current file of
// every collection replaces the old catalog in one rename. A process killed at any moment
// leaves either the old or the new catalog, each complete.
//
//   <database directory>/standin-data/catalog.json        profile, counters, databases, files
//   <database directory>/standin-data/<id>-<commit>.json  one collection: indexes, documents

const fs = require("fs");
const path = require("path");

const FOLDER = "standin-data";
const FORMAT = 1;

function collectionRecord(collection) {
  return {
    name: collection.name,
    id: collection.id,
    isSystem: collection.isSystem,
    type: collection.type,
    // the user indexes; an edge collection's own lookups come back with its type
    indexes: collection._userIndexes().filter((index) => !index.internal).map((index) => ({
      numericId: index.numericId, type: index.type, fields: index.fields, unique: index.unique, sparse: index.sparse })),
    documents: collection._documents
  };
}

function writeAtomically(file, text) {
  const temporary = file + ".tmp";
  fs.writeFileSync(temporary, text);
  fs.renameSync(temporary, file);
}

function rebuildCollection(database, record) {
  const collection = database.createCollection(record.name, { isSystem: record.isSystem });
  collection.id = record.id;
  if (record.type === 3) {
    collection.makeEdgeCollection();
  }
  for (const spec of record.indexes) {
    collection.ensureIndex({ type: spec.type, fields: spec.fields, unique: spec.unique, sparse: spec.sparse });
    const index = collection._userIndexes()[collection._userIndexes().length - 1];
    index.numericId = spec.numericId;
    index.id = collection.name + "/" + spec.numericId;
  }
  for (const document of record.documents) {
    collection._append(document, collection._checkConstraints(document));
  }
  return collection;
}

// Opens the data of `directory` for `server` (a fresh store.js Server): what an earlier process
// committed is loaded into it, and from now on every change is committed by commit().
// Returns { commit, restored } (restored: whether there was data to load).
function openDatabaseFiles(server, directory) {
  const folder = path.join(directory, FOLDER);
  const catalogFile = path.join(folder, "catalog.json");
  const files = new Map(); // collection -> its current file name
  let commits = 0;
  let restored = false;
  if (fs.existsSync(catalogFile)) {
    const catalog = JSON.parse(fs.readFileSync(catalogFile, "utf8"));
    if (catalog.format !== FORMAT || catalog.profile !== server.profile.name) {
      throw new Error("the database directory " + directory + " holds data of the stand-in profile " + catalog.profile +
        " (format " + catalog.format + "); this is profile " + server.profile.name + " (format " + FORMAT + "): " +
        "opening another version's data (an upgrade) is not emulated");
    }
    for (const entry of catalog.databases) {
      const database = server.database(entry.name) || server.createDatabase(entry.name);
      database.id = entry.id;
      for (const one of entry.collections) {
        const record = JSON.parse(fs.readFileSync(path.join(folder, one.file), "utf8"));
        files.set(rebuildCollection(database, record), one.file);
      }
    }
    server._nextId = catalog.counters.nextId;
    server._lastTick = BigInt(catalog.counters.lastTick);
    server._nextGeneratedKey = catalog.counters.nextGeneratedKey;
    commits = catalog.commits;
    restored = true;
    // what a process killed in the middle of a commit wrote before its catalog
    const named = new Set(files.values());
    fs.readdirSync(folder).filter((name) => name !== "catalog.json" && !named.has(name))
      .forEach((name) => fs.rmSync(path.join(folder, name), { force: true }));
  } else {
    fs.mkdirSync(folder, { recursive: true });
  }

  const changed = new Set();
  let catalogChanged = false;
  server.onChange((collection) => {
    if (collection === null) {
      catalogChanged = true;
    } else {
      changed.add(collection);
    }
  });

  function commit() {
    if (changed.size === 0 && !catalogChanged) {
      return;
    }
    commits += 1;
    const databases = server.databaseNames().map((name) => server.database(name));
    const live = new Set();
    for (const database of databases) {
      for (const name of database.collectionNames()) {
        live.add(database.collection(name));
      }
    }
    const superseded = [];
    for (const collection of live) {
      if (changed.has(collection) || !files.has(collection)) {
        const file = collection.id + "-" + commits + ".json";
        fs.writeFileSync(path.join(folder, file), JSON.stringify(collectionRecord(collection)));
        if (files.has(collection)) {
          superseded.push(files.get(collection));
        }
        files.set(collection, file);
      }
    }
    for (const [collection, file] of files) {
      if (!live.has(collection)) {
        files.delete(collection);
        superseded.push(file);
      }
    }
    writeAtomically(catalogFile, JSON.stringify({
      format: FORMAT,
      profile: server.profile.name,
      commits,
      counters: { nextId: server._nextId, lastTick: String(server._lastTick), nextGeneratedKey: server._nextGeneratedKey },
      databases: databases.map((database) => ({ name: database.name, id: database.id,
        collections: database.collectionNames().map((name) => ({ name, file: files.get(database.collection(name)) })) }))
    }));
    superseded.forEach((file) => fs.rmSync(path.join(folder, file), { force: true }));
    changed.clear();
    catalogChanged = false;
  }

  return { commit, restored };
}

module.exports = { openDatabaseFiles, FOLDER };
