"use strict";
// The plan and the optimizer of arangod 2.5 and 2.6 (profiles 2.5.1, 2.5.4 and 2.6), in the
// stand-in's own words; 2.8 (profile 2.8) shares them, with the rule list and the rules of
// optimizer-28.js and the differences marked below (v2.8.3). Sources, cited as [R]
// arangod/Aql/OptimizerRules.cpp, [O] Optimizer.cpp/Optimizer.h (rule names, levels and
// order), [P] ExecutionPlan.cpp (how the AST becomes nodes, insertDependency/unlinkNode,
// findVarUsage), [N] ExecutionNode.cpp, each at tags v2.5.4 and v2.6.0-alpha2 (the same where
// not said otherwise; 2.5.0-2.5.3 differ only in FindVarAndAttr, planner.js).
//
// The plan is built from the folded statements (ast-optimizer-2x.js) as [P] instanciateFromAst
// builds it: a SingletonNode, then per statement a CalculationNode for every expression that is
// not a plain variable (subqueries are SubqueryNodes before the statement), the statement's node,
// and for a grouping COLLECT a stable SortNode in front of the AggregateNode (2.5; 2.6 leaves that
// to specialize-collect). The rules then run in the level order of [O] (Optimizer::setupRules;
// the cluster rules are not registered on a single server):
//
//   105 specialize-collect (2.6, hidden)       610 move-calculations-up-2
//   120 move-calculations-up                   620 move-filters-up-2
//   130 move-filters-up                        710 remove-unnecessary-filters-2
//   140 remove-redundant-calculations          720 remove-redundant-sorts-2
//   210 remove-unnecessary-filters             730 remove-sort-rand
//   220 remove-unnecessary-calculations        740 remove-unnecessary-calculations-2
//   230 remove-redundant-sorts                 750 remove-collect-into
//   510 interchange-adjacent-enumerations      760 propagate-constant-attributes
//   770 remove-data-modification-out-variables (2.6)
//   810 replace-or-with-in   820 remove-redundant-or   830 use-index-range
//   840 remove-filter-covered-by-index   850 use-index-for-sort   900 move-calculations-down
//
// A plan lists a rule when the rule changed it (Optimizer::addPlan with wasModified), in the
// order they ran; optimizer.rules (-all, -name, +name, left to right) skips rules. The "-2"
// rules are the same functions run again, so they show whenever their second run changed the
// plan (a constant calculation is moved up and back again: each move counts).
// Emulated: the two move rules, both remove-unnecessary rules, remove-redundant-calculations,
// remove-redundant-sorts (2.6 also drops constant sort criteria), propagate-constant-attributes,
// use-index-range (with the index planner.js chose: it must be the one this plan gives),
// remove-filter-covered-by-index, move-calculations-down, and in 2.6 specialize-collect and
// remove-data-modification-out-variables. Refused (`unsupported`) where they would change the
// plan: interchange-adjacent-enumerations (unless the loops' orders cost the same),
// replace-or-with-in / remove-redundant-or, use-index-for-sort, and what use-index-range
// does beyond one index serving one condition. remove-sort-rand and remove-collect-into
// never apply (the stand-in has neither RAND() nor COLLECT ... INTO).
// The v2.6.0 release has the same rules as v2.6.0-alpha2 (it adds fuse-calculations, but
// leaves it unregistered).
// The stand-in's executor then runs the statements in the plan's order (FILTERs and LETs moved
// up run there, FILTERs and SORTs the plan removed do not run) and a (sub)query whose
// NoResultsNode stands right below its SingletonNode reads nothing.

const { unsupported } = require("../errors");
const { forEachExpressionNode, mapChildren } = require("./ast");
const { replaceSubqueries } = require("./explain-ast");
const ast2x = require("./ast-optimizer-2x");
const values = require("./values");
const { boundAttributesIndexable, plansLike2x, lookupValueNodes } = require("./planner");
const opt28 = require("./optimizer-28");

// The profiles whose plans this module builds: 2.5 and 2.6, and 2.8 with the rules of
// optimizer-28.js.
function emulatesOptimizer2x(profile) {
  return plansLike2x(profile) || opt28.optimizes28(profile);
}

// [O] setupRules, single server. `since`: the minor version that registered the rule.
const RULES = [
  { level: 105, name: "specialize-collect", hidden: true, since: 6 },
  { level: 120, name: "move-calculations-up" },
  { level: 130, name: "move-filters-up" },
  { level: 140, name: "remove-redundant-calculations" },
  { level: 210, name: "remove-unnecessary-filters" },
  { level: 220, name: "remove-unnecessary-calculations" },
  { level: 230, name: "remove-redundant-sorts" },
  { level: 510, name: "interchange-adjacent-enumerations" },
  { level: 610, name: "move-calculations-up-2" },
  { level: 620, name: "move-filters-up-2" },
  { level: 710, name: "remove-unnecessary-filters-2" },
  { level: 720, name: "remove-redundant-sorts-2" },
  { level: 730, name: "remove-sort-rand" },
  { level: 740, name: "remove-unnecessary-calculations-2" },
  { level: 750, name: "remove-collect-into" },
  { level: 760, name: "propagate-constant-attributes" },
  { level: 770, name: "remove-data-modification-out-variables", since: 6 },
  { level: 810, name: "replace-or-with-in" },
  { level: 820, name: "remove-redundant-or" },
  { level: 830, name: "use-index-range" },
  { level: 840, name: "remove-filter-covered-by-index" },
  { level: 850, name: "use-index-for-sort" },
  { level: 900, name: "move-calculations-down" }
];

const COMPARISONS = new Set(["==", "<", "<=", ">", ">="]);
const RANGES = new Set(["<", "<=", ">", ">="]);
const REVERSED = { "==": "==", "<": ">", "<=": ">=", ">": "<", ">=": "<=" };

// The rules of the profile's version, in the order they run.
function rulesOf(profile) {
  if (opt28.optimizes28(profile)) {
    return opt28.RULES_28;
  }
  return RULES.filter((rule) => rule.since === undefined || profile.minor >= rule.since);
}

// Optimizer::getDisabledRuleIds: -all, +all, -name, +name from left to right.
function disabledRules(options, profile) {
  const disabled = new Set();
  const rules = options && options.optimizer && Array.isArray(options.optimizer.rules) ? options.optimizer.rules : [];
  for (const rule of rules) {
    if (typeof rule !== "string") {
      continue;
    }
    if (rule === "-all") {
      rulesOf(profile).forEach((known) => disabled.add(known.name));
    } else if (rule === "+all") {
      disabled.clear();
    } else if (rule.startsWith("-")) {
      disabled.add(rule.slice(1));
    } else if (rule.startsWith("+")) {
      disabled.delete(rule.slice(1));
    }
  }
  return disabled;
}

// The name of the index rule: use-index-range in 2.5/2.6, use-indexes from 2.8.
function indexRuleName(profile) {
  return opt28.optimizes28(profile) ? "use-indexes" : "use-index-range";
}

// Whether the index rule may run (planner.js asks before it chooses indexes).
function indexRuleEnabled2x(options, profile) {
  return !disabledRules(options, profile).has(indexRuleName(profile));
}

function variablesOf(expression) {
  const found = [];
  forEachExpressionNode(expression, (node) => {
    if (node.type === "variable" && found.indexOf(node.variable) < 0) {
      found.push(node.variable);
    }
  });
  return found;
}

// Ast::replaceVariables (v2.5.4, v2.6.0-alpha2 and v2.8.3 arangod/Aql/Ast.cpp) overwrites each
// reference node in place. So does the stand-in: a reference node is shared by the statement
// it was parsed in, the plan's CalculationNode (or its copy with the subqueries hoisted out)
// and the planner's index lookup taken from that FILTER, so all of them read the replacement,
// as arangod's IndexNode built later from the rewritten condition does.
function replaceVariables(expression, replacements) {
  forEachExpressionNode(expression, (node) => {
    if (node.type === "variable" && replacements.has(node.variable)) {
      node.variable = replacements.get(node.variable);
    }
  });
}

