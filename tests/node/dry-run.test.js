"use strict";
// npm run dry-run: the real shootout.js inside the stand-in, 33 cases on two sizes.
const test = require("node:test");
const assert = require("node:assert/strict");
const path = require("path");
const fs = require("fs");
const os = require("os");
const { spawnSync } = require("child_process");

const DRY_RUN = path.resolve(__dirname, "..", "dry-run.js");

test("dry run of 33 cases on 1,000 and 2,000 documents verifies every case and saves the results", () => {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "shootout-dry-"));
  const out = path.join(directory, "dry.json");
  try {
    const run = spawnSync(process.execPath, [DRY_RUN, "--sizes", "1000,2000", "--runs", "2", "--gc-pause", "0",
      "--out", out], { encoding: "utf8" });
    assert.equal(run.status, 0, run.stdout + run.stderr);
    const lines = run.stdout.split("\n");
    const header = lines.indexOf("test name                     | collection  |    runs |     min (s) |     max (s) |     avg (s) |     med (s) | suite");
    assert.ok(header > 0, run.stdout);
    const rows = lines.slice(header + 2, header + 2 + 66);
    assert.equal(rows.filter((line) => / \| (1k|2k) {10}\| {7}2 \|/.test(line)).length, 66);
    assert.ok(!/WRONG|ERROR|FAILED/.test(run.stdout), run.stdout);
    const saved = JSON.parse(fs.readFileSync(out, "utf8"));
    assert.equal(saved.format, "aql-shootout/1");
    assert.equal(saved.server.host, "stand-in");
    assert.equal(saved.results.length, 66);
    assert.ok(saved.results.every((entry) => entry.verified === true && entry.error === null));
    assert.ok(saved.results.every((entry) => entry.times.length === 2 && entry.warmupTimes.length === 1));
  } finally {
    fs.rmSync(directory, { recursive: true, force: true });
  }
});
