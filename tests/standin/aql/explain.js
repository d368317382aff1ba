"use strict";
// explain({ server, database, profile }, query, bindVars, options): what arangod's statement
// explain returns (v2.5.0 and v2.8.0 arangod/Aql/ExecutionNode.cpp, v2.5.0 and v2.8.0
// arangod/Aql/ExecutionNode.cpp; docs 2.8, optimizer):
//   { plan: { nodes, rules, collections, variables, estimatedCost, estimatedNrItems
//             [, isModificationQuery] }, warnings, stats: { rulesExecuted, rulesSkipped,
//     plansCreated } [, cacheable] }            (allPlans: true gives `plans: [plan]`)
//
// The plan is the interpreter's own: the query goes through the same phases as runQuery
// (prepare.js: parse, bind, validate, index choice, compile) and the nodes are written from
// the planned statements the executor would run. A FOR loop becomes an index node exactly
// when the planner gave it an `indexAccess`, which is what the executor looks up, so explain
// never shows an index the execution does not use. The statements map to nodes the way
// arangod's ExecutionPlan builds them (one CalculationNode per computed expression, a
// subquery hoisted into a SubqueryNode before the statement that uses it, a SortNode before
// a grouping COLLECT); node shapes per version are in explain-shapes.js.
//
// 2.5, 2.6 and 2.8: the plan is the one optimizer-2x.js built and optimized while the query
// was prepared (parsed.plan2x, with arangod's rules of those versions); build2x writes it with
// the node shapes below. The rest of this comment is about the other versions (3.4 and later).
//
// What the stand-in does not claim:
// - rules are only those it really applied: the index rule and remove-filter-covered-by-index
//   when the planner used an index (it always removes the covered condition),
//   reduce-extraction-to-projection when RocksDB's projection rule changed a loop
//   (projections.js), replace-or-with-in when 2.8's rule turned an OR into an IN
//   (condition-rewrites-28.js), and splice-subqueries when the plan shows spliced subqueries (3.6+). arangod applies many
//   more (move-filters-into-enumerate from 3.6 folds a FILTER into the EnumerateCollectionNode,
//   sort-limit, remove-unnecessary-calculations, ...); those are not emulated, so such plans
//   keep their CalculationNode/FilterNode.
// - COLLECT is reported as what the stand-in does: "sorted" (its groups come out sorted) with
//   a SortNode in front, "count" for COLLECT WITH COUNT INTO alone, "distinct" for RETURN
//   DISTINCT; "hash" with a SortNode behind only where arangod's choice is known:
//   COLLECT ... OPTIONS { method: "hash" } from 3.4 (hashCollectChosen).
// - estimatedCost / estimatedNrItems are the stand-in's own deterministic numbers, loosely
//   modelled on the 2.x ExecutionNode::estimateCost formulas (full scan: incoming rows times
//   the collection's count; index: one document per lookup value; FILTER does not reduce;
//   LIMIT caps; SORT n·ln n), not arangod's cost model. stats.rulesExecuted is the number of
//   rules listed, rulesSkipped 0, plansCreated 1.

const { unsupported } = require("../errors");
const { QueryContext } = require("./query-context");
const { parseAndBind, planAndCompile } = require("./prepare");
const { compileExpression } = require("./expressions");
const { statementExpressions } = require("./validator");
const { forEachExpressionNode } = require("./ast");
const values = require("./values");
const shapes = require("./explain-shapes");
const { indexCovers } = require("./projections");
const { AstWriter, replaceSubqueries, expressionType, isConstant } = require("./explain-ast");
const { Plan2x } = require("./optimizer-2x");
const { lookupValueNodes, plansLike2x } = require("./planner");

// 2.x EnumerateListNode::estimateCost assumes 100 members when it cannot tell ([EN2] in
// explain-shapes.js); so does the stand-in.
const UNKNOWN_LIST_LENGTH = 100;
// 2.x AggregateNode::estimateCost / CollectNode::estimateCost (v2.8.0): a COLLECT of 10 or
// more rows is assumed to keep 80 %.
const COLLECT_REDUCTION = 0.8;

// A node's projections as arangod writes them (Projections::toVelocyPack): until 3.11 a
// top-level attribute as its name, a deeper path as the array of its parts; from 3.12
// (PR #19945) an object { path: [parts] } each.
function projectionsJson(profile, projections) {
  if (shapes.atLeast(profile, 3, 12)) {
    return (projections || []).map((path) => ({ path: path.slice() }));
  }
  return (projections || []).map((path) => (path.length === 1 ? path[0] : path.slice()));
}

// The estimate of a node that reads every document of `collection` for each incoming row.
function readsEveryDocument(collection) {
  const count = collection.count();
  return (previous) => {
    const items = previous.items * count;
    return { cost: previous.cost + items, items };
  };
}

// ---- walking the planned statements ----

// Every subquery directly inside the expressions of `statement` (including the value of an
// index lookup the planner moved out of a FILTER).
function subqueriesOf(statement) {
  const found = [];
  const expressions = statementExpressions(statement).slice();
  if (statement.type === "for" && statement.indexAccess) {
    expressions.push(...lookupValueNodes(statement.indexAccess));
  }
  for (const expression of expressions) {
    replaceSubqueries(expression, (subquery) => {
      found.push(subquery);
      return subquery;
    });
  }
  return found;
}

function forEachStatementDeep(statements, visit) {
  for (const statement of statements) {
    visit(statement);
    for (const subquery of subqueriesOf(statement)) {
      forEachStatementDeep(subquery.statements, visit);
    }
  }
}

