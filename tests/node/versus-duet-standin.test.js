"use strict";
// `node shootout.js versus` in its default design, the duet, end to end without ArangoDB: per
// process pair both stand-in executables (tests/standin/arangod-executable.js) up at once in
// server mode, driven over their unix sockets with POST /_admin/execute; their simulated
// clocks follow the wall clock and share one machine (its factor and slow episodes), as two
// live servers on one busy machine do. Staged: a server that dies within a pair, one that
// never starts, one that hangs (the stall timeout), and versus interrupted (Ctrl-C) and
// killed (kill -9) within a pair, then the same command again.
const { describe, it } = require("node:test");
const assert = require("node:assert/strict");
const fs = require("fs");
const path = require("path");

const compareCommand = require("../../lib/compare/command/compare-command");
const serverProcess = require("../../lib/versus/server-process");
const turns = require("../../lib/versus/turns");
const targetRounds = require("../../lib/versus/target-rounds");
const pairCosts = require("../../lib/versus/pair-costs");
const report = require("../../lib/versus/versus-report");
const { standInArangod } = require("./standin-arangod-wrapper");
const harness = require("./versus-harness");
const { scratch, inProcess, readJournal, states, results, starts, waitFor, logOf, logHas } = harness;

// A machine whose slow episodes come every few seconds of wall time and last about a second:
// both servers of a pair see them at once (the same machineSeed).
const MACHINE = { preset: "busy", episodeRate: 20, episodeSeconds: 0.8, episodeFactor: 3 };
const TIMING = (seed) => ({ seed, default: { seconds: 0.004, cv: 0.05 }, machine: MACHINE, machineSeed: 11 });
const GC_PAUSE = 0.3;

function versusWords(folder, extra, suite) {
  return harness.versusWords(folder, extra, ["--", "--sizes", "1000", "--runs", "2"].concat(suite));
}

function pairStates(journal) {
  return journal.pairs.map((pair) => pair.pair + ":" + pair.state);
}

function databases(folder) {
  return ["a", "b"].map((side) => path.join(folder, "vs", side, "db"));
}

// The POST /_admin/execute calls a 2.x server logged (one warning line each), as the steps of
// the driven run: "begin", "warm(0)", "pause()", "sample(1)", "endRound()", "end()".
function calls(folder, id) {
  return logOf(folder, id).split("\n").filter((line) => line.includes(" WARNING about to execute: "))
    .map((line) => /shootout\.turns\.([a-zA-Z]+\([0-9]*\)|begin)/.exec(line)[1]);
}

// The two files of a counted pair: the same startedAt, and every timed sample of a row on a
// next to its partner on b, in the turn order drawn from the journal's seed, the gc pause
// before each pair of samples and never between them.
function assertDuet(folder, journal, pair) {
  const [a, b] = pair.attempts.map((id) => results(folder, journal.attempts.find((attempt) => attempt.id === id)));
  assert.equal(a.startedAt, pair.startedAt);
  assert.equal(b.startedAt, pair.startedAt);
  assert.equal(a.options.order, "duet");
  assert.equal(a.options.seed, journal.seed);
  assert.equal(a.results.length, pair.rows);
  assert.deepEqual(pair.rounds, Array(pair.rows).fill(2), "--runs 2: two rounds for every row");
  const plan = turns.pairPlan(journal.seed, pair.pair, pair.rounds);
  const timeline = [];
  a.results.forEach((entryA, row) => {
    const entryB = b.results[row];
    assert.equal(entryB.case, entryA.case);
    for (const entry of [entryA, entryB]) {
      assert.equal(entry.verified, true);
      assert.equal(entry.times.length, 2);
      assert.equal(entry.warmupTimes.length, 1);
      assert.deepEqual(entry.stopped, { reason: "runs", runs: 2 });
    }
    for (let round = 0; round < 2; round += 1) {
      const first = plan.rounds[round].find((turn) => turn.row === row).first;
      const [early, late] = first === "a" ? [entryA, entryB] : [entryB, entryA];
      assert.ok(early.sampleStarts[round] < late.sampleStarts[round], entryA.case + " round " + (round + 1) + ": " +
        first + " first, as drawn");
      timeline.push([early.sampleStarts[round], late.sampleStarts[round]]);
    }
  });
  // the machine's load, read by each server when measuring began, when begin saved and at the
  // end of each round: the two servers' round ends at nearly the same moment, so the span
  // both measured is the pair's (lib/compare/inputs/run-load.js)
  for (const file of [a, b]) {
    assert.equal(file.load.readings.length, 4);
    assert.ok(file.load.readings.every((reading) => reading.server > 0), JSON.stringify(file.load));
  }
  a.load.readings.slice(2).forEach((reading, round) => {
    assert.ok(Math.abs(reading.at - b.load.readings[round + 2].at) < GC_PAUSE, "round " + (round + 1) + " ended at " +
      reading.at + " s on a, " + b.load.readings[round + 2].at + " s on b");
  });
  timeline.sort((x, y) => x[0] - y[0]);
  timeline.forEach(([early, late], i) => {
    assert.ok(late - early < GC_PAUSE, "the two samples of a pair back to back (" + (late - early) + " s apart)");
    if (i > 0) {
      assert.ok(early - timeline[i - 1][1] >= GC_PAUSE, "the gc pause between pairs of samples");
    }
  });
}

