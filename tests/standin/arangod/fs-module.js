"use strict";
// require("fs") as arangod provides it: ArangoDB's own file module (not node's), working on
// the real file system (v2.5.0 js/common/bootstrap/module-fs.js; v2.8.4
// js/common/bootstrap/modules/fs.js). Relative paths are taken against the stand-in's
// `cwd`, as arangod takes them against its process' working directory (v2.5.0 and v2.5.2
// lib/V8/v8-utils.cpp, JS_Load). Argument checks,
// error numbers and messages follow the C++ functions of lib/V8/v8-utils.cpp (late 3.x):
// a wrong argument count is ERROR_BAD_PARAMETER "usage: <signature>"; a failed system call is
// ERROR_SYS_ERROR (or the errno-specific number) with the message arangod builds. Where
// arangod's message does not name the path, the stand-in appends ": <path>" so a failing
// test says which file.

const nodeFs = require("fs");
const os = require("os");
const path = require("path");
const { builtinError, usageError, ERROR_NUMBERS } = require("./builtin-errors");

// strerror() texts for the errno codes node reports.
const SYSTEM_ERROR_TEXT = {
  ENOENT: "No such file or directory",
  EEXIST: "File exists",
  ENOTDIR: "Not a directory",
  EISDIR: "Is a directory",
  EACCES: "Permission denied",
  EPERM: "Operation not permitted",
  ENOTEMPTY: "Directory not empty",
  EXDEV: "Invalid cross-device link",
  EBUSY: "Device or resource busy"
};

function systemErrorText(error) {
  return SYSTEM_ERROR_TEXT[error && error.code] || String(error && error.message);
}

// Temporary directories made by stand-ins of this process, removed when node exits (arangod
// removes its own temporary directory at shutdown).
const temporaryDirectories = new Set();
let exitHandlerInstalled = false;

function rememberTemporaryDirectory(directory) {
  temporaryDirectories.add(directory);
  if (!exitHandlerInstalled) {
    exitHandlerInstalled = true;
    process.once("exit", () => {
      for (const each of temporaryDirectories) {
        try {
          nodeFs.rmSync(each, { recursive: true, force: true });
        } catch (error) {
          // nothing to do at exit
        }
      }
    });
  }
}

