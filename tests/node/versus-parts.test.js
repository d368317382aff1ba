"use strict";
// The pieces of `node shootout.js versus` (lib/versus/), each on its own: the arangod command
// line per version, reading `arangod --version`, the run order, the journal, whether a run
// counts, the target mode's reading of the comparison, the options, the directory and its
// cleaning, disk sizes. versus-standin.test.js runs them together on the stand-in executable.
const test = require("node:test");
const assert = require("node:assert/strict");
const fs = require("fs");
const os = require("os");
const path = require("path");

const commandLine = require("../../lib/versus/arangod-command-line");
const arangodVersion = require("../../lib/versus/arangod-version");
const runOrder = require("../../lib/versus/run-order");
const journal = require("../../lib/versus/journal");
const runOutcome = require("../../lib/versus/run-outcome");
const target = require("../../lib/versus/target");
const versusOptions = require("../../lib/versus/versus-options");
const directory = require("../../lib/versus/versus-directory");
const diskUsage = require("../../lib/versus/disk-usage");
const defaults = require("../../lib/versus/defaults");

const { standInArangod } = require("./standin-arangod-wrapper");
const { readOptionValue } = require("../standin/arangod/option-values");

function scratch() {
  return fs.mkdtempSync(path.join(os.tmpdir(), "versus-parts-"));
}


test("the command line of a 2.x server turns authentication off and logs to stdout with 2.x's names", () => {
  const words = commandLine.serverArguments({ version: "2.6.0-alpha2", databaseDirectory: "/v/a/db", appPath: "/v/a/apps",
    endpoint: "unix:///v/a/s.sock" });
  assert.deepEqual(words, ["--database.directory", "/v/a/db", "--javascript.app-path", "/v/a/apps",
    "--server.endpoint", "unix:///v/a/s.sock", "--server.disable-authentication", "true", "--log.file", "-"]);
});

test("the command line of a 3.x server uses 3.x's names (the 2.x name would turn authentication on in 3.0-3.10)", () => {
  const words = commandLine.serverArguments({ version: "3.11.0", databaseDirectory: "/v/b/db", appPath: "/v/b/apps",
    endpoint: "unix:///v/b/s.sock", extra: ["--server.threads", "2"] });
  assert.deepEqual(words, ["--database.directory", "/v/b/db", "--javascript.app-path", "/v/b/apps",
    "--server.endpoint", "unix:///v/b/s.sock", "--server.authentication", "false", "--log.output", "-",
    "--server.threads", "2"]);
  assert.ok(!words.includes("--server.disable-authentication"));
});

test("a build without a configuration file gets -c none and its js/ folder; log level and script mode as asked", () => {
  const words = commandLine.serverArguments({ version: "2.5.4", databaseDirectory: "/f/db", startupDirectory: "/b/js",
    appPath: "/f/apps", endpoint: "unix:///f/arangod.sock", logLevel: "warning" })
    .concat(commandLine.scriptArguments("/s/shootout.js", ["--sizes=10k", "--runs", "3"]));
  assert.deepEqual(words, ["-c", "none", "--database.directory", "/f/db", "--javascript.startup-directory", "/b/js",
    "--javascript.app-path", "/f/apps", "--server.endpoint", "unix:///f/arangod.sock", "--log.level", "warning",
    "--server.disable-authentication", "true", "--log.file", "-", "--javascript.script", "/s/shootout.js",
    "--javascript.script-parameter", "--sizes=10k", "--javascript.script-parameter", "--runs",
    "--javascript.script-parameter", "3"]);
  assert.deepEqual(commandLine.consoleArguments(), ["--console"]);
});

