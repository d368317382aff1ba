"use strict";
// AQL parser: tokens -> AST, resolving names the way arangod's grammar does (grammar.y of
// 3.x, read at arangodb/arangodb:arangod/Aql/grammar.y; arangod/Aql/tokens.ll and grammar.y, 2.x and
// 3.x; arangod/Aql/grammar.y; docs 3.12, operators; docs 3.12 and 2.8, high-level operations; docs
// 3.12, subqueries; release notes 2.4).
//
// - Variables live in scopes: FOR opens one, RETURN closes the nested ones, a subquery has
//   its own, COLLECT inside a FOR drops every variable of the FOR scopes (docs 3.12 and 2.8,
// high-level operations "Scope after
//   COLLECT"). Each variable gets a slot in the row frame of the query.
// - A name that is no variable in scope refers to a collection (grammar rule `reference:
//   T_STRING`; in an expression an unknown name therefore ends as 1203 "collection not found",
//   arangodb/arangodb#478).
// - Function names are resolved while parsing (1540 / 1541, docs 3.12, AQL functions;
// arangod/Aql/AqlFunctionFeature.cpp).
// - Whatever the stand-in does not implement throws unsupported(), never a parse error.
//
// AST expression nodes: value, parameter, variable, collection, attribute, boundAttribute,
// index, unary, binary, and, or, ternary, range, array, object, call, subquery.
// Statements: for, let, filter, sort, limit, collect, return, insert.

const { ArangoError, makeError, unsupported } = require("../errors");
const { tokenize } = require("./lexer");
const { parseError } = require("./query-errors");
const { resolveFunction } = require("./functions");

// A user-defined variable may have any name (a quoted one may contain spaces, `a b`) except
// one starting with "_" (1510): Ast::createNodeVariable, "isUserDefined && *name == '_'"
// (arangod/Aql/Ast.cpp, v2.5.0 to v2.8.3 and 3.x); ArangoDB's aql-queries-simple.js
// testNaming (v2.5.0, v2.8.3) declares `a b` and `a b c`.
function checkVariableName(name) {
  if (name.length === 0) {
    // Ast::createNodeVariable throws an internal (out of memory) error for an empty name
    throw unsupported("an empty variable name");
  }
  if (name[0] === "_") {
    throw makeError(1510, name);
  }
}

// Token descriptions of the grammar's %token aliases, for the bison-like message.
const KEYWORD_DESCRIPTIONS = {
  FOR: "FOR declaration", LET: "LET declaration", FILTER: "FILTER declaration",
  RETURN: "RETURN declaration", COLLECT: "COLLECT declaration", SORT: "SORT declaration",
  LIMIT: "LIMIT declaration", ASC: "ASC keyword", DESC: "DESC keyword", IN: "IN keyword",
  WITH: "WITH keyword", INTO: "INTO keyword", AGGREGATE: "AGGREGATE keyword", GRAPH: "GRAPH keyword",
  SHORTEST_PATH: "SHORTEST_PATH keyword", DISTINCT: "DISTINCT modifier", REMOVE: "REMOVE command",
  INSERT: "INSERT command", UPDATE: "UPDATE command", REPLACE: "REPLACE command", UPSERT: "UPSERT command",
  NULL: "null", TRUE: "true", FALSE: "false", NOT: "not operator", AND: "and operator", OR: "or operator",
  LIKE: "like operator", OUTBOUND: "outbound modifier", INBOUND: "inbound modifier", ANY: "any modifier",
  ALL: "all modifier", NONE: "none modifier"
};
const OPERATOR_DESCRIPTIONS = {
  "=": "assignment", "&&": "and operator", "||": "or operator", "!": "not operator",
  "=~": "~= operator", "!~": "~! operator"
};

const QUERY_START_KEYWORDS = new Set(["FOR", "LET", "FILTER", "COLLECT", "SORT", "LIMIT", "RETURN",
  "INSERT", "UPDATE", "REPLACE", "REMOVE", "UPSERT"]);
const MODIFICATION_KEYWORDS = new Set(["UPDATE", "REPLACE", "REMOVE", "UPSERT"]);
const GRAPH_KEYWORDS = new Set(["OUTBOUND", "INBOUND", "ANY", "SHORTEST_PATH", "GRAPH"]);
const DIRECTIONS = new Set(["OUTBOUND", "INBOUND", "ANY"]);
const QUANTIFIER_KEYWORDS = new Set(["ANY", "ALL", "NONE"]);

function describe(token) {
  switch (token.type) {
    case "keyword":
      return KEYWORD_DESCRIPTIONS[token.value] || token.value + " keyword";
    case "identifier":
      return "identifier";
    case "string":
      return "quoted string";
    case "integer":
      return "integer number";
    case "double":
      return "number";
    case "parameter":
      return "bind parameter";
    case "datasource":
      return "bind data source parameter";
    case "end":
      return "end of query string";
    default:
      return OPERATOR_DESCRIPTIONS[token.value] ||
        (/^[=!<>+\-*/%]+$/.test(token.value) ? token.value + " operator" : token.value);
  }
}

