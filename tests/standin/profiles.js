"use strict";
// Version profiles of the stand-in. Each names the arangod behaviour it emulates; the
// per-version facts come from ../shared/reference/arangod-api.md and aql-semantics.md.
// Only the default profile exists so far; more (2.5.1, 2.6, 2.8, 3.4 MMFiles, 3.12,
// arangosh, devel) are added as the suite learns to handle them.

const PROFILES = {
  "3.11": {
    name: "3.11",
    version: "3.11.0",
    major: 3,
    minor: 11,
    engine: "rocksdb", // RocksDB is the only engine from 3.7 on (arangod-api.md §3, db._engine)
    role: "single",
    host: "arangod"
  }
};

const DEFAULT_PROFILE = "3.11";

function getProfile(name) {
  const key = name === undefined ? DEFAULT_PROFILE : String(name);
  if (!Object.prototype.hasOwnProperty.call(PROFILES, key)) {
    throw new Error("unknown stand-in profile '" + key + "'; known profiles: " +
      Object.keys(PROFILES).join(", "));
  }
  return Object.assign({}, PROFILES[key]);
}

module.exports = { getProfile, profileNames: () => Object.keys(PROFILES), DEFAULT_PROFILE };
