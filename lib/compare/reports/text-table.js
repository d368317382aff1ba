/*
 * Lines of an aligned text table: each cell padded to its column's widest cell, right-aligned
 * where rightAligned(column) says so, two spaces between columns, no trailing blanks. ES5.
 */
"use strict";

function aligned(table, rightAligned) {
  var widths = table[0].map(function (unused, k) {
    return Math.max.apply(null, table.map(function (line) { return String(line[k]).length; }));
  });
  return table.map(function (line) {
    return line.map(function (cell, k) {
      var text = String(cell);
      var pad = new Array(widths[k] - text.length + 1).join(" ");
      return rightAligned(k) ? pad + text : text + pad;
    }).join("  ").replace(/\s+$/, "");
  });
}

module.exports = { aligned: aligned };