// Expression::stringify (AstNode::stringify, verbose): what remove-redundant-calculations
// compares. null where arangod cannot stringify the expression (the ternary operator; in 2.6
// also arrays and objects of more than 80 members, stringifyIfNotTooLong).
function stringify(node, profile) {
  const unstringifiable = {};
  const tooLong = (count) => {
    if (profile.minor >= 6 && count > 80) {
      throw unstringifiable;
    }
  };
  const json = (v) => {
    if (Array.isArray(v)) {
      tooLong(v.length);
      return "[" + v.map(json).join(",") + "]";
    }
    if (values.isObject(v)) {
      const keys = Object.keys(v);
      tooLong(keys.length);
      return "{" + keys.map((key) => JSON.stringify(key) + ":" + json(v[key])).join(",") + "}";
    }
    return JSON.stringify(v);
  };
  const walk = (child) => {
    switch (child.type) {
      case "value":
        return json(child.value);
      case "variable":
        return "$" + (child.variable.isPlanTemporary ? child.variable.id : child.variable.slot);
      case "attribute":
        return walk(child.object) + "." + (child.bound === true && profile.minor === 5 ? JSON.stringify(child.name) : child.name);
      case "index":
        return walk(child.object) + "[" + walk(child.index) + "]";
      case "unary":
        return " " + child.operator + walk(child.operand);
      case "binary":
        return walk(child.left) + " " + child.operator + " " + walk(child.right);
      case "and":
        return walk(child.left) + " && " + walk(child.right);
      case "or":
        return walk(child.left) + " || " + walk(child.right);
      case "range":
        return walk(child.from) + ".." + walk(child.to);
      case "array":
        tooLong(child.elements.length);
        return "[" + child.elements.map(walk).join(",") + "]";
      case "object":
        tooLong(child.entries.length);
        return "{" + child.entries.map((entry) => (entry.keyExpression === null ?
          JSON.stringify(entry.key) + ":" + walk(entry.value) : "$[" + walk(entry.keyExpression) + "]:" + walk(entry.value)))
          .join(",") + "}";
      case "call":
        return child.name + "([" + child.args.map(walk).join(",") + "])";
      default:
        throw unstringifiable;
    }
  };
  try {
    return walk(node);
  } catch (error) {
    if (error === unstringifiable) {
      return null;
    }
    throw error;
  }
}

class Plan2x {
  constructor(parsed, q, options) {
    this.parsed = parsed;
    this.q = q;
    this.profile = q.profile;
    this.options = options;
    this.disabled = disabledRules(options, q.profile);
    this.nextId = 1;
    this.nextVariableId = parsed.slotCount;
    this.temporaries = [];
    this.rules = [];
    this.planCount = 1;
    this.stats = { rulesExecuted: 0, rulesSkipped: 0, plansCreated: 1 };
    this.root = null;
    this.sharedTemporaries = new Set();
    this.setters = null;
  }

  // ---- building ([P] fromNode*) ----

  node(kind, fields) {
    const node = Object.assign({ kind, id: this.nextId }, fields);
    this.nextId += 1;
    return node;
  }

  // VariableGenerator: temporaries are numbered after the query's variables, named by number.
  // The executor keeps a temporary that several statements read in the frame slot of its id
  // (applyToStatements).
  temporary() {
    const record = { id: this.nextVariableId, name: String(this.nextVariableId), fromCollection: false, isPlanTemporary: true,
      slot: this.nextVariableId };
    this.nextVariableId += 1;
    this.temporaries.push(record);
    return record;
  }

  push(chain, node) {
    node.chain = chain;
    chain.push(node);
    return node;
  }

  chain(statements) {
    const chain = [];
    chain.statements = statements;
    this.push(chain, this.node("Singleton", {}));
    for (const statement of statements) {
      this.statement(statement, chain);
    }
    return chain;
  }

  // The grammar's hoisting of subqueries into LETs before the statement (as explain.js's
  // PlanBuilder.hoist); an expression without a subquery stays the very same object, so that
  // the planner's conditions can be recognized in the plan.
  hoist(expression, chain) {
    let hasSubquery = false;
    forEachExpressionNode(expression, (node) => {
      hasSubquery = hasSubquery || node.type === "subquery";
    });
    if (!hasSubquery) {
      return expression;
    }
    return replaceSubqueries(expression, (subquery) => {
      const out = this.temporary();
      this.subquery(subquery, out, chain, null);
      return { type: "variable", variable: out };
    });
  }

  valueOf(expression, chain, statement) {
    const hoisted = this.hoist(expression, chain);
    if (hoisted.type === "variable") {
      return hoisted.variable;
    }
    const out = this.temporary();
    this.push(chain, this.node("Calculation", { out, expression: hoisted, statement }));
    return out;
  }

  subquery(subquery, out, chain, statement) {
    const inner = this.chain(subquery.statements);
    return this.push(chain, this.node("Subquery", { out, subquery: inner, ast: subquery, statement }));
  }

  // SORT direction: a bool or the string ASC/DESC (executor.js sortAscending).
  ascending(direction) {
    const value = direction.type === "value" ? direction.value : undefined;
    if (typeof value === "boolean") {
      return value;
    }
    if (typeof value === "string" && (value.toUpperCase() === "ASC" || value.toUpperCase() === "DESC")) {
      return value.toUpperCase() === "ASC";
    }
    throw unsupported("the SORT direction " + JSON.stringify(value));
  }

  statement(statement, chain) {
    switch (statement.type) {
      case "for":
        if (statement.collection) {
          this.push(chain, this.node("EnumerateCollection", { out: statement.variable, statement }));
        } else if (statement.source.type === "traversal") {
          opt28.addTraversal28(this, statement, chain);
        } else {
          const list = this.valueOf(statement.source, chain, statement);
          this.push(chain, this.node("EnumerateList", { in: list, out: statement.variable, statement }));
        }
        return;
      case "let":
        if (statement.expression.type === "subquery") {
          this.subquery(statement.expression, statement.variable, chain, statement);
        } else {
          const expression = this.hoist(statement.expression, chain);
          this.push(chain, this.node("Calculation", { out: statement.variable, expression, statement }));
        }
        return;
      case "filter":
        this.push(chain, this.node("Filter", { in: this.valueOf(statement.expression, chain, statement), statement }));
        return;
      case "sort": {
        const elements = [];
        for (const element of statement.elements) {
          // 2.5 leaves constant sort criteria out ([P] fromNodeSort v2.5.4; 2.6 keeps them and
          // remove-redundant-sorts drops them)
          if (this.profile.minor === 5 && ast2x.isConstant(element.expression, this.profile)) {
            continue;
          }
          elements.push({ variable: this.valueOf(element.expression, chain, statement), ascending: this.ascending(element.direction),
            source: element });
        }
        if (elements.length > 0) {
          this.push(chain, this.node("Sort", { elements, stable: false, statement }));
        }
        return;
      }
      case "limit":
        this.push(chain, this.node("Limit", { statement }));
        return;
      case "collect": {
        const groups = statement.groups.map((group) => ({ out: group.variable, in: this.valueOf(group.expression, chain, statement),
          source: group }));
        if (this.profile.minor === 5 && groups.length > 0) {
          // [P] fromNodeCollect / fromNodeCollectCount v2.5.4: a stable sort on the groups
          this.push(chain, this.node("Sort", { elements: groups.map((group) => ({ variable: group.in, ascending: true })),
            stable: true, statement: null }));
        }
        this.push(chain, this.node("Aggregate", { groups, countVariable: statement.countVariable || null,
          method: this.profile.minor === 5 ? null : "sorted", statement }));
        return;
      }
      case "return":
        if (statement.distinct) {
          this.returnDistinct(statement, chain);
        } else {
          this.push(chain, this.node("Return", { in: this.valueOf(statement.expression, chain, statement), statement }));
        }
        return;
      case "insert":
        this.push(chain, this.node("Insert", { in: this.valueOf(statement.document, chain, statement), statement }));
        return;
      default:
        throw unsupported("a " + statement.type + " statement in a 2.x plan");
    }
  }

  // RETURN DISTINCT (2.8, [P] createCalculation and createAnonymousCollect, v2.8.3): a
  // CalculationNode of the value (also when it is a plain variable), an anonymous COLLECT on
  // it (isDistinctCommand), and the ReturnNode of the COLLECT's variable.
  returnDistinct(statement, chain) {
    const value = this.temporary();
    this.push(chain, this.node("Calculation", { out: value, expression: this.hoist(statement.expression, chain), statement }));
    const distinct = this.temporary();
    this.push(chain, this.node("Aggregate", { groups: [{ out: distinct, in: value }], countVariable: null, distinct: true,
      method: "sorted", statement }));
    this.push(chain, this.node("Return", { in: distinct, statement }));
  }

  // ---- what nodes read and write ([N] getVariablesUsedHere / getVariablesSetHere) ----

  usedVariables(node) {
    switch (node.kind) {
      case "Calculation":
        return variablesOf(node.expression);
      case "Filter":
      case "EnumerateList":
      case "Return":
      case "Insert":
        return [node.in];
      case "Traversal":
        return node.in === null ? [] : [node.in];
      case "Sort":
        return node.elements.map((element) => element.variable);
      case "Aggregate":
        return node.groups.map((group) => group.in);
      case "Subquery": {
        const used = new Set();
        const set = new Set();
        this.forEachNodeDeep(node.subquery, (inner) => {
          this.usedVariables(inner).forEach((variable) => used.add(variable));
          this.setVariables(inner).forEach((variable) => set.add(variable));
        });
        return Array.from(used).filter((variable) => !set.has(variable));
      }
      case "IndexRange": {
        // the values it looks up (each field's of a 2.8 lookup on several fields)
        const used = [];
        for (const value of lookupValueNodes(node.statement.indexAccess)) {
          if (!ast2x.isConstant(value, this.profile)) {
            variablesOf(value).filter((variable) => used.indexOf(variable) < 0).forEach((variable) => used.push(variable));
          }
        }
        return used;
      }
      default:
        return [];
    }
  }

