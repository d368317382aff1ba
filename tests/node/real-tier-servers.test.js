"use strict";
// How the real tier (npm run test:real) finds a server: only the ones the user names, with
// ARANGOD (an arangod binary, its js/ beside bin/ or in ARANGOD_JS) or ARANGOD_BUNDLES (a
// folder of server archives). With neither, it says in one line how to name one and passes,
// which is what CI sees on a machine without ArangoDB. No arangod is started here: the binary
// given is a stand-in script that answers --version as arangod does ("2.5.4" alone in 2.x).
const test = require("node:test");
const assert = require("node:assert/strict");
const path = require("path");
const fs = require("fs");
const os = require("os");
const { spawnSync } = require("child_process");
const { findServers } = require("../real/servers");

const ROOT = path.resolve(__dirname, "..", "..");

function withoutServerVariables() {
  const environment = Object.assign({}, process.env);
  delete environment.ARANGOD;
  delete environment.ARANGOD_JS;
  delete environment.ARANGOD_BUNDLES;
  return environment;
}

function realTier(extra) {
  return spawnSync(process.execPath, [path.join(ROOT, "tests", "real", "run.js")],
    { cwd: ROOT, encoding: "utf8", env: Object.assign(withoutServerVariables(), extra || {}) });
}

// A folder with bin/arangod (a script printing `version`) and, unless told not to, js/.
function fakeInstallation(t, version, withJs) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "fake-arangod-"));
  t.after(() => fs.rmSync(folder, { recursive: true, force: true }));
  fs.mkdirSync(path.join(folder, "bin"));
  const binary = path.join(folder, "bin", "arangod");
  fs.writeFileSync(binary, "#!/bin/sh\necho " + version + "\n", { mode: 0o755 });
  if (withJs) {
    fs.mkdirSync(path.join(folder, "js"));
  }
  return { folder, binary };
}

test("without a server named, the real tier prints one line saying how to name one and passes", () => {
  const ran = realTier();
  assert.equal(ran.status, 0, ran.stderr);
  assert.equal(ran.stderr, "");
  assert.equal(ran.stdout, "real tier skipped: no arangod given; to run it against one, set " +
    "ARANGOD=/path/to/bin/arangod (ARANGOD_JS=/path/to/its/js when that is not ../js beside bin/) or " +
    "ARANGOD_BUNDLES=/folder/of/arangod-<version>-linux-x86_64.tar.xz\n");
});

test("a folder of bundles without any archive: one line, passes", (t) => {
  const empty = fs.mkdtempSync(path.join(os.tmpdir(), "no-bundles-"));
  t.after(() => fs.rmSync(empty, { recursive: true, force: true }));
  const ran = realTier({ ARANGOD_BUNDLES: empty });
  assert.equal(ran.status, 0, ran.stderr);
  assert.equal(ran.stdout, "real tier skipped: no arangod-<version>-linux-x86_64.tar.xz in ARANGOD_BUNDLES=" + empty +
    "; or set ARANGOD=/path/to/bin/arangod\n");
});

test("ARANGOD: the binary's version from --version, its startup directory beside bin/ or in ARANGOD_JS", (t) => {
  const bundle = fakeInstallation(t, "2.5.4", true);
  const found = findServers({ ARANGOD: bundle.binary });
  assert.equal(found.skipped, null);
  assert.deepEqual(found.servers, [{ name: "arangod 2.5.4", version: "2.5.4", binary: bundle.binary,
    startup: path.join(bundle.folder, "js"), archive: null, sha256: null }]);

  // a source build: bin/ under the build folder, js/ in the checkout; started without a
  // configuration file, it needs ARANGOD_JS
  const build = fakeInstallation(t, "2.6.0-alpha2", false);
  assert.throws(() => findServers({ ARANGOD: build.binary }),
    new RegExp("^Error: no JavaScript startup directory at " + path.join(build.folder, "js").replace(/[.]/g, "\\.") +
      "; set ARANGOD_JS to the arangod's js/ folder$"));
  const sources = fs.mkdtempSync(path.join(os.tmpdir(), "fake-sources-"));
  t.after(() => fs.rmSync(sources, { recursive: true, force: true }));
  const own = findServers({ ARANGOD: build.binary, ARANGOD_JS: sources });
  assert.deepEqual([own.servers[0].version, own.servers[0].startup], ["2.6.0-alpha2", sources]);

  assert.throws(() => findServers({ ARANGOD: path.join(build.folder, "bin", "nope") }), /: no such file$/);
});
