"use strict";
// The cursor db._query returns inside arangod: a GeneralArrayCursor over the whole,
// already materialised result (v2.5.0 and v2.7.0 js/server/modules/org/arangodb/arango-database.js,
// _query "Server side", v2.5.0 arangod/Aql/ExecutionStats.cpp; docs 3.12, query statistics; methods as in
// js/common/modules/@arangodb/simple-query-common.js of late 3.x):
// - toArray()/elements() return the result array itself, every time, whatever next() did;
// - count() is the total size regardless of the `count` option;
// - hasNext()/next() walk the result; next() after the end gives undefined;
// - getExtra() returns { stats, warnings[, profile][, plan] } (only the keys the query
//   produced), or {} after dispose();
// - dispose() drops everything (toArray() and count() then give null).

const EXTRA_KEYS = ["stats", "warnings", "profile", "plan"];

function createCursorClass(realm) {
  return realm.defineClass("GeneralArrayCursor", {
    toArray(state) {
      return state.documents;
    },
    elements(state) {
      return state.documents;
    },
    count(state, applyPagination) {
      return applyPagination ? state.countQuery : state.countTotal;
    },
    getExtra(state) {
      return state.extra || realm.object();
    },
    hasNext(state) {
      return state.current < state.stop;
    },
    next(state) {
      if (state.current < state.stop) {
        const document = state.documents[state.current];
        state.current += 1;
        return document;
      }
      return undefined;
    },
    dispose(state) {
      state.documents = null;
      state.countTotal = null;
      state.countQuery = null;
      state.current = null;
      state.stop = null;
      state.extra = null;
    }
  });
}

// A cursor over `documents` (an array of the context) with the query's `extra` (node data).
function makeCursor(realm, cursorClass, documents, extra, cached) {
  const kept = {};
  for (const key of EXTRA_KEYS) {
    if (extra && Object.prototype.hasOwnProperty.call(extra, key)) {
      kept[key] = extra[key];
    }
  }
  return cursorClass.create({
    documents,
    countTotal: documents.length,
    countQuery: documents.length,
    current: 0,
    stop: documents.length,
    extra: realm.toContext(kept),
    cached: cached === true
  });
}

module.exports = { createCursorClass, makeCursor, EXTRA_KEYS };
