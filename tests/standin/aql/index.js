"use strict";
// The stand-in's AQL interpreter (README.md "aql/"):
//   runQuery({ server, database, profile }, query, bindVars, options)
//     -> { result: [...], extra: { stats: {...}, warnings: [{ code, message }] } }
// Phases: parse (parser.js) -> bind parameters and collections (binder.js) -> checks
// (validator.js) -> index choice (planner.js) -> compile and run (executor.js).
// Semantics: ../../../../shared/reference/aql-semantics.md.

const { ArangoError, unsupported } = require("../errors");
const { parse } = require("./parser");
const { bind } = require("./binder");
const { validate } = require("./validator");
const { planStatements } = require("./planner");
const { compileQuery } = require("./executor");
const { buildStats, atLeast } = require("./stats");
const { wrapForQuery } = require("./query-errors");
const { forEachNodeInStatements } = require("./ast");
const values = require("./values");

// arangod's default for the query option maxWarningCount.
const DEFAULT_MAX_WARNINGS = 10;

// The state of one running query, as expressions and stages see it (`q`).
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

  // §10: warnings come back in extra.warnings; failOnWarning turns them into errors.
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

  // §6 INSERT: on a single server a failing query is all or nothing.
  rollback() {
    for (const [collection, length] of this.rollbackMarks) {
      collection._rollbackTo(length);
    }
  }
}

// The optimizer option {rules: ["-all", "+use-indexes", ...]} (arangod-api.md §5.2) decides
// whether indexes may be used; the other rules do not change results.
function indexesEnabled(options) {
  const rules = options.optimizer && Array.isArray(options.optimizer.rules) ? options.optimizer.rules : [];
  let enabled = true;
  for (const rule of rules) {
    if (rule === "-all" || rule === "-use-indexes" || rule === "-use-index-range") {
      enabled = false;
    } else if (rule === "+all" || rule === "+use-indexes" || rule === "+use-index-range") {
      enabled = true;
    }
  }
  return enabled;
}

// extra.profile phase names (arangod-api.md §5.3): 2.5 "instanciating plan" (sic), 2.8
// "instantiating plan", 3.4 adds "loading collections", 3.11 "instantiating executors".
function profilePhases(profile) {
  if (profile.major < 3 && profile.minor !== 5 && profile.minor !== 8) {
    throw unsupported("the profile option in the " + profile.name + " profile");
  }
  const phases = ["initializing", "parsing", "optimizing ast"];
  if (atLeast(profile, 3, 4)) {
    phases.push("loading collections");
  }
  phases.push(profile.major === 2 && profile.minor === 5 ? "instanciating plan" : "instantiating plan", "optimizing plan");
  if (atLeast(profile, 3, 11)) {
    phases.push("instantiating executors");
  }
  phases.push("executing", "finalizing");
  return phases;
}

function seconds(from, to) {
  return Number(to - from) / 1e9;
}

function runQuery(env, query, bindVars, options) {
  const started = process.hrtime.bigint();
  const profile = env.profile || env.server.profile;
  const database = env.database;
  const queryOptions = options || {};
  if (queryOptions.silent === true) {
    throw unsupported("the undocumented query option silent");
  }
  if (queryOptions.profile !== undefined && queryOptions.profile !== false && queryOptions.profile !== 0 &&
      queryOptions.profile !== true && queryOptions.profile !== 1) {
    throw unsupported("the query option profile: " + JSON.stringify(queryOptions.profile));
  }
  const q = new QueryContext(profile, queryOptions);
  const wantFullCount = queryOptions.fullCount === true;

  let parsed;
  let program;
  let parsedAt;
  try {
    parsed = parse(query, profile);
    parsedAt = process.hrtime.bigint();
    bind(parsed, bindVars, database, profile);
    validate(parsed, profile);
  } catch (error) {
    throw wrapForQuery(error, profile, "parsing");
  }
  try {
    if (indexesEnabled(queryOptions)) {
      planStatements(parsed.statements);
    }
    program = compileQuery(parsed.statements, q, wantFullCount);
  } catch (error) {
    throw wrapForQuery(error, profile, "optimizing plan");
  }
  for (const warning of parsed.warnings) {
    q.warn(warning.code, warning.message);
  }
  forEachNodeInStatements(parsed.statements, (node) => {
    if (node.type === "collection" && node.collectionObject) {
      q.takeSnapshot(node.collectionObject);
    }
  });

  const executionStarted = process.hrtime.bigint();
  let rows;
  try {
    const frame = new Array(parsed.slotCount).fill(null);
    rows = program(frame, q);
  } catch (error) {
    q.rollback();
    throw wrapForQuery(error, profile, "executing");
  }
  const executed = process.hrtime.bigint();
  // Results are fresh JSON values, never stored documents or bind values (README).
  const result = rows.map(values.deepCopy);
  q.noteHeldRows(rows.length);
  const finished = process.hrtime.bigint();

  const hasTopLevelLimit = parsed.statements.some((statement) => statement.type === "limit");
  const stats = buildStats(profile, q.stats, {
    executionTime: seconds(started, finished),
    // without a top-level LIMIT every row counts (not verified against a server)
    fullCount: wantFullCount ? (hasTopLevelLimit ? q.fullCount : result.length) : undefined
  });
  const extra = { stats, warnings: q.warnings };
  if (queryOptions.profile === true || queryOptions.profile === 1) {
    const timings = {};
    const parsing = seconds(started, parsedAt);
    const planning = seconds(parsedAt, executionStarted);
    for (const phase of profilePhases(profile)) {
      timings[phase] = phase === "parsing" ? parsing : phase === "optimizing plan" ? planning :
        phase === "executing" ? seconds(executionStarted, executed) :
          phase === "finalizing" ? seconds(executed, finished) : 0;
    }
    extra.profile = timings;
  }
  return { result, extra };
}

module.exports = { runQuery };
