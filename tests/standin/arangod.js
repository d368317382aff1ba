"use strict";
// The JavaScript built-ins of arangod as a script loaded with require("internal").load(...)
// sees them (README.md, "arangod.js"; facts and their sources in docs/versions.md), or,
// under an arangosh profile, those of arangosh connected to a server (v2.5.0
// arangosh/V8Client/arangosh.cpp; js/client/client.js).
// This file only assembles the pieces in ./arangod/:
//   facts.js            version-dependent facts of a profile
//   language-level.js   the syntax the profile's V8 accepts (3rdParty/V8-<version> at each release
// tag; release notes 3.0-3.12)
//   realm.js            the vm context (arangod's global context) and all crossings into it
//   globals.js          print, require, console, process, module, ArangoServerState, db, ...
//   module-registry.js  the global require and the emulated module names
//   internal-module.js  require("internal")
//   database-object.js  db;  collection-object.js  collections;  query.js / cursor.js  AQL
//   aql-guard.js        what the AQL interpreter does not emulate for a profile
//   arangosh-cursor.js  arangosh's batched cursor; arangosh-connection.js  `arango`
//   fs-module.js        arangod's own fs;  console-module.js  console -> server log (stdout in arangosh)
//   script-runner.js    load, executeScript, parse, --javascript.script, --javascript.execute
//   timing-settings.js, case-lookup.js, simulated-clock.js, seeded-random.js
//                       the simulated clock (option simulateTiming; README.md, "Simulated timing")
// and ./jsunity.js, the jsunity module (evaluated inside the context).

const path = require("path");
const { getProfile } = require("./profiles");
const { Server } = require("./store");
const { unsupported } = require("./errors");
const { factsFor, checkEmulated } = require("./arangod/facts");
const { createLanguageCheck } = require("./arangod/language-level");
const { Realm, toNodeValue } = require("./arangod/realm");
const { formatPrintLine } = require("./arangod/printer");
const { createConsoleModule } = require("./arangod/console-module");
const { createFsModule } = require("./arangod/fs-module");
const { createScriptRunner } = require("./arangod/script-runner");
const { createCursorClass } = require("./arangod/cursor");
const { createBatchedCursorClass } = require("./arangod/arangosh-cursor");
const { createConnection } = require("./arangod/arangosh-connection");
const { createQueryRunner } = require("./arangod/query");
const { createCollectionClass } = require("./arangod/collection-object");
const { createDatabaseObject } = require("./arangod/database-object");
const { createAqlCacheModule, createQueryCacheState } = require("./arangod/aql-cache-module");
const { createInternalModule, wallClockSeconds, sleepSeconds } = require("./arangod/internal-module");
const { readTimingSettings } = require("./arangod/timing-settings");
const { createCaseLookup, caseNames } = require("./arangod/case-lookup");
const { createSimulatedClock } = require("./arangod/simulated-clock");
const { createModuleRegistry, ARANGODB } = require("./arangod/module-registry");
const { installGlobals } = require("./arangod/globals");

const JSUNITY_FILE = path.join(__dirname, "jsunity.js");

// simulateTiming: the settings object or the path of their JSON file (relative to cwd).
// Returns null without it, else { clock, lookup } (README.md, "Simulated timing").
// followWallClock: a live server (the executable's server mode): the clock never runs ahead
// of the wall clock (simulated-clock.js).
function createSimulation(simulateTiming, cwd, followWallClock) {
  if (simulateTiming === undefined || simulateTiming === null) {
    return null;
  }
  const settings = readTimingSettings(simulateTiming, { cwd, caseNames: caseNames() });
  // Date.now(), as a live arangod's internal.time() and its JavaScript's Date.now() both read
  // the system's real-time clock (TRI_microtime: gettimeofday); node's performance clock
  // (wallClockSeconds) is off from it by a different amount in each process, and two live
  // servers' times must line up
  const wallClock = followWallClock ? { now: () => Date.now() / 1000, sleep: sleepSeconds } : undefined;
  return { clock: createSimulatedClock(settings, { startSeconds: wallClock ? wallClock.now() : wallClockSeconds(),
    wallClock }), lookup: createCaseLookup() };
}

