"use strict";
// The pieces of versus's duet design, each on its own: the turns (turns.js), the memory two
// servers at once need (memory-estimate.js), its options, the server-mode command line per
// version, the private socket folder. versus-duet-standin.test.js runs them together.
const test = require("node:test");
const assert = require("node:assert/strict");
const fs = require("fs");
const os = require("os");
const path = require("path");

const turns = require("../../lib/versus/turns");
const schedule = require("../../lib/run/schedule");
const memoryEstimate = require("../../lib/versus/memory-estimate");
const versusOptions = require("../../lib/versus/versus-options");
const commandLine = require("../../lib/versus/arangod-command-line");
const directory = require("../../lib/versus/versus-directory");
const defaults = require("../../lib/versus/defaults");
const duet = require("../../lib/versus/duet");
const target = require("../../lib/versus/target");
const report = require("../../lib/versus/versus-report");
const versusCommand = require("../../lib/versus/versus-command");
const compare = require("../../lib/compare/comparisons/compare");
const cost = require("../method-check/cost");

const ROOT = path.resolve(__dirname, "..", "..");
const MB = 1024 * 1024;

test("turns: seeded, every row once a round while it has rounds, the rows shuffled per round and pair", () => {
  const plan = turns.pairPlan(12345, 2, [4, 4, 4, 4, 4, 4, 4]);
  assert.deepEqual(turns.pairPlan(12345, 2, [4, 4, 4, 4, 4, 4, 4]), plan, "the same seed, the same turns");
  assert.deepEqual(plan.warmup, [0, 1, 2, 3, 4, 5, 6]);
  assert.equal(plan.rounds.length, 4);
  for (const round of plan.rounds) {
    assert.deepEqual(round.map((turn) => turn.row).sort(), [0, 1, 2, 3, 4, 5, 6]);
    assert.ok(round.every((turn) => turn.first === "a" || turn.first === "b"));
  }
  const orders = plan.rounds.map((round) => round.map((turn) => turn.row).join(" "));
  assert.ok(new Set(orders).size > 1, "the rounds' orders differ: " + orders.join(" | "));
  assert.notDeepEqual(turns.pairPlan(12345, 3, [4, 4, 4, 4, 4, 4, 4]).rounds, plan.rounds, "another pair, other turns");
  assert.notDeepEqual(turns.pairPlan(54321, 2, [4, 4, 4, 4, 4, 4, 4]).rounds, plan.rounds, "another seed, other turns");
  // the row order is the suite's own shuffle (the rounds order of a run)
  assert.deepEqual(turns.rowOrder(99, 0, 3, 10), schedule.roundOrder(99, 3, 10));
  // rows of their own rounds: a round holds the rows that have it, in the round's order; a
  // closed row (0) none
  const uneven = turns.pairPlan(12345, 2, [3, 10, 0, 5]);
  assert.deepEqual(uneven.rounds.map((round) => round.length), [3, 3, 3, 2, 2, 1, 1, 1, 1, 1]);
  uneven.rounds.forEach((round, r) => {
    assert.deepEqual(round.map((turn) => turn.row), turns.rowOrder(12345, 2, r + 1, 4).filter((row) =>
      [3, 10, 0, 5][row] > r));
  });
});

test("turns: which side goes first is balanced per row over its rounds (an odd count's extra alternates between pairs); the first round's side is drawn before the count is known", () => {
  for (const pair of [1, 2, 3]) {
    for (let row = 0; row < 12; row += 1) {
      const opening = turns.openingSide(777, pair, row);
      for (const rounds of [3, 4, 5, 10]) {
        const sides = turns.firstSides(777, pair, row, rounds);
        assert.equal(sides[0], opening, "pair " + pair + " row " + row + ": the first round's side whatever the count");
        const a = sides.filter((side) => side === "a").length;
        assert.equal(a, rounds % 2 === 0 ? rounds / 2 : (pair % 2 === 0 ? (rounds + 1) / 2 : (rounds - 1) / 2),
          "pair " + pair + " row " + row + " " + rounds + " rounds: " + sides.join(""));
      }
    }
  }
  // drawn, not fixed: the rows of a pair do not all start with the same side
  const openings = [];
  for (let row = 0; row < 12; row += 1) {
    openings.push(turns.openingSide(777, 1, row));
  }
  assert.ok(openings.includes("a") && openings.includes("b"), openings.join(""));
  assert.equal(turns.otherSide("a"), "b");
  assert.equal(turns.otherSide("b"), "a");
});

