/*
 * What building the shootout's three collections (10,000, 100,000 and 1,000,000 documents,
 * 4 indexes each) costs on one server, two ways, side by side:
 *   - the suite's setup (shootout.setup: bulk AQL inserts of 10,000 documents per query, then
 *     the indexes, then a WAL flush on MMFiles);
 *   - the 2015 method (its script's initialize(), results/2015/PROVENANCE.md): one collection.save()
 *     per document from JavaScript, then the indexes, then internal.wal.flush(true, true).
 * Each is timed with internal.time() around the whole build, and its server calls are counted
 * (AQL queries and single-document saves; not the 12 index creations, made both ways, nor the
 * WAL flushes). The same documents either way (setup/datasets/values.js). Run once per server:
 *
 *   arangod ... --javascript.script tests/real/setup-cost.js [--javascript.script-parameter --2015-first]
 *     [--javascript.script-parameter --sizes=1000,2000]   (other sizes, to try it quickly)
 *
 * It works in two databases of its own (shootout_setup_suite, shootout_setup_2015), refuses to
 * start when either exists, and drops both at the end. Prints one JSON line. ES5.
 */
/* global shootout */
var globalObject = this;

// eslint-disable-next-line no-unused-vars -- arangod calls the global main after the script
function main(argv) {
  "use strict";
  var internal = require("internal");
  var fs = require("fs");
  var db = internal.db;
  var root = fs.makeAbsolute(fs.join(String(argv[0]).replace(/[^\/]*$/, ""), "../.."));
  globalObject.SHOOTOUT = { run: false };
  internal.load(fs.join(root, "shootout.js"));
  var values = shootout.require("./setup/datasets/values");
  var names = typeof db._databases === "function" ? db._databases() : db._listDatabases();
  var words = Array.prototype.slice.call(argv, 1);
  var sizesWord = words.filter(function (word) { return /^--sizes=/.test(word); })[0];
  var SIZES = sizesWord ? sizesWord.slice(8).split(",").map(Number) : [10000, 100000, 1000000];
  var SUITE_DATABASE = "shootout_setup_suite";
  var OLD_DATABASE = "shootout_setup_2015";
  if (names.indexOf(SUITE_DATABASE) >= 0 || names.indexOf(OLD_DATABASE) >= 0) {
    internal.print("setup-cost: the database " + SUITE_DATABASE + " or " + OLD_DATABASE + " exists already; nothing done");
    return 1;
  }

  // Counts the AQL queries db._query sends while work() runs.
  function countingQueries(work) {
    var original = db._query;
    var counted = { queries: 0 };
    db._query = function () {
      counted.queries += 1;
      return original.apply(this, arguments);
    };
    try {
      counted.result = work();
    } finally {
      db._query = original;
    }
    return counted;
  }

  function suiteSetup() {
    var started = internal.time();
    var counted = countingQueries(function () {
      return shootout.setup({ sizes: SIZES.map(String), database: SUITE_DATABASE });
    });
    return { seconds: internal.time() - started, queries: counted.queries, saves: 0,
      collections: counted.result.map(function (done) { return done.collection + " " + done.action; }) };
  }

  function setup2015() {
    db._createDatabase(OLD_DATABASE);
    db._useDatabase(OLD_DATABASE);
    var started = internal.time();
    var saves = 0;
    SIZES.forEach(function (n) {
      var collection = db._create(values.collectionName(n));
      for (var i = 0; i < n; i += 1) {
        collection.save(values.documentFor(i, n));
        saves += 1;
      }
      values.INDEXES.forEach(function (index) { collection.ensureIndex(index); });
    });
    if (internal.wal && typeof internal.wal.flush === "function") {
      internal.wal.flush(true, true);
    }
    var seconds = internal.time() - started;
    db._useDatabase("_system");
    return { seconds: seconds, queries: 0, saves: saves };
  }

  var order = words.indexOf("--2015-first") >= 0 ? ["2015", "suite"] : ["suite", "2015"];
  var measured = {};
  try {
    order.forEach(function (way) {
      internal.wait(1, true);
      measured[way] = way === "suite" ? suiteSetup() : setup2015();
    });
  } finally {
    db._useDatabase("_system");
    [SUITE_DATABASE, OLD_DATABASE].forEach(function (name) {
      var now = typeof db._databases === "function" ? db._databases() : db._listDatabases();
      if (now.indexOf(name) >= 0) {
        db._dropDatabase(name);
      }
    });
  }
  internal.print(JSON.stringify({ version: db._version(), order: order, suite: measured.suite, method2015: measured["2015"] }));
  return 0;
}
