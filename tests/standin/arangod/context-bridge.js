"use strict";
// Evaluated INSIDE the stand-in's vm context (realm.js wraps it as a function of `module`),
// so every object and function created here belongs to the context's realm: values handed to
// code running "in arangod" are then instances of that code's own Array, Object and Error,
// as they are in a real arangod (v2.5.0 and v2.5.2 lib/V8/v8-utils.cpp, JS_Load: scripts run in
// arangod's one global
// V8 context).

// arangod 3.x: `ArangoError` is a constructor whose prototype inherits from Error.prototype
// (C++ template, then js/common/bootstrap/modules/internal.js adds isArangoError, name, a
// `message` getter reading errorMessage, and toString "ArangoError <num>: <message>").
// `new ArangoError({error, code, errorNum, errorMessage})` is the JavaScript-side form.
function ArangoError(error) {
  if (error !== undefined) {
    this.error = error.error;
    this.code = error.code;
    this.errorNum = error.errorNum;
    this.errorMessage = error.errorMessage;
  }
  if (typeof Error.captureStackTrace === "function") {
    Error.captureStackTrace(this, ArangoError);
  }
}
ArangoError.prototype = Object.create(Error.prototype, {
  constructor: { value: ArangoError, writable: true, configurable: true }
});
ArangoError.prototype.isArangoError = true;
ArangoError.prototype.name = "ArangoError";
Object.defineProperty(ArangoError.prototype, "message", {
  configurable: true,
  enumerable: true,
  get: function () {
    return this.errorMessage;
  }
});
ArangoError.prototype.toString = function () {
  return this.name + " " + this.errorNum + ": " + this.message;
};

// arangod 2.x: the prototype is `new Error()`, so an ArangoError made in JavaScript has the
// message "" (errorMessage holds the text), and toString reads "[ArangoError <num>: <message>]"
// (v2.5.4 js/common/bootstrap/module-internal.js; a real 2.5.4 and 2.6.0-alpha2 give
// new ArangoError({ errorNum: 1500, errorMessage: "query killed" }).message === "").
function shapeArangoErrorAs2x() {
  Object.defineProperty(ArangoError.prototype, "message", { configurable: true, enumerable: false, writable: true, value: "" });
  ArangoError.prototype.toString = function () {
    return "[ArangoError " + this.errorNum + ": " + (this.errorMessage || this.message) + "]";
  };
}

// An error as arangod's C++ layer throws it (lib/V8/v8-utils.cpp CreateErrorObject): a real
// Error whose prototype is replaced by an ArangoError instance, carrying errorNum and
// errorMessage. The stand-in also sets `error` and `code`, as its node-side ArangoError has
// them (tests/standin/errors.js).
function thrownArangoError(errorNum, errorMessage, code, stack) {
  var error = new Error(errorMessage);
  Object.setPrototypeOf(error, Object.create(ArangoError.prototype));
  error.error = true;
  error.code = code;
  error.errorNum = errorNum;
  error.errorMessage = errorMessage;
  if (typeof stack === "string") {
    error.stack = stack;
  }
  return error;
}

// A JavaScript error of this realm with the given constructor name (TypeError, SyntaxError,
// ...; anything unknown becomes an Error).
var ERROR_CONSTRUCTORS = {
  Error: Error, TypeError: TypeError, RangeError: RangeError, SyntaxError: SyntaxError,
  ReferenceError: ReferenceError, EvalError: EvalError, URIError: URIError
};
function plainError(name, message, stack) {
  var Constructor = Object.prototype.hasOwnProperty.call(ERROR_CONSTRUCTORS, name) ? ERROR_CONSTRUCTORS[name] : Error;
  var error = new Constructor(message);
  if (typeof stack === "string") {
    error.stack = stack;
  }
  return error;
}

// Deep copy of JSON-like data into this realm: arrays and plain objects are rebuilt, other
// values are kept (primitives; functions are left as they are).
function copy(value) {
  if (value === null || typeof value !== "object") {
    return value;
  }
  if (Array.isArray(value)) {
    var length = value.length;
    var array = new Array(length);
    for (var i = 0; i < length; i += 1) {
      array[i] = copy(value[i]);
    }
    return array;
  }
  var object = {};
  var keys = Object.keys(value);
  for (var k = 0; k < keys.length; k += 1) {
    var key = keys[k];
    if (key === "__proto__") {
      Object.defineProperty(object, key, { value: copy(value[key]), enumerable: true, writable: true, configurable: true });
    } else {
      object[key] = copy(value[key]);
    }
  }
  return object;
}

// A function of this realm that forwards to `implementation` (a function of the node realm).
function wrap(name, implementation) {
  var forward = function () {
    return implementation.apply(this, arguments);
  };
  Object.defineProperty(forward, "name", { value: name, configurable: true });
  return forward;
}

// `prototype` with a fallback for property names found nowhere on it: a Proxy whose get
// trap asks lookup(name) for string names `prototype` lacks (what arangod's named-property
// interceptor on `db` does for collection names, v8-vocbase.cpp MapGetVocBase).
// hasOwnProperty, toString and toJSON are never looked up (MapGetVocBase skips them).
function withNamedFallback(prototype, lookup) {
  return new Proxy(prototype, {
    get: function (target, key, receiver) {
      if (typeof key !== "string" || key in target || key === "" ||
          key === "hasOwnProperty" || key === "toString" || key === "toJSON") {
        return Reflect.get(target, key, receiver);
      }
      return lookup(key);
    }
  });
}

module.exports = {
  withNamedFallback: withNamedFallback,
  ArangoError: ArangoError,
  shapeArangoErrorAs2x: shapeArangoErrorAs2x,
  thrownArangoError: thrownArangoError,
  plainError: plainError,
  copy: copy,
  wrap: wrap,
  newObject: function () { return {}; },
  newArray: function () { return []; },
  createWithPrototype: function (prototype) { return Object.create(prototype); },
  isOfThisRealm: function (value) { return value instanceof Object; }
};
