"use strict";
// The JavaScript language level of the V8 that a profile's arangod/arangosh embeds
// (3rdParty/V8-<version> at each release tag: V8 3.31 in 2.5/2.6, 4.3 in 2.7/2.8; release notes
// 3.0-3.12 for later ones). node's V8 accepts much newer syntax, so before the stand-in compiles
// code (load, executeScript, parse, --javascript.script, --javascript.execute, and jsunity's
// runTest, which goes through executeScript) the code is parsed with acorn and refused with a
// SyntaxError naming the file, the position and the construct when it uses syntax the
// profile's V8 does not have. Only syntax is checked; library calls (Object.assign, ...) are
// ESLint's job.
//
// How: the code is parsed at the newest edition; a code that does not parse at all is left to
// node's compiler (a plain syntax error, reported as V8 reports it). Otherwise the syntax tree
// is searched for constructs newer than the profile allows (the table below), and finally the
// code is parsed again at the profile's edition as a backstop (regular-expression syntax,
// escapes and anything the table misses).

// acorn is loaded at the first source not marked as passed (passed-sources.js): most processes
// of npm test find every source marked and never compile the parser
let acornModule = null;
function acorn() {
  if (acornModule === null) {
    acornModule = require("acorn");
  }
  return acornModule;
}
const passedSources = require("./passed-sources");

// The edition (acorn's ecmaVersion numbering) that introduced each construct, and how to name
// it in a message. `node` is an acorn (ESTree) node, `parent` its parent.
function featureOf(node, parent) {
  switch (node.type) {
    case "VariableDeclaration":
      return node.kind === "var" ? null : { name: "a '" + node.kind + "' declaration", edition: 2015, strictOnly28: true };
    case "ArrowFunctionExpression":
      return node.async ? { name: "an async arrow function", edition: 2017 } : { name: "an arrow function", edition: 2015 };
    case "ClassDeclaration":
    case "ClassExpression":
      return { name: "a class", edition: 2015, strictOnly28: true };
    case "TemplateLiteral":
      return { name: "a template literal", edition: 2015, template: true };
    case "TaggedTemplateExpression":
      return { name: "a tagged template", edition: 2015, template: true };
    case "ForOfStatement":
      return node.await ? { name: "a for-await-of loop", edition: 2018 } : { name: "a for-of loop", edition: 2015 };
    case "SpreadElement":
      return parent && parent.type === "ObjectExpression" ? { name: "object spread", edition: 2018 } : { name: "spread syntax", edition: 2015 };
    case "RestElement":
      return parent && parent.type === "ObjectPattern" ? { name: "object rest", edition: 2018 } : { name: "a rest parameter or element", edition: 2015 };
    case "AssignmentPattern":
      return { name: "a default value", edition: 2015 };
    case "ObjectPattern":
    case "ArrayPattern":
      return { name: "destructuring", edition: 2015 };
    case "FunctionDeclaration":
    case "FunctionExpression":
      if (node.async && node.generator) {
        return { name: "an async generator", edition: 2018 };
      }
      if (node.async) {
        return { name: "an async function", edition: 2017 };
      }
      return node.generator ? { name: "a generator function", edition: 2015 } : null;
    case "Property":
      if (node.computed) {
        return { name: "a computed property name", edition: 2015 };
      }
      if (node.method) {
        return { name: "a method shorthand", edition: 2015 };
      }
      return node.shorthand ? { name: "a shorthand property", edition: 2015 } : null;
    case "Super":
      return { name: "super", edition: 2015 };
    case "MetaProperty":
      return { name: "new.target", edition: 2015 };
    case "Literal":
      return literalFeature(node);
    case "BinaryExpression":
      return node.operator === "**" ? { name: "the ** operator", edition: 2016 } : null;
    case "AssignmentExpression":
      if (node.operator === "**=") {
        return { name: "the **= operator", edition: 2016 };
      }
      return ["&&=", "||=", "??="].indexOf(node.operator) >= 0 ? { name: "the " + node.operator + " operator", edition: 2021 } : null;
    case "LogicalExpression":
      return node.operator === "??" ? { name: "the ?? operator", edition: 2020 } : null;
    case "ChainExpression":
      return { name: "optional chaining (?.)", edition: 2020 };
    case "ImportExpression":
      return { name: "import()", edition: 2020 };
    case "CatchClause":
      return node.param === null ? { name: "a catch without a binding", edition: 2019 } : null;
    case "PropertyDefinition":
      return { name: "a class field", edition: 2022 };
    case "PrivateIdentifier":
      return { name: "a private name", edition: 2022 };
    case "StaticBlock":
      return { name: "a static block", edition: 2022 };
    case "TemplateElement":
      return null;
    default:
      return null;
  }
}

