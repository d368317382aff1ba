/*
 * Comparing two runs (lib/compare*.js): every input form, every verdict, every format and
 * every exit status, on results built here with known samples. Runs in arangod and under
 * the stand-in.
 */
var jsunity = require("jsunity");

function compareSuite() {
  var compareInput = shootout.require("./lib/compare/inputs/compare-input");
  var compare = shootout.require("./lib/compare/comparisons/compare");
  var compareReport = shootout.require("./lib/compare/reports/compare-report");
  var compareHtml = shootout.require("./lib/compare/reports/compare-html");
  var compareCommand = shootout.require("./lib/compare/command/compare-command");
  var compareMethod = shootout.require("./lib/compare/inputs/compare-method");
  var table = shootout.require("./lib/report/table");

  var TABLE_2015_A = [
    "arangod> require('internal').load('shootout.js')",
    "test name                     | collection  |    runs |     min (s) |     max (s) |     avg (s)",
    "---------------------------------------------------------------------------------------------------",
    "collect-number                | 10k         |       5 |      0.0880 |      0.1010 |      0.0943",
    "collect-number                | 100k        |       5 |      0.0800 |      0.0900 |      0.0850",
    "extract-doc                   | 10k         |       5 |      0.0400 |      0.0500 |      0.0450",
    "",
    "done"].join("\n");
  var TABLE_2015_B = [
    "test name                     | collection  |    runs |     min (s) |     max (s) |     avg (s)",
    "---------------------------------------------------------------------------------------------------",
    "collect-number                | 10k         |       5 |      0.0100 |      0.0127 |      0.0112",
    "collect-number                | 100k        |       5 |      0.0813 |      0.0887 |      0.0847",
    "extract-doc                   | 10k         |       5 |      0.0440 |      0.0460 |      0.0450"].join("\n");

  function entry(name, documents, times, extra) {
    var result = { "case": name, documents: documents, times: times, verified: true, error: null,
      mismatch: null, digest: "d-" + name };
    Object.keys(extra || {}).forEach(function (key) { result[key] = extra[key]; });
    return result;
  }

  function results(entries, server, fields) {
    var file = { format: "aql-shootout/1", label: "x", server: server || { host: "arangod console" },
      results: entries };
    Object.keys(fields || {}).forEach(function (key) { file[key] = fields[key]; });
    return JSON.stringify(file);
  }

  function scaled(times, factor) {
    return times.map(function (t) { return t * factor; });
  }

  var BASE = [0.100, 0.101, 0.102, 0.103, 0.104, 0.105, 0.106, 0.107, 0.108, 0.109];

  function sides(aEntries, bEntries, aServer, bServer) {
    return [compareInput.read("a.json", results(aEntries, aServer)), compareInput.read("b.json", results(bEntries, bServer))];
  }

  function rowOf(comparison, name, size) {
    return comparison.rows.filter(function (row) { return row["case"] === name && row.size === size; })[0];
  }

  function run(aEntries, bEntries, options) {
    var both = sides(aEntries, bEntries);
    return compare.compare(both[0], both[1], options);
  }

  function fakeIo(files) {
    var io = { printed: [], errors: [], written: {} };
    io.read = function (path) {
      if (!files.hasOwnProperty(path)) {
        throw new Error("no such file");
      }
      return files[path];
    };
    io.write = function (path, text) { io.written[path] = text; };
    io.print = function (text) { io.printed.push(text); };
    io.printError = function (text) { io.errors.push(text); };
    return io;
  }

  return {
    testTablesFromBothLayoutsAreRead: function () {
      var own = table.format([{ name: "min-number", label: "1k", runs: 3, min: 0.001, max: 0.003, avg: 0.002,
        median: 0.0021, problem: null }, { name: "keep", label: "1500", runs: 0, min: null, max: null, avg: null,
        median: null, problem: "error" }]).join("\n");
      var side = compareInput.read("own.txt", "some line\n" + own + "\nresults: x.json\n");
      assertEqual("table", side.kind);
      assertFalse(side.hasSamples);
      assertEqual(2, side.entries.length);
      assertEqual(1000, side.entries[0].documents);
      assertEqual(0.0021, side.entries[0].median);
      assertEqual("minmax", side.entries[0].family);
      assertEqual(1500, side.entries[1].documents);
      assertEqual("error", side.entries[1].failed);
      var old = compareInput.read("2015.txt", TABLE_2015_A);
      assertEqual(3, old.entries.length);
      assertNull(old.entries[0].median);
      assertEqual(0.0943, old.entries[0].avg);
      assertEqual(100000, old.entries[1].documents);
    },

    testReductionAndSpeedupAsThe2015Sheet: function () {
      var a = compareInput.read("a.txt", TABLE_2015_A);
      var b = compareInput.read("b.txt", TABLE_2015_B);
      var comparison = compare.compare(a, b);
      var row = rowOf(comparison, "collect-number", "10k");
      assertEqual("88.12 %", (row.reduction * 100).toFixed(2) + " %");
      assertEqual("741.96 %", (row.speedup * 100).toFixed(2) + " %");
      assertEqual("faster", row.verdict);
      assertEqual("ratio", row.basis);
      assertNull(row.p);
      assertEqual("~", rowOf(comparison, "collect-number", "100k").verdict);
      assertEqual("~", rowOf(comparison, "extract-doc", "10k").verdict);
    },

    testFasterAndSlowerWithSamples: function () {
      var comparison = run([entry("min-number", 1000, BASE), entry("keep", 1000, BASE)],
        [entry("min-number", 1000, scaled(BASE, 0.5)), entry("keep", 1000, scaled(BASE, 1.5))]);
      var faster = rowOf(comparison, "min-number", "1k");
      assertEqual("faster", faster.verdict);
      assertEqual("test", faster.basis);
      assertEqual("runs", faster.test);
      assertTrue(faster.p < 1e-6, String(faster.p));
      // beside the verdict, the samples as benchstat would take them (one run a side)
      assertEqual("exact", faster.mannWhitney.method);
      assertTrue(Math.abs(faster.mannWhitney.p - 2 / 184756) < 1e-12, String(faster.mannWhitney.p));
      assertTrue(Math.abs(faster.ratio - 0.5) < 1e-12);
      assertEqual("slower", rowOf(comparison, "keep", "1k").verdict);
      assertTrue(compare.hasRegression(comparison));
    },

    testNoSignificantChange: function () {
      var b = [0.104, 0.100, 0.109, 0.101, 0.108, 0.102, 0.107, 0.103, 0.106, 0.105];
      var row = run([entry("keep", 1000, BASE)], [entry("keep", 1000, b)]).rows[0];
      assertEqual("~", row.verdict);
      assertEqual(1, row.p);
    },

    testSignificantButWithinNoise: function () {
      var a = [];
      var b = [];
      for (var i = 0; i < 20; i += 1) {
        a.push(0.1 + i * 0.0001);
        b.push(0.098 + i * 0.0001);
      }
      // keep 2 % faster beside two rows that did not move
      var aEntries = [entry("keep", 1000, a), entry("unset", 1000, a), entry("concat", 1000, a)];
      var bEntries = [entry("keep", 1000, b), entry("unset", 1000, a), entry("concat", 1000, a)];
      var row = run(aEntries, bEntries).rows[0];
      assertTrue(row.p < 0.05, String(row.p));
      assertEqual("within noise", row.verdict);
      // The same change clears a 1 % band.
      assertEqual("faster", run(aEntries, bEntries, { noise: 0.01 }).rows[0].verdict);
    },

    testNotComparableNewGone: function () {
      var comparison = run([entry("keep", 1000, BASE), entry("unset", 1000, BASE)],
        [entry("keep", 1000, BASE, { digest: "other" }), entry("concat", 1000, BASE)]);
      assertEqual(["not comparable", "gone", "new"], comparison.rows.map(function (row) { return row.verdict; }));
      assertNull(comparison.rows[0].ratio);
      // a run that measured less is no pass: a row gone from B fails the gate
      assertTrue(compare.hasRegression(comparison));
      assertEqual(["1 row(s) gone from B"], compare.regressions(comparison));
      assertFalse(compare.hasRegression(run([entry("keep", 1000, BASE)], [entry("keep", 1000, BASE), entry("concat", 1000, BASE)])));
    },

    testFailedAndFixed: function () {
      var comparison = run([entry("keep", 1000, BASE), entry("unset", 1000, BASE, { verified: false, mismatch: "row 0: x" })],
        [entry("keep", 1000, [], { error: { message: "query killed", errorNum: 1500 } }), entry("unset", 1000, BASE)]);
      var failed = rowOf(comparison, "keep", "1k");
      assertEqual("failed", failed.verdict);
      assertTrue(failed.newlyFailed);
      assertEqual("query killed", failed.note);
      var fixed = rowOf(comparison, "unset", "1k");
      assertEqual("fixed", fixed.verdict);
      assertEqual("A: row 0: x", fixed.note);
      assertTrue(compare.hasRegression(comparison));
    },

    testResultsDifferOutranksSpeed: function () {
      var comparison = run([entry("keep", 1000, BASE, { resultCount: 1000, resultDigest: "aaaa" }),
        entry("unset", 1000, BASE, { resultCount: 1000, resultDigest: "bbbb" })],
        [entry("keep", 1000, scaled(BASE, 0.5), { resultCount: 999, resultDigest: "cccc" }),
          entry("unset", 1000, scaled(BASE, 0.5), { resultCount: 1000, resultDigest: "dddd" })]);
      assertEqual(["results differ", "results differ"], comparison.rows.map(function (row) { return row.verdict; }));
      assertEqual("A returned 1000 rows (digest aaaa), B 999 rows (digest cccc)", comparison.rows[0].note);
      assertEqual(2, comparison.summary.counts["results differ"]);
      assertEqual(0, comparison.summary.counts.faster);
      assertEqual(0, comparison.summary.compared);
      assertTrue(compare.hasRegression(comparison));
      var both = sides([entry("keep", 1000, BASE, { resultCount: 1, resultDigest: "a" })],
        [entry("keep", 1000, BASE, { resultCount: 2, resultDigest: "b" })]);
      assertMatch(/^RESULTS DIFFER in 1 row\(s\)/m, compareReport.render("text", compare.compare(both[0], both[1]), both));
    },

    testPlanChangeAndDocumentsRead: function () {
      var fullScan = { nodes: ["SingletonNode", "EnumerateCollectionNode", "EnumerateCollectionNode", "ReturnNode"],
        indexes: [], rules: [], collectMethod: null, fullScans: 2 };
      var hashJoin = { nodes: ["SingletonNode", "EnumerateCollectionNode", "IndexNode", "ReturnNode"],
        indexes: [{ collection: "values100000", type: "hash", fields: ["value1"], servedFor: "filter" }],
        rules: ["use-indexes"], collectMethod: null, fullScans: 1 };
      var statsOf = function (full, index) { return [{ scannedFull: full, scannedIndex: index, filtered: 0 }]; };
      var both = sides([entry("join-hash-number", 100000, [1.5], { plan: fullScan, stats: statsOf(100000 + 1e10, 0) })],
        [entry("join-hash-number", 100000, [0.2], { plan: hashJoin, stats: statsOf(100000, 100000) })]);
      var comparison = compare.compare(both[0], both[1]);
      var row = comparison.rows[0];
      assertEqual("full scan + full scan → full scan + hash index on value1 (filter)", row.planChange);
      assertEqual({ a: 10000100000, b: 200000 }, row.scanned);
      var text = compareReport.render("text", comparison, both);
      assertMatch(/\nplan changes:\n {2}join-hash-number 100k: plan: full scan \+ full scan → full scan \+ hash index on value1 \(filter\); documents read per run: 10000100000 → 200000\n/, text);
      var csv = compareReport.render("csv", comparison, both).split("\n")[1];
      assertMatch(/,full scan \+ full scan → full scan \+ hash index on value1 \(filter\),10000100000,200000,,shootout,/, csv);
    },

    testMixedTableAgainstResults: function () {
      var a = compareInput.read("a.txt", TABLE_2015_A);
      var b = compareInput.read("b.json", results([entry("collect-number", 10000, [0.01, 0.011, 0.012])]));
      var comparison = compare.compare(a, b);
      var row = rowOf(comparison, "collect-number", "10k");
      assertEqual("ratio", row.basis);
      assertEqual("mean", row.a.statistic);
      assertEqual("mean", row.b.statistic);
      assertTrue(Math.abs(row.b.value - 0.011) < 1e-12);
      assertEqual("faster", row.verdict);
      assertEqual(2, comparison.summary.counts.gone);
    },

    testGeometricMeanOverallAndPerFamily: function () {
      var comparison = run([entry("keep", 1000, BASE), entry("unset", 1000, BASE), entry("min-number", 1000, BASE)],
        [entry("keep", 1000, scaled(BASE, 2)), entry("unset", 1000, scaled(BASE, 0.5)), entry("min-number", 1000, scaled(BASE, 0.25))]);
      var summary = comparison.summary;
      assertTrue(Math.abs(summary.geomean - Math.pow(2 * 0.5 * 0.25, 1 / 3)) < 1e-9);
      assertEqual([{ family: "functions", rows: 2 }, { family: "minmax", rows: 1 }],
        summary.families.map(function (f) { return { family: f.family, rows: f.rows }; }));
      assertTrue(Math.abs(summary.families[0].geomean - 1) < 1e-9);
      assertEqual(2, summary.counts.faster);
      assertEqual(1, summary.counts.slower);
    },

    testWarnings: function () {
      var three = [0.1, 0.2, 0.3];
      var both = sides([entry("keep", 1000, three), entry("unset", 1000, three)],
        [entry("keep", 1000, three), entry("concat", 1000, three)], { host: "stand-in" }, { host: "arangosh" });
      var warnings = compare.compare(both[0], both[1]).summary.warnings.join("\n");
      // results files: the run model judges them, so no warning about the samples' test
      assertFalse(/too few runs/.test(warnings), warnings);
      assertMatch(/different cases or sizes: 2 row\(s\)/, warnings);
      assertMatch(/A \(a\.json\) ran on the test stand-in/, warnings);
      assertMatch(/B \(b\.json\) was measured through arangosh/, warnings);
      var many = compare.compare.apply(null, sides([entry("keep", 1000, BASE), entry("unset", 1000, BASE)],
        [entry("keep", 1000, BASE), entry("unset", 1000, BASE)])).summary.warnings.join("\n");
      assertMatch(/with 2 comparisons at alpha 0\.05, about 0\.1 row\(s\) are expected to look significant by chance/, many);
    },

    // benchstat treats the samples as independent; the verdict judges runs (verdict/run-model.js),
    // so what agrees with benchstat is each row's mannWhitney beside it, with one run a side.
    testAgreesWithBenchstatOnTheSameSamples: function () {
      // Samples (ns) of two dry runs, fed to benchstat (golang.org/x/perf, module version
      // v0.0.0-20260908200009) as `benchstat -col /run` of this suite's --format benchstat
      // output. benchstat printed: CollectNumber 493.3µ ± 886% vs 724.6µ ± 600%, ~ (p=0.240);
      // JoinKey 2.186m ± 26% vs 1.984m ± 86%, ~ (p=0.240); LookupKey 4.648m ± 59% vs
      // 5.052m ± 20%, ~ (p=0.699); geomean +13.17 %.
      var samples = {
        "collect-number": [[573158,  642538,  4864931,  413418,  409603,  410795], [622272,  3533363,  826836,  450373,  5074501,  506163]],
        "join-key": [[2023458,  2758741,  2243996,  2229452,  1954794,  2141714], [1845360,  2027035,  1940489,  3690720,  2040625,  1753569]],
        "lookup-key": [[7411003,  5042076,  4231930,  4227638,  5017042,  4278660], [4892588,  5532026,  4262686,  4230976,  6073952,  5212307]]
      };
      var seconds = function (list) { return list.map(function (value) { return value / 1e9; }); };
      var names = Object.keys(samples);
      var comparison = run(names.map(function (name) { return entry(name, 1000, seconds(samples[name][0])); }),
        names.map(function (name) { return entry(name, 1000, seconds(samples[name][1])); }));
      var printed = comparison.rows.map(function (row) {
        // benchstat shows four significant digits
        return [row["case"], row.a.value.toPrecision(4), compareReport.describeCenter(row.a).split(" ")[1],
          row.b.value.toPrecision(4), compareReport.describeCenter(row.b).split(" ")[1], row.mannWhitney.p.toFixed(3),
          row.verdict].join(" ");
      });
      assertEqual(["collect-number 0.0004933 ±886% 0.0007246 ±600% 0.240 ~", "join-key 0.002186 ±26% 0.001984 ±86% 0.240 ~",
        "lookup-key 0.004648 ±59% 0.005052 ±20% 0.699 ~"], printed);
      assertEqual("1.1317", comparison.summary.geomean.toFixed(4));
    },

    testUnstableRowsAreRepeated: function () {
      // B's keep has one run at 5× the others and warmups 3× slower: the run's own warnings about
      // its samples, checked anew, follow the row into every format; a slow warmup is no
      // movement of the samples and stays out.
      var jumpy = [0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.5];
      var both = sides([entry("keep", 1000, BASE), entry("min-number", 1000, BASE)],
        [entry("keep", 1000, jumpy, { warmupTimes: [0.3] }), entry("min-number", 1000, BASE)]);
      var comparison = compare.compare(both[0], both[1]);
      var keep = rowOf(comparison, "keep", "1k");
      assertEqual([], keep.unstable.a);
      assertEqual(["coefficient of variation 90.4 % (above 10.0 %)", "maximum 5.0× the median",
        "1 of 10 runs outside Tukey's fences [0.1000, 0.1000] s"], keep.unstable.b);
      assertNull(rowOf(comparison, "min-number", "1k").unstable);
      var textLines = compareReport.render("text", comparison, both).split("\n");
      var at = textLines.indexOf("unstable rows (their samples moved while they were measured; a difference may be noise):");
      assertTrue(at > 0);
      assertEqual("  keep 1k: B: coefficient of variation 90.4 % (above 10.0 %); maximum 5.0× the median; " +
        "1 of 10 runs outside Tukey's fences [0.1000, 0.1000] s", textLines[at + 1]);
      assertEqual("", textLines[at + 2]);
      assertMatch(/\n {2}- keep 1k: B: coefficient of variation 90\.4 %/, compareReport.render("markdown", comparison, both));
      var csvLines = compareReport.render("csv", comparison, both).split("\n");
      assertMatch(/,"B: coefficient of variation 90\.4 % \(above 10\.0 %\); maximum 5\.0× the median; .*",shootout,/, csvLines[1]);
      assertMatch(/,,shootout,/, csvLines[2]);
    },

    testFormats: function () {
      var both = sides([entry("keep", 1000, BASE), entry("min-number", 2000, BASE.slice(0, 3))],
        [entry("keep", 1000, scaled(BASE, 0.5)), entry("min-number", 2000, BASE.slice(0, 3))]);
      var comparison = compare.compare(both[0], both[1]);
      var text = compareReport.render("text", comparison, both).split("\n");
      assertMatch(/^case +size +A \(s\) +B \(s\) +B\/A +reduction +speedup +p +detectable +verdict$/, text[0]);
      assertMatch(/^keep +1k +0\.1045 ±3% +0\.0522 ±3% +0\.500 +50\.00 % +100\.00 % +0\.0000 +×1\.17 +faster$/, text[2]);
      assertMatch(/^min-number +2k +0\.1010 ±∞ +0\.1010 ±∞ +1\.000 +0\.00 % +0\.00 % +1\.0000 +×1\.17 +~$/, text[3]);
      assertEqual("geometric mean of B/A over 2 rows: 0.707 (95 % interval 0.610–0.820) (reduction 29.29 %)", text[6]);
      var markdown = compareReport.render("markdown", comparison, both).split("\n");
      assertEqual("| case | size | A (s) | B (s) | B/A | reduction | speedup | p | detectable | verdict |", markdown[0]);
      assertEqual(4, markdown.filter(function (line) { return /^\| /.test(line); }).length);
      var csv = compareReport.render("csv", comparison, both).split("\n");
      assertEqual(3, csv.length);
      assertEqual(40, csv[0].split(",").length);
      assertEqual(40, csv[1].split(",").length);
      assertMatch(/,unstable,suite,ratio_ci_low,ratio_ci_high,detectable,claim,tested,own_ratio,own_ci_low,own_ci_high,a_median_ci_pooled,b_median_ci_pooled$/,
        csv[0]);
      // keep moved apart from the rest (claim row), which its p tested: the interval of that test
      // beside the interval of B/A; one run a side's intervals are each row's own, not a pool's
      var keep = comparison.rows[0];
      assertEqual(["row", "own"], [keep.claim, keep.tested]);
      assertEqual(",shootout," + [keep.interval.low, keep.interval.high, keep.detectable, "row", "own", keep.own.ratio,
        keep.own.interval.low, keep.own.interval.high, false, false].join(","), csv[1].slice(csv[1].indexOf(",shootout,")));
      assertMatch(/,shootout,0\.452[0-9]*,0\.552[0-9]*,1\.169[0-9]*,row,own,/, csv[1]);
      assertMatch(/^case,family,size,documents,a_statistic,a_seconds,a_median_ci_low,a_median_ci_high,a_no_interval,a_runs,b_statistic,/, csv[0]);
      assertMatch(/^keep,functions,1k,1000,median,0\.1045,0\.101,0\.108,,10,median,0\.05225,0\.0505,0\.054,,10,/, csv[1]);
      assertMatch(/^min-number,minmax,2k,2000,median,0\.101,,,too few runs,3,median,0\.101,,,too few runs,3,1,/, csv[2]);
      var json = JSON.parse(compareReport.render("json", comparison, both));
      assertEqual(2, json.rows.length);
      assertEqual("faster", json.rows[0].verdict);
      assertEqual("1.169", json.rows[0].detectable.toFixed(3));
      assertEqual("0.707", json.summary.geomean.toFixed(3));
      assertEqual(["0.610", "0.820"], [json.summary.geomeanInterval.low.toFixed(3), json.summary.geomeanInterval.high.toFixed(3)]);
      assertEqual(1, json.summary.counts.faster);
      var bench = compareReport.render("benchstat", comparison, both).split("\n");
      assertEqual(2 * (10 + 3), bench.length);
      assertEqual("BenchmarkKeep/size=1k/run=A 1 100000000 ns/op", bench[0]);
      assertEqual("BenchmarkMinNumber/size=2k/run=A 1 102000000 ns/op", bench[12]);
      assertEqual("BenchmarkKeep/size=1k/run=B 1 50000000 ns/op", bench[13]);
      bench.forEach(function (line) {
        assertMatch(/^Benchmark[A-Z][A-Za-z]*\/size=[0-9]+k?\/run=[AB] 1 [0-9]+ ns\/op$/, line);
      });
    },

    testHtmlIsSelfContained: function () {
      var comparison = run([entry("keep", 1000, BASE), entry("unset", 1000, BASE), entry("concat", 1000, BASE)],
        [entry("keep", 1000, scaled(BASE, 0.5)), entry("unset", 1000, scaled(BASE, 3)), entry("concat", 1000, BASE)]);
      var page = compareHtml.page(comparison);
      assertMatch(/^<!DOCTYPE html>/, page);
      assertEqual(1, page.split("<svg").length - 1);
      assertEqual(3, page.split("<rect").length - 1);
      assertTrue(page.indexOf("fill=\"#2e7d32\"") > 0, "a green bar for faster");
      assertTrue(page.indexOf("fill=\"#c62828\"") > 0, "a red bar for slower");
      assertEqual(-1, page.search(/\s(src|href)=/));
      assertEqual(-1, page.indexOf("<script"));
      assertEqual("&lt;b&gt;&amp;&quot;", compareHtml.escapeHtml("<b>&\""));
    },

    testExitStatuses: function () {
      var a = results([entry("keep", 1000, BASE)]);
      var slower = results([entry("keep", 1000, scaled(BASE, 2))]);
      var io = fakeIo({ "a.json": a, "b.json": slower, "t.txt": TABLE_2015_A });
      assertEqual(0, compareCommand.run(io, ["a.json", "b.json"], {}));
      assertEqual(1, io.printed.length);
      assertEqual([], io.errors);
      assertEqual(1, compareCommand.run(io, ["a.json", "b.json"], { failOnRegression: true }));
      assertEqual(["aql-shootout compare: regression: 1 row(s) slower"], io.errors);
      assertEqual(0, compareCommand.run(io, ["b.json", "a.json"], { failOnRegression: true, html: "out.html" }));
      assertMatch(/^<!DOCTYPE html>/, io.written["out.html"]);
      assertEqual(1, io.errors.length);
    },

    testBadInputExitsTwoNamingTheInput: function () {
      var files = {
        "a.json": results([entry("keep", 1000, BASE)]),
        "empty.json": "  \n",
        "broken.json": "{ \"format\": ",
        "old.json": JSON.stringify({ format: "aql-shootout/0", results: [] }),
        "nofield.json": JSON.stringify({ format: "aql-shootout/1" }),
        "strings.json": results([entry("keep", 1000, ["NaN", 0.1])]),
        "nulls.json": results([entry("keep", 1000, [null, 0.1])]),
        // JavaScript's JSON.stringify(…, null, 2) of a NaN edited in: V8's own message would
        // quote the text around it, newlines included
        "nan.json": JSON.stringify({ format: "aql-shootout/1", results: [entry("keep", 1000, [0.5, 0.1])] }, null, 2)
          .replace("0.5", "NaN"),
        "badlist.json": results([entry("keep", 1000, [0.1], { badSamples: [{ run: "one" }] })]),
        "badskip.json": results([entry("keep", 1000, [], { skipped: "no-index" })]),
        "nameless.json": JSON.stringify({ format: "aql-shootout/1", results: [{ documents: 1000, times: [0.1] }] }),
        "badsize.json": results([entry("keep", 150, [0.1])]),
        "columns.txt": TABLE_2015_B.replace("|      0.0127 |      0.0112", "|      0.0112"),
        "nodashes.txt": TABLE_2015_B.split("\n").filter(function (line, i) { return i !== 1; }).join("\n"),
        "other.json": results([entry("unset", 1000, BASE)]),
        "notes.txt": "hello\nworld\n",
        "garbled.txt": TABLE_2015_A.replace("|       5 |      0.0880", "|       5 |      zero"),
        "twice.txt": TABLE_2015_B + "\n" + TABLE_2015_B.split("\n")[2]
      };
      var expectations = [
        [["a.json", "missing.json"], /^aql-shootout compare: missing\.json: cannot read/],
        [["a.json", "empty.json"], /^aql-shootout compare: empty\.json: empty input$/],
        [["a.json", "broken.json"], /^aql-shootout compare: broken\.json: not valid JSON/],
        [["a.json", "old.json"], /^aql-shootout compare: old\.json: unknown format "aql-shootout\/0"/],
        [["a.json", "nofield.json"], /^aql-shootout compare: nofield\.json: the field results is missing/],
        [["a.json", "strings.json"], /^aql-shootout compare: strings\.json: results\[0\] \(keep\): times must be an array of numbers \(seconds\)$/],
        [["a.json", "nulls.json"], /^aql-shootout compare: nulls\.json: results\[0\] \(keep\): times must be an array of numbers \(seconds\)$/],
        [["a.json", "nan.json"], /^aql-shootout compare: nan\.json: not valid JSON: line 8 has NaN or Infinity, which JSON does not allow \(a time must be a number of seconds\)$/],
        [["a.json", "badlist.json"], /^aql-shootout compare: badlist\.json: results\[0\] \(keep\): badSamples must be an array of \{ run, seconds \}$/],
        [["a.json", "badskip.json"], /^aql-shootout compare: badskip\.json: results\[0\] \(keep\): skipped must be null or \{ reason, message \}$/],
        [["a.json", "nameless.json"], /^aql-shootout compare: nameless\.json: results\[0\] has no case name$/],
        [["a.json", "badsize.json"], /^aql-shootout compare: badsize\.json: results\[0\] \(keep\): documents must be a positive multiple of 100$/],
        [["columns.txt", "a.json"], /^aql-shootout compare: columns\.txt: line 3: expected 6 columns, found 5: /],
        [["nodashes.txt", "a.json"], /^aql-shootout compare: nodashes\.txt: line 2: expected a line of dashes under the table header$/],
        [["a.json", "other.json"], /^aql-shootout compare: a\.json and other\.json have no case and size in common$/],
        [["a.json", "notes.txt"], /^aql-shootout compare: notes\.txt: neither a results file nor a printed table/],
        [["garbled.txt", "a.json"], /^aql-shootout compare: garbled\.txt: line 4: min is not a number: 'zero'$/],
        [["a.json", "twice.txt"], /^aql-shootout compare: twice\.txt: collect-number 10k appears twice$/]
      ];
      expectations.forEach(function (expectation) {
        var io = fakeIo(files);
        assertEqual(2, compareCommand.run(io, expectation[0], { html: "page.html" }), expectation[0].join(" "));
        assertEqual({}, io.written, "no partial output file");
        assertEqual(1, io.errors.length);
        assertMatch(expectation[1], io.errors[0]);
        assertEqual(-1, io.errors[0].indexOf("\n"), "one line: " + io.errors[0]);
        assertEqual([], io.printed);
      });
      var io = fakeIo(files);
      assertEqual(2, compareCommand.run(io, ["a.json", "a.json"], { format: "yaml" }));
      assertMatch(/unknown format "yaml"/, io.errors[0]);
      assertEqual(2, compareCommand.run(io, ["a.json", "a.json"], { alpha: 1.5 }));
      assertMatch(/option alpha must be a number above 0 and below 1, got 1\.5/, io.errors[1]);
      assertEqual(2, compareCommand.run(io, ["a.json", "a.json"], { noise: "-3" }));
      assertEqual("aql-shootout compare: option noise must be a percentage from 0 to 1000 (e.g. 5 or 5%), got \"-3\"",
        io.errors[2]);
      assertEqual(2, compareCommand.run(io, ["a.json", "a.json"], { noise: "1000.5%" }));
      assertEqual(0, compareCommand.run(io, ["a.json", "a.json"], { noise: "100%" }));
      assertEqual(0, compareCommand.run(io, ["a.json", "a.json"], { noise: "0" }));
      assertEqual(0, compareCommand.run(io, ["a.json", "a.json"], { noise: "2%" }));
      assertMatch(/; alpha 0\.05, noise band 2\.0 %;/, io.printed[io.printed.length - 1]);
    },

    testUnfinishedSideIsLoudAndFailsTheGate: function () {
      // Issue 14, point 1: B died after 2 of A's 6 rows (endedAt null).
      var names = ["keep", "unset", "concat", "min-number", "max-number", "collect-number"];
      var files = {
        "a.json": results(names.map(function (name) { return entry(name, 1000, BASE); }), null,
          { endedAt: "2026-11-23T01:52:10.120Z" }),
        "b.json": results(names.slice(0, 2).map(function (name) { return entry(name, 1000, BASE); }), null,
          { endedAt: null }),
        "b-all.json": results(names.map(function (name) { return entry(name, 1000, BASE); }), null, { endedAt: null }),
        "b-none.json": results([], null, { endedAt: null })
      };
      var a = compareInput.read("a.json", files["a.json"]);
      var b = compareInput.read("b.json", files["b.json"]);
      assertTrue(a.finished);
      assertFalse(b.finished);
      assertNull(compareInput.read("t.txt", TABLE_2015_A).finished);
      var comparison = compare.compare(a, b);
      var alert = "B (b.json) DID NOT FINISH: its results file has endedAt null (the run died or is still running); " +
        "it holds 2 row(s), 4 row(s) of A are missing from it.";
      assertEqual([alert], comparison.summary.alerts);
      assertEqual(["B"], comparison.summary.unfinished);
      assertEqual("B did not finish: not measured in B", rowOf(comparison, "concat", "1k").note);
      var text = compareReport.render("text", comparison, [a, b]).split("\n");
      assertEqual("!! " + alert, text[0], "header");
      assertTrue(text.indexOf(alert) > 3, "summary");
      assertEqual("**" + alert + "**", compareReport.render("markdown", comparison, [a, b]).split("\n")[0]);
      assertTrue(compareHtml.page(comparison).indexOf("<strong>" + alert + "</strong>") > 0);
      assertFalse(JSON.parse(compareReport.render("json", comparison, [a, b])).b.finished);
      assertEqual(["4 row(s) gone from B", "B (b.json) did not finish"], compare.regressions(comparison));

      var io = fakeIo(files);
      assertEqual(0, compareCommand.run(io, ["a.json", "b.json"], {}));
      assertEqual(1, compareCommand.run(io, ["a.json", "b.json"], { failOnRegression: true }));
      assertEqual("aql-shootout compare: regression: 4 row(s) gone from B, B (b.json) did not finish", io.errors[0]);
      // every row there, but no endedAt: still no pass
      assertEqual(1, compareCommand.run(io, ["a.json", "b-all.json"], { failOnRegression: true }));
      assertEqual("aql-shootout compare: regression: B (b-all.json) did not finish", io.errors[1]);
      // A unfinished: said, but the gate is about B
      assertEqual(0, compareCommand.run(io, ["b-all.json", "a.json"], { failOnRegression: true }));
      // formats for programs have no header: the alert goes to the error stream
      io = fakeIo(files);
      assertEqual(0, compareCommand.run(io, ["a.json", "b.json"], { format: "csv" }));
      assertEqual(["aql-shootout compare: " + alert], io.errors);
      // died before its first row
      assertEqual(2, compareCommand.run(io, ["a.json", "b-none.json"], {}));
      assertEqual("aql-shootout compare: a.json and b-none.json have no case and size in common; b-none.json did not " +
        "finish (endedAt null)", io.errors[1]);
    },

    testTableVerdictsRespectTheirResolution: function () {
      // Issue 14, point 2: four decimals make 0.0004 vs 0.0005 anything from 1.0 to 1.57.
      var header = TABLE_2015_B.split("\n").slice(0, 2).join("\n") + "\n";
      var line = function (name, size, avg) {
        return (name + "                              ").slice(0, 29) + " | " + (size + "           ").slice(0, 11) +
          " |       5 |      " + avg + " |      " + avg + " |      " + avg;
      };
      var a = compareInput.read("a.txt", header + [line("keep", "10k", "0.0004"), line("unset", "10k", "0.0100"),
        line("concat", "10k", "0.0040"), line("merge", "10k", "0.0000"), line("filter", "10k", "0.5000")].join("\n"));
      var b = compareInput.read("b.txt", header + [line("keep", "10k", "0.0005"), line("unset", "10k", "0.0200"),
        line("concat", "10k", "0.0000"), line("merge", "10k", "0.0100"), line("filter", "10k", "0.0000")].join("\n"));
      assertEqual(0.00005, a.entries[0].resolution);
      var comparison = compare.compare(a, b);
      var rounding = rowOf(comparison, "keep", "10k");
      assertEqual("~", rounding.verdict);
      assertTrue(rounding.withinResolution);
      assertEqual("1.000", rounding.ratioRange.low.toFixed(3));
      assertEqual("1.571", rounding.ratioRange.high.toFixed(3));
      assertEqual("slower", rowOf(comparison, "unset", "10k").verdict);
      // a printed 0.0000: no ratio, no "100 %", the row says why, and the summary lists it
      var zero = rowOf(comparison, "concat", "10k");
      assertNull(zero.ratio);
      assertNull(zero.reduction);
      assertEqual("B", zero.belowResolution);
      assertEqual("faster", zero.verdict);
      assertEqual("B printed as 0.0000, below the table's resolution: no ratio (B/A at most 0.013)", zero.note);
      var zeroA = rowOf(comparison, "merge", "10k");
      assertEqual("slower", zeroA.verdict);
      assertEqual("A printed as 0.0000, below the table's resolution: no ratio (B/A at least 199.000)", zeroA.note);
      // a bound near zero keeps two significant digits instead of reading "at most 0.000"
      assertEqual("B printed as 0.0000, below the table's resolution: no ratio (B/A at most 0.00010)",
        rowOf(comparison, "filter", "10k").note);
      assertEqual(2, comparison.summary.compared);
      assertEqual([{ reason: "a time printed as zero", rows: 3 }], comparison.summary.leftOut);
      assertEqual(1, comparison.summary.withinResolution);
      var text = compareReport.render("text", comparison, [a, b]);
      assertMatch(/\nleft out of the geometric mean: 3 rows a time printed as zero /, text);
      assertMatch(/\n1 row differs by no more than the printed tables' rounding allows: counted as unchanged/, text);
      assertMatch(/\nconcat 10k \(faster\): B printed as 0\.0000/, text);
      assertMatch(/<p>Not in the chart \(no ratio\): concat 10k \(faster\), merge 10k \(slower\), filter 10k \(faster\)<\/p>/, compareHtml.page(comparison));
      // the gate: rounding is no regression
      var io = fakeIo({ "a.txt": header + line("keep", "10k", "0.0004"), "b.txt": header + line("keep", "10k", "0.0005") });
      assertEqual(0, compareCommand.run(io, ["a.txt", "b.txt"], { failOnRegression: true }));
    },

    testTableVerdictsNeedTheRunsApart: function () {
      // Without samples, a change is called only when every run of one side beat every run of
      // the other (the printed min and max), as the U test needs it for 5 runs against 5.
      var header = TABLE_2015_B.split("\n").slice(0, 2).join("\n") + "\n";
      var line = function (name, runs, min, max, avg) {
        return (name + "                              ").slice(0, 29) + " | 10k         | " + ("       " + runs).slice(-7) +
          " |      " + min + " |      " + max + " |      " + avg;
      };
      var a = compareInput.read("a.txt", header + [line("keep", 5, "0.0800", "0.1300", "0.1000"),
        line("unset", 5, "0.0950", "0.1050", "0.1000"), line("concat", 3, "0.0950", "0.1050", "0.1000"),
        line("merge", 5, "10.0033", "9.9913", "9.9790"), line("merge-recursive", 5, "0.0100", "0.0105", "0.0102")].join("\n"));
      var b = compareInput.read("b.txt", header + [line("keep", 5, "0.1000", "0.1600", "0.1200"),
        line("unset", 5, "0.1150", "0.1250", "0.1200"), line("concat", 3, "0.1150", "0.1250", "0.1200"),
        line("merge", 5, "12.0000", "12.1000", "12.0500"), line("merge-recursive", 5, "0.0106", "0.0120", "0.0112")].join("\n"));
      var comparison = compare.compare(a, b);
      var overlapping = rowOf(comparison, "keep", "10k");
      assertEqual("1.200", overlapping.ratio.toFixed(3));
      assertEqual("~", overlapping.verdict);
      assertTrue(overlapping.rangesOverlap);
      assertEqual("slower", rowOf(comparison, "unset", "10k").verdict);
      assertFalse(rowOf(comparison, "unset", "10k").rangesOverlap);
      // 3 runs against 3 apart: p would be 0.1 at best
      assertEqual("~", rowOf(comparison, "concat", "10k").verdict);
      assertMatch(/too few runs for their ranges ever to be significant at alpha 0\.05 \(e\.g\. concat 10k: 3 vs 3 runs\)/,
        comparison.summary.warnings.join("\n"));
      // the 2015 string-sorted min and max (an average below the minimum) say nothing: the ratio decides
      assertEqual("slower", rowOf(comparison, "merge", "10k").verdict);
      // 0.0105 and 0.0106 may both have been 0.01055: the ranges may touch
      assertEqual("~", rowOf(comparison, "merge-recursive", "10k").verdict);
      assertEqual(2, comparison.summary.rangesOverlap);
      assertMatch(/\n2 rows from printed tables whose runs overlap \(min to max\): no evidence of a change, counted as unchanged \(~\*\)\n/,
        compareReport.render("text", comparison, [a, b]));
    },

    testTwoAlikeRunsPrintedTablesFlagNothing: function () {
      // Two runs of one server. The first 40 rows: the time moved by 1 % and the runs did not
      // spread, but the fourth decimal rounds one way in one run and the other in the next.
      // The other 26: the median moved by 8 %, inside runs that spread by ±15 %.
      var rowsOf = function (sign) {
        var rows = [];
        for (var i = 0; i < 66; i += 1) {
          var small = i < 40;
          var truth = small ? 0.0001 * (i + 1) + 0.00005 : 0.01 * (i - 39);
          var value = truth * (1 + sign * (small ? 0.01 : 0.08) * (i % 2 === 0 ? 1 : -1));
          rows.push({ name: "keep", label: String((i + 1) * 100), runs: 5, min: small ? value : truth * 0.85,
            max: small ? value : truth * 1.15, avg: value, median: value, problem: null });
        }
        return table.format(rows).join("\n");
      };
      var comparison = compare.compare(compareInput.read("a.txt", rowsOf(1)), compareInput.read("b.txt", rowsOf(-1)));
      assertEqual(66, comparison.rows.length);
      assertEqual(0, comparison.summary.counts.faster + comparison.summary.counts.slower);
      assertEqual(66, comparison.summary.counts["~"]);
      assertFalse(compare.hasRegression(comparison));
    },

    testWrongResultRowsLeaveTheGeometricMean: function () {
      // Issue 14, point 3: A's wrong result took 10× as long; it must not make the headline.
      var comparison = run([entry("keep", 1000, BASE), entry("unset", 1000, BASE),
        entry("concat", 1000, scaled(BASE, 10), { verified: false, mismatch: "row 3 differs" })],
      [entry("keep", 1000, BASE), entry("unset", 1000, BASE), entry("concat", 1000, BASE)]);
      assertEqual("fixed", rowOf(comparison, "concat", "1k").verdict);
      assertEqual(2, comparison.summary.compared);
      assertEqual("1.000", comparison.summary.geomean.toFixed(3));
      assertFalse(compare.inGeometricMean(rowOf(comparison, "concat", "1k")));
      assertEqual([{ reason: "fixed", rows: 1 }], comparison.summary.leftOut);
      assertMatch(/\nleft out of the geometric mean: 1 row fixed \(a wrong or failed result on a side, or no ratio\)\n/,
        compareReport.render("text", comparison, []));
      assertMatch(/,fixed,false,A: row 3 differs,/, compareReport.render("csv", comparison, []).split("\n")[3]);
      // the same from a table that marks A's row WRONG RESULT
      var a = compareInput.read("a.txt", TABLE_2015_A.replace("0.0450\n", "0.4500   <- WRONG RESULT\n"));
      var fromTable = compare.compare(a, compareInput.read("b.txt", TABLE_2015_B));
      assertEqual("fixed", rowOf(fromTable, "extract-doc", "10k").verdict);
      assertEqual(2, fromTable.summary.compared);
    },

    testMethodDifferencesAreNamed: function () {
      // Issue 14, point 4.
      var fileWith = function (options, server, suiteVersion) {
        return results([entry("keep", 1000, BASE)], server, { options: options, suiteVersion: suiteVersion });
      };
      var a = compareInput.read("a.json", fileWith({ runs: 10, warmup: 1, gcPause: 0.2, order: "suite" },
        { host: "arangod console", invocation: "console" }, "0.1.0"));
      var b = compareInput.read("b.json", fileWith({ runs: 5, warmup: 0, gcPause: 1, order: "shuffled" },
        { host: "arangosh", invocation: "arangosh" }, "0.2.0"));
      var warnings = compare.compare(a, b).summary.warnings;
      ["warmup runs A 1, B 0", "GC pause (s) A 0.2, B 1", "timed runs A 10, B 5", "case order A suite, B shuffled",
        "host A arangod console, B arangosh", "suite version A 0.1.0, B 0.2.0"].forEach(function (difference) {
        assertTrue(warnings.indexOf("the two sides were measured differently: " + difference + ".") >= 0, difference);
      });
      assertEqual(0, warnings.filter(function (w) { return /invocation/.test(w); }).length, "host already says it");
      var script = compareInput.read("c.json", fileWith({ runs: 10, warmup: 1, gcPause: 0.2, order: "suite" },
        { host: "arangod console", invocation: "script" }, "0.1.0"));
      assertEqual(["the two sides were measured differently: invocation A console, B script."],
        compareMethod.differences(a, script));
      assertEqual([], compareMethod.differences(a, a));
      // a 2015 table against a newer run says what the 2015 method was
      var old = compareInput.read("2.5.txt", TABLE_2015_A);
      assertEqual({ warmup: 0, gcPause: 1, runs: 5, order: null, host: null, invocation: null, suiteVersion: null,
        statistic: "average" }, old.method);
      assertEqual(["A (2.5.txt) is a 2015 table: the 2015 script ran no warmup, waited 1 s with a garbage collection " +
        "before each run and printed averages; B (a.json) is a newer run with 1 warmup run(s) and a 0.2 s GC pause. " +
        "The rows compare averages, and A's include each case's first, cold run where B's do not.",
      "the two sides were measured differently: timed runs A 5, B 10."], compareMethod.differences(old, a));
      assertEqual([], compareMethod.differences(old, compareInput.read("2.6.txt", TABLE_2015_B)));
      var own = compareInput.read("own.txt", table.format([{ name: "keep", label: "1k", runs: 5, min: 0.1, max: 0.1,
        avg: 0.1, median: 0.1, problem: null }]).join("\n"));
      assertMatch(/^B \(own\.txt\) is a newer run\. The rows compare averages, and A's include each case's first, cold run\.$/,
        compareMethod.differences(old, own)[0].replace(/^.*; /, ""));
      assertTrue(compare.compare(old, a).summary.warnings.indexOf(compareMethod.differences(old, a)[0]) >= 0);
    },

    testIntervalLabelsSayWhyThereIsNone: function () {
      // Issue 14, point 5.
      var own = function (median) {
        return table.format([{ name: "keep", label: "1k", runs: 10, min: 0.1, max: 0.2, avg: 0.15, median: median,
          problem: null }]).join("\n");
      };
      var tables = compare.compare(compareInput.read("a.txt", own(0.12)), compareInput.read("b.txt", own(0.12)));
      assertEqual("no raw samples", tables.rows[0].a.noInterval);
      var text = compareReport.render("text", tables, []);
      assertMatch(/\nkeep +1k +0\.1200 med +0\.1200 med +1\.000 /, text);
      assertEqual(-1, text.indexOf("±∞"));
      assertMatch(/\nmed without ±: a median read from a printed table, which has no raw samples: no interval, no test\n/, text);
      assertEqual(-1, text.indexOf("avg: a mean"));
      var few = run([entry("keep", 1000, [0.1, 0.2, 0.3])], [entry("keep", 1000, [0.1, 0.2, 0.3])]);
      assertEqual("too few runs", few.rows[0].a.noInterval);
      var fewText = compareReport.render("text", few, []);
      assertMatch(/\nkeep +1k +0\.2000 ±∞ +0\.2000 ±∞ /, fewText);
      assertMatch(/\n±∞: too few runs for a 95% interval of the median \(fewer than 6\)(\n|$)/, fewText);
      assertEqual(-1, fewText.indexOf("med without"));
      // a mean never carries the median's interval, in CSV or JSON
      var mixed = compare.compare(compareInput.read("a.txt", TABLE_2015_A),
        compareInput.read("b.json", results([entry("collect-number", 10000, BASE)])));
      var row = rowOf(mixed, "collect-number", "10k");
      assertEqual("mean", row.b.statistic);
      assertNull(row.b.medianInterval);
      assertEqual("a mean", row.b.noInterval);
      assertMatch(/\navg: a mean; a 2015 table has no median, so both sides of its rows compare means, and a mean gets no interval\n/,
        compareReport.render("text", mixed, []));
      var csv = compareReport.render("csv", mixed, []).split("\n")[1].split(",");
      assertEqual(["mean", "0.0943", "", "", "a mean", "5", "mean", "0.1045", "", "", "a mean", "10"], csv.slice(4, 16));
      var json = JSON.parse(compareReport.render("json", mixed, [])).rows[0].b;
      assertEqual(["value", "statistic", "medianInterval", "noInterval", "runs", "resolution"], Object.keys(json));
      var withInterval = JSON.parse(compareReport.render("json", run([entry("keep", 1000, BASE)],
        [entry("keep", 1000, BASE)]), [])).rows[0].a;
      assertEqual({ low: 0.101, high: 0.108, confidence: 0.95, pooled: false }, withInterval.medianInterval);
      assertEqual(6, compare.fewestRunsForInterval(0.95));
    },

    testZeroOrNegativeSamplesAreSkippedWithAWarning: function () {
      // Issue 14, point 6: a clock step, in times (older runners) or in badSamples (lib/run/runner.js).
      var b = compareInput.read("b.json", results([entry("keep", 1000, [0.1, -0.002, 0.11, 0, 0.12, 0.1, 0.1, 0.1]),
        entry("unset", 1000, BASE, { badSamples: [{ warmup: false, run: 4, seconds: -0.5 }, { warmup: true, run: 1, seconds: 0 }] })]));
      var keep = b.entries[0];
      assertEqual([0.1, 0.11, 0.12, 0.1, 0.1, 0.1], keep.times);
      assertEqual(6, keep.runs);
      assertEqual([{ run: 2, seconds: -0.002, warmup: false, source: "times" }, { run: 4, seconds: 0, warmup: false, source: "times" }],
        keep.badSamples);
      assertEqual(2, b.entries[1].badSamples.length);
      var comparison = compare.compare(compareInput.read("a.json", results([entry("keep", 1000, BASE), entry("unset", 1000, BASE)])), b);
      assertTrue(comparison.summary.warnings.indexOf("B (b.json) has 4 sample(s) of zero or negative time (the clock stepped?), " +
        "left out of the statistics: keep 1k run 2 (-0.002 s, in times), keep 1k run 4 (0 s, in times), unset 1k run 4 (-0.5 s), " +
        "unset 1k warmup 1 (0 s).") >= 0, comparison.summary.warnings.join("\n"));
      assertEqual(6, rowOf(comparison, "keep", "1k").b.runs);
      var io = fakeIo({ "a.json": results([entry("keep", 1000, [0.1, 0])]), "b.json": results([entry("keep", 1000, [0.1, 0.1])]) });
      assertEqual(0, compareCommand.run(io, ["a.json", "b.json"], {}));
      assertMatch(/\nwarning: A \(a\.json\) has 1 sample\(s\) of zero or negative time/, io.printed[0]);
    },

    testNotTimedRowsAreNotMeasured: function () {
      // The runner leaves a case untimed when its plan uses no index (lib/run/runner.js).
      var skipped = { reason: "no-index", message: "not timed: the plan reads the collection without the index this case needs" };
      var untimed = function (name) {
        return entry(name, 1000, [], { skipped: skipped, indexMissing: true, verified: false });
      };
      var both = sides([untimed("join-key"), entry("lookup-key", 1000, BASE)],
        [entry("join-key", 1000, scaled(BASE, 0.01)), untimed("lookup-key")]);
      assertNull(both[0].entries[0].failed);
      var comparison = compare.compare(both[0], both[1]);
      var inA = rowOf(comparison, "join-key", "1k");
      var inB = rowOf(comparison, "lookup-key", "1k");
      assertEqual(["not measured", "not measured"], [inA.verdict, inB.verdict]);
      assertEqual({ a: skipped.message, b: null }, inA.notMeasured);
      assertEqual("A " + skipped.message, inA.note);
      assertNull(inA.ratio);
      assertNull(inB.ratio);
      assertEqual(2, comparison.summary.counts["not measured"]);
      assertEqual(0, comparison.summary.counts.gone + comparison.summary.counts.failed + comparison.summary.counts.faster);
      assertEqual([], compare.regressions(comparison));
      var text = compareReport.render("text", comparison, both).split("\n");
      assertMatch(/^join-key +1k +not measured +0\.0010 ±3% +not measured$/, text[2]);
      assertMatch(/^lookup-key +1k +0\.1045 ±3% +not measured +not measured$/, text[3]);
      assertMatch(/, not measured: 2$/, text[5]);
      assertMatch(/^\| join-key \| 1k \| not measured \| 0\.0010 ±3% \|/, compareReport.render("markdown", comparison, both).split("\n")[2]);
      var csv = compareReport.render("csv", comparison, both).split("\n");
      assertMatch(/^join-key,join,1k,1000,not measured,,,,,,median,0\.00104/, csv[1]);
      assertMatch(/,not measured,false,/, csv[2]);
      assertEqual(["not measured", "not measured"], JSON.parse(compareReport.render("json", comparison, both)).rows.map(function (row) {
        return row.verdict;
      }));
      assertMatch(/<td class="n">not measured<\/td>/, compareHtml.page(comparison));
      var io = fakeIo({ "a.json": results([untimed("join-key"), entry("keep", 1000, BASE)]),
        "b.json": results([entry("join-key", 1000, BASE), entry("keep", 1000, BASE)]) });
      assertEqual(0, compareCommand.run(io, ["b.json", "a.json"], { failOnRegression: true }));
      // B's own error still shows; A's side says not measured, and B's failure is not called new
      var broke = compare.compare.apply(null, sides([untimed("join-key")],
        [entry("join-key", 1000, [], { error: { message: "query killed", errorNum: 1500 } })]));
      assertEqual("failed", broke.rows[0].verdict);
      assertFalse(broke.rows[0].newlyFailed);
      assertEqual("query killed; A " + skipped.message, broke.rows[0].note);
      assertEqual("not measured", compareReport.cells(broke.rows[0])[2]);
      // a table's NO INDEX, NOT TIMED row
      var marked = table.format([{ name: "join-key", label: "1k", runs: 0, min: null, max: null, avg: null, median: null,
        problem: "no index, not timed" }]).join("\n");
      var fromTable = compare.compare(compareInput.read("a.json", results([entry("join-key", 1000, BASE)])),
        compareInput.read("b.txt", marked));
      assertEqual("not measured", fromTable.rows[0].verdict);
      assertFalse(compare.hasRegression(fromTable));
    },

    testCommandLineWords: function () {
      var parsed = compareCommand.parseWords(["a.json", "--format=csv", "b.txt", "--noise", "2%", "--alpha", "0.01",
        "--fail-on-regression", "--html", "x.html"]);
      assertEqual(["a.json", "b.txt"], parsed.inputs);
      assertEqual({ format: "csv", noise: "2%", alpha: "0.01", failOnRegression: true, html: "x.html" }, parsed.raw);
      assertException(function () { compareCommand.parseWords([]); });
      // one input: an A/B run's results file (which run() checks it is)
      assertEqual(["ab.json"], compareCommand.parseWords(["ab.json"]).inputs);
      assertException(function () { compareCommand.parseWords(["a", "b", "--colour"]); });
      assertException(function () { compareCommand.parseWords(["a", "b", "--alpha"]); });
    }
  };
}

jsunity.run(compareSuite);
return jsunity.done();