class Parser {
  constructor(query, profile) {
    this.query = query;
    this.profile = profile;
    this.tokens = tokenize(query, profile);
    this.position = 0;
    this.scopes = [{ type: "main", variables: new Map() }];
    this.declaredNames = new Set();
    this.pendingCollectNames = null;
    this.slotCount = 0;
    this.valueParameters = [];
    this.collectionParameters = [];
    this.warnings = [];
    this.subqueryDepth = 0;
    this.insertCount = 0;
  }

  // ---- tokens ----

  peek(ahead) {
    return this.tokens[Math.min(this.position + (ahead || 0), this.tokens.length - 1)];
  }

  next() {
    const token = this.peek();
    if (token.type !== "end") {
      this.position += 1;
    }
    return token;
  }

  isKeyword(token, word) {
    return token.type === "keyword" && token.value === word;
  }

  isOperator(token, text) {
    return token.type === "operator" && token.value === text;
  }

  // An unquoted or quoted identifier that reads `word` case-insensitively (context words such
  // as COUNT, OPTIONS, KEEP are identifiers in the grammar, arangod/Aql/tokens.ll and grammar.y, 2.x
  // and 3.x).
  isWord(token, word) {
    return token.type === "identifier" && token.value.toUpperCase() === word;
  }

  syntaxError(token, expecting) {
    let message = "syntax error, unexpected " + describe(token);
    if (expecting) {
      message += ", expecting " + expecting;
    }
    return parseError(this.query, token.offset, token.line, token.column, message);
  }

  grammarError(token, message) {
    return parseError(this.query, token.offset, token.line, token.column, message);
  }

  expectOperator(text) {
    const token = this.next();
    if (!this.isOperator(token, text)) {
      throw this.syntaxError(token, OPERATOR_DESCRIPTIONS[text] || text);
    }
    return token;
  }

  expectKeyword(word) {
    const token = this.next();
    if (!this.isKeyword(token, word)) {
      throw this.syntaxError(token, KEYWORD_DESCRIPTIONS[word]);
    }
    return token;
  }

  // ---- scopes and variables ----

  currentScope() {
    return this.scopes[this.scopes.length - 1];
  }

  findVariable(name) {
    for (let i = this.scopes.length - 1; i >= 0; i -= 1) {
      const variable = this.scopes[i].variables.get(name);
      if (variable) {
        return variable;
      }
    }
    return null;
  }

  // grammar: createNodeVariable refuses a name visible in any enclosing scope (1511) and a
  // name starting with "_" (1510).
  declareVariable(name, token, nameChecked) {
    if (nameChecked === false) {
      if (name.length === 0) {
        throw unsupported("an empty variable name");
      }
    } else {
      checkVariableName(name);
    }
    if (this.findVariable(name) || (this.pendingCollectNames && this.pendingCollectNames.has(name))) {
      throw makeError(1511, name);
    }
    return this.addVariable(name);
  }

  addVariable(name) {
    const variable = { name, slot: this.slotCount };
    this.slotCount += 1;
    this.currentScope().variables.set(name, variable);
    this.declaredNames.add(name);
    return variable;
  }

  // grammar return_statement / final modification: scopes->endNested() closes the FOR and
  // COLLECT scopes of the current (sub)query.
  endNestedScopes() {
    while (this.currentScope().type !== "main" && this.currentScope().type !== "subquery") {
      this.scopes.pop();
    }
  }

  // grammar startCollectScope: a COLLECT on the top level of a (sub)query keeps its scope; a
  // COLLECT inside FOR loops ends them and opens a COLLECT scope.
  startCollectScope() {
    const type = this.currentScope().type;
    if (type === "main" || type === "subquery") {
      return;
    }
    this.endNestedScopes();
    this.scopes.push({ type: "collect", variables: new Map() });
  }

  // ---- queries ----

  parseMain() {
    if (this.isKeyword(this.peek(), "WITH")) {
      throw unsupported("WITH collection declarations");
    }
    const statements = this.parseStatements();
    const token = this.peek();
    if (token.type !== "end") {
      throw this.syntaxError(token, "end of query string");
    }
    return statements;
  }

