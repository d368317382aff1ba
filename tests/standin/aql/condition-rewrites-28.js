"use strict";
// A rewrite arangod 2.8 makes to a query's conditions before it chooses indexes, emulated for
// the 2.8 profile only (what 3.x does is not checked here). Without it the stand-in scanned
// collections that a real 2.8 reads through an index. (NOT over a comparison becoming the
// opposite comparison, `NOT NOT (i.value == 1)` being `i.value == 1`, is
// Ast::optimizeNotExpression, which ast-optimizer-2x.js emulates for 2.5, 2.6 and 2.8.)
//
// replace-or-with-in (replaceOrWithInRule with OrToInConverter and CommonNodeFinder,
// arangod/Aql/OptimizerRules.cpp v2.8.3): a FILTER whose condition is an OR of equalities and
// IN lists of one attribute becomes that attribute IN the list of all their values, in the
// order they are written (duplicates kept: the index condition drops them later). The
// stand-in converts only ORs whose every value is a constant (a literal or a bind parameter)
// and whose attribute is a plain path of a variable; ORs of other values are left as written,
// and index-refusals.js refuses them where an index could serve every part.
// `optimizer.rules` can switch the rule off (-replace-or-with-in, -all). The rule runs at its
// level among the other rules in arangod; the stand-in converts before it builds the plan
// (optimizer-2x.js lists the rule where it runs).
//
// ArangoDB's v2.8.3 js/server/tests/aql-optimizer-indexes.js expects index scans with
// scannedFull 0 for the results: testIndexAndDespiteOperators (`i.value == 1 || NOT NOT
// (i.value == 1)`), testIndexOrPrimary and testIndexOrSkiplist (scannedIndex 2 for `... == 1
// || ... == 9`).

const { forEachNodeInStatements } = require("./ast");
const { isConstant } = require("./explain-ast");

function rewritesConditions28(profile) {
  return profile.major === 2 && profile.minor === 8;
}

// `v.a.b` (or v["a"]) as a key naming the variable and the path, or null.
function attributeKey(node) {
  const path = [];
  let current = node;
  while (current.type === "attribute" || (current.type === "index" && current.index.type === "value" &&
      typeof current.index.value === "string")) {
    path.unshift(current.type === "attribute" ? current.name : current.index.value);
    current = current.object;
  }
  return current.type === "variable" && path.length > 0 ? JSON.stringify([current.variable.slot, path]) : null;
}

// The members of a constant array: an array literal or a bound array (a value node).
function constantMembers(node) {
  if (node.type === "array" && isConstant(node)) {
    return node.elements;
  }
  if (node.type === "value" && Array.isArray(node.value)) {
    return node.value.map((member) => ({ type: "value", value: member }));
  }
  return null;
}

// One leaf of the OR: { key, attribute, values } or null when the rule would not convert it
// here. `attribute == constant`, `constant == attribute`, `attribute IN constant array`.
function leafOf(node) {
  if (node.type !== "binary") {
    return null;
  }
  if (node.operator === "==") {
    for (const [attribute, value] of [[node.left, node.right], [node.right, node.left]]) {
      const key = attributeKey(attribute);
      if (key !== null && isConstant(value)) {
        return { key, attribute, values: [value] };
      }
    }
    return null;
  }
  if (node.operator === "in") {
    const key = attributeKey(node.left);
    const members = constantMembers(node.right);
    return key !== null && members !== null ? { key, attribute: node.left, values: members } : null;
  }
  return null;
}

function leavesOf(node) {
  return node.type === "or" ? leavesOf(node.left).concat(leavesOf(node.right)) : [node];
}

// The IN the rule makes of an OR, or null.
function inForOr(condition) {
  if (condition.type !== "or") {
    return null;
  }
  const leaves = leavesOf(condition).map(leafOf);
  if (leaves.some((leaf) => leaf === null || leaf.key !== leaves[0].key)) {
    return null;
  }
  const values = [].concat(...leaves.map((leaf) => leaf.values));
  return { type: "binary", operator: "in", left: leaves[0].attribute, right: { type: "array", elements: values } };
}

// Applies the rewrite to a bound query's statements (subqueries included); returns whether
// replace-or-with-in changed a FILTER, so that the plan can list the rule.
function rewriteConditions28(statements, replaceOrWithIn) {
  if (!replaceOrWithIn) {
    return false;
  }
  let replaced = false;
  const filters = statements.filter((statement) => statement.type === "filter");
  forEachNodeInStatements(statements, (node) => {
    if (node.type === "subquery") {
      filters.push(...node.statements.filter((statement) => statement.type === "filter"));
    }
  });
  for (const filter of filters) {
    const converted = inForOr(filter.expression);
    if (converted !== null) {
      filter.expression = converted;
      replaced = true;
    }
  }
  return replaced;
}

module.exports = { rewriteConditions28, rewritesConditions28 };
