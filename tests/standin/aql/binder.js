"use strict";
// Bind parameters and collections (aql-semantics.md §9, §10): checks the bind variables
// against the parameters the query declares, injects their values into the AST, and resolves
// every collection the query names.

const { makeError, unsupported } = require("../errors");
const { collectionNotFound } = require("./query-errors");
const { rewriteStatements, forEachNodeInStatements } = require("./ast");
const values = require("./values");

const hasOwn = Object.prototype.hasOwnProperty;
// Names a query may use for a collection: arangod's traditional rules, system names included.
const QUERY_COLLECTION_NAME = /^[a-zA-Z_][a-zA-Z0-9_-]{0,255}$/;

// §9: bindVars must be an object (1550); every declared parameter needs a value (1551,
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

// §1 doc.@attr: 3.x takes a non-empty string as one attribute name ("a.b" is the attribute
// named "a.b") or a non-empty array of non-empty strings as a path; 2.x read a dotted string
// as a path. Anything else is 1553.
function attributePath(name, value, profile) {
  if (typeof value === "string" && value.length > 0) {
    if (profile.major < 3) {
      const parts = value.split(".");
      if (parts.some((part) => part.length === 0)) {
        throw makeError(1553, name);
      }
      return parts;
    }
    return [value];
  }
  if (Array.isArray(value)) {
    if (profile.major < 3) {
      throw unsupported("an array as attribute bind parameter in 2.x");
    }
    if (value.length > 0 && value.every((part) => typeof part === "string" && part.length > 0)) {
      return value.slice();
    }
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

// Every collection the query names must exist (§10 1203, "collection or view not found";
// checked when the query starts); a name breaking the naming rules is 1208.
function resolveCollections(parsed, database, profile) {
  forEachNodeInStatements(parsed.statements, (node) => {
    if (node.type !== "collection") {
      return;
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

function bind(parsed, bindVars, database, profile) {
  const given = checkBindVariables(parsed, bindVars);
  injectBindValues(parsed, given, profile);
  resolveCollections(parsed, database, profile);
}

module.exports = { bind };
