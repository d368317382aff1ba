"use strict";
// What the node tests of the stand-in share to look at an error: the exception a piece of work
// throws, or a failure when it throws none.

function thrownBy(work) {
  try {
    work();
  } catch (error) {
    return error;
  }
  throw new Error("expected an exception");
}

module.exports = { thrownBy };
