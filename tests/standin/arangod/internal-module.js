"use strict";

const os = require("os");
// require("internal") as a script in arangod sees it (v2.5.0 and v2.8.0
// js/common/bootstrap/modules.js; lib/V8/v8-utils.cpp; v2.5.0 js/common/bootstrap/module-internal.js;
// v2.5.0 arangod/V8Server/v8-vocbase.cpp; docs
// 3.12, db object), limited to
// what the suite may use, plus `standIn`, the one addition arangod lacks (README.md).

const { performance } = require("perf_hooks");
const { usageError } = require("./builtin-errors");
const { objectToDouble } = require("./conversions");
const { unsupported } = require("../errors");

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
// arangod's TRI_microtime (v2.5.0 lib/Basics/system-functions.cpp); performance.timeOrigin + now()
// gives microseconds.
function wallClockSeconds() {
  return (performance.timeOrigin + performance.now()) / 1000;
}

// connection: the arangosh connection (arangosh-connection.js) or null in arangod. exitState:
// { requested, code } shared with the script runner (arangosh's exit, see below). clock: null,
// or the simulated clock (simulated-clock.js) that time() reads and wait/sleep advance.
function createInternalModule({ realm, facts, db, scripts, print, writeOutput, fsModule, environment, count,
  connection, exitState, clock }) {
  // Waiting on the simulated clock moves it instead of sleeping: a simulated run of hours
  // takes seconds. The argument is converted as for a real sleep.
  const waitSeconds = clock ? (seconds) => clock.advance(Math.max(0, objectToDouble(seconds) || 0)) : sleepSeconds;
  const internal = realm.objectWithMethods("internal", {
    time() {
      return clock ? clock.time() : wallClockSeconds();
    },

    // [v2.5.0 lib/V8/v8-utils.cpp, JS_Wait] wait(seconds, gc): gc defaults to true and runs the
    // garbage collector first (node's
    // global.gc when node runs with --expose-gc), then sleeps until `seconds` have passed.
    wait(...args) {
      if (args.length < 1) {
        throw usageError("wait(<seconds>, <gc>)");
      }
      const runGc = args.length > 1 ? Boolean(args[1]) : true;
      if (runGc && typeof global.gc === "function") {
        global.gc();
      }
      waitSeconds(args[0]);
      return undefined;
    },

    sleep(...args) {
      if (args.length !== 1) {
        throw usageError("sleep(<seconds>)");
      }
      waitSeconds(args[0]);
      return undefined;
    },

    load: scripts.load,
    executeScript: scripts.executeScript,
    parse: scripts.parse,

    // [v2.5.0 js/common/bootstrap/module-internal.js] output(...) writes its arguments as strings,
    // without a newline.
    output(...args) {
      writeOutput(args.map(String).join(""));
      return undefined;
    }
  }, {
    db,
    print,
    ArangoError: realm.bridge.ArangoError,
    // [v2.5.0 arangod/V8Server/v8-vocbase.cpp; docs 3.12, db object; v2.5.0
    // arangosh/V8Client/arangosh.cpp; js/client/client.js] the version of the running binary: the
    // server's in arangod, the shell's own in
    // arangosh (use db._version() for the server's).
    version: facts.binaryVersion,
    // [v2.5.0 lib/V8/v8-utils.cpp, JS_Execute] internal.read is fs.read.
    read: fsModule.read,
    standIn: realm.object({ profile: facts.profileName })
  });

  internal.wal = realm.objectWithMethods("internal.wal", { flush: walFlush(facts, count, connection) });

  // [v2.6.0 js/common/bootstrap/module-internal.js, ENV] internal.env from 2.6, the same object as
  // process.env.
  if (facts.internalEnv) {
    internal.env = environment;
  }
  // [late 3.x js/server/bootstrap/modules/internal.js] internal.isCluster(): arangod (late
  // 3.x): role not SINGLE; arangosh (late 3.x): asks
  // GET /_admin/server/role and is true iff the server is a COORDINATOR.
  if (facts.internalIsCluster) {
    internal.isCluster = realm.fn("isCluster", () => (connection !== null
      ? connection.get("/_admin/server/role").role === "COORDINATOR"
      : facts.role !== "single"));
  }
  // v2.5.0 lib/V8/v8-utils.cpp, JS_ProcessStatistics: in the server, processStatistics() describes arangod's
  // own process in every version 2.5-3.12: page faults, user and system time in seconds,
  // threads, residentSize and virtualSize in bytes and residentSizePercent as a fraction.
  // The stand-in's server is this node process, so the figures are this process's, measured
  // (never made up); a field node cannot read is left out rather than invented. In arangosh
  // the call reports the shell up to early 3.x and the server later, and 4.x has no
  // /_admin/statistics: not emulated there.
  if (connection === null) {
    internal.processStatistics = realm.fn("processStatistics", () => {
      count("internal.processStatistics");
      // (rss alone: process.memoryUsage() also walks the heap's spaces, many times the cost)
      const rss = process.memoryUsage.rss();
      const cpu = process.cpuUsage();
      return realm.toContext({
        userTime: cpu.user / 1e6,
        systemTime: cpu.system / 1e6,
        residentSize: rss,
        residentSizePercent: rss / os.totalmem()
      });
    });
  }
  if (connection !== null) {
    // [v2.5.0 arangosh/V8Client/arangosh.cpp; js/client/client.js] the connection object (arangosh's
    // SYS_ARANGO, js/client/bootstrap/modules/internal.js).
    internal.arango = connection.object;
    // arangosh's exit (late 3.x js/common/bootstrap/modules/internal.js: exports.exit =
    // SYS_EXIT, registered by V8ShellFeature::initMode): JS_Exit sets the shell's exit code
    // to TRI_ObjectToInt64(code) and terminates the script (isolate->TerminateExecution).
    // V8 termination cannot be caught by the script; the stand-in throws a marker that it
    // throws again from every later built-in call and honours when the script ends
    // (script-runner.js runExecute). arangod has no SYS_EXIT: there exports.exit is a no-op,
    // which the stand-in leaves out.
    internal.exit = realm.fn("exit", (code) => {
      if (code !== undefined && typeof code !== "number") {
        throw unsupported("require('internal').exit with a non-number (TRI_ObjectToInt64 of it is not in the reference)");
      }
      exitState.requested = true;
      exitState.code = code === undefined || Number.isNaN(code) ? 0 : Math.trunc(code);
      realm.terminate(exitState.marker);
      throw exitState.marker;
    });
  }
  return internal;
}

