"use strict";
// The globals of arangod's (or arangosh's) JavaScript context, per profile (v2.5.0 and v2.8.0
// js/common/bootstrap/modules.js; v2.5.0 arangosh/V8Client/arangosh.cpp; late 3.x js/client/client.js):
// - print: always;
// - require: the module loader's global require (module-registry.js);
// - console and process: globals from 2.8 and in arangosh (Buffer too, which the stand-in
//   leaves out); 2.5-2.7 have neither as a global;
// - module: 2.5-2.7: the root system module of the package-based loader (id "/", its own
//   exports, and require — the global require delegates to it); not defined from 2.8 on (a
//   ReferenceError unless typeof-guarded); exports: never defined;
// - __filename/__dirname: only while internal.load or --javascript.execute runs
//   (script-runner.js);
// - ArangoServerState: arangod's server-role object, a global only in arangod, not arangosh
//   (v2.5.0 js/server/modules/org/arangodb/cluster.js reads it); the stand-in gives role() and
// isCoordinator(), the
//   two methods the cluster module of 2.x/3.x relies on;
// - arangosh only (v2.5.0 arangosh/V8Client/arangosh.cpp; js/client/client.js): db, arango (the
// connection, also require("internal").arango) and
//   ARGUMENTS (the positional command-line arguments; [] unless --javascript.execute got some).

function installGlobals({ realm, facts, print, requireFunction, consoleModule, processModule, db, arango }) {
  const context = realm.context;
  context.print = print;
  context.require = requireFunction;
  if (facts.consoleProcessGlobals) {
    context.console = consoleModule;
    context.process = processModule;
  } else {
    // V8 gives every new context a console of its own; arangod 2.5-2.7 have no such global.
    realm.runScript("delete globalThis.console;", "stand-in globals");
  }
  if (facts.globalModule === "root-system-module") {
    // 2.x js/common/bootstrap/modules.js: `module = Module.prototype.root`, the system
    // package's module "/" (a Module has id and exports; require is its method).
    context.module = realm.object({ id: "/", exports: realm.object(), require: requireFunction });
  }
  if (facts.serverStateGlobal) {
    context.ArangoServerState = realm.objectWithMethods("ArangoServerState", {
      role() {
        return facts.role === "single" ? "SINGLE" : String(facts.role).toUpperCase();
      },
      isCoordinator() {
        return facts.role === "coordinator";
      }
    });
  }
  if (facts.arangoshGlobals) {
    context.db = db;
    context.arango = arango;
    context.ARGUMENTS = realm.toContext([]);
  }
}

module.exports = { installGlobals };
