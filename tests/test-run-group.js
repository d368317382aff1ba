/*
 * Several results files as one side (lib/compare/inputs/run-group.js): each run's samples kept
 * apart, the side's value the geometric mean of the runs' medians, failures named by their run,
 * and the groups that cannot stand for one version refused. Runs in arangod and under the stand-in.
 */
var jsunity = require("jsunity");

function runGroupSuite() {
  var compareInput = shootout.require("./lib/compare/inputs/compare-input");
  var runGroup = shootout.require("./lib/compare/inputs/run-group");

  // rows: [case, times, verified, digest, resultDigest, extra fields]; a digest or result
  // digest given as null stays null (a file from before digests)
  function run(name, rows, extra) {
    var file = { format: "aql-shootout/1", label: extra && extra.label !== undefined ? extra.label : name,
      startedAt: extra && extra.startedAt,
      endedAt: extra && extra.endedAt !== undefined ? extra.endedAt : "2026-11-26T01:00:00.000Z",
      server: extra && extra.server !== undefined ? extra.server
        : { host: "arangod script", version: extra && extra.version || "3.11.0", engine: "rocksdb", role: "single" },
      results: rows.map(function (row) {
        var result = { "case": row[0], documents: 1000, times: row[1], verified: row[2] === undefined ? true : row[2],
          error: null, mismatch: row[2] === false ? "row 3 differs" : null,
          digest: row[3] === undefined ? "d-" + row[0] : row[3],
          resultDigest: row[4] === undefined ? "r-" + row[0] : row[4] };
        Object.keys(row[5] || {}).forEach(function (key) { result[key] = row[5][key]; });
        return result;
      }) };
    if (extra && extra.endedAt === "absent") {
      delete file.endedAt;
    }
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
      assertEqual(["results", "results", true], [group.kind, group.layout, group.hasSamples]);
      var keep = rowOf(group, "keep");
      assertEqual([[1, 2, 4], [4, 8, 16]], keep.perRun);
      // the geometric mean of the medians 2 and 8
      assertTrue(Math.abs(keep.median - 4) < 1e-12, String(keep.median));
      assertEqual(6, keep.runs);
      assertEqual(1, keep.min);
      assertEqual(16, keep.max);
      // a row one run did not measure
      assertEqual([[1, 1, 1], null], rowOf(group, "unset").perRun);
      assertEqual([1, 1, 1], rowOf(group, "unset").times);
      assertEqual([1, 2, 4, 4, 8, 16], rowOf(group, "keep").times);
      assertEqual([1795651200, 1795651800], group.serverRuns.map(function (one) { return one.startedAt; }));
      assertTrue(group.finished);
    },

    // A run whose row failed has no samples: the side's value comes from the runs that have
    // them, and a row no run measured has none.
    testRowsWithoutSamples: function () {
      var broken = { error: { message: "killed", errorNum: 1500 } };
      var group = runGroup.group("a1.json,a2.json", [run("a1.json", [["keep", [], true, undefined, undefined, broken],
        ["unset", [], true, undefined, undefined, broken]]), run("a2.json", [["keep", [2, 3, 4]],
        ["unset", [], true, undefined, undefined, broken]])]);
      assertTrue(Math.abs(rowOf(group, "keep").median - 3) < 1e-12, String(rowOf(group, "keep").median));
      assertEqual("error", rowOf(group, "keep").failed);
      assertEqual("a1.json: killed", rowOf(group, "keep").failure);
      assertNull(rowOf(group, "unset").median);
    },

    // What a run said about its samples stays with the file it came from.
    testBadSamplesAndWarningsNameTheirRun: function () {
      var group = runGroup.group("a1.json,a2.json", [
        run("a1.json", [["keep", [1, 1, 1, 1, 1, 1, 1, 1, 1, 5], true, undefined, undefined,
          { badSamples: [{ run: 3, seconds: 0 }] }]]),
        run("a2.json", [["keep", [1, 1, 1, 1, 1]]])]);
      var keep = rowOf(group, "keep");
      assertEqual([{ run: 3, seconds: 0, warmup: false, source: "badSamples", file: "a1.json" }], keep.badSamples);
      assertTrue(keep.unstable.length > 0);
      keep.unstable.forEach(function (warning) { assertMatch(/^a1\.json: /, warning); });
    },

    // Files from before digests, a run without its server, labels and endedAt missing: none
    // of it keeps runs from being grouped, and nothing is made up.
    testOlderFilesGroupWithNewer: function () {
      var group = runGroup.group("a1.json,a2.json", [
        run("a1.json", [["keep", [1, 2, 3], true, null, null]], { server: null, label: null, endedAt: "absent" }),
        run("a2.json", [["keep", [1, 2, 3], true, "d-keep", "r-keep"]], { label: null })]);
      assertFalse(rowOf(group, "keep").failed !== null);
      assertNull(group.label);
      // one run without endedAt: whether the group finished is not known
      assertNull(group.finished);
      // nor does a run without its server keep it from a group, first or later
      var later = runGroup.group("a2.json,a1.json", [run("a2.json", [["keep", [1, 2, 3]]]),
        run("a1.json", [["keep", [1, 2, 3]]], { server: null })]);
      assertEqual(2, later.serverRuns.length);
      // a failed run's result digest is no disagreement, and neither is one run without a digest
      var mixed = runGroup.group("a1.json,a2.json,a3.json", [run("a1.json", [["keep", [1, 2, 3]]]),
        run("a2.json", [["keep", [], false, undefined, "r-other"]]), run("a3.json", [["keep", [1, 2, 3], true, undefined, null]])]);
      assertEqual("a2.json: row 3 differs", rowOf(mixed, "keep").failure);
      var agreeing = runGroup.group("a1.json,a3.json", [run("a1.json", [["keep", [1, 2, 3]]]),
        run("a3.json", [["keep", [1, 2, 3], true, undefined, null]])]);
      assertNull(rowOf(agreeing, "keep").failed);
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
      assertEqual(false, group.finished);
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
