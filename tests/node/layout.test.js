"use strict";
// The layout reads options → setup → runner → record → report (and then the comparison, versus,
// the flows that wire the stages, the entry points), and no import runs back up against that
// flow (docs/testing.md, "Layout"). Every require("./…") and require("../…") of the product's
// code is checked against the rank of the place it comes from and the place it goes to: a
// module may import its own place and anything ranked below it, never above.
const test = require("node:test");
const assert = require("node:assert/strict");
const fs = require("fs");
const path = require("path");

const ROOT = path.resolve(__dirname, "..", "..");

// Places in the order data flows through them; the first pattern that matches a file's path
// (relative to the root, without .js) gives its place.
const PLACES = [
  // what every stage may use: the host adapter, version features, expectations, /proc texts
  ["foundation", /^lib\/(host|features|expectations|linux-proc)$/],
  ["options", /^lib\/options\//],
  ["setup", /^setup\//],
  ["cases", /^cases\//],
  ["run", /^lib\/run\//],
  ["record", /^lib\/record\//],
  ["report", /^lib\/report\//],
  // a comparison goes through its own steps in this order
  ["compare inputs", /^lib\/compare\/inputs\//],
  ["compare verdict", /^lib\/compare\/verdict\//],
  ["compare comparisons", /^lib\/compare\/comparisons\//],
  ["compare reports", /^lib\/compare\/reports\//],
  ["compare command", /^lib\/compare\/command\//],
  ["versus", /^lib\/versus\//],
  // the flows that wire the stages: a run, a driven run, timing one query
  ["flows", /^lib\/(suite|driven-run|workbench)$/],
  ["entry points", /^lib\/(arangod-entry|node-cli)$/],
  ["shootout.js", /^shootout$/]
];
const RANK = new Map(PLACES.map(([name], i) => [name, i]));

function placeOf(relative) {
  const bare = relative.split(path.sep).join("/").replace(/\.js$/, "");
  const found = PLACES.find(([, pattern]) => pattern.test(bare));
  return found ? found[0] : null;
}

function productFiles() {
  const files = ["shootout.js"];
  const walk = (directory) => {
    for (const name of fs.readdirSync(path.join(ROOT, directory)).sort()) {
      const relative = path.join(directory, name);
      if (fs.statSync(path.join(ROOT, relative)).isDirectory()) {
        walk(relative);
      } else if (name.endsWith(".js")) {
        files.push(relative);
      }
    }
  };
  ["lib", "setup", "cases"].forEach(walk);
  return files;
}

// The relative imports of a file's code (comments left out: they may name any module).
function importsOf(relative) {
  const code = fs.readFileSync(path.join(ROOT, relative), "utf8").replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/(^|[^:"'])\/\/.*$/gm, "$1");
  return [...code.matchAll(/require\("(\.{1,2}\/[^"]+)"\)/g)].map((match) =>
    path.relative(ROOT, path.resolve(ROOT, path.dirname(relative), match[1])).replace(/(\.js)?$/, ".js"));
}

test("every module of the product has a place in the flow", () => {
  const placeless = productFiles().filter((file) => placeOf(file) === null);
  assert.deepEqual(placeless, []);
});

test("no import runs back up against the flow options → setup → runner → record → report", () => {
  const upward = [];
  let checked = 0;
  for (const file of productFiles()) {
    const from = placeOf(file);
    for (const target of importsOf(file)) {
      assert.ok(fs.existsSync(path.join(ROOT, target)), file + " imports " + target + ", which does not exist");
      const to = placeOf(target);
      assert.notEqual(to, null, file + " imports " + target + ", which has no place in the flow");
      checked += 1;
      if (RANK.get(to) > RANK.get(from)) {
        upward.push(file + " (" + from + ") imports " + target + " (" + to + ")");
      }
    }
  }
  assert.ok(checked > 150, "the imports were found (" + checked + ")");
  assert.deepEqual(upward, []);
});

test("the modules that once imported back up have their places", () => {
  // the place of a module decides, whatever folder it sits in
  assert.equal(placeOf("lib/driven-run.js"), "flows");
  assert.equal(placeOf("lib/run/runner.js"), "run");
  assert.ok(RANK.get(placeOf("lib/suite.js")) > RANK.get(placeOf("lib/run/runner.js")));
  assert.ok(RANK.get(placeOf("lib/report/run-report.js")) > RANK.get(placeOf("lib/run/runner.js")));
  assert.deepEqual(importsOf(path.join("lib", "driven-run.js")).filter((target) => /suite|run-report/.test(target)),
    ["lib/suite.js", "lib/report/run-report.js"]);
});
