"use strict";
// AQL values for the stand-in: type order, comparison (with and without collation), the
// implicit conversions of 2.x and 3.x, attribute/index access, and the JSON hygiene that keeps
// stored documents and results apart from caller objects.
// Every rule names the AQL documentation page or source it follows.
// Values are plain JSON: null, boolean, finite number, string, array, plain object. They are
// treated as immutable everywhere in the interpreter (stored documents are even frozen).

const hasOwn = Object.prototype.hasOwnProperty;

// [docs 3.12, type and value order] null < bool < number < string < array < object.
const TYPE_WEIGHT = { null: 0, boolean: 1, number: 2, string: 3, array: 4, object: 5 };

function isObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

// The type names arangod prints in messages (AqlValue::getTypeString, 3.x).
function typeName(value) {
  if (value === null) {
    return "null";
  }
  if (Array.isArray(value)) {
    return "array";
  }
  if (typeof value === "boolean") {
    return "bool";
  }
  return typeof value;
}

function typeWeight(value) {
  if (value === null) {
    return 0;
  }
  if (Array.isArray(value)) {
    return 4;
  }
  return TYPE_WEIGHT[typeof value];
}

function isVersion2(profile) {
  return profile.major < 3;
}

// --- string comparison ------------------------------------------------------------------

// Binary comparison = UTF-8 byte order = code point order (docs 3.12, type and value order "==, !=,
// IN": memcmp). JS compares
// UTF-16 code units, which differs from code point order only between surrogates (D800-DFFF)
// and U+E000-U+FFFF; shifting those two ranges fixes that.
function binaryCompareStrings(a, b) {
  if (a === b) {
    return 0;
  }
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i += 1) {
    let x = a.charCodeAt(i);
    let y = b.charCodeAt(i);
    if (x !== y) {
      if (x >= 0xd800 && y >= 0xd800) {
        x = x >= 0xe000 ? x - 0x800 : x + 0x2000;
        y = y >= 0xe000 ? y - 0x800 : y + 0x2000;
      }
      return x < y ? -1 : 1;
    }
  }
  return a.length < b.length ? -1 : a.length > b.length ? 1 : 0;
}

// [docs 3.12, type and value order /] "Minimal faithful subset": arangod collates with ICU
// (UPPER_FIRST, strength IDENTICAL,
// no normalization); the reference's approximation is this Intl.Collator, ties broken by code
// point order. On strings made only of [a-z0-9] ICU order and byte order agree (reference's
// advice), which is the fast path the benchmark data takes.
// Made at the first comparison that needs it: creating it takes ICU about 10 ms, which every
// stand-in process would pay at start-up, most of them for nothing.
let collator = null;
const PLAIN_ALPHABET = /^[a-z0-9]*$/;

function collateStrings(a, b) {
  if (a === b) {
    return 0;
  }
  if (PLAIN_ALPHABET.test(a) && PLAIN_ALPHABET.test(b)) {
    return a < b ? -1 : 1;
  }
  if (collator === null) {
    collator = new Intl.Collator("en", { caseFirst: "upper", sensitivity: "variant" });
  }
  const result = collator.compare(a, b);
  if (result !== 0) {
    return result < 0 ? -1 : 1;
  }
  return binaryCompareStrings(a, b);
}

// --- comparison ---------------------------------------------------------------------------

