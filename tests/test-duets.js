/*
 * Duets in a comparison: runs of two sides that took every sample in turn are found from the
 * times of the files alone (lib/compare/inputs/duets.js) and judged as process pairs
 * (verdict/paired-model.js); runs that only look like a duet are judged as runs, and the notes
 * say why. Runs in arangod and under the stand-in.
 */
var jsunity = require("jsunity");

function duetsSuite() {
  var compareInput = shootout.require("./lib/compare/inputs/compare-input");
  var runGroup = shootout.require("./lib/compare/inputs/run-group");
  var duets = shootout.require("./lib/compare/inputs/duets");
  var compare = shootout.require("./lib/compare/comparisons/compare");
  var advice = shootout.require("./lib/compare/verdict/advice");
  var report = shootout.require("./lib/compare/reports/compare-report");
  var compareHtml = shootout.require("./lib/compare/reports/compare-html");

  var START = "2026-11-27T10:00:00.000Z";
  var CASES = ["collect-number", "filter-number", "join-key", "sort-number", "subquery"];

  // A results file: rows { case: [[times], [starts]] }.
  function file(name, startedAt, rows, label) {
    return compareInput.read(name, JSON.stringify({ format: "aql-shootout/1", label: label || null, startedAt: startedAt,
      endedAt: "2026-11-27T11:00:00.000Z", server: { host: "arangod", version: "2.6.0-alpha2", engine: "mmfiles", role: "single" },
      results: Object.keys(rows).map(function (name) {
        return { "case": name, documents: 10000, times: rows[name][0], sampleStarts: rows[name][1], verified: true,
          error: null, mismatch: null, digest: "d-" + name, resultDigest: "r-" + name };
      }) }));
  }

  // Pair k of a duet: every round, each row on A and at once on B (B first in odd rounds);
  // ratio(name, k, i): B's time over A's for sample i; the machine makes round i slower on both.
  // skip: a row neither file holds; lost: a round whose samples B's file lacks (its time passed).
  function pair(k, rounds, ratio, shift, skip, lost) {
    var a = {};
    var b = {};
    var clock = 0.5;
    var machine = [1, 1.6, 0.9, 1.3, 1.1, 2.2, 1, 0.8];
    CASES.forEach(function (name) { a[name] = [[], []]; b[name] = [[], []]; });
    for (var i = 0; i < rounds; i += 1) {
      CASES.forEach(function (name, j) {
        var timeA = 0.01 * (j + 1) * machine[(i + j + k) % machine.length];
        var timeB = timeA * ratio(name, k, i);
        var first = i % 2 === 0 ? [a, timeA, b, timeB] : [b, timeB, a, timeA];
        first[0][name][0].push(first[1]);
        first[0][name][1].push(clock);
        clock += first[1] + 0.001 + (shift || 0);
        first[2][name][0].push(first[3]);
        first[2][name][1].push(clock);
        clock += first[3] + 0.2;
      });
    }
    var started = new Date(Date.parse(START) + k * 600000).toISOString();
    // a row the pair's files lack: its samples were taken, but neither file holds them
    delete a[skip];
    delete b[skip];
    if (lost !== undefined) {
      CASES.forEach(function (name) {
        b[name][0].splice(lost, 1);
        b[name][1].splice(lost, 1);
      });
    }
    return { a: file("a-" + k + ".json", started, a, "a-" + k), b: file("b-" + k + ".json", started, b, "b-" + k) };
  }

  function sides(pairs) {
    return {
      a: runGroup.group("a", pairs.map(function (one) { return one.a; })),
      b: runGroup.group("b", pairs.map(function (one) { return one.b; }))
    };
  }

  // B as fast as A but for join-key, 20 % slower, with a little noise per sample
  function jitter(name, k, i) {
    return (name === "join-key" ? 1.2 : 1) * (1 + 0.01 * (((i * 7 + k * 3 + name.length) % 5) - 2));
  }

  return {
    // Three pairs that took turns: every run has its partner, every sample its turn.
    testADuetIsFoundFromItsTimes: function () {
      var duet = sides([pair(1, 4, jitter), pair(2, 4, jitter), pair(3, 4, jitter)]);
      var turns = duets.recognise(duet.a, duet.b);
      assertEqual([{ a: 0, b: 0 }, { a: 1, b: 1 }, { a: 2, b: 2 }], turns.pairs);
      var join = turns.rows[duet.a.entries[2].key];
      assertEqual(3, join.length);
      assertEqual(4, join[0].a.length);
      // sample i of A beside sample i of B, whichever ran first
      join.forEach(function (one, k) {
        one.a.forEach(function (time, i) {
          assertTrue(Math.abs(one.b[i] / time - jitter("join-key", k + 1, i)) < 1e-9, "pair " + k + " sample " + i);
        });
      });
    },

    // Judged as pairs: the row's B/A is the ratio of neighbouring samples (the machine's slow
    // rounds cancel), the changed row is found, the others are not, and the notes say how.
    testADuetIsJudgedAsPairs: function () {
      var duet = sides([pair(1, 4, jitter), pair(2, 4, jitter), pair(3, 4, jitter)]);
      var comparison = compare.compare(duet.a, duet.b);
      comparison.rows.forEach(function (row) {
        assertEqual("pairs", row.test, row["case"]);
      });
      var join = comparison.rows.filter(function (row) { return row["case"] === "join-key"; })[0];
      assertEqual("slower", join.verdict);
      assertTrue(Math.abs(join.ratio - 1.2) < 0.01, String(join.ratio));
      assertEqual(["~", "~", "slower", "~", "~"], comparison.rows.map(function (row) { return row.verdict; }));
      assertEqual("duet", comparison.summary.runs.shift.design);
      var notes = comparison.summary.notes;
      assertEqual("A and B took their samples in turn: 3 process pair(s) of two live servers, each sample of a row " +
        "timed on both back to back; judged as pairs", notes[0]);
      // join-key's 20 % is a fifth of the rows: B as a whole ×1.2^(1/5), a shift every row shares
      assertMatch(/^B as a whole: ×1\.037 of A \(95 % interval ×1\.0\d\d to ×1\.0\d\d\), a shift every row shares: .*; measured under the load the machine had while they ran: for the B\/A of a quiet machine, run them on a quiet machine$/,
        notes[1]);
      assertTrue(notes.indexOf(advice.RUNS_ADVICE) < 0, "three pairs need no advice");
    },

    // The words under a duet: B as a whole twice as fast, collect-number slower than A in every
    // pair, against B as a whole, sort-number's B/A moving from pair to pair. The verdict says
    // what it was tested against (never "with" a whole that went the other way), the instability
    // comes from the pairs' ratios (not each side's spread, which the machine moved on both), the
    // paired B/A is said to be paired, and the notes speak of pairs.
    testTheWordsOfADuetMatchItsNumbers: function () {
      var ratio = function (name, k, i) {
        var base = name === "collect-number" ? 1.15 : (name === "sort-number" ? [0.5, 0.75, 0.4][k - 1] : 0.5);
        return base * (1 + 0.005 * (((i * 7 + k * 3 + name.length) % 5) - 2));
      };
      var duet = sides([pair(1, 4, ratio), pair(2, 4, ratio), pair(3, 4, ratio)]);
      var comparison = compare.compare(duet.a, duet.b);
      var byCase = {};
      comparison.rows.forEach(function (row) { byCase[row["case"]] = row; });
      assertTrue(comparison.summary.runs.shift.significant);
      assertEqual(["slower", "against"], [byCase["collect-number"].verdict, byCase["collect-number"].claim]);
      // each tested its whole B/A against 1, whose interval is then the verdict's
      assertEqual(["ratio", "ratio"], [byCase["collect-number"].tested, byCase["filter-number"].tested]);
      assertTrue(byCase["collect-number"].interval.low > 1);
      var text = report.render("text", comparison);
      var line = function (name) { return text.split("\n").filter(function (each) { return each.indexOf(name + " ") === 0; })[0]; };
      assertMatch(/ 1\.15\d .* slower \(against B\)$/, line("collect-number"));
      assertTrue(!/with run|against run/.test(text), "a duet's words are of pairs");
      assertMatch(/ faster \(with B\)$/, line("filter-number"));
      assertTrue(text.indexOf("\ncollect-number 10k (slower): its whole B/A (×" + byCase["collect-number"].ratio.toFixed(3) +
        ") tested against 1: it went the other way " +
        "from the rest of the rows (×0.500)\n") >= 0, text);
      assertTrue(text.indexOf("\nB/A is paired: the ratio of samples taken back to back (per process pair the median over " +
        "its rounds, then the mean over the pairs), which the verdict judges; A and B are each side's own times") >= 0);
      // the machine slowed whole rounds on both sides (each side's spread 25 % and more), but only
      // sort-number's B/A moved from pair to pair
      assertTrue(byCase["filter-number"].unstable !== null, "each side's own warnings stay in the rows (json, csv)");
      assertTrue(text.indexOf("\nunstable rows (their B/A moved from one process pair to the next by more than 10 %; a " +
        "difference may be noise):\n  sort-number 10k: ×/÷ 1.38 over 3 pairs\n") >= 0, text);
      // its pairs' B/A 0.5, 0.75, 0.4 (and a little jitter): an sd of log of 0.32
      assertTrue(Math.abs(byCase["sort-number"].pairSpread.sd - 0.3186) < 0.005, String(byCase["sort-number"].pairSpread.sd));
      assertEqual(3, byCase["sort-number"].pairSpread.pairs);
      assertEqual(1, text.split("\n").filter(function (each) { return /^ {2}\S+ 10k: ×\/÷/.test(each); }).length);
      assertMatch(/a row marked \(with B\) moved as B as a whole did, one marked \(against B\) the other way/,
        comparison.summary.notes[1]);
    },

    // The same files, each run compared with a run it did not take turns with: runs of today's
    // kind, no note about pairs.
    testRunsThatStartedApartAreRuns: function () {
      var one = pair(1, 4, jitter);
      var other = pair(2, 4, jitter);
      assertEqual(null, duets.recognise(one.a, other.b));
      var comparison = compare.compare(one.a, other.b);
      assertEqual("runs", comparison.rows[0].test);
      assertEqual("server runs: A 1, B 1, one run a side", comparison.summary.notes[0]);
    },

    // Two runs started together that ran at the same time without taking turns: B's samples
    // start while A's still run. Judged as runs, and the note says why.
    testRunsAtTheSameTimeWithoutTurnsAreNotADuet: function () {
      var a = {};
      var b = {};
      CASES.forEach(function (name, j) {
        a[name] = [[0.1, 0.1, 0.1], [j, j + 10, j + 20]];
        b[name] = [[0.1, 0.1, 0.1], [j + 0.05, j + 10.05, j + 20.05]];
      });
      var turns = duets.recognise(file("a.json", START, a), file("b.json", START, b));
      assertEqual(null, turns.pairs);
      assertEqual("the runs started in pairs, but only 0 of their 30 samples were taken back to back with a sample of " +
        "the other side (15 began while one of the other side ran)", turns.why);
      var comparison = compare.compare(file("a.json", START, a), file("b.json", START, b));
      assertEqual("not judged as pairs (" + turns.why + "): judged as server runs", comparison.summary.notes[0]);
      assertEqual("runs", comparison.rows[0].test);
    },

    // A partner that starts after the slack, or before its first sample ended, is no turn;
    // both edges belong to the turn.
    testTheEdgesOfATurn: function () {
      function oneRow(start) {
        return duets.recognise(file("a.json", START, { "keep": [[0.5], [1]] }),
          file("b.json", START, { "keep": [[0.5], [start]] }));
      }
      assertEqual([{ a: 0, b: 0 }], oneRow(1.501).pairs);
      assertEqual([{ a: 0, b: 0 }], oneRow(1.5 + duets.TURN_SLACK_SECONDS).pairs);
      assertEqual(null, oneRow(1.5 + duets.TURN_SLACK_SECONDS + 0.01).pairs);
      // B began 0.1 s before A's sample ended: the two ran at once
      assertEqual(null, oneRow(1.4).pairs);
      // the two clocks may disagree by a few milliseconds
      assertEqual([{ a: 0, b: 0 }], oneRow(1.5 - duets.CLOCK_TOLERANCE_SECONDS).pairs);
      assertEqual(null, oneRow(1.5 - 2 * duets.CLOCK_TOLERANCE_SECONDS).pairs);
    },

    // The partner of a turn begins right after the first sample ended: the real duets show
    // milliseconds, at most 0.27 s on an overloaded machine. Samples of two other pairs given one
    // start fall within a second of each other easily (a few rows, a quick round); within the
    // slack, and apart as they are, they are no duet.
    testThePartnerBeginsRightAfter: function () {
      assertEqual(0.3, duets.TURN_SLACK_SECONDS);
      var starts = [1, 3, 5, 7];
      function after(gap) {
        return duets.recognise(file("a.json", START, { "keep": [[0.1, 0.1, 0.1, 0.1], starts] }),
          file("b.json", START, { "keep": [[0.1, 0.1, 0.1, 0.1], starts.map(function (start) { return start + 0.1 + gap; })] }));
      }
      assertEqual([{ a: 0, b: 0 }], after(0.002).pairs);
      assertEqual([{ a: 0, b: 0 }], after(0.25).pairs);
      assertEqual(null, after(0.4).pairs);
    },

    // A sample that began while one of the other side ran took no turn, whichever rows: each
    // row's samples may look back to back while the two servers sampled at once.
    testSamplesAtOnceAcrossRowsAreNoTurns: function () {
      // row x: a 1.00–1.10, b 1.101–1.20; row y: a 1.15–1.25 (while b's x ran), b 1.251
      var a = file("a.json", START, { "keep": [[0.1], [1]], "unset": [[0.1], [1.15]] });
      var b = file("b.json", START, { "keep": [[0.099], [1.101]], "unset": [[0.1], [1.251]] });
      assertEqual("the runs started in pairs, but only 3 of their 4 samples were taken back to back with a sample of " +
        "the other side (1 began while one of the other side ran)", duets.recognise(a, b).why);
      // the same a second later: no overlap, a duet
      var apart = file("a.json", START, { "keep": [[0.1], [1]], "unset": [[0.1], [2.15]] });
      var partner = file("b.json", START, { "keep": [[0.099], [1.101]], "unset": [[0.1], [2.251]] });
      assertEqual([{ a: 0, b: 0 }], duets.recognise(apart, partner).pairs);
    },

    // Two samples of one side back to back are no turn: runs that took all of a row's samples
    // on one side, then all on the other, started together but never took turns.
    testSamplesOfOneSideBackToBackAreNoTurn: function () {
      var a = file("a.json", START, { "keep": [[0.1, 0.1, 0.1, 0.1], [1, 1.101, 1.202, 1.303]] });
      var b = file("b.json", START, { "keep": [[0.1, 0.1, 0.1, 0.1], [10, 10.101, 10.202, 10.303]] });
      assertEqual("the runs started in pairs, but only 0 of their 8 samples were taken back to back with a sample of " +
        "the other side", duets.recognise(a, b).why);
    },

    // The last sample alone (its partner spoilt) leaves the turns before it as they were.
    testTheLastSampleAlone: function () {
      var starts = [1, 3, 5, 7, 9, 11, 13, 15, 17, 19];
      var a = file("a.json", START, { "keep": [starts.map(function () { return 0.5; }), starts] });
      var b = file("b.json", START, { "keep": [starts.slice(0, 9).map(function () { return 0.6; }),
        starts.slice(0, 9).map(function (start) { return start + 0.502; })] });
      var keep = duets.recognise(a, b).rows[a.entries[0].key][0];
      assertEqual(9, keep.a.length);
      assertEqual(0.6, keep.b[8]);
    },

    // Nine samples in turns for each one alone is the least a duet needs: 18 in turns and 2
    // alone are a duet, 16 and 2 are not.
    testNineInTurnsForEachAlone: function () {
      function withTurns(count) {
        var startsA = [];
        var startsB = [];
        for (var i = 0; i < count; i += 1) {
          startsA.push(1 + 2 * i);
          startsB.push(1.502 + 2 * i);
        }
        // two samples alone: one of A at the end, one of B long after
        startsA.push(1 + 2 * count);
        startsB.push(100);
        return duets.recognise(file("a.json", START, { "keep": [startsA.map(function () { return 0.5; }), startsA] }),
          file("b.json", START, { "keep": [startsB.map(function () { return 0.5; }), startsB] }));
      }
      assertEqual(9, duets.IN_TURNS_PER_ALONE);
      assertEqual([{ a: 0, b: 0 }], withTurns(9).pairs);
      assertEqual("the runs started in pairs, but only 16 of their 18 samples were taken back to back with a sample of " +
        "the other side", withTurns(8).why);
    },

    // Runs that started more than a millisecond apart are no pair (two quick runs one after the
    // other are a few tenths of a second apart); a millisecond apart they are. A run pairs with
    // the closest run of the other side, each run once; a run without a start with none.
    testStartedTogetherMeansTheSameMillisecond: function () {
      var rows = { "keep": [[0.5], [1]] };
      var later = { "keep": [[0.5], [1.501]] };
      assertEqual(1, duets.SAME_START_MILLISECONDS);
      // the one rule, which the load on record pairs its runs by too (test-load-summary.js)
      assertTrue(duets.startedTogether(1764316410.001, 1764316410.002));
      assertFalse(duets.startedTogether(1764316410.001, 1764316410.003));
      assertFalse(duets.startedTogether(null, null));
      // a millisecond apart as the files hold it, whatever the seconds since 1970 make of it in
      // floating point (…30.001 and …30.002 are 0.0010001659 s apart there)
      assertEqual([{ a: 0, b: 0 }], duets.recognise(file("a.json", "2026-11-28T07:53:30.001Z", rows),
        file("b.json", "2026-11-28T07:53:30.002Z", later)).pairs);
      assertEqual(null, duets.recognise(file("a.json", START, rows), file("b.json", "2026-11-27T10:00:00.002Z", later)));
      assertEqual(null, duets.recognise(file("a.json", START, rows), file("b.json", "2026-11-27T10:00:00.300Z", later)));
      assertEqual([{ a: 0, b: 0 }], duets.recognise(file("a.json", START, rows),
        file("b.json", "2026-11-27T10:00:00.001Z", later)).pairs);
      function at(name, startedAt) {
        return file(name, startedAt, { "keep": [[0.5], [name.charAt(0) === "a" ? 1 : 1.501]] });
      }
      // b-1 is within a millisecond of a-1 and listed first, but b-2 started with a-1 exactly:
      // a-1 takes b-2, and a-2 (a millisecond later) the rest
      var turns = duets.recognise(runGroup.group("a", [at("a-1", START), at("a-2", "2026-11-27T10:00:00.001Z")]),
        runGroup.group("b", [at("b-1", "2026-11-27T10:00:00.001Z"), at("b-2", START)]));
      assertEqual([{ a: 0, b: 1 }, { a: 1, b: 0 }], turns.pairs);
      // of two as close, the first listed
      turns = duets.recognise(runGroup.group("a", [at("a-1", START), at("a-2", START)]),
        runGroup.group("b", [at("b-1", START), at("b-2", START)]));
      assertEqual([{ a: 0, b: 0 }, { a: 1, b: 1 }], turns.pairs);
      // each run once: two runs of A started with one run of B leave one without a partner
      turns = duets.recognise(runGroup.group("a", [at("a-1", START), at("a-2", START)]),
        runGroup.group("b", [at("b-1", START), at("b-2", "2026-11-27T10:10:00.000Z")]));
      assertEqual(null, turns.pairs);
      // without a start: no partner, even for a run at the very start of the clock
      assertEqual(null, duets.recognise(at("a-1"), at("b-1", "1970-01-01T00:00:00.000Z")));
      assertEqual(null, duets.recognise(at("a-1", "1970-01-01T00:00:00.000Z"), at("b-1")));
      assertEqual(null, duets.recognise(at("a-1"), at("b-1")));
    },

    // Printed tables have no samples to pair; a row only A has is not asked of B.
    testTablesAndRowsOfOneSide: function () {
      var table = compareInput.read("t.txt", "test name | collection | runs | min (s) | max (s) | avg (s)\n" +
        "----------------------------------------------------------------\n" +
        "collect-number | 10k | 5 | 0.1000 | 0.2000 | 0.1500\n");
      var run = pair(1, 3, jitter);
      assertEqual(null, duets.recognise(table, run.b));
      assertEqual(null, duets.recognise(run.a, table));
      var onlyA = file("a-1.json", "2026-11-27T10:10:00.000Z", { "keep": [[0.5], [1]], "unset": [[0.5], [3]] }, "a-1");
      var withB = file("b-1.json", "2026-11-27T10:10:00.000Z", { "keep": [[0.5], [1.501]] }, "b-1");
      var turns = duets.recognise(onlyA, withB);
      assertEqual([onlyA.entries[0].key], Object.keys(turns.rows));
    },

    // A row whose samples took no turns in a pair has nothing there (null), while the pair's
    // other rows, nine in ten of all samples, make the duet.
    testARowWithoutTurnsInAPair: function () {
      var rows = {};
      var rowsB = {};
      for (var r = 0; r < 10; r += 1) {
        rows["row" + r] = [[0.5, 0.5], [r * 10 + 1, r * 10 + 5]];
        rowsB["row" + r] = [[0.5, 0.5], [r * 10 + 1.502, r * 10 + 5.502]];
      }
      rowsB.row9 = [[0.5, 0.5], [97, 99]];
      var a = file("a.json", START, rows);
      var turns = duets.recognise(a, file("b.json", START, rowsB));
      assertEqual([null], turns.rows[a.entries[9].key]);
      assertEqual([{ a: [0.5, 0.5], b: [0.5, 0.5] }], turns.rows[a.entries[0].key]);
    },

    // A duet needs every run in a pair: a third run of B alone makes it runs, and says so.
    testEveryRunNeedsItsPartner: function () {
      var one = pair(1, 3, jitter);
      var two = pair(2, 3, jitter);
      var extra = pair(3, 3, jitter).b;
      var turns = duets.recognise(runGroup.group("a", [one.a, two.a]), runGroup.group("b", [one.b, two.b, extra]));
      assertEqual(null, turns.pairs);
      assertEqual("2 of the 2 + 3 runs started beside a run of the other side; a duet needs every run in a pair", turns.why);
      var extraA = pair(3, 3, jitter).a;
      turns = duets.recognise(runGroup.group("a", [one.a, two.a, extraA]), runGroup.group("b", [one.b, two.b]));
      assertEqual("2 of the 3 + 2 runs started beside a run of the other side; a duet needs every run in a pair", turns.why);
    },

    // A row one pair lacks (a server could not time it, the row is not in that pair's files):
    // the rest stays a duet, and the row has its other pairs.
    testARowMissingFromAPairKeepsTheDuet: function () {
      var duet = sides([pair(1, 4, jitter), pair(2, 4, jitter, 0, "join-key"), pair(3, 4, jitter)]);
      var turns = duets.recognise(duet.a, duet.b);
      assertEqual([{ a: 0, b: 0 }, { a: 1, b: 1 }, { a: 2, b: 2 }], turns.pairs);
      var join = turns.rows[duet.a.entries[2].key];
      assertEqual(null, join[1]);
      assertEqual(4, join[0].a.length);
      var comparison = compare.compare(duet.a, duet.b);
      comparison.rows.forEach(function (row) { assertEqual("pairs", row.test, row["case"]); });
      assertEqual(["~", "~", "slower", "~", "~"], comparison.rows.map(function (row) { return row.verdict; }));
    },

    // One pair that lost a round on one side (B's second of every row: a server restarted, or a
    // cut) stays a duet: the rounds both sides have pair up, A's lone samples are left out, and
    // the rows are judged as pairs. The old rule, nine samples in turns for each alone, took it
    // for runs (4 rounds: 6 samples in turns for each alone). With fewer turns than
    // TURNS_TO_LEAVE_LOST_ROUNDS_OUT the lone samples count as alone: so few turns fall into
    // step by chance too.
    testOnePairThatLostARoundOnOneSideStaysADuet: function () {
      assertEqual(10, duets.TURNS_TO_LEAVE_LOST_ROUNDS_OUT);
      var one = pair(1, 4, jitter, 0, undefined, 1);
      assertEqual(3, one.b.entries[0].times.length);
      assertEqual(4, one.a.entries[0].times.length);
      var turns = duets.recognise(one.a, one.b);
      assertEqual([{ a: 0, b: 0 }], turns.pairs);
      one.a.entries.forEach(function (entry) {
        var rounds = turns.rows[entry.key][0];
        assertEqual(3, rounds.a.length, entry["case"]);
        // rounds 1, 3 and 4 on both sides, each A beside its own partner
        [0, 2, 3].forEach(function (round, i) {
          assertTrue(Math.abs(rounds.b[i] / rounds.a[i] - jitter(entry["case"], 1, round)) < 1e-9, entry["case"] + " " + i);
        });
      });
      var comparison = compare.compare(one.a, one.b);
      comparison.rows.forEach(function (row) { assertEqual("pairs", row.test, row["case"]); });
      assertEqual("A and B took their samples in turn: 1 process pair(s) of two live servers, each sample of a row timed " +
        "on both back to back; judged as pairs", comparison.summary.notes[0]);
      // two rounds, one lost: 5 turns, too few to leave the lost samples out
      var fewer = pair(1, 2, jitter, 0, undefined, 1);
      assertEqual("the runs started in pairs, but only 10 of their 15 samples were taken back to back with a sample of " +
        "the other side", duets.recognise(fewer.a, fewer.b).why);
      // only what one side lacks is left out: A without its fifth round and B without its second
      // have as many samples each, and the two alone in every row (A's second, B's fifth) count
      var crossed = duets.recognise(pair(1, 4, jitter).a, pair(1, 5, jitter, 0, undefined, 1).b);
      assertEqual("the runs started in pairs, but only 30 of their 40 samples were taken back to back with a sample of " +
        "the other side", crossed.why);
    },

    // B as a whole ×1.1, though its pairs moved too much for that to be established, and
    // join-key ×0.85 apart from the rest: faster than the rest, while its whole B/A (×0.93)
    // holds 1 in its interval. Every format says what the verdict tested and gives the interval
    // that agrees with it: the row against the rest (json own, csv own_*, the chart's bar drawn
    // from the rest's B/A), the interval of B/A (json interval, csv ratio_ci_*) named apart.
    testTheIntervalOfWhatWasTested: function () {
      var shifts = [1, 1.25, 1.05];
      var ratio = function (name, k, i) {
        return shifts[k - 1] * (name === "join-key" ? 0.85 : 1) * (1 + 0.01 * (((i * 7 + k * 3 + name.length) % 5) - 2));
      };
      var duet = sides([pair(1, 4, ratio), pair(2, 4, ratio), pair(3, 4, ratio)]);
      var comparison = compare.compare(duet.a, duet.b);
      var join = comparison.rows.filter(function (row) { return row["case"] === "join-key"; })[0];
      assertFalse(comparison.summary.runs.shift.significant);
      assertEqual(["faster", "row", "own"], [join.verdict, join.claim, join.tested]);
      // the interval of B/A holds 1; the interval of what was tested, the row against the rest, does not
      assertTrue(join.interval.low < 1 && join.interval.high > 1, JSON.stringify(join.interval));
      assertTrue(Math.abs(join.own.ratio - 0.85) < 0.005 && join.own.interval.high < 1, JSON.stringify(join.own));
      // where no shift is established every row's p is the row against the rest's
      comparison.rows.forEach(function (row) { assertEqual("own", row.tested, row["case"]); });
      var legend = "faster or slower without 'with' or 'against': the row moved apart from the rest of the rows, tested " +
        "against their B/A, not against 1; the interval of that test is of its B/A over theirs (json own, csv own_ratio, " +
        "own_ci_low, own_ci_high) and leaves 1 out, while the interval of its B/A (json interval, csv ratio_ci_low, " +
        "ratio_ci_high) may hold 1; json and csv tested say which of the two a row's p and verdict rest on";
      assertTrue(report.render("text", comparison).split("\n").indexOf(legend) > 0);
      assertTrue(report.render("markdown", comparison).split("\n").indexOf("- " + legend) > 0);
      var csv = report.render("csv", comparison).split("\n").map(function (line) { return line.split(","); });
      // (counted from the end: a note before them may hold commas)
      var cell = function (name) {
        var line = csv[1 + comparison.rows.indexOf(join)];
        return line[line.length - csv[0].length + csv[0].indexOf(name)];
      };
      assertEqual(["own", String(join.own.ratio), String(join.own.interval.low), String(join.own.interval.high),
        String(join.interval.low), String(join.interval.high)], ["tested", "own_ratio", "own_ci_low", "own_ci_high",
        "ratio_ci_low", "ratio_ci_high"].map(cell));
      var json = JSON.parse(report.render("json", comparison)).rows[comparison.rows.indexOf(join)];
      assertEqual(["own", join.own.interval, join.interval], [json.tested, json.own.interval, json.interval]);
      // the chart: join-key's error bar is its B/A over the rest's, drawn from the rest's B/A (the
      // tick), which it leaves out: a bar of B/A itself would have held 1
      var page = compareHtml.page(comparison);
      var at = page.indexOf(">join-key 10k</text>");
      var bar = /<line class="error-bar" x1="([0-9.]+)" y1="[0-9.]+" x2="([0-9.]+)"[^>]*>\n<line class="tested-against" x1="([0-9.]+)"/
        .exec(page.slice(at));
      assertTrue(bar !== null, page.slice(at, at + 800));
      var x = function (ratio) { return 260 + 260 + Math.log(ratio) / Math.log(2) * 260; };
      var rest = join.ratio / join.own.ratio;
      assertEqual([x(join.own.interval.low * rest).toFixed(1), x(join.own.interval.high * rest).toFixed(1), x(rest).toFixed(1)],
        bar.slice(1, 4));
      assertTrue(Number(bar[2]) < Number(bar[3]), "the bar leaves the rest's B/A out");
      assertTrue(page.indexOf("<p>Error bars: the 95 % interval of what each row's verdict tested: its B/A, or, where it " +
        "was tested against the rest of the rows (p and verdict of the row apart from them), its B/A over theirs, drawn " +
        "from their B/A (the tick).</p>") > 0);
    },

    // Files without sampleStarts cannot show their turns.
    testStartsAreNeeded: function () {
      var why = { pairs: null, why: "a-1 and b-1 started together, but a file does not say when its samples began " +
        "(sampleStarts)" };
      var withStarts = { "keep": [[0.5, 0.4], [1, 3]] };
      var without = { "keep": [[0.5, 0.4], undefined] };
      assertEqual(why, duets.recognise(file("a.json", START, without, "a-1"), file("b.json", START, without, "b-1")));
      assertEqual(why, duets.recognise(file("a.json", START, withStarts, "a-1"), file("b.json", START, without, "b-1")));
      assertEqual(why, duets.recognise(file("a.json", START, without, "a-1"), file("b.json", START, withStarts, "b-1")));
      // a row with no samples (closed before its first) says nothing about starts, whether or not
      // its file lists them
      var closedRow = { "keep": [[0.5, 0.4], [1, 3]], "unset": [[], undefined] };
      var partnerRow = { "keep": [[0.5, 0.4], [1.501, 3.401]], "unset": [[], undefined] };
      assertEqual([{ a: 0, b: 0 }], duets.recognise(file("a.json", START, closedRow, "a-1"),
        file("b.json", START, partnerRow, "b-1")).pairs);
    },

    // A sample the clock spoilt (a bad sample, out of the times) leaves its partner alone; the
    // others still pair, and the pair keeps the row. Below 90 % of samples in turns, no duet.
    testALonelySampleIsLeftOut: function () {
      var starts = [1, 3, 5, 7, 9, 11, 13, 15, 17, 19];
      var a = file("a.json", START, { "keep": [starts.map(function () { return 0.5; }), starts] });
      var keptB = starts.filter(function (start) { return start !== 5; });
      var b = file("b.json", START, { "keep": [keptB.map(function () { return 0.6; }), keptB.map(function (start) {
        return start + 0.502;
      })] });
      var turns = duets.recognise(a, b);
      assertEqual(9, turns.rows[a.entries[0].key][0].a.length);
      assertEqual(9, turns.rows[a.entries[0].key][0].b.length);
      var fewer = starts.slice(0, 5);
      var lonely = duets.recognise(file("a.json", START, { "keep": [fewer.map(function () { return 0.5; }), fewer] }),
        file("b.json", START, { "keep": [[0.6, 0.6, 0.6, 0.6], [1.502, 3.502, 7.502, 9.502]] }));
      assertEqual("the runs started in pairs, but only 8 of their 9 samples were taken back to back with a sample of the " +
        "other side", lonely.why);
    },

    // Terms of an A/A calibration are of whole runs: a duet measures its own and says it left
    // them out. A and B of the workbench took turns inside one server run: never a duet.
    testTermsOfRunsAndSharedRunsAreNotForPairs: function () {
      var duet = sides([pair(1, 4, jitter), pair(2, 4, jitter), pair(3, 4, jitter)]);
      var terms = { kind: "measured", wholeRun: { sd: 0.1, df: 2 }, row: { sd: 0.05, df: 4 }, source: "x,y", within: 0.1 };
      var withTerms = compare.compare(duet.a, duet.b, { terms: terms });
      assertEqual("pairs", withTerms.rows[0].test);
      assertEqual(advice.TERMS_NOT_FOR_PAIRS, withTerms.summary.notes[0]);
      var one = pair(1, 4, jitter);
      var shared = compare.compare(one.a, one.b, { sharedRun: true });
      assertEqual("runs", shared.rows[0].test);
      assertEqual("A and B took turns in one server run", shared.summary.notes[0]);
    },

    // One pair alone: the defaults stand in for the noise between pairs, and the advice follows.
    testOnePairSaysTheDefaultsStandIn: function () {
      var one = pair(1, 4, jitter);
      var comparison = compare.compare(one.a, one.b);
      assertEqual("pairs", comparison.rows[0].test);
      var notes = comparison.summary.notes;
      assertMatch(/; one pair measures no pair-to-pair noise: the defaults measured on real duets stand in, scaled by each row's spread within its pair$/,
        notes[2]);
      // the design says in one line that it cannot support a verdict per row, and how wide
      assertMatch(/^one process pair cannot support a verdict per row: nothing measures how far a row moves from pair to pair, and each row's spread within the pair rests on its 4 rounds, so the detectable is wide \(×[0-9.]+ on the median row\); for a verdict per row, run 3 pairs or more$/,
        notes[3]);
      assertEqual(advice.RUNS_ADVICE, notes[notes.length - 1]);
      // three pairs of four rows: the rows' pool says little, and the line says so
      var few = sides([pair(1, 4, jitter), pair(2, 4, jitter), pair(3, 4, jitter)]);
      assertMatch(/^5 row\(s\) measured over pairs: too few for the rows' noise to pool to much, so the detectable is wider than with many rows \(×[0-9.]+ on the median row\); a verdict per row is firmer with more rows$/,
        compare.compare(few.a, few.b).summary.notes[3]);
    }
  };
}

jsunity.run(duetsSuite);
return jsunity.done();
