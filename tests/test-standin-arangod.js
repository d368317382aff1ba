/*
 * The arangod built-ins the suite relies on, checked against what arangod 3.11 does
 * (its sources and documentation, named at each test; docs/versions.md): db, collections, cursors,
 * executeScript, load, require,
 * fs, time. Everything here holds in a real arangod 3.11 as well as in the test stand-in, so
 * the stand-in cannot drift from the real server unnoticed. ES5.
 */
/* global standinLoadSeen */
var jsunity = require("jsunity");

function arangodBuiltinsSuite() {
  var internal = require("internal");
  var db = internal.db;
  var fs = require("fs");
  var COLLECTION = "standin_builtins_collection";
  var DATABASE = "standin_builtins_database";
  var temporaryDirectory = null;

  function errorOf(work) {
    try {
      work();
    } catch (e) {
      return e;
    }
    fail("expected an exception");
  }

  function contains(list, value) {
    for (var i = 0; i < list.length; i += 1) {
      if (list[i] === value) {
        return true;
      }
    }
    return false;
  }

  function makeTemporaryDirectory() {
    temporaryDirectory = fs.getTempFile();
    fs.makeDirectoryRecursive(temporaryDirectory);
    return temporaryDirectory;
  }

  return {
    setUp: function () {
      db._useDatabase("_system");
      db._drop(COLLECTION);
    },

    tearDown: function () {
      db._useDatabase("_system");
      db._drop(COLLECTION);
      if (contains(db._databases(), DATABASE)) {
        db._dropDatabase(DATABASE);
      }
      if (temporaryDirectory !== null && fs.isDirectory(temporaryDirectory)) {
        fs.removeDirectoryRecursive(temporaryDirectory);
      }
      temporaryDirectory = null;
    },

    // v2.5.0 arangod/V8Server/v8-vocbase.cpp; docs 3.12, db object: db._collection of a missing name
    // is null, db._drop of it is silent.
    testMissingCollectionIsNullAndDroppingItIsSilent: function () {
      assertNull(db._collection(COLLECTION));
      assertUndefined(db._drop(COLLECTION));
    },

    testCreatedCollectionCountsInsertedDocuments: function () {
      var collection = db._create(COLLECTION);
      assertEqual(COLLECTION, collection.name());
      assertEqual(2, collection.type());
      assertEqual(0, collection.count());
      var saved = collection.insert({ _key: "one", value: 1 });
      assertEqual("one", saved._key);
      assertEqual(COLLECTION + "/one", saved._id);
      assertTypeOf("string", saved._rev);
      collection.save({ value: 2 });
      assertEqual(2, collection.count());
      assertEqual(1, collection.document("one").value);
      assertEqual(2, db._collection(COLLECTION).count());
    },

    // v2.8.0 arangod/V8Server/v8-collection.cpp refuses an array; release notes 3.0: insert([docs])
    // from 3.0; a failing document is reported in place.
    testArrayInsertReportsAFailingDocumentInPlace: function () {
      var collection = db._create(COLLECTION);
      var results = collection.insert([{ _key: "a" }, { _key: "a" }, { _key: "b" }]);
      assertEqual(3, results.length);
      assertEqual("a", results[0]._key);
      assertTrue(results[1].error);
      assertEqual(1210, results[1].errorNum);
      assertEqual("b", results[2]._key);
      assertEqual(2, collection.count());
    },

    testIndexesAreCreatedListedAndDropped: function () {
      var collection = db._create(COLLECTION);
      var index = collection.ensureIndex({ type: "persistent", fields: ["value"], unique: false, sparse: false });
      assertEqual("persistent", index.type);
      assertEqual(["value"], index.fields);
      assertTrue(index.isNewlyCreated);
      assertFalse(collection.ensureIndex({ type: "persistent", fields: ["value"] }).isNewlyCreated);
      var indexes = collection.getIndexes();
      assertEqual(2, indexes.length);
      assertEqual("primary", indexes[0].type);
      assertTrue(collection.dropIndex(index.id));
      assertEqual(1, collection.getIndexes().length);
    },

    // release notes 3.9 and 4.0: load()/unload() are no-ops from 3.9 (and gone in 4.0).
    testLoadIsHarmlessWhereItExists: function () {
      var collection = db._create(COLLECTION);
      if (typeof collection.load === "function") {
        collection.load();
      }
      assertEqual(0, collection.count());
    },

    testUseDatabaseSwitchesTheCurrentDatabase: function () {
      assertEqual("_system", db._name());
      db._createDatabase(DATABASE);
      assertTrue(contains(db._databases(), DATABASE));
      db._useDatabase(DATABASE);
      assertEqual(DATABASE, db._name());
      assertNull(db._collection(COLLECTION));
      db._useDatabase("_system");
      assertEqual("_system", db._name());
    },

    // v2.5.0 arangod/V8Server/v8-vocbase.cpp; docs 3.12, db object: database management only from
    // _system (1230).
    testDatabaseListOnlyFromTheSystemDatabase: function () {
      db._createDatabase(DATABASE);
      db._useDatabase(DATABASE);
      var error = errorOf(function () { db._databases(); });
      assertEqual(1230, error.errorNum);
      db._useDatabase("_system");
    },

    testUsingAMissingDatabaseFails: function () {
      var error = errorOf(function () { db._useDatabase(DATABASE); });
      assertTrue(error instanceof Error);
      assertEqual(1228, error.errorNum);
      assertEqual("_system", db._name());
    },

    // v2.5.0 js/server/modules/org/arangodb/arango-statement.js: the server cursor has the whole
    // result; count() is its size.
    testQueryCursor: function () {
      var cursor = db._query("FOR i IN 1..3 RETURN i * 2", {}, { count: false }, { cache: false });
      assertEqual(3, cursor.count());
      assertEqual([2, 4, 6], cursor.toArray());
      assertTrue(cursor.hasNext());
      assertEqual(2, cursor.next());
      var extra = cursor.getExtra();
      var fields = ["writesExecuted", "writesIgnored", "scannedFull", "scannedIndex", "filtered"];
      for (var i = 0; i < fields.length; i += 1) {
        assertTypeOf("number", extra.stats[fields[i]], fields[i]);
      }
      assertTrue(extra.warnings instanceof Array);
    },

    testQueryResultsAreArraysAndObjectsOfThisContext: function () {
      var rows = db._query("RETURN { list: [1, 2], inner: { a: 1 } }", {}, {}, {}).toArray();
      assertTrue(rows instanceof Array);
      assertTrue(rows[0] instanceof Object);
      assertTrue(rows[0].list instanceof Array);
      assertTrue(rows[0].inner instanceof Object);
    },

    testQueryCallFormsAgree: function () {
      var bindVars = { n: 4 };
      var fourArguments = db._query("RETURN @n + 1", bindVars, { count: false }, { cache: false }).toArray();
      var objectForm = db._query({ query: "RETURN @n + 1", bindVars: bindVars }).toArray();
      var statement = db._createStatement({ query: "RETURN @n + 1", bindVars: bindVars, options: { cache: false } });
      assertEqual([5], fourArguments);
      assertEqual([5], objectForm);
      assertEqual([5], statement.execute().toArray());
    },

    testQueryOfAMissingCollectionThrowsAnArangoError: function () {
      var error = errorOf(function () { db._query("FOR d IN " + COLLECTION + " RETURN d"); });
      assertTrue(error instanceof Error);
      assertEqual(1203, error.errorNum);
      assertTypeOf("string", error.message);
    },

    // v2.5.0 lib/V8/v8-utils.cpp, JS_Execute: exactly three arguments.
    testExecuteScriptNeedsThreeArguments: function () {
      assertEqual(3, internal.executeScript("1 + 2", undefined, "three.js"));
      var compiled = internal.executeScript("(function (x) { return x * 2; })", undefined, "function.js");
      assertEqual(8, compiled(4));
      var error = errorOf(function () { internal.executeScript("1 + 2", undefined); });
      assertEqual(10, error.errorNum);
    },

    testExecuteScriptWithASandboxCopiesGlobalsBack: function () {
      var sandbox = { given: 5 };
      assertTrue(internal.executeScript("var doubled = given * 2;", sandbox, "sandbox.js"));
      assertEqual(10, sandbox.doubled);
    },

    // v2.5.0 and v2.5.2 lib/V8/v8-utils.cpp, JS_Load: load sets __filename/__dirname while the file
    // runs, then restores
    // what was there before (nothing, unless this suite itself runs inside a load).
    testLoadSetsFilenameOnlyWhileItRuns: function () {
      var before = typeof __filename === "undefined" ? "(none)" : __filename;
      var directory = makeTemporaryDirectory();
      var file = fs.join(directory, "loaded.js");
      fs.write(file, "var standinLoadSeen = [__filename, __dirname];\nstandinLoadSeen.length;\n");
      assertEqual(2, internal.load(file));
      assertEqual([file, directory], standinLoadSeen);
      assertEqual(before, typeof __filename === "undefined" ? "(none)" : __filename);
    },

    // v2.5.0 and v2.8.0 js/common/bootstrap/modules.js: no global module/exports from 2.8 on.
    testModuleAndExportsAreNotGlobals: function () {
      assertEqual("undefined", typeof module);
      assertEqual("undefined", typeof exports);
      assertEqual("function", typeof print);
      assertEqual("function", typeof require);
    },

    // v2.5.0 and v2.8.0 js/common/bootstrap/modules.js: the product never requires by path.
    testRequireOfMissingPathsAndNamesThrows: function () {
      errorOf(function () { require("./no/such/standin-module-xyz"); });
      errorOf(function () { require("/no/such/directory/standin-module-xyz.js"); });
      errorOf(function () { require("no-such-standin-module-xyz"); });
    },

    testArangodbModuleNamesGiveTheSameDatabase: function () {
      assertTrue(require("@arangodb").db === db);
      assertTrue(require("org/arangodb").db === db);
    },

    testQueryCacheModuleReportsAMode: function () {
      var mode = require("@arangodb/aql/cache").properties().mode;
      assertTrue(mode === "off" || mode === "on" || mode === "demand", mode);
    },

    // v2.5.0 js/common/bootstrap/module-fs.js; fs.append only from 3.0 (v2.8.4 has none).
    testFilesAreWrittenReadMovedAndRemoved: function () {
      var directory = makeTemporaryDirectory();
      var nested = fs.join(directory, "a", "b");
      fs.makeDirectoryRecursive(nested);
      assertTrue(fs.isDirectory(nested));
      var first = fs.join(nested, "first.txt");
      var second = fs.join(directory, "second.txt");
      fs.write(first, "one");
      fs.write(first, "two");
      assertEqual("two", fs.read(first));
      assertTrue(fs.isFile(first));
      fs.move(first, second);
      assertFalse(fs.exists(first));
      assertEqual("two", fs.read(second));
      assertEqual(3, fs.size(second));
      assertTrue(contains(fs.list(directory), "second.txt"));
      assertEqual(0, fs.makeAbsolute(directory).indexOf("/"));
      fs.remove(second);
      assertFalse(fs.exists(second));
    },

    testReadingAMissingFileNamesIt: function () {
      var directory = makeTemporaryDirectory();
      var missing = fs.join(directory, "missing.txt");
      var error = errorOf(function () { fs.read(missing); });
      assertTypeOf("number", error.errorNum);
      assertTrue(error.message.indexOf(missing) >= 0, error.message);
    },

    // v2.5.0 lib/Basics/system-functions.cpp, TRI_microtime: wall-clock seconds as a float.
    testTimeIncreases: function () {
      var before = internal.time();
      internal.wait(0.02, false);
      var after = internal.time();
      assertTrue(before > 1400000000, "seconds since the epoch");
      assertTrue(after - before >= 0.015, "waited " + (after - before));
    }
  };
}

jsunity.run(arangodBuiltinsSuite);

return jsunity.done();
