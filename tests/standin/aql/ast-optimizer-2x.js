"use strict";
// The AST optimization arangod 2.5, 2.6 and 2.8 run before they build a plan (Ast::optimize in
// v2.5.4 arangod/Aql/Ast.cpp, Ast::validateAndOptimize in v2.6.0-alpha2 and v2.8.3; Query::prepare and
// Query::explain call it right after the bind parameters are injected, so a query that runs
// and its explain see the same folded AST). Emulated here on the stand-in's AST, for the
// profiles whose plans optimizer-2x.js builds (2.5, 2.6 and 2.8; 2.8 folds as 2.6 does, its
// function table's flags for the functions the stand-in has are the same, v2.8.3 Executor.cpp;
// a traversal's depth and start are folded like any expression):
// - constant folding: a comparison or IN with constant operands, a call of a deterministic
//   function with constant arguments (run as arangod runs it, with its warnings: RETURN MIN(5)
//   warns 1563 while the query is optimized), NOT, unary + and - of constants, the ternary
//   operator with a constant condition, && and || with a constant left operand (and in a
//   FILTER with a constant right operand), and from 2.6 also + - * / % of two numbers
//   (Ast::optimizeBinaryOperatorArithmetic does nothing in 2.5);
// - `x IN [ ]` is false, `x IN [ y ]` is `x == y` (NOT IN: true and !=), `x IN <constant that is
//   no array>` is false, `NOT (a < b)` is `a >= b` (Ast::NegatedOperators);
// - a variable assigned a constant by a LET is replaced by that constant wherever it is read
//   (Ast::optimizeLet / optimizeReference), `a['name']` becomes `a.name` unless the name starts
//   with a digit (optimizeIndexedAccess);
// - a FILTER whose deterministic condition is always true or false becomes FILTER true / false
//   (optimizeFilter), and FOR over a constant that is no array fails with 1563 (optimizeFor).
// NOOPT(...) keeps the function calls inside it from being folded. The folded statements
// replace the parsed ones: the planner, the plan and the executor all work on them, as arangod
// plans and runs the optimized AST.
// Cases whose 2.x result is not established are refused (`unsupported`), never guessed: unary +/-
// of a constant that is not a number, null or a bool (AstNode::castToNumber), and 2.6 arithmetic
// on constants other than two numbers or whose result is not a finite number.

const { makeError, unsupported } = require("../errors");
const { compileExpression } = require("./expressions");
const values = require("./values");

// The functions of the 2.5.4 / 2.6.0-alpha2 / 2.8.3 function table (arangod/Aql/Executor.cpp
// FunctionNames) that the stand-in implements and that are not deterministic, or can throw;
// every other implemented function is deterministic and cannot throw there.
const NOT_DETERMINISTIC = new Set(["DOCUMENT", "NEIGHBORS", "SHORTEST_PATH", "PASSTHRU", "NOOPT"]);
const CAN_THROW = new Set(["DOCUMENT", "NEIGHBORS", "SHORTEST_PATH"]);

const RELATIONAL = new Set(["==", "!=", "<", "<=", ">", ">=", "in", "not in"]);
const ARITHMETIC = new Set(["+", "-", "*", "/", "%"]);
// Ast::NegatedOperators (v2.5.4, v2.6.0-alpha2)
const NEGATED = { "==": "!=", "!=": "==", ">": "<=", ">=": "<", "<": ">=", "<=": ">", "in": "not in", "not in": "in" };

function value(v) {
  return { type: "value", value: values.deepFreeze(v) };
}

// Whether a value node holds an array / an object (a bound array or object is an array / object
// node in arangod: Ast::nodeFromJson).
function isArrayNode(node) {
  return node.type === "array" || (node.type === "value" && Array.isArray(node.value));
}

// NODE_TYPE_VALUE: a value node holding null, a bool, a number or a string.
function isPlainValue(node) {
  return node.type === "value" && !Array.isArray(node.value) && !values.isObject(node.value);
}

function arrayMembers(node) {
  return node.type === "array" ? node.elements : node.value.map((member) => ({ type: "value", value: member }));
}

// Whether an attribute access is a plain one: in 2.5 an attribute named by a bind parameter
// stays a bound attribute access (NODE_TYPE_BOUND_ATTRIBUTE_ACCESS); 2.6 turns it into a
// plain one while injecting the bind parameters (Ast::injectBindParameters, v2.6.0-alpha2).
function isPlainAttribute(node, profile) {
  return node.type === "attribute" && !(node.bound === true && profile.minor === 5);
}

