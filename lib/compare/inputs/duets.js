/*
 * Runs of the two sides that took their samples in turn: a duet (node shootout.js versus,
 * two live servers, each sample of a row timed on A and on B back to back). Found from the
 * times every results file holds, with no field of its own: a run of A and a run of B form a
 * process pair when they started together (startedAt a millisecond apart at most) and their
 * samples alternate, each sample of one side followed at once by its partner on the other
 * (the later starts right after the earlier ended, within TURN_SLACK_SECONDS), and no sample
 * of one began while a sample of the other still ran; two runs that merely ran at the same
 * time overlap instead, and runs that took turns as whole runs start minutes apart. The
 * comparison then judges the pairs (verdict/paired-model.js); anything short of that is
 * judged as runs of today's kind, and the notes say why. ES5.
 */
"use strict";

// The two servers of a pair are given one start (versus hands both the same startedAt; the
// real duets of results/real/duets share theirs to the millisecond): a millisecond apart at
// most, for the rounding of the ISO text, compared as the whole milliseconds the files hold.
// Runs started one after another, however short, are further apart (two quick dry runs in a
// row: 0.3 s), and their samples can fall into step by chance.
var SAME_START_MILLISECONDS = 1;
// A sample's start is its server's clock minus the run's start (from the wall clock, in
// milliseconds), so the two sides' starts may disagree by a few milliseconds.
var CLOCK_TOLERANCE_SECONDS = 0.005;
// What may lie between the two samples of a turn: the request of the second. On the real duets
// of results/real/duets the partner began a median of 1–2 ms after the first ended (90th
// percentile 3–9 ms, at most 0.27 s on an overloaded machine, or 0.24 s after a rest of
// 0.05 s before every sample), never the time of a sample of another row.
var TURN_SLACK_SECONDS = 0.3;
// At least nine of ten samples must come in such turns (a sample the clock spoilt, or a round
// cut short by an error, leaves one partner alone): for each sample alone, nine in turns.
var IN_TURNS_PER_ALONE = 9;
// A sample whose row has fewer samples on the other side of its pair had no partner to take a
// turn with: a round lost on one side (a server restarted, or a cut). Such samples are left out,
// and count as alone no more, where the pairs took this many turns or more: one lost round of a
// few would otherwise outweigh every turn (one pair of 3 rounds: 4 samples in turns for each
// alone). With fewer turns, runs of two other real pairs cut to a few rows, a round lost, fell
// into step by chance (tests/method-check/recognition.js), and the lost samples count as alone.
var TURNS_TO_LEAVE_LOST_ROUNDS_OUT = 10;

// A run's samples of a row with their starts (compare-input.js keeps those in step with the
// times): [] where the run lacks the row, null where the file does not say when they began.
function samplesOf(entry, run, fromA) {
  var times = entry.perRun[run];
  if (!times || times.length === 0) {
    return [];
  }
  var starts = entry.perRunStarts[run];
  if (!starts) {
    return null;
  }
  return times.map(function (time, i) { return { fromA: fromA, time: time, start: starts[i] }; });
}

// The later sample started after the earlier ended, within the slack.
function backToBack(first, second) {
  var end = first.start + first.time;
  return second.start >= end - CLOCK_TOLERANCE_SECONDS && second.start <= end + TURN_SLACK_SECONDS;
}

// One row of one pair: its samples in time order, each taken with the next when that is the
// other side's and back to back. Returns { a: [times], b: [times] (sample i beside sample i),
// alone: samples without a partner, unmatched: how many of them the other side had no sample
// for (the difference of the two sides' counts) }, or null without start times.
function turnsOfRow(entryA, runA, entryB, runB) {
  var samplesA = samplesOf(entryA, runA, true);
  var samplesB = samplesOf(entryB, runB, false);
  if (samplesA === null || samplesB === null) {
    return null;
  }
  var all = samplesA.concat(samplesB).sort(function (x, y) { return x.start - y.start; });
  var turns = { a: [], b: [], alone: 0, unmatched: Math.abs(samplesA.length - samplesB.length) };
  var i = 0;
  while (i < all.length) {
    var first = all[i];
    var second = i + 1 < all.length ? all[i + 1] : null;
    if (second !== null && second.fromA !== first.fromA && backToBack(first, second)) {
      turns.a.push(first.fromA ? first.time : second.time);
      turns.b.push(first.fromA ? second.time : first.time);
      i += 2;
    } else {
      turns.alone += 1;
      i += 1;
    }
  }
  return turns;
}

// How many samples of run runA of side a and run runB of side b began while a sample of the
// other had not yet ended (every row's): two servers that took turns never sample at once.
function overlaps(a, runA, b, runB) {
  var all = [];
  [[a, runA, true], [b, runB, false]].forEach(function (one) {
    one[0].entries.forEach(function (entry) {
      (samplesOf(entry, one[1], one[2]) || []).forEach(function (sample) { all.push(sample); });
    });
  });
  all.sort(function (x, y) { return x.start - y.start; });
  var count = 0;
  var end = -Infinity;
  all.forEach(function (sample) {
    if (sample.start < end - CLOCK_TOLERANCE_SECONDS) {
      count += 1;
    }
    end = Math.max(end, sample.start + sample.time);
  });
  return count;
}

