"use strict";
// Traversals and shortest paths over one edge collection (v2.8.0 arangod/Aql/grammar.y; docs 3.0 and
// 3.8, graph traversals; v2.6.0 js/server/modules/org/arangodb/aql.js; docs 3.12, shortest path),
// as the expression a FOR loop walks: FOR v IN min..max OUTBOUND|INBOUND|ANY start edges
// [OPTIONS {...}] (2.8+; OPTIONS from 3.0) and FOR v IN OUTBOUND|INBOUND|ANY SHORTEST_PATH a TO
// b edges [OPTIONS {...}] (3.0+). Only the vertex variable is emulated (FOR v, e, p is refused
// by the parser), and only anonymous edge collections (no GRAPH "name", no several edge
// collections).
//
// Semantics emulated, with their sources:
// - arangod/Aql/grammar.y; docs 3.12, operators: depth min..max (default 1..1); 2.8 has no OPTIONS,
// walks depth-first and has no
//   uniqueness settings beyond the defaults; 3.0 defaults are depth-first, uniqueVertices
//   "none", uniqueEdges "path".
// - Traversal OPTIONS are read when the plan is made (ExecutionPlan.cpp, 3.x), in the order
//   they are written: uniqueEdges "global" is error 10 (TRI_ERROR_BAD_PARAMETER) where it
//   stands; after them, uniqueVertices "global" without breadth-first order (bfs: true, or
//   order: "bfs" from 3.8) is error 10 too (arangod/Aql/grammar.y; docs 3.12, operators table;
// ArangoDB's own test
//   tests/js/server/aql/aql-graph-traverser.js expects ERROR_BAD_PARAMETER). Values compare
//   case-insensitively; from 3.8 an unknown order is error 10 "order: unknown order" and an
//   order after bfs is ignored. 4.x has no `bfs` (refused: whether it errs is not known).
// - Start vertices (TraversalNode / ShortestPathNode, v2.8.3 and 3.x; ExecutionPlan takes the
//   _id of a constant object): a constant that is not a string (null, a number) is parse
//   error 1501; a constant string without "/" gives warning 10 "Invalid input for traversal:
//   Only id strings or objects with _id are allowed" (shortest path: "... for Shortest Path:
//   ...") and no rows (v2.8.3 TraversalBlock.cpp; 3.x TraversalExecutor/ShortestPathBlock;
//   ArangoDB's tests testCrazyStart4 and testShortestPathEmptyStartVertex).
// - 2.8 (v2.8.3 TraversalBlock.cpp, Traverser.cpp; aql-graph-traverser.js testCrazyStart*,
//   brokenGraphSuite): a constant start "<collection>/<key>" is walked from whether its
//   document exists or not (testStartAtMissingVertex); a computed start that is a string or an
//   object's string _id must be a valid document id (else error 1205) of an existing
//   collection (else 1203); a computed object without a string _id gives no rows and no
//   warning (testCrazyStart5); any other computed value gives no rows and warning 10
//   "Invalid input for traversal: Only strings or objects with _id are allowed"
//   (testCrazyStart3); a reached vertex whose document is missing is returned as null
//   (testRequestMissingVertex) and walked through (testHopOverMissingVertex).
// - 3.x: a start that is no existing document gives no rows and no warning (arangod/Aql/grammar.y;
// docs 3.12, operators, 3.0).
// - docs 3.12, type and value order: a shortest path is one row per vertex from a to b; a == b gives
// one row; an
//   unreachable b or a missing a or b gives no rows. With OPTIONS { weightAttribute } the path
//   of least total weight (Dijkstra): an edge weighs its weightAttribute when that is a number,
//   else defaultWeight (default 1) (3.4 and 3.11 docs, aql/graphs shortest path;
//   ShortestPathOptions::weightEdge); an empty or missing weightAttribute means no weights
//   (ShortestPathOptions::useWeight).
// - The order of rows follows the order edges were stored (arangod's edge index order is not
//   defined; the suite's answers are checked as sets). Of several shortest paths, the stand-in
//   returns the first it finds (arangod promises none in particular).
// - With global vertex uniqueness the start vertex counts as visited (it is never returned
//   again); not in the reference, so the suite excludes the start itself in its queries.
// Not emulated (refused loudly): other options (prune, limits, vertex/edge collections,
// weighted order), negative weights (an error in late 3.x, TRI_ERROR_GRAPH_NEGATIVE_EDGE_WEIGHT;
// earlier versions do not check), shortest-path options other than weightAttribute and
// defaultWeight (3.12 warns about them), options that are not constant, 3.x vertices whose
// documents are missing, a computed 3.x start that is not an _id string or a document with
// _id, and an invalid constant start evaluated for more than one input row (how many warnings
// arangod then gives is not known).