  // grammar `query: optional_statement_block_statements final_statement`. A data-modification
  // statement is final when the (sub)query ends after it.
  parseStatements() {
    const statements = [];
    let afterModification = false;
    for (;;) {
      const token = this.peek();
      if (afterModification && this.profile.major < 3 &&
          !(this.isKeyword(token, "LET") || this.isKeyword(token, "RETURN"))) {
        if (this.profile.minor >= 8 && token.type !== "end") {
          // 2.8's grammar takes any statement there and Ast::validateAndOptimize then refuses
          // reading a collection written before, a traversal or a document function with 1579
          // (v2.8.3 arangod/Aql/grammar.y, statement_block_statement; Ast.cpp; expected by
          // v2.8.3 aql-multi-modify.js): not emulated
          throw unsupported("statements after a data-modification operation in 2.8 (its access-after-modification " +
            "checks, 1579, not emulated)");
        }
        // [docs 3.12 and 2.8, high-level operations] 2.5 and 2.6: only LETs plus RETURN may
        // follow a data-modification operation
        throw this.syntaxError(token, "RETURN declaration");
      }
      if (token.type !== "keyword") {
        throw this.syntaxError(token);
      }
      switch (token.value) {
        case "FOR":
          statements.push(this.parseFor());
          break;
        case "LET":
          this.parseLet(statements);
          break;
        case "FILTER":
          this.next();
          statements.push({ type: "filter", expression: this.parseExpression() });
          break;
        case "SORT":
          statements.push(this.parseSort());
          break;
        case "LIMIT":
          statements.push(this.parseLimit());
          break;
        case "COLLECT":
          statements.push(this.parseCollect());
          break;
        case "RETURN":
          statements.push(this.parseReturn());
          return statements;
        case "INSERT": {
          statements.push(this.parseInsert());
          afterModification = true;
          const following = this.peek();
          if (following.type === "end" || this.isOperator(following, ")")) {
            this.endNestedScopes();
            return statements;
          }
          break;
        }
        default:
          if (MODIFICATION_KEYWORDS.has(token.value)) {
            throw unsupported(token.value + " operations");
          }
          throw this.syntaxError(token);
      }
    }
  }

  parseFor() {
    this.next();
    const nameToken = this.next();
    if (nameToken.type !== "identifier") {
      throw this.syntaxError(nameToken, "identifier");
    }
    if (this.isOperator(this.peek(), ",")) {
      throw unsupported("FOR with several variables (graph traversals)");
    }
    this.expectKeyword("IN");
    if (this.peek().type === "keyword" && DIRECTIONS.has(this.peek().value)) {
      return this.parseGraphFor(nameToken, null);
    }
    if (this.peek().type === "keyword" && GRAPH_KEYWORDS.has(this.peek().value)) {
      throw unsupported("graph traversals");
    }
    const source = this.parseExpression();
    const after = this.peek();
    if (after.type === "keyword" && DIRECTIONS.has(after.value)) {
      return this.parseGraphFor(nameToken, source);
    }
    if (after.type === "keyword" && (GRAPH_KEYWORDS.has(after.value) || after.value === "ALL")) {
      throw unsupported("graph traversals");
    }
    if (after.type === "identifier") {
      const word = after.value.toUpperCase();
      if (word === "SEARCH" || word === "OPTIONS" || word === "PRUNE") {
        throw unsupported("FOR ... " + word);
      }
      throw this.grammarError(after, "unexpected qualifier '" + after.value + "', expecting 'SEARCH' or 'OPTIONS'");
    }
    this.scopes.push({ type: "for", variables: new Map() });
    // 2.6.x's grammar declares the FOR variable as not user-defined, so a name starting with
    // "_" passes there (grammar.y createNodeFor($2, $4) with Ast.h's default false, v2.6.0-alpha2
    // to v2.6.x; true again from v2.7.0; a real 2.6.0-alpha2 runs FOR _x IN [ 1 ] RETURN _x).
    const forNameChecked = !(this.profile.major === 2 && this.profile.minor === 6);
    const variable = this.declareVariable(nameToken.value, nameToken, forNameChecked);
    if (source.type === "collection") {
      source.role = "source"; // a collection to enumerate, not an expression operand
      return { type: "for", variable, collection: source, source: null };
    }
    return { type: "for", variable, collection: null, source };
  }

  // FOR v IN [depth] OUTBOUND|INBOUND|ANY start edges [OPTIONS {...}] and FOR v IN direction
  // SHORTEST_PATH a TO b edges (graph.js says what is emulated). depth: the parsed min..max or
  // number before the direction, or null (1..1). The directions are keywords from 2.8 and
  // SHORTEST_PATH from 3.0 (lexer.js), so older profiles never get here.
  parseGraphFor(nameToken, depth) {
    const direction = this.next().value;
    let source;
    if (this.peek().type === "keyword" && this.peek().value === "SHORTEST_PATH") {
      if (depth !== null) {
        throw this.syntaxError(this.peek());
      }
      this.next();
      const start = this.parseExpression();
      const to = this.next();
      if (!this.isWord(to, "TO") && !this.isKeyword(to, "TO")) {
        throw this.syntaxError(to, "TO");
      }
      const target = this.parseExpression();
      source = { type: "shortestPath", direction, start, target, edges: this.parseEdgeCollection(), options: null };
    } else {
      const start = this.parseExpression();
      source = { type: "traversal", direction, depth, start, edges: this.parseEdgeCollection(), options: null };
    }
    if (this.isWord(this.peek(), "OPTIONS")) {
      if (this.profile.major < 3) {
        // [arangod/Aql/grammar.y; docs 3.12, operators] 2.8 has no OPTIONS clause for traversals
        throw this.syntaxError(this.peek());
      }
      this.next();
      source.options = this.parseExpression();
      if (source.options.type !== "object") {
        throw unsupported("traversal OPTIONS that are not an object literal");
      }
    }
    this.scopes.push({ type: "for", variables: new Map() });
    const variable = this.declareVariable(nameToken.value, nameToken);
    return { type: "for", variable, collection: null, source };
  }

