"use strict";
// Index uses of arangod that the stand-in's planner (planner.js) does not emulate. Where a
// real server would read through an index and the stand-in would scan the collection, its
// plan and its statistics (scannedFull, scannedIndex, filtered) would be made up, so the
// query is refused instead. ArangoDB's v2.8.3 js/server/tests/aql-optimizer-indexes.js
// expects index scans (scannedFull 0) for each of these shapes:
// - a range comparison (<, <=, >, >=) on an attribute a sorted index serves, other than the
//   one with a constant bound the planner gives a 2.8 loop (skiplist and
//   persistent indexes; on RocksDB, where hash and skiplist are aliases of persistent,
//   release notes 3.0, 3.2, 3.9 and 4.0; v2.8.0 arangod/V8Server/v8-collection.cpp, also hash; and
// there, as the strict choice since it is not
//   established here, _key/_id through the primary index): testUseIndexSimple,
//   testJoinRangesMultipleIndexes;
// - an OR of comparisons that indexes serve, each alone or inside an AND (testIndexOrPrimary,
//   testIndexOrHash, testIndexOrSkiplist, ...; in 2.8 also one comparing a field of an index of several
//   fields; an OR of one attribute's constants is an IN list there, condition-rewrites-28.js);
// - a condition an outer loop's index could serve, written after an inner loop, as in
//   `FOR i IN c FOR j IN c FILTER i.value == 10 && i.value == j.value` (testValuePropagation:
//   move-filters-up and propagate-constant-attributes give both loops an index);
// - SORT or COLLECT on the attribute of a sorted user index of a loop that scans its
//   collection (use-index-for-sort reads the index in order instead).
// Equality and IN lookups placed right after their loop are planned by planner.js; the
// product's cases use nothing else.

const { unsupported } = require("../errors");
const { attributePathOf, computableBeforeLoop, matchCondition, boundAttributesIndexable, namesBoundAttribute, plansLike2x } =
  require("./planner");
const { forEachNodeInStatements } = require("./ast");
const { several28 } = require("./several-field-indexes-28");

const RANGE_OPERATORS = ["<", "<=", ">", ">="];

// Whether an index of `collection` (or the primary index) can deliver `path` in order.
function sortedIndexServes(collection, path, profile) {
  const rocksdb = profile.engine === "rocksdb";
  if (path.length === 1 && (path[0] === "_key" || path[0] === "_id")) {
    return rocksdb;
  }
  return collection._userIndexes().some((index) => index.paths[0].length === path.length &&
    index.paths[0].every((part, i) => part === path[i]) &&
    (index.type === "skiplist" || index.type === "persistent" || (rocksdb && index.type === "hash")));
}

function disjunctsOf(expression) {
  return expression.type === "or" ? disjunctsOf(expression.left).concat(disjunctsOf(expression.right)) : [expression];
}

function conjunctsOf(expression) {
  return expression.type === "and" ? conjunctsOf(expression.left).concat(conjunctsOf(expression.right)) : [expression];
}

// The path of the loop variable a comparison reads on one side, with the other side
// computable before the loop; null otherwise, and null for an attribute named through a bind
// parameter on 2.5.0-2.5.3, whose index rules never serve one (planner.js): a range there is
// a plain full scan, which the stand-in runs faithfully.
function comparedPath(condition, loop, profile) {
  if (condition.type !== "binary") {
    return null;
  }
  const slot = loop.variable.slot;
  for (const [attributeNode, valueNode] of [[condition.left, condition.right], [condition.right, condition.left]]) {
    const path = attributePathOf(attributeNode, slot);
    if (path !== null && !boundAttributesIndexable(profile) && namesBoundAttribute(attributeNode)) {
      return null;
    }
    if (path !== null && computableBeforeLoop(valueNode, slot)) {
      return path;
    }
  }
  return null;
}

function rangeServed(condition, loop, profile) {
  if (condition.type !== "binary" || RANGE_OPERATORS.indexOf(condition.operator) < 0) {
    return false;
  }
  const path = comparedPath(condition, loop, profile);
  return path !== null && sortedIndexServes(loop.collection.collectionObject, path, profile);
}

// 2.8: a comparison of any field of an index of several fields may serve an OR's branch once
// arangod has distributed the OR over the other conditions (Condition::normalize builds the
// disjunctive normal form, arangod/Aql/Condition.cpp v2.8.3), which the stand-in does not
// emulate (several-field-indexes-28.js).
function comparesFieldOfSeveralFieldIndex28(condition, loop, profile) {
  if (!several28(profile)) {
    return false;
  }
  const path = comparedPath(condition, loop, profile);
  return path !== null && loop.collection.collectionObject._userIndexes().some((index) => index.paths.length > 1 &&
    index.paths.some((field) => field.length === path.length && field.every((part, i) => part === path[i])));
}

