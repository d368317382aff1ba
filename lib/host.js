/*
 * The host adapter: the only module that touches arangod's built-ins (internal, db,
 * collections, cursors, fs, print). Everything else sees the small interface returned by
 * connect(). Facts per ArangoDB version are in ../shared/reference/arangod-api.md; the
 * section is named where a fact is relied on. ES5.
 */
"use strict";

var ERROR_DATABASE_NOT_FOUND = 1228; // arangod-api.md §3, db._useDatabase

// "@arangodb/…" exists from 2.8 on, "org/arangodb/…" in 2.5-2.7 and as an alias in 2.8-3.x
// (arangod-api.md §3, module names).
function arangodbModule(subModule) {
  var suffix = subModule ? "/" + subModule : "";
  try {
    return require("@arangodb" + suffix);
  } catch (e) {
    return require("org/arangodb" + suffix);
  }
}

// overrides: { print } replaces where text goes (tests capture it).
function connect(overrides) {
  overrides = overrides || {};
  var internal = require("internal");
  var fs = require("fs");
  // arangod-api.md design rule 5: do not rely on a global db in the console.
  var db = internal.db || arangodbModule().db;

  function print(text) {
    // print writes strings raw (arangod-api.md §2); console.log would go to the server log.
    internal.print(text);
  }

  // AQL runs only through the four-argument db._query (arangod-api.md design rule 7): the
  // fourth argument carries the AQL options in every version. The query results cache is
  // asked not to answer (cache: false, §5.2) so a repeated run measures execution.
  var AQL_OPTIONS = { cache: false };
  var CURSOR_OPTIONS = { count: false };

  function plainQuery(query, bindVars) {
    var cursor = db._query(query, bindVars, CURSOR_OPTIONS, AQL_OPTIONS);
    return { rows: cursor.toArray(), extra: cursor.getExtra() };
  }

  // The timed region is the db._query call and nothing else: in arangod the whole result is
  // built inside that call (arangod-api.md §5.1, "Server side"), so reading it afterwards
  // costs nothing measurable and is left outside.
  function timedQuery(query, bindVars) {
    var started = internal.time();
    var cursor = db._query(query, bindVars, CURSOR_OPTIONS, AQL_OPTIONS);
    var finished = internal.time();
    return {
      seconds: finished - started,
      rows: function () { return cursor.toArray(); },
      extra: function () { return cursor.getExtra(); }
    };
  }

  // The plan the optimizer chose, without running the query (arangod-api.md §5.4: the
  // statement form exists in every version).
  function explain(query, bindVars) {
    return db._createStatement({ query: query, bindVars: bindVars }).explain();
  }

  function collectionObject(name) {
    var collection = db._collection(name); // null when missing (arangod-api.md §3)
    if (collection === null || collection === undefined) {
      return null;
    }
    return {
      name: name,
      count: function () { return collection.count(); },
      indexes: function () { return collection.getIndexes(); },
      ensureIndex: function (spec) { return collection.ensureIndex(spec); },
      // collection.load() matters for MMFiles, is a no-op from 3.9 and gone in 4.0
      // (arangod-api.md §2 and design rule 15).
      load: function () {
        if (typeof collection.load === "function") {
          collection.load();
        }
      },
      drop: function () { db._drop(name); }
    };
  }

  function useDatabase(name) {
    db._useDatabase(name);
  }

  function databaseExists(name) {
    var current = db._name();
    try {
      db._useDatabase(name);
      return true;
    } catch (e) {
      if (e && e.errorNum === ERROR_DATABASE_NOT_FOUND) {
        return false;
      }
      throw e;
    } finally {
      db._useDatabase(current);
    }
  }

  // Databases are created and dropped from _system only (arangod-api.md §3).
  function inSystemDatabase(work) {
    var current = db._name();
    db._useDatabase("_system");
    try {
      return work();
    } finally {
      db._useDatabase(current);
    }
  }

  function serverKind() {
    // internal.standIn exists only in the test stand-in (tests/standin/README.md).
    return internal.standIn ? "stand-in" : "arangod";
  }

  // Single server or cluster coordinator: internal.isCluster() in late 3.x, the cluster
  // module before (arangod-api.md §3, "Cluster detection" and design rule 6).
  function role() {
    var isCluster = typeof internal.isCluster === "function" ? internal.isCluster()
      : arangodbModule("cluster").isCoordinator();
    return isCluster ? "coordinator" : "single";
  }

  // db._version(true) returns the build details (platform, compiler, build date, …) from 3.0
  // on; 2.x ignores the argument and returns the version string (JS_VersionServer in
  // arangod/V8Server/v8-vocbase.cpp of both lines). Only an object is kept.
  function buildDetails() {
    var details = db._version(true);
    return details !== null && typeof details === "object" ? details : null;
  }

  function engineName() {
    // db._engine() exists from 3.2; before that MMFiles was the only engine (arangod-api.md §3).
    return typeof db._engine === "function" ? db._engine().name : "mmfiles";
  }

  return {
    print: overrides.print || print,
    time: function () { return internal.time(); },
    // internal.wait(seconds, true) runs the garbage collector, then waits (arangod-api.md §2).
    pause: function (seconds) { internal.wait(seconds, true); },
    query: plainQuery,
    timedQuery: timedQuery,
    explain: explain,
    // invocation: "console" or "script", how shootout.js was started.
    identity: function (invocation) {
      var kind = serverKind();
      var details = buildDetails();
      return {
        // db._version() is the server's version, also in arangosh (arangod-api.md §3).
        version: db._version(),
        engine: engineName(),
        role: role(),
        host: kind === "stand-in" ? kind : kind + " " + invocation,
        invocation: invocation,
        platform: details && typeof details.platform === "string" ? details.platform : null,
        build: details
      };
    },
    currentDatabase: function () { return db._name(); },
    useDatabase: useDatabase,
    databaseExists: databaseExists,
    createDatabase: function (name) {
      inSystemDatabase(function () { db._createDatabase(name); });
    },
    dropDatabase: function (name) {
      inSystemDatabase(function () { db._dropDatabase(name); });
    },
    collection: collectionObject,
    collectionNames: function () {
      return db._collections().map(function (collection) { return collection.name(); });
    },
    createCollection: function (name) {
      db._create(name);
      return collectionObject(name);
    },
    // Positional arguments only: 2.5/2.6 and arangosh reject the object form; meaningful for
    // MMFiles only (arangod-api.md §2, design rule 15).
    flushWriteAheadLog: function () {
      if (internal.wal && typeof internal.wal.flush === "function") {
        internal.wal.flush(true, true);
      }
    },
    files: {
      exists: function (path) { return fs.exists(path); },
      read: function (path) { return fs.read(path); },
      absolute: function (path) { return fs.makeAbsolute(path); },
      join: function (a, b) { return fs.join(a, b); },
      makeDirectory: function (path) {
        if (!fs.isDirectory(path)) {
          fs.makeDirectoryRecursive(path);
        }
      },
      // Written to a temporary file beside the target, then moved over it, so a crash in
      // the middle of a write never leaves a truncated results file (fs.move is in every
      // version, arangod-api.md §7).
      writeWhole: function (path, text) {
        var temporary = path + ".partial";
        fs.write(temporary, text);
        fs.move(temporary, path);
      }
    }
  };
}

module.exports = { connect: connect };
