"use strict";
// The version-dependent facts of arangod's (and arangosh's) JavaScript built-ins, derived from
// a profile (profiles.js). Every other module of the built-ins asks these facts instead of
// comparing versions itself, so a new profile switches behaviour in one place. The facts and
// their first versions come from ArangoDB's sources and release notes (named per fact).
// Where those leave a first version open ("unverified"), the fact picks the strict choice
// (refuse) and says so.

const { unsupported } = require("../errors");

function parseVersion(text) {
  const parts = String(text).split(/[.-]/).map((part) => parseInt(part, 10));
  return { major: parts[0] || 0, minor: parts[1] || 0, patch: parts[2] || 0 };
}

// [3rdParty/V8-<version> at each release tag; release notes 3.0-3.12] the language level of the
// bundled V8, as the stand-in checks it before compiling code
// (arangod/language-level.js). `ecmaVersion` caps the syntax accepted (acorn's numbering);
// "es5+templates" is 2.7/2.8's V8 4.3 (ES5, template literals, let/const/class only in strict
// code); null means no check beyond node's own V8 (3.12's V8 12.1 and 4.x are newer than
// node 20's V8 11.3, so node never accepts more than they do).
function languageLevelOf(version, atLeast) {
  if (!atLeast(2, 7)) {
    return { ecmaVersion: 5, label: "V8 3.31: ES5" };
  }
  if (!atLeast(3, 0)) {
    return { ecmaVersion: "es5+templates", label: "V8 4.3: ES5 + template literals; let/const/class only in strict code" };
  }
  if (!atLeast(3, 2)) {
    // "most of ES2015": which parts exactly is not in the reference, so nothing past ES5 is
    // trusted (no profile uses this yet).
    return { ecmaVersion: 5, label: "V8 5.0: most of ES2015 (unverified which parts)" };
  }
  if (!atLeast(3, 5)) {
    return { ecmaVersion: 2017, label: "V8 5.7: ES2016/2017 with async/await" };
  }
  if (!atLeast(3, 12)) {
    // 3.5/3.6 (V8 7.1) and 3.7-3.11 (V8 7.9): "ES2019-ish (no ?./??)"; features of later
    // editions that V8 already had (BigInt, class fields) are refused too.
    return { ecmaVersion: 2019, label: "V8 7.x: ES2019 (no ?. or ??)" };
  }
  return { ecmaVersion: null, label: version.major >= 4 ? "V8 of 4.x (newer, unverified)" : "V8 12.1: ES2020-ES2024" };
}

