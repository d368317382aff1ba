"use strict";
// Errors the built-ins raise themselves (usage errors, file system, documents), with the
// numbers and texts of arangod's lib/Basics/errors.dat. They are node-side ArangoErrors
// (../errors.js); realm.js turns them into errors of the context when they cross.

const { ArangoError } = require("../errors");

// errorNum -> HTTP status arangod maps it to.
const HTTP_STATUS = {
  1: 500, // ERROR_FAILED
  2: 500, // ERROR_SYS_ERROR
  10: 400, // ERROR_BAD_PARAMETER
  11: 403, // ERROR_FORBIDDEN
  14: 404, // ERROR_FILE_NOT_FOUND
  19: 500, // ERROR_CANNOT_CREATE_DIRECTORY
  27: 409, // ERROR_FILE_EXISTS
  1202: 404, // ERROR_ARANGO_DOCUMENT_NOT_FOUND
  1203: 404, // ERROR_ARANGO_COLLECTION_NOT_FOUND (2.x's name; 3.x: DATA_SOURCE_NOT_FOUND)
  1205: 400, // ERROR_ARANGO_DOCUMENT_HANDLE_BAD
  1212: 404, // ERROR_ARANGO_INDEX_NOT_FOUND
  1213: 400, // ERROR_ARANGO_CROSS_COLLECTION_REQUEST
  1227: 400 // ERROR_ARANGO_DOCUMENT_TYPE_INVALID
};

const ERROR_NUMBERS = {
  FAILED: 1,
  SYS_ERROR: 2,
  BAD_PARAMETER: 10,
  FORBIDDEN: 11,
  FILE_NOT_FOUND: 14,
  CANNOT_CREATE_DIRECTORY: 19,
  FILE_EXISTS: 27,
  DOCUMENT_NOT_FOUND: 1202,
  COLLECTION_NOT_FOUND: 1203,
  DOCUMENT_HANDLE_BAD: 1205,
  INDEX_NOT_FOUND: 1212,
  CROSS_COLLECTION_REQUEST: 1213,
  DOCUMENT_TYPE_INVALID: 1227
};

function builtinError(errorNum, message) {
  if (!Object.prototype.hasOwnProperty.call(HTTP_STATUS, errorNum)) {
    throw new Error("stand-in: no HTTP status known for arangod error " + errorNum);
  }
  return new ArangoError(errorNum, message, HTTP_STATUS[errorNum]);
}

// TRI_V8_THROW_EXCEPTION_USAGE (lib/V8/v8-globals.h): ERROR_BAD_PARAMETER, "usage: <usage>".
function usageError(usage) {
  return builtinError(ERROR_NUMBERS.BAD_PARAMETER, "usage: " + usage);
}

module.exports = { builtinError, usageError, ERROR_NUMBERS };
