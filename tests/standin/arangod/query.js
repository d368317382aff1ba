"use strict";
// AQL from JavaScript inside arangod: db._query(...) and db._createStatement(...) build an
// ArangoStatement whose execute() runs the whole query at once (AQL_EXECUTE) and wraps the
// materialised result in a GeneralArrayCursor (arangod-api.md §5.1, "Server side"). The
// query itself is run by the AQL interpreter (../aql, README.md "aql/").

const { makeError, unsupported } = require("../errors");
const { builtinError, ERROR_NUMBERS } = require("./builtin-errors");
const { makeCursor } = require("./cursor");

// arangod-api.md §5.1 (late 3.x): how db._query's arguments become a statement's data.
// - _query(q, bindVars, cursorOptions, aqlOptions): the 4-argument form;
// - from 3.0 a missing 4th argument means the 3rd is also the AQL options;
// - _query({query, bindVars, ...}[, cursorOptions[, aqlOptions]]): the object form.
// Returns { query, bindVars, count, batchSize, options, cache } (values of the context).
function statementDataFromQueryArguments(facts, args) {
  let [query, bindVars, cursorOptions, options] = args;
  let data;
  if (query !== null && typeof query === "object") {
    if (typeof query.toAQL === "function") {
      throw unsupported("aql template objects as db._query argument");
    }
    // Late 3.x: the object is the statement data, the 2nd and 3rd arguments shift into the
    // places of the cursor options and AQL options.
    data = Object.assign({}, query);
    options = cursorOptions;
    cursorOptions = bindVars;
  } else {
    data = { query, bindVars: bindVars || undefined };
  }
  if (facts.thirdArgumentIsAqlOptions && options === undefined && cursorOptions !== undefined) {
    options = cursorOptions;
  }
  if (options) {
    data.options = options;
    data.cache = options.cache || undefined;
  }
  if (cursorOptions) {
    data.count = cursorOptions.count || false;
    data.batchSize = cursorOptions.batchSize || undefined;
  }
  return data;
}

function isObjectValue(value) {
  return value !== null && typeof value === "object";
}

function createQueryRunner({ realm, facts, server, profile, queryCache, currentDatabase, cursorClass, count }) {
  let aql = null;

  // AQL_EXECUTE(query, bindVars, options) of the current database.
  function executeAql(query, bindVars, options) {
    if (typeof query !== "string") {
      // v8-vocbase.cpp JS_ExecuteAql: "expecting string for <querystring>"
      throw new TypeError("expecting string for <querystring>");
    }
    if (bindVars !== undefined && bindVars !== null && !isObjectValue(bindVars)) {
      throw new TypeError("expecting object for <bindvalues>");
    }
    const aqlOptions = realm.toNode(options || {});
    if (aqlOptions.stream === true) {
      throw unsupported("streaming cursors (AQL option stream: true)");
    }
    // arangod-api.md §5.5: a query may be answered from the results cache when its mode is
    // "on" (unless cache: false) or "demand" (with cache: true). The stand-in has no results
    // cache, so it refuses rather than measure something else.
    if ((queryCache.mode === "on" && aqlOptions.cache !== false) ||
        (queryCache.mode === "demand" && aqlOptions.cache === true)) {
      throw unsupported("the AQL query results cache (mode '" + queryCache.mode + "')");
    }
    if (aql === null) {
      aql = require("../aql");
    }
    const outcome = aql.runQuery({ server, database: currentDatabase(), profile }, query,
      realm.toNode(bindVars || {}), aqlOptions);
    const documents = realm.toContext(outcome.result);
    return makeCursor(realm, cursorClass, documents, outcome.extra, outcome.extra && outcome.extra.cached);
  }

  // ArangoStatement (js/common/modules/@arangodb/arango-statement-common.js): the data's
  // query, bindVars, options, count, batchSize and cache.
  function newStatementState(data) {
    if (data === undefined || data === null) {
      throw builtinError(ERROR_NUMBERS.BAD_PARAMETER, "<data> must be an object");
    }
    const source = typeof data === "string" ? { query: data } : data;
    if (typeof source.toAQL === "function") {
      throw unsupported("aql template objects as statement data");
    }
    if (!Object.prototype.hasOwnProperty.call(source, "query")) {
      throw makeError(1502);
    }
    const state = {
      query: source.query,
      bindVars: realm.object(),
      options: undefined,
      count: false,
      batchSize: null,
      cache: undefined
    };
    if (isObjectValue(source.bindVars)) {
      state.bindVars = source.bindVars;
    }
    if (isObjectValue(source.options)) {
      state.options = source.options;
    }
    if (source.count !== undefined) {
      state.count = Boolean(source.count);
    }
    if (source.batchSize !== undefined) {
      setBatchSize(state, source.batchSize);
    }
    if (source.cache !== undefined) {
      state.cache = Boolean(source.cache);
    }
    return state;
  }

  function setBatchSize(state, value) {
    const batchSize = parseInt(value, 10);
    if (batchSize > 0) {
      state.batchSize = batchSize;
    }
  }

  // ArangoStatement.execute (server side): the statement's options are the AQL options; an
  // explicit cache setting of the statement overrides the options' one.
  function executeStatement(state) {
    let options = state.options;
    if (state.cache !== undefined) {
      options = Object.assign({}, realm.toNode(options || {}), { cache: state.cache });
    }
    return executeAql(state.query, state.bindVars, options);
  }

  const statementClass = realm.defineClass("ArangoStatement", {
    execute(state) {
      count("statement.execute");
      return executeStatement(state);
    },
    explain() {
      throw unsupported("explaining queries (statement.explain)");
    },
    parse() {
      throw unsupported("parsing queries (statement.parse)");
    },
    getQuery(state) {
      return state.query;
    },
    setQuery(state, query) {
      state.query = query;
    },
    bind(state, key, value) {
      if (isObjectValue(key)) {
        if (value !== undefined) {
          throw builtinError(ERROR_NUMBERS.BAD_PARAMETER, "invalid bind parameter declaration");
        }
        state.bindVars = key;
      } else if (typeof key === "string") {
        state.bindVars[key] = value;
      } else {
        throw builtinError(ERROR_NUMBERS.BAD_PARAMETER, "invalid bind parameter declaration");
      }
    },
    getBindVariables(state) {
      return state.bindVars;
    },
    getCount(state) {
      return state.count;
    },
    setCount(state, value) {
      state.count = Boolean(value);
    },
    getBatchSize(state) {
      return state.batchSize;
    },
    setBatchSize(state, value) {
      setBatchSize(state, value);
    },
    getOptions(state) {
      return state.options;
    },
    setOptions(state, value) {
      state.options = value;
    },
    getCache(state) {
      return state.cache;
    },
    setCache(state, value) {
      state.cache = Boolean(value);
    }
  });

  return {
    // db._query(...): arguments as the caller gave them (their number matters).
    query(args) {
      return executeStatement(newStatementState(statementDataFromQueryArguments(facts, args)));
    },
    createStatement(data) {
      return statementClass.create(newStatementState(data));
    }
  };
}

module.exports = { createQueryRunner, statementDataFromQueryArguments };
