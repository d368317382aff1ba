"use strict";
// RocksDB's optimizer rule reduce-extraction-to-projection, as far as it changes what a query
// reads (arangod/RocksDBEngine/RocksDBOptimizerRules.cpp and Indexes/Index.cpp, read in the
// devel sources). It exists for the RocksDB engine only, so the MMFiles profiles never see
// it. For every FOR over a collection whose loop variable is read later only through
// attribute paths (FILTERs, RETURN, nested subqueries and index lookups included):
// - 1 to 5 distinct paths (the default maxProjections) become the node's `projections`;
// - a full scan with projections that an index covers becomes a scan of that whole index
//   (an IndexNode with no condition): the collection's indexes are tried in their order, the
//   primary index first; only a non-sparse primary, hash, skiplist or persistent index
//   qualifies. An index covers a projection when one of its fields is a prefix of the path
//   (Index::covers); the primary index's fields are _key and _id;
// - a full scan whose variable is not read at all becomes a scan of the primary index.
// The limit of 5 (maxProjections, adjustable per FOR from 3.9.1) and the skipped sparse
// indexes ("the sparse index may be missing some documents") are read in devel's
// RocksDBOptimizerRules.cpp.
// The rule grew from 3.3.9 (up to 5 projections, index-only reads: PR #5140) over 3.5 (the
// primary index for unread documents: PR #8548; attributes in later index conditions: PR
// #8001) and 3.8 (paths below the top level, any field of an index: PR #12382) to reads inside
// subqueries (PR #18090 "Allow usage of projections in more cases", devel, February 2023, so
// 3.11; backported to 3.10 by PR #18091). Before it, a loop variable read inside a later
// subquery got no projections (subqueryReadsKeepProjections below). The stand-in applies the
// whole rule from 3.10.0. On an older RocksDB it emulates that a loop read inside a subquery
// is left alone; a query in which the rule turns a loop into an index scan is refused, and so
// is explaining one it gives projections (prepare.js, explain.js): which loops old versions
// read from an index (the pre-3.8 path and index-field rules, the pre-3.5 ones, no _id from
// the primary index, whether sparse indexes were skipped) and their projection lists are
// not emulated. Projections alone change neither results nor statistics. Not emulated either: the 3.12 `variable` of a projection
// and its optimize-projections rule, and FILTERs folded into the node (filterProjections),
// since move-filters-into-enumerate is not emulated.

const { forEachNodeInStatements } = require("./ast");
const { unsupported } = require("../errors");
const { attributePathOf } = require("./planner");

const MAX_PROJECTIONS = 5;
const PRIMARY_FIELDS = [["_key"], ["_id"]];
const COVERING_TYPES = ["hash", "skiplist", "persistent"];

function variableUnder(node) {
  let current = node;
  while (current.type !== "variable") {
    current = current.object;
  }
  return current;
}

// Paths compared part by part, as arangod sorts projections.
function comparePaths(a, b) {
  for (let i = 0; i < Math.min(a.length, b.length); i += 1) {
    if (a[i] !== b[i]) {
      return a[i] < b[i] ? -1 : 1;
    }
  }
  return a.length - b.length;
}

// Whether `path` begins with (or is) `prefix`.
function startsWith(path, prefix) {
  return prefix.length <= path.length && prefix.every((part, i) => part === path[i]);
}

// What the statements read from the variable in `slot`: { count, paths }, or null when they
// read the whole document somewhere (or an element of it by a computed name). `count` is the
// number of distinct attribute paths, which the limit applies to; `paths` are sorted and
// leave out those below another one (a.b when a is read), as arangod's Projections merge them.
function pathsReadFrom(statements, slot) {
  const uses = [];
  const longestPath = new Map(); // variable node -> the longest attribute path read from it
  forEachNodeInStatements(statements, (node) => {
    if (node.type === "variable" && node.variable.slot === slot) {
      uses.push(node);
      return;
    }
    const path = attributePathOf(node, slot);
    if (path !== null) {
      const base = variableUnder(node);
      if (!longestPath.has(base) || longestPath.get(base).length < path.length) {
        longestPath.set(base, path);
      }
    }
  });
  if (uses.some((use) => !longestPath.has(use))) {
    return null;
  }
  const distinct = new Map();
  for (const path of longestPath.values()) {
    distinct.set(path.join("\u0000"), path);
  }
  const all = Array.from(distinct.values()).sort(comparePaths);
  return { count: all.length, paths: all.filter((path) => !all.some((other) => other !== path && startsWith(path, other))) };
}

function coversAll(fieldPaths, projections) {
  return projections.every((path) => fieldPaths.some((field) => startsWith(path, field)));
}

