/*
 * The program the differential check runs inside a server, the same on a real arangod
 * (`arangod --javascript.script tests/differential/run-in-server.js
 *   --javascript.script-parameter STEPS.json`) and on the stand-in (its runScript): it loads
 * the suite without running it, puts the query tap on db (query-tap.js) and runs the steps of
 * STEPS.json one after another:
 *
 *   { "kind": "jsunity", "name": ..., "file": PATH }           a jsunity suite of tests/
 *   { "kind": "main", "name": ..., "words": [...] }              shootout's main(argv), as
 *                                                                 arangod --javascript.script does
 *   { "kind": "call", "name": ..., "method": M, "args": [...] }  shootout[M](args...)
 *
 * Before and after each step it prints a line "@@STEP <name>" and "@@END <name> <json>", so
 * the caller can cut what each step printed out of stdout. At the end it writes
 * { version, steps, entries } to the file STEPS.json names as "output" (entries: the tap's).
 * main returns 0 when every step ran (a failed test or case is a result, not an error of
 * this program), 1 when a step threw. ES5: it runs inside arangod 2.5.
 */
/* global shootout */
var globalObject = this;

// eslint-disable-next-line no-unused-vars -- arangod calls the global main after the script
function main(argv) {
  "use strict";
  var internal = require("internal");
  var fs = require("fs");
  var plan = JSON.parse(fs.read(argv[1]));

  globalObject.SHOOTOUT = { run: false };
  internal.load(fs.join(plan.root, "shootout.js"));
  var api = shootout;
  var db = internal.db;
  // plan.tap === false: run the steps without the tap (the jsunity suites outside the
  // differential check)
  var tap = plan.tap === false ? null : api.require("./tests/differential/query-tap").install(db);
  var steps = [];
  var threw = false;

  function runStep(step) {
    if (step.kind === "jsunity") {
      // 2.5-2.7 return the done() object; 2.8+ only with a true second argument (v2.5.0 and v2.8.0
      // js/common/modules/jsunity.js).
      var outcome = require("jsunity").runTest(step.file, true);
      return { total: Number(outcome.total) || 0, failed: Number(outcome.failed) || 0 };
    }
    if (step.kind === "main") {
      return { status: api.main(["shootout.js"].concat(step.words)) };
    }
    if (step.kind === "call") {
      var value = api[step.method].apply(api, step.args || []);
      return { value: value === undefined ? null : JSON.parse(JSON.stringify(value)) };
    }
    throw new Error("unknown step kind " + step.kind);
  }

  plan.steps.forEach(function (step) {
    internal.print("@@STEP " + step.name);
    if (tap !== null) {
      tap.label(step.name);
    }
    var started = internal.time();
    var outcome;
    try {
      outcome = runStep(step);
    } catch (e) {
      threw = true;
      outcome = { threw: String(e && e.stack ? e.stack : e) };
    }
    // back to _system whatever the step left behind, so the next starts where arangod starts
    db._useDatabase("_system");
    outcome.name = step.name;
    outcome.seconds = internal.time() - started;
    steps.push(outcome);
    internal.print("@@END " + step.name + " " + JSON.stringify(outcome));
  });
  if (tap !== null) {
    tap.remove();
  }
  fs.write(plan.output, JSON.stringify({ version: db._version(), steps: steps, entries: tap === null ? [] : tap.entries }));
  return threw ? 1 : 0;
}
