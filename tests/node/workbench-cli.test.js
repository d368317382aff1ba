"use strict";
// The workbench from the command line: the dry run with --query / --query-b / --bind (as
// arangod script mode and arangosh take them), and list --cases-file.
const test = require("node:test");
const assert = require("node:assert/strict");
const path = require("path");
const fs = require("fs");
const os = require("os");
const { node, SHOOTOUT, DRY_RUN } = require("./node-in-process");

test("dry run: --query times one query, --query-b makes it an A/B run", (t) => {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "shootout-workbench-"));
  t.after(() => fs.rmSync(directory, { recursive: true, force: true }));
  const out = path.join(directory, "one.json");
  // arangod's script parameters: every @ written twice
  const one = node(DRY_RUN, "--query", "FOR d IN @@@@collection FILTER d.value2 == @@s RETURN d._key",
    "--bind", "{\"s\": \"test5\"}", "--sizes", "1000", "--runs", "2", "--gc-pause", "0", "--out", out);
  assert.equal(one.status, 0, one.stdout + one.stderr);
  assert.match(one.stdout, /\nquery +\| 1k +\| +2 \| .* \| workbench\n/);
  // the results file keeps the query as it arrived, the bind parameters as an object and the dataset the query read
  const saved = JSON.parse(fs.readFileSync(out, "utf8")).options;
  assert.deepEqual([saved.query, saved.bind, saved.dataset],
    ["FOR d IN @@collection FILTER d.value2 == @s RETURN d._key", { s: "test5" }, "shootout"]);
  // arangosh takes the words after "--" as they are: every @ once
  const ab = node(DRY_RUN, "--profile", "3.11-arangosh-coordinator",
    "--query", "FOR d IN @@collection FILTER d.value2 == @s RETURN d._key",
    "--query-b", "FOR d IN @@collection FILTER d.value4 == @s RETURN d._key",
    "--bind", "{\"s\": \"test5\"}", "--sizes", "1000", "--runs", "2", "--gc-pause", "0", "--no-save");
  assert.equal(ab.status, 0, ab.stdout + ab.stderr);
  assert.match(ab.stdout, /\nA\/B on 1k:\n {2}same result: 1 rows, digest [0-9a-f]{16}\n/);
  assert.match(ab.stdout, /, runs: 2 turns a size, order: turns,/);
  const bad = node(DRY_RUN, "--query", "RETURN 1", "--bind", "{oops", "--no-save");
  assert.notEqual(bad.status, 0);
  assert.match(bad.stdout + bad.stderr, /aql-shootout: option bind must be a JSON object such as \{"value": 3\}, got "\{oops"/);
});

test("dry run: a query typed for the console on arangod's command line stops in one line saying what to type, before anything is created", () => {
  for (const [typed, bind, line] of [
    ["FOR d IN @@collection FILTER d.value2 == @s RETURN d._key", "{\"s\": \"test5\"}",
      "--query names @collection, which --bind does not give"],
    ["FOR d IN values1000 FILTER d.value1 > @a && d.value1 < @b RETURN d", "{\"a\": 1, \"b\": 3}",
      "--bind gives a, which --query does not name"]]) {
    const refused = node(DRY_RUN, "--profile", "2.5.4", "--query", typed, "--bind", bind, "--sizes", "1000", "--no-save");
    // main's 2 (bad options), which arangod turns into 1
    assert.equal(refused.status, 1, refused.stdout + refused.stderr);
    assert.deepEqual(refused.stdout.split("\n").slice(1), ["aql-shootout: " + line + ": arangod reads @@ in a command-line " +
      "value as @ and @NAME@ as the environment variable NAME, so on its command line write every @ twice: " +
      "@@@@collection, @@name (every option: --help)", ""]);
  }
});

