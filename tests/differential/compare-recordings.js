"use strict";
// Sets two recordings of the same program side by side (query-tap.js entries: one from a real
// arangod, one from the stand-in under that version's profile) and lists every difference,
// by kind: the error number, the value (row count and order-free digest), the row order, the
// statistics, the warnings, and the plan summary's nodes, indexes, rules and COLLECT method;
// an entry only one side has is a difference too. Entries are paired by what was asked
// (step, kind, database, query, bind parameters, options) and by occurrence, so a program that
// asks the same thing twice is paired in order.

const KINDS = ["error", "value", "order", "stats", "warnings", "plan-nodes", "plan-indexes",
  "plan-rules", "plan-collect", "plan-warnings", "plan-error", "only-real", "only-stand-in"];

// The bind parameters' names, not their values, are part of the key: the program binds clock
// readings and run labels (the suite's lock and marker), which differ between any two runs.
function keyOf(entry) {
  return JSON.stringify([entry.label, entry.kind, entry.database, entry.query,
    Object.keys(entry.bindVars || {}).sort(), entry.options]);
}

function same(a, b) {
  return JSON.stringify(a) === JSON.stringify(b);
}

// An order difference counts only where the query asks for one: without SORT, AQL leaves the
// order of the rows to the server (the stand-in keeps storage order, MMFiles its hash order).
function ordered(query) {
  return /\bSORT\b/i.test(String(query));
}

function planDifferences(real, standIn, compared) {
  if (real === undefined && standIn === undefined) {
    return [];
  }
  const realError = real && real.errorNum !== undefined ? real.errorNum : undefined;
  const standInError = standIn && standIn.errorNum !== undefined ? standIn.errorNum : undefined;
  compared["plan-error"] = (compared["plan-error"] || 0) + 1;
  if (real === undefined || standIn === undefined || real === null || standIn === null) { return [{ kind: "plan-error", real: real === undefined ? "no plan" : real, standIn: standIn === undefined ? "no plan" : standIn }]; }
  if (realError !== undefined || standInError !== undefined) {
    return realError === standInError ? [] : [{ kind: "plan-error", real: real, standIn: standIn }];
  }
  const found = [];
  const fields = [["nodes", "plan-nodes"], ["indexes", "plan-indexes"], ["rules", "plan-rules"],
    ["collectMethod", "plan-collect"], ["warnings", "plan-warnings"]];
  for (const [field, kind] of fields) {
    compared[kind] = (compared[kind] || 0) + 1;
    if (!same(real[field], standIn[field])) {
      found.push({ kind, real: real[field], standIn: standIn[field] });
    }
  }
  return found;
}

// compared: counts per kind of the aspects compared (for the agree column).
function outcomeDifferences(real, standIn, query, compared) {
  const found = [];
  const count = (kind) => { compared[kind] = (compared[kind] || 0) + 1; };
  if (real.error || standIn.error) {
    count("error");
    if (!same(real.error, standIn.error)) {
      found.push({ kind: "error", real: real.error || "a value", standIn: standIn.error || "a value" });
    }
  } else if (real.digest !== undefined || standIn.digest !== undefined) {
    ["error", "value", "stats", "warnings"].forEach(count);
    if (ordered(query)) {
      count("order");
    }
    if (real.count !== standIn.count || real.digest !== standIn.digest) {
      found.push({ kind: "value", real: { count: real.count, digest: real.digest },
        standIn: { count: standIn.count, digest: standIn.digest } });
    } else if (real.orderedDigest !== standIn.orderedDigest && ordered(query)) {
      found.push({ kind: "order", real: real.orderedDigest, standIn: standIn.orderedDigest });
    }
    if (!same(real.stats, standIn.stats)) {
      found.push({ kind: "stats", real: real.stats, standIn: standIn.stats });
    }
    if (!same(real.warnings, standIn.warnings)) {
      found.push({ kind: "warnings", real: real.warnings, standIn: standIn.warnings });
    }
  }
  return found.concat(planDifferences(real.plan, standIn.plan, compared));
}

// realEntries, standInEntries: query-tap entries. Returns { pairs, compared, differences }:
// compared counts, per kind, the pairs in which that aspect was compared; each difference is
// { kind, entry (what was asked), real, standIn }.
function compareRecordings(realEntries, standInEntries) {
  const waiting = new Map();
  for (const entry of standInEntries) {
    const key = keyOf(entry);
    if (!waiting.has(key)) {
      waiting.set(key, []);
    }
    waiting.get(key).push(entry);
  }
  const differences = [];
  const compared = {};
  let pairs = 0;
  const asked = (entry) => ({ label: entry.label, kind: entry.kind, database: entry.database, query: entry.query,
    bindVars: entry.bindVars, options: entry.options });
  for (const real of realEntries) {
    const queue = waiting.get(keyOf(real));
    if (!queue || queue.length === 0) {
      differences.push({ kind: "only-real", entry: asked(real), real: real.outcome, standIn: null });
      continue;
    }
    const standIn = queue.shift();
    pairs += 1;
    for (const difference of outcomeDifferences(real.outcome, standIn.outcome, real.query, compared)) {
      differences.push(Object.assign({ entry: asked(real) }, difference));
    }
  }
  for (const queue of waiting.values()) {
    for (const standIn of queue) {
      differences.push({ kind: "only-stand-in", entry: asked(standIn), real: null, standIn: standIn.outcome });
    }
  }
  return { pairs, compared, differences };
}

module.exports = { compareRecordings, KINDS };
