"use strict";
// Node only: which version an arangod binary is, from what `arangod --version` prints.
//   2.x prints its build details, one "key: value" line each in key order
//       (2.5.4 lib/Rest/Version.cpp getDetailed, called by ApplicationServer's --version), so
//       "openssl-version: OpenSSL 3.0.x" comes before "server-version: 2.5.4";
//   3.x prints the bare version first, then a licence notice and the same details
//       (lib/ApplicationFeatures/VersionFeature.cpp).
// So the "server-version:" line decides where there is one, else the bare first line; the
// first thing that looks like a version would be OpenSSL's on 2.x.

const childProcess = require("child_process");
const { parseVersion } = require("./arangod-command-line");

class VersionError extends Error {}

function versionFromOutput(text) {
  const detailed = /^server-version:[ \t]*(\S+)[ \t]*$/m.exec(String(text));
  if (detailed !== null && parseVersion(detailed[1]) !== null) {
    return detailed[1];
  }
  const first = String(text).split("\n")[0].trim();
  return parseVersion(first) !== null ? first : null;
}

function lastLines(text, count) {
  return String(text).trim().split("\n").slice(-count).join("\n");
}

// The version of the arangod at `binary`, or a VersionError saying what went wrong.
function readVersion(binary) {
  let output;
  try {
    output = childProcess.execFileSync(binary, ["--version"], { encoding: "utf8", timeout: 60000,
      stdio: ["ignore", "pipe", "pipe"] });
  } catch (error) {
    if (error.code === "ENOENT") {
      throw new VersionError("no arangod at " + binary + " (no such file)");
    }
    if (error.code === "EACCES") {
      throw new VersionError(binary + " is not executable (permission denied)");
    }
    const printed = String(error.stdout || "") + String(error.stderr || "");
    throw new VersionError(binary + " --version failed (" + (error.signal ? "signal " + error.signal
      : "exit status " + error.status) + ")" + (printed.trim() ? ":\n" + lastLines(printed, 10) : ""));
  }
  const version = versionFromOutput(output);
  if (version === null) {
    throw new VersionError(binary + " --version printed no arangod version (neither a \"server-version:\" line nor " +
      "a version as its first line):\n" + lastLines(output, 10));
  }
  return version;
}

module.exports = { VersionError, versionFromOutput, readVersion };
