"use strict";
// Expressions of the stand-in's AST written the way arangod's explain writes AST nodes
// (AstNode::toJson in 2.x, AstNode::toVelocyPack in 3.x): { type, [typeID], [name],
// [value, vType, vTypeID], [id], subNodes }. Type names and ids are those of arangod's
// AstNode.h/AstNode.cpp (3.x TypeNames table; the enum values did not change in 3.x);
// examples: docs 3.4-3.11 generated/Examples/09_workWithAQL_statementsPlansBind.generated.
//
// What differs per version (explain-shapes.js decides, from those transcripts):
// - 2.x explain is not verbose by default, so its AST dump has no typeID/vType/vTypeID (2.x
//   AstNode::toJson adds them only when verbose).
// - 3.x always has typeID; value nodes carry vType up to 3.10 and only vTypeID from 3.11.
// - "compare ==" (and < <=) nodes carry excludesNull in the 3.4+ transcripts.

const { unsupported } = require("../errors");
const { mapChildren } = require("./ast");

const TYPE = {
  unaryPlus: ["unary plus", 15], unaryMinus: ["unary minus", 16], unaryNot: ["unary not", 17],
  and: ["logical and", 18], or: ["logical or", 19],
  plus: ["plus", 20], minus: ["minus", 21], times: ["times", 22], division: ["division", 23], modulus: ["modulus", 24],
  eq: ["compare ==", 25], ne: ["compare !=", 26], lt: ["compare <", 27], le: ["compare <=", 28],
  gt: ["compare >", 29], ge: ["compare >=", 30], in: ["compare in", 31], notIn: ["compare not in", 32],
  ternary: ["ternary", 33], attribute: ["attribute access", 35], indexed: ["indexed access", 37],
  value: ["value", 40], array: ["array", 41], object: ["object", 42], objectElement: ["object element", 43],
  collection: ["collection", 44], reference: ["reference", 45], call: ["function call", 47], range: ["range", 49],
  calculatedObjectElement: ["calculated object element", 53], naryAnd: ["n-ary and", 62], naryOr: ["n-ary or", 63]
};

const BINARY = {
  "==": TYPE.eq, "!=": TYPE.ne, "<": TYPE.lt, "<=": TYPE.le, ">": TYPE.gt, ">=": TYPE.ge,
  "in": TYPE.in, "not in": TYPE.notIn, "+": TYPE.plus, "-": TYPE.minus, "*": TYPE.times,
  "/": TYPE.division, "%": TYPE.modulus
};
const UNARY = { "+": TYPE.unaryPlus, "-": TYPE.unaryMinus, "!": TYPE.unaryNot };
// AstNode value types (AstNode.h AstNodeValueType) and their names (ValueTypeNames).
const VALUE_TYPES = { null: [0, "null"], bool: [1, "bool"], int: [2, "int"], double: [3, "double"], string: [4, "string"] };
const EXCLUDES_NULL = new Set(["==", "<", "<="]);

class AstWriter {
  // style: { typeIds, vType, excludesNull }; variableJson(variable) -> { name, id }.
  constructor(style, variableJson) {
    this.style = style;
    this.variableJson = variableJson;
  }

  node(type, extra, subNodes) {
    const out = { type: type[0] };
    if (this.style.typeIds) {
      out.typeID = type[1];
    }
    Object.assign(out, extra);
    if (subNodes && subNodes.length > 0) {
      out.subNodes = subNodes;
    }
    return out;
  }

  // A JSON value as arangod injects it (Ast::nodeFromVPack): arrays and objects become array
  // and object nodes whose members are value nodes.
  value(value) {
    if (Array.isArray(value)) {
      return this.node(TYPE.array, {}, value.map((member) => this.value(member)));
    }
    if (value !== null && typeof value === "object") {
      return this.node(TYPE.object, {}, Object.keys(value).map((key) =>
        this.node(TYPE.objectElement, { name: key }, [this.value(value[key])])));
    }
    let kind;
    if (value === null) {
      kind = VALUE_TYPES.null;
    } else if (typeof value === "boolean") {
      kind = VALUE_TYPES.bool;
    } else if (typeof value === "number") {
      kind = Number.isSafeInteger(value) ? VALUE_TYPES.int : VALUE_TYPES.double;
    } else {
      kind = VALUE_TYPES.string;
    }
    const extra = { value };
    if (this.style.typeIds) {
      if (this.style.vType) {
        extra.vType = kind[1];
      }
      extra.vTypeID = kind[0];
    }
    return this.node(TYPE.value, extra);
  }

  reference(variable) {
    const json = this.variableJson(variable);
    return this.node(TYPE.reference, { name: json.name, id: json.id });
  }

  // `v.a.b` on a variable: nested attribute access nodes, innermost first.
  attributePath(variable, path) {
    let current = this.reference(variable);
    for (const name of path) {
      current = this.node(TYPE.attribute, { name }, [current]);
    }
    return current;
  }

  // Index conditions are in normal form: an "n-ary or" of "n-ary and"s of comparisons.
  nary(kind, members) {
    return this.node(kind === "or" ? TYPE.naryOr : TYPE.naryAnd, {}, members);
  }

