"use strict";
// Running JavaScript the ways arangod does (lib/V8/v8-utils.cpp, v2.5.0 and v2.8.0
// js/common/bootstrap/modules.js; lib/V8/v8-utils.cpp):
// - load(path): the file as a classic script in the global context, its completion value
//   returned, global __filename/__dirname set only while it runs (v2.5.0 and v2.5.2
// lib/V8/v8-utils.cpp, JS_Load);
// - executeScript(code, sandbox, filename): exactly three arguments; in the global context, or
//   in a fresh context seeded from and copied back into a sandbox object (v2.5.0 lib/V8/v8-utils.cpp,
// JS_Execute);
// - parse(code[, filename]): compile only (v2.5.0 lib/V8/v8-utils.cpp, JS_Execute);
// - runScript(path, args): arangod --javascript.script: the file runs globally without
//   __filename, then main([path, ...args]) decides the exit status (v2.5.0
// arangod/RestServer/ArangoServer.cpp, runScript; v2.5.0 arangod/RestServer/ArangoServer.cpp; release
// notes 4.0);
// - runExecute(path, args): arangosh --javascript.execute path -- args (v2.5.0
// arangosh/V8Client/arangosh.cpp; js/client/client.js);
// - runConsole(lines): arangod --console reading the lines typed (v2.5.4
// arangod/RestServer/ConsoleThread.cpp).
// Every compile goes through realm.compile, which applies the profile's language check
// (language-level.js, 3rdParty/V8-<version> at each release tag; release notes 3.0-3.12).

const nodeFs = require("fs");
const path = require("path");
const vm = require("vm");
const { usageError, builtinError, ERROR_NUMBERS } = require("./builtin-errors");
const { unsupported } = require("../errors");
const { formatValue } = require("./printer");
const { objectToDouble } = require("./conversions");

// TRI_Dirname (lib/Basics/files.cpp): the directory part of a path as given, never made
// absolute: "shootout.js" -> ".", "./x/y.js" -> "./x", "/a/b.js" -> "/a", "/b.js" -> "/".
function arangodDirname(name) {
  let text = String(name);
  if (text.length > 1 && text.endsWith("/")) {
    text = text.slice(0, -1);
  }
  if (text.length === 0 || text === ".") {
    return ".";
  }
  if (text === "/" || text === "..") {
    return text;
  }
  const slash = text.lastIndexOf("/");
  if (slash < 0) {
    return ".";
  }
  return slash === 0 ? "/" : text.slice(0, slash);
}

function describeError(error) {
  if (error !== null && typeof error === "object" && typeof error.stack === "string") {
    return error.stack;
  }
  return formatValue(error);
}

