"use strict";
// The real tier (npm run test:real): the project against real arangod servers.
//
//   node tests/real/run.js [--record] [--only VERSION] [--checks differential,jsunity,...]
//
// For every server tests/real/servers.js finds (ARANGOD=/path/to/arangod, or the archives of
// the folder ARANGOD_BUNDLES names), on fresh database folders:
// the checks of tests/real/checks.js, then the differential check of every query the
// recorded program sent against the stand-in under the profile of the server's version
// (tests/differential/). Prints one line per check and one table per version; exits 0 when
// every check passed and no difference is left that is not a known version boundary
// (tests/differential/known-differences.js).
// --record writes each server's recorded answers to tests/differential/real-answers/ (before
// comparing them), which plain npm test checks the stand-in against
// (tests/node/real-answers.test.js, real-tier-standin.test.js).
// Ctrl-C ends the servers still running (arangod-process.js stopAll) before it exits (130); a
// tier killed outright (SIGKILL) has its servers killed by the watchdog of tests/run-processes.js.
// Without any server it prints one line and exits 0: the tier is skipped, never failed.
// The work on each server is tier.js's, which npm test runs on the stand-in executable.

const os = require("os");
const { findServers } = require("./servers");
const { CHECKS, checkServer, reportServer } = require("./tier");
const { stopAll } = require("./arangod-process");
const { guardRun } = require("../run-processes");

function parseArguments(args) {
  const chosen = { record: false, only: null, checks: CHECKS };
  for (let i = 0; i < args.length; i += 1) {
    if (args[i] === "--record") {
      chosen.record = true;
    } else if (args[i] === "--only") {
      chosen.only = args[++i];
    } else if (args[i] === "--checks") {
      chosen.checks = String(args[++i]).split(",");
      const unknown = chosen.checks.filter((name) => CHECKS.indexOf(name) < 0);
      if (unknown.length > 0) {
        throw new Error("unknown check " + unknown.join(", ") + "; checks: " + CHECKS.join(", "));
      }
    } else {
      throw new Error("unknown option " + args[i] + "; usage: node tests/real/run.js [--record] [--only VERSION] " +
        "[--checks " + CHECKS.join(",") + "]");
    }
  }
  if (chosen.record && chosen.checks.indexOf("differential") < 0) {
    throw new Error("--record needs the differential check");
  }
  return chosen;
}

// As many servers at once as there are cores: each server runs its checks one after another.
async function checkAll(servers, chosen) {
  const outcomes = new Array(servers.length);
  let next = 0;
  await Promise.all(Array.from({ length: Math.max(1, Math.min(os.cpus().length, servers.length)) }, async () => {
    while (next < servers.length) {
      const index = next;
      next += 1;
      outcomes[index] = await checkServer(servers[index], chosen);
    }
  }));
  return outcomes;
}

async function main() {
  const chosen = parseArguments(process.argv.slice(2));
  const found = findServers(process.env);
  if (found.skipped !== null) {
    process.stdout.write(found.skipped + "\n");
    return;
  }
  const servers = found.servers.filter((server) => chosen.only === null || server.version === chosen.only);
  if (servers.length === 0) {
    throw new Error("no server of version " + chosen.only + " among " + found.servers.map((s) => s.version).join(", "));
  }
  // a real arangod does not watch for its parent's end: the watchdog kills it if this process is
  // killed in a way that leaves it no time to stop its servers
  guardRun();
  const started = Date.now();
  const outcomes = await checkAll(servers, chosen);
  let failed = 0;
  for (const outcome of outcomes) {
    const report = reportServer(outcome, { record: chosen.record });
    process.stdout.write(report.text);
    failed += report.failed;
  }
  process.stdout.write("\nreal tier: " + outcomes.length + " server(s), " + (failed === 0 ? "all passed" : failed + " failure(s)") +
    " in " + ((Date.now() - started) / 1000).toFixed(0) + " s\n");
  process.exitCode = failed === 0 ? 0 : 1;
}

// Ctrl-C (or SIGTERM, SIGHUP): the servers still running are ended, not left behind.
for (const name of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(name, () => {
    process.stderr.write("real tier: interrupted; ending the servers still running\n");
    stopAll().then(() => process.exit(130));
  });
}

main().catch((error) => {
  // a server named wrongly is said in one line (servers.js); anything else with its stack
  process.stderr.write((error && error.oneLine ? "real tier: " + error.message : error && error.stack || String(error)) + "\n");
  process.exitCode = 1;
});
