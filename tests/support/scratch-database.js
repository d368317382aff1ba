/*
 * A database of a test's own, created empty for the test and dropped afterwards. Like the
 * suite's database it carries the suite's marker, so a test never drops a database a user
 * made: an existing database of that name without the marker stops the test instead.
 * ES5: the jsunity suites that use it also run inside arangod.
 */
"use strict";

var ownership = require("../../setup/ownership");

// Switches host to a fresh database `name`; returns a function that switches back to the
// database the caller was in and drops the scratch database.
function enter(host, name) {
  var previous = host.currentDatabase();
  if (host.databaseExists(name)) {
    host.useDatabase(name);
    var ours = ownership.hasMarker(host);
    host.useDatabase(previous);
    if (!ours) {
      throw ownership.notOurs(name);
    }
    host.dropDatabase(name);
  }
  ownership.enter(host, name, function () {});
  return function leave() {
    host.useDatabase(previous);
    host.dropDatabase(name);
  };
}

module.exports = { enter: enter };
