"use strict";
// Node only: `node shootout.js versus` — a version shootout in one command, in one of two
// designs. The duet (the default, duet.js): process pairs, both servers up at once, every
// sample of every row taken on A and on B back to back. The runs design: the two servers in
// turn (a b b a ..., each run a fresh server process in script mode with the same suite
// options). Either keeps each side's database directory between its processes, records
// everything in a journal so that a stopped versus continues where it stopped (in the design
// it began in), and ends with the comparison of the two groups of runs and the list of files.
// docs/versus.md says what it does and why.
//
// The pieces: versus-options.js (the command line), arangod-version.js and
// arangod-command-line.js (the servers), versus-directory.js (where everything lives),
// journal.js (what happened), duet.js with turns.js and live-server.js (the duet),
// run-order.js and server-process.js (the runs design's order and one server run),
// run-outcome.js (whether a run counts), target.js (--target) with target-rounds.js and
// pair-costs.js (the rounds of the pairs it adds to a duet), versus-report.js and
// memory-estimate.js (what is printed), disk-usage.js.

const fs = require("fs");
const path = require("path");
const versusOptions = require("./versus-options");
const commandLine = require("./arangod-command-line");
const arangodVersion = require("./arangod-version");
const directory = require("./versus-directory");
const journal = require("./journal");
const runOrder = require("./run-order");
const serverProcess = require("./server-process");
const { stopProcess } = require("./stop-process");
const runOutcome = require("./run-outcome");
const target = require("./target");
const targetRounds = require("./target-rounds");
const pairCosts = require("./pair-costs");
const report = require("./versus-report");
const diskUsage = require("./disk-usage");
const defaults = require("./defaults");
const duet = require("./duet");
const memoryEstimate = require("./memory-estimate");
const schedule = require("../run/schedule");
const compareCommand = require("../compare/command/compare-command");

const SHOOTOUT = path.resolve(__dirname, "..", "..", "shootout.js");
// The first line of every server log: what versus started.
const LOG_HEADER = "aql-shootout versus, run ";

const { Stop, EXIT_OK, EXIT_FAILED, EXIT_USAGE, EXIT_INTERRUPTED } = require("./versus-stop");

// The comparison of the two groups, as JSON (for --target): { json } or { failure }. extra:
// words for compare (its --noise).
function compareAsJson(listA, listB, extra) {
  const printed = [];
  const errors = [];
  const io = { print: (text) => printed.push(text), printError: (text) => errors.push(text),
    read: (file) => fs.readFileSync(file, "utf8"), write: (file, text) => fs.writeFileSync(file, text) };
  const status = compareCommand.runWords(io, "compare", [listA.join(","), listB.join(","), "--format", "json"]
    .concat(extra || []));
  if (status !== compareCommand.EXIT_OK) {
    return { failure: "compare exited " + status + (errors.length > 0 ? ": " + errors.join(" ") : "") };
  }
  try {
    return { json: JSON.parse(printed.join("\n")) };
  } catch (error) {
    return { failure: "compare printed no JSON (" + error.message + ")" };
  }
}

function labelOf(version, id) {
  return (version + "-" + id).replace(/[^A-Za-z0-9._-]/g, "_");
}

function defaultDirectory(cwd, versions) {
  return path.resolve(cwd, ("versus-" + versions.a + "-vs-" + versions.b).replace(/[^A-Za-z0-9._-]/g, "_"));
}

function usage(paths) {
  return { a: diskUsage.bytesUnder(paths.sides.a.database), b: diskUsage.bytesUnder(paths.sides.b.database) };
}

// --clean DIR [--all]
function clean(io, settings) {
  const paths = directory.layout(settings.dir);
  for (const side of ["a", "b"]) {
    const running = serverProcess.serversUsing(paths.sides[side].database);
    if (running.length > 0) {
      throw new Stop("a server still uses " + paths.sides[side].database + " (pid " + running[0].pid + "): stop it " +
        "(or let versus finish) before cleaning", EXIT_FAILED);
    }
  }
  const removed = settings.all ? directory.removeAll(paths) : directory.removeDatabases(paths);
  if (!settings.all && fs.existsSync(paths.journal)) {
    const record = journal.read(paths.journal);
    if (record !== null) {
      record.databasesRemovedAt = new Date().toISOString();
      journal.write(paths.journal, record);
    }
  }
  const freed = removed.reduce((sum, each) => sum + each.bytes, 0);
  io.print("removed " + (removed.length === 0 ? "nothing (no databases left)" : removed.map((each) => each.what).join(", ")) +
    ": " + diskUsage.humanBytes(freed) + " freed" + (settings.all ? "" : "; results, logs and journal kept in " + paths.dir));
  return EXIT_OK;
}