test("turns: a row's rounds by its time: the fewest, and as many more as its turn fits into the time, at most the most; or the fixed count", () => {
  const rule = { fixed: null, min: 3, max: 10, fillSeconds: 3 };
  assert.equal(turns.roundsFor(rule, 0.05), 10, "a quick row gets the most");
  assert.equal(turns.roundsFor(rule, 0.5), 9, "3 + 6 turns of 0.5 s in 3 s");
  assert.equal(turns.roundsFor(rule, 0.75), 7);
  assert.equal(turns.roundsFor(rule, 1.01), 5);
  assert.equal(turns.roundsFor(rule, 3), 4);
  assert.equal(turns.roundsFor(rule, 15), 3, "an IN-list lookup of 2.5 gets the fewest");
  assert.equal(turns.roundsFor(rule, 0), 10);
  assert.equal(turns.roundsFor({ fixed: 6, min: 3, max: 10, fillSeconds: 3 }, 15), 6);
});

// The resident sizes real 2.5.4 and 2.6.0-alpha2 servers recorded after each timed sample.
function peakMegabytes(files) {
  return files.map((file) => {
    const record = JSON.parse(fs.readFileSync(file, "utf8"));
    return Math.max(...record.results.map((entry) => Math.max(...(entry.memory || [0])))) / MB;
  });
}

test("memory: the estimate per server lies on what real servers used, at 110,000 and 1,110,000 documents", () => {
  const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const alternating = path.join(ROOT, "results", "real", "alternating");
  const small = peakMegabytes(fs.readdirSync(alternating).filter((name) => name.endsWith(".json"))
    .map((name) => path.join(alternating, name)));
  const large = peakMegabytes(["real-2.5.4.json", "real-2.6.0-alpha2-a.json", "real-2.6.0-alpha2-b.json"]
    .map((name) => path.join(ROOT, "results", "real", name)));
  const estimate = (documents) => memoryEstimate.perServer([{ documents }]).bytes / MB;
  assert.ok(Math.abs(estimate(110000) - mean(small)) / mean(small) < 0.02, estimate(110000) + " against " + mean(small));
  assert.ok(Math.abs(estimate(1110000) - mean(large)) / mean(large) < 0.02, estimate(1110000) + " against " + mean(large));
  assert.deepEqual(memoryEstimate.perServer([{ documents: 10000 }, { documents: 100000 }]),
    { documents: 110000, bytes: memoryEstimate.SERVER_BYTES + 110000 * memoryEstimate.BYTES_PER_DOCUMENT });
});

test("memory: the plan's first line states both servers' need and the machine's; a short machine is warned about", () => {
  const suite = versusOptions.parse(["--arangod-a", "a", "--arangod-b", "b"], "/w").suite;
  const plenty = memoryEstimate.duetLines(suite, { total: 64 * 1024 * MB, available: 48 * 1024 * MB });
  assert.equal(plenty.short, false);
  assert.deepEqual(plenty.lines, ["memory: both servers up at once hold both sides' datasets: about 4.1 GB at the peak " +
    "(2.0 GB a server for 1,110,000 documents, from what real 2.5 and 2.6 servers used; other versions differ, " +
    "docs/versus.md); this machine has 64 GB, 48 GB of it available"]);
  const short = memoryEstimate.duetLines(suite, { total: 8 * 1024 * MB, available: 3 * 1024 * MB });
  assert.equal(short.short, true);
  assert.equal(short.lines.length, 2);
  assert.match(short.lines[1], /^WARNING: that is more than the memory available now: .* choose smaller --sizes, or run one server at a time with --design runs$/);
  // at 10k only, both fit in 3 GB
  const smallSuite = versusOptions.parse(["--arangod-a", "a", "--arangod-b", "b", "--", "--sizes", "10k"], "/w").suite;
  assert.equal(memoryEstimate.duetLines(smallSuite, { total: 8 * 1024 * MB, available: 3 * 1024 * MB }).short, false);
});

