"use strict";
// What the node tests of the stand-in's AQL interpreter share: a fresh server of a profile
// with its _system database, as aql.runQuery and aql.explain take it, and the error a piece
// of work throws.

const { Server } = require("../standin/store");
const { getProfile } = require("../standin/profiles");

function environment(profileName) {
  const server = new Server(getProfile(profileName));
  const database = server.database("_system");
  return { server, database, profile: server.profile };
}

function thrownBy(work) {
  try {
    work();
  } catch (error) {
    return error;
  }
  throw new Error("expected an exception");
}

module.exports = { environment, thrownBy };
