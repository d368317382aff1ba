/*
 * What a query plan says, compactly: the node types in order (subqueries inlined where they
 * stand), the indexes used (type, fields, and whether the index served a filter, a sort or a
 * scan of every document),
 * the optimizer rules applied and the COLLECT method. Reads both plan shapes arangod has
 * had: IndexRangeNode with one `index` (2.5-2.7) and IndexNode with `indexes` (2.8+);
 * AggregateNode (2.5-2.7) and CollectNode (2.8+) (v2.5.0 and v2.8.0 arangod/Aql/ExecutionNode.cpp,
 * TypeNames). ES5.
 */
"use strict";

var INDEX_NODES = { IndexRangeNode: true, IndexNode: true };
var COLLECT_NODES = { AggregateNode: true, CollectNode: true };

// What each index of a node did: "filter" (it looked documents up), "sort" (it delivered all
// of them in order for a SORT the optimizer removed) or "scan" (it delivered all of them
// because it holds every attribute the query reads: RocksDB's reduce-extraction-to-projection
// rule turns such full collection scans into index scans without condition, arangod
// RocksDBOptimizerRules.cpp). Without a condition, the plan's rules tell sort from scan: no
// field of the node says which rule made it, so in a plan with both kinds all are "sort".
function indexesOf(node, sortRuleApplied) {
  var unrestricted = sortRuleApplied ? "sort" : "scan";
  if (node.type === "IndexRangeNode") {
    // 2.5-2.7: non-empty ranges mean the index restricts the rows; empty ones that it only
    // delivers them in order for a SORT (the projection rule came later).
    var ranges = node.ranges || [];
    var restricts = ranges.some(function (alternative) { return alternative && alternative.length > 0; });
    return node.index ? [{ index: node.index, servedFor: restricts ? "filter" : "sort" }] : [];
  }
  var hasCondition = node.condition !== undefined && node.condition !== null &&
    !(typeof node.condition === "object" && Object.keys(node.condition).length === 0);
  return (node.indexes || []).map(function (index) {
    return { index: index, servedFor: hasCondition ? "filter" : unrestricted };
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
  var sortRuleApplied = summary.rules.indexOf("use-index-for-sort") >= 0;

  function walk(nodes) {
    nodes.forEach(function (node) {
      summary.nodes.push(node.type);
      if (node.type === "EnumerateCollectionNode") {
        summary.fullScans += 1;
      }
      if (INDEX_NODES[node.type]) {
        indexesOf(node, sortRuleApplied).forEach(function (used) {
          summary.indexes.push({ collection: node.collection, type: used.index.type,
            fields: (used.index.fields || []).slice(), servedFor: used.servedFor });
          if (used.servedFor === "scan") {
            summary.fullScans += 1;
          }
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

// "full scan + hash index on value1 (filter)" / "full scan of hash index on value1", for
// people. fullScans counts collection scans and index scans alike: both read every document.
function describeAccess(summary) {
  var parts = [];
  var indexScans = summary.indexes.filter(function (used) { return used.servedFor === "scan"; }).length;
  for (var i = indexScans; i < summary.fullScans; i += 1) {
    parts.push("full scan");
  }
  summary.indexes.forEach(function (used) {
    var index = used.type + " index on " + used.fields.join(",");
    parts.push(used.servedFor === "scan" ? "full scan of " + index : index + " (" + used.servedFor + ")");
  });
  return parts.join(" + ");
}

// Whether an index looked documents up, which is what the join, lookup and subquery cases
// need (a full index scan reads every document like a collection scan).
function looksUpByIndex(summary) {
  return summary.indexes.some(function (used) { return used.servedFor === "filter"; });
}

function format(summary) {
  return [
    "  nodes:   " + summary.nodes.join(" → "),
    "  access:  " + (describeAccess(summary) || "no collection read"),
    "  rules:   " + (summary.rules.length > 0 ? summary.rules.join(", ") : "none"),
    "  collect: " + (summary.collectMethod || "-")
  ];
}

module.exports = { summarize: summarize, describeAccess: describeAccess, looksUpByIndex: looksUpByIndex, format: format };
