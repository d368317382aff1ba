"use strict";
// What the optimizer of arangod 2.8 (profile 2.8.3) does beyond the rules it shares with 2.5
// and 2.6, in the stand-in's own words: optimizer-2x.js builds the plan and runs the shared
// rules, and calls these for the 2.8 profile. Sources, at tag v2.8.3: [R]
// arangod/Aql/OptimizerRules.cpp, [O] Optimizer.cpp/Optimizer.h (rule names and levels), [P]
// ExecutionPlan.cpp, [T] TraversalNode.cpp, [C] Condition.cpp and ConditionFinder.cpp, [N]
// ExecutionNode.cpp; checked against what a real 2.8.3 answered
// (tests/differential/real-answers/2.8.3.json).
//
// - The rules run in the level order of [O] (Optimizer::setupRules, single server), below.
// - A traversal (FOR v IN min..max OUTBOUND start edges) is a TraversalNode ([P]
//   fromNodeTraversal); its depth is checked while the plan is made ([T]: whole numbers of at
//   least 1, max not below min, else 1501 "invalid traversal depth"); a start that is neither a
//   variable nor a constant string (after taking a constant object's _id) is computed by a
//   CalculationNode in front of it.
// - use-indexes turns the loops the stand-in's planner gave an index (planner.js, with the 2.8
//   facts of several-field-indexes-28.js and condition-rewrites-28.js) into IndexNodes.
// - remove-filter-covered-by-index drops, from a FILTER whose condition is one AND (no OR), the
//   comparisons an IndexNode above it (up to a LIMIT) already applies ([R]
//   removeFiltersCoveredByIndexRule, [C] removeIndexCondition/canRemove): the whole FILTER when
//   nothing is left, else the FILTER keeps the rest in a new CalculationNode.
// - remove-collect-variables clears a COLLECT's WITH COUNT INTO variable nothing reads.
// - Refused where they would change the plan (not emulated): use-index-for-sort removing a SORT,
//   sort-in-values adding a SORTED_UNIQUE calculation.
// - merge-traversal-filter only acts on FILTERs of a traversal's path variable, which the
//   stand-in does not have; patch-update-statements only on UPDATE/REPLACE, which it lacks.

const { makeError, unsupported } = require("../errors");
const values = require("./values");
const ast2x = require("./ast-optimizer-2x");

// [O] setupRules and the levels of Optimizer.h (v2.8.3), single server.
const RULES_28 = [
  { level: 105, name: "specialize-collect", hidden: true },
  { level: 120, name: "move-calculations-up" },
  { level: 130, name: "move-filters-up" },
  { level: 140, name: "remove-redundant-calculations" },
  { level: 210, name: "remove-unnecessary-filters" },
  { level: 220, name: "remove-unnecessary-calculations" },
  { level: 230, name: "remove-redundant-sorts" },
  { level: 510, name: "interchange-adjacent-enumerations" },
  { level: 610, name: "move-calculations-up-2" },
  { level: 620, name: "move-filters-up-2" },
  { level: 710, name: "remove-unnecessary-filters-2" },
  { level: 720, name: "remove-redundant-sorts-2" },
  { level: 730, name: "remove-sort-rand" },
  { level: 750, name: "remove-collect-variables" },
  { level: 760, name: "propagate-constant-attributes" },
  { level: 770, name: "remove-data-modification-out-variables" },
  { level: 810, name: "replace-or-with-in" },
  { level: 820, name: "remove-redundant-or" },
  { level: 830, name: "use-indexes" },
  { level: 840, name: "remove-filter-covered-by-index" },
  { level: 850, name: "use-index-for-sort" },
  { level: 855, name: "sort-in-values" },
  { level: 860, name: "remove-unnecessary-calculations-2" },
  { level: 870, name: "merge-traversal-filter" },
  { level: 900, name: "move-calculations-down" },
  { level: 902, name: "patch-update-statements" }
];