// Versions and identity of the two servers; Stop when one cannot run the suite.
function identify(settings, readVersion) {
  const sides = {};
  for (const side of runOrder.SIDES) {
    let version;
    try {
      version = readVersion(settings.arangod[side]);
      commandLine.scriptableVersion(version);
    } catch (error) {
      throw new Stop("side " + side + ": " + error.message, EXIT_USAGE);
    }
    try {
      // the option names that depend on the version, checked now rather than at the first run
      const extra = settings.serverOptions[side].reduce((words, option) => words.concat(option.words), []);
      commandLine.serverArguments({ version, databaseDirectory: "-", appPath: "-", endpoint: "-", extra });
    } catch (error) {
      throw new Stop("side " + side + ": " + error.message, EXIT_USAGE);
    }
    sides[side] = { arangod: settings.arangod[side], version,
      serverOptions: settings.serverOptions[side].map((option) => option.text) };
  }
  return { sides, suiteWords: settings.suiteWords, cwd: settings.cwd };
}

// The command read again once its design is decided (versus-options.js, chooseDesign).
function decideDesign(settings, decided) {
  if (settings.designDecided) {
    return settings;
  }
  try {
    return versusOptions.parse(settings.words, settings.cwd, decided);
  } catch (error) {
    throw new Stop(error.message, EXIT_USAGE);
  }
}

// Opens DIR: makes it, or continues its journal in the design it began in. Returns
// { paths, record, made, settings } (the settings read again for the journal's design when
// the command named none).
function open(given, identity) {
  let settings = given;
  const dir = settings.dir || defaultDirectory(settings.cwd, { a: identity.sides.a.version, b: identity.sides.b.version });
  if (dir.includes(",")) {
    throw new Stop("--dir " + dir + " contains a comma, and the comparison takes comma lists of files: choose another",
      EXIT_USAGE);
  }
  const paths = directory.layout(dir);
  let record = null;
  if (directory.hasMarker(paths)) {
    record = journal.read(paths.journal);
    if (record !== null) {
      const differences = journal.identityDifferences(record.identity, identity);
      if (differences.length > 0) {
        throw new Stop(paths.dir + " holds a versus of other settings (" + differences.join("; ") + "); run the same " +
          "command as before to continue it, or give another --dir", EXIT_USAGE);
      }
      const design = journal.designOf(record);
      if (settings.designGiven && settings.design !== design) {
        throw new Stop(paths.dir + " holds a versus of --design " + design + ", which continues in that design; leave " +
          "--design out (or give --design " + design + "), or give another --dir", EXIT_USAGE);
      }
      settings = decideDesign(settings, { design, fromJournal: true });
    }
  }
  settings = decideDesign(settings, { design: defaults.DESIGN, fromJournal: false });
  if (settings.design === "duet") {
    for (const side of runOrder.SIDES) {
      try {
        // what server mode sets itself may not come again from the user
        commandLine.serverModeArguments(identity.sides[side].version,
          settings.serverOptions[side].reduce((words, option) => words.concat(option.words), []));
      } catch (error) {
        throw new Stop("side " + side + ": " + error.message, EXIT_USAGE);
      }
    }
  }
  const made = directory.prepare(paths);
  if (record === null) {
    // the duet's seed of its turns: the suite's --seed when given, else from the clock
    const seed = settings.suite.chosen.seed === null ? schedule.newSeed(Date.now() / 1000) : settings.suite.chosen.seed;
    record = journal.create(identity, settings.plan, settings.design, settings.design === "duet" ? seed : undefined);
  }
  record.plan = settings.plan;
  journal.write(paths.journal, record);
  return { paths, record, made, settings };
}