function createArangod(options) {
  const settings = options || {};
  const profile = getProfile(settings.profile);
  if (settings.clientVersion !== undefined) {
    // arangosh profiles: the shell's own version may differ from the server's (v2.5.0
    // arangod/V8Server/v8-vocbase.cpp; docs 3.12, db object; v2.5.0 arangosh/V8Client/arangosh.cpp;
    // js/client/client.js)
    if (profile.host !== "arangosh") {
      throw new Error("clientVersion is an arangosh setting; profile " + profile.name + " is arangod");
    }
    profile.clientVersion = String(settings.clientVersion);
  }
  const facts = factsFor(profile);
  checkEmulated(facts);
  const writeOutput = typeof settings.output === "function" ? settings.output : (text) => process.stdout.write(text);
  const cwd = path.resolve(settings.cwd === undefined ? process.cwd() : settings.cwd);
  const simulation = createSimulation(settings.simulateTiming, cwd, settings.followWallClock === true);

  const server = new Server(profile);
  const realm = new Realm({ languageCheck: createLanguageCheck(facts) });
  if (facts.arangoErrorShape === "2.x") {
    realm.bridge.shapeArangoErrorAs2x();
  }
  const serverLog = [];
  const calls = {};
  const count = (name) => {
    calls[name] = (calls[name] || 0) + 1;
  };
  // arangosh's exit (internal-module.js) and --javascript.execute (script-runner.js) share it.
  const exitState = { requested: false, code: 0, marker: realm.object({ arangoshExitRequested: true }) };

  const print = realm.fn("print", function () {
    writeOutput(formatPrintLine(arguments));
  });
  const consoleModule = createConsoleModule(realm, serverLog, facts.consoleTarget, writeOutput);
  const fsModule = createFsModule(realm, facts, cwd);
  const scripts = createScriptRunner({ realm, facts, cwd, writeOutput, serverLog, exitState });
  const connection = facts.arangoshGlobals ? createConnection({ realm, facts, count }) : null;

  const databaseState = { current: server.database("_system") };
  const cursorClass = createCursorClass(realm);
  const batchedCursorClass = createBatchedCursorClass(realm, count);
  const queryCache = createQueryCacheState();
  const queries = createQueryRunner({ realm, facts, server, profile, queryCache, cursorClass, batchedCursorClass,
    count, currentDatabase: () => databaseState.current, simulation });
  const clusterSettings = new WeakMap();
  const collections = createCollectionClass({ realm, facts, server, count, clusterSettings });
  const db = createDatabaseObject({ realm, facts, server, state: databaseState, collections, queries, count,
    clusterSettings });

  // [v2.6.0 js/common/bootstrap/module-internal.js, ENV] internal.env and process.env are one object,
  // a copy of the process environment
  // (2.6+); 2.5's process.env is an empty object and internal.env is missing.
  const environment = realm.toContext(Object.assign({}, process.env));
  const internal = createInternalModule({ realm, facts, db, scripts, print, writeOutput, fsModule, environment, count,
    connection, exitState, clock: simulation === null ? null : simulation.clock });
  // The process module: env (v2.6.0 js/common/bootstrap/module-internal.js, ENV), and cwd() =
  // fs.makeAbsolute('') from 2.8 (v2.5.0 and v2.8.0 js/common/bootstrap/modules.js).
  const processModule = realm.objectWithMethods("process", facts.processCwd ? { cwd: () => cwd } : {},
    { env: facts.processEnv === "environment" ? environment : realm.object() });

  const roleName = facts.role === "single" ? "SINGLE" : String(facts.role).toUpperCase();
  let registry = null;
  const providers = {
    "internal": () => internal,
    "fs": () => fsModule,
    "console": () => consoleModule,
    "process": () => processModule,
    "jsunity": () => realm.evaluateModuleFile(JSUNITY_FILE, registry.requireFunction,
      realm.toContext({ runTestReturnsStatus: facts.runTestReturnsStatus })),
    // [v2.5.0 arangod/V8Server/v8-vocbase.cpp; docs 3.12, db object] require("@arangodb").db
    // (org/arangodb in 2.x) is the same object as internal.db.
    [ARANGODB]: () => realm.object({ db, ArangoError: realm.bridge.ArangoError, print, time: internal.time }),
    // [v2.5.0 arangod/V8Server/v8-vocbase.cpp; docs 3.12, db object] cluster detection (arangod's
    // server module).
    [ARANGODB + "/cluster"]: () => realm.objectWithMethods("cluster", {
      isCluster: () => facts.role !== "single",
      isCoordinator: () => facts.role === "coordinator",
      role: () => roleName
    })
  };
  const refusals = {};
  const absent = [];
  if (facts.queryCacheModule === "present") {
    providers[ARANGODB + "/aql/cache"] = () => createAqlCacheModule(realm, queryCache, count);
  } else if (facts.queryCacheModule === "refused") {
    refusals[ARANGODB + "/aql/cache"] = "the query results cache exists on single servers only (v2.7.0 " +
      "arangod/Aql/Query.cpp, canUseQueryCache; docs 3.12, caching query results); what the module does against a Coordinator is not emulated";
  } else {
    absent.push(ARANGODB + "/aql/cache"); // 2.5/2.6: no results cache (2.7+, v2.7.0 arangod/Aql/Query.cpp, canUseQueryCache)
  }
  if (facts.clusterModule === "refused") {
    refusals[ARANGODB + "/cluster"] = "a server module; whether arangosh can load it is not known here " +
      "(in arangosh ask GET /_admin/server/role, v2.5.0 js/actions/_admin/server/app.js)";
  }
  registry = createModuleRegistry({ realm, facts, providers, refusals, absent });
  installGlobals({ realm, facts, print, requireFunction: registry.requireFunction, consoleModule, processModule,
    db, arango: connection === null ? undefined : connection.object });

  function requireServerSideJavaScript(what) {
    if (!facts.serverSideJavaScript) {
      throw unsupported(what + " under the " + facts.profileName + " profile: " + facts.version +
        " has no server-side JavaScript (v2.5.0 arangod/RestServer/ArangoServer.cpp; release notes 4.0); run the file with runExecute (arangosh)");
    }
  }

  return {
    profile,
    facts,
    server,
    serverLog,
    context: realm.context,
    realm,
    // the simulated clock (time, elapsed, advance, step, draw), or null on the wall clock
    clock: simulation === null ? null : simulation.clock,
    get calls() {
      return calls;
    },
    resetCalls() {
      for (const name of Object.keys(calls)) {
        delete calls[name];
      }
    },
    // As require("internal").load(path) from the console (arangod's, or arangosh's).
    load(file) {
      requireServerSideJavaScript("arangod.load (the arangod console)");
      return internal.load(file);
    },
    // As arangod --javascript.script path --javascript.script-parameter args...: the exit status.
    runScript(file, args) {
      requireServerSideJavaScript("arangod --javascript.script");
      return scripts.runScript(file, args || []);
    },
    // As arangod --console reading `lines` (an iterable of lines) from its input: the exit status.
    runConsole(lines) {
      requireServerSideJavaScript("arangod --console");
      return scripts.runConsole(lines);
    },
    // The start of a request of a live server (the executable's server mode,
    // arangod/server-mode.js): it runs in the database its URL names (/_db/NAME/...), a switch
    // of database is allowed only as arangod's --server.allow-use-database says, and a
    // simulated clock moves up to the wall clock. Returns false when the database is missing.
    enterRequest({ database, allowUseDatabase }) {
      const entered = server.database(database);
      if (entered === null) {
        return false;
      }
      databaseState.current = entered;
      databaseState.useDatabaseForbidden = !allowUseDatabase;
      if (simulation !== null) {
        simulation.clock.anchor();
      }
      return true;
    },
    // The body of POST /_admin/execute run as the body of a function without arguments, in
    // the global context (2.5.4 js/actions/_admin/app.js: eval of "(function() {" + body +
    // "}());"; from 3.6 arangod/RestHandler/RestAdminExecuteHandler.cpp: the Function
    // constructor, called on the global object). Returns its value as plain data.
    executeBody(body) {
      requireServerSideJavaScript("POST /_admin/execute");
      return toNodeValue(realm.runScript("(function () {" + body + "\n}).call(this)", "_admin/execute"));
    },
    // As arangosh --javascript.execute path -- args...: the exit status (arangosh profiles).
    runExecute(file, args) {
      return scripts.runExecute(file, args || []);
    },
    // What the script's global require(name) returns.
    require(name) {
      return registry.requireFunction(name);
    }
  };
}

module.exports = { createArangod };
