/*
 * Progress lines while a run goes on: which case and size just finished, its time, and an
 * estimate of what is left. Case by case, it assumes a case takes about as long as the
 * finished cases took on a collection of the same size (scaled by document count when no case
 * of that size has finished yet); in rounds, it counts the runs of the cases prepared so far,
 * each as long as its warmup, and says how many cases it does not know yet. A rough guide,
 * printed as such. ES5.
 */
"use strict";

function clock(seconds) {
  var whole = Math.round(seconds);
  var hours = Math.floor(whole / 3600);
  var minutes = Math.floor((whole % 3600) / 60);
  var rest = whole % 60;
  var two = function (n) { return (n < 10 ? "0" : "") + n; };
  return (hours > 0 ? hours + ":" + two(minutes) : String(minutes)) + ":" + two(rest);
}

function padded(number, total) {
  var text = String(number);
  while (text.length < String(total).length) {
    text = " " + text;
  }
  return text;
}

// The timed rounds still ahead of a run in rounds, while its cases are being prepared, from
// what is known of every prepared case: each of its runs left takes as long as its warmups
// did (their median), plus the GC pause before every run; a case resumed with samples already
// taken needs only the rest. A case not prepared yet (or without a warmup) is not guessed from
// the others: cases differ by orders of magnitude (on 2.5 the IN-list lookups, planned last,
// take 15 s a run where the first cases take milliseconds), so they are counted as unknown.
// Returns { seconds, unknown } (unknown: the cases whose runs are not in seconds), or a
// sentence saying why nothing can be told.
function roundsAhead(prepared, total, options) {
  if (options.runs === "auto") {
    return "runs auto: their length is not known ahead";
  }
  var measured = prepared.filter(function (entry) { return entry.error === null && !entry.skipped; });
  var seconds = 0;
  var known = 0;
  var unknown = total - prepared.length;
  measured.forEach(function (entry) {
    var runsLeft = Math.max(0, options.runs - entry.times.length);
    if (entry.warmupTimes.length > 0) {
      var sorted = entry.warmupTimes.slice().sort(function (a, b) { return a - b; });
      seconds += runsLeft * (sorted[Math.floor((sorted.length - 1) / 2)] + options.gcPause);
      known += 1;
    } else if (runsLeft > 0) {
      unknown += 1;
    }
  });
  if (known === 0 && unknown > 0 && options.warmup === 0) {
    return "no warmup run timed to estimate them from";
  }
  return { seconds: seconds, unknown: unknown };
}

// plan: the list of { documents } items in the order they run.
function createTracker(plan, now) {
  var started = now();
  var finished = [];

  function estimateFor(documents) {
    var same = finished.filter(function (item) { return item.documents === documents; });
    var basis = same.length > 0 ? same : finished;
    var total = 0;
    basis.forEach(function (item) {
      // an item without a size (documents null) is taken as it is, never scaled
      total += documents === null || item.documents === null ? item.seconds : item.seconds * documents / item.documents;
    });
    return total / basis.length;
  }

  // ", about 1:05 left" after an item of a run case by case: the items to come are taken to
  // last as long as the finished ones of their size. later: seconds that follow the items.
  function leftByItems(later) {
    var left = later;
    for (var i = finished.length; i < plan.length; i += 1) {
      left += estimateFor(plan[i].documents);
    }
    return finished.length < plan.length || left > 0 ? ", about " + clock(left) + " left" : "";
  }

  // After a case prepared in rounds: what is known of the prepared cases (roundsAhead), and
  // how many cases are not in it yet, in which case the time is a lower bound.
  function leftByRounds(ahead) {
    if (ahead.unknown === 0) {
      return ahead.seconds > 0 ? ", about " + clock(ahead.seconds) + " left" : "";
    }
    var notCounted = " (" + ahead.unknown + " case(s) not warmed up yet, not counted)";
    // "at least 0:00" would say nothing
    return Math.round(ahead.seconds) > 0 ? ", at least " + clock(ahead.seconds) + " left" + notCounted
      : ", time left not known yet" + notCounted;
  }

  return {
    // Records a finished item; returns the progress line for it. later: what follows the
    // items: seconds (0 or undefined when nothing does) for a run case by case, the rounds
    // ahead of a run in rounds ({ seconds, unknown } from roundsAhead), or a sentence saying
    // why they cannot be estimated.
    finish: function (documents, seconds, summary, later) {
      finished.push({ documents: documents, seconds: seconds });
      var head = "[" + padded(finished.length, plan.length) + "/" + plan.length + "] " + summary + "; elapsed " +
        clock(now() - started);
      if (typeof later === "string") {
        return head + ", time left not known (" + later + ")";
      }
      if (later !== null && typeof later === "object") {
        return head + leftByRounds(later);
      }
      return head + leftByItems(typeof later === "number" ? later : 0);
    }
  };
}

module.exports = { createTracker: createTracker, clock: clock, roundsAhead: roundsAhead };
