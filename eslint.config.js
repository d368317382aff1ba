"use strict";
// Two kinds of code live here:
// - code that runs inside ArangoDB (shootout.js, lib/, cases/, setup/ and the jsunity
//   suites tests/test-*.js): ES5 only, syntax and library, because arangod 2.5/2.6 embed
//   V8 3.31 (3rdParty/V8-3.31.74.1 at the v2.5.0 and v2.6.0 tags; docs/versions.md);
// - node-only code: test infrastructure (tests/standin/, tests/node/, tests/*.js runners) and
//   lib/versus/ (`node shootout.js versus`, which starts servers; never loaded inside arangod).
const esX = require("eslint-plugin-es-x");
const globals = require("globals");

const ARANGOD_GLOBALS = {
  require: "readonly",
  module: "readonly",
  exports: "writable",
  print: "readonly",
  __filename: "readonly",
  __dirname: "readonly",
  // arangosh: the words after "--" of --javascript.execute (v2.5.0 arangosh/V8Client/arangosh.cpp)
  ARGUMENTS: "readonly",
  // node, only when shootout.js runs offline under node
  process: "readonly"
};

const JSUNITY_GLOBALS = {
  assertTrue: "readonly", assertFalse: "readonly", assertEqual: "readonly",
  assertNotEqual: "readonly", assertIdentical: "readonly", assertNotIdentical: "readonly",
  assertMatch: "readonly", assertNotMatch: "readonly", assertTypeOf: "readonly",
  assertNotTypeOf: "readonly", assertInstanceOf: "readonly", assertNotInstanceOf: "readonly",
  assertNull: "readonly", assertNotNull: "readonly", assertUndefined: "readonly",
  assertNotUndefined: "readonly", assertNaN: "readonly", assertNotNaN: "readonly",
  assertException: "readonly", fail: "readonly", shootout: "readonly"
};

// The in-server programs of tests/differential and tests/real run inside arangod like the product.
const IN_SERVER_TEST_FILES = ["tests/differential/query-tap.js", "tests/differential/run-in-server.js",
  "tests/real/setup-cost.js"];
const PRODUCT_FILES = ["shootout.js", "lib/**/*.js", "cases/**/*.js", "setup/**/*.js",
  "tests/support/**/*.js"].concat(IN_SERVER_TEST_FILES);
const JSUNITY_SUITES = ["tests/test-*.js"];
const NODE_ONLY_PRODUCT_FILES = ["lib/versus/**/*.js"];

module.exports = [
  { ignores: ["node_modules/**", "results/**", ".stryker-tmp/**", "reports/**"] },
  {
    files: PRODUCT_FILES.concat(JSUNITY_SUITES),
    ignores: NODE_ONLY_PRODUCT_FILES,
    ...esX.configs["flat/restrict-to-es5"],
    languageOptions: {
      ecmaVersion: 5,
      sourceType: "script",
      globals: ARANGOD_GLOBALS
    },
    rules: {
      ...esX.configs["flat/restrict-to-es5"].rules,
      "no-undef": "error",
      "no-unused-vars": ["error", { args: "none", caughtErrors: "none" }],
      "no-redeclare": "error",
      "eqeqeq": "error"
    }
  },
  {
    // A jsunity suite is the body of a function (jsunity.runTest wraps it), so it ends with
    // a top-level `return jsunity.done();`.
    files: JSUNITY_SUITES,
    languageOptions: {
      ecmaVersion: 5,
      sourceType: "script",
      parserOptions: { ecmaFeatures: { globalReturn: true } },
      globals: Object.assign({}, ARANGOD_GLOBALS, JSUNITY_GLOBALS)
    }
  },
  {
    files: ["tests/standin/**/*.js", "tests/node/**/*.js", "tests/real/**/*.js", "tests/differential/**/*.js",
      "tests/*.js", "eslint.config.js"].concat(NODE_ONLY_PRODUCT_FILES),
    ignores: JSUNITY_SUITES.concat(IN_SERVER_TEST_FILES),
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: "commonjs",
      globals: globals.node
    },
    rules: {
      "no-undef": "error",
      "no-unused-vars": ["error", { args: "none", caughtErrors: "none" }]
    }
  }
];
