"use strict";
// The cursor db._query returns in arangosh: an ArangoQueryCursor over HTTP (v2.8.0
// js/client/modules/org/arangodb/arango-query-cursor.js;
// js/client/modules/@arangodb/arango-query-cursor.js of late 3.x). The server keeps
// the whole (already computed) result and hands it out in batches of `batchSize` (default
// 1000); the shell holds one batch at a time and fetches the next one when next() passes the
// end of the current batch (POST /_api/cursor/<id>, counted as "cursor.fetch"):
// - hasNext()/next(): next() at the end throws the string "No more results";
// - toArray(): the rest of the result (from the current position), exhausting the cursor;
// - count(): the batch's `count` attribute: undefined unless count: true was requested;
// - getExtra(): the `extra` of the latest batch (`{}` when it has none). A non-streaming
//   cursor puts the query's complete extra into every batch it sends
//   (arangod/Aql/QueryResultCursor.cpp, dumpSync: `builder.add("extra", _result.extra)` for
//   each batch), so every batch carries the same statistics; the shell parses each batch
//   anew, so each getExtra() after a fetch is a fresh object;
// - dispose(): deletes the server-side cursor when batches are left; the shell then fetches
//   nothing more;
// - there is no elements() (that is the server cursor's).

function batchOf(realm, state, start) {
  const end = Math.min(start + state.batchSize, state.documents.length);
  const result = realm.bridge.newArray();
  for (let i = start; i < end; i += 1) {
    result.push(state.documents[i]);
  }
  const data = { result, hasMore: end < state.documents.length, cached: false, next: end };
  if (state.countRequested) {
    data.count = state.documents.length;
  }
  if (state.extra !== null) {
    data.extra = realm.toContext(state.extra);
  }
  return data;
}

function createBatchedCursorClass(realm, count) {
  function next(state) {
    if (!state.hasNext) {
      throw "No more results"; // arangosh throws this string, not an Error
    }
    const value = state.data.result[state.position];
    state.position += 1;
    if (state.position === state.data.result.length) {
      state.hasNext = false;
      state.position = 0;
      if (state.data.hasMore && !state.disposed) {
        count("cursor.fetch");
        state.data = batchOf(realm, state, state.data.next);
        state.hasNext = state.data.result.length > 0;
      }
    }
    return value;
  }

  return realm.defineClass("ArangoQueryCursor", {
    hasNext(state) {
      return state.hasNext;
    },
    next,
    toArray(state) {
      const rest = realm.bridge.newArray();
      while (state.hasNext) {
        rest.push(next(state));
      }
      return rest;
    },
    count(state) {
      return state.data.count;
    },
    getExtra(state) {
      return state.data.extra || realm.object();
    },
    dispose(state) {
      if (state.data.hasMore && !state.disposed) {
        count("cursor.dispose");
        state.disposed = true;
      }
      return undefined;
    }
  });
}

// A cursor over `documents` (an array of the context) with the query's `extra` (node data):
// the first batch has arrived with the query's answer.
function makeBatchedCursor(realm, cursorClass, documents, extra, settings) {
  const state = {
    documents,
    batchSize: settings.batchSize,
    countRequested: settings.count === true,
    extra: extra || null,
    disposed: false,
    position: 0,
    hasNext: false,
    data: null
  };
  state.data = batchOf(realm, state, 0);
  state.hasNext = state.data.result.length > 0;
  return cursorClass.create(state);
}

module.exports = { createBatchedCursorClass, makeBatchedCursor };
