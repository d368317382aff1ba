"use strict";

// AQL functions of the stand-in (docs 3.12, AQL functions; arangod/Aql/AqlFunctionFeature.cpp). Names
// are case-insensitive; an unknown
// name is error 1540 and a wrong argument count 1541, both while parsing; a wrong argument
// type is a warning (1542, or 1563 for MIN/MAX) and a null result. The arities are those of
// arangod's function registry (AqlFunctionFeature.cpp, e.g. ".|+" = one or more).
//
// Real AQL functions the stand-in does not implement are refused as "not supported by the
// stand-in" (a real server would run them), never reported as unknown.

const values = require("./values");
const graph = require("./graph");
const { cxxFunctions, patchLevel } = require("./evaluation-path");
const { splitDocumentId } = require("../arangod/document-handles");
const { ArangoError, makeError } = require("../errors");

const UNLIMITED = Infinity;
// arangod prints this as the maximum of functions taking "+" (any number of) arguments.
const PRINTED_UNLIMITED_MAXIMUM = 65536;

function invalidArgumentType(q, name) {
  // [docs 3.12, AQL functions; arangod/Aql/AqlFunctionFeature.cpp] 1542 "invalid argument type in call
  // to function '%s()'" as a warning, result null
  q.warn(1542, "invalid argument type in call to function '" + name + "()'");
  return null;
}

function arrayExpected(q, name) {
  // [docs 3.12, AQL functions; arangod/Aql/AqlFunctionFeature.cpp] MIN/MAX of a non-array: warning
  // 1563 "array expected" and null
  q.warn(1563, "in function '" + name + "()': array expected");
  return null;
}

const SURROGATE = /[\ud800-\udfff]/;

function codePointCount(text) {
  if (!SURROGATE.test(text)) {
    return text.length;
  }
  let count = 0;
  for (const ignored of text) { // eslint-disable-line no-unused-vars
    count += 1;
  }
  return count;
}

// [docs 3.12, AQL functions; arangod/Aql/AqlFunctionFeature.cpp] LENGTH / COUNT: array -> elements,
// object -> attributes, string -> code points,
// null -> 0 (4 until 2.5, the length of "null"), true 1 / false 0, number -> length of its
// text (3.x). 2.5 measures bools as text too (LENGTH(true) is 4: aql-functions.js
// testLengthInvalid, v2.5.0 to v2.5.7; Functions::Length v2.5.0); 2.6 to 2.8 give 1 / 0 and
// numbers by the length of their text (LENGTH(4) 1, LENGTH(-4) 2, LENGTH(-1.5) 4: the same test,
// v2.6.0 and v2.8.3). 2.x writes a number with fpconv_dtoa in C++ and toString() in V8; they
// agree on plain decimals, so only numbers whose text might take an exponent are refused.
function length(args, q) {
  const value = args[0];
  const version2 = q.profile.major < 3;
  const version25 = version2 && q.profile.minor <= 5;
  if (value === null) {
    return version25 ? 4 : 0;
  }
  if (Array.isArray(value)) {
    return value.length;
  }
  switch (typeof value) {
    case "string":
      return codePointCount(value);
    case "object":
      return Object.keys(value).length;
    case "boolean":
      if (version25) {
        return value ? 4 : 5;
      }
      return value ? 1 : 0;
    default:
      if (version2) {
        const magnitude = Math.abs(value);
        if (magnitude >= 1e15 || (!Number.isInteger(value) && magnitude < 1)) {
          throw q.unsupported("LENGTH() of the number " + value + " in 2.x (its text form is unverified)");
        }
        return String(value).length;
      }
      return values.numberText(value).length;
  }
}

// Whether an array holds a null at any depth.
function holdsNull(list) {
  return list.some((member) => member === null || (Array.isArray(member) && holdsNull(member)));
}

