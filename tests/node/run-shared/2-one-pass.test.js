"use strict";
// A fixture of run-shared-processes.test.js (not one of npm test's files): one passing test.
const test = require("node:test");
const assert = require("node:assert/strict");

test("fixture 2", () => assert.ok(true));
