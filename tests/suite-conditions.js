"use strict";
// Which jsunity suites hold under which server. Suites that check the stand-in itself rather
// than the product run only where their facts hold: the built-ins suite states 3.11's facts;
// the AQL semantics and agreement suites cover the in-server versions (the arangosh profiles
// refuse, on purpose, what they cannot emulate faithfully: rollback on a cluster, 4.0's +
// operator). Used by npm test (a stand-in profile) and by the real tier (the profile of the
// real server's version, tests/standin/profiles.js profileForVersion).

const fs = require("fs");
const path = require("path");
const { getProfile, profileNames, profileForVersion, DEFAULT_PROFILE } = require("./standin/profiles");
const { AQL_SUITES } = require("./differential/steps");

const SUITE_RUNS_UNDER = {
  "test-standin-arangod.js": (profile) => profile.name === DEFAULT_PROFILE,
  "test-aql-semantics.js": (profile) => profile.host === "arangod",
  "test-aql-agreement.js": (profile) => profile.host === "arangod",
  "test-aql-agreement-unrecorded.js": (profile) => profile.host === "arangod"
};

function suiteRunsUnder(file, profileName) {
  const condition = SUITE_RUNS_UNDER[path.basename(file)];
  return condition === undefined || condition(getProfile(profileName));
}

// Suites of code that never reaches the server (the comparison, its statistics, the printed
// table): no version profile changes what they run, so npm test gives them the default
// profile and the oldest one (whose V8 bounds the syntax every loaded file may use) rather
// than all nine. The real tier runs them inside the real server like any other suite.
const SERVER_INDEPENDENT = ["test-advice.js", "test-compare.js", "test-compare-edges.js", "test-duets.js", "test-load.js",
  "test-load-lines.js", "test-load-summary.js", "test-mann-whitney.js", "test-run-load.js",
  "test-group-report.js", "test-noise.js", "test-paired-model.js", "test-reproduction.js", "test-run-group.js", "test-run-model.js",
  "test-turns-model.js", "test-ab-file.js", "test-turn-loop.js",
  "test-statistics-edges.js",
  "test-table.js", "test-table-parser.js"];
const OLDEST_PROFILE = profileNames()[0];

// The profiles whose differential program npm test runs against a real server's recorded
// answers (tests/differential/real-answers/VERSION.json; real-answers.test.js and
// real-tier-standin.test.js): that program runs the AQL suites under the profile, under the
// query tap, and the tests assert that they pass, so the profile's own batch need not run
// them again.
const ANSWERS = path.join(__dirname, "differential", "real-answers");
const PROFILES_WITH_ANSWERS = fs.readdirSync(ANSWERS).filter((name) => /\.json$/.test(name))
  .map((name) => profileForVersion(name.replace(/\.json$/, ""), "mmfiles")).filter((name) => name !== null);

// Whether npm test runs a suite under a profile besides the default.
function suiteWorthRunningUnder(file, profileName) {
  const name = path.basename(file);
  return suiteRunsUnder(file, profileName) &&
    (SERVER_INDEPENDENT.indexOf(name) < 0 || profileName === OLDEST_PROFILE) &&
    !(AQL_SUITES.indexOf(name) >= 0 && PROFILES_WITH_ANSWERS.indexOf(profileName) >= 0);
}

module.exports = { suiteRunsUnder, suiteWorthRunningUnder, SERVER_INDEPENDENT, OLDEST_PROFILE, PROFILES_WITH_ANSWERS };