function factsFor(profile) {
  const version = parseVersion(profile.version);
  const atLeast = (major, minor, patch) => {
    const wanted = [major, minor || 0, patch || 0];
    const have = [version.major, version.minor, version.patch];
    for (let i = 0; i < 3; i += 1) {
      if (have[i] !== wanted[i]) {
        return have[i] > wanted[i];
      }
    }
    return true;
  };
  const arangosh = profile.host === "arangosh";
  const mmfiles = profile.engine === "mmfiles";
  // The JavaScript runs in this binary: arangod, or the shell (whose version may differ).
  const binary = parseVersion(arangosh ? profile.clientVersion : profile.version);
  const binaryAtLeast = (major, minor) => binary.major > major || (binary.major === major && binary.minor >= (minor || 0));

  return {
    profileName: profile.name,
    version: profile.version,
    host: profile.host,
    engine: profile.engine,
    role: profile.role,
    // [v2.5.0 arangod/V8Server/v8-vocbase.cpp; docs 3.12, db object; v2.5.0
    // arangosh/V8Client/arangosh.cpp; js/client/client.js] require("internal").version is the running
    // binary's: the shell's in arangosh.
    binaryVersion: arangosh ? profile.clientVersion : profile.version,

    // ---- running code (v2.5.0 and v2.8.0 js/common/bootstrap/modules.js; lib/V8/v8-utils.cpp; v2.5.0
    // arangosh/V8Client/arangosh.cpp; js/client/client.js; v2.5.0 arangod/RestServer/ArangoServer.cpp;
    // release notes 4.0; 3rdParty/V8-<version> at each release tag; release notes 3.0-3.12) ----
    // [v2.5.0 arangod/RestServer/ArangoServer.cpp; release notes 4.0] 4.x has no server-side
    // JavaScript: no console, no --javascript.script; code only
    // runs in arangosh (--javascript.execute).
    serverSideJavaScript: version.major < 4,
    // [v2.5.0 and v2.5.2 lib/V8/v8-utils.cpp, JS_Load] load() sets global __filename/__dirname while
    // the file runs since 2.5.2.
    filenameDuringLoad: atLeast(2, 5, 2),
    // [3rdParty/V8-<version> at each release tag; release notes 3.0-3.12] the V8 of the binary the
    // code runs in (arangosh: the shell's).
    languageLevel: languageLevelOf(binary, binaryAtLeast),

    // ---- globals and modules (v2.5.0 and v2.8.0 js/common/bootstrap/modules.js; v2.5.0
    // arangod/V8Server/v8-vocbase.cpp; docs 3.12, db object) ----
    // [v2.5.0 and v2.8.0 js/common/bootstrap/modules.js] the global `require` is the 2.8+ Node-like
    // loader ("node"); before that it is the
    // root system module's require of the package-based loader ("package").
    requireStyle: atLeast(2, 8) ? "node" : "package",
    // [v2.5.0 and v2.8.0 js/common/bootstrap/modules.js] what the global require throws for a module
    // it cannot find: 2.5 an Error with
    // moduleNotFound set, 2.6 (and 2.7) an ArangoError 3100, 2.8+ Node's Error with code
    // MODULE_NOT_FOUND.
    moduleNotFound: atLeast(2, 8) ? "node" : (atLeast(2, 6) ? "arangoerror-3100" : "error-2.5"),
    // [v2.5.0 and v2.8.0 js/common/bootstrap/modules.js] `module` is not defined from 2.8 on; before,
    // it is the root system module.
    globalModule: atLeast(2, 8) ? "absent" : "root-system-module",
    // [v2.5.0 and v2.8.0 js/common/bootstrap/modules.js] print, console, process and Buffer are
    // globals from 2.8 on (2.5-2.7: print only);
    // arangosh has console and process as globals (v2.5.0 arangosh/V8Client/arangosh.cpp;
    // js/client/client.js).
    consoleProcessGlobals: atLeast(2, 8) || arangosh,
    // [v2.8.0 js/common/bootstrap/modules.js; release notes 3.0] module names: "@arangodb" is the
    // real name from 3.0 ("org/arangodb" an alias);
    // in 2.8 it is the other way round; 2.5-2.7 know only "org/arangodb".
    arangodbModule: atLeast(3, 0) ? "@arangodb" : "org/arangodb",
    // [release notes 3.0 and 4.0] the alias of 4.x is unverified:
    // refused loudly, so the product must use @arangodb.
    arangodbModuleAlias: version.major >= 4 ? null : (atLeast(2, 8) ? (atLeast(3, 0) ? "org/arangodb" : "@arangodb") : null),
    refusedModuleAlias: version.major >= 4 ? "org/arangodb" : null,
    // [v2.6.0 js/common/bootstrap/module-internal.js, ENV] require("process").env is {} in 2.5,
    // internal.env from 2.6; process.cwd() is
    // known from 2.8's process module (v2.5.0 and v2.8.0 js/common/bootstrap/modules.js).
    processEnv: atLeast(2, 6) ? "environment" : "empty",
    processCwd: atLeast(2, 8),
    // [v2.6.0 js/common/bootstrap/module-internal.js, ENV] internal.env from 2.6.
    internalEnv: atLeast(2, 6),
    // cluster detection: ArangoServerState is a global of arangod only (v2.5.0
    // js/server/modules/org/arangodb/cluster.js reads it; arangosh has none).
    serverStateGlobal: !arangosh,
    // [v2.5.0 arangosh/V8Client/arangosh.cpp; js/client/client.js] arangosh's globals db, arango and
    // ARGUMENTS; console output goes to stdout there,
    // while arangod writes console.* into its server log (v2.8.0 js/common/bootstrap/modules/console.js).
    arangoshGlobals: arangosh,
    consoleTarget: arangosh ? "stdout" : "server-log",
    // [late 3.x js/server/bootstrap/modules/internal.js] cluster detection:
    // internal.isCluster() in late 3.x. The first version is not known
    // (not found in the sources read); 3.4 is this stand-in's assumption.
    internalIsCluster: atLeast(3, 4),
    // [v2.5.0 js/server/modules/org/arangodb/cluster.js] cluster detection: the server
    // module @arangodb/cluster (org/arangodb/cluster in 2.x)
    // is an arangod module; whether arangosh can load it is not in the reference: refused.
    clusterModule: arangosh ? "refused" : "present",
    // [v2.7.0 arangod/Aql/Query.cpp, canUseQueryCache] the query results cache module exists from 2.7;
    // the cache itself only on single
    // servers, so on a Coordinator the module is refused rather than guessed (docs 3.12, caching query
    // results).
    queryCacheModule: !atLeast(2, 7) ? "absent" : (profile.role === "single" ? "present" : "refused"),

    // ---- the db object (v2.5.0 arangod/V8Server/v8-vocbase.cpp; docs 3.12, db object) ----
    // The ArangoError class of JavaScript: 2.x's prototype is new Error() (message "",
    // toString "[ArangoError n: text]"), 3.x's has a message getter reading errorMessage
    // (context-bridge.js).
    arangoErrorShape: atLeast(3, 0) ? "3.x" : "2.x",
    // [v2.5.0 arangod/V8Server/v8-vocbase.cpp; docs 3.12, db object] the database list is
    // db._listDatabases() in 2.x and db._databases() from 3.0
    // (v8-vocbase.cpp of each line; checked on real 2.5.4 and 2.6.0-alpha2).
    databaseListMethod: atLeast(3, 0) ? "_databases" : "_listDatabases",
    // [v2.5.0 arangod/V8Server/v8-vocbase.cpp; docs 3.12, db object] db._engine() from 3.2.
    engineFunction: atLeast(3, 2),
    // [v2.5.0 arangod/V8Server/v8-vocbase.cpp; docs 3.12, db object] (host.js notes):
    // db._version(true) returns the build details from 3.0; 2.x ignores
    // the argument and returns the version string.
    versionDetails: atLeast(3, 0),
    // [v2.5.0 and v2.7.0 js/server/modules/org/arangodb/arango-database.js, _query] the object form
    // db._query({query, ...}): 2.7 to mid 3.x only as the single
    // argument; late 3.x also with 2nd/3rd arguments (main/sub options). The exact start of
    // the late form is not known; 3.5 is this stand-in's assumption.
    queryObjectForm: atLeast(3, 5) ? "with-options" : (atLeast(2, 7) ? "single-argument" : "none"),
    // [v2.5.0 and v2.7.0 js/server/modules/org/arangodb/arango-database.js, _query] from 3.0 the third
    // argument of db._query is also used as the AQL options.
    thirdArgumentIsAqlOptions: atLeast(3, 0),
    // [v2.8.0 js/client/modules/org/arangodb/arango-query-cursor.js, arangod/RestHandler/
    // RestCursorHandler.cpp] in arangosh a result arrives in batches (default batchSize 1000),
    // count() is undefined unless requested, getExtra() is the extra of the latest batch.
    batchedCursors: arangosh,
    defaultBatchSize: 1000,

    // ---- collections and indexes (v2.5.0 js/common/bootstrap/module-internal.js; release notes 3.0,
    // 3.2, 3.9 and 4.0; v2.8.0
    // arangod/V8Server/v8-collection.cpp) ----
    // [release notes 3.0, 3.2, 3.9 and 4.0; v2.8.0 arangod/V8Server/v8-collection.cpp] insert([docs])
    // from 3.0; 2.x rejects an array with 1227.
    arrayInsert: atLeast(3, 0),
    // v2.5.0 arangod/V8Server/v8-collection.cpp; docs 3.12, collection object: in 2.x remove()
    // returns true, in 3.x { _id, _key, _rev }. (The docblock there also calls a 2.x document()
    // result immutable; real 2.5.4, 2.6.0-alpha2 and 2.8.3 give plain objects that can be
    // changed, as 3.x does.)
    removeReturnsTrue: !atLeast(3, 0),
    // Collection methods of 2.x that 3.0 removed (first, last, the lookup<Type> helpers and cap
    // constraints: ArangoDB 3.0's "Incompatible changes"); 3.x adds loadIndexesIntoMemory,
    // shards and getResponsibleShard (first versions unverified). Neither set is emulated:
    // the stand-in refuses them by name where the version has them (collection-object.js).
    collectionMethodsOf2x: !atLeast(3, 0),
    // [v2.5.0 arangod/V8Server/v8-collection.cpp, InsertEdgeCol; late 3.x v8-collection.cpp] edges as
    // insert({ _from, _to, ... }) in 3.x (3.0 itself unverified); 2.x only
    // insert(from, to, data).
    edgeInsertAsObject: atLeast(3, 0),
    // The positional edge form insert/save(from, to, data[, options]) (collection-object.js):
    // "2.x" is arangod 2.x's InsertEdgeCol (3 or 4 arguments only; v2.8.3
    // arangod/V8Server/v8-collection.cpp, checked on real 2.5.4 and 2.6.0-alpha2); "3.x" is
    // in-server 3.x's InsertVocbaseCol, which still takes it on an edge collection with 3 or 4
    // arguments ("oldEdgeSignature": 3.0-era, 3.4-era and late 3.x v8-collection.cpp,
    // v2.5.0 arangod/V8Server/v8-vocindex.cpp and v8-collection.cpp); arangosh builds it client-side
    // (js/client/modules/@arangodb/arango-collection.js), which the stand-in does not emulate.
    edgeInsertPositional: arangosh ? "refused" : (atLeast(3, 0) ? "3.x" : "2.x"),
    // A selector "<collection>/<key>" whose collection part is the collection's id instead of
    // its name: 2.x's EqualCollection accepts the id (v2.8.3 v8-collection-util.cpp); 3.x's
    // document() and remove() compare the name only (3.x v8-collection.cpp), update() goes
    // through EqualCollection: not the same answer for every method, so 3.x refuses it.
    selectorByCollectionId: atLeast(3, 0) ? "refused" : "accepted",
    // The key order of the object insert() returns: { _id, _rev, _key } in 2.x (InsertVocbaseCol
    // and InsertEdgeCol of v2.8.3 set them in that order; seen on real 2.5.4 and 2.6.0-alpha2),
    // { _id, _key, _rev } in 3.x (v2.5.0 arangod/V8Server/v8-collection.cpp; docs 3.12, collection object).
    insertResultOrder: atLeast(3, 0) ? ["_id", "_key", "_rev"] : ["_id", "_rev", "_key"],
    // The same for update(): { _id, _rev, _oldRev, _key } on real 2.5.4 and 2.6.0-alpha2,
    // { _id, _key, _rev, _oldRev } in 3.x (v2.5.0 arangod/V8Server/v8-collection.cpp; docs 3.12,
    // collection object).
    updateResultOrder: atLeast(3, 0) ? ["_id", "_key", "_rev", "_oldRev"] : ["_id", "_rev", "_oldRev", "_key"],
    // [release notes 3.9 and 4.0] collection.load()/unload() are real for MMFiles (to 3.6), no-ops
    // from 3.9 and gone
    // in 4.0. RocksDB never needed them.
    collectionLoad: version.major >= 4 ? "absent" : (mmfiles && !atLeast(3, 9) ? "real" : "no-op"),
    // [release notes 3.0, 3.2, 3.9 and 4.0; v2.8.0 arangod/V8Server/v8-collection.cpp] table:
    // hash/skiplist until 3.12 (rejected by 4.x); persistent from 3.0.
    // [release notes 3.0, 3.2, 3.9 and 4.0; v2.8.0 arangod/V8Server/v8-collection.cpp] the convenience
    // methods ensureHashIndex, ensureSkiplist, ... exist until 3.12.
    ensureTypeHelpers: version.major < 4,
    indexTypes: version.major >= 4 ? ["persistent"] : (atLeast(3, 0) ? ["hash", "skiplist", "persistent"] : ["hash", "skiplist"]),
    // [v2.5.0 arangod/V8Server/v8-vocbase.cpp, JS_FlushWal] internal.wal.flush: positional only in
    // 2.5/2.6 (an object is coerced to true); the
    // object form too from 2.7 (MMFiles); RocksDB syncs its WAL; arangosh sends PUT
    // /_admin/wal/flush. 4.x: "presumably still works — unverified": refused.
    walFlush: version.major >= 4 ? "unverified" : (arangosh ? "http" : (atLeast(2, 7) ? "positional-or-object" : "positional")),

    // ---- files (v2.5.0 js/common/bootstrap/module-fs.js; v2.8.4 js/common/bootstrap/modules/fs.js) ----
    // [v2.5.0 js/common/bootstrap/module-fs.js; v2.8.4 js/common/bootstrap/modules/fs.js] fs.append from 3.0.
    fsAppend: atLeast(3, 0),

    // ---- jsunity (v2.5.0 and v2.8.0 js/common/modules/jsunity.js) ----
    // [v2.5.0 and v2.8.0 js/common/modules/jsunity.js] runTest returns only the status (boolean) from
    // 2.8 unless outputReply === true;
    // 2.5-2.7 return whatever the test file returns (the done() object).
    runTestReturnsStatus: atLeast(2, 8)
  };
}

