"use strict";
// Node only: the memory a duet needs. Both servers are up at once, so the machine holds both
// sides' datasets (collections and indexes) at the same time, where the runs design holds one.
// Before starting, versus states the estimate beside what the machine has, and warns when it
// is short.
//
// The figure is counted, not assumed: the resident size real servers recorded after every
// timed sample (the entries' `memory` in results/real/), beside the documents their datasets
// held (2.5.4 and 2.6.0-alpha2, the shootout's datasets, MMFiles):
//   10k + 100k (110,000 documents; results/real/alternating/, 11 runs): at the most 392-482 MB
//   10k + 100k + 1000k (1,110,000 documents; results/real/real-2.5.4.json, real-2.6.0-alpha2-a.json
//   and -b.json, 3 runs): 2,028-2,112 MB
// The line through the means of those two (436 and 2,081 MB): about 260 MB for the server
// itself and 1,720 bytes for each document it holds, the peak of a run (a query's working
// memory for grouping or sorting the largest collection included). The least figures (the
// datasets alone) lie about 40 % below at 1000k. Other suites' documents are taken to weigh as
// much; other versions and storage engines (3.x RocksDB keeps its own block cache) differ,
// which the sentence says.

const os = require("os");
const runPlan = require("../run/run-plan");
const { humanBytes } = require("./disk-usage");

const SERVER_BYTES = 260 * 1024 * 1024;
const BYTES_PER_DOCUMENT = 1720;

// The peak resident memory of one server holding these datasets ([{ documents }]).
function perServer(datasets) {
  const documents = datasets.reduce((sum, dataset) => sum + dataset.documents, 0);
  return { documents, bytes: SERVER_BYTES + BYTES_PER_DOCUMENT * documents };
}

// The plan's memory lines for a duet of these suite options ({ chosen, catalog }), and
// whether the machine is short. machine: { total, available } in bytes (default: this one's,
// os.totalmem and os.freemem). Returns { lines, short }.
function duetLines(suite, machine) {
  const has = machine || { total: os.totalmem(), available: os.freemem() };
  const one = perServer(runPlan.datasets(suite.chosen, suite.catalog));
  const both = 2 * one.bytes;
  const lines = ["memory: both servers up at once hold both sides' datasets: about " + humanBytes(both) +
    " at the peak (" + humanBytes(one.bytes) + " a server for " + one.documents.toLocaleString("en-US") +
    " documents, from what real 2.5 and 2.6 servers used; other versions differ, docs/versus.md); this machine has " +
    humanBytes(has.total) + ", " + humanBytes(has.available) + " of it available"];
  const short = both > has.available;
  if (short) {
    lines.push("WARNING: that is more than the memory available now: the servers may swap (slowing whatever they " +
      "measure) or be killed; free memory, choose smaller --sizes, or run one server at a time with --design runs");
  }
  return { lines, short, bytes: both };
}

module.exports = { perServer, duetLines, SERVER_BYTES, BYTES_PER_DOCUMENT };
