/*
 * AQL features some cases need and not every version has, as version facts: a case that
 * needs a feature the server lacks is recorded "not available on this version" and never
 * sent, rather than found out by a failing query (a parse error would look like a failure).
 * The server's version is db._version() (host.identity().version). Evidence per feature:
 * ../shared/reference/arangod-api.md §6. ES5.
 */
"use strict";

var FEATURES = {
  // v2.6.0 grammar: the options rule after COLLECT; 2.5 has none (a parse error).
  "collect-options": { since: [2, 6], what: "COLLECT ... OPTIONS { method }" },
  // grammar token T_DISTINCT from v2.7.0; the 2.7 section of the v2.8.0 CHANGELOG.
  "return-distinct": { since: [2, 7], what: "RETURN DISTINCT" }
};

// { major, minor } of a version string such as "2.6.0", "3.11.2" or "4.0.0-devel"; null when
// it does not start with two numbers.
function parseVersion(text) {
  var match = /^(\d+)\.(\d+)/.exec(String(text));
  return match ? { major: parseInt(match[1], 10), minor: parseInt(match[2], 10) } : null;
}

function has(feature, version) {
  var fact = FEATURES[feature];
  if (!fact) {
    throw new Error("aql-shootout: unknown feature '" + feature + "'; known: " + Object.keys(FEATURES).join(", "));
  }
  var parsed = parseVersion(version);
  // A version string of another form (a custom build) is taken to be new: the query then
  // runs, and a missing feature shows as the server's own error.
  if (parsed === null) {
    return true;
  }
  return parsed.major > fact.since[0] || (parsed.major === fact.since[0] && parsed.minor >= fact.since[1]);
}

// null when the server has every feature in `required` (an array of names, or undefined),
// else one sentence naming the first missing feature and the version that brought it.
function missing(required, version) {
  var names = required || [];
  for (var i = 0; i < names.length; i += 1) {
    if (!has(names[i], version)) {
      var fact = FEATURES[names[i]];
      return "not available on this version: " + fact.what + " needs ArangoDB " + fact.since.join(".") +
        " or later (this server is " + version + ")";
    }
  }
  return null;
}

module.exports = { FEATURES: FEATURES, parseVersion: parseVersion, has: has, missing: missing };