// Variables a statement list declares and reads (subqueries included).
function variableUse(statements) {
  const declared = new Set();
  const read = new Set();
  forEachStatementDeep(statements, (statement) => {
    if (statement.type === "for" || statement.type === "let") {
      declared.add(statement.variable);
    } else if (statement.type === "collect") {
      statement.groups.forEach((group) => declared.add(group.variable));
      if (statement.countVariable) {
        declared.add(statement.countVariable);
      }
    } else if (statement.type === "insert") {
      declared.add(statement.newVariable);
    }
    const expressions = statementExpressions(statement).slice();
    if (statement.type === "for" && statement.indexAccess) {
      expressions.push(...lookupValueNodes(statement.indexAccess));
    }
    for (const expression of expressions) {
      forEachExpressionNode(expression, (node) => {
        if (node.type === "variable") {
          read.add(node.variable);
        }
      });
    }
  });
  return { declared, read };
}

// docs 3.12, subqueries; release notes 2.4 / docs 3.6 release notes "Subquery Splicing Optimization":
// in 3.6 a
// subquery is unsuitable for splicing when it contains a LIMIT or a COLLECT WITH COUNT INTO
// without groups (not COLLECT var = ... WITH COUNT INTO), or when such a part follows it in
// the (sub)query that contains it, or when it sits inside an unsuitable subquery.
function unsuitableFor36(statement) {
  return statement.type === "limit" || (statement.type === "collect" && statement.groups.length === 0);
}

function containsUnsuitable(statements) {
  let found = false;
  forEachStatementDeep(statements, (statement) => {
    found = found || unsuitableFor36(statement);
  });
  return found;
}

// 3.7 release notes: splice-subqueries applies to all subqueries and can still be switched
// off with the optimizer.rules query option; 3.8 (incompatible changes, "Subqueries") makes it
// mandatory.
function spliceRuleEnabled(options) {
  const rules = options.optimizer && Array.isArray(options.optimizer.rules) ? options.optimizer.rules : [];
  let enabled = true;
  for (const rule of rules) {
    if (rule === "-all" || rule === "-splice-subqueries") {
      enabled = false;
    } else if (rule === "+all" || rule === "+splice-subqueries") {
      enabled = true;
    }
  }
  return enabled;
}

// The evaluated value of a constant expression (LIMIT values, SORT directions); compile()
// has already checked that they are constant and valid.
function constant(node, q) {
  return compileExpression(node, { compileSubquery: null })([], q);
}

// ---- the plan builder ----

class PlanBuilder {
  constructor(profile, database, parsed, options, q) {
    this.profile = profile;
    this.database = database;
    this.parsed = parsed;
    this.options = options;
    this.q = q;
    this.nextNodeId = 1;
    // user variables keep their parser slot as id; temporaries come after them and are named
    // by their id (VariableGenerator::nextName, 2.x and 3.x)
    this.nextVariableId = parsed.slotCount;
    this.records = new Map();
    this.rules = new Set();
    this.collections = new Map();
    this.isModification = false;
    this.estimates = new Map();
    this.listLengths = new Map();
    this.subqueryItems = new Map();
    this.writer = new AstWriter(shapes.astStyle(profile), (variable) => this.record(variable));
    this.lastTopLevelLimit = null;
    for (const statement of parsed.statements) {
      if (statement.type === "limit") {
        this.lastTopLevelLimit = statement;
      }
    }
  }

  // ---- variables ----

  record(variable) {
    if (variable.isPlanTemporary) {
      return variable;
    }
    let record = this.records.get(variable.slot);
    if (record === undefined) {
      record = { id: variable.slot, name: variable.name, fromCollection: false };
      this.records.set(variable.slot, record);
    }
    return record;
  }

  temporary() {
    const id = this.nextVariableId;
    this.nextVariableId += 1;
    const record = { id, name: String(id), fromCollection: false, isPlanTemporary: true };
    this.records.set(id, record);
    return record;
  }

  variableJson(variable) {
    return shapes.variableJson(this.profile, this.record(variable));
  }

  // Registers the query's variables before any node is written, so that every mention of a
  // collection loop variable carries the same flags. NEW counts only when the query reads it
  // (arangod creates outVariableNew only then).
  registerVariables() {
    const { declared, read } = variableUse(this.parsed.statements);
    forEachStatementDeep(this.parsed.statements, (statement) => {
      if (statement.type === "for" && statement.collection) {
        this.record(statement.variable).fromCollection = true;
      }
    });
    for (const variable of declared) {
      if (variable.name !== "$NEW" || read.has(variable)) {
        this.record(variable);
      }
    }
    this.isRead = (variable) => read.has(variable);
  }

  // ---- nodes ----

  // Adds a node after `dependency` (null for a SingletonNode) to `list`. estimate(previous)
  // gives { cost, items } from the dependency's estimate.
  addNode(list, type, dependency, fields, estimate) {
    const previous = dependency === null ? null : this.estimates.get(dependency);
    const own = estimate(previous);
    const node = {
      type,
      dependencies: dependency === null ? [] : [dependency.id],
      id: this.nextNodeId,
      estimatedCost: own.cost,
      estimatedNrItems: own.items
    };
    this.nextNodeId += 1;
    Object.assign(node, fields);
    this.estimates.set(node, own);
    list.push(node);
    return node;
  }

  passThrough(list, type, dependency, fields) {
    return this.addNode(list, type, dependency, fields, (previous) => ({ cost: previous.cost + previous.items, items: previous.items }));
  }

