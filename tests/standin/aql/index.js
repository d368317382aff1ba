"use strict";
// The stand-in's AQL interpreter (README.md "aql/"):
//   runQuery({ server, database, profile }, query, bindVars, options)
//     -> { result: [...], extra: { stats: {...}, warnings: [{ code, message }] } }
//   explain({ server, database, profile }, query, bindVars, options)
//     -> { plan, warnings, stats[, cacheable] } (explain.js)
// Phases (prepare.js, shared by both): parse (parser.js) -> bind parameters and collections
// (binder.js) -> checks (validator.js) -> index choice (planner.js) -> compile (executor.js);
// runQuery then runs the compiled program.
// Semantics: ArangoDB's AQL documentation (3.12 and 2.8) and grammar, named where used.

const { unsupported } = require("../errors");
const { QueryContext } = require("./query-context");
const { parseAndBind, planAndCompile } = require("./prepare");
const { buildStats, atLeast } = require("./stats");
const { wrapForQuery } = require("./query-errors");
const { forEachNodeInStatements } = require("./ast");
const { explain } = require("./explain");
const values = require("./values");

// extra.profile phase names (v2.5.0 arangod/Aql/ExecutionStats.cpp; docs 3.12, query statistics): 2.5
// "instanciating plan" (sic), 2.8
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
  // the 2.x graph functions read collections by name (functions.js)
  q.database = database;
  const wantFullCount = queryOptions.fullCount === true;

  let parsedAt;
  const parsed = parseAndBind(query, bindVars, database, profile, () => {
    parsedAt = process.hrtime.bigint();
  });
  const program = planAndCompile(parsed, q, queryOptions, wantFullCount);
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

module.exports = { runQuery, explain };
