"use strict";
// Node only: the defaults of `node shootout.js versus`, one constant each.

// The design: "duet" (both servers up at once, every sample taken on A and on B back to back;
// docs/versus.md) or "runs" (whole server runs in turn, a b b a).
const DESIGN = "duet";

// The duet: process pairs, fresh processes each, because what a process brings (its memory
// layout, its JIT) moves whole rows between processes; three are the fewest whose rows'
// variances the comparison can pool at all (docs/comparing.md, "Duets").
const PAIRS = 3;
// Rounds per row in each pair (one warmup round comes first, the suite's --warmup), unless the
// suite's --runs fixes them: at least MIN_ROUNDS, and as many more as the row's queries fit into
// ROUND_FILL_SECONDS, at most MAX_ROUNDS (turns.js roundsFor, from the row's first round). The
// time is the runs design's: its default puts a gc pause of 0.2 s before each of a row's 24
// samples (4 runs a side of 1 warmup + 2 timed), and real servers spend 0.39–0.40 s between two
// samples with it (every real run in results/real, quiet and busy: the collection takes as long
// again): 9.4 s a row, 3.1 s a row for each of 3 pairs. The duet has no pause (GC_PAUSE_SECONDS)
// and spends up to 3 s on rounds instead, so it costs no more than the runs design on any
// queries, while a quick row gets MAX_ROUNDS: a pair's ratio is the median of its rounds, and
// more rounds buy far more precision than more pairs (npm run method-check; docs/versus.md).
// Ten is the most the real duets have, and measured there, 3 pairs of 10 state ×1.15 for the
// median row beside steady CPU-bound work, where 3 of 3 stated ×1.40.
const MIN_ROUNDS = 3;
const MAX_ROUNDS = 10;
const ROUND_FILL_SECONDS = 3;
// --target: the rounds of the pairs it adds are chosen from the variance and the costs the
// pairs measured (target-rounds.js: Kalibera and Jones's optimum for two levels), at least
// MIN_ROUNDS and at most TARGET_MAX_ROUNDS a row, and at most twice what the row had so far.
// By the noise and costs of real 2.5.4 beside a build (3 cases at 10k) it gives 12 to 38 rounds
// a row, 14 to 19 to the middle row (docs/versus.md, "The target mode").
const TARGET_MAX_ROUNDS = 40;
// The duet's gc pause (the suite's --gc-pause, before each pair of samples on both servers at
// once when given): none. On real 2.5.4 beside a build, 3 pairs of 10 rounds stated ×1.17
// without it and ×1.18 with 0.2 s, in 5:19 against 11:49 (issue 34): both samples of a pair
// meet the same heap state anyway, and a rest next to a sample lets other work take the core.
const GC_PAUSE_SECONDS = 0;
// --target in the duet: the time it may take, every pair counted (the first ones too), when
// --budget does not say: TARGET_BUDGET_SECONDS, or TARGET_BUDGET_FACTOR times what the first
// --pairs pairs took when that is longer. Ten minutes are what a user gives a few cases
// (issue 40); a larger suite gets the same proportion of its own default's time as the old cap
// of 12 pairs (9 of them of 20 rounds) spent beside its 3 default pairs: about 6 times them for
// 28 rows at 10k (npm run method-check).
const TARGET_BUDGET_SECONDS = 600;
const TARGET_BUDGET_FACTOR = 6;
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

module.exports = { DESIGN, PAIRS, MIN_ROUNDS, MAX_ROUNDS, ROUND_FILL_SECONDS, TARGET_MAX_ROUNDS,
  TARGET_BUDGET_SECONDS, TARGET_BUDGET_FACTOR, GC_PAUSE_SECONDS, START_TIMEOUT_SECONDS, RUNS_A_SIDE, RUNS_PER_PROCESS, MAX_RUNS_A_SIDE, STALL_TIMEOUT_SECONDS, MIN_FREE_DISK_BYTES,
  ATTEMPTS_PER_SLOT, SHUTDOWN_GRACE_SECONDS };
