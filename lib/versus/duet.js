"use strict";
// Node only: versus's duet design, its default (docs/versus.md). For each process pair both
// servers are up at once, each a fresh arangod in server mode listening only on a unix socket
// in a folder only the user can enter, driven over HTTP (live-server.js) through the suite's
// driven run (lib/driven-run.js): one warmup round, then rounds in which, after the gc
// pause on both servers at once, every row's timed sample is taken on one server and at once
// on the other (turns.js). The time is taken inside the server around the query alone; the
// requests between the samples are not timed.
//
// A pair counts only when both its results files are complete. A server that never starts,
// dies or hangs leaves its pair missing: the other server is stopped, and nothing of the
// pair enters the comparison (its files stay on disk, listed as missing). A versus that was
// killed leaves its servers running: the same command again ends them (versus-command.js,
// recover), settles the unfinished pair as missing here, and goes on with the next pair.

const fs = require("fs");
const path = require("path");
const journal = require("./journal");
const commandLine = require("./arangod-command-line");
const directory = require("./versus-directory");
const liveServer = require("./live-server");
const runOutcome = require("./run-outcome");
const serverProcess = require("./server-process");
const turns = require("./turns");
const report = require("./versus-report");
const diskUsage = require("./disk-usage");
const defaults = require("./defaults");
const { Stop, EXIT_FAILED, EXIT_INTERRUPTED } = require("./versus-stop");

const SHOOTOUT = path.resolve(__dirname, "..", "..", "shootout.js");
const SIDES = ["a", "b"];

// A fault of one side (side null: of the pair as a whole) that ends a pair.
class PairFault extends Error {
  constructor(side, error) {
    super(error.message);
    this.side = side;
    this.kind = error.kind || "failed";
  }
}

// The body of a request: one step of the driven run. Its value goes back wrapped in an object
// (live-server.js says why).
function step(expression) {
  return "return { value: " + expression + " };";
}

// The first request of a server: the suite loaded without running (shootout.js), then begin.
// SHOOTOUT is set on the global object found through Function, whose code is never strict: a
// body evaluated inside a strict action (eval in js/actions/_admin/app.js) could not create a
// global by assigning to it.
function beginBody(request) {
  return "Function(\"return this\")().SHOOTOUT = { run: false }; require(\"internal\").load(" +
    JSON.stringify(SHOOTOUT) + "); " + step("shootout.turns.begin(" + JSON.stringify(request) + ")");
}

// Runs work(side) on both sides at once and waits for both; the first fault, if any, after
// both have settled (so no request is left unwatched).
async function onBoth(work) {
  const settled = await Promise.allSettled(SIDES.map((side) => work(side)));
  const failed = settled.find((each) => each.status === "rejected");
  if (failed !== undefined) {
    throw failed.reason;
  }
  return settled.map((each) => each.value);
}

