/*
 * Several results files as one side (lib/compare/inputs/run-group.js): each run's samples kept
 * apart, the side's value the geometric mean of the runs' medians, failures named by their run,
 * and the groups that cannot stand for one version refused. Runs in arangod and under the stand-in.
 */
var jsunity = require("jsunity");

function runGroupSuite() {
  var compareInput = shootout.require("./lib/compare/inputs/compare-input");
  var runGroup = shootout.require("./lib/compare/inputs/run-group");

  function run(name, rows, extra) {
    var file = { format: "aql-shootout/1", label: name, startedAt: extra && extra.startedAt,
      endedAt: extra && extra.endedAt !== undefined ? extra.endedAt : "2026-11-26T01:00:00.000Z",
      server: { host: "arangod script", version: extra && extra.version || "3.11.0", engine: "rocksdb", role: "single" },
      results: rows.map(function (row) {
        return { "case": row[0], documents: 1000, times: row[1], verified: row[2] === undefined ? true : row[2],
          error: null, mismatch: row[2] === false ? "row 3 differs" : null, digest: row[3] || "d-" + row[0],
          resultDigest: row[4] || "r-" + row[0] };
      }) };
    return compareInput.read(name, JSON.stringify(file));
  }

  function rowOf(side, name) {
    return side.entries.filter(function (entry) { return entry["case"] === name; })[0];
  }

  return {
    testEachRunKeepsItsSamples: function () {
      var group = runGroup.group("a1.json,a2.json", [
        run("a1.json", [["keep", [1, 2, 4]], ["unset", [1, 1, 1]]], { startedAt: "2026-11-26T00:00:00.000Z" }),
        run("a2.json", [["keep", [4, 8, 16]]], { startedAt: "2026-11-26T00:10:00.000Z" })]);
      assertEqual("a1.json,a2.json", group.name);
      assertEqual("a1.json,a2.json", group.label);
      var keep = rowOf(group, "keep");
      assertEqual([[1, 2, 4], [4, 8, 16]], keep.perRun);
      // the geometric mean of the medians 2 and 8
      assertTrue(Math.abs(keep.median - 4) < 1e-12, String(keep.median));
      assertEqual(6, keep.runs);
      assertEqual(1, keep.min);
      assertEqual(16, keep.max);
      // a row one run did not measure
      assertEqual([[1, 1, 1], null], rowOf(group, "unset").perRun);
      assertEqual([1795651200, 1795651800], group.serverRuns.map(function (one) { return one.startedAt; }));
      assertTrue(group.finished);
    },

    testOneRunIsTheSideItself: function () {
      var one = run("a1.json", [["keep", [1, 2, 3]]]);
      assertTrue(runGroup.group("a1.json", [one]) === one);
    },

    testFailuresAndDisagreementsAreNamedByTheirRun: function () {
      var group = runGroup.group("a1.json,a2.json", [
        run("a1.json", [["keep", [1, 2, 3]], ["unset", [1, 2, 3]]]),
        run("a2.json", [["keep", [1, 2, 3], false], ["unset", [1, 2, 3], true, null, "r-other"]])]);
      assertEqual("wrong result", rowOf(group, "keep").failed);
      assertEqual("a2.json: row 3 differs", rowOf(group, "keep").failure);
      assertEqual("wrong result", rowOf(group, "unset").failed);
      assertMatch(/^the runs returned different results \(result digests differ between a1\.json, a2\.json\)$/,
        rowOf(group, "unset").failure);
    },

    testUnfinishedRunsAreSaid: function () {
      var group = runGroup.group("a1.json,a2.json", [run("a1.json", [["keep", [1, 2, 3]]]),
        run("a2.json", [["keep", [1, 2, 3]]], { endedAt: null })]);
      assertFalse(group.finished);
      assertEqual(["a2.json"], group.unfinishedRuns);
    },

    testGroupsThatAreNotOneVersionAreRefused: function () {
      var refused = function (sides) {
        try {
          runGroup.group("g", sides);
        } catch (e) {
          assertTrue(e instanceof compareInput.InputError);
          return e.message;
        }
        return "accepted";
      };
      assertEqual("a2.json: ran on 3.12.0 (rocksdb, single), a1.json on 3.11.0 (rocksdb, single): the runs of one side " +
        "must be runs of one server version", refused([run("a1.json", [["keep", [1]]]),
        run("a2.json", [["keep", [1]]], { version: "3.12.0" })]));
      assertEqual("a2.json: keep 1k ran other AQL or bind parameters than in a1.json; the runs of one side must be " +
        "runs of the same suite", refused([run("a1.json", [["keep", [1]]]), run("a2.json", [["keep", [1], true, "other"]])]));
      var table = compareInput.read("t.txt", "test name | collection | runs | min (s) | max (s) | avg (s)\n" +
        "------------------------------------------------------------\nkeep | 1k | 1 | 0.1000 | 0.1000 | 0.1000\n");
      assertEqual("t.txt: a group of runs takes results files (with raw samples), not printed tables",
        refused([run("a1.json", [["keep", [1]]]), table]));
    }
  };
}

jsunity.run(runGroupSuite);
return jsunity.done();
