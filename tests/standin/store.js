"use strict";
// The stand-in's in-memory server: databases, collections, documents and indexes (the
// interface is listed in README.md). Behaviour copied from arangod cites
// ArangoDB's sources and documentation, named where used.
//
// Storage model: a collection keeps its documents in an append-only array (storage order =
// insertion order); the primary index maps _key -> position, and every user index maps the
// canonical value of its first field -> positions (plus, when unique, the canonical value of
// all its fields -> position). Positions let a query read a snapshot (everything below the
// length it saw at its start) and let a failed query roll its inserts back.

const { makeError, unsupported } = require("./errors");
const { getProfile } = require("./profiles");
const values = require("./aql/values");

// arangod's traditional naming rules: user names start with a letter, system names with "_";
// then letters, digits, "_" and "-" (collections up to 256 characters, databases up to 64).
const COLLECTION_NAME = /^[a-zA-Z][a-zA-Z0-9_-]{0,255}$/;
const SYSTEM_COLLECTION_NAME = /^_[a-zA-Z0-9_-]{1,255}$/;
const DATABASE_NAME = /^[a-zA-Z][a-zA-Z0-9_-]{0,63}$/;
// Document keys: 1-254 characters of this set (arangod document key rules).
const DOCUMENT_KEY = /^[a-zA-Z0-9_\-:.@()+,=;$!*'%]{1,254}$/;

const SYSTEM_DATABASE = "_system";
// Index types the stand-in implements (release notes 3.0, 3.2, 3.9 and 4.0; v2.8.0
// arangod/V8Server/v8-collection.cpp table): hash and skiplist until 3.12 (4.x
// rejects them), persistent from 3.0 (not available in 2.5-2.8).
const IMPLEMENTED_INDEX_TYPES = ["hash", "skiplist", "persistent"];

function indexTypeAvailable(profile, type) {
  if (type === "persistent") {
    return profile.major >= 3;
  }
  return profile.major < 4;
}
// Real arangod index types the stand-in does not implement: refused as unsupported, not as
// invalid (a real server would accept them).
const UNIMPLEMENTED_INDEX_TYPES = ["primary", "edge", "fulltext", "geo", "geo1", "geo2", "ttl",
  "zkd", "mdi", "mdi-prefixed", "inverted", "rocksdb", "vector"];

// The alphabet of arangod's 3.x revision strings (HLC values in a URL-safe base64).
const REVISION_ALPHABET = "-_ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

function encodeRevision(tick) {
  let text = "";
  let rest = tick;
  for (let i = 0; i < 11; i += 1) {
    text = REVISION_ALPHABET[Number(rest & 63n)] + text;
    rest >>= 6n;
  }
  return text;
}

// Value of an attribute path in a document; a missing step gives null (as AQL reads it).
function valueAtPath(document, path) {
  let current = document;
  for (const name of path) {
    current = values.getAttribute(current, name);
    if (current === null) {
      return null;
    }
  }
  return current;
}

function normaliseProfile(profile) {
  if (profile === undefined || typeof profile === "string") {
    return getProfile(profile);
  }
  return profile;
}

class Server {
  constructor(profile) {
    this.profile = normaliseProfile(profile);
    this._databases = new Map();
    this._nextId = 100;
    this._lastTick = 0n;
    this._nextGeneratedKey = 1;
    this._databases.set(SYSTEM_DATABASE, new Database(this, SYSTEM_DATABASE));
    this._changeListener = null;
  }

  // listener(collection) hears of every change: a collection's documents or indexes changed
  // (the collection), or the list of databases or collections (null). The stand-in arangod
  // executable keeps its data on disk with it (database-files.js).
  onChange(listener) {
    this._changeListener = listener;
  }

  _changed(collection) {
    if (this._changeListener !== null) {
      this._changeListener(collection);
    }
  }

  // Ids for databases, collections and indexes: numeric strings, unique per server.
  nextId() {
    this._nextId += 1;
    return String(this._nextId);
  }

  // A strictly increasing hybrid tick (milliseconds << 20, plus a counter), the raw value
  // behind a revision.
  nextTick() {
    const now = BigInt(Date.now()) << 20n;
    this._lastTick = now > this._lastTick ? now : this._lastTick + 1n;
    return this._lastTick;
  }

  // docs 3.12, data types; docs 3.12 and 2.8, high-level operations: _rev is a numeric string in 2.x
  // and an opaque string such as "_Y2Vq9kW---" in
  // 3.x; unique per write either way.
  nextRevision() {
    const tick = this.nextTick();
    return this.profile.major < 3 ? tick.toString() : encodeRevision(tick);
  }

  databaseNames() {
    return Array.from(this._databases.keys());
  }

  database(name) {
    return this._databases.get(String(name)) || null;
  }

  createDatabase(name) {
    if (typeof name !== "string" || !DATABASE_NAME.test(name)) {
      throw makeError(1208, name);
    }
    if (this._databases.has(name)) {
      throw makeError(1207, name);
    }
    const database = new Database(this, name);
    this._databases.set(name, database);
    this._changed(null);
    return database;
  }

  dropDatabase(name) {
    if (name === SYSTEM_DATABASE) {
      throw makeError(11);
    }
    if (!this._databases.has(name)) {
      throw makeError(1228, name);
    }
    this._databases.delete(name);
    this._changed(null);
    return true;
  }
}

class Database {
  constructor(server, name) {
    this.server = server;
    this.name = name;
    this.id = name === SYSTEM_DATABASE ? "1" : server.nextId();
    this._collections = new Map();
  }

  collection(name) {
    return this._collections.get(String(name)) || null;
  }

  collectionNames() {
    return Array.from(this._collections.keys());
  }

  createCollection(name, properties) {
    const options = properties || {};
    if (options.type !== undefined && options.type !== 2 && options.type !== "document") {
      throw unsupported("collection type " + JSON.stringify(options.type) + " (only document collections)");
    }
    const isSystem = options.isSystem === true;
    const valid = typeof name === "string" &&
      (isSystem ? SYSTEM_COLLECTION_NAME.test(name) : COLLECTION_NAME.test(name));
    if (!valid) {
      throw makeError(1208, name);
    }
    if (this._collections.has(name)) {
      throw makeError(1207, name);
    }
    const collection = new Collection(this, name, isSystem);
    this._collections.set(name, collection);
    this.server._changed(null);
    return collection;
  }

  // db._createEdgeCollection (v2.5.0 arangod/V8Server/v8-vocindex.cpp and v8-collection.cpp): type 3,
  // with the edge index.
  createEdgeCollection(name) {
    const collection = this.createCollection(name, {});
    collection.makeEdgeCollection();
    return collection;
  }

  dropCollection(name) {
    const dropped = this._collections.delete(String(name));
    this.server._changed(null);
    return dropped;
  }
}

// A user index. `lookup` serves equality on the first field; `uniqueEntries` enforces
// uniqueness over all fields.
class UserIndex {
  constructor(collection, spec) {
    this.collection = collection;
    this.numericId = collection.database.server.nextId();
    this.id = collection.name + "/" + this.numericId;
    this.type = spec.type;
    this.fields = spec.fields.slice();
    this.paths = spec.fields.map((field) => field.split("."));
    this.unique = spec.unique;
    this.sparse = spec.sparse;
    this.lookup = new Map();
    this.uniqueEntries = spec.unique ? new Map() : null;
  }

  description() {
    return { id: this.id, type: this.type, fields: this.fields.slice(), unique: this.unique, sparse: this.sparse };
  }

  // null when a sparse index leaves the document out (any indexed attribute null or missing).
  entryFor(document) {
    const fieldValues = this.paths.map((path) => valueAtPath(document, path));
    if (this.sparse && fieldValues.some((value) => value === null)) {
      return null;
    }
    return {
      lookupKey: values.canonicalKey(fieldValues[0]),
      uniqueKey: this.unique ? values.canonicalKey(fieldValues) : null
    };
  }

  add(entry, position) {
    let bucket = this.lookup.get(entry.lookupKey);
    if (bucket === undefined) {
      bucket = [];
      this.lookup.set(entry.lookupKey, bucket);
    }
    bucket.push(position);
    if (this.uniqueEntries !== null) {
      this.uniqueEntries.set(entry.uniqueKey, position);
    }
  }

  // Only ever the most recently added position of its bucket (rollback runs newest first).
  remove(entry, position) {
    const bucket = this.lookup.get(entry.lookupKey);
    if (bucket !== undefined && bucket[bucket.length - 1] === position) {
      bucket.pop();
      if (bucket.length === 0) {
        this.lookup.delete(entry.lookupKey);
      }
    }
    if (this.uniqueEntries !== null && this.uniqueEntries.get(entry.uniqueKey) === position) {
      this.uniqueEntries.delete(entry.uniqueKey);
    }
  }

  // Any position of its bucket (a document updated or removed, or moved into a freed place).
  removeAt(entry, position) {
    const bucket = this.lookup.get(entry.lookupKey);
    const at = bucket === undefined ? -1 : bucket.lastIndexOf(position);
    if (at >= 0) {
      bucket.splice(at, 1);
      if (bucket.length === 0) {
        this.lookup.delete(entry.lookupKey);
      }
    }
    if (this.uniqueEntries !== null && this.uniqueEntries.get(entry.uniqueKey) === position) {
      this.uniqueEntries.delete(entry.uniqueKey);
    }
  }

  clear() {
    this.lookup = new Map();
    this.uniqueEntries = this.unique ? new Map() : null;
  }
}

// collection.update's patch, with its defaults keepNull: true (a null is stored as null) and
// mergeObjects: true (an object value is merged into an object value, recursively), the
// defaults of every version (v2.5.0 arangod/V8Server/v8-collection.cpp; docs 3.12, collection object;
// 3.12 docs collection-object.md).
function mergePatch(base, patch) {
  const merged = Object.assign({}, base);
  for (const name of Object.keys(patch)) {
    const now = patch[name];
    merged[name] = values.isObject(now) && values.isObject(base[name]) ? mergePatch(base[name], now) : now;
  }
  return merged;
}

// The edge index of an edge collection (v2.5.0 arangod/V8Server/v8-vocindex.cpp and v8-collection.cpp:
// type "edge", fields
// ["_from", "_to"], in every version): kept as two lookups, one per attribute, so that an
// equality on _from or on _to is served by it, as arangod's edge index serves both. Each
// reports the one edge index. Its id is not in the reference; the suite reads only type and
// fields.
class EdgeLookup extends UserIndex {
  constructor(collection, field) {
    super(collection, { type: "edge", fields: [field], unique: false, sparse: false });
    this.internal = true;
  }

  description() {
    return edgeDescription(this.collection);
  }
}

function edgeDescription(collection) {
  return { id: collection.name + "/1", type: "edge", fields: ["_from", "_to"], unique: false, sparse: false };
}

function primaryDescription(collection) {
  return { id: collection.name + "/0", type: "primary", fields: ["_key"], unique: true, sparse: false };
}

class Collection {
  constructor(database, name, isSystem) {
    this.database = database;
    this.name = name;
    this.id = database.server.nextId();
    this.isSystem = isSystem;
    this.type = 2; // document collection
    this._documents = [];
    this._primary = new Map();
    this._indexes = [];
  }

  get profile() {
    return this.database.server.profile;
  }

  count() {
    return this._documents.length;
  }

  makeEdgeCollection() {
    this.type = 3;
    this._indexes.push(new EdgeLookup(this, "_from"), new EdgeLookup(this, "_to"));
    this.database.server._changed(this);
  }

  // The documents of the edges whose `field` ("_from" or "_to") is `id`, in the order they
  // were stored (the edge index's order is not defined by arangod).
  edgesWith(field, id) {
    const lookup = this._indexes.find((index) => index.internal && index.fields[0] === field);
    const bucket = lookup.lookup.get(values.canonicalKey(id)) || [];
    return bucket.slice().sort((a, b) => a - b).map((position) => this._documents[position]);
  }

  // Stores a deep, frozen copy of doc with _key (given or generated), _id and _rev.
  insert(doc) {
    const stored = this._prepare(doc);
    const entries = this._checkConstraints(stored);
    this._append(stored, entries);
    return { _id: stored._id, _key: stored._key, _rev: stored._rev };
  }

  document(key) {
    const position = this._primary.get(String(key));
    return position === undefined ? null : values.deepCopy(this._documents[position]);
  }

  // collection.update: the stored document merged with `patch` (system attributes of the
  // patch ignored) under a new _rev; null when there is no document with that key.
  update(key, patch) {
    const position = this._primary.get(String(key));
    if (position === undefined) {
      return null;
    }
    const old = this._documents[position];
    const body = mergePatch(old, values.toJsonValue(patch));
    const stored = { _key: old._key, _id: old._id, _rev: this.database.server.nextRevision() };
    for (const name of Object.keys(body)) {
      if (name !== "_key" && name !== "_id" && name !== "_rev") {
        values.setOwn(stored, name, body[name]);
      }
    }
    this._unindex(old, position);
    let entries;
    try {
      entries = this._checkConstraints(stored, position);
    } catch (error) {
      this._index(old, this._indexes.map((index) => index.entryFor(old)), position);
      throw error;
    }
    values.deepFreeze(stored);
    this._documents[position] = stored;
    this._index(stored, entries, position);
    this.database.server._changed(this);
    return { _id: stored._id, _key: stored._key, _rev: stored._rev, _oldRev: old._rev };
  }

  // collection.remove: the document is gone, the last document takes its place (the order of
  // a full scan is not defined, docs 3.12 and 2.8, high-level operations); null when there is no such
  // document.
  remove(key) {
    const position = this._primary.get(String(key));
    if (position === undefined) {
      return null;
    }
    const old = this._documents[position];
    this._unindex(old, position);
    this._primary.delete(old._key);
    const last = this._documents.length - 1;
    if (position !== last) {
      const moved = this._documents[last];
      this._unindex(moved, last);
      this._documents[position] = moved;
      this._index(moved, this._indexes.map((index) => index.entryFor(moved)), position);
    }
    this._documents.length = last;
    this.database.server._changed(this);
    return { _id: old._id, _key: old._key, _rev: old._rev };
  }

  _unindex(document, position) {
    this._primary.delete(document._key);
    for (const index of this._indexes) {
      const entry = index.entryFor(document);
      if (entry !== null) {
        index.removeAt(entry, position);
      }
    }
  }

  _index(document, entries, position) {
    this._primary.set(document._key, position);
    this._indexes.forEach((index, i) => {
      if (entries[i] !== null) {
        index.add(entries[i], position);
      }
    });
  }

  * documents() {
    const documents = this._documents;
    const length = documents.length;
    for (let position = 0; position < length; position += 1) {
      yield values.deepCopy(documents[position]);
    }
  }

  truncate() {
    this._documents = [];
    this._primary = new Map();
    for (const index of this._indexes) {
      index.clear();
    }
    this.database.server._changed(this);
  }

  ensureIndex(spec) {
    const normalised = this._normaliseIndexSpec(spec);
    const existing = this._indexes.find((index) => index.type === normalised.type &&
      index.unique === normalised.unique && index.sparse === normalised.sparse &&
      index.fields.length === normalised.fields.length &&
      index.fields.every((field, i) => field === normalised.fields[i]));
    if (existing) {
      return Object.assign(existing.description(), { isNewlyCreated: false });
    }
    const index = new UserIndex(this, normalised);
    this._documents.forEach((document, position) => {
      const entry = index.entryFor(document);
      if (entry === null) {
        return;
      }
      if (index.uniqueEntries !== null && index.uniqueEntries.has(entry.uniqueKey)) {
        throw makeError(1210);
      }
      index.add(entry, position);
    });
    this._indexes.push(index);
    this.database.server._changed(this);
    return Object.assign(index.description(), { isNewlyCreated: true });
  }

  getIndexes() {
    const edge = this.type === 3 ? [edgeDescription(this)] : [];
    return [primaryDescription(this)].concat(edge, this._indexes.filter((index) => !index.internal)
      .map((index) => index.description()));
  }

  dropIndex(idOrDescription) {
    const id = typeof idOrDescription === "object" && idOrDescription !== null ? idOrDescription.id : idOrDescription;
    const text = String(id);
    if (text === "0" || text === this.name + "/0") {
      throw unsupported("dropping the primary index");
    }
    if (this.type === 3 && (text === "1" || text === this.name + "/1")) {
      throw unsupported("dropping the edge index");
    }
    const position = this._indexes.findIndex((index) => !index.internal && (index.id === text || index.numericId === text));
    if (position < 0) {
      return false;
    }
    this._indexes.splice(position, 1);
    this.database.server._changed(this);
    return true;
  }

  // Copies of the stored documents whose indexed attribute (the index's first field; _key for
  // the primary index) equals one of `lookupValues` (binary equality, docs 3.12, type and value order).
  lookup(indexOrId, lookupValues) {
    const id = typeof indexOrId === "object" && indexOrId !== null ? indexOrId.id : String(indexOrId);
    const index = id === this.name + "/0" ? "primary" : this._indexes.find((candidate) => candidate.id === id);
    if (index === undefined) {
      throw unsupported("lookup in unknown index " + JSON.stringify(id));
    }
    const positions = new Set();
    for (const value of lookupValues) {
      const found = index === "primary" ? this._primaryPositions(["_key"], value) :
        this._indexPositions(index, value);
      found.forEach((position) => positions.add(position));
    }
    return Array.from(positions).sort((a, b) => a - b)
      .map((position) => values.deepCopy(this._documents[position]));
  }

  // ---- for the AQL interpreter (aql/); not part of the arangod surface ----

  // The documents array and its current length: a query reads positions below the length it
  // saw at its start.
  _snapshotLength() {
    return this._documents.length;
  }

  _documentAt(position) {
    return this._documents[position];
  }

  _userIndexes() {
    return this._indexes;
  }

  // Positions of documents whose `path` (["_key"] or ["_id"]) equals value, via the primary
  // index. The primary index serves _id lookups too: "The primary index allows quick
  // selection of documents in the collection using either the _key or _id attributes"
  // (arangodb/docs-hugo site/content/3.11/index-and-search/indexing/index-basics.md).
  _primaryPositions(path, value) {
    if (typeof value !== "string") {
      return [];
    }
    let key = value;
    if (path[0] === "_id") {
      const slash = value.indexOf("/");
      if (slash < 0 || value.slice(0, slash) !== this.name) {
        return [];
      }
      key = value.slice(slash + 1);
    }
    const position = this._primary.get(key);
    return position === undefined ? [] : [position];
  }

  // Positions (ascending) of documents whose first indexed field equals value.
  _indexPositions(index, value) {
    return index.lookup.get(values.canonicalKey(value)) || [];
  }

  // Positions (ascending) of documents whose indexed fields equal `tuple`, one value per field
  // (a lookup of a hash index on all its fields, aql/several-field-indexes-28.js).
  _indexPositionsOfFields(index, tuple) {
    const wanted = tuple.map((value) => values.canonicalKey(value));
    return this._indexPositions(index, tuple[0]).filter((position) => index.paths.every((path, field) =>
      field === 0 || values.canonicalKey(valueAtPath(this._documents[position], path)) === wanted[field]));
  }

  // Positions below `length` in the order a scan of a whole index yields them (an IndexNode
  // without condition, aql/projections.js): the primary index ("primary") by _key in binary
  // order (RocksDB orders keys bytewise); a user index by its fields' values in AQL order (the
  // RocksDB index comparator is not emulated; for strings of [a-z0-9] the orders agree) and
  // equal values by position (a non-unique entry ends with the document's id, which grows
  // with each insert).
  _indexScanOrder(index, length) {
    const positions = Array.from({ length }, (unused, position) => position);
    if (index === "primary") {
      const keys = positions.map((position) => this._documents[position]._key);
      return positions.sort((a, b) => values.compareValues(keys[a], keys[b], false));
    }
    const entries = positions.map((position) => index.paths.map((path) => valueAtPath(this._documents[position], path)));
    return positions.sort((a, b) => values.compareValues(entries[a], entries[b], true) || a - b);
  }

  // The selectivity estimate explain reports for a user index (aql/explain.js): distinct
  // values of its first field per indexed document, 1 for unique or empty indexes. Exact for
  // single-field indexes, an approximation otherwise; never arangod's own estimator.
  _indexSelectivity(index) {
    if (index.unique) {
      return 1;
    }
    let entries = 0;
    for (const bucket of index.lookup.values()) {
      entries += bucket.length;
    }
    return entries === 0 ? 1 : index.lookup.size / entries;
  }

  // Inserts on behalf of a query; returns the stored (frozen) document.
  _insertStored(doc) {
    const stored = this._prepare(doc);
    const entries = this._checkConstraints(stored);
    this._append(stored, entries);
    return stored;
  }

  // Undoes every insert made after the collection had `length` documents (a failed query is
  // all or nothing on a single server, aql "Minimal faithful subset" 10).
  _rollbackTo(length) {
    for (let position = this._documents.length - 1; position >= length; position -= 1) {
      const document = this._documents[position];
      this._primary.delete(document._key);
      for (const index of this._indexes) {
        const entry = index.entryFor(document);
        if (entry !== null) {
          index.remove(entry, position);
        }
      }
    }
    this._documents.length = Math.min(this._documents.length, length);
    this.database.server._changed(this);
  }

  _prepare(doc) {
    if (!values.isObject(doc)) {
      throw makeError(1227);
    }
    const body = values.toJsonValue(doc);
    let key;
    if (Object.prototype.hasOwnProperty.call(body, "_key")) {
      key = body._key;
      if (typeof key !== "string" || !DOCUMENT_KEY.test(key)) {
        throw makeError(1221);
      }
    } else {
      key = this._generateKey();
    }
    if (this.type === 3) {
      this._checkEdgeAttributes(body);
    }
    // _id and _rev are always the server's own (a given _id or _rev is ignored).
    const stored = { _key: key, _id: this.name + "/" + key, _rev: this.database.server.nextRevision() };
    for (const name of Object.keys(body)) {
      if (name !== "_key" && name !== "_id" && name !== "_rev") {
        values.setOwn(stored, name, body[name]);
      }
    }
    return stored;
  }

  // v2.5.0 arangod/V8Server/v8-vocindex.cpp and v8-collection.cpp: an edge needs _from and _to as
  // document handles. 3.x
  // checks only the "collection/key" form (1233 when missing or invalid); 2.x resolves the
  // collection part: 1205 when it is no string, 1203 when that collection does not exist
  // (the vertex document itself need not exist in either).
  _checkEdgeAttributes(body) {
    for (const field of ["_from", "_to"]) {
      const handle = body[field];
      if (this.profile.major >= 3) {
        if (typeof handle !== "string" || !/^[^/]+\/[^/]+$/.test(handle)) {
          throw makeError(1233);
        }
      } else if (typeof handle !== "string" || handle.indexOf("/") <= 0) {
        throw makeError(1205);
      } else if (this.database.collection(handle.slice(0, handle.indexOf("/"))) === null) {
        throw makeError(1203, handle.slice(0, handle.indexOf("/")));
      }
    }
  }

  // Generated keys are numeric strings that increase (arangod's traditional key generator).
  _generateKey() {
    const server = this.database.server;
    let key;
    do {
      key = String(server._nextGeneratedKey);
      server._nextGeneratedKey += 1;
    } while (this._primary.has(key));
    return key;
  }

  // Checks every unique constraint before anything is written, so a rejected document leaves
  // no trace; returns the index entries to add.
  // own: the position of the document being updated (its own entries are no conflict).
  _checkConstraints(stored, own) {
    if (this._primary.has(stored._key) && this._primary.get(stored._key) !== own) {
      throw makeError(1210);
    }
    return this._indexes.map((index) => {
      const entry = index.entryFor(stored);
      if (entry !== null && index.uniqueEntries !== null && index.uniqueEntries.has(entry.uniqueKey) &&
          index.uniqueEntries.get(entry.uniqueKey) !== own) {
        throw makeError(1210);
      }
      return entry;
    });
  }

  _append(stored, entries) {
    values.deepFreeze(stored);
    const position = this._documents.length;
    this._documents.push(stored);
    this._primary.set(stored._key, position);
    this._indexes.forEach((index, i) => {
      if (entries[i] !== null) {
        index.add(entries[i], position);
      }
    });
    this.database.server._changed(this);
  }

  _normaliseIndexSpec(spec) {
    if (!values.isObject(spec)) {
      throw makeError(10, "invalid index definition");
    }
    const type = spec.type;
    if (UNIMPLEMENTED_INDEX_TYPES.indexOf(type) >= 0) {
      throw unsupported("index type " + JSON.stringify(type));
    }
    if (IMPLEMENTED_INDEX_TYPES.indexOf(type) < 0 || !indexTypeAvailable(this.profile, type)) {
      // release notes 3.0, 3.2, 3.9 and 4.0; v2.8.0 arangod/V8Server/v8-collection.cpp: 4.x rejects
      // hash and skiplist ("error"; the exact number and text are not in
      // the reference, ERROR_BAD_PARAMETER as for any other invalid type).
      throw makeError(10, "invalid index type '" + String(type) + "'" +
        (this.profile.major >= 4 && (type === "hash" || type === "skiplist") ? " (removed in 4.0, use persistent)" : ""));
    }
    const fields = spec.fields;
    if (!Array.isArray(fields) || fields.length === 0 ||
        !fields.every((field) => typeof field === "string" && field.length > 0)) {
      throw makeError(10, "invalid index fields");
    }
    if (fields.some((field) => field.indexOf("[*]") >= 0)) {
      throw unsupported("array indexes (fields with [*])");
    }
    if (fields.some((field) => field === "_id" || field.split(".").indexOf("_id") >= 0)) {
      // "You cannot use the _id system attribute ... in user-defined indexes" (docs-hugo
      // 3.11 index-and-search/indexing/index-basics.md)
      throw makeError(10, "_id attribute cannot be indexed");
    }
    if (new Set(fields).size !== fields.length) {
      throw makeError(10, "duplicate attribute name in index fields list");
    }
    return { type, fields: fields.slice(), unique: spec.unique === true, sparse: spec.sparse === true };
  }
}

module.exports = { Server, Database, Collection, valueAtPath };