// The steps of one pair, from waiting for both servers to end(). Throws a PairFault.
async function drive(context, pair, servers) {
  const { io, settings, record } = context;
  const call = async (side, body) => {
    try {
      return await servers[side].live.execute(body, settings.stallSeconds);
    } catch (error) {
      throw new PairFault(side, error);
    }
  };
  await onBoth(async (side) => {
    try {
      await servers[side].live.waitUntilAnswering(settings.startSeconds);
    } catch (error) {
      throw new PairFault(side, error);
    }
  });
  const planned = await onBoth((side) => call(side, beginBody({ words: settings.suite.words,
    startedAt: pair.startedAt, label: servers[side].label, out: servers[side].resultsFile,
    breakLock: servers[side].attempt.breakLock, seed: record.seed })));
  const rows = planned[0];
  if (rows.length !== planned[1].length || rows.some((row, i) => turns.rowKey(row) !== turns.rowKey(planned[1][i]))) {
    throw new PairFault(null, new Error("the two servers planned different rows (" + rows.map(turns.rowKey).join(", ") +
      " against " + planned[1].map(turns.rowKey).join(", ") + ")"));
  }
  pair.rows = rows.length;
  // a row closed on one side (an error, a case skipped or not available) is not sampled on
  // the other either: the pair's samples stay pairs
  const closed = new Set();
  const noteStates = (states, side) => {
    for (const state of states) {
      if (state.closed && !closed.has(state.row)) {
        closed.add(state.row);
        const other = turns.otherSide(side);
        pair.closedRows.push({ row: turns.rowKey(rows[state.row]), side, why: state.why });
        io.print("  pair " + pair.pair + ": " + turns.rowKey(rows[state.row]) + " closed on side " + side + " (" +
          state.why + "): not sampled on side " + other + " either");
      }
    }
  };
  planned.forEach((states, i) => noteStates(states, SIDES[i]));
  for (const row of rows.keys()) {
    if (!closed.has(row)) {
      const states = await onBoth((side) => call(side, step("shootout.turns.warm(" + row + ")")));
      states.forEach((state, i) => noteStates([state], SIDES[i]));
    }
  }
  // the gc pause, where the suite's --gc-pause asks for one: before the two samples of a
  // turn, on both servers at once, never between them
  const pausing = settings.suite.chosen.gcPause > 0;
  const turn = async (row, first) => {
    if (pausing) {
      await onBoth((side) => call(side, step("shootout.turns.pause()")));
    }
    const began = Date.now();
    const opening = await call(first, step("shootout.turns.sample(" + row + ")"));
    noteStates([opening], first);
    if (!opening.closed) {
      const second = await call(turns.otherSide(first), step("shootout.turns.sample(" + row + ")"));
      noteStates([second], turns.otherSide(first));
    }
    return (Date.now() - began) / 1000;
  };
  const endRound = async () => {
    const states = await onBoth((side) => call(side, step("shootout.turns.endRound()")));
    states.forEach((each, i) => noteStates(each, SIDES[i]));
  };
  // the first round sets each row's rounds: from how long its turn took, as the pair's rule says
  const seconds = rows.map(() => 0);
  for (const row of turns.rowOrder(record.seed, pair.pair, 1, rows.length)) {
    if (!closed.has(row)) {
      seconds[row] = await turn(row, turns.openingSide(record.seed, pair.pair, row));
    }
  }
  await endRound();
  // (in whole milliseconds, so that the journal's rounds follow from its own figures)
  pair.firstTurns = seconds.map((taken) => Math.round(taken * 1000) / 1000);
  pair.rounds = pair.firstTurns.map((taken, row) => (closed.has(row) ? 0
    : turns.roundsFor(pair.rule, taken, turns.rowKey(rows[row]))));
  journal.write(context.paths.journal, record);
  const plan = turns.pairPlan(record.seed, pair.pair, pair.rounds);
  for (const round of plan.rounds.slice(1)) {
    for (const each of round) {
      if (!closed.has(each.row)) {
        await turn(each.row, each.first);
      }
    }
    await endRound();
  }
  await onBoth((side) => call(side, step("shootout.turns.end()")));
}

// Why a side of a missing pair is missing, in words.
function missingReason(side, fault, servers, interrupted, outcome) {
  const problem = "; " + (runOutcome.readResults(servers[side].resultsFile).problem || "its results were complete");
  if (interrupted) {
    return "versus was interrupted and ended it" + problem;
  }
  if (fault === null) {
    return outcome.reason + "; so its pair is missing";
  }
  if (fault.side === side) {
    return (fault.kind === "never-started" ? "the server never started: " : fault.kind === "hung" ? "the server hung: "
      : fault.kind === "died" ? "the server died: " : "the server failed: ") + fault.message + problem;
  }
  if (fault.side === null) {
    return fault.message + problem;
  }
  return "its partner " + servers[fault.side].attempt.id + " failed, so the pair is missing and versus stopped this " +
    "server" + problem;
}

// Ends both servers of a pair and waits for both: SIGTERM (arangod shuts down), SIGKILL after
// the grace period. A hung server's log says how it was ended. Returns { a, b } as
// server-process.js reports each end.
async function endBoth(context, servers, fault) {
  for (const side of SIDES) {
    servers[side].live.stop(fault !== null && fault.side === side && fault.kind === "hung" ? "stalled" : "pair over");
  }
  const ended = {};
  for (const side of SIDES) {
    ended[side] = await servers[side].live.done;
    if (fault !== null && fault.side === side && fault.kind === "hung") {
      const how = "aql-shootout versus: " + servers[side].attempt.id + " gave no answer within " +
        context.settings.stallSeconds + " s (--stall-timeout): ended with SIGTERM" + (ended[side].signal === "SIGKILL"
        ? ", then SIGKILL after the grace period of " + context.graceSeconds + " s" : "") + "\n";
      fs.appendFileSync(servers[side].logFile, how);
      context.io.print("  " + how.trim());
    }
  }
  return ended;
}

