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
const { findServers, cacheFolder } = require("../real/servers");

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

// The real tier's archives are unpacked where no arangod's module lookup reaches the project's
// own packages: arangod 2.8 and later search the node_modules folder of every folder above their
// files, and a real 2.8.3 unpacked under the checkout's node_modules/.cache loaded the project's
// semver and did not start.
test("archives are unpacked outside the checkout and outside any node_modules tree; ARANGOD_CACHE inside one is refused", () => {
  const environment = withoutServerVariables();
  delete environment.ARANGOD_CACHE;
  const cache = cacheFolder(environment);
  assert.ok(path.isAbsolute(cache), cache);
  assert.deepEqual(cache.split(path.sep).filter((part) => part === "node_modules"), [], cache);
  assert.ok(path.relative(ROOT, cache).startsWith(".."), cache + " is inside the checkout " + ROOT);
  assert.equal(cacheFolder({ XDG_CACHE_HOME: "/var/cache/me" }), "/var/cache/me/aql-shootout/arangod");
  assert.equal(cacheFolder({ HOME: "/home/me" }).endsWith(path.join(".cache", "aql-shootout", "arangod")), true);
  assert.equal(cacheFolder({ ARANGOD_CACHE: "/srv/arangods", XDG_CACHE_HOME: "/var/cache/me" }), "/srv/arangods");
  assert.throws(() => cacheFolder({ ARANGOD_CACHE: path.join(ROOT, "node_modules", ".cache", "arangod") }),
    (error) => error.oneLine === true && error.message === "the real tier's cache " + path.join(ROOT, "node_modules", ".cache", "arangod") +
      " is inside a node_modules folder, where arangod 2.8 and later would load its packages instead of their own; " +
      "set ARANGOD_CACHE to a folder outside any node_modules");
});

// <top>/project/node_modules holds semver; a server tree (bin/arangod printing `version`,
// js/node/node_modules/semver and joi) at <top>/<where>.
function serverBelowAProject(t, version, where) {
  const top = fs.mkdtempSync(path.join(os.tmpdir(), "shadowed-"));
  t.after(() => fs.rmSync(top, { recursive: true, force: true }));
  fs.mkdirSync(path.join(top, "project", "node_modules", "semver"), { recursive: true });
  const home = path.join(top, where);
  fs.mkdirSync(path.join(home, "bin"), { recursive: true });
  fs.writeFileSync(path.join(home, "bin", "arangod"), "#!/bin/sh\necho " + version + "\n", { mode: 0o755 });
  for (const own of ["semver", "joi"]) {
    fs.mkdirSync(path.join(home, "js", "node", "node_modules", own), { recursive: true });
  }
  return { top, home, binary: path.join(home, "bin", "arangod") };
}

test("ARANGOD: a 2.8 or later server below a node_modules holding one of its packages is refused in one line; 2.5 is not", (t) => {
  for (const version of ["2.8.3", "3.11.0"]) {
    const server = serverBelowAProject(t, version, path.join("project", "node_modules", ".cache", "arangod"));
    const expected = "arangod " + version + " at " + server.home + " would load semver from " + path.join(server.top, "project", "node_modules") +
      " instead of its own (arangod 2.8 and later search the node_modules folder of every folder above their files) " +
      "and fail to start; put the server outside " + path.join(server.top, "project");
    assert.throws(() => findServers({ ARANGOD: server.binary }), (error) => error.oneLine === true && error.message === expected);
    if (version === "2.8.3") {
      const ran = realTier({ ARANGOD: server.binary });
      assert.deepEqual([ran.status, ran.stdout, ran.stderr], [1, "", "real tier: " + expected + "\n"]);
    }
  }
  // 2.5 looks only in its own module paths; a 2.8 beside the project, not below it, is fine
  const old = serverBelowAProject(t, "2.5.4", path.join("project", "node_modules", ".cache", "arangod"));
  assert.equal(findServers({ ARANGOD: old.binary }).servers[0].version, "2.5.4");
  const beside = serverBelowAProject(t, "2.8.3", "arangod-2.8.3");
  assert.equal(findServers({ ARANGOD: beside.binary }).servers[0].version, "2.8.3");
});

test("ARANGOD_BUNDLES: each archive unpacked once into ARANGOD_CACHE; a 2.8 cache whose folders above hold its packages is refused", (t) => {
  const made = serverBelowAProject(t, "2.8.3", path.join("staging", "arangod-2.8.3"));
  const bundles = path.join(made.top, "bundles");
  fs.mkdirSync(bundles);
  spawnSync("tar", ["-cJf", path.join(bundles, "arangod-2.8.3-linux-x86_64.tar.xz"), "-C", path.join(made.top, "staging"), "arangod-2.8.3"]);
  const cache = path.join(made.top, "cache");
  const found = findServers({ ARANGOD_BUNDLES: bundles, ARANGOD_CACHE: cache });
  const [unpackedHome] = fs.readdirSync(cache).filter((name) => !name.startsWith("."));
  assert.match(unpackedHome, /^arangod-2\.8\.3-linux-x86_64-[0-9a-f]{12}$/);
  assert.deepEqual([found.servers.length, found.servers[0].version, found.servers[0].binary, found.servers[0].startup],
    [1, "2.8.3", path.join(cache, unpackedHome, "bin", "arangod"), path.join(cache, unpackedHome, "js")]);
  assert.equal(fs.readFileSync(path.join(cache, unpackedHome, ".complete"), "utf8"), found.servers[0].sha256 + "\n");
  // found again, not unpacked again
  fs.writeFileSync(path.join(cache, unpackedHome, "kept"), "");
  assert.deepEqual(findServers({ ARANGOD_BUNDLES: bundles, ARANGOD_CACHE: cache }).servers, found.servers);
  assert.equal(fs.existsSync(path.join(cache, unpackedHome, "kept")), true);

  // the same archive cached inside the project, which holds semver in its node_modules
  const inProject = path.join(made.top, "project", "cache");
  assert.throws(() => findServers({ ARANGOD_BUNDLES: bundles, ARANGOD_CACHE: inProject }), (error) => error.oneLine === true &&
    error.message === "arangod 2.8.3 at " + path.join(inProject, unpackedHome) + " would load semver from " +
      path.join(made.top, "project", "node_modules") + " instead of its own (arangod 2.8 and later search the node_modules " +
      "folder of every folder above their files) and fail to start; set ARANGOD_CACHE to a folder outside " +
      path.join(made.top, "project"));
});