  setVariables(node) {
    switch (node.kind) {
      case "Calculation":
      case "Subquery":
      case "EnumerateCollection":
      case "IndexRange":
      case "EnumerateList":
      case "Traversal":
        return [node.out];
      case "Aggregate":
        return node.groups.map((group) => group.out).concat(node.countVariable ? [node.countVariable] : []);
      case "Insert":
        // NEW (2.6's outVariableNew; the stand-in's NEW after INSERT)
        return [node.statement.newVariable];
      default:
        return [];
    }
  }

  canThrow(node) {
    if (node.kind === "Calculation") {
      return ast2x.canThrow(node.expression);
    }
    if (node.kind === "Subquery") {
      let found = false;
      this.forEachNodeDeep(node.subquery, (inner) => {
        found = found || (inner.kind === "Calculation" && ast2x.canThrow(inner.expression));
      });
      return found;
    }
    return false;
  }

  deterministic(node) {
    return node.kind !== "Calculation" || ast2x.isDeterministic(node.expression);
  }

  forEachNodeDeep(chain, visit) {
    for (const node of chain) {
      visit(node);
      if (node.kind === "Subquery") {
        this.forEachNodeDeep(node.subquery, visit);
      }
    }
  }

  // ExecutionPlan::findNodesOfType(..., true): the walk from the root up its dependencies,
  // then the subqueries of the nodes passed, nearest to the singleton first.
  find(kinds) {
    const found = [];
    const walk = (chain) => {
      for (let i = chain.length - 1; i >= 0; i -= 1) {
        if (kinds.indexOf(chain[i].kind) >= 0) {
          found.push(chain[i]);
        }
      }
      for (const node of chain) {
        if (node.kind === "Subquery") {
          walk(node.subquery);
        }
      }
    };
    walk(this.root);
    return found;
  }

  setterOf(variable) {
    let setter = null;
    this.forEachNodeDeep(this.root, (node) => {
      if (setter === null && this.setVariables(node).indexOf(variable) >= 0) {
        setter = node;
      }
    });
    return setter;
  }

  // [P] findVarUsage: the variables the nodes after a node (in its own chain) read.
  usedLater() {
    const later = new Map();
    const walk = (chain) => {
      const used = new Set();
      for (let i = chain.length - 1; i >= 0; i -= 1) {
        later.set(chain[i], new Set(used));
        this.usedVariables(chain[i]).forEach((variable) => used.add(variable));
        if (chain[i].kind === "Subquery") {
          walk(chain[i].subquery);
        }
      }
    };
    walk(this.root);
    return later;
  }

  // Variables valid at a node: set above it in its chain, and above the SubqueryNode that holds
  // its chain ([P] VarUsageFinder: a subquery starts with a copy of the outer valid set).
  validAt(node) {
    const valid = new Set();
    const collect = (chain, position) => {
      for (let i = 0; i < position; i += 1) {
        this.setVariables(chain[i]).forEach((variable) => valid.add(variable));
      }
    };
    let current = node;
    for (;;) {
      const chain = current.chain;
      collect(chain, chain.indexOf(current));
      const holder = this.holderOf(chain);
      if (holder === null) {
        return valid;
      }
      current = holder;
    }
  }

  holderOf(chain) {
    let holder = null;
    this.forEachNodeDeep(this.root, (node) => {
      if (node.kind === "Subquery" && node.subquery === chain) {
        holder = node;
      }
    });
    return holder;
  }

  unlink(node) {
    const chain = node.chain;
    chain.splice(chain.indexOf(node), 1);
  }

  replace(oldNode, newNode) {
    const chain = oldNode.chain;
    newNode.chain = chain;
    chain.splice(chain.indexOf(oldNode), 1, newNode);
  }

  // ---- the rules ----

  // [R] moveCalculationsUpRule: a calculation that cannot throw and is deterministic moves
  // above every node that sets none of the variables it reads, up to the singleton; each step
  // counts as a change.
  moveCalculationsUp() {
    let modified = false;
    for (const node of this.find(["Calculation"])) {
      if (this.canThrow(node) || !this.deterministic(node)) {
        continue;
      }
      const needed = this.usedVariables(node);
      const chain = node.chain;
      for (;;) {
        const position = chain.indexOf(node);
        const current = chain[position - 1];
        if (this.setVariables(current).some((variable) => needed.indexOf(variable) >= 0) || current.kind === "Singleton") {
          break;
        }
        chain.splice(position, 1);
        chain.splice(position - 1, 0, node);
        modified = true;
      }
    }
    return modified;
  }

  // [R] moveFiltersUpRule: a filter moves above every node that does not set its variable,
  // is no LIMIT, cannot throw and is no non-deterministic calculation.
  moveFiltersUp() {
    let modified = false;
    for (const node of this.find(["Filter"])) {
      const chain = node.chain;
      for (;;) {
        const position = chain.indexOf(node);
        const current = chain[position - 1];
        if (current.kind === "Limit" || this.canThrow(current) || !this.deterministic(current) ||
            this.setVariables(current).indexOf(node.in) >= 0 || current.kind === "Singleton") {
          break;
        }
        chain.splice(position, 1);
        chain.splice(position - 1, 0, node);
        modified = true;
      }
    }
    return modified;
  }

  // [R] removeRedundantCalculationsRule: a deterministic calculation whose expression reads as
  // one above it does is replaced by that one's variable; the walk up stops at a COLLECT with
  // an out variable (WITH COUNT INTO). The replacer sets the variables of EnumerateList,
  // Return, Calculation and Filter nodes; in 2.5/2.6 its loops over the SORT and COLLECT
  // variables change copies only ([R] RedundantCalculationsReplacer, v2.5.4 and
  // v2.6.0-alpha2), so those nodes keep reading the old variable; 2.8 replaces them too
  // (v2.8.3, loops over references).
  removeRedundantCalculations() {
    const replacements = new Map();
    for (const node of this.find(["Calculation"])) {
      if (!this.deterministic(node)) {
        continue;
      }
      const reference = stringify(node.expression, this.profile);
      if (reference === null) {
        continue;
      }
      const chain = node.chain;
      for (let i = chain.indexOf(node) - 1; i >= 0; i -= 1) {
        const current = chain[i];
        if (current.kind === "Calculation") {
          const compared = stringify(current.expression, this.profile);
          if (compared === null) {
            // the walk ends here ([R]: `continue` without following the dependency)
            break;
          }
          if (compared === reference) {
            let target = current.out;
            while (replacements.has(target)) {
              target = replacements.get(target);
            }
            if (!replacements.has(node.out)) {
              replacements.set(node.out, target);
            }
            for (const [from, to] of replacements) {
              if (to === node.out) {
                replacements.set(from, target);
              }
            }
          }
        }
        if (current.kind === "Aggregate" && current.countVariable) {
          break;
        }
      }
    }
    if (replacements.size === 0) {
      return false;
    }
    this.forEachNodeDeep(this.root, (node) => {
      if (node.kind === "Calculation") {
        if (variablesOf(node.expression).some((variable) => replacements.has(variable))) {
          replaceVariables(node.expression, replacements);
        }
      } else if ((node.kind === "EnumerateList" || node.kind === "Return" || node.kind === "Filter") &&
          replacements.has(node.in)) {
        node.in = replacements.get(node.in);
      } else if (opt28.optimizes28(this.profile) && node.kind === "Sort") {
        node.elements.forEach((element) => {
          element.variable = replacements.get(element.variable) || element.variable;
        });
      } else if (opt28.optimizes28(this.profile) && node.kind === "Aggregate") {
        node.groups.forEach((group) => {
          group.in = replacements.get(group.in) || group.in;
        });
      }
    });
    return true;
  }

  // [R] removeUnnecessaryFiltersRule: a filter whose deterministic, non-throwing condition is
  // always true goes away; one always false becomes a NoResultsNode.
  removeUnnecessaryFilters() {
    let modified = false;
    for (const node of this.find(["Filter"])) {
      const setter = this.setterOf(node.in);
      if (setter === null || setter.kind !== "Calculation" || ast2x.canThrow(setter.expression) ||
          !ast2x.isDeterministic(setter.expression)) {
        continue;
      }
      if (ast2x.isTrue(setter.expression)) {
        this.unlink(node);
        modified = true;
      } else if (ast2x.isFalse(setter.expression)) {
        this.replace(node, this.node("NoResults", { statement: node.statement }));
        modified = true;
      }
    }
    return modified;
  }

