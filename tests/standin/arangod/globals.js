"use strict";
// The globals of arangod's JavaScript context, per profile (arangod-api.md §1.2):
// - print: always;
// - require: the module loader's global require (module-registry.js);
// - console and process: globals from 2.8 (Buffer too, which the stand-in leaves out);
// - module and exports: not defined from 2.8 on (a ReferenceError unless typeof-guarded);
// - __filename/__dirname: only while internal.load runs (script-runner.js);
// - ArangoServerState: arangod's server-role object, a global only in arangod, not arangosh
//   (arangod-api.md §3 cluster detection, design rule 6); the stand-in gives role() and
//   isCoordinator(), the two methods the cluster module of 2.x/3.x relies on.

function installGlobals({ realm, facts, print, requireFunction, consoleModule, processModule }) {
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
  context.ArangoServerState = realm.objectWithMethods("ArangoServerState", {
    role() {
      return facts.role === "single" ? "SINGLE" : String(facts.role).toUpperCase();
    },
    isCoordinator() {
      return facts.role === "coordinator";
    }
  });
}

module.exports = { installGlobals };