// [docs 3.12, type and value order and operators; release notes 3.0 for 2.x] string, 2.x, as function
// `name` produces it. The JavaScript implementation (aql.js
// AQL_TO_STRING, v2.5.0 to v2.8.3) and the C++ one (AppendAsString, arangod/Aql/Functions.cpp
// v2.8.3) agree except for a null inside an array: "" in JavaScript, "null" in C++. Which
// one runs depends on the version and the expression (evaluation-path.js), so that one case is
// refused wherever the function has a C++ implementation.
function toString2For(name, value, q) {
  if (Array.isArray(value) && holdsNull(value) && cxxFunctions(q.profile).indexOf(name) >= 0) {
    throw q.unsupported(name + "() of an array holding null in " + q.profile.version +
      " (its JavaScript and C++ implementations differ)");
  }
  return values.toString2(value);
}

// [docs 3.12, AQL functions; arangod/Aql/AqlFunctionFeature.cpp] CONCAT. 3.x: one array argument ->
// its members joined, nulls skipped; otherwise every
// non-null argument stringified (docs 3.12, type and value order and operators; release notes 3.0 for
// 2.x) and joined. 2.x: every array argument contributes its
// non-null members one by one, every other non-null argument itself, each stringified the 2.x
// way (aql.js AQL_CONCAT v2.5.0 to v2.8.3, Functions::Concat v2.8.3): CONCAT([ 'the', null,
// 'Fox' ]) is "theFox" (ArangoDB's testConcatList, aql-functions-string.js v2.5.0 and v2.8.3)
// and CONCAT("yes", [ ]) is "yes" (testConcatInvalid, v2.8.3).
function concat(args, q) {
  if (q.profile.major < 3) {
    let joined = "";
    for (const argument of args) {
      const parts = Array.isArray(argument) ? argument : [argument];
      for (const part of parts) {
        if (part !== null) {
          joined += toString2For("CONCAT", part, q);
        }
      }
    }
    return joined;
  }
  const parts = args.length === 1 && Array.isArray(args[0]) ? args[0] : args;
  let text = "";
  for (const part of parts) {
    if (part !== null) {
      text += values.toString3(part);
    }
  }
  return text;
}

// [docs 3.12, AQL functions; arangod/Aql/AqlFunctionFeature.cpp] MERGE(o1, o2, ...) / MERGE([o1, o2,
// ...]) (the one-argument form from 2.8, see the
// arity below): shallow, later wins; a non-object -> 1542, null.
function merge(args, q) {
  let objects = args;
  if (args.length === 1 && Array.isArray(args[0])) {
    objects = args[0];
  }
  for (const object of objects) {
    if (!values.isObject(object)) {
      return invalidArgumentType(q, "MERGE");
    }
  }
  const result = {};
  for (const object of objects) {
    for (const key of Object.keys(object)) {
      values.setOwn(result, key, object[key]);
    }
  }
  return result;
}

// [docs 3.12, AQL functions; arangod/Aql/AqlFunctionFeature.cpp] KEEP/UNSET attribute names: string
// arguments, number arguments (stringified; 3.x) and
// arrays of strings. Other kinds of names are not documented.
function attributeNames(args, q, name) {
  const names = new Set();
  for (const argument of args.slice(1)) {
    if (typeof argument === "string") {
      names.add(argument);
    } else if (typeof argument === "number") {
      if (q.profile.major < 3) {
        throw q.unsupported(name + "() with a number as attribute name in 2.x");
      }
      names.add(values.numberText(argument));
    } else if (Array.isArray(argument)) {
      for (const member of argument) {
        if (typeof member !== "string") {
          throw q.unsupported(name + "() with a non-string attribute name inside an array");
        }
        names.add(member);
      }
    } else {
      throw q.unsupported(name + "() with a " + values.typeName(argument) + " as attribute name");
    }
  }
  return names;
}

// [docs 3.12, AQL functions; arangod/Aql/AqlFunctionFeature.cpp] KEEP(doc, names...): only the listed
// attributes that exist (system ones only if listed).
function keep(args, q) {
  const document = args[0];
  if (!values.isObject(document)) {
    return invalidArgumentType(q, "KEEP");
  }
  const names = attributeNames(args, q, "KEEP");
  const result = {};
  for (const key of Object.keys(document)) {
    if (names.has(key)) {
      values.setOwn(result, key, document[key]);
    }
  }
  return result;
}

