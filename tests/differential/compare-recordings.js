"use strict";
// Sets two recordings of the same program side by side (query-tap.js entries: one from a real
// arangod, one from the stand-in under that version's profile) and lists every difference,
// by kind: the error number, the value (row count and order-free digest), the row order, the
// statistics, the warnings, and the plan summary's nodes, indexes, rules and COLLECT method;
// an entry only one side has is a difference too. Entries are paired by what was asked
// (step, kind, database, query, bind parameters, options) and by occurrence, so a program that
// asks the same thing twice is paired in order.
// It never throws on what the servers answered (any JSON): an answer of a shape it does not
// expect (no outcome, an outcome, error or plan that is not an object, no plan on one side, an
// entry that is not an object) is a difference like any other (kind "shape", "plan-error" for a
// plan missing on one side, "only-real"/"only-stand-in" for an entry no other pairs with), so
// the check reports, counts and goes on. An entry one side asked more often than the other, of a
// question both asked and answered alike (the product's own bookkeeping, such as the checks of
// a dataset between samples, which a newer program makes less often than the one a real server
// was recorded with), is a "repeat": nothing about it was left unanswered, and no answer differs.

const KINDS = ["error", "value", "order", "stats", "warnings", "plan-nodes", "plan-indexes",
  "plan-rules", "plan-collect", "plan-warnings", "plan-error", "shape", "only-real", "only-stand-in", "repeat"];

function isObject(value) {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

// The bind parameters' names, not their values, are part of the key: the program binds clock
// readings and run labels (the suite's lock and marker), which differ between any two runs.
function keyOf(entry) {
  const asked = isObject(entry) ? entry : {};
  return JSON.stringify([asked.label, asked.kind, asked.database, asked.query,
    Object.keys(isObject(asked.bindVars) ? asked.bindVars : {}).sort(), asked.options]);
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

// What is wrong with the shape of an outcome, or null: an object whose error, if any, is an
// object, whose plan, if any, is an object, and which is a value (count, digest) or an error.
function shapeProblem(outcome) {
  if (!isObject(outcome)) {
    return outcome === undefined ? "no outcome" : "an outcome that is not an object: " + JSON.stringify(outcome);
  }
  if (outcome.error !== undefined && !isObject(outcome.error)) {
    return "an error that is not an object: " + JSON.stringify(outcome.error);
  }
  // no plan, or a null one, is planDifferences' to report
  if (outcome.plan !== undefined && outcome.plan !== null && !isObject(outcome.plan)) {
    return "a plan that is not an object: " + JSON.stringify(outcome.plan);
  }
  if (outcome.error === undefined && outcome.plan === undefined && outcome.digest === undefined) {
    return "an outcome with neither a value, an error nor a plan: " + JSON.stringify(outcome);
  }
  return null;
}

// compared: counts per kind of the aspects compared (for the agree column).
function outcomeDifferences(real, standIn, query, compared) {
  const found = [];
  const count = (kind) => { compared[kind] = (compared[kind] || 0) + 1; };
  count("shape");
  const problems = [shapeProblem(real), shapeProblem(standIn)];
  if (problems[0] !== null || problems[1] !== null) {
    return [{ kind: "shape", real: problems[0] || real, standIn: problems[1] || standIn }];
  }
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
  const asked = (entry) => (isObject(entry) ? { label: entry.label, kind: entry.kind, database: entry.database,
    query: entry.query, bindVars: entry.bindVars, options: entry.options } : { label: undefined, query: entry });
  // the keys of questions paired at least once, and whether every such pair agreed
  const answered = new Map();
  const unpaired = [];
  for (const real of realEntries) {
    const key = keyOf(real);
    const queue = waiting.get(key);
    if (!queue || queue.length === 0) {
      unpaired.push({ key, kind: "only-real", entry: asked(real), real: isObject(real) ? real.outcome : real, standIn: null });
      continue;
    }
    const standIn = queue.shift();
    pairs += 1;
    const outcomeOf = (entry) => (isObject(entry) ? entry.outcome : undefined);
    const found = outcomeDifferences(outcomeOf(real), outcomeOf(standIn), asked(real).query, compared);
    answered.set(key, (answered.has(key) ? answered.get(key) : true) && found.length === 0);
    for (const difference of found) {
      differences.push(Object.assign({ entry: asked(real) }, difference));
    }
  }
  for (const [key, queue] of waiting) {
    for (const standIn of queue) {
      unpaired.push({ key, kind: "only-stand-in", entry: asked(standIn), real: null,
        standIn: isObject(standIn) ? standIn.outcome : standIn });
    }
  }
  for (const one of unpaired) {
    differences.push({ kind: answered.get(one.key) === true ? "repeat" : one.kind, entry: one.entry, real: one.real,
      standIn: one.standIn });
  }
  return { pairs, compared, differences };
}

module.exports = { compareRecordings, KINDS };
