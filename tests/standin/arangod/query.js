"use strict";
// AQL from JavaScript: db._query(...) and db._createStatement(...) build an ArangoStatement
// whose execute() runs the whole query at once. Inside arangod (AQL_EXECUTE) the
// materialised result is wrapped in a GeneralArrayCursor (v2.5.0 and v2.7.0
// js/server/modules/org/arangodb/arango-database.js, _query, "Server
// side"); in arangosh the result comes back in batches over HTTP (arangosh-cursor.js, v2.5.0
// arangod/Aql/ExecutionStats.cpp; docs 3.12, query statistics,
// [v2.5.0 arangosh/V8Client/arangosh.cpp; js/client/client.js] ). The query itself is run by the AQL
// interpreter (../aql, README.md "aql/"), after
// aql-guard.js refused what the interpreter does not emulate for the profile.

const { unsupported } = require("../errors");
const { builtinError, ERROR_NUMBERS } = require("./builtin-errors");
const { makeCursor, EXTRA_KEYS } = require("./cursor");
const { makeBatchedCursor } = require("./arangosh-cursor");
const aqlGuard = require("./aql-guard");

// v2.5.0 and v2.7.0 js/server/modules/org/arangodb/arango-database.js, _query: how db._query's
// arguments become a statement's data.
// - _query(q, bindVars, cursorOptions, aqlOptions): the 4-argument form (all versions);
// - from 3.0 a missing 4th argument means the 3rd is also the AQL options (2.x: cursor
//   options only, the AQL options stay unset);
// - _query({query, bindVars, ...}[, cursorOptions[, aqlOptions]]): the object form: late 3.x
//   with optional 2nd/3rd arguments; 2.7 to mid 3.x only as the single argument; 2.5/2.6 not
//   at all — there, as with more arguments in 2.7+, the object becomes the query text and
//   AQL_EXECUTE refuses it ("expecting string for <querystring>").
// Returns { query, bindVars, count, batchSize, options, cache } (values of the context).
function statementDataFromQueryArguments(facts, args) {
  let [query, bindVars, cursorOptions, options] = args;
  let data;
  const objectForm = query !== null && typeof query === "object" &&
    (facts.queryObjectForm === "with-options" || (facts.queryObjectForm === "single-argument" && args.length === 1));
  if (objectForm) {
    if (typeof query.toAQL === "function") {
      throw unsupported("aql template objects as db._query argument");
    }
    // The object is the statement data; late 3.x shifts the 2nd and 3rd arguments into the
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

// simulation: null, or { clock, lookup } of the simulated clock (simulated-clock.js,
// case-lookup.js): each query then also advances the clock by its simulated duration.
function createQueryRunner({ realm, facts, server, profile, queryCache, currentDatabase, cursorClass,
  batchedCursorClass, count, simulation }) {
  let aql = null;

  // The cursor for a query's outcome: arangod's GeneralArrayCursor, or arangosh's batches
  // (batchSize of the statement, else the server's default 1000, v2.5.0
  // arangosh/V8Client/arangosh.cpp; js/client/client.js).
  function cursorFor(outcome, settings) {
    const documents = realm.toContext(outcome.result);
    if (!facts.batchedCursors) {
      return makeCursor(realm, cursorClass, documents, outcome.extra, outcome.extra && outcome.extra.cached);
    }
    const extra = {};
    for (const key of EXTRA_KEYS) {
      if (outcome.extra && Object.prototype.hasOwnProperty.call(outcome.extra, key)) {
        extra[key] = outcome.extra[key];
      }
    }
    return makeBatchedCursor(realm, batchedCursorClass, documents, extra, {
      batchSize: settings.batchSize || facts.defaultBatchSize,
      count: settings.count === true
    });
  }

  // AQL_EXECUTE(query, bindVars, options) of the current database (in arangosh: POST
  // /_api/cursor); settings: { count, batchSize } of the statement.
  function executeAql(query, bindVars, options, settings) {
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
    // docs 3.12, caching query results: a query may be answered from the results cache when its mode is
    // "on" (unless cache: false) or "demand" (with cache: true). The stand-in has no results
    // cache, so it refuses rather than measure something else.
    if ((queryCache.mode === "on" && aqlOptions.cache !== false) ||
        (queryCache.mode === "demand" && aqlOptions.cache === true)) {
      throw unsupported("the AQL query results cache (mode '" + queryCache.mode + "')");
    }
    if (aql === null) {
      aql = require("../aql");
    }
    const guard = aqlGuard.checkQuery(query, profile);
    const database = currentDatabase();
    const nodeBindVars = realm.toNode(bindVars || {});
    const run = () => aql.runQuery({ server, database, profile }, query, nodeBindVars, aqlOptions);
    let outcome;
    try {
      if (simulation) {
        const { name, documents } = simulation.lookup.identify(database, query, nodeBindVars);
        outcome = simulation.clock.timeQuery(name, documents, run);
      } else {
        outcome = run();
      }
    } catch (error) {
      throw guard.refuseFailure ? aqlGuard.failureOnCluster(error) : error;
    }
    return cursorFor(outcome, settings || {});
  }

  // ArangoStatement (js/common/modules/@arangodb/arango-statement-common.js): the data's
  // query, bindVars, options, count, batchSize and cache. Its constructor throws plain
  // strings, not ArangoErrors, before anything reaches the server: "ArangoStatement needs
  // initial data" without data, "ArangoStatement needs a valid query attribute" when the
  // query is undefined or "" (the same checks from 2.x to 3.12). A whitespace-only query
  // passes them and gets the server's 1502.
  function newStatementState(data) {
    if (!data) {
      throw "ArangoStatement needs initial data";
    }
    const source = typeof data === "string" ? { query: data } : data;
    if (typeof source.toAQL === "function") {
      throw unsupported("aql template objects as statement data");
    }
    if (source.query === undefined || source.query === "") {
      throw "ArangoStatement needs a valid query attribute";
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
    return executeAql(state.query, state.bindVars, options, { count: state.count, batchSize: state.batchSize });
  }

  const statementClass = realm.defineClass("ArangoStatement", {
    execute(state) {
      count("statement.execute");
      return executeStatement(state);
    },
    // v2.5.0 and v2.8.0 arangod/Aql/ExecutionNode.cpp: statement.explain([options]) returns { plan,
    // warnings, stats
    // [, cacheable] } in every version; the explain options go over the statement's options.
    // The plan comes from the interpreter's own planner (aql/explain.js), so it shows exactly
    // the index lookups the execution makes.
    explain(state, options) {
      count("statement.explain");
      if (aql === null) {
        aql = require("../aql");
      }
      aqlGuard.checkQuery(state.query, profile);
      const merged = Object.assign({}, realm.toNode(state.options || {}), realm.toNode(options || {}));
      return realm.toContext(aql.explain({ server, database: currentDatabase(), profile }, state.query,
        realm.toNode(state.bindVars || {}), merged));
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
