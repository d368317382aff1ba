"use strict";
// require("jsunity") inside the stand-in, written from the facts of v2.5.0 and v2.8.0
// js/common/modules/jsunity.js (not
// from ArangoDB's code). It is evaluated INSIDE the stand-in's vm context (see
// arangod/module-registry.js and arangod.js), so results and assertion errors are objects of
// the realm the tests run in, and `require` here is the context's global require.
//
// - run(suiteFactory): the factory returns an object; keys starting with "test" are tests,
//   setUp/tearDown run around each (with the object as `this`); returns
//   { suiteName, total, passed, failed, duration } and adds it to the running totals.
// - done(): prints a summary, resets the totals and returns
//   { status, total, passed, failed, duration, suiteName, suites: [...] }.
// - runTest(path, outputReply): the file is the body of a function (it ends with
//   `return jsunity.done();`), run through internal.executeScript after the assertions are
//   attached to the global object; 2.8+: returns done()'s object when outputReply === true,
//   else its status; 2.5-2.7: whatever the file returns (done()'s object), v2.5.0 and v2.8.0
// js/common/modules/jsunity.js. The stand-in
//   passes the fact as `standIn.runTestReturnsStatus` (arangod.js).
// - Assertions take the expected value first, the actual second, an optional message last.
// Differences from arangod, on purpose: setUpAll/tearDownAll (later 3.x only, first version
// unverified) are refused as unsupported instead of being run or ignored; per-test details are
// under `suites` instead of top-level keys named after the tests.

/* global standIn */
const internal = require("internal");
const fs = require("fs");
const console = require("console");

// ---- describing and comparing values -------------------------------------------------------

function kindOf(value) {
  return Object.prototype.toString.call(value).slice(8, -1);
}

// A text that is equal for structurally equal values, independent of key order: the deep
// comparison of assertEqual (late 3.x sorts keys, v2.5.0 and v2.8.0 js/common/modules/jsunity.js).
function canonical(value, seen) {
  if (value === undefined) {
    return "undefined";
  }
  if (value === null) {
    return "null";
  }
  const type = typeof value;
  if (type === "number") {
    return "number:" + (Number.isNaN(value) ? "NaN" : String(value));
  }
  if (type === "string") {
    return "string:" + JSON.stringify(value);
  }
  if (type !== "object" && type !== "function") {
    return type + ":" + String(value);
  }
  if (type === "function") {
    return "function:" + String(value);
  }
  if (seen.indexOf(value) >= 0) {
    return "[circular]";
  }
  const inner = seen.concat([value]);
  if (Array.isArray(value)) {
    return "[" + value.map((element) => canonical(element, inner)).join(",") + "]";
  }
  const kind = kindOf(value);
  if (kind === "Date") {
    return "date:" + (Number.isNaN(value.getTime()) ? "invalid" : value.toISOString());
  }
  if (kind === "RegExp") {
    return "regexp:" + String(value);
  }
  const keys = Object.keys(value).sort();
  return "{" + keys.map((key) => JSON.stringify(key) + ":" + canonical(value[key], inner)).join(",") + "}";
}

function show(value) {
  if (value === undefined) {
    return "undefined";
  }
  if (typeof value === "function") {
    return "[function " + (value.name || "anonymous") + "]";
  }
  if (typeof value === "number" && !Number.isFinite(value)) {
    return String(value);
  }
  try {
    const text = JSON.stringify(value);
    return text === undefined ? String(value) : text;
  } catch (error) {
    return String(value);
  }
}

function failure(message, name, text) {
  const error = new Error((message ? message + ": " : "") + name + ": " + text);
  error.name = "AssertionError";
  return error;
}

function expectedActual(expected, actual) {
  return "expected " + show(expected) + ", actual " + show(actual);
}

// ---- assertions ------------------------------------------------------------------------------