  // The edge collection of a traversal: a name or @@parameter (GRAPH "name" and several edge
  // collections are not emulated).
  parseEdgeCollection() {
    if (this.peek().type === "keyword" && this.peek().value === "GRAPH") {
      throw unsupported("traversals of a named GRAPH");
    }
    const edges = this.parsePrimaryCollection();
    if (this.isOperator(this.peek(), ",")) {
      throw unsupported("traversals over several edge collections");
    }
    return edges;
  }

  parsePrimaryCollection() {
    const token = this.next();
    if (token.type === "identifier") {
      return { type: "collection", name: token.value, parameter: null, role: "edges" };
    }
    if (token.type === "datasource") {
      this.noteCollectionParameter(token.value);
      return { type: "collection", name: null, parameter: "@" + token.value, role: "edges" };
    }
    if (token.type === "parameter" && this.profile.major === 2) {
      // a value parameter where 2.8's grammar takes an edge collection (graph_collection:
      // bind_parameter not starting with "@"): error 1553 while parsing (v2.8.3
      // arangod/Aql/grammar.y, Parser::registerParseError); `FOR v IN OUTBOUND SHORTEST_PATH
      // @a TO @b e` reads so in 2.8, where SHORTEST_PATH is no keyword (a real 2.8.3 answers 1553)
      throw makeError(1553, token.value);
    }
    throw this.syntaxError(token, "collection name");
  }

  parseLet(statements) {
    this.next();
    do {
      const nameToken = this.next();
      if (nameToken.type !== "identifier") {
        throw this.syntaxError(nameToken, "identifier");
      }
      this.expectOperator("=");
      const expression = this.parseExpression();
      const variable = this.declareVariable(nameToken.value, nameToken);
      statements.push({ type: "let", variable, expression });
    } while (this.isOperator(this.peek(), ",") && this.next());
  }

  parseSort() {
    this.next();
    const elements = [];
    do {
      const expression = this.parseExpression();
      let direction = { type: "value", value: true };
      const token = this.peek();
      if (this.isKeyword(token, "ASC")) {
        this.next();
      } else if (this.isKeyword(token, "DESC")) {
        this.next();
        direction = { type: "value", value: false };
      } else if (["string", "integer", "double", "parameter", "datasource"].indexOf(token.type) >= 0 ||
          this.isKeyword(token, "NULL") || this.isKeyword(token, "TRUE") || this.isKeyword(token, "FALSE")) {
        // grammar sort_direction: simple_value (a literal or bind parameter), docs 3.12, type and value order
        direction = this.parsePrimary();
      }
      elements.push({ expression, direction });
    } while (this.isOperator(this.peek(), ",") && this.next());
    return { type: "sort", elements };
  }

  parseLimit() {
    this.next();
    const first = this.parseExpression();
    if (this.isOperator(this.peek(), ",")) {
      this.next();
      return { type: "limit", offset: first, count: this.parseExpression() };
    }
    return { type: "limit", offset: { type: "value", value: 0 }, count: first };
  }

  // grammar count_into: WITH <identifier COUNT> INTO variable
  parseCountInto() {
    this.expectKeyword("WITH");
    const word = this.next();
    if (word.type !== "identifier") {
      throw this.syntaxError(word, "identifier");
    }
    if (word.value.toUpperCase() !== "COUNT") {
      throw this.grammarError(word, "unexpected qualifier '" + word.value + "', expecting 'COUNT'");
    }
    this.expectKeyword("INTO");
    const nameToken = this.next();
    if (nameToken.type !== "identifier") {
      throw this.syntaxError(nameToken, "identifier");
    }
    return nameToken;
  }

  // grammar: COLLECT ... OPTIONS { method: "hash" | "sorted" } after the groups and WITH COUNT
  // INTO (arangod/Aql/grammar.y of v2.6.0 and v2.7.0; release notes 4.0: the options rule after
  // COLLECT exists from 2.6.0; 2.5 has none).
  // Only a literal object with a literal method is emulated; v2.6.0 AggregationOptions.cpp
  // and 3.x CollectOptions read nothing else from it.
  parseCollectOptions() {
    const token = this.peek();
    if (token.type !== "identifier" || token.value.toUpperCase() !== "OPTIONS") {
      return null;
    }
    if (this.profile.major === 2 && this.profile.minor < 6) {
      throw unsupported("COLLECT ... OPTIONS in the " + this.profile.name + " profile (a parse error before 2.6, " +
        "arangod/Aql/grammar.y of v2.6.0 and v2.7.0; release notes 4.0; the error's text is unverified)");
    }
    this.next();
    if (!this.isOperator(this.peek(), "{")) {
      throw unsupported("COLLECT ... OPTIONS other than a literal object");
    }
    const object = this.parsePrimary();
    const options = {};
    for (const entry of object.entries) {
      if (entry.key !== "method" || entry.value.type !== "value" ||
          (entry.value.value !== "hash" && entry.value.value !== "sorted")) {
        throw unsupported("COLLECT ... OPTIONS other than { method: \"hash\" } or { method: \"sorted\" }");
      }
      options.method = entry.value.value;
    }
    return options;
  }

