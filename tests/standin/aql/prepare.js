"use strict";
// The phases a query goes through before it runs, shared by runQuery (index.js) and explain
// (explain.js) so that both raise exactly the same errors and see exactly the same planner
// decisions: parse -> bind -> validate (wrapped "while parsing"), then index choice ->
// compile (wrapped "while optimizing plan"), lib/Basics/errors.dat "How messages are wrapped".

const { parse } = require("./parser");
const { bind } = require("./binder");
const { validate } = require("./validator");
const { planStatements } = require("./planner");
const { refuseUnemulatedIndexUse } = require("./index-refusals");
const { reduceExtractionToProjection, madeIndexScans } = require("./projections");
const { compileQuery } = require("./executor");
const { optimizeAst2x } = require("./ast-optimizer-2x");
const { rewriteConditions28, rewritesConditions28 } = require("./condition-rewrites-28");
const { emulatesOptimizer2x, optimizePlan2x, indexRuleEnabled2x } = require("./optimizer-2x");
const { wrapForQuery } = require("./query-errors");
const { unsupported } = require("../errors");

// The optimizer option {rules: ["-all", "+use-indexes", ...]} (v2.7.0 arangod/Aql/Query.cpp,
// canUseQueryCache) turns
// rules off and on, left to right; `names` are the names one rule has had over the versions.
// Only the rules that change what a query reads matter here; the others do not change results.
function ruleEnabled(options, names) {
  const rules = options.optimizer && Array.isArray(options.optimizer.rules) ? options.optimizer.rules : [];
  let enabled = true;
  for (const rule of rules) {
    if (rule === "-all" || names.some((name) => rule === "-" + name)) {
      enabled = false;
    } else if (rule === "+all" || names.some((name) => rule === "+" + name)) {
      enabled = true;
    }
  }
  return enabled;
}

function indexesEnabled(options, profile) {
  if (profile !== undefined && emulatesOptimizer2x(profile)) {
    // 2.5/2.6 know only use-index-range, 2.8 only use-indexes (Optimizer::setupRules; unknown
    // names are ignored)
    return indexRuleEnabled2x(options, profile);
  }
  return ruleEnabled(options, ["use-indexes", "use-index-range"]);
}

// Parses, binds and validates; returns what parser.parse returns, with values and
// collections bound into the statements. `onParsed()` (optional) is called between parsing
// and binding, for runQuery's phase timings.
function parseAndBind(query, bindVars, database, profile, onParsed) {
  try {
    const parsed = parse(query, profile);
    if (onParsed) {
      onParsed();
    }
    bind(parsed, bindVars, database, profile);
    validate(parsed, profile);
    return parsed;
  } catch (error) {
    throw wrapForQuery(error, profile, "parsing");
  }
}

// Chooses indexes (unless the optimizer rules forbid them), applies RocksDB's projection rule
// (projections.js; parsed.reducedToProjections says whether it changed the plan) and compiles
// the statements into the program that runQuery runs (explain compiles too, only to raise
// the same errors). 2.5, 2.6 and 2.8: the AST is folded first (ast-optimizer-2x.js) and the
// plan and its optimizer rules are emulated after the index choice (optimizer-2x.js;
// parsed.plan2x, which explain writes), which also puts the statements into the plan's order;
// 2.8 makes ORs of one attribute IN lists before the index choice (condition-rewrites-28.js).
function planAndCompile(parsed, q, options, wantFullCount) {
  try {
    const like2x = emulatesOptimizer2x(q.profile);
    if (like2x) {
      // the parser's warnings come before those of the AST optimization
      for (const warning of parsed.warnings) {
        q.warn(warning.code, warning.message);
      }
      parsed.warnings = [];
      optimizeAst2x(parsed, q);
    }
    if (rewritesConditions28(q.profile)) {
      // replace-or-with-in, before the index choice (condition-rewrites-28.js)
      parsed.replacedOrWithIn = rewriteConditions28(parsed.statements, ruleEnabled(options, ["replace-or-with-in"]));
    }
    if (indexesEnabled(options, q.profile)) {
      planStatements(parsed.statements, q.profile);
      refuseUnemulatedIndexUse(parsed.statements, q.profile);
    }
    if (like2x) {
      parsed.plan2x = optimizePlan2x(parsed, q, options);
    }
    parsed.reducedToProjections = q.profile.engine === "rocksdb" &&
      ruleEnabled(options, ["reduce-extraction-to-projection"]) &&
      reduceExtractionToProjection(parsed.statements, q.profile);
    if (parsed.reducedToProjections && q.profile.major === 3 && q.profile.minor < 10 && madeIndexScans(parsed.statements)) {
      throw unsupported("RocksDB's reduce-extraction-to-projection rule before 3.10 turning a loop into an index " +
        "scan (projections.js)");
    }
    return compileQuery(parsed.statements, q, wantFullCount);
  } catch (error) {
    throw wrapForQuery(error, q.profile, "optimizing plan");
  }
}

module.exports = { indexesEnabled, parseAndBind, planAndCompile };
