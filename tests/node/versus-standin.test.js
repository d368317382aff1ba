"use strict";
// `node shootout.js versus --design runs` end to end, without ArangoDB (the duet, the default
// design: versus-duet-standin.test.js): each side's arangod is the stand-in
// executable (tests/standin/arangod-executable.js) under a wrapper that gives it a version
// profile, the simulated clock with a factor per server process, and the faults to stage:
// a server that dies mid-run, one that never starts, one that hangs (and one that hangs and
// ignores SIGTERM), and versus itself interrupted (Ctrl-C) and killed (kill -9) while a server
// runs, then run again.
const { describe, it } = require("node:test");
const assert = require("node:assert/strict");
const fs = require("fs");
const path = require("path");

const compareCommand = require("../../lib/compare/command/compare-command");
const serverProcess = require("../../lib/versus/server-process");
const { standInArangod } = require("./standin-arangod-wrapper");
const harness = require("./versus-harness");
const { scratch, cli, inProcess, readJournal, states, results, starts, waitFor, logHas } = harness;

const SUITE = ["--", "--sizes", "1000", "--cases", "collect-number"];
const TIMING = (seed, seconds) => ({ seed, default: { seconds, cv: 0.05 } });

// An "arangod" for one side: the stand-in executable with these settings in front of what
// versus passes.
const arangod = standInArangod;

function versusWords(folder, extra) {
  return harness.versusWords(folder, ["--design", "runs"].concat(extra || []), SUITE);
}

// The script parameters an attempt's server got, without the ones that name the attempt.
function suiteParameters(attempt) {
  const words = [];
  attempt.arguments.forEach((word, i) => {
    if (word === "--javascript.script-parameter" && !/^--(out|label)=/.test(attempt.arguments[i + 1])) {
      words.push(attempt.arguments[i + 1]);
    }
  });
  return words;
}