function literalFeature(node) {
  if (node.bigint !== undefined) {
    return { name: "a BigInt literal", edition: 2020 };
  }
  if (node.regex) {
    const flags = node.regex.flags;
    const newest = [["v", 2024], ["d", 2022], ["s", 2018], ["u", 2015], ["y", 2015]].find((entry) => flags.indexOf(entry[0]) >= 0);
    return newest ? { name: "the regular-expression flag '" + newest[0] + "'", edition: newest[1] } : null;
  }
  const raw = String(node.raw);
  if (typeof node.value === "number") {
    if (/^0[bBoO]/.test(raw)) {
      return { name: "a binary or octal literal (0b/0o)", edition: 2015 };
    }
    return raw.indexOf("_") >= 0 ? { name: "a numeric separator", edition: 2021 } : null;
  }
  if (typeof node.value === "string" && /\\u\{/.test(raw)) {
    return { name: "a \\u{...} escape", edition: 2015 };
  }
  return null;
}

// "use strict" directive at the start of a program or function body (ES5 §14.1).
function hasUseStrict(body) {
  for (const statement of body) {
    if (statement.type !== "ExpressionStatement" || typeof statement.directive !== "string") {
      return false;
    }
    if (statement.directive === "use strict") {
      return true;
    }
  }
  return false;
}

function isFunction(node) {
  return node.type === "FunctionDeclaration" || node.type === "FunctionExpression" || node.type === "ArrowFunctionExpression";
}

// The first construct (in source order) the level does not allow, or null.
function firstForbidden(program, level) {
  let found = null;
  function allowed(feature, strict) {
    if (level.ecmaVersion === "es5+templates") {
      return feature.template === true || (feature.strictOnly28 === true && strict);
    }
    return feature.edition <= level.ecmaVersion;
  }
  function visit(node, parent, strict) {
    if (node === null || typeof node !== "object" || typeof node.type !== "string") {
      return;
    }
    let innerStrict = strict;
    if (node.type === "Program") {
      innerStrict = strict || hasUseStrict(node.body);
    } else if (isFunction(node) && node.body && node.body.type === "BlockStatement") {
      innerStrict = strict || hasUseStrict(node.body.body);
    } else if (node.type === "ClassBody") {
      innerStrict = true;
    }
    const feature = featureOf(node, parent);
    if (feature !== null && !allowed(feature, strict) && (found === null || node.start < found.node.start)) {
      found = { node, feature };
    }
    for (const key of Object.keys(node)) {
      if (key === "type" || key === "loc" || key === "start" || key === "end") {
        continue;
      }
      const value = node[key];
      if (Array.isArray(value)) {
        value.forEach((child) => visit(child, node, innerStrict));
      } else if (value !== null && typeof value === "object") {
        visit(value, node, innerStrict);
      }
    }
  }
  visit(program, null, false);
  return found;
}

function acornEdition(level) {
  return level.ecmaVersion === "es5+templates" ? 2015 : level.ecmaVersion;
}

// A node-side description of the refusal; realm.js turns it into a SyntaxError of the context
// with lineNumber, columnNumber and fileName, as arangod's JS_Parse/JS_Execute add them.
function languageError(facts, filename, line, column, what) {
  const error = new SyntaxError(String(filename) + ":" + line + ":" + (column + 1) + ": " + what +
    " is not available in " + facts.host + " " + facts.version + " (" + facts.languageLevel.label + ")");
  error.lineNumber = line;
  error.columnNumber = column;
  error.fileName = String(filename);
  error.standInLanguageCheck = true;
  return error;
}

// null when the profile's V8 is not older than node's; else check(source, filename), which
// throws the refusal (a node SyntaxError marked standInLanguageCheck) or returns.
function createLanguageCheck(facts) {
  const level = facts.languageLevel;
  if (level.ecmaVersion === null) {
    return null;
  }
  const levelName = String(level.ecmaVersion);
  return function check(source, filename) {
    if (passedSources.hasPassed(source, levelName)) {
      return;
    }
    let program;
    try {
      program = acorn().parse(source, { ecmaVersion: "latest", sourceType: "script", locations: true });
    } catch (error) {
      return; // not valid at any level: node's compiler reports the syntax error itself
    }
    const forbidden = firstForbidden(program, level);
    if (forbidden !== null) {
      const start = forbidden.node.loc.start;
      throw languageError(facts, filename, start.line, start.column, forbidden.feature.name);
    }
    try {
      acorn().parse(source, { ecmaVersion: acornEdition(level), sourceType: "script", locations: true });
    } catch (error) {
      const location = error.loc || { line: 1, column: 0 };
      throw languageError(facts, filename, location.line, location.column,
        "this syntax (" + String(error.message).replace(/ \(\d+:\d+\)$/, "") + ")");
    }
    passedSources.markPassed(source, levelName);
  };
}

module.exports = { createLanguageCheck, firstForbidden };
