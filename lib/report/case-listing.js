/*
 * The case list as text, suite by suite: a line naming the suite, its dataset and default
 * sizes, then per case its name, family, AQL, bind parameter names and the AQL features it
 * needs beyond 2.5. ES5.
 */
"use strict";

// The collections a dataset builds, named for any size n ("profiles<n> and friends<n>").
function datasetCollections(dataset) {
  return [dataset.collectionName("<n>")].concat(typeof dataset.edgeCollectionName === "function"
    ? [dataset.edgeCollectionName("<n>")] : []).join(" and ");
}

// descriptions: suite.describeCases(); suites: [{ name, title, dataset, defaultSizes }] of the
// suites listed; label: sizes.label.
function format(descriptions, suites, label) {
  var lines = [];
  suites.forEach(function (suite, s) {
    if (s > 0) {
      lines.push("");
    }
    lines.push("suite " + suite.name + ": " + suite.title + " (" + (suite.dataset !== null ? "dataset " +
      datasetCollections(suite.dataset) : "scratch collections made for each run") + ", default sizes " +
      suite.defaultSizes.map(label).join(", ") + ")");
    descriptions.filter(function (item) { return item.suite === suite.name; }).forEach(function (item, i) {
      lines.push((i + 1) + ". " + item.name + " (" + item.family + ")");
      lines.push("   " + item.query);
      lines.push("   bind parameters: " + (item.bindParameters.length > 0 ? item.bindParameters.join(", ") : "none"));
      if (item.requires.length > 0) {
        lines.push("   needs: " + item.requires.join(", ") + " (not available on older versions)");
      }
    });
  });
  return lines;
}

module.exports = { format: format, datasetCollections: datasetCollections };
