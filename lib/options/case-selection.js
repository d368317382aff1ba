/*
 * Selecting cases by name: exact names and "*" globs, keeping the suite's order.
 * ES5.
 */
"use strict";

function globToRegExp(pattern) {
  var escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*");
  return new RegExp("^" + escaped + "$");
}

// Returns the names of allCases (an ordered list of names) matched by the patterns, in the
// suite's order, each once. A pattern that matches nothing is an error: a typo must not
// silently shrink a benchmark run.
function select(patterns, allNames) {
  var chosen = {};
  for (var p = 0; p < patterns.length; p += 1) {
    var pattern = patterns[p];
    var matcher = globToRegExp(pattern);
    var matched = false;
    for (var i = 0; i < allNames.length; i += 1) {
      if (matcher.test(allNames[i])) {
        chosen[allNames[i]] = true;
        matched = true;
      }
    }
    if (!matched) {
      throw new Error((pattern.indexOf("*") >= 0 ? "case pattern '" + pattern + "' matches no case"
        : "unknown case '" + pattern + "'") + "; valid cases: " + allNames.join(", "));
    }
  }
  return allNames.filter(function (name) { return chosen[name] === true; });
}

module.exports = { select: select };
