"use strict";
// A fixture of run-shared-processes.test.js (not one of npm test's files): two passing tests.
const test = require("node:test");
const assert = require("node:assert/strict");

test("fixture 1, first", () => assert.equal(1 + 1, 2));
test("fixture 1, second", () => assert.equal("a".repeat(2), "aa"));
