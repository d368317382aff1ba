"use strict";
// Executes a planned query: each statement list ((sub)query) becomes a pipeline of stages
// that push rows downstream. A row is a frame (array indexed by variable slot) that stages
// mutate in place; stages that keep rows (SORT) copy them. Blocking stages (SORT, COLLECT)
// emit their rows when the input ends ("finish"), in pipeline order. A LIMIT that has passed
// its rows stops every stage before it (`stopAt`), unless it must count fullCount.
// Semantics: docs 3.12 and 2.8, high-level operations (operations), docs 3.12, type and value order
// (order), docs 3.12, query statistics; v2.5.0 arangod/Aql/ExecutionBlock.cpp (stats).

const { makeError, unsupported } = require("../errors");
const values = require("./values");
const { compileExpression, rangeBounds } = require("./expressions");
const { expressionFacts } = require("./ast");
const { evaluatedInV8: evaluatedInV8For } = require("./evaluation-path");
const { isConstant } = require("./explain-ast");
const { combinations } = require("./several-field-indexes-28");

function constantValue(node, what, q) {
  const facts = expressionFacts(node);
  if (facts.slots.size > 0 || facts.hasSubquery) {
    throw unsupported(what + " that is not constant");
  }
  return compileExpression(node, { compileSubquery: null })([], q);
}

// [docs 3.12 and 2.8, high-level operations] LIMIT: offset and count must be numbers >= 0, else 1504
// (2.x ExecutionPlan; 3.x takes
// any expression that is constant at compile time).
function limitNumber(node, q) {
  const value = constantValue(node, "a LIMIT value", q);
  if (typeof value !== "number" || value < 0) {
    throw makeError(1504);
  }
  return Math.trunc(value);
}

// [docs 3.12, type and value order] SORT direction: ASC/DESC, or a value (literal or bind parameter)
// that is a bool or the
// string "ASC"/"DESC".
function sortAscending(node, q) {
  const value = constantValue(node, "a SORT direction", q);
  if (typeof value === "boolean") {
    return value;
  }
  if (typeof value === "string" && (value.toUpperCase() === "ASC" || value.toUpperCase() === "DESC")) {
    return value.toUpperCase() === "ASC";
  }
  throw unsupported("the SORT direction " + JSON.stringify(value));
}

// The distinct values of an IN list, sorted (index lookups run over the sorted, de-duplicated
// list: a real 2.5.4 counts every distinct value looked up in scannedIndex, docs/testing.md). Constant
// lists are prepared once per query.
function lookupValues(list, q) {
  const cached = q.lookupCache.get(list);
  if (cached !== undefined) {
    return cached;
  }
  const distinct = values.distinctValues(list);
  distinct.sort((a, b) => values.compareValues(a, b, true));
  if (Object.isFrozen(list)) {
    q.lookupCache.set(list, distinct);
  }
  return distinct;
}

const RANGE_OPERATORS = new Set(["<", "<=", ">", ">="]);

// Whether 2.x's primary index counts a lookup of `value` on `path` (indexLoop).
function primaryKeyLooked(collection, path, value) {
  if (typeof value !== "string" || value.length === 0) {
    return false;
  }
  if (path[0] !== "_id") {
    return true;
  }
  const slash = value.indexOf("/");
  return slash > 0 && value.slice(0, slash) === collection.name && slash < value.length - 1;
}

// FILTER's condition as a probe for the scan of `variable` just before it: { documentSide,
// otherSide } when it is variable.name == expression (or the mirror), the expression made of
// values, other variables and their attributes alone (nothing that could warn, throw or differ
// when read once per row instead of once per document); null otherwise.
function equalityProbe(variable, condition) {
  if (condition.type !== "binary" || condition.operator !== "==") {
    return null;
  }
  const isDocumentAttribute = (node) => node.type === "attribute" && node.object.type === "variable" &&
    node.object.variable.slot === variable.slot;
  const isPureOfOthers = (node) => node.type === "value" ||
    (node.type === "variable" && node.variable.slot !== variable.slot) ||
    (node.type === "attribute" && isPureOfOthers(node.object));
  if (isDocumentAttribute(condition.right) && isPureOfOthers(condition.left)) {
    return { documentSide: condition.right, otherSide: condition.left };
  }
  if (isDocumentAttribute(condition.left) && isPureOfOthers(condition.right)) {
    return { documentSide: condition.left, otherSide: condition.right };
  }
  return null;
}

