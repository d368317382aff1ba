"use strict";
// The dry run from the command line under every version profile of the stand-in: 2.5.1
// through devel via arangosh. Each must verify every case it times and record what the
// profile is. All 33 cases run under the two 2.5 profiles (issue 10's commands); the others
// run the cases whose plans differ by version (the joins, lookups and subquery, with
// collect-number beside them), since tests/test-end-to-end.js already runs all 33 on two
// sizes under every profile, and dry-run.test.js the whole dry run under the default one.
// 2.5.1 (for 2.5.0-2.5.3) serves no attribute named by a bind parameter from an index
// (v2.5.0 arangod/Aql/OptimizerRules.cpp; commit 74f8b2b846 fixed it in 2.5.4): the nine cases that
// need one are left untimed
// there, and nowhere else; every other profile times all 33 with their index plans.
const test = require("node:test");
const assert = require("node:assert/strict");
const path = require("path");
const fs = require("fs");
const os = require("os");
const { runDryRun } = require("./dry-run-in-process");
const { profileNames, getProfile } = require("../standin/profiles");

// The cases whose index is named through c.@attribute (cases/join.js, lookup.js, subquery.js).
const BOUND_ATTRIBUTE_INDEX_CASES = ["subquery", "join-hash-number", "join-hash-string", "join-skiplist-number",
  "join-skiplist-string", "lookup-hash-number", "lookup-hash-string", "lookup-skiplist-number",
  "lookup-skiplist-string"];

const ALL_CASES_UNDER = ["2.5.1", "2.5.4"];
const INDEX_CASES = ["collect-number", "subquery", "join-*", "lookup-*"];
const INDEX_CASE_COUNT = 1 + 1 + 6 + 5;

for (const name of profileNames()) {
  const allCases = ALL_CASES_UNDER.includes(name);
  test("dry run of " + (allCases ? "all 33 cases" : "the index cases") + " under profile " + name, (t) => {
    const profile = getProfile(name);
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), "shootout-profile-"));
    t.after(() => fs.rmSync(directory, { recursive: true, force: true }));
    const out = path.join(directory, "run.json");
    const args = ["--profile", name, "--sizes", "1000", "--runs", "1", "--warmup", "0",
      "--gc-pause", "0", "--out", out].concat(allCases ? [] : ["--cases", INDEX_CASES.join(",")]);
    if (profile.role === "coordinator") {
      args.push("--shards", "3", "--replication-factor", "2");
    }
    const run = runDryRun(args);
    assert.equal(run.status, 0, run.stdout + run.stderr);
    const saved = JSON.parse(fs.readFileSync(out, "utf8"));
    assert.equal(saved.results.length, allCases ? 33 : INDEX_CASE_COUNT);
    const untimed = profile.version === "2.5.1" ? BOUND_ATTRIBUTE_INDEX_CASES : [];
    assert.deepEqual(saved.results.filter((entry) => entry.skipped).map((entry) => entry.case + ": " + entry.skipped.reason),
      untimed.map((name) => name + ": no-index"));
    assert.deepEqual(saved.results.filter((entry) => entry.indexMissing).map((entry) => entry.case), untimed);
    const failed = saved.results.filter((entry) => !entry.skipped && (!entry.verified || entry.error !== null));
    assert.deepEqual(failed.map((entry) => entry.case + ": " + (entry.mismatch || JSON.stringify(entry.error))), []);
    // every case that needs an index names one in its plan, except the untimed ones
    const indexed = saved.results.filter((entry) => entry.plan.indexes.length > 0).map((entry) => entry.case);
    for (const name of BOUND_ATTRIBUTE_INDEX_CASES.concat(["join-key", "join-id", "lookup-key"])) {
      assert.equal(indexed.includes(name), !untimed.includes(name), name + " under " + profile.name);
    }
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
    // Statistics fields exactly as the version reports them (v2.5.0 arangod/Aql/ExecutionStats.cpp;
    // docs 3.12, query statistics).
    const fields = Object.keys(saved.results[0].stats[0]);
    assert.equal(fields.includes("executionTime"), profile.major >= 3, fields.join(","));
    assert.equal(fields.includes("peakMemoryUsage"), profile.major > 3 || (profile.major === 3 && profile.minor >= 4));
  });
}
