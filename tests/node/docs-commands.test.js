"use strict";
// The documentation keeps its promises: every `node shootout.js` command in a code block of
// README.md and docs/ runs from the repository root with the exit status the docs imply (0,
// or the status its comment names: `# exit status 2`), and where an output block follows the
// command (or a `$ node shootout.js` block holds command and output), the shown lines appear
// in what it prints; `...` / `…` lines stand for lines left out, and a line ending in one of
// them for a line that goes on. A command naming a path the reader fills in (`/path/to/…`,
// such as versus's arangod binaries) is not run; its options are checked. Every option used in documented commands, and every option of
// the options tables, exists (lib/options/options.js, the compare and list commands); the
// script parameters of a documented arangod command line (and the words of a dry run, read as
// arangod reads them) arrive as the suite can run them, "@@" read as "@"; and every link
// between README.md and docs/ resolves to a file and a heading.
const test = require("node:test");
const assert = require("node:assert/strict");
const path = require("path");
const fs = require("fs");
const { execFile } = require("child_process");
const { runShootout, runsInProcess } = require("./shootout-cli");

const ROOT = path.resolve(__dirname, "..", "..");
const options = require("../../lib/options/options");
const compareCommand = require("../../lib/compare/command/compare-command");
const nodeCli = require("../../lib/node-cli");
const versusOptions = require("../../lib/versus/versus-options");
const { refuseChangedQueries } = require("../../lib/options/server-command-line");
const { readOptionValue } = require("../standin/arangod/option-values");
const { getProfile } = require("../standin/profiles");

// README.md and every .md under docs/, as paths relative to the root
function documentationFiles() {
  const found = ["README.md"];
  (function walk(directory) {
    for (const name of fs.readdirSync(path.join(ROOT, directory)).sort()) {
      const relative = path.join(directory, name);
      if (fs.statSync(path.join(ROOT, relative)).isDirectory()) {
        walk(relative);
      } else if (/\.md$/.test(name)) {
        found.push(relative);
      }
    }
  })("docs");
  return found;
}

const FILES = documentationFiles().map((file) => ({ file, text: fs.readFileSync(path.join(ROOT, file), "utf8") }));

