"use strict";
// An "arangod" binary for one side of a test of versus or the real tier's command lines: a
// small shell script that runs the stand-in executable (tests/standin/arangod-executable.js)
// with these settings in front of whatever arguments it is given. Returns the script's path.
// A test file run on its own (`node --test FILE`, not by tests/run.js) guards its processes as
// tests/run.js does (tests/run-processes.js): its servers end when its process ends, however it ends.

const fs = require("fs");
const path = require("path");

const { guardRunUnlessGuarded } = require("../run-processes");

const EXECUTABLE = path.resolve(__dirname, "..", "standin", "arangod-executable.js");

function standInArangod(folder, name, settings) {
  guardRunUnlessGuarded();
  const settingsFile = path.join(folder, name + ".json");
  fs.writeFileSync(settingsFile, JSON.stringify(settings));
  const wrapper = path.join(folder, name);
  fs.writeFileSync(wrapper, "#!/bin/sh\nexec \"" + process.execPath + "\" \"" + EXECUTABLE + "\" --standin.settings \"" +
    settingsFile + "\" \"$@\"\n", { mode: 0o755 });
  return wrapper;
}

module.exports = { standInArangod };
