"use strict";
// An "arangod" binary for one side of a test of versus or the real tier's command lines: a
// small shell script that runs the stand-in executable (tests/standin/arangod-executable.js)
// with these settings in front of whatever arguments it is given. Returns the script's path.
// A test file run on its own (`node --test FILE`, not by tests/run.js) guards its processes as
// tests/run.js does (tests/run-processes.js): its servers end when its process ends, however it ends.

const fs = require("fs");
const path = require("path");

const { guardRunUnlessGuarded } = require("../run-processes");
const { getProfile } = require("../standin/profiles");
const { versionText } = require("../standin/version-text");

const EXECUTABLE = path.resolve(__dirname, "..", "standin", "arangod-executable.js");

function standInArangod(folder, name, settings) {
  guardRunUnlessGuarded();
  const settingsFile = path.join(folder, name + ".json");
  fs.writeFileSync(settingsFile, JSON.stringify(settings));
  const wrapper = path.join(folder, name);
  fs.writeFileSync(wrapper, scriptFor(settingsFile), { mode: 0o755 });
  return wrapper;
}

function scriptFor(settingsFile) {
  return "#!/bin/sh\nexec \"" + process.execPath + "\" \"" + EXECUTABLE + "\" --standin.settings \"" + settingsFile +
    "\" \"$@\"\n";
}

// What `wrapper --version` prints, read off its settings rather than from a process of its own
// (a node process, about 0.05 s of CPU, for each side of each versus a test runs in its own
// process); null for a file that is not such a wrapper as this module writes: then ask it.
function printedVersion(wrapper) {
  const settingsFile = wrapper + ".json";
  let script;
  let settings;
  try {
    script = fs.readFileSync(wrapper, "utf8");
    settings = JSON.parse(fs.readFileSync(settingsFile, "utf8"));
  } catch (error) {
    return null;
  }
  return script === scriptFor(settingsFile) ? versionText(getProfile(settings.profile)) : null;
}

module.exports = { standInArangod, printedVersion };