class PipelineCompiler {
  constructor(q) {
    this.q = q;
    // q: the query being compiled, for what arangod decides while it makes the plan (graph
    // OPTIONS and start vertices, expressions.js)
    this.expressionCompiler = { compileSubquery: (statements) => this.compileSubquery(statements), q };
  }

  // A top-level expression (of a LET, FILTER, RETURN, ...): 2.x decides per such expression
  // whether C++ or V8 runs it (evaluation-path.js).
  expression(node) {
    const evaluatedInV8 = evaluatedInV8For(node, this.q.profile);
    return compileExpression(node, Object.assign({}, this.expressionCompiler, { evaluatedInV8 }));
  }

  compileSubquery(statements) {
    const run = this.compilePipeline(statements, null);
    return (frame, q) => run(frame, q);
  }

  // fullCountLimit: the statement object of the last top-level LIMIT when fullCount is asked.
  // A (sub)query whose 2.5/2.6 plan has a NoResultsNode right below its singleton
  // (optimizer-2x.js: `statements.noResults`) reads and returns nothing.
  compilePipeline(statements, fullCountLimit) {
    if (statements.noResults === true) {
      return () => [];
    }
    const initialisers = [];
    const finishers = [];
    let next = () => {};
    // statements[i + 1] when it is a FILTER, with the stage it passes its rows to
    let followingFilter = null;
    for (let i = statements.length - 1; i >= 0; i -= 1) {
      const stage = this.compileStage(statements[i], i, next, fullCountLimit === statements[i], followingFilter);
      followingFilter = statements[i].type === "filter" ? { statement: statements[i], next } : null;
      next = stage.push;
      if (stage.init) {
        initialisers.push({ index: i, init: stage.init });
      }
      if (stage.finish) {
        finishers.unshift(stage.finish);
      }
    }
    const first = next;
    return (frame, q) => {
      const run = { out: [], stopAt: -1, state: [], frame };
      for (const { index, init } of initialisers) {
        run.state[index] = init();
      }
      first(frame, run, q);
      for (const finish of finishers) {
        finish(run, q);
      }
      return run.out;
    };
  }

  compileStage(statement, i, next, countsFullCount, followingFilter) {
    switch (statement.type) {
      case "for":
        if (statement.collection) {
          if (!statement.indexAccess) {
            const probe = followingFilter && equalityProbe(statement.variable, followingFilter.statement.expression);
            return probe ? this.probedScanLoop(statement, i, probe, followingFilter) : this.scanLoop(statement, i, next);
          }
          return statement.indexAccess.fullScan ? this.indexScanLoop(statement, i, next) : this.indexLoop(statement, i, next);
        }
        return this.listLoop(statement, i, next);
      case "let": {
        const slot = statement.variable.slot;
        const expression = this.expression(statement.expression);
        return {
          push: (frame, run, q) => {
            frame[slot] = expression(frame, q);
            next(frame, run, q);
          }
        };
      }
      case "filter": {
        // [docs 3.12 and 2.8, high-level operations] FILTER keeps the row when toBool(condition); docs
        // 3.12, query statistics; v2.5.0 arangod/Aql/ExecutionBlock.cpp `filtered` counts the others
        const condition = this.expression(statement.expression);
        return {
          push: (frame, run, q) => {
            if (values.toBool(condition(frame, q))) {
              next(frame, run, q);
            } else {
              q.stats.filtered += 1;
            }
          }
        };
      }
      case "sort":
        return this.sortStage(statement, i, next);
      case "limit":
        return this.limitStage(statement, i, next, countsFullCount);
      case "collect":
        return this.collectStage(statement, i, next);
      case "return":
        return this.returnStage(statement, i);
      case "insert":
        return this.insertStage(statement, next);
      default:
        throw new Error("stand-in AQL: unknown statement " + statement.type);
    }
  }

