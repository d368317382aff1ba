/*
 * What a duet refuses of the suite's options. In a duet (versus's default design, driven
 * inside each server by lib/driven-run.js) both servers take the same samples, so nothing may
 * decide per server how many: the adaptive stop rule (--runs auto, with --target-ci and
 * --max-time), nor an order the suite keeps itself (the driver shuffles every round's rows).
 * The servers check it when a driven run begins, and versus (lib/versus/versus-options.js)
 * before it starts anything. ES5.
 */
"use strict";

var options = require("./options");

// chosen: the normalized options. Throws options.OptionError.
function refuseForADuet(chosen) {
  if (chosen.runs === "auto") {
    throw new options.OptionError("runs auto stops each server's rows on their own (--target-ci, --max-time), " +
      "and in a duet both servers take the same samples: give --runs N (the rounds per process pair)");
  }
  if (chosen.order !== "rounds") {
    throw new options.OptionError("order " + chosen.order + ": in a duet the driver shuffles every round's rows " +
      "itself; leave --order out");
  }
}

module.exports = { refuseForADuet: refuseForADuet };
