"use strict";
// Indexes of several fields in the 2.8 profile (planner.js asks; other profiles are unchanged).
//
// A hash index of 2.8 serves a lookup only when every one of its fields is compared with ==
// or IN, never a part of them: HashIndex::supportsFilterCondition asks
// SimpleAttributeEqualityMatcher::matchAll, which accepts only when all index attributes are
// covered (arangod/Indexes/HashIndex.cpp and SimpleAttributeEqualityMatcher.cpp, v2.8.3). The
// conditions may come from one FILTER or several (ConditionFinder and-combines every FILTER
// of the loop, arangod/Aql/ConditionFinder.cpp v2.8.3). The index then looks up every
// combination of the values (HashIndex::iteratorForCondition builds their permutations) and
// scannedIndex counts the documents it finds (IndexBlock::readIndex). ArangoDB's v2.8.3
// js/server/tests/aql-optimizer-indexes-in-or.js testHashIndexMulti and
// testHashIndexMultiDynamic expect such a lookup (an IndexNode, scannedIndex < 10,
// scannedFull 0) for `value1 == 30 && value2 == 30`, IN lists on both fields, and the same
// with the values in LET variables.
//
// A skiplist index serves a prefix of its fields; the stand-in looks up its first field only
// (planner.js), so a query that also compares a later field of it is refused rather than
// answered with statistics of a lookup arangod would not make.
//
// Refused as well, never guessed: two conditions on one field of the hash index (which one
// arangod keeps after Condition::optimize is not emulated), a sparse hash index (which values
// it may look up is not emulated), and a choice between this index and any other one (2.8
// picks by its cost estimates).

const { unsupported } = require("../errors");

function several28(profile) {
  return profile.major === 2 && profile.minor === 8;
}

// Whether 2.8 would look a hash index up on its first field alone: never with more fields.
function servesFirstFieldAlone28(index, profile) {
  return !(several28(profile) && index.type === "hash" && index.fields.length > 1);
}

function describe(loop) {
  return "FOR " + loop.variable.name + " IN " + loop.collection.name;
}

// conjuncts: [{ conjunct, statementIndex, conjunctIndex }] of the FILTERs that follow the loop.
// compares(conjunct, path) → { operator, value } when the conjunct compares the loop variable's
// `path` with a value computable before the loop (==, IN or a range), else null.
// Returns the lookup of a hash index of several fields that every field's condition serves:
// { index, parts: [{ path, operator, value, conjunct, statementIndex, conjunctIndex }] } in
// the index's field order, or null.
function severalFieldLookup28(loop, conjuncts, compares) {
  const found = [];
  for (const index of loop.collection.collectionObject._userIndexes()) {
    if (index.internal || index.fields.length < 2 || (index.type !== "hash" && index.type !== "skiplist")) {
      continue;
    }
    const perField = index.paths.map((path) => conjuncts
      .map((entry) => Object.assign({ match: compares(entry.conjunct, path), path }, entry))
      .filter((entry) => entry.match !== null));
    if (index.type === "skiplist") {
      if (perField[0].length > 0 && perField.slice(1).some((entries) => entries.length > 0)) {
        throw unsupported("a skiplist index on " + index.fields.join(", ") + " serving several of its fields in " +
          describe(loop) + " (the stand-in looks up the first field only; several-field-indexes-28.js)");
      }
      continue;
    }
    const equalities = perField.map((entries) => entries.filter((entry) => entry.match.operator === "==" ||
      entry.match.operator === "in"));
    if (equalities.some((entries) => entries.length === 0)) {
      continue;
    }
    if (equalities.some((entries) => entries.length > 1)) {
      throw unsupported("two conditions on one field of the hash index on " + index.fields.join(", ") + " in " +
        describe(loop) + " (several-field-indexes-28.js)");
    }
    if (index.sparse) {
      throw unsupported("a sparse hash index of several fields in " + describe(loop) + " (several-field-indexes-28.js)");
    }
    found.push({ index, parts: equalities.map(([entry]) => ({ path: entry.path, operator: entry.match.operator,
      value: entry.match.value, conjunct: entry.conjunct, statementIndex: entry.statementIndex,
      conjunctIndex: entry.conjunctIndex })) });
  }
  if (found.length > 1) {
    throw unsupported("a choice between the hash indexes on " + found.map((entry) => entry.index.fields.join(", "))
      .join(" and ") + " in " + describe(loop) + " (2.8 picks by cost estimates; several-field-indexes-28.js)");
  }
  return found.length === 1 ? found[0] : null;
}

// The lookups of a several-field lookup: every combination of the fields' values, the first
// field varying fastest (HashIndex::iteratorForCondition's permutation order). lists: one
// array of values per field.
function combinations(lists) {
  if (lists.some((list) => list.length === 0)) {
    return [];
  }
  const out = [];
  const positions = lists.map(() => 0);
  for (;;) {
    out.push(positions.map((position, field) => lists[field][position]));
    let field = 0;
    while (field < lists.length && ++positions[field] === lists[field].length) {
      positions[field] = 0;
      field += 1;
    }
    if (field === lists.length) {
      return out;
    }
  }
}

module.exports = { several28, servesFirstFieldAlone28, severalFieldLookup28, combinations };
