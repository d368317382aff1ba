"use strict";
// Checks a bound query before it runs: collections used as expression operands, and reads of
// a collection after the query modified it (docs 3.12 and 2.8, high-level operations "3.x restrictions").

const { makeError, unsupported } = require("../errors");
const { forEachExpressionNode, forEachNodeInStatements } = require("./ast");

// A collection name inside an expression (RETURN coll, LENGTH(coll)). From 3.9 arangod fails
// such queries with 1568 "collection used as expression operand" by default (3.9 incompatible
// changes, option --query.allow-collections-in-expressions); earlier versions materialised the
// collection, which the stand-in does not do.
function rejectCollectionOperands(statements, profile) {
  const visitExpression = (expression) => forEachExpressionNode(expression, (node) => {
    if (node.type === "collection" && node.role === undefined) {
      if (profile.major > 3 || (profile.major === 3 && profile.minor >= 9)) {
        throw makeError(1568, node.name);
      }
      throw unsupported("a collection used as an expression operand (" + node.name + ")");
    }
  });
  for (const statement of statements) {
    for (const expression of statementExpressions(statement)) {
      visitExpression(expression);
    }
  }
}

function statementExpressions(statement) {
  switch (statement.type) {
    case "for":
      return statement.collection ? [] : [statement.source];
    case "let":
    case "filter":
    case "return":
      return [statement.expression];
    case "sort":
      return statement.elements.reduce((list, element) => list.concat([element.expression, element.direction]), []);
    case "limit":
      return [statement.offset, statement.count];
    case "collect":
      return statement.groups.map((group) => group.expression);
    case "insert":
      return [statement.document];
    default:
      return [];
  }
}

// [docs 3.12 and 2.8, high-level operations] 3.x refuses to read a collection after the query modified
// it: 1579 "access after
// data-modification by collection 'x'". (2.x already refuses anything but LET/RETURN after a
// modification while parsing.) Subqueries of the later statements count as reads too.
function checkAccessAfterModification(statements, profile) {
  if (profile.major < 3) {
    return;
  }
  const insertIndex = statements.findIndex((statement) => statement.type === "insert");
  if (insertIndex < 0) {
    return;
  }
  const modified = statements[insertIndex].collection.name;
  forEachNodeInStatements(statements.slice(insertIndex + 1), (node) => {
    if (node.type === "collection" && node.name === modified) {
      throw makeError(1579, "collection '" + modified + "'");
    }
  });
}

function validate(parsed, profile) {
  checkAccessAfterModification(parsed.statements, profile);
  rejectCollectionOperands(parsed.statements, profile);
}

module.exports = { validate, statementExpressions };
