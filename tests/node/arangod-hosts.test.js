"use strict";
// shootout.js as arangod starts it: loaded from the console (internal.load) with or without
// a SHOOTOUT global, and as `arangod --javascript.script` (main(argv), exit status).
const test = require("node:test");
const assert = require("node:assert/strict");
const path = require("path");
const fs = require("fs");
const os = require("os");
const { createArangod } = require("../standin/arangod");

const ROOT = path.resolve(__dirname, "..", "..");
const SHOOTOUT = path.join(ROOT, "shootout.js");
const QUICK = "cases: [\"filter-number\"], sizes: [1000], runs: 1, warmup: 0, gcPause: 0, save: false";

function standIn(cwd) {
  const output = [];
  const arangod = createArangod({ output: (text) => output.push(text), cwd: cwd || ROOT });
  const run = (code) => arangod.require("internal").executeScript(code, undefined, "test");
  return { arangod, output, text: () => output.join(""), run };
}

test("console load with SHOOTOUT options runs those cases and leaves the shootout object", () => {
  const s = standIn();
  s.run("SHOOTOUT = { " + QUICK + " };");
  const completion = s.arangod.load(SHOOTOUT);
  assert.equal(completion, undefined, "the console would print a non-undefined completion value");
  const text = s.text();
  assert.match(text, /\nfilter-number {17}\| 1k {10}\| {7}1 \|/);
  assert.equal(text.match(/^filter-number /mg).length, 1);
  assert.equal(s.run("typeof shootout.run + typeof shootout.list + typeof shootout.setup + typeof shootout.drop"),
    "functionfunctionfunctionfunction");
});

test("console load with SHOOTOUT = { run: false } loads without measuring", () => {
  const s = standIn();
  s.run("SHOOTOUT = { run: false };");
  s.arangod.load(SHOOTOUT);
  assert.equal(s.text(), "");
  assert.deepEqual(s.arangod.server.databaseNames(), ["_system"]);
  const summary = s.run("JSON.stringify(shootout.run({ " + QUICK + " }))");
  assert.deepEqual(JSON.parse(summary), { ok: true, measured: 1, failed: [], resultsFile: null });
});

test("console load by a relative path from another working directory finds the suite's files", () => {
  const s = standIn(path.dirname(ROOT));
  s.run("SHOOTOUT = { run: false };");
  s.arangod.load(path.join(path.basename(ROOT), "shootout.js"));
  assert.equal(s.run("shootout.directory"), ROOT);
});

test("bad options in the console print one line and create nothing", () => {
  const s = standIn();
  s.run("SHOOTOUT = { cases: [\"nope\"] };");
  s.arangod.load(SHOOTOUT);
  const lines = s.text().trim().split("\n");
  assert.equal(lines.length, 1);
  assert.match(lines[0], /^aql-shootout: unknown case 'nope'; valid cases: collect-number, /);
  assert.deepEqual(s.arangod.server.databaseNames(), ["_system"]);
});

// The console prints what a typed call returns: shootout.explain prints the plan and returns
// nothing (as db._explain does), so the plan appears once; a failure returns its short summary.
test("console: shootout.explain prints the plan once and returns nothing for the console to echo", () => {
  const s = standIn();
  s.run("SHOOTOUT = { run: false };");
  s.arangod.load(SHOOTOUT);
  s.run("shootout.setup({ sizes: [\"1000\"], database: \"shootout_explain_echo\" })");
  s.output.length = 0;
  const returned = s.run("shootout.explain(\"join-hash-number\", \"1000\", { database: \"shootout_explain_echo\" })");
  assert.equal(returned, undefined, "the console would echo a returned plan");
  assert.equal(s.text().match(/^join-hash-number on values1000 \(1k\): /mg).length, 1, s.text());
  assert.equal(s.text().match(/^ {2}nodes: /mg).length, 1, s.text());
  const failed = s.run("shootout.explain(\"join-hash-numbr\")");
  assert.equal(failed.ok, false);
  assert.match(failed.error, /^unknown case 'join-hash-numbr'; valid cases: /);
});