  // FOR over an array; a range is walked without building it. docs 3.12 and 2.8, high-level
  // operations: anything but an array is
  // error 1563.
  listLoop(statement, i, next) {
    const slot = statement.variable.slot;
    if (statement.source.type === "range") {
      const from = this.expression(statement.source.from);
      const to = this.expression(statement.source.to);
      return {
        push: (frame, run, q) => {
          const [start, end] = rangeBounds(from(frame, q), to(frame, q), q);
          const step = end >= start ? 1 : -1;
          for (let value = start; ; value += step) {
            frame[slot] = value;
            next(frame, run, q);
            if (run.stopAt > i || value === end) {
              return;
            }
          }
        }
      };
    }
    const source = this.expression(statement.source);
    return {
      push: (frame, run, q) => {
        const list = source(frame, q);
        if (!Array.isArray(list)) {
          throw makeError(1563, "collection or array expected as operand to FOR loop; you provided a value of type '" +
            values.typeName(list) + "'");
        }
        for (let k = 0; k < list.length; k += 1) {
          frame[slot] = list[k];
          next(frame, run, q);
          if (run.stopAt > i) {
            return;
          }
        }
      }
    };
  }

  // Full collection scan in storage order; docs 3.12, query statistics; v2.5.0
  // arangod/Aql/ExecutionBlock.cpp scannedFull counts every document read.
  scanLoop(statement, i, next) {
    const slot = statement.variable.slot;
    const collection = statement.collection.collectionObject;
    return {
      push: (frame, run, q) => {
        const length = q.snapshotLength(collection);
        for (let position = 0; position < length; position += 1) {
          frame[slot] = collection._documentAt(position);
          q.stats.scannedFull += 1;
          next(frame, run, q);
          if (run.stopAt > i) {
            return;
          }
        }
      }
    };
  }

  // A full scan followed by FILTER doc.a == <an expression of earlier variables> (a nested
  // loop's join where no index serves it: 2.5.0-2.5.3 with c.@attribute, tests/support/
  // bound-attribute-index.js): the same rows and statistics as scanLoop and the FILTER stage,
  // without reading every document for every outer row. The documents are grouped once per
  // query by canonicalKey of their attribute (equal keys exactly when == holds, values.js), the
  // FILTER's own condition decides on the documents whose key matches, and every other
  // document is counted as read and filtered, as the scan would have, up to where a LIMIT
  // after it stopped the loop.
  probedScanLoop(statement, i, probe, followingFilter) {
    const slot = statement.variable.slot;
    const collection = statement.collection.collectionObject;
    const condition = this.expression(followingFilter.statement.expression);
    const documentSide = this.expression(probe.documentSide);
    const otherSide = this.expression(probe.otherSide);
    const next = followingFilter.next;
    // made at the first row: the pipeline is compiled for one query, whose snapshot of the
    // collection does not change while it runs (query-context.js)
    let groups = null;
    const groupsOf = (length, frame, q) => {
      if (groups === null) {
        groups = new Map();
        const saved = frame[slot];
        for (let position = 0; position < length; position += 1) {
          frame[slot] = collection._documentAt(position);
          const key = values.canonicalKey(documentSide(frame, q));
          const group = groups.get(key);
          if (group === undefined) {
            groups.set(key, [position]);
          } else {
            group.push(position);
          }
        }
        frame[slot] = saved;
      }
      return groups;
    };
    return {
      push: (frame, run, q) => {
        const length = q.snapshotLength(collection);
        const candidates = groupsOf(length, frame, q).get(values.canonicalKey(otherSide(frame, q))) || [];
        let read = length;
        let passed = 0;
        for (const position of candidates) {
          frame[slot] = collection._documentAt(position);
          if (values.toBool(condition(frame, q))) {
            passed += 1;
            next(frame, run, q);
            if (run.stopAt > i) {
              read = position + 1;
              break;
            }
          }
        }
        q.stats.scannedFull += read;
        q.stats.filtered += read - passed;
      }
    };
  }