  rejectCollectExtras() {
    const token = this.peek();
    if (this.isKeyword(token, "AGGREGATE") || this.isKeyword(token, "INTO")) {
      throw unsupported("COLLECT ... " + token.value);
    }
    if (token.type === "identifier") {
      const word = token.value.toUpperCase();
      if (word === "KEEP") {
        throw unsupported("COLLECT ... " + word);
      }
      throw this.grammarError(token, "unexpected qualifier '" + token.value + "', expecting 'OPTIONS'");
    }
  }

  parseCollect() {
    this.next();
    const groups = [];
    let countToken = null;
    if (this.isKeyword(this.peek(), "AGGREGATE")) {
      throw unsupported("COLLECT AGGREGATE");
    }
    if (this.isKeyword(this.peek(), "WITH")) {
      countToken = this.parseCountInto();
    } else {
      this.pendingCollectNames = new Set();
      do {
        const nameToken = this.next();
        if (nameToken.type !== "identifier") {
          throw this.syntaxError(nameToken, "identifier");
        }
        this.expectOperator("=");
        const expression = this.parseExpression();
        // grammar collect_element: the variable is created (1511 check) in the old scope
        checkVariableName(nameToken.value);
        if (this.findVariable(nameToken.value) || this.pendingCollectNames.has(nameToken.value)) {
          throw makeError(1511, nameToken.value);
        }
        this.pendingCollectNames.add(nameToken.value);
        groups.push({ name: nameToken.value, expression });
      } while (this.isOperator(this.peek(), ",") && this.next());
      this.pendingCollectNames = null;
      if (this.isKeyword(this.peek(), "WITH")) {
        countToken = this.parseCountInto();
      }
    }
    const options = this.parseCollectOptions();
    this.rejectCollectExtras();
    this.startCollectScope();
    for (const group of groups) {
      group.variable = this.declareVariable(group.name);
    }
    const countVariable = countToken ? this.declareVariable(countToken.value, countToken) : null;
    return { type: "collect", groups, countVariable, options };
  }

  parseReturn() {
    this.next();
    let distinct = false;
    if (this.isKeyword(this.peek(), "DISTINCT")) {
      const token = this.next();
      const type = this.currentScope().type;
      if (type === "main" || type === "subquery") {
        throw this.grammarError(token, "cannot use DISTINCT modifier on top-level query element");
      }
      distinct = true;
    }
    const expression = this.parseExpression();
    this.endNestedScopes();
    return { type: "return", expression, distinct };
  }

  parseInsert() {
    const insertToken = this.next();
    if (this.subqueryDepth > 0) {
      throw unsupported("data-modification operations inside subqueries");
    }
    if (this.insertCount > 0) {
      throw unsupported("more than one data-modification operation in a query");
    }
    this.insertCount += 1;
    let document = this.parseExpression();
    let collection;
    const keyword = this.peek();
    if (!(this.isKeyword(keyword, "INTO") || this.isKeyword(keyword, "IN")) && document.type === "binary" &&
        document.operator === "in" && document.right.type === "collection") {
      // INSERT d.foobar IN @@cn: the IN after the document names the collection (arangod's
      // parser reads in_or_into_collection there, not the IN operator: v2.5.4 and v2.8.3
      // aql-modify-noncluster.js, testInsertInvalid1, expect the insert's error 1227)
      collection = Object.assign({}, document.right, { role: "target" });
      document = document.left;
    } else {
      collection = this.parseInsertTarget();
    }
    const after = this.peek();
    if (after.type === "identifier") {
      if (after.value.toUpperCase() === "OPTIONS") {
        throw unsupported("INSERT ... OPTIONS");
      }
      throw this.grammarError(after, "unexpected qualifier '" + after.value + "', expecting 'OPTIONS'");
    }
    // NEW is the inserted document after the INSERT (docs 3.12 and 2.8, high-level operations "NEW
    // after INSERT")
    const previous = this.currentScope().variables.get("$NEW");
    const newVariable = previous ? previous : this.addVariable("$NEW");
    return { type: "insert", document, collection, newVariable, offset: insertToken.offset };
  }

  // INTO or IN, then the collection.
  parseInsertTarget() {
    const keyword = this.next();
    if (!(this.isKeyword(keyword, "INTO") || this.isKeyword(keyword, "IN"))) {
      throw this.syntaxError(keyword, "INTO keyword");
    }
    // grammar in_or_into_collection_name: identifier, quoted string or @@parameter
    const target = this.next();
    let collection;
    if (target.type === "identifier" || target.type === "string") {
      collection = { type: "collection", name: target.value, parameter: null, role: "target" };
    } else if (target.type === "datasource") {
      this.noteCollectionParameter(target.value);
      collection = { type: "collection", name: null, parameter: "@" + target.value, role: "target" };
    } else {
      throw this.syntaxError(target, "identifier");
    }
    return collection;
  }

