"use strict";
// Compiles AST expressions into closures `(frame, q) => value`. `frame` is the row (an array
// indexed by variable slot), `q` the running query (profile, stats, warnings). Operator
// semantics follow arangod/Aql/grammar.y; docs 3.12, operators; docs 3.12, type and value order; docs
// 3.12, type and value order and operators; release notes 3.0 for 2.x; docs 3.12, data types.

const values = require("./values");
const { isConstant } = require("./evaluation-path");
const graph = require("./graph");
const { makeError, unsupported } = require("../errors");
const { wrapForQuery } = require("./query-errors");

// Arrays on the right of IN with at least this many members are turned into a hash set once.
const IN_SET_THRESHOLD = 8;

function isNumberResult(number) {
  // [docs 3.12, type and value order and operators; release notes 3.0 for 2.x] arithmetic: a NaN or
  // +-Inf result is null; -0 is written as 0
  if (!Number.isFinite(number)) {
    return null;
  }
  return number === 0 ? 0 : number;
}

// [docs 3.12, type and value order and operators; release notes 3.0 for 2.x] arithmetic. 3.x: both
// operands converted with toNumber (failures are 0). 2.x: if either
// conversion fails the result is null. x / 0 and x % 0: warning 1562 and null. Its message:
// 2.x V8 "division by zero" (WARN without a function, aql.js); 2.8 runs arithmetic in C++ where
// the expression is simple (evaluation-path.js) and says "in function '/()': division by
// zero" there (RegisterWarning in v2.8.3 arangod/Aql/Expression.cpp), where x % 0 is fmod's
// NaN without a warning (how it is written is not known: refused); 3.x names the operator.
function arithmetic(operator, left, right, q, inCxx) {
  let a;
  let b;
  if (q.profile.major < 3) {
    a = values.toNumber2(left);
    b = values.toNumber2(right);
    if (a === null || b === null) {
      return null;
    }
  } else {
    a = values.toNumber3(left, q.unsupported);
    b = values.toNumber3(right, q.unsupported);
  }
  switch (operator) {
    case "+":
      return isNumberResult(a + b);
    case "-":
      return isNumberResult(a - b);
    case "*":
      return isNumberResult(a * b);
    default:
      if (b === 0) {
        if (inCxx && operator === "%") {
          throw q.unsupported("x % 0 evaluated in C++ by arangod 2.8 (fmod's NaN)");
        }
        q.warn(1562, q.profile.major >= 3 ? "in operator " + operator + ": division by zero" :
          inCxx ? "in function '" + operator + "()': division by zero" : "division by zero");
        return null;
      }
      return isNumberResult(operator === "/" ? a / b : a % b);
  }
}

function unaryNumber(operand, q) {
  if (q.profile.major < 3) {
    return values.toNumber2(operand);
  }
  return values.toNumber3(operand, q.unsupported);
}

// [arangod/Aql/grammar.y; docs 3.12, operators] range: both ends through toInt64, both ends included,
// descending when from > to.
const MAX_MATERIALISED_RANGE = 10000000;

function rangeBounds(from, to, q) {
  const start = unaryNumber(from, q);
  const end = unaryNumber(to, q);
  if (start === null || end === null) {
    throw q.unsupported("a range bound that is not a number in 2.x");
  }
  return [Math.trunc(start), Math.trunc(end)];
}

function materialiseRange(from, to, q) {
  const [start, end] = rangeBounds(from, to, q);
  const length = Math.abs(end - start) + 1;
  if (length > MAX_MATERIALISED_RANGE) {
    throw q.unsupported("ranges of more than " + MAX_MATERIALISED_RANGE + " values outside FOR");
  }
  const list = new Array(length);
  const step = end >= start ? 1 : -1;
  for (let i = 0; i < length; i += 1) {
    list[i] = start + i * step;
  }
  return list;
}