  singleton(list) {
    return this.addNode(list, "SingletonNode", null, {}, () => ({ cost: 1, items: 1 }));
  }

  // A CalculationNode computing `expression` into `out` (a new temporary unless given).
  calculation(expression, dependency, scope, out) {
    const variable = out || this.temporary();
    this.noteListLength(variable, expression);
    const node = this.passThrough(scope.nodes, "CalculationNode", dependency, {
      expression: this.writer.expression(expression),
      outVariable: this.variableJson(variable),
      // no expression of the stand-in throws: its runtime errors are warnings (docs 3.12, AQL
      // functions; arangod/Aql/AqlFunctionFeature.cpp; lib/Basics/errors.dat)
      canThrow: false,
      expressionType: expressionType(expression, this.profile)
    });
    return { node, variable };
  }

  // The variable holding `expression`'s value: the variable itself when the expression is
  // one, else a new CalculationNode's temporary. Subqueries inside are hoisted first.
  valueOf(expression, dependency, scope) {
    const hoisted = this.hoist(expression, dependency, scope);
    if (hoisted.expression.type === "variable") {
      return { node: hoisted.dependency, variable: hoisted.expression.variable };
    }
    return this.calculation(hoisted.expression, hoisted.dependency, scope);
  }

  // arangod's grammar turns every subquery inside an expression into `LET #tmp = (subquery)`
  // placed before the statement, and the expression reads #tmp (grammar.y, 2.x and 3.x).
  hoist(expression, dependency, scope) {
    let current = dependency;
    const rewritten = replaceSubqueries(expression, (subquery) => {
      const out = this.temporary();
      current = this.subquery(subquery, out, current, scope);
      return { type: "variable", variable: out };
    });
    return { expression: rewritten, dependency: current };
  }

  noteListLength(variable, expression) {
    let length = null;
    if (expression.type === "array") {
      length = expression.elements.length;
    } else if (expression.type === "value" && Array.isArray(expression.value)) {
      length = expression.value.length;
    } else if (expression.type === "range" && expression.from.type === "value" && expression.to.type === "value" &&
        typeof expression.from.value === "number" && typeof expression.to.value === "number") {
      length = Math.abs(Math.trunc(expression.to.value) - Math.trunc(expression.from.value)) + 1;
    }
    if (length !== null) {
      this.listLengths.set(this.record(variable).id, length);
    }
  }

  listLength(variable) {
    const id = this.record(variable).id;
    if (this.listLengths.has(id)) {
      return this.listLengths.get(id);
    }
    return this.subqueryItems.has(id) ? this.subqueryItems.get(id) : UNKNOWN_LIST_LENGTH;
  }

  noteCollection(name, access) {
    if (this.collections.get(name) !== "write") {
      this.collections.set(name, access);
    }
  }

  // ---- statements ----

  statements(statements, start, scope) {
    let current = start;
    statements.forEach((statement, i) => {
      const inner = Object.assign({}, scope, { following: statements.slice(i + 1) });
      current = this.statement(statement, current, inner);
    });
    return current;
  }

  statement(statement, dependency, scope) {
    switch (statement.type) {
      case "for":
        return statement.collection ? this.collectionLoop(statement, dependency, scope) : this.listLoop(statement, dependency, scope);
      case "let":
        if (statement.expression.type === "subquery") {
          // LET v = (subquery): the SubqueryNode writes v itself (ExecutionPlan::fromNodeLet)
          return this.subquery(statement.expression, statement.variable, dependency, scope);
        }
        return this.letStatement(statement, dependency, scope);
      case "filter": {
        const value = this.valueOf(statement.expression, dependency, scope);
        return this.passThrough(scope.nodes, "FilterNode", value.node, { inVariable: this.variableJson(value.variable) });
      }
      case "sort":
        return this.sortStatement(statement, dependency, scope);
      case "limit":
        return this.limitStatement(statement, dependency, scope);
      case "collect":
        return this.collectStatement(statement, dependency, scope);
      case "return":
        return this.returnStatement(statement, dependency, scope);
      case "insert":
        return this.insertStatement(statement, dependency, scope);
      default:
        throw unsupported("explaining a " + statement.type + " statement");
    }
  }

  letStatement(statement, dependency, scope) {
    const hoisted = this.hoist(statement.expression, dependency, scope);
    return this.calculation(hoisted.expression, hoisted.dependency, scope, statement.variable).node;
  }

  collectionLoop(statement, dependency, scope) {
    const name = statement.collection.name;
    const collection = statement.collection.collectionObject;
    this.noteCollection(name, "read");
    const parts = { database: this.database.name, collection: name, outVariable: this.variableJson(statement.variable),
      projections: projectionsJson(this.profile, statement.projections),
      producesResult: this.isRead(statement.variable) };
    if (statement.indexAccess) {
      parts.indexCoversProjections = indexCovers(statement.indexAccess, statement.projections || []);
      return this.indexLoop(statement, dependency, scope, parts);
    }
    return this.addNode(scope.nodes, "EnumerateCollectionNode", dependency, shapes.enumerateCollectionFields(this.profile, parts),
      readsEveryDocument(collection));
  }