  compare(operator, left, right) {
    const type = BINARY[operator];
    const extra = this.style.excludesNull && EXCLUDES_NULL.has(operator) ? { excludesNull: false } : {};
    return this.node(type, extra, [left, right]);
  }

  expression(node) {
    switch (node.type) {
      case "value":
        return this.value(node.value);
      case "variable":
        return this.reference(node.variable);
      case "attribute":
        return this.node(TYPE.attribute, { name: node.name }, [this.expression(node.object)]);
      case "index":
        return this.node(TYPE.indexed, {}, [this.expression(node.object), this.expression(node.index)]);
      case "unary":
        return this.node(UNARY[node.operator], {}, [this.expression(node.operand)]);
      case "binary":
        if (EXCLUDES_NULL.has(node.operator)) {
          return this.compare(node.operator, this.expression(node.left), this.expression(node.right));
        }
        return this.node(BINARY[node.operator], {}, [this.expression(node.left), this.expression(node.right)]);
      case "and":
        return this.node(TYPE.and, {}, [this.expression(node.left), this.expression(node.right)]);
      case "or":
        return this.node(TYPE.or, {}, [this.expression(node.left), this.expression(node.right)]);
      case "ternary":
        // `a ?: b` is a ternary node with two members in arangod's grammar
        return this.node(TYPE.ternary, {}, node.whenTrue === null ?
          [this.expression(node.condition), this.expression(node.whenFalse)] :
          [this.expression(node.condition), this.expression(node.whenTrue), this.expression(node.whenFalse)]);
      case "range":
        return this.node(TYPE.range, {}, [this.expression(node.from), this.expression(node.to)]);
      case "array":
        return this.node(TYPE.array, {}, node.elements.map((element) => this.expression(element)));
      case "object":
        return this.node(TYPE.object, {}, node.entries.map((entry) => (entry.keyExpression ?
          this.node(TYPE.calculatedObjectElement, {}, [this.expression(entry.keyExpression), this.expression(entry.value)]) :
          this.node(TYPE.objectElement, { name: entry.key }, [this.expression(entry.value)]))));
      case "collection":
        // a collection named as a function argument (the 2.x graph functions): its name
        // (AstNode::toJson writes "name" for NODE_TYPE_COLLECTION, v2.5.4 / v2.6.0-alpha2)
        return this.node(TYPE.collection, { name: node.name });
      case "call":
        // a function call has one member: the array of its arguments
        return this.node(TYPE.call, { name: node.name }, [this.node(TYPE.array, {}, node.args.map((arg) => this.expression(arg)))]);
      default:
        // subqueries are hoisted into SubqueryNodes before an expression is written
        throw unsupported("explaining an expression of type " + node.type);
    }
  }
}

// Copies `node`, replacing every subquery directly inside it (not those nested in another
// subquery) by what replace(subqueryNode) returns. Other nodes are shared, never changed.
function replaceSubqueries(node, replace) {
  if (node === null) {
    return null;
  }
  return node.type === "subquery" ? replace(node) : mapChildren(node, (child) => replaceSubqueries(child, replace));
}

// Whether an expression is constant in arangod's sense (AstNode::isConstant): values, and
// arrays/objects of constants. Function calls are not folded by the stand-in, so they count
// as not constant.
function isConstant(node) {
  switch (node.type) {
    case "value":
      return true;
    case "array":
      return node.elements.every(isConstant);
    case "object":
      return node.entries.every((entry) => entry.keyExpression === null && isConstant(entry.value));
    default:
      return false;
  }
}

function containsCall(node) {
  switch (node.type) {
    case "call":
      return true;
    case "attribute":
      return containsCall(node.object);
    case "index":
      return containsCall(node.object) || containsCall(node.index);
    case "unary":
      return containsCall(node.operand);
    case "binary":
    case "and":
    case "or":
      return containsCall(node.left) || containsCall(node.right);
    case "ternary":
      return [node.condition, node.whenTrue, node.whenFalse].some((child) => child !== null && containsCall(child));
    case "range":
      return containsCall(node.from) || containsCall(node.to);
    case "array":
      return node.elements.some(containsCall);
    case "object":
      return node.entries.some((entry) => (entry.keyExpression !== null && containsCall(entry.keyExpression)) ||
        containsCall(entry.value));
    default:
      return false;
  }
}

// CalculationNode.expressionType (Expression::typeString, 2.x and 3.x): "json" for constants,
// "attribute" for an attribute access on a variable, "simple" for what C++ evaluates, "v8"
// for what V8 evaluates. In 2.x most AQL functions ran in V8 (v2.5.0 js/server/modules/org/arangodb/aql.js),
// so the stand-in reports "v8" for 2.x expressions with function calls (not verified per
// function); in 3.x every function the stand-in implements has a C++ implementation.
function expressionType(node, profile) {
  if (isConstant(node)) {
    return "json";
  }
  let current = node;
  while (current.type === "attribute") {
    current = current.object;
  }
  if (current !== node && current.type === "variable") {
    return "attribute";
  }
  return profile.major < 3 && containsCall(node) ? "v8" : "simple";
}

module.exports = { AstWriter, replaceSubqueries, expressionType, isConstant };