// [docs 3.12, type and value order] IN: true if some member of the right-hand array equals the left
// value (binary equality).
// A right side that is not an array makes both IN and NOT IN false, with no warning: "right
// operand must be an array, otherwise we return false" (Expression::executeSimpleExpression,
// arangod/Aql/Expression.cpp v2.5.0 to late 3.x; 2.x folds a constant one the same way,
// Ast::optimizeBinaryOperatorRelational). ArangoDB's testInvalidIn / testInvalidNotIn
// (aql-queries-optimizer-in-noncluster.js, v2.8.3 and late 3.x) expect no rows for
// FILTER 1 NOT IN null, false, 1.2, '', {} and the same as bind values.
// A 2.x server that runs the expression in V8 instead (evaluation-path.js) answers
// differently: aql.js RELATIONAL_IN warns 1563 "array expected" and is false, and
// RELATIONAL_NOT_IN is its negation, true (v2.5.4 js/server/modules/org/arangodb/aql.js; a real
// 2.5.4 and 2.6.0-alpha2 answer 2 NOT IN x.a ? 'in V8' : 'in C++' with 'in V8' and that warning).
// A constant right side is folded before the engine is chosen, so it stays the C++ answer.
function compileIn(left, rightNode, right, negated, compiler) {
  if (rightNode.type === "value" && Array.isArray(rightNode.value) && rightNode.value.length >= IN_SET_THRESHOLD) {
    const members = new Set(rightNode.value.map(values.canonicalKey));
    return (frame, q) => members.has(values.canonicalKey(left(frame, q))) !== negated;
  }
  const inV8 = compiler.evaluatedInV8 === true && !isConstant(rightNode);
  return (frame, q) => {
    const list = right(frame, q);
    if (!Array.isArray(list)) {
      if (inV8) {
        q.warn(1563, "array expected");
        return negated;
      }
      return false;
    }
    const needle = left(frame, q);
    for (let i = 0; i < list.length; i += 1) {
      if (values.valuesEqual(needle, list[i])) {
        return !negated;
      }
    }
    return negated;
  };
}

// An argument of a function call; where the function takes a collection (functions.js
// collectionArguments), a collection name becomes its name as a string, and anything else fails
// with 1542 when the call runs (or, where strings are taken too, is evaluated as usual).
function compileArgument(call, arg, position, compile) {
  const collections = call.collections;
  if (!collections || collections.positions.indexOf(position) < 0) {
    return compile(arg);
  }
  if (arg.type === "collection") {
    return () => arg.name;
  }
  if (collections.stringsToo) {
    return compile(arg);
  }
  return () => {
    throw makeError(1542, call.name);
  };
}

function compileBinary(node, compile, compiler) {
  const left = compile(node.left);
  const right = compile(node.right);
  switch (node.operator) {
    case "==":
      return (frame, q) => values.valuesEqual(left(frame, q), right(frame, q));
    case "!=":
      return (frame, q) => !values.valuesEqual(left(frame, q), right(frame, q));
    // [docs 3.12, type and value order] relational operators compare with collation
    case "<":
      return (frame, q) => values.compareValues(left(frame, q), right(frame, q), true) < 0;
    case "<=":
      return (frame, q) => values.compareValues(left(frame, q), right(frame, q), true) <= 0;
    case ">":
      return (frame, q) => values.compareValues(left(frame, q), right(frame, q), true) > 0;
    case ">=":
      return (frame, q) => values.compareValues(left(frame, q), right(frame, q), true) >= 0;
    case "in":
      return compileIn(left, node.right, right, false, compiler);
    case "not in":
      return compileIn(left, node.right, right, true, compiler);
    default: {
      const operator = node.operator;
      // C++ arithmetic: 2.8 expressions that are not evaluated in V8 (evaluation-path.js)
      const inCxx = compiler.evaluatedInV8 === false && compiler.q !== undefined && compiler.q.profile.major === 2 &&
        compiler.q.profile.minor >= 8;
      return (frame, q) => arithmetic(operator, left(frame, q), right(frame, q), q, inCxx);
    }
  }
}

