"use strict";
// Node only: how much disk a directory takes (as du counts it: the blocks allocated, so the
// sparse and preallocated files of a database count as what they hold on disk), how much is
// free on its device, and sizes as people read them.

const fs = require("fs");
const path = require("path");

// Bytes allocated under `target` (0 when it does not exist). Symbolic links are counted as
// links, never followed: nothing outside the directory is measured.
function bytesUnder(target) {
  let stat;
  try {
    stat = fs.lstatSync(target);
  } catch (error) {
    if (error.code === "ENOENT") {
      return 0;
    }
    throw error;
  }
  let total = typeof stat.blocks === "number" ? stat.blocks * 512 : stat.size;
  if (stat.isDirectory()) {
    for (const name of fs.readdirSync(target)) {
      total += bytesUnder(path.join(target, name));
    }
  }
  return total;
}

// Bytes free for an unprivileged user on the device holding `target`, or null where node
// cannot tell (statfs came with node 18.15).
function freeBytes(target) {
  if (typeof fs.statfsSync !== "function") {
    return null;
  }
  const stat = fs.statfsSync(target);
  return stat.bavail * stat.bsize;
}

const UNITS = ["B", "KB", "MB", "GB", "TB"];

// 1536 -> "1.5 KB", 0 -> "0 B" (powers of 1024, as du -h).
function humanBytes(bytes) {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return (unit === 0 ? String(value) : value.toFixed(value < 10 ? 1 : 0)) + " " + UNITS[unit];
}

// "500M", "2G", "1.5T", "4096" (bytes) -> bytes; null when it is not a size.
function parseBytes(text) {
  const match = /^([0-9]+(?:\.[0-9]+)?)\s*([KMGT]?)B?$/i.exec(String(text).trim());
  if (match === null) {
    return null;
  }
  const power = ["", "K", "M", "G", "T"].indexOf(match[2].toUpperCase());
  return Math.round(Number(match[1]) * Math.pow(1024, power));
}

module.exports = { bytesUnder, freeBytes, humanBytes, parseBytes };