// The fenced code blocks of a markdown text: { info, lines, line (1-based, of the opening
// fence), follows (the next block when only blank lines lie between) }.
function codeBlocks(text) {
  const blocks = [];
  const lines = text.split("\n");
  let open = null;
  let lastClosed = null;
  lines.forEach((raw, i) => {
    const fence = /^(\s*)```(.*)$/.exec(raw);
    if (open === null && fence) {
      open = { info: fence[2].trim(), indent: fence[1].length, lines: [], line: i + 1, follows: null };
      if (lastClosed !== null && lines.slice(lastClosed.end, i).every((between) => between.trim() === "")) {
        lastClosed.block.follows = open;
      }
    } else if (open !== null && fence) {
      blocks.push(open);
      lastClosed = { block: open, end: i + 1 };
      open = null;
    } else if (open !== null) {
      open.lines.push(raw.slice(Math.min(open.indent, raw.length - raw.trimStart().length)));
    }
  });
  return blocks;
}

// A shell line's words: quotes as sh reads them, a trailing "# comment" apart.
function shellWords(line) {
  const words = [];
  let word = null;
  let quote = null;
  for (let i = 0; i < line.length; i += 1) {
    const c = line[i];
    if (quote !== null) {
      if (c === quote) {
        quote = null;
      } else {
        word += c;
      }
    } else if (c === "'" || c === "\"") {
      quote = c;
      word = word === null ? "" : word;
    } else if (/\s/.test(c)) {
      if (word !== null) {
        words.push(word);
        word = null;
      }
    } else if (c === "#" && word === null) {
      return { words, comment: line.slice(i + 1).trim() };
    } else {
      word = (word === null ? "" : word) + c;
    }
  }
  assert.equal(quote, null, "unbalanced quote in: " + line);
  if (word !== null) {
    words.push(word);
  }
  return { words, comment: "" };
}

// The logical lines of a block: "\" continuations joined.
function logicalLines(lines) {
  const joined = [];
  let pending = "";
  for (const line of lines) {
    if (/\\$/.test(line)) {
      pending += line.slice(0, -1) + " ";
    } else {
      joined.push(pending + line);
      pending = "";
    }
  }
  return joined;
}

// Every documented `node shootout.js` command: { where, words, status, shown (lines or null) }.
function documentedCommands() {
  const commands = [];
  for (const { file, text } of FILES) {
    for (const block of codeBlocks(text)) {
      const where = file + ":" + block.line;
      if (block.lines.length > 0 && /^\$ node shootout\.js\b/.test(block.lines[0])) {
        // a transcript: the command, then what it prints
        commands.push(Object.assign(commandOf(block.lines[0].slice(2), where), { shown: block.lines.slice(1) }));
        continue;
      }
      const found = logicalLines(block.lines).filter((line) => /^\s*node shootout\.js\b/.test(line))
        .map((line) => commandOf(line.trim(), where));
      const output = block.follows !== null && /^(|text)$/.test(block.follows.info) ? block.follows : null;
      if (output !== null && found.length > 0) {
        assert.equal(found.length, 1, where + ": an output block follows a block of " + found.length +
          " commands; show the output of one command at a time");
        found[0].shown = output.lines;
      }
      commands.push(...found);
    }
  }
  return commands;
}

function commandOf(line, where) {
  const { words, comment } = shellWords(line);
  assert.deepEqual(words.slice(0, 2), ["node", "shootout.js"], where);
  const status = /exit status (\d+)/.exec(comment);
  return { where: where + ": " + line, words: words.slice(2), status: status ? Number(status[1]) : 0, shown: null,
    placeholder: words.some((word) => word.includes("/path/to/")) };
}

// The shown lines, split at "..." / "…" lines into runs that must each appear as consecutive
// lines of the real output, in order. A shown line ending in "..." matches any line it begins.
function checkShown(shown, printed, where) {
  const actual = printed.replace(/\n$/, "").split("\n").map((line) => line.trimEnd());
  const runs = [[]];
  for (const line of shown.map((each) => each.trimEnd())) {
    if (/^\s*(\.\.\.|…)$/.test(line)) {
      runs.push([]);
    } else {
      runs[runs.length - 1].push(line);
    }
  }
  const same = (want, got) => {
    const cut = /^(.*?)\s*(\.\.\.|…)$/.exec(want);
    return cut !== null ? got.startsWith(cut[1]) : want === got;
  };
  let from = 0;
  for (const run of runs.map((lines) => trimBlank(lines)).filter((lines) => lines.length > 0)) {
    let at = -1;
    for (let i = from; i + run.length <= actual.length && at < 0; i += 1) {
      if (run.every((want, j) => same(want, actual[i + j]))) {
        at = i;
      }
    }
    assert.ok(at >= 0, where + ": the documented output\n  " + run.join("\n  ") +
      "\nis not in what the command prints (after line " + from + "):\n" + printed);
    from = at + run.length;
  }
}

function trimBlank(lines) {
  let start = 0;
  let end = lines.length;
  while (start < end && lines[start] === "") {
    start += 1;
  }
  while (end > start && lines[end - 1] === "") {
    end -= 1;
  }
  return lines.slice(start, end);
}

// The offline commands run in this process (tests/node/shootout-cli.js), others in a node
// process of their own.
function run(words) {
  if (runsInProcess(words)) {
    return Promise.resolve(runShootout(words, ROOT));
  }
  return new Promise((resolve) => {
    execFile(process.execPath, ["shootout.js"].concat(words), { cwd: ROOT, encoding: "utf8" }, (error, stdout, stderr) => {
      resolve({ status: error ? (typeof error.code === "number" ? error.code : -1) : 0, stdout, stderr });
    });
  });
}

// The flags each command knows: from its own usage text (the single place they are listed).
function flagsIn(text) {
  return [...new Set(text.match(/--[a-z][a-z-]*/g) || [])];
}
const RUN_FLAGS = options.SPECS.map((spec) => spec.flag);
const COMPARE_FLAGS = flagsIn(compareCommand.USAGE).concat(["--help"]);
const NOISE_FLAGS = flagsIn(compareCommand.NOISE_USAGE).concat(["--help"]);
const LIST_FLAGS = flagsIn(nodeCli.USAGE.split("\n").filter((line) => /^\s+list\b/.test(line)).join(" "));
const DRY_RUN_FLAGS = ["--profile", "--simulate-timing"];
const VERSUS_FLAGS = flagsIn(versusOptions.USAGE).concat(["--help"]);

function flagOf(word) {
  return /^--[a-z]/.test(word) ? word.split("=")[0] : null;
}

// The options a documented line gives to shootout.js, with the flags that may be used there.
function optionUses(line) {
  const { words } = shellWords(line);
  const uses = [];
  const after = (marker) => words.slice(words.indexOf(marker) + 1);
  if (words[0] === "node" && words[1] === "shootout.js" && words[2] === "versus") {
    // versus's own options, then after "--" the suite's
    const cut = words.includes("--") ? words.indexOf("--") : words.length;
    uses.push({ flags: words.slice(3, cut).map(flagOf).filter(Boolean), known: VERSUS_FLAGS });
    uses.push({ flags: words.slice(cut + 1).map(flagOf).filter(Boolean), known: RUN_FLAGS });
  } else if (words[0] === "node" && words[1] === "shootout.js") {
    const known = { compare: COMPARE_FLAGS, noise: NOISE_FLAGS, list: LIST_FLAGS, help: [] }[words[2]];
    uses.push({ flags: words.slice(3).map(flagOf).filter(Boolean), known: known || [] });
  } else if (words[0] === "npm" && words[2] === "dry-run" && words.includes("--")) {
    uses.push({ flags: after("--").map(flagOf).filter(Boolean), known: RUN_FLAGS.concat(DRY_RUN_FLAGS) });
  } else if (words.some((word) => /shootout\.js$/.test(word)) && words.includes("--") &&
      words.some((word) => word === "--javascript.execute")) {
    // arangosh: the suite's options (or an offline command) after "--"
    const rest = after("--");
    const known = { compare: COMPARE_FLAGS, noise: NOISE_FLAGS }[rest[0]] || RUN_FLAGS;
    uses.push({ flags: rest.map(flagOf).filter(Boolean), known });
  }
  words.forEach((word, i) => {
    if (word === "--javascript.script-parameter" && flagOf(words[i + 1] || "") !== null) {
      uses.push({ flags: [flagOf(words[i + 1])], known: RUN_FLAGS });
    }
  });
  return uses;
}

// The values a documented line gives arangod as script parameters: each one after
// --javascript.script-parameter, or the suite's words of a dry run of an arangod profile
// (which reads them as arangod does, tests/dry-run.js); null for any other line.
function scriptParameters(line) {
  const { words } = shellWords(line);
  if (words[0] === "npm" && words[2] === "dry-run" && words.includes("--")) {
    const rest = words.slice(words.indexOf("--") + 1);
    const profile = rest.includes("--profile") ? rest[rest.indexOf("--profile") + 1] : undefined;
    if (getProfile(profile).host !== "arangod") {
      return null;
    }
    return rest.filter((word, i) => !DRY_RUN_FLAGS.includes(word) && !DRY_RUN_FLAGS.includes(rest[i - 1]));
  }
  const values = words.filter((word, i) => words[i - 1] === "--javascript.script-parameter");
  return values.length > 0 ? values : null;
}

// The rows of the markdown table whose header row is exactly `header`, as arrays of cells.
function tableRows(header) {
  const found = [];
  for (const { file, text } of FILES) {
    const lines = text.split("\n");
    lines.forEach((line, i) => {
      if (line.trim() === header) {
        const rows = [];
        for (let j = i + 2; j < lines.length && lines[j].startsWith("|"); j += 1) {
          rows.push(lines[j].replace(/\\\|/g, "\u0000").split("|").slice(1, -1).map((cell) => cell.replace(/\u0000/g, "|").trim()));
        }
        found.push({ file, rows });
      }
    });
  }
  assert.equal(found.length, 1, "the table headed " + header + " is in exactly one file, found " + found.length);
  return found[0].rows;
}

// GitHub's anchors of a markdown file's headings (outside code blocks): lower case, markup and
// punctuation dropped, spaces as "-"; a repeated one gets -1, -2, ...
function anchorsOf(text) {
  const anchors = new Set();
  const seen = {};
  let inCode = false;
  for (const line of text.split("\n")) {
    if (/^\s*```/.test(line)) {
      inCode = !inCode;
    }
    const heading = inCode ? null : /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading !== null) {
      const base = heading[1].replace(/\[([^\]]*)\]\([^)]*\)/g, "$1").toLowerCase()
        .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "").replace(/ /g, "-");
      const slug = seen[base] === undefined ? base : base + "-" + seen[base];
      seen[base] = (seen[base] || 0) + 1;
      anchors.add(slug);
    }
  }
  return anchors;
}

