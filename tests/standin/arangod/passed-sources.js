"use strict";
// Which sources passed the language check (language-level.js), so that each is parsed once:
// in memory for the life of a process (every test suite loads the same product files into a
// fresh stand-in), and as empty marker files under node_modules/.cache for the many processes
// npm test starts (dry runs, command-line tests), each of which would otherwise parse all of
// shootout.js's modules again. Only passes are remembered: a refusal is always found anew.
//
// A marker's name is a SHA-256 of the source, the language level, acorn's version and the
// checker's own source, so an edited file, another level or a changed checker never finds a
// stale marker. Without a writable cache folder the markers are skipped; the check is the same.

const crypto = require("crypto");
const fs = require("fs");
const path = require("path");

const CACHE = path.resolve(__dirname, "..", "..", "..", "node_modules", ".cache", "aql-shootout-language-check");
// acorn's version from its package file: loading acorn itself is left to a source that is not
// marked yet (language-level.js), so a process whose sources all passed before never compiles it
const ACORN_VERSION = JSON.parse(fs.readFileSync(require.resolve("acorn/package.json"), "utf8")).version;
const CHECKER = crypto.createHash("sha256").update(fs.readFileSync(path.join(__dirname, "language-level.js"), "utf8"))
  .update("\0" + ACORN_VERSION).digest("hex");

const inMemory = new Set();
let cacheUsable = true;

function keyOf(source, levelName) {
  return crypto.createHash("sha256").update(CHECKER).update("\0" + levelName + "\0").update(source).digest("hex");
}

function hasPassed(source, levelName) {
  // (in memory by the text itself: no hash to compute for a source seen before)
  if (inMemory.has(levelName + "\0" + source)) {
    return true;
  }
  if (cacheUsable && fs.existsSync(path.join(CACHE, keyOf(source, levelName)))) {
    inMemory.add(levelName + "\0" + source);
    return true;
  }
  return false;
}

function markPassed(source, levelName) {
  const key = keyOf(source, levelName);
  inMemory.add(levelName + "\0" + source);
  if (!cacheUsable) {
    return;
  }
  try {
    fs.mkdirSync(CACHE, { recursive: true });
    fs.writeFileSync(path.join(CACHE, key), "");
  } catch (error) {
    cacheUsable = false;
  }
}

module.exports = { hasPassed, markPassed };
