"use strict";
// The stand-in's code cache (tests/standin/arangod/code-cache.js) hands a process the code an
// earlier one compiled from the same source. Code made from it must still name its own file in
// a stack trace: product code finds its files from the stack where a version gives no
// __dirname (2.5.0-2.5.3), and two checkouts sharing one node_modules compile the same sources
// under different names.

const test = require("node:test");
const assert = require("node:assert/strict");
const childProcess = require("child_process");
const path = require("path");

const CODE_CACHE = path.resolve(__dirname, "..", "standin", "arangod", "code-cache.js");

// In a fresh process: compiles `source` under `filename` through the cache and returns the
// stack trace the script's error gives.
function stackOf(source, filename) {
  const program = "const { compileScript } = require(" + JSON.stringify(CODE_CACHE) + ");" +
    "try { compileScript(process.argv[1], process.argv[2]).runInThisContext(); } catch (error) { process.stdout.write(error.stack); }";
  return childProcess.execFileSync(process.execPath, ["-e", program, source, filename], { encoding: "utf8" });
}

test("code compiled from the cache names the file it was compiled for, not the one the cache was made from", () => {
  // a source long enough to be cached; the same one each time (the cache keeps one entry for
  // each name it was compiled under, or, were names left out of its key, one for both)
  const source = "// standin-code-cache.test.js\n" + "var filler = 0;\n".repeat(200) +
    "(function thrower() { throw new Error('from the script'); })();\n";
  const first = path.join(path.sep, "checkout-one", "lib", "script.js");
  const second = path.join(path.sep, "checkout-two", "lib", "script.js");
  assert.match(stackOf(source, first), /\n {4}at thrower \(\/checkout-one\/lib\/script\.js:202:/);
  // the second process finds the first one's cache for this source
  assert.match(stackOf(source, second), /\n {4}at thrower \(\/checkout-two\/lib\/script\.js:202:/);
  assert.match(stackOf(source, first), /\n {4}at thrower \(\/checkout-one\/lib\/script\.js:202:/);
});