  // [R] removeUnnecessaryCalculationsRule: calculations and subqueries that cannot throw and
  // whose variable no later node reads (as of the rule's start) go away; from 2.8 not a
  // subquery that modifies data (v2.8.3).
  removeUnnecessaryCalculations() {
    const later = this.usedLater();
    const modifies = (node) => {
      let found = false;
      if (node.kind === "Subquery" && opt28.optimizes28(this.profile)) {
        this.forEachNodeDeep(node.subquery, (inner) => {
          found = found || inner.kind === "Insert";
        });
      }
      return found;
    };
    const unlinked = this.find(["Calculation", "Subquery"]).filter((node) => !this.canThrow(node) && !modifies(node) &&
      !later.get(node).has(node.out));
    unlinked.forEach((node) => this.unlink(node));
    return unlinked.length > 0;
  }

  // [N] SortNode::getSortInformation: per criterion the expression's text (an attribute
  // access, a variable or a constant; anything else makes the sort "complex") or, for a
  // variable no calculation sets, the variable itself.
  sortInformation(sort) {
    const info = { valid: true, complex: false, canThrow: false, deterministic: true, criteria: [] };
    for (const element of sort.elements) {
      const setter = this.setterOf(element.variable);
      if (setter === null) {
        info.valid = false;
        break;
      }
      info.canThrow = info.canThrow || this.canThrow(setter);
      if (setter.kind !== "Calculation") {
        info.criteria.push({ key: "variable " + (element.variable.isPlanTemporary ? "t" + element.variable.id : element.variable.slot),
          ascending: element.ascending });
        continue;
      }
      const expression = setter.expression;
      info.deterministic = info.deterministic && ast2x.isDeterministic(expression);
      if (!(ast2x.isPlainAttribute(expression, this.profile) || expression.type === "variable" ||
          ast2x.isConstant(expression, this.profile))) {
        info.complex = true;
        break;
      }
      info.criteria.push({ key: stringify(expression, this.profile), ascending: element.ascending });
    }
    return info;
  }

  // SortInformation::isCoveredBy
  static coverage(ours, other) {
    if (!ours.valid || !other.valid || ours.complex || other.complex) {
      return "unequal";
    }
    for (let i = 0; i < ours.criteria.length; i += 1) {
      if (other.criteria.length <= i) {
        return "otherLessAccurate";
      }
      if (ours.criteria[i].ascending !== other.criteria[i].ascending || ours.criteria[i].key !== other.criteria[i].key) {
        return "unequal";
      }
    }
    return other.criteria.length > ours.criteria.length ? "ourselvesLessAccurate" : "allEqual";
  }

  // [R] removeRedundantSortsRule: a sort looks up its chain through filters, calculations
  // (those that can throw, and loops, "rely on" the order) and other sorts: of two compatible
  // sorts the less accurate one goes, and of two different sorts with nothing relying on the
  // earlier one, the earlier one goes unless the later one is stable (a COLLECT's) or the
  // earlier one can throw or is not deterministic. The walk goes on past the other sort (the
  // `break`s of the rule's switch leave the switch, not the walk; v2.5.4, v2.6.0-alpha2,
  // v2.8.3): in SORT i.a, i.b SORT i.a SORT i.a only the first stays. Then, from 2.6, a sort
  // still there drops the criteria a constant calculation computes, and goes when none is left
  // (SortNode::simplify, v2.6.0-alpha2 and v2.8.3; a change of the criteria alone does not
  // count as a change of the plan): FOR ... COLLECT x = ... SORT null keeps no SortNode.
  removeRedundantSorts() {
    const unlinked = new Set();
    for (const node of this.find(["Sort"])) {
      if (unlinked.has(node)) {
        continue;
      }
      const ours = this.sortInformation(node);
      if (!ours.valid || ours.criteria.length === 0) {
        continue;
      }
      const chain = node.chain;
      let relying = 0;
      for (let i = chain.indexOf(node) - 1; i >= 0; i -= 1) {
        const current = chain[i];
        if (current.kind === "Sort") {
          const other = this.sortInformation(current);
          const match = Plan2x.coverage(ours, other);
          if (match === "unequal") {
            if (relying === 0 && !other.canThrow && other.deterministic && !node.stable) {
              unlinked.add(current);
            }
          } else if (match === "ourselvesLessAccurate") {
            unlinked.add(node);
          } else {
            unlinked.add(current);
          }
        } else if (current.kind === "Calculation") {
          relying += this.canThrow(current) ? 1 : 0;
        } else if (current.kind === "EnumerateList" || current.kind === "EnumerateCollection" ||
            current.kind === "Traversal") {
          relying += 1;
        } else if (current.kind !== "Filter") {
          break;
        }
      }
      if (this.profile.minor >= 6 && !unlinked.has(node)) {
        node.elements = node.elements.filter((element) => {
          const setter = this.setterOf(element.variable);
          return !(setter !== null && setter.kind === "Calculation" && ast2x.isConstant(setter.expression, this.profile));
        });
        if (node.elements.length === 0) {
          unlinked.add(node);
        }
      }
    }
    unlinked.forEach((node) => this.unlink(node));
    return unlinked.size > 0;
  }

  // 2.6 [R] specializeCollectRule: a COLLECT with groups (and without INTO) may use the hash
  // method unless OPTIONS ask for "sorted": a second plan gets the hash COLLECT with a SortNode
  // on the group variables behind it, the first keeps the sorted COLLECT with a stable SortNode
  // in front. The hash plan never costs more ([N] SortNode::estimateCost grows with the rows,
  // AggregateNode::estimateCost keeps at most as many rows as it gets), and on a tie the plan
  // added first wins (Optimizer::sortPlans, an insertion sort for so few plans): the hash plan.
  // 2.8 ([R] v2.8.3): a RETURN DISTINCT's COLLECT gets no SortNode behind the hash method (a
  // real 2.8.3 shows the hash method for COLLECTs of 4 estimated rows too, where the costs tie).
  specializeCollect() {
    const collects = this.find(["Aggregate"]).filter((node) => node.groups.length > 0);
    const hashable = collects.filter((node) => !(node.statement.options && node.statement.options.method === "sorted"));
    if (hashable.length > 1) {
      throw unsupported("more than one COLLECT that may use the hash method in " + this.profile.version +
        " (specialize-collect's plans not emulated)");
    }
    for (const node of collects) {
      const chain = node.chain;
      if (hashable.indexOf(node) >= 0 && this.sortAbove(node)) {
        // the sorted plan's stable SortNode can make that SORT redundant
        // (remove-redundant-sorts), which makes the sorted plan the cheaper one: v2.6.0-alpha2
        // aql-optimizer-rule-remove-redundant-sorts.js, testPlans, expects a sorted COLLECT for
        // SORT i.a ASC COLLECT x = i.a. Which plan wins is not emulated.
        throw unsupported("a SORT before a COLLECT that may use the hash method in " + this.profile.version +
          " (specialize-collect's plans not emulated)");
      }
      if (hashable.indexOf(node) >= 0) {
        node.method = "hash";
        this.planCount *= 2;
        if (node.distinct) {
          continue;
        }
        const sort = this.node("Sort", { elements: node.groups.map((group) => ({ variable: group.out, ascending: true })),
          stable: false, statement: null });
        sort.chain = chain;
        chain.splice(chain.indexOf(node) + 1, 0, sort);
      } else {
        node.method = "sorted";
        const sort = this.node("Sort", { elements: node.groups.map((group) => ({ variable: group.in, ascending: true })),
          stable: true, statement: null });
        sort.chain = chain;
        chain.splice(chain.indexOf(node), 0, sort);
      }
    }
    return false;
  }

  // Whether remove-redundant-sorts, walking up from a node, reaches a SortNode: through
  // filters, calculations, loops and sorts.
  sortAbove(node) {
    const chain = node.chain;
    for (let i = chain.indexOf(node) - 1; i >= 0; i -= 1) {
      const kind = chain[i].kind;
      if (kind === "Sort") {
        return true;
      }
      if (["Filter", "Calculation", "EnumerateList", "EnumerateCollection", "Traversal"].indexOf(kind) < 0) {
        return false;
      }
    }
    return false;
  }

  // ---- index use ([R] FilterToEnumCollFinder, BuildRangeInfo, useIndexRangeRule) ----

  // The attribute path of `variable` that `node` reads ([R] FindVarAndAttr: attribute
  // accesses only; an attribute named by a bind parameter as planner.js allows it), or null.
  pathOf(node, variable) {
    const path = [];
    let current = node;
    while (current.type === "attribute") {
      if (current.bound === true && !boundAttributesIndexable(this.profile)) {
        return null;
      }
      path.unshift(current.name);
      current = current.object;
    }
    return current !== node && current.type === "variable" && current.variable === variable ? path : null;
  }

