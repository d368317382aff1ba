"use strict";
// What the node tests of the stand-in's AQL interpreter share: a fresh server of a profile
// with its _system database, as aql.runQuery and aql.explain take it.

const { Server } = require("../standin/store");
const { getProfile } = require("../standin/profiles");

function environment(profileName) {
  const server = new Server(getProfile(profileName));
  const database = server.database("_system");
  return { server, database, profile: server.profile };
}

module.exports = { environment };
