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
// yet as long as the prepared ones on average, plus the GC pause before every run; a case
// resumed with samples already taken needs only the rest. Seconds, or a sentence saying why
// it cannot be told.
function roundsAhead(prepared, total, options) {
  if (options.runs === "auto") {
    return "runs auto: their length is not known ahead";
  }
  var measured = prepared.filter(function (entry) { return entry.error === null && !entry.skipped; });
  var perRun = [];
  var runsLeft = 0;
  measured.forEach(function (entry) {
    runsLeft += Math.max(0, options.runs - entry.times.length);
    if (entry.warmupTimes.length > 0) {
      var sorted = entry.warmupTimes.slice().sort(function (a, b) { return a - b; });
      perRun.push(sorted[Math.floor((sorted.length - 1) / 2)]);
    }
  });
  runsLeft += options.runs * (total - prepared.length);
  if (runsLeft === 0) {
    return 0;
  }
  if (perRun.length === 0) {
    return "no warmup run timed yet to estimate them from";
  }
  var sum = 0;
  perRun.forEach(function (seconds) { sum += seconds; });
  return runsLeft * (sum / perRun.length + options.gcPause);
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

  return {
    // Records a finished item; returns the progress line for it. later: the estimated
    // seconds of what follows the items (the timed rounds of a run in rounds; 0 or undefined
    // when nothing does), or a sentence saying why they cannot be estimated.
    finish: function (documents, seconds, summary, later) {
      finished.push({ documents: documents, seconds: seconds });
      var left = typeof later === "number" ? later : 0;
      for (var i = finished.length; i < plan.length; i += 1) {
        left += estimateFor(plan[i].documents);
      }
      var unknown = typeof later === "string";
      var showLeft = finished.length < plan.length || (!unknown && left > 0);
      return "[" + padded(finished.length, plan.length) + "/" + plan.length + "] " + summary + "; elapsed " +
        clock(now() - started) + (showLeft ? ", about " + clock(left) + " left" : "") +
        (unknown ? " before the timed rounds (" + later + ")" : "");
    }
  };
}

module.exports = { createTracker: createTracker, clock: clock, roundsAhead: roundsAhead };
