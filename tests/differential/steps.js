"use strict";
// What the differential check runs on both sides (tests/differential/run-in-server.js reads
// it): the project's own AQL tests of the stand-in, and the product itself: every suite on a
// small size, explain, and the workbench. Every query these send is tapped and compared.
// Small sizes keep a real 2.5 server quick, except for the shootout's five IN-list lookups:
// they bind 10,000 values whatever the collection's size, and 2.5 takes about 15 s for each
// (the 2015 sheet: 26-112 s per lookup on every size).

const path = require("path");

// The jsunity suites whose queries are compared: the AQL semantics, the answers taken from
// ArangoDB's own tests, explain, graphs and single documents.
const AQL_SUITES = ["test-aql-semantics.js", "test-aql-agreement.js", "test-aql-explain.js",
  "test-aql-graphs.js", "test-standin-documents.js"];

const QUICK = ["--runs=1", "--warmup=0", "--gc-pause=0", "--seed=1", "--no-save"];

// The product's own steps; words are shootout.js's command-line options.
const PRODUCT_STEPS = [
  { kind: "main", name: "suite shootout", words: ["--suite=shootout", "--sizes=1000"].concat(QUICK) },
  { kind: "main", name: "suite distinct", words: ["--suite=distinct", "--sizes=distinct:400"].concat(QUICK) },
  { kind: "main", name: "suite return-value", words: ["--suite=return-value", "--sizes=return-value:100"].concat(QUICK) },
  { kind: "main", name: "suite social", words: ["--suite=social", "--sizes=social:200"].concat(QUICK) },
  { kind: "main", name: "suite crud", words: ["--suite=crud", "--sizes=crud:100"].concat(QUICK) },
  { kind: "call", name: "explain join-hash-number", method: "explain", args: ["join-hash-number", "1000"] },
  { kind: "call", name: "explain neighbors", method: "explain", args: ["neighbors", "200"] },
  { kind: "call", name: "workbench time", method: "time",
    args: ["FOR d IN @@collection FILTER d.value1 == @v RETURN d.value2", { v: 3 },
      { sizes: ["1000"], runs: 2, warmup: 0, gcPause: 0 }] },
  { kind: "call", name: "workbench ab", method: "ab",
    args: ["FOR d IN @@collection FILTER d.value1 == @v RETURN d._key",
      "FOR d IN @@collection FILTER d.value1 IN [@v] RETURN d._key", { v: 3 },
      { sizes: ["1000"], runs: 2, warmup: 0, gcPause: 0 }] },
  { kind: "call", name: "drop", method: "drop", args: [{}] }
];

function aqlSuiteSteps(root) {
  return AQL_SUITES.map((file) => ({ kind: "jsunity", name: "jsunity " + file, file: path.join(root, "tests", file) }));
}

// The whole plan for run-in-server.js: root is the checkout, output where the recording goes.
function differentialPlan(root, output) {
  return { root, output, steps: aqlSuiteSteps(root).concat(PRODUCT_STEPS) };
}

module.exports = { differentialPlan, AQL_SUITES, PRODUCT_STEPS };
