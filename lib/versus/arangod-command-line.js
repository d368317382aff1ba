"use strict";
// Node only (never loaded inside arangod; modern JavaScript): the command line of a real
// arangod, per version, for `node shootout.js versus` and for the real tier (tests/real/).
//
// What differs between the major versions (each from ArangoDB's own sources or docs):
// - turning authentication off: 2.x has --server.disable-authentication true (2.5.4
//   arangod/RestServer/ArangoServer.cpp); 3.0 renamed it --server.authentication false and
//   kept the old name mapped onto the new one, so that on 3.0-3.10
//   `--server.disable-authentication true` turned authentication ON, and 3.11 made the old
//   name a no-op (docs-hugo site/content/3.11/release-notes/version-3.11/
//   incompatible-changes-in-3-11.md, "Startup options");
// - logging to stdout: 2.x --log.file - (2.5.4 lib/ApplicationServer/ApplicationServer.cpp);
//   3.x --log.output - (3.0 lib/ApplicationFeatures/LoggerFeature.cpp, where log.file became
//   a hidden shortcut).
// Common to both: --database.directory, --server.endpoint, --javascript.app-path,
// --javascript.startup-directory, -c (--configuration; "none" reads no file),
// --javascript.script and --javascript.script-parameter (arangod-api.md §10). Also common:
// arangod reads every option value on its command line with "@@" standing for "@" and
// "@NAME@" for the environment variable NAME (nothing when unset), an "@" without another
// after it kept: 2.x lib/ProgramOptions/program-options.cpp, FillVariables (unchanged from
// v2.5.0 to v2.8.4); 3.x ProgramOptions::setValue through EnvironmentTranslator
// (lib/ProgramOptions/ProgramOptions.cpp and Translator.cpp, 3.0 to 3.12). So every version
// with script mode would turn a query's "@@collection" into "@collection": the values this
// module writes (paths, the script's parameters) have each "@" doubled, and arrive as given.
// 4.x (devel) has no server-side JavaScript, so neither script mode nor the console.
//
// Server mode (versus's duet design: the server stays up and is driven over its socket with
// POST /_admin/execute, docs/versus.md) needs, on top:
// - one JavaScript context, so that the run's state kept between requests is found again by
//   every request and no request meets a differently warmed context: --javascript.v8-contexts 1
//   (2.5.4 arangod/V8Server/ApplicationV8.cpp). From 3.2 the number of contexts floats between
//   --javascript.v8-contexts-minimum (new in 3.2: docs 3.8 release-notes-upgrading-changes32.md)
//   and --javascript.v8-contexts, and the garbage collector removes a context only above the
//   minimum and never the default one (docs 3.8 programs-arangod-javascript.md, "V8 contexts";
//   arangod/V8Server/V8DealerFeature.cpp, collectGarbage); a minimum above the maximum lowered
//   the minimum in early 3.x and raises the maximum in later ones (V8DealerFeature.cpp, start),
//   so both are set to 1, whatever a configuration file says: the one context lives as long as
//   the server;
// - db._useDatabase inside a request: arangod forbids it in REST actions unless
//   --server.allow-use-database true (2.5.4 arangod/V8Server/v8-vocbase.cpp JS_UseDatabase and
//   v8-actions.cpp; 3.x arangod/Actions/ActionFeature.cpp, used by RestAdminExecuteHandler.cpp);
//   the suite works in its own database;
// - from 3.2, POST /_admin/execute exists only with --javascript.allow-admin-execute true
//   (docs 3.8 release-notes-upgrading-changes32.md, "added command-line option
//   --javascript.allow-admin-execute"); 2.x, 3.0 and 3.1 always have it and know no such option.

const VERSION_PATTERN = /^(\d+)\.(\d+)\.(\d+)([-.+~][0-9A-Za-z.+~-]*)?$/;

// The oldest version the suite runs on (README: 2.5 to 3.12) and the first without scripts.
const OLDEST = { major: 2, minor: 5 };
const FIRST_WITHOUT_SCRIPTS = 4;

const PER_MAJOR = {
  2: { authenticationOff: ["--server.disable-authentication", "true"], logToStdout: ["--log.file", "-"] },
  3: { authenticationOff: ["--server.authentication", "false"], logToStdout: ["--log.output", "-"] }
};

// The options this module sets itself: giving them again as extra options would either be
// refused by arangod (a single-valued option given twice) or quietly change where the data
// goes. Both authentication names on every version: the other version's name is missing in
// 2.x and does the opposite of its name in 3.0-3.10.
const SET_HERE = ["database.directory", "server.endpoint", "javascript.app-path", "javascript.script",
  "javascript.script-parameter", "server.authentication", "server.disable-authentication", "console", "version"];
const SET_HERE_PER_MAJOR = { 2: ["log.file"], 3: ["log.output"] };
// What server mode sets besides (serverModeArguments).
const SET_IN_SERVER_MODE = ["javascript.v8-contexts", "javascript.v8-contexts-minimum", "server.allow-use-database",
  "javascript.allow-admin-execute"];
// 3.2 brought --javascript.allow-admin-execute and --javascript.v8-contexts-minimum
const FIRST_WITH_ALLOW_ADMIN_EXECUTE = { major: 3, minor: 2 };

class CommandLineError extends Error {}

// "2.6.0-alpha2" -> { text, major: 2, minor: 6, patch: 0 }, or null.
function parseVersion(text) {
  const match = VERSION_PATTERN.exec(String(text).trim());
  return match === null ? null
    : { text: String(text).trim(), major: Number(match[1]), minor: Number(match[2]), patch: Number(match[3]) };
}