// Attempts a stopped versus left "starting" or "running": a server of theirs still running is
// ended (its run cannot be finished by a versus that did not start it); then the results
// file decides, as for any run.
async function recover(io, paths, record, graceSeconds) {
  for (const attempt of journal.unfinished(record)) {
    const database = paths.sides[attempt.side].database;
    for (const server of serverProcess.serversUsing(database)) {
      io.print("run " + attempt.id + ": its server is still running (pid " + server.pid + ", left by a versus that was " +
        "stopped); ending it");
      await stopProcess(server.pid, graceSeconds, (line) => io.print("run " + attempt.id + ": " + line));
    }
    const outcome = runOutcome.classify(null, paths.absolute(attempt.results));
    attempt.state = outcome.state;
    attempt.reason = outcome.reason;
    attempt.endedAt = attempt.endedAt || new Date().toISOString();
    if (attempt.seconds === null || attempt.seconds === undefined) {
      attempt.seconds = (Date.parse(attempt.endedAt) - Date.parse(attempt.startedAt)) / 1000;
    }
    journal.write(paths.journal, record);
    io.print("run " + attempt.id + " (recovered from the journal): " + (outcome.state === "done"
      ? "its results file is complete: counted" : "MISSING (not counted): " + outcome.reason));
  }
  for (const side of runOrder.SIDES) {
    const others = serverProcess.serversUsing(paths.sides[side].database);
    if (others.length > 0) {
      throw new Stop("process " + others[0].pid + " uses " + paths.sides[side].database + " (" + others[0].command +
        "), and versus did not start it: stop it, then run the same command again", EXIT_FAILED);
    }
  }
}

// Runs one server: the attempt is in the journal before the server starts and gets its end
// after. Returns the attempt.
async function runAttempt(context, slot) {
  const { paths, record, settings, signals } = context;
  const side = runOrder.sideOfSlot(slot);
  const identity = record.identity.sides[side];
  const { id, results: resultsFile, log: logFile } = directory.freeRunFiles(paths, journal.nextId(record, side));
  const previous = journal.attemptsOf(record, side).slice(-1)[0];
  // a run that died holds the suite's lock in its database; only versus uses that database
  const breakLock = previous !== undefined && previous.state === "missing";
  const parameters = settings.suite.words.concat(["--out=" + resultsFile, "--label=" + labelOf(identity.version, id)],
    breakLock ? ["--break-lock"] : []);
  const socket = directory.privateSocket(paths, side);
  const args = commandLine.serverArguments({ version: identity.version, databaseDirectory: paths.sides[side].database,
    appPath: paths.sides[side].apps, endpoint: "unix://" + socket,
    extra: settings.serverOptions[side].reduce((words, option) => words.concat(option.words), []) })
    .concat(commandLine.scriptArguments(SHOOTOUT, parameters));
  const attempt = { id, side, slot, state: "starting", results: paths.relative(resultsFile), log: paths.relative(logFile),
    arguments: args, breakLock, pid: null, startedAt: new Date().toISOString(), endedAt: null, seconds: null,
    exit: null, reason: null };
  record.attempts.push(attempt);
  journal.write(paths.journal, record);
  fs.writeFileSync(logFile, LOG_HEADER + id + ": " + identity.arangod + " " + args.join(" ") + "\n");
  const handle = serverProcess.start({ binary: identity.arangod, args, cwd: record.identity.cwd, logFile, resultsFile,
    stallSeconds: settings.stallSeconds, graceSeconds: context.graceSeconds });
  context.current = handle;
  if (signals.interrupted) {
    handle.stop("interrupted");
  }
  attempt.state = "running";
  attempt.pid = handle.pid === undefined ? null : handle.pid;
  try {
    journal.write(paths.journal, record);
  } catch (error) {
    // no server runs unrecorded: the journal says "starting", which a later versus resolves
    handle.stop("journal");
    await handle.done;
    throw error;
  }
  const ended = await handle.done;
  context.current = null;
  directory.releaseSocket(paths, side);
  const outcome = runOutcome.classify(ended, resultsFile);
  Object.assign(attempt, { state: outcome.state, reason: outcome.reason, note: outcome.note,
    endedAt: new Date().toISOString(), seconds: ended.seconds, exit: { status: ended.status, signal: ended.signal } });
  journal.write(paths.journal, record);
  return attempt;
}

