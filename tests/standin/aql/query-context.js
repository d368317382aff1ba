"use strict";
// The state of one query as expressions and stages see it (`q`): profile, counters for
// extra.stats, warnings, snapshots and rollback marks. Shared by runQuery (index.js) and
// explain (explain.js), which compiles the query to validate it but never runs it.

const { ArangoError, unsupported } = require("../errors");

// arangod's default for the query option maxWarningCount.
const DEFAULT_MAX_WARNINGS = 10;

class QueryContext {
  constructor(profile, options) {
    this.profile = profile;
    this.stats = {
      writesExecuted: 0, writesIgnored: 0, scannedFull: 0, scannedIndex: 0, filtered: 0,
      cursorsCreated: 0, heldRows: 0
    };
    this.warnings = [];
    this.maxWarnings = typeof options.maxWarningCount === "number" ? options.maxWarningCount : DEFAULT_MAX_WARNINGS;
    this.failOnWarning = options.failOnWarning === true;
    this.fullCount = 0;
    this.snapshots = new Map();
    this.rollbackMarks = new Map();
    this.lookupCache = new Map();
    this.unsupported = unsupported;
  }

  // lib/Basics/errors.dat: warnings come back in extra.warnings; failOnWarning turns them
  // into errors.
  warn(code, message) {
    if (this.failOnWarning) {
      throw new ArangoError(code, message, 400);
    }
    if (this.warnings.length < this.maxWarnings) {
      this.warnings.push({ code, message });
    }
  }

  noteHeldRows(count) {
    if (count > this.stats.heldRows) {
      this.stats.heldRows = count;
    }
  }

  // A query reads the documents a collection had when it started (its own inserts stay
  // invisible to its reads, as in arangod's snapshot reads).
  takeSnapshot(collection) {
    if (!this.snapshots.has(collection)) {
      this.snapshots.set(collection, collection._snapshotLength());
    }
  }

  snapshotLength(collection) {
    if (!this.snapshots.has(collection)) {
      this.takeSnapshot(collection);
    }
    return this.snapshots.get(collection);
  }

  insert(collection, document) {
    if (!this.rollbackMarks.has(collection)) {
      this.rollbackMarks.set(collection, collection._snapshotLength());
    }
    const stored = collection._insertStored(document);
    this.stats.writesExecuted += 1;
    return stored;
  }

  // docs 3.12 and 2.8, high-level operations INSERT: on a single server a failing query is all or nothing.
  rollback() {
    for (const [collection, length] of this.rollbackMarks) {
      collection._rollbackTo(length);
    }
  }
}

module.exports = { QueryContext, DEFAULT_MAX_WARNINGS };