  // The conditions on `variable` one filter expression gives the index rule: { conditions:
  // [{ node, path, operator, value }], or, complex }: `or` when an OR reads the variable (its
  // alternatives give no index here: index-refusals.js has refused an OR whose every part an
  // index serves, and one part without an index keeps arangod from using one), `complex` when
  // a comparison reads the variable on both sides.
  conditionsOn(expression, variable) {
    const conditions = [];
    let complex = false;
    let or = false;
    const reads = (node) => variablesOf(node).indexOf(variable) >= 0;
    const visit = (node) => {
      if (node.type === "and") {
        visit(node.left);
        visit(node.right);
        return;
      }
      if (node.type === "or") {
        or = or || reads(node);
        return;
      }
      if (node.type !== "binary") {
        return;
      }
      if (COMPARISONS.has(node.operator)) {
        const right = this.pathOf(node.right, variable);
        const left = this.pathOf(node.left, variable);
        if (right !== null && !reads(node.left)) {
          conditions.push({ node, path: right, operator: REVERSED[node.operator], value: node.left });
        } else if (left !== null && !reads(node.right)) {
          conditions.push({ node, path: left, operator: node.operator, value: node.right });
        } else if (left !== null || right !== null) {
          complex = true;
        }
      } else if (node.operator === "in") {
        const left = this.pathOf(node.left, variable);
        if (left !== null && !reads(node.right)) {
          conditions.push({ node, path: left, operator: "in", value: node.right });
        }
      }
    };
    visit(expression);
    return { conditions, or, complex };
  }

  // What the index rule finds for the loop `loop` (an EnumerateCollectionNode): walking up from
  // every FILTER below it in its chain, the conditions of the filters passed; the walk stops at
  // a LIMIT, RETURN, INSERT or NoResultsNode, and a node that can throw on the way forbids an
  // index. Returns the conditions of the walk that found most.
  conditionsFor(loop) {
    const chain = loop.chain;
    const start = chain.indexOf(loop);
    let best = { conditions: [], or: false, complex: false };
    for (let f = chain.length - 1; f > start; f -= 1) {
      if (chain[f].kind !== "Filter") {
        continue;
      }
      const filterVariables = new Set();
      const found = { conditions: [], or: false, complex: false };
      let throws = false;
      let aborted = false;
      for (let i = f; i >= start; i -= 1) {
        const node = chain[i];
        throws = throws || this.canThrow(node);
        if (["Limit", "Return", "Insert", "NoResults", "Singleton"].indexOf(node.kind) >= 0) {
          aborted = true;
          break;
        }
        if (node.kind === "Filter") {
          filterVariables.add(node.in);
        } else if (node.kind === "Calculation" && filterVariables.has(node.out)) {
          const more = this.conditionsOn(node.expression, loop.out);
          found.conditions.push(...more.conditions);
          found.or = found.or || more.or;
          found.complex = found.complex || more.complex;
        }
      }
      const weight = (candidate) => candidate.conditions.length + (candidate.or ? 1 : 0) + (candidate.complex ? 1 : 0);
      if (!aborted && !throws && weight(found) > weight(best)) {
        best = found;
      }
    }
    return best;
  }

  // The indexes that can serve one condition ([N] getIndexesForIndexRangeNode and the checks
  // of FilterToEnumCollFinder): the primary index (_key, _id) and the edge index (_from,
  // _to) for equality, a hash index on exactly that attribute for equality, a skiplist index
  // whose first field it is; sparse indexes only for constant values that exclude null.
  candidates(loop, condition, valid) {
    if (variablesOf(condition.value).some((variable) => !valid.has(variable))) {
      return [];
    }
    const collection = loop.statement.collection.collectionObject;
    const equality = condition.operator === "==" || condition.operator === "in";
    const path = condition.path;
    const found = [];
    if (equality && path.length === 1 && (path[0] === "_key" || path[0] === "_id")) {
      found.push("primary");
    }
    const constant = ast2x.isConstant(condition.value, this.profile);
    const lookups = !constant ? null : condition.operator === "in" ? ast2x.arrayMembers(condition.value) : [condition.value];
    const excludesNull = lookups !== null && lookups.every((node) => node.type === "value" && node.value !== null);
    for (const index of collection._userIndexes()) {
      const first = index.paths[0];
      if (first.length !== path.length || !first.every((part, i) => part === path[i])) {
        continue;
      }
      if (index.type === "edge") {
        if (equality) {
          found.push(index);
        }
      } else if (index.type === "hash") {
        if (equality && index.fields.length === 1 && (!index.sparse || excludesNull)) {
          found.push(index);
        }
      } else if (index.type === "skiplist") {
        const lowDefined = equality || condition.operator === ">" || condition.operator === ">=";
        const lowExcludesNull = equality ? excludesNull :
          constant && condition.value.type === "value" && (condition.value.value !== null || condition.operator === ">");
        if (!index.sparse || (constant && lowDefined && lowExcludesNull)) {
          found.push(index);
        }
      }
    }
    return found;
  }

  describe(loop) {
    return "FOR " + loop.out.name + " IN " + loop.statement.collection.name;
  }

  // [R] useIndexRangeRule: the loop becomes an IndexRangeNode when one index can serve the
  // conditions the filters below it put on its variable (with conditions on several attributes
  // an index uses those of its fields). Emulated where that index serves one condition on one
  // attribute; conditions combined on one attribute, an index using two of them, or a choice of
  // indexes (arangod makes a plan for each and keeps the cheapest) are refused. The stand-in's
  // planner (planner.js) has chosen the index the executor looks up; it must be the one the
  // plan gives, or the query is refused too.
  useIndexRange() {
    let modified = false;
    for (const loop of this.find(["EnumerateCollection"])) {
      const access = loop.statement.indexAccess || null;
      if (access !== null && access.fullScan) {
        continue;
      }
      const found = this.conditionsFor(loop);
      const paths = found.conditions.map((condition) => condition.path.join("."));
      if (found.complex || (found.or && found.conditions.length > 0) ||
          paths.some((path, i) => paths.indexOf(path) !== i)) {
        throw unsupported("use-index-range combining several conditions on " + this.describe(loop) + " in " +
          this.profile.version + " (not emulated)");
      }
      this.refuseIndexesOfSeveralFields(loop, found.conditions);
      const valid = this.validAt(loop);
      const candidates = [];
      for (const condition of found.conditions) {
        for (const index of this.candidates(loop, condition, valid)) {
          candidates.push({ index, condition });
        }
      }
      if (candidates.length > 1) {
        throw unsupported("a choice between " + candidates.length + " indexes for " + this.describe(loop) + " in " +
          this.profile.version + " (arangod weighs the plans' costs; not emulated)");
      }
      if (candidates.length === 0 && access === null) {
        continue;
      }
      const chosen = access === null ? null : access.kind === "primary" ? "primary" : access.index;
      if (candidates.length === 0 || chosen !== candidates[0].index || access.conjunct !== candidates[0].condition.node) {
        throw unsupported("the index arangod " + this.profile.version + " would use for " + this.describe(loop) +
          " differs from the stand-in planner's choice (after moving calculations and filters)");
      }
      if (access.operator === "in" && !ast2x.isConstant(access.value, this.profile)) {
        throw unsupported("an index lookup with a non-constant IN list in " + this.profile.version + " (not emulated)");
      }
      this.replace(loop, this.node("IndexRange", { out: loop.out, statement: loop.statement }));
      modified = true;
    }
    return modified;
  }

  // A hash index of several fields all under equality conditions, or a skiplist index whose
  // first fields are under an equality and the next one under a condition: arangod's index
  // would use several conditions at once ([N] getIndexesForIndexRangeNode), not emulated.
  refuseIndexesOfSeveralFields(loop, conditions) {
    const conditionOn = (path) => conditions.find((condition) => condition.path.join(".") === path.join("."));
    const isEquality = (condition) => condition !== undefined && (condition.operator === "==" || condition.operator === "in");
    for (const index of loop.statement.collection.collectionObject._userIndexes()) {
      if (index.paths.length < 2) {
        continue;
      }
      const several = index.type === "hash" ? index.paths.every((path) => isEquality(conditionOn(path))) :
        index.type === "skiplist" && isEquality(conditionOn(index.paths[0])) && conditionOn(index.paths[1]) !== undefined;
      if (several) {
        throw unsupported("an index of several fields serving several conditions on " + this.describe(loop) + " in " +
          this.profile.version + " (not emulated)");
      }
    }
  }

  // The IN list of an IndexRangeNode: one range per member, in list order without repeats;
  // a list of 10 or more members is sorted first (Ast::optimizeBinaryOperatorRelational in Ast.cpp
  // sorts it, [R] BuildRangeInfo skips a member an earlier range covers).
  static rangeValues(list) {
    const members = list.length >= 10 ? list.slice().sort((a, b) => values.compareValues(a, b, true)) : list;
    return values.distinctValues(members);
  }