const LOOPS = ["EnumerateCollection", "IndexRange", "EnumerateList", "Traversal"];
const REVERSED = { "==": "==", "<": ">", "<=": ">=", ">": "<", ">=": "<=", "in": "in" };

function optimizes28(profile) {
  return profile.major === 2 && profile.minor === 8;
}

function conjunctsOf(expression) {
  return expression.type === "and" ? conjunctsOf(expression.left).concat(conjunctsOf(expression.right)) : [expression];
}

function joinConjuncts(conjuncts) {
  return conjuncts.reduce((left, right) => ({ type: "and", left, right }));
}

// ---- traversals ([P] fromNodeTraversal, [T] the TraversalNode constructor) ----

// checkTraversalDepthValue: a numeric value, whole, at least 1.
function depthValue(node) {
  if (node.type !== "value" || typeof node.value !== "number" || !Number.isInteger(node.value) || node.value < 1) {
    throw makeError(1501, "invalid traversal depth");
  }
  return node.value;
}

// The depth range of a traversal source: [min, max] (1..1 without one).
function traversalDepth28(source) {
  if (source.depth === null) {
    return [1, 1];
  }
  if (source.depth.type === "range") {
    const min = depthValue(source.depth.from);
    const max = depthValue(source.depth.to);
    if (max < min) {
      throw makeError(1501, "invalid traversal depth");
    }
    return [min, max];
  }
  const depth = depthValue(source.depth);
  return [depth, depth];
}

// The start as the TraversalNode takes it: a constant object stands for its _id member.
function startExpression(start, profile) {
  if (start.type === "object" && ast2x.isConstant(start, profile)) {
    const id = start.entries.find((entry) => entry.key === "_id");
    return id ? id.value : start;
  }
  if (start.type === "value" && values.isObject(start.value) && Object.prototype.hasOwnProperty.call(start.value, "_id")) {
    return { type: "value", value: start.value._id };
  }
  return start;
}

// Adds the TraversalNode of `statement` (FOR v IN <traversal>) to `chain`, with the
// calculation of its start in front when that is no variable and no plain constant. The node
// reads its start from the variable `in`, or else holds it as the constant `start`.
function addTraversal28(plan, statement, chain) {
  const [minDepth, maxDepth] = traversalDepth28(statement.source);
  const start = startExpression(statement.source.start, plan.profile);
  let input = null;
  if (start.type === "variable") {
    input = start.variable;
  } else if (start.type !== "value" || Array.isArray(start.value) || values.isObject(start.value)) {
    input = plan.valueOf(start, chain, statement);
  }
  plan.push(chain, plan.node("Traversal", { out: statement.variable, in: input, start: input === null ? start : null,
    minDepth, maxDepth, statement }));
}

// ---- use-indexes ([R] useIndexesRule with [C] ConditionFinder) ----

// Every loop the planner gave an index becomes an index node. A loop without one for which
// the FILTERs below it hold a condition an index of its collection serves would be an index
// node in arangod: refused (the planner and index-refusals.js should have decided it).
function useIndexes28(plan) {
  let modified = false;
  for (const loop of plan.find(["EnumerateCollection"])) {
    const access = loop.statement.indexAccess || null;
    if (access !== null && access.fullScan) {
      continue;
    }
    if (access === null) {
      const found = plan.conditionsFor(loop);
      const valid = plan.validAt(loop);
      if (found.conditions.some((condition) => plan.candidates(loop, condition, valid).length > 0)) {
        throw unsupported("an index arangod 2.8 would use for " + plan.describe(loop) + " that the stand-in's planner " +
          "did not choose (after moving calculations and filters)");
      }
      continue;
    }
    refuseIndexChoice28(plan, loop, access);
    plan.replace(loop, plan.node("IndexRange", { out: loop.out, statement: loop.statement }));
    modified = true;
  }
  return modified;
}

