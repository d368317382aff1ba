/*
 * What a query plan says, compactly: the node types in order (subqueries inlined where they
 * stand), the indexes used (type, fields, and whether the index served a filter or a sort),
 * the optimizer rules applied and the COLLECT method. Reads both plan shapes arangod has
 * had: IndexRangeNode with one `index` (2.5-2.7) and IndexNode with `indexes` (2.8+);
 * AggregateNode (2.x) and CollectNode (3.x) (arangod-api.md §5.4; aql-semantics.md §12). ES5.
 */
"use strict";

var INDEX_NODES = { IndexRangeNode: true, IndexNode: true };
var COLLECT_NODES = { AggregateNode: true, CollectNode: true };

function indexesOf(node) {
  if (node.type === "IndexRangeNode") {
    // 2.5-2.7: non-empty ranges mean the index restricts the rows; empty ones that it only
    // delivers them in order for a SORT.
    var ranges = node.ranges || [];
    var restricts = ranges.some(function (alternative) { return alternative && alternative.length > 0; });
    return node.index ? [{ index: node.index, servedFor: restricts ? "filter" : "sort" }] : [];
  }
  // 2.8+: a condition means a lookup; no condition means the index only yields sorted rows.
  var hasCondition = node.condition !== undefined && node.condition !== null &&
    !(typeof node.condition === "object" && Object.keys(node.condition).length === 0);
  return (node.indexes || []).map(function (index) {
    return { index: index, servedFor: hasCondition ? "filter" : "sort" };
  });
}

function collectMethod(node) {
  var options = node.collectOptions || node.aggregationOptions || {};
  return typeof options.method === "string" ? options.method : null;
}

// explained: what db._createStatement({query, bindVars}).explain() returned.
function summarize(explained) {
  var plan = explained && explained.plan;
  if (!plan || !Array.isArray(plan.nodes)) {
    throw new Error("the server's explain returned no plan");
  }
  var summary = { nodes: [], indexes: [], rules: (plan.rules || []).slice(), collectMethod: null, fullScans: 0 };

  function walk(nodes) {
    nodes.forEach(function (node) {
      summary.nodes.push(node.type);
      if (node.type === "EnumerateCollectionNode") {
        summary.fullScans += 1;
      }
      if (INDEX_NODES[node.type]) {
        indexesOf(node).forEach(function (used) {
          summary.indexes.push({ collection: node.collection, type: used.index.type,
            fields: (used.index.fields || []).slice(), servedFor: used.servedFor });
        });
      }
      if (COLLECT_NODES[node.type] && summary.collectMethod === null) {
        summary.collectMethod = collectMethod(node);
      }
      if (node.type === "SubqueryNode" && node.subquery && Array.isArray(node.subquery.nodes)) {
        walk(node.subquery.nodes);
      }
    });
  }
  walk(plan.nodes);
  return summary;
}

// "hash index on value1 (filter)" / "full scan", for people.
function describeAccess(summary) {
  var parts = [];
  for (var i = 0; i < summary.fullScans; i += 1) {
    parts.push("full scan");
  }
  summary.indexes.forEach(function (used) {
    parts.push(used.type + " index on " + used.fields.join(",") + " (" + used.servedFor + ")");
  });
  return parts.join(" + ");
}

function format(summary) {
  return [
    "  nodes:   " + summary.nodes.join(" → "),
    "  access:  " + (describeAccess(summary) || "no collection read"),
    "  rules:   " + (summary.rules.length > 0 ? summary.rules.join(", ") : "none"),
    "  collect: " + (summary.collectMethod || "-")
  ];
}

module.exports = { summarize: summarize, describeAccess: describeAccess, format: format };