  // [R] removeFiltersCoveredByIndexRule with FilterCondition: a filter whose calculation is one
  // comparison (==, <, <=, >, >=) of a plain attribute access with a constant value (no array or
  // object) goes away, with its calculation, when an IndexRangeNode above it has a constant
  // range for the same variable, attribute and bounds. An AND, IN, a join or an attribute named
  // by a bind parameter in 2.5 never qualifies.
  removeFiltersCoveredByIndex() {
    const unlinked = [];
    for (const filter of this.find(["Filter"])) {
      const setter = this.setterOf(filter.in);
      if (setter === null || setter.kind !== "Calculation") {
        continue;
      }
      const condition = this.filterCondition(setter.expression);
      if (condition === null) {
        continue;
      }
      const chain = filter.chain;
      for (let i = chain.indexOf(filter); i >= 0; i -= 1) {
        if (chain[i].kind === "IndexRange" && this.covers(chain[i], condition)) {
          unlinked.push(setter, filter);
          break;
        }
      }
    }
    unlinked.forEach((node) => {
      if (node.chain.indexOf(node) >= 0) {
        this.unlink(node);
      }
    });
    return unlinked.length > 0;
  }

  filterCondition(expression) {
    if (expression.type !== "binary" || !COMPARISONS.has(expression.operator)) {
      return null;
    }
    const plainPath = (node) => {
      const path = [];
      let current = node;
      while (ast2x.isPlainAttribute(current, this.profile)) {
        path.unshift(current.name);
        current = current.object;
      }
      return current !== node && current.type === "variable" ? { variable: current.variable, path } : null;
    };
    let operator = expression.operator;
    let constant = expression.left;
    let attribute = plainPath(expression.right);
    if (!(ast2x.isConstant(constant, this.profile) && expression.right.type === "attribute")) {
      if (!(ast2x.isConstant(expression.right, this.profile) && expression.left.type === "attribute")) {
        return null;
      }
      constant = expression.right;
      attribute = plainPath(expression.left);
      operator = REVERSED[operator];
    }
    if (!ast2x.isPlainValue(constant) || attribute === null) {
      return null;
    }
    // operator now reads `constant <operator> attribute`
    const bound = { value: constant.value };
    const condition = { variable: attribute.variable, path: attribute.path, low: null, high: null };
    if (operator === "==") {
      condition.low = Object.assign({ include: true }, bound);
      condition.high = Object.assign({ include: true }, bound);
    } else if (operator === "<" || operator === "<=") {
      condition.low = Object.assign({ include: operator === "<=" }, bound);
    } else {
      condition.high = Object.assign({ include: operator === ">=" }, bound);
    }
    return condition;
  }

  // RangeInfo of the IndexRangeNode against the filter's condition (FilterCondition::
  // isFullyCoveredBy): a constant range, the same variable name and attribute, the same bounds.
  covers(indexRange, condition) {
    const access = indexRange.statement.indexAccess;
    if (!ast2x.isConstant(access.value, this.profile) || indexRange.out.name !== condition.variable.name ||
        access.path.join(".") !== condition.path.join(".")) {
      return false;
    }
    const ranges = this.rangesOf(access);
    const same = (a, b) => (a === null && b === null) ||
      (a !== null && b !== null && a.include === b.include && values.compareValues(a.value, b.value, false) === 0);
    return ranges.some((range) => same(range.low, condition.low) && same(range.high, condition.high));
  }

  // The constant ranges of an index access: { low, high } bounds ({ value, include } or null).
  rangesOf(access) {
    const constant = ast2x.constantValue(access.value);
    if (access.operator === "in") {
      return Array.isArray(constant) ? Plan2x.rangeValues(constant).map((member) => ({ low: { value: member, include: true },
        high: { value: member, include: true } })) : [];
    }
    const bound = { value: constant, include: access.operator === "==" || access.operator === "<=" || access.operator === ">=" };
    if (access.operator === "==") {
      return [{ low: bound, high: bound }];
    }
    return [access.operator === "<" || access.operator === "<=" ? { low: null, high: bound } : { low: bound, high: null }];
  }

  // ---- guards for rules that are not emulated ----

  // [R] interchangeAdjacentEnumerationsRule adds a plan for every order of adjacent collection
  // loops, and the cheapest wins. Accepted only where every order costs the same: two loops over
  // one collection whose conditions are all symmetric (a.p == b.p) or serve no index (the
  // original order stays first on the tie).
  interchangeAdjacentEnumerations() {
    for (const chain of this.chains()) {
      for (let i = 1; i < chain.length; i += 1) {
        if (chain[i].kind !== "EnumerateCollection" || chain[i - 1].kind !== "EnumerateCollection") {
          continue;
        }
        const outer = chain[i - 1];
        const inner = chain[i];
        if ((chain[i + 1] && chain[i + 1].kind === "EnumerateCollection") ||
            outer.statement.collection.collectionObject !== inner.statement.collection.collectionObject ||
            !this.symmetric(outer, inner)) {
          throw unsupported("interchange-adjacent-enumerations on " + this.describe(outer) + " " + this.describe(inner) +
            " in " + this.profile.version + " (the plans' costs are not emulated)");
        }
        this.planCount *= 2;
      }
    }
    return false;
  }

  symmetric(outer, inner) {
    for (const loop of [outer, inner]) {
      const other = loop === outer ? inner : outer;
      for (const condition of this.conditionsFor(loop).conditions) {
        const otherPath = this.pathOf(condition.value, other.out);
        const mirrored = condition.operator === "==" && otherPath !== null && otherPath.join(".") === condition.path.join(".");
        if (!mirrored && this.candidates(loop, condition, new Set(this.validAt(loop)).add(other.out)).length > 0) {
          return false;
        }
      }
    }
    return true;
  }

  chains() {
    const found = [];
    const walk = (chain) => {
      found.push(chain);
      chain.forEach((node) => {
        if (node.kind === "Subquery") {
          walk(node.subquery);
        }
      });
    };
    walk(this.root);
    return found;
  }

  // [R] PropagateConstantAttributesHelper: every `v.a == constant` (plain attribute accesses,
  // in the AND-ed equalities of the FILTERs' calculations) gives v.a that constant unless
  // another one disagrees; then in every such equality whose other side is not constant, an
  // attribute access with a constant is replaced by it, in place (the AST is shared, so the
  // statements the executor runs read the same). A loop whose index condition changed gets its
  // lookup value from the changed condition.
  propagateConstantAttributes() {
    const calculations = this.find(["Filter"]).map((filter) => this.setterOf(filter.in))
      .filter((setter) => setter !== null && setter.kind === "Calculation");
    const attributeKey = (node) => {
      const path = [];
      let current = node;
      while (ast2x.isPlainAttribute(current, this.profile)) {
        path.unshift(current.name);
        current = current.object;
      }
      return current !== node && current.type === "variable" ? { variable: current.variable, path: path.join(".") } : null;
    };
    const equalities = (node, visit) => {
      if (node.type === "and") {
        equalities(node.left, visit);
        equalities(node.right, visit);
      } else if (node.type === "binary" && node.operator === "==") {
        visit(node);
      }
    };
    const constants = new Map();
    const keyText = (key) => (key.variable.isPlanTemporary ? "t" + key.variable.id : key.variable.slot) + ":" + key.path;
    const inspect = (attribute, constant) => {
      const key = attributeKey(attribute);
      if (key === null) {
        return;
      }
      const text = keyText(key);
      if (!constants.has(text)) {
        constants.set(text, constant);
        return;
      }
      const previous = constants.get(text);
      if (previous !== null && values.compareValues(ast2x.constantValue(previous), ast2x.constantValue(constant), false) !== 0) {
        constants.set(text, null);
      }
    };
    const plain = (node) => ast2x.isPlainAttribute(node, this.profile);
    for (const calculation of calculations) {
      equalities(calculation.expression, (node) => {
        if (ast2x.isConstant(node.left, this.profile) && plain(node.right)) {
          inspect(node.right, node.left);
        } else if (ast2x.isConstant(node.right, this.profile) && plain(node.left)) {
          inspect(node.left, node.right);
        }
      });
    }
    if (constants.size === 0) {
      return false;
    }
    const changed = new Set();
    const insert = (node, side) => {
      const key = attributeKey(node[side]);
      const constant = key === null ? undefined : constants.get(keyText(key));
      if (constant) {
        node[side] = constant;
        changed.add(node);
      }
    };
    for (const calculation of calculations) {
      equalities(calculation.expression, (node) => {
        if (!ast2x.isConstant(node.left, this.profile) && plain(node.right)) {
          insert(node, "right");
        }
        if (!ast2x.isConstant(node.right, this.profile) && plain(node.left)) {
          insert(node, "left");
        }
      });
    }
    this.forEachNodeDeep(this.root, (node) => {
      const access = node.kind === "EnumerateCollection" ? node.statement.indexAccess : null;
      if (access && changed.has(access.conjunct)) {
        const conjunct = access.conjunct;
        const left = this.pathOf(conjunct.left, node.out);
        const right = this.pathOf(conjunct.right, node.out);
        if (left !== null && right === null) {
          access.value = conjunct.right;
        } else if (right !== null && left === null) {
          access.value = conjunct.left;
        } else {
          throw unsupported("propagate-constant-attributes replacing the indexed attribute of " + this.describe(node) +
            " in " + this.profile.version + " (not emulated)");
        }
      }
    });
    return changed.size > 0;
  }

