"use strict";
// The figures of a set of runs (real-runs.js's shape) that the machine model is fitted to and
// checked against (tests/noise-fit.js, tests/node/noise-model.test.js). The same function reads
// real and simulated runs, so a simulated figure is comparable with the real one whatever its
// bias. All on the natural log of the times; robust where one wild run or sample would
// otherwise decide (medians; MAD scaled by 1.4826 to estimate a normal sd).

const MAD_TO_SD = 1.4826;
// a slow sample: this many core sds above its neighbourhood, and at least this log (15 %)
const SLOW_SAMPLE_SDS = 3;
// its neighbourhood: the median of this many samples either side in time (long beside an
// episode, so the level does not follow the episode)
const NEIGHBOURHOOD_SAMPLES = 60;
const SLOW_SAMPLE_MIN_LOG = Math.log(1.15);
// an episode: at least this many slow samples in a row (in time, across rows)
const EPISODE_MIN_SAMPLES = 3;
// the machine's level within a run is read in bins of this many samples' time
const SAMPLES_PER_BIN = 30;
const MIN_SAMPLES_IN_BIN = 5;

function median(values) {
  if (values.length === 0) {
    return NaN;
  }
  const sorted = values.slice().sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function robustSd(values) {
  const centre = median(values);
  return MAD_TO_SD * median(values.map((value) => Math.abs(value - centre)));
}

function sampleSd(values) {
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  return Math.sqrt(values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (values.length - 1));
}

// Every timed sample of a run in the order they started: its row, its log time less the row's
// median (the row's own level), its start.
function samplesInTime(run) {
  const samples = [];
  run.rows.forEach((row, r) => {
    const centre = median(row.times);
    row.times.forEach((value, k) => samples.push({ row: r, round: k, start: row.starts[k], residual: value - centre }));
  });
  return samples.sort((a, b) => a.start - b.start);
}

// Median polish of the run's log times on (row, time bin): the bins' levels are the machine's
// level through the run, with each row's own level taken out.
function levelsThroughRun(run, samples) {
  const gaps = samples.slice(1).map((sample, i) => sample.start - samples[i].start);
  const binSeconds = SAMPLES_PER_BIN * median(gaps);
  const first = samples[0].start;
  const cells = samples.map((sample) => ({ row: sample.row, bin: Math.floor((sample.start - first) / binSeconds),
    value: run.rows[sample.row].times[sample.round] }));
  const bins = Math.max(...cells.map((cell) => cell.bin)) + 1;
  const rowLevel = new Array(run.rows.length).fill(0);
  const binLevel = new Array(bins).fill(0);
  for (let sweep = 0; sweep < 6; sweep += 1) {
    const byRow = rowLevel.map(() => []);
    cells.forEach((cell) => byRow[cell.row].push(cell.value - binLevel[cell.bin]));
    byRow.forEach((values, r) => { rowLevel[r] = median(values); });
    const byBin = binLevel.map(() => []);
    cells.forEach((cell) => byBin[cell.bin].push(cell.value - rowLevel[cell.row]));
    byBin.forEach((values, b) => { binLevel[b] = values.length ? median(values) : 0; });
  }
  const counts = new Array(bins).fill(0);
  cells.forEach((cell) => { counts[cell.bin] += 1; });
  const levels = binLevel.filter((level, b) => counts[b] >= MIN_SAMPLES_IN_BIN);
  const centre = median(levels);
  return { binSeconds, levels: levels.map((level) => level - centre) };
}

// each sample's local level: the running median of the residuals around it
function localLevels(samples) {
  return samples.map((sample, i) => median(samples.slice(Math.max(0, i - NEIGHBOURHOOD_SAMPLES),
    i + NEIGHBOURHOOD_SAMPLES + 1).map((one) => one.residual)));
}

// Slow samples (far above their moment's level and their row) and the episodes they form.
function slowSamplesOfRun(samples, localLevel, coreSd) {
  const threshold = Math.max(SLOW_SAMPLE_SDS * coreSd, SLOW_SAMPLE_MIN_LOG);
  const excess = samples.map((sample, i) => sample.residual - localLevel[i]);
  const slow = excess.map((value) => value > threshold);
  const episodes = [];
  const isolated = [];
  for (let i = 0; i < samples.length;) {
    if (!slow[i]) {
      i += 1;
      continue;
    }
    let j = i;
    while (j + 1 < samples.length && slow[j + 1]) {
      j += 1;
    }
    const stretch = excess.slice(i, j + 1);
    if (stretch.length >= EPISODE_MIN_SAMPLES) {
      episodes.push({ from: samples[i].start, to: samples[j].start, samples: stretch.length, excess: stretch });
    } else {
      isolated.push(...stretch);
    }
    i = j + 1;
  }
  return { threshold, episodes, isolated };
}

// Each run's factor: the median over its rows of the row's median less the row's baseline
// (its median over the runs of the same version). Only versions with two runs or more.
function runFactors(runs) {
  const byVersion = {};
  runs.forEach((run) => { (byVersion[run.version] = byVersion[run.version] || []).push(run); });
  const baseline = {};
  for (const version of Object.keys(byVersion)) {
    if (byVersion[version].length < 2) {
      continue;
    }
    const medians = {};
    byVersion[version].forEach((run) => run.rows.forEach((row) => {
      (medians[row.key] = medians[row.key] || []).push(median(row.times));
    }));
    for (const key of Object.keys(medians)) {
      if (medians[key].length >= 2) {
        baseline[version + "|" + key] = median(medians[key]);
      }
    }
  }
  return runs.map((run) => {
    const offsets = run.rows.filter((row) => baseline[run.version + "|" + row.key] !== undefined)
      .map((row) => ({ key: row.key, offset: median(row.times) - baseline[run.version + "|" + row.key] }));
    if (offsets.length === 0) {
      return null;
    }
    const factor = median(offsets.map((one) => one.offset));
    const samples = run.rows.flatMap((row) => row.starts);
    return { run: run.name, version: run.version, factor, middle: median(samples),
      rowResiduals: offsets.map((one) => one.offset - factor) };
  });
}

function ranks(values) {
  const order = values.map((value, i) => [value, i]).sort((a, b) => a[0] - b[0]);
  const result = new Array(values.length);
  order.forEach(([, i], rank) => { result[i] = rank; });
  return result;
}

function pearson(a, b) {
  const meanA = a.reduce((s, v) => s + v, 0) / a.length;
  const meanB = b.reduce((s, v) => s + v, 0) / b.length;
  let product = 0;
  let squaresA = 0;
  let squaresB = 0;
  a.forEach((value, i) => {
    product += (value - meanA) * (b[i] - meanB);
    squaresA += (value - meanA) ** 2;
    squaresB += (b[i] - meanB) ** 2;
  });
  return product / Math.sqrt(squaresA * squaresB);
}

// Spearman's rank correlation, as the normal correlation it stands for (2 sin(π r / 6)): one
// wild run moves a rank by one, not the whole figure.
function rankCorrelation(a, b) {
  if (a.length < 3) {
    return null;
  }
  return 2 * Math.sin(Math.PI * pearson(ranks(a), ranks(b)) / 6);
}

function figuresOf(runs) {
  const perRun = runs.map((run) => {
    const samples = samplesInTime(run);
    const differences = samples.slice(1).map((sample, i) => sample.residual - samples[i].residual);
    const coreSd = robustSd(differences) / Math.SQRT2;
    const levels = levelsThroughRun(run, samples);
    const slow = slowSamplesOfRun(samples, localLevels(samples), coreSd);
    const lagged = levels.levels.slice(1).map((level, i) => (level - levels.levels[i]) ** 2 / 2);
    const levelVariance = levels.levels.reduce((sum, level) => sum + level * level, 0) / levels.levels.length;
    const laterRounds = (row) => median(row.times.slice(1));
    return {
      run: run.name,
      rowSds: run.rows.map((row) => sampleSd(row.times)),
      coreSd,
      levelSd: sampleSd(levels.levels),
      levelCorrelation: levelVariance > 0 ? 1 - (lagged.reduce((s, v) => s + v, 0) / lagged.length) / levelVariance : null,
      binSeconds: levels.binSeconds,
      samples: samples.length,
      minutes: (samples[samples.length - 1].start - samples[0].start) / 60,
      gap: median(samples.slice(1).map((sample, i) => sample.start - samples[i].start)),
      slow,
      firstRound: median(run.rows.map((row) => row.times[0] - laterRounds(row))),
      warmup: median(run.rows.filter((row) => row.warmups.length > 0).map((row) => row.warmups[0] - laterRounds(row)))
    };
  });
  const factors = runFactors(runs);
  const known = factors.filter((one) => one !== null);
  const runFactorSd = known.length >= 2 ? robustSd(known.map((one) => one.factor)) : null;
  // neighbours: runs next to each other in time (any versions)
  const neighbours = [];
  for (let i = 0; i + 1 < factors.length; i += 1) {
    if (factors[i] && factors[i + 1]) {
      neighbours.push([factors[i], factors[i + 1]]);
    }
  }
  // Do neighbours change together? Each run's change to the next run of its version, beside
  // the change of the run after it (another version) to that one's next: when versions
  // alternate, the two changes span nearly the same minutes of the machine.
  const changes = [];
  for (let i = 0; i + 1 < factors.length; i += 1) {
    const changeOf = (j) => {
      const next = factors.slice(j + 1).find((one) => one && factors[j] && one.version === factors[j].version);
      return next ? next.factor - factors[j].factor : null;
    };
    const [a, b] = [changeOf(i), changeOf(i + 1)];
    if (a !== null && b !== null && factors[i].version !== factors[i + 1].version) {
      changes.push([a, b]);
    }
  }
  const lagOf = (pairs) => (pairs.length ? median(pairs.map(([a, b]) => b.middle - a.middle)) : null);
  const episodes = perRun.flatMap((one) => one.slow.episodes);
  const isolated = perRun.flatMap((one) => one.slow.isolated);
  const allSamples = perRun.reduce((sum, one) => sum + one.samples, 0);
  const minutes = perRun.reduce((sum, one) => sum + one.minutes, 0);
  return {
    runs: runs.length,
    samples: allSamples,
    minutes,
    withinRunSd: median(perRun.flatMap((one) => one.rowSds)),
    withinRunSdByRun: perRun.map((one) => median(one.rowSds)),
    coreSd: median(perRun.map((one) => one.coreSd)),
    levelSd: median(perRun.map((one) => one.levelSd)),
    levelCorrelation: median(perRun.map((one) => one.levelCorrelation).filter((value) => value !== null)),
    binSeconds: median(perRun.map((one) => one.binSeconds)),
    runMinutes: median(perRun.map((one) => one.minutes)),
    sampleGap: median(perRun.map((one) => one.gap)),
    runFactors: factors.map((one) => (one ? one.factor : null)),
    runFactorSd,
    neighbourCorrelation: rankCorrelation(neighbours.map(([a]) => a.factor), neighbours.map(([, b]) => b.factor)),
    changeCorrelation: rankCorrelation(changes.map(([a]) => a), changes.map(([, b]) => b)),
    changePairs: changes.length,
    neighbourLag: lagOf(neighbours),
    rowRunSd: known.length >= 2 ? robustSd(known.flatMap((one) => one.rowResiduals)) : null,
    slowShare: isolated.length / allSamples,
    slowFactor: isolated.length ? Math.exp(median(isolated)) : null,
    episodeShare: episodes.reduce((sum, one) => sum + one.samples, 0) / allSamples,
    episodesPerMinute: episodes.length / minutes,
    episodeSeconds: episodes.length ? median(episodes.map((one) => one.to - one.from)) : null,
    episodeSamples: episodes.length ? median(episodes.map((one) => one.samples)) : null,
    episodeFactor: episodes.length ? Math.exp(median(episodes.flatMap((one) => one.excess))) : null,
    episodeCount: episodes.length,
    firstRound: median(perRun.map((one) => one.firstRound)),
    firstRoundSlower: perRun.filter((one) => one.firstRound > 0).length,
    warmup: median(perRun.map((one) => one.warmup).filter((value) => !Number.isNaN(value)))
  };
}

module.exports = { figuresOf, median, robustSd, sampleSd, pearson };