// AstNode::isConstant (v2.5.4 / v2.6.0-alpha2): values, arrays and objects of constants (no
// computed names), and an attribute access of a constant.
function isConstant(node, profile) {
  switch (node.type) {
    case "value":
      return true;
    case "array":
      return node.elements.every((element) => isConstant(element, profile));
    case "object":
      return node.entries.every((entry) => entry.keyExpression === null && isConstant(entry.value, profile));
    case "attribute":
      return isPlainAttribute(node, profile) && isConstant(node.object, profile);
    default:
      return false;
  }
}

// The value of a constant node (isConstant above).
function constantValue(node) {
  switch (node.type) {
    case "value":
      return node.value;
    case "array":
      return node.elements.map(constantValue);
    case "object": {
      const object = {};
      for (const entry of node.entries) {
        values.setOwn(object, entry.key, constantValue(entry.value));
      }
      return object;
    }
    case "attribute":
      return values.getAttribute(constantValue(node.object), node.name);
    default:
      throw unsupported("the value of a non-constant expression");
  }
}

// AstNode::isTrue / isFalse: what is certainly true / false without running anything.
function isTrue(node) {
  if (isPlainValue(node)) {
    return values.toBool(node.value);
  }
  switch (node.type) {
    case "value":
    case "array":
    case "object":
      return true;
    case "or":
      return isTrue(node.left) || isTrue(node.right);
    case "and":
      return isTrue(node.left) && isTrue(node.right);
    case "unary":
      return node.operator === "!" && isFalse(node.operand);
    default:
      return false;
  }
}

function isFalse(node) {
  if (isPlainValue(node)) {
    return !values.toBool(node.value);
  }
  switch (node.type) {
    case "or":
      return isFalse(node.left) && isFalse(node.right);
    case "and":
      return isFalse(node.left) || isFalse(node.right);
    case "unary":
      return node.operator === "!" && isTrue(node.operand);
    default:
      return false;
  }
}

// Calls `visit(call)` for every function call in an expression (not inside subqueries).
function someCall(node, test) {
  let found = false;
  const walk = (child) => {
    if (found || child === null || child === undefined) {
      return;
    }
    switch (child.type) {
      case "call":
        found = test(child);
        child.args.forEach(walk);
        break;
      case "attribute":
        walk(child.object);
        break;
      case "index":
        walk(child.object);
        walk(child.index);
        break;
      case "unary":
        walk(child.operand);
        break;
      case "binary":
      case "and":
      case "or":
        walk(child.left);
        walk(child.right);
        break;
      case "ternary":
        walk(child.condition);
        walk(child.whenTrue);
        walk(child.whenFalse);
        break;
      case "range":
        walk(child.from);
        walk(child.to);
        break;
      case "array":
        child.elements.forEach(walk);
        break;
      case "object":
        child.entries.forEach((entry) => {
          walk(entry.keyExpression);
          walk(entry.value);
        });
        break;
      default:
        break;
    }
  };
  walk(node);
  return found;
}

// AstNode::canThrow / isDeterministic: decided by the functions called (FunctionNames flags).
function canThrow(node) {
  return someCall(node, (call) => CAN_THROW.has(call.name));
}

function isDeterministic(node) {
  return !someCall(node, (call) => NOT_DETERMINISTIC.has(call.name));
}

class AstOptimizer {
  constructor(q) {
    this.q = q;
    this.profile = q.profile;
    this.constants = new Map();
    this.inFilter = false;
    this.noopt = 0;
  }

  // Ast::executeConstExpression: arangod runs a constant expression in V8 and puts its value
  // in its place; warnings it raises are the query's.
  execute(node) {
    const run = compileExpression(node, { compileSubquery: null, evaluatedInV8: true, q: this.q });
    return value(run([], this.q));
  }

  statements(statements) {
    for (const statement of statements) {
      this.statement(statement);
    }
  }

