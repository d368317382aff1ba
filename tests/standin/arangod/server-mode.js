"use strict";
// The stand-in executable's server mode (node only, test infrastructure): what arangod does
// without --javascript.script, as far as `node shootout.js versus` uses it in its duet design:
// it serves HTTP on the unix socket of --server.endpoint and answers
//   GET  [/_db/NAME]/_api/version                        { server: "arango", version }
//        (2.5.4 lib/Admin/RestVersionHandler.cpp)
//   POST [/_db/NAME]/_admin/execute?returnAsJSON=true    the body run as the body of a function
//        in the server's JavaScript context, its return value as JSON (below)
// Anything else is an error it reports (HTTP 501 and an ERROR line in its log): the stand-in
// is strict about what it does not emulate.
//
// POST /_admin/execute, per version (each a fact of ArangoDB's own sources or docs):
// - where it exists: 2.x always (2.5.4 js/actions/_admin/app.js); 3.2 made it depend on
//   --javascript.allow-admin-execute, default false (docs 3.8
//   release-notes-upgrading-changes32.md, "added command-line option"); without it the path is
//   not defined and arangod answers 404, "unknown path" (the action router's resultNotFound,
//   2.5.4 js/server/modules/org/arangodb/actions.js). Every 3.x profile of the stand-in is 3.4 or
//   later, so all of them need the option.
// - the answer with returnAsJSON=true: until 3.5 a JavaScript action (2.5.4
//   js/actions/_admin/app.js, kept under `if (global.ALLOW_ADMIN_EXECUTE)` in 3.x) hands the
//   value to actions.resultOk, which answers {} for undefined, adds `error: false, code: 200`
//   to an object (an array keeps only its elements in JSON) and fails on null (it sets a
//   property of it: a 500); from 3.6 (docs 3.6: the handler is RestAdminExecuteHandler) the
//   C++ handler answers the value as it is (arangod/RestHandler/RestAdminExecuteHandler.cpp).
// - an exception in the body: HTTP 500 with the exception's text (2.5.4
//   arangod/V8Server/v8-actions.cpp, ExecuteActionVocbase; RestAdminExecuteHandler.cpp).
// - the log: the JavaScript action logs every call at warning level, "about to execute:
//   '<body>'" (console.warn in app.js); the C++ handler of 3.6+ only at debug level.
// - a switch of database inside the body needs --server.allow-use-database true (default
//   false in REST actions): database-object.js.
// - one JavaScript context: the stand-in has exactly one, so it requires
//   --javascript.v8-contexts 1 in server mode (what versus gives: docs/versus.md) rather than
//   pretend to be a server whose requests could meet differently warmed contexts.
//
// On SIGTERM it shuts down as arangod does: it stops serving, logs its end, removes its
// LOCK file and exits 0.

const http = require("http");
const fs = require("fs");

const FIRST_WITHOUT_EXECUTE_BY_DEFAULT = { major: 3, minor: 2 };
const FIRST_CXX_HANDLER = { major: 3, minor: 6 };

function atLeast(profile, version) {
  const [major, minor] = profile.version.split(".").map(Number);
  return major > version.major || (major === version.major && minor >= version.minor);
}

function jsonAnswer(response, status, value) {
  const text = JSON.stringify(value);
  response.writeHead(status, { "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(text) });
  response.end(text);
}

function textAnswer(response, status, text) {
  response.writeHead(status, { "content-type": "text/plain; charset=utf-8", "content-length": Buffer.byteLength(text) });
  response.end(text);
}

// The JSON arangod answers for the value of an /_admin/execute body (returnAsJSON=true):
// { status, value }.
function executeAnswer(profile, value) {
  if (atLeast(profile, FIRST_CXX_HANDLER)) {
    return { status: 200, value: value === undefined ? null : value };
  }
  if (value === null) {
    return { status: 500, text: "TypeError: Cannot set property 'error' of null" };
  }
  if (value === undefined) {
    return { status: 200, value: { error: false, code: 200 } };
  }
  if (typeof value === "object" && !Array.isArray(value)) {
    return { status: 200, value: Object.assign({}, value, { error: false, code: 200 }) };
  }
  return { status: 200, value };
}

// settings: { arangod (createArangod's), profile, socketPath, options (the parsed command
// line), log(level, text), onCall(count) (faults: before the count-th execute call runs;
// returns "hang" to leave it unanswered), release() (at shutdown) }.
function serve(settings) {
  const { arangod, profile, options, log } = settings;
  const allowExecute = !atLeast(profile, FIRST_WITHOUT_EXECUTE_BY_DEFAULT) ||
    options["javascript.allow-admin-execute"] === "true";
  const allowUseDatabase = options["server.allow-use-database"] === "true";
  const logsEveryCall = !atLeast(profile, FIRST_CXX_HANDLER);
  let calls = 0;

  function handle(request, response, body) {
    const url = new URL(request.url, "http://localhost");
    const match = /^(?:\/_db\/([^/]+))?(\/.*)$/.exec(url.pathname);
    const database = match && match[1] !== undefined ? decodeURIComponent(match[1]) : "_system";
    const route = match ? match[2] : url.pathname;
    if (request.method === "GET" && route === "/_api/version") {
      return jsonAnswer(response, 200, { server: "arango", version: profile.version });
    }
    if (request.method === "POST" && route === "/_admin/execute") {
      if (!allowExecute) {
        return jsonAnswer(response, 404, { error: true, code: 404, errorNum: 404,
          errorMessage: "unknown path '" + request.url + "'" });
      }
      calls += 1;
      if (settings.onCall(calls) === "hang") {
        return undefined;
      }
      if (!arangod.enterRequest({ database, allowUseDatabase })) {
        return jsonAnswer(response, 404, { error: true, code: 404, errorNum: 1228, errorMessage: "database not found" });
      }
      if (logsEveryCall) {
        log("WARNING", "about to execute: '" + body + "'");
      }
      let answer;
      try {
        answer = executeAnswer(profile, arangod.executeBody(body));
      } catch (error) {
        answer = { status: 500, text: String(error && error.stack ? error.stack : error) };
      }
      if (answer.text !== undefined) {
        return textAnswer(response, answer.status, answer.text);
      }
      return jsonAnswer(response, answer.status, answer.value);
    }
    const text = "the stand-in arangod does not emulate " + request.method + " " + request.url +
      " (server mode answers GET /_api/version and POST /_admin/execute)";
    log("ERROR", text);
    return textAnswer(response, 501, text);
  }

  const server = http.createServer((request, response) => {
    const chunks = [];
    request.on("data", (chunk) => chunks.push(chunk));
    request.on("end", () => handle(request, response, Buffer.concat(chunks).toString("utf8")));
  });
  fs.rmSync(settings.socketPath, { force: true });
  server.listen(settings.socketPath, () => {
    log("INFO", "ArangoDB (the stand-in) is ready for business; listening on unix://" + settings.socketPath);
  });
  process.on("SIGTERM", () => {
    log("INFO", "received SIGTERM, shutting down");
    server.close();
    server.closeAllConnections();
    settings.release();
    log("INFO", "ArangoDB has been shut down");
    process.exit(0);
  });
  return server;
}

module.exports = { serve, executeAnswer };