// Inside a server task arangod forbids db._useDatabase, even to the database the task runs in
// (v2.5.4 arangod/V8Server/V8Job.cpp enters the task's context with database switching off,
// and v8-vocbase.cpp JS_UseDatabase then throws ERROR_FORBIDDEN, 11; late 3.x asks the
// security context the same question). The stand-in has no tasks, so its db is made to answer
// as a task's does. The run stops saying why and what to do, not with a bare "forbidden".
test("a run started where arangod forbids switching databases (a server task) says why and what to do", () => {
  const s = standIn();
  s.run("SHOOTOUT = { run: false };");
  s.arangod.load(SHOOTOUT);
  s.run("(function () { var internal = require('internal'); internal.db._useDatabase = function () {" +
    " throw new internal.ArangoError({ errorNum: 11, errorMessage: 'forbidden' }); }; })();");
  s.output.length = 0;
  const outcome = s.run("shootout.run({ cases: ['min-number'], sizes: ['1000'], runs: 1, gcPause: 0, save: false })");
  assert.equal(outcome.ok, false);
  const lines = s.text().trimEnd().split("\n");
  assert.equal(lines.length, 3, "the header and one line: " + s.text());
  assert.equal(lines[2], "aql-shootout: stopped by an error: arangod forbids switching databases here " +
    "(db._useDatabase gave error 11, forbidden): code running as a server task or in a Foxx service " +
    "stays in the database it was started in, and a run works in the suite's own database. Start the run from the " +
    "arangod console, with arangod --javascript.script or through arangosh instead (docs/running.md).");
  assert.deepEqual(s.arangod.server.databaseNames(), ["_system"], "nothing created");
});

// arangod --javascript.script calls the global main after the script: a script that loads the
// suite with SHOOTOUT = { run: false } (to call shootout.* itself) must not start a benchmark
// run from shootout.js's main afterwards.
test("script mode: a script loading the suite with run: false keeps its own main, or gets one that runs nothing", () => {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "load-only-"));
  try {
    const withMain = path.join(directory, "with-main.js");
    fs.writeFileSync(withMain, "function main(argv) { return typeof shootout.run === 'function' && argv[1] === 'x' ? 0 : 3; }\n" +
      "SHOOTOUT = { run: false };\nrequire('internal').load(" + JSON.stringify(SHOOTOUT) + ");\n");
    const s = standIn();
    assert.equal(s.arangod.runScript(withMain, ["x"]), 0, s.text());
    assert.equal(s.run("main(['with-main.js', 'y'])"), 3);
    assert.deepEqual(s.arangod.server.databaseNames(), ["_system"]);

    const withoutMain = path.join(directory, "without-main.js");
    fs.writeFileSync(withoutMain, "SHOOTOUT = { run: false };\nrequire('internal').load(" + JSON.stringify(SHOOTOUT) + ");\n");
    const t = standIn();
    assert.equal(t.arangod.runScript(withoutMain, ["--sizes", "1000"]), 0, t.text());
    assert.equal(t.text(), "");
    assert.deepEqual(t.arangod.server.databaseNames(), ["_system"]);
  } finally {
    fs.rmSync(directory, { recursive: true, force: true });
  }
});

test("script mode: main(argv) runs the options given as script parameters", () => {
  const s = standIn();
  const status = s.arangod.runScript(SHOOTOUT, ["--cases", "sort-*", "--sizes=1000", "--runs", "2",
    "--warmup", "0", "--gc-pause", "0", "--no-save"]);
  assert.equal(status, 0, s.text());
  assert.equal(s.text().match(/^sort-(number|string) +\| 1k +\| +2 \|/mg).length, 2);
});

test("script mode: bad options fail before anything is created", () => {
  const s = standIn();
  // main returns 2, but arangod's script runner only exits 0 or 1 (any non-zero → 1).
  const status = s.arangod.runScript(SHOOTOUT, ["--runs", "0"]);
  assert.equal(status, 1);
  assert.equal(s.run("main(['shootout.js', '--runs', '0'])"), 2);
  // one line each time, as docs/running.md "Bad input" promises, pointing at the list
  assert.equal(s.text(), ("aql-shootout: option runs must be a whole number from 1 to 100000 or \"auto\", got \"0\" " +
    "(string) (every option: --help)\n").repeat(2));
  assert.deepEqual(s.arangod.server.databaseNames(), ["_system"]);
});

test("script mode: --help lists every option, one a line, and runs nothing", () => {
  const s = standIn();
  assert.equal(s.arangod.runScript(SHOOTOUT, ["--help"]), 0);
  const lines = s.text().trimEnd().split("\n");
  assert.equal(lines[0], "options:");
  const options = require("../../lib/options/options");
  assert.equal(lines.length, 1 + options.SPECS.length);
  assert.match(lines[1], /^ {2}--suite <list> +comma list of suites/);
  assert.deepEqual(s.arangod.server.databaseNames(), ["_system"]);
});