// [docs 3.12, type and value order] compare(a, b, collate): type weight first; numbers numerically;
// strings collated or
// binary; arrays element by element with the shorter padded by null; objects over the sorted
// union of their keys, a missing key counting as null. Returns -1, 0 or 1.
function compareValues(a, b, collate) {
  const weightA = typeWeight(a);
  const weightB = typeWeight(b);
  if (weightA !== weightB) {
    return weightA < weightB ? -1 : 1;
  }
  switch (weightA) {
    case 0:
      return 0;
    case 1:
      return a === b ? 0 : a ? 1 : -1;
    case 2:
      return a < b ? -1 : a > b ? 1 : 0;
    case 3:
      return collate ? collateStrings(a, b) : binaryCompareStrings(a, b);
    case 4: {
      const length = Math.max(a.length, b.length);
      for (let i = 0; i < length; i += 1) {
        const result = compareValues(i < a.length ? a[i] : null, i < b.length ? b[i] : null, collate);
        if (result !== 0) {
          return result;
        }
      }
      return 0;
    }
    default: {
      const keys = Array.from(new Set(Object.keys(a).concat(Object.keys(b))));
      keys.sort(collate ? collateStrings : binaryCompareStrings);
      for (const key of keys) {
        const result = compareValues(hasOwn.call(a, key) ? a[key] : null,
          hasOwn.call(b, key) ? b[key] : null, collate);
        if (result !== 0) {
          return result;
        }
      }
      return 0;
    }
  }
}

// [docs 3.12, type and value order] ==, != and IN use the binary (non-collating) comparison.
function valuesEqual(a, b) {
  if (a === b) {
    return true;
  }
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) {
    return false;
  }
  return compareValues(a, b, false) === 0;
}

// A string that is equal for two values exactly when valuesEqual() holds, so equality can be
// hashed (COLLECT groups, RETURN DISTINCT, index buckets, IN sets). It follows the docs 3.12, type and
// value order rules
// that make unequal-looking values equal: trailing nulls of an array and null-valued keys of
// an object do not count ([1] == [1, null], {} == {a: null}). Every part delimits itself
// (n t f; "d" number ";"; "s" length ":" text; "a[" parts "]"; "o{" key-value parts "}"), so
// parts are simply concatenated: the key is only ever hashed, never shown or ordered.
function canonicalKey(value) {
  if (value === null) {
    return "n";
  }
  switch (typeof value) {
    case "boolean":
      return value ? "t" : "f";
    case "number":
      return "d" + String(value) + ";"; // String(-0) is "0", matching 0 == -0
    case "string":
      return "s" + value.length + ":" + value;
    default:
      break;
  }
  if (Array.isArray(value)) {
    let end = value.length;
    while (end > 0 && value[end - 1] === null) {
      end -= 1;
    }
    let text = "a[";
    for (let i = 0; i < end; i += 1) {
      text += canonicalKey(value[i]);
    }
    return text + "]";
  }
  const keys = Object.keys(value).filter((key) => value[key] !== null).sort(binaryCompareStrings);
  let text = "o{";
  for (const key of keys) {
    text += "s" + key.length + ":" + key + canonicalKey(value[key]);
  }
  return text + "}";
}

// --- conversions (docs 3.12, type and value order and operators; release notes 3.0 for 2.x)
// ------------------------------------------------------------------

// [docs 3.12, type and value order and operators; release notes 3.0 for 2.x] bool: null false; number
// true if != 0; string true if non-empty; arrays/objects true.
function toBool(value) {
  if (value === null) {
    return false;
  }
  switch (typeof value) {
    case "boolean":
      return value;
    case "number":
      return value !== 0;
    case "string":
      return value.length > 0;
    default:
      return true;
  }
}

// std::isspace, which std::stod skips (arangod/Aql/Arithmetic.cpp, stringToNumber, 3.x).
const C_SPACE = "[ \\t\\n\\v\\f\\r]";
const DECIMAL_STRING = new RegExp("^" + C_SPACE + "*([+-]?(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:[eE][+-]?[0-9]+)?)" +
  C_SPACE + "*$");
const BLANK_STRING = new RegExp("^" + C_SPACE + "*$");
// Forms std::stod would read but whose treatment by arangod is not documented (hex, inf, nan).
const EXOTIC_NUMBER_STRING = new RegExp("^" + C_SPACE + "*[+-]?(?:0[xX]|inf|nan)", "i");

