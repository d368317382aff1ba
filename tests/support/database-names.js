/*
 * The names of the server's databases, the same way in every version: arangod 2.x lists them
 * with db._listDatabases() and has no db._databases(); 3.x renamed it to db._databases()
 * (arangod/V8Server/v8-vocbase.cpp registers "_listDatabases" in the 2.x line and "_databases"
 * in 3.x; a real 2.5.4 and 2.6.0-alpha2 answer typeof db._databases === "undefined").
 * Only from _system, like every database call (v2.5.0 arangod/V8Server/v8-vocbase.cpp; docs 3.12, db
 * object). ES5.
 */
"use strict";

function databaseNames(db) {
  return typeof db._databases === "function" ? db._databases() : db._listDatabases();
}

module.exports = { databaseNames: databaseNames };
