"use strict";
// What the stand-in executable (arangod-executable.js) prints for `arangod --version`, in a
// module of its own so that tests can know it without starting the executable for it
// (tests/node/standin-arangod-wrapper.js).

// What `arangod --version` prints: 2.x its build details, one "key: value" line each in key
// order (2.5.4 lib/Rest/Version.cpp getDetailed); 3.x the bare version, a notice, then the
// same details (lib/ApplicationFeatures/VersionFeature.cpp). The OpenSSL line sorts before
// server-version, as on a real 2.x build.
function versionText(profile) {
  const details = { "architecture": "64bit", "build-date": "stand-in", "icu-version": "72.1",
    "maintainer-mode": "false", "openssl-version": "OpenSSL 3.0.15 3 Sep 2024", "server-version": profile.version,
    "v8-version": profile.major === 2 ? "3.31.74.1" : "7.9.317" };
  const lines = Object.keys(details).sort().map((key) => key + ": " + details[key]).join("\n") + "\n";
  return profile.major === 2 ? lines + "\n"
    : profile.version + "\n\nthe stand-in for arangod (tests/standin), not ArangoDB\n\n" + lines + "\n";
}

module.exports = { versionText };
