"use strict";
// A fixture of run-shared-processes.test.js (not one of npm test's files): one test passes,
// one fails.
const test = require("node:test");
const assert = require("node:assert/strict");

test("fixture 5 passes", () => assert.ok(true));
test("fixture 5 fails", () => assert.equal(1, 2));