const assertions = {
  assertTrue(actual, message) {
    if (!actual) {
      throw failure(message, "assertTrue", "expected a true value, actual " + show(actual));
    }
  },
  assertFalse(actual, message) {
    if (actual) {
      throw failure(message, "assertFalse", "expected a false value, actual " + show(actual));
    }
  },
  assertEqual(expected, actual, message) {
    if (canonical(expected, []) !== canonical(actual, [])) {
      throw failure(message, "assertEqual", expectedActual(expected, actual));
    }
  },
  assertNotEqual(expected, actual, message) {
    if (canonical(expected, []) === canonical(actual, [])) {
      throw failure(message, "assertNotEqual", "expected a value other than " + show(expected) + ", actual " + show(actual));
    }
  },
  assertIdentical(expected, actual, message) {
    if (expected !== actual) {
      throw failure(message, "assertIdentical", expectedActual(expected, actual));
    }
  },
  assertNotIdentical(expected, actual, message) {
    if (expected === actual) {
      throw failure(message, "assertNotIdentical", "expected something other than " + show(expected) + ", actual " + show(actual));
    }
  },
  assertMatch(pattern, actual, message) {
    if (!pattern.test(actual)) {
      throw failure(message, "assertMatch", "expected a match of " + String(pattern) + ", actual " + show(actual));
    }
  },
  assertNotMatch(pattern, actual, message) {
    if (pattern.test(actual)) {
      throw failure(message, "assertNotMatch", "expected no match of " + String(pattern) + ", actual " + show(actual));
    }
  },
  assertTypeOf(typeName, actual, message) {
    if (typeof actual !== typeName) {
      throw failure(message, "assertTypeOf", "expected typeof " + typeName + ", actual typeof " + typeof actual);
    }
  },
  assertNotTypeOf(typeName, actual, message) {
    if (typeof actual === typeName) {
      throw failure(message, "assertNotTypeOf", "expected typeof other than " + typeName + ", actual " + show(actual));
    }
  },
  assertInstanceOf(constructor, actual, message) {
    if (!(actual instanceof constructor)) {
      throw failure(message, "assertInstanceOf", "expected an instance of " + (constructor && constructor.name) +
        ", actual " + show(actual));
    }
  },
  assertNotInstanceOf(constructor, actual, message) {
    if (actual instanceof constructor) {
      throw failure(message, "assertNotInstanceOf", "expected no instance of " + (constructor && constructor.name) +
        ", actual " + show(actual));
    }
  },
  assertNull(actual, message) {
    if (actual !== null) {
      throw failure(message, "assertNull", expectedActual(null, actual));
    }
  },
  assertNotNull(actual, message) {
    if (actual === null) {
      throw failure(message, "assertNotNull", "expected a value other than null, actual null");
    }
  },
  assertUndefined(actual, message) {
    if (actual !== undefined) {
      throw failure(message, "assertUndefined", expectedActual(undefined, actual));
    }
  },
  assertNotUndefined(actual, message) {
    if (actual === undefined) {
      throw failure(message, "assertNotUndefined", "expected a value other than undefined, actual undefined");
    }
  },
  assertNaN(actual, message) {
    if (!isNaN(actual)) {
      throw failure(message, "assertNaN", "expected NaN, actual " + show(actual));
    }
  },
  assertNotNaN(actual, message) {
    if (isNaN(actual)) {
      throw failure(message, "assertNotNaN", "expected a value other than NaN, actual " + show(actual));
    }
  },
  assertException(work, message) {
    let threw = false;
    try {
      work();
    } catch (error) {
      threw = true;
    }
    if (!threw) {
      throw failure(message, "assertException", "expected an exception, none was thrown");
    }
  },
  fail(message) {
    throw failure(null, "fail", message === undefined ? "fail() called" : String(message));
  }
};

const jsUnity = {
  assertions,
  // Copies the assertions onto `scope` (the global object by default), so test files call
  // them as globals.
  attachAssertions(scope) {
    const target = scope || globalThis;
    Object.keys(assertions).forEach((name) => {
      target[name] = assertions[name];
    });
  }
};

// ---- running ---------------------------------------------------------------------------------

function freshTotals() {
  return { total: 0, passed: 0, failed: 0, duration: 0, suites: [] };
}