// [docs 3.12, AQL functions; arangod/Aql/AqlFunctionFeature.cpp] UNSET(doc, names...): the document
// without the listed attributes.
function unset(args, q) {
  const document = args[0];
  if (!values.isObject(document)) {
    return invalidArgumentType(q, "UNSET");
  }
  const names = attributeNames(args, q, "UNSET");
  const result = {};
  for (const key of Object.keys(document)) {
    if (!names.has(key)) {
      values.setOwn(result, key, document[key]);
    }
  }
  return result;
}

// [docs 3.12, AQL functions; arangod/Aql/AqlFunctionFeature.cpp] MIN/MAX: nulls ignored, empty or
// all-null -> null, mixed types by the type order with
// collation (docs 3.12, type and value order); a non-array argument -> warning 1563 and null.
function extreme(name, wanted) {
  return function minOrMax(args, q) {
    const list = args[0];
    if (!Array.isArray(list)) {
      return arrayExpected(q, name);
    }
    let best = null;
    for (const value of list) {
      if (value !== null && (best === null || values.compareValues(value, best, true) * wanted > 0)) {
        best = value;
      }
    }
    return best;
  };
}

// [docs 3.12, AQL functions; arangod/Aql/AqlFunctionFeature.cpp] ATTRIBUTES(doc, removeInternal =
// false, sort = false): names in storage order unless
// sorted (collated order); a non-object -> 1542 and null.
function attributes(args, q) {
  const document = args[0];
  if (!values.isObject(document)) {
    return invalidArgumentType(q, "ATTRIBUTES");
  }
  let names = Object.keys(document);
  if (names.length === 0 && q.profile.major < 3) {
    throw q.unsupported("ATTRIBUTES() of an empty object in 2.x");
  }
  if (args.length > 1 && values.toBool(args[1])) {
    names = names.filter((key) => key[0] !== "_");
  }
  if (args.length > 2 && values.toBool(args[2])) {
    names.sort(values.collateStrings);
  }
  return names;
}

// [docs 3.12, AQL functions; arangod/Aql/AqlFunctionFeature.cpp] VALUES(doc, removeInternal = false):
// values in storage order. What a non-object gives
// is not documented.
function attributeValues(args, q) {
  const document = args[0];
  if (!values.isObject(document)) {
    throw q.unsupported("VALUES() of a " + values.typeName(document));
  }
  let names = Object.keys(document);
  if (args.length > 1 && values.toBool(args[1])) {
    names = names.filter((key) => key[0] !== "_");
  }
  return names.map((key) => document[key]);
}

// [docs 3.12, AQL functions; arangod/Aql/AqlFunctionFeature.cpp] HAS(doc, name): false for a
// non-object; a non-string name is stringified; true when the
// attribute exists, even with the value null.
function has(args, q) {
  const document = args[0];
  if (!values.isObject(document)) {
    return false;
  }
  const name = typeof args[1] === "string" ? args[1] : values.toStringValue(args[1], q.profile);
  return Object.prototype.hasOwnProperty.call(document, name);
}

function toNumber(args, q) {
  return values.toNumber(args[0], q.profile, q.unsupported);
}

function toString(args, q) {
  if (q.profile.major < 3) {
    return toString2For("TO_STRING", args[0], q);
  }
  return values.toString3(args[0]);
}

function passThrough(args) {
  return args[0];
}

// Availability per profile: "yes", "unknown" (the version does not have it: 1540) or
// "unverified" (refused as not supported).
const ALWAYS = () => "yes";

// [docs 3.12, AQL functions; arangod/Aql/AqlFunctionFeature.cpp /] arangod/Aql/grammar.y of v2.6.0 and
// v2.7.0; release notes 4.0: COUNT() is not in the 2.5-2.7 function table; from 2.8 it is LENGTH() under
// another name (Executor.cpp v2.8.0: "COUNT" -> AQL_LENGTH / Functions::Length, "alias for
// LENGTH()"; absent in v2.7.0).
function countAvailability(profile) {
  return profile.major >= 3 || profile.minor >= 8 ? "yes" : "unknown";
}

