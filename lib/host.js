/*
 * The host adapter: the only module that touches arangod's built-ins (internal, db,
 * collections, cursors, fs, print). Everything else sees the small interface returned by
 * connect(). The facts per ArangoDB version it relies on are listed in docs/versions.md; each
 * comment names the ArangoDB source file (at a release tag) or documentation page it rests
 * on. ES5.
 */
"use strict";

var linuxProc = require("./linux-proc");

// arangod's error numbers (lib/Basics/errors.dat, the same from v2.5.0 on)
var ERROR_DATABASE_NOT_FOUND = 1228; // what db._useDatabase throws for an unknown database
var ERROR_FORBIDDEN = 11;

// "@arangodb/…" exists from 2.8 on, "org/arangodb/…" in 2.5-2.7 and as an alias in 2.8-3.x
// (v2.8.0 js/common/bootstrap/modules.js, Module._load; release notes 3.0, incompatible changes).
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
  // The arangod console has no global db: the bootstrap moves it into internal.db and deletes
  // it (v2.5.0 js/server/bootstrap/module-internal.js, v2.8.0 js/server/bootstrap/modules/internal.js).
  var db = internal.db || arangodbModule().db;
  // arangosh has the connection object internal.arango; arangod has none (v2.8.0
  // js/client/bootstrap/modules/internal.js sets it).
  var inArangosh = internal.arango !== undefined && internal.arango !== null;

  function print(text) {
    // print writes strings raw; console.log would go to the server log (v2.8.0
    // js/common/bootstrap/modules/console.js).
    internal.print(text);
  }

  // AQL runs only through the four-argument db._query: the fourth argument carries the AQL
  // options in every version, where 2.5/2.6 know no object form and ignore AQL options in the
  // third (v2.5.0 and v2.7.0 js/server/modules/org/arangodb/arango-database.js, _query). The
  // query results cache is asked not to answer (cache: false, an AQL option from 2.7: v2.7.0
  // arangod/Aql/Query.cpp) so a repeated run measures execution. In arangosh a result comes in
  // batches over HTTP and getExtra() describes the latest batch only (v2.8.0
  // js/client/modules/org/arangodb/arango-query-cursor.js), so the batch size is set above any
  // result the suite produces: the whole result and its statistics then arrive with the
  // db._query call.
  var AQL_OPTIONS = { cache: false };
  var CURSOR_OPTIONS = { count: false, batchSize: 100000000 };

  function plainQuery(query, bindVars) {
    var cursor = db._query(query, bindVars, CURSOR_OPTIONS, AQL_OPTIONS);
    return { rows: cursor.toArray(), extra: cursor.getExtra() };
  }

  // The timed region is the db._query call and nothing else: in arangod the whole result is
  // built inside that call (v2.5.0 js/server/modules/org/arangodb/arango-statement.js, execute:
  // the result becomes a GeneralArrayCursor), so reading it afterwards
  // costs nothing measurable and is left outside. In arangosh the call includes the HTTP round
  // trip and the client's decoding of the (single) batch: client-side timings, recorded as such.
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

  // A server call other than a query (a single-document read or write of a workload case,
  // workload.js), timed alone: the call and nothing else.
  function timedCall(call) {
    var started = internal.time();
    var value = call();
    var finished = internal.time();
    return { seconds: finished - started, value: value };
  }

  // The server process's resident memory in bytes, or null where it cannot be read here.
  // In the server, internal.processStatistics() describes arangod itself in every version
  // (residentSize in bytes, v2.5.0 lib/V8/v8-utils.cpp, JS_ProcessStatistics). In arangosh the same
  // call describes the arangosh process up to early 3.x and the server only later, and 4.x
  // has no /_admin/statistics: no figure rather than the wrong process's.
  function residentMemory() {
    if (inArangosh || typeof internal.processStatistics !== "function") {
      return null;
    }
    var statistics = internal.processStatistics();
    return statistics && typeof statistics.residentSize === "number" ? statistics.residentSize : null;
  }

  // What the machine is doing, for the results file's record of the load it ran under
  // (lib/record/load-record.js): the load average and the CPU ticks of the whole machine, read
  // with fs.read from Linux's /proc (JS_Read reads to the end of a file whatever size stat
  // gives it, which /proc files give as 0: TRI_SlurpFile, v2.5.0 lib/Basics/files.cpp; the same
  // call in late 3.x lib/V8/v8-utils.cpp, where V8SecurityFeature may forbid a path), and the
  // server process's own CPU time, user and system, in seconds (internal.processStatistics:
  // ticks over sysconf(_SC_CLK_TCK) from /proc/self/stat on Linux, getrusage on other Unixes,
  // GetProcessTimes on Windows, where a failed call leaves the rate it divides by at 0: v2.5.0
  // lib/V8/v8-utils.cpp JS_ProcessStatistics and lib/Basics/process-utils.cpp; the same fields
  // in late 3.x's ProcessStatisticsToV8). Whatever this server cannot give is null, and why is
  // in `unreadable`: a file that is not there (not Linux), a path forbidden, a figure that is
  // not a number. A few reads, never inside a timed region. In arangosh there is nothing to read: the client's machine need not be the
  // server's, and processStatistics describes the shell up to early 3.x (see residentMemory).
  function loadReading() {
    if (inArangosh) {
      return null;
    }
    var reading = { loadAverage: null, machine: null, server: null, unreadable: [] };
    function readProc(path, parse) {
      try {
        var parsed = parse(fs.read(path));
        if (parsed === null) {
          reading.unreadable.push(path + ": not in the form proc(5) gives");
        }
        return parsed;
      } catch (e) {
        reading.unreadable.push(path + ": " + (e && e.message ? e.message : String(e)));
        return null;
      }
    }
    reading.loadAverage = readProc("/proc/loadavg", linuxProc.loadAverage);
    reading.machine = readProc("/proc/stat", linuxProc.machineTicks);
    var statistics = typeof internal.processStatistics === "function" ? internal.processStatistics() : null;
    var cpu = statistics ? statistics.userTime + statistics.systemTime : NaN;
    if (typeof cpu === "number" && isFinite(cpu) && cpu >= 0) {
      reading.server = cpu;
    } else {
      reading.unreadable.push("internal.processStatistics(): no user and system time");
    }
    return reading;
  }

  // The plan the optimizer chose, without running the query (the statement form exists in
  // every version: v2.5.0 arangod/V8Server/v8-vocbase.cpp, JS_ExplainAql).
  function explain(query, bindVars) {
    return db._createStatement({ query: query, bindVars: bindVars }).explain();
  }

  function collectionObject(name) {
    // null when missing (v2.5.0 js/server/modules/org/arangodb/arango-database.js; docs 3.12, db object)
    var collection = db._collection(name);
    if (collection === null || collection === undefined) {
      return null;
    }
    return {
      name: name,
      count: function () { return collection.count(); },
      indexes: function () { return collection.getIndexes(); },
      ensureIndex: function (spec) { return collection.ensureIndex(spec); },
      properties: function () { return collection.properties(); },
      // 2 = document, 3 = edge collection, in every version (v2.5.0 arangod/VocBase/collection.h,
      // TRI_col_type_e; docs 3.12, collection object)
      type: function () { return collection.type(); },
      // collection.load() matters for MMFiles, is a no-op from 3.9 and gone in 4.0 (release
      // notes 3.9 and 4.0, API changes), so it is called only where it exists.
      load: function () {
        if (typeof collection.load === "function") {
          collection.load();
        }
      },
      drop: function () { db._drop(name); },
      // Single-document calls (v2.5.0 arangod/V8Server/v8-collection.cpp; docs 3.12, collection
      // object; js/client/modules/@arangodb/arango-collection.js in arangosh): key strings and
      // option objects only, the forms every version and arangosh accept; the
      // returned values differ per version (2.x remove returns true), so callers read only
      // what all versions give (_key of an insert).
      document: function (key) { return collection.document(key); },
      insert: function (document, options) {
        return options ? collection.insert(document, options) : collection.insert(document);
      },
      update: function (key, patch, options) {
        return options ? collection.update(key, patch, options) : collection.update(key, patch);
      },
      remove: function (key, options) {
        return options ? collection.remove(key, options) : collection.remove(key);
      },
      truncate: function () { collection.truncate(); }
    };
  }

  // Every switch of database goes through here. Inside a server task (and a Foxx service)
  // arangod forbids db._useDatabase altogether, even to the current database: the task's
  // context is entered with database switching off (v2.5.4 arangod/V8Server/V8Job.cpp,
  // enterContext(..., allowUseDatabase false); v8-vocbase.cpp JS_UseDatabase throws
  // ERROR_FORBIDDEN). A run works in the suite's own database, so it cannot run there; a bare
  // "forbidden" would not say so. (arangosh gets 11 for a missing right instead: left as it is,
  // setup/ownership.js names the right.)
  function useDatabase(name) {
    try {
      db._useDatabase(name);
    } catch (e) {
      if (!inArangosh && e && e.errorNum === ERROR_FORBIDDEN) {
        throw new Error("arangod forbids switching databases here (db._useDatabase gave error " +
          ERROR_FORBIDDEN + ", forbidden): code running as a server task or in a Foxx service stays in the database " +
          "it was started in, and a run works in the suite's own database. Start the run from the arangod console, " +
          "with arangod --javascript.script or through arangosh instead (docs/running.md).");
      }
      throw e;
    }
  }

  function databaseExists(name) {
    var current = db._name();
    try {
      useDatabase(name);
      return true;
    } catch (e) {
      if (e && e.errorNum === ERROR_DATABASE_NOT_FOUND) {
        return false;
      }
      throw e;
    } finally {
      useDatabase(current);
    }
  }

  // Databases are created and dropped from _system only (v2.5.0 arangod/V8Server/v8-vocbase.cpp,
  // JS_CreateDatabase and JS_DropDatabase: error 1230 elsewhere).
  // When the caller was inside the database that `work` dropped, there is nothing to return
  // to: it stays in _system instead of failing a drop that succeeded with 1228.
  function inSystemDatabase(work) {
    var current = db._name();
    useDatabase("_system");
    try {
      return work();
    } finally {
      if (databaseExists(current)) {
        useDatabase(current);
      }
    }
  }

  function serverKind() {
    // internal.standIn exists only in the test stand-in (tests/standin/README.md).
    if (internal.standIn) {
      return "stand-in";
    }
    return inArangosh ? "arangosh" : "arangod";
  }

  // Single server or cluster coordinator: arangosh asks the server (GET /_admin/server/role,
  // v2.5.0 js/actions/_admin/server/app.js); arangod has internal.isCluster() in late 3.x
  // (js/server/bootstrap/modules/internal.js) and the cluster module before (v2.5.0
  // js/server/modules/org/arangodb/cluster.js, isCoordinator).
  function role() {
    var isCluster;
    if (inArangosh) {
      isCluster = internal.arango.GET("/_admin/server/role").role === "COORDINATOR";
    } else {
      isCluster = typeof internal.isCluster === "function" ? internal.isCluster()
        : arangodbModule("cluster").isCoordinator();
    }
    return isCluster ? "coordinator" : "single";
  }

  // The query results cache exists from 2.7 on single servers only (v2.7.0 arangod/Aql/Query.cpp,
  // canUseQueryCache; js/server/modules/org/arangodb/aql/cache.js). Anyone can switch it on at
  // runtime, so a run switches it off and returns a function that puts the previous mode back.
  function switchQueryCacheOff() {
    var nothingToRestore = function () {};
    if (role() === "coordinator") {
      return nothingToRestore;
    }
    var cache;
    try {
      cache = arangodbModule("aql/cache");
    } catch (e) {
      return nothingToRestore; // 2.5 and 2.6: no results cache at all
    }
    var before = cache.properties().mode;
    if (before === "off") {
      return nothingToRestore;
    }
    cache.properties({ mode: "off" });
    return function () { cache.properties({ mode: before }); };
  }

  // db._version(true) returns the build details (platform, compiler, build date, …) from 3.0
  // on; 2.x ignores the argument and returns the version string (JS_VersionServer in
  // arangod/V8Server/v8-vocbase.cpp of both lines). arangosh 3.x returns the whole
  // /_api/version answer with the details in its `details` (client arango-database.js).
  // Only an object is kept.
  function buildDetails() {
    var answer = db._version(true);
    if (answer === null || typeof answer !== "object") {
      return null;
    }
    return answer.details !== null && typeof answer.details === "object" ? answer.details : answer;
  }

  function engineName() {
    // db._engine() exists from 3.2; before that MMFiles was the only engine (docs 3.2,
    // miscellaneous functions; release notes 3.2).
    return typeof db._engine === "function" ? db._engine().name : "mmfiles";
  }

  return {
    print: overrides.print || print,
    time: function () { return internal.time(); },
    // internal.wait(seconds, true) runs the garbage collector, then waits (v2.5.0
    // lib/V8/v8-utils.cpp, JS_Wait).
    pause: function (seconds) { internal.wait(seconds, true); },
    query: plainQuery,
    timedQuery: timedQuery,
    timedCall: timedCall,
    residentMemory: residentMemory,
    loadReading: loadReading,
    explain: explain,
    inArangosh: inArangosh,
    switchQueryCacheOff: switchQueryCacheOff,
    // invocation: how shootout.js was started: "console", "script" or "arangosh".
    identity: function (invocation) {
      var kind = serverKind();
      var details = buildDetails();
      return {
        // db._version() is the server's version, also in arangosh, where internal.version is
        // the client's (v2.5.0 arangod/V8Server/v8-vocbase.cpp and
        // js/client/modules/org/arangodb/arango-database.js).
        version: db._version(),
        engine: engineName(),
        role: role(),
        host: kind === "arangod" ? kind + " " + invocation : kind,
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
    // properties: e.g. { numberOfShards, replicationFactor } for a cluster (docs 3.0, collection
    // methods, db._create); none on a single server.
    createCollection: function (name, properties) {
      if (properties) {
        db._create(name, properties);
      } else {
        db._create(name);
      }
      return collectionObject(name);
    },
    // Edge collections only through db._createEdgeCollection, the one form that makes an edge
    // collection in every version and in arangosh (v2.5.0 arangod/V8Server/v8-vocindex.cpp;
    // js/client/modules/@arangodb/arango-database.js); db._create with a type is ignored or
    // overwritten in places (2.5 refuses a third argument, 2.6+ reads only the string "edge").
    createEdgeCollection: function (name) {
      db._createEdgeCollection(name);
      return collectionObject(name);
    },
    // Positional arguments only: 2.5/2.6 and arangosh reject the object form. Only MMFiles has
    // a write-ahead log whose collector matters here (v2.5.0 arangod/V8Server/v8-vocbase.cpp,
    // JS_FlushWal; v2.8.0 js/client/bootstrap/modules/internal.js sends them as positions); on
    // RocksDB and in 4.x (where the call is unverified) it is not made.
    flushWriteAheadLog: function () {
      if (engineName() === "mmfiles" && internal.wal && typeof internal.wal.flush === "function") {
        internal.wal.flush(true, true);
      }
    },
    files: {
      exists: function (path) { return fs.exists(path); },
      read: function (path) { return fs.read(path); },
      remove: function (path) { fs.remove(path); },
      absolute: function (path) { return fs.makeAbsolute(path); },
      join: function (a, b) { return fs.join(a, b); },
      makeDirectory: function (path) {
        if (!fs.isDirectory(path)) {
          fs.makeDirectoryRecursive(path);
        }
      },
      // Written to a temporary file beside the target, then moved over it, so a crash in
      // the middle of a write never leaves a truncated results file: fs.move is in every
      // version (v2.5.0 js/common/bootstrap/module-fs.js) and replaces the target
      // (TRI_RenameFile: rename() on POSIX, MoveFileEx with MOVEFILE_REPLACE_EXISTING on
      // Windows, lib/Basics/files.cpp).
      writeWhole: function (path, text) {
        var temporary = path + ".partial";
        fs.write(temporary, text);
        fs.move(temporary, path);
      }
    }
  };
}

module.exports = { connect: connect };
