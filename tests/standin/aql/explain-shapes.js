"use strict";
// The version-dependent parts of explain output: node type names, variable and index
// descriptions and the extra fields of some nodes. Sources (cited as below):
// - [EN2] 2.x arangod/Aql/ExecutionNode.cpp toJsonHelper of each node (nvoron23/arangodb, a
//   2.x fork, the IndexRangeNode era) and arangod/Aql/IndexNode.cpp of 2.8;
// - [T3.x] docs transcripts arangodb/docs:3.x/generated/Examples/
//   09_workWithAQL_statementsPlansBind.generated (3.4, 3.6, 3.7, 3.8, 3.9, 3.10, 3.11) and
//   07_workWithAQL_statementsExplain.generated (3.11, EnumerateCollectionNode);
// - v2.5.0 and v2.8.0 arangod/Aql/ExecutionNode.cpp; docs 2.8, optimizer and v2.5.0 and v2.8.0
// arangod/Aql/ExecutionNode.cpp for the node names per version.
// Fields whose first version is only bracketed by two transcripts start at the later one.
// 3.12 is assumed to write what 3.11 writes (no 3.12 transcript was read: unverified).

function atLeast(profile, major, minor) {
  return profile.major > major || (profile.major === major && profile.minor >= minor);
}

// [v2.5.0 and v2.8.0 arangod/Aql/ExecutionNode.cpp; docs 2.8, optimizer; docs 3.12, data types]
// IndexRangeNode (2.5-2.7) became IndexNode in 2.8; AggregateNode became
// CollectNode in 2.8 too (TypeNames in arangod/Aql/ExecutionNode.cpp: "AggregateNode" at
// v2.5.0-v2.7.0, "CollectNode" at v2.8.0); 3.6 splices subqueries (SubqueryStartNode/
// SubqueryEndNode).
function indexNodeType(profile) {
  return atLeast(profile, 2, 8) ? "IndexNode" : "IndexRangeNode";
}

function collectNodeType(profile) {
  return atLeast(profile, 2, 8) ? "CollectNode" : "AggregateNode";
}

// Rule names: use-index-range until 2.7, use-indexes from 2.8 (release notes 2.8, incompatible changes).
function indexRuleName(profile) {
  return atLeast(profile, 2, 8) ? "use-indexes" : "use-index-range";
}

// A variable as nodes and plan.variables write it: { id, name } plus, from [T3.7]
// isDataFromCollection (until [T3.10]) and from [T3.10] isFullDocumentFromCollection
// ([T3.10] has both, [T3.11] only the second).
function variableJson(profile, variable) {
  const json = { id: variable.id, name: variable.name };
  const fromCollection = variable.fromCollection === true;
  if (atLeast(profile, 3, 7) && !atLeast(profile, 3, 11)) {
    json.isDataFromCollection = fromCollection;
  }
  if (atLeast(profile, 3, 10)) {
    json.isFullDocumentFromCollection = fromCollection;
  }
  return json;
}

// AST dump style, see explain-ast.js.
function astStyle(profile) {
  return {
    typeIds: profile.major >= 3,
    vType: profile.major >= 3 && !atLeast(profile, 3, 11),
    excludesNull: atLeast(profile, 3, 4)
  };
}

// One index as IndexRangeNode.index (2.5-2.7: {type, id, unique, sparse, fields}, v2.5.0 and v2.8.0
// arangod/Aql/ExecutionNode.cpp; docs 2.8, optimizer) or as
// an entry of IndexNode.indexes: 2.8 adds selectivityEstimate where the index has one
// (primary and hash indexes, [EN2] Index::toJson); 3.x order and fields per [T3.4]-[T3.11]:
// id, type, name (index names exist from 3.5; [T3.4] has none, [T3.6] has), fields,
// selectivityEstimate, unique, sparse, deduplicate (user indexes), estimates ([T3.8]+),
// cacheEnabled ([T3.10]+). `info`: { primary, id, type, fields, unique, sparse, selectivity }.
// The stand-in's store keeps no index names, so 3.5+ gets "primary" and "idx_<id>".
function indexJson(profile, info) {
  if (!atLeast(profile, 2, 8)) {
    return { type: info.type, id: info.id, unique: info.unique, sparse: info.sparse, fields: info.fields.slice() };
  }
  const hasEstimate = info.primary || info.type === "hash" || (profile.major >= 3 && profile.engine === "rocksdb");
  if (profile.major < 3) {
    const json = { type: info.type, id: info.id, unique: info.unique, sparse: info.sparse };
    if (hasEstimate) {
      json.selectivityEstimate = info.selectivity;
    }
    json.fields = info.fields.slice();
    return json;
  }
  const json = { id: info.id, type: info.type };
  if (atLeast(profile, 3, 5)) {
    json.name = info.primary ? "primary" : "idx_" + info.id;
  }
  json.fields = info.fields.slice();
  if (hasEstimate) {
    json.selectivityEstimate = info.selectivity;
  }
  json.unique = info.unique;
  json.sparse = info.sparse;
  if (!info.primary && atLeast(profile, 3, 4)) {
    json.deduplicate = true;
  }
  if (!info.primary && atLeast(profile, 3, 8)) {
    json.estimates = hasEstimate;
  }
  if (!info.primary && atLeast(profile, 3, 10)) {
    json.cacheEnabled = false;
  }
  return json;
}