// An A/B run's file, compared alone (compare FILE), gives the verdict the run printed at its end,
// and the same numbers as JSON.
test("compare FILE re-judges a saved A/B run with the verdict the run printed; --format json too", (t) => {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "shootout-workbench-ab-"));
  t.after(() => fs.rmSync(directory, { recursive: true, force: true }));
  const out = path.join(directory, "ab.json");
  // arangod's script parameters: every @ written twice
  const ran = node(DRY_RUN, "--query", "FOR d IN @@@@collection FILTER d.value2 == @@s RETURN d._key",
    "--query-b", "FOR d IN @@@@collection FILTER d.value6 == @@s RETURN d._key", "--bind", "{\"s\": \"test5\"}",
    "--sizes", "1000,2000", "--runs", "24", "--out", out);
  assert.equal(ran.status, 0, ran.stdout + ran.stderr);
  const tableOf = (text) => {
    const lines = text.split("\n");
    const head = lines.findIndex((line) => /^suite +case +size +A \(s\)/.test(line));
    assert.ok(head >= 0, text);
    return lines.slice(head, head + 4);
  };
  const compared = node(SHOOTOUT, "compare", out);
  assert.equal(compared.status, 0, compared.stdout + compared.stderr);
  const printed = tableOf(ran.stdout);
  assert.deepEqual(tableOf(compared.stdout), printed);
  assert.match(printed[2], /^workbench +query +1k .* (faster|slower|~)$/);
  assert.match(compared.stdout, /\nA and B took turns in one server run: 24 turns a size \(the median size\), each one sample of A and one of B back to back; B\/A judged on the turns, in 10 batches of consecutive turns\n/);
  assert.match(compared.stdout, new RegExp("\\nA = " + out.replace(/[.\\/]/g, "\\$&") + ", query-a, B = " +
    out.replace(/[.\\/]/g, "\\$&") + ", query-b;"));
  const json = node(SHOOTOUT, "compare", out, "--format", "json");
  assert.equal(json.status, 0, json.stderr);
  const rows = JSON.parse(json.stdout).rows;
  assert.deepEqual(rows.map((row) => [row.size, row.test, row.ratio.toFixed(3), row.verdict]), printed.slice(2).map((line) => {
    const cells = line.split(/ {2,}/);
    return [cells[2], "turns", cells[5], cells[cells.length - 1]];
  }));
});

test("a query without @@collection runs once, without a size; its file and printed table compare", (t) => {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "shootout-workbench-sizeless-"));
  t.after(() => fs.rmSync(directory, { recursive: true, force: true }));
  // as on a real 2.5.4 in _system: the suite's collection is not there, so the query is
  // refused, once (not once per default size)
  const refused = node(DRY_RUN, "--profile", "2.5.4", "--query", "FOR d IN values10000 RETURN d", "--no-save");
  assert.equal(refused.status, 1, refused.stdout + refused.stderr);
  assert.match(refused.stdout, /, sizes: workbench none \(reads no dataset\), runs: 5,/);
  assert.equal(refused.stdout.match(/ERROR 1203: collection not found \(values10000\)/g).length, 1, refused.stdout);
  assert.match(refused.stdout, /\nFAILED: 1 of 1 cases\n {2}query -: error 1203: collection not found \(values10000\)\n/);
  const out = path.join(directory, "range.json");
  const ran = node(DRY_RUN, "--query", "FOR i IN 1..100 RETURN i", "--runs", "2", "--gc-pause", "0", "--out", out);
  assert.equal(ran.status, 0, ran.stdout + ran.stderr);
  assert.match(ran.stdout, /\nquery +\| - +\| +2 \| .* \| workbench\n/);
  const table = path.join(directory, "range.txt");
  fs.writeFileSync(table, ran.stdout);
  const compared = node(SHOOTOUT, "compare", out, table);
  assert.equal(compared.status, 0, compared.stdout + compared.stderr);
  assert.match(compared.stdout, /\nworkbench +query +- +\d/);
});

test("list --cases-file shows the cases of a file as suite custom", (t) => {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "shootout-cases-file-"));
  t.after(() => fs.rmSync(directory, { recursive: true, force: true }));
  const file = path.join(directory, "mine.json");
  fs.writeFileSync(file, JSON.stringify([{ name: "my-count", query: "FOR d IN @@collection COLLECT WITH COUNT INTO c RETURN c" }]));
  const listed = node(SHOOTOUT, "list", "--cases-file", file, "--json");
  assert.equal(listed.status, 0, listed.stderr);
  const mine = JSON.parse(listed.stdout).filter((item) => item.suite === "custom");
  assert.deepEqual(mine.map((item) => [item.name, item.query, item.bindParameters]),
    [["my-count", "FOR d IN @@collection COLLECT WITH COUNT INTO c RETURN c", ["@collection"]]]);
  fs.writeFileSync(file, JSON.stringify([{ name: "keep", query: "RETURN 1" }]));
  const clash = node(SHOOTOUT, "list", "--cases-file", file);
  assert.equal(clash.status, 2);
  assert.equal(clash.stderr, "aql-shootout: cases file " + file + ":\n  case 1 (keep): the name clashes with the built-in case keep of suite shootout\n");
});
