/*
 * What two of Linux's /proc files say about the machine, parsed from their text (proc(5)):
 * the CPU time every core spent busy and idle since boot (/proc/stat) and the load average
 * (/proc/loadavg). The host adapter reads them inside the server (lib/host.js, loadReading);
 * parsing is apart so that it is the same wherever the text comes from. ES5, no server calls.
 */
"use strict";

// The first line of /proc/stat sums every core, in USER_HZ ticks:
//   cpu user nice system idle iowait irq softirq steal guest guest_nice
// guest and guest_nice are counted in user and nice already (proc(5)), and kernels before
// 2.6.11 end the line after irq or softirq. Busy is everything but idle and iowait; steal is
// time the hypervisor gave this machine's cores to other machines, which is other work too.
var BUSY_FIELDS = [0, 1, 2, 5, 6, 7];
var IDLE_FIELDS = [3, 4];

function sumOf(values, fields) {
  var sum = 0;
  fields.forEach(function (field) {
    if (field < values.length) {
      sum += values[field];
    }
  });
  return sum;
}

// { busy, all (ticks, every core together), cores (the cpuN lines: the cores online) }, or
// null when the text has no line of the whole machine. The cpu lines come first; the lines
// after them (interrupt counts, hundreds of numbers) are not read.
function machineTicks(text) {
  var lines = String(text).split("\n");
  var total = null;
  var cores = 0;
  for (var i = 0; i < lines.length && lines[i].slice(0, 3) === "cpu"; i += 1) {
    var fields = lines[i].trim().split(/\s+/);
    if (fields[0] === "cpu") {
      total = fields.slice(1).map(Number);
    } else if (/^cpu[0-9]+$/.test(fields[0])) {
      cores += 1;
    }
  }
  if (total === null || total.length < 4 || total.some(function (value) { return !(value >= 0); }) || cores === 0) {
    return null;
  }
  var busy = sumOf(total, BUSY_FIELDS);
  return { busy: busy, all: busy + sumOf(total, IDLE_FIELDS), cores: cores };
}

// The load average over 1, 5 and 15 minutes ("0.52 0.61 0.70 2/345 6789"), or null.
function loadAverage(text) {
  var fields = String(text).trim().split(/\s+/).slice(0, 3).map(Number);
  return fields.length === 3 && fields.every(function (value) { return value >= 0; }) ? fields : null;
}

module.exports = { machineTicks: machineTicks, loadAverage: loadAverage };
