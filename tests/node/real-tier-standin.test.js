"use strict";
// The real tier (npm run test:real) in plain npm test, with the stand-in arangod executable as
// its server: the same code (tests/real/tier.js, checks.js, arangod-process.js, servers.js), so
// a check that no longer matches the product fails on every machine, not only where a real
// server is. The server is found as a user's archive is (ARANGOD_BUNDLES=…, unpacked into the
// tier's cache) and is a 2.5.4: its differential check is compared with the answers a real
// 2.5.4 recorded (tests/differential/real-answers/2.5.4.json; real-answers.test.js checks the
// other recorded versions in-process). The jsunity check is left out: npm test runs those suites in-process
// under every profile already.
const { describe, it, after } = require("node:test");
const assert = require("node:assert/strict");
const fs = require("fs");
const os = require("os");
const path = require("path");
const { execFileSync } = require("child_process");

const { findServers } = require("../real/servers");
const { checkServer, reportServer } = require("../real/tier");
const { stopAll } = require("../real/arangod-process");
const { readAllAnswers } = require("../differential/differential");
const { PRODUCT_STEPS, AQL_SUITES } = require("../differential/steps");
const { standInArangod } = require("./standin-arangod-wrapper");

const VERSION = "2.5.4";
const folder = fs.mkdtempSync(path.join(os.tmpdir(), "real-tier-standin-"));
// a check that failed midway may leave its server running: ended, as the tier ends them
after(async () => {
  await stopAll(() => {});
  fs.rmSync(folder, { recursive: true, force: true });
});

// The server as an archive of ARANGOD_BUNDLES (bin/arangod, the stand-in executable, and js/),
// unpacked by the tier into its cache under XDG_CACHE_HOME, as a user's archives are.
function theServer() {
  const home = path.join(folder, "staging", "arangod-" + VERSION);
  fs.mkdirSync(path.join(home, "bin"), { recursive: true });
  fs.mkdirSync(path.join(home, "js"));
  standInArangod(path.join(home, "bin"), "arangod", { profile: VERSION });
  fs.mkdirSync(path.join(folder, "bundles"));
  execFileSync("tar", ["-cJf", path.join(folder, "bundles", "arangod-" + VERSION + "-linux-x86_64.tar.xz"),
    "-C", path.join(folder, "staging"), "arangod-" + VERSION]);
  const found = findServers({ ARANGOD_BUNDLES: path.join(folder, "bundles"), XDG_CACHE_HOME: path.join(folder, "cache") });
  assert.equal(found.servers.length, 1);
  assert.equal(path.relative(path.join(folder, "cache", "aql-shootout", "arangod"), found.servers[0].binary),
    path.join("arangod-" + VERSION + "-linux-x86_64-" + found.servers[0].sha256.slice(0, 12), "bin", "arangod"));
  // the product labels a run on the stand-in as such; the checks expect that label
  return Object.assign(found.servers[0], { standIn: true });
}

// Every result passed; their names, in order.
function passedNames(outcome) {
  const failures = outcome.lines.filter((line) => /^ {2}FAIL /.test(line));
  assert.deepEqual(failures, [], failures.join("\n"));
  assert.equal(outcome.failed, 0);
  return outcome.lines.filter((line) => /^ {2}ok {3}/.test(line)).map((line) => line.slice(7));
}

describe("the real tier on the stand-in arangod executable", { concurrency: true }, () => {
  const server = theServer();

  it("differential: the AQL suites, every product suite, explain, the workbench and drop pass, and the answers are a real 2.5.4's", { timeout: 120000 }, async () => {
    assert.deepEqual([server.version, server.name], [VERSION, "arangod " + VERSION]);
    const outcome = await checkServer(server, { checks: ["differential"] });
    assert.deepEqual(passedNames(outcome), AQL_SUITES.map((file) => "jsunity " + file).concat(PRODUCT_STEPS.map((step) => step.name)));
    const answers = readAllAnswers().find((recorded) => recorded.version === VERSION);
    assert.ok(answers, "no recorded real answers of " + VERSION);
    const report = reportServer(outcome, { realEntries: answers.entries });
    assert.equal(report.failed, 0, report.text);
    assert.equal(report.file, null);
    // every answer the real server recorded is paired, but the questions the product now asks less
    // often than it did when 2.5.4 was recorded (the dataset checks of the A/B's turns): repeats
    const paired = new RegExp("\\n {2}differential check: 2\\.5\\.4 against this server \\(profile 2\\.5\\.4; its answers in " +
      "the stand-in column\\), ([0-9]+) answers paired\\n").exec(report.text);
    assert.ok(paired, report.text);
    const repeats = /\n {2}repeat +0 +0 +([0-9]+)\n/.exec(report.text);
    assert.equal(Number(paired[1]) + (repeats ? Number(repeats[1]) : 0), answers.entries.length, report.text);
  });

  it("script mode, the console and the faults (kill -9 mid-run, the lock, --resume, a changed dataset) pass", { timeout: 120000 }, async () => {
    const outcome = await checkServer(server, { checks: ["script", "console", "faults"] });
    assert.deepEqual(passedNames(outcome), ["script mode: a verified run", "script mode: bad options",
      "console: require(\"internal\").load(shootout.js)",
      "killed mid-run: the results file keeps the finished cases",
      "a new run while the killed run's lock is fresh is refused",
      "--resume measures only the missing cases",
      "a dataset changed behind the suite's back is rebuilt before measuring"]);
  });
});
