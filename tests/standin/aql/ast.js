"use strict";
// Walking the AST of parser.js: the child expressions of every node and statement, so that
// the binder, validator and planner do not each repeat the shape of the tree.

// Calls visit(node) for every expression node below (and including) `node`, children first,
// and replaces each node by what visit returns. Subqueries are entered (their statements'
// expressions are rewritten too).
function rewriteExpression(node, visit) {
  if (node === null) {
    return null;
  }
  switch (node.type) {
    case "attribute":
    case "boundAttribute":
      node.object = rewriteExpression(node.object, visit);
      break;
    case "index":
      node.object = rewriteExpression(node.object, visit);
      node.index = rewriteExpression(node.index, visit);
      break;
    case "unary":
      node.operand = rewriteExpression(node.operand, visit);
      break;
    case "binary":
    case "and":
    case "or":
      node.left = rewriteExpression(node.left, visit);
      node.right = rewriteExpression(node.right, visit);
      break;
    case "ternary":
      node.condition = rewriteExpression(node.condition, visit);
      node.whenTrue = rewriteExpression(node.whenTrue, visit);
      node.whenFalse = rewriteExpression(node.whenFalse, visit);
      break;
    case "range":
      node.from = rewriteExpression(node.from, visit);
      node.to = rewriteExpression(node.to, visit);
      break;
    case "array":
      node.elements = node.elements.map((element) => rewriteExpression(element, visit));
      break;
    case "object":
      for (const entry of node.entries) {
        entry.keyExpression = rewriteExpression(entry.keyExpression, visit);
        entry.value = rewriteExpression(entry.value, visit);
      }
      break;
    case "call":
      node.args = node.args.map((arg) => rewriteExpression(arg, visit));
      break;
    case "subquery":
      rewriteStatements(node.statements, visit);
      break;
    // graph.js: a traversal's depth, start, edge collection and options; a shortest path's
    // start, target, edge collection
    case "traversal":
    case "shortestPath":
      node.depth = node.depth === undefined ? undefined : rewriteExpression(node.depth, visit);
      node.start = rewriteExpression(node.start, visit);
      node.target = node.target === undefined ? undefined : rewriteExpression(node.target, visit);
      node.edges = visit(node.edges);
      node.options = rewriteExpression(node.options, visit);
      break;
    default:
      break;
  }
  return visit(node);
}

// Rewrites every expression of a statement list (and, through subqueries, of nested lists).
// The collection reference of a FOR or INSERT is offered to visit as well, and so is the
// value an index lookup looks up once the planner moved it out of its FILTER (planner.js; each
// field's value for a lookup on several fields).
function rewriteStatements(statements, visit) {
  for (const statement of statements) {
    switch (statement.type) {
      case "for":
        if (statement.collection) {
          statement.collection = visit(statement.collection);
        } else {
          statement.source = rewriteExpression(statement.source, visit);
        }
        if (statement.indexAccess && statement.indexAccess.value) {
          statement.indexAccess.value = rewriteExpression(statement.indexAccess.value, visit);
        }
        if (statement.indexAccess && statement.indexAccess.parts) {
          for (const part of statement.indexAccess.parts) {
            part.value = rewriteExpression(part.value, visit);
          }
        }
        break;
      case "let":
      case "filter":
        statement.expression = rewriteExpression(statement.expression, visit);
        break;
      case "sort":
        for (const element of statement.elements) {
          element.expression = rewriteExpression(element.expression, visit);
          element.direction = rewriteExpression(element.direction, visit);
        }
        break;
      case "limit":
        statement.offset = rewriteExpression(statement.offset, visit);
        statement.count = rewriteExpression(statement.count, visit);
        break;
      case "collect":
        for (const group of statement.groups) {
          group.expression = rewriteExpression(group.expression, visit);
        }
        break;
      case "return":
        statement.expression = rewriteExpression(statement.expression, visit);
        break;
      case "insert":
        statement.document = rewriteExpression(statement.document, visit);
        statement.collection = visit(statement.collection);
        break;
      default:
        throw new Error("stand-in AQL: unknown statement " + statement.type);
    }
  }
}

// Visits without rewriting.
function forEachExpressionNode(node, visit) {
  rewriteExpression(node, (child) => {
    visit(child);
    return child;
  });
}

function forEachNodeInStatements(statements, visit) {
  rewriteStatements(statements, (child) => {
    visit(child);
    return child;
  });
}

// Slots of the variables an expression reads (subqueries included) and whether it contains a
// subquery or a call of one of `functionNames`.
function expressionFacts(node, functionNames) {
  const slots = new Set();
  let hasSubquery = false;
  let callsListed = false;
  forEachExpressionNode(node, (child) => {
    if (child.type === "variable") {
      slots.add(child.variable.slot);
    } else if (child.type === "subquery") {
      hasSubquery = true;
    } else if (child.type === "call" && functionNames && functionNames.indexOf(child.name) >= 0) {
      callsListed = true;
    }
  });
  return { slots, hasSubquery, callsListed };
}

// A copy of an expression node whose child expressions are map(child), for rewriting without
// touching the original (optimizer-2x.js, explain-ast.js). Leaves (values, variables,
// parameters, collections) and subqueries come back as they are: the caller decides what a
// subquery becomes.
function mapChildren(node, map) {
  switch (node.type) {
    case "attribute":
      return Object.assign({}, node, { object: map(node.object) });
    case "index":
      return Object.assign({}, node, { object: map(node.object), index: map(node.index) });
    case "unary":
      return Object.assign({}, node, { operand: map(node.operand) });
    case "binary":
    case "and":
    case "or":
      return Object.assign({}, node, { left: map(node.left), right: map(node.right) });
    case "ternary":
      return Object.assign({}, node, { condition: map(node.condition), whenTrue: map(node.whenTrue),
        whenFalse: map(node.whenFalse) });
    case "range":
      return Object.assign({}, node, { from: map(node.from), to: map(node.to) });
    case "array":
      return Object.assign({}, node, { elements: node.elements.map(map) });
    case "object":
      return Object.assign({}, node, { entries: node.entries.map((entry) => Object.assign({}, entry,
        { keyExpression: map(entry.keyExpression), value: map(entry.value) })) });
    case "call":
      return Object.assign({}, node, { args: node.args.map(map) });
    default:
      return node;
  }
}

module.exports = { rewriteExpression, rewriteStatements, forEachExpressionNode, forEachNodeInStatements, expressionFacts,
  mapChildren };