  // The index the planner chose, as explain-shapes.indexJson wants it.
  indexInfo(collection, access) {
    if (access.kind === "primary") {
      return { primary: true, id: "0", type: "primary", fields: ["_key"], unique: true, sparse: false, selectivity: 1 };
    }
    const index = access.index;
    // the 2.5-2.7 edge index describes itself with fields ["_from"] in a plan (TRI_CreateEdgeIndex
    // fills the index's _fields with _from only, and Aql::Index copies them: arangod/VocBase/
    // index.cpp and arangod/Aql/Index.h, v2.5.4 and v2.6.0-alpha2; real 2.5.4 and 2.6.0-alpha2
    // show ["_from"] for a lookup of _to too); 2.8's with both, ["_from", "_to"], whichever it
    // serves (arangod/Indexes/EdgeIndex.cpp v2.8.3; a real 2.8.3 shows them for either)
    let fields = index.fields;
    if (index.type === "edge" && this.profile.major === 2) {
      fields = shapes.indexNodeType(this.profile) === "IndexRangeNode" ? ["_from"] : ["_from", "_to"];
    }
    return { primary: false, id: index.numericId, type: index.type, fields, unique: index.unique,
      sparse: index.sparse, selectivity: collection._indexSelectivity(index) };
  }

  // The values an index lookup looks up when they are constant (a literal or bind value):
  // for IN the distinct members in the order the executor looks them up (sorted, executor.js
  // lookupValues); null when they are only known at run time.
  // `access` is an index access or one part of a lookup on several fields (same fields).
  constantLookupValues(access) {
    if (!isConstant(access.value)) {
      return null;
    }
    const looked = constant(access.value, this.q);
    if (access.operator !== "in") {
      return [looked];
    }
    if (!Array.isArray(looked)) {
      return [];
    }
    if (plansLike2x(this.profile)) {
      return Plan2x.rangeValues(looked);
    }
    return values.distinctValues(looked).sort((a, b) => values.compareValues(a, b, true));
  }

  // The value side of an index condition. 2.8 writes a constant IN list of several members
  // without repeats, sorted (Condition::optimize → deduplicateInOperation → Ast::deduplicateArray,
  // which sorts with AstNode::sort, v2.8.3); other versions' lists are written as given (not
  // checked here).
  conditionValue(part) {
    const looked = part.operator === "in" && this.profile.major === 2 && this.profile.minor === 8 &&
      isConstant(part.value) ? constant(part.value, this.q) : null;
    if (Array.isArray(looked) && looked.length > 1) {
      return this.writer.value(values.distinctValues(looked).sort((a, b) => values.compareValues(a, b, false)));
    }
    return this.writer.expression(part.value);
  }

  // RocksDB's projection rule read the whole index instead of the collection
  // (projections.js): an IndexNode without condition, one item per document.
  indexScan(statement, dependency, scope, parts) {
    const collection = statement.collection.collectionObject;
    const info = this.indexInfo(collection, statement.indexAccess);
    const fields = shapes.indexNodeFields(this.profile, Object.assign({
      indexes: [shapes.indexJson(this.profile, info)],
      condition: {}
    }, parts));
    return this.addNode(scope.nodes, "IndexNode", dependency, fields, readsEveryDocument(collection));
  }

  indexLoop(statement, dependency, scope, parts) {
    const access = statement.indexAccess;
    if (access.fullScan) {
      return this.indexScan(statement, dependency, scope, parts);
    }
    const collection = statement.collection.collectionObject;
    const info = this.indexInfo(collection, access);
    const lookupValues = access.parts ? null : this.constantLookupValues(access);
    // "1 per index lookup": one document per value looked up (IN lists count their distinct
    // values; a list only known at run time counts as one; a lookup on several fields every
    // combination), never more than the collection has
    const ranged = !access.parts && access.operator !== "==" && access.operator !== "in";
    const combinations = (access.parts || [access]).reduce((product, part) => {
      const looked = this.constantLookupValues(part);
      return product * (looked === null ? 1 : looked.length);
    }, 1);
    const lookups = ranged ? collection.count() : Math.min(combinations, collection.count());
    this.rules.add(shapes.indexRuleName(this.profile));
    this.rules.add("remove-filter-covered-by-index");
    let fields;
    if (shapes.indexNodeType(this.profile) === "IndexRangeNode") {
      fields = shapes.indexRangeNodeFields(this.profile, Object.assign({
        ranges: this.ranges(statement, lookupValues),
        index: shapes.indexJson(this.profile, info)
      }, parts));
    } else {
      // a lookup on several fields compares each field, in the index's order
      // (SimpleAttributeEqualityMatcher::specializeAll, v2.8.3)
      const compares = (access.parts || [access]).map((part) => this.writer.compare(part.operator === "==" ? "==" : "in",
        this.writer.attributePath(statement.variable, part.path), this.conditionValue(part)));
      fields = shapes.indexNodeFields(this.profile, Object.assign({
        indexes: [shapes.indexJson(this.profile, info)],
        condition: this.writer.nary("or", [this.writer.nary("and", compares)])
      }, parts));
    }
    return this.addNode(scope.nodes, shapes.indexNodeType(this.profile), dependency, fields, (previous) => {
      const items = previous.items * lookups;
      return { cost: previous.cost + items, items };
    });
  }