  // A scan of a whole index instead of the collection (RocksDB's projection rule,
  // projections.js): every document once, in index order, counted as scannedIndex (docs 3.12, query
  // statistics; v2.5.0 arangod/Aql/ExecutionBlock.cpp). The
  // order is sorted once per query: the snapshot it covers does not change while it runs.
  indexScanLoop(statement, i, next) {
    const slot = statement.variable.slot;
    const collection = statement.collection.collectionObject;
    const access = statement.indexAccess;
    let sorted = null;
    const orderOf = (length) => {
      if (sorted === null || sorted.length !== length) {
        sorted = collection._indexScanOrder(access.kind === "primary" ? "primary" : access.index, length);
      }
      return sorted;
    };
    return {
      push: (frame, run, q) => {
        q.stats.cursorsCreated += 1;
        for (const position of orderOf(q.snapshotLength(collection))) {
          frame[slot] = collection._documentAt(position);
          q.stats.scannedIndex += 1;
          next(frame, run, q);
          if (run.stopAt > i) {
            return;
          }
        }
      }
    };
  }

  // Index lookup (planner.js); docs 3.12, query statistics; v2.5.0 arangod/Aql/ExecutionBlock.cpp
  // scannedIndex counts every document the index produces.
  // IN: over the distinct values of the list; a list that is no array yields no rows (docs 3.12, type
  // and value order).
  // 2.5-2.7 count a primary index lookup instead, found or not, for each distinct key (a
  // non-empty string; for _id one naming this collection): IndexRangeBlock::readPrimaryIndex
  // (arangod/Aql/ExecutionBlock.cpp v2.5.4, v2.6.0-alpha2; IndexRangeBlock.cpp v2.7.0) adds 1
  // per range before it looks the key up; real 2.5.4 and 2.6.0-alpha2 report 3 for
  // `_key IN ["c", "a", "zz", "a"]` on a collection holding "a" and "c". 2.8 counts the
  // documents an index delivers (IndexBlock::readIndex v2.8.0), and so does 3.x
  // (arangod/Aql/DocumentProducingHelper.cpp).
  // 2.5/2.6 ranges (<, <=, >, >= on a skiplist, planner.js): the documents within the bound
  // in index order.
  indexLoop(statement, i, next) {
    const slot = statement.variable.slot;
    const collection = statement.collection.collectionObject;
    const access = statement.indexAccess;
    if (access.parts) {
      return this.severalFieldLoop(statement, i, next);
    }
    const valueOf = this.expression(access.value);
    if (RANGE_OPERATORS.has(access.operator)) {
      return this.rangeLoop(statement, i, next, valueOf);
    }
    const countsLookups = access.kind === "primary" && this.q.profile.major === 2 && this.q.profile.minor < 8;
    const positionsOf = access.kind === "primary" ?
      (value) => collection._primaryPositions(access.path, value) :
      (value) => collection._indexPositions(access.index, value);
    return {
      push: (frame, run, q) => {
        const value = valueOf(frame, q);
        let wanted;
        if (access.operator === "==") {
          wanted = [value];
        } else if (Array.isArray(value)) {
          wanted = lookupValues(value, q);
        } else {
          return;
        }
        q.stats.cursorsCreated += 1;
        const length = q.snapshotLength(collection);
        for (const lookup of wanted) {
          if (countsLookups && primaryKeyLooked(collection, access.path, lookup)) {
            q.stats.scannedIndex += 1;
          }
          const positions = positionsOf(lookup);
          for (let k = 0; k < positions.length; k += 1) {
            const position = positions[k];
            if (position >= length) {
              break; // positions ascend; later ones were written by this query
            }
            frame[slot] = collection._documentAt(position);
            if (!countsLookups) {
              q.stats.scannedIndex += 1;
            }
            next(frame, run, q);
            if (run.stopAt > i) {
              return;
            }
          }
        }
      }
    };
  }

