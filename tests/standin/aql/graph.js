"use strict";
// Traversals and shortest paths over one edge collection (graphs-documents-and-more.md §2, §3),
// as the expression a FOR loop walks: FOR v IN min..max OUTBOUND|INBOUND|ANY start edges
// [OPTIONS {...}] (2.8+; OPTIONS from 3.0) and FOR v IN OUTBOUND|INBOUND|ANY SHORTEST_PATH a TO
// b edges (3.0+). Only the vertex variable is emulated (FOR v, e, p is refused by the parser),
// and only anonymous edge collections (no GRAPH "name", no several edge collections).
//
// Semantics emulated, with their sources:
// - §2: depth min..max (default 1..1); 2.8 has no OPTIONS, walks depth-first and has no
//   uniqueness settings beyond the defaults; 3.0 defaults are depth-first, uniqueVertices
//   "none", uniqueEdges "path"; a start that is no existing document gives no rows.
// - §2: uniqueVertices "global" is accepted only in breadth-first order (bfs: true, or order:
//   "bfs" from 3.8) and is an error 17 otherwise; uniqueEdges "global" is an error 17 (3.1-3.7;
//   the stand-in applies it to every 3.x); 4.x has no `bfs` (refused: whether it errs is not
//   known).
// - §3: a shortest path is one row per vertex from a to b; a == b gives one row; an
//   unreachable b or a missing a or b gives no rows.
// - The order of rows follows the order edges were stored (arangod's edge index order is not
//   defined; the suite's answers are checked as sets).
// - With global vertex uniqueness the start vertex counts as visited (it is never returned
//   again); not in the reference, so the suite excludes the start itself in its queries.
// Not emulated (refused loudly): other options (weights, prune, limits), a start that is not
// an _id string or a document with _id, vertices whose documents are missing.

const { makeError, unsupported } = require("../errors");
const values = require("./values");

const KNOWN_OPTIONS = ["bfs", "uniqueVertices", "uniqueEdges", "order"];

function atLeast(profile, major, minor) {
  return profile.major > major || (profile.major === major && profile.minor >= minor);
}

// { breadthFirst, uniqueVertices, uniqueEdges } from the OPTIONS object (or null).
function traversalSettings(options, profile) {
  const given = options === null ? {} : options;
  if (!values.isObject(given)) {
    throw unsupported("traversal OPTIONS that are not an object");
  }
  for (const key of Object.keys(given)) {
    if (KNOWN_OPTIONS.indexOf(key) < 0 || (key === "order" && !atLeast(profile, 3, 8))) {
      throw unsupported("the traversal option " + key);
    }
  }
  if (given.bfs !== undefined && profile.major >= 4) {
    throw unsupported("the traversal option bfs in 4.x (removed; error or ignored is not known)");
  }
  if (given.order !== undefined && given.order !== "bfs" && given.order !== "dfs") {
    throw unsupported("traversal order " + JSON.stringify(given.order));
  }
  const breadthFirst = given.bfs === true || given.order === "bfs";
  const uniqueVertices = given.uniqueVertices === undefined ? "none" : given.uniqueVertices;
  const uniqueEdges = given.uniqueEdges === undefined ? "path" : given.uniqueEdges;
  for (const [name, value] of [["uniqueVertices", uniqueVertices], ["uniqueEdges", uniqueEdges]]) {
    if (["none", "path", "global"].indexOf(value) < 0) {
      throw unsupported("traversal option " + name + " " + JSON.stringify(value));
    }
  }
  if (uniqueVertices === "global" && !breadthFirst) {
    throw makeError(17, "uniqueVertices: 'global' is only supported, with bfs: true due to unpredictable results.");
  }
  if (uniqueEdges === "global") {
    throw makeError(17, "uniqueEdges: 'global' is not supported, due to unpredictable results.");
  }
  return { breadthFirst, uniqueVertices, uniqueEdges };
}

// The _id a start or target value names, or null when it names no document handle.
function vertexId(value) {
  if (typeof value === "string") {
    return value;
  }
  if (values.isObject(value) && typeof value._id === "string") {
    return value._id;
  }
  throw unsupported("a traversal start or target that is neither an _id string nor a document with _id");
}

// The stored document of a vertex, or null when it does not exist.
function vertexDocument(database, id) {
  const slash = id.indexOf("/");
  const collection = slash > 0 ? database.collection(id.slice(0, slash)) : null;
  return collection === null ? null : collection.document(id.slice(slash + 1));
}

// The steps from vertex `id`: [{ edge, to }] in stored order.
function stepsFrom(edges, id, direction) {
  const steps = [];
  if (direction === "OUTBOUND" || direction === "ANY") {
    for (const edge of edges.edgesWith("_from", id)) {
      steps.push({ edge: edge._id, to: edge._to });
    }
  }
  if (direction === "INBOUND" || direction === "ANY") {
    for (const edge of edges.edgesWith("_to", id)) {
      steps.push({ edge: edge._id, to: edge._from });
    }
  }
  return steps;
}

function documentOf(database, id) {
  const found = vertexDocument(database, id);
  if (found === null) {
    throw unsupported("a traversal reaching vertex " + id + ", whose document does not exist");
  }
  return found;
}

// The vertices a traversal emits, as documents.
function traverse(edges, startValue, minDepth, maxDepth, direction, options, profile) {
  const settings = traversalSettings(options, profile);
  const database = edges.database;
  const start = vertexId(startValue);
  if (vertexDocument(database, start) === null) {
    return [];
  }
  const out = [];
  const visited = new Set([start]);
  const emit = (id, depth) => {
    if (depth >= minDepth) {
      out.push(documentOf(database, id));
    }
  };
  // a path: { vertex, depth, vertices: Set on the path, edges: Set on the path }
  const first = { vertex: start, depth: 0, vertices: new Set([start]), edges: new Set() };
  const pending = [first];
  while (pending.length > 0) {
    const path = settings.breadthFirst ? pending.shift() : pending.pop();
    if (path.depth > 0 || minDepth === 0) {
      emit(path.vertex, path.depth);
    }
    if (path.depth === maxDepth) {
      continue;
    }
    const next = [];
    for (const step of stepsFrom(edges, path.vertex, direction)) {
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
  if (!previous.has(to)) {
    return null;
  }
  const path = { vertices: [], edges: [] };
  for (let id = to; id !== from; id = previous.get(id).from) {
    path.vertices.unshift(id);
    path.edges.unshift(previous.get(id).edge);
  }
  path.vertices.unshift(from);
  return path;
}

// The vertices of one shortest path from a to b, as documents (the AQL syntax, §3).
function shortestPath(edges, fromValue, toValue, direction, options) {
  if (options !== null) {
    throw unsupported("SHORTEST_PATH OPTIONS (weights)");
  }
  const database = edges.database;
  const from = vertexId(fromValue);
  const to = vertexId(toValue);
  if (vertexDocument(database, from) === null || vertexDocument(database, to) === null) {
    return [];
  }
  const path = shortestPathSteps(edges, from, to, direction);
  return path === null ? [] : path.vertices.map((id) => documentOf(database, id));
}

// The depth range of a traversal: a number n (n..n) or a range lo..hi of whole numbers.
function depthRange(min, max) {
  if (!Number.isInteger(min) || !Number.isInteger(max) || min < 0 || max < min) {
    throw unsupported("a traversal depth that is not min..max of whole numbers");
  }
  return [min, max];
}

module.exports = { traverse, shortestPath, shortestPathSteps, stepsFrom, depthRange, traversalSettings };
