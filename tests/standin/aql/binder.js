"use strict";
// Bind parameters and collections (docs 3.12, bind parameters; arangod/Aql/Ast.cpp,
// injectBindParameters; lib/Basics/errors.dat): checks the bind variables
// against the parameters the query declares, injects their values into the AST, and resolves
// every collection the query names.

const { makeError, unsupported } = require("../errors");
const { collectionNotFound } = require("./query-errors");
const { rewriteStatements, forEachNodeInStatements } = require("./ast");
const values = require("./values");

const hasOwn = Object.prototype.hasOwnProperty;
// Names a query may use for a collection: arangod's traditional rules, system names included.
const QUERY_COLLECTION_NAME = /^[a-zA-Z_][a-zA-Z0-9_-]{0,255}$/;

// [docs 3.12, bind parameters; arangod/Aql/Ast.cpp, injectBindParameters] bindVars must be an object
// (1550); every declared parameter needs a value (1551,
// checked first) and every key must be declared (1552, checked after).
function checkBindVariables(parsed, bindVars) {
  let given = bindVars;
  if (given === undefined || given === null) {
    given = {};
  }
  if (typeof given !== "object" || Array.isArray(given)) {
    throw makeError(1550);
  }
  const declared = parsed.valueParameters.concat(parsed.collectionParameters);
  for (const name of declared) {
    if (!hasOwn.call(given, name)) {
      throw makeError(1551, name);
    }
  }
  for (const key of Object.keys(given)) {
    if (declared.indexOf(key) < 0) {
      throw makeError(1552, key);
    }
  }
  return given;
}

// [arangod/Aql/tokens.ll and grammar.y, 2.x and 3.x] doc.@attr: a non-empty string is one attribute
// name, in 2.x as in 3.x ("a.b" is the
// attribute named "a.b", not a path): 2.5 looks the name up as one property
// (Executor::generateCodeBoundAccess -> aql.js DOCUMENT_MEMBER(value, name), v2.5.0), 2.6 to
// 2.8 turn it into one attribute access (Ast::injectBindParameters, v2.6.0 / v2.8.3), and
// so does 3.x. 3.x also takes a non-empty array of non-empty strings as a path; 2.x accepts
// strings only (anything else, arrays included, is 1553: ArangoDB's
// testBindAttributeNamesInvalid, aql-bind.js v2.5.0 and v2.8.3, binds [] and {}).
// Anything else is 1553.
function attributePath(name, value, profile) {
  if (typeof value === "string" && value.length > 0) {
    return [value];
  }
  if (Array.isArray(value) && profile.major >= 3 && value.length > 0 &&
      value.every((part) => typeof part === "string" && part.length > 0)) {
    return value.slice();
  }
  throw makeError(1553, name);
}

// Replaces parameter nodes by values, bound attribute accesses by attribute chains and
// collection parameters by collection names.
function injectBindValues(parsed, given, profile) {
  const converted = new Map();
  function valueOf(name) {
    if (!converted.has(name)) {
      converted.set(name, values.deepFreeze(values.toJsonValue(given[name])));
    }
    return converted.get(name);
  }
  rewriteStatements(parsed.statements, (node) => {
    switch (node.type) {
      case "parameter":
        return { type: "value", value: valueOf(node.name) };
      case "boundAttribute": {
        // `bound` remembers where the name came from: 2.5.0-2.5.3 never serve such an
        // access from an index (planner.js, boundAttributesIndexable)
        let object = node.object;
        for (const name of attributePath(node.parameter, given[node.parameter], profile)) {
          object = { type: "attribute", object, name, bound: true };
        }
        return object;
      }
      case "collection":
        if (node.parameter !== null) {
          const name = given[node.parameter];
          if (typeof name !== "string" || name.length === 0) {
            throw makeError(1553, node.parameter);
          }
          return { type: "collection", name, parameter: node.parameter, role: node.role };
        }
        return node;
      case "object":
        for (const entry of node.entries) {
          if (entry.keyParameter !== null) {
            const key = given[entry.keyParameter];
            if (typeof key !== "string") {
              throw unsupported("a bound attribute name that is not a string");
            }
            entry.key = key;
            entry.keyParameter = null;
          }
        }
        return node;
      default:
        return node;
    }
  });
}

// Every collection the query names must exist (lib/Basics/errors.dat 1203, "collection or view not found";
// checked when the query starts); a name breaking the naming rules is 1208.
function resolveCollections(parsed, database, profile) {
  forEachNodeInStatements(parsed.statements, (node) => {
    if (node.type !== "collection") {
      return;
    }
    if (node.parameter !== null && profile.major >= 3 && /^[0-9]/.test(node.name)) {
      node.name = collectionNameOfId(node.name, database, profile);
    }
    if (!QUERY_COLLECTION_NAME.test(node.name)) {
      throw makeError(1208, node.name);
    }
    const collection = database.collection(node.name);
    if (collection === null) {
      throw collectionNotFound(profile, node.name);
    }
    node.collectionObject = collection;
  });
}

// 3.x: a @@collection value starting with a digit is a collection id ("emergency translation
// of collection id to name", Ast::injectBindParameters, 3.x; ArangoDB's
// testBindCollectionWithId, aql-bind.js of late 3.x, binds numbers._id); an unknown id is
// 1203. 2.x has no such translation: the digits are an illegal name there (1208, checked
// below).
function collectionNameOfId(id, database, profile) {
  if (!/^[0-9]+$/.test(id)) {
    throw unsupported("a @@collection value that starts with digits and goes on with other characters");
  }
  for (const name of database.collectionNames()) {
    if (database.collection(name).id === id) {
      return name;
    }
  }
  throw collectionNotFound(profile, id);
}

function bind(parsed, bindVars, database, profile) {
  const given = checkBindVariables(parsed, bindVars);
  injectBindValues(parsed, given, profile);
  resolveCollections(parsed, database, profile);
}

module.exports = { bind };
