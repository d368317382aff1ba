"use strict";
// Collection objects as db._collection(name) returns them in arangod (v2.8.0
// arangod/V8Server/v8-collection.cpp; docs 3.12, collection object; release notes 3.0, 3.2, 3.9, 4.0).
// An object stays bound to the database it came from, whatever db._useDatabase does later;
// once its collection (or database) is gone, every method fails with 1203, as a dropped
// collection does in arangod. The data lives in the store (../store.js).

const { makeError, unsupported } = require("../errors");
const { builtinError, usageError, ERROR_NUMBERS } = require("./builtin-errors");
const { parseHandle } = require("./document-handles");

// Properties a document collection reports (a subset: the ones whose values the stand-in
// knows; arangod reports more, and the engine decides which, release notes 3.0, 3.2, 3.9 and 4.0;
// v2.8.0 arangod/V8Server/v8-collection.cpp):
// isSystem, waitForSync, keyOptions everywhere; cacheEnabled only with RocksDB (MMFiles has
// journalSize, doCompact, ... instead, which the stand-in leaves out); on a cluster
// Coordinator also the numberOfShards and replicationFactor given to db._create (v2.5.0
// arangod/V8Server/v8-vocbase.cpp; docs 3.12, db object).
function reportedProperties(facts, collection, settings) {
  const properties = {
    isSystem: collection.isSystem === true,
    waitForSync: false
  };
  if (facts.engine === "rocksdb") {
    properties.cacheEnabled = false;
  }
  properties.keyOptions = { type: "traditional", allowUserKeys: true };
  if (facts.role === "coordinator") {
    for (const key of ["numberOfShards", "replicationFactor"]) {
      if (settings === undefined || settings[key] === undefined) {
        // the server's defaults (--cluster.default-replication-factor, ...) are not in the
        // reference
        throw unsupported("properties() of a cluster collection created without " + key +
          " (the server's default is not known to the stand-in)");
      }
      properties[key] = settings[key];
    }
  }
  return properties;
}

// insert/save options the stand-in honours (waitForSync changes nothing in memory); any other
// option could change the result, so it is refused.
const HARMLESS_INSERT_OPTIONS = ["waitForSync"];