// Object literals: when a key appears twice the first occurrence wins in 3.x (arangod/Aql/Expression.cpp;
// ArangoDB's testDynamicAttributesOverwritingRegular, aql-dynamic-attributes.js late 3.x:
// RETURN { FOO : 2, [ PASSTHRU('FOO') ] : 1 } is { FOO: 2 }). In 2.x an object built in V8
// (any computed name makes the expression a V8 one, evaluation-path.js) is a JavaScript object,
// so the last occurrence wins (the same tests in v2.5.0, v2.6.0 and v2.8.3 expect { FOO: 1 });
// built in C++, 2.x keeps both entries (TRI_Insert3ObjectJson appends, v2.8.3), attribute
// access then finds the first and the result the last: that case is refused.
function compileObject(node, compile, compiler) {
  const entries = node.entries.map((entry) => ({
    key: entry.key,
    keyOf: entry.keyExpression ? compile(entry.keyExpression) : null,
    valueOf: compile(entry.value)
  }));
  const lastWins = compiler.evaluatedInV8 === true;
  return (frame, q) => {
    const object = {};
    for (const entry of entries) {
      let key = entry.key;
      if (entry.keyOf !== null) {
        key = entry.keyOf(frame, q);
        if (typeof key !== "string") {
          throw q.unsupported("a computed attribute name that is not a string");
        }
      }
      const value = entry.valueOf(frame, q);
      if (!Object.prototype.hasOwnProperty.call(object, key) || lastWins) {
        values.setOwn(object, key, value);
      } else if (q.profile.major < 3) {
        throw q.unsupported("an attribute name given twice in an object that arangod " + q.profile.version +
          " builds in C++ (kept twice there)");
      }
    }
    return object;
  };
}

// The store collection a traversal walks: an edge collection (arangod refuses a document
// collection there; which error is not in the reference, so it is refused as not emulated).
function edgeCollectionOf(node) {
  const collection = node.collectionObject;
  if (collection.type !== 3) {
    throw unsupported("a traversal over the document collection " + collection.name);
  }
  return collection;
}

// The entries of a traversal's or shortest path's OPTIONS as [[key, value]] in the order
// written ([] without OPTIONS). arangod takes only constant options (their values are read
// while the plan is made); the stand-in refuses others. q: the query being compiled.
function optionEntries(node, compile, q) {
  if (node === null) {
    return [];
  }
  if (node.type !== "object" || !isConstant(node) || node.entries.some((entry) => entry.keyExpression !== null)) {
    throw unsupported("graph OPTIONS that are not a constant object");
  }
  return node.entries.map((entry) => [entry.key, compile(entry.value)([], q)]);
}

// What arangod decides while it makes the plan (ExecutionPlan, TraversalNode,
// ShortestPathNode: the start vertices and the OPTIONS, graph.js) fails there: 3.x wraps such
// errors "(while instantiating plan)" (lib/Basics/errors.dat; QueryExecutionState names the
// state PLAN_INSTANTIATION "instantiating plan").
function whilePlanning(q, work) {
  try {
    return work();
  } catch (error) {
    throw wrapForQuery(error, q.profile, "instantiating plan");
  }
}

// A start or target vertex: { constant } known now, or its expression compiled.
function compileVertexInput(node, compile) {
  const input = graph.vertexInput(node, isConstant);
  if (input.constant !== undefined) {
    return () => input;
  }
  const value = compile(node);
  return (frame, q) => ({ value: value(frame, q) });
}

function compileTraversal(node, compile, compiler) {
  const q = compiler.q;
  // ExecutionPlan::fromNodeTraversal (3.x) reads the options before TraversalNode checks the
  // start vertex
  const { start, settings } = whilePlanning(q, () => {
    const read = graph.traversalSettings(optionEntries(node.options, compile, q), q.profile);
    return { settings: read, start: compileVertexInput(node.start, compile) };
  });
  const edges = edgeCollectionOf(node.edges);
  let depth = () => [1, 1];
  if (node.depth !== null) {
    if (node.depth.type === "range") {
      const from = compile(node.depth.from);
      const to = compile(node.depth.to);
      depth = (frame, q) => graph.depthRange(from(frame, q), to(frame, q));
    } else {
      const single = compile(node.depth);
      depth = (frame, q) => graph.depthRange(single(frame, q), single(frame, q));
    }
  }
  const seen = new WeakSet();
  return (frame, q) => {
    const [min, max] = depth(frame, q);
    return graph.traverse(edges, start(frame, q), min, max, node.direction, settings, q, seen);
  };
}

