"use strict";
// The real tier's work on one server: the checks of checks.js one after another, then the
// verdict of the differential check on the answers it recorded. tests/real/run.js runs it on
// real servers; npm test on the stand-in arangod executable (tests/node/real-tier-standin.test.js),
// so the tier cannot drift from the product unseen.

const { profileForVersion } = require("../standin/profiles");
const checks = require("./checks");
const differential = require("../differential/differential");

const CHECKS = ["differential", "jsunity", "script", "console", "faults"];
const RUNNERS = { differential: checks.differential, jsunity: checks.jsunity, script: checks.scriptMode,
  console: checks.consoleMode, faults: checks.faults };

// chosen.checks: names of CHECKS. Resolves to { server, context: { profile, recording }, lines,
// failed }: one line per check result, and the number that failed.
async function checkServer(server, chosen) {
  // 2.x has MMFiles only; for 3.x the engine is not known before the server runs, so a 3.4
  // (MMFiles or RocksDB) gets no profile rather than possibly the wrong one
  const engine = /^2\./.test(server.version) ? "mmfiles" : null;
  const context = { profile: profileForVersion(server.version, engine), recording: null };
  const lines = [];
  let failed = 0;
  for (const name of chosen.checks) {
    if (name === "differential" && context.profile === null) {
      lines.push("  - differential: no stand-in profile emulates " + server.version + "; not compared");
      continue;
    }
    const started = Date.now();
    let results;
    try {
      results = await RUNNERS[name](server, context);
    } catch (e) {
      results = [{ name, ok: false, detail: String(e && e.stack || e) }];
    }
    for (const one of results) {
      failed += one.ok ? 0 : 1;
      lines.push("  " + (one.ok ? "ok  " : "FAIL") + " " + one.name + (one.ok ? "" : ": " + one.detail));
    }
    lines.push("  (" + name + ": " + ((Date.now() - started) / 1000).toFixed(0) + " s)");
  }
  return { server, context, lines, failed };
}

// The differential verdict on the server's recorded answers: { table, unexplained }. A real
// server's answers are set against the stand-in's under its version's profile; given
// realEntries (the answers recorded from a real server of that version), those are set against
// the server's, which is then the stand-in executable's. A comparison that cannot be made is
// one unexplained difference, with the reason in the table's place: the tier goes on.
function differentialVerdict(outcome, realEntries) {
  const { recording, profile } = outcome.context;
  const version = outcome.server.version;
  try {
    if (realEntries === undefined) {
      return differential.againstStandIn(recording, profile, version);
    }
    const verdict = differential.judge(realEntries, recording.entries, version);
    return { table: differential.table(verdict, version, profile, 40, "this server (profile " + profile + "; its answers " +
      "in the stand-in column)"), unexplained: verdict.unexplained.length, verdict };
  } catch (e) {
    return { table: "  differential check: not made: " + String(e && e.stack || e), unexplained: 1, verdict: null };
  }
}

// What the tier prints for one checked server, and how many failures it counts: the check
// lines, then, when the differential program recorded answers, first (options.record) those
// answers written to tests/differential/real-answers/ (options.answersFolder: elsewhere), so
// that they are kept whatever the comparison finds, then the verdict's table.
// options.realEntries: see differentialVerdict. Returns { text, failed, file }.
function reportServer(outcome, options) {
  const chosen = options || {};
  const server = outcome.server;
  const lines = ["", "== " + server.name + (server.sha256 ? " (sha256 " + server.sha256.slice(0, 12) + "…)" : "") +
    ", stand-in profile " + (outcome.context.profile || "none")].concat(outcome.lines);
  let failed = outcome.failed;
  let file = null;
  if (outcome.context.recording !== null) {
    if (chosen.record) {
      file = differential.writeAnswers(outcome.context.recording, outcome.context.profile, server, chosen.answersFolder);
      lines.push("  recorded the real answers in " + file);
    }
    const verdict = differentialVerdict(outcome, chosen.realEntries);
    lines.push(verdict.table);
    failed += verdict.unexplained;
  }
  return { text: lines.join("\n") + "\n", failed, file };
}

module.exports = { CHECKS, checkServer, differentialVerdict, reportServer };