test("script mode: a wrong result makes the exit status 1 and is marked in the table", () => {
  const s = standIn();
  // Document 1 altered behind the suite's back: count, indexes and the sampled documents
  // (0, 500, 999) still look right, so setup reuses the collection and only verification
  // can notice.
  s.run("SHOOTOUT = { run: false };");
  s.arangod.load(SHOOTOUT);
  s.run([
    "shootout.setup({ sizes: [1000] });",
    "var db = require('internal').db;",
    "var dataset = shootout.require('./setup/datasets/values');",
    "db._useDatabase('shootout'); db._drop('values1000'); var c = db._create('values1000');",
    "db._query(dataset.INSERT_QUERY.replace('value6: CONCAT(\"test\", i)', 'value6: i == 1 ? \"altered\" : CONCAT(\"test\", i)'),",
    "  { '@collection': 'values1000', from: 0, to: 999, groups: 10 }, {}, {});",
    "dataset.INDEXES.forEach(function (index) { c.ensureIndex(index); });",
    "db._useDatabase('_system');",
    // what a fresh arangod --javascript.script process has: no SHOOTOUT global
    "SHOOTOUT = undefined;"
  ].join("\n"));
  const status = s.arangod.runScript(SHOOTOUT, ["--cases", "extract-doc,min-number", "--sizes", "1000",
    "--runs", "1", "--gc-pause", "0", "--no-save"]);
  assert.equal(status, 1, s.text());
  const text = s.text();
  assert.match(text, /setup values1000: reused/);
  assert.match(text, /\nextract-doc {19}\| 1k {10}\| {7}1 \|.*<- WRONG RESULT\n/);
  assert.match(text, /\nmin-number {20}\| 1k {10}\| {7}1 \| +[0-9.]+ \| +[0-9.]+ \| +[0-9.]+ \| +[0-9.]+ \| shootout\n/);
  assert.match(text, /\nFAILED: 1 of 2 cases\n {2}extract-doc 1k: wrong result: row \d+: document 1: value6 is "altered", expected "test1"\n/);
});

test("script mode: a database the suite did not create stops the run with status 1", () => {
  const s = standIn();
  s.run("var db = require('internal').db; db._createDatabase('shootout'); db._useDatabase('shootout'); " +
    "db._create('somethingElse'); db._useDatabase('_system');");
  const status = s.arangod.runScript(SHOOTOUT, ["--cases", "min-number", "--sizes", "1000", "--no-save"]);
  assert.equal(status, 1);
  assert.match(s.text(), /aql-shootout: stopped by an error: database 'shootout' exists but was not created by aql-shootout/);
  assert.deepEqual(s.arangod.server.database("shootout").collectionNames().filter((n) => !n.startsWith("_")), ["somethingElse"]);
});

test("results file is written under results/ of the suite by default", () => {
  const s = standIn(os.tmpdir());
  const status = s.arangod.runScript(SHOOTOUT, ["--cases", "min-number", "--sizes", "1000", "--runs", "1",
    "--gc-pause", "0", "--label", "node-test-default-path"]);
  const file = path.join(ROOT, "results", "node-test-default-path.json");
  try {
    assert.equal(status, 0, s.text());
    const saved = JSON.parse(fs.readFileSync(file, "utf8"));
    assert.equal(saved.label, "node-test-default-path");
    assert.equal(saved.server.host, "stand-in");
    assert.equal(saved.results.length, 1);
    assert.match(s.text(), new RegExp("results: " + file.replace(/[.\\/]/g, "\\$&") + "\\n$"));
  } finally {
    fs.rmSync(file, { force: true });
  }
});

test("arangod 2.5.1 (no __dirname during load): the suite finds its files from the stack and says how to run", () => {
  const output = [];
  const arangod = createArangod({ profile: "2.5.1", output: (text) => output.push(text), cwd: ROOT });
  const run = (code) => arangod.require("internal").executeScript(code, undefined, "test");
  arangod.load(SHOOTOUT);
  assert.equal(run("typeof __dirname"), "undefined");
  assert.equal(run("shootout.directory"), ROOT);
  assert.match(output.join(""), /^aql-shootout loaded\. arangod 2\.5\.1 does not tell a loaded file that it came from the console, so nothing runs by itself: call shootout\.run\(options\)/);
  assert.deepEqual(arangod.server.databaseNames(), ["_system"]);
  output.length = 0;
  run("SHOOTOUT = { cases: ['min-number'], sizes: [1000], runs: 1, warmup: 0, gcPause: 0, save: false };");
  arangod.load(SHOOTOUT);
  assert.match(output.join(""), /\nmin-number {20}\| 1k {10}\| {7}1 \|/);
});

