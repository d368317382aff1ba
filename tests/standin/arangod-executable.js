#!/usr/bin/env node
"use strict";
// A stand-in arangod *executable* (node only, test infrastructure): a process that takes the
// command line `node shootout.js versus` and the real tier (tests/real/) give a real arangod,
// in script mode, in the emergency console (--console) or, with neither, in server mode
// (arangod/server-mode.js: HTTP on a unix socket, POST /_admin/execute), and runs the product
// inside the stand-in (arangod.js), so versus and the real tier's checks can be run end to end,
// and their faults staged, without ArangoDB. Its timings mean nothing about ArangoDB.
//
//   arangod-executable.js [--standin.settings FILE] <arangod options>
//
// versus runs one binary per side, so a test makes a small wrapper script per side that puts
// `--standin.settings FILE` in front of what versus passes (docs/testing.md, "versus on the
// stand-in"). FILE (JSON, every key optional):
//   profile       the stand-in profile, i.e. the version it is (default 3.11): picks the
//                 option names it knows and what `--version` prints
//   timing        the simulated clock's settings (README.md, "Simulated timing"; the
//                 object form of --simulate-timing): without it the wall clock
//   processNoise  { seed, cv, slowRate, slowFactor }: each server process gets a factor of
//                 its own on every simulated duration (lognormal, mean 1, coefficient of
//                 variation cv), and with probability slowRate a slow episode on top
//                 (slowFactor): whole runs move, as on a real machine
//   faults        [{ start, kind, afterLines, afterCalls, seconds }]: on the start-th start of a
//                 server on this database directory (counted in the directory, as a real
//                 server's files persist there):
//                   never-start  log a fatal error and exit 1 before running anything
//                   hang         log one line, then print nothing more, forever; in server
//                                mode with afterCalls: the afterCalls-th POST /_admin/execute
//                                is never answered (the server stays up, SIGTERM ends it)
//                   die-mid-run  SIGKILL itself after afterLines lines of the suite's output;
//                                in server mode with afterCalls: on the afterCalls-th call
//                   pause        stop for `seconds` (wall clock) after afterLines lines
//   ignoreSigterm true: SIGTERM does not end it (a real server busy in a long operation, or
//                 stuck in its shutdown, can ignore it for many minutes), so whoever stops it
//                 must kill it
//   wallClock     true: in script mode too, the simulated clock follows the wall clock (its
//                 queries and waits take their simulated time for real), so the runs design's
//                 wall time compares with the duet's (docs/versus.md, "Cost")
// In server mode the simulated clock follows the wall clock (simulated-clock.js), so the
// "machine" part of `timing` (its factor and slow episodes, a function of absolute time and
// machineSeed) is what two live servers of one machineSeed see at once.
//
// Besides script mode it runs the emergency console (--console: the lines of its standard
// input, arangod.js runConsole). Its data stays in the database directory between starts
// (database-files.js), as a real server's does. It reads every option value as arangod does,
// "@@" as "@" and "@NAME@" as the environment variable NAME (arangod/option-values.js), so a
// script parameter written as for the console loses its "@" here as on a real server.
//
// What it checks the way arangod does (each a reason a real server would not start):
// the options its version knows (2.x: --server.disable-authentication, --log.file; 3.x:
// --server.authentication, --log.output; both: lib/versus/arangod-command-line.js, with the
// sources), for 2.8 and later a package of its own in a node_modules folder above its startup
// directory, which its module lookup would load first (arangod/module-lookup.js), a database
// directory that exists and is a directory, an app path that exists, and a LOCK file in the
// database directory held by a live process (2.5.4 arangod/VocBase/server.cpp,
// TRI_StartServer: the same three checks, in that order).

const fs = require("fs");
const path = require("path");
const { getProfile } = require("./profiles");
const { streamFor, standardNormal } = require("./arangod/seeded-random");
const { openDatabaseFiles } = require("./database-files");
const { versionText } = require("./version-text");
const { walksUpForModules, shadowingFolder } = require("./arangod/module-lookup");
const { readOptionValue, readsPositionals } = require("./arangod/option-values");

const COMMON_VALUE_OPTIONS = ["configuration", "database.directory", "javascript.startup-directory",
  "javascript.app-path", "server.endpoint", "log.level", "javascript.script", "javascript.script-parameter",
  // 2.5.4 arangod/RestServer/ArangoServer.cpp and ApplicationV8.cpp; 3.x ActionFeature.cpp and
  // V8DealerFeature.cpp
  "server.allow-use-database", "javascript.v8-contexts"];
