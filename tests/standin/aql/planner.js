"use strict";
// Which FOR loops over collections become index lookups.
//
// A FOR over a collection is served by an index when a FILTER after it in the same scope
// (possibly after other FILTERs and LETs) has a condition, or one conjunct of an AND, of the
// form `v.attr == expr`, `expr == v.attr` or `v.attr IN expr`, where expr does not depend on v
// (it may read variables of enclosing loops, as in a self-join), and attr is the first field
// of a hash/skiplist/persistent index, or _key/_id (the primary index serves both: docs-hugo
// site/content/3.11/index-and-search/indexing/index-basics.md, "Primary Index"). The conjunct
// the index covers is removed from the FILTER (arangod's remove-filter-covered-by-index), so
// it neither runs again nor counts in `filtered` (docs 3.12, query statistics; v2.5.0
// arangod/Aql/ExecutionBlock.cpp, shape 6 and 8).
// Range conditions are not served by indexes here (they stay FILTERs), except in 2.5/2.6/2.8 (below).
// 2.8: a hash index of several fields serves only a lookup of all of them, from conjuncts of
// one FILTER or several (several-field-indexes-28.js; `parts` in the index access).
//
// An attribute named through a bind parameter (`v.@attr`, marked `bound` by binder.js) is
// served like a plain one, except on 2.5.0-2.5.3: there the index rules accept only plain
// attribute accesses (FindVarAndAttr / BuildRangeInfo in arangod/Aql/OptimizerRules.cpp, tag
// v2.5.0: a NODE_TYPE_BOUND_ATTRIBUTE_ACCESS anywhere in the chain clears the match). Commit
// 74f8b2b846 "use indexes when referring to an attribute name via bind parameter" (first tag
// v2.5.4) added the bound access to both; 2.6.0 turns bound accesses into plain ones before
// optimizing (Ast.cpp, commit 06cf34700f).
//
// 2.5, 2.6 and 2.8 (the profiles whose plans optimizer-2x.js builds): the planner works on
// the folded statements (ast-optimizer-2x.js) and leaves the FILTER whole: whether the covered
// condition goes away is remove-filter-covered-by-index's decision (optimizer-2x.js, 2.8:
// optimizer-28.js), which in 2.5/2.6 also checks that the index chosen here is the one
// arangod's plan gives. There a range (`v.attr < constant`, <=, >, >=) on the first field of
// a skiplist index is served too (BuildRangeInfo and the skiplist branch of
// FilterToEnumCollFinder, arangod/Aql/OptimizerRules.cpp v2.5.4 / v2.6.0-alpha2, a sparse
// skiplist only for a lower bound that excludes null; 2.8: SkiplistIndex::supportsFilterCondition,
// arangod/Indexes/SkiplistIndex.cpp v2.8.3, a sparse one refused by index-refusals.js).

const { expressionFacts, forEachExpressionNode } = require("./ast");
const { statementExpressions } = require("./validator");
const { unsupported } = require("../errors");
const { several28, servesFirstFieldAlone28, severalFieldLookup28 } = require("./several-field-indexes-28");

// Lower is preferred: equality before IN, primary before unique before non-unique indexes.
const SCORE = { primary: 0, unique: 1, plain: 2 };
const IN_PENALTY = 3;
const RANGE_PENALTY = 6;
const RANGE_OPERATORS = new Set(["<", "<=", ">", ">="]);
const REVERSED = { "<": ">", "<=": ">=", ">": "<", ">=": "<=" };

// The profiles whose index rules optimizer-2x.js emulates after the planner (2.5 and 2.6).
function plansLike2x(profile) {
  return profile.major === 2 && (profile.minor === 5 || profile.minor === 6);
}

// The profiles whose plans optimizer-2x.js builds and optimizes (2.5, 2.6 and 2.8): the
// planner leaves their FILTERs whole, remove-filter-covered-by-index decides what goes.
function optimizesPlans2x(profile) {
  return profile.major === 2 && (profile.minor === 5 || profile.minor === 6 || profile.minor === 8);
}

// The attribute path `v.a.b` (or v["a"]) reads from the variable in `slot`, or null.
function attributePathOf(node, slot) {
  const path = [];
  let current = node;
  for (;;) {
    if (current.type === "attribute") {
      path.push(current.name);
      current = current.object;
    } else if (current.type === "index" && current.index.type === "value" && typeof current.index.value === "string") {
      path.push(current.index.value);
      current = current.object;
    } else if (current.type === "variable" && current.variable.slot === slot) {
      return path.length > 0 ? path.reverse() : null;
    } else {
      return null;
    }
  }
}

// Whether the version's index rules accept an attribute named by a bind parameter (above).
function boundAttributesIndexable(profile) {
  const [major, minor, patch] = String(profile.version).split(/[.-]/).map((part) => parseInt(part, 10) || 0);
  return major !== 2 || minor !== 5 || patch >= 4;
}

