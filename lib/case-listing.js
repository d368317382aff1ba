/*
 * The case list as text: name, family, AQL and bind parameter names, one block per case.
 * ES5.
 */
"use strict";

function format(descriptions) {
  var lines = [];
  descriptions.forEach(function (item, i) {
    lines.push((i + 1) + ". " + item.name + " (" + item.family + ")");
    lines.push("   " + item.query);
    lines.push("   bind parameters: " + item.bindParameters.join(", "));
  });
  return lines;
}

module.exports = { format: format };