// Fields of a collection-reading node that 3.x writes between outVariable and database
// ([T3.4]-[T3.11], IndexNode and [T3.11] EnumerateCollectionNode share them).
// producesResult: whether the query reads the loop variable at all (DocumentProducingNode:
// false makes the node a "scan only"; a FILTER folded into the node would count too, but
// that rule is not emulated).
function documentProducerFields(profile, target, parts) {
  if (atLeast(profile, 3, 4)) {
    target.projections = parts.projections;
  }
  if (atLeast(profile, 3, 10)) {
    target.filterProjections = [];
  }
  if (atLeast(profile, 3, 7)) {
    target.count = false;
  }
  if (atLeast(profile, 3, 4)) {
    target.producesResult = parts.producesResult;
  }
  if (atLeast(profile, 3, 8)) {
    target.readOwnWrites = false;
  }
  if (atLeast(profile, 3, 10)) {
    target.useCache = true;
  }
  if (atLeast(profile, 3, 9)) {
    target.maxProjections = 5;
  }
  return target;
}

function collectionFields(profile, target, database, collection) {
  target.database = database;
  target.collection = collection;
  if (atLeast(profile, 3, 4)) {
    target.satellite = false;
  }
  if (atLeast(profile, 3, 6)) {
    target.isSatellite = false;
  }
  if (atLeast(profile, 3, 7)) {
    target.isSatelliteOf = null;
  }
  return target;
}

// EnumerateCollectionNode: [EN2] database, collection, outVariable, random; [T3.11] random,
// indexHint, outVariable, the producer fields, database, collection, satellite fields. For
// 3.x versions between, the shared fields follow the IndexNode transcripts and indexHint
// (index hints are a 3.5 feature) is written from 3.5, its lookahead from 3.10 (both by
// analogy, unverified).
function enumerateCollectionFields(profile, parts) {
  if (profile.major < 3) {
    return { database: parts.database, collection: parts.collection, outVariable: parts.outVariable, random: false };
  }
  const fields = { random: false };
  if (atLeast(profile, 3, 5)) {
    fields.indexHint = atLeast(profile, 3, 10) ? { forced: false, lookahead: 1, type: "none" } : { forced: false, type: "none" };
  }
  fields.outVariable = parts.outVariable;
  documentProducerFields(profile, fields, parts);
  return collectionFields(profile, fields, parts.database, parts.collection);
}

// IndexNode: [EN2] 2.8 database, collection, outVariable, indexes, condition, reverse;
// [T3.4]-[T3.11] order and fields as below. 3.0-3.3 get the 2.8 fields (no transcript read).
function indexNodeFields(profile, parts) {
  if (!atLeast(profile, 3, 4)) {
    return { database: parts.database, collection: parts.collection, outVariable: parts.outVariable,
      indexes: parts.indexes, condition: parts.condition, reverse: false };
  }
  const fields = { outVariable: parts.outVariable };
  documentProducerFields(profile, fields, parts);
  collectionFields(profile, fields, parts.database, parts.collection);
  fields.needsGatherNodeSort = false;
  fields.indexCoversProjections = parts.indexCoversProjections;
  fields.indexes = parts.indexes;
  fields.condition = parts.condition;
  if (atLeast(profile, 3, 10)) {
    fields.allCoveredByOneIndex = false;
  }
  fields.sorted = true;
  fields.ascending = true;
  fields.reverse = false;
  fields.evalFCalls = true;
  if (atLeast(profile, 3, 10)) {
    fields.waitForSync = false;
  }
  fields.limit = 0;
  if (atLeast(profile, 3, 10)) {
    fields.lookahead = 1;
  }
  return fields;
}

// IndexRangeNode (2.5-2.7, [EN2]): database, collection, outVariable, ranges, index, reverse.
function indexRangeNodeFields(profile, parts) {
  return { database: parts.database, collection: parts.collection, outVariable: parts.outVariable,
    ranges: parts.ranges, index: parts.index, reverse: false };
}

// ReturnNode: inVariable; [T3.4]+ add count (true for the query's own RETURN).
function returnFields(profile, inVariable, topLevel) {
  const fields = { inVariable };
  if (atLeast(profile, 3, 4)) {
    fields.count = topLevel;
  }
  return fields;
}

module.exports = {
  atLeast, indexNodeType, collectNodeType, indexRuleName, variableJson, astStyle, indexJson,
  enumerateCollectionFields, indexNodeFields, indexRangeNodeFields, returnFields
};
