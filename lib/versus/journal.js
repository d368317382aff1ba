"use strict";
// Node only: the journal of a version shootout (DIR/versus.json), the one record of what has
// happened, so that a versus stopped at any moment (Ctrl-C, kill -9, a crash, a reboot)
// continues where it stopped when the same command runs again.
//
// It is written after every change of state (written whole to versus.json.tmp, flushed to
// disk, then renamed over versus.json: a rename is atomic, so a reader finds the old journal
// or the new one, never half of one). Every server run is an attempt:
//   { id: "a-3", side: "a", slot: 4, state, results, log, arguments, pid, startedAt, endedAt,
//     seconds, exit: { status, signal } | null, reason, breakLock }
// state: "starting" (written before the server is spawned), "running" (with its pid), then
// "done" (counted: its results file is complete) or "missing" (never counted; reason says
// why). A run is counted once, by its attempt, whatever happens to versus around it.
//
// The journal of the duet design (design: "duet") has, besides, its seed and its process
// pairs: { pair: 3, state, attempts: ["a-3", "b-3"], startedAt (the ISO time both servers of
// the pair count their samples from), endedAt, seconds, rows, closedRows, reason }; each
// attempt names its pair. A pair counts only when both its results files are complete; then
// both attempts are "done", else both are "missing". A journal without `design` was made
// before designs existed: the runs design.

const fs = require("fs");

const FORMAT = "aql-shootout-versus/1";

class JournalError extends Error {}

function describeError(error) {
  return error && error.code ? error.code + ", " + error.message : String(error && error.message);
}

function read(file) {
  let text;
  try {
    text = fs.readFileSync(file, "utf8");
  } catch (error) {
    if (error.code === "ENOENT") {
      return null;
    }
    throw new JournalError("cannot read the journal " + file + " (" + describeError(error) + ")");
  }
  let journal;
  try {
    journal = JSON.parse(text);
  } catch (error) {
    throw new JournalError("the journal " + file + " is not JSON (" + error.message + "); it is only ever replaced " +
      "whole, so something else wrote it: restore it or clean the directory");
  }
  if (journal === null || journal.format !== FORMAT || !Array.isArray(journal.attempts)) {
    throw new JournalError("the journal " + file + " is not a versus journal of format " + FORMAT);
  }
  return journal;
}

function write(file, journal) {
  const temporary = file + ".tmp";
  try {
    const descriptor = fs.openSync(temporary, "w");
    try {
      fs.writeSync(descriptor, JSON.stringify(journal, null, 2) + "\n");
      fs.fsyncSync(descriptor);
    } finally {
      fs.closeSync(descriptor);
    }
    fs.renameSync(temporary, file);
  } catch (error) {
    throw new JournalError("cannot write the journal " + file + " (" + describeError(error) + ")" +
      (error.code === "ENOSPC" ? ": the disk is full; free some space" : ": check that the disk is writable") +
      ", then run the same command again (it continues from the last run recorded)");
  }
}

// A new journal. identity: what must stay the same for a later command to continue it
// (binaries, versions, server options, the suite's words, the working directory).
// design: "runs" or "duet"; seed: the duet's seed of its turns (turns.js).
function create(identity, plan, design, seed) {
  const journal = { format: FORMAT, createdAt: new Date().toISOString(), design, identity, plan, attempts: [],
    targetChecks: [] };
  if (design === "duet") {
    journal.seed = seed;
    journal.pairs = [];
  }
  return journal;
}

function designOf(journal) {
  return journal.design || "runs";
}

function pairsDone(journal) {
  return (journal.pairs || []).filter((pair) => pair.state === "done");
}

function pairsMissing(journal) {
  return (journal.pairs || []).filter((pair) => pair.state === "missing");
}

// The differences between the journal's identity and a new command's, as sentences; none
// means the command may continue the journal.
function identityDifferences(saved, wanted) {
  const differences = [];
  const compare = (label, a, b) => {
    if (JSON.stringify(a) !== JSON.stringify(b)) {
      differences.push(label + ": " + JSON.stringify(a) + " then, " + JSON.stringify(b) + " now");
    }
  };
  for (const side of ["a", "b"]) {
    compare("arangod of side " + side, saved.sides[side].arangod, wanted.sides[side].arangod);
    compare("version of side " + side, saved.sides[side].version, wanted.sides[side].version);
    compare("server options of side " + side, saved.sides[side].serverOptions, wanted.sides[side].serverOptions);
  }
  compare("suite options", saved.suiteWords, wanted.suiteWords);
  compare("working directory", saved.cwd, wanted.cwd);
  return differences;
}

function attemptsOf(journal, side) {
  return journal.attempts.filter((attempt) => attempt.side === side);
}

function done(journal, side) {
  return journal.attempts.filter((attempt) => attempt.state === "done" && (side === undefined || attempt.side === side));
}

function missing(journal) {
  return journal.attempts.filter((attempt) => attempt.state === "missing");
}

// Attempts left "starting" or "running" by a versus that stopped without recording their end.
function unfinished(journal) {
  return journal.attempts.filter((attempt) => attempt.state === "starting" || attempt.state === "running");
}

// The next attempt's id for a side: a-1, a-2, ... (missing attempts keep their numbers, so no
// results file is ever written twice).
function nextId(journal, side) {
  return side + "-" + (attemptsOf(journal, side).length + 1);
}

module.exports = { JournalError, FORMAT, read, write, create, identityDifferences, done, missing, unfinished, nextId,
  attemptsOf, designOf, pairsDone, pairsMissing };
