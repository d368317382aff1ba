"use strict";
// The stand-in's side of the differential check: the same program (run-in-server.js with a
// plan of steps.js) run inside the stand-in under one version profile, in this process, as
// arangod --javascript.script would run it. Returns the recording ({ version, steps, entries })
// and what the program printed.

const fs = require("fs");
const os = require("os");
const path = require("path");
const { createArangod } = require("../standin/arangod");
const { differentialPlan } = require("./steps");

const ROOT = path.resolve(__dirname, "..", "..");
const IN_SERVER = path.join(__dirname, "run-in-server.js");

function runOnStandIn(profile) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "differential-"));
  try {
    const output = path.join(folder, "recording.json");
    const planFile = path.join(folder, "plan.json");
    fs.writeFileSync(planFile, JSON.stringify(differentialPlan(ROOT, output)));
    let printed = "";
    const arangod = createArangod({ profile, output: (text) => { printed += text; }, cwd: ROOT });
    const status = arangod.runScript(IN_SERVER, [planFile]);
    if (!fs.existsSync(output)) {
      throw new Error("the differential program wrote no recording on the stand-in (" + profile + "), exit " + status +
        ":\n" + printed.slice(-3000));
    }
    return { status, printed, recording: JSON.parse(fs.readFileSync(output, "utf8")) };
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

module.exports = { runOnStandIn };
