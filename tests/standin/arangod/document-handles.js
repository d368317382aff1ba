"use strict";
// Document handles as arangod's JavaScript collection methods read them (document, update,
// remove, and the vertices of 2.x's insert(from, to, data)). The same rules hold in 2.x and
// 3.x, from these sources:
// - v2.8.3 arangod/V8Server/v8-util.cpp ParseDocumentHandle / ExtractDocumentHandle (the same
//   in v2.5.4), with arangod/VocBase/KeyGenerator.cpp TRI_ValidateDocumentIdKeyGenerator and
//   TraditionalKeyGenerator::validateKey; late 3.x v8-util.cpp has the same two functions
//   (KeyGenerator::validateId / validateKey).
// - checked on real 2.5.4 and 2.6.0-alpha2 servers: document(""), document("123/45/6"),
//   document("c/"), document("/a"), document("a b"), document(12), document(null) and
//   document({}) all throw 1205 "illegal document handle"; a valid id of another collection
//   throws 1213; a valid key that is not stored throws 1202 (remove and update likewise).
//
// A string is a handle when it is "<collection>/<key>" (the collection part: a letter, digit
// or "_", then letters, digits, "_" or "-", at most 64 characters) or a key on its own. An
// object is read through its own _id, else its own _key, each parsed as that string.
// Anything else is no handle.

// TRI_COL_NAME_LENGTH (arangod/VocBase/vocbase.h, v2.5.4 and v2.8.3)
const COLLECTION_PART = /^[_0-9a-zA-Z][-_0-9a-zA-Z]{0,63}$/;
// TraditionalKeyGenerator::validateKey: 1 to 254 (TRI_VOC_KEY_MAX_LENGTH) of these characters.
const DOCUMENT_KEY = /^[a-zA-Z0-9_\-:.@()+,=;$!*'%]{1,254}$/;

function isDocumentKey(text) {
  return typeof text === "string" && DOCUMENT_KEY.test(text);
}

// "<collection>/<key>" → { collection, key }, or null when the text is no such id.
function splitDocumentId(text) {
  if (typeof text !== "string") {
    return null;
  }
  const slash = text.indexOf("/");
  if (slash < 0) {
    return null;
  }
  const collection = text.slice(0, slash);
  const key = text.slice(slash + 1);
  return COLLECTION_PART.test(collection) && isDocumentKey(key) ? { collection, key } : null;
}

// ParseDocumentHandle: { collection (null for a bare key), key } or null.
function parseHandleString(text) {
  const id = splitDocumentId(text);
  if (id !== null) {
    return id;
  }
  return isDocumentKey(text) ? { collection: null, key: text } : null;
}

const hasOwn = (object, name) => Object.prototype.hasOwnProperty.call(object, name);

// ExtractDocumentHandle without the revision part: { collection, key, revision } or null.
// `revision` is the object's own _rev (undefined when it has none); the callers decide what
// to do with it.
function parseHandle(value) {
  if (typeof value === "string") {
    const parsed = parseHandleString(value);
    return parsed === null ? null : Object.assign(parsed, { revision: undefined });
  }
  if (value === null || typeof value !== "object") {
    return null;
  }
  let parsed = null;
  if (hasOwn(value, "_id")) {
    parsed = parseHandleString(value._id);
  } else if (hasOwn(value, "_key")) {
    parsed = parseHandleString(value._key);
  }
  return parsed === null ? null : Object.assign(parsed, { revision: hasOwn(value, "_rev") ? value._rev : undefined });
}

module.exports = { parseHandle, splitDocumentId, isDocumentKey };
