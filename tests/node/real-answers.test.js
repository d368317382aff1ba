"use strict";
// The stand-in against what real servers answered, on any machine: the answers a real arangod
// gave to every query of the differential program (recorded by npm run test:real -- --record
// into tests/differential/real-answers/) are compared with the stand-in running the same
// program under that version's profile. Any difference that is not a known version boundary
// (tests/differential/known-differences.js) fails, with the query and both answers.
// 2.5.4's answers are compared through the real tier itself, run on the stand-in arangod
// executable (real-tier-standin.test.js); the program is run here for every other version.

const test = require("node:test");
const assert = require("node:assert/strict");
const { readAllAnswers, judge, table, portableSteps } = require("../differential/differential");
const { runOnStandIn } = require("../differential/stand-in-side");
const { AQL_SUITES, PRODUCT_STEPS } = require("../differential/steps");

const recorded = readAllAnswers();
const THROUGH_THE_TIER = "2.5.4";

test("real answers are recorded for the real servers' versions", () => {
  assert.ok(recorded.length >= 1, "no recorded real answers in tests/differential/real-answers/");
});

for (const answers of recorded) {
  test("the answers of " + answers.version + " were recorded with the differential program of today", () => {
    assert.deepEqual(answers.steps, portableSteps(),
      "the differential program changed since these answers were recorded: run npm run test:real -- --record");
  });
  if (answers.version === THROUGH_THE_TIER) {
    continue;
  }
  test("the stand-in's " + answers.profile + " profile answers as a real " + answers.version + " did", () => {
    const standIn = runOnStandIn(answers.profile).recording;
    const verdict = judge(answers.entries, standIn.entries, answers.version);
    assert.equal(verdict.unexplained.length, 0, table(verdict, answers.version, answers.profile, 15));
    // the AQL suites passed under the profile (npm test runs them here, not again in the
    // profile's batch: tests/suite-conditions.js), and no step threw
    const steps = standIn.steps.filter((step) => /^jsunity /.test(step.name));
    assert.deepEqual(steps.map((step) => step.name), AQL_SUITES.map((file) => "jsunity " + file));
    steps.forEach((step) => assert.ok(step.total > 0 && step.failed === 0, step.name + ": " + step.failed + " of " +
      step.total + " failed"));
    assert.deepEqual(standIn.steps.filter((step) => step.threw !== undefined).map((step) => step.name), []);
    // every suite ran with every case verified (exit status 0), the shootout's 33 on 1,000
    // documents among them (tests/node/profiles-dry-run.test.js leaves these profiles to it)
    const suites = standIn.steps.filter((step) => step.status !== undefined);
    assert.deepEqual(suites.map((step) => step.name + ": " + step.status), PRODUCT_STEPS.filter((step) => step.kind === "main")
      .map((step) => step.name + ": 0"));
  });
}
