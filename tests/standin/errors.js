"use strict";
// arangod's error objects as JavaScript code sees them: an ArangoError carries
// error, code (HTTP status), errorNum and errorMessage (v2.5.0
// js/server/modules/org/arangodb/arango-database.js and arango-statement.js; the numbers and
// message templates are those of lib/Basics/errors.dat listed in docs 3.12, bind parameters;
// arangod/Aql/Ast.cpp, injectBindParameters; lib/Basics/errors.dat).

class ArangoError extends Error {
  constructor(errorNum, errorMessage, code) {
    super(errorMessage);
    this.name = "ArangoError";
    this.error = true;
    this.errorNum = errorNum;
    this.errorMessage = errorMessage;
    this.code = code;
  }
}

// errorNum → [HTTP status, message template]. %s is filled with the detail; a template with
// several placeholders (%s, %d) takes an array of details, filled in order.
const ERRORS = {
  10: [400, "%s"], // ERROR_BAD_PARAMETER; detail e.g. "invalid index type 'x'" (ensureIndex),
  // traversal options that do not go together (aql/graph.js)
  11: [403, "forbidden"], // ERROR_FORBIDDEN, e.g. dropping _system
  1203: [404, "collection or view not found: %s"],
  1207: [409, "duplicate name: %s"],
  1208: [400, "illegal name: %s"],
  1205: [400, "illegal document handle"], // ERROR_ARANGO_DOCUMENT_HANDLE_BAD
  1210: [409, "unique constraint violated"],
  1221: [400, "illegal document key"],
  1227: [400, "invalid document type"],
  1228: [404, "database not found: %s"],
  1230: [403, "operation only allowed in system database"],
  1233: [400, "edge attribute missing or invalid"],
  1501: [400, "%s"],
  1502: [400, "query is empty"],
  1504: [400, "number out of range"],
  1510: [400, "variable name '%s' has an invalid format"],
  1511: [400, "variable '%s' is assigned multiple times"],
  1512: [400, "unknown variable '%s'"],
  1540: [400, "usage of unknown function '%s()'"],
  1541: [400, "invalid number of arguments for function '%s()', expected number of arguments: minimum: %d, maximum: %d"],
  1542: [400, "invalid argument type in call to function '%s()'"],
  1550: [400, "invalid structure of bind parameters"],
  1551: [400, "no value specified for declared bind parameter '%s'"],
  1552: [400, "bind parameter '%s' was not declared in the query"],
  1553: [400, "bind parameter '%s' has an invalid value or type"],
  1562: [400, "division by zero"],
  1563: [400, "%s"],
  1568: [400, "collection '%s' used as expression operand"],
  1579: [400, "access after data-modification by %s"],
  1936: [400, "Invalid parameter type.: %s"] // ERROR_GRAPH_INVALID_PARAMETER with a detail (2.8 NEIGHBORS)
};

function makeError(errorNum, detail) {
  const entry = ERRORS[errorNum];
  if (!entry) {
    throw new Error("stand-in: no message known for arangod error " + errorNum);
  }
  const details = Array.isArray(detail) ? detail.slice() : [detail];
  // a replacer function, so "$&"-like sequences in a detail are taken literally
  const message = entry[1].replace(/%[sd]/g, () => String(details.length > 0 ? details.shift() : ""));
  return new ArangoError(errorNum, message, entry[0]);
}

function unsupported(what) {
  return new ArangoError(0, "not supported by the stand-in: " + what, 500);
}

module.exports = { ArangoError, makeError, unsupported, ERRORS };
