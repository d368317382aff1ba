"use strict";
// The version-dependent facts of arangod's JavaScript built-ins, derived from a profile
// (profiles.js). Every other module of the built-ins asks these facts instead of comparing
// versions itself, so a new profile switches behaviour in one place. The facts and their
// first versions come from ../../../../shared/reference/arangod-api.md (section named per fact).

const { unsupported } = require("../errors");

function parseVersion(text) {
  const parts = String(text).split(/[.-]/).map((part) => parseInt(part, 10));
  return { major: parts[0] || 0, minor: parts[1] || 0, patch: parts[2] || 0 };
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

  return {
    profileName: profile.name,
    version: profile.version,
    host: profile.host,
    engine: profile.engine,
    role: profile.role,

    // §1.1: load() sets global __filename/__dirname while the file runs since 2.5.2.
    filenameDuringLoad: atLeast(2, 5, 2),
    // §1.2: the global `require` is the 2.8+ Node-like loader ("node"); before that it is the
    // root system module's require of the package-based loader ("package").
    requireStyle: atLeast(2, 8) ? "node" : "package",
    // §1.2: `module` is not defined from 2.8 on; before, it is the root system module.
    globalModule: atLeast(2, 8) ? "absent" : "root-system-module",
    // §1.2: print, console, process and Buffer are globals from 2.8 on (2.5-2.7: print only).
    consoleProcessGlobals: atLeast(2, 8),
    // §3 module names: "@arangodb" is the real name from 3.0 ("org/arangodb" an alias);
    // in 2.8 it is the other way round; 2.5-2.7 know only "org/arangodb".
    arangodbModule: atLeast(3, 0) ? "@arangodb" : "org/arangodb",
    arangodbModuleAlias: atLeast(2, 8) ? (atLeast(3, 0) ? "org/arangodb" : "@arangodb") : null,
    // §5.2: the query results cache module exists from 2.7.
    queryCacheModule: atLeast(2, 7),
    // §1.6: internal.env from 2.6.
    internalEnv: atLeast(2, 6),
    // §3 cluster detection: internal.isCluster() in late 3.x. The first version is not known
    // (arangod-api.md: "first version unverified"); 3.4 is this stand-in's assumption.
    internalIsCluster: atLeast(3, 4),
    // §3: db._engine() from 3.2.
    engineFunction: atLeast(3, 2),
    // §4: insert([docs]) from 3.0; 2.x rejects an array with 1227.
    arrayInsert: atLeast(3, 0),
    // §2: collection.load()/unload() are real for MMFiles (to 3.6), no-ops from 3.9 and gone
    // in 4.0. RocksDB never needed them; the stand-in keeps everything in memory, so "real"
    // and "no-op" behave the same here.
    collectionLoad: atLeast(4, 0) ? "absent" : (atLeast(3, 9) ? "no-op" : "real"),
    // §5.1: the object form db._query({query, ...}): 2.7 to mid 3.x only as the single
    // argument; late 3.x also with 2nd/3rd arguments (main/sub options). The exact start of
    // the late form is not known; 3.5 is this stand-in's assumption.
    queryObjectForm: atLeast(3, 5) ? "with-options" : (atLeast(2, 7) ? "single-argument" : "none"),
    // §5.1: from 3.0 the third argument of db._query is also used as the AQL options.
    thirdArgumentIsAqlOptions: atLeast(3, 0),
    // §7: fs.append from 3.0.
    fsAppend: atLeast(3, 0),
    // §8: runTest returns only the status (boolean) from 2.8 unless outputReply === true
    // (jsunity.js implements this 2.8+ behaviour only).
    runTestReturnsStatus: atLeast(2, 8)
  };
}

// Refuses a profile whose facts the built-ins do not emulate yet, naming what is missing,
// instead of quietly behaving like another version.
function checkEmulated(facts) {
  const missing = [];
  if (facts.host !== "arangod") {
    missing.push("host '" + facts.host + "' (only arangod is emulated)");
  }
  if (facts.requireStyle !== "node" || facts.globalModule !== "absent" || !facts.consoleProcessGlobals) {
    missing.push("the 2.5-2.7 package-based module loader and its globals (arangod-api.md §1.2, §1.3)");
  }
  if (!facts.runTestReturnsStatus) {
    missing.push("the 2.5-2.7 jsunity.runTest reply (arangod-api.md §8)");
  }
  if (facts.arangodbModule !== "@arangodb") {
    missing.push("the 2.x module name org/arangodb as the real module (arangod-api.md §3)");
  }
  if (facts.queryObjectForm !== "with-options") {
    missing.push("the pre-3.5 db._query call forms (arangod-api.md §5.1)");
  }
  if (facts.collectionLoad === "absent") {
    missing.push("4.x collections without load()/unload() (arangod-api.md §2)");
  }
  if (missing.length > 0) {
    throw unsupported("profile '" + facts.profileName + "' for the arangod built-ins: " + missing.join("; "));
  }
}

module.exports = { factsFor, checkEmulated, parseVersion };
