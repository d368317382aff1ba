"use strict";
// The global `require` of arangod 2.8+/3.x as code loaded with internal.load sees it: a
// Node-like loader called without a parent module (arangod-api.md §1.2, §1.3). The stand-in
// knows only the built-in modules it emulates; the rest fails loudly:
// - a relative or absolute path ("./x", "../x", "/abs/x.js") is refused as unsupported: arangod
//   would resolve "./x" against the process' working directory, not the script's, and 2.5-2.7
//   cannot load paths at all, so the product must load its files with its own loader
//   (arangod-api.md §1.3 and design rule 4);
// - a module arangod ships but the stand-in does not emulate is refused as unsupported;
// - any other name fails as in arangod: Error "Cannot find module '<name>'", code
//   MODULE_NOT_FOUND (js/common/bootstrap/modules.js, Module._resolveFilename).

const { unsupported } = require("../errors");

// Modules arangod 3.x ships besides the emulated ones (its Node-compatible modules and
// bundled libraries; the list is not complete). Any "@arangodb/..." name also counts.
const SHIPPED_BUT_NOT_EMULATED = ["assert", "buffer", "events", "path", "punycode", "querystring",
  "stream", "string_decoder", "url", "util", "lodash", "underscore", "joi", "js-yaml", "mime-types",
  "semver", "qs", "statuses", "minimatch"];

function isPathRequest(request) {
  return request === "." || request === ".." || request.startsWith("./") || request.startsWith("../") ||
    request.startsWith("/") || request.startsWith("\\") || /^[a-zA-Z]:[\\/]/.test(request);
}

// providers: { name: () => exports } for the emulated modules (made on first use).
function createModuleRegistry({ realm, facts, providers }) {
  const loaded = new Map();

  function canonicalName(request) {
    const alias = facts.arangodbModuleAlias;
    if (alias !== null && (request === alias || request.startsWith(alias + "/"))) {
      return facts.arangodbModule + request.slice(alias.length);
    }
    return request;
  }

  function notFound(request) {
    const error = realm.bridge.plainError("Error", "Cannot find module '" + request + "'");
    error.code = "MODULE_NOT_FOUND";
    return error;
  }

  function requireModule(request) {
    if (typeof request !== "string") {
      throw new TypeError("path must be a string");
    }
    if (isPathRequest(request)) {
      throw unsupported("require(" + JSON.stringify(request) + "): arangod resolves a path request " +
        "against the working directory (2.8+) or not at all (2.5-2.7), so the product must load its " +
        "own files with its own loader (arangod-api.md §1.3, design rule 4)");
    }
    const name = canonicalName(request);
    if (loaded.has(name)) {
      return loaded.get(name);
    }
    if (Object.prototype.hasOwnProperty.call(providers, name)) {
      const exported = providers[name]();
      loaded.set(name, exported);
      return exported;
    }
    if (name.startsWith("@arangodb/") || SHIPPED_BUT_NOT_EMULATED.indexOf(name) >= 0) {
      throw unsupported("module '" + request + "' (arangod has it, the stand-in does not emulate it)");
    }
    throw notFound(request);
  }

  return {
    requireModule,
    // the global `require` of the context
    requireFunction: realm.fn("require", requireModule)
  };
}

module.exports = { createModuleRegistry, isPathRequest };