test("duet options: the default design, pairs and rounds per pair; what a duet cannot take is refused before anything starts", () => {
  const parsed = versusOptions.parse(["--arangod-a", "a", "--arangod-b", "b", "--", "--sizes", "10k"], "/w");
  assert.equal(parsed.design, "duet");
  assert.equal(parsed.designGiven, false);
  const byTime = { fixed: null, min: defaults.MIN_ROUNDS, max: defaults.MAX_ROUNDS, fillSeconds: defaults.ROUND_FILL_SECONDS,
    targetMax: defaults.TARGET_MAX_ROUNDS };
  // no count of pairs ends --target unless --max-pairs gives one: its time does
  assert.deepEqual(parsed.plan, { design: "duet", pairs: defaults.PAIRS, target: null, budgetSeconds: null,
    maxPairs: null, rounds: byTime });
  // the servers are told the most rounds a row may get, and no gc pause
  assert.deepEqual(parsed.suite.words, ["--sizes", "10k", "--runs=" + defaults.MAX_ROUNDS, "--gc-pause=0"]);
  assert.deepEqual([defaults.MIN_ROUNDS, defaults.MAX_ROUNDS, defaults.ROUND_FILL_SECONDS, defaults.GC_PAUSE_SECONDS],
    [3, 10, 3, 0]);
  assert.equal(parsed.startSeconds, defaults.START_TIMEOUT_SECONDS);
  const targeted = versusOptions.parse(["--arangod-a", "a", "--arangod-b", "b", "--design", "duet", "--pairs", "4",
    "--target", "10%", "--max-pairs", "9", "--budget", "2h", "--start-timeout", "90s", "--", "--runs", "8"], "/w");
  assert.deepEqual(targeted.plan, { design: "duet", pairs: 4, target: 0.1, budgetSeconds: 7200, maxPairs: 9,
    rounds: Object.assign({}, byTime, { fixed: 8 }) });
  assert.deepEqual(targeted.suite.words, ["--runs", "8", "--gc-pause=0"]);
  // --target without --runs: the servers may be asked for the rounds an added pair takes
  const byTarget = versusOptions.parse(["--arangod-a", "a", "--arangod-b", "b", "--target", "10%", "--", "--gc-pause",
    "0.2"], "/w");
  assert.deepEqual(byTarget.suite.words, ["--gc-pause", "0.2", "--runs=" + defaults.TARGET_MAX_ROUNDS]);
  assert.equal(byTarget.plan.rounds.fixed, null);
  assert.equal(byTarget.plan.maxPairs, null);
  // the rule of a pair the plan gives (--target's added pairs have the one its check chose)
  assert.deepEqual(duet.roundsRule(byTarget.plan), { fixed: null, min: 3, max: 10, fillSeconds: 3 });
  assert.deepEqual(duet.roundsRule(targeted.plan), { fixed: 8 });
  // the target's line says what it adds; without --max-pairs only the time ends it
  const decide = (state) => target.decide(Object.assign({ runsASide: 30, startRuns: 3, maxRuns: null,
    unit: "process pairs", target: 0.1, median: { factor: 1.15 }, spentSeconds: 0, budgetSeconds: 600, pairSeconds: 20,
    another: "another pair of 12 rounds a row" }, state));
  assert.deepEqual(decide({}), { more: true, reason: "the median row's detectable change is 15 %, target 10 %: another " +
    "pair of 12 rounds a row" });
  assert.deepEqual(decide({ spentSeconds: 590, budgetText: "the default budget, 10:00" }), { more: false,
    reason: "target not reached: the median row's detectable change is 15 % (target 10 %) with 30 process pairs; the " +
      "next pair (about 20 s) would not end within the time budget (the default budget, 10:00)" });
  assert.equal(decide({ maxRuns: 30 }).reason, "target not reached: the median row's detectable change is 15 % " +
    "(target 10 %) after the most process pairs, 30");
  assert.equal(targeted.startSeconds, 90);
  // a journal's design decides when the command names none
  const both = ["--arangod-a", "a", "--arangod-b", "b"];
  const continued = versusOptions.parse(both, "/w", { design: "runs", fromJournal: true });
  assert.equal(continued.design, "runs");
  assert.deepEqual(continued.suite.words, ["--runs=" + defaults.RUNS_PER_PROCESS]);
  // before DIR is open a design not given is the one whose options the command uses, undecided
  const provisional = versusOptions.parse(both.concat(["--runs-a-side", "2"]), "/w");
  assert.deepEqual([provisional.design, provisional.designDecided, provisional.plan.runsASide], ["runs", false, 2]);
  assert.deepEqual([parsed.designDecided, targeted.designDecided], [false, true]);
  const refused = (words, pattern, decided) => assert.throws(() => versusOptions.parse(words, "/w", decided),
    pattern, words.join(" "));
  const byDefault = { design: "duet", fromJournal: false };
  refused(both.concat(["--design", "both"]), /--design must be duet or runs, got "both"/);
  refused(both.concat(["--runs-a-side", "3"]), /option --runs-a-side belongs to --design runs; this versus is --design duet \(its options: --pairs, --max-pairs, --start-timeout\)$/, byDefault);
  refused(both.concat(["--design", "runs", "--pairs", "3"]), /option --pairs belongs to --design duet; this versus is --design runs/);
  refused(both.concat(["--pairs", "3"]), /option --pairs belongs to --design duet; this versus is --design runs \(its journal's\)/,
    { design: "runs", fromJournal: true });
  refused(both.concat(["--pairs", "0"]), /--pairs must be a whole number from 1 to 1000/);
  refused(both.concat(["--max-pairs", "5"]), /--budget, --max-pairs and --max-runs-a-side go with --target \(they end its added pairs\)/);
  refused(both.concat(["--start-timeout", "soon"]), /--start-timeout must be a time such as 30m or 90s/);
  refused(both.concat(["--", "--runs", "auto"]), /^Error: suite options: runs auto stops each server's rows on their own .* give --runs N \(the rounds per process pair\) \(--design duet\)$/);
  refused(both.concat(["--", "--order", "case"]), /suite options: order case: in a duet the driver shuffles every round's rows itself; leave --order out/);
  // the runs design takes them as before
  assert.equal(versusOptions.parse(both.concat(["--design", "runs", "--", "--runs", "auto"]), "/w").suite.chosen.runs, "auto");
});

test("server mode's command line: one context (from 3.2 its minimum too), a switch of database allowed, /_admin/execute from 3.2 on only when told", () => {
  const base = ["--javascript.v8-contexts", "1", "--server.allow-use-database", "true"];
  assert.deepEqual(commandLine.serverModeArguments("2.5.4"), base);
  assert.deepEqual(commandLine.serverModeArguments("3.1.4"), base);
  const from32 = base.concat(["--javascript.v8-contexts-minimum", "1", "--javascript.allow-admin-execute", "true"]);
  assert.deepEqual(commandLine.serverModeArguments("3.2.0"), from32);
  assert.deepEqual(commandLine.serverModeArguments("3.12.4"), from32);
  assert.throws(() => commandLine.serverModeArguments("3.11.0", ["--javascript.v8-contexts", "4"]),
    /server option 'javascript\.v8-contexts' is set by aql-shootout itself for a duet/);
  assert.throws(() => commandLine.serverModeArguments("4.0.0"), /no server-side JavaScript/);
});

test("a server's socket lies in a folder only this user can enter; another's folder or a link is refused", () => {
  // digits only: a folder name with capitals would move the socket out of DIR
  const folder = path.join(os.tmpdir(), "versus-duet-parts-" + process.pid + "-" + Date.now());
  fs.mkdirSync(folder);
  try {
    const paths = directory.layout(path.join(folder, "vs"));
    directory.prepare(paths);
    fs.chmodSync(paths.sides.a.root, 0o755);
    const socket = directory.privateSocket(paths, "a");
    assert.equal(socket, path.join(paths.sides.a.root, "s.sock"));
    assert.equal(fs.statSync(paths.sides.a.root).mode & 0o777, 0o700);
    fs.writeFileSync(socket, "stale");
    directory.privateSocket(paths, "a");
    assert.ok(!fs.existsSync(socket), "a stale socket is removed");
    // a DIR with capitals: the socket folder under the temporary directory, private too
    const moved = directory.layout(path.join(folder, "Vs"));
    directory.prepare(moved);
    const outside = directory.privateSocket(moved, "b");
    assert.match(outside, /\/aql-shootout-versus-[0-9a-f]{12}\/b\.sock$/);
    assert.equal(fs.statSync(path.dirname(outside)).mode & 0o777, 0o700);
    fs.writeFileSync(outside, "a socket");
    directory.releaseSocket(moved, "b");
    assert.ok(!fs.existsSync(path.dirname(outside)), "the server's end removes its socket and the folder outside DIR");
    directory.privateSocket(moved, "b");
    directory.removeDatabases(moved);
    assert.ok(!fs.existsSync(path.dirname(outside)), "--clean removes the folder outside DIR");
    // a link where the folder should be
    const linked = directory.layout(path.join(folder, "Linked"));
    fs.symlinkSync(folder, path.dirname(directory.socketPath(linked, "a")));
    try {
      assert.throws(() => directory.privateSocket(linked, "a"), /is not a folder of this user's/);
    } finally {
      fs.rmSync(path.dirname(directory.socketPath(linked, "a")), { force: true });
    }
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
});

// The duet's default costs no more wall time than the runs design's, whatever the queries
// (docs/versus.md, "Cost"): per row, its rounds beyond the first three spend at most what the runs
// design spends on the row's gc pauses (0.39–0.40 s between two samples on every real run), and
// it has the three pairs the comparison needs to pool rows' variances at all (docs/comparing.md,
// "Duets").
test("the duet's default: per row no more wall time than the runs design's on any queries, and three pairs", () => {
  assert.equal(defaults.PAIRS, 3);
  const overheads = cost.measuredOverheads();
  assert.ok(overheads.runs.betweenSamples > 0.38 && overheads.runs.betweenSamples < 0.41, String(overheads.runs.betweenSamples));
  const [runs, duetDefault] = cost.designs();
  for (const seconds of [0.001, 0.01, 0.05, 0.1, 0.3, 0.5, 1, 2, 5, 15, 60]) {
    // a row whose queries take this long on each side, warmups alike
    const rows = [{ a: seconds, b: seconds, warmA: seconds, warmB: seconds }];
    const duetSeconds = cost.wallTime(duetDefault, rows, overheads).seconds - defaults.PAIRS * overheads.duet.perPair;
    const runsSeconds = cost.wallTime(runs, rows, overheads).seconds - 2 * defaults.RUNS_A_SIDE * overheads.runs.perRun;
    assert.ok(duetSeconds <= runsSeconds, seconds + " s: " + duetSeconds + " > " + runsSeconds);
  }
  // and the whole default suite of real 2.5.4 against 2.6.0-alpha2, starts included
  const suite = cost.measure().sets[0];
  assert.ok(suite.designs[1].seconds < suite.designs[0].seconds, JSON.stringify(suite.designs.slice(0, 2)));
});

// The plan says what each pair will do: each row's rounds by its time (or --runs), what --target's
// added pairs measure, the gc pause or none, and the cost beside the runs design's default.
test("the duet's plan lines: rounds by time or fixed, the target's longer pairs, the gc pause", () => {
  const plan = (words) => {
    const parsed = versusOptions.parse(["--arangod-a", "a", "--arangod-b", "b"].concat(words), "/w");
    return report.duetCostLines(parsed.suite, parsed.plan, 42);
  };
  const byTime = plan(["--", "--sizes", "10k", "--cases", "collect-number,sort-number"]);
  assert.deepEqual(byTime.slice(0, 3), [
    "plan: 3 process pairs, each both servers up at once (fresh processes) for 1 warmup round(s) and 3 to 10 rounds a " +
      "row: 3, and as many more as the row's queries fit into 3 s a pair; every timed sample taken on a and on b back to " +
      "back, the first side drawn per row, the rows shuffled per round, no gc pause (seed 42; docs/versus.md)",
    "each pair: 2 case(s) on shootout 10k: 2 row(s) × (1 warmup + 3 to 10 timed) = 8 to 22 queries a side",
    "against the runs design's default (4 runs a side of 1 warmup + 2 timed, a gc pause of 0.2 s before each of a row's " +
      "12 queries a side): beyond a row's first 3 rounds a pair spends at most 3 s of its queries, what the runs design " +
      "spends on the row's gc pauses per pair; 6 server starts, against 8"]);
  const targeted = plan(["--target", "10%", "--", "--sizes", "10k", "--cases", "collect-number"]);
  assert.match(targeted[0], /^plan: at least 3 process pairs, then more until the median row's detectable change is at most 10 % or the time ends \(--target; time budget the longer of 10:00 and 6 times the first 3 pairs' time\), .* and 3 to 10 rounds a row: 3, and as many more as the row's queries fit into 3 s a pair; the pairs --target adds after the first 3: each row's rounds chosen from the noise and the costs the pairs measured, 3 to 40 a row \(more rounds where a pair's own noise is small beside its rounds', more pairs where it is large; a round costs the row's two samples, a pair two server starts, the datasets' check and a warmup round\); /);
  assert.match(targeted[1], /× \(1 warmup \+ 3 to 40 timed\) = 4 to 41 queries a side$/);
  const bounded = plan(["--target", "5%", "--noise", "2", "--budget", "20m", "--max-pairs", "30", "--pairs", "1", "--",
    "--sizes", "10k", "--cases", "collect-number"]);
  assert.match(bounded[0], /^plan: at least 1 process pair, then more until the median row's detectable change is at most 5 % or the time ends \(--target; budget 20:00, at most 30 pairs\), /);
  const fixed = plan(["--", "--sizes", "10k", "--cases", "collect-number", "--runs", "5", "--gc-pause", "0.2"]);
  assert.match(fixed[0], / and 5 rounds a row \(--runs\); .*, a gc pause of 0\.2 s on both servers at once before each pair of samples \(--gc-pause\) \(seed 42/);
  assert.match(fixed[2], /\): 18 queries per row and side; 6 server starts, against 8$/);
});

// The options table of docs/versus.md states the defaults lib/versus/defaults.js holds.
test("the docs' versus options table gives the defaults of lib/versus/defaults.js, --target's among them", () => {
  const text = fs.readFileSync(path.join(ROOT, "docs", "versus.md"), "utf8");
  // cells between unescaped pipes (`duet\|runs` is one)
  const rows = new Map(text.split("\n").filter((line) => /^\| `--/.test(line)).map((line) => {
    const cells = line.slice(1, -1).split(/(?<!\\)\|/).map((cell) => cell.trim());
    return [cells[0], { default: cells[1], meaning: cells.slice(2).join(" | ") }];
  }));
  const row = (flags) => {
    assert.ok(rows.has(flags), "the table has a row for " + flags);
    return rows.get(flags);
  };
  assert.equal(row("`--pairs K`").default, String(defaults.PAIRS));
  assert.equal(row("`--runs-a-side K`").default, String(defaults.RUNS_A_SIDE));
  assert.equal(row("`--budget TIME`").default, "duet: the longer of " + defaults.TARGET_BUDGET_SECONDS / 60 + " minutes and " +
    defaults.TARGET_BUDGET_FACTOR + " times the first `--pairs` pairs' time; runs design: none");
  assert.equal(row("`--max-pairs N`, `--max-runs-a-side N`").default, "none, " + defaults.MAX_RUNS_A_SIDE);
  assert.match(row("`--target PERCENT`").meaning, new RegExp("\\(" + defaults.MIN_ROUNDS + " to " + defaults.TARGET_MAX_ROUNDS +
    " a row, "));
  assert.equal(row("`--stall-timeout TIME`").default, defaults.STALL_TIMEOUT_SECONDS / 60 + "m");
  assert.equal(row("`--start-timeout TIME`").default, defaults.START_TIMEOUT_SECONDS / 60 + "m");
  assert.equal(row("`--min-free-disk SIZE`").default, defaults.MIN_FREE_DISK_BYTES / (1024 * 1024 * 1024) + "G");
  assert.equal(row("`--noise PERCENT`").default, "the comparison's (" + compare.DEFAULTS.noise * 100 + "); with `--target`, the smaller of " +
    compare.DEFAULTS.noise * 100 + " and half the target");
  // and the target mode's prose its budget
  assert.ok(text.includes("by default the longer of " + defaults.TARGET_BUDGET_SECONDS / 60 + " minutes and " +
    defaults.TARGET_BUDGET_FACTOR + " times what the first\n`--pairs` pairs took"), "the target mode states the default budget");
});

test("--target's time budget in the duet: --budget, or the longer of ten minutes and six times the first pairs' time", () => {
  const plan = (words) => versusOptions.parse(["--arangod-a", "a", "--arangod-b", "b", "--target", "6%"].concat(words), "/w").plan;
  const pairs = (seconds) => seconds.map((each, i) => ({ pair: i + 1, seconds: each }));
  assert.deepEqual(target.duetBudget(plan([]), pairs([10, 20, 30, 500])), { seconds: 600, text: "the default budget, " +
    "10:00: the longer of 10:00 and 6 times the first 3 pairs' 1:00" });
  // a larger suite: six times its first pairs (what the old cap of 12 pairs spent about)
  assert.deepEqual(target.duetBudget(plan([]), pairs([100, 150, 200])).seconds, 2700);
  assert.equal(target.duetBudget(plan(["--pairs", "1"]), pairs([150, 1])).text, "the default budget, 15:00: the longer " +
    "of 10:00 and 6 times the first pair's 2:30");
  assert.deepEqual(target.duetBudget(plan(["--budget", "90m"]), pairs([1000, 1000, 1000])), { seconds: 5400,
    text: "--budget 1:30:00" });
});

test("--target above the comparison's noise band: without --noise the band is half the target where 5 % would hold it, a --noise at or above the target refused before anything starts, --noise passed to every comparison", () => {
  const both = ["--arangod-a", "a", "--arangod-b", "b"];
  assert.throws(() => versusOptions.parse(both.concat(["--target", "5%", "--noise", "5"]), "/w"), (error) => error.message ===
    "--target 5% is not above the comparison's noise band of 5 % (--noise): a change within the band is never called " +
    "one, so no row's detectable change comes down to 5 %; give a larger target or a smaller band (e.g. --noise 2)");
  assert.throws(() => versusOptions.parse(both.concat(["--target", "3%", "--noise", "3%"]), "/w"), /not above the comparison's noise band of 3 %/);
  for (const [words, noise] of [[["--target", "5%"], ["--noise", "2.5"]], [["--design", "runs", "--target", "4%"], ["--noise", "2"]],
    [["--target", "10%"], []], [["--target", "12%"], []]]) {
    const parsed = versusOptions.parse(both.concat(words), "/w");
    assert.deepEqual([parsed.noiseWords, parsed.compareWords], [noise, noise], words.join(" "));
  }
  assert.throws(() => versusOptions.parse(both.concat(["--noise", "two"]), "/w"), /option --noise must be a percentage/);
  const banded = versusOptions.parse(both.concat(["--target", "5%", "--noise", "2", "--format", "json"]), "/w");
  assert.deepEqual([banded.plan.target, banded.noiseWords, banded.compareWords], [0.05, ["--noise", "2"],
    ["--format", "json", "--noise", "2"]]);
  assert.deepEqual(versusOptions.parse(both.concat(["--target", "6%"]), "/w").noiseWords, ["--noise", "3"]);
  assert.deepEqual(versusOptions.parse(both.concat(["--noise", "4"]), "/w").noiseWords, ["--noise", "4"]);
  // the comparison --target reads is asked with the band
  const files = (side) => [1, 2].map((k) => path.join(ROOT, "results", "real", "duets", "aa254-3cases-target5", side + "-" + k + ".json"));
  const asked = versusCommand.compareAsJson(files("a"), files("b"), ["--noise", "2"]);
  assert.equal(asked.json.settings.noise, 0.02);
  assert.equal(versusCommand.compareAsJson(files("a"), files("b")).json.settings.noise, 0.05);
});
