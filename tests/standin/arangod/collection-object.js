"use strict";
// Collection objects as db._collection(name) returns them in arangod (arangod-api.md §2, §4).
// An object stays bound to the database it came from, whatever db._useDatabase does later;
// once its collection (or database) is gone, every method fails with 1203, as a dropped
// collection does in arangod. The data lives in the store (../store.js).

const { makeError, unsupported } = require("../errors");
const { builtinError, ERROR_NUMBERS } = require("./builtin-errors");

// Properties a document collection reports in 3.x RocksDB (a subset: the ones whose values
// the stand-in knows; arangod reports more).
function reportedProperties(collection) {
  return {
    isSystem: collection.isSystem === true,
    waitForSync: false,
    cacheEnabled: false,
    keyOptions: { type: "traditional", allowUserKeys: true }
  };
}

// insert/save options the stand-in honours (waitForSync changes nothing in memory); any other
// option could change the result, so it is refused.
const HARMLESS_INSERT_OPTIONS = ["waitForSync"];

function isPlainDocument(value) {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

function createCollectionClass({ realm, facts, server, count }) {
  // The live store collection behind an object, or 1203 when it (or its database) is gone.
  function liveCollection(state) {
    const database = server.database(state.database.name);
    const collection = database === state.database ? database.collection(state.name) : null;
    if (collection === null || collection !== state.collection) {
      throw makeError(1203, state.name);
    }
    return collection;
  }

  function checkInsertOptions(options) {
    if (options === undefined || options === null) {
      return;
    }
    const refused = Object.keys(options).filter((key) => HARMLESS_INSERT_OPTIONS.indexOf(key) < 0);
    if (refused.length > 0) {
      throw unsupported("insert options " + refused.join(", "));
    }
  }

  // A key from a key, an id "<collection>/<key>" or an object with _key or _id.
  function keyOf(state, handle) {
    let value = handle;
    if (value !== null && typeof value === "object") {
      value = value._key !== undefined ? value._key : value._id;
    }
    if (typeof value !== "string" && typeof value !== "number") {
      throw builtinError(ERROR_NUMBERS.DOCUMENT_TYPE_INVALID, "invalid document type");
    }
    const text = String(value);
    const slash = text.indexOf("/");
    if (slash < 0) {
      return text;
    }
    if (text.slice(0, slash) !== state.name) {
      throw builtinError(ERROR_NUMBERS.CROSS_COLLECTION_REQUEST, "cross collection request not allowed");
    }
    return text.slice(slash + 1);
  }

  // arangod-api.md §4: insert([docs]) (3.0+) reports a failing document in the result array
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

  function insert(callName, state, document, options) {
    count(callName);
    const collection = liveCollection(state);
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
    return realm.toContext(collection.insert(realm.toNode(document)));
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
    // 2 = document collection (the only kind the stand-in has).
    type(state) {
      count("collection.type");
      liveCollection(state);
      return 2;
    },
    // 3 = loaded: from 3.9 every collection is always loaded (arangod-api.md §2).
    status(state) {
      count("collection.status");
      liveCollection(state);
      return 3;
    },
    insert(state, document, options) {
      return insert("collection.insert", state, document, options);
    },
    // save is an alias of insert (arangod-api.md §4).
    save(state, document, options) {
      return insert("collection.save", state, document, options);
    },
    document(state, handle) {
      count("collection.document");
      const collection = liveCollection(state);
      const found = collection.document(keyOf(state, handle));
      if (found === null) {
        throw builtinError(ERROR_NUMBERS.DOCUMENT_NOT_FOUND, "document not found");
      }
      return realm.toContext(found);
    },
    ensureIndex(state, spec) {
      count("collection.ensureIndex");
      return realm.toContext(liveCollection(state).ensureIndex(realm.toNode(spec)));
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
      return realm.toContext(reportedProperties(collection));
    }
  };

  // arangod-api.md §2: load()/unload() until 4.0; no-ops for the in-memory stand-in.
  if (facts.collectionLoad !== "absent") {
    methods.load = function (state) {
      count("collection.load");
      liveCollection(state);
      return undefined;
    };
    methods.unload = function (state) {
      count("collection.unload");
      liveCollection(state);
      return undefined;
    };
  }

  const collectionClass = realm.defineClass("ArangoCollection", methods);
  return {
    // The object for store collection `collection` of store database `database`.
    wrap(database, collection) {
      return collectionClass.create({ database, name: collection.name, collection });
    }
  };
}

module.exports = { createCollectionClass };