const { ArangoError, makeError, unsupported } = require("../errors");
const values = require("./values");

function atLeast(profile, major, minor) {
  return profile.major > major || (profile.major === major && profile.minor >= minor);
}

// The messages of error 10 for global uniqueness: ExecutionPlan.cpp of early 3.x (3.0-era
// and 3.2+-era versions), and of 3.8+ (where order "weighted" came and the wording changed).
function uniquenessMessages(profile) {
  if (atLeast(profile, 3, 8)) {
    return {
      edges: "uniqueEdges: 'global' is not supported, due to otherwise unpredictable results. Use 'path' or 'none' instead",
      vertices: "uniqueVertices: 'global' is only supported, with mode: bfs|weighted due to otherwise unpredictable results."
    };
  }
  return {
    edges: "uniqueEdges: 'global' is not supported, due to unpredictable results. Use 'path' or 'none' instead",
    vertices: "uniqueVertices: 'global' is only supported, with bfs: true due to unpredictable results."
  };
}

function refuseDuplicateOptions(entries, what) {
  const seen = new Set();
  for (const [key] of entries) {
    if (seen.has(key)) {
      throw unsupported(what + " OPTIONS naming " + key + " twice");
    }
    seen.add(key);
  }
}

// { breadthFirst, uniqueVertices, uniqueEdges } from the OPTIONS entries ([[key, value]] in the
// order written; [] without OPTIONS), checked as ExecutionPlan.cpp checks them (see above).
function traversalSettings(entries, profile) {
  refuseDuplicateOptions(entries, "traversal");
  const messages = uniquenessMessages(profile);
  const orders = atLeast(profile, 3, 8);
  let order = "dfs";
  let hasBfs = false;
  let uniqueVertices = "none";
  let uniqueEdges = "path";
  for (const [key, value] of entries) {
    if (key === "bfs") {
      if (profile.major >= 4) {
        throw unsupported("the traversal option bfs in 4.x (removed; error or ignored is not known)");
      }
      if (typeof value !== "boolean") {
        throw unsupported("the traversal option bfs " + JSON.stringify(value) + " (only true or false is emulated)");
      }
      order = value ? "bfs" : "dfs";
      hasBfs = true;
    } else if (key === "uniqueVertices" && typeof value === "string" &&
        ["none", "path", "global"].indexOf(value.toLowerCase()) >= 0) {
      uniqueVertices = value.toLowerCase();
    } else if (key === "uniqueEdges" && typeof value === "string" &&
        ["none", "path", "global"].indexOf(value.toLowerCase()) >= 0) {
      if (value.toLowerCase() === "global") {
        throw makeError(10, messages.edges);
      }
      uniqueEdges = value.toLowerCase();
    } else if (key === "order" && orders) {
      if (hasBfs) {
        continue; // ExecutionPlan.cpp (3.8+): order is read only when no bfs came before it
      }
      const name = typeof value === "string" ? value.toLowerCase() : null;
      if (name === "weighted") {
        throw unsupported("traversal order \"weighted\"");
      }
      if (name !== "bfs" && name !== "dfs") {
        throw makeError(10, "order: unknown order");
      }
      order = name;
    } else if (key === "uniqueVertices" || key === "uniqueEdges") {
      throw unsupported("traversal option " + key + " " + JSON.stringify(value));
    } else {
      throw unsupported("the traversal option " + key);
    }
  }
  if (uniqueVertices === "global" && order !== "bfs") {
    throw makeError(10, messages.vertices);
  }
  return { breadthFirst: order === "bfs", uniqueVertices, uniqueEdges };
}

// The weights of a shortest path from its OPTIONS entries: null (every edge weighs 1) or
// { attribute, defaultWeight } (see above; createShortestPathOptions in ExecutionPlan.cpp takes
// a string weightAttribute and a numeric defaultWeight and ignores other values, which the
// stand-in refuses instead).
function shortestPathWeights(entries) {
  refuseDuplicateOptions(entries, "SHORTEST_PATH");
  let attribute = "";
  let defaultWeight = 1;
  for (const [key, value] of entries) {
    if (key === "weightAttribute" && typeof value === "string") {
      attribute = value;
    } else if (key === "defaultWeight" && typeof value === "number") {
      if (value < 0) {
        throw unsupported("a negative SHORTEST_PATH defaultWeight (an error in late 3.x, unchecked before)");
      }
      defaultWeight = value;
    } else if (key === "weightAttribute" || key === "defaultWeight") {
      throw unsupported("the SHORTEST_PATH option " + key + " " + JSON.stringify(value) +
        " (arangod ignores a value of that type)");
    } else {
      throw unsupported("the SHORTEST_PATH option " + key + " (3.4-3.11 ignore it, 3.12 warns)");
    }
  }
  return attribute === "" ? null : { attribute, defaultWeight };
}