// Whether to go on under --target: compares the two groups so far (compare --format json),
// reads the median row's detectable change and decides (target.js); the check goes into the
// journal. state: { count (runs a side, or pairs), start, max, unit, spentSeconds,
// budgetSeconds, budgetText, next (the comparison's JSON or null -> { seconds, another, rule }:
// what the next run or pair is and costs) }. The rule of the next pair, when one is wanted,
// is left in context.nextRule for duet.js.
function targetWantsMore(context, state) {
  const { io, paths, record, settings, compareJson } = context;
  const plan = settings.plan;
  const lists = report.compareArguments(record, paths);
  const compared = compareJson(lists[0].split(","), lists[1].split(","), settings.noiseWords);
  let median = null;
  let failure = compared.failure || null;
  if (failure === null) {
    try {
      median = target.medianDetectable(compared.json);
    } catch (error) {
      failure = error.message;
    }
  }
  const next = state.next(failure === null ? compared.json : null);
  const decision = target.decide({ runsASide: state.count, startRuns: state.start, maxRuns: state.max,
    unit: state.unit, target: plan.target, median, failure, spentSeconds: state.spentSeconds,
    budgetSeconds: state.budgetSeconds, budgetText: state.budgetText, pairSeconds: next.seconds || 0,
    another: next.another });
  const check = journal.designOf(record) === "duet" ? { pairs: state.count } : { runsASide: state.count };
  if (decision.more && next.rule && next.rule.byRow) {
    check.rounds = next.rule.byRow;
  }
  record.targetChecks = (record.targetChecks || []).concat([Object.assign(check, {
    detectable: median && median.factor, more: decision.more, reason: decision.reason, at: new Date().toISOString() })]);
  journal.write(paths.journal, record);
  io.print("target: " + decision.reason);
  context.nextRule = decision.more && next.rule ? next.rule : null;
  return decision.more;
}

// The runs each side should have now, and whether another pair is wanted (--target).
function wantMore(context) {
  const { record, settings } = context;
  const plan = settings.plan;
  const total = journal.done(record).length;
  if (total % 2 === 1) {
    return true; // a pair once begun is finished
  }
  const runsASide = total / 2;
  if (plan.target === null || runsASide < plan.runsASide) {
    return runsASide < plan.runsASide;
  }
  return targetWantsMore(context, { count: runsASide, start: plan.runsASide, max: plan.maxRunsASide,
    unit: "runs a side", budgetSeconds: plan.budgetSeconds,
    spentSeconds: record.attempts.reduce((sum, attempt) => sum + (attempt.seconds || 0), 0),
    next: () => ({ seconds: report.secondsLeft(record, { a: 1, b: 1 }) }) });
}

// The costs of a pair and of each row's round, from the pairs done (pair-costs.js), or null
// when their files cannot be read.
function measuredCosts(record, paths) {
  try {
    return pairCosts.measure(journal.pairsDone(record).map((pair) => {
      const [a, b] = pair.attempts.map((id) => JSON.parse(fs.readFileSync(paths.absolute(record.attempts
        .find((attempt) => attempt.id === id).results), "utf8")));
      return { a, b, seconds: pair.seconds };
    }));
  } catch (error) {
    return null;
  }
}

// The next pair under --target in the duet: its rounds (the suite's --runs; else chosen from
// the variance and the costs the pairs measured, target-rounds.js, or the default's rule while
// they cannot tell), its estimated seconds and the words of the target's line.
function nextPair(context, comparison, budget, spentSeconds) {
  const { record, paths, settings } = context;
  const plan = settings.plan;
  const rule = plan.rounds;
  const byDefault = duet.roundsRule(plan);
  const alike = report.pairSecondsLeft(record, 1);
  if (rule.fixed !== null) {
    return { rule: byDefault, seconds: alike, another: "another pair" };
  }
  const costs = measuredCosts(record, paths);
  const parts = comparison === null ? { measured: false, why: "the comparison gave no figures" }
    : targetRounds.components(comparison);
  if (!parts.measured || costs === null) {
    return { rule: byDefault, seconds: alike, another: "another pair with the default's rounds (" + rule.min + " to " +
      rule.max + " a row by its time): " + (parts.measured ? "the pairs' files could not be read" : parts.why) };
  }
  const secondsLeft = budget.seconds - spentSeconds;
  const choice = targetRounds.choose(parts, costs, { min: rule.min, max: rule.targetMax }, { target: plan.target,
    secondsLeft, pairsLeft: plan.maxPairs === null ? Infinity : plan.maxPairs - journal.pairsDone(record).length });
  return { rule: { fixed: null, byRow: choice.byRow, otherRows: choice.median }, seconds: choice.seconds,
    another: report.targetRoundsText({ parts, costs, choice, target: plan.target, secondsLeft }) };
}