function comparisonServed(condition, loop, profile) {
  return matchCondition(condition, loop, profile) !== null || rangeServed(condition, loop, profile) ||
    comparesFieldOfSeveralFieldIndex28(condition, loop, profile);
}

function describe(loop) {
  return "FOR " + loop.variable.name + " IN " + loop.collection.name;
}

// 2.5/2.6: ranges and conditions after an inner loop are checked against the emulated plan
// (optimizer-2x.js use-index-range), which refuses what it does not emulate. 2.8: a range the
// planner chose for the loop's lookup is served (planner.js); any other one is refused.
function checkCondition(conjunct, loop, profile, afterInnerLoop) {
  const planChecks = plansLike2x(profile);
  const plannedRange = loop.indexAccess && loop.indexAccess.conjunct === conjunct;
  if (!planChecks && !plannedRange && rangeServed(conjunct, loop, profile)) {
    throw unsupported("an index for a range condition (" + conjunct.operator + ") in " + describe(loop) +
      " (the stand-in looks up indexes for == and IN, and in 2.8 for one range with a constant bound; index-refusals.js)");
  }
  // an OR's branch is served when a comparison of it is, also inside an AND: v2.5.4 and
  // v2.8.3 aql-queries-optimi[sz]er-in-noncluster.js, testSkiplistMoreThanOne1-6, expect the
  // index rule for (x.value1 IN [4, 5] && x.value2 <= 2) || (x.value1 IN [1, 6] && x.value2 == 9)
  if (conjunct.type === "or" && disjunctsOf(conjunct).every((part) =>
    conjunctsOf(part).some((comparison) => comparisonServed(comparison, loop, profile)))) {
    throw unsupported("an index for an OR of conditions in " + describe(loop) +
      " (the stand-in looks up indexes for single == and IN conditions only; index-refusals.js)");
  }
  if (!planChecks && afterInnerLoop && (matchCondition(conjunct, loop, profile) !== null ||
      comparesFieldOfSeveralFieldIndex28(conjunct, loop, profile))) {
    throw unsupported("an index for a condition on " + describe(loop) + " written after an inner loop " +
      "(arangod moves it up and propagates constants; the stand-in does not; index-refusals.js)");
  }
}

// A SORT that an index could serve is refused: one on the attribute of a sorted user index,
// and one on _key/_id under RocksDB, whose primary index is sorted and serves sort conditions
// (RocksDBPrimaryIndex::supportsSortCondition through SortedIndexAttributeMatcher, in every
// RocksDB version). MMFiles' primary index is a hash: a SORT on _key there is a full scan and
// a sort, as the stand-in runs it.
function checkSort(expressions, loop, profile) {
  if (loop.indexAccess || expressions.length === 0) {
    return;
  }
  const path = attributePathOf(expressions[0], loop.variable.slot);
  const onPrimary = path !== null && path.length === 1 && (path[0] === "_key" || path[0] === "_id");
  if (onPrimary && profile.engine === "rocksdb") {
    throw unsupported("the primary index for sorting " + describe(loop) + " by " + path[0] +
      " (RocksDB's primary index is sorted; use-index-for-sort is not emulated; index-refusals.js)");
  }
  if (path !== null && !onPrimary && sortedIndexServes(loop.collection.collectionObject, path, profile)) {
    throw unsupported("an index for sorting " + describe(loop) + " by " + path.join(".") +
      " (use-index-for-sort is not emulated; index-refusals.js)");
  }
}

function checkLoop(statements, position, profile) {
  const loop = statements[position];
  let afterInnerLoop = false;
  for (let i = position + 1; i < statements.length; i += 1) {
    const statement = statements[i];
    if (statement.type === "filter") {
      conjunctsOf(statement.expression).forEach((conjunct) => checkCondition(conjunct, loop, profile, afterInnerLoop));
    } else if (statement.type === "for") {
      afterInnerLoop = true;
    } else if (statement.type === "sort") {
      checkSort(statement.elements.map((element) => element.expression), loop, profile);
    } else if (statement.type === "collect") {
      checkSort(statement.groups.map((group) => group.expression), loop, profile);
      return;
    } else if (statement.type !== "let") {
      // LIMIT, RETURN, INSERT: nothing after them reaches this loop's index
      return;
    }
  }
}

function checkStatements(statements, profile) {
  statements.forEach((statement, position) => {
    if (statement.type === "for" && statement.collection) {
      checkLoop(statements, position, profile);
    }
  });
}

// Throws `unsupported` for a planned query (planner.js has run) that arangod would serve
// through an index in a way the stand-in does not emulate.
function refuseUnemulatedIndexUse(statements, profile) {
  checkStatements(statements, profile);
  forEachNodeInStatements(statements, (node) => {
    if (node.type === "subquery") {
      checkStatements(node.statements, profile);
    }
  });
}

module.exports = { refuseUnemulatedIndexUse };