// Where another user index serves the planner's lookup as well as the one it took (a hash and
// a skiplist index on the same attribute, neither unique), 2.8 takes the one its cost
// estimates prefer (Index::supportsFilterCondition with the hash index's selectivity estimate,
// v2.8.3): v2.8.3 aql-optimizer-indexes.js, testIndexOrHash and testJoinMultipleIndexes,
// expect the hash index over the skiplist one the stand-in's planner took. Not emulated:
// refused. (A unique index beside a plain one is the planner's choice, as testIndexOrUniqueHash
// and testIndexOrUniqueSkiplist expect.)
function refuseIndexChoice28(plan, loop, access) {
  if (access.parts || access.kind === "primary") {
    return;
  }
  const unique = (index) => index.unique === true && index.fields.length === 1;
  const condition = { path: access.path, operator: access.operator, value: access.value };
  const alike = plan.candidates(loop, condition, plan.validAt(loop))
    .filter((index) => index !== "primary" && unique(index) === unique(access.index));
  if (alike.length > 1) {
    throw unsupported("a choice between " + alike.length + " indexes for " + plan.describe(loop) + " in 2.8 (arangod weighs " +
      "their estimated costs; not emulated)");
  }
}

// ---- remove-filter-covered-by-index ----

// The comparisons an index node applies: { path, operator (attribute on the left), value,
// conjunct } each (one per field of a lookup on several fields).
function indexParts(indexNode) {
  const access = indexNode.statement.indexAccess;
  return access.parts ? access.parts : [access];
}

// `conjunct` as a comparison of the index node's variable: [{ path, operator, value }] for
// each side that is an attribute path of it ([C] removeIndexCondition: comparisons other than
// != and NOT IN, an attribute access of the variable on either side).
function comparisonsOf(plan, conjunct, variable) {
  if (conjunct.type !== "binary" || !Object.prototype.hasOwnProperty.call(REVERSED, conjunct.operator)) {
    return [];
  }
  const found = [];
  const left = plan.pathOf(conjunct.left, variable);
  if (left !== null) {
    found.push({ path: left, operator: conjunct.operator, value: conjunct.right });
  }
  const right = conjunct.operator === "in" ? null : plan.pathOf(conjunct.right, variable);
  if (right !== null) {
    found.push({ path: right, operator: REVERSED[conjunct.operator], value: conjunct.left });
  }
  return found;
}

// [C] canRemove / ConditionPart::isCoveredBy, for the cases the stand-in knows: the very
// comparison the index applies, or one with the same operator and the same value (a constant
// equal in value, or the same expression). Other comparisons of an indexed attribute with a
// constant may be covered too (a range containing the index's values): refused.
function coveredBy(plan, comparison, conjunct, parts, indexNode) {
  for (const part of parts) {
    if (part.path.join(".") !== comparison.path.join(".")) {
      continue;
    }
    if (part.conjunct === conjunct) {
      return true;
    }
    const constant = ast2x.isConstant(part.value, plan.profile) && ast2x.isConstant(comparison.value, plan.profile);
    if (constant) {
      if (part.operator === comparison.operator &&
          values.compareValues(ast2x.constantValue(part.value), ast2x.constantValue(comparison.value), false) === 0) {
        return true;
      }
      throw unsupported("a FILTER comparing " + plan.describe(indexNode) + "'s indexed attribute with another constant " +
        "than its index lookup in 2.8 (remove-filter-covered-by-index not emulated there)");
    }
    if (part.operator === comparison.operator && plan.stringify(part.value) !== null &&
        plan.stringify(part.value) === plan.stringify(comparison.value)) {
      return true;
    }
  }
  return false;
}