  // ---- expressions (precedence of arangod/Aql/grammar.y; docs 3.12, operators, lowest first) ----

  parseExpression() {
    return this.parseTernary();
  }

  parseTernary() {
    const condition = this.parseOr();
    if (!this.isOperator(this.peek(), "?")) {
      return condition;
    }
    this.next();
    if (this.isOperator(this.peek(), ":")) {
      this.next();
      return { type: "ternary", condition, whenTrue: null, whenFalse: this.parseTernary() };
    }
    const whenTrue = this.parseTernary();
    this.expectOperator(":");
    return { type: "ternary", condition, whenTrue, whenFalse: this.parseTernary() };
  }

  parseOr() {
    let left = this.parseAnd();
    while (this.isKeyword(this.peek(), "OR") || this.isOperator(this.peek(), "||")) {
      this.next();
      left = { type: "or", left, right: this.parseAnd() };
    }
    return left;
  }

  parseAnd() {
    let left = this.parseEquality();
    while (this.isKeyword(this.peek(), "AND") || this.isOperator(this.peek(), "&&")) {
      this.next();
      left = { type: "and", left, right: this.parseEquality() };
    }
    return left;
  }

  rejectUnsupportedOperator() {
    const token = this.peek();
    if (this.isKeyword(token, "LIKE") || this.isOperator(token, "=~") || this.isOperator(token, "!~")) {
      throw unsupported("the " + (token.type === "keyword" ? "LIKE" : token.value) + " operator");
    }
    if (this.isKeyword(token, "NOT")) {
      const following = this.peek(1);
      if (this.isKeyword(following, "LIKE") || this.isOperator(following, "=~") || this.isOperator(following, "!~")) {
        throw unsupported("the NOT LIKE / regular expression operators");
      }
    }
    if (token.type === "keyword" && QUANTIFIER_KEYWORDS.has(token.value)) {
      throw unsupported("array comparison operators (ANY/ALL/NONE)");
    }
    if (this.isWord(token, "AT") && this.isWord(this.peek(1), "LEAST")) {
      throw unsupported("AT LEAST");
    }
  }

  parseEquality() {
    let left = this.parseIn();
    for (;;) {
      this.rejectUnsupportedOperator();
      const token = this.peek();
      if (this.isOperator(token, "==") || this.isOperator(token, "!=")) {
        this.next();
        left = { type: "binary", operator: token.value, left, right: this.parseIn() };
      } else {
        return left;
      }
    }
  }

  parseIn() {
    let left = this.parseRelational();
    for (;;) {
      this.rejectUnsupportedOperator();
      const token = this.peek();
      if (this.isKeyword(token, "IN")) {
        this.next();
        left = { type: "binary", operator: "in", left, right: this.parseRelational() };
      } else if (this.isKeyword(token, "NOT") && this.isKeyword(this.peek(1), "IN")) {
        this.next();
        this.next();
        left = { type: "binary", operator: "not in", left, right: this.parseRelational() };
      } else {
        return left;
      }
    }
  }

  parseRelational() {
    let left = this.parseRange();
    for (;;) {
      const token = this.peek();
      if (token.type === "operator" && ["<", ">", "<=", ">="].indexOf(token.value) >= 0) {
        this.next();
        left = { type: "binary", operator: token.value, left, right: this.parseRange() };
      } else {
        return left;
      }
    }
  }

  parseRange() {
    let left = this.parseAdditive();
    while (this.isOperator(this.peek(), "..")) {
      this.next();
      left = { type: "range", from: left, to: this.parseAdditive() };
    }
    return left;
  }

  parseAdditive() {
    let left = this.parseMultiplicative();
    for (;;) {
      const token = this.peek();
      if (this.isOperator(token, "+") || this.isOperator(token, "-")) {
        this.next();
        left = { type: "binary", operator: token.value, left, right: this.parseMultiplicative() };
      } else {
        return left;
      }
    }
  }

  parseMultiplicative() {
    let left = this.parseUnary();
    for (;;) {
      const token = this.peek();
      if (this.isOperator(token, "*") || this.isOperator(token, "/") || this.isOperator(token, "%")) {
        this.next();
        left = { type: "binary", operator: token.value, left, right: this.parseUnary() };
      } else {
        return left;
      }
    }
  }

  parseUnary() {
    const token = this.peek();
    if (this.isOperator(token, "+") || this.isOperator(token, "-")) {
      this.next();
      return { type: "unary", operator: token.value, operand: this.parseUnary() };
    }
    if (this.isOperator(token, "!") || this.isKeyword(token, "NOT")) {
      this.next();
      return { type: "unary", operator: "!", operand: this.parseUnary() };
    }
    return this.parsePostfix(this.parsePrimary());
  }