function compileShortestPath(node, compile, compiler) {
  const q = compiler.q;
  const { start, target, weights } = whilePlanning(q, () => {
    const read = graph.shortestPathWeights(optionEntries(node.options, compile, q));
    return { weights: read, start: compileVertexInput(node.start, compile), target: compileVertexInput(node.target, compile) };
  });
  const edges = edgeCollectionOf(node.edges);
  const seen = { start: new WeakSet(), target: new WeakSet() };
  return (frame, q) => graph.shortestPath(edges, start(frame, q), target(frame, q), node.direction, weights, q, seen);
}

// compiler: { compileSubquery(statements) -> (frame, q) => array, evaluatedInV8: whether a 2.x
// server runs this expression in V8 (evaluation-path.js) }
function compileExpression(node, compiler) {
  const compile = (child) => compileExpression(child, compiler);
  switch (node.type) {
    case "value": {
      const value = node.value;
      return () => value;
    }
    case "variable": {
      const slot = node.variable.slot;
      return (frame) => frame[slot];
    }
    case "attribute": {
      const get = values.attributeGetter(node.name);
      // the commonest access, a variable's attribute (d.value1), reads the frame itself
      if (node.object.type === "variable") {
        const slot = node.object.variable.slot;
        return (frame) => get(frame[slot]);
      }
      const object = compile(node.object);
      return (frame, q) => get(object(frame, q));
    }
    case "index": {
      const object = compile(node.object);
      const index = compile(node.index);
      return (frame, q) => values.indexedAccess(object(frame, q), index(frame, q));
    }
    case "unary": {
      const operand = compile(node.operand);
      if (node.operator === "!") {
        return (frame, q) => !values.toBool(operand(frame, q));
      }
      if (node.operator === "-") {
        return (frame, q) => {
          const number = unaryNumber(operand(frame, q), q);
          return number === null ? null : isNumberResult(-number);
        };
      }
      return (frame, q) => unaryNumber(operand(frame, q), q);
    }
    case "binary":
      return compileBinary(node, compile, compiler);
    // [arangod/Aql/grammar.y; docs 3.12, operators] AND / OR short-circuit and return one of their
    // operand values
    case "and": {
      const left = compile(node.left);
      const right = compile(node.right);
      return (frame, q) => {
        const value = left(frame, q);
        return values.toBool(value) ? right(frame, q) : value;
      };
    }
    case "or": {
      const left = compile(node.left);
      const right = compile(node.right);
      return (frame, q) => {
        const value = left(frame, q);
        return values.toBool(value) ? value : right(frame, q);
      };
    }
    case "ternary": {
      const condition = compile(node.condition);
      const whenFalse = compile(node.whenFalse);
      if (node.whenTrue === null) {
        return (frame, q) => {
          const value = condition(frame, q);
          return values.toBool(value) ? value : whenFalse(frame, q);
        };
      }
      const whenTrue = compile(node.whenTrue);
      return (frame, q) => (values.toBool(condition(frame, q)) ? whenTrue(frame, q) : whenFalse(frame, q));
    }
    case "range": {
      const from = compile(node.from);
      const to = compile(node.to);
      return (frame, q) => materialiseRange(from(frame, q), to(frame, q), q);
    }
    case "array": {
      const elements = node.elements.map(compile);
      return (frame, q) => {
        const list = new Array(elements.length);
        for (let i = 0; i < elements.length; i += 1) {
          list[i] = elements[i](frame, q);
        }
        return list;
      };
    }
    case "object":
      return compileObject(node, compile, compiler);
    case "call": {
      const args = node.args.map((arg, i) => compileArgument(node, arg, i, compile));
      const implementation = node.implementation;
      return (frame, q) => {
        const evaluated = new Array(args.length);
        for (let i = 0; i < args.length; i += 1) {
          evaluated[i] = args[i](frame, q);
        }
        return implementation(evaluated, q);
      };
    }
    case "subquery":
      return compiler.compileSubquery(node.statements);
    case "traversal":
      return compileTraversal(node, compile, compiler);
    case "shortestPath":
      return compileShortestPath(node, compile, compiler);
    default:
      throw new Error("stand-in AQL: cannot compile expression node " + node.type);
  }
}

module.exports = { compileExpression, rangeBounds };