  // [R] replaceOrWithInRule / removeRedundantOrRule act on a FILTER right after its
  // calculation when that is an OR whose alternatives all compare one common expression (an
  // attribute, variable or indexed access): with == (OrToInConverter: an IN), or with <, <=,
  // >, >= (RemoveRedundantOr). Refused there; any other OR stays as it is in arangod too.
  // rangesOnly: remove-redundant-or run without replace-or-with-in, which acts only on ORs of
  // range comparisons of the common expression with constants, all bounding it on one side
  // ([R] RemoveRedundantOr::hasRedundantConditionWalker and isCompatibleBound, v2.5.4):
  // i > 1 || i < 2 stays as it is (testDudGtLt1 of v2.5.4
  // aql-optimizer-rule-remove-redundant-or.js).
  orFilters(rangesOnly) {
    for (const filter of this.find(["Filter"])) {
      const previous = filter.chain[filter.chain.indexOf(filter) - 1];
      if (previous.kind !== "Calculation" || previous.out !== filter.in || previous.expression.type !== "or") {
        continue;
      }
      const leaves = [];
      const flatten = (node) => {
        if (node.type === "or") {
          flatten(node.left);
          flatten(node.right);
        } else {
          leaves.push(node);
        }
      };
      flatten(previous.expression);
      const operands = (leaf) => (leaf.type === "binary" ? [leaf.left, leaf.right] : [])
        .filter((side) => side.type === "attribute" || side.type === "variable" || side.type === "index")
        .map((side) => stringify(side, this.profile));
      let common = operands(leaves[0]);
      leaves.slice(1).forEach((leaf) => {
        const mine = operands(leaf);
        common = common.filter((text) => text !== null && mine.indexOf(text) >= 0);
      });
      const all = (test) => leaves.every((leaf) => leaf.type === "binary" && test(leaf.operator));
      // the side each range leaf bounds the common expression from: "<" or ">", null when the
      // other side is not constant
      const bound = (leaf) => {
        const left = stringify(leaf.left, this.profile) === common[0];
        const other = left ? leaf.right : leaf.left;
        const operator = left ? leaf.operator : REVERSED[leaf.operator];
        return ast2x.isConstant(other, this.profile) ? operator.charAt(0) : null;
      };
      const ranges = common.length > 0 && all((operator) => RANGES.has(operator));
      const refused = rangesOnly ? ranges && bound(leaves[0]) !== null && leaves.every((leaf) => bound(leaf) === bound(leaves[0])) :
        common.length > 0 && (all((operator) => operator === "==") || ranges);
      if (refused) {
        throw unsupported("a FILTER that is an OR over one expression in " + this.profile.version + " (replace-or-with-in / " +
          "remove-redundant-or not emulated)");
      }
    }
    return false;
  }

  // [R] useIndexForSortRule: a sort by the attribute of a skiplist index of the loop.
  indexForSort() {
    for (const sort of this.find(["Sort"])) {
      const setter = this.setterOf(sort.elements[0].variable);
      if (setter === null || setter.kind !== "Calculation") {
        continue;
      }
      for (const loop of this.find(["EnumerateCollection", "IndexRange"])) {
        const path = this.pathOf(setter.expression, loop.out);
        if (path === null) {
          continue;
        }
        const collection = loop.statement.collection.collectionObject;
        const access = loop.kind === "IndexRange" ? loop.statement.indexAccess : null;
        const sorted = collection._userIndexes().some((index) => index.type === "skiplist" &&
          index.paths[0].join(".") === path.join(".") && (access === null || access.index === index));
        // any index looking up one constant for every attribute sorted by (ExecutionNode::
        // CompareIndex, v2.5.4 and v2.6.0-alpha2): v2.5.4 aql-optimizer-indexes.js,
        // testUsePrimaryIndexForSortIfConstRanges, expects no SortNode for
        // FILTER i._key == 'test1' SORT i._key
        const looksUpOne = access !== null && access.operator === "==" && ast2x.isConstant(access.value, this.profile) &&
          sort.elements.every((element) => {
            const criterion = this.setterOf(element.variable);
            const sortedPath = criterion !== null && criterion.kind === "Calculation" ? this.pathOf(criterion.expression, loop.out) : null;
            return sortedPath !== null && sortedPath.join(".") === access.path.join(".");
          });
        if (sorted || looksUpOne) {
          throw unsupported("use-index-for-sort on " + this.describe(loop) + " in " + this.profile.version + " (not emulated)");
        }
      }
    }
    return false;
  }

  // 2.6 [R] removeDataModificationOutVariablesRule: clears the OLD variable (which an INSERT
  // does not have, so the check for it succeeds) and NEW when nothing reads it: every
  // data-modification node counts as a change.
  removeDataModificationOutVariables() {
    return this.find(["Insert"]).length > 0;
  }

  // [R] moveCalculationsDownRule: a calculation moves down to the first node that reads its
  // variable when it passes a FILTER, SORT, LIMIT or SubqueryNode on the way, but never past a
  // loop, a COLLECT or a NoResultsNode.
  moveCalculationsDown() {
    let modified = false;
    for (const node of this.find(["Calculation"])) {
      if (this.canThrow(node) || !this.deterministic(node)) {
        continue;
      }
      const chain = node.chain;
      let shouldMove = false;
      let last = null;
      for (let i = chain.indexOf(node) + 1; i < chain.length; i += 1) {
        const current = chain[i];
        last = current;
        if (this.usedVariables(current).indexOf(node.out) >= 0) {
          break;
        }
        if (["Filter", "Sort", "Limit", "Subquery"].indexOf(current.kind) >= 0) {
          shouldMove = true;
        } else if (["IndexRange", "EnumerateCollection", "EnumerateList", "Traversal", "Aggregate", "NoResults"]
            .indexOf(current.kind) >= 0) {
          shouldMove = false;
          break;
        }
      }
      if (shouldMove && last !== null) {
        chain.splice(chain.indexOf(node), 1);
        chain.splice(chain.indexOf(last), 0, node);
        modified = true;
      }
    }
    return modified;
  }

  // ---- the optimizer run ----

  run(ruleName) {
    switch (ruleName) {
      case "specialize-collect":
        return this.specializeCollect();
      case "move-calculations-up":
      case "move-calculations-up-2":
        return this.moveCalculationsUp();
      case "move-filters-up":
      case "move-filters-up-2":
        return this.moveFiltersUp();
      case "remove-redundant-calculations":
        return this.removeRedundantCalculations();
      case "remove-unnecessary-filters":
      case "remove-unnecessary-filters-2":
        return this.removeUnnecessaryFilters();
      case "remove-unnecessary-calculations":
      case "remove-unnecessary-calculations-2":
        return this.removeUnnecessaryCalculations();
      case "remove-redundant-sorts":
      case "remove-redundant-sorts-2":
        return this.removeRedundantSorts();
      case "interchange-adjacent-enumerations":
        return this.interchangeAdjacentEnumerations();
      case "propagate-constant-attributes":
        return this.propagateConstantAttributes();
      case "remove-data-modification-out-variables":
        return this.removeDataModificationOutVariables();
      case "replace-or-with-in":
        // 2.8: condition-rewrites-28.js has made the ORs of constants IN lists already
        return this.orFilters() || (opt28.optimizes28(this.profile) && this.parsed.replacedOrWithIn === true);
      case "remove-redundant-or":
        // refused when it runs without replace-or-with-in (optimizer.rules ["-all",
        // "+remove-redundant-or"], as v2.5.4 aql-optimizer-rule-remove-redundant-or.js runs it)
        // where it would change the plan
        return this.orFilters(true);
      case "use-index-range":
        return this.useIndexRange();
      case "use-indexes":
        return opt28.useIndexes28(this);
      case "remove-filter-covered-by-index":
        return opt28.optimizes28(this.profile) ? opt28.removeFiltersCoveredByIndex28(this) : this.removeFiltersCoveredByIndex();
      case "use-index-for-sort":
        return opt28.optimizes28(this.profile) ? opt28.indexForSort28(this) : this.indexForSort();
      case "sort-in-values":
        return opt28.sortInValues28(this);
      case "remove-collect-variables":
        return opt28.removeCollectVariables28(this);
      case "move-calculations-down":
        return this.moveCalculationsDown();
      default:
        // remove-sort-rand, remove-collect-into: the stand-in has neither RAND() nor
        // COLLECT ... INTO; 2.8's
        // merge-traversal-filter and patch-update-statements: no path variables, no UPDATE
        return false;
    }
  }

  stringify(node) {
    return stringify(node, this.profile);
  }

