"use strict";
// The differential check of one real server: its recorded answers (query-tap.js entries)
// against the stand-in running the same program under that version's profile. Gives the
// table the real tier prints (per kind: answers that agree, differ, or differ in a known
// version boundary), the differences themselves, and reads and writes the recorded answers
// kept in tests/differential/real-answers/ for npm test.

const fs = require("fs");
const path = require("path");
const { compareRecordings, KINDS } = require("./compare-recordings");
const { knownDifference } = require("./known-differences");
const { runOnStandIn } = require("./stand-in-side");
const { differentialPlan } = require("./steps");

const ANSWERS = path.join(__dirname, "real-answers");
const ROOT = path.resolve(__dirname, "..", "..");

function shorten(value, length) {
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return text === undefined ? "undefined" : (text.length > length ? text.slice(0, length - 1) + "…" : text);
}

// realEntries against standInEntries: { pairs, rows, unexplained: [differences], known }.
function judge(realEntries, standInEntries, version) {
  const compared = compareRecordings(realEntries, standInEntries);
  const rows = {};
  for (const kind of KINDS) {
    rows[kind] = { compared: compared.compared[kind] || 0, differ: 0, known: 0 };
  }
  const unexplained = [];
  for (const difference of compared.differences) {
    // a question one side asked again, answered alike where both asked it: nothing to explain
    const known = difference.kind === "repeat" || knownDifference(difference, version);
    rows[difference.kind][known ? "known" : "differ"] += 1;
    if (!known) {
      unexplained.push(difference);
    }
  }
  return { pairs: compared.pairs, rows, unexplained };
}

// against: what the real answers were set against (default: the stand-in under the profile).
function table(verdict, version, profile, limit, against) {
  const lines = ["  differential check: " + version + " against " + (against || "the stand-in's profile " + profile) + ", " +
    verdict.pairs + " answers paired",
  "  kind            agree  differ  known"];
  for (const kind of KINDS) {
    const row = verdict.rows[kind];
    if (row.compared === 0 && row.differ === 0 && row.known === 0) {
      continue;
    }
    const agree = Math.max(0, row.compared - row.differ - row.known);
    lines.push("  " + kind.padEnd(14) + String(agree).padStart(7) + String(row.differ).padStart(8) + String(row.known).padStart(7));
  }
  for (const difference of verdict.unexplained.slice(0, limit)) {
    lines.push("  DIFFERS " + difference.kind + " [" + difference.entry.label + "] " + shorten(difference.entry.query, 110) +
      " " + shorten(difference.entry.bindVars, 80) + "\n      real:     " + shorten(difference.real, 300) +
      "\n      stand-in: " + shorten(difference.standIn, 300));
  }
  if (verdict.unexplained.length > limit) {
    lines.push("  … and " + (verdict.unexplained.length - limit) + " more differences");
  }
  return lines.join("\n");
}

// The real tier: a fresh recording against the stand-in now.
function againstStandIn(recording, profile, version) {
  const standIn = runOnStandIn(profile).recording;
  const verdict = judge(recording.entries, standIn.entries, version);
  return { table: table(verdict, version, profile, 40), unexplained: verdict.unexplained.length, verdict };
}

function answersFile(version, folder) {
  return path.join(folder || ANSWERS, version + ".json");
}

// The plan's steps without this checkout's paths, so a recording made here is checked anywhere.
function portableSteps() {
  return differentialPlan(ROOT, "").steps.map((step) => Object.assign({}, step,
    step.file ? { file: path.relative(ROOT, step.file) } : {}));
}

// folder: default tests/differential/real-answers/. Returns the file's path relative to the checkout.
function writeAnswers(recording, profile, server, folder) {
  fs.mkdirSync(folder || ANSWERS, { recursive: true });
  const file = answersFile(server.version, folder);
  const kept = {
    version: server.version,
    profile,
    bundle: server.archive ? { archive: path.basename(server.archive), sha256: server.sha256 } : null,
    recordedAt: new Date().toISOString(),
    steps: portableSteps(),
    entries: recording.entries
  };
  // one answer per line, so that a new recording's diff shows the answers that changed
  const head = JSON.stringify(Object.assign({}, kept, { entries: [] }), null, 1).replace(/\[\]\n\}$/, "");
  fs.writeFileSync(file, head + "[\n" + kept.entries.map((entry) => JSON.stringify(entry)).join(",\n") + "\n]\n}\n");
  return path.relative(ROOT, file);
}

function readAllAnswers() {
  if (!fs.existsSync(ANSWERS)) {
    return [];
  }
  return fs.readdirSync(ANSWERS).filter((name) => /\.json$/.test(name)).sort()
    .map((name) => JSON.parse(fs.readFileSync(path.join(ANSWERS, name), "utf8")));
}

module.exports = { judge, table, againstStandIn, writeAnswers, readAllAnswers, portableSteps };