function removeFiltersCoveredByIndex28(plan) {
  let modified = false;
  const unlinked = [];
  for (const filter of plan.find(["Filter"])) {
    const setter = plan.setterOf(filter.in);
    if (setter === null || setter.kind !== "Calculation") {
      continue;
    }
    const conjuncts = conjunctsOf(setter.expression);
    if (conjuncts.some((conjunct) => conjunct.type === "or")) {
      continue; // several ORed conditions after Condition::normalize
    }
    const chain = filter.chain;
    for (let i = chain.indexOf(filter) - 1; i >= 0; i -= 1) {
      const current = chain[i];
      if (current.kind === "Limit") {
        break;
      }
      if (current.kind !== "IndexRange") {
        continue;
      }
      const parts = indexParts(current);
      const remaining = conjuncts.filter((conjunct) => !comparisonsOf(plan, conjunct, current.out)
        .some((comparison) => coveredBy(plan, comparison, conjunct, parts, current)));
      if (remaining.length === conjuncts.length) {
        continue;
      }
      modified = true;
      if (remaining.length === 0 && setter.statement.type === "filter") {
        // the FILTER's calculation, or an identical one of another FILTER it now reads
        // (remove-redundant-calculations): the executor drops the FILTERs left without node
        unlinked.push(setter, filter);
      } else if (setter.statement === filter.statement && setter.expression === filter.statement.expression &&
          remaining.length > 0) {
        // a new CalculationNode with what is left (which the FILTER's statement then runs,
        // optimizer-2x.js applyToStatements)
        const expression = joinConjuncts(remaining);
        plan.replace(setter, plan.node("Calculation", { out: setter.out, expression, statement: setter.statement }));
      } else {
        throw unsupported("remove-filter-covered-by-index on a FILTER of a LET's variable, or one holding a subquery, " +
          "in 2.8 (not emulated)");
      }
      break;
    }
  }
  // two FILTERs may read one calculation (remove-redundant-calculations): unlinked once
  new Set(unlinked).forEach((node) => plan.unlink(node));
  return modified;
}

// ---- use-index-for-sort ([R] useIndexForSortRule with SortToIndexNode) ----

// Whether a loop node stands above `node` in its chain ([N] getLoop / isInInnerLoop).
function inInnerLoop(node) {
  const chain = node.chain;
  return chain.slice(0, chain.indexOf(node)).some((above) => LOOPS.indexOf(above.kind) >= 0);
}

// The attribute paths a SORT sorts by when each criterion is an attribute path of `variable`
// and all go one way, else null (SortCondition::isOnlyAttributeAccess, isUnidirectional).
function sortPaths(plan, sort, variable) {
  const paths = [];
  for (const element of sort.elements) {
    const setter = plan.setterOf(element.variable);
    const path = setter !== null && setter.kind === "Calculation" ? plan.pathOf(setter.expression, variable) : null;
    if (path === null || element.ascending !== sort.elements[0].ascending) {
      return null;
    }
    paths.push(path.join("."));
  }
  return paths;
}

// SortCondition::coveredAttributes: how many leading sort attributes are leading index fields.
function coveredAttributes(paths, index) {
  let covered = 0;
  while (covered < paths.length && covered < index.fields.length && paths[covered] === index.fields[covered]) {
    covered += 1;
  }
  return covered;
}

