"use strict";
// The database object `db` (require("internal").db, require("@arangodb").db): one object whose
// methods act on the current database, which _useDatabase switches (v2.5.0
// arangod/V8Server/v8-vocbase.cpp; docs 3.12, db object).
// Only methods arangod has are present; the stand-in implements them against the store
// (../store.js) or refuses them as unsupported.

const os = require("os");
const { makeError, unsupported } = require("../errors");
const { builtinError, ERROR_NUMBERS } = require("./builtin-errors");

const SYSTEM_DATABASE = "_system";

// Collection properties that change nothing for a single server in memory: waitForSync (no
// disk), and the cluster settings arangod ignores on a single server (v2.5.0
// arangod/V8Server/v8-vocbase.cpp; docs 3.12, db object).
// Anything else (keyOptions, schema, computedValues, ...) could change behaviour and is refused.
const HARMLESS_COLLECTION_PROPERTIES = ["waitForSync", "isSystem", "numberOfShards", "shardKeys",
  "replicationFactor", "writeConcern", "minReplicationFactor", "cacheEnabled", "type"];

// clusterSettings: the WeakMap collection-object.js reads properties() from (Coordinator).
function createDatabaseObject({ realm, facts, server, state, collections, queries, count, clusterSettings }) {
  function current() {
    const database = server.database(state.current.name);
    if (database !== state.current) {
      // the current database was dropped from another database object: arangod reports
      // the database as not found
      throw makeError(1228, state.current.name);
    }
    return database;
  }

  function onlyFromSystem() {
    if (current().name !== SYSTEM_DATABASE) {
      throw makeError(1230);
    }
  }

  function lookUp(database, nameOrId) {
    const text = String(nameOrId);
    const byName = database.collection(text);
    if (byName !== null) {
      return byName;
    }
    // arangod also finds a collection by its numeric id
    for (const name of database.collectionNames()) {
      const candidate = database.collection(name);
      if (candidate.id === text) {
        return candidate;
      }
    }
    return null;
  }

  function collectionOf(database, handle) {
    if (handle !== null && typeof handle === "object" && typeof handle.name === "function") {
      return lookUp(database, handle.name());
    }
    return lookUp(database, handle);
  }

  const methods = {
    // v2.5.0 and v2.7.0 js/server/modules/org/arangodb/arango-database.js, _query: all call forms; the
    // number of arguments matters.
    _query(databaseState, ...args) {
      count("db._query");
      return queries.query(args);
    },

    _createStatement(databaseState, data) {
      count("db._createStatement");
      return queries.createStatement(data);
    },

    _explain() {
      count("db._explain");
      throw unsupported("explaining queries (db._explain)");
    },

    _create(databaseState, name, properties, type) {
      count("db._create");
      if (type !== undefined && type !== "document" && type !== 2) {
        throw unsupported("collection type " + JSON.stringify(type) + " (only document collections)");
      }
      const given = realm.toNode(properties || {});
      const refused = Object.keys(given).filter((key) => HARMLESS_COLLECTION_PROPERTIES.indexOf(key) < 0);
      if (refused.length > 0) {
        throw unsupported("collection properties " + refused.join(", "));
      }
      const database = current();
      const created = database.createCollection(name, given);
      if (facts.role === "coordinator") {
        // [v2.5.0 arangod/V8Server/v8-vocbase.cpp; docs 3.12, db object] numberOfShards and
        // replicationFactor (3.0+) take effect in a cluster; arangosh
        // forwards them (its fixed list of property names) and properties() reports them.
        clusterSettings.set(created, { numberOfShards: given.numberOfShards, replicationFactor: given.replicationFactor });
      }
      return collections.wrap(database, created);
    },

    // v2.5.0 arangod/V8Server/v8-vocindex.cpp and v8-collection.cpp: an edge collection with its edge
    // index, in every
    // version and in arangosh; only the name is emulated (no properties).
    _createEdgeCollection(databaseState, name, properties) {
      count("db._createEdgeCollection");
      if (properties !== undefined) {
        throw unsupported("properties of db._createEdgeCollection");
      }
      const database = current();
      return collections.wrap(database, database.createEdgeCollection(name));
    },

    // v2.5.0 arangod/V8Server/v8-vocbase.cpp; docs 3.12, db object: null when there is no such collection.
    _collection(databaseState, name) {
      count("db._collection");
      const database = current();
      const found = collectionOf(database, name);
      return found === null ? null : collections.wrap(database, found);
    },

    _collections() {
      count("db._collections");
      const database = current();
      const list = realm.bridge.newArray();
      for (const name of database.collectionNames()) {
        list.push(collections.wrap(database, database.collection(name)));
      }
      return list;
    },

    // v2.5.0 arangod/V8Server/v8-vocbase.cpp; docs 3.12, db object: silently does nothing when the
    // collection does not exist. A system
    // collection needs { isSystem: true }.
    _drop(databaseState, name, options) {
      count("db._drop");
      const database = current();
      const found = collectionOf(database, name);
      if (found === null) {
        return undefined;
      }
      if (found.isSystem && !(options && options.isSystem === true)) {
        throw builtinError(ERROR_NUMBERS.FORBIDDEN, "forbidden");
      }
      database.dropCollection(found.name);
      return undefined;
    },

    // v2.5.0 arangod/V8Server/v8-vocbase.cpp; docs 3.12, db object: database management only from
    // _system (1230 otherwise).
    _createDatabase(databaseState, name, options, users) {
      count("db._createDatabase");
      onlyFromSystem();
      if ((options && Object.keys(options).length > 0) || (users && users.length > 0)) {
        throw unsupported("database options and users in db._createDatabase");
      }
      server.createDatabase(name);
      return true;
    },

    _dropDatabase(databaseState, name) {
      count("db._dropDatabase");
      onlyFromSystem();
      server.dropDatabase(name);
      return true;
    },


    // 1228 when the database does not exist. In a REST action (the stand-in executable's
    // server mode) arangod forbids any switch, even to the current database, unless it was
    // started with --server.allow-use-database true: the check comes first (2.5.4
    // arangod/V8Server/v8-vocbase.cpp JS_UseDatabase, _allowUseDatabase; v8-actions.cpp sets
    // it from ALLOW_USE_DATABASE_IN_REST_ACTIONS; 3.x arangod/Actions/ActionFeature.cpp).
    _useDatabase(databaseState, name) {
      count("db._useDatabase");
      if (state.useDatabaseForbidden === true) {
        throw builtinError(ERROR_NUMBERS.FORBIDDEN, "forbidden");
      }
      const database = server.database(name);
      if (database === null) {
        throw makeError(1228, name);
      }
      state.current = database;
      return true;
    },

    _name() {
      count("db._name");
      return state.current.name;
    },

    _isSystem() {
      count("db._isSystem");
      return state.current.name === SYSTEM_DATABASE;
    },

    // v2.5.0 arangod/V8Server/v8-vocbase.cpp; docs 3.12, db object: the server's version string (also
    // in arangosh: the server's, not
    // the shell's). With a true argument (3.0+), the build details: a flat object of strings
    // (JS_VersionServer -> rest::Version::getVPack, only non-empty values); 2.x ignores the
    // argument and returns the string (JS_VersionServer of 2.x). The stand-in has no build,
    // so it reports only the details it can state truthfully: the profile's version and the
    // machine it runs on.
    _version(databaseState, details) {
      count("db._version");
      if (!details || !facts.versionDetails) {
        return facts.version;
      }
      const buildDetails = {
        "architecture": /64/.test(process.arch) ? "64bit" : "32bit",
        "endianness": os.endianness() === "LE" ? "little" : "big",
        "platform": process.platform,
        "server-version": facts.version
      };
      // arangosh's _version(true) returns the whole GET /_api/version?details=true answer, with
      // the details one level down (js/client/modules/@arangodb/arango-database.js, 3.x);
      // arangod returns the details object itself (JS_VersionServer).
      return realm.toContext(facts.host === "arangosh"
        ? { server: "arango", version: facts.version, details: buildDetails } : buildDetails);
    }
  };

  // The list of database names: db._listDatabases() in 2.x, renamed db._databases() in 3.x
  // (arangod/V8Server/v8-vocbase.cpp of each line; a real 2.5.4 and 2.6.0-alpha2 have no
  // db._databases). Only from _system.
  methods[facts.databaseListMethod] = function () {
    count("db." + facts.databaseListMethod);
    onlyFromSystem();
    return realm.toContext(server.databaseNames());
  };

  // v2.5.0 arangod/V8Server/v8-vocbase.cpp; docs 3.12, db object: db._engine() from 3.2 (arangosh: GET
  // /_api/engine), an object, not a
  // string. RocksDB maps the legacy index types hash and skiplist to persistent (release notes 3.0,
  // 3.2, 3.9 and 4.0; v2.8.0 arangod/V8Server/v8-collection.cpp). The list
  // of supported index types arangod also reports is left out (the stand-in does not know it
  // exactly), and so is `supports` of MMFiles and of 4.x, which rejects hash and skiplist (not
  // in the reference).
  if (facts.engineFunction) {
    methods._engine = function () {
      count("db._engine");
      if (facts.engine !== "rocksdb" || facts.indexTypes.indexOf("hash") < 0) {
        return realm.toContext({ name: facts.engine });
      }
      return realm.toContext({
        name: facts.engine,
        supports: { aliases: { indexes: { hash: "persistent", skiplist: "persistent" } } }
      });
    };
  }

  // Methods of arangod's db object the stand-in does not emulate: refused by name, so that a
  // script gets the stand-in's own error instead of a TypeError. The list is not complete;
  // db._engineStats belongs to the versions with storage engines (3.x, as db._engine).
  for (const name of ["_createDocumentCollection", "_document", "_exists",
    "_remove", "_replace", "_update", "_truncate", "_properties", "_path", "_id", "_executeTransaction",
    "_createView", "_view", "_views", "_profileQuery", "_parse", "_flushCache", "_index", "_dropIndex"]
    .concat(facts.engineFunction ? ["_engineStats"] : [])) {
    if (!Object.prototype.hasOwnProperty.call(methods, name)) {
      methods[name] = function () {
        count("db." + name);
        throw unsupported("db." + name + " (arangod has it, the stand-in does not emulate it)");
      };
    }
  }

  const databaseClass = realm.defineClass("ArangoDatabase", methods);
  // db.<name> is the collection <name> of the current database, or undefined (arangod's
  // named-property interceptor, MapGetVocBase in arangod/V8Server/v8-vocbase.cpp v2.8.3; a
  // name starting with "_" that names a method stays that method). arangosh's db has its own
  // mechanism (a cache of known collections) whose details the reference does not give: a
  // collection found that way is refused there.
  const lookUpCollection = realm.fn("db.<collection>", (name) => {
    const database = current();
    const found = database.collection(name);
    if (found === null) {
      return undefined;
    }
    if (facts.host === "arangosh") {
      throw unsupported("db." + name + " as a property in arangosh (use db._collection)");
    }
    return collections.wrap(database, found);
  });
  // (the Proxy's target is a fresh object of the context, so the chain still ends in the
  // context's Object.prototype and `db instanceof Object` holds)
  Object.setPrototypeOf(databaseClass.prototype, realm.bridge.withNamedFallback(realm.bridge.newObject(), lookUpCollection));
  return databaseClass.create(state);
}

module.exports = { createDatabaseObject, SYSTEM_DATABASE };
