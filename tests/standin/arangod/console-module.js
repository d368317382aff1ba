"use strict";
// require("console") and the global `console`: in arangod, console.log/info/warn/error/debug
// do not write to stdout but go through SYS_LOG into the server log (arangod-api.md §2). The
// stand-in keeps that log as an array of { level, message } entries (arangod.serverLog), so
// tests can see that nothing meant for the user went there.

const { formatArgument } = require("./printer");

// console's printf-style first argument (%s, %d, %i, %f, %j, %o, %%); arguments left over
// are appended, separated by spaces.
function formatLogMessage(args) {
  const list = Array.prototype.slice.call(args);
  if (list.length === 0) {
    return "";
  }
  let first = typeof list[0] === "string" ? list.shift() : null;
  if (first !== null) {
    first = first.replace(/%([sdifjo%])/g, (match, kind) => {
      if (kind === "%") {
        return "%";
      }
      if (list.length === 0) {
        return match;
      }
      const value = list.shift();
      if (kind === "d" || kind === "i") {
        return String(kind === "i" ? parseInt(value, 10) : Number(value));
      }
      if (kind === "f") {
        return String(parseFloat(value));
      }
      if (kind === "j") {
        return JSON.stringify(value);
      }
      return formatArgument(value);
    });
  }
  const rest = list.map(formatArgument);
  return (first === null ? rest : [first].concat(rest)).join(" ");
}

// Levels as arangod's log shows them.
const LEVELS = { log: "INFO", info: "INFO", warn: "WARNING", error: "ERROR", debug: "DEBUG" };

function createConsoleModule(realm, serverLog) {
  const methods = {};
  for (const name of Object.keys(LEVELS)) {
    methods[name] = function () {
      serverLog.push({ level: LEVELS[name], message: formatLogMessage(arguments) });
    };
  }
  return realm.objectWithMethods("console", methods);
}

module.exports = { createConsoleModule, formatLogMessage };
