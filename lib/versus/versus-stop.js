"use strict";
// Node only: how `node shootout.js versus` ends early — an error with the exit status to end
// with — shared by the flow of both designs (versus-command.js, duet.js).

const EXIT_OK = 0;
const EXIT_FAILED = 1;
const EXIT_USAGE = 2;
const EXIT_INTERRUPTED = 130;

class Stop extends Error {
  constructor(message, status) {
    super(message);
    this.status = status;
  }
}

module.exports = { Stop, EXIT_OK, EXIT_FAILED, EXIT_USAGE, EXIT_INTERRUPTED };