test("every documented `node shootout.js` command runs with the status and the output the docs show", async () => {
  const commands = documentedCommands();
  assert.ok(commands.length >= 10, "found only " + commands.length + " documented commands");
  assert.ok(commands.some((command) => command.shown !== null && command.where.startsWith("README.md")),
    "the README's comparison demo shows its output");
  const runnable = commands.filter((command) => !command.placeholder);
  const outcomes = await Promise.all(runnable.map((command) => run(command.words)));
  runnable.forEach((command, i) => {
    const outcome = outcomes[i];
    const printed = outcome.stdout + outcome.stderr;
    assert.equal(outcome.status, command.status, command.where + "\nexits " + outcome.status + " (the docs imply " +
      command.status + "; a command meant to fail says so: # exit status N):\n" + printed);
    if (command.shown !== null) {
      checkShown(command.shown, printed, command.where);
    }
    // the files a command names exist (a missing one would also fail above, but say so plainly)
    command.words.filter((word) => /\.(json|txt)$/.test(word)).forEach((word) => {
      word.split(",").forEach((file) => assert.ok(fs.existsSync(path.join(ROOT, file)), command.where + ": " + file + " does not exist"));
    });
  });
});

test("every option in a documented command, and every option of the options tables, exists", () => {
  let checked = 0;
  for (const { file, text } of FILES) {
    for (const block of codeBlocks(text)) {
      if (!/^(sh|)$/.test(block.info)) {
        continue;
      }
      const commandLines = logicalLines(block.lines).map((each) => each.trim().replace(/^\$ /, ""))
        .filter((line) => /shootout\.js|^npm run dry-run /.test(line) && !/^#/.test(line));
      for (const line of commandLines) {
        for (const use of optionUses(line)) {
          for (const flag of use.flags) {
            checked += 1;
            assert.ok(use.known.includes(flag), file + ":" + block.line + ": option " + flag + " does not exist here; " +
              "known: " + use.known.join(" ") + "\n  " + line);
          }
        }
      }
    }
  }
  assert.ok(checked >= 20, "only " + checked + " options found in documented commands");
  // the run options: both the object keys and the command-line flags, and none missing
  const runRows = tableRows("| object key | command line | default | meaning |");
  const keys = [];
  const flags = [];
  for (const [keyCell, flagCell] of runRows) {
    keys.push(...(keyCell.match(/`[^`]+`/g) || []).map((code) => code.slice(1, -1).split(":")[0].trim()));
    flags.push(...(flagCell.match(/--[a-z][a-z-]*/g) || []));
  }
  assert.deepEqual([...keys].sort(), options.SPECS.map((spec) => spec.name).sort(), "the object keys of the options table");
  assert.deepEqual([...flags].sort(), [...RUN_FLAGS].sort(), "the command-line flags of the options table");
  const compareRows = tableRows("| option | default | meaning |");
  const compareFlags = compareRows.map((row) => (row[0].match(/^`(--[a-z][a-z-]*)/) || [])[1]);
  assert.deepEqual([...compareFlags].sort(), [...COMPARE_FLAGS].sort(), "the flags of the compare options table");
});

test("every documented command line for arangod's script parameters survives arangod's reading of them (@@ as @)", () => {
  let lines = 0;
  let queries = 0;
  for (const { file, text } of FILES) {
    for (const block of codeBlocks(text).filter((each) => /^(sh|)$/.test(each.info))) {
      const commandLines = logicalLines(block.lines).map((each) => each.trim().replace(/^\$ /, ""))
        .filter((line) => /shootout\.js|^npm run dry-run /.test(line) && !/^#/.test(line));
      for (const line of commandLines) {
        const values = scriptParameters(line);
        if (values === null) {
          continue;
        }
        lines += 1;
        const raw = options.fromArguments(values.map((value) => readOptionValue(value, {})));
        queries += raw.query === undefined ? 0 : 1;
        assert.doesNotThrow(() => refuseChangedQueries(raw), file + ":" + block.line + ": " + line);
      }
    }
  }
  assert.ok(lines >= 10 && queries >= 1, "found " + lines + " command lines, " + queries + " with a query");
});

test("every link between README.md and docs/ resolves to a file and a heading", () => {
  const anchorCache = new Map();
  let checked = 0;
  for (const { file, text } of FILES) {
    const prose = text.split(/^\s*```[^\n]*\n[\s\S]*?^\s*```\s*$/m).join("");
    for (const match of prose.matchAll(/\]\(([^)\s]+)\)/g)) {
      const target = match[1];
      if (/^[a-z]+:/.test(target)) {
        continue;
      }
      checked += 1;
      const [relative, anchor] = target.split("#");
      const resolved = relative === "" ? file : path.join(path.dirname(file), relative);
      assert.ok(fs.existsSync(path.join(ROOT, resolved)), file + ": link " + target + ": no file " + resolved);
      if (anchor !== undefined) {
        assert.match(resolved, /\.md$/, file + ": link " + target + ": an anchor in a file that is not markdown");
        if (!anchorCache.has(resolved)) {
          anchorCache.set(resolved, anchorsOf(fs.readFileSync(path.join(ROOT, resolved), "utf8")));
        }
        assert.ok(anchorCache.get(resolved).has(anchor), file + ": link " + target + ": " + resolved + " has no heading #" +
          anchor + "; its headings: " + [...anchorCache.get(resolved)].join(", "));
      }
    }
  }
  assert.ok(checked >= 20, "only " + checked + " links found");
});