// How far apart two starts (seconds since 1970) lie, in the whole milliseconds the files hold
// (…30.001 and …30.002 are 0.0010001659 s apart in floating point, and 1 ms as written).
function millisecondsApart(startA, startB) {
  return Math.abs(Math.round(startB * 1000) - Math.round(startA * 1000));
}

// Whether two runs started together, as the two servers of one process pair do: both files say
// when (startedAt; null where a file does not) and their starts lie SAME_START_MILLISECONDS
// apart at most. The load on record (comparisons/load-summary.js) pairs its runs by this too.
function startedTogether(startA, startB) {
  return startA !== null && startB !== null && millisecondsApart(startA, startB) <= SAME_START_MILLISECONDS;
}

// Of the runs `others`, the index of the one started together with `run` and closest to it that
// `free(index)` allows (of two as close, the first), or -1.
function closestPartner(run, others, free) {
  var match = -1;
  var closest = Infinity;
  others.forEach(function (other, j) {
    if (startedTogether(run.startedAt, other.startedAt) && free(j) &&
        millisecondsApart(run.startedAt, other.startedAt) < closest) {
      match = j;
      closest = millisecondsApart(run.startedAt, other.startedAt);
    }
  });
  return match;
}

// For each run of A, the run of B that started together with it, closest and not taken by an
// earlier run of A: [{ a, b }] as indices; runs without such a partner are left out.
function partners(runsA, runsB) {
  var found = [];
  var taken = {};
  runsA.forEach(function (run, i) {
    var match = closestPartner(run, runsB, function (j) { return !taken[j]; });
    if (match >= 0) {
      taken[match] = true;
      found.push({ a: i, b: match });
    }
  });
  return found;
}

function runName(side, index) {
  var run = side.serverRuns[index];
  return run.label || run.name;
}

// a, b: the two sides (compare-input.js, run-group.js). Returns null when no run of A started
// beside a run of B (runs of today's kind); else { pairs: [{ a, b }] in A's order, rows:
// { key: [{ a, b } or null per pair] } } when every run has its partner and the samples took
// turns, or { pairs: null, why } when they did not, which the notes under the table give.
function recognise(a, b) {
  // (a printed table's run has no start, so it pairs with nothing)
  var pairs = partners(a.serverRuns, b.serverRuns);
  if (pairs.length === 0) {
    return null;
  }
  if (pairs.length !== a.serverRuns.length || pairs.length !== b.serverRuns.length) {
    return { pairs: null, why: pairs.length + " of the " + a.serverRuns.length + " + " + b.serverRuns.length +
      " runs started beside a run of the other side; a duet needs every run in a pair" };
  }
  var inB = {};
  b.entries.forEach(function (entry) { inB[entry.key] = entry; });
  var rows = {};
  var paired = 0;
  var alone = 0;
  var unmatched = 0;
  var untimed = null;
  a.entries.forEach(function (entryA) {
    var entryB = inB[entryA.key];
    if (!entryB) {
      return;
    }
    rows[entryA.key] = pairs.map(function (pair) {
      var turns = turnsOfRow(entryA, pair.a, entryB, pair.b);
      if (turns === null) {
        untimed = untimed || pair;
        return null;
      }
      paired += turns.a.length;
      alone += turns.alone;
      unmatched += turns.unmatched;
      // a row a pair lacks (a server could not time it) is missing from that pair alone
      return turns.a.length > 0 ? { a: turns.a, b: turns.b } : null;
    });
  });
  if (untimed !== null) {
    return { pairs: null, why: runName(a, untimed.a) + " and " + runName(b, untimed.b) + " started together, but a " +
      "file does not say when its samples began (sampleStarts)" };
  }
  // a sample that began while one of the other side ran took no turn, whatever its row
  var overlapping = pairs.reduce(function (sum, pair) { return sum + overlaps(a, pair.a, b, pair.b); }, 0);
  var inTurns = 2 * paired - overlapping;
  var leftOut = paired >= TURNS_TO_LEAVE_LOST_ROUNDS_OUT ? unmatched : 0;
  if (inTurns < IN_TURNS_PER_ALONE * (alone - leftOut + overlapping)) {
    return { pairs: null, why: "the runs started in pairs, but only " + Math.max(inTurns, 0) + " of their " +
      (2 * paired + alone) + " samples were taken back to back with a sample of the other side" +
      (overlapping > 0 ? " (" + overlapping + " began while one of the other side ran)" : "") };
  }
  return { pairs: pairs, rows: rows };
}

module.exports = { recognise: recognise, startedTogether: startedTogether, closestPartner: closestPartner,
  SAME_START_MILLISECONDS: SAME_START_MILLISECONDS,
  TURN_SLACK_SECONDS: TURN_SLACK_SECONDS, CLOCK_TOLERANCE_SECONDS: CLOCK_TOLERANCE_SECONDS,
  IN_TURNS_PER_ALONE: IN_TURNS_PER_ALONE, TURNS_TO_LEAVE_LOST_ROUNDS_OUT: TURNS_TO_LEAVE_LOST_ROUNDS_OUT };