const VALUE_OPTIONS_BY_MAJOR = {
  2: ["server.disable-authentication", "log.file"],
  // log.file stayed in 3.x as a hidden shortcut of log.output (3.0 LoggerFeature.cpp);
  // javascript.allow-admin-execute and javascript.v8-contexts-minimum came with 3.2 (docs 3.8
  // release-notes-upgrading-changes32.md; every 3.x profile is 3.4 or later)
  3: ["server.authentication", "log.output", "log.file", "javascript.allow-admin-execute", "javascript.v8-contexts-minimum"]
};
const FLAG_OPTIONS = ["console"];
const SHORT_NAMES = { c: "configuration", l: "log.level" };

// The levels of --log.level, least to most (2.5.4 lib/Basics/logging.cpp, TRI_SetLogLevelLogging:
// each level shows itself and those before it; fatal always shows). Default info.
const LOG_LEVELS = ["fatal", "error", "warning", "info", "debug", "trace"];
let shownLevels = LOG_LEVELS.indexOf("info");

function logLine(level, text) {
  if (LOG_LEVELS.indexOf(level.toLowerCase()) > shownLevels) {
    return;
  }
  process.stdout.write(new Date().toISOString().replace(/\.\d+Z$/, "Z") + " [" + process.pid + "] " + level + " " +
    text + "\n");
}

function fatal(text) {
  logLine("FATAL", text);
  process.exit(1);
}

// argv -> { settingsFile, options: { name: value | [values] }, positional, version }. Each
// value as arangod reads it: "@@" is "@", "@NAME@" the environment variable NAME
// (arangod/option-values.js, with the sources).
function parseCommandLine(argv, major) {
  const valueOptions = COMMON_VALUE_OPTIONS.concat(VALUE_OPTIONS_BY_MAJOR[major] || []);
  const parsed = { options: {}, positional: [], version: false };
  for (let i = 0; i < argv.length; i += 1) {
    const word = argv[i];
    if (word === "--version" || word === "-v") {
      parsed.version = true;
      continue;
    }
    if (!word.startsWith("-")) {
      parsed.positional.push(readsPositionals(major) ? readOptionValue(word, process.env) : word);
      continue;
    }
    const equals = word.indexOf("=");
    let name = (equals > 0 ? word.slice(0, equals) : word).replace(/^--?/, "");
    name = SHORT_NAMES[name] || name;
    if (FLAG_OPTIONS.includes(name) && equals < 0) {
      parsed.options[name] = true;
      continue;
    }
    if (!valueOptions.includes(name)) {
      fatal("unknown option '" + word + "' (the stand-in arangod of major version " + major + " knows --" +
        valueOptions.join(", --") + ", --" + FLAG_OPTIONS.join(", --") + ", --version)");
    }
    const written = equals > 0 ? word.slice(equals + 1) : argv[++i];
    if (written === undefined) {
      fatal("option '--" + name + "' needs a value");
    }
    const value = readOptionValue(written, process.env);
    if (name === "javascript.script-parameter") {
      (parsed.options[name] = parsed.options[name] || []).push(value);
    } else if (parsed.options[name] !== undefined) {
      fatal("option '--" + name + "' is given twice");
    } else {
      parsed.options[name] = value;
    }
  }
  return parsed;
}

function readSettings(file) {
  if (file === null) {
    return {};
  }
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch (error) {
    return fatal("cannot read the stand-in settings " + file + " (" + error.message + ")");
  }
}

// Whether the process that wrote a LOCK file still holds it: 2.x takes a lock over when the
// pid is gone or the file is not locked any more (2.5.4 lib/Basics/files.cpp,
// TRI_VerifyLockFile: kill(pid, 0), then flock); a zombie has closed its files, so its lock
// is released although the pid still answers.
function holdsLock(pid) {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return error.code === "EPERM";
  }
  try {
    return !/^[0-9]+ \(.*\) Z/.test(fs.readFileSync("/proc/" + pid + "/stat", "utf8"));
  } catch (error) {
    return true;
  }
}

// The start count of this database directory, counted in a file of its own there.
function countStart(databaseDirectory) {
  const file = path.join(databaseDirectory, "standin-starts");
  const count = (fs.existsSync(file) ? Number(fs.readFileSync(file, "utf8")) : 0) + 1;
  fs.writeFileSync(file, String(count) + "\n");
  return count;
}

// This process's own factor on every simulated duration: lognormal with mean 1 and the given
// coefficient of variation, times slowFactor in a slow episode.
function processFactor(noise, key) {
  if (!noise) {
    return { factor: 1, slow: false };
  }
  const next = streamFor(noise.seed === undefined ? 1 : noise.seed, "process/" + key);
  const cv = noise.cv || 0;
  const sigmaSquared = Math.log(1 + cv * cv);
  const lognormal = Math.exp(-sigmaSquared / 2 + Math.sqrt(sigmaSquared) * standardNormal(next));
  const slow = next() < (noise.slowRate || 0);
  return { factor: lognormal * (slow ? noise.slowFactor || 1 : 1), slow };
}

