/*
 * Progress lines while a run goes on: which case and size just finished, its time, and an
 * estimate of what is left. The estimate assumes a case takes about as long as the finished
 * cases took on a collection of the same size (scaled by document count when no case of
 * that size has finished yet); it is a rough guide, printed as such. ES5.
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

// The timed rounds still ahead of a run in rounds, while its cases are being prepared: each
// case's run is taken to last as long as its warmups did (the median), a case not prepared
// yet as long as the prepared ones on average, plus the GC pause before every run. null
// when it cannot be told (runs auto, or no warmup timed yet).
function roundsAhead(prepared, total, options) {
  if (options.runs === "auto") {
    return null;
  }
  var perRun = [];
  prepared.forEach(function (entry) {
    if (entry.warmupTimes.length > 0 && entry.error === null && !entry.skipped) {
      var sorted = entry.warmupTimes.slice().sort(function (a, b) { return a - b; });
      perRun.push(sorted[Math.floor((sorted.length - 1) / 2)]);
    }
  });
  if (perRun.length === 0) {
    return options.warmup === 0 ? 0 : null;
  }
  var sum = 0;
  perRun.forEach(function (seconds) { sum += seconds; });
  var measured = prepared.filter(function (entry) { return entry.error === null && !entry.skipped; }).length;
  var cases = measured + (total - prepared.length);
  return options.runs * (sum / perRun.length * cases + options.gcPause * cases);
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
      total += item.seconds * documents / item.documents;
    });
    return total / basis.length;
  }

  return {
    // Records a finished item; returns the progress line for it. later: the estimated
    // seconds of what follows the items (the timed rounds of a run in rounds), 0 when
    // nothing does, null when it cannot be estimated (runs auto).
    finish: function (documents, seconds, summary, later) {
      finished.push({ documents: documents, seconds: seconds });
      var left = later || 0;
      for (var i = finished.length; i < plan.length; i += 1) {
        left += estimateFor(plan[i].documents);
      }
      if (later === null) {
        return "[" + padded(finished.length, plan.length) + "/" + plan.length + "] " + summary + "; elapsed " +
          clock(now() - started) + (finished.length < plan.length ? ", about " + clock(left) + " left" : "") +
          " before the timed rounds (runs auto: their length is not known ahead)";
      }
      return "[" + padded(finished.length, plan.length) + "/" + plan.length + "] " + summary + "; elapsed " +
        clock(now() - started) + (finished.length < plan.length || left > 0 ? ", about " + clock(left) + " left" : "");
    }
  };
}

module.exports = { createTracker: createTracker, clock: clock, roundsAhead: roundsAhead };