// Whether the index of a planned lookup or scan (an indexAccess) covers the projections.
function indexCovers(access, projections) {
  return projections.length > 0 &&
    coversAll(access.kind === "primary" ? PRIMARY_FIELDS : access.index.paths, projections);
}

// { kind: "primary" | "user", index } for the first index that covers the projections, or null.
function coveringIndex(collection, projections) {
  if (coversAll(PRIMARY_FIELDS, projections)) {
    return { kind: "primary", index: null };
  }
  const index = collection._userIndexes().find((candidate) => !candidate.sparse &&
    COVERING_TYPES.indexOf(candidate.type) >= 0 && coversAll(candidate.paths, projections));
  return index === undefined ? null : { kind: "user", index };
}

// Whether a loop variable that a later subquery reads keeps the rule's projections (and so
// its covering index scan): yes from PR #18090 (3.11) and in the 3.10 releases with its
// backport PR #18091; no before. 3.10.0 (2022) predates the backport; which later 3.10
// patch release first has it is not verified: null, the stand-in refuses to guess.
// ArangoDB's tests/js/client/aql/aql-subquery.js testCollectionAccessSubquery (late 3.x)
// expects a covering scan for the outer loop (scannedFull 0, scannedIndex 42000 on 2,000
// documents), its older server copy tests/js/server/aql/aql-subquery.js a full scan
// (2000 / 40000).
function subqueryReadsKeepProjections(profile) {
  const [major, minor, patch] = String(profile.version).split(/[.-]/).map((part) => parseInt(part, 10) || 0);
  if (major > 3 || (major === 3 && minor >= 11)) {
    return true;
  }
  if (major === 3 && minor === 10) {
    return patch === 0 ? false : null;
  }
  return false;
}

// Whether a subquery among the statements reads the variable in `slot`.
function readInSubquery(statements, slot) {
  let found = false;
  forEachNodeInStatements(statements, (node) => {
    if (node.type === "subquery" && !found) {
      forEachNodeInStatements(node.statements, (inner) => {
        found = found || (inner.type === "variable" && inner.variable.slot === slot);
      });
    }
  });
  return found;
}

function reduceLoops(statements, profile) {
  let changed = false;
  statements.forEach((statement, position) => {
    if (statement.type !== "for" || !statement.collection) {
      return;
    }
    const later = statements.slice(position + 1);
    const read = pathsReadFrom(later, statement.variable.slot);
    if (read === null || read.count > MAX_PROJECTIONS) {
      return;
    }
    if (readInSubquery(later, statement.variable.slot)) {
      const keeps = subqueryReadsKeepProjections(profile);
      if (keeps === false) {
        return;
      }
      if (keeps === null) {
        throw unsupported("RocksDB's reduce-extraction-to-projection rule on a loop read inside a subquery in " +
          profile.version + " (the first 3.10 release with PR #18091 is not verified; projections.js)");
      }
    }
    const paths = read.paths;
    const fullScan = !statement.indexAccess;
    if (paths.length > 0) {
      statement.projections = paths;
      const covering = fullScan ? coveringIndex(statement.collection.collectionObject, paths) : null;
      if (covering !== null) {
        statement.indexAccess = Object.assign(covering, { fullScan: true, value: null });
      }
      changed = true;
    } else if (fullScan) {
      statement.indexAccess = { kind: "primary", index: null, fullScan: true, value: null };
      changed = true;
    }
  });
  return changed;
}

// Applies the rule to a planned query: the statement list and every subquery's. Sets
// `projections` on the FOR statements it reduces and turns full scans into index scans (an
// indexAccess with `fullScan: true`, which executor.js and explain.js read). Returns whether
// it changed anything (arangod lists the rule in the plan only then).
function reduceExtractionToProjection(statements, profile) {
  const lists = [statements];
  forEachNodeInStatements(statements, (node) => {
    if (node.type === "subquery") {
      lists.push(node.statements);
    }
  });
  return lists.map((list) => reduceLoops(list, profile)).some(Boolean);
}

// Whether the rule turned a loop (of the statements or a subquery) into a scan of a whole index.
function madeIndexScans(statements) {
  let found = false;
  const check = (list) => list.forEach((statement) => {
    found = found || (statement.type === "for" && Boolean(statement.indexAccess) && statement.indexAccess.fullScan === true);
  });
  check(statements);
  forEachNodeInStatements(statements, (node) => {
    if (node.type === "subquery") {
      check(node.statements);
    }
  });
  return found;
}

module.exports = { reduceExtractionToProjection, indexCovers, subqueryReadsKeepProjections, madeIndexScans };