  parsePostfix(base) {
    let node = base;
    for (;;) {
      const token = this.peek();
      if (this.isOperator(token, ".")) {
        this.next();
        const name = this.next();
        if (name.type === "identifier") {
          node = { type: "attribute", object: node, name: name.value };
        } else if (name.type === "parameter") {
          this.noteValueParameter(name.value);
          node = { type: "boundAttribute", object: node, parameter: name.value };
        } else {
          throw this.syntaxError(name, "identifier");
        }
      } else if (this.isOperator(token, "[")) {
        const following = this.peek(1);
        if (this.isOperator(following, "*") || this.isOperator(following, "?")) {
          throw unsupported("array expansion and inline filters ([*], [?])");
        }
        this.next();
        const index = this.parseExpression();
        this.expectOperator("]");
        node = { type: "index", object: node, index };
      } else {
        return node;
      }
    }
  }

  noteValueParameter(name) {
    if (this.valueParameters.indexOf(name) < 0) {
      this.valueParameters.push(name);
    }
  }

  noteCollectionParameter(name) {
    if (this.collectionParameters.indexOf("@" + name) < 0) {
      this.collectionParameters.push("@" + name);
    }
  }

  startsQuery(token) {
    return token.type === "keyword" && QUERY_START_KEYWORDS.has(token.value);
  }

  parseSubquery() {
    this.scopes.push({ type: "subquery", variables: new Map() });
    this.subqueryDepth += 1;
    const statements = this.parseStatements();
    this.subqueryDepth -= 1;
    this.scopes.pop();
    return { type: "subquery", statements };
  }

  parsePrimary() {
    const token = this.next();
    switch (token.type) {
      case "integer":
        return { type: "value", value: token.value };
      case "double":
        if (!Number.isFinite(token.value)) {
          // [arangod/Aql/tokens.ll and grammar.y, 2.x and 3.x] too large even for a double -> warning
          // 1504 and null
          this.warnings.push({ code: 1504, message: "number out of range" });
          return { type: "value", value: null };
        }
        return { type: "value", value: token.value };
      case "string":
        return { type: "value", value: token.value };
      case "parameter":
        this.noteValueParameter(token.value);
        return { type: "parameter", name: token.value };
      case "datasource":
        this.noteCollectionParameter(token.value);
        return { type: "collection", name: null, parameter: "@" + token.value };
      case "keyword":
        return this.parseKeywordPrimary(token);
      case "identifier":
        return this.parseNamePrimary(token);
      default:
        break;
    }
    if (this.isOperator(token, "(")) {
      if (this.startsQuery(this.peek())) {
        const subquery = this.parseSubquery();
        this.expectOperator(")");
        return subquery;
      }
      const inner = this.parseExpression();
      this.expectOperator(")");
      return inner;
    }
    if (this.isOperator(token, "[")) {
      return this.parseArray();
    }
    if (this.isOperator(token, "{")) {
      return this.parseObject();
    }
    throw this.syntaxError(token);
  }

  parseKeywordPrimary(token) {
    switch (token.value) {
      case "NULL":
        return { type: "value", value: null };
      case "TRUE":
        return { type: "value", value: true };
      case "FALSE":
        return { type: "value", value: false };
      case "LIKE":
        if (this.isOperator(this.peek(), "(")) {
          throw unsupported("function LIKE()");
        }
        break;
      default:
        break;
    }
    throw this.syntaxError(token);
  }

  parseNamePrimary(token) {
    if (this.isOperator(this.peek(), "(") || this.isOperator(this.peek(), "::")) {
      return this.parseFunctionCall(token);
    }
    const name = token.value;
    const variable = this.findVariable(name);
    if (variable) {
      return { type: "variable", variable };
    }
    if (this.pendingCollectNames && this.pendingCollectNames.has(name)) {
      throw unsupported("use of the variable '" + name + "' inside the COLLECT that introduces it");
    }
    if (name === "NEW") {
      const newVariable = this.findVariable("$NEW");
      if (newVariable) {
        if (this.profile.major < 3 && this.isRightAfterReturn(token)) {
          // [docs 3.12 and 2.8, high-level operations] in 2.x NEW is documented only as INSERT ... LET
          // x = NEW RETURN x
          throw unsupported("RETURN NEW in 2.x");
        }
        return { type: "variable", variable: newVariable };
      }
    }
    if (name === "OLD" || name === "CURRENT" || name === "NEW") {
      throw unsupported("the pseudo-variable " + name + " here");
    }
    if (this.declaredNames.has(name)) {
      // the variable exists but not in this scope (dropped by COLLECT, or inside another
      // subquery); arangod would read the name as a collection, with an error not verified
      throw unsupported("use of the variable '" + name + "' outside the scope that declares it");
    }
    return { type: "collection", name, parameter: null };
  }

  isRightAfterReturn(token) {
    const index = this.tokens.indexOf(token);
    return index > 0 && this.isKeyword(this.tokens[index - 1], "RETURN");
  }

