/*
 * The suite's own database. The suite creates it (default name "shootout") and marks it as
 * its own with a marker document, so it never works in, changes or drops a database it did
 * not create. ES5.
 */
"use strict";

var MARKER_COLLECTION = "shootoutOwner";
var MARKER_KEY = "aql-shootout";

function hasMarker(host) {
  if (host.collection(MARKER_COLLECTION) === null) {
    return false;
  }
  var found = host.query("FOR m IN @@collection FILTER m._key == @key RETURN m.tool",
    { "@collection": MARKER_COLLECTION, key: MARKER_KEY }).rows;
  return found.length === 1 && found[0] === "aql-shootout";
}

function notOurs(name) {
  return new Error("database '" + name + "' exists but was not created by aql-shootout " +
    "(it has no " + MARKER_COLLECTION + " marker); the suite will not touch it. " +
    "Choose another database with the database option (--database).");
}

// arangod's ERROR_FORBIDDEN (lib/Basics/errors.dat: 11 "forbidden"), what a server with
// authentication answers when the user lacks a right (arangosh against such a server).
var ERROR_FORBIDDEN = 11;

function needingRight(what, right, work) {
  try {
    return work();
  } catch (e) {
    if (e && e.errorNum === ERROR_FORBIDDEN) {
      throw new Error("the ArangoDB user may not " + what + ": that needs " + right);
    }
    throw e;
  }
}

// Switches to the suite's database, creating and marking it when it does not exist.
// Returns the name of the database to return to afterwards.
function enter(host, name, report) {
  var previous = host.currentDatabase();
  if (!host.databaseExists(name)) {
    needingRight("create the database '" + name + "'", "administrate access to the _system database " +
      "(or create '" + name + "' for the user and grant it administrate access there)", function () {
        host.createDatabase(name);
      });
    host.useDatabase(name);
    needingRight("create collections in '" + name + "'", "administrate access to the database '" + name + "'",
      function () {
        host.createCollection(MARKER_COLLECTION);
        host.query("INSERT { _key: @key, tool: \"aql-shootout\", createdAt: @now } INTO @@collection",
          { "@collection": MARKER_COLLECTION, key: MARKER_KEY, now: new Date().toISOString() });
      });
    report("created database '" + name + "' for the suite");
    return previous;
  }
  host.useDatabase(name);
  if (!hasMarker(host)) {
    host.useDatabase(previous);
    throw notOurs(name);
  }
  return previous;
}

module.exports = {
  MARKER_COLLECTION: MARKER_COLLECTION,
  enter: enter,
  hasMarker: hasMarker,
  notOurs: notOurs
};
