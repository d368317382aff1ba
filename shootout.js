/*
 * aql-shootout: the one entry point (see README.md).
 *
 *   arangod console:        require("internal").load("/path/to/shootout.js")
 *   arangod script mode:    arangod --javascript.script shootout.js [--javascript.script-parameter …]
 *   node (offline):         node shootout.js list [--json]
 *
 * Everything here is ES5: arangod 2.5/2.6 embed V8 3.31 (3rdParty/V8-3.31.74.1 at v2.5.0).
 */
(function (globalObject) {
  "use strict";

  var MODULE_FILE_CHECK = "lib/suite.js";

  // ---- node, offline commands -------------------------------------------------------------
  // Our modules are plain CommonJS files, so node loads them with its own require.
  // (arangod 2.8+ has no global `module`; in 2.5-2.7 it is the root system module, whose
  // require has no `main`: v2.5.0 and v2.8.0 js/common/bootstrap/modules.js — so this test is
  // only true under node.)
  if (typeof module === "object" && module !== null && typeof require === "function" &&
      require.main === module) {
    var nodeCli = require("./lib/node-cli");
    var outcome = nodeCli.main(process.argv.slice(2), nodeCli.nodeIo(process, require("fs")));
    // versus waits for servers: its status comes later
    if (typeof outcome === "number") {
      process.exitCode = outcome;
    } else {
      outcome.then(function (code) { process.exitCode = code; });
    }
    return;
  }

  // ---- inside arangod ---------------------------------------------------------------------
  var arangodRequire = require;
  var fs = arangodRequire("fs");
  var internal = arangodRequire("internal");

  // The script's directory is only known while `load` runs (__dirname is removed afterwards,
  // absent before 2.5.2 and in script mode: lib/V8/v8-utils.cpp, JS_Load, of v2.5.0 and
  // v2.5.2), so it is resolved here, synchronously, and kept in this closure.
  var loadedByConsole = typeof __filename === "string";
  var suiteDirectory = findSuiteDirectory();

  function findSuiteDirectory() {
    var candidates = [];
    if (typeof __dirname === "string") {
      candidates.push(__dirname);
    }
    var fromStack = directoryFromStack(new Error().stack);
    if (fromStack !== null) {
      candidates.push(fromStack);
    }
    if (typeof globalObject.SHOOTOUT_DIR === "string") {
      candidates.push(globalObject.SHOOTOUT_DIR);
    }
    candidates.push(".");
    for (var i = 0; i < candidates.length; i += 1) {
      var directory = fs.makeAbsolute(candidates[i]);
      if (fs.exists(joinPath(directory, MODULE_FILE_CHECK))) {
        return directory;
      }
    }
    throw new Error("aql-shootout: cannot find its own files (looked in " +
      candidates.join(", ") + "). Set SHOOTOUT_DIR = \"/path/to/aql-shootout\" before loading.");
  }

  // V8 stack frames read "    at <function> (<file>:<line>:<column>)" or "    at <file>:<l>:<c>";
  // the first frame is this file, whose name is exactly the string given to `load` (JS_Load
  // compiles the file with that string as its origin: v2.5.0 lib/V8/v8-utils.cpp).
  function directoryFromStack(stack) {
    var lines = String(stack || "").split("\n");
    for (var i = 1; i < lines.length; i += 1) {
      var match = /^\s*at (?:.*?\()?(.+?):\d+:\d+\)?\s*$/.exec(lines[i]);
      if (match) {
        return parentDirectory(match[1]);
      }
    }
    return null;
  }

  function parentDirectory(path) {
    var cut = Math.max(path.lastIndexOf("/"), path.lastIndexOf("\\"));
    return cut < 0 ? "." : (cut === 0 ? "/" : path.slice(0, cut));
  }

  function joinPath(directory, relative) {
    return normalizePath(directory + "/" + relative);
  }

  function normalizePath(path) {
    var absolute = path.charAt(0) === "/";
    var parts = path.split(/[\\\/]+/);
    var kept = [];
    for (var i = 0; i < parts.length; i += 1) {
      if (parts[i] === "" || parts[i] === ".") {
        continue;
      }
      if (parts[i] === ".." && kept.length > 0 && kept[kept.length - 1] !== "..") {
        kept.pop();
      } else {
        kept.push(parts[i]);
      }
    }
    return (absolute ? "/" : "") + kept.join("/");
  }

  // arangod's require cannot load our files by path (2.5-2.7) or resolves "./" against the
  // working directory (2.8+; v2.5.0 and v2.8.0 js/common/bootstrap/modules.js), so each module
  // is read with fs.read and compiled with internal.executeScript (always three arguments:
  // v2.5.0 lib/V8/v8-utils.cpp, JS_Execute). Each load of
  // shootout.js starts with an empty cache, so a reload picks up edited files.
  function createModuleLoader() {
    var cache = {};

    function loadFile(absolutePath) {
      if (cache.hasOwnProperty(absolutePath)) {
        return cache[absolutePath].exports;
      }
      if (!fs.exists(absolutePath)) {
        throw new Error("aql-shootout: module file not found: " + absolutePath);
      }
      var directory = parentDirectory(absolutePath);
      var source = "(function (module, exports, require, __filename, __dirname) {" +
        fs.read(absolutePath) + "\n})";
      var factory = internal.executeScript(source, undefined, absolutePath);
      var moduleObject = { exports: {}, id: absolutePath };
      cache[absolutePath] = moduleObject;
      factory.call(moduleObject.exports, moduleObject, moduleObject.exports,
        makeRequire(directory), absolutePath, directory);
      return moduleObject.exports;
    }

    function makeRequire(directory) {
      return function localRequire(request) {
        if (request.indexOf("./") === 0 || request.indexOf("../") === 0) {
          var path = joinPath(directory, request);
          return loadFile(/\.js$/.test(path) ? path : path + ".js");
        }
        return arangodRequire(request);
      };
    }

    return { requireFromRoot: makeRequire(suiteDirectory) };
  }

  var loader = createModuleLoader();
  var entry = loader.requireFromRoot("./lib/arangod-entry");
  var api = entry.createApi(loader.requireFromRoot, suiteDirectory);

  globalObject.shootout = api;
  // arangod --javascript.script calls the global main(argv) after running the scripts (v2.5.0
  // arangod/RestServer/ArangoServer.cpp, runScript). SHOOTOUT = { run: false } means nothing runs, not now and not from main: a script
  // that loads the suite that way to use `shootout` keeps its own main, and one without a
  // main gets one that runs nothing (arangod 2.x script mode needs a main to call).
  if (!api.loadOnly(globalObject.SHOOTOUT)) {
    globalObject.main = api.main;
  } else if (typeof globalObject.main !== "function") {
    globalObject.main = function () { return 0; };
  }

  // Loaded from the console: run at once, unless the caller set SHOOTOUT = { run: false }.
  // Run by arangosh --javascript.execute: the options are the words after "--", in the global
  // ARGUMENTS (v2.5.0 arangosh/V8Client/arangosh.cpp); an uncaught exception is how an arangosh script ends with a
  // non-zero exit status, so a failed run throws. In arangod script mode nothing runs here:
  // arangod calls main(argv) next.
  if (typeof globalObject.SHOOTOUT !== "undefined") {
    api.runFromGlobal(globalObject.SHOOTOUT);
  } else if (typeof ARGUMENTS !== "undefined" && ARGUMENTS !== null && typeof ARGUMENTS.length === "number") {
    var status = api.runFromShell(ARGUMENTS);
    if (status !== 0) {
      throw new Error("aql-shootout: the run did not succeed (status " + status + ", see above)");
    }
  } else if (loadedByConsole) {
    api.runFromGlobal(undefined);
  } else if (/^2\.5\.[01]$/.test(String(internal.version))) {
    // 2.5.0 and 2.5.1 set no __filename during load (commit 4566aa085a added it), so a console load
    // cannot be told from script mode; no feature tells them apart, hence the version test.
    internal.print("aql-shootout loaded. arangod " + internal.version + " does not tell a loaded file " +
      "that it came from the console, so nothing runs by itself: call shootout.run(options), or set " +
      "SHOOTOUT = {} before loading. (With --javascript.script, main runs next.)");
  }
}(this));
// The console prints the completion value of a loaded script (v2.8.0 lib/V8/v8-utils.cpp): keep it quiet.
undefined;
