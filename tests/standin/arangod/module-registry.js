"use strict";
// The global `require` as code loaded with internal.load (or run by arangosh) sees it
// (v2.5.0 and v2.8.0 js/common/bootstrap/modules.js; v2.5.0 arangod/V8Server/v8-vocbase.cpp; docs
// 3.12, db object). The stand-in knows only the built-in modules it emulates;
// the rest fails as the version fails, or loudly:
// - 2.8+ (Node-like loader, called without a parent module): a relative or absolute path
//   ("./x", "../x", "/abs/x.js") is refused as unsupported: arangod would resolve "./x"
//   against the process' working directory, not the script's, so the product must load its
//   files with its own loader (v2.5.0 and v2.8.0 js/common/bootstrap/modules.js); a module arangod
// ships but the
//   stand-in does not emulate is refused as unsupported; any other name fails as in arangod:
//   Error "Cannot find module '<name>'", code MODULE_NOT_FOUND (js/common/bootstrap/modules.js,
//   Module._resolveFilename).
// - 2.5/2.6 (package-based loader): paths and unknown names both fail the way that loader
//   fails (v2.5.0 and v2.8.0 js/common/bootstrap/modules.js: paths from the global require are looked
// up inside the system package and
//   never found; js/common/bootstrap/modules.js, Module.prototype.require): 2.5 throws
//   new Error("cannot locate module '<name>'") with moduleNotFound true, _path, _package and
//   _packageOrigin (the root system package: "/" and "system:///"; v2.5.0 to v2.5.7), 2.6 an
//   ArangoError with errorNum 3100 (ERROR_MODULE_NOT_FOUND) and errorMessage
//   "cannot locate module\nPath: <name>" (v2.6.0).
// - "@arangodb"/"org/arangodb" (v2.5.0 arangod/V8Server/v8-vocbase.cpp; docs 3.12, db object): the
// real name and the alias of the version; the other
//   spelling is an unknown module there. 4.x's "org/arangodb" alias is unverified: refused.

const { unsupported } = require("../errors");

// Modules arangod 3.x ships besides the emulated ones (its Node-compatible modules and
// bundled libraries; the list is not complete). Any name below "@arangodb/" also counts.
const SHIPPED_BUT_NOT_EMULATED = ["assert", "buffer", "events", "path", "punycode", "querystring",
  "stream", "string_decoder", "url", "util", "lodash", "underscore", "joi", "js-yaml", "mime-types",
  "semver", "qs", "statuses", "minimatch"];

// The providers name ArangoDB's own modules with this neutral prefix, whatever the version
// calls them ("arangodb:" = "@arangodb" / "org/arangodb", "arangodb:/cluster", ...).
const ARANGODB = "arangodb:";

function isPathRequest(request) {
  return request === "." || request === ".." || request.startsWith("./") || request.startsWith("../") ||
    request.startsWith("/") || request.startsWith("\\") || /^[a-zA-Z]:[\\/]/.test(request);
}

function startsWithModule(request, prefix) {
  return prefix !== null && (request === prefix || request.startsWith(prefix + "/"));
}

// providers: { name: () => exports } for the emulated modules (made on first use), with
// ArangoDB's own modules under the "arangodb:" prefix. refusals: { name: reason } for
// modules the version has but the stand-in refuses for this profile; absent: [names] the
// version does not have at all.
function createModuleRegistry({ realm, facts, providers, refusals, absent }) {
  const loaded = new Map();
  const refused = refusals || {};
  const missing = absent || [];
  const packageLoader = facts.requireStyle === "package";

  // The provider key of a request, or null when the request names no ArangoDB module of
  // this version.
  function providerKey(request) {
    if (startsWithModule(request, facts.arangodbModule)) {
      return ARANGODB + request.slice(facts.arangodbModule.length);
    }
    if (startsWithModule(request, facts.arangodbModuleAlias)) {
      return ARANGODB + request.slice(facts.arangodbModuleAlias.length);
    }
    return request;
  }

  function notFound(request) {
    if (facts.moduleNotFound === "error-2.5") {
      const error = realm.bridge.plainError("Error", "cannot locate module '" + request + "'");
      error.moduleNotFound = true;
      error._path = request;
      error._package = "/";
      error._packageOrigin = "system:///";
      return error;
    }
    if (facts.moduleNotFound === "arangoerror-3100") {
      return realm.arangoError(3100, "cannot locate module\nPath: " + request);
    }
    const error = realm.bridge.plainError("Error", "Cannot find module '" + request + "'");
    error.code = "MODULE_NOT_FOUND";
    return error;
  }

  function requireModule(request) {
    if (typeof request !== "string") {
      throw new TypeError("path must be a string");
    }
    if (startsWithModule(request, facts.refusedModuleAlias)) {
      throw unsupported("require(" + JSON.stringify(request) + "): whether ArangoDB " + facts.version +
        " still has the org/arangodb alias is unverified (release notes 3.0 name it for 3.x); use @arangodb");
    }
    if (isPathRequest(request)) {
      if (packageLoader) {
        throw notFound(request);
      }
      throw unsupported("require(" + JSON.stringify(request) + "): arangod resolves a path request " +
        "against the working directory (2.8+) or not at all (2.5-2.7), so the product must load its " +
        "own files with its own loader (v2.5.0 and v2.8.0 js/common/bootstrap/modules.js)");
    }
    const key = providerKey(request);
    if (loaded.has(key)) {
      return loaded.get(key);
    }
    if (Object.prototype.hasOwnProperty.call(refused, key)) {
      throw unsupported("module '" + request + "': " + refused[key]);
    }
    if (Object.prototype.hasOwnProperty.call(providers, key)) {
      const exported = providers[key]();
      loaded.set(key, exported);
      return exported;
    }
    if (missing.indexOf(key) >= 0) {
      throw notFound(request);
    }
    if (key.startsWith(ARANGODB + "/") || (!packageLoader && request.startsWith("@arangodb/")) ||
        SHIPPED_BUT_NOT_EMULATED.indexOf(key) >= 0) {
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

module.exports = { createModuleRegistry, isPathRequest, ARANGODB };