  // A 2.8 hash index looked up on all its fields (several-field-indexes-28.js): every
  // combination of the fields' values, the first field varying fastest; scannedIndex counts the
  // documents found (IndexBlock::readIndex, v2.8.3). A constant IN list is looked up without
  // repeats (Condition::optimize deduplicates it); one computed while the query runs is looked
  // up as it comes (IndexBlock::executeExpressions leaves repeats in, "TODO: ... make the
  // resulting array unique", v2.8.3), and a repeat there, which would find documents twice, is
  // refused as not established. An IN of something that is no array finds nothing.
  severalFieldLoop(statement, i, next) {
    const slot = statement.variable.slot;
    const collection = statement.collection.collectionObject;
    const access = statement.indexAccess;
    const fields = access.parts.map((part) => ({ operator: part.operator, valueOf: this.expression(part.value),
      constant: isConstant(part.value) }));
    return {
      push: (frame, run, q) => {
        const lists = fields.map((field) => {
          const value = field.valueOf(frame, q);
          if (field.operator === "==") {
            return [value];
          }
          if (!Array.isArray(value)) {
            return [];
          }
          if (field.constant) {
            return lookupValues(value, q);
          }
          if (values.distinctValues(value).length !== value.length) {
            throw unsupported("a 2.8 hash index lookup with a computed IN list holding a value twice (several-field-indexes-28.js)");
          }
          return value;
        });
        q.stats.cursorsCreated += 1;
        const length = q.snapshotLength(collection);
        for (const tuple of combinations(lists)) {
          for (const position of collection._indexPositionsOfFields(access.index, tuple)) {
            if (position >= length) {
              break; // positions ascend; later ones were written by this query
            }
            frame[slot] = collection._documentAt(position);
            q.stats.scannedIndex += 1;
            next(frame, run, q);
            if (run.stopAt > i) {
              return;
            }
          }
        }
      }
    };
  }

  rangeLoop(statement, i, next, valueOf) {
    const slot = statement.variable.slot;
    const collection = statement.collection.collectionObject;
    const access = statement.indexAccess;
    const accepts = {
      "<": (order) => order < 0, "<=": (order) => order <= 0, ">": (order) => order > 0, ">=": (order) => order >= 0
    }[access.operator];
    return {
      push: (frame, run, q) => {
        const bound = valueOf(frame, q);
        q.stats.cursorsCreated += 1;
        for (const position of collection._indexScanOrder(access.index, q.snapshotLength(collection))) {
          const document = collection._documentAt(position);
          let indexed = document;
          for (const name of access.path) {
            indexed = values.getAttribute(indexed, name);
          }
          if (!accepts(values.compareValues(indexed, bound, true))) {
            continue;
          }
          frame[slot] = document;
          q.stats.scannedIndex += 1;
          next(frame, run, q);
          if (run.stopAt > i) {
            return;
          }
        }
      }
    };
  }

  // [docs 3.12, type and value order] SORT: criteria left to right, collated comparison; ties are
  // unspecified (a stable
  // sort keeps them in arrival order).
  sortStage(statement, i, next) {
    const keys = statement.elements.map((element) => this.expression(element.expression));
    const ascending = statement.elements.map((element) => sortAscending(element.direction, this.q));
    const compareRows = (a, b) => {
      for (let k = 0; k < keys.length; k += 1) {
        const result = values.compareValues(a.keys[k], b.keys[k], true);
        if (result !== 0) {
          return ascending[k] ? result : -result;
        }
      }
      return 0;
    };
    return {
      init: () => [],
      push: (frame, run, q) => {
        const row = { keys: keys.map((key) => key(frame, q)), frame: frame.slice() };
        run.state[i].push(row);
        q.noteHeldRows(run.state[i].length);
      },
      finish: (run, q) => {
        const rows = run.state[i];
        run.state[i] = null;
        rows.sort(compareRows);
        for (const row of rows) {
          next(row.frame, run, q);
          if (run.stopAt > i) {
            return;
          }
        }
      }
    };
  }

  limitStage(statement, i, next, countsFullCount) {
    const offset = limitNumber(statement.offset, this.q);
    const count = limitNumber(statement.count, this.q);
    return {
      init: () => ({ skipped: 0, passed: 0 }),
      push: (frame, run, q) => {
        const state = run.state[i];
        if (countsFullCount) {
          // [docs 3.12, query statistics; v2.5.0 arangod/Aql/ExecutionBlock.cpp] fullCount: the rows
          // before the last top-level LIMIT
          q.fullCount += 1;
        }
        if (state.skipped < offset) {
          state.skipped += 1;
          return;
        }
        if (state.passed >= count) {
          if (!countsFullCount && run.stopAt < i) {
            run.stopAt = i;
          }
          return;
        }
        state.passed += 1;
        next(frame, run, q);
        if (state.passed >= count && !countsFullCount && run.stopAt < i) {
          run.stopAt = i;
        }
      }
    };
  }

