"use strict";
// Which engine of a 2.x server evaluates an expression: arangod 2.x runs an expression in C++
// when the whole expression is "simple" (AstNode::isSimple), and otherwise compiles it to
// JavaScript and runs it in V8 (Expression::determineType, arangod/Aql/Expression.cpp, v2.5.0
// to v2.8.3). The two engines mostly agree; where they do not (IN / NOT IN with a right side
// that is not an array), the stand-in refuses the V8 case instead of guessing. 3.x profiles
// (3.4 and later) run every function the stand-in implements in C++, so this is 2.x only.

const { expressionFacts, forEachExpressionNode } = require("./ast");

// Functions with a C++ implementation (the `&Functions::...` entries of the function table in
// arangod/Aql/Executor.cpp) per version: 2.5.0/2.5.1 only LENGTH; 2.5.2 added CONCAT,
// PASSTHRU and NOOPT; 2.6.0 most of the others; 2.8.0 also TO_NUMBER, TO_STRING and COUNT.
const CXX_2_5_0 = ["LENGTH"];
const CXX_2_5_2 = CXX_2_5_0.concat(["CONCAT", "PASSTHRU", "NOOPT"]);
const CXX_2_6 = CXX_2_5_2.concat(["MIN", "MAX", "HAS", "ATTRIBUTES", "VALUES", "MERGE", "UNSET", "KEEP"]);
const CXX_2_8 = CXX_2_6.concat(["TO_NUMBER", "TO_STRING", "COUNT"]);

// The patch level of a profile's version ("2.5.1" -> 1).
function patchLevel(profile) {
  const parts = String(profile.version).split(".");
  return parts.length > 2 ? parseInt(parts[2], 10) || 0 : 0;
}

function cxxFunctions(profile) {
  if (profile.minor >= 8) {
    return CXX_2_8;
  }
  if (profile.minor >= 6) {
    return CXX_2_6;
  }
  return patchLevel(profile) >= 2 ? CXX_2_5_2 : CXX_2_5_0;
}

// A subtree without variables, subqueries, collections or calls that are never folded is a
// constant: 2.x folds it into a value before it decides the engine (Ast::optimize*).
function isConstant(node) {
  const facts = expressionFacts(node, ["PASSTHRU", "NOOPT"]);
  if (facts.slots.size > 0 || facts.hasSubquery || facts.callsListed) {
    return false;
  }
  let namesCollection = false;
  forEachExpressionNode(node, (child) => {
    if (child.type === "collection") {
      namesCollection = true;
    }
  });
  return !namesCollection;
}

// AstNode::isSimple of 2.x, on the stand-in's expression nodes. Arithmetic operators count as
// simple from 2.8 only; the unary + and -, the ternary operator and computed attribute names
// are never simple in 2.x; a subquery stands for a variable reference (its SubqueryNode runs
// apart).
function isSimple(node, profile, functions) {
  if (isConstant(node)) {
    return true;
  }
  const simple = (child) => isSimple(child, profile, functions);
  switch (node.type) {
    case "value":
    case "variable":
    case "subquery":
      return true;
    case "attribute":
      return simple(node.object);
    case "index":
      return simple(node.object) && simple(node.index);
    case "array":
      return node.elements.every(simple);
    case "object":
      return node.entries.every((entry) => entry.keyExpression === null && simple(entry.value));
    case "unary":
      return node.operator === "!" && simple(node.operand);
    case "and":
    case "or":
      return simple(node.left) && simple(node.right);
    case "range":
      return simple(node.from) && simple(node.to);
    case "binary":
      if (["+", "-", "*", "/", "%"].indexOf(node.operator) >= 0 && profile.minor < 8) {
        return false;
      }
      return simple(node.left) && simple(node.right);
    case "call":
      return functions.indexOf(node.name) >= 0 && node.args.every(simple);
    default:
      return false;
  }
}

// true when a 2.x server would run this top-level expression (of a LET, FILTER, RETURN, ...)
// in V8.
function evaluatedInV8(node, profile) {
  if (profile.major >= 3) {
    return false;
  }
  return !isSimple(node, profile, cxxFunctions(profile));
}

module.exports = { evaluatedInV8, isConstant, patchLevel, cxxFunctions };