// NOOPT() is in the function table from 2.5.2 (arangod/Aql/Executor.cpp, tags v2.5.0 and
// v2.5.1 lack it, v2.5.2 has it); arangod/Aql/grammar.y of v2.6.0 and v2.7.0; release notes 4.0 only
// says it is absent from 2.5.
function nooptAvailability(profile) {
  return profile.major === 2 && profile.minor === 5 && patchLevel(profile) < 2 ? "unknown" : "yes";
}

// ---- arrays and documents (docs 3.12, AQL functions; used by the 2.x graph forms of suite social) ----

function listArgument(name, value, q) {
  if (!Array.isArray(value)) {
    // 3.x: a warning and null; 2.x: not verified here
    throw q.unsupported(name + "() of a non-array (warning or error per version not emulated)");
  }
  return value;
}

// UNIQUE(array): each value once, by AQL equality. 3.x defines no order (the stand-in keeps
// first occurrences in order). 2.x runs it in V8, keyed by each value's JSON text in a plain
// object, and returns the object's keys in V8's order: keys that are array indices (the whole
// numbers 0 to 2^32 - 2) ascending, then the others as first met (AQL_UNIQUE in
// js/server/modules/org/arangodb/aql.js, v2.5.4, v2.6.0-alpha2 and v2.8.3); ArangoDB's
// testUnique3 (aql-functions.js of those tags) expects [ 1, 2, 3, 4, 5, 7, 9, 42, -1, -33 ].
function unique(args, q) {
  const seen = new Set();
  const found = listArgument("UNIQUE", args[0], q).filter((value) => {
    const key = values.canonicalKey(value);
    if (seen.has(key)) {
      return false;
    }
    seen.add(key);
    return true;
  });
  if (q.profile.major !== 2) {
    return found;
  }
  const isIndexKey = (value) => typeof value === "number" && Number.isInteger(value) && value >= 0 && value < 4294967295;
  return found.filter(isIndexKey).sort((a, b) => a - b).concat(found.filter((value) => !isIndexKey(value)));
}

// UNION(array, array, ...): all values of all arrays, duplicates kept.
function union(args, q) {
  return args.reduce((all, list) => all.concat(listArgument("UNION", list, q)), []);
}

// FLATTEN(array): sub-arrays one level deep laid out into the array (the depth argument is
// not emulated).
function flatten(args, q) {
  if (args.length > 1) {
    throw q.unsupported("FLATTEN() with a depth");
  }
  const flat = [];
  for (const value of listArgument("FLATTEN", args[0], q)) {
    if (Array.isArray(value)) {
      flat.push(...value);
    } else {
      flat.push(value);
    }
  }
  return flat;
}

// DOCUMENT(id): the document with that _id, or null (only the one-argument _id form).
function documentById(args, q) {
  if (typeof args[0] !== "string" || args[0].indexOf("/") <= 0) {
    throw q.unsupported("DOCUMENT() of anything but one _id string");
  }
  const slash = args[0].indexOf("/");
  const collection = q.database.collection(args[0].slice(0, slash));
  return collection === null ? null : collection.document(args[0].slice(slash + 1));
}

// ---- the 2.x graph functions, 2.6-2.8 shapes (v2.8.0 arangod/Aql/grammar.y; docs 3.0 and 3.8, graph
// traversals; v2.6.0 js/server/modules/org/arangodb/aql.js; removed
// in 3.0, 2.5 has other shapes) ----

function edgeCollectionNamed(name, q) {
  const collection = typeof name === "string" ? q.database.collection(name) : null;
  if (collection === null || collection.type !== 3) {
    throw q.unsupported("a graph function on " + JSON.stringify(name) + ", which is no edge collection here");
  }
  return collection;
}

function direction(value, q) {
  const lower = typeof value === "string" ? value.toLowerCase() : null;
  if (lower !== "outbound" && lower !== "inbound" && lower !== "any") {
    throw q.unsupported("a graph function direction " + JSON.stringify(value));
  }
  return lower.toUpperCase();
}

