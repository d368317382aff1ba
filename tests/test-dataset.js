/*
 * The dataset (setup/dataset.js) and idempotent setup (setup/collections.js): the AQL insert
 * builds exactly the documented formula, a right collection is reused, and every kind of
 * wrong or partial collection is rebuilt. Runs in arangod and under the stand-in.
 */
var jsunity = require("jsunity");

var host = shootout.require("./lib/host").connect();
var scratch = shootout.require("./tests/support/scratch-database");

function datasetSuite() {
  var dataset = shootout.require("./setup/datasets/values");
  var collections = shootout.require("./setup/collections");
  var SIZE = 1000;
  var NAME = "values1000";
  var reported;

  function report(line) {
    reported.push(line);
  }

  function dropTestCollection() {
    if (host.collection(NAME) !== null) {
      host.collection(NAME).drop();
    }
  }

  // A collection built by hand: documents from..to with the formula, or a variant of it.
  function handMade(to, insertQuery, indexes) {
    var collection = host.createCollection(NAME);
    host.query(insertQuery, { "@collection": NAME, from: 0, to: to, groups: dataset.groupCount(SIZE) });
    indexes.forEach(function (index) { collections.ensureDatasetIndex(collection, index); });
  }

  return {
    setUp: function () {
      reported = [];
      dropTestCollection();
    },

    tearDown: function () {
      dropTestCollection();
    },

    testFormulaOfOneDocument: function () {
      assertEqual({ _key: "test12345", value1: 12345, value2: "test12345", value3: 12345,
        value4: "test12345", value5: 12345, value6: "test12345", value7: 345, value8: "test345" },
        dataset.documentFor(12345, 100000));
      assertEqual(0, dataset.documentFor(100, 10000).value7);
      assertEqual("test99", dataset.documentFor(9999, 10000).value8);
      assertEqual(10000, dataset.groupCount(1000000));
      assertEqual("values1000000", dataset.collectionName(1000000));
    },

    testKeyNumbers: function () {
      assertEqual(0, dataset.numberOfKey("test0"));
      assertEqual(9999, dataset.numberOfKey("test9999"));
      assertEqual(-1, dataset.numberOfKey("test007"));
      assertEqual(-1, dataset.numberOfKey("test"));
      assertEqual(-1, dataset.numberOfKey("values1"));
      assertEqual(-1, dataset.numberOfKey(12));
    },

    testMismatchNamesTheDifference: function () {
      var stored = dataset.documentFor(7, SIZE);
      stored._id = NAME + "/test7";
      stored._rev = "_abc";
      assertNull(dataset.describeMismatch(stored, 7, SIZE, NAME));
      stored.value7 = 8;
      assertEqual("document 7: value7 is 8, expected 7", dataset.describeMismatch(stored, 7, SIZE, NAME));
      stored.value7 = 7;
      stored.extra = 1;
      assertEqual("document 7 has an unexpected attribute extra", dataset.describeMismatch(stored, 7, SIZE, NAME));
      delete stored.extra;
      delete stored._rev;
      assertEqual("document 7: _rev is missing", dataset.describeMismatch(stored, 7, SIZE, NAME));
      assertMatch(/_id is "values1000\/test7", expected "values2000\/test7"/,
        dataset.describeMismatch(stored, 7, SIZE, "values2000"));
    },

    testInsertQueryBuildsTheFormula: function () {
      var done = collections.ensure(host, SIZE, report);
      assertEqual("created", done.action);
      assertEqual(NAME, done.name);
      var rows = host.query("FOR d IN @@collection RETURN d", { "@collection": NAME }).rows;
      assertEqual(SIZE, rows.length);
      var seen = {};
      rows.forEach(function (row) {
        var i = dataset.numberOfKey(row._key);
        assertNull(dataset.describeMismatch(row, i, SIZE, NAME));
        assertFalse(seen.hasOwnProperty(i), "key " + row._key + " twice");
        seen[i] = true;
      });
      assertEqual(SIZE, Object.keys(seen).length);
    },

    testIndexesAfterSetup: function () {
      var done = collections.ensure(host, SIZE, report);
      var indexes = host.collection(NAME).indexes().map(function (index) {
        // Servers without hash and skiplist (4.x) get persistent indexes instead.
        var type = index.type === "persistent" ? (index.fields[0] < "value3" ? "hash" : "skiplist") : index.type;
        return type + ":" + index.fields.join(",") + ":" + index.unique + ":" + index.sparse;
      });
      assertEqual(["primary:_key:true:false", "hash:value1:false:false", "hash:value2:false:false",
        "skiplist:value3:false:false", "skiplist:value4:false:false"], indexes);
      assertEqual(host.collection(NAME).indexes().slice(1).map(function (index) {
        return { type: index.type, fields: index.fields };
      }), done.indexes);
    },

    testSecondSetupReuses: function () {
      collections.ensure(host, SIZE, report);
      var again = collections.ensure(host, SIZE, report);
      assertEqual("reused", again.action);
      assertEqual([], again.problems);
      assertMatch(/^setup values1000: reused \(1000 documents, 4 indexes\) in [0-9.]+ s$/, reported[1]);
    },

    testInspectMissingCollection: function () {
      assertEqual(["collection values1000 does not exist"], collections.inspect(host, SIZE));
    },

    testPartialCollectionIsRebuilt: function () {
      handMade(499, dataset.INSERT_QUERY, []);
      var done = collections.ensure(host, SIZE, report);
      assertEqual("rebuilt", done.action);
      assertEqual(["collection values1000 has 500 documents, expected 1000"], done.problems);
      assertEqual([], collections.inspect(host, SIZE));
      assertEqual(SIZE, host.collection(NAME).count());
    },

    testMissingIndexIsRebuilt: function () {
      handMade(SIZE - 1, dataset.INSERT_QUERY, dataset.INDEXES.slice(0, 3));
      var done = collections.ensure(host, SIZE, report);
      assertEqual("rebuilt", done.action);
      assertEqual(["missing skiplist index on value4"], done.problems);
      assertEqual([], collections.inspect(host, SIZE));
    },

    testExtraIndexIsRebuilt: function () {
      handMade(SIZE - 1, dataset.INSERT_QUERY, dataset.INDEXES.concat([
        { type: "hash", fields: ["value5"], unique: false, sparse: false }]));
      var done = collections.ensure(host, SIZE, report);
      assertEqual("rebuilt", done.action);
      assertEqual(1, done.problems.length);
      assertMatch(/^unexpected (hash|persistent) index on value5$/, done.problems[0]);
    },

    testWrongDocumentsAreRebuilt: function () {
      var shifted = dataset.INSERT_QUERY.replace("value1: i,", "value1: 1 - i,");
      assertTrue(shifted !== dataset.INSERT_QUERY);
      handMade(SIZE - 1, shifted, dataset.INDEXES);
      var done = collections.ensure(host, SIZE, report);
      assertEqual("rebuilt", done.action);
      assertEqual(["document 0: value1 is 1, expected 0", "document 500: value1 is -499, expected 500",
        "document 999: value1 is -998, expected 999"], done.problems);
      assertEqual([], collections.inspect(host, SIZE));
    },

    testDropAllDropsOnlyTestCollections: function () {
      collections.ensure(host, SIZE, report);
      host.createCollection("valuesOfMine");
      assertEqual([NAME], collections.dropAll(host));
      assertNull(host.collection(NAME));
      assertTrue(host.collection("valuesOfMine") !== null);
      host.collection("valuesOfMine").drop();
    }
  };
}

var leave = scratch.enter(host, "shootout_test_dataset");
try {
  jsunity.run(datasetSuite);
} finally {
  leave();
}
return jsunity.done();