function createFsModule(realm, facts, cwd) {
  const resolve = (name) => path.resolve(cwd, String(name));
  let temporaryPath = null;
  let temporaryCounter = 0;

  function checkCount(args, allowed, usage) {
    if (allowed.indexOf(args.length) < 0) {
      throw usageError(usage);
    }
  }

  function checkPathString(value, what) {
    if (typeof value !== "string" && !(value instanceof String)) {
      // TRI_Utf8ValueNFC converts anything; only an empty result is refused. The stand-in is
      // stricter about non-strings: they are a bug in the caller.
      throw new TypeError("<" + what + "> must be a string");
    }
    return String(value);
  }

  function isDirectory(name) {
    try {
      return nodeFs.statSync(resolve(name)).isDirectory();
    } catch (error) {
      return false;
    }
  }

  function exists(name) {
    try {
      nodeFs.statSync(resolve(name));
      return true;
    } catch (error) {
      return false;
    }
  }

  // TRI_GetTempPath: arangod works in its own temporary directory below the system one,
  // created on first use ("arangod_" plus random characters).
  function getTempPath() {
    if (temporaryPath === null) {
      temporaryPath = nodeFs.mkdtempSync(path.join(os.tmpdir(), "arangod_"));
      rememberTemporaryDirectory(temporaryPath);
    }
    return temporaryPath;
  }

  // TRI_FilesDirectory: the names in a directory, "." and ".." left out; an unreadable or
  // missing directory gives an empty list.
  function filesInDirectory(name) {
    try {
      return nodeFs.readdirSync(resolve(name));
    } catch (error) {
      return [];
    }
  }

  // TRI_FullTreeDirectory: "" (the directory itself) first, then per directory level its
  // subdirectories (each followed by its own tree), then its files; paths relative to `name`.
  function listTree(name) {
    const result = [""];
    const walk = (full, relative) => {
      const names = filesInDirectory(full);
      for (const entry of names) {
        const entryFull = path.join(full, entry);
        const entryRelative = relative === "" ? entry : path.join(relative, entry);
        if (isDirectory(entryFull)) {
          result.push(entryRelative);
          if (!nodeFs.lstatSync(resolve(entryFull)).isSymbolicLink()) {
            walk(entryFull, entryRelative);
          }
        }
      }
      for (const entry of names) {
        if (!isDirectory(path.join(full, entry))) {
          result.push(relative === "" ? entry : path.join(relative, entry));
        }
      }
    };
    walk(resolve(name), "");
    return result;
  }

  function directoryCreationError(name, error) {
    const number = error.code === "EEXIST" ? ERROR_NUMBERS.FILE_EXISTS :
      (error.code === "ENOENT" ? ERROR_NUMBERS.FILE_NOT_FOUND :
        (error.code === "EPERM" ? ERROR_NUMBERS.FORBIDDEN : ERROR_NUMBERS.SYS_ERROR));
    return builtinError(number, "failed to create directory '" + name + "': " + systemErrorText(error));
  }

  const methods = {
    read(...args) {
      checkCount(args, [1], "read(<filename>)");
      const name = checkPathString(args[0], "filename");
      try {
        return nodeFs.readFileSync(resolve(name), "utf8");
      } catch (error) {
        throw builtinError(ERROR_NUMBERS.SYS_ERROR, systemErrorText(error) + ": while reading " + name);
      }
    },

    write(...args) {
      if (args.length < 2) {
        throw usageError("write(<filename>, <content>)");
      }
      const name = checkPathString(args[0], "filename");
      if (name.length === 0) {
        throw new TypeError("<filename> must be a string");
      }
      try {
        nodeFs.writeFileSync(resolve(name), String(args[1]));
      } catch (error) {
        throw builtinError(ERROR_NUMBERS.SYS_ERROR, "cannot write file: " + name + ": " + systemErrorText(error));
      }
      return true;
    },

    exists(...args) {
      checkCount(args, [1], "exists(<path>)");
      return exists(checkPathString(args[0], "path"));
    },

    isFile(...args) {
      checkCount(args, [1], "isFile(<path>)");
      const name = checkPathString(args[0], "path");
      return exists(name) && !isDirectory(name);
    },

    isDirectory(...args) {
      checkCount(args, [1], "isDirectory(<path>)");
      return isDirectory(checkPathString(args[0], "path"));
    },

    size(...args) {
      checkCount(args, [1], "size(<path>)");
      const name = checkPathString(args[0], "path");
      if (!exists(name) || isDirectory(name)) {
        throw builtinError(ERROR_NUMBERS.FILE_NOT_FOUND, "file not found: " + name);
      }
      return nodeFs.statSync(resolve(name)).size;
    },

    mtime(...args) {
      checkCount(args, [1], "mtime(<filename>)");
      const name = checkPathString(args[0], "filename");
      if (!exists(name)) {
        throw builtinError(ERROR_NUMBERS.FILE_NOT_FOUND, "file not found: " + name);
      }
      return Math.floor(nodeFs.statSync(resolve(name)).mtimeMs / 1000);
    },

    list(...args) {
      // (sic: arangod's usage text for list names listTree)
      checkCount(args, [1], "listTree(<path>)");
      return realm.toContext(filesInDirectory(checkPathString(args[0], "path")));
    },

    listTree(...args) {
      checkCount(args, [1], "listTree(<path>)");
      return realm.toContext(listTree(checkPathString(args[0], "path")));
    },

    makeDirectory(...args) {
      checkCount(args, [1, 2], "makeDirectory(<path>)");
      const name = checkPathString(args[0], "path");
      try {
        nodeFs.mkdirSync(resolve(name));
      } catch (error) {
        throw directoryCreationError(name, error);
      }
      return undefined;
    },

    makeDirectoryRecursive(...args) {
      checkCount(args, [1, 2], "makeDirectoryRecursive(<path>)");
      const name = checkPathString(args[0], "path");
      if (isDirectory(name)) {
        return undefined;
      }
      try {
        nodeFs.mkdirSync(resolve(name), { recursive: true });
      } catch (error) {
        throw directoryCreationError(name, error);
      }
      return undefined;
    },

    remove(...args) {
      checkCount(args, [1], "remove(<filename>)");
      const name = checkPathString(args[0], "path");
      try {
        nodeFs.unlinkSync(resolve(name));
      } catch (error) {
        const number = error.code === "ENOENT" ? ERROR_NUMBERS.FILE_NOT_FOUND : ERROR_NUMBERS.SYS_ERROR;
        throw builtinError(number, "cannot remove file: " + name);
      }
      return undefined;
    },

    removeDirectory(...args) {
      checkCount(args, [1], "removeDirectory(<path>)");
      const name = checkPathString(args[0], "path");
      if (!isDirectory(name)) {
        throw builtinError(ERROR_NUMBERS.BAD_PARAMETER, "<path> must be a valid directory name (have '" + name + "')");
      }
      try {
        nodeFs.rmdirSync(resolve(name));
      } catch (error) {
        // (sic: arangod's message has the unbalanced quote)
        throw builtinError(ERROR_NUMBERS.SYS_ERROR, "cannot remove directory: " + name + "'");
      }
      return undefined;
    },

    // Without `force`, arangod refuses a directory whose path (as given, not made absolute)
    // does not start with its temporary path.
    removeDirectoryRecursive(...args) {
      if (args.length < 1) {
        throw usageError("removeDirectoryRecursive(<path>)");
      }
      const name = checkPathString(args[0], "path");
      if (!isDirectory(name)) {
        throw builtinError(ERROR_NUMBERS.BAD_PARAMETER, "<path> must be a valid directory name (have '" + name + "')");
      }
      const force = args.length > 1 && Boolean(args[1]);
      const temporary = getTempPath();
      if (!force && name.slice(0, temporary.length) !== temporary) {
        throw builtinError(ERROR_NUMBERS.BAD_PARAMETER, "directory to be removed [" + name +
          "] is outside of temporary path [" + temporary + "]");
      }
      try {
        nodeFs.rmSync(resolve(name), { recursive: true });
      } catch (error) {
        throw builtinError(ERROR_NUMBERS.SYS_ERROR, "cannot remove directory: " + name + "'");
      }
      return undefined;
    },

    move(...args) {
      checkCount(args, [2], "move(<source>, <destination>)");
      const source = String(args[0]);
      const destination = String(args[1]);
      const sourceIsDirectory = isDirectory(source);
      const destinationIsDirectory = isDirectory(destination);
      if (sourceIsDirectory && destinationIsDirectory) {
        throw builtinError(ERROR_NUMBERS.BAD_PARAMETER, "cannot move source directory into destination directory");
      }
      if (exists(source) && !sourceIsDirectory && destinationIsDirectory) {
        throw builtinError(ERROR_NUMBERS.BAD_PARAMETER, "cannot move source file into destination directory");
      }
      try {
        nodeFs.renameSync(resolve(source), resolve(destination));
      } catch (error) {
        throw builtinError(ERROR_NUMBERS.SYS_ERROR, "cannot move file [" + source + "] to [" + destination +
          " ] : " + (error.errno === undefined ? "" : -error.errno) + ": " + systemErrorText(error));
      }
      return undefined;
    },

    // join and normalize are JavaScript in arangod (node's path semantics, POSIX).
    join(...parts) {
      return path.posix.join(...parts);
    },

    normalize(name) {
      return path.posix.normalize(name);
    },

    // TRI_GetAbsolutePath: an absolute path stays as it is; a relative one is appended to the
    // working directory with a "/" and NOT normalised ("." gives "<cwd>/."); "" gives the cwd.
    makeAbsolute(...args) {
      checkCount(args, [1], "makeAbsolute(<path>)");
      const name = checkPathString(args[0], "path");
      if (name.length === 0) {
        return cwd;
      }
      if (name.charAt(0) === "/" || name.charAt(0) === "\\") {
        return name;
      }
      return cwd + (cwd.endsWith("/") ? "" : "/") + name;
    },

    getTempPath(...args) {
      checkCount(args, [0], "getTempPath()");
      return getTempPath();
    },

    // TRI_GetTempName: a name "tmp-<counter>-<random>" in the temporary path (or in
    // `directory` below it, which is created); the file itself only when createFile is true.
    getTempFile(...args) {
      if (args.length > 2) {
        throw usageError("getTempFile(<directory>, <createFile>)");
      }
      const base = args.length > 0 && args[0] !== undefined ? path.join(getTempPath(), String(args[0])) : getTempPath();
      nodeFs.mkdirSync(base, { recursive: true });
      let candidate;
      do {
        temporaryCounter += 1;
        candidate = path.join(base, "tmp-" + temporaryCounter + "-" + Math.floor(Math.random() * 4294967296));
      } while (nodeFs.existsSync(candidate));
      if (args.length > 1 && Boolean(args[1])) {
        nodeFs.writeFileSync(candidate, "");
      }
      return candidate;
    },

    home() {
      return process.env.HOME || os.homedir();
    }
  };

  // v2.5.0 js/common/bootstrap/module-fs.js; v2.8.4 js/common/bootstrap/modules/fs.js: fs.append
  // exists from 3.0 only.
  if (facts.fsAppend) {
    methods.append = function (...args) {
      checkCount(args, [2], "append(<filename>, <content>)");
      const name = checkPathString(args[0], "filename");
      if (name.length === 0) {
        throw new TypeError("<filename> must be a non-empty string");
      }
      try {
        nodeFs.appendFileSync(resolve(name), String(args[1]));
      } catch (error) {
        throw builtinError(ERROR_NUMBERS.SYS_ERROR, "cannot write file: " + name + ": " + systemErrorText(error));
      }
      return true;
    };
  }

  return realm.objectWithMethods("fs", methods, { pathSeparator: "/" });
}

module.exports = { createFsModule };