// [docs 3.12, type and value order and operators; release notes 3.0 for 2.x] number, 3.x: null 0, bool
// 0/1, string via std::stod (whitespace around allowed, anything
// else -> 0, empty -> 0), [] 0, [x] toNumber(x), longer arrays 0, objects 0.
function toNumber3(value, unsupported) {
  if (value === null) {
    return 0;
  }
  switch (typeof value) {
    case "boolean":
      return value ? 1 : 0;
    case "number":
      return value;
    case "string": {
      const match = DECIMAL_STRING.exec(value);
      if (match) {
        const number = Number(match[1]);
        return Number.isFinite(number) ? number : 0;
      }
      if (!BLANK_STRING.test(value) && EXOTIC_NUMBER_STRING.test(value)) {
        throw unsupported("conversion of the string " + JSON.stringify(value) + " to a number");
      }
      return 0;
    }
    default:
      break;
  }
  if (Array.isArray(value)) {
    if (value.length === 0) {
      return 0;
    }
    return value.length === 1 ? toNumber3(value[0], unsupported) : 0;
  }
  return 0;
}

// [release notes 3.0, typecasting] number, 2.x (v2.5.0 js/server/modules/org/arangodb/aql.js,
// TO_NUMBER): like 3.x but a failed conversion gives null. The 2.x
// JavaScript implementation parsed strings with JS number syntax (an assumption, marked in
// the reference as the old behaviour only by example).
function toNumber2(value) {
  if (value === null) {
    return 0;
  }
  switch (typeof value) {
    case "boolean":
      return value ? 1 : 0;
    case "number":
      return value;
    case "string": {
      const number = Number(value);
      return Number.isFinite(number) ? number : null;
    }
    default:
      break;
  }
  if (Array.isArray(value)) {
    if (value.length === 0) {
      return 0;
    }
    return value.length === 1 ? toNumber2(value[0]) : null;
  }
  return null;
}

function toNumber(value, profile, unsupported) {
  return isVersion2(profile) ? toNumber2(value) : toNumber3(value, unsupported);
}

// JSON text of a number as arangod's VPack dumper writes it: integers plainly, doubles in the
// shortest round-trip form (docs 3.12, type and value order and operators; release notes 3.0 for 2.x;
// the exponent form of very large/small values is unverified).
function numberText(number) {
  return JSON.stringify(number);
}

// [docs 3.12, type and value order and operators; release notes 3.0 for 2.x] string, 3.x: null "",
// bools "true"/"false", numbers as JSON number text, arrays and
// objects as JSON.
function toString3(value) {
  if (value === null) {
    return "";
  }
  switch (typeof value) {
    case "string":
      return value;
    case "boolean":
      return value ? "true" : "false";
    case "number":
      return numberText(value);
    default:
      return JSON.stringify(value);
  }
}

// [docs 3.12, type and value order and operators; release notes 3.0 for 2.x] string, 2.x: the
// JavaScript String() of the value ("null", "true", decimal text, arrays
// comma-joined without quotes and flattened, objects "[object Object]"), as release notes 3.0 show.
function toString2(value) {
  if (Array.isArray(value)) {
    return value.map((member) => (member === null ? "" : toString2(member))).join(",");
  }
  if (isObject(value)) {
    return "[object Object]";
  }
  return String(value);
}

function toStringValue(value, profile) {
  return isVersion2(profile) ? toString2(value) : toString3(value);
}

// --- access (docs 3.12, data types)
// ---------------------------------------------------------------------------

// [docs 3.12, data types] x.a is the attribute when x is an object that has it, null otherwise, never
// a warning.
function getAttribute(value, name) {
  if (value !== null && typeof value === "object" && !Array.isArray(value) && hasOwn.call(value, name)) {
    return value[name];
  }
  return null;
}

// getAttribute for one attribute name, made once where a query names it: for a name that
// Object.prototype lacks (every name but toString, constructor, __proto__, ...) a plain read
// tells an own attribute from none, since a JSON value holds no undefined.
function attributeGetter(name) {
  if (name in Object.prototype) {
    return (value) => getAttribute(value, name);
  }
  return (value) => {
    if (value === null || typeof value !== "object" || Array.isArray(value)) {
      return null;
    }
    const found = value[name];
    return found === undefined ? null : found;
  };
}

