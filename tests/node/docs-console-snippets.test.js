"use strict";
// The console snippets of the documentation that use `db` work where a user types them: the
// arangod console of 2.x has no global `db` (the server bootstrap moves it into
// require("internal").db and deletes the global: v2.5.0 js/server/bootstrap/module-internal.js,
// v2.8.0 js/server/bootstrap/modules/internal.js; the stand-in has none either), so a snippet that makes data of its own must take `db` from a
// module first. Each such ```js block of README.md and docs/ is run, as typed, in the stand-in's
// 2.5.4 console after the suite was loaded with SHOOTOUT = { run: false }.
const test = require("node:test");
const assert = require("node:assert/strict");
const path = require("path");
const fs = require("fs");
const { createArangod } = require("../standin/arangod");

const ROOT = path.resolve(__dirname, "..", "..");

function documentationFiles() {
  return ["README.md"].concat(fs.readdirSync(path.join(ROOT, "docs")).filter((name) => /\.md$/.test(name))
    .map((name) => path.join("docs", name)));
}

// The ```js blocks of a markdown text that use the db object.
function snippetsUsingDb(text) {
  const found = [];
  const pattern = /^```js\n([\s\S]*?)^```/mg;
  let match;
  while ((match = pattern.exec(text)) !== null) {
    if (/\bdb\.\w/.test(match[1])) {
      found.push(match[1]);
    }
  }
  return found;
}

const SNIPPETS = documentationFiles().flatMap((file) =>
  snippetsUsingDb(fs.readFileSync(path.join(ROOT, file), "utf8")).map((code) => ({ file, code })));

test("the documentation has a console snippet that makes data of its own", () => {
  assert.ok(SNIPPETS.some((snippet) => snippet.file === path.join("docs", "workbench.md")), JSON.stringify(SNIPPETS));
});

for (const snippet of SNIPPETS) {
  test("a console snippet of " + snippet.file + " gets db from a module and runs on 2.5.4", () => {
    assert.match(snippet.code, /^var db = require\("(org\/arangodb|@arangodb)"\)\.db;$/m,
      "the 2.x console has no db global: " + snippet.code);
    const output = [];
    const arangod = createArangod({ profile: "2.5.4", output: (text) => output.push(text), cwd: ROOT });
    const run = (code) => arangod.require("internal").executeScript(code, undefined, "console");
    assert.equal(run("typeof db"), "undefined", "the stand-in's 2.5.4 console has no db global either");
    run("SHOOTOUT = { run: false };");
    arangod.load(path.join(ROOT, "shootout.js"));
    // the GC pause before every run (0.2 s) is not slept here: the snippet's answers matter,
    // not its timings
    run("require('internal').wait = function () {};");
    const returned = run(snippet.code.replace(/\/path\/to\/aql-shootout/g, ROOT));
    const text = output.join("");
    assert.doesNotMatch(text, /FAILED|ERROR|stopped by an error/, text);
    if (returned && typeof returned === "object" && "ok" in returned) {
      assert.equal(returned.ok, true, text);
    }
  });
}