// The clock's settings with every `seconds` scaled by the process factor; other keys pass
// through untouched.
function scaledTiming(timing, factor) {
  const copy = JSON.parse(JSON.stringify(timing));
  if (copy.default && typeof copy.default.seconds === "number") {
    copy.default.seconds *= factor;
  }
  for (const name of Object.keys(copy.cases || {})) {
    if (typeof copy.cases[name].seconds === "number") {
      copy.cases[name].seconds *= factor;
    }
  }
  return copy;
}

function sleepSeconds(seconds) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, seconds * 1000);
}

// The lines of standard input as they come (the console runs each before reading on). A last
// line without "\n" is refused: 2.5.4 runs it, 2.8.3 drops it (arangod/RestServer/ConsoleThread.cpp
// of each, the end of input reported with the line), and which a version does is not known here.
function* inputLines() {
  const buffer = Buffer.alloc(65536);
  let pending = "";
  for (;;) {
    let read;
    try {
      read = fs.readSync(0, buffer, 0, buffer.length, null);
    } catch (error) {
      if (error.code !== "EAGAIN") {
        throw error;
      }
      sleepSeconds(0.01);
      continue;
    }
    if (read === 0) {
      break;
    }
    pending += buffer.toString("utf8", 0, read);
    const lines = pending.split("\n");
    pending = lines.pop();
    yield* lines;
  }
  if (pending !== "") {
    throw new Error("the console's last line has no newline (not emulated: 2.5.4 runs such a line, 2.8.3 drops it): " +
      pending);
  }
}

// A staged fault of server mode on the count-th POST /_admin/execute: "hang" leaves the call
// unanswered; die-mid-run kills the process before the call runs.
function callFault(fault, count) {
  if (fault === null || fault.afterCalls !== count) {
    return null;
  }
  if (fault.kind === "die-mid-run") {
    logLine("INFO", "staged fault: dying on call " + count);
    process.kill(process.pid, "SIGKILL");
  }
  if (fault.kind === "hang") {
    logLine("INFO", "staged fault: call " + count + " is never answered");
    return "hang";
  }
  return null;
}

// What a server of 2.8 or later would load from a node_modules folder above its startup
// directory instead of its own packages ({ folder, packages }), or null: a real 2.8.3 unpacked
// below the project's node_modules took its semver and did not start (arangod/module-lookup.js).
function shadowedStartup(profile, startup) {
  if (startup === undefined || !walksUpForModules(profile.major, profile.minor)) {
    return null;
  }
  return shadowingFolder(startup);
}

