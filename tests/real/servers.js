"use strict";
// Which real arangod servers the real tier runs (npm run test:real): the ones the user points
// it at, nothing else.
// - ARANGOD=/path/to/bin/arangod: an arangod of the user's own (a source build, an unpacked
//   bundle, an installed package). It is started without a configuration file (-c none), so it
//   needs its JavaScript startup directory: ../js beside bin/ (a bundle), or ARANGOD_JS naming
//   it (a source build: the checkout's js/; a package: e.g. /usr/share/arangodb3/js).
// - ARANGOD_BUNDLES=/folder: every bundle `arangod-<version>-linux-x86_64.tar.xz` there (bin/
//   and js/ inside one top folder), each unpacked once into the cache folder (cacheFolder) as
//   <archive name>-<first 12 hex digits of its sha256>/, so a changed archive is unpacked anew.
// With neither, there is no server: one line says how to name one, and the tier is skipped.
// A server of 2.8 or later whose module lookup would reach a package of someone else's in a
// folder above it (tests/standin/arangod/module-lookup.js) is refused in one line: it would
// load that package instead of its own and fail to start with a V8 stack.
// Each server is { name, version, binary, startup, archive, sha256 }.

const childProcess = require("child_process");
const crypto = require("crypto");
const fs = require("fs");
const os = require("os");
const path = require("path");
const { readVersion } = require("../../lib/versus/arangod-version");
const { walksUpForModules, shadowingFolder } = require("../standin/arangod/module-lookup");

const ROOT = path.resolve(__dirname, "..", "..");
const ARCHIVE_NAME = /^arangod-(.+)-linux-x86_64\.tar\.xz$/;

function sha256Of(file) {
  const hash = crypto.createHash("sha256");
  hash.update(fs.readFileSync(file));
  return hash.digest("hex");
}

// A mistake in what the user named: run.js prints its message alone, as one line.
function refusal(message) {
  return Object.assign(new Error(message), { oneLine: true });
}

// Where archives are unpacked: ARANGOD_CACHE, else aql-shootout/arangod in the user's cache
// folder ($XDG_CACHE_HOME or ~/.cache), outside the checkout. Never inside a node_modules
// tree: arangod 2.8 and later search the node_modules folder of every folder above their own
// files, so a server unpacked in the checkout's node_modules/.cache loaded the project's
// packages instead of its own (and a cache elsewhere in the checkout would too: refuseShadowed).
function cacheFolder(environment) {
  const folder = environment.ARANGOD_CACHE ? path.resolve(environment.ARANGOD_CACHE)
    : path.join(environment.XDG_CACHE_HOME ? path.resolve(environment.XDG_CACHE_HOME) : path.join(os.homedir(), ".cache"),
      "aql-shootout", "arangod");
  if (folder.split(path.sep).includes("node_modules")) {
    throw refusal("the real tier's cache " + folder + " is inside a node_modules folder, where arangod 2.8 and later " +
      "would load its packages instead of their own; set ARANGOD_CACHE to a folder outside any node_modules");
  }
  return folder;
}

// The server, unless it walks up for modules and would find someone else's package there;
// advice(folder) says how to move it out from under that folder.
function refuseShadowed(server, advice) {
  const version = /^(\d+)\.(\d+)/.exec(server.version);
  const found = version && walksUpForModules(Number(version[1]), Number(version[2])) ? shadowingFolder(server.startup) : null;
  if (found !== null) {
    throw refusal(server.name + " at " + path.dirname(server.startup) + " would load " + found.packages.join(", ") +
      " from " + found.folder + " instead of its own (arangod 2.8 and later search the node_modules folder of every " +
      "folder above their files) and fail to start; " + advice(path.dirname(found.folder)));
  }
  return server;
}

// The archive unpacked under the cache, into a temporary folder first and renamed when
// complete, so an interrupted unpack is never taken for a finished one.
function unpacked(archive, sha256, cache) {
  const name = path.basename(archive).replace(/\.tar\.xz$/, "") + "-" + sha256.slice(0, 12);
  const target = path.join(cache, name);
  if (!fs.existsSync(path.join(target, ".complete"))) {
    fs.mkdirSync(cache, { recursive: true });
    const temporary = fs.mkdtempSync(path.join(cache, ".unpacking-"));
    childProcess.execFileSync("tar", ["-xJf", archive, "-C", temporary]);
    const [top] = fs.readdirSync(temporary);
    fs.writeFileSync(path.join(temporary, top, ".complete"), sha256 + "\n");
    fs.rmSync(target, { recursive: true, force: true });
    fs.renameSync(path.join(temporary, top), target);
    fs.rmSync(temporary, { recursive: true, force: true });
  }
  return target;
}

// What `arangod --version` says, read by the product (lib/versus/arangod-version.js).
const versionOf = readVersion;

function ownServer(environment) {
  const binary = path.resolve(environment.ARANGOD);
  if (!fs.existsSync(binary)) {
    throw refusal("ARANGOD=" + environment.ARANGOD + ": no such file");
  }
  const startup = environment.ARANGOD_JS ? path.resolve(environment.ARANGOD_JS)
    : path.resolve(path.dirname(binary), "..", "js");
  if (!fs.existsSync(startup)) {
    throw refusal("no JavaScript startup directory at " + startup + "; set ARANGOD_JS to the arangod's js/ folder");
  }
  const version = versionOf(binary);
  return refuseShadowed({ name: "arangod " + version, version, binary, startup, archive: null, sha256: null },
    (above) => "put the server outside " + above);
}

// The one line of a tier with no server to run.
const HOW_TO_NAME_A_SERVER = "ARANGOD=/path/to/bin/arangod (ARANGOD_JS=/path/to/its/js when that is not ../js " +
  "beside bin/) or ARANGOD_BUNDLES=/folder/of/arangod-<version>-linux-x86_64.tar.xz";

// { servers, skipped }: skipped is one line saying why there is nothing to run, or null.
function findServers(environment) {
  if (environment.ARANGOD) {
    return { servers: [ownServer(environment)], skipped: null };
  }
  if (!environment.ARANGOD_BUNDLES) {
    return { servers: [], skipped: "real tier skipped: no arangod given; to run it against one, set " +
      HOW_TO_NAME_A_SERVER };
  }
  const folder = path.resolve(environment.ARANGOD_BUNDLES);
  const archives = fs.existsSync(folder) ? fs.readdirSync(folder).filter((name) => ARCHIVE_NAME.test(name)).sort() : [];
  if (archives.length === 0) {
    return { servers: [], skipped: "real tier skipped: no arangod-<version>-linux-x86_64.tar.xz in ARANGOD_BUNDLES=" +
      environment.ARANGOD_BUNDLES + "; or set ARANGOD=/path/to/bin/arangod" };
  }
  const cache = cacheFolder(environment);
  const servers = archives.map((name) => {
    const archive = path.join(folder, name);
    const sha256 = sha256Of(archive);
    const home = unpacked(archive, sha256, cache);
    return refuseShadowed({ name: "arangod " + ARCHIVE_NAME.exec(name)[1], version: ARCHIVE_NAME.exec(name)[1],
      binary: path.join(home, "bin", "arangod"), startup: path.join(home, "js"), archive, sha256 },
    (above) => "set ARANGOD_CACHE to a folder outside " + above);
  });
  return { servers, skipped: null };
}

module.exports = { findServers, cacheFolder, versionOf, ROOT };