function noExtras(name, args, from, q) {
  for (let i = from; i < args.length; i += 1) {
    const value = args[i];
    const empty = value === null || (Array.isArray(value) && value.length === 0) ||
      (values.isObject(value) && Object.keys(value).length === 0);
    if (!empty) {
      throw q.unsupported(name + "() with edge examples or options");
    }
  }
}

// The graph functions return _id strings from v2.6.0-alpha3 (CPP_NEIGHBORS and
// CPP_SHORTEST_PATH in aql.js); 2.5 and 2.6.0-alpha1/2 return the JavaScript shapes
// ([{ edge, vertex }] for NEIGHBORS, FILTERED_EDGES in v2.5.4/v2.6.0-alpha2 aql.js).
function idShapes(profile) {
  const prerelease = /^2\.6\.0-alpha([0-9]+)$/.exec(String(profile.version));
  return profile.major === 2 && profile.minor >= 6 && !(prerelease && Number(prerelease[1]) < 3);
}

// The _id NEIGHBORS of 2.8 starts from: 2.8 runs it in C++ (Functions::Neighbors,
// arangod/Aql/Functions.cpp, the same from v2.8.0 to v2.8.3), which checks the start string
// before anything else, the direction included:
// - with a "/": it must be a valid _id (TRI_ValidateDocumentIdKeyGenerator, else 1221), and its
//   collection part must be the vertex collection argument, else error 1936
//   (TRI_ERROR_GRAPH_INVALID_PARAMETER, lib/Basics/errors.dat v2.8.3), whether or not a
//   collection of that name exists; only then is a collection of that name looked up (1203).
//   ArangoDB's js/server/tests/aql-graph.js (v2.8.3) testNeighborsAny, testNeighborsIn and
//   testNeighborsOut expect 1936 for 'thefox/thefox' and [] for a missing document of the
//   vertex collection;
// - without a "/": a key of the vertex collection.
// The message is arangod's "<errors.dat text>: <detail>" (THROW_ARANGO_EXCEPTION_FORMAT).
function startVertex28(vertexCollection, start, q) {
  if (start.indexOf("/") < 0) {
    return vertexCollection + "/" + start;
  }
  const id = splitDocumentId(start);
  if (id === null) {
    throw makeError(1221);
  }
  if (id.collection !== vertexCollection) {
    throw makeError(1936, "specified vertex collection '" + vertexCollection +
      "' does not match start vertex collection '" + id.collection + "'");
  }
  if (q.database.collection(id.collection) === null) {
    throw new ArangoError(1203, "collection not found: '" + id.collection + "'", 404);
  }
  return start;
}

// NEIGHBORS(vertices, edges, start, direction[, edgeExamples[, options]]): the distinct _id
// strings of the vertices one edge away (2.6.0-alpha3 to 2.8; includeData and examples not
// emulated); before, one { edge, vertex } per edge, with whole documents (a vertex that does
// not exist is null there, not emulated).
function neighbors(args, q) {
  noExtras("NEIGHBORS", args, 4, q);
  const edges = edgeCollectionNamed(args[1], q);
  if (typeof args[2] !== "string") {
    throw q.unsupported("NEIGHBORS() from anything but an _id string");
  }
  const start = q.profile.major === 2 && q.profile.minor === 8 ? startVertex28(args[0], args[2], q) : args[2];
  const steps = graph.stepsFrom(edges, start, direction(args[3], q));
  if (!idShapes(q.profile)) {
    return steps.map((step) => {
      const vertex = documentById([step.to], q);
      if (vertex === null) {
        throw q.unsupported("NEIGHBORS() of 2.5/2.6.0-alpha reaching a vertex that does not exist");
      }
      return { edge: step.document, vertex };
    });
  }
  return Array.from(new Set(steps.map((step) => step.to)));
}