test("every value versus writes on arangod's command line has each @ doubled, and arangod's reading gives it back", () => {
  const query = "FOR d IN @@collection FILTER d.a == @a && d.b == @b RETURN \"x@y\"";
  const words = commandLine.serverArguments({ version: "2.5.4", databaseDirectory: "/v@a@/db", appPath: "/v@a@/apps",
    startupDirectory: "/b@2@/js", endpoint: "unix:///v@a@/s.sock", extra: ["--javascript.v8-contexts", "@1@"] })
    .concat(commandLine.scriptArguments("/s@x@/shootout.js", ["--query", query, "--runs=3"]));
  assert.deepEqual(words, ["-c", "none", "--database.directory", "/v@@a@@/db", "--javascript.startup-directory",
    "/b@@2@@/js", "--javascript.app-path", "/v@@a@@/apps", "--server.endpoint", "unix:///v@@a@@/s.sock",
    "--server.disable-authentication", "true", "--log.file", "-", "--javascript.v8-contexts", "@1@",
    "--javascript.script", "/s@@x@@/shootout.js", "--javascript.script-parameter", "--query",
    "--javascript.script-parameter", "FOR d IN @@@@collection FILTER d.a == @@a && d.b == @@b RETURN \"x@@y\"",
    "--javascript.script-parameter", "--runs=3"]);
  // read as arangod reads its command line (a, b set in the environment: they are not asked)
  const read = words.map((word) => readOptionValue(word, { a: "A", b: "B", 1: "one", "a && d.b == ": "gone" }));
  assert.deepEqual(read.filter((word, i) => words[i - 1] === "--javascript.script-parameter"),
    ["--query", query, "--runs=3"]);
  assert.equal(read[read.indexOf("--database.directory") + 1], "/v@a@/db");
  // the user's own server options are theirs to write for arangod
  assert.equal(read[read.indexOf("--javascript.v8-contexts") + 1], "one");
});

test("versions the suite cannot run in a server's script mode are refused with the way out", () => {
  assert.throws(() => commandLine.scriptableVersion("2.4.8"), /older than 2\.5/);
  assert.throws(() => commandLine.scriptableVersion("4.0.0-devel"), /no server-side JavaScript.*arangosh/);
  assert.throws(() => commandLine.scriptableVersion("three"), /not an arangod version/);
  assert.deepEqual(commandLine.scriptableVersion("3.12.4"), { text: "3.12.4", major: 3, minor: 12, patch: 4 });
  assert.equal(commandLine.scriptableVersion("2.6.0-alpha2").minor, 6);
});

test("extra server options are NAME or NAME=VALUE; the ones versus sets itself are refused", () => {
  assert.deepEqual(commandLine.extraOptionWords("javascript.startup-directory=/opt/a/js"),
    ["--javascript.startup-directory", "/opt/a/js"]);
  assert.deepEqual(commandLine.extraOptionWords("configuration=none"), ["--configuration", "none"]);
  assert.deepEqual(commandLine.extraOptionWords("--log.level=warning"), ["--log.level", "warning"]);
  assert.deepEqual(commandLine.extraOptionWords("server.foxx-queues"), ["--server.foxx-queues"]);
  assert.throws(() => commandLine.extraOptionWords("database.directory=/elsewhere"), /set by aql-shootout itself/);
  assert.throws(() => commandLine.extraOptionWords("server.disable-authentication=true"), /set by aql-shootout itself/);
  assert.throws(() => commandLine.extraOptionWords("-c none"), /not NAME or NAME=VALUE/);
  // the log option versus sets depends on the version: the other one is the user's
  const extra = (version, words) => commandLine.serverArguments({ version, databaseDirectory: "/d", appPath: "/p",
    endpoint: "unix:///s", extra: words });
  assert.throws(() => extra("2.5.4", ["--log.file", "/var/log/x"]), /server option 'log\.file' is set by aql-shootout itself for arangod 2\.5\.4/);
  assert.throws(() => extra("3.11.0", ["--log.output", "file:///x"]), /'log\.output' is set by aql-shootout itself for arangod 3\.11\.0/);
  assert.deepEqual(extra("3.11.0", ["--log.file", "+"]).slice(-2), ["--log.file", "+"]);
});

