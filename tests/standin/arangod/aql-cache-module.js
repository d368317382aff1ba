"use strict";
// require("@arangodb/aql/cache") (2.7+, v2.7.0 arangod/Aql/Query.cpp, canUseQueryCache; docs 3.12,
// caching query results): the server's query
// results cache settings. properties() reads them, properties(object) changes the given ones
// and returns the result. The default mode is "off" in every version; the other defaults are
// those of the 3.x option dumps (--query.cache-entries 128, --query.cache-entries-max-size
// 256 MiB, --query.cache-entry-max-size 16 MiB, --query.cache-include-system-collections
// false). The stand-in has no results cache: query.js refuses a query that a real server
// would answer from it.

const { builtinError, ERROR_NUMBERS } = require("./builtin-errors");

const MODES = ["off", "on", "demand"];

function createQueryCacheState() {
  return { mode: "off", maxResults: 128, maxResultsSize: 268435456, maxEntrySize: 16777216, includeSystem: false };
}

function createAqlCacheModule(realm, state, count) {
  return realm.objectWithMethods("aqlCache", {
    properties(changes) {
      count("aqlCache.properties");
      if (changes !== undefined && changes !== null && typeof changes === "object") {
        if (changes.mode !== undefined && MODES.indexOf(changes.mode) < 0) {
          throw builtinError(ERROR_NUMBERS.BAD_PARAMETER, "invalid value for query cache mode: " + String(changes.mode));
        }
        for (const key of ["mode", "maxResults", "maxResultsSize", "maxEntrySize", "includeSystem"]) {
          if (changes[key] !== undefined) {
            state[key] = changes[key];
          }
        }
      }
      return realm.toContext(state);
    },
    // Nothing is ever cached, so there is nothing to clear.
    clear() {
      count("aqlCache.clear");
      return undefined;
    }
  });
}

module.exports = { createAqlCacheModule, createQueryCacheState };