// SHORTEST_PATH(vertices, edges, start, end, direction[, options]): one object { vertices,
// edges, distance } of _id strings, or null when end cannot be reached (2.6-2.8, without
// options: the server's own implementation; the distance of an unweighted path is its number
// of edges).
function shortestPathFunction(args, q) {
  if (!idShapes(q.profile)) {
    throw q.unsupported("SHORTEST_PATH() of 2.5 and 2.6.0-alpha1/2 (an array of traversal steps there)");
  }
  noExtras("SHORTEST_PATH", args, 5, q);
  const edges = edgeCollectionNamed(args[1], q);
  if (typeof args[2] !== "string" || typeof args[3] !== "string") {
    throw q.unsupported("SHORTEST_PATH() between anything but _id strings");
  }
  if (args[2] === args[3]) {
    throw q.unsupported("SHORTEST_PATH() from a vertex to itself (unverified in v2.6.0 js/server/modules/org/arangodb/aql.js)");
  }
  const path = graph.shortestPathSteps(edges, args[2], args[3], direction(args[4], q));
  return path === null ? null : { vertices: path.vertices, edges: path.edges, distance: path.edges.length };
}

function twoXGraphFunction(profile) {
  return profile.major === 2 ? "yes" : "unknown";
}

// Arguments that name a collection ('h' in the function table of arangod/Aql/Executor.cpp,
// CONVERSION_REQUIRED in Function.cpp): 2.x passes a collection name written as a name (or a
// @@ bind parameter) on as a string, and fails with 1542 when the query runs for anything else,
// a string included (v2.5.4 to v2.8.3 Executor.cpp generateCodeFunctionCall; a real 2.5.4 and
// 2.6.0-alpha2 answer NEIGHBORS('gv', 'ge', ...) with 1542). 2.8 also takes a string for
// NEIGHBORS ("hs,hs").
function collectionArguments(names) {
  return function (profile) {
    return { positions: [0, 1], stringsToo: names === "hs" && profile.major === 2 && profile.minor >= 8 };
  };
}

const IMPLEMENTED = {
  UNIQUE: { min: 1, max: 1, available: ALWAYS, call: unique },
  UNION: { min: 2, max: UNLIMITED, available: ALWAYS, call: union },
  FLATTEN: { min: 1, max: 2, available: ALWAYS, call: flatten },
  DOCUMENT: { min: 1, max: 2, available: ALWAYS, call: (args, q) => {
    if (args.length !== 1) {
      throw q.unsupported("DOCUMENT() with a collection argument");
    }
    return documentById(args, q);
  } },
  NEIGHBORS: { min: 4, max: 6, available: twoXGraphFunction, call: neighbors, collections: collectionArguments("hs") },
  SHORTEST_PATH: { min: 5, max: 6, available: twoXGraphFunction, call: shortestPathFunction,
    collections: collectionArguments("h") },
  LENGTH: { min: 1, max: 1, available: ALWAYS, call: length },
  COUNT: { min: 1, max: 1, available: countAvailability, call: length },
  CONCAT: { min: 1, max: UNLIMITED, available: ALWAYS, call: concat },
  // MERGE takes one argument (an array of objects) from 2.8 ("la|+"); 2.5 to 2.7 need two
  // ("a,a|+", Executor.cpp; MERGE({ }) is 1541 in aql-functions.js testMergeInvalid v2.5.0,
  // v2.6.0)
  MERGE: { min: (profile) => (profile.major < 3 && profile.minor < 8 ? 2 : 1), max: UNLIMITED, available: ALWAYS, call: merge },
  KEEP: { min: 2, max: UNLIMITED, available: ALWAYS, call: keep },
  UNSET: { min: 2, max: UNLIMITED, available: ALWAYS, call: unset },
  MIN: { min: 1, max: 1, available: ALWAYS, call: extreme("MIN", -1) },
  MAX: { min: 1, max: 1, available: ALWAYS, call: extreme("MAX", 1) },
  ATTRIBUTES: { min: 1, max: 3, available: ALWAYS, call: attributes },
  VALUES: { min: 1, max: 2, available: ALWAYS, call: attributeValues },
  HAS: { min: 2, max: 2, available: ALWAYS, call: has },
  TO_NUMBER: { min: 1, max: 1, available: ALWAYS, call: toNumber },
  TO_STRING: { min: 1, max: 1, available: ALWAYS, call: toString },
  PASSTHRU: { min: 1, max: 1, available: ALWAYS, call: passThrough },
  NOOPT: { min: 1, max: 1, available: nooptAvailability, call: passThrough }
};

