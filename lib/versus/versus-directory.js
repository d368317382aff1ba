"use strict";
// Node only: the directory a version shootout keeps everything in, made by versus itself and
// marked as such, so that versus never builds databases in, continues in, or removes a
// directory it did not make.
//
//   DIR/.aql-shootout-versus   the marker (written first, when versus makes DIR)
//   DIR/versus.json            the journal (journal.js)
//   DIR/a/db, DIR/b/db         each side's database directory, kept from run to run so that
//                              each dataset is built once
//   DIR/a/apps, DIR/b/apps     each side's Foxx app directory (2.x refuses a missing one)
//   DIR/a/s.sock, DIR/b/s.sock the server's unix socket while it runs (see socketPath), in a
//                              folder only the user can enter (mode 0700)
//   DIR/results/a-1.json ...   one results file per server run
//   DIR/logs/a-1.log ...       what that server printed (its log and the suite's output)

const crypto = require("crypto");
const fs = require("fs");
const os = require("os");
const path = require("path");
const { bytesUnder } = require("./disk-usage");

const MARKER = ".aql-shootout-versus";
const JOURNAL = "versus.json";
// What versus puts at the top of DIR and in a side's folder; --clean --all removes DIR only
// when nothing else is there.
const TOP_LEVEL = [MARKER, JOURNAL, JOURNAL + ".tmp", "a", "b", "results", "logs"];
const SIDE_LEVEL = ["db", "apps", "s.sock"];
const RUN_FILE = /^[ab]-[0-9]+\.(json|json\.tmp|log)$/;
// A unix socket's path has room for 107 bytes on Linux (sun_path); keep a margin.
const SOCKET_PATH_LIMIT = 100;

class DirectoryError extends Error {}

function layout(directory) {
  const dir = path.resolve(directory);
  const side = (name) => ({ root: path.join(dir, name), database: path.join(dir, name, "db"),
    apps: path.join(dir, name, "apps") });
  return {
    dir,
    marker: path.join(dir, MARKER),
    journal: path.join(dir, JOURNAL),
    results: path.join(dir, "results"),
    logs: path.join(dir, "logs"),
    sides: { a: side("a"), b: side("b") },
    // paths kept in the journal are relative to DIR, so a moved DIR still reads
    relative: (file) => path.relative(dir, file),
    absolute: (file) => path.resolve(dir, file)
  };
}

// The endpoint of a side's server. arangod 2.x lower-cases the whole endpoint specification
// (2.5.4 lib/Rest/Endpoint.cpp, getUnifiedForm), so a socket path with capitals would be
// bound somewhere else; a path too long for a unix socket cannot be bound at all. Such a DIR
// gets its sockets in a folder under the temporary directory instead, named by a hash of DIR
// (lower-case hex digits), so the same DIR always gets the same path.
function socketPath(paths, side) {
  const inside = path.join(paths.sides[side].root, "s.sock");
  if (!/[A-Z]/.test(inside) && Buffer.byteLength(inside) <= SOCKET_PATH_LIMIT) {
    return inside;
  }
  const base = /[A-Z]/.test(os.tmpdir()) ? "/tmp" : os.tmpdir();
  const hash = crypto.createHash("sha1").update(paths.dir).digest("hex").slice(0, 12);
  return path.join(base, "aql-shootout-versus-" + hash, side + ".sock");
}

// The socket of a side's server, in a folder only this user can enter (mode 0700): a socket
// is as open as the folders above it, and whoever can connect can make a duet's server run
// code (POST /_admin/execute). A folder that is a link, or another user's, is refused.
// Returns the socket's path (no socket there: a stale one is removed).
function privateSocket(paths, side) {
  const socket = socketPath(paths, side);
  const folder = path.dirname(socket);
  fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
  const stat = fs.lstatSync(folder);
  if (!stat.isDirectory() || (typeof process.getuid === "function" && stat.uid !== process.getuid())) {
    throw new DirectoryError("the socket folder " + folder + " is not a folder of this user's; remove it, then run " +
      "the same command again");
  }
  fs.chmodSync(folder, 0o700);
  fs.rmSync(socket, { force: true });
  return socket;
}

function hasMarker(paths) {
  return fs.existsSync(paths.marker);
}

function describeError(error) {
  return error && error.code ? error.code + ": " + error.message.replace(/^[A-Z]+: /, "") : String(error && error.message);
}

