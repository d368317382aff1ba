/*
 * The stand-in's single-document calls and process statistics (tests/standin/arangod/
 * collection-object.js, store.js, internal-module.js), as ArangoDB's own tests and
 * ../shared/reference/graphs-documents-and-more.md §4-§5 describe them: update merges
 * objects and keeps nulls, a missing document is 1202, remove returns true in 2.x and the
 * removed document's handle in 3.x, 2.x documents are immutable, indexes follow updates and
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

    // §4: remove returns true in 2.x (shell-document.js v2.8.3, testDeleteDocument), the
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

    // §4: a 2.x document() result is immutable (copy before modifying); 3.x gives a plain object
    testDocumentResultsAreImmutableIn2x: function () {
      collection.save({ _key: "d", v: 1 });
      var found = collection.document("d");
      assertEqual(major < 3, Object.isFrozen(found));
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

    testWhatIsNotEmulatedIsRefusedLoudly: function () {
      var saved = collection.save({ _key: "e" });
      [function () { collection.remove(saved); },
        function () { collection.update("e", { v: 1 }, { mergeObjects: false }); },
        function () { collection.remove("e", true); }].forEach(function (call) {
        try {
          call();
          fail();
        } catch (e) {
          assertMatch(/^not supported by the stand-in/, e.message);
        }
      });
      assertEqual(1, collection.count());
    },

    // §5: the server process's statistics in the server, in every version to 3.12
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
