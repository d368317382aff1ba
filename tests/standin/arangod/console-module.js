"use strict";
// require("console") and the global `console`: in arangod, console.log/info/warn/error/debug
// do not write to stdout but go through SYS_LOG into the server log (v2.8.0
// js/common/bootstrap/modules/console.js). The
// stand-in keeps that log as an array of { level, message } entries (arangod.serverLog), so
// tests can see that nothing meant for the user went there. In arangosh there is no server log:
// the shell's own logger writes console.log/info on the terminal (stdout, v2.5.0
// arangosh/V8Client/arangosh.cpp; js/client/client.js and v2.8.0
// js/common/bootstrap/modules/console.js: it is
// arangod that logs). How arangosh decorates warn/error/debug lines (level, timestamp) is not
// in the reference, so those are refused there.

const { formatArgument } = require("./printer");
const { unsupported } = require("../errors");

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

// target: "server-log" (arangod) or "stdout" (arangosh, written through writeOutput).
function createConsoleModule(realm, serverLog, target, writeOutput) {
  const methods = {};
  for (const name of Object.keys(LEVELS)) {
    methods[name] = function () {
      const message = formatLogMessage(arguments);
      if (target !== "stdout") {
        serverLog.push({ level: LEVELS[name], message });
      } else if (name === "log" || name === "info") {
        writeOutput(message + "\n");
      } else {
        throw unsupported("console." + name + " in arangosh (how the shell's logger prints it is not " +
          "emulated); use print");
      }
    };
  }
  return realm.objectWithMethods("console", methods);
}

module.exports = { createConsoleModule, formatLogMessage };