  statement(statement) {
    switch (statement.type) {
      case "for":
        if (!statement.collection) {
          statement.source = this.expression(statement.source);
          if (isConstant(statement.source, this.profile) && !isArrayNode(statement.source)) {
            // Ast::optimizeFor
            throw makeError(1563, "array expected as operand to FOR loop");
          }
        }
        break;
      case "let":
        statement.expression = this.expression(statement.expression);
        if (isConstant(statement.expression, this.profile)) {
          this.constants.set(statement.variable, statement.expression);
        }
        break;
      case "filter": {
        this.inFilter = true;
        const condition = this.expression(statement.expression);
        this.inFilter = false;
        statement.expression = isDeterministic(condition) && isTrue(condition) ? value(true) :
          isDeterministic(condition) && isFalse(condition) ? value(false) : condition;
        break;
      }
      case "sort":
        for (const element of statement.elements) {
          element.expression = this.expression(element.expression);
          element.direction = this.expression(element.direction);
        }
        break;
      case "limit":
        statement.offset = this.expression(statement.offset);
        statement.count = this.expression(statement.count);
        break;
      case "collect":
        for (const group of statement.groups) {
          group.expression = this.expression(group.expression);
        }
        break;
      case "return":
        statement.expression = this.expression(statement.expression);
        break;
      case "insert":
        statement.document = this.expression(statement.document);
        break;
      default:
        throw unsupported("the 2.x AST optimizer on a " + statement.type + " statement");
    }
  }

  // Children first, then the node itself (traverseAndModify).
  expression(node) {
    switch (node.type) {
      case "value":
      case "collection":
        return node;
      case "variable":
        return this.constants.has(node.variable) ? this.constants.get(node.variable) : node;
      case "attribute":
        return Object.assign({}, node, { object: this.expression(node.object) });
      case "index":
        return this.indexedAccess(Object.assign({}, node, { object: this.expression(node.object),
          index: this.expression(node.index) }));
      case "unary":
        return this.unary(Object.assign({}, node, { operand: this.expression(node.operand) }));
      case "binary": {
        const folded = Object.assign({}, node, { left: this.expression(node.left), right: this.expression(node.right) });
        return RELATIONAL.has(node.operator) ? this.relational(folded) : this.arithmetic(folded);
      }
      case "and":
      case "or":
        return this.logical(Object.assign({}, node, { left: this.expression(node.left), right: this.expression(node.right) }));
      case "ternary":
        return this.ternary(Object.assign({}, node, { condition: this.expression(node.condition),
          whenTrue: node.whenTrue === null ? null : this.expression(node.whenTrue), whenFalse: this.expression(node.whenFalse) }));
      case "range":
        return Object.assign({}, node, { from: this.expression(node.from), to: this.expression(node.to) });
      case "array":
        return Object.assign({}, node, { elements: node.elements.map((element) => this.expression(element)) });
      case "object":
        return Object.assign({}, node, { entries: node.entries.map((entry) => Object.assign({}, entry, {
          keyExpression: entry.keyExpression === null ? null : this.expression(entry.keyExpression),
          value: this.expression(entry.value) })) });
      case "call":
        return this.call(node);
      case "traversal":
        return Object.assign({}, node, { depth: node.depth === null ? null : this.expression(node.depth),
          start: this.expression(node.start) });
      case "subquery": {
        // the grammar puts a subquery into a LET of its own before the statement: it is not
        // part of the FILTER it appears in
        const inFilter = this.inFilter;
        this.inFilter = false;
        this.statements(node.statements);
        this.inFilter = inFilter;
        return node;
      }
      default:
        throw unsupported("the 2.x AST optimizer on an expression of type " + node.type);
    }
  }

  call(node) {
    const isNoopt = node.name === "NOOPT";
    if (isNoopt) {
      this.noopt += 1;
    }
    const folded = Object.assign({}, node, { args: node.args.map((arg) => this.expression(arg)) });
    const result = this.noopt === 0 && !NOT_DETERMINISTIC.has(node.name) &&
      folded.args.every((arg) => isConstant(arg, this.profile)) ? this.execute(folded) : folded;
    if (isNoopt) {
      this.noopt -= 1;
    }
    return result;
  }

  // Ast::optimizeIndexedAccess
  indexedAccess(node) {
    const index = node.index;
    if (index.type === "value" && typeof index.value === "string" && !/^[0-9]/.test(index.value)) {
      return { type: "attribute", object: node.object, name: index.value };
    }
    return node;
  }