// Whether a part of the attribute chain `node` was named by a bind parameter.
function namesBoundAttribute(node) {
  for (let current = node; current.type === "attribute" || current.type === "index"; current = current.object) {
    if (current.bound === true) {
      return true;
    }
  }
  return false;
}

function samePath(a, b) {
  return a.length === b.length && a.every((part, i) => part === b[i]);
}

// A sparse index leaves out documents whose indexed attributes are null or missing, so it can
// only answer lookups of values known not to be null (a constant, single-field index).
function sparseIndexUsable(index, valueNode, operator) {
  if (index.fields.length !== 1 || valueNode.type !== "value") {
    return false;
  }
  const value = valueNode.value;
  if (operator === "==") {
    return value !== null;
  }
  return !Array.isArray(value) || value.every((member) => member !== null);
}

// The best index for `attribute <operator> valueNode` on the loop variable, or null. A 2.8
// hash index of several fields serves none of them alone (several-field-indexes-28.js).
function indexFor(collection, path, operator, valueNode, profile) {
  const penalty = operator === "in" ? IN_PENALTY : 0;
  if (path.length === 1 && (path[0] === "_key" || path[0] === "_id")) {
    return { kind: "primary", index: null, score: SCORE.primary + penalty };
  }
  let best = null;
  for (const index of collection._userIndexes()) {
    if (!samePath(index.paths[0], path) || !servesFirstFieldAlone28(index, profile)) {
      continue;
    }
    if (index.sparse && !sparseIndexUsable(index, valueNode, operator)) {
      continue;
    }
    const score = (index.unique && index.fields.length === 1 ? SCORE.unique : SCORE.plain) + penalty;
    if (best === null || score < best.score) {
      best = { kind: "user", index, score };
    }
  }
  return best;
}

// Whether `valueNode` can be computed before the loop: no read of the loop variable or of any
// variable declared at or after it, no subquery, no NOOPT() (which "prevents all
// optimizations", AqlFunctionFeature.cpp).
function computableBeforeLoop(valueNode, loopSlot) {
  const facts = expressionFacts(valueNode, ["NOOPT"]);
  if (facts.hasSubquery || facts.callsListed) {
    return false;
  }
  for (const slot of facts.slots) {
    if (slot >= loopSlot) {
      return false;
    }
  }
  return true;
}

// 2.5/2.6/2.8: `v.attr <op> constant` (or reversed) served by a skiplist index on attr (2.8:
// a sparse one is left to index-refusals.js).
function matchRange(condition, loop, profile) {
  const slot = loop.variable.slot;
  for (const [attributeNode, valueNode, operator] of [[condition.left, condition.right, condition.operator],
    [condition.right, condition.left, REVERSED[condition.operator]]]) {
    const path = attributePathOf(attributeNode, slot);
    if (path === null || valueNode.type !== "value" ||
        (namesBoundAttribute(attributeNode) && !boundAttributesIndexable(profile))) {
      continue;
    }
    const lowerBound = operator === ">" || operator === ">=";
    const index = loop.collection.collectionObject._userIndexes().find((candidate) => candidate.type === "skiplist" &&
      samePath(candidate.paths[0], path) &&
      (!candidate.sparse || (plansLike2x(profile) && lowerBound && (valueNode.value !== null || operator === ">"))));
    if (index !== undefined) {
      return { kind: "user", index, score: SCORE.plain + RANGE_PENALTY, path, operator, valueNode };
    }
  }
  return null;
}

function matchCondition(condition, loop, profile) {
  if (condition.type === "binary" && RANGE_OPERATORS.has(condition.operator) && optimizesPlans2x(profile)) {
    return matchRange(condition, loop, profile);
  }
  if (condition.type !== "binary" || (condition.operator !== "==" && condition.operator !== "in")) {
    return null;
  }
  const slot = loop.variable.slot;
  const sides = condition.operator === "==" ?
    [[condition.left, condition.right], [condition.right, condition.left]] :
    [[condition.left, condition.right]];
  for (const [attributeNode, valueNode] of sides) {
    const path = attributePathOf(attributeNode, slot);
    if (path === null || !computableBeforeLoop(valueNode, slot) ||
        (namesBoundAttribute(attributeNode) && !boundAttributesIndexable(profile))) {
      continue;
    }
    const choice = indexFor(loop.collection.collectionObject, path, condition.operator, valueNode, profile);
    if (choice !== null) {
      return Object.assign(choice, { path, operator: condition.operator, valueNode });
    }
  }
  return null;
}

function conjunctsOf(expression) {
  if (expression.type === "and") {
    return conjunctsOf(expression.left).concat(conjunctsOf(expression.right));
  }
  return [expression];
}

function joinConjuncts(conjuncts) {
  return conjuncts.reduce((left, right) => ({ type: "and", left, right }));
}