const START_PARSE_ERROR = "invalid start vertex. Must either be an _id string or an object with _id.";

// The start (or target) of a traversal or shortest path as arangod's plan takes it
// (TraversalNode/ShortestPathNode and ExecutionPlan, v2.8.3 and 3.x): { constant: "<string>" }
// for a constant string (or the constant _id of a constant object), { expression: true } for
// anything the plan computes at run time (variables, arrays, objects without _id, ...).
// A constant that is not a string is error 1501. `isConstant` is evaluation-path.js's test.
function vertexInput(node, isConstant) {
  if (node.type === "value") {
    return constantVertexInput(node.value);
  }
  if (node.type === "unary" && (node.operator === "-" || node.operator === "+") &&
      node.operand.type === "value" && typeof node.operand.value === "number") {
    throw makeError(1501, START_PARSE_ERROR); // a negative number literal, folded to a number
  }
  if (node.type === "object" && isConstant(node)) {
    return objectVertexInput(node.entries.map((entry) => [entry.key, entry.value]),
      (valueNode) => vertexInput(valueNode, isConstant));
  }
  if (node.type !== "array" && node.type !== "object" && isConstant(node)) {
    // arangod folds such an expression into a value before it makes the plan (Ast::optimize);
    // which ones it folds is not emulated, and a value takes the constant path
    throw unsupported("a traversal or shortest path start computed from constants");
  }
  return { expression: true };
}

function constantVertexInput(value) {
  if (typeof value === "string") {
    return { constant: value };
  }
  if (Array.isArray(value)) {
    return { expression: true };
  }
  if (values.isObject(value)) {
    return objectVertexInput(Object.keys(value).map((key) => [key, value[key]]), constantVertexInput);
  }
  throw makeError(1501, START_PARSE_ERROR);
}

// A constant object: its _id member stands for it (ExecutionPlan); without one the object is
// computed (no rows at run time). v2.8.3 compares the member name with strncmp over the
// member's length, so "", "_" and "_i" would match there too: refused. An _id that is an
// array or object would be computed on its own: refused.
function objectVertexInput(members, inputOf) {
  for (const [key, member] of members) {
    if (key === "_id") {
      const input = inputOf(member);
      if (input.expression) {
        throw unsupported("a constant traversal start object whose _id is an array or object");
      }
      return input;
    }
    if (key === "" || key === "_" || key === "_i") {
      throw unsupported("a constant traversal start object with the attribute " + JSON.stringify(key));
    }
  }
  return { expression: true };
}