// The rule for the rounds of a pair's rows (turns.js roundsFor), as the plan says
// (versus-options.js roundsRule): the suite's --runs, or each row's by its time. A pair
// --target adds has the rule its check chose (versus-command.js, context.nextRule).
function roundsRule(plan) {
  const rule = plan.rounds;
  return rule.fixed !== null ? { fixed: rule.fixed }
    : { fixed: null, min: rule.min, max: rule.max, fillSeconds: rule.fillSeconds };
}

// One process pair, from its record in the journal to its end. Returns the pair's record.
async function runPair(context, number) {
  const { paths, record, settings, signals } = context;
  const startedAt = new Date().toISOString();
  const pair = { pair: number, state: "starting", attempts: [], startedAt, endedAt: null, seconds: null, rows: null,
    rule: context.nextRule || roundsRule(settings.plan), firstTurns: null, rounds: null, closedRows: [],
    reason: null };
  const servers = {};
  for (const side of SIDES) {
    const identity = record.identity.sides[side];
    const files = directory.freeRunFiles(paths, journal.nextId(record, side));
    const previous = journal.attemptsOf(record, side).slice(-1)[0];
    const socket = directory.privateSocket(paths, side);
    const extra = settings.serverOptions[side].reduce((words, option) => words.concat(option.words), []);
    const args = commandLine.serverArguments({ version: identity.version, databaseDirectory: paths.sides[side].database,
      appPath: paths.sides[side].apps, endpoint: "unix://" + socket, extra })
      .concat(commandLine.serverModeArguments(identity.version, extra));
    const attempt = { id: files.id, side, pair: number, state: "starting", results: paths.relative(files.results),
      log: paths.relative(files.log), arguments: args,
      // a run that died holds the suite's lock in its database; only versus uses that database
      breakLock: previous !== undefined && previous.state === "missing",
      pid: null, startedAt, endedAt: null, seconds: null, exit: null, reason: null };
    record.attempts.push(attempt);
    pair.attempts.push(files.id);
    servers[side] = { attempt, identity, socket, resultsFile: files.results, logFile: files.log, live: null,
      label: context.labelOf(identity.version, files.id) };
  }
  record.pairs.push(pair);
  journal.write(paths.journal, record);
  const began = Date.now();
  for (const side of SIDES) {
    const server = servers[side];
    fs.writeFileSync(server.logFile, context.logHeader + server.attempt.id + ": " + server.identity.arangod + " " +
      server.attempt.arguments.join(" ") + "\n");
    server.live = liveServer.launch({ binary: server.identity.arangod, args: server.attempt.arguments,
      cwd: record.identity.cwd, logFile: server.logFile, resultsFile: server.resultsFile, socket: server.socket,
      graceSeconds: context.graceSeconds });
    server.attempt.state = "running";
    server.attempt.pid = server.live.pid === undefined ? null : server.live.pid;
  }
  context.current = { stop: (reason) => SIDES.forEach((side) => servers[side].live.stop(reason)) };
  if (signals.interrupted) {
    context.current.stop("interrupted");
  }
  pair.state = "running";
  let fault = null;
  try {
    journal.write(paths.journal, record);
    await drive(context, pair, servers);
  } catch (error) {
    fault = error;
  }
  const ended = await endBoth(context, servers, fault instanceof PairFault ? fault : null);
  context.current = null;
  SIDES.forEach((side) => directory.releaseSocket(paths, side));
  if (fault !== null && !(fault instanceof PairFault)) {
    // not a server's fault (the journal, a bug): the servers are stopped, the pair is left as
    // "running" for the next versus to settle
    throw fault;
  }
  const outcomes = {};
  for (const side of SIDES) {
    outcomes[side] = runOutcome.classify(ended[side], servers[side].resultsFile);
  }
  const complete = SIDES.every((side) => outcomes[side].state === "done");
  pair.state = complete ? "done" : "missing";
  pair.endedAt = new Date().toISOString();
  pair.seconds = (Date.now() - began) / 1000;
  if (!complete) {
    const faulty = fault !== null && fault.side !== null ? servers[fault.side].attempt.id + ": " : "";
    pair.reason = signals.interrupted ? "versus was interrupted and ended both servers"
      : fault !== null ? faulty + fault.message
        : SIDES.filter((side) => outcomes[side].state !== "done")
          .map((side) => servers[side].attempt.id + ": " + outcomes[side].reason).join("; ");
  }
  for (const side of SIDES) {
    const attempt = servers[side].attempt;
    Object.assign(attempt, { state: pair.state, endedAt: pair.endedAt, seconds: ended[side].seconds,
      exit: { status: ended[side].status, signal: ended[side].signal },
      reason: complete ? null : missingReason(side, fault, servers, signals.interrupted, outcomes[side]),
      note: complete ? outcomes[side].note : null });
  }
  journal.write(paths.journal, record);
  return { pair, servers };
}

