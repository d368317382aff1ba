"use strict";

const os = require("os");
// require("internal") as a script in arangod sees it (arangod-api.md §1, §2, §3), limited to
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
// arangod's TRI_microtime (§2); performance.timeOrigin + now() gives microseconds.
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

    // §2: output(...) writes its arguments as strings, without a newline.
    output(...args) {
      writeOutput(args.map(String).join(""));
      return undefined;
    }
  }, {
    db,
    print,
    ArangoError: realm.bridge.ArangoError,
    // §3, §9: the version of the running binary: the server's in arangod, the shell's own in
    // arangosh (use db._version() for the server's).
    version: facts.binaryVersion,
    // §1.5: internal.read is fs.read.
    read: fsModule.read,
    standIn: realm.object({ profile: facts.profileName })
  });

  internal.wal = realm.objectWithMethods("internal.wal", { flush: walFlush(facts, count, connection) });

  // §1.6: internal.env from 2.6, the same object as process.env.
  if (facts.internalEnv) {
    internal.env = environment;
  }
  // §3: internal.isCluster(): arangod (late 3.x): role not SINGLE; arangosh (late 3.x): asks
  // GET /_admin/server/role and is true iff the server is a COORDINATOR.
  if (facts.internalIsCluster) {
    internal.isCluster = realm.fn("isCluster", () => (connection !== null
      ? connection.get("/_admin/server/role").role === "COORDINATOR"
      : facts.role !== "single"));
  }
  // graphs-documents-and-more.md §5: in the server, processStatistics() describes arangod's
  // own process in every version 2.5-3.12: page faults, user and system time in seconds,
  // threads, residentSize and virtualSize in bytes and residentSizePercent as a fraction.
  // The stand-in's server is this node process, so the figures are this process's, measured
  // (never made up); a field node cannot read is left out rather than invented. In arangosh
  // the call reports the shell up to early 3.x and the server later, and 4.x has no
  // /_admin/statistics: not emulated there.
  if (connection === null) {
    internal.processStatistics = realm.fn("processStatistics", () => {
      count("internal.processStatistics");
      const memory = process.memoryUsage();
      const cpu = process.cpuUsage();
      return realm.toContext({
        userTime: cpu.user / 1e6,
        systemTime: cpu.system / 1e6,
        residentSize: memory.rss,
        residentSizePercent: memory.rss / os.totalmem()
      });
    });
  }
  if (connection !== null) {
    // §9: the connection object (arangosh's SYS_ARANGO, js/client/bootstrap/modules/internal.js).
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

// §2: internal.wal.flush(waitForSync, waitForCollector). The stand-in keeps nothing on disk,
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
        "unverified: arangod-api.md §2)");
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
