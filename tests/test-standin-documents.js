/*
 * The stand-in's single-document calls and process statistics (tests/standin/arangod/
 * collection-object.js, store.js, internal-module.js), as ArangoDB's own tests, sources
 * (v2.5.0 arangod/V8Server/v8-collection.cpp, lib/V8/v8-utils.cpp) and documentation (3.12,
 * collection object) describe them: update merges
 * objects and keeps nulls, a missing document is 1202, remove returns true in 2.x and the
 * removed document's handle in 3.x, documents read are plain objects, indexes follow updates and
 * removals, and processStatistics reports the server process in the server only. Runs under
 * every profile (and in arangod).
 */
var jsunity = require("jsunity");

function standInDocumentsSuite() {
  var internal = require("internal");
  var db = internal.db;
  var major = parseInt(db._version().split(".")[0], 10);
  var NAME = "standin_documents";
  var collection;

  function errorNumOf(work) {
    try {
      work();
    } catch (e) {
      return e.errorNum;
    }
    return null;
  }

  return {
    setUp: function () {
      if (db._collection(NAME) !== null) {
        db._drop(NAME);
      }
      collection = db._create(NAME);
    },

    tearDown: function () {
      db._drop(NAME);
    },

    // v2.8.3 js/common/tests/shell-document.js, testUpdateMergeObjects: without options an
    // object value is merged into the stored object and a null is kept
    testUpdateMergesObjectsAndKeepsNulls: function () {
      collection.save({ _key: "a", name: { first: "foo", last: "bar" }, owns: { evilCellPhone: [1] } });
      var before = collection.document("a")._rev;
      var result = collection.update("a", { name: { middle: "baz" }, owns: { schabernack: true, pileOfBones: null } });
      var stored = collection.document("a");
      assertEqual({ first: "foo", last: "bar", middle: "baz" }, stored.name);
      assertEqual({ evilCellPhone: [1], schabernack: true, pileOfBones: null }, stored.owns);
      assertEqual([NAME + "/a", "a", before], [result._id, result._key, result._oldRev]);
      assertTrue(result._rev !== before);
      assertEqual(stored._rev, result._rev);
    },

    // shell-document.js (v2.8.3), testDeleteDeletedDocument: removing twice gives 1202;
    // updating or reading a missing document too
    testMissingDocumentsAre1202: function () {
      collection.save({ _key: "b" });
      collection.remove("b");
      assertEqual(1202, errorNumOf(function () { collection.remove("b"); }));
      assertEqual(1202, errorNumOf(function () { collection.update("b", { x: 1 }); }));
      assertEqual(1202, errorNumOf(function () { collection.document("b"); }));
      assertEqual(0, collection.count());
    },

    // [v2.5.0 arangod/V8Server/v8-collection.cpp; docs 3.12, collection object] remove returns true in
    // 2.x (shell-document.js v2.8.3, testDeleteDocument), the
    // removed document's _id, _key and _rev in 3.x
    testRemoveResultPerVersion: function () {
      var saved = collection.save({ _key: "c", v: 1 });
      var removed = collection.remove("c");
      if (major < 3) {
        assertEqual(true, removed);
      } else {
        assertEqual({ _id: NAME + "/c", _key: "c", _rev: saved._rev }, removed);
      }
    },

    // document() gives a plain object that may be changed: real 2.5.4, 2.6.0-alpha2 and 2.8.3
    // answer so, although the docblock of v2.5.0 arangod/V8Server/v8-collection.cpp calls a 2.x
    // result immutable; 3.x too (docs 3.12, collection object). update() names the new and the
    // old revision, in the version's key order (2.x: _id, _rev, _oldRev, _key, v2.8.3
    // arangod/V8Server/v8-collection.cpp ModifyVocbaseCol).
    testDocumentResultsAndUpdateResults: function () {
      collection.save({ _key: "d", v: 1 });
      var found = collection.document("d");
      assertFalse(Object.isFrozen(found));
      var updated = collection.update("d", { v: 2 });
      assertEqual(major < 3 ? ["_id", "_rev", "_oldRev", "_key"] : ["_id", "_key", "_rev", "_oldRev"], Object.keys(updated));
      assertEqual(found._rev, updated._oldRev);
      assertEqual(2, collection.document("d").v);
    },

    testIndexesFollowUpdatesAndRemovals: function () {
      collection.ensureIndex({ type: major >= 4 ? "persistent" : "hash", fields: ["v"], unique: false, sparse: false });
      for (var i = 0; i < 6; i += 1) {
        collection.save({ _key: "k" + i, v: i % 3 });
      }
      collection.remove("k1");
      collection.update("k2", { v: 1 });
      function keysWith(v) {
        return db._query("FOR d IN @@c FILTER d.v == @v SORT d._key RETURN d._key", { "@c": NAME, v: v }, {}, {})
          .toArray();
      }
      assertEqual(["k0", "k3"], keysWith(0));
      assertEqual(["k2", "k4"], keysWith(1));
      assertEqual(["k5"], keysWith(2));
      assertEqual(5, collection.count());
      assertEqual(1, collection.document("k2").v);
    },

    // Selectors that are no document handle (neither "<collection>/<key>" nor a valid key, nor
    // an object with such an _id or _key) are 1205 ERROR_ARANGO_DOCUMENT_HANDLE_BAD, not 1202
    // or 1213: real 2.5.4 and 2.6.0-alpha2 answer so; v2.8.3 and 3.x
    // arangod/V8Server/v8-util.cpp ExtractDocumentHandle. A valid id of another collection is
    // 1213, a valid key that is not stored 1202. arangosh parses selectors itself: the stand-in
    // refuses there what the server would call no handle.
    testSelectorsThatAreNoHandles: function () {
      collection.save({ _key: "h" });
      var calls = [
        function () { collection.document(""); },
        function () { collection.remove("123/45/6"); },
        function () { collection.update("", { v: 1 }); },
        function () { collection.document(NAME + "/"); },
        function () { collection.document("/h"); },
        function () { collection.document("a b"); },
        function () { collection.document(12); },
        function () { collection.remove(null); },
        function () { collection.document({}); },
        function () { collection.document({ _id: 5 }); }
      ];
      calls.forEach(function (call, i) {
        if (internal.arango) {
          if (internal.standIn) {
            try {
              call();
              fail();
            } catch (e) {
              assertMatch(/^not supported by the stand-in/, e.message, "call " + i);
            }
          }
          return;
        }
        assertEqual(1205, errorNumOf(call), "call " + i);
      });
      assertEqual(1213, errorNumOf(function () { collection.document("other/h"); }));
      assertEqual(1213, errorNumOf(function () { collection.remove({ _id: "other/h" }); }));
      assertEqual(1202, errorNumOf(function () { collection.remove(NAME + "/zz"); }));
      assertEqual("h", collection.document({ _id: NAME + "/h" })._key);
      if (major < 3 && !internal.arango) {
        // 2.x takes the collection id for its name (EqualCollection, v2.8.3; real 2.5.4)
        assertEqual("h", collection.document(collection._id + "/h")._key);
      }
      assertEqual(1, collection.count());
    },

    // Edges as insert/save(from, to, data[, options]): real 2.5.4 and 2.6.0-alpha2 (v2.8.3
    // arangod/V8Server/v8-collection.cpp InsertEdgeCol) take only this form on an edge
    // collection (3 or 4 arguments, else usage error 10), return { _id, _rev, _key } in that
    // order, take from/to as "<collection>/<key>" or an object with such an _id (else 1205)
    // of an existing collection (else 1203; the vertex need not exist), let them win over
    // data's own _from/_to and leave data unchanged; data must be an object (1227). In-server
    // 3.x still takes the form on an edge collection (InsertVocbaseCol "oldEdgeSignature",
    // 3.x v8-collection.cpp): only "" or a value without an _id string is 1205 there, the
    // "<collection>/<key>" form is checked as for any edge (1233). Both: three arguments on a
    // document collection are usage error 10. arangosh: refused by the stand-in.
    testPositionalEdgeInsert: function () {
      var vertices = db._create(NAME + "_v");
      var edges = db._createEdgeCollection(NAME + "_e");
      try {
        vertices.save({ _key: "a" });
        vertices.save({ _key: "b" });
        var a = NAME + "_v/a";
        var b = NAME + "_v/b";
        if (internal.arango) {
          if (internal.standIn) {
            try {
              edges.save(a, b, {});
              fail();
            } catch (e) {
              assertMatch(/^not supported by the stand-in/, e.message);
            }
          }
          return;
        }
        var data = { _key: "ab", x: 1 };
        var result = edges.insert(a, b, data);
        assertEqual(major < 3 ? ["_id", "_rev", "_key"] : ["_id", "_key", "_rev"], Object.keys(result));
        assertEqual([NAME + "_e/ab", "ab"], [result._id, result._key]);
        assertEqual({ _key: "ab", x: 1 }, data);
        var stored = edges.document("ab");
        assertEqual([a, b, 1], [stored._from, stored._to, stored.x]);
        edges.save(vertices.document("b"), { _id: NAME + "_v/nowhere" }, { _key: "bn" }, { waitForSync: false });
        assertEqual(NAME + "_v/nowhere", edges.document("bn")._to);
        assertEqual(10, errorNumOf(function () { vertices.save(a, b, {}); }));
        assertEqual(10, errorNumOf(function () { edges.save(a, b, {}, false, 1); }));
        assertEqual(1227, errorNumOf(function () { edges.save(a, b, null); }));
        assertEqual(1205, errorNumOf(function () { edges.save("", b, {}); }));
        assertEqual(1205, errorNumOf(function () { edges.save(a, 12, {}); }));
        if (major < 3) {
          assertEqual(10, errorNumOf(function () { edges.save({ _from: a, _to: b }); }));
          assertEqual(1205, errorNumOf(function () { edges.save("a", b, {}); }));
          assertEqual(1203, errorNumOf(function () { edges.save(a, "nowhere/b", {}); }));
          edges.save(a, b, { _key: "over", _from: "x/y", _to: "x/z" });
          assertEqual([a, b], [edges.document("over")._from, edges.document("over")._to]);
          assertEqual(3, edges.count());
        } else {
          assertEqual(1233, errorNumOf(function () { edges.save("a", b, {}); }));
          edges.save("nowhere/a", b, { _key: "nb" });
          edges.save({ _from: a, _to: b, _key: "obj" });
          assertEqual(4, edges.count());
        }
      } finally {
        db._drop(NAME + "_e");
        db._drop(NAME + "_v");
      }
    },


    // [v2.5.0 lib/V8/v8-utils.cpp, JS_ProcessStatistics] the server process's statistics in the
    // server, in every version to 3.12
    testProcessStatisticsInTheServer: function () {
      if (internal.arango) {
        assertEqual("undefined", typeof internal.processStatistics);
        return;
      }
      var statistics = internal.processStatistics();
      assertTrue(statistics.residentSize > 1024 * 1024, JSON.stringify(statistics));
      assertTrue(statistics.residentSizePercent > 0 && statistics.residentSizePercent < 1);
      assertTrue(statistics.userTime >= 0 && statistics.systemTime >= 0);
    }
  };
}

jsunity.run(standInDocumentsSuite);
return jsunity.done();