  // IndexRangeNode.ranges (2.5-2.7, RangeInfo::toJson / RangeInfoBound::toJson in the 2.x
  // sources): an OR (outer array) of ANDs (inner arrays) of
  // { variable, attr, lowConst, highConst, lows, highs, valid, equality }; a bound is
  // { bound, include, isConstant }. Equality with a constant sets lowConst = highConst; with
  // an expression of an outer variable (a join) it goes into lows/highs as a verbose AST.
  // An IN list is written as one equality range per distinct value (an OR of equalities;
  // inferred from the RangeInfoMapVec structure, not checked against a 2.x server); the bound
  // of an undefined constant is { include: false, isConstant: true } (include unverified).
  ranges(statement, lookupValues) {
    const access = statement.indexAccess;
    const base = { variable: statement.variable.name, attr: access.path.join(".") };
    const undefinedBound = { include: false, isConstant: true };
    if (lookupValues === null) {
      if (access.operator !== "==") {
        throw unsupported("explaining an index lookup with a non-constant IN list in the " + this.profile.name + " profile");
      }
      const verbose = new AstWriter({ typeIds: true, vType: true, excludesNull: false }, (variable) => this.record(variable));
      const bound = { bound: verbose.expression(access.value), include: true, isConstant: false };
      return [[Object.assign({}, base, { lowConst: undefinedBound, highConst: undefinedBound, lows: [bound],
        highs: [Object.assign({}, bound)], valid: true, equality: true })]];
    }
    if (access.operator !== "==" && access.operator !== "in") {
      // a range of a skiplist (2.5/2.6, planner.js): one bound, the other undefined
      const bound = { bound: values.deepCopy(lookupValues[0]), include: access.operator.length === 2, isConstant: true };
      const upper = access.operator === "<" || access.operator === "<=";
      return [[Object.assign({}, base, { lowConst: upper ? undefinedBound : bound, highConst: upper ? bound : undefinedBound,
        lows: [], highs: [], valid: true, equality: false })]];
    }
    return lookupValues.map((value) => {
      const bound = { bound: values.deepCopy(value), include: true, isConstant: true };
      return [Object.assign({}, base, { lowConst: bound, highConst: Object.assign({}, bound), lows: [], highs: [],
        valid: true, equality: true })];
    });
  }

  listLoop(statement, dependency, scope) {
    const value = this.valueOf(statement.source, dependency, scope);
    const length = this.listLength(value.variable);
    return this.addNode(scope.nodes, "EnumerateListNode", value.node, {
      inVariable: this.variableJson(value.variable),
      outVariable: this.variableJson(statement.variable)
    }, (previous) => {
      const items = previous.items * length;
      return { cost: previous.cost + items, items };
    });
  }

  // SORT direction: ASC/DESC or a constant bool / "ASC" / "DESC" (executor.js sortAscending).
  ascending(direction) {
    const value = constant(direction, this.q);
    return typeof value === "boolean" ? value : String(value).toUpperCase() === "ASC";
  }

  sortNode(elements, dependency, scope, stable) {
    return this.addNode(scope.nodes, "SortNode", dependency, {
      elements: elements.map((element) => ({ inVariable: this.variableJson(element.variable), ascending: element.ascending })),
      stable
    }, (previous) => {
      const n = previous.items;
      return { cost: previous.cost + (n <= 3 ? n : n * Math.log(n)), items: n };
    });
  }

  sortStatement(statement, dependency, scope) {
    let current = dependency;
    const elements = statement.elements.map((element) => {
      const value = this.valueOf(element.expression, current, scope);
      current = value.node;
      return { variable: value.variable, ascending: this.ascending(element.direction) };
    });
    return this.sortNode(elements, current, scope, false);
  }

  limitStatement(statement, dependency, scope) {
    const offset = Math.trunc(constant(statement.offset, this.q));
    const limit = Math.trunc(constant(statement.count, this.q));
    // the last top-level LIMIT counts fullCount (ExecutionPlan: _lastLimitNode->setFullCount())
    const fullCount = this.options.fullCount === true && statement === this.lastTopLevelLimit;
    return this.addNode(scope.nodes, "LimitNode", dependency, { offset, limit, fullCount }, (previous) => {
      const items = Math.min(limit, Math.max(0, previous.items - offset));
      return { cost: previous.cost + items, items };
    });
  }

  collectNode(scope, dependency, parts) {
    const countOnly = parts.groups.length === 0;
    const variables = parts.groups.map((group) => ({ outVariable: this.variableJson(group.out), inVariable: this.variableJson(group.in) }));
    let fields;
    if (shapes.atLeast(this.profile, 2, 8)) {
      // CollectNode::toJsonHelper (v2.8.0 arangod/Aql/CollectNode.cpp) and
      // toVelocyPackHelper (3.x): groups, aggregates, [outVariable], count,
      // isDistinctCommand, specialized (set by specialize-collect), collectOptions; WITH COUNT
      // INTO sets count and writes the counter as outVariable (ExecutionPlan::fromNodeCollectCount)
      fields = { groups: variables, aggregates: [] };
      if (parts.countVariable) {
        fields.outVariable = this.variableJson(parts.countVariable);
      }
      Object.assign(fields, { count: parts.countVariable !== null, isDistinctCommand: parts.distinct === true, specialized: true,
        collectOptions: { method: parts.method } });
    } else {
      // AggregateNode::toJsonHelper (arangod/Aql/ExecutionNode.cpp, v2.5.0, v2.6.0, v2.7.0):
      // aggregates (the groups), [outVariable], count; 2.7 adds isDistinctCommand and
      // specialized (which 2.7's specialize-collect sets; the stand-in explains RETURN DISTINCT
      // from 2.8 only, distinctCollect); AggregationOptions (aggregationOptions {method}) exist from 2.6 (COLLECT ...
      // OPTIONS, arangod/Aql/grammar.y of v2.6.0 and v2.7.0; release notes 4.0)
      fields = { aggregates: variables };
      if (parts.countVariable) {
        fields.outVariable = this.variableJson(parts.countVariable);
      }
      fields.count = parts.countVariable !== null;
      if (shapes.atLeast(this.profile, 2, 7)) {
        Object.assign(fields, { isDistinctCommand: false, specialized: true });
      }
      if (shapes.atLeast(this.profile, 2, 6)) {
        fields.aggregationOptions = { method: parts.method };
      }
    }
    return this.addNode(scope.nodes, shapes.collectNodeType(this.profile), dependency, fields, (previous) => {
      const items = countOnly ? 1 : (previous.items >= 10 ? Math.floor(previous.items * COLLECT_REDUCTION) : previous.items);
      return { cost: previous.cost + items, items };
    });
  }