// exitState: { requested, code, marker } shared with internal.exit (internal-module.js).
function createScriptRunner({ realm, facts, cwd, writeOutput, serverLog, exitState }) {
  const context = realm.context;

  function readSource(name) {
    try {
      return nodeFs.readFileSync(path.resolve(cwd, name), "utf8");
    } catch (error) {
      // JS_Load: TRI_SlurpFile failed -> errno (ERROR_SYS_ERROR), "cannot read file"
      throw builtinError(ERROR_NUMBERS.SYS_ERROR, "cannot read file: " + name);
    }
  }

  // Sets a global of the context for the duration of `work`, then restores the earlier
  // value or deletes the global (JS_Load restores when the old value was not undefined).
  function withGlobals(values, work) {
    const saved = Object.keys(values).map((key) => ({ key, value: context[key] }));
    Object.keys(values).forEach((key) => {
      context[key] = values[key];
    });
    try {
      return work();
    } finally {
      for (const entry of saved) {
        if (entry.value === undefined) {
          delete context[entry.key];
        } else {
          context[entry.key] = entry.value;
        }
      }
    }
  }

  function load(...args) {
    if (args.length !== 1) {
      throw usageError("load(<filename>)");
    }
    const name = String(args[0]);
    const source = readSource(name);
    if (!facts.filenameDuringLoad) {
      return realm.runScript(source, name);
    }
    return withGlobals({ __filename: name, __dirname: arangodDirname(name) }, () => realm.runScript(source, name));
  }

  function executeScript(...args) {
    if (args.length !== 3) {
      throw usageError("execute(<script>, <sandbox>, <filename>)");
    }
    const [code, sandbox, filename] = args;
    if (typeof code !== "string") {
      throw new TypeError("<script> must be a string");
    }
    if (sandbox === null || (typeof sandbox !== "object" && typeof sandbox !== "function")) {
      return realm.runScript(code, String(filename));
    }
    // A fresh context: the sandbox's (enumerable, also inherited) properties are copied in,
    // the script runs, then every global of the new context is copied back into the sandbox;
    // the result is true, not the completion value (v8-utils.cpp JS_Execute).
    const fresh = vm.createContext({});
    const freshGlobal = vm.runInContext("this", fresh);
    for (const key in sandbox) {
      fresh[key] = sandbox[key] === sandbox ? freshGlobal : sandbox[key];
    }
    const script = realm.compile(code, String(filename));
    try {
      script.runInContext(fresh, { displayErrors: false });
    } finally {
      for (const key of Object.keys(fresh)) {
        sandbox[key] = fresh[key] === freshGlobal ? sandbox : fresh[key];
      }
    }
    return true;
  }

  function parse(...args) {
    if (args.length < 1) {
      throw usageError("parse(<script>)");
    }
    if (typeof args[0] !== "string") {
      throw new TypeError("<script> must be a string");
    }
    realm.compile(args[0], args.length > 1 ? String(args[1]) : "<snippet>");
    return true;
  }

  function logError(message) {
    serverLog.push({ level: "ERROR", message });
    writeOutput(message + "\n");
  }

  // arangosh's own log (ERR lines of V8ShellFeature::runScript) goes to the terminal.
  function shellError(message) {
    writeOutput(message + "\n");
  }

  // arangod --javascript.script <path> --javascript.script-parameter <arg>...: the file runs
  // in the global context (shebang line removed, no __filename), the garbage collector runs,
  // then the global main is called with [path, ...args]. The exit status is EXIT_SUCCESS (0)
  // iff TRI_ObjectToDouble(result) == 0 — a non-number result counts as 0 — and EXIT_FAILURE
  // (1) otherwise; an exception, or a missing main, is logged and gives 1 (arangod's
  // ScriptFeature::runScript, v2.5.0 arangod/RestServer/ArangoServer.cpp, runScript; v2.5.0
  // arangod/RestServer/ArangoServer.cpp; release notes 4.0).
  function runScript(name, args) {
    if (facts.host !== "arangod") {
      throw unsupported("--javascript.script under the " + facts.profileName + " profile: that is arangod's " +
        "script mode (v2.5.0 arangod/RestServer/ArangoServer.cpp; release notes 4.0); arangosh runs files with --javascript.execute (runExecute)");
    }
    let source;
    try {
      source = readSource(name);
    } catch (error) {
      logError("cannot load script '" + name + "', giving up");
      return 1;
    }
    if (source.startsWith("#!")) {
      const newline = source.indexOf("\n");
      source = newline < 0 ? "" : source.slice(newline + 1);
    }
    try {
      realm.runScript(source, name);
    } catch (error) {
      logError(describeError(error));
      logError("cannot load script '" + name + "', giving up");
      return 1;
    }
    const main = context.main;
    if (typeof main !== "function") {
      logError("no main function defined, giving up");
      return 1;
    }
    if (typeof global.gc === "function") {
      global.gc();
    }
    const argv = realm.toContext([name].concat((args || []).map(String)));
    let result;
    try {
      result = main.call(main, argv);
    } catch (error) {
      logError(describeError(error));
      return 1;
    }
    return objectToDouble(result) === 0 ? 0 : 1;
  }

  // arangosh --javascript.execute <path> -- <args>... (v2.5.0 arangosh/V8Client/arangosh.cpp;
  // js/client/client.js; V8ShellFeature::
  // runScript and ShellFeature::start of late 3.x):
  // - the positional arguments become the global ARGUMENTS (V8ShellFeature::initMode);
  // - a missing file is logged ("error: JavaScript file not found: '<path>'") and fails;
  // - the file runs as a global script (TRI_ExecuteGlobalJavaScriptFile) with global
  //   __filename (= the path as given) and __dirname (its directory) set while it runs, then
  //   restored or deleted;
  // - the exit status: 0 when the file ran to its end (its completion value does not matter,
  //   unlike --javascript.execute-string); 1 (EXIT_FAILURE) when it threw (the exception is
  //   logged); require("internal").exit(code) sets the status to code and terminates the
  //   script — the process exit status is then code & 255 — except that exit(0) still fails:
  //   the terminated script makes runScript return false, and ShellFeature::start turns a
  //   failure with exit code 0 into EXIT_FAILURE.
  function runExecute(name, args) {
    if (facts.host !== "arangosh") {
      throw unsupported("--javascript.execute under the " + facts.profileName + " profile: that is arangosh's " +
        "(v2.5.0 arangosh/V8Client/arangosh.cpp; js/client/client.js); arangod runs files with load or --javascript.script");
    }
    context.ARGUMENTS = realm.toContext((args || []).map(String));
    let source;
    try {
      source = nodeFs.readFileSync(path.resolve(cwd, String(name)), "utf8");
    } catch (error) {
      shellError("error: JavaScript file not found: '" + name + "'");
      return 1;
    }
    if (source.startsWith("#!")) {
      throw unsupported("a #! line in a file for --javascript.execute (whether arangosh strips it is not in the reference)");
    }
    let failed = false;
    try {
      withGlobals({ __filename: String(name), __dirname: arangodDirname(name) }, () => realm.runScript(source, String(name)));
    } catch (error) {
      failed = true;
      if (!(exitState.requested && error === exitState.marker)) {
        shellError(describeError(error));
      }
    }
    if (exitState.requested) {
      return exitState.code !== 0 ? exitState.code & 255 : 1;
    }
    return failed ? 1 : 0;
  }

  // arangod --console, the emergency console (v2.5.4 and v2.8.3 arangod/RestServer/ConsoleThread.cpp;
  // lib/V8/v8-utils.cpp, TRI_ExecuteJavaScriptString): a line of its own first, then every line
  // read runs as a script in the global context (origin "<shell command>"); a value other than
  // undefined is printed with the global print, an exception as its text; empty lines are
  // skipped. The end of the input ends the console and the server, with status 0 (ArangoServer.cpp,
  // runConsole). lines: an iterable of the lines typed, without their "\n". Not emulated, so
  // refused: a statement continued on the next line (the line editor waits for the rest), and a
  // stand-in refusal, which must not pass as a printed exception of arangod.
  function runConsole(lines) {
    writeOutput("ArangoDB JavaScript emergency console (ArangoDB " + facts.version + ", the stand-in)\n");
    for (const line of lines) {
      if (line === "") {
        continue;
      }
      let value;
      try {
        value = realm.runScript(line, "<shell command>");
      } catch (error) {
        if (error instanceof realm.globals.SyntaxError && /Unexpected end of input/.test(error.message)) {
          throw unsupported("a console statement continued on the next line: " + line);
        }
        if (error !== null && typeof error === "object" && /^not supported by the stand-in/.test(error.message)) {
          throw error;
        }
        writeOutput(describeError(error) + "\n");
        continue;
      }
      if (value !== undefined) {
        context.print(value);
      }
    }
    return 0;
  }

  return { load, executeScript, parse, runScript, runExecute, runConsole };
}

module.exports = { createScriptRunner, arangodDirname };
