"use strict";
// Which real arangod servers the real tier runs (npm run test:real):
// - every bundle `arangod-<version>-linux-x86_64.tar.xz` in the folder ARANGOD_BUNDLES names
//   (default ../shared/arangod beside the checkout), each unpacked once into
//   node_modules/.cache/aql-shootout/arangod/<archive name>-<first 12 hex digits of its sha256>/
//   (bin/arangod, js/), so a changed archive is unpacked anew;
// - or, with ARANGOD=/path/to/bin/arangod, an arangod of the user's own (a source build, an
//   unpacked bundle, an installed package), with ARANGOD_JS naming its JavaScript startup
//   directory when it is not ../js beside bin/ (packages: e.g. /usr/share/arangodb3/js).
// Each server is { name, version, binary, startup, archive, sha256 }.

const childProcess = require("child_process");
const crypto = require("crypto");
const fs = require("fs");
const path = require("path");
const { readVersion } = require("../../lib/versus/arangod-version");

const ROOT = path.resolve(__dirname, "..", "..");
const DEFAULT_BUNDLES = path.resolve(ROOT, "..", "shared", "arangod");
const CACHE = path.join(ROOT, "node_modules", ".cache", "aql-shootout", "arangod");
const ARCHIVE_NAME = /^arangod-(.+)-linux-x86_64\.tar\.xz$/;

function sha256Of(file) {
  const hash = crypto.createHash("sha256");
  hash.update(fs.readFileSync(file));
  return hash.digest("hex");
}

// The archive unpacked under the cache, into a temporary folder first and renamed when
// complete, so an interrupted unpack is never taken for a finished one.
function unpacked(archive, sha256) {
  const name = path.basename(archive).replace(/\.tar\.xz$/, "") + "-" + sha256.slice(0, 12);
  const target = path.join(CACHE, name);
  if (!fs.existsSync(path.join(target, ".complete"))) {
    fs.mkdirSync(CACHE, { recursive: true });
    const temporary = fs.mkdtempSync(path.join(CACHE, ".unpacking-"));
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
    throw new Error("ARANGOD=" + environment.ARANGOD + ": no such file");
  }
  const startup = environment.ARANGOD_JS ? path.resolve(environment.ARANGOD_JS)
    : path.resolve(path.dirname(binary), "..", "js");
  if (!fs.existsSync(startup)) {
    throw new Error("no JavaScript startup directory at " + startup + "; set ARANGOD_JS to the arangod's js/ folder");
  }
  const version = versionOf(binary);
  return { name: "arangod " + version, version, binary, startup, archive: null, sha256: null };
}

// { servers, skipped }: skipped is one line saying why there is nothing to run, or null.
function findServers(environment) {
  if (environment.ARANGOD) {
    return { servers: [ownServer(environment)], skipped: null };
  }
  const folder = environment.ARANGOD_BUNDLES ? path.resolve(environment.ARANGOD_BUNDLES) : DEFAULT_BUNDLES;
  const archives = fs.existsSync(folder) ? fs.readdirSync(folder).filter((name) => ARCHIVE_NAME.test(name)).sort() : [];
  if (archives.length === 0) {
    return { servers: [], skipped: "no arangod bundles in " + folder + " (arangod-<version>-linux-x86_64.tar.xz; " +
      "set ARANGOD_BUNDLES to another folder, or ARANGOD to an arangod binary): real tier skipped" };
  }
  const servers = archives.map((name) => {
    const archive = path.join(folder, name);
    const sha256 = sha256Of(archive);
    const home = unpacked(archive, sha256);
    return { name: "arangod " + ARCHIVE_NAME.exec(name)[1], version: ARCHIVE_NAME.exec(name)[1],
      binary: path.join(home, "bin", "arangod"), startup: path.join(home, "js"), archive, sha256 };
  });
  return { servers, skipped: null };
}

module.exports = { findServers, versionOf, ROOT };