// Names of real AQL functions (3.x registry in AqlFunctionFeature.cpp, ArangoSearch functions,
// and 2.x functions that 3.0 removed) that the stand-in does not implement.
const OTHER_AQL_FUNCTIONS = new Set((
  "IS_NULL IS_BOOL IS_NUMBER IS_STRING IS_ARRAY IS_LIST IS_OBJECT IS_DOCUMENT IS_DATESTRING IS_IPV4 " +
  "IS_KEY TYPENAME TO_BOOL TO_ARRAY TO_LIST CONCAT_SEPARATOR CHAR_LENGTH LOWER UPPER SUBSTRING " +
  "SUBSTRING_BYTES CONTAINS LIKE REGEX_MATCHES REGEX_SPLIT REGEX_TEST REGEX_REPLACE LEFT RIGHT TRIM " +
  "LTRIM RTRIM FIND_FIRST FIND_LAST SPLIT SUBSTITUTE IPV4_TO_NUMBER IPV4_FROM_NUMBER MD5 SHA1 SHA256 " +
  "SHA512 CRC32 FNV64 HASH TO_BASE64 TO_HEX ENCODE_URI_COMPONENT SOUNDEX LEVENSHTEIN_DISTANCE " +
  "LEVENSHTEIN_MATCH NGRAM_MATCH NGRAM_SIMILARITY NGRAM_POSITIONAL_SIMILARITY MINHASH_MATCH IN_RANGE " +
  "RANDOM_TOKEN UUID FLOOR CEIL ROUND ABS SQRT POW LOG LOG2 LOG10 EXP EXP2 SIN COS TAN ASIN ACOS ATAN " +
  "ATAN2 RADIANS DEGREES PI BIT_AND BIT_OR BIT_XOR BIT_NEGATE BIT_TEST BIT_POPCOUNT BIT_SHIFT_LEFT " +
  "BIT_SHIFT_RIGHT BIT_CONSTRUCT BIT_DECONSTRUCT BIT_TO_STRING BIT_FROM_STRING MINHASH_ERROR " +
  "MINHASH_COUNT RAND RANGE UNION UNION_DISTINCT MINUS OUTERSECTION INTERSECTION JACCARD FLATTEN SUM " +
  "MEDIAN PERCENTILE AVERAGE AVG VARIANCE_SAMPLE VARIANCE_POPULATION VARIANCE STDDEV_SAMPLE " +
  "STDDEV_POPULATION STDDEV COUNT_DISTINCT COUNT_UNIQUE PRODUCT UNIQUE SORTED_UNIQUE SORTED SLICE " +
  "REVERSE FIRST LAST NTH POSITION CONTAINS_ARRAY PUSH APPEND POP SHIFT UNSHIFT REMOVE_VALUE " +
  "REMOVE_VALUES REMOVE_NTH REPLACE_NTH INTERLEAVE DECAY_GAUSS DECAY_EXP DECAY_LINEAR MINHASH " +
  "COSINE_SIMILARITY L1_DISTANCE L2_DISTANCE CALL APPLY KEYS VALUE MERGE_RECURSIVE MATCHES " +
  "UNSET_RECURSIVE KEEP_RECURSIVE TRANSLATE ZIP JSON_STRINGIFY JSON_PARSE DOCUMENT DISTANCE " +
  "IS_IN_POLYGON GEO_DISTANCE GEO_CONTAINS GEO_INTERSECTS GEO_EQUALS GEO_AREA GEO_IN_RANGE GEO_POINT " +
  "GEO_MULTIPOINT GEO_POLYGON GEO_MULTIPOLYGON GEO_LINESTRING GEO_MULTILINESTRING DATE_TIMESTAMP " +
  "DATE_ISO8601 DATE_DAYOFWEEK DATE_YEAR DATE_MONTH DATE_DAY DATE_HOUR DATE_MINUTE DATE_SECOND " +
  "DATE_MILLISECOND DATE_DAYOFYEAR DATE_ISOWEEK DATE_ISOWEEKYEAR DATE_LEAPYEAR DATE_QUARTER " +
  "DATE_DAYS_IN_MONTH DATE_ADD DATE_SUBTRACT DATE_DIFF DATE_COMPARE DATE_FORMAT DATE_TRUNC " +
  "DATE_UTCTOLOCAL DATE_LOCALTOUTC DATE_TIMEZONE DATE_TIMEZONES DATE_ROUND DATE_NOW NOT_NULL " +
  "FIRST_LIST FIRST_DOCUMENT PARSE_IDENTIFIER PARSE_KEY PARSE_COLLECTION IS_SAME_COLLECTION " +
  "DECODE_REV SHARD_ID V8 SCHEMA_GET SCHEMA_VALIDATE VERSION FAIL NOEVAL SLEEP COLLECTIONS " +
  "CURRENT_USER CURRENT_DATABASE CHECK_DOCUMENT COLLECTION_COUNT PREGEL_RESULT ASSERT WARN NEAR " +
  "WITHIN WITHIN_RECTANGLE FULLTEXT REPEAT ENTRIES " +
  // ArangoSearch
  "EXISTS STARTS_WITH PHRASE MIN_MATCH BOOST ANALYZER TOKENS BM25 TFIDF OFFSET_INFO " +
  // 2.x functions removed in 3.0
  "EDGES NEIGHBORS PATHS TRAVERSAL TRAVERSAL_TREE SHORTEST_PATH SKIPLIST COMMON_NEIGHBORS " +
  "COMMON_PROPERTIES VERTICES GRAPH_PATHS GRAPH_VERTICES GRAPH_EDGES GRAPH_NEIGHBORS " +
  "GRAPH_COMMON_NEIGHBORS GRAPH_COMMON_PROPERTIES GRAPH_SHORTEST_PATH GRAPH_DISTANCE_TO " +
  "GRAPH_TRAVERSAL GRAPH_TRAVERSAL_TREE GRAPH_ECCENTRICITY GRAPH_BETWEENNESS GRAPH_CLOSENESS " +
  "GRAPH_ABSOLUTE_ECCENTRICITY GRAPH_ABSOLUTE_BETWEENNESS GRAPH_ABSOLUTE_CLOSENESS GRAPH_DIAMETER " +
  "GRAPH_RADIUS GRAPH_MATCHES"
).split(/\s+/));

