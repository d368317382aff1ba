"use strict";
// The stand-in's own realm: one vm context per arangod instance, standing for arangod's one
// global V8 context (v2.5.0 and v2.5.2 lib/V8/v8-utils.cpp, JS_Load). This module is the only place
// values cross between
// node's realm and the context's:
// - into the context: data is deep-copied by a copier compiled inside the context, errors are
//   rebuilt from the context's constructors, functions are wrapped in functions of the context;
// - out of the context: data handed to the server (documents, bind parameters, options) is
//   deep-copied into plain node values, so the server never keeps an object the script can
//   still change (arangod converts them to VelocyPack, v2.5.0 and v2.7.0
// js/server/modules/org/arangodb/arango-database.js, _query).

const vm = require("vm");
const fs = require("fs");
const path = require("path");
const { compileScript } = require("./code-cache");

// Evaluates a CommonJS-style file of the stand-in itself inside `context`: its text is wrapped
// in a function of (module, exports, require, standIn) compiled there, so everything it
// creates is of the context's realm. `standIn` carries settings of the stand-in (e.g. facts a
// module of the context needs). Returns module.exports. (Stand-in code, so no language check.)
function evaluateModuleFile(context, file, requireInContext, standIn) {
  const source = fs.readFileSync(file, "utf8");
  const wrapper = "(function (module, exports, require, standIn) {" + source + "\n})";
  const factory = new vm.Script(wrapper, { filename: file }).runInContext(context, { displayErrors: false });
  const moduleObject = vm.runInContext("({ exports: {} })", context);
  factory.call(moduleObject.exports, moduleObject, moduleObject.exports, requireInContext, standIn);
  return moduleObject.exports;
}

// Plain node data from a value of the context (or of node): arrays and objects rebuilt with
// their own enumerable properties; undefined object attributes are left out and undefined
// array elements become null, as arangod's V8-to-VelocyPack conversion does; functions are
// treated like undefined.
function toNodeValue(value) {
  if (value === null || value === undefined) {
    return value === undefined ? undefined : null;
  }
  if (typeof value === "function") {
    return undefined;
  }
  if (typeof value !== "object") {
    return value;
  }
  if (Array.isArray(value)) {
    return value.map((element) => {
      const copied = toNodeValue(element);
      return copied === undefined ? null : copied;
    });
  }
  const result = {};
  for (const key of Object.keys(value)) {
    const copied = toNodeValue(value[key]);
    if (copied !== undefined) {
      Object.defineProperty(result, key, { value: copied, enumerable: true, writable: true, configurable: true });
    }
  }
  return result;
}

class Realm {
  // options.languageCheck: (source, filename) => undefined, throwing a node SyntaxError marked
  // standInLanguageCheck when the profile's V8 would not accept the code (language-level.js).
  constructor(options) {
    this.languageCheck = (options && options.languageCheck) || null;
    // Set by terminate(): arangosh's exit stops the script for good (V8 TerminateExecution);
    // every later call of a built-in throws the marker again.
    this.termination = null;
    // Called whenever a call of a built-in returns or throws: the stand-in arangod executable
    // commits its data there, as arangod has every operation on disk when it returns.
    this.returnListener = null;
    // A plain new context whose global object is itself (DONT_CONTEXTIFY), as arangod's V8
    // context is: no sandbox object behind interceptors, so every global name the script
    // reads (String, Object, JSON, ...) is an ordinary property lookup (with a contextified
    // sandbox each was a call into node, and product code ran several times slower).
    // (node before 20.18 has no DONT_CONTEXTIFY: a contextified empty object, slower, the same
    // to the script)
    this.context = vm.createContext(vm.constants && vm.constants.DONT_CONTEXTIFY !== undefined ?
      vm.constants.DONT_CONTEXTIFY : {}, { name: "arangod stand-in" });
    this.bridge = evaluateModuleFile(this.context, path.join(__dirname, "context-bridge.js"), undefined);
    // The context's own constructors, for checks made from node (e.g. instanceof in tests).
    this.globals = vm.runInContext("({ Object: Object, Array: Array, Error: Error, TypeError: TypeError, " +
      "SyntaxError: SyntaxError })", this.context);
  }

  // Runs `source` as a classic script in the context (global scope), with `filename` as the
  // script origin; compile errors are rebuilt as SyntaxErrors of the context.
  runScript(source, filename) {
    const script = this.compile(source, filename);
    return script.runInContext(this.context, { displayErrors: false });
  }