let totals = freshTotals();

function milliseconds(startSeconds) {
  return Math.round((internal.time() - startSeconds) * 1000);
}

function describeError(error) {
  if (error !== null && typeof error === "object" && error.name === "AssertionError") {
    return error.message;
  }
  if (error !== null && typeof error === "object" && typeof error.stack === "string") {
    return error.stack;
  }
  return String(error);
}

function notSupported(what) {
  return new internal.ArangoError({ error: true, code: 500, errorNum: 0,
    errorMessage: "not supported by the stand-in: " + what });
}

function runOne(definition, name) {
  const started = internal.time();
  let problem = null;
  try {
    if (typeof definition.setUp === "function") {
      definition.setUp.call(definition);
    }
    definition[name].call(definition);
  } catch (error) {
    problem = error;
  }
  try {
    if (typeof definition.tearDown === "function") {
      definition.tearDown.call(definition);
    }
  } catch (error) {
    if (problem === null) {
      problem = error;
    }
  }
  const outcome = { status: problem === null, duration: milliseconds(started) };
  if (problem !== null) {
    outcome.message = describeError(problem);
  }
  return outcome;
}

function run(suiteFactory) {
  if (typeof suiteFactory !== "function") {
    throw new TypeError("jsunity.run: a suite is a function that returns an object of tests");
  }
  const suiteName = suiteFactory.name || "unnamed test suite";
  const definition = suiteFactory();
  if (definition === null || typeof definition !== "object") {
    throw new TypeError("jsunity.run: suite " + suiteName + " did not return an object");
  }
  const names = [];
  for (const key in definition) {
    if (key.indexOf("test") === 0) {
      names.push(key);
    } else if (key === "setUpAll" || key === "tearDownAll") {
      throw notSupported(key + " in jsunity suites (later 3.x only, first version unverified: " +
        "absent in v2.8.0 js/common/modules/jsunity.js)");
    } else if (key !== "setUp" && key !== "tearDown") {
      console.error("unknown function: %s", key);
    }
  }

  internal.print(suiteName);
  const started = internal.time();
  const tests = {};
  let passed = 0;
  let failed = 0;
  if (names.length === 0) {
    // a suite without tests is a broken suite
    tests["(no test)"] = { status: false, duration: 0, message: "There is no test in testsuite " + suiteName };
    failed += 1;
    internal.print("  FAILED: there is no test in testsuite " + suiteName);
  }
  for (const name of names) {
    const outcome = runOne(definition, name);
    tests[name] = outcome;
    if (outcome.status) {
      passed += 1;
      internal.print("  " + name + ": ok (" + outcome.duration + " ms)");
    } else {
      failed += 1;
      internal.print("  " + name + ": FAILED: " + outcome.message);
    }
  }
  const result = { suiteName, total: passed + failed, passed, failed, duration: milliseconds(started) };
  totals.total += result.total;
  totals.passed += result.passed;
  totals.failed += result.failed;
  totals.duration += result.duration;
  totals.suites.push(Object.assign({ tests }, result));
  return result;
}

function done(suiteName) {
  const summary = {
    status: totals.failed === 0,
    total: totals.total,
    passed: totals.passed,
    failed: totals.failed,
    duration: totals.duration,
    suiteName,
    suites: totals.suites
  };
  internal.print(summary.total + " total, " + summary.passed + " passed, " + summary.failed + " failed, " +
    summary.duration + " ms");
  totals = freshTotals();
  return summary;
}

function runTest(path, outputReply) {
  totals = freshTotals();
  const content = fs.read(path);
  // The file's text stays on the wrapper's first line, so line numbers in stack traces match.
  const source = "(function () { return (function () {" + content + "\n}()); })";
  const body = internal.executeScript(source, undefined, path);
  jsUnity.attachAssertions();
  const reply = body();
  if (!standIn.runTestReturnsStatus) {
    return reply;
  }
  return outputReply === true ? reply : reply.status;
}

module.exports = { jsUnity, run, done, runTest };