  // [docs 3.12 and 2.8, high-level operations] COLLECT: one row per distinct group value (groups by
  // equality, docs 3.12, type and value order), output sorted
  // ascending by the group values in AQL order; WITH COUNT INTO counts the rows of a group.
  // COLLECT WITH COUNT INTO n alone gives exactly one row, [0] for no input (3.x).
  collectStage(statement, i, next) {
    const groups = statement.groups.map((group) => ({ slot: group.variable.slot, value: this.expression(group.expression) }));
    const countSlot = statement.countVariable ? statement.countVariable.slot : null;
    return {
      init: () => ({ groups: new Map(), total: 0, template: null }),
      push: (frame, run, q) => {
        const state = run.state[i];
        if (state.template === null) {
          // variables that stay visible after COLLECT are the same in every row
          state.template = frame.slice();
        }
        state.total += 1;
        if (groups.length === 0) {
          return;
        }
        const groupValues = groups.map((group) => group.value(frame, q));
        const key = groupValues.length === 1 ? values.canonicalKey(groupValues[0]) : values.canonicalKey(groupValues);
        let entry = state.groups.get(key);
        if (entry === undefined) {
          entry = { values: groupValues, count: 0 };
          state.groups.set(key, entry);
          q.noteHeldRows(state.groups.size);
        }
        entry.count += 1;
      },
      finish: (run, q) => {
        const state = run.state[i];
        run.state[i] = null;
        const frame = state.template || run.frame.slice();
        let entries;
        if (groups.length === 0) {
          // one row even for empty input, in 2.x as in 3.x: ArangoDB's
          // testCountTotalFilteredEmpty (aql-optimizer-collect-count.js, v2.5.0, v2.6.0,
          // v2.8.3 and late 3.x) expects [ 0 ]
          entries = [{ values: [], count: state.total }];
        } else {
          entries = Array.from(state.groups.values());
          entries.sort((a, b) => values.compareValues(a.values, b.values, true));
        }
        for (const entry of entries) {
          groups.forEach((group, k) => {
            frame[group.slot] = entry.values[k];
          });
          if (countSlot !== null) {
            frame[countSlot] = entry.count;
          }
          next(frame, run, q);
          if (run.stopAt > i) {
            return;
          }
        }
      }
    };
  }

  // [docs 3.12 and 2.8, high-level operations] RETURN / RETURN DISTINCT (duplicates dropped,
  // first-seen order kept).
  returnStage(statement, i) {
    const expression = this.expression(statement.expression);
    if (!statement.distinct) {
      return {
        push: (frame, run, q) => {
          run.out.push(expression(frame, q));
        }
      };
    }
    return {
      init: () => new Set(),
      push: (frame, run, q) => {
        const value = expression(frame, q);
        const key = values.canonicalKey(value);
        if (!run.state[i].has(key)) {
          run.state[i].add(key);
          run.out.push(value);
        }
      }
    };
  }

  // [docs 3.12 and 2.8, high-level operations] INSERT: one document per row, writesExecuted + 1 each;
  // NEW is the stored document.
  insertStage(statement, next) {
    const document = this.expression(statement.document);
    const collection = statement.collection.collectionObject;
    const newSlot = statement.newVariable.slot;
    return {
      push: (frame, run, q) => {
        frame[newSlot] = q.insert(collection, document(frame, q));
        next(frame, run, q);
      }
    };
  }
}

// Compiles the top-level statements into `(frame, q) => results`.
function compileQuery(statements, q, wantFullCount) {
  let lastLimit = null;
  if (wantFullCount) {
    for (const statement of statements) {
      if (statement.type === "limit") {
        lastLimit = statement;
      }
    }
  }
  return new PipelineCompiler(q).compilePipeline(statements, lastLimit);
}

module.exports = { compileQuery };