function isPlainDocument(value) {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

// clusterSettings: a WeakMap store collection -> { numberOfShards, replicationFactor } that
// db._create records on a Coordinator.
function createCollectionClass({ realm, facts, server, count, clusterSettings }) {
  const unloaded = new WeakSet();
  // The live store collection behind an object, or 1203 when it (or its database) is gone.
  function findCollection(state) {
    const database = server.database(state.database.name);
    const collection = database === state.database ? database.collection(state.name) : null;
    if (collection === null || collection !== state.collection) {
      throw makeError(1203, state.name);
    }
    return collection;
  }

  // The same, for a use of the collection: MMFiles loads an unloaded collection on use.
  function liveCollection(state) {
    const collection = findCollection(state);
    unloaded.delete(collection);
    return collection;
  }

  // A selector object carrying _rev makes arangod compare revisions (a stale one fails with
  // 1200, conflict: v2.8.3 js/common/tests/shell-document.js, testDeleteDocument); not emulated.
  function refuseRevisionCheck(call, handle) {
    if (handle !== null && typeof handle === "object" && handle._rev !== undefined) {
      throw unsupported("collection." + call + " with a selector that has _rev (the revision check is not emulated)");
    }
  }

  // update/remove: an options object with waitForSync only (in memory nothing is synced).
  function checkWriteOptions(call, options) {
    if (options === undefined || options === null) {
      return;
    }
    if (typeof options !== "object") {
      throw unsupported("the positional arguments of collection." + call + " (only an options object is emulated)");
    }
    const refused = Object.keys(options).filter((key) => key !== "waitForSync");
    if (refused.length > 0) {
      throw unsupported(call + " options " + refused.join(", "));
    }
  }

  // The options argument of insert: an object is an options object (only waitForSync is
  // honoured, anything else refused); any other value is the positional waitForSync flag of
  // 2.x and 3.x (read as a boolean: InsertVocbaseCol/InsertEdgeCol, v2.8.3 and 3.x
  // v8-collection.cpp), which changes nothing in memory.
  function checkInsertOptions(options) {
    if (options === undefined || options === null || typeof options !== "object") {
      return;
    }
    const refused = Object.keys(options).filter((key) => HARMLESS_INSERT_OPTIONS.indexOf(key) < 0);
    if (refused.length > 0) {
      throw unsupported("insert options " + refused.join(", "));
    }
  }

  // The key a selector names (document-handles.js: a key, an id "<collection>/<key>" or an
  // object with _id or _key). What is no handle is 1205 and a handle of another collection
  // 1213, in 2.x (real 2.5.4 and 2.6.0-alpha2; v2.8.3 v8-collection.cpp
  // ParseDocumentOrDocumentHandle) and 3.x (3.x v8-collection.cpp DocumentVocbaseCol,
  // RemoveVocbaseCol, ModifyVocbaseCol). arangosh parses selectors client-side
  // (arango-collection.js), which the stand-in does not emulate: there, what the server would
  // call no handle is refused.
  function keyOf(state, handle, call) {
    if (Array.isArray(handle) && !facts.collectionMethodsOf2x) {
      // 3.x takes an array of selectors (several documents at once); 2.x reads an array as an
      // object without _id or _key (1205, below)
      throw unsupported("collection." + call + " with an array of selectors (3.x's several-documents form)");
    }
    const parsed = parseHandle(handle);
    if (parsed === null) {
      if (facts.host === "arangosh") {
        throw unsupported("collection." + call + " with a selector that is no document handle in arangosh " +
          "(arango-collection.js parses it client-side)");
      }
      throw builtinError(ERROR_NUMBERS.DOCUMENT_HANDLE_BAD, "illegal document handle");
    }
    if (parsed.collection !== null && parsed.collection !== state.name) {
      if (parsed.collection === state.collection.id) {
        if (facts.selectorByCollectionId === "accepted") {
          return parsed.key;
        }
        throw unsupported("collection." + call + " with a selector naming the collection by its id in 3.x " +
          "(document/remove compare names only, update accepts ids)");
      }
      throw builtinError(ERROR_NUMBERS.CROSS_COLLECTION_REQUEST, "cross collection request not allowed");
    }
    return parsed.key;
  }

  // release notes 3.0, 3.2, 3.9 and 4.0; v2.8.0 arangod/V8Server/v8-collection.cpp: insert([docs])
  // (3.0+) reports a failing document in the result array
  // as { error: true, errorNum, errorMessage } and goes on with the next one.
  function insertMany(collection, documents) {
    return documents.map((document) => {
      try {
        if (!isPlainDocument(document)) {
          throw makeError(1227);
        }
        return collection.insert(realm.toNode(document));
      } catch (error) {
        if (typeof error.errorNum !== "number" || error.errorNum === 0) {
          throw error;
        }
        return { error: true, errorNum: error.errorNum, errorMessage: error.errorMessage };
      }
    });
  }

  // The object insert returns, with its keys in the version's order (facts.insertResultOrder).
  function insertResult(stored) {
    const result = {};
    for (const name of facts.insertResultOrder) {
      result[name] = stored[name];
    }
    return result;
  }

  // A 2.x revision as the stand-in stores them (a decimal string, store.js) or a positive
  // whole number: what ExtractDocumentHandle (v2.8.3 v8-util.cpp) accepts as the _rev of a
  // handle object, such as a document or an insert result passed as a vertex.
  function isRevision2x(value) {
    return (typeof value === "string" && /^[0-9]{1,20}$/.test(value) && /[1-9]/.test(value)) ||
      (typeof value === "number" && Number.isInteger(value) && value >= 1);
  }

  // A vertex of 2.x's insert(from, to, data): TRI_ParseVertex (v2.8.3
  // arangod/V8Server/v8-vocbase.cpp): what is no "<collection>/<key>" handle (a bare key, a
  // number, null, an object without _id or _key, ...) is 1205; a collection part that names no
  // collection (by name or id) is 1203 "collection not found". The vertex document need not
  // exist. Returns the id with the collection's name (a collection id is stored as its name:
  // seen on real 2.5.4 and 2.6.0-alpha2).
  function vertexHandle2x(database, value) {
    const parsed = parseHandle(value);
    if (parsed !== null && parsed.revision !== undefined && !isRevision2x(parsed.revision)) {
      // ExtractDocumentHandle reads an own _rev as an unsigned number (TRI_ObjectToUInt64)
      // and calls the handle bad when that is 0; how it converts other values is not emulated
      throw unsupported("a vertex object whose _rev is not a positive decimal number in insert(from, to, data) of 2.x");
    }
    if (parsed === null || parsed.collection === null) {
      throw builtinError(ERROR_NUMBERS.DOCUMENT_HANDLE_BAD, "illegal document handle");
    }
    let vertices = database.collection(parsed.collection);
    if (vertices === null) {
      const byId = database.collectionNames().map((name) => database.collection(name))
        .filter((candidate) => candidate.id === parsed.collection);
      vertices = byId.length === 1 ? byId[0] : null;
    }
    if (vertices === null) {
      throw builtinError(ERROR_NUMBERS.COLLECTION_NOT_FOUND, "collection not found");
    }
    return vertices.name + "/" + parsed.key;
  }

  // A vertex of 3.x's insert(from, to, data): ExtractIdString (3.x v8-collection.cpp) takes a
  // string as it is, or an object's own string _id; anything else (and "") is 1205. The form
  // "<collection>/<key>" is checked by the insert itself (1233, store.js).
  function vertexHandle3x(value) {
    let id = "";
    if (typeof value === "string") {
      id = value;
    } else if (value !== null && typeof value === "object" && Object.prototype.hasOwnProperty.call(value, "_id") &&
        typeof value._id === "string") {
      id = value._id;
    }
    if (id === "") {
      throw builtinError(ERROR_NUMBERS.DOCUMENT_HANDLE_BAD, "illegal document handle");
    }
    return id;
  }

  // insert/save(from, to, data[, waitForSync | options]) on an edge collection, in the order
  // arangod checks its arguments. 2.x (InsertEdgeCol, v2.8.3 v8-collection.cpp; every answer
  // below also seen on real 2.5.4 and 2.6.0-alpha2): data must be an object (1227) whose _key,
  // if given, is a string (1221); then from, then to (vertexHandle2x); data's own _from, _to,
  // _id and _rev are ignored (the positional vertices win) and data is not changed. 3.x
  // (InsertVocbaseCol, "oldEdgeSignature"): data must not be an array and must be an object
  // (1227); from and to as ExtractIdString reads them. The result is the one of insert.
  function insertEdgePositional(collection, args) {
    const [from, to, data, options] = args;
    if (facts.edgeInsertPositional === "3.x" && Array.isArray(data)) {
      throw makeError(1227);
    }
    if (!isPlainDocument(data)) {
      throw makeError(1227);
    }
    const body = realm.toNode(data);
    let fromId;
    let toId;
    if (facts.edgeInsertPositional === "2.x") {
      if (Object.prototype.hasOwnProperty.call(body, "_key") && typeof body._key !== "string") {
        throw makeError(1221);
      }
      checkInsertOptions(options);
      fromId = vertexHandle2x(collection.database, from);
      toId = vertexHandle2x(collection.database, to);
    } else {
      checkInsertOptions(options);
      if (Object.prototype.hasOwnProperty.call(body, "_from") || Object.prototype.hasOwnProperty.call(body, "_to")) {
        // 3.x adds the positional _from/_to after data's own attributes: the document would
        // hold the attribute twice, and which one counts is not in the sources read
        throw unsupported("insert(from, to, data) in 3.x with _from or _to in data (the attribute would be given twice)");
      }
      fromId = vertexHandle3x(from);
      toId = vertexHandle3x(to);
    }
    const document = { _from: fromId, _to: toId };
    for (const name of Object.keys(body)) {
      if (name !== "_from" && name !== "_to") {
        document[name] = body[name];
      }
    }
    return realm.toContext(insertResult(collection.insert(document)));
  }

  // insert/save: insert(data[, options]) on any collection (arrays of documents from 3.0),
  // and insert(from, to, data[, options]) on an edge collection (insertEdgePositional). The
  // usage errors (errorNum 10) are arangod's: 2.x InsertVocbaseCol takes 1-2 arguments and
  // InsertEdgeCol 3-4 (both messages seen on real 2.5.4 and 2.6.0-alpha2: InsertEdgeCol says
  // "save(...)" for insert too); 3.x InsertVocbaseCol takes 1-2, or 3-4 on an edge collection.
  function insert(callName, state, args) {
    count(callName);
    const collection = liveCollection(state);
    const edges = collection.type === 3;
    if (facts.edgeInsertPositional === "refused") {
      if (args.length > 2) {
        throw unsupported("insert/save with more than two arguments in arangosh (the client-side form " +
          "insert(from, to, data) of arango-collection.js is not emulated)");
      }
    } else if (facts.edgeInsertPositional === "2.x") {
      if (edges && (args.length < 3 || args.length > 4)) {
        throw usageError("save(<from>, <to>, <data>, [<waitForSync>])");
      }
      if (!edges && (args.length < 1 || args.length > 2)) {
        throw usageError("insert(<data>, [<waitForSync>])");
      }
    } else if (args.length < 1) {
      throw usageError("insert(<data>, [, <options>])");
    } else if (edges && args.length > 4) {
      throw usageError("insert(<from>, <to>, <data> [, <options>])");
    } else if (!(edges && args.length >= 3) && args.length > 2) {
      throw usageError("insert(<data> [, <options>])");
    }
    if (edges && args.length >= 3) {
      return insertEdgePositional(collection, args);
    }
    const [document, options] = args;
    checkInsertOptions(options);
    if (Array.isArray(document)) {
      if (!facts.arrayInsert) {
        throw makeError(1227);
      }
      return realm.toContext(insertMany(collection, document));
    }
    if (!isPlainDocument(document)) {
      throw makeError(1227);
    }
    return realm.toContext(insertResult(collection.insert(realm.toNode(document))));
  }

  function normaliseIndexId(state, handle) {
    const value = handle !== null && typeof handle === "object" ? handle.id : handle;
    const text = String(value);
    const slash = text.indexOf("/");
    if (slash < 0) {
      return state.name + "/" + text;
    }
    if (text.slice(0, slash) !== state.name) {
      throw builtinError(ERROR_NUMBERS.CROSS_COLLECTION_REQUEST, "cross collection request not allowed");
    }
    return text;
  }

  const methods = {
    name(state) {
      count("collection.name");
      return state.name;
    },
    count(state) {
      count("collection.count");
      return liveCollection(state).count();
    },
    // 2 = document, 3 = edge collection (v2.5.0 arangod/V8Server/v8-vocindex.cpp and v8-collection.cpp).
    type(state) {
      count("collection.type");
      return liveCollection(state).type;
    },
    // 3 = loaded: from 3.9 every collection is always loaded (release notes 3.9 and 4.0). With
    // MMFiles, unload() starts unloading in the background: status() then gives 4 (being
    // unloaded) or 2 (unloaded) depending on timing, which the stand-in does not emulate.
    status(state) {
      count("collection.status");
      const collection = findCollection(state);
      if (unloaded.has(collection)) {
        throw unsupported("collection.status() after unload() with MMFiles (2 or 4 depending on timing)");
      }
      return 3;
    },
    insert(state, ...args) {
      return insert("collection.insert", state, args);
    },
    // save is an alias of insert (release notes 3.0, 3.2, 3.9 and 4.0; v2.8.0
    // arangod/V8Server/v8-collection.cpp).
    save(state, ...args) {
      return insert("collection.save", state, args);
    },
    document(state, handle) {
      count("collection.document");
      const collection = liveCollection(state);
      refuseRevisionCheck("document", handle);
      const found = collection.document(keyOf(state, handle, "document"));
      if (found === null) {
        throw builtinError(ERROR_NUMBERS.DOCUMENT_NOT_FOUND, "document not found");
      }
      // a plain object that may be changed, in every version (real 2.5.4, 2.6.0-alpha2 and 2.8.3)
      return realm.toContext(found);
    },
    // v2.5.0 arangod/V8Server/v8-collection.cpp; docs 3.12, collection object: update(selector,
    // patch[, options]), keepNull and
    // mergeObjects at their defaults (true); 1202 for a missing document. Only an options
    // object with waitForSync is taken (the positional forms of 2.x are not emulated).
    update(state, handle, patch, options) {
      count("collection.update");
      const collection = liveCollection(state);
      refuseRevisionCheck("update", handle);
      checkWriteOptions("update", options);
      if (!isPlainDocument(patch)) {
        throw makeError(1227);
      }
      const result = collection.update(keyOf(state, handle, "update"), realm.toNode(patch));
      if (result === null) {
        throw builtinError(ERROR_NUMBERS.DOCUMENT_NOT_FOUND, "document not found");
      }
      const ordered = {};
      for (const name of facts.updateResultOrder) {
        ordered[name] = result[name];
      }
      return realm.toContext(ordered);
    },
    // remove(selector[, options]): true in 2.x, { _id, _key, _rev } in 3.x; 1202 when missing
    // (2.x's overwrite: true, which gives false instead, is not emulated).
    remove(state, handle, options) {
      count("collection.remove");
      const collection = liveCollection(state);
      refuseRevisionCheck("remove", handle);
      checkWriteOptions("remove", options);
      const result = collection.remove(keyOf(state, handle, "remove"));
      if (result === null) {
        throw builtinError(ERROR_NUMBERS.DOCUMENT_NOT_FOUND, "document not found");
      }
      return facts.removeReturnsTrue ? true : realm.toContext(result);
    },
    ensureIndex(state, spec) {
      count("collection.ensureIndex");
      const collection = liveCollection(state);
      const given = realm.toNode(spec);
      if (facts.role === "coordinator" && given !== null && typeof given === "object" && given.unique === true) {
        // a unique index of a sharded collection must cover the shard keys; not emulated
        throw unsupported("unique indexes on a cluster Coordinator (they must contain the shard keys)");
      }
      return realm.toContext(collection.ensureIndex(given));
    },
    getIndexes(state) {
      count("collection.getIndexes");
      return realm.toContext(liveCollection(state).getIndexes());
    },
    dropIndex(state, handle) {
      count("collection.dropIndex");
      const collection = liveCollection(state);
      return collection.dropIndex(normaliseIndexId(state, handle));
    },
    // Dropping a system collection needs { isSystem: true } (ERROR_FORBIDDEN otherwise).
    drop(state, options) {
      count("collection.drop");
      const collection = liveCollection(state);
      if (collection.isSystem && !(options && options.isSystem === true)) {
        throw builtinError(ERROR_NUMBERS.FORBIDDEN, "forbidden");
      }
      state.database.dropCollection(state.name);
      return undefined;
    },
    truncate(state) {
      count("collection.truncate");
      liveCollection(state).truncate();
      return undefined;
    },
    properties(state, changes) {
      count("collection.properties");
      const collection = liveCollection(state);
      if (changes !== undefined) {
        throw unsupported("changing collection properties");
      }
      return realm.toContext(reportedProperties(facts, collection, clusterSettings.get(collection)));
    }
  };

  // release notes 3.9 and 4.0:
  // load()/unload() until 4.0 (absent there). MMFiles (2.x-3.6) really
  // loads and unloads; the in-memory stand-in has nothing to load, so it counts the calls and
  // remembers an unload until the collection is used again (MMFiles loads a collection on
  // use). From 3.9 (and with RocksDB) they are no-ops.
  if (facts.collectionLoad !== "absent") {
    methods.load = function (state) {
      count("collection.load");
      liveCollection(state);
      return undefined;
    };
    methods.unload = function (state) {
      count("collection.unload");
      const collection = findCollection(state);
      if (facts.collectionLoad === "real") {
        unloaded.add(collection);
      }
      return undefined;
    };
  }

  // Methods arangod's collection objects have and the stand-in does not emulate (the list is
  // not complete): refused by name with the stand-in's own error, never left to surface as a
  // TypeError. replace and lookupIndex are C++ methods of 2.x and 3.x
  // (arangod/V8Server/v8-collection.cpp and v8-vocindex.cpp, v2.8.3), any() a JavaScript one;
  // the ensure<Type> helpers are gone in 4.0 (release notes 3.0, 3.2, 3.9 and 4.0; v2.8.0
  // arangod/V8Server/v8-collection.cpp), so the devel profile lacks
  // them as 4.x does.
  const NOT_EMULATED = ["replace", "any", "lookupIndex", "exists", "documents",
    "all", "byExample", "firstExample", "toArray", "figures", "revision", "checksum", "rename",
    "removeByExample", "replaceByExample", "updateByExample", "removeByKeys", "lookupByKeys",
    "range", "closedRange", "near", "within", "fulltext", "edges", "inEdges", "outEdges", "iterate",
    "index", "indexes", "version"];
  const REMOVED_IN_4 = ["ensureFulltextIndex", "ensureGeoIndex", "ensureGeoConstraint"];
  const ONLY_2X = ["first", "last", "lookupHashIndex", "lookupSkiplist", "lookupUniqueConstraint",
    "lookupUniqueSkiplist", "ensureCapConstraint", "lookupCapConstraint"];
  const FROM_3X = ["loadIndexesIntoMemory", "shards", "getResponsibleShard"];
  const refused = NOT_EMULATED.concat(facts.ensureTypeHelpers ? REMOVED_IN_4 : [],
    facts.collectionMethodsOf2x ? ONLY_2X : FROM_3X);
  // The ensure<Type> helpers (until 3.12, release notes 3.0, 3.2, 3.9 and 4.0; v2.8.0
  // arangod/V8Server/v8-collection.cpp) call this.ensureIndex with a
  // description built from their arguments: the strings up to the first plain object are the
  // fields, that object adds its options without overriding type or unique
  // (js/server/modules/org/arangodb/arango-collection.js, addIndexOptions and
  // ensureHashIndex/ensureSkiplist/ensureUniqueConstraint/ensureUniqueSkiplist, v2.8.3).
  if (facts.ensureTypeHelpers) {
    const helpers = {
      ensureHashIndex: { type: "hash" },
      ensureUniqueConstraint: { type: "hash", unique: true },
      ensureSkiplist: { type: "skiplist" },
      ensureUniqueSkiplist: { type: "skiplist", unique: true }
    };
    for (const name of Object.keys(helpers)) {
      methods[name] = function (state, ...args) {
        count("collection." + name);
        const description = Object.assign({}, helpers[name], { fields: [] });
        for (const argument of args) {
          if (typeof argument === "string") {
            description.fields.push(argument);
          } else if (argument !== null && typeof argument === "object" && !Array.isArray(argument)) {
            for (const key of Object.keys(argument)) {
              if (!Object.prototype.hasOwnProperty.call(description, key)) {
                description[key] = argument[key];
              }
            }
            break;
          }
        }
        return methods.ensureIndex(state, realm.toContext(description));
      };
    }
  }
  for (const name of refused) {
    methods[name] = function () {
      count("collection." + name);
      throw unsupported("collection." + name + " (arangod has it, the stand-in does not emulate it)");
    };
  }

  const collectionClass = realm.defineClass("ArangoCollection", methods);
  return {
    // The object for store collection `collection` of store database `database`.
    // arangod's collection objects carry the collection id as a read-only string property
    // `_id` and the database name as `_dbName` (WrapCollection,
    // arangod/V8Server/v8-collection-util.cpp v2.8.3; the same in 3.x).
    wrap(database, collection) {
      const object = collectionClass.create({ database, name: collection.name, collection });
      Object.defineProperty(object, "_id", { value: collection.id, enumerable: true, writable: false, configurable: false });
      object._dbName = database.name;
      return object;
    }
  };
}

module.exports = { createCollectionClass };