// Refuses a profile whose facts the built-ins do not emulate, naming what is missing, instead
// of quietly behaving like another version. Only the versions of profiles.js are emulated; a
// profile for another version must check its facts here first.
function checkEmulated(facts) {
  const missing = [];
  const version = parseVersion(facts.version);
  if (facts.host !== "arangod" && facts.host !== "arangosh") {
    missing.push("host '" + facts.host + "'");
  }
  if (facts.host === "arangosh" && version.major < 3) {
    missing.push("arangosh of 2.x (its cursor and connection objects differ, v2.5.0 arangosh/V8Client/arangosh.cpp; js/client/client.js)");
  }
  if (version.major === 2 && version.minor === 7) {
    missing.push("2.7's ERROR_MODULE_NOT_FOUND from the package loader (v2.5.0 and v2.8.0 js/common/bootstrap/modules.js)");
  }
  if (version.major === 3 && version.minor < 2) {
    missing.push("3.0/3.1 (experimental persistent index, language level unverified: release notes 3.0)");
  }
  if (version.major >= 4 && facts.host !== "arangosh") {
    missing.push("4.x has no server-side JavaScript (v2.5.0 arangod/RestServer/ArangoServer.cpp; release notes 4.0): only arangosh profiles");
  }
  if (facts.role !== "single" && facts.role !== "coordinator") {
    missing.push("server role '" + facts.role + "'");
  }
  if (facts.host === "arangosh") {
    const client = parseVersion(facts.binaryVersion);
    if (client.major !== version.major || client.minor !== version.minor) {
      missing.push("arangosh " + facts.binaryVersion + " against a " + facts.version + " server (only a shell of the " +
        "server's major.minor is emulated: the client-side modules follow the shell's version)");
    }
  }
  if (facts.role === "coordinator" && facts.host !== "arangosh") {
    missing.push("in-server JavaScript on a Coordinator (only arangosh against one is emulated)");
  }
  if (missing.length > 0) {
    throw unsupported("profile '" + facts.profileName + "' for the arangod built-ins: " + missing.join("; "));
  }
}

module.exports = { factsFor, checkEmulated, parseVersion };