// [v2.5.0 arangod/V8Server/v8-vocbase.cpp, JS_FlushWal]
// internal.wal.flush(waitForSync, waitForCollector). The stand-in keeps nothing on disk,
// so a flush changes nothing; it is counted as a server call.
// - 2.5/2.6: positional booleans only (an object is coerced to true for waitForSync) — the
//   same as positional here;
// - 2.7+ MMFiles: positional or object; 3.2+ RocksDB: syncs the WAL;
// - arangosh: PUT /_admin/wal/flush?waitForSync=..&waitForCollector=.. (positional only: the
//   arguments are turned into "true"/"false" by truthiness), an HTTP call;
// - 4.x: unverified ("presumably still works"): refused.
function walFlush(facts, count, connection) {
  return function flush(waitForSync, waitForCollector) {
    if (facts.walFlush === "unverified") {
      throw unsupported("internal.wal.flush on " + facts.version + " (whether 4.x still has /_admin/wal/flush is " +
        "unverified: the release notes of 4.0 list it as neither kept nor removed)");
    }
    count("internal.wal.flush");
    if (facts.walFlush === "http") {
      connection.request("PUT", "/_admin/wal/flush?waitForSync=" + (waitForSync ? "true" : "false") +
        "&waitForCollector=" + (waitForCollector ? "true" : "false"));
    }
    return undefined;
  };
}

module.exports = { createInternalModule, wallClockSeconds, sleepSeconds };