  collectStatement(statement, dependency, scope) {
    let current = dependency;
    const groups = statement.groups.map((group) => {
      const value = this.valueOf(group.expression, current, scope);
      current = value.node;
      return { out: group.variable, in: value.variable };
    });
    if (groups.length === 0) {
      // 3.x method "count" (CountCollectExecutor, docs 3.12 and 2.8, high-level operations)
      return this.collectNode(scope, current, { groups, countVariable: statement.countVariable, method: "count" });
    }
    if (statement.options && statement.options.method === "hash" && this.hashCollectChosen()) {
      // the hash method: a SortNode on the group values BEHIND the COLLECT keeps the output
      // sorted (specializeCollectRule, v2.6.0/v2.8.0 OptimizerRules.cpp and 3.x; docs 3.12 and 2.8,
      // high-level operations "Output
      // order of COLLECT"); the executor's sorted groups are that output
      const hashed = this.collectNode(scope, current, { groups, countVariable: statement.countVariable || null, method: "hash" });
      return this.sortNode(groups.map((group) => ({ variable: group.out, ascending: true })), hashed, scope, false);
    }
    // the stand-in's COLLECT emits its groups sorted: the "sorted" method, which has a SortNode
    // on the group values in front (docs 3.12 and 2.8, high-level operations "Output order of
    // COLLECT"), written unstable (unverified for 3.x's specialize-collect).
    // OPTIONS { method: "sorted" } asks for exactly this (v2.6.0 AggregationOptions.cpp:
    // canUseHashMethod is false for "sorted").
    const sorted = this.sortNode(groups.map((group) => ({ variable: group.in, ascending: true })), current, scope, false);
    return this.collectNode(scope, sorted, { groups, countVariable: statement.countVariable || null, method: "sorted" });
  }

  // COLLECT ... OPTIONS { method: "hash" }: from 3.4 the optimizer obeys it
  // (specializeCollectRule: "user has explicitly asked for hash method", the COLLECT is
  // specialized in place). (2.6 and 2.8 weigh a hash and a sorted plan: optimizer-2x.js.)
  hashCollectChosen() {
    if (!shapes.atLeast(this.profile, 3, 4)) {
      throw unsupported("COLLECT ... OPTIONS { method: \"hash\" } in the " + this.profile.name + " profile");
    }
    return true;
  }

  // RETURN DISTINCT (3.x) is an anonymous COLLECT on the returned value (isDistinctCommand)
  // with the "distinct" method, which keeps the first-seen order as the stand-in does (docs
  // 3.12 and 2.8, high-level operations). (2.8's: optimizer-2x.js.)
  distinctCollect(value, scope) {
    const out = this.temporary();
    const node = this.collectNode(scope, value.node, { groups: [{ out, in: value.variable }], countVariable: null,
      method: "distinct", distinct: true });
    return { node, variable: out };
  }

  returnStatement(statement, dependency, scope) {
    let value = this.valueOf(statement.expression, dependency, scope);
    if (statement.distinct) {
      value = this.distinctCollect(value, scope);
    }
    if (scope.subqueryOut) {
      // a spliced subquery ends in a SubqueryEndNode reading the RETURN value
      return this.subqueryEnd(value, scope);
    }
    return this.passThrough(scope.nodes, "ReturnNode", value.node,
      shapes.returnFields(this.profile, this.variableJson(value.variable), scope.topLevel));
  }

  insertStatement(statement, dependency, scope) {
    const value = this.valueOf(statement.document, dependency, scope);
    return this.insertNode(statement, value, scope);
  }

  // value: { node, variable } of the document to insert.
  insertNode(statement, value, scope) {
    this.noteCollection(statement.collection.name, "write");
    this.isModification = true;
    const writesNew = this.isRead(statement.newVariable);
    // InsertNode::toJsonHelper + ModificationNode::toJsonHelper ([EN2]): inVariable, database,
    // collection, [outVariableNew], modificationFlags (ModificationOptions; flag names of 2.x,
    // the 3.x list is longer and was not checked)
    const fields = { inVariable: this.variableJson(value.variable), database: this.database.name,
      collection: statement.collection.name };
    if (writesNew) {
      fields.outVariableNew = this.variableJson(statement.newVariable);
    }
    fields.modificationFlags = { ignoreErrors: false, waitForSync: false, nullMeansRemove: false, mergeObjects: true,
      ignoreDocumentNotFound: false, readCompleteInput: true };
    return this.addNode(scope.nodes, "InsertNode", value.node, fields,
      (previous) => ({ cost: previous.cost + previous.items, items: writesNew ? previous.items : 0 }));
  }

  // ---- subqueries ----

  splices(subquery, scope) {
    if (!shapes.atLeast(this.profile, 3, 6)) {
      return false;
    }
    if (shapes.atLeast(this.profile, 3, 8)) {
      return true;
    }
    if (!spliceRuleEnabled(this.options)) {
      return false;
    }
    if (shapes.atLeast(this.profile, 3, 7)) {
      return true;
    }
    return scope.spliceAllowed && !containsUnsuitable(subquery.statements) && !scope.following.some(unsuitableFor36);
  }

