"use strict";
// Which jsunity suites hold under which server. Suites that check the stand-in itself rather
// than the product run only where their facts hold: the built-ins suite states 3.11's facts;
// the AQL semantics and agreement suites cover the in-server versions (the arangosh profiles
// refuse, on purpose, what they cannot emulate faithfully: rollback on a cluster, 4.0's +
// operator). Used by npm test (a stand-in profile) and by the real tier (the profile of the
// real server's version, tests/standin/profiles.js profileForVersion).

const path = require("path");
const { getProfile, DEFAULT_PROFILE } = require("./standin/profiles");

const SUITE_RUNS_UNDER = {
  "test-standin-arangod.js": (profile) => profile.name === DEFAULT_PROFILE,
  "test-aql-semantics.js": (profile) => profile.host === "arangod",
  "test-aql-agreement.js": (profile) => profile.host === "arangod"
};

function suiteRunsUnder(file, profileName) {
  const condition = SUITE_RUNS_UNDER[path.basename(file)];
  return condition === undefined || condition(getProfile(profileName));
}

module.exports = { suiteRunsUnder };
