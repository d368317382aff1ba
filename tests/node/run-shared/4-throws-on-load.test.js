"use strict";
// A fixture of run-shared-processes.test.js (not one of npm test's files): a file that throws
// as it loads, before it could declare a test.

throw new Error("fixture 4 cannot load");
