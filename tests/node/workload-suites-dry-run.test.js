"use strict";
// The social suite through the whole flow on two versions that ask its graph questions in
// different forms (2.8: traversal without OPTIONS; 3.11: OPTIONS { order: "bfs", ... }): both
// dry runs verify every case, the results files record each workload's form, and a comparison
// pairs the rows (the same question, not "not comparable") and names the change of form.
const test = require("node:test");
const assert = require("node:assert/strict");
const fs = require("fs");
const os = require("os");
const path = require("path");
const { runDryRun } = require("./dry-run-in-process");
const { runShootout } = require("./shootout-cli");

const ROOT = path.resolve(__dirname, "..", "..");

function dryRun(profile, out) {
  return runDryRun(["--profile", profile, "--suite", "social", "--sizes", "200", "--runs", "1", "--warmup", "0",
    "--gc-pause", "0", "--out", out], ROOT);
}

test("social on 2.8 and 3.11: verified, forms recorded, compared across forms", (t) => {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "shootout-social-"));
  t.after(() => fs.rmSync(directory, { recursive: true, force: true }));
  const a = path.join(directory, "2.8.json");
  const b = path.join(directory, "3.11.json");
  for (const [profile, file] of [["2.8", a], ["3.11", b]]) {
    const run = dryRun(profile, file);
    assert.equal(run.status, 0, run.stdout + run.stderr);
    const saved = JSON.parse(fs.readFileSync(file, "utf8"));
    assert.equal(saved.results.length, 7);
    for (const entry of saved.results) {
      assert.equal(entry.verified, true, profile + " " + entry.case + ": " + entry.mismatch);
    }
  }
  const forms = (file) => Object.fromEntries(JSON.parse(fs.readFileSync(file, "utf8")).results.map((entry) => [entry.case, entry.form]));
  assert.equal(forms(a).neighbors, "AQL traversal without OPTIONS, RETURN DISTINCT (2.8)");
  assert.equal(forms(a)["shortest-path"], "SHORTEST_PATH() (2.6-2.8)");
  assert.equal(forms(b).neighbors, "AQL traversal, OPTIONS { order: \"bfs\", uniqueVertices: \"global\" } (3.8+)");
  assert.equal(forms(b)["single-write-sync"], "collection.insert(document, { waitForSync: true })");
  assert.equal(forms(b).aggregation, undefined);

  const compared = runShootout(["compare", a, b, "--format", "json"], ROOT);
  assert.equal(compared.status, 0, compared.stderr);
  const rows = JSON.parse(compared.stdout).rows;
  assert.equal(rows.length, 7);
  assert.deepEqual(rows.filter((row) => row.verdict === "not comparable" || row.verdict === "results differ")
    .map((row) => row.case), []);
  assert.equal(rows.find((row) => row.case === "neighbors").formChange,
    "AQL traversal without OPTIONS, RETURN DISTINCT (2.8) → AQL traversal, OPTIONS { order: \"bfs\", uniqueVertices: \"global\" } (3.8+)");
  const text = runShootout(["compare", a, b], ROOT);
  assert.match(text.stdout, /\n  shortest-path 200: query form: SHORTEST_PATH\(\) \(2\.6-2\.8\) → AQL SHORTEST_PATH \(3\.0\+\)\n/);
});