describe("versus --design duet on the stand-in executable", { concurrency: true }, () => {
  it("both servers at once per pair, every sample on a and b back to back; a server that dies within a pair leaves it missing, the other stopped, nothing of it compared", { timeout: 60000 }, async () => {
    const folder = scratch();
    standInArangod(folder, "arangod-a", { profile: "2.5.4", timing: TIMING(1), processNoise: { seed: 5, cv: 0.05 } });
    standInArangod(folder, "arangod-b", { profile: "2.6", timing: TIMING(2), processNoise: { seed: 6, cv: 0.05 },
      faults: [{ start: 2, kind: "die-mid-run", afterCalls: 6 }] });
    const words = versusWords(folder, ["--pairs", "2"], ["--cases", "collect-number,collect-string", "--gc-pause",
      String(GC_PAUSE)]);
    const run = await harness.cli(folder, words);
    const journal = readJournal(folder);
    assert.equal(journal.design, "duet");
    assert.deepEqual(pairStates(journal), ["1:done", "2:missing", "3:done"]);
    assert.deepEqual(states(journal), ["a-1:done", "b-1:done", "a-2:missing", "b-2:missing", "a-3:done", "b-3:done"]);
    assert.equal(journal.attempts[3].reason, "the server died: it died (signal SIGKILL); its results file is " +
      "unfinished (endedAt null)");
    assert.equal(journal.attempts[2].reason, "its partner b-2 failed, so the pair is missing and versus stopped this " +
      "server; its results file is unfinished (endedAt null)");
    // the partner was stopped as arangod is (SIGTERM: it shut down and exited 0)
    assert.deepEqual(journal.attempts[2].exit, { status: 0, signal: null });
    assert.ok(logHas(folder, "a-2", "received SIGTERM, shutting down"));
    assert.deepEqual(databases(folder).map((database) => serverProcess.serversUsing(database).length), [0, 0]);
    // each side's database directory is kept: its datasets were built in the first pair
    assert.deepEqual([starts(folder, "a"), starts(folder, "b")], [3, 3]);
    for (const pair of journal.pairs.filter((each) => each.state === "done")) {
      assertDuet(folder, journal, pair);
    }
    // in server mode, one JavaScript context, a switch of database allowed; no script
    const args = journal.attempts[0].arguments.join(" ");
    assert.ok(args.includes("--log.file - --javascript.v8-contexts 1 --server.allow-use-database true"), args);
    assert.ok(!args.includes("--javascript.script") && !args.includes("allow-admin-execute"), args);
    // each server: the suite loaded and begun, a warmup of every row, then per pair of samples
    // its gc pause and its sample, a round's end, the end
    assert.deepEqual(calls(folder, "a-1"), ["begin", "warm(0)", "warm(1)"].concat(
      ...[0, 1].map((round) => plannedSteps(journal, 1, round)), ["end()"]));
    const out = run.stdout;
    assert.match(out, /^versus: side a is arangod 2\.5\.4 \(.*\), side b is arangod 2\.6\.0-alpha2 \(.*\)\ndirectory: .*vs \(made now\)\nmemory: both servers up at once hold both sides' datasets: about 523 MB at the peak \(262 MB a server for 1,000 documents/);
    assert.match(out, /\nplan: 2 process pairs, each both servers up at once \(fresh processes\) for 1 warmup round\(s\) and 2 rounds a row \(--runs\); every timed sample taken on a and on b back to back/);
    assert.match(out, /\neach pair: 2 case\(s\) on shootout 1k: 2 row\(s\) × \(1 warmup \+ 2 timed\) = 6 queries a side\n/);
    assert.match(out, /\npair 1: done in [0-9.]+ s \(a-1, b-1\); 1 of 2 pairs done; about [0-9.]+ s left \(from the pairs done\)\n/);
    assert.match(out, /\npair 2: MISSING \(not counted\): b-2: it died \(signal SIGKILL\); 1 of 2 pairs done/);
    assert.match(out, /\n {2}b-2: the server died: it died \(signal SIGKILL\); its results file is unfinished \(endedAt null\)\n/);
    assert.match(out, /\n {2}\| .* staged fault: dying on call 6\n/);
    assert.match(out, /\npair 3: done in [0-9.]+ s \(a-3, b-3\); 2 of 2 pairs done\n/);
    assert.match(out, /\ndone: 2 process pair\(s\), 1 missing \(not counted\)\n/);
    assert.match(out, /\n {2}side a, arangod 2\.5\.4 \(.*\): results\/a-1\.json results\/a-3\.json\n {2}side b, arangod 2\.6\.0-alpha2 \(.*\): results\/b-1\.json results\/b-3\.json\n {2}missing runs, not counted \(their pairs are missing; their files are kept for a look\):\n {4}a-2: its partner b-2 failed/);
    // the comparison of what counted, nothing of pair 2
    const dir = path.join(folder, "vs");
    const lists = [["a-1", "a-3"], ["b-1", "b-3"]].map((ids) => ids.map((id) => path.join(dir, "results", id + ".json")).join(","));
    assert.ok(out.includes("\ncompare again: node shootout.js compare " + lists.join(" ") + "\n"));
    const compared = { stdout: "" };
    compared.status = compareCommand.runWords({ print: (text) => { compared.stdout += text + "\n"; },
      printError: () => {}, read: (file) => fs.readFileSync(file, "utf8") }, "compare", lists);
    assert.equal(run.status, compared.status);
    assert.ok(out.endsWith(compared.stdout), "versus ends with the comparison");
    // the comparison finds the pairs from the files' times alone and judges them as pairs
    assert.match(compared.stdout, /\nA and B took their samples in turn: 2 process pair\(s\) of two live servers, each sample of a row timed on both back to back; judged as pairs\n/);
    // and the load they ran under, one figure per process pair (both servers' own CPU left out)
    assert.match(compared.stdout, /\n\nload: (a quiet machine: )?other work took [0-9.]+ of [0-9]+ cores? while the process pairs ran \(pairs [0-9.]+, [0-9.]+; load average [0-9.]+\)\n/);
    assert.ok(fs.existsSync(path.join(dir, "results", "b-2.json")), "a missing pair's files stay");
  });

  it("the default: each row's rounds by how long its first turn took, no gc pause, and a comparison whose words are of pairs", { timeout: 60000 }, async () => {
    const folder = scratch();
    // collect-number takes a quarter second on each side, filter-number milliseconds, on the
    // quiet machine: the busy one's noise (about ±20 % on a turn) put the slow row's turn below
    // 3/7 s at times, where its rounds are the most too
    const timing = (seed) => Object.assign(TIMING(seed), { machine: "quiet",
      cases: { "collect-number": { seconds: 0.25, cv: 0.02 } } });
    standInArangod(folder, "arangod-a", { profile: "2.5.4", timing: timing(7) });
    standInArangod(folder, "arangod-b", { profile: "2.6", timing: timing(8) });
    const words = harness.versusWords(folder, ["--pairs", "2"], ["--", "--sizes", "1000", "--cases",
      "collect-number,filter-number"]);
    const run = await harness.cli(folder, words);
    const journal = readJournal(folder);
    assert.deepEqual(pairStates(journal), ["1:done", "2:done"]);
    const rule = { fixed: null, min: 3, max: 10, fillSeconds: 3 };
    for (const pair of journal.pairs) {
      assert.deepEqual(pair.rule, rule);
      assert.deepEqual(pair.rounds, pair.firstTurns.map((seconds) => turns.roundsFor(rule, seconds)));
      const [slow, quick] = pair.rounds;
      // two samples of about 0.25 s (the simulated machine's own noise, a function of the wall
      // clock, puts a turn a little below 0.5 s at times), not one
      assert.ok(pair.firstTurns[0] > 0.4, "collect-number's turn took its two samples' time: " + pair.firstTurns[0]);
      assert.equal(quick, 10, "a quick row gets the most rounds");
      assert.ok(slow >= 3 && slow < 10, "a row of half a second a turn gets fewer: " + slow);
      const [a, b] = pair.attempts.map((id) => results(folder, journal.attempts.find((attempt) => attempt.id === id)));
      for (const file of [a, b]) {
        assert.equal(file.options.gcPause, 0);
        assert.equal(file.options.runs, 10);
        assert.deepEqual(file.results.map((entry) => entry.times.length), pair.rounds);
        assert.deepEqual(file.results.map((entry) => entry.stopped), [{ reason: "driver", runs: slow },
          { reason: "runs", runs: 10 }]);
      }
    }
    // no gc pause asked of the servers
    assert.ok(!calls(folder, "a-1").includes("pause()"), calls(folder, "a-1").join(" "));
    const out = run.stdout;
    assert.match(out, /\nplan: 2 process pairs, each both servers up at once \(fresh processes\) for 1 warmup round\(s\) and 3 to 10 rounds a row: 3, and as many more as the row's queries fit into 3 s a pair; .*, no gc pause \(seed [0-9]+; docs\/versus\.md\)\n/);
    assert.match(out, /\neach pair: 2 case\(s\) on shootout 1k: 2 row\(s\) × \(1 warmup \+ 3 to 10 timed\) = 8 to 22 queries a side\n/);
    // the comparison under a duet: the paired B/A said to be paired, pairs not runs in its words
    assert.match(out, /\nB\/A is paired: the ratio of samples taken back to back/);
    assert.ok(!/with run|against run|run-to-run/.test(out.slice(out.indexOf("\ncase "))), "a duet's words are of pairs");
    assert.match(out, /\npair-to-pair noise: /);
  });

  it("a server that never starts, then one that hangs: their pairs missing, two in a row stop versus; the same command continues, --target adds pairs; a row one side lacks is not sampled on the other", { timeout: 60000 }, async () => {
    const folder = scratch();
    standInArangod(folder, "arangod-a", { profile: "2.5.4", timing: TIMING(3), faults: [{ start: 1, kind: "never-start" }] });
    standInArangod(folder, "arangod-b", { profile: "3.11", timing: TIMING(4),
      faults: [{ start: 2, kind: "hang", afterCalls: 3 }] });
    // distinct-collect-hash needs COLLECT ... OPTIONS, which 2.5 lacks (lib/features.js)
    const words = versusWords(folder, ["--pairs", "1", "--stall-timeout", "2"], ["--suite", "shootout,distinct",
      "--cases", "collect-number,distinct-collect-hash", "--gc-pause", "0.01"]);
    // what server mode sets itself is refused before anything starts
    const refused = await inProcess(folder, ["--server-option-b", "javascript.v8-contexts=4"].concat(words));
    assert.equal(refused.status, 2);
    assert.match(refused.text, /^ERROR aql-shootout versus: side b: server option 'javascript\.v8-contexts' is set by aql-shootout itself for a duet/);
    assert.ok(!fs.existsSync(path.join(folder, "vs")));
    const first = await inProcess(folder, words);
    assert.equal(first.status, 1);
    let journal = readJournal(folder);
    assert.deepEqual(pairStates(journal), ["1:missing", "2:missing"]);
    assert.deepEqual(states(journal), ["a-1:missing", "b-1:missing", "a-2:missing", "b-2:missing"]);
    assert.equal(journal.attempts[0].reason, "the server never started: it never answered: it exited with status 1; it " +
      "wrote no results file");
    assert.match(journal.attempts[3].reason, /^the server hung: no answer to a request within 2 s \(--stall-timeout\); its results file is unfinished/);
    assert.match(first.text, /\npair 1: MISSING \(not counted\): a-1: it never answered: it exited with status 1; 0 of 1 pairs done\n/);
    assert.match(first.text, /\n {2}\| .* FATAL staged fault: this server does not start \(start 1\)\n/);
    assert.match(first.text, /\n {2}aql-shootout versus: b-2 gave no answer within 2 s \(--stall-timeout\): ended with SIGTERM\n/);
    assert.ok(logHas(folder, "b-2", "aql-shootout versus: b-2 gave no answer within 2 s (--stall-timeout): ended with SIGTERM\n"));
    assert.match(first.text, /\nERROR aql-shootout versus: a process pair failed 2 times in a row \(see the pairs above and their logs\); fix what the logs say, then run the same command again \(it continues\)$/);
    // the same command continues; with --target it adds pairs until the median row's
    // detectable change reaches it (here a comparison that reaches 8 % with two pairs)
    const asked = [];
    const compareJson = (filesA, filesB) => {
      asked.push([filesA, filesB].map((files) => files.map((file) => path.basename(file)).join(",")));
      return { json: { rows: [{ case: "collect-number", size: "1k", detectable: filesA.length < 2 ? null : 1.08 }] } };
    };
    const second = await inProcess(folder, words.slice(0, words.indexOf("--")).concat(["--target", "10%",
      "--max-pairs", "3"], words.slice(words.indexOf("--"))), compareJson);
    journal = readJournal(folder);
    assert.deepEqual(pairStates(journal), ["1:missing", "2:missing", "3:done", "4:done"]);
    assert.deepEqual(asked, [["a-3.json", "b-3.json"], ["a-3.json,a-4.json", "b-3.json,b-4.json"]]);
    assert.match(second.text, /\ndirectory: .* \(continuing: 0 pair\(s\) done, 2 missing\)\n/);
    assert.match(second.text, /\nplan: at least 1 process pair, then more until the median row's detectable change is at most 10 % or the time ends \(--target; time budget the longer of 10:00 and 6 times the first pair's time, at most 3 pairs\), /);
    assert.match(second.text, /\ntarget: no detectable change on the median row yet, target 10 %: another pair\n/);
    assert.match(second.text, /\ntarget: target reached with 2 process pairs: the median row's detectable change is 8 % \(target 10 %\)\n/);
    assert.deepEqual(journal.targetChecks.map((check) => [check.pairs, check.detectable, check.more]), [[1, null, true], [2, 1.08, false]]);
    // 3.2 and later serve /_admin/execute only when told to; 2.x knows no such option
    const argsOf = (id) => journal.attempts.find((attempt) => attempt.id === id).arguments.join(" ");
    assert.ok(argsOf("b-3").includes("--server.authentication false --log.output - --javascript.v8-contexts 1 " +
      "--server.allow-use-database true --javascript.v8-contexts-minimum 1 --javascript.allow-admin-execute true"),
    argsOf("b-3"));
    assert.ok(!argsOf("a-3").includes("allow-admin-execute"));
    assert.equal(results(folder, journal.attempts.find((attempt) => attempt.id === "b-4")).server.version, "3.11.0");
    // the row side a lacks: closed there, so never run on side b, said once per pair
    assert.deepEqual(journal.pairs[2].closedRows.map((closed) => closed.row + " " + closed.side),
      ["distinct-collect-hash 1k a"]);
    assert.match(second.text, /\n {2}pair 3: distinct-collect-hash 1k closed on side a \(.*COLLECT \.\.\. OPTIONS.*\): not sampled on side b either\n/);
    const rowOf = (id) => results(folder, journal.attempts.find((attempt) => attempt.id === id)).results
      .find((entry) => entry.case === "distinct-collect-hash");
    assert.equal(rowOf("a-3").skipped.reason, "not-available");
    assert.deepEqual([rowOf("b-3").times, rowOf("b-3").warmupTimes, rowOf("b-3").skipped, rowOf("b-3").error], [[], [], null, null]);
    assert.equal(rowOf("b-3").plan !== null, true, "prepared (its plan taken) like every row");
    assert.deepEqual(databases(folder).map((database) => serverProcess.serversUsing(database).length), [0, 0]);
  });

  it("a query typed as in the console reaches both servers as typed: the duet's words go over the socket, past arangod's command line, unchanged", { timeout: 60000 }, async () => {
    const folder = scratch();
    standInArangod(folder, "arangod-a", { profile: "2.5.4", timing: TIMING(13) });
    standInArangod(folder, "arangod-b", { profile: "3.11", timing: TIMING(14) });
    const query = "FOR d IN @@collection FILTER d.value2 == @s RETURN d._key";
    const run = await inProcess(folder, harness.versusWords(folder, ["--pairs", "1"], ["--", "--query", query, "--bind",
      "{\"s\": \"test5\"}", "--sizes", "1000", "--runs", "2"]));
    const journal = readJournal(folder);
    assert.deepEqual(pairStates(journal), ["1:done"], run.text);
    for (const attempt of journal.attempts) {
      const record = results(folder, attempt);
      assert.equal(record.options.query, query, attempt.id);
      assert.deepEqual(record.results.map((entry) => [entry.case, entry.size, entry.resultCount, entry.times.length]),
        [["query", "1k", 1, 2]], attempt.id);
    }
  });

  it("--target: each added pair's rounds chosen from the variance the pairs measured and their costs, said in its line; Ctrl-C within an added pair, then the same command again goes on within the same budget", { timeout: 60000 }, async () => {
    const folder = scratch();
    // collect-number takes 30 ms a sample, filter-number about 4; side a's third server, the
    // first pair the target adds, never answers its sixth call
    const timing = (seed) => Object.assign(TIMING(seed), { machine: "quiet",
      cases: { "collect-number": { seconds: 0.03, cv: 0.02 } } });
    standInArangod(folder, "arangod-a", { profile: "2.5.4", timing: timing(9),
      faults: [{ start: 3, kind: "hang", afterCalls: 6 }] });
    standInArangod(folder, "arangod-b", { profile: "2.6", timing: timing(10) });
    // (a target of 5 % needs a noise band below it: compare's default is 5 %)
    const words = harness.versusWords(folder, ["--pairs", "2", "--target", "5%", "--budget", "10m", "--noise", "2"],
      ["--", "--sizes", "1000", "--cases", "collect-number,filter-number"]);
    // the comparisons, given: the pairs' B/A moves by ×/÷1.105 from pair to pair, a round's
    // ratio by ×/÷1.22 within one (×/÷1.07 of ten rounds); three pairs done reach 4 %
    const given = (pairs) => ({ settings: { alpha: 0.05, noise: 0.02 }, rows: ["collect-number", "filter-number"]
      .map((name) => ({ case: name, size: "1k", detectable: pairs < 3 ? 1.2 : 1.04, pairSpread: { sd: 0.1, pairs } })),
    summary: { runs: { shift: { design: "duet", pairs }, terms: { within: 0.2, rounds: 10 },
      noise: { row: { sd: 0.1, df: 2 * pairs } }, medianDetectable: pairs < 3 ? 1.2 : 1.04 } } });
    const asked = [];
    const compareJson = (filesA, filesB, extra) => {
      assert.deepEqual(extra, ["--noise", "2"], "the comparison is asked with versus's band");
      asked.push(filesA.map((file) => path.basename(file)).join(","));
      return { json: given(filesA.length) };
    };
    const proc = harness.signalEmitter();
    const firstRun = inProcess(folder, words, compareJson, proc);
    await waitFor("a-3 to hang", () => logHas(folder, "a-3", "staged fault: call 6 is never answered"), 40);
    proc.emit("SIGINT");
    const first = await firstRun;
    assert.equal(first.status, 130);
    assert.match(first.text, /\nplan: at least 2 process pairs, then more until the median row's detectable change is at most 5 % or the time ends \(--target; budget 10:00\), each both servers up at once .* the pairs --target adds after the first 2: each row's rounds chosen from the noise and the costs the pairs measured, 3 to 40 a row /);
    assert.match(first.text, /\npair 2: done in [0-9.]+ s \(a-2, b-2\); 2 of 2 pairs done\n(.*\n)?target: the median row's detectable change is 20 %, target 5 %: another pair of /);
    assert.match(first.text, /\npair 3: MISSING \(not counted\): versus was interrupted and ended both servers; 2 of 2 pairs done/);
    // the same command again
    const second = await inProcess(folder, words, compareJson);
    assert.equal(second.status, 0, second.text);
    const journal = readJournal(folder);
    assert.deepEqual(pairStates(journal), ["1:done", "2:done", "3:missing", "4:done"]);
    assert.deepEqual(asked, ["a-1.json,a-2.json", "a-1.json,a-2.json", "a-1.json,a-2.json,a-4.json"]);
    assert.match(second.text, /\ndirectory: .* \(continuing: 2 pair\(s\) done, 1 missing\)\n/);
    // what the rule chooses from those figures and the costs the two done pairs' files measure,
    // within what the budget has left after three pairs (the missing one too)
    const filesOf = (pair) => pair.attempts.map((id) => results(folder, journal.attempts.find((attempt) => attempt.id === id)));
    const costs = pairCosts.measure(journal.pairs.slice(0, 2).map((pair) => {
      const [a, b] = filesOf(pair);
      return { a, b, seconds: pair.seconds };
    }));
    const left = 600 - journal.pairs.slice(0, 3).reduce((sum, pair) => sum + pair.seconds, 0);
    const parts = targetRounds.components(given(2));
    assert.equal(parts.measured, true);
    const chosen = targetRounds.choose(parts, costs, { min: 3, max: 40 }, { target: 0.05, secondsLeft: left,
      pairsLeft: Infinity });
    const added = journal.pairs[3];
    assert.deepEqual(added.rule, { fixed: null, byRow: chosen.byRow, otherRows: chosen.median });
    assert.deepEqual(added.rounds, [chosen.byRow["collect-number 1k"], chosen.byRow["filter-number 1k"]]);
    // the quicker row gets more rounds, and the files hold them
    assert.ok(added.rounds[1] > added.rounds[0], added.rounds.join(", "));
    for (const file of filesOf(added)) {
      assert.deepEqual(file.results.map((entry) => entry.times.length), added.rounds);
      assert.equal(file.options.runs, 40);
    }
    assert.deepEqual(journal.targetChecks.map((check) => [check.pairs, check.more]), [[2, true], [2, true], [3, false]]);
    assert.deepEqual(journal.targetChecks[1].rounds, chosen.byRow);
    const line = second.text.split("\n").find((text) => text.startsWith("target: the median row's detectable change is 20 %"));
    assert.equal(line, "target: the median row's detectable change is 20 %, target 5 %: " + report.targetRoundsText({
      parts, costs, choice: chosen, target: 0.05, secondsLeft: left }));
    assert.match(line, /: another pair of [0-9]+ to [0-9]+ rounds a row by each row's time \(the middle row [0-9]+\): the pairs' own noise ×\/÷1\.06 against a round's ×\/÷1\.28 \(×\/÷1\.[0-9]+ with [0-9]+ rounds\); a pair costs [0-9.]+ s beyond its rounds, a round of every row 0\.[0-9] s, this one about [0-9.]+ s; by that noise about [0-9]+ more such pairs? \(([0-9.]+ s|[0-9]+:[0-9]{2})\) reach 5 %, 9:[0-9]{2} of the budget left$/);
    assert.match(second.text, /\ntarget: target reached with 3 process pairs: the median row's detectable change is 4 % \(target 5 %\)\n/);
    assert.deepEqual(databases(folder).map((database) => serverProcess.serversUsing(database).length), [0, 0]);
  });

  it("Ctrl-C and kill -9 of versus within a pair, then the same command again: servers left running are ended, the pair is missing, the next one runs", { timeout: 60000 }, async () => {
    const folder = scratch();
    // side a's fourth call never returns in its first two processes: versus waits there
    standInArangod(folder, "arangod-a", { profile: "2.5.4", timing: TIMING(5),
      faults: [{ start: 1, kind: "hang", afterCalls: 4 }, { start: 2, kind: "hang", afterCalls: 4 }] });
    standInArangod(folder, "arangod-b", { profile: "2.6", timing: TIMING(6) });
    const words = versusWords(folder, ["--pairs", "1"], ["--cases", "collect-number", "--gc-pause", "0.01"]);
    const stuck = (id) => logHas(folder, id, "staged fault: call 4 is never answered");
    // Ctrl-C: versus ends both servers and records the pair as missing
    const first = harness.spawnVersus(folder, words);
    await waitFor("a-1 to hang", () => stuck("a-1"));
    first.child.kill("SIGINT");
    assert.deepEqual(await first.ended, { status: 130, signal: null });
    assert.match(first.output.text, /\npair 1: MISSING \(not counted\): versus was interrupted and ended both servers; 0 of 1 pairs done\n/);
    assert.match(first.output.text, /aql-shootout versus: interrupted: pair 1 is recorded as missing; run the same command again to continue\n$/);
    assert.deepEqual(databases(folder).map((database) => serverProcess.serversUsing(database).length), [0, 0]);
    // kill -9 within pair 2: both servers outlive versus
    const second = harness.spawnVersus(folder, words);
    await waitFor("a-2 to hang", () => stuck("a-2"));
    second.child.kill("SIGKILL");
    await second.ended;
    assert.deepEqual(pairStates(readJournal(folder)), ["1:missing", "2:running"]);
    const left = databases(folder).map((database) => serverProcess.serversUsing(database));
    assert.deepEqual(left.map((servers) => servers.length), [1, 1]);
    // again: the servers left running are ended, pair 2 is missing, pair 3 runs
    const third = await inProcess(folder, words);
    assert.match(third.text, new RegExp("\\nrun a-2: its server is still running \\(pid " + left[0][0].pid + ", left by a " +
      "versus that was stopped\\); ending it\\n"));
    assert.match(third.text, /\npair 2 \(recovered from the journal\): MISSING \(not counted\): versus stopped while it ran\n/);
    assert.match(third.text, /\npair 3: done in [0-9.]+ s \(a-3, b-3\); 1 of 1 pairs done\n/);
    const journal = readJournal(folder);
    assert.deepEqual(pairStates(journal), ["1:missing", "2:missing", "3:done"]);
    assert.deepEqual(states(journal), ["a-1:missing", "b-1:missing", "a-2:missing", "b-2:missing", "a-3:done", "b-3:done"]);
    assert.equal(journal.attempts[1].reason, "versus was interrupted and ended it; its results file is unfinished (endedAt null)");
    assert.match(third.text, /\ndone: 1 process pair\(s\), 2 missing \(not counted\)\n/);
    assert.deepEqual(databases(folder).map((database) => serverProcess.serversUsing(database).length), [0, 0]);
  });
});

// The calls a 2.x server of pair `pair` logged in round `round` (0-based): per row of the
// round's order its pause and sample, then the round's end.
function plannedSteps(journal, pair, round) {
  const plan = turns.pairPlan(journal.seed, pair, journal.pairs[pair - 1].rounds);
  return [].concat(...plan.rounds[round].map((turn) => ["pause()", "sample(" + turn.row + ")"]), ["endRound()"]);
}