// Makes DIR (with the marker first, then the folders), or checks that an existing DIR is one
// versus made. Returns true when it was made now.
function prepare(paths) {
  let made = false;
  if (fs.existsSync(paths.dir)) {
    if (!fs.statSync(paths.dir).isDirectory()) {
      throw new DirectoryError(paths.dir + " exists and is not a directory; give --dir a new path (versus makes it)");
    }
    if (!hasMarker(paths)) {
      throw new DirectoryError(paths.dir + " exists but was not made by versus (it has no " + MARKER + "); " +
        "versus builds databases only in a directory of its own: give --dir a new path");
    }
  } else {
    try {
      fs.mkdirSync(paths.dir, { recursive: true });
      fs.writeFileSync(paths.marker, JSON.stringify({ madeBy: "aql-shootout versus", createdAt: new Date().toISOString() }) + "\n");
    } catch (error) {
      throw new DirectoryError("cannot make " + paths.dir + " (" + describeError(error) + "); choose a --dir on a " +
        "disk you can write to");
    }
    made = true;
  }
  try {
    for (const folder of [paths.results, paths.logs, paths.sides.a.database, paths.sides.a.apps,
      paths.sides.b.database, paths.sides.b.apps]) {
      fs.mkdirSync(folder, { recursive: true });
    }
  } catch (error) {
    throw new DirectoryError("cannot make the folders of " + paths.dir + " (" + describeError(error) + "); check that " +
      "the disk is writable and not full, then run the same command again");
  }
  return made;
}

// What --clean removes: each side's folder (its databases, apps and socket) and a socket
// outside DIR. Returns [{ what, bytes }].
function removeDatabases(paths) {
  requireMarker(paths);
  const removed = [];
  for (const side of ["a", "b"]) {
    const folder = paths.sides[side].root;
    if (fs.existsSync(folder)) {
      removed.push({ what: folder, bytes: bytesUnder(folder) });
      fs.rmSync(folder, { recursive: true, force: true });
    }
    releaseSocket(paths, side);
  }
  return removed;
}

// After the server ends: its socket removed, and the socket folder too when it lies outside
// DIR and holds nothing more.
function releaseSocket(paths, side) {
  const socket = socketPath(paths, side);
  fs.rmSync(socket, { force: true });
  const folder = path.dirname(socket);
  if (!socket.startsWith(paths.dir + path.sep) && fs.existsSync(folder) && fs.readdirSync(folder).length === 0) {
    fs.rmdirSync(folder);
  }
}

// A run's results file and log: results/<id>.json, logs/<id>.log. The id is the journal's
// next for the side (firstId, "a-3"), or the first after it with neither file on disk: a
// journal lost or restored from a copy must not make a new run overwrite an old run's files.
function freeRunFiles(paths, firstId) {
  const [side, number] = firstId.split("-");
  for (let n = Number(number); ; n += 1) {
    const id = side + "-" + n;
    const results = path.join(paths.results, id + ".json");
    const log = path.join(paths.logs, id + ".log");
    if (!fs.existsSync(results) && !fs.existsSync(log)) {
      return { id, results, log };
    }
  }
}

// Names in DIR that versus did not put there (--clean --all refuses to remove DIR then).
function foreignEntries(paths) {
  const foreign = [];
  const check = (folder, allowed) => {
    if (!fs.existsSync(folder)) {
      return;
    }
    for (const name of fs.readdirSync(folder)) {
      if (!allowed(name)) {
        foreign.push(path.join(folder, name));
      }
    }
  };
  check(paths.dir, (name) => TOP_LEVEL.includes(name));
  check(paths.sides.a.root, (name) => SIDE_LEVEL.includes(name));
  check(paths.sides.b.root, (name) => SIDE_LEVEL.includes(name));
  check(paths.results, (name) => RUN_FILE.test(name));
  check(paths.logs, (name) => RUN_FILE.test(name));
  return foreign;
}

// What --clean --all removes: DIR and everything in it, when versus made all of it.
function removeAll(paths) {
  requireMarker(paths);
  const foreign = foreignEntries(paths);
  if (foreign.length > 0) {
    throw new DirectoryError(paths.dir + " holds files versus did not make, so it is left as it is: " +
      foreign.join(", ") + "; move them out (or remove them yourself) and clean again");
  }
  const bytes = bytesUnder(paths.dir);
  removeDatabases(paths);
  fs.rmSync(paths.dir, { recursive: true, force: true });
  return [{ what: paths.dir, bytes }];
}

function requireMarker(paths) {
  if (!fs.existsSync(paths.dir)) {
    throw new DirectoryError(paths.dir + " does not exist: nothing to clean");
  }
  if (!hasMarker(paths)) {
    throw new DirectoryError(paths.dir + " was not made by versus (it has no " + MARKER + "): versus removes only " +
      "what it made");
  }
}

module.exports = { DirectoryError, layout, socketPath, privateSocket, releaseSocket, freeRunFiles, prepare, hasMarker, removeDatabases, removeAll, foreignEntries,
  MARKER };
