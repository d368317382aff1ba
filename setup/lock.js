/*
 * One run at a time per suite database. Two runs measuring at once on one server would
 * disturb each other's timings and could rebuild each other's collections, so a run holds a
 * lock: the collection shootoutLock in the suite's database, whose creation is atomic (a
 * second create fails with "duplicate name"). The run adds a heartbeat document after every
 * case and drops the collection when it ends. A lock whose last heartbeat is older than an
 * hour belongs to a run that died and is taken over with a message, as is the lock of the
 * very run being resumed; breakLock takes over any lock. Only collection create/insert/drop and a read are used, which every version
 * has. ES5.
 */
"use strict";

var LOCK_COLLECTION = "shootoutLock";
var STALE_AFTER_SECONDS = 3600;

function latestBeat(host) {
  var rows = host.query("FOR beat IN @@collection SORT beat.at DESC LIMIT 1 RETURN beat",
    { "@collection": LOCK_COLLECTION }).rows;
  return rows.length > 0 ? rows[0] : null;
}

function describe(beat) {
  return "run '" + beat.label + "' started " + beat.startedAt + ", last active " +
    new Date(beat.at * 1000).toISOString();
}

// The error of a run refused because another holds the lock: nothing of the refused run may
// stay behind (suite.js takes back its first write of the results file), so it is marked.
function refusal(beat) {
  var error = new Error("another aql-shootout run is measuring in this database (" + describe(beat) +
    "); wait until it ends. If it died, it is taken over an hour after its last activity, " +
    "or at once with --break-lock (breakLock: true).");
  error.lockHeldByAnotherRun = true;
  return error;
}

function isRefusal(error) {
  return error !== null && typeof error === "object" && error.lockHeldByAnotherRun === true;
}

// Takes the lock in the current (suite) database. Returns { beat(), release() }.
// resuming: true when this run continues the run of the same label (--resume): a lock of that
// label is the one its dead process left behind, and is taken over at once.
function acquire(host, label, breakLock, resuming, report) {
  if (host.collection(LOCK_COLLECTION) !== null) {
    var beat = latestBeat(host);
    var age = beat === null ? Infinity : host.time() - beat.at;
    var ownDeadRun = resuming && beat !== null && beat.label === label;
    if (!breakLock && !ownDeadRun && age < STALE_AFTER_SECONDS) {
      throw refusal(beat);
    }
    report("taking over the lock of " + (beat !== null ? describe(beat) : "a run") + ": " +
      (ownDeadRun ? "the run being resumed" : breakLock ? "broken by request" : "no sign of life for an hour"));
    host.collection(LOCK_COLLECTION).drop();
  }
  var collection = host.createCollection(LOCK_COLLECTION);
  var startedAt = new Date().toISOString();
  function beatNow() {
    host.query("INSERT { label: @label, startedAt: @startedAt, at: @at } INTO @@collection",
      { "@collection": LOCK_COLLECTION, label: label, startedAt: startedAt, at: host.time() });
  }
  beatNow();
  return {
    beat: beatNow,
    release: function () {
      if (host.collection(LOCK_COLLECTION) !== null) {
        collection.drop();
      }
    }
  };
}

// null when no live run holds the lock, else a sentence describing the run that does.
function holder(host) {
  if (host.collection(LOCK_COLLECTION) === null) {
    return null;
  }
  var beat = latestBeat(host);
  return beat !== null && host.time() - beat.at < STALE_AFTER_SECONDS ? describe(beat) : null;
}

module.exports = {
  LOCK_COLLECTION: LOCK_COLLECTION,
  STALE_AFTER_SECONDS: STALE_AFTER_SECONDS,
  acquire: acquire,
  isRefusal: isRefusal,
  holder: holder
};
