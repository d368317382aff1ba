"use strict";
// require("internal") as a script in arangod sees it (arangod-api.md §1, §2, §3), limited to
// what the suite may use, plus `standIn`, the one addition arangod lacks (README.md).

const { performance } = require("perf_hooks");
const { usageError } = require("./builtin-errors");
const { objectToDouble } = require("./conversions");

const SLEEPER = new Int32Array(new SharedArrayBuffer(4));

// Blocks the thread for `seconds` (arangod's wait/sleep really sleep; nothing else runs). The
// argument is converted as arangod converts it (TRI_ObjectToDouble: non-numbers are 0).
function sleepSeconds(seconds) {
  const until = performance.now() + Math.max(0, objectToDouble(seconds) || 0) * 1000;
  for (;;) {
    const left = until - performance.now();
    if (left <= 0) {
      return;
    }
    Atomics.wait(SLEEPER, 0, 0, Math.min(left, 500));
  }
}

// Wall-clock seconds since the Unix epoch as a float with sub-millisecond digits, like
// arangod's TRI_microtime (§2); performance.timeOrigin + now() gives microseconds.
function wallClockSeconds() {
  return (performance.timeOrigin + performance.now()) / 1000;
}

function createInternalModule({ realm, facts, db, scripts, print, writeOutput, fsModule, environment, count }) {
  const internal = realm.objectWithMethods("internal", {
    time() {
      return wallClockSeconds();
    },

    // §2: wait(seconds, gc): gc defaults to true and runs the garbage collector first (node's
    // global.gc when node runs with --expose-gc), then sleeps until `seconds` have passed.
    wait(...args) {
      if (args.length < 1) {
        throw usageError("wait(<seconds>, <gc>)");
      }
      const runGc = args.length > 1 ? Boolean(args[1]) : true;
      if (runGc && typeof global.gc === "function") {
        global.gc();
      }
      sleepSeconds(args[0]);
      return undefined;
    },

    sleep(...args) {
      if (args.length !== 1) {
        throw usageError("sleep(<seconds>)");
      }
      sleepSeconds(args[0]);
      return undefined;
    },

    load: scripts.load,
    executeScript: scripts.executeScript,
    parse: scripts.parse,

    // §2: output(...) writes its arguments as strings, without a newline.
    output(...args) {
      writeOutput(args.map(String).join(""));
      return undefined;
    }
  }, {
    db,
    print,
    ArangoError: realm.bridge.ArangoError,
    // §3: the version of the running binary (the server's, in arangod).
    version: facts.version,
    // §1.5: internal.read is fs.read.
    read: fsModule.read,
    standIn: realm.object({ profile: facts.profileName })
  });

  // §2: wal.flush(waitForSync, waitForCollector) (positional; RocksDB syncs its WAL).
  // Nothing to flush in memory; the call is counted as a server call.
  internal.wal = realm.objectWithMethods("internal.wal", {
    flush() {
      count("internal.wal.flush");
      return undefined;
    }
  });

  // §1.6: internal.env from 2.6, the same object as process.env.
  if (facts.internalEnv) {
    internal.env = environment;
  }
  // §3: internal.isCluster() in late 3.x: false on a single server.
  if (facts.internalIsCluster) {
    internal.isCluster = realm.fn("isCluster", () => facts.role !== "single");
  }
  return internal;
}

module.exports = { createInternalModule, wallClockSeconds, sleepSeconds };
