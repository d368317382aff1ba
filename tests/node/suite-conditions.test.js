"use strict";
// Which jsunity suites npm test runs under which stand-in profile (tests/suite-conditions.js):
// the stand-in's own suites only where their facts hold, and the suites of code that never
// reaches the server under the default and the oldest profile only. That second list must stay
// true: none of its suites, nor any module they load, may touch the server (lib/host.js, the
// only door to it, or arangod's own modules).

const test = require("node:test");
const assert = require("node:assert");
const fs = require("fs");
const path = require("path");
const { suiteRunsUnder, suiteWorthRunningUnder, SERVER_INDEPENDENT, OLDEST_PROFILE, PROFILES_WITH_ANSWERS } =
  require("../suite-conditions");
const { AQL_SUITES } = require("../differential/steps");
const { profileNames, DEFAULT_PROFILE } = require("../standin/profiles");

const ROOT = path.resolve(__dirname, "..", "..");
const OTHER_PROFILES = profileNames().filter((name) => name !== DEFAULT_PROFILE);

test("the stand-in's own suites run where their facts hold", () => {
  assert.deepEqual(profileNames().filter((name) => suiteRunsUnder("tests/test-standin-arangod.js", name)), [DEFAULT_PROFILE]);
  assert.ok(suiteRunsUnder("tests/test-aql-semantics.js", "2.5.1"));
  assert.ok(!suiteRunsUnder("tests/test-aql-semantics.js", "devel-arangosh"));
  assert.ok(OTHER_PROFILES.every((name) => suiteRunsUnder("tests/test-cases.js", name)));
});

test("suites of code that never reaches the server run under the oldest profile besides the default", () => {
  assert.equal(OLDEST_PROFILE, "2.5.1");
  for (const suite of SERVER_INDEPENDENT) {
    assert.deepEqual(OTHER_PROFILES.filter((name) => suiteWorthRunningUnder("tests/" + suite, name)), [OLDEST_PROFILE],
      suite);
  }
  // every other suite still runs wherever its facts hold
  assert.deepEqual(OTHER_PROFILES.filter((name) => suiteWorthRunningUnder("tests/test-cases.js", name)), OTHER_PROFILES);
  // the AQL suites run in the differential program of the profiles with recorded real answers
  // (real-answers.test.js, real-tier-standin.test.js assert that they pass), not again in their batch
  assert.deepEqual(PROFILES_WITH_ANSWERS, ["2.5.4", "2.6", "2.8"]);
  for (const suite of AQL_SUITES) {
    assert.deepEqual(OTHER_PROFILES.filter((name) => suiteWorthRunningUnder("tests/" + suite, name)),
      OTHER_PROFILES.filter((name) => suiteRunsUnder("tests/" + suite, name) && !PROFILES_WITH_ANSWERS.includes(name)),
      suite);
  }
  assert.ok(suiteWorthRunningUnder("tests/test-aql-semantics.js", "3.12"));
});

// The modules a file loads, by its require("./...") and shootout.require("./...") calls.
function loadedModules(file, seen) {
  const text = fs.readFileSync(file, "utf8");
  const base = file.startsWith(path.join(ROOT, "tests")) ? ROOT : path.dirname(file);
  for (const match of text.matchAll(/require\("(\.{1,2}\/[^"]+)"\)/g)) {
    const target = path.resolve(base, match[1]).replace(/(\.js)?$/, ".js");
    if (!seen.has(target)) {
      seen.add(target);
      loadedModules(target, seen);
    }
  }
  return seen;
}

test("no suite on that list, nor any module it loads, touches the server", () => {
  for (const suite of SERVER_INDEPENDENT) {
    const file = path.join(ROOT, "tests", suite);
    const modules = [...loadedModules(file, new Set())].map((module) => path.relative(ROOT, module));
    assert.ok(modules.length > 0, suite + " loads the product's modules");
    assert.ok(!modules.includes(path.join("lib", "host.js")), suite + " loads lib/host.js");
    for (const source of [file].concat(modules.map((module) => path.join(ROOT, module)))) {
      // (code only: comments may name what the server offers)
      const text = fs.readFileSync(source, "utf8").replace(/\/\*[\s\S]*?\*\//g, "").replace(/\/\/.*$/gm, "");
      assert.ok(!/require\("(internal|@arangodb[^"]*|org\/arangodb[^"]*)"\)|\bdb\._/.test(text),
        path.relative(ROOT, source) + " (loaded by " + suite + ") reaches for the server");
    }
  }
});