// The duet: the pairs planned, and whether another is wanted (--target).
function wantMorePairs(context) {
  const { record, settings } = context;
  const plan = settings.plan;
  const pairs = journal.pairsDone(record).length;
  context.nextRule = null;
  if (plan.target === null || pairs < plan.pairs) {
    return pairs < plan.pairs;
  }
  // the pairs' wall time, missing ones and those of earlier sessions too
  const spentSeconds = (record.pairs || []).reduce((sum, pair) => sum + (pair.seconds || 0), 0);
  const budget = target.duetBudget(plan, journal.pairsDone(record));
  return targetWantsMore(context, { count: pairs, start: plan.pairs, max: plan.maxPairs, unit: "process pairs",
    spentSeconds, budgetSeconds: budget.seconds, budgetText: budget.text,
    next: (comparison) => nextPair(context, comparison, budget, spentSeconds) });
}

function plannedRuns(record, plan) {
  const done = journal.done(record).length;
  const base = 2 * plan.runsASide;
  return Math.max(base, done + (done % 2));
}

async function session(io, givenSettings, dependencies) {
  const identity = identify(givenSettings, dependencies.readVersion);
  const { paths, record, made, settings } = open(givenSettings, identity);
  const signals = dependencies.signals;
  const isDuet = settings.design === "duet";
  const context = { io, paths, record, settings, signals, current: null, nextRule: null,
    compareJson: dependencies.compareJson,
    graceSeconds: dependencies.graceSeconds, logHeader: LOG_HEADER, labelOf, usage: () => usage(paths),
    wantMore: () => wantMorePairs(context), requireFreeDisk: () => requireFreeDisk(paths, settings, "pair") };
  signals.onInterrupt = () => {
    if (context.current !== null) {
      context.current.stop("interrupted");
    }
  };
  io.print("versus: side a is arangod " + identity.sides.a.version + " (" + identity.sides.a.arangod + "), side b is " +
    "arangod " + identity.sides.b.version + " (" + identity.sides.b.arangod + ")");
  io.print("directory: " + paths.dir + (made ? " (made now)" : isDuet ? " (continuing: " + journal.pairsDone(record).length +
    " pair(s) done, " + journal.pairsMissing(record).length + " missing)" : " (continuing: " + journal.done(record).length +
    " run(s) done, " + journal.missing(record).length + " missing)"));
  if (isDuet) {
    memoryEstimate.duetLines(settings.suite).lines.forEach((line) => io.print(line));
    report.duetCostLines(settings.suite, settings.plan, record.seed).forEach((line) => io.print(line));
  } else {
    report.costLines(settings.suite, settings.plan).forEach((line) => io.print(line));
  }
  const free = diskUsage.freeBytes(paths.dir);
  io.print(report.diskLine(usage(paths), free).trim());
  try {
    await recover(io, paths, record, context.graceSeconds);
    if (isDuet) {
      duet.settleUnfinishedPairs(io, paths, record);
      await duet.runAll(context);
    } else {
      await runAll(context);
    }
  } catch (error) {
    if (error instanceof Stop) {
      // what is there so far, and where, before saying why versus stopped
      io.print("");
      report.filesLines(record, paths, usage(paths), settings.compareWords).forEach((line) => io.print(line));
    }
    throw error;
  }
  const counts = runOrder.SIDES.map((side) => journal.done(record, side).length);
  io.print("");
  io.print(isDuet ? "done: " + journal.pairsDone(record).length + " process pair(s), " +
    journal.pairsMissing(record).length + " missing (not counted)"
    : "done: " + counts[0] + " run(s) of side a, " + counts[1] + " of side b, " + journal.missing(record).length +
    " missing (not counted)");
  report.filesLines(record, paths, usage(paths), settings.compareWords).forEach((line) => io.print(line));
  io.print("");
  return compareCommand.runWords(io, "compare", report.compareArguments(record, paths).concat(settings.compareWords));
}

// Stop unless the directory's device has --min-free-disk free for the next run or pair.
function requireFreeDisk(paths, settings, what) {
  const freeNow = diskUsage.freeBytes(paths.dir);
  if (freeNow !== null && freeNow < settings.minFreeDisk) {
    throw new Stop("only " + diskUsage.humanBytes(freeNow) + " free on the device of " + paths.dir + " (versus starts " +
      "a " + what + " only with " + diskUsage.humanBytes(settings.minFreeDisk) + ", --min-free-disk): free some space " +
      "or choose another --dir, then run the same command again (it continues)", EXIT_FAILED);
  }
}

