"use strict";
// V8's code cache for the scripts the stand-in compiles into its realm (the product's files:
// shootout.js and the modules it loads, the jsunity suites). npm test starts well over a hundred
// stand-in processes (the stand-in executable, the dry runs), and each compiled the same
// sources from scratch: about a fifth of a short process's CPU. The compiled code of a source
// is kept as a file under node_modules/.cache (beside the language check's markers,
// passed-sources.js) and handed to the next process's compile, which V8 checks against the
// source and its own version and flags, and ignores when they do not match: what runs is the
// same either way. Without a writable cache folder it compiles as before.

const crypto = require("crypto");
const fs = require("fs");
const path = require("path");
const vm = require("vm");

const CACHE = path.resolve(__dirname, "..", "..", "..", "node_modules", ".cache", "aql-shootout-code-cache");
// Short sources (a console line, an /_admin/execute body) are compiled in a moment and seldom
// twice: not worth a file.
const SMALLEST_CACHED = 2048;

let cacheUsable = true;

// Keyed by the file's name too: V8's cached code keeps the name of the file it was made from,
// and a stack trace of code compiled from it names that file (two checkouts sharing one
// node_modules would each see the other's paths, and product code that finds its own files
// from the stack would look in the wrong checkout).
function fileOf(source, filename) {
  const key = crypto.createHash("sha256").update(process.version + "\0" + process.arch + "\0" + filename + "\0")
    .update(source).digest("hex");
  return path.join(CACHE, key);
}

// The scripts this process compiled, by file name and source: a vm.Script is bound to no
// context, so the next stand-in of a process (a jsunity batch makes one per suite) runs the
// same script in its own context.
const compiled = new Map();

// A vm.Script of `source`, from the cache where it holds one for this node.
function compileScript(source, filename) {
  if (source.length < SMALLEST_CACHED) {
    return new vm.Script(source, { filename });
  }
  const name = filename + "\0" + source;
  if (!compiled.has(name)) {
    compiled.set(name, cacheUsable ? compileCached(source, filename) : new vm.Script(source, { filename }));
  }
  return compiled.get(name);
}

function compileCached(source, filename) {
  const file = fileOf(source, filename);
  let cachedData;
  try {
    cachedData = fs.readFileSync(file);
  } catch (error) {
    cachedData = undefined;
  }
  const script = new vm.Script(source, { filename, cachedData });
  if (cachedData === undefined || script.cachedDataRejected) {
    try {
      fs.mkdirSync(CACHE, { recursive: true });
      // written whole under another name, then renamed: a process reading meanwhile finds the
      // old file or none, never half of one
      const temporary = file + "." + process.pid + ".tmp";
      fs.writeFileSync(temporary, script.createCachedData());
      fs.renameSync(temporary, file);
    } catch (error) {
      cacheUsable = false;
    }
  }
  return script;
}

module.exports = { compileScript };