// Whether the rule would change the plan for the index node or collection loop the SORT
// reaches: then refused.
function sortServedByIndex(plan, sort, loop) {
  if (inInnerLoop(loop)) {
    return false;
  }
  const paths = sortPaths(plan, sort, loop.out);
  if (paths === null) {
    return false;
  }
  const sortedIndexes = loop.statement.collection.collectionObject._userIndexes()
    .filter((index) => index.type === "skiplist" && !index.sparse);
  if (loop.kind === "EnumerateCollection") {
    return sortedIndexes.some((index) => coveredAttributes(paths, index) > 0);
  }
  const access = loop.statement.indexAccess;
  const index = access.kind === "primary" ? null : access.index;
  // either direction: use-indexes reads the index backwards for a descending sort it serves
  // (ConditionFinder, `reverse`, v2.8.3 arangod/Aql/ConditionFinder.cpp); v2.8.3
  // aql-queries-optimizer-sort-noncluster.js, testSkiplist3, expects no SortNode for
  // FILTER c.value >= 15 SORT c.value DESC
  if (index !== null && sortedIndexes.indexOf(index) >= 0 && coveredAttributes(paths, index) === paths.length) {
    return true;
  }
  // only equality lookups of the very attributes sorted by (FILTER a == 1 SORT a)
  const equalities = indexParts(loop).every((part) => part.operator === "==");
  // (the edge index's fields are _from and _to in 2.8, explain.js)
  const fields = index === null ? ["_key"] : index.type === "edge" ? ["_from", "_to"] : index.fields;
  return equalities && coveredAttributes(paths, { fields }) === paths.length &&
    ((index !== null && index.type === "skiplist") || fields.length === paths.length);
}

function indexForSort28(plan) {
  for (const sort of plan.find(["Sort"])) {
    const chain = sort.chain;
    for (let i = chain.indexOf(sort) - 1; i >= 0; i -= 1) {
      const current = chain[i];
      if (["Traversal", "EnumerateList", "Subquery", "Filter", "Calculation"].indexOf(current.kind) >= 0) {
        continue;
      }
      if ((current.kind === "IndexRange" || current.kind === "EnumerateCollection") && sortServedByIndex(plan, sort, current)) {
        throw unsupported("use-index-for-sort on " + plan.describe(current) + " in 2.8 (not emulated)");
      }
      break;
    }
  }
  return false;
}

// ---- sort-in-values ([R] sortInValuesRule) ----

// A FILTER inside a loop whose condition is `x IN v` (or NOT IN), v computed in another loop
// (or outside any) by a calculation that is not a constant, an array of fewer than 8 members
// or already sorted, or by a subquery: arangod adds a SORTED_UNIQUE calculation. Refused.
function sortInValues28(plan) {
  for (const filter of plan.find(["Filter"])) {
    const setter = plan.setterOf(filter.in);
    if (setter === null || setter.kind !== "Calculation") {
      continue;
    }
    const condition = setter.expression;
    if (condition.type !== "binary" || (condition.operator !== "in" && condition.operator !== "not in") ||
        ast2x.canThrow(condition) || !ast2x.isDeterministic(condition) || condition.right.type !== "variable" ||
        !inInnerLoop(filter)) {
      continue;
    }
    const listSetter = plan.setterOf(condition.right.variable);
    if (listSetter === null || (listSetter.kind !== "Calculation" && listSetter.kind !== "Subquery") ||
        loopOf(filter) === loopOf(listSetter)) {
      continue;
    }
    if (listSetter.kind === "Calculation") {
      const list = listSetter.expression;
      if (list.type === "value" || list.type === "object" || (list.type === "array" && list.elements.length < 8)) {
        continue;
      }
    }
    throw unsupported("sort-in-values on the IN list of a FILTER in 2.8 (not emulated)");
  }
  return false;
}

function loopOf(node) {
  const chain = node.chain;
  for (let i = chain.indexOf(node) - 1; i >= 0; i -= 1) {
    if (LOOPS.indexOf(chain[i].kind) >= 0) {
      return chain[i];
    }
  }
  return null;
}

// ---- remove-collect-variables ([R] removeCollectVariablesRule) ----

function removeCollectVariables28(plan) {
  const later = plan.usedLater();
  let modified = false;
  for (const collect of plan.find(["Aggregate"])) {
    if (collect.countVariable && !later.get(collect).has(collect.countVariable)) {
      collect.countVariable = null;
      modified = true;
    }
  }
  return modified;
}

module.exports = { RULES_28, optimizes28, addTraversal28, useIndexes28, removeFiltersCoveredByIndex28, indexForSort28,
  sortInValues28, removeCollectVariables28 };
