"use strict";
// A fixture of run-shared-processes.test.js (not one of npm test's files): a file that throws
// before it declares its test.
const test = require("node:test");

throw new Error("fixture 4 cannot load");
// eslint-disable-next-line no-unreachable
test("fixture 4, never declared", () => {});
