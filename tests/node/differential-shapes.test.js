"use strict";
// The differential check never stops on what a server answered: an answer of a shape the
// comparison does not expect (no plan, an error where a plan was expected, no outcome, an
// outcome, error or plan that is not an object, an entry that is not an object) is a reported
// difference, counted in the table, and the check goes on; and the real tier's --record writes
// the answers before it compares them, so a real server's answers are kept whatever the
// comparison finds. (A real 2.8.3 once stopped the check with "Cannot read properties of
// undefined (reading 'nodes')", and nothing was written.)
const test = require("node:test");
const assert = require("node:assert/strict");
const fs = require("fs");
const os = require("os");
const path = require("path");

const { compareRecordings } = require("../differential/compare-recordings");
const { judge } = require("../differential/differential");
const { reportServer } = require("../real/tier");

const PLAN = { nodes: ["SingletonNode", "EnumerateCollectionNode", "ReturnNode"], indexes: [], rules: [],
  collectMethod: null, warnings: [] };
const VALUE = { count: 1, digest: "d1", orderedDigest: "o1", stats: { scannedFull: 1 }, warnings: [] };

function entry(label, kind, outcome) {
  return { label, kind, database: "shootout_test", query: "FOR d IN c RETURN d", bindVars: {}, options: null, outcome };
}

// Each staged answer of a real server, beside the stand-in's well-formed one.
const STAGED = [
  ["explain that failed on one side (an error where a plan was expected)", "explain",
    { error: { errorNum: 1501 } }, { plan: PLAN }],
  ["query answered without a plan", "query", VALUE, Object.assign({ plan: PLAN }, VALUE)],
  ["query whose plan is null", "query", Object.assign({ plan: null }, VALUE), Object.assign({ plan: PLAN }, VALUE)],
  ["no outcome", "query", undefined, Object.assign({ plan: PLAN }, VALUE)],
  ["an outcome that is null", "query", null, Object.assign({ plan: PLAN }, VALUE)],
  ["an error that is a string", "query", { error: "boom", plan: PLAN }, { error: { errorNum: 1501 }, plan: PLAN }],
  ["a plan that is a string", "explain", { plan: "no plan here" }, { plan: PLAN }],
  ["an empty outcome", "query", {}, Object.assign({ plan: PLAN }, VALUE)]
];

// Both sides also hold an entry that is not an object (null), and the real side one that
// nothing pairs with.
function staged() {
  return {
    real: STAGED.map(([label, kind, real]) => entry(label, kind, real)).concat([null, entry("real only", "query", VALUE)]),
    standIn: STAGED.map(([label, kind, , standIn]) => entry(label, kind, standIn)).concat([null])
  };
}

test("answers of unexpected shapes are reported differences, each of its kind, and the comparison goes on", () => {
  const { real, standIn } = staged();
  const compared = compareRecordings(real, standIn);
  assert.equal(compared.pairs, STAGED.length + 1);
  assert.deepEqual(compared.differences.map((difference) => [difference.entry.label, difference.kind, difference.real,
    difference.standIn]), [
    [STAGED[0][0], "error", { errorNum: 1501 }, "a value"],
    [STAGED[0][0], "plan-error", "no plan", PLAN],
    [STAGED[1][0], "plan-error", "no plan", PLAN],
    [STAGED[2][0], "plan-error", null, PLAN],
    [STAGED[3][0], "shape", "no outcome", Object.assign({ plan: PLAN }, VALUE)],
    [STAGED[4][0], "shape", "an outcome that is not an object: null", Object.assign({ plan: PLAN }, VALUE)],
    [STAGED[5][0], "shape", "an error that is not an object: \"boom\"", { error: { errorNum: 1501 }, plan: PLAN }],
    [STAGED[6][0], "shape", "a plan that is not an object: \"no plan here\"", { plan: PLAN }],
    [STAGED[7][0], "shape", "an outcome with neither a value, an error nor a plan: {}", Object.assign({ plan: PLAN }, VALUE)],
    [undefined, "shape", "no outcome", "no outcome"],
    ["real only", "only-real", VALUE, null]
  ]);
  // the table's rows count them
  const verdict = judge(real, standIn, "2.8.3");
  assert.equal(verdict.unexplained.length, 11);
  assert.deepEqual([verdict.rows.shape, verdict.rows["plan-error"], verdict.rows["only-real"]],
    [{ compared: 9, differ: 6, known: 0 }, { compared: 3, differ: 3, known: 0 }, { compared: 0, differ: 1, known: 0 }]);
});

// A question one side asked more often than the other: a repeat when every time both asked it
// their answers agreed (nothing unanswered, nothing differs), else still a difference.
test("a question asked again by one side only is a repeat where both sides answered it alike, else a difference", () => {
  const agreeing = entry("check", "query", Object.assign({ plan: PLAN }, VALUE));
  const differing = Object.assign(entry("other", "query", Object.assign({ plan: PLAN }, VALUE)), { query: "RETURN 2" });
  const differs = Object.assign({}, differing, { outcome: Object.assign({ plan: PLAN }, VALUE, { count: 2 }) });
  const real = [agreeing, agreeing, agreeing, differing, differing];
  const standIn = [agreeing, differs, entry("stand-in only", "query", VALUE)];
  const compared = compareRecordings(real, standIn);
  assert.deepEqual(compared.differences.map((difference) => [difference.entry.label, difference.kind]), [
    ["other", "value"], ["check", "repeat"], ["check", "repeat"], ["other", "only-real"], ["stand-in only", "only-stand-in"]]);
  const verdict = judge(real, standIn, "2.5.4");
  assert.deepEqual(verdict.unexplained.map((difference) => difference.kind), ["value", "only-real", "only-stand-in"]);
  assert.deepEqual(verdict.rows.repeat, { compared: 0, differ: 0, known: 2 });
});

test("--record writes the answers first, whatever the comparison then finds", (t) => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "record-first-"));
  t.after(() => fs.rmSync(folder, { recursive: true, force: true }));
  const { real, standIn } = staged();
  const outcome = { server: { name: "arangod 2.8.3", version: "2.8.3", archive: null, sha256: null },
    context: { profile: "2.8", recording: { entries: real } }, lines: ["  ok   a check"], failed: 0 };
  const file = path.join(folder, "2.8.3.json");
  // differences found: all reported and counted, the answers written
  const reported = reportServer(outcome, { record: true, answersFolder: folder, realEntries: standIn });
  assert.equal(reported.file, path.relative(path.resolve(__dirname, "..", ".."), file));
  assert.deepEqual(JSON.parse(fs.readFileSync(file, "utf8")).entries, JSON.parse(JSON.stringify(real)));
  assert.equal(reported.failed, 11);
  assert.match(reported.text, /\n {2}recorded the real answers in .*2\.8\.3\.json\n {2}differential check: 2\.8\.3 against /);
  // (the server's answers are in the stand-in column here)
  assert.match(reported.text, /\n {2}shape {15}3 {7}6 {6}0\n/);
  assert.match(reported.text, /\n {2}DIFFERS plan-error \[query answered without a plan\] FOR d IN c RETURN d \{\}\n {6}real: {5}\{"nodes".*\n {6}stand-in: no plan\n/);
  // a comparison that cannot be made at all: one failure saying why, the answers written
  fs.rmSync(file);
  const broken = reportServer(outcome, { record: true, answersFolder: folder, realEntries: 42 });
  assert.ok(fs.existsSync(file));
  assert.equal(broken.failed, 1);
  assert.match(broken.text, /\n {2}differential check: not made: TypeError: /);
});