// The parsed version, or a CommandLineError saying why the suite cannot run in it.
function scriptableVersion(text) {
  const version = parseVersion(text);
  if (version === null) {
    throw new CommandLineError("'" + text + "' is not an arangod version (expected e.g. 2.5.4 or 3.11.0)");
  }
  if (version.major < OLDEST.major || (version.major === OLDEST.major && version.minor < OLDEST.minor)) {
    throw new CommandLineError("arangod " + version.text + " is older than 2.5, the oldest version the suite runs on");
  }
  if (version.major >= FIRST_WITHOUT_SCRIPTS) {
    throw new CommandLineError("arangod " + version.text + " has no server-side JavaScript (no --javascript.script): " +
      "run the suite through arangosh against it instead (docs/running.md, \"Through arangosh\")");
  }
  return version;
}

// An extra server option as the user writes it, NAME or NAME=VALUE (javascript.startup-directory=/x/js,
// configuration=none), as arangod words: ["--NAME", "VALUE"] or ["--NAME"].
function extraOptionWords(text) {
  const written = String(text);
  const equals = written.indexOf("=");
  const name = (equals < 0 ? written : written.slice(0, equals)).replace(/^--/, "");
  if (!/^[a-z][a-z0-9-]*(\.[a-z0-9][a-z0-9-]*)*$/.test(name)) {
    throw new CommandLineError("server option '" + written + "' is not NAME or NAME=VALUE with an arangod option " +
      "name (e.g. javascript.startup-directory=/path/to/js, configuration=none)");
  }
  if (SET_HERE.includes(name)) {
    throw new CommandLineError("server option '" + name + "' is set by aql-shootout itself (" + SET_HERE.join(", ") +
      "); leave it out");
  }
  return equals < 0 ? ["--" + name] : ["--" + name, written.slice(equals + 1)];
}

// The options of one server process.
//   version            the arangod version ("2.6.0-alpha2"): picks the option names
//   databaseDirectory  its database directory (must exist: 2.x refuses a missing one)
//   endpoint           "unix:///path" or "tcp://127.0.0.1:PORT"
//   appPath            the Foxx app directory (must exist in 2.x)
//   startupDirectory   optional: the js/ folder of a build without a configuration file; then
//                      no configuration file is read either (-c none)
//   logLevel           optional (e.g. "warning")
//   extra              optional: further words, already as arangod words (as arangod reads
//                      them: an "@" in them is the user's to double)
function serverArguments(settings) {
  const version = scriptableVersion(settings.version);
  const words = [];
  if (settings.startupDirectory) {
    words.push("-c", "none");
  }
  words.push("--database.directory", optionValue(settings.databaseDirectory));
  if (settings.startupDirectory) {
    words.push("--javascript.startup-directory", optionValue(settings.startupDirectory));
  }
  words.push("--javascript.app-path", optionValue(settings.appPath), "--server.endpoint", optionValue(settings.endpoint));
  if (settings.logLevel) {
    words.push("--log.level", settings.logLevel);
  }
  const names = PER_MAJOR[version.major];
  for (const word of settings.extra || []) {
    if (SET_HERE_PER_MAJOR[version.major].includes(word.replace(/^--/, ""))) {
      throw new CommandLineError("server option '" + word.replace(/^--/, "") + "' is set by aql-shootout itself for " +
        "arangod " + version.text + " (the run's log is what the server prints); leave it out");
    }
  }
  return words.concat(names.authenticationOff, names.logToStdout, settings.extra || []);
}

// Server mode (no script: the server serves until it is stopped), for a server driven over
// its socket: the words above plus these. version: as for serverArguments; extra: the
// user's words, refused when they set one of these.
function serverModeArguments(versionText, extra) {
  const version = scriptableVersion(versionText);
  for (const word of extra || []) {
    const name = word.replace(/^--/, "");
    if (SET_IN_SERVER_MODE.includes(name)) {
      throw new CommandLineError("server option '" + name + "' is set by aql-shootout itself for a duet (" +
        SET_IN_SERVER_MODE.join(", ") + "); leave it out");
    }
  }
  const words = ["--javascript.v8-contexts", "1", "--server.allow-use-database", "true"];
  const from32 = version.major > FIRST_WITH_ALLOW_ADMIN_EXECUTE.major ||
    (version.major === FIRST_WITH_ALLOW_ADMIN_EXECUTE.major && version.minor >= FIRST_WITH_ALLOW_ADMIN_EXECUTE.minor);
  return from32 ? words.concat(["--javascript.v8-contexts-minimum", "1", "--javascript.allow-admin-execute", "true"])
    : words;
}

// A value as arangod must be given it to read it back unchanged (above: "@@" is one "@").
function optionValue(value) {
  return String(value).replace(/@/g, "@@");
}

// Script mode: the file runs, then its main(argv) decides the exit status (0, or 1).
function scriptArguments(script, parameters) {
  const words = ["--javascript.script", optionValue(script)];
  for (const parameter of parameters || []) {
    words.push("--javascript.script-parameter", optionValue(parameter));
  }
  return words;
}

// The emergency console, reading its commands from stdin.
function consoleArguments() {
  return ["--console"];
}

module.exports = { CommandLineError, parseVersion, scriptableVersion, extraOptionWords, serverArguments,
  serverModeArguments, scriptArguments, consoleArguments, SET_HERE };
