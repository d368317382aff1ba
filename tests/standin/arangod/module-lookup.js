"use strict";
// How arangod 2.8 and later find a module by its bare name, and which folders outside a server
// that lookup reaches: the stand-in executable fails to start where a real one would, and the
// real tier refuses such a server in one line before starting it (tests/real/servers.js).
//
// From 2.8 on, a module's `require("name")` first searches the `node_modules` folder of the
// module's own folder and of every folder above it, up to the root, skipping folders that are
// themselves named node_modules (v2.8.3 and devel js/common/bootstrap/modules.js,
// Module._nodeModulePaths); only then the server's own module paths (its js/node/node_modules
// among them). 2.5 to 2.7 look only in their own module paths (v2.5.4, v2.6.0, v2.7.0
// js/common/bootstrap/modules.js). So a 2.8+ server unpacked below a folder whose node_modules
// holds a package the server ships (a project's semver, say) loads that one instead: real
// 2.8.3 then failed to start (V8 4.3 could not parse the newer package).

const fs = require("fs");
const path = require("path");

function walksUpForModules(major, minor) {
  return major > 2 || (major === 2 && minor >= 8);
}

// The package names in a node_modules folder ("@scope/name" for scoped ones), none if absent.
function packagesIn(folder) {
  let entries;
  try {
    entries = fs.readdirSync(folder, { withFileTypes: true });
  } catch (error) {
    return [];
  }
  const names = [];
  for (const entry of entries) {
    if (entry.name.startsWith(".") || !(entry.isDirectory() || entry.isSymbolicLink())) {
      continue;
    }
    if (entry.name.startsWith("@")) {
      packagesIn(path.join(folder, entry.name)).forEach((name) => names.push(entry.name + "/" + name));
    } else {
      names.push(entry.name);
    }
  }
  return names;
}

// The node_modules folders above a server's JavaScript startup folder (js/) that its lookup
// searches, nearest first: none of them is the server's own.
function foldersAbove(startup) {
  const folders = [];
  let folder = path.dirname(path.resolve(startup));
  for (;;) {
    if (path.basename(folder) !== "node_modules") {
      folders.push(path.join(folder, "node_modules"));
    }
    const parent = path.dirname(folder);
    if (parent === folder) {
      return folders;
    }
    folder = parent;
  }
}

// The first folder above the server that holds packages the server ships itself
// (js/node/node_modules), with those packages: { folder, packages } or null.
function shadowingFolder(startup) {
  const own = packagesIn(path.join(startup, "node", "node_modules"));
  if (own.length === 0) {
    return null;
  }
  for (const folder of foldersAbove(startup)) {
    const packages = packagesIn(folder).filter((name) => own.includes(name)).sort();
    if (packages.length > 0) {
      return { folder, packages };
    }
  }
  return null;
}

module.exports = { walksUpForModules, foldersAbove, shadowingFolder };
