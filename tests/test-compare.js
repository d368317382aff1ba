/*
 * Comparing two runs (lib/compare*.js): every input form, every verdict, every format and
 * every exit status, on results built here with known samples. Runs in arangod and under
 * the stand-in.
 */
var jsunity = require("jsunity");

function compareSuite() {
  var compareInput = shootout.require("./lib/compare-input");
  var compare = shootout.require("./lib/compare");
  var compareReport = shootout.require("./lib/compare-report");
  var compareHtml = shootout.require("./lib/compare-html");
  var compareCommand = shootout.require("./lib/compare-command");
  var table = shootout.require("./lib/table");

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

  function results(entries, server) {
    return JSON.stringify({ format: "aql-shootout/1", label: "x", server: server || { host: "arangod console" },
      results: entries });
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
      assertEqual("exact", faster.test);
      assertTrue(Math.abs(faster.p - 2 / 184756) < 1e-12, String(faster.p));
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
      var row = run([entry("keep", 1000, a)], [entry("keep", 1000, b)]).rows[0];
      assertTrue(row.p < 0.05, String(row.p));
      assertEqual("within noise", row.verdict);
      // The same change clears a 1 % band.
      assertEqual("faster", run([entry("keep", 1000, a)], [entry("keep", 1000, b)], { noise: 0.01 }).rows[0].verdict);
    },

    testNotComparableNewGone: function () {
      var comparison = run([entry("keep", 1000, BASE), entry("unset", 1000, BASE)],
        [entry("keep", 1000, BASE, { digest: "other" }), entry("concat", 1000, BASE)]);
      assertEqual(["not comparable", "gone", "new"], comparison.rows.map(function (row) { return row.verdict; }));
      assertNull(comparison.rows[0].ratio);
      assertFalse(compare.hasRegression(comparison));
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
      assertMatch(/,full scan \+ full scan → full scan \+ hash index on value1 \(filter\),10000100000,200000,shootout$/, csv);
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
      assertMatch(/1 row\(s\) have too few runs for the test ever to reach alpha 0\.05 \(e\.g\. keep 1k: 3 vs 3 runs\)/, warnings);
      assertMatch(/different cases or sizes: 2 row\(s\)/, warnings);
      assertMatch(/A \(a\.json\) ran on the test stand-in/, warnings);
      assertMatch(/B \(b\.json\) was measured through arangosh/, warnings);
      var many = compare.compare.apply(null, sides([entry("keep", 1000, BASE), entry("unset", 1000, BASE)],
        [entry("keep", 1000, BASE), entry("unset", 1000, BASE)])).summary.warnings.join("\n");
      assertMatch(/with 2 comparisons at alpha 0\.05, about 0\.1 row\(s\) are expected to look significant by chance/, many);
      var five = [0.1, 0.2, 0.3, 0.4, 0.5];
      assertMatch(/5 runs or fewer on a side/, compare.compare.apply(null, sides([entry("keep", 1000, five)],
        [entry("keep", 1000, five)])).summary.warnings.join("\n"));
    },

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
          row.b.value.toPrecision(4), compareReport.describeCenter(row.b).split(" ")[1], row.p.toFixed(3), row.verdict].join(" ");
      });
      assertEqual(["collect-number 0.0004933 ±886% 0.0007246 ±600% 0.240 ~", "join-key 0.002186 ±26% 0.001984 ±86% 0.240 ~",
        "lookup-key 0.004648 ±59% 0.005052 ±20% 0.699 ~"], printed);
      assertEqual("1.1317", comparison.summary.geomean.toFixed(4));
    },

    testFormats: function () {
      var both = sides([entry("keep", 1000, BASE), entry("min-number", 2000, BASE.slice(0, 3))],
        [entry("keep", 1000, scaled(BASE, 0.5)), entry("min-number", 2000, BASE.slice(0, 3))]);
      var comparison = compare.compare(both[0], both[1]);
      var text = compareReport.render("text", comparison, both).split("\n");
      assertMatch(/^case +size +A \(s\) +B \(s\) +B\/A +reduction +speedup +p +verdict$/, text[0]);
      assertMatch(/^keep +1k +0\.1045 ±3% +0\.0522 ±3% +0\.500 +50\.00 % +100\.00 % +0\.0000 +faster$/, text[2]);
      assertMatch(/^min-number +2k +0\.1010 ±∞ +0\.1010 ±∞ +1\.000 +0\.00 % +0\.00 % +1\.0000 +~$/, text[3]);
      var markdown = compareReport.render("markdown", comparison, both).split("\n");
      assertEqual("| case | size | A (s) | B (s) | B/A | reduction | speedup | p | verdict |", markdown[0]);
      assertEqual(4, markdown.filter(function (line) { return /^\| /.test(line); }).length);
      var csv = compareReport.render("csv", comparison, both).split("\n");
      assertEqual(3, csv.length);
      assertEqual(26, csv[0].split(",").length);
      assertEqual(26, csv[1].split(",").length);
      assertMatch(/,suite$/, csv[0]);
      assertMatch(/,shootout$/, csv[1]);
      assertMatch(/^keep,functions,1k,1000,median,0\.1045,/, csv[1]);
      var json = JSON.parse(compareReport.render("json", comparison, both));
      assertEqual(2, json.rows.length);
      assertEqual("faster", json.rows[0].verdict);
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
      assertEqual(1, compareCommand.run(io, ["a.json", "b.json"], { failOnRegression: true }));
      assertEqual(0, compareCommand.run(io, ["b.json", "a.json"], { failOnRegression: true, html: "out.html" }));
      assertMatch(/^<!DOCTYPE html>/, io.written["out.html"]);
      assertEqual([], io.errors);
    },

    testBadInputExitsTwoNamingTheInput: function () {
      var files = {
        "a.json": results([entry("keep", 1000, BASE)]),
        "empty.json": "  \n",
        "broken.json": "{ \"format\": ",
        "old.json": JSON.stringify({ format: "aql-shootout/0", results: [] }),
        "nofield.json": JSON.stringify({ format: "aql-shootout/1" }),
        "nan.json": results([entry("keep", 1000, [0.1, -1])]),
        "zero.json": results([entry("keep", 1000, [0.1, 0])]),
        "strings.json": results([entry("keep", 1000, ["NaN", 0.1])]),
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
        [["a.json", "nan.json"], /^aql-shootout compare: nan\.json: results\[0\] \(keep\): times must be an array of positive numbers$/],
        [["a.json", "zero.json"], /^aql-shootout compare: zero\.json: results\[0\] \(keep\): times must be an array of positive numbers$/],
        [["a.json", "strings.json"], /^aql-shootout compare: strings\.json: results\[0\] \(keep\): times must be an array of positive numbers$/],
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
        assertEqual([], io.printed);
      });
      var io = fakeIo(files);
      assertEqual(2, compareCommand.run(io, ["a.json", "a.json"], { format: "yaml" }));
      assertMatch(/unknown format "yaml"/, io.errors[0]);
      assertEqual(2, compareCommand.run(io, ["a.json", "a.json"], { alpha: 1.5 }));
      assertMatch(/option alpha must be a number above 0 and below 1, got 1\.5/, io.errors[1]);
    },

    testCommandLineWords: function () {
      var parsed = compareCommand.parseWords(["a.json", "--format=csv", "b.txt", "--noise", "2%", "--alpha", "0.01",
        "--fail-on-regression", "--html", "x.html"]);
      assertEqual(["a.json", "b.txt"], parsed.inputs);
      assertEqual({ format: "csv", noise: "2%", alpha: "0.01", failOnRegression: true, html: "x.html" }, parsed.raw);
      assertException(function () { compareCommand.parseWords(["a.json"]); });
      assertException(function () { compareCommand.parseWords(["a", "b", "--colour"]); });
      assertException(function () { compareCommand.parseWords(["a", "b", "--alpha"]); });
    }
  };
}

jsunity.run(compareSuite);
return jsunity.done();