  parseFunctionCall(nameToken) {
    let name = nameToken.value;
    while (this.isOperator(this.peek(), "::")) {
      this.next();
      const part = this.next();
      if (part.type !== "identifier") {
        throw this.syntaxError(part, "identifier");
      }
      name += "::" + part.value;
    }
    this.expectOperator("(");
    const args = [];
    if (!this.isOperator(this.peek(), ")")) {
      do {
        // grammar expression_or_query: a subquery may be an argument without parentheses (docs 3.12,
        // subqueries; release notes 2.4)
        args.push(this.startsQuery(this.peek()) ? this.parseSubquery() : this.parseExpression());
      } while (this.isOperator(this.peek(), ",") && this.next());
    }
    this.expectOperator(")");
    const resolved = resolveFunction(name, args.length, this.profile, { makeError, unsupported });
    // a collection named where the function takes one is its name, not an operand
    // (functions.js collectionArguments)
    for (const position of resolved.collections ? resolved.collections.positions : []) {
      if (args[position] && args[position].type === "collection") {
        args[position].role = "name";
      }
    }
    return { type: "call", name: resolved.name, implementation: resolved.call, collections: resolved.collections, args };
  }

  allowsTrailingComma() {
    // [arangod/Aql/tokens.ll and grammar.y, 2.x and 3.x] [1,2,] and {a:1,} are accepted by the 3.x
    // grammar but not by 2.x
    return this.profile.major >= 3;
  }

  // Items up to the closing operator, separated by commas (a trailing comma per profile).
  parseListUntil(close, parseItem) {
    const items = [];
    while (!this.isOperator(this.peek(), close)) {
      items.push(parseItem());
      if (this.isOperator(this.peek(), ",")) {
        this.next();
        if (this.isOperator(this.peek(), close) && !this.allowsTrailingComma()) {
          throw this.syntaxError(this.peek());
        }
      } else if (!this.isOperator(this.peek(), close)) {
        throw this.syntaxError(this.peek(), close);
      }
    }
    this.next();
    return items;
  }

  parseArray() {
    return { type: "array", elements: this.parseListUntil("]", () => this.parseExpression()) };
  }

  parseObject() {
    return { type: "object", entries: this.parseListUntil("}", () => this.parseObjectEntry()) };
  }

  // grammar object_element: name: value, "name": value, @parameter: value, [expression]: value,
  // and the shorthand {name} (2.7+, arangod/Aql/tokens.ll and grammar.y, 2.x and 3.x).
  parseObjectEntry() {
    const token = this.next();
    if (token.type === "identifier" || token.type === "string") {
      if (token.type === "identifier" && !this.isOperator(this.peek(), ":")) {
        if (this.profile.major < 3 && this.profile.minor < 7) {
          throw this.syntaxError(this.peek(), ":");
        }
        if (token.value === "NEW" || token.value === "OLD") {
          // { NEW } after an INSERT: arangod reads the pseudo-variable (v2.8.3
          // aql-modify-noncluster.js, testInsertReturnObjectLiteral, expects { NEW: document });
          // the stand-in knows NEW only as a plain read (parseNamePrimary)
          throw unsupported("the pseudo-variable " + token.value + " in an object literal");
        }
        const variable = this.findVariable(token.value);
        if (!variable) {
          // grammar: "use of unknown variable '%s' in object literal" (1512)
          throw new ArangoError(1512, "use of unknown variable '" + token.value + "' in object literal", 400);
        }
        return { key: token.value, keyExpression: null, keyParameter: null, value: { type: "variable", variable } };
      }
      this.expectOperator(":");
      return { key: token.value, keyExpression: null, keyParameter: null, value: this.parseExpression() };
    }
    if (token.type === "parameter") {
      this.noteValueParameter(token.value);
      this.expectOperator(":");
      return { key: null, keyExpression: null, keyParameter: token.value, value: this.parseExpression() };
    }
    if (this.isOperator(token, "[")) {
      const keyExpression = this.parseExpression();
      this.expectOperator("]");
      this.expectOperator(":");
      return { key: null, keyExpression, keyParameter: null, value: this.parseExpression() };
    }
    throw this.syntaxError(token);
  }
}

// Parses a query. Returns { statements, slotCount, valueParameters, collectionParameters,
// warnings }. Throws 1502 for an empty query, 1501 for a syntax error, and the other parse-time
// errors (1510, 1511, 1512, 1540, 1541) or unsupported().
function parse(query, profile) {
  if (typeof query !== "string") {
    throw unsupported("a query that is not a string");
  }
  // 2.x reports 1502 only for a query of no characters at all (Parser::parse, v2.5.4 and
  // v2.6.0-alpha2: `*q == '\0'`); blanks go to the grammar, whose answer is a syntax error at
  // the end of the query (a real 2.5.4 and 2.6.0-alpha2 answer "   " with 1501). 3.x reports a
  // query of blanks as empty too (lib/Basics/errors.dat).
  if (query === "" || (profile.major >= 3 && /^[ \t\r\n]*$/.test(query))) {
    throw makeError(1502);
  }
  const parser = new Parser(query, profile);
  const statements = parser.parseMain();
  return {
    statements,
    slotCount: parser.slotCount,
    valueParameters: parser.valueParameters,
    collectionParameters: parser.collectionParameters,
    warnings: parser.warnings
  };
}

module.exports = { parse };
