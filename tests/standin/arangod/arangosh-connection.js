"use strict";
// arangosh's connection to the server: the global `arango` and require("internal").arango
// (v2.5.0 arangosh/V8Client/arangosh.cpp; js/client/client.js; js/client/bootstrap/modules/internal.js
// takes it from SYS_ARANGO). The
// stand-in answers only the requests a portable script needs (v2.5.0 arangod/V8Server/v8-vocbase.cpp;
// docs 3.12, db object: server role and version;
// [v2.5.0 arangod/V8Server/v8-vocbase.cpp, JS_FlushWal]
// the WAL flush arangosh's internal.wal.flush sends); any other method or path is refused.
// The answers are the parsed JSON bodies arangosh's GET/PUT return.

const { unsupported } = require("../errors");

// The answer of `method path` (path without query string), or undefined when not emulated.
function answer(facts, method, path) {
  if (method === "GET" && path === "/_admin/server/role") {
    // [v2.5.0 arangod/V8Server/v8-vocbase.cpp; docs 3.12, db object] cluster detection: the role of
    // the server the shell is connected to. Real answers
    // carry more attributes (mode, ...); the stand-in gives the ones the reference names.
    return { error: false, code: 200, role: facts.role === "single" ? "SINGLE" : String(facts.role).toUpperCase() };
  }
  if (method === "GET" && path === "/_api/version") {
    // [v2.5.0 arangod/V8Server/v8-vocbase.cpp; docs 3.12, db object] the server's version
    // (db._version() reads the same), not the shell's.
    return { server: "arango", version: facts.version };
  }
  if (method === "PUT" && path === "/_admin/wal/flush") {
    return { error: false, code: 200 };
  }
  return undefined;
}

function createConnection({ realm, facts, count }) {
  function request(method, url) {
    count("arango." + method);
    const text = String(url);
    const [path, query] = text.split("?");
    // query parameters change the answer (e.g. ?details=true) except for the flush's flags
    const body = query === undefined || path === "/_admin/wal/flush" ? answer(facts, method, path) : undefined;
    if (body === undefined) {
      throw unsupported("arango." + method + "(" + JSON.stringify(text) + ") (the stand-in's connection answers " +
        "only GET /_admin/server/role, GET /_api/version and PUT /_admin/wal/flush)");
    }
    return body;
  }

  const refuse = (method) => () => {
    throw unsupported("arango." + method + " (not emulated by the stand-in's connection)");
  };
  const object = realm.objectWithMethods("arango", {
    GET: (url) => realm.toContext(request("GET", url)),
    PUT: (url) => realm.toContext(request("PUT", url)),
    POST: refuse("POST"),
    DELETE: refuse("DELETE"),
    PATCH: refuse("PATCH"),
    HEAD: refuse("HEAD")
  });

  return {
    object,
    // node-side use by the other built-ins: the parsed answer as node data
    get: (url) => request("GET", url),
    request
  };
}

module.exports = { createConnection };