// "<collection>/<key>" as TRI_ValidateDocumentIdKeyGenerator accepts it (v2.8.3
// KeyGenerator.cpp: collection part of "_", digits, letters, then also "-", at most 64
// characters; key of 1-254 key characters).
const DOCUMENT_ID = /^[_0-9a-zA-Z][-_0-9a-zA-Z]{0,63}\/[a-zA-Z0-9_\-:.@()+,=;$!*'%]{1,254}$/;

// The stored document of a vertex, or null when it does not exist.
function vertexDocument(database, id) {
  const slash = id.indexOf("/");
  const collection = slash > 0 ? database.collection(id.slice(0, slash)) : null;
  return collection === null ? null : collection.document(id.slice(slash + 1));
}

// A constant start without "/": warning 10 once (see above); evaluated again for another
// input row it is refused. `seen` remembers the queries (q) that evaluated it.
function warnInvalidConstant(q, seen, what) {
  if (seen.has(q)) {
    throw unsupported("an invalid constant " + what + " start evaluated for several input rows " +
      "(how many warnings arangod gives then is not known)");
  }
  seen.add(q);
  q.warn(10, "Invalid input for " + what + ": Only id strings or objects with _id are allowed");
}

// 2.8, a computed start: IdStringToVertexId (v2.8.3 Traverser.cpp).
function checkedVertexId28(database, id) {
  if (!DOCUMENT_ID.test(id)) {
    throw makeError(1205);
  }
  if (database.collection(id.slice(0, id.indexOf("/"))) === null) {
    // the collection part may also be a collection id there; the stand-in's edges name their
    // vertex collections, so such a start is refused rather than never matched
    if (/^[0-9]+$/.test(id.slice(0, id.indexOf("/")))) {
      throw unsupported("a 2.8 traversal start naming its collection by id");
    }
    throw new ArangoError(1203, "collection not found", 404);
  }
  return id;
}

// The _id a traversal starts from, or null for no rows (warnings and errors as above).
// input: { constant } or { value } (the computed value).
function traversalStart(database, input, q, seen) {
  const v28 = q.profile.major < 3;
  if (input.constant !== undefined) {
    const id = input.constant;
    if (id.indexOf("/") < 0) {
      warnInvalidConstant(q, seen, "traversal");
      return null;
    }
    if (v28) {
      // a constant start is not validated: the collection part is resolved (an unknown one
      // to collection id 0, which no edge has) and the edges leaving the id are followed
      if (database.collection(id.slice(0, id.indexOf("/"))) === null) {
        throw unsupported("a 2.8 traversal from a constant start whose collection part names no collection " +
          "(resolved to a collection id there)");
      }
      return id;
    }
    return vertexDocument(database, id) === null ? null : id;
  }
  const value = input.value;
  if (v28) {
    if (values.isObject(value)) {
      return typeof value._id === "string" ? checkedVertexId28(database, value._id) : null;
    }
    if (typeof value === "string") {
      return checkedVertexId28(database, value);
    }
    q.warn(10, "Invalid input for traversal: Only strings or objects with _id are allowed");
    return null;
  }
  const id = computedVertexId3x(value);
  return vertexDocument(database, id) === null ? null : id;
}

// 3.x, a computed start or target: an _id string or a document with a string _id.
function computedVertexId3x(value) {
  let id = null;
  if (typeof value === "string") {
    id = value;
  } else if (values.isObject(value) && typeof value._id === "string") {
    id = value._id;
  }
  if (id === null || id.indexOf("/") < 0) {
    throw unsupported("a computed traversal or shortest path start that is neither an _id string nor a document with _id");
  }
  return id;
}

// The steps from vertex `id`: [{ edge, to, document }] in stored order (document: the edge).
function stepsFrom(edges, id, direction) {
  const steps = [];
  if (direction === "OUTBOUND" || direction === "ANY") {
    for (const edge of edges.edgesWith("_from", id)) {
      steps.push({ edge: edge._id, to: edge._to, document: edge });
    }
  }
  if (direction === "INBOUND" || direction === "ANY") {
    for (const edge of edges.edgesWith("_to", id)) {
      steps.push({ edge: edge._id, to: edge._from, document: edge });
    }
  }
  return steps;
}

// The document a traversal or shortest path returns for vertex `id`: 2.8 gives null for a
// missing document, 3.x is refused there.
function documentOf(database, id, profile) {
  const found = vertexDocument(database, id);
  if (found === null && profile.major >= 3) {
    throw unsupported("a traversal reaching vertex " + id + ", whose document does not exist");
  }
  return found;
}

// The vertices a traversal emits, as documents (null for missing ones in 2.8).
// start: { constant } or { value }; settings: traversalSettings(...); seen: see
// warnInvalidConstant. 2.8 counts in scannedIndex every edge its edge index hands out from a
// vertex it expands (those on the path included, which it then skips) and every vertex
// document it reads for a path it returns, found or not (DepthFirstTraverser's EdgeGetter and
// SingleServerTraversalPath::vertexToJson, TraversalBlock::morePaths, v2.8.3
// arangod/V8Server/V8Traverser.cpp and arangod/Aql/TraversalBlock.cpp); the vertices at the
// maximal depth are not expanded (PathEnumerator is pruned there).
function traverse(edges, start, minDepth, maxDepth, direction, settings, q, seen) {
  const database = edges.database;
  const first = traversalStart(database, start, q, seen);
  if (first === null) {
    return [];
  }
  if (minDepth === 0 && vertexDocument(database, first) === null) {
    throw unsupported("a traversal from a missing start vertex with depth 0 (what it returns for the start is not known)");
  }
  const counted = q.profile.major === 2;
  const out = [];
  const visited = new Set([first]);
  // a path: { vertex, depth, vertices: Set on the path, edges: Set on the path }
  const pending = [{ vertex: first, depth: 0, vertices: new Set([first]), edges: new Set() }];
  while (pending.length > 0) {
    const path = settings.breadthFirst ? pending.shift() : pending.pop();
    if (path.depth >= minDepth) {
      out.push(documentOf(database, path.vertex, q.profile));
      q.stats.scannedIndex += counted ? 1 : 0;
    }
    if (path.depth === maxDepth) {
      continue;
    }
    const next = [];
    const steps = stepsFrom(edges, path.vertex, direction);
    q.stats.scannedIndex += counted ? steps.length : 0;
    for (const step of steps) {
      if (settings.uniqueEdges === "path" && path.edges.has(step.edge)) {
        continue;
      }
      if (settings.uniqueVertices === "path" && path.vertices.has(step.to)) {
        continue;
      }
      if (settings.uniqueVertices === "global") {
        if (visited.has(step.to)) {
          continue;
        }
        visited.add(step.to);
      }
      next.push({ vertex: step.to, depth: path.depth + 1, vertices: new Set(path.vertices).add(step.to),
        edges: new Set(path.edges).add(step.edge) });
    }
    // depth-first: the first step is walked first
    pending.push(...(settings.breadthFirst ? next : next.reverse()));
  }
  return out;
}

// The path from `from` to `to` through `previous` (vertex -> { from, edge }).
function pathTo(previous, from, to) {
  const path = { vertices: [], edges: [] };
  for (let id = to; id !== from; id = previous.get(id).from) {
    path.vertices.unshift(id);
    path.edges.unshift(previous.get(id).edge);
  }
  path.vertices.unshift(from);
  return path;
}

// The _ids of one shortest path from a to b (breadth-first, fewest edges): { vertices, edges },
// or null when b cannot be reached from a.
function shortestPathSteps(edges, from, to, direction) {
  const previous = new Map([[from, null]]);
  let frontier = [from];
  while (frontier.length > 0 && !previous.has(to)) {
    const next = [];
    for (const id of frontier) {
      for (const step of stepsFrom(edges, id, direction)) {
        if (!previous.has(step.to)) {
          previous.set(step.to, { from: id, edge: step.edge });
          next.push(step.to);
        }
      }
    }
    frontier = next;
  }
  return previous.has(to) ? pathTo(previous, from, to) : null;
}

// The same by least total weight (Dijkstra; weights: shortestPathWeights(...)).
function weightedShortestPathSteps(edges, from, to, direction, weights) {
  const distance = new Map([[from, 0]]);
  const previous = new Map();
  const settled = new Set();
  while (!settled.has(to)) {
    let current = null;
    for (const [id, d] of distance) {
      // ties: the vertex reached first (Map order), so the answer does not depend on chance
      if (!settled.has(id) && (current === null || d < distance.get(current))) {
        current = id;
      }
    }
    if (current === null) {
      return null;
    }
    settled.add(current);
    for (const step of stepsFrom(edges, current, direction)) {
      const given = step.document[weights.attribute];
      const weight = typeof given === "number" ? given : weights.defaultWeight;
      if (weight < 0) {
        throw unsupported("a negative edge weight in SHORTEST_PATH (an error in late 3.x, unchecked before)");
      }
      const through = distance.get(current) + weight;
      if (!settled.has(step.to) && (!distance.has(step.to) || through < distance.get(step.to))) {
        distance.set(step.to, through);
        previous.set(step.to, { from: current, edge: step.edge });
      }
    }
  }
  return pathTo(previous, from, to);
}

// The _id a shortest path starts (or ends) at, or null for no rows.
function shortestPathEnd(database, input, q, seen) {
  if (input.constant !== undefined) {
    if (input.constant.indexOf("/") < 0) {
      warnInvalidConstant(q, seen, "Shortest Path");
      return null;
    }
    return vertexDocument(database, input.constant) === null ? null : input.constant;
  }
  const id = computedVertexId3x(input.value);
  return vertexDocument(database, id) === null ? null : id;
}

// The vertices of one shortest path from a to b, as documents (the AQL syntax, docs 3.12, type and
// value order). start,
// target: { constant } or { value }; weights: shortestPathWeights(...); seen: per end, see
// warnInvalidConstant.
function shortestPath(edges, start, target, direction, weights, q, seen) {
  const database = edges.database;
  const from = shortestPathEnd(database, start, q, seen.start);
  if (from === null) {
    return [];
  }
  const to = shortestPathEnd(database, target, q, seen.target);
  if (to === null) {
    return [];
  }
  const path = weights === null ? shortestPathSteps(edges, from, to, direction) :
    weightedShortestPathSteps(edges, from, to, direction, weights);
  return path === null ? [] : path.vertices.map((id) => documentOf(database, id, q.profile));
}

// The depth range of a traversal: a number n (n..n) or a range lo..hi of whole numbers.
function depthRange(min, max) {
  if (!Number.isInteger(min) || !Number.isInteger(max) || min < 0 || max < min) {
    throw unsupported("a traversal depth that is not min..max of whole numbers");
  }
  return [min, max];
}

module.exports = {
  traverse, shortestPath, shortestPathSteps, stepsFrom, depthRange, traversalSettings, shortestPathWeights,
  vertexInput
};
