/*
 * An A/B run's results file read for its comparison (lib/compare/inputs/ab-file.js,
 * lib/compare/comparisons/ab-comparison.js): the two queries as two sides, their samples
 * paired into turns by time (a sample whose partner was lost left alone), and the verdict on
 * the turns, or on two groups of one run where the file does not say when its samples began.
 * Runs in arangod and under the stand-in.
 */
var jsunity = require("jsunity");

function abFileSuite() {
  var abFile = shootout.require("./lib/compare/inputs/ab-file");
  var abComparison = shootout.require("./lib/compare/comparisons/ab-comparison");

  // An A/B results file of one size: A's and B's samples with their starts.
  function abRecord(a, aStarts, b, bStarts) {
    var entry = function (name, times, starts) {
      return { suite: "workbench", "case": name, family: "workbench", size: "1k", documents: 1000, digest: name,
        times: times, warmupTimes: [], sampleStarts: starts, stats: [], plan: null, planError: null, indexMissing: false,
        skipped: null, stopped: { reason: "runs", turns: times.length }, badSamples: [], memory: [], resultCount: 1,
        resultDigest: "d", verified: null, mismatch: null, error: null };
    };
    return { format: "aql-shootout/1", label: "ab", startedAt: "2026-12-06T10:00:00.000Z",
      endedAt: "2026-12-06T10:01:00.000Z", server: { version: "3.11.0", host: "stand-in" },
      options: { order: "turns", runs: a.length }, results: [entry("query-a", a, aStarts), entry("query-b", b, bStarts)] };
  }

  // The turns of one size whose samples took these times and began at these starts.
  function turnsOf(a, aStarts, b, bStarts) {
    var record = abRecord(a, aStarts, b, bStarts);
    return abFile.turnsOfEntries(record.results[0], record.results[1]);
  }

  return {
    // An A/B run's file holds both queries, in whichever order; a JSON file that is no results
    // file, or holds one query only, is none.
    testWhatIsAnAbFile: function () {
      assertTrue(abFile.isAb({ results: [{ "case": "query-b" }, { "case": "query-a" }] }));
      assertFalse(abFile.isAb({ results: [{ "case": "query-b" }] }));
      assertFalse(abFile.isAb(null));
      assertFalse(abFile.isAb({ format: "aql-shootout-versus/1" }));
      assertFalse(abFile.isAb({ results: "query-a query-b" }));
    },

    // A turn's two samples follow each other at once; the gap that tells which of two pairings
    // is right runs from the end of one sample to the start of the next. A's slow sample and
    // B's right after it are a turn, though B's sample began nearer A's next.
    testTheGapRunsFromOneSamplesEndToTheNextsStart: function () {
      assertEqual([{ a: 0.5, b: 0.125 }], turnsOf([0.5, 0.125], [0, 0.75], [0.125], [0.5]));
      // B's sample as close to A's next: the earlier pairing is kept
      assertEqual([{ a: 0.25, b: 0.25 }], turnsOf([0.25, 0.5], [0, 0.5], [0.25], [0.25]));
    },

    // Two samples of one side in a row are no turn: of A A B B only A's second and B's first.
    testTwoSamplesOfOneSideAreNoTurn: function () {
      assertEqual([{ a: 0.5, b: 0.125 }], turnsOf([0.25, 0.5], [0, 0.25], [0.125, 0.375], [0.75, 0.875]));
    },

    // Without a start for every sample of both sides there are no turns.
    testEverySampleOfBothSidesNeedsItsStart: function () {
      assertEqual(null, turnsOf([0.25, 0.5], [0], [0.25, 0.5], [0.25, 0.75]));
      assertEqual(null, turnsOf([0.25], null, [0.25], [0.25]));
      assertEqual(null, turnsOf([0.25], [0], [0.25], null));
    },

    // A size only A measured has no turns; the sizes both measured have theirs.
    testASizeOfOneSideOnlyHasNoTurns: function () {
      var record = abRecord([0.25], [0], [0.5], [0.25]);
      var larger = JSON.parse(JSON.stringify(record.results[0]));
      larger.size = "2k";
      larger.documents = 2000;
      record.results.push(larger);
      var sides = abFile.sides(record, "ab.json");
      var turns = abFile.turns(sides.a, sides.b);
      assertEqual([sides.b.entries[0].key], Object.keys(turns));
      assertEqual([{ a: 0.25, b: 0.5 }], turns[sides.b.entries[0].key]);
    },

    testTheTurnsAreTheSamplesNextToEachOther: function () {
      // turns A B, B A, A B, B A; B's third sample lost: A's third is alone, though B's fourth
      // follows it (after a pause), since B's fourth and A's fourth follow each other at once
      var record = abRecord([0.1, 0.2, 0.3, 0.4], [0, 1.22, 2, 3.42], [0.11, 0.21, 0.41], [0.105, 1, 3]);
      assertTrue(abComparison.isAb(record));
      assertFalse(abComparison.isAb({ results: [{ "case": "query-a" }] }));
      var sides = abFile.sides(record, "ab.json");
      assertEqual(["ab.json, query-a", "ab.json, query-b"], [sides.a.name, sides.b.name]);
      var turns = abFile.turns(sides.a, sides.b);
      assertEqual([{ a: 0.1, b: 0.11 }, { a: 0.2, b: 0.21 }, { a: 0.4, b: 0.41 }], turns[sides.a.entries[0].key]);
      assertEqual(turns[sides.a.entries[0].key], abFile.turnsOfEntries(record.results[0], record.results[1]));
      // no starts: no turns
      var startless = abRecord([0.1], null, [0.1], null);
      assertEqual(null, abFile.turnsOfEntries(startless.results[0], startless.results[1]));
      var startlessSides = abFile.sides(startless, "old.json");
      assertEqual(null, abFile.turns(startlessSides.a, startlessSides.b));
    },

    // Judged on its turns, with no noise band unless one is asked for; a file without starts is
    // judged as two groups of one run.
    testTheVerdictIsTheTurns: function () {
      var a = [];
      var b = [];
      var starts = [];
      for (var i = 0; i < 40; i += 1) {
        a.push(0.01 * (1 + 0.05 * Math.sin(i)));
        b.push(a[i] * 1.03 * (1 + 0.002 * Math.cos(3 * i)));
        starts.push(i);
      }
      var record = abRecord(a, starts, b, starts.map(function (start) { return start + 0.5; }));
      var judged = abComparison.compareAb(record, "ab.json");
      var row = judged.comparison.rows[0];
      assertEqual(["turns", "slower", 0], [row.test, row.verdict, judged.comparison.settings.noise]);
      assertTrue(Math.abs(row.ratio - 1.03) < 0.002, String(row.ratio));
      assertEqual(40, row.turns.count);
      assertEqual(["ab.json, query-a", "ab.json, query-b"], judged.sides.map(function (side) { return side.name; }));
      assertEqual("within noise", abComparison.compareAb(record, "ab.json", { noise: 0.05 }).comparison.rows[0].verdict);
      var startless = JSON.parse(JSON.stringify(record));
      startless.results.forEach(function (entry) { delete entry.sampleStarts; });
      var grouped = abComparison.compareAb(startless, "old.json").comparison;
      assertEqual(["runs", "shared"], [grouped.rows[0].test, grouped.summary.runs.terms.kind]);
    }
  };
}

jsunity.run(abFileSuite);
return jsunity.done();
