"use strict";
// extra.stats of a query, with exactly the fields the profile's version reports
// (v2.5.0 arangod/Aql/ExecutionStats.cpp; docs 3.12, query statistics table; meanings in docs 3.12,
// query statistics; v2.5.0 arangod/Aql/ExecutionBlock.cpp).

function atLeast(profile, major, minor) {
  return profile.major > major || (profile.major === major && profile.minor >= minor);
}

// counters: { writesExecuted, writesIgnored, scannedFull, scannedIndex, filtered,
// cursorsCreated, heldRows }. Fields the stand-in cannot measure (cache hits, HTTP requests,
// intermediate commits, seeks) are 0; peakMemoryUsage is a rough estimate from the rows the
// query held at once (never meaningful for ArangoDB).
function buildStats(profile, counters, details) {
  const stats = {
    writesExecuted: counters.writesExecuted,
    writesIgnored: counters.writesIgnored,
    scannedFull: counters.scannedFull,
    scannedIndex: counters.scannedIndex
  };
  if (atLeast(profile, 3, 10)) {
    stats.cursorsCreated = counters.cursorsCreated;
    stats.cursorsRearmed = 0;
    stats.cacheHits = 0;
    stats.cacheMisses = 0;
  }
  stats.filtered = counters.filtered;
  if (atLeast(profile, 3, 2)) {
    stats.httpRequests = 0;
  }
  if (details.fullCount !== undefined) {
    stats.fullCount = details.fullCount;
  }
  if (atLeast(profile, 3, 0)) {
    stats.executionTime = details.executionTime;
  }
  if (atLeast(profile, 3, 4)) {
    stats.peakMemoryUsage = 32768 + 64 * counters.heldRows;
  }
  if (atLeast(profile, 3, 11)) {
    stats.intermediateCommits = 0;
  }
  if (atLeast(profile, 3, 12)) {
    stats.documentLookups = counters.scannedIndex;
    stats.seeks = 0;
  }
  return stats;
}

module.exports = { buildStats, atLeast };