  subquery(subquery, out, dependency, scope) {
    if (this.splices(subquery, scope)) {
      return this.splicedSubquery(subquery, out, dependency, scope);
    }
    const nodes = [];
    const inner = { topLevel: false, nodes, spliceAllowed: false, subqueryOut: null, following: [] };
    const last = this.statements(subquery.statements, this.singleton(nodes), inner);
    const subEstimate = this.estimates.get(last);
    this.subqueryItems.set(this.record(out).id, subEstimate.items);
    const fields = { subquery: { nodes }, outVariable: this.variableJson(out) };
    if (this.profile.major >= 3) {
      // isConst: the subquery reads no variable of the enclosing query (3.x SubqueryNode)
      const use = variableUse(subquery.statements);
      fields.isConst = !this.isModification && Array.from(use.read).every((variable) => use.declared.has(variable));
    }
    return this.addNode(scope.nodes, "SubqueryNode", dependency, fields,
      (previous) => ({ cost: previous.cost + previous.items * subEstimate.cost, items: previous.items }));
  }

  // 3.6+: SubqueryStartNode, the subquery's nodes inline, SubqueryEndNode { outVariable,
  // inVariable } in place of its RETURN (SubqueryStartExecutionNode.cpp /
  // SubqueryEndExecutionNode.cpp; docs 3.11 03_workWithAQL_profileQuerySubquery.generated).
  splicedSubquery(subquery, out, dependency, scope) {
    this.rules.add("splice-subqueries");
    const start = this.addNode(scope.nodes, "SubqueryStartNode", dependency, { subqueryOutVariable: this.variableJson(out) },
      (previous) => ({ cost: previous.cost + previous.items, items: previous.items }));
    const inner = { topLevel: false, nodes: scope.nodes, spliceAllowed: true, subqueryOut: out, subqueryStart: start, following: [] };
    return this.statements(subquery.statements, start, inner);
  }

  subqueryEnd(value, scope) {
    const start = this.estimates.get(scope.subqueryStart);
    const body = this.estimates.get(value.node);
    this.subqueryItems.set(this.record(scope.subqueryOut).id, start.items === 0 ? 0 : body.items / start.items);
    return this.addNode(scope.nodes, "SubqueryEndNode", value.node, {
      outVariable: this.variableJson(scope.subqueryOut),
      inVariable: this.variableJson(value.variable)
    }, () => ({ cost: body.cost + start.items, items: start.items }));
  }

  // ---- 2.5/2.6: the plan optimizer-2x.js built and optimized ----

  // Writes the nodes of one chain of the 2.x plan (`chain`: its nodes, singleton first) into
  // `list`; returns the last node written.
  chain2x(chain, list, topLevel) {
    const scope = { topLevel, nodes: list, spliceAllowed: false, subqueryOut: null, following: [] };
    let dependency = null;
    for (const node of chain) {
      // node ids are the plan's: the order nodes were made in, rules' nodes last
      this.nextNodeId = node.id;
      dependency = this.node2x(node, dependency, scope);
    }
    return dependency;
  }

  node2x(node, dependency, scope) {
    switch (node.kind) {
      case "Singleton":
        return this.singleton(scope.nodes);
      case "Calculation":
        return this.calculation(node.expression, dependency, scope, node.out).node;
      case "Filter":
        return this.passThrough(scope.nodes, "FilterNode", dependency, { inVariable: this.variableJson(node.in) });
      case "EnumerateCollection":
      case "IndexRange":
        return this.collectionLoop(node.statement, dependency, scope);
      case "EnumerateList": {
        const length = this.listLength(node.in);
        return this.addNode(scope.nodes, "EnumerateListNode", dependency, {
          inVariable: this.variableJson(node.in),
          outVariable: this.variableJson(node.out)
        }, (previous) => {
          const items = previous.items * length;
          return { cost: previous.cost + items, items };
        });
      }
      case "Sort":
        return this.sortNode(node.elements, dependency, scope, node.stable);
      case "Limit":
        return this.limitStatement(node.statement, dependency, scope);
      case "Aggregate":
        return this.collectNode(scope, dependency, { groups: node.groups, countVariable: node.countVariable, method: node.method,
          distinct: node.distinct === true });
      case "Traversal":
        return this.traversalNode(node, dependency, scope);
      case "Return":
        return this.passThrough(scope.nodes, "ReturnNode", dependency,
          shapes.returnFields(this.profile, this.variableJson(node.in), scope.topLevel));
      case "Insert":
        return this.insertNode(node.statement, { node: dependency, variable: node.in }, scope);
      case "Subquery": {
        const nodes = [];
        const last = this.chain2x(node.subquery, nodes, false);
        this.nextNodeId = node.id;
        const subEstimate = this.estimates.get(last);
        this.subqueryItems.set(this.record(node.out).id, subEstimate.items);
        return this.addNode(scope.nodes, "SubqueryNode", dependency, { subquery: { nodes }, outVariable: this.variableJson(node.out) },
          (previous) => ({ cost: previous.cost + previous.items * subEstimate.cost, items: previous.items }));
      }
      case "NoResults":
        // NoResultsNode::estimateCost (v2.5.4, v2.6.0-alpha2): no rows, cost 0.5
        return this.addNode(scope.nodes, "NoResultsNode", dependency, {}, () => ({ cost: 0.5, items: 0 }));
      default:
        throw unsupported("explaining a 2.x plan node " + node.kind);
    }
  }