  // Ast::optimizeUnaryOperatorArithmetic / optimizeUnaryOperatorLogical / optimizeNotExpression
  unary(node) {
    const operand = node.operand;
    if (node.operator === "!") {
      if (isConstant(operand, this.profile)) {
        if (operand.type === "attribute") {
          throw unsupported("folding NOT of a constant attribute access in " + this.profile.version);
        }
        return value(!values.toBool(operand.type === "value" ? operand.value : true));
      }
      if (operand.type === "binary" && RELATIONAL.has(operand.operator)) {
        return { type: "binary", operator: NEGATED[operand.operator], left: operand.left, right: operand.right };
      }
      return node;
    }
    if (!isConstant(operand, this.profile)) {
      return node;
    }
    if (!isPlainValue(operand) || typeof operand.value === "string") {
      throw unsupported("folding unary " + node.operator + " of a constant that is no number, null or bool in " +
        this.profile.version + " (AstNode::castToNumber not emulated)");
    }
    const number = values.toNumber2(operand.value);
    if (number === null) {
      return value(null);
    }
    const result = node.operator === "-" ? -number : number;
    return value(result === 0 ? 0 : result);
  }

  // Ast::optimizeBinaryOperatorLogical(node, isInFilter)
  logical(node) {
    const { left, right } = node;
    if (isConstant(left, this.profile)) {
      if (node.type === "and") {
        return isFalse(left) ? left : right;
      }
      return isTrue(left) ? left : right;
    }
    if (this.inFilter && isConstant(right, this.profile) && !canThrow(left)) {
      if (node.type === "and") {
        return isFalse(right) ? value(false) : left;
      }
      return isTrue(right) ? value(true) : left;
    }
    return node;
  }

  // Ast::optimizeTernaryOperator
  ternary(node) {
    if (!isConstant(node.condition, this.profile)) {
      return node;
    }
    if (isTrue(node.condition)) {
      return node.whenTrue === null ? node.condition : node.whenTrue;
    }
    return node.whenFalse;
  }

  // Ast::optimizeBinaryOperatorRelational
  relational(node) {
    const { left, right } = node;
    const isIn = node.operator === "in" || node.operator === "not in";
    if (isIn && !canThrow(left) && isArrayNode(right) && arrayMembers(right).length <= 1) {
      const members = arrayMembers(right);
      if (members.length === 0) {
        return value(node.operator === "not in");
      }
      return this.relational({ type: "binary", operator: node.operator === "in" ? "==" : "!=", left, right: members[0] });
    }
    if (!isConstant(right, this.profile)) {
      return node;
    }
    if (isIn && !isArrayNode(right)) {
      return value(false);
    }
    if (!isConstant(left, this.profile)) {
      // an IN list of 10 or more members is sorted (AstNode::sort), which only the order of
      // explain's ranges shows (explain.js)
      return node;
    }
    return this.execute(node);
  }

  // 2.5: Ast::optimizeBinaryOperatorArithmetic leaves the node alone; 2.6 computes it when
  // both operands are constant (with 2.6's int64/double rules, which give JavaScript's result
  // for the numbers below 2^53 the stand-in handles).
  arithmetic(node) {
    if (this.profile.minor < 6 || !isConstant(node.left, this.profile) || !isConstant(node.right, this.profile)) {
      return node;
    }
    const a = node.left.value;
    const b = node.right.value;
    if (node.left.type !== "value" || node.right.type !== "value" || typeof a !== "number" || typeof b !== "number") {
      throw unsupported("folding 2.6 arithmetic on constants other than two numbers (AstNode::castToNumber not emulated)");
    }
    if ((node.operator === "/" || node.operator === "%") && b === 0) {
      this.q.warn(1562, "division by zero");
      return value(null);
    }
    const result = node.operator === "+" ? a + b : node.operator === "-" ? a - b : node.operator === "*" ? a * b :
      node.operator === "/" ? a / b : a % b;
    if (!Number.isFinite(result) || !ARITHMETIC.has(node.operator)) {
      throw unsupported("folding 2.6 arithmetic whose result is no finite number");
    }
    return value(result === 0 ? 0 : result);
  }
}

// Folds the statements of a parsed query in place (their expressions are replaced by folded
// copies; subqueries are folded where they stand).
function optimizeAst2x(parsed, q) {
  new AstOptimizer(q).statements(parsed.statements);
}

module.exports = { optimizeAst2x, isConstant, isTrue, isFalse, canThrow, isDeterministic, isPlainValue, isArrayNode,
  arrayMembers, isPlainAttribute, constantValue, NOT_DETERMINISTIC };
