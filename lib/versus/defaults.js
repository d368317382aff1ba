"use strict";
// Node only: the defaults of `node shootout.js versus`, one constant each.

// The design: "duet" (both servers up at once, every sample taken on A and on B back to back;
// docs/versus.md) or "runs" (whole server runs in turn, a b b a).
const DESIGN = "duet";

// The duet: process pairs, and rounds per pair (the suite's --runs after --; one warmup round
// comes first, the suite's --warmup). Several pairs, fresh processes each, because what a
// process brings (its memory layout, its JIT) moves whole rows between processes. The budget:
// no more query executions than the runs design's default (4 runs of 1 warmup + 2 timed = 12
// a side per case and size): 3 pairs of 1 warmup + 3 rounds spend exactly that, and fewer gc
// pauses (one per pair of samples, on both servers at once); 4 rounds cost more wherever
// queries are long (the 2015 shootout's IN-list lookups). Three pairs are the fewest whose
// rows' variances the comparison can pool at all (docs/comparing.md, "Duets"); measured on
// real duets (npm run method-check; docs/versus.md), 3 × 3 states ×1.38–1.57 for the median
// row on busy machines, and more rounds per pair detect far more than more pairs.
const PAIRS = 3;
const ROUNDS_PER_PAIR = 3;
// --target in the duet: the most pairs it may add up to when no --budget ends it first.
const MAX_PAIRS = 12;
// A duet's server that does not answer on its socket within this time never started (a real
// arangod answers within seconds; a large database directory can take a minute to open).
const START_TIMEOUT_SECONDS = 300;

// Runs a side and timed runs per server process (the runs design). The budget: no more than twice the machine
// time of today's two single default runs, i.e. per case and size at most 2 x (1 warmup + 5
// timed) = 12 query executions a side; 4 runs of (1 warmup + 2 timed) spend exactly that. Few
// samples per process and many processes, because whole runs move more than the samples inside
// one run (the A/A pair in results/real): Kalibera and Jones, "Rigorous Benchmarking in
// Reasonable Time" (ISMM 2013), repeat at the level where the variance is. Measured with the
// comparison of groups (npm run method-check; docs/versus.md, "Defaults, and the target mode"):
// at the same cost 4 runs of 2 detect more than 3 of 3 or 2 of 5, and keep false calls within
// 5 %. An even count keeps the a b b a order balanced.
const RUNS_A_SIDE = 4;
const RUNS_PER_PROCESS = 2;

// --target: the most runs a side it may add up to when no --budget ends it first.
const MAX_RUNS_A_SIDE = 20;

// A server that neither prints nor writes its results file for this long (the runs design),
// or gives no answer to one request for this long (the duet: a request takes one sample, or
// builds the datasets), is taken for hung and ended (its run counts as missing). A round of 2.5 on 1,000,000 documents can take many
// minutes without a line (the IN-list lookups alone take about 15 s a query there).
const STALL_TIMEOUT_SECONDS = 3600;

// Below this much free space on the directory's device, no new run is started: the 1000k
// datasets of one version take about a gigabyte, and a server that fills the disk mid-run
// leaves a missing run and perhaps a damaged database.
const MIN_FREE_DISK_BYTES = 1024 * 1024 * 1024;

// Attempts of one slot in one invocation: a server that fails twice in a row stops versus
// (with its log), so a broken installation does not burn the session.
const ATTEMPTS_PER_SLOT = 2;

// After SIGTERM, how long a server may take to shut down before it is killed.
const SHUTDOWN_GRACE_SECONDS = 30;

module.exports = { DESIGN, PAIRS, ROUNDS_PER_PAIR, MAX_PAIRS, START_TIMEOUT_SECONDS, RUNS_A_SIDE, RUNS_PER_PROCESS, MAX_RUNS_A_SIDE, STALL_TIMEOUT_SECONDS, MIN_FREE_DISK_BYTES,
  ATTEMPTS_PER_SLOT, SHUTDOWN_GRACE_SECONDS };
