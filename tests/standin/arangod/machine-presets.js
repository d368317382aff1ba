"use strict";
// The two machines the real runs of results/real/ were measured on, as settings of the
// simulated clock's "machine" (README.md, "Simulated timing", "The machine"). The numbers are
// what `npm run noise-fit` prints for each data set, rounded; tests/node/noise-model.test.js
// checks that they still are, and that runs simulated with them land near the real figures.
//   quiet: results/real/real-2.5.4.json and real-2.6.0-alpha2-{a,b}.json, the server pinned to a
//          CPU of its own (PROVENANCE.md; not real-2.8.3.json, a busier day)
//   busy:  results/real/alternating/*.json, a shared host (its README.md)

const PRESETS = {
  quiet: {
    factor: [{ sd: 0.0059, seconds: 17 }, { sd: 0.028, seconds: 210 }],
    processSd: 0, rowProcessSd: 0.014, sampleSd: 0.023, slowSampleRate: 0.023, slowSampleFactor: 1.3,
    episodeRate: 0.1, episodeSeconds: 2.4, episodeFactor: 1.4, warmupFactor: 1, warmupHalfLife: 1
  },
  busy: {
    factor: [{ sd: 0.053, seconds: 14 }, { sd: 0.13, seconds: 210 }],
    processSd: 0, rowProcessSd: 0.11, sampleSd: 0.1, slowSampleRate: 0.087, slowSampleFactor: 1.6,
    episodeRate: 0.54, episodeSeconds: 1.7, episodeFactor: 1.5, warmupFactor: 1, warmupHalfLife: 1
  }
};

module.exports = { PRESETS };
