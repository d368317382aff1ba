"use strict";
// Prints every difference between the recorded real answers (tests/differential/real-answers/)
// and the stand-in now, grouped by kind and by the two answers, largest group first, with
// example queries: the worklist for making a profile answer as the real server does.
//   node tests/differential/show-differences.js [VERSION] [--examples N]

const { readAllAnswers, judge, table } = require("./differential");
const { runOnStandIn } = require("./stand-in-side");

function main(args) {
  const version = args.find((arg) => !arg.startsWith("--")) || null;
  const examplesAt = args.indexOf("--examples");
  const examples = examplesAt >= 0 ? Number(args[examplesAt + 1]) : 2;
  for (const answers of readAllAnswers().filter((one) => version === null || one.version === version)) {
    const standIn = runOnStandIn(answers.profile).recording;
    const verdict = judge(answers.entries, standIn.entries, answers.version);
    process.stdout.write(table(verdict, answers.version, answers.profile, 0) + "\n");
    const groups = new Map();
    for (const difference of verdict.unexplained) {
      const key = difference.kind + " | real: " + JSON.stringify(difference.real) + " | stand-in: " + JSON.stringify(difference.standIn);
      if (!groups.has(key)) {
        groups.set(key, []);
      }
      groups.get(key).push(difference.entry);
    }
    for (const [key, entries] of [...groups].sort((a, b) => b[1].length - a[1].length)) {
      process.stdout.write("\n" + entries.length + "x " + key.slice(0, 600) + "\n");
      for (const entry of entries.slice(0, examples)) {
        process.stdout.write("    [" + entry.label + "] " + String(entry.query).slice(0, 200) + "  " + JSON.stringify(entry.bindVars).slice(0, 120) + "\n");
      }
    }
  }
}

main(process.argv.slice(2));