test("arangosh --javascript.execute: options after --, client-side timings, failure ends with an exception", () => {
  for (const profile of ["3.11-arangosh-coordinator", "devel-arangosh"]) {
    const output = [];
    const arangod = createArangod({ profile, output: (text) => output.push(text), cwd: ROOT });
    const ok = arangod.runExecute(SHOOTOUT, ["--cases", "lookup-key", "--sizes", "1000", "--runs", "1",
      "--gc-pause", "0", "--no-save"]);
    assert.equal(ok, 0, output.join(""));
    assert.match(output.join(""), /stand-in for arangod [0-9.a-z-]+ \(arangosh; /);
    assert.match(output.join(""), /\ntimings measured in arangosh: client-side, HTTP round trip and result decoding included\n/);
    assert.match(output.join(""), /\nlookup-key {20}\| 1k {10}\| {7}1 \|/);

    output.length = 0;
    const bad = arangod.runExecute(SHOOTOUT, ["--runs", "0"]);
    assert.equal(bad, 1);
    assert.match(output.join(""), /^aql-shootout: option runs must be a whole number from 1 to 100000.* \(every option: --help\)\n/);
    assert.equal(output.join("").split("\n").filter((line) => /^ {2}--/.test(line)).length, 0, "no list of options");
  }
});

test("compare inside the server: shootout.compare in the console, and as the first word in script mode and arangosh", (t) => {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "shootout-compare-in-"));
  t.after(() => fs.rmSync(directory, { recursive: true, force: true }));
  const header = "test name                     | collection  |    runs |     min (s) |     max (s) |     avg (s)\n" +
    "-".repeat(99) + "\n";
  const a = path.join(directory, "a.txt");
  const b = path.join(directory, "b.txt");
  fs.writeFileSync(a, header + "min-number                    | 10k         |       5 |      0.0200 |      0.0300 |      0.0250\n");
  fs.writeFileSync(b, header + "min-number                    | 10k         |       5 |      0.0100 |      0.0150 |      0.0125\n");

  const s = standIn();
  s.run("SHOOTOUT = { run: false };");
  s.arangod.load(SHOOTOUT);
  assert.equal(s.run("shootout.compare(" + JSON.stringify(a) + ", " + JSON.stringify(b) + ", { format: 'csv' })"), 0);
  assert.match(s.text(), /\nmin-number,minmax,10k,10000,mean,0\.025,,,a mean,5,mean,0\.0125,,,a mean,5,0\.5,0\.5,1,,,ratio,faster,true,/);
  assert.equal(s.run("shootout.compare(" + JSON.stringify(b) + ", " + JSON.stringify(a) + ", { failOnRegression: true })"), 1);
  assert.equal(s.run("shootout.compare(" + JSON.stringify(a) + ", 'nope.txt')"), 2);
  // three or more inputs as an array, options second
  assert.equal(s.run("shootout.compare(" + JSON.stringify([a, b, a]) + ", { baseline: 'previous', format: 'csv' })"), 0);
  assert.match(s.text(), /\nshootout,min-number,minmax,10k,[^,\n]*a\.txt,[^,\n]*b\.txt,0\.025,mean,0\.0125,2,,slower,true,,\n/);

  const script = standIn();
  assert.equal(script.arangod.runScript(SHOOTOUT, ["compare", a, b, "--format", "markdown"]), 0);
  assert.match(script.text(), /\| min-number \| 10k \| 0\.0250 avg \| 0\.0125 avg \| 0\.500 \|/);

  for (const profile of ["3.11-arangosh-coordinator", "devel-arangosh"]) {
    const output = [];
    const shell = createArangod({ profile, output: (text) => output.push(text), cwd: ROOT });
    assert.equal(shell.runExecute(SHOOTOUT, ["compare", a, b]), 0, output.join(""));
    assert.match(output.join(""), /^case +size +A \(s\)/);
    assert.equal(shell.runExecute(SHOOTOUT, ["compare", a]), 1);
  }
});
