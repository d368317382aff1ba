"use strict";
// Differences between a real arangod and the stand-in that are accepted: each is a version
// boundary the stand-in does not reproduce on purpose, with the evidence that it is one.
// Everything else the differential check finds fails it. Each entry:
//   { versions: RegExp of db._version(), kind (compare-recordings.js KINDS), applies(difference),
//     reason, evidence }
// The list is meant to stay short: a difference is fixed in the stand-in, not listed here,
// unless the stand-in cannot know the answer.

const KNOWN_DIFFERENCES = [];

function knownDifference(difference, version) {
  return KNOWN_DIFFERENCES.find((known) => known.versions.test(version) && known.kind === difference.kind &&
    known.applies(difference)) || null;
}

module.exports = { KNOWN_DIFFERENCES, knownDifference };
