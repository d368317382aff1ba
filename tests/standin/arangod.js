"use strict";
// The JavaScript built-ins of arangod as a script loaded with require("internal").load(...)
// sees them (README.md, "arangod.js"; facts from ../../../shared/reference/arangod-api.md).
// This file only assembles the pieces in ./arangod/:
//   facts.js            version-dependent facts of a profile
//   realm.js            the vm context (arangod's global context) and all crossings into it
//   globals.js          print, require, console, process, ArangoServerState
//   module-registry.js  the global require and the emulated module names
//   internal-module.js  require("internal")
//   database-object.js  db;  collection-object.js  collections;  query.js / cursor.js  AQL
//   fs-module.js        arangod's own fs;  console-module.js  console -> server log
//   script-runner.js    load, executeScript, parse, --javascript.script
// and ./jsunity.js, the jsunity module (evaluated inside the context).

const path = require("path");
const { getProfile } = require("./profiles");
const { Server } = require("./store");
const { factsFor, checkEmulated } = require("./arangod/facts");
const { Realm } = require("./arangod/realm");
const { formatPrintLine } = require("./arangod/printer");
const { createConsoleModule } = require("./arangod/console-module");
const { createFsModule } = require("./arangod/fs-module");
const { createScriptRunner } = require("./arangod/script-runner");
const { createCursorClass } = require("./arangod/cursor");
const { createQueryRunner } = require("./arangod/query");
const { createCollectionClass } = require("./arangod/collection-object");
const { createDatabaseObject } = require("./arangod/database-object");
const { createAqlCacheModule, createQueryCacheState } = require("./arangod/aql-cache-module");
const { createInternalModule } = require("./arangod/internal-module");
const { createModuleRegistry } = require("./arangod/module-registry");
const { installGlobals } = require("./arangod/globals");

const JSUNITY_FILE = path.join(__dirname, "jsunity.js");

function createArangod(options) {
  const settings = options || {};
  const profile = getProfile(settings.profile);
  const facts = factsFor(profile);
  checkEmulated(facts);
  const writeOutput = typeof settings.output === "function" ? settings.output : (text) => process.stdout.write(text);
  const cwd = path.resolve(settings.cwd === undefined ? process.cwd() : settings.cwd);

  const server = new Server(profile);
  const realm = new Realm();
  const serverLog = [];
  const calls = {};
  const count = (name) => {
    calls[name] = (calls[name] || 0) + 1;
  };

  const print = realm.fn("print", function () {
    writeOutput(formatPrintLine(arguments));
  });
  const consoleModule = createConsoleModule(realm, serverLog);
  const fsModule = createFsModule(realm, facts, cwd);
  const scripts = createScriptRunner({ realm, facts, cwd, writeOutput, serverLog });

  const databaseState = { current: server.database("_system") };
  const cursorClass = createCursorClass(realm);
  const queryCache = createQueryCacheState();
  const queries = createQueryRunner({ realm, facts, server, profile, queryCache, cursorClass, count,
    currentDatabase: () => databaseState.current });
  const collections = createCollectionClass({ realm, facts, server, count });
  const db = createDatabaseObject({ realm, facts, server, state: databaseState, collections, queries, count });

  // §1.6: internal.env and process.env are one object, a copy of the process environment.
  const environment = realm.toContext(Object.assign({}, process.env));
  const internal = createInternalModule({ realm, facts, db, scripts, print, writeOutput, fsModule, environment, count });
  // 3.x process module: env and cwd() (arangod-api.md §1.6; cwd() is fs.makeAbsolute('')).
  const processModule = realm.objectWithMethods("process", { cwd: () => cwd }, { env: environment });

  let registry = null;
  const providers = {
    "internal": () => internal,
    "fs": () => fsModule,
    "console": () => consoleModule,
    "process": () => processModule,
    "jsunity": () => realm.evaluateModuleFile(JSUNITY_FILE, registry.requireFunction),
    // §3: require("@arangodb").db is the same object as internal.db.
    "@arangodb": () => realm.object({ db, ArangoError: realm.bridge.ArangoError, print, time: internal.time }),
    // §3 cluster detection: a single server is no cluster.
    "@arangodb/cluster": () => realm.objectWithMethods("cluster", {
      isCluster: () => facts.role !== "single",
      isCoordinator: () => facts.role === "coordinator",
      role: () => (facts.role === "single" ? "SINGLE" : String(facts.role).toUpperCase())
    })
  };
  if (facts.queryCacheModule) {
    providers["@arangodb/aql/cache"] = () => createAqlCacheModule(realm, queryCache, count);
  }
  registry = createModuleRegistry({ realm, facts, providers });
  installGlobals({ realm, facts, print, requireFunction: registry.requireFunction, consoleModule, processModule });

  return {
    profile,
    facts,
    server,
    serverLog,
    context: realm.context,
    realm,
    get calls() {
      return calls;
    },
    resetCalls() {
      for (const name of Object.keys(calls)) {
        delete calls[name];
      }
    },
    // As require("internal").load(path) from inside.
    load(file) {
      return internal.load(file);
    },
    // As arangod --javascript.script path --javascript.script-parameter args...: the exit status.
    runScript(file, args) {
      return scripts.runScript(file, args || []);
    },
    // What the script's global require(name) returns.
    require(name) {
      return registry.requireFunction(name);
    }
  };
}

module.exports = { createArangod };