test("`arangod --version`: 2.x's detail lines (OpenSSL's version sorts first) and 3.x's bare first line", () => {
  const v2 = "architecture: 64bit\nbuild-date: Nov 25 2026\nicu-version: 72.1\nopenssl-version: OpenSSL 3.0.15 3 Sep 2024\n" +
    "server-version: 2.5.4\nv8-version: 3.31.74.1\n\n";
  assert.equal(arangodVersion.versionFromOutput(v2), "2.5.4");
  const v3 = "3.11.5\n\nThis executable uses the GNU C library (glibc), which is licensed under the GNU Lesser General " +
    "Public License (LGPL)\n\narchitecture: 64bit\nopenssl-version: OpenSSL 3.0.9\nserver-version: 3.11.5\n";
  assert.equal(arangodVersion.versionFromOutput(v3), "3.11.5");
  assert.equal(arangodVersion.versionFromOutput("3.12.0-devel\n"), "3.12.0-devel");
  assert.equal(arangodVersion.versionFromOutput("openssl-version: OpenSSL 3.0.15\n"), null);
});

test("readVersion asks the binary; a missing one, one that fails and one that prints no version are clear errors", () => {
  const folder = scratch();
  try {
    assert.equal(arangodVersion.readVersion(standInArangod(folder, "old", { profile: "2.5.4" })), "2.5.4");
    assert.equal(arangodVersion.readVersion(standInArangod(folder, "new", { profile: "3.12" })), "3.12.0");
    assert.throws(() => arangodVersion.readVersion(path.join(folder, "nope")), /no arangod at .*nope \(no such file\)/);
    const failing = path.join(folder, "failing");
    fs.writeFileSync(failing, "#!/bin/sh\necho 'cannot open shared object file' >&2\nexit 127\n", { mode: 0o755 });
    assert.throws(() => arangodVersion.readVersion(failing), /--version failed \(exit status 127\):\ncannot open shared/);
    const chatty = path.join(folder, "chatty");
    fs.writeFileSync(chatty, "#!/bin/sh\necho hello\n", { mode: 0o755 });
    assert.throws(() => arangodVersion.readVersion(chatty), /printed no arangod version.*\nhello/s);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
});

test("the order is a b b a, a b b a ...: in every block of four both sides have the same mean slot", () => {
  assert.equal(runOrder.orderText(8), "a b b a a b b a");
  for (let blocks = 1; blocks <= 5; blocks += 1) {
    const mean = { a: [], b: [] };
    for (let slot = 0; slot < 4 * blocks; slot += 1) {
      mean[runOrder.sideOfSlot(slot)].push(slot);
    }
    const average = (list) => list.reduce((sum, value) => sum + value, 0) / list.length;
    assert.equal(average(mean.a), average(mean.b), blocks + " blocks");
  }
  // every pair of slots (2i, 2i+1) holds one run of each side
  for (let pair = 0; pair < 10; pair += 1) {
    assert.notEqual(runOrder.sideOfSlot(2 * pair), runOrder.sideOfSlot(2 * pair + 1));
  }
});

test("the journal is replaced whole (temporary file, then rename) and read back; a foreign file is refused", () => {
  const folder = scratch();
  try {
    const file = path.join(folder, "versus.json");
    assert.equal(journal.read(file), null);
    const identity = { sides: { a: { arangod: "/x/a", version: "2.5.4", serverOptions: [] },
      b: { arangod: "/x/b", version: "2.6.0-alpha2", serverOptions: ["configuration=none"] } },
    suiteWords: ["--sizes", "10k"], cwd: "/work" };
    const record = journal.create(identity, { runsASide: 4 }, "runs");
    record.attempts.push({ id: "a-1", side: "a", state: "done" }, { id: "b-1", side: "b", state: "missing" },
      { id: "b-2", side: "b", state: "running" });
    journal.write(file, record);
    assert.ok(!fs.existsSync(file + ".tmp"));
    const back = journal.read(file);
    assert.deepEqual(back, record);
    assert.deepEqual(journal.done(back).map((attempt) => attempt.id), ["a-1"]);
    assert.deepEqual(journal.missing(back).map((attempt) => attempt.id), ["b-1"]);
    assert.deepEqual(journal.unfinished(back).map((attempt) => attempt.id), ["b-2"]);
    assert.equal(journal.nextId(back, "b"), "b-3");
    assert.equal(journal.nextId(back, "a"), "a-2");
    assert.equal(journal.designOf(back), "runs");
    // a journal of before the designs is the runs design's; a duet's has its seed and pairs
    const older = Object.assign({}, record);
    delete older.design;
    assert.equal(journal.designOf(older), "runs");
    const duetRecord = journal.create(identity, { pairs: 3 }, "duet", 77);
    assert.equal(journal.designOf(duetRecord), "duet");
    assert.equal(duetRecord.seed, 77);
    duetRecord.pairs.push({ pair: 1, state: "done" }, { pair: 2, state: "missing" }, { pair: 3, state: "running" });
    assert.deepEqual(journal.pairsDone(duetRecord).map((pair) => pair.pair), [1]);
    assert.deepEqual(journal.pairsMissing(duetRecord).map((pair) => pair.pair), [2]);
    const other = JSON.parse(JSON.stringify(identity));
    other.sides.b.version = "2.6.0";
    other.suiteWords = ["--sizes", "100k"];
    assert.deepEqual(journal.identityDifferences(identity, other), [
      "version of side b: \"2.6.0-alpha2\" then, \"2.6.0\" now", "suite options: [\"--sizes\",\"10k\"] then, [\"--sizes\",\"100k\"] now"]);
    fs.writeFileSync(file, "{ half a jour");
    assert.throws(() => journal.read(file), /is not JSON/);
    fs.writeFileSync(file, JSON.stringify({ format: "something/1", attempts: [] }));
    assert.throws(() => journal.read(file), /not a versus journal/);
    // a journal that cannot be written says why and what to do (here: its temporary file is a folder)
    fs.mkdirSync(file + ".tmp");
    assert.throws(() => journal.write(file, record), /cannot write the journal .*EISDIR.*run the same command again/);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
});

test("a run counts only with a complete results file; every other end is missing, with its reason", () => {
  const folder = scratch();
  try {
    const file = path.join(folder, "a-1.json");
    const exited = (status) => ({ status, signal: null, stalled: false, stopped: null, spawnError: null });
    assert.deepEqual(runOutcome.classify(exited(0), file), { state: "missing", note: null,
      reason: "the server exited with status 0; it wrote no results file" });
    fs.writeFileSync(file, JSON.stringify({ endedAt: null, results: [] }));
    assert.deepEqual(runOutcome.classify({ status: null, signal: "SIGKILL", stalled: false, stopped: null }, file).reason,
      "the server died (signal SIGKILL); its results file is unfinished (endedAt null)");
    assert.equal(runOutcome.classify(null, file).reason, "versus stopped while it ran; its results file is unfinished (endedAt null)");
    assert.match(runOutcome.classify({ status: null, signal: "SIGTERM", stalled: true, stopped: "stalled" }, file).reason,
      /^it printed nothing and wrote no results for too long/);
    assert.match(runOutcome.classify({ status: null, signal: "SIGTERM", stalled: false, stopped: "interrupted" }, file).reason,
      /^versus was interrupted and ended it/);
    fs.writeFileSync(file, "{\"endedAt\": \"2026-");
    assert.match(runOutcome.classify(exited(1), file).reason, /its results file is not JSON/);
    fs.writeFileSync(file, JSON.stringify({ endedAt: "2026-11-26T01:00:00Z", results: [{ error: null, verified: true },
      { error: { message: "x" }, verified: false }] }));
    // complete: counted, also when the server's end was odd (exit 1 for a failed case, ended by versus after the last write)
    assert.deepEqual(runOutcome.classify(exited(1), file), { state: "done", reason: null,
      note: "1 case(s) failed in it (error or wrong result; see its results file): counted, the comparison shows them" });
    assert.equal(runOutcome.classify(null, file).state, "done");
    assert.equal(runOutcome.classify({ status: null, signal: "SIGTERM", stalled: false, stopped: "interrupted" }, file).state, "done");
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
});

test("the median row's detectable change, from a comparison's JSON of rows[].detectable", () => {
  const rows = (...factors) => ({ rows: factors.map((detectable, i) => ({ case: "c" + i, size: "10k", detectable })) });
  assert.deepEqual(target.medianDetectable(rows(1.3, 1.05, 1.2)), { factor: 1.2, rows: 3, withFigure: 3 });
  // an even count: the upper middle row (at least half the rows see a change this small)
  assert.deepEqual(target.medianDetectable(rows(1.3, 1.05, 1.2, 1.1)), { factor: 1.2, rows: 4, withFigure: 4 });
  // rows without a figure rank above every figure
  assert.deepEqual(target.medianDetectable(rows(null, 1.05, 1.1)), { factor: 1.1, rows: 3, withFigure: 2 });
  assert.deepEqual(target.medianDetectable(rows(null, null, 1.1)), { factor: null, rows: 3, withFigure: 1 });
  assert.deepEqual(target.medianDetectable(rows()), { factor: null, rows: 0, withFigure: 0 });
  assert.throws(() => target.medianDetectable({ summary: {} }), /has no rows/);
  assert.throws(() => target.medianDetectable(rows(0.9)), /row 0 .*a number above 1, or null\), got 0\.9/);
  assert.throws(() => target.medianDetectable({ rows: [{ case: "x" }] }), /got undefined/);
});

test("target mode: another pair until the target, the most runs or the budget; no figure stops it", () => {
  const base = { runsASide: 4, startRuns: 4, maxRuns: 10, target: 0.1, median: { factor: 1.15 }, failure: null,
    spentSeconds: 1000, budgetSeconds: null, pairSeconds: 100 };
  const decide = (changes) => target.decide(Object.assign({}, base, changes));
  assert.deepEqual(decide({ runsASide: 2 }), { more: true, reason: "the first 4 runs a side" });
  assert.deepEqual(decide({}), { more: true, reason: "the median row's detectable change is 15 %, target 10 %: another pair" });
  assert.equal(decide({ median: { factor: 1.1 } }).more, false);
  assert.match(decide({ median: { factor: 1.08 } }).reason, /^target reached with 4 runs a side: the median row's detectable change is 8 %/);
  assert.deepEqual(decide({ median: { factor: null } }), { more: true,
    reason: "no detectable change on the median row yet, target 10 %: another pair" });
  assert.match(decide({ runsASide: 10 }).reason, /^target not reached: .*15 % \(target 10 %\) after the most runs a side, 10$/);
  assert.equal(decide({ budgetSeconds: 1100 }).more, true);
  assert.match(decide({ budgetSeconds: 1099 }).reason, /next pair \(about 100 s\) would not end within the time budget/);
  assert.match(decide({ median: null, failure: "compare exited 2" }).reason, /gave no detectable change \(compare exited 2\)/);
});

test("versus options: both binaries, the suite's options after --, the runs per process added, mistakes refused", () => {
  const parsed = versusOptions.parse(["--design", "runs", "--arangod-a", "a/arangod", "--arangod-b=/b/arangod", "--server-option",
    "configuration=none", "--server-option-a", "javascript.startup-directory=/a/js", "--dir", "v", "--", "--sizes", "10k",
    "--cases", "collect-n*"], "/home/someone/bench");
  assert.deepEqual(parsed.arangod, { a: "/home/someone/bench/a/arangod", b: "/b/arangod" });
  assert.equal(parsed.dir, "/home/someone/bench/v");
  assert.deepEqual(parsed.serverOptions.a.map((option) => option.text), ["configuration=none", "javascript.startup-directory=/a/js"]);
  assert.deepEqual(parsed.serverOptions.b.map((option) => option.words), [["--configuration", "none"]]);
  assert.deepEqual(parsed.suite.words, ["--sizes", "10k", "--cases", "collect-n*", "--runs=" + defaults.RUNS_PER_PROCESS]);
  assert.equal(parsed.suite.chosen.runs, defaults.RUNS_PER_PROCESS);
  assert.deepEqual(parsed.suite.chosen.cases, ["collect-number"]);
  assert.deepEqual(parsed.plan, { runsASide: defaults.RUNS_A_SIDE, target: null, budgetSeconds: null,
    maxRunsASide: defaults.MAX_RUNS_A_SIDE });
  assert.equal(parsed.stallSeconds, defaults.STALL_TIMEOUT_SECONDS);
  const targeted = versusOptions.parse(["--arangod-a", "a", "--arangod-b", "b", "--target", "10%", "--budget", "1.5h",
    "--runs-a-side", "3", "--format", "json", "--", "--runs", "5"], "/w", { design: "runs", fromJournal: true });
  assert.deepEqual(targeted.plan, { runsASide: 3, target: 0.1, budgetSeconds: 5400, maxRunsASide: defaults.MAX_RUNS_A_SIDE });
  assert.deepEqual(targeted.suite.words, ["--runs", "5"]);
  assert.deepEqual(targeted.compareWords, ["--format", "json"]);
  assert.deepEqual(versusOptions.parse(["--clean", "v", "--all"], "/w"), { mode: "clean", dir: "/w/v", all: true });
  const refused = (words, pattern) => assert.throws(() => versusOptions.parse(words, "/w"), pattern, words.join(" "));
  const both = ["--arangod-a", "a", "--arangod-b", "b"];
  refused(["--arangod-a", "a"], /needs --arangod-b PATH/);
  refused(both.concat(["--", "--out", "x.json"]), /suite option --out is set by versus/);
  refused(both.concat(["--", "--sizes", "15"]), /^Error: suite options: invalid size '15'/);
  refused(both.concat(["--", "--suite", "nope"]), /suite options: unknown suite 'nope'/);
  refused(both.concat(["--runs", "3"]), /unknown option '--runs' \(the suite's options go after --\)/);
  refused(both.concat(["--target", "0.1%"]), /--target must be a percentage from 0\.5 to 100/);
  refused(both.concat(["--budget", "2h"]), /--budget, --max-pairs and --max-runs-a-side go with --target/);
  refused(both.concat(["--target", "6", "--budget", "soon"]), /--budget must be a time such as 90m/);
  refused(both.concat(["--stall-timeout", "0"]), /--stall-timeout must be a time/);
  refused(both.concat(["--min-free-disk", "lots"]), /--min-free-disk must be a size/);
  refused(both.concat(["--format", "yaml"]), /unknown format "yaml"/);
  refused(both.concat(["--design", "runs", "--runs-a-side", "0"]), /--runs-a-side must be a whole number from 1/);
  refused(both.concat(["--server-option-b", "server.endpoint=tcp://127.0.0.1:1"]), /set by aql-shootout itself/);
  refused(both.concat(["--dir", "x", "--dir", "y"]), /--dir is given twice/);
  refused(["--clean", "v", "--runs-a-side", "2"], /takes no other options/);
  refused(both.concat(["--all"]), /--all goes with --clean/);
});

test("durations and sizes as the options take them", () => {
  assert.equal(versusOptions.parseDuration("90"), 90);
  assert.equal(versusOptions.parseDuration("30m"), 1800);
  assert.equal(versusOptions.parseDuration("4h"), 14400);
  assert.equal(versusOptions.parseDuration("0s"), null);
  assert.equal(diskUsage.parseBytes("500M"), 500 * 1024 * 1024);
  assert.equal(diskUsage.parseBytes("1.5g"), 1.5 * 1024 * 1024 * 1024);
  assert.equal(diskUsage.parseBytes("4096"), 4096);
  assert.equal(diskUsage.parseBytes("2 GB"), 2 * 1024 * 1024 * 1024);
  assert.equal(diskUsage.parseBytes("much"), null);
  assert.equal(diskUsage.humanBytes(0), "0 B");
  assert.equal(diskUsage.humanBytes(1536), "1.5 KB");
  assert.equal(diskUsage.humanBytes(3 * 1024 * 1024 * 1024), "3.0 GB");
  assert.equal(diskUsage.humanBytes(200 * 1024 * 1024), "200 MB");
});

test("disk usage counts what is allocated under a directory, links as links", () => {
  const folder = scratch();
  try {
    assert.equal(diskUsage.bytesUnder(path.join(folder, "none")), 0);
    fs.mkdirSync(path.join(folder, "db"));
    fs.writeFileSync(path.join(folder, "db", "data"), Buffer.alloc(256 * 1024, 1));
    fs.symlinkSync("/usr", path.join(folder, "db", "link"));
    const bytes = diskUsage.bytesUnder(folder);
    assert.ok(bytes >= 256 * 1024 && bytes < 256 * 1024 + 64 * 1024, String(bytes));
    assert.ok(diskUsage.freeBytes(folder) > 0);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
});

test("versus makes its directory with a marker, continues only one it made, and cleans only what it made", () => {
  const folder = scratch();
  try {
    const paths = directory.layout(path.join(folder, "vs"));
    assert.equal(directory.prepare(paths), true);
    assert.equal(directory.prepare(paths), false);
    for (const made of [paths.marker, paths.sides.a.database, paths.sides.b.apps, paths.results, paths.logs]) {
      assert.ok(fs.existsSync(made), made);
    }
    // someone else's directory
    const theirs = directory.layout(path.join(folder, "theirs"));
    fs.mkdirSync(theirs.dir);
    assert.throws(() => directory.prepare(theirs), /exists but was not made by versus \(it has no \.aql-shootout-versus\)/);
    assert.throws(() => directory.removeDatabases(theirs), /was not made by versus/);
    assert.throws(() => directory.removeAll(theirs), /was not made by versus/);
    assert.ok(fs.existsSync(theirs.dir));
    const file = directory.layout(path.join(folder, "file"));
    fs.writeFileSync(file.dir, "x");
    assert.throws(() => directory.prepare(file), /exists and is not a directory/);
    const unmakeable = directory.layout(path.join(folder, "file", "below"));
    assert.throws(() => directory.prepare(unmakeable), /cannot make .*ENOTDIR.*choose a --dir on a disk you can write to/);
    // --clean: the databases go, results and journal stay
    fs.writeFileSync(path.join(paths.sides.a.database, "data"), Buffer.alloc(8192, 1));
    fs.writeFileSync(path.join(paths.results, "a-1.json"), "{}");
    fs.writeFileSync(paths.journal, "{}");
    const removed = directory.removeDatabases(paths);
    assert.deepEqual(removed.map((each) => path.basename(each.what)), ["a", "b"]);
    assert.ok(removed[0].bytes >= 8192);
    assert.ok(!fs.existsSync(paths.sides.a.root) && fs.existsSync(path.join(paths.results, "a-1.json")));
    // --clean --all refuses while anything foreign is inside, naming it
    fs.writeFileSync(path.join(paths.results, "my-notes.txt"), "mine");
    assert.throws(() => directory.removeAll(paths), /holds files versus did not make, .*my-notes\.txt/);
    assert.ok(fs.existsSync(path.join(paths.results, "my-notes.txt")));
    fs.rmSync(path.join(paths.results, "my-notes.txt"));
    assert.equal(directory.removeAll(paths)[0].what, paths.dir);
    assert.ok(!fs.existsSync(paths.dir));
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
});

test("a socket path with capitals (2.x lower-cases endpoints) or too long for a socket moves to the temporary directory", () => {
  const plain = directory.layout("/tmp/versus-1");
  assert.equal(directory.socketPath(plain, "a"), "/tmp/versus-1/a/s.sock");
  for (const dir of ["/home/Someone/versus", "/tmp/" + "x".repeat(120)]) {
    const moved = directory.socketPath(directory.layout(dir), "b");
    assert.match(moved, /\/aql-shootout-versus-[0-9a-f]{12}\/b\.sock$/);
    assert.ok(!/[A-Z]/.test(moved) && moved.length <= 100, moved);
    assert.equal(directory.socketPath(directory.layout(dir), "b"), moved, "the same DIR, the same path");
  }
  assert.notEqual(directory.socketPath(directory.layout("/home/A/v"), "a"), directory.socketPath(directory.layout("/home/B/v"), "a"));
});