// `conjunct` compares the loop variable's `path` (==, IN, or a range) with a value computable
// before the loop: { operator (as if the attribute were on the left), value }, else null.
function comparisonOfPath(conjunct, loop, path) {
  if (conjunct.type !== "binary" || (conjunct.operator !== "==" && conjunct.operator !== "in" &&
      !RANGE_OPERATORS.has(conjunct.operator))) {
    return null;
  }
  const slot = loop.variable.slot;
  const sides = conjunct.operator === "in" ? [[conjunct.left, conjunct.right, "in"]] :
    [[conjunct.left, conjunct.right, conjunct.operator], [conjunct.right, conjunct.left, REVERSED[conjunct.operator] || "=="]];
  for (const [attributeNode, valueNode, operator] of sides) {
    const found = attributePathOf(attributeNode, slot);
    if (found !== null && samePath(found, path) && computableBeforeLoop(valueNode, slot)) {
      return { operator, value: valueNode };
    }
  }
  return null;
}

// Removes the conjuncts a lookup covers from their FILTERs, and FILTERs left empty
// (arangod's remove-filter-covered-by-index). covered: [{ statementIndex, conjunctIndex }].
function removeCovered(statements, covered) {
  const byStatement = new Map();
  for (const { statementIndex, conjunctIndex } of covered) {
    byStatement.set(statementIndex, (byStatement.get(statementIndex) || new Set()).add(conjunctIndex));
  }
  for (const statementIndex of Array.from(byStatement.keys()).sort((a, b) => b - a)) {
    const filter = statements[statementIndex];
    const dropped = byStatement.get(statementIndex);
    const remaining = conjunctsOf(filter.expression).filter((conjunct, position) => !dropped.has(position));
    if (remaining.length === 0) {
      statements.splice(statementIndex, 1);
    } else {
      filter.expression = joinConjuncts(remaining);
    }
  }
}

// 2.8: a hash index of several fields that the FILTERs cover (several-field-indexes-28.js).
// Returns whether it planned the loop.
function planSeveralFields28(statements, loop, conjuncts, best) {
  const lookup = severalFieldLookup28(loop, conjuncts, (conjunct, path) => comparisonOfPath(conjunct, loop, path));
  if (lookup === null) {
    return false;
  }
  if (best !== null) {
    throw unsupported("a choice between the hash index on " + lookup.index.fields.join(", ") + " and another index in FOR " +
      loop.variable.name + " IN " + loop.collection.name + " (2.8 picks by cost estimates; several-field-indexes-28.js)");
  }
  loop.indexAccess = { kind: "user", index: lookup.index,
    parts: lookup.parts.map(({ path, operator, value, conjunct }) => ({ path, operator, value, conjunct })) };
  return true;
}

function planLoop(statements, loopIndex, profile) {
  const loop = statements[loopIndex];
  let best = null;
  const conjuncts = [];
  for (let i = loopIndex + 1; i < statements.length; i += 1) {
    const statement = statements[i];
    if (statement.type === "let") {
      continue;
    }
    if (statement.type !== "filter") {
      break;
    }
    conjunctsOf(statement.expression).forEach((conjunct, position) => {
      conjuncts.push({ conjunct, statementIndex: i, conjunctIndex: position });
      const match = matchCondition(conjunct, loop, profile);
      if (match !== null && (best === null || match.score < best.score)) {
        best = Object.assign(match, { statementIndex: i, conjunctIndex: position });
      }
    });
  }
  if (several28(profile) && planSeveralFields28(statements, loop, conjuncts, best)) {
    return;
  }
  if (best === null) {
    return;
  }
  const filter = statements[best.statementIndex];
  loop.indexAccess = { kind: best.kind, index: best.index, path: best.path, operator: best.operator, value: best.valueNode,
    conjunct: conjunctsOf(filter.expression)[best.conjunctIndex] };
  if (optimizesPlans2x(profile)) {
    return;
  }
  removeCovered(statements, [best]);
}

// The expressions an index lookup evaluates: its value, or each field's value of a lookup on
// several fields (several-field-indexes-28.js).
function lookupValueNodes(access) {
  if (access.parts) {
    return access.parts.map((part) => part.value);
  }
  return access.value ? [access.value] : [];
}

// Plans the subqueries directly inside an expression (deeper ones are planned by the recursion).
function planSubqueriesIn(expression, profile) {
  if (expression === null) {
    return;
  }
  const seen = new Set();
  forEachExpressionNode(expression, (node) => {
    if (node.type === "subquery" && !seen.has(node)) {
      seen.add(node);
      planStatements(node.statements, profile);
    }
  });
}

function planStatements(statements, profile) {
  for (let i = 0; i < statements.length; i += 1) {
    const statement = statements[i];
    if (statement.type === "for" && statement.collection && !statement.indexAccess) {
      planLoop(statements, i, profile);
    }
  }
  for (const statement of statements) {
    for (const expression of statementExpressions(statement)) {
      planSubqueriesIn(expression, profile);
    }
    if (statement.type === "for" && statement.indexAccess) {
      lookupValueNodes(statement.indexAccess).forEach((value) => planSubqueriesIn(value, profile));
    }
  }
}

module.exports = { planStatements, attributePathOf, boundAttributesIndexable, namesBoundAttribute, matchCondition,
  computableBeforeLoop, plansLike2x, optimizesPlans2x, lookupValueNodes };