const INTEGER_STRING = /^-?[0-9]+$/;

// [docs 3.12, data types] arr[i] with i a number or numeric string, negative counting from the end,
// out of range
// null; obj[k] with k a string or a number turned into its integer string; anything else null.
function indexedAccess(base, index) {
  if (Array.isArray(base)) {
    let position;
    if (typeof index === "number") {
      position = Math.trunc(index);
    } else if (typeof index === "string" && INTEGER_STRING.test(index)) {
      position = Number(index);
    } else {
      return null;
    }
    if (position < 0) {
      position += base.length;
    }
    return position >= 0 && position < base.length ? base[position] : null;
  }
  if (isObject(base)) {
    let key;
    if (typeof index === "string") {
      key = index;
    } else if (typeof index === "number") {
      key = String(Math.trunc(index));
    } else {
      return null;
    }
    return hasOwn.call(base, key) ? base[key] : null;
  }
  return null;
}

// --- JSON hygiene -------------------------------------------------------------------------

// Assigns an own property even for the key "__proto__" (a plain assignment would change the
// prototype instead).
function setOwn(object, key, value) {
  if (key === "__proto__") {
    Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
  } else {
    object[key] = value;
  }
}

// Turns a caller's value (possibly from another realm, e.g. the script context) into a fresh
// JSON value: undefined and functions inside objects are dropped, undefined inside arrays and
// at the top become null, non-finite numbers become null, dates use toJSON. This is how a V8
// value crosses into VelocyPack in arangod (no aliasing survives the crossing).
function toJsonValue(value) {
  if (value === null || value === undefined) {
    return null;
  }
  switch (typeof value) {
    case "boolean":
    case "string":
      return value;
    case "number":
      return Number.isFinite(value) ? (value === 0 ? 0 : value) : null;
    case "object":
      break;
    default:
      return null;
  }
  if (Array.isArray(value)) {
    const copy = new Array(value.length);
    for (let i = 0; i < value.length; i += 1) {
      copy[i] = toJsonValue(value[i]);
    }
    return copy;
  }
  if (typeof value.toJSON === "function") {
    return toJsonValue(value.toJSON());
  }
  const copy = {};
  for (const key of Object.keys(value)) {
    const member = value[key];
    if (member === undefined || typeof member === "function" || typeof member === "symbol") {
      continue;
    }
    setOwn(copy, key, toJsonValue(member));
  }
  return copy;
}

// A fresh, mutable copy of a JSON value (results handed out must never be stored documents).
function deepCopy(value) {
  if (value === null || typeof value !== "object") {
    return value;
  }
  if (Array.isArray(value)) {
    const copy = new Array(value.length);
    for (let i = 0; i < value.length; i += 1) {
      copy[i] = deepCopy(value[i]);
    }
    return copy;
  }
  const copy = {};
  for (const key of Object.keys(value)) {
    setOwn(copy, key, deepCopy(value[key]));
  }
  return copy;
}

function deepFreeze(value) {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i += 1) {
        deepFreeze(value[i]);
      }
    } else {
      for (const key of Object.keys(value)) {
        deepFreeze(value[key]);
      }
    }
  }
  return value;
}

// The members of list without repeats (equal by canonicalKey), first occurrence kept, in order.
function distinctValues(list) {
  const seen = new Set();
  const distinct = [];
  for (const value of list) {
    const key = canonicalKey(value);
    if (!seen.has(key)) {
      seen.add(key);
      distinct.push(value);
    }
  }
  return distinct;
}

module.exports = {
  attributeGetter,
  distinctValues,
  isObject,
  typeName,
  typeWeight,
  isVersion2,
  binaryCompareStrings,
  collateStrings,
  compareValues,
  valuesEqual,
  canonicalKey,
  toBool,
  toNumber,
  toNumber2,
  toNumber3,
  toString2,
  toString3,
  toStringValue,
  numberText,
  getAttribute,
  indexedAccess,
  setOwn,
  toJsonValue,
  deepCopy,
  deepFreeze
};