// Each test has a directory of its own: they run side by side (most of their time is
// spent waiting for servers).
describe("versus on the stand-in executable", { concurrency: true }, () => {
  it("two servers in the order a b b a, each run a fresh process, a run that dies is redone, then the files and the comparison", { timeout: 60000 }, async () => {
    const folder = scratch();
    try {
      arangod(folder, "arangod-a", { profile: "2.5.4", timing: TIMING(1, 0.01), processNoise: { seed: 5, cv: 0.05 },
        faults: [{ start: 2, kind: "die-mid-run", afterLines: 5 }] });
      arangod(folder, "arangod-b", { profile: "3.11", timing: TIMING(2, 0.009), processNoise: { seed: 6, cv: 0.05 } });
      const run = await cli(folder, versusWords(folder, ["--runs-a-side", "2"]));
      const journal = readJournal(folder);
      // the died run is missing and redone at once, in its slot; nothing else is missing
      assert.deepEqual(states(journal), ["a-1:done", "b-1:done", "b-2:done", "a-2:missing", "a-3:done"]);
      assert.deepEqual(journal.attempts.map((attempt) => attempt.slot), [0, 1, 2, 3, 3]);
      const startedAt = journal.attempts.map((attempt) => Date.parse(attempt.startedAt));
      assert.deepEqual(startedAt, startedAt.slice().sort((x, y) => x - y), "the runs happened in the journal's order");
      assert.equal(journal.attempts[3].reason, "the server died (signal SIGKILL); its results file is unfinished (endedAt null)");
      assert.equal(results(folder, journal.attempts[3]).endedAt, null);
      for (const attempt of journal.attempts.filter((each) => each.state === "done")) {
        const record = results(folder, attempt);
        assert.notEqual(record.endedAt, null, attempt.id);
        assert.deepEqual(record.results.map((entry) => entry.case + " " + entry.size + " " + entry.times.length + " " +
          entry.verified), ["collect-number 1k 2 true"], attempt.id);
        assert.equal(record.server.version, attempt.side === "a" ? "2.5.4" : "3.11.0");
      }
      // one database directory per side, kept: every start of a side's server was on it
      assert.equal(starts(folder, "a"), 3);
      assert.equal(starts(folder, "b"), 2);
      // the same suite options for every run of both sides; versus's own: the runs per process,
      // and after the run that died, taking over the lock it left
      const expected = ["--sizes", "1000", "--cases", "collect-number", "--runs=2"];
      for (const attempt of journal.attempts) {
        assert.deepEqual(suiteParameters(attempt), attempt.id === "a-3" ? expected.concat(["--break-lock"]) : expected, attempt.id);
      }
      // each version's own option names (the stand-in refuses the other major's)
      assert.ok(journal.attempts[0].arguments.join(" ").includes("--server.disable-authentication true --log.file -"));
      assert.ok(journal.attempts[1].arguments.join(" ").includes("--server.authentication false --log.output -"));
      // what it printed: the plan, one line per run, the missing run with its log, the files
      const out = run.stdout;
      assert.match(out, /^versus: side a is arangod 2\.5\.4 \(.*arangod-a\), side b is arangod 3\.11\.0 \(.*arangod-b\)\n/);
      assert.match(out, /\nplan: 2 runs a side, each a fresh server process, in the order a b b a /);
      assert.match(out, /\neach run: 1 case\(s\) on shootout 1k: 1 row\(s\) × \(1 warmup \+ 2 timed\) = 3 queries\n/);
      assert.match(out, /\nrun a-1 \(side a, slot 1\): done in [0-9.]+ s; 1 of 4 runs done; about [0-9.]+ s left \(from the runs done\)\n/);
      assert.match(out, /\nrun a-2 \(side a, slot 4\): MISSING \(not counted\): the server died \(signal SIGKILL\)/);
      assert.match(out, /\n {2}\| .*\[1\/1\] collect-number 1k: prepared/);
      assert.match(out, /\nrun a-3 \(side a, slot 4\): done in [0-9.]+ s; 4 of 4 runs done\n/);
      assert.match(out, /\n {2}disk: a\/db [0-9.]+ [KMG]?B, b\/db [0-9.]+ [KMG]?B; [0-9.]+ [KMGT]?B free on the device\n/);
      assert.match(out, /\ndone: 2 run\(s\) of side a, 2 of side b, 1 missing \(not counted\)\n/);
      const dir = path.join(folder, "vs");
      assert.ok(out.includes("\nfiles (in " + dir + "):\n  side a, arangod 2.5.4 (" + path.join(folder, "arangod-a") +
        "): results/a-1.json results/a-3.json\n  side b, arangod 3.11.0 (" + path.join(folder, "arangod-b") +
        "): results/b-1.json results/b-2.json\n  missing runs, not counted (their files are kept for a look):\n" +
        "    a-2: the server died (signal SIGKILL); its results file is unfinished (endedAt null); log logs/a-2.log\n"));
      assert.ok(out.includes("to remove them (results kept): node shootout.js versus --clean " + dir));
      // the last step is the comparison of the two groups, with the lists versus printed
      const lists = [["a-1", "a-3"], ["b-1", "b-2"]].map((ids) => ids.map((id) => path.join(dir, "results", id + ".json")).join(","));
      assert.ok(out.includes("\ncompare again: node shootout.js compare " + lists.join(" ") + "\n"));
      const compared = { stdout: "", stderr: "" };
      compared.status = compareCommand.runWords({ print: (text) => { compared.stdout += text + "\n"; },
        printError: (text) => { compared.stderr += text + "\n"; }, read: (file) => fs.readFileSync(file, "utf8") },
      "compare", lists);
      assert.equal(run.status, compared.status, "versus ends with the comparison's status");
      assert.ok(out.endsWith(compared.stdout), "versus ends with the comparison's output");
      assert.ok(run.stderr.endsWith(compared.stderr));
      // the load each side's runs measured under, from the servers' own record of it
      assert.match(compared.stdout, /\n\nload: (a quiet machine: )?other work took [0-9.]+ of [0-9]+ cores? while A ran(, [0-9.]+ while B ran| and while B ran) \(runs A [0-9.–]+, B [0-9.–]+; load average (A )?[0-9.]+/);
      // running it again does no run twice: all is done, it compares again; without --design
      // it continues in the design its journal began in, and refuses the other
      const again = await inProcess(folder, harness.versusWords(folder, ["--runs-a-side", "2"], SUITE));
      assert.deepEqual(states(readJournal(folder)), states(journal));
      assert.match(again.text, /\ndirectory: .* \(continuing: 4 run\(s\) done, 1 missing\)\nplan: 2 runs a side, each a fresh server process/);
      assert.equal(again.status, compared.status);
      const otherDesign = await inProcess(folder, harness.versusWords(folder, ["--design", "duet"], SUITE));
      assert.equal(otherDesign.status, 2);
      assert.match(otherDesign.text, /^ERROR aql-shootout versus: .*vs holds a versus of --design runs, which continues in that design; leave --design out \(or give --design runs\), or give another --dir$/);
      // --clean removes the databases and keeps the rest; --all then removes everything versus made
      const cleaned = await cli(folder, ["--clean", dir]);
      assert.equal(cleaned.status, 0, cleaned.stderr);
      assert.match(cleaned.stdout, new RegExp("^removed " + dir + "/a, " + dir + "/b: [0-9.]+ [KMG]?B freed; results, logs and " +
        "journal kept in " + dir + "\n$"));
      assert.ok(!fs.existsSync(path.join(dir, "a")) && fs.existsSync(path.join(dir, "results", "a-1.json")));
      assert.ok(readJournal(folder).databasesRemovedAt);
      const foreign = fs.mkdtempSync(path.join(folder, "mine-"));
      const refused = await inProcess(folder, ["--clean", foreign, "--all"]);
      assert.equal(refused.status, 1);
      assert.match(refused.text, /was not made by versus \(it has no \.aql-shootout-versus\): versus removes only what it made$/);
      assert.ok(fs.existsSync(foreign));
      const all = await inProcess(folder, ["--clean", dir, "--all"]);
      assert.equal(all.status, 0, all.text);
      assert.ok(!fs.existsSync(dir));
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });

  it("a server that never starts stops versus after two tries with its log; a full disk, other settings refused; a hung server that ignores SIGTERM killed", { timeout: 60000 }, async () => {
    const folder = scratch();
    try {
      arangod(folder, "arangod-a", { profile: "2.6", timing: TIMING(3, 0.01),
        faults: [{ start: 1, kind: "never-start" }, { start: 2, kind: "never-start" }] });
      arangod(folder, "arangod-b", { profile: "2.5.4", timing: TIMING(4, 0.01), faults: [{ start: 1, kind: "hang" }],
        ignoreSigterm: true });
      const words = versusWords(folder, ["--runs-a-side", "1", "--stall-timeout", "3"]);
      const first = await inProcess(folder, words);
      assert.equal(first.status, 1);
      assert.deepEqual(states(readJournal(folder)), ["a-1:missing", "a-2:missing"]);
      assert.match(first.text, /\nrun a-1 \(side a, slot 1\): MISSING \(not counted\): the server exited with status 1; it wrote no results file; 0 of 2 runs done\n/);
      assert.match(first.text, /\n {2}\| .* FATAL staged fault: this server does not start \(start 1\)\n/);
      assert.match(first.text, /\nERROR aql-shootout versus: the server of side a failed 2 times in a row \(see the runs above and their logs\); fix what its log says, then run the same command again \(it continues\)$/);
      assert.match(first.text, /\nfiles \(in .*\):\n {2}side a, arangod 2\.6\.0-alpha2 \(.*\): no run done\n/);
      // a disk with less free space than --min-free-disk: no run starts
      const full = await inProcess(folder, words.map((word) => word === "1M" ? "1000000T" : word));
      assert.equal(full.status, 1);
      assert.match(full.text, /\nERROR aql-shootout versus: only [0-9.]+ [KMGT]?B free on the device of .*vs \(versus starts a run only with [0-9]+ TB, --min-free-disk\): free some space or choose another --dir, then run the same command again \(it continues\)$/);
      assert.equal(readJournal(folder).attempts.length, 2);
      // a directory that cannot be made (here: below a file) is a clear error, before any run
      const unwritable = await inProcess(folder, words.map((word) => word === path.join(folder, "vs")
        ? path.join(folder, "arangod-a", "vs") : word));
      assert.equal(unwritable.status, 1);
      assert.match(unwritable.text, /^ERROR aql-shootout versus: cannot make .*arangod-a\/vs \(ENOTDIR: .*\); choose a --dir on a disk you can write to$/);
      // an option versus sets for that version is refused before anything runs (side b is 2.x)
      const logOption = await inProcess(folder, ["--server-option-b", "log.file=/tmp/x.log"].concat(words));
      assert.equal(logOption.status, 2);
      assert.match(logOption.text, /^ERROR aql-shootout versus: side b: server option 'log\.file' is set by aql-shootout itself for arangod 2\.5\.4/);
      // the same directory with other suite options is refused
      const other = await inProcess(folder, words.slice(0, -1).concat(["collect-string"]));
      assert.equal(other.status, 2);
      assert.match(other.text, /^ERROR aql-shootout versus: .*vs holds a versus of other settings \(suite options: \[.*"collect-number"\] then, \[.*"collect-string"\] now\); run the same command as before to continue it, or give another --dir$/);
      // the same command continues: a starts now; b hangs once, ignores SIGTERM, is killed after
      // the grace period, saying so in its log, and runs again; a file
      // the journal does not know (a journal restored from an older copy) is never overwritten
      const stray = path.join(folder, "vs", "logs", "a-3.log");
      fs.writeFileSync(stray, "an older session's log\n");
      const third = await inProcess(folder, words);
      const journal = readJournal(folder);
      assert.deepEqual(states(journal), ["a-1:missing", "a-2:missing", "a-4:done", "b-1:missing", "b-2:done"]);
      assert.equal(fs.readFileSync(stray, "utf8"), "an older session's log\n");
      assert.match(journal.attempts[3].reason, /^it printed nothing and wrote no results for too long, so versus ended it as hung; it wrote no results file$/);
      assert.equal(journal.attempts[3].exit.signal, "SIGKILL");
      assert.match(third.text, /\n {2}\| versus: the server \(pid [0-9]+\) did not end within 1 s of SIGTERM: killed it \(SIGKILL\)\n/);
      assert.match(third.text, /\ndirectory: .* \(continuing: 0 run\(s\) done, 2 missing\)\n/);
      assert.match(third.text, /\ndone: 1 run\(s\) of side a, 1 of side b, 3 missing \(not counted\)\n/);
      assert.deepEqual(serverProcess.serversUsing(path.join(folder, "vs", "b", "db")), []);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });

  it("Ctrl-C and kill -9 of versus mid-run, then the same command again: it continues, nothing counted twice, nothing lost", { timeout: 60000 }, async () => {
    const folder = scratch();
    try {
      // side a pauses (wall clock) in the middle of its first three runs, so versus can be stopped there
      const pause = (start, seconds) => ({ start, kind: "pause", afterLines: 5, seconds });
      arangod(folder, "arangod-a", { profile: "2.5.4", timing: TIMING(7, 0.01), faults: [pause(1, 60), pause(2, 60), pause(3, 1)] });
      arangod(folder, "arangod-b", { profile: "2.6", timing: TIMING(8, 0.01) });
      const words = versusWords(folder, ["--runs-a-side", "1"]);
      const database = path.join(folder, "vs", "a", "db");
      const startVersus = () => harness.spawnVersus(folder, words);
      const paused = (id) => logHas(folder, id, "[1/1] collect-number 1k: prepared");
      // Ctrl-C: versus ends the server and records its run as missing
      const first = startVersus();
      await waitFor("run a-1 to pause", () => paused("a-1"));
      first.child.kill("SIGINT");
      assert.deepEqual(await first.ended, { status: 130, signal: null });
      assert.match(first.output.text, /\nrun a-1 \(side a, slot 1\): MISSING \(not counted\): versus was interrupted and ended it; its results file is unfinished \(endedAt null\);/);
      assert.match(first.output.text, /aql-shootout versus: interrupted: run a-1 is recorded as missing; run the same command again to continue\n$/);
      assert.deepEqual(states(readJournal(folder)), ["a-1:missing"]);
      assert.deepEqual(serverProcess.serversUsing(database), []);
      // kill -9 while a-2's server pauses: the server outlives versus
      const second = startVersus();
      await waitFor("run a-2 to pause", () => paused("a-2"));
      second.child.kill("SIGKILL");
      await second.ended;
      assert.deepEqual(states(readJournal(folder)), ["a-1:missing", "a-2:running"]);
      const orphans = serverProcess.serversUsing(database);
      assert.equal(orphans.length, 1);
      // again: the leftover server is ended, its run is missing, a-3 runs; kill -9 once more
      // while a-3 pauses briefly, and let a-3's server finish on its own
      const third = startVersus();
      await waitFor("run a-3 to pause", () => paused("a-3"));
      third.child.kill("SIGKILL");
      await third.ended;
      assert.match(third.output.text, new RegExp("\\nrun a-2: its server is still running \\(pid " + orphans[0].pid +
        ", left by a versus that was stopped\\); ending it\\nrun a-2 \\(recovered from the journal\\): MISSING \\(not " +
        "counted\\): versus stopped while it ran; its results file is unfinished \\(endedAt null\\)\\n"));
      await waitFor("a-3's server to finish without versus", () => serverProcess.serversUsing(database).length === 0);
      // again: a-3's results are complete, so it counts (once); then b's run, and the end
      const fourth = await inProcess(folder, versusWords(folder, ["--runs-a-side", "1"]));
      assert.match(fourth.text, /\nrun a-3 \(recovered from the journal\): its results file is complete: counted\nrun b-1 /);
      const journal = readJournal(folder);
      assert.deepEqual(states(journal), ["a-1:missing", "a-2:missing", "a-3:done", "b-1:done"]);
      assert.match(fourth.text, /\ndone: 1 run\(s\) of side a, 1 of side b, 2 missing \(not counted\)\n/);
      assert.match(fourth.text, /\n {2}side a, arangod 2\.5\.4 \(.*\): results\/a-3\.json\n/);
      assert.equal(starts(folder, "a"), 3);
      assert.deepEqual(serverProcess.serversUsing(database), []);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });

  it("a server left by a killed versus that ignores SIGTERM is killed after the grace period, saying so", { timeout: 60000 }, async () => {
    const folder = scratch();
    try {
      // a's first server hangs and ignores SIGTERM; versus is killed (kill -9) while it runs
      arangod(folder, "arangod-a", { profile: "2.5.4", timing: TIMING(11, 0.01), faults: [{ start: 1, kind: "hang" }],
        ignoreSigterm: true });
      arangod(folder, "arangod-b", { profile: "2.6", timing: TIMING(12, 0.01) });
      const words = versusWords(folder, ["--runs-a-side", "1", "--stall-timeout", "60"]);
      const database = path.join(folder, "vs", "a", "db");
      const killed = harness.spawnVersus(folder, words);
      await waitFor("a-1's server to run", () => logHas(folder, "a-1", "start 1 of"));
      killed.child.kill("SIGKILL");
      await killed.ended;
      const [orphan] = serverProcess.serversUsing(database);
      assert.ok(orphan, "the hung server outlives versus");
      // the same command: the leftover server ignores SIGTERM and is killed after 1 s
      const again = await inProcess(folder, words);
      assert.match(again.text, new RegExp("\\nrun a-1: its server is still running \\(pid " + orphan.pid + ", left by a " +
        "versus that was stopped\\); ending it\\nrun a-1: the server \\(pid " + orphan.pid + "\\) did not end within 1 s " +
        "of SIGTERM: killed it \\(SIGKILL\\)\\nrun a-1 \\(recovered from the journal\\): MISSING \\(not counted\\): " +
        "versus stopped while it ran; it wrote no results file\\n"));
      assert.deepEqual(states(readJournal(folder)), ["a-1:missing", "a-2:done", "b-1:done"]);
      assert.deepEqual(serverProcess.serversUsing(database), []);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });

  it("a query typed as in the console reaches each server's suite as typed: versus writes each @ twice for arangod's command line", { timeout: 60000 }, async () => {
    const folder = scratch();
    try {
      arangod(folder, "arangod-a", { profile: "2.5.4", timing: TIMING(11, 0.01) });
      arangod(folder, "arangod-b", { profile: "3.11", timing: TIMING(12, 0.01) });
      const query = "FOR d IN @@collection FILTER d.value2 == @s RETURN d._key";
      const words = harness.versusWords(folder, ["--design", "runs", "--runs-a-side", "1"],
        ["--", "--query", query, "--bind", "{\"s\": \"test5\"}", "--sizes", "1000"]);
      const run = await inProcess(folder, words);
      const journal = readJournal(folder);
      assert.deepEqual(states(journal), ["a-1:done", "b-1:done"], run.text);
      for (const attempt of journal.attempts) {
        // what arangod was given, and what its suite timed: the query as typed, on the dataset
        assert.deepEqual(suiteParameters(attempt).slice(0, 4), ["--query",
          "FOR d IN @@@@collection FILTER d.value2 == @@s RETURN d._key", "--bind", "{\"s\": \"test5\"}"], attempt.id);
        const record = results(folder, attempt);
        assert.equal(record.options.query, query, attempt.id);
        assert.deepEqual(record.results.map((entry) => [entry.case, entry.size, entry.resultCount, entry.error || null]),
          [["query", "1k", 1, null]], attempt.id);
      }
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });

  it("--target adds pairs of runs until the median row's detectable change reaches it; without a figure it stops", { timeout: 60000 }, async () => {
    const folder = scratch();
    try {
      arangod(folder, "arangod-a", { profile: "2.5.4", timing: TIMING(9, 0.01) });
      arangod(folder, "arangod-b", { profile: "2.6", timing: TIMING(10, 0.01) });
      // a comparison of the shape of compare --format json: with one run a side no row has a
      // figure; with two, the median row can see 9 %
      const asked = [];
      const compareJson = (filesA, filesB) => {
        asked.push([filesA.map((file) => path.basename(file)), filesB.map((file) => path.basename(file))]);
        const detectable = filesA.length < 2 ? [null, null, null] : [1.25, 1.09, 1.08];
        return { json: { rows: detectable.map((factor, i) => ({ case: "c" + i, size: "1k", detectable: factor })) } };
      };
      const words = versusWords(folder, ["--runs-a-side", "1", "--target", "10%", "--max-runs-a-side", "4"]);
      const run = await inProcess(folder, words, compareJson);
      const journal = readJournal(folder);
      assert.deepEqual(states(journal), ["a-1:done", "b-1:done", "b-2:done", "a-2:done"]);
      assert.deepEqual(asked, [[["a-1.json"], ["b-1.json"]], [["a-1.json", "a-2.json"], ["b-1.json", "b-2.json"]]]);
      assert.deepEqual(journal.targetChecks.map((check) => [check.runsASide, check.detectable, check.more]),
        [[1, null, true], [2, 1.09, false]]);
      assert.match(run.text, /\nplan: at least 1 and at most 4 runs a side \(--target 10 %\), each a fresh server process, in the order a b …/);
      assert.match(run.text, /\ntarget: no detectable change on the median row yet, target 10 %: another pair\n/);
      assert.match(run.text, /\ntarget: target reached with 2 runs a side: the median row's detectable change is 9 % \(target 10 %\)\n/);
      // when the comparison gives no figure, the target cannot be checked: no more runs
      const failing = await inProcess(folder, words.map((word) => word === "10%" ? "6%" : word),
        () => ({ failure: "compare exited 2: no groups" }));
      assert.match(failing.text, /\ntarget: the comparison of the groups gave no detectable change \(compare exited 2: no groups\), so the target cannot be checked; stopped at 2 runs a side\n/);
      assert.equal(readJournal(folder).attempts.length, 4);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