  // TraversalNode::toJsonHelper (v2.8.3 arangod/Aql/TraversalNode.cpp): database, minDepth,
  // maxDepth, graph (the edge collections), directions (TRI_edge_direction_e: 0 any, 1 in, 2
  // out), inVariable or vertexId, vertexOutVariable. Estimate as TraversalNode::estimateCost:
  // incoming rows × (1 / the edge index's selectivity) ^ maxDepth.
  traversalNode(node, dependency, scope) {
    const source = node.statement.source;
    const edges = source.edges.collectionObject;
    this.noteCollection(edges.name, "read");
    const fields = { database: this.database.name, minDepth: node.minDepth, maxDepth: node.maxDepth, graph: [edges.name],
      directions: [{ ANY: 0, INBOUND: 1, OUTBOUND: 2 }[source.direction]] };
    if (node.in !== null) {
      fields.inVariable = this.variableJson(node.in);
    } else {
      fields.vertexId = constant(node.start, this.q);
    }
    fields.vertexOutVariable = this.variableJson(node.out);
    const edgeIndex = edges._userIndexes().find((index) => index.type === "edge");
    const perVertex = 1 / edges._indexSelectivity(edgeIndex);
    return this.addNode(scope.nodes, "TraversalNode", dependency, fields, (previous) => {
      const items = previous.items * Math.pow(perVertex, node.maxDepth);
      return { cost: previous.cost + items, items };
    });
  }

  build2x(plan2x) {
    this.registerVariables();
    for (const temporary of plan2x.temporaries) {
      this.records.set(temporary.id, temporary);
    }
    this.nextVariableId = plan2x.nextVariableId;
    const nodes = [];
    const last = this.chain2x(plan2x.root, nodes, true);
    const estimate = this.estimates.get(last);
    return {
      nodes,
      rules: plan2x.rules.slice(),
      collections: Array.from(this.collections.keys()).sort().map((name) => ({ name, type: this.collections.get(name) })),
      variables: Array.from(this.records.values()).sort((a, b) => a.id - b.id)
        .map((record) => shapes.variableJson(this.profile, record)),
      estimatedCost: estimate.cost,
      estimatedNrItems: estimate.items
    };
  }

  // ---- the plan ----

  build() {
    this.registerVariables();
    const nodes = [];
    const top = { topLevel: true, nodes, spliceAllowed: true, subqueryOut: null, following: [] };
    const last = this.statements(this.parsed.statements, this.singleton(nodes), top);
    const estimate = this.estimates.get(last);
    if (this.parsed.reducedToProjections) {
      this.rules.add("reduce-extraction-to-projection");
    }
    if (this.parsed.replacedOrWithIn) {
      this.rules.add("replace-or-with-in");
    }
    // arangod lists rules in the order of their levels (OptimizerRule.h)
    const ruleOrder = ["replace-or-with-in", shapes.indexRuleName(this.profile), "remove-filter-covered-by-index",
      "reduce-extraction-to-projection", "splice-subqueries"];
    const plan = {
      nodes,
      rules: ruleOrder.filter((rule) => this.rules.has(rule)),
      // Query collections are kept in a map sorted by name in arangod
      collections: Array.from(this.collections.keys()).sort().map((name) => ({ name, type: this.collections.get(name) })),
      variables: Array.from(this.records.values()).sort((a, b) => a.id - b.id)
        .map((record) => shapes.variableJson(this.profile, record)),
      estimatedCost: estimate.cost,
      estimatedNrItems: estimate.items
    };
    if (shapes.atLeast(this.profile, 3, 4) && !shapes.atLeast(this.profile, 3, 6)) {
      // [T3.4] has plan.initialize: true, [T3.6] has not (3.5 unverified)
      plan.initialize = true;
    }
    if (this.profile.major >= 3) {
      plan.isModificationQuery = this.isModification;
    }
    return plan;
  }
}

function explain(env, query, bindVars, options) {
  const profile = env.profile || env.server.profile;
  const explainOptions = options || {};
  if (explainOptions.verbosePlans === true) {
    throw unsupported("the explain option verbosePlans");
  }
  const q = new QueryContext(profile, explainOptions);
  q.database = env.database;
  // the same preparation as runQuery: the same errors, the same index choice
  const parsed = parseAndBind(query, bindVars, env.database, profile);
  planAndCompile(parsed, q, explainOptions, explainOptions.fullCount === true);
  if (parsed.reducedToProjections && !shapes.atLeast(profile, 3, 10)) {
    // which projections a RocksDB server before 3.10 lists is not emulated (projections.js)
    throw unsupported("explaining RocksDB's reduce-extraction-to-projection rule before 3.10 (projections.js)");
  }
  for (const warning of parsed.warnings) {
    q.warn(warning.code, warning.message);
  }
  const builder = new PlanBuilder(profile, env.database, parsed, explainOptions, q);
  const plan = parsed.plan2x ? builder.build2x(parsed.plan2x) : builder.build();
  const result = {};
  if (explainOptions.allPlans === true) {
    result.plans = [plan];
  } else {
    result.plan = plan;
  }
  result.warnings = q.warnings.slice();
  result.stats = parsed.plan2x ? Object.assign({}, parsed.plan2x.stats) :
    { rulesExecuted: plan.rules.length, rulesSkipped: 0, plansCreated: 1 };
  if (profile.major >= 3) {
    // [T3.4]-[T3.11] show cacheable; data-modification queries never are (results cache)
    result.cacheable = !builder.isModification;
  }
  return result;
}

module.exports = { explain };
