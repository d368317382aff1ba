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
    // Records a finished item; returns the progress line for it.
    finish: function (documents, seconds, summary) {
      finished.push({ documents: documents, seconds: seconds });
      var left = 0;
      for (var i = finished.length; i < plan.length; i += 1) {
        left += estimateFor(plan[i].documents);
      }
      var width = String(plan.length).length;
      var position = String(finished.length);
      while (position.length < width) {
        position = " " + position;
      }
      return "[" + position + "/" + plan.length + "] " + summary + "; elapsed " +
        clock(now() - started) + (finished.length < plan.length ? ", about " + clock(left) + " left" : "");
    }
  };
}

module.exports = { createTracker: createTracker, clock: clock };