// Pairs a stopped versus left "starting" or "running", after their attempts were settled from
// their results files (versus-command.js, recover): a pair counts only when both are done.
function settleUnfinishedPairs(io, paths, record) {
  for (const pair of (record.pairs || []).filter((each) => each.state === "starting" || each.state === "running")) {
    const attempts = pair.attempts.map((id) => record.attempts.find((attempt) => attempt.id === id));
    const complete = attempts.every((attempt) => attempt !== undefined && attempt.state === "done");
    pair.state = complete ? "done" : "missing";
    pair.endedAt = pair.endedAt || new Date().toISOString();
    pair.seconds = (Date.parse(pair.endedAt) - Date.parse(pair.startedAt)) / 1000;
    if (!complete) {
      pair.reason = "versus stopped while it ran";
      for (const attempt of attempts.filter((each) => each !== undefined && each.state === "done")) {
        attempt.state = "missing";
        attempt.reason = "its results file is complete, but its pair is not (" + pair.attempts.join(", ") + ")";
      }
    }
    journal.write(paths.journal, record);
    io.print("pair " + pair.pair + " (recovered from the journal): " + (complete ? "both results files are complete: " +
      "counted" : "MISSING (not counted): " + pair.reason));
  }
}

// Every pair still wanted, in turn; Stop when versus must stop before the end.
// context: versus-command.js's, with wantMore() (the pairs planned, or --target's check) and
// requireFreeDisk().
async function runAll(context) {
  const { io, paths, record, settings, signals } = context;
  let failedInARow = 0;
  while (context.wantMore()) {
    if (signals.interrupted) {
      throw new Stop("interrupted between pairs; run the same command again to continue", EXIT_INTERRUPTED);
    }
    if (failedInARow >= defaults.ATTEMPTS_PER_SLOT) {
      throw new Stop("a process pair failed " + failedInARow + " times in a row (see the pairs above and their logs); " +
        "fix what the logs say, then run the same command again (it continues)", EXIT_FAILED);
    }
    context.requireFreeDisk();
    const { pair, servers } = await runPair(context, record.pairs.length + 1);
    failedInARow = pair.state === "done" ? 0 : failedInARow + 1;
    const done = journal.pairsDone(record).length;
    const planned = Math.max(settings.plan.pairs, done);
    io.print(report.pairLine(pair, { done, planned }, report.pairSecondsLeft(record, planned - done)));
    for (const side of SIDES) {
      const attempt = servers[side].attempt;
      if (attempt.note) {
        io.print("  note (" + attempt.id + "): " + attempt.note);
      }
      if (pair.state === "missing") {
        io.print("  " + attempt.id + ": " + attempt.reason);
        serverProcess.logTail(servers[side].logFile, 6).filter((line) => !line.startsWith(context.logHeader))
          .forEach((line) => io.print("  | " + line));
      }
    }
    io.print(report.diskLine(context.usage(), diskUsage.freeBytes(paths.dir)));
    if (signals.interrupted) {
      throw new Stop("interrupted: pair " + pair.pair + (pair.state === "done" ? " was complete and is counted"
        : " is recorded as missing") + "; run the same command again to continue", EXIT_INTERRUPTED);
    }
  }
}

module.exports = { runAll, runPair, settleUnfinishedPairs, beginBody, step, roundsRule };