  compile(source, filename) {
    try {
      if (this.languageCheck !== null) {
        this.languageCheck(source, filename);
      }
      return compileScript(source, String(filename));
    } catch (error) {
      throw this.compileError(error, filename);
    }
  }

  // A SyntaxError from compiling is created in node's realm (compiling is not bound to a
  // context); arangod adds lineNumber, columnNumber and fileName to it (v8-utils.cpp
  // JS_Execute / JS_Parse). A refusal of the language check carries its own position.
  compileError(error, filename) {
    if (error && error.standInLanguageCheck === true) {
      const refused = this.bridge.plainError("SyntaxError", error.message);
      refused.lineNumber = error.lineNumber;
      refused.columnNumber = error.columnNumber;
      refused.fileName = error.fileName;
      return refused;
    }
    const rebuilt = this.bridge.plainError(error && error.name, error && error.message, error && error.stack);
    const position = /:(\d+)\n/.exec(String(error && error.stack));
    if (position) {
      rebuilt.lineNumber = Number(position[1]);
    }
    rebuilt.fileName = String(filename);
    return rebuilt;
  }

  evaluateModuleFile(file, requireInContext, standIn) {
    return evaluateModuleFile(this.context, file, requireInContext, standIn);
  }

  toContext(value) {
    return this.bridge.copy(value);
  }

  toNode(value) {
    return toNodeValue(value);
  }

  isContextValue(value) {
    return this.bridge.isOfThisRealm(value);
  }

  // The error a caller in the context should see for `error`: an error of the context stays
  // as it is; an ArangoError (anything with a numeric errorNum) becomes one of the context as
  // arangod throws it; any other error of node's realm becomes an error of the context with
  // the same constructor name, message and stack (a fault of the stand-in stays traceable).
  // Errors of a third realm (a sandbox of internal.executeScript) pass unchanged, as they
  // would in arangod.
  contextError(error) {
    if (error === null || typeof error !== "object" || this.isContextValue(error)) {
      return error;
    }
    if (typeof error.errorNum === "number") {
      return this.bridge.thrownArangoError(error.errorNum, error.errorMessage, error.code, error.stack);
    }
    if (error instanceof Error) {
      return this.bridge.plainError(error.name, error.message, error.stack);
    }
    return error;
  }

  arangoError(errorNum, errorMessage, code) {
    return this.bridge.thrownArangoError(errorNum, errorMessage, code);
  }

  typeError(message) {
    return this.bridge.plainError("TypeError", message);
  }

  // Marks the script as terminated (see `termination`); `marker` is a value of the context.
  terminate(marker) {
    this.termination = marker;
  }

  // A function of the context named `name` that runs `implementation` (a node function,
  // called with the caller's `this` and arguments) and throws errors as the context sees them.
  fn(name, implementation) {
    const realm = this;
    return this.bridge.wrap(name, function guarded() {
      if (realm.termination !== null) {
        throw realm.termination;
      }
      try {
        return implementation.apply(this, arguments);
      } catch (error) {
        throw realm.contextError(error);
      } finally {
        if (realm.returnListener !== null) {
          realm.returnListener();
        }
      }
    });
  }

  // listener() runs each time a built-in returns (returnListener).
  onBuiltinReturn(listener) {
    this.returnListener = listener;
  }

  object(properties) {
    const object = this.bridge.newObject();
    Object.assign(object, properties || {});
    return object;
  }

  // An object of the context with the methods as functions of the context (named
  // "<label>.<method>").
  objectWithMethods(label, methods, properties) {
    const object = this.object(properties);
    for (const name of Object.keys(methods)) {
      object[name] = this.fn(label + "." + name, methods[name]);
    }
    return object;
  }

  // A "class" of built-in objects: methods on one prototype of the context, per-object state
  // kept on the node side (a WeakMap), so scripts see only methods, as with arangod's own
  // objects. A method is called as method(state, ...arguments).
  // Returns { prototype, create(state), stateOf(object) }.
  defineClass(label, methods) {
    const states = new WeakMap();
    const prototype = this.bridge.newObject();
    for (const name of Object.keys(methods)) {
      const method = methods[name];
      prototype[name] = this.fn(name, function () {
        const state = states.get(this);
        if (state === undefined) {
          throw new TypeError(label + "." + name + " called on an object that is not an " + label);
        }
        return method(state, ...arguments);
      });
    }
    return {
      prototype,
      create: (state) => {
        const object = this.bridge.createWithPrototype(prototype);
        states.set(object, state);
        return object;
      },
      stateOf: (object) => states.get(object)
    };
  }
}

module.exports = { Realm, toNodeValue };