  optimize() {
    this.root = this.chain(this.parsed.statements);
    for (const rule of rulesOf(this.profile)) {
      if (!rule.hidden && this.disabled.has(rule.name)) {
        // (the index rule: planner.js chose no index either, indexRuleEnabled2x)
        this.stats.rulesSkipped += this.planCount;
        continue;
      }
      const plansBefore = this.planCount;
      const modified = this.run(rule.name);
      if (!rule.hidden) {
        this.stats.rulesExecuted += plansBefore;
      }
      if (modified && !rule.hidden) {
        this.rules.push(rule.name);
      }
    }
    this.stats.plansCreated = this.planCount;
    this.checkPlannerAgrees();
    this.refuseOtherPlans();
    return this;
  }

  // The stand-in makes the plan arangod keeps, not the others it weighs (planCount counts
  // them): the plans allPlans lists and those maxNumberOfPlans cuts off are not emulated
  // (v2.6.0-alpha2 aql-optimizer-collect-methods.js, testHashedNumberOfPlans, lists 2 plans for
  // a COLLECT; v2.5.4 aql-optimizer-stats-noncluster.js, testForLoopPermutationMaxNumberOfPlans,
  // expects plansCreated 1 with maxNumberOfPlans 1).
  refuseOtherPlans() {
    const options = this.options || {};
    if (this.planCount > 1 && options.allPlans === true) {
      throw unsupported("allPlans for a query of " + this.planCount + " plans in " + this.profile.version +
        " (only the plan arangod keeps is emulated)");
    }
    if (typeof options.maxNumberOfPlans === "number" && options.maxNumberOfPlans < this.planCount) {
      throw unsupported("maxNumberOfPlans " + options.maxNumberOfPlans + " for a query of " + this.planCount + " plans in " +
        this.profile.version + " (not emulated)");
    }
  }

  // Every loop the planner gave an index must have become an IndexRangeNode.
  checkPlannerAgrees() {
    this.forEachNodeDeep(this.root, (node) => {
      const access = node.statement && node.statement.type === "for" ? node.statement.indexAccess : null;
      if (node.kind === "EnumerateCollection" && access && !access.fullScan) {
        throw unsupported("an index the stand-in planner chose for " + this.describe(node) + " that arangod " +
          this.profile.version + "'s optimizer does not use with these optimizer rules");
      }
    });
  }

  // ---- what the executor takes from the plan ----

  // The executor runs statements, so each (sub)query's statements are put into the plan's
  // order and made to compute what their nodes compute after the rules: a FILTER or LET runs
  // where its node stands, a FILTER the plan dropped does not run, a SORT without a node
  // (constant criteria) neither, and every statement reads the variables its nodes read
  // (remove-redundant-calculations points a node at an earlier identical calculation, after
  // which remove-unnecessary-calculations drops the LET it read before). A statement's own
  // temporaries (the calculations and hoisted subqueries of its expressions) are computed
  // inside its expression; a temporary that the nodes of several statements read is computed
  // once, where its node stands, into a slot of its own, as arangod keeps it in a register.
  // A NoResultsNode must stand right below the singleton and the constant calculations
  // there: then the (sub)query reads and returns nothing (`noResults`).
  applyToStatements() {
    const setters = new Map();
    const readers = new Map();
    this.forEachNodeDeep(this.root, (node) => {
      this.setVariables(node).forEach((variable) => setters.set(variable, node));
      if (node.statement === null || node.statement === undefined) {
        // the SortNodes arangod puts around a COLLECT (the executor's COLLECT sorts itself)
        return;
      }
      for (const variable of this.usedVariables(node)) {
        readers.set(variable, (readers.get(variable) || new Set()).add(node.statement));
      }
    });
    for (const [variable, statements] of readers) {
      if (!setters.has(variable)) {
        // e.g. remove-filter-covered-by-index unlinks a FILTER's calculation that
        // remove-redundant-calculations gave a RETURN to read too (the same in v2.5.4,
        // v2.6.0-alpha2 and v2.8.3 OptimizerRules.cpp): arangod's plan reads a variable
        // nothing sets, and what it then does is not established
        throw unsupported("a plan in " + this.profile.version + " reading the variable " + variable.name + " after a rule " +
          "removed its calculation (not emulated)");
      }
      const setter = setters.get(variable);
      if (variable.isPlanTemporary && (statements.size > 1 || !statements.has(setter.statement))) {
        this.sharedTemporaries.add(variable);
      }
    }
    this.setters = setters;
    for (const chain of this.chains()) {
      const statements = chain.statements;
      const ordered = [];
      for (const node of chain) {
        if (node.statement && this.anchors(node)) {
          // (a LET whose expression holds a subquery runs where that SubqueryNode stands, and
          // computes what its CalculationNode computes)
          if (ordered.indexOf(node.statement) < 0) {
            ordered.push(node.statement);
          }
          this.readAsPlanned(node);
        } else if ((node.kind === "Calculation" || node.kind === "Subquery") && this.sharedTemporaries.has(node.out)) {
          ordered.push({ type: "let", variable: node.out, expression: this.computation(node) });
        }
      }
      const noResults = chain.findIndex((node) => node.kind === "NoResults");
      if (noResults >= 0) {
        const above = chain.slice(1, noResults);
        if (!above.every((node) => node.kind === "NoResults" ||
            (node.kind === "Calculation" && ast2x.isConstant(node.expression, this.profile)))) {
          throw unsupported("a NoResultsNode below a node that reads or loops in " + this.profile.version + " (not emulated)");
        }
        statements.noResults = true;
      }
      statements.splice(0, statements.length, ...ordered);
    }
  }

  // What computes the out variable of a calculation or subquery node, as an expression of the
  // query's variables and of the shared temporaries (a subquery: its statements).
  computation(node) {
    if (node.kind === "Subquery") {
      return node.ast;
    }
    let inner = false;
    forEachExpressionNode(node.expression, (child) => {
      inner = inner || (child.type === "variable" && child.variable.isPlanTemporary && !this.sharedTemporaries.has(child.variable));
    });
    if (!inner) {
      return node.expression;
    }
    const inline = (child) => {
      if (child === null || child === undefined) {
        return child;
      }
      return child.type === "variable" ? this.reading(child.variable, child) : mapChildren(child, inline);
    };
    return inline(node.expression);
  }

  // The expression that reads `variable` as the executor must: the variable itself (the
  // expression `current` when that reads it already), or what computes a temporary of the
  // statement's own.
  reading(variable, current) {
    if (!variable.isPlanTemporary || this.sharedTemporaries.has(variable)) {
      return current && current.type === "variable" && current.variable === variable ? current : { type: "variable", variable };
    }
    const setter = this.setters.get(variable);
    if (setter.kind === "Aggregate" && setter.distinct) {
      // RETURN DISTINCT: the value the COLLECT takes
      return this.reading(setter.groups[0].in, current);
    }
    return this.computation(setter);
  }

  // Makes the statement that `node` anchors read what the node reads.
  readAsPlanned(node) {
    const statement = node.statement;
    switch (node.kind) {
      case "Calculation":
        statement.expression = this.computation(node);
        break;
      case "Filter":
      case "Return":
        statement.expression = this.reading(node.in, statement.expression);
        break;
      case "EnumerateList":
        statement.source = this.reading(node.in, statement.source);
        break;
      case "Insert":
        statement.document = this.reading(node.in, statement.document);
        break;
      case "Traversal":
        if (node.in !== null && this.reading(node.in, statement.source.start) !== statement.source.start) {
          statement.source = Object.assign({}, statement.source, { start: this.reading(node.in, statement.source.start) });
        }
        break;
      case "Sort":
        node.elements.forEach((element) => {
          element.source.expression = this.reading(element.variable, element.source.expression);
        });
        break;
      case "Aggregate":
        node.groups.forEach((group) => {
          group.source.expression = this.reading(group.in, group.source.expression);
        });
        break;
      default:
        // loops over collections (an index lookup's value is part of its FILTER's
        // condition, replaceVariables), LIMIT, a LET of a subquery: nothing to read
        break;
    }
  }

  // Whether `node` is where its statement runs (the calculations of a FILTER, SORT, ... are not).
  anchors(node) {
    switch (node.statement.type) {
      case "for":
        return node.kind === "EnumerateCollection" || node.kind === "IndexRange" || node.kind === "EnumerateList" ||
          node.kind === "Traversal";
      case "let":
        return node.kind === "Calculation" || node.kind === "Subquery";
      case "filter":
        return node.kind === "Filter" || node.kind === "NoResults";
      case "sort":
        return node.kind === "Sort";
      case "limit":
        return node.kind === "Limit";
      case "collect":
        return node.kind === "Aggregate";
      case "return":
        return node.kind === "Return";
      case "insert":
        return node.kind === "Insert";
      default:
        return false;
    }
  }
}

// Builds and optimizes the plan of a parsed, folded and index-planned query (2.5/2.6
// profiles), applies it to the statements the executor runs, and returns it for explain.
function optimizePlan2x(parsed, q, options) {
  const plan = new Plan2x(parsed, q, options).optimize();
  plan.applyToStatements();
  return plan;
}

module.exports = { emulatesOptimizer2x, optimizePlan2x, indexRuleEnabled2x, Plan2x, RULES };
