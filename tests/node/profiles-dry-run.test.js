"use strict";
// The full dry run (33 cases) under every version profile of the stand-in: 2.5.1 through
// devel via arangosh. Each must verify every case and record what the profile is.
const test = require("node:test");
const assert = require("node:assert/strict");
const path = require("path");
const fs = require("fs");
const os = require("os");
const { spawnSync } = require("child_process");
const { profileNames, getProfile } = require("../standin/profiles");

const DRY_RUN = path.resolve(__dirname, "..", "dry-run.js");

for (const name of profileNames()) {
  test("dry run of all 33 cases under profile " + name, (t) => {
    const profile = getProfile(name);
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), "shootout-profile-"));
    t.after(() => fs.rmSync(directory, { recursive: true, force: true }));
    const out = path.join(directory, "run.json");
    const args = [DRY_RUN, "--profile", name, "--sizes", "1000", "--runs", "1", "--warmup", "0",
      "--gc-pause", "0", "--out", out];
    if (profile.role === "coordinator") {
      args.push("--shards", "3", "--replication-factor", "2");
    }
    const run = spawnSync(process.execPath, args, { encoding: "utf8" });
    assert.equal(run.status, 0, run.stdout + run.stderr);
    const saved = JSON.parse(fs.readFileSync(out, "utf8"));
    assert.equal(saved.results.length, 33);
    const failed = saved.results.filter((entry) => !entry.verified || entry.error !== null);
    assert.deepEqual(failed.map((entry) => entry.case + ": " + (entry.mismatch || JSON.stringify(entry.error))), []);
    assert.equal(saved.server.version, profile.version);
    assert.equal(saved.server.engine, profile.engine);
    assert.equal(saved.server.role, profile.role);
    assert.equal(saved.server.host, "stand-in");
    assert.equal(saved.server.invocation, profile.host === "arangosh" ? "arangosh" : "script");
    // Build details from db._version(true) from 3.0 on (one level down in arangosh).
    assert.equal(saved.server.platform, profile.major >= 3 ? process.platform : null);
    const indexTypes = saved.datasets[0].indexes.map((index) => index.type);
    // 4.x has no hash or skiplist index: setup falls back to persistent and records it.
    assert.deepEqual(indexTypes, profile.major >= 4 ? ["persistent", "persistent", "persistent", "persistent"]
      : ["hash", "hash", "skiplist", "skiplist"]);
    if (profile.role === "coordinator") {
      assert.deepEqual(saved.datasets[0].properties, { numberOfShards: 3, replicationFactor: 2 });
    }
    if (profile.host === "arangosh") {
      assert.match(run.stdout, /timings measured in arangosh: client-side/);
    }
    // Statistics fields exactly as the version reports them (arangod-api.md §5.3).
    const fields = Object.keys(saved.results[0].stats[0]);
    assert.equal(fields.includes("executionTime"), profile.major >= 3, fields.join(","));
    assert.equal(fields.includes("peakMemoryUsage"), profile.major > 3 || (profile.major === 3 && profile.minor >= 4));
  });
}