// Every run still wanted, in order; Stop when versus must stop before the end.
async function runAll(context) {
  const { io, paths, record, settings, signals } = context;
  const attemptsOfSlot = {};
  while (wantMore(context)) {
    if (signals.interrupted) {
      throw new Stop("interrupted between runs; run the same command again to continue", EXIT_INTERRUPTED);
    }
    const slot = journal.done(record).length;
    attemptsOfSlot[slot] = (attemptsOfSlot[slot] || 0) + 1;
    if (attemptsOfSlot[slot] > defaults.ATTEMPTS_PER_SLOT) {
      throw new Stop("the server of side " + runOrder.sideOfSlot(slot) + " failed " + defaults.ATTEMPTS_PER_SLOT +
        " times in a row (see the runs above and their logs); fix what its log says, then run the same command again " +
        "(it continues)", EXIT_FAILED);
    }
    requireFreeDisk(paths, settings, "run");
    const attempt = await runAttempt(context, slot);
    const planned = plannedRuns(record, settings.plan);
    const doneNow = journal.done(record);
    const left = { a: 0, b: 0 };
    for (let next = doneNow.length; next < planned; next += 1) {
      left[runOrder.sideOfSlot(next)] += 1;
    }
    io.print(report.runLine(attempt, { done: doneNow.length, planned }, report.secondsLeft(record, left)));
    if (attempt.note) {
      io.print("  note: " + attempt.note);
    }
    if (attempt.state === "missing") {
      // the server's last words (the line versus put first, its command, is in the journal too)
      serverProcess.logTail(paths.absolute(attempt.log), 12).filter((line) => !line.startsWith(LOG_HEADER))
        .forEach((line) => io.print("  | " + line));
    }
    io.print(report.diskLine(usage(paths), diskUsage.freeBytes(paths.dir)));
    if (signals.interrupted) {
      throw new Stop("interrupted: run " + attempt.id + (attempt.state === "done" ? " was complete and is counted"
        : " is recorded as missing") + "; run the same command again to continue", EXIT_INTERRUPTED);
    }
  }
}

// Signals while versus runs: the first Ctrl-C (or SIGTERM, SIGHUP) ends the server in its
// grace period and records the run; a second one kills the server at once.
function watchSignals(proc) {
  const signals = { interrupted: false, onInterrupt: null };
  const handler = () => {
    if (signals.interrupted && signals.onInterrupt === null) {
      proc.exit(EXIT_INTERRUPTED);
    }
    signals.interrupted = true;
    if (signals.onInterrupt !== null) {
      signals.onInterrupt();
    }
  };
  const names = ["SIGINT", "SIGTERM", "SIGHUP"];
  names.forEach((name) => proc.on(name, handler));
  signals.release = () => names.forEach((name) => proc.removeListener(name, handler));
  return signals;
}

// `versus …`: resolves to the exit status (0: every run done and compared; the comparison's
// own status otherwise; 1 a run failed too often, the disk, the journal; 2 bad usage;
// 130 interrupted). dependencies (tests): { readVersion, compareJson, proc, shutdownGraceSeconds }.
async function runWords(io, words, dependencies) {
  const given = dependencies || {};
  if (words.some((word) => word === "--help" || word === "-h")) {
    io.print("usage: node shootout.js " + versusOptions.USAGE);
    return EXIT_OK;
  }
  let settings;
  try {
    settings = versusOptions.parse(words, given.cwd || process.cwd());
  } catch (error) {
    if (error instanceof versusOptions.UsageError) {
      io.printError("aql-shootout versus: " + error.message);
      return EXIT_USAGE;
    }
    throw error;
  }
  const signals = watchSignals(given.proc || process);
  try {
    if (settings.mode === "clean") {
      return clean(io, settings);
    }
    return await session(io, settings, { readVersion: given.readVersion || arangodVersion.readVersion,
      compareJson: given.compareJson || compareAsJson, signals,
      graceSeconds: given.shutdownGraceSeconds || defaults.SHUTDOWN_GRACE_SECONDS });
  } catch (error) {
    if (error instanceof Stop) {
      io.printError("aql-shootout versus: " + error.message);
      return error.status;
    }
    if (error instanceof directory.DirectoryError || error instanceof journal.JournalError) {
      io.printError("aql-shootout versus: " + error.message);
      return EXIT_FAILED;
    }
    throw error;
  } finally {
    signals.release();
  }
}

module.exports = { runWords, compareAsJson, USAGE: versusOptions.USAGE };