// Resolves a function call while parsing. Returns the implementation entry, or throws:
// 1540 for an unknown name, 1541 for a wrong argument count, unsupported for real functions
// the stand-in lacks (user-defined NAMESPACE::NAME functions included).
function resolveFunction(rawName, argumentCount, profile, errors) {
  const name = rawName.toUpperCase();
  if (name.indexOf("::") >= 0) {
    throw errors.unsupported("user-defined function " + rawName + "()");
  }
  const entry = Object.prototype.hasOwnProperty.call(IMPLEMENTED, name) ? IMPLEMENTED[name] : null;
  const availability = entry ? entry.available(profile) : "unknown";
  if (availability === "unverified") {
    throw errors.unsupported("function " + name + "() in the " + profile.name + " profile (availability unverified)");
  }
  if (availability !== "yes") {
    if (OTHER_AQL_FUNCTIONS.has(name)) {
      throw errors.unsupported("function " + name + "()");
    }
    throw errors.makeError(1540, name);
  }
  const minimum = typeof entry.min === "function" ? entry.min(profile) : entry.min;
  if (argumentCount < minimum || argumentCount > entry.max) {
    throw errors.makeError(1541, [name, minimum,
      entry.max === UNLIMITED ? PRINTED_UNLIMITED_MAXIMUM : entry.max]);
  }
  return { name, call: entry.call, collections: entry.collections ? entry.collections(profile) : null };
}

module.exports = { resolveFunction, IMPLEMENTED };
