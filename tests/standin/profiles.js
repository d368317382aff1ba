"use strict";
// Version profiles of the stand-in: which ArangoDB program (arangod, or arangosh talking to a
// server), which version, engine and server role it emulates. The per-version facts derived
// from a profile live in arangod/facts.js; they come from ArangoDB's sources and documentation
// (docs/versions.md) (the README's profile table says what differs per profile).
//
// Fields: name, version (the server's version string, db._version()), major, minor (of the
// server, which the AQL interpreter keys on), engine (db._engine().name, v2.5.0
// arangod/V8Server/v8-vocbase.cpp; docs 3.12, db object),
// role ("single" or "coordinator"), host ("arangod": the script runs inside the server;
// "arangosh": it runs in the shell and reaches the server over HTTP, v2.5.0
// arangosh/V8Client/arangosh.cpp; js/client/client.js), clientVersion
// (arangosh only: require("internal").version is the shell's own version, v2.5.0
// arangod/V8Server/v8-vocbase.cpp; docs 3.12, db object and v2.5.0 arangosh/V8Client/arangosh.cpp;
// js/client/client.js).

const PROFILES = {
  // MMFiles was the only engine before 3.2 (db._engine from 3.2: docs 3.2, miscellaneous functions).
  // 2.5.1 stands for 2.5.0-2.5.3: no __filename/__dirname during load (v2.5.0 and v2.5.2
  // lib/V8/v8-utils.cpp, JS_Load, from 2.5.2) and
  // no index for an attribute named by a bind parameter (v2.5.0 arangod/Aql/OptimizerRules.cpp;
  // fixed in 2.5.4 by commit 74f8b2b846).
  "2.5.1": { version: "2.5.1", major: 2, minor: 5, engine: "mmfiles", role: "single", host: "arangod" },
  // 2.5.4, the version of the 2015 shootout: __filename/__dirname during load and bound
  // attributes served by indexes (the same sections).
  "2.5.4": { version: "2.5.4", major: 2, minor: 5, engine: "mmfiles", role: "single", host: "arangod" },
  // 2.6 is measured against a real 2.6.0-alpha2 (built from its public tag), so it reports that version:
  // the product's version facts (lib/features.js) then choose what they choose on that server.
  "2.6": { version: "2.6.0-alpha2", major: 2, minor: 6, engine: "mmfiles", role: "single", host: "arangod" },
  // 2.8 is measured against a real 2.8.3 (built from its public tag), so it reports that version.
  // It stands for 2.8.0-2.8.3: between those tags nothing the suite meets changed (git diff
  // v2.8.0 v2.8.3 over arangod/Aql, arangod/V8Server, arangod/Indexes, arangod/VocBase/Traverser.*,
  // js/common/bootstrap and js/server/modules/org/arangodb/aql.js: the WITH clause and an edge
  // collection's own direction in the grammar, IS_SAME_COLLECTION and PARSE_IDENTIFIER (functions
  // the stand-in lacks), a rewritten traversal
  // edge getter with the same reads, normalization and cloning fixes in Condition.cpp and
  // sort-in-values). 2.8.4 differs: a module not found is an ArangoError 3100 there (v2.8.4
  // js/common/bootstrap/modules.js), not Node's "Cannot find module" Error of this profile.
  "2.8": { version: "2.8.3", major: 2, minor: 8, engine: "mmfiles", role: "single", host: "arangod" },
  // 3.4 still had MMFiles as an optional engine (RocksDB the default from 3.4, MMFiles removed
  // in 3.7; v2.5.0 arangod/V8Server/v8-vocbase.cpp; docs 3.12, db object, db._engine).
  "3.4-mmfiles": { version: "3.4.0", major: 3, minor: 4, engine: "mmfiles", role: "single", host: "arangod" },
  // RocksDB is the only engine from 3.7 on (v2.5.0 arangod/V8Server/v8-vocbase.cpp; docs 3.12, db
  // object, db._engine).
  "3.11": { version: "3.11.0", major: 3, minor: 11, engine: "rocksdb", role: "single", host: "arangod" },
  "3.12": { version: "3.12.0", major: 3, minor: 12, engine: "rocksdb", role: "single", host: "arangod" },
  // arangosh 3.11 connected to a cluster Coordinator (v2.5.0 arangosh/V8Client/arangosh.cpp;
  // js/client/client.js; cluster detection v2.5.0 arangod/V8Server/v8-vocbase.cpp; docs 3.12, db object).
  "3.11-arangosh-coordinator": { version: "3.11.0", clientVersion: "3.11.0", major: 3, minor: 11,
    engine: "rocksdb", role: "coordinator", host: "arangosh" },
  // arangosh against a devel/4.x single server: no server-side JavaScript at all (v2.5.0
  // arangod/RestServer/ArangoServer.cpp; release notes 4.0).
  "devel-arangosh": { version: "4.0.0-devel", clientVersion: "4.0.0-devel", major: 4, minor: 0,
    engine: "rocksdb", role: "single", host: "arangosh" }
};

const DEFAULT_PROFILE = "3.11";

function getProfile(name) {
  const key = name === undefined ? DEFAULT_PROFILE : String(name);
  if (!Object.prototype.hasOwnProperty.call(PROFILES, key)) {
    throw new Error("unknown stand-in profile '" + key + "'; known profiles: " +
      Object.keys(PROFILES).join(", "));
  }
  return Object.assign({ name: key }, PROFILES[key]);
}

function profileNames() {
  return Object.keys(PROFILES);
}

// The profile that stands for a real arangod of `version` (its db._version()) run in-server,
// or null where no profile emulates that version: 2.5.0-2.5.3 share 2.5.1's facts; 2.6.x is
// the 2.6 profile (measured against a real 2.6.0-alpha2); 2.8.0-2.8.3 the 2.8 profile
// (measured against a real 2.8.3; 2.8.4 and later differ, above); 2.7 and 3.0-3.3 have none; a
// 3.4-3.6 server is emulated with MMFiles only.
function profileForVersion(version, engine) {
  const match = /^(\d+)\.(\d+)\.(\d+)/.exec(String(version));
  if (!match) {
    return null;
  }
  const [major, minor, patch] = match.slice(1).map(Number);
  const line = major + "." + minor;
  if (line === "2.5") {
    return patch >= 4 ? "2.5.4" : "2.5.1";
  }
  if (line === "2.8") {
    return patch <= 3 ? "2.8" : null;
  }
  const byLine = { "2.6": "2.6", "3.11": "3.11", "3.12": "3.12" };
  if (line === "3.4" && engine === "mmfiles") {
    return "3.4-mmfiles";
  }
  return byLine[line] || null;
}

module.exports = { getProfile, profileNames, profileForVersion, DEFAULT_PROFILE };