function main(argv) {
  let settingsFile = null;
  if (argv[0] === "--standin.settings") {
    settingsFile = argv[1];
    argv = argv.slice(2);
  }
  const settings = readSettings(settingsFile);
  const profile = getProfile(settings.profile);
  if (profile.host !== "arangod") {
    return fatal("profile " + profile.name + " is not an arangod with server-side JavaScript");
  }
  const parsed = parseCommandLine(argv, profile.major);
  if (parsed.version) {
    process.stdout.write(versionText(profile));
    return 0;
  }
  const options = parsed.options;
  if (options["log.level"] !== undefined) {
    const level = LOG_LEVELS.indexOf(String(options["log.level"]).toLowerCase());
    if (level < 0) {
      fatal("log level '" + options["log.level"] + "' is not emulated by the stand-in (it knows " + LOG_LEVELS.join(", ") + ")");
    }
    shownLevels = level;
  }
  if (options.configuration !== undefined && options.configuration !== "none") {
    fatal("reading a configuration file is not emulated by the stand-in (give -c none)");
  }
  const databaseDirectory = options["database.directory"] || parsed.positional[0];
  if (databaseDirectory === undefined) {
    fatal("no database path has been supplied, giving up");
  }
  if (!fs.existsSync(databaseDirectory) || !fs.statSync(databaseDirectory).isDirectory()) {
    fatal("database path '" + databaseDirectory + "' is not a directory");
  }
  const lockFile = path.join(databaseDirectory, "LOCK");
  if (fs.existsSync(lockFile)) {
    const holder = Number(fs.readFileSync(lockFile, "utf8"));
    if (holder > 0 && holdsLock(holder)) {
      fatal("database is locked, please check the lock file '" + lockFile + "'");
    }
  }
  const appPath = options["javascript.app-path"];
  if (appPath !== undefined && !fs.existsSync(appPath)) {
    fatal("specified --javascript.app-path directory '" + appPath + "' does not exist");
  }
  const shadowing = shadowedStartup(profile, options["javascript.startup-directory"]);
  if (shadowing !== null) {
    logLine("ERROR", "JavaScript exception in file '" + path.join(shadowing.folder, shadowing.packages[0]) + "': the " +
      "stand-in loads no package from outside its own js/ (arangod " + profile.version + " found this one before its " +
      "own js/node/node_modules/" + shadowing.packages[0] + ")");
    fatal("error during execution of JavaScript file 'server/initialize.js'");
  }
  const endpoint = options["server.endpoint"];
  if (endpoint !== undefined && !/^(unix:\/\/\/.+|tcp:\/\/127\.0\.0\.1:[0-9]+)$/.test(endpoint)) {
    fatal("invalid endpoint '" + endpoint + "' (the stand-in takes unix:///path or tcp://127.0.0.1:port)");
  }
  const script = options["javascript.script"];
  const serverMode = script === undefined && options.console === undefined;
  if (script !== undefined && options.console !== undefined) {
    fatal("the stand-in executable runs script mode (--javascript.script FILE), the console (--console) or server " +
      "mode (neither), one of them");
  }
  if (options.console && profile.major !== 2) {
    fatal("the console of " + profile.version + " is not emulated (the stand-in's console follows 2.5.4 and 2.8.3)");
  }
  if (serverMode && (endpoint === undefined || !endpoint.startsWith("unix://"))) {
    fatal("the stand-in's server mode serves a unix socket only (--server.endpoint unix:///path)");
  }
  if (serverMode && (options["javascript.v8-contexts"] !== "1" ||
      !["1", undefined].includes(options["javascript.v8-contexts-minimum"]))) {
    fatal("the stand-in's server mode has one JavaScript context: give --javascript.v8-contexts 1");
  }
  if (settings.ignoreSigterm) {
    // a listener replaces the default action (ending the process); a process busy in
    // synchronous work never even runs it
    process.on("SIGTERM", () => logLine("INFO", "SIGTERM ignored (stand-in setting ignoreSigterm)"));
  }
  fs.writeFileSync(lockFile, String(process.pid));
  const start = countStart(databaseDirectory);
  const fault = (settings.faults || []).find((each) => each.start === start) || null;
  logLine("INFO", "ArangoDB " + profile.version + " (the stand-in, profile " + profile.name + "), start " + start +
    " of " + path.resolve(databaseDirectory));
  if (fault !== null && fault.kind === "never-start") {
    fs.rmSync(lockFile, { force: true });
    return fatal("staged fault: this server does not start (start " + start + ")");
  }
  if (fault !== null && fault.kind === "hang" && !(serverMode && fault.afterCalls)) {
    for (;;) {
      sleepSeconds(3600);
    }
  }
  const own = processFactor(settings.processNoise, path.resolve(databaseDirectory) + "/" + start);
  if (settings.processNoise) {
    logLine("INFO", "stand-in process factor " + own.factor.toFixed(4) + (own.slow ? " (a slow episode)" : ""));
  }
  let lines = 0;
  const output = (text) => {
    process.stdout.write(text);
    lines += (text.match(/\n/g) || []).length;
    if (fault !== null && fault.afterCalls === undefined && lines >= (fault.afterLines || 1)) {
      if (fault.kind === "die-mid-run") {
        process.kill(process.pid, "SIGKILL");
      } else if (fault.kind === "pause" && !fault.paused) {
        fault.paused = true;
        sleepSeconds(fault.seconds || 1);
      }
    }
  };
  // loaded only now: a server that does not start should cost no more than a real one
  const { createArangod } = require("./arangod");
  const arangod = createArangod({ profile: profile.name, output, cwd: process.cwd(),
    followWallClock: serverMode || settings.wallClock === true,
    simulateTiming: settings.timing ? scaledTiming(settings.timing, own.factor) : undefined });
  let status;
  try {
    arangod.realm.onBuiltinReturn(openDatabaseFiles(arangod.server, databaseDirectory).commit);
    if (serverMode) {
      const { serve } = require("./arangod/server-mode");
      serve({ arangod, profile, options, log: logLine, socketPath: endpoint.slice("unix://".length),
        onCall: (count) => callFault(fault, count), release: () => fs.rmSync(lockFile, { force: true }) });
      return undefined;
    }
    status = options.console ? arangod.runConsole(inputLines())
      : arangod.runScript(script, options["javascript.script-parameter"] || []);
  } catch (error) {
    fs.rmSync(lockFile, { force: true });
    return fatal(error.message);
  }
  fs.rmSync(lockFile, { force: true });
  logLine("INFO", "ArangoDB has been shut down (exit status " + status + ")");
  return status;
}

const status = main(process.argv.slice(2));
// server mode returns nothing: the process serves until SIGTERM
if (status !== undefined) {
  process.exitCode = status;
}
