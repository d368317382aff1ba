"use strict";
// Node only: one live arangod of a duet (versus's default design, docs/versus.md), from its
// start to its end: started in server mode (the process itself is server-process.js's), then
// reached over its private unix socket with node's http (socketPath) and driven with
//   POST /_db/_system/_admin/execute?returnAsJSON=true
// whose body runs inside the server as the body of a function; its return value comes back
// as JSON (2.5.4 js/actions/_admin/app.js; from 3.6 arangod/RestHandler/
// RestAdminExecuteHandler.cpp). Every body here returns { value: ... }: the one shape every
// version answers whole (2.x and 3.2-3.5 add `error` and `code` to an object and fail on null;
// 3.6+ answer the object as it is).
//
// What can go wrong is a ServerFault of one kind: "never-started" (it exited, or gave no
// answer within the start timeout), "died" (the process ended during a request), "hung" (no
// answer to a request within the stall timeout), "refused" (an answer other than 200: the
// endpoint missing, or the body threw).

const http = require("http");
const serverProcess = require("./server-process");

const POLL_MILLISECONDS = 50;
const VERSION_REQUEST_SECONDS = 5;
// After a broken connection, how long to wait for the process's end to say what happened.
const BROKEN_CONNECTION_SECONDS = 5;

class ServerFault extends Error {
  constructor(kind, message) {
    super(message);
    this.kind = kind;
  }
}

// One HTTP request over a unix socket: { status, text }; rejects with the socket's error, or
// with code "ESTALLED" after `seconds` without the whole answer.
function request(socketPath, method, urlPath, body, seconds) {
  return new Promise((resolve, reject) => {
    const outgoing = http.request({ socketPath, method, path: urlPath, agent: false,
      headers: body === null ? {} : { "content-type": "text/plain", "content-length": Buffer.byteLength(body) } },
    (answer) => {
      const chunks = [];
      answer.on("data", (chunk) => chunks.push(chunk));
      answer.on("end", () => {
        clearTimeout(timer);
        resolve({ status: answer.statusCode, text: Buffer.concat(chunks).toString("utf8") });
      });
      answer.on("error", (error) => {
        clearTimeout(timer);
        reject(error);
      });
    });
    const timer = setTimeout(() => {
      const stalled = new Error("no answer within " + seconds + " s");
      stalled.code = "ESTALLED";
      outgoing.destroy(stalled);
    }, seconds * 1000);
    outgoing.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    if (body !== null) {
      outgoing.write(body);
    }
    outgoing.end();
  });
}

// How a process ended, in words (for a fault).
function howItEnded(ended) {
  if (ended.spawnError) {
    return "it could not be started (" + (ended.spawnError.code || ended.spawnError.message) + ")";
  }
  return ended.signal ? "it died (signal " + ended.signal + ")" : "it exited with status " + ended.status;
}

function firstLine(text) {
  const line = String(text).split("\n").find((each) => each.trim() !== "") || "";
  return line.length > 300 ? line.slice(0, 300) + "…" : line;
}

// Starts a server. settings: { binary, args, cwd, logFile, resultsFile, socket, graceSeconds }.
// Returns { pid, done (server-process.js), stop(reason), waitUntilAnswering(seconds),
// execute(body, seconds) }.
function launch(settings) {
  const handle = serverProcess.start({ binary: settings.binary, args: settings.args, cwd: settings.cwd,
    logFile: settings.logFile, resultsFile: settings.resultsFile, stallSeconds: Infinity,
    graceSeconds: settings.graceSeconds });
  let ended = null;
  // rejects once the process has ended: raced against every request
  const death = handle.done.then((how) => {
    ended = how;
    throw new ServerFault("died", howItEnded(how));
  });
  death.catch(() => {});

  // Polls GET /_api/version until the server answers; never-started when the process ends
  // first or `seconds` pass. Resolves to the version it names.
  async function waitUntilAnswering(seconds) {
    const deadline = Date.now() + seconds * 1000;
    for (;;) {
      if (ended !== null) {
        throw new ServerFault("never-started", "it never answered: " + howItEnded(ended));
      }
      try {
        const answer = await request(settings.socket, "GET", "/_api/version", null, VERSION_REQUEST_SECONDS);
        if (answer.status === 200) {
          return JSON.parse(answer.text).version;
        }
      } catch (error) {
        // not listening yet
      }
      if (Date.now() >= deadline) {
        throw new ServerFault("never-started", "it gave no answer on its socket within " + seconds + " s");
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MILLISECONDS));
    }
  }

  // Runs `body` in the server (POST /_admin/execute); resolves to the value it returned.
  async function execute(body, seconds) {
    if (ended !== null) {
      throw new ServerFault("died", howItEnded(ended));
    }
    let answer;
    try {
      answer = await Promise.race([death,
        request(settings.socket, "POST", "/_db/_system/_admin/execute?returnAsJSON=true", body, seconds)]);
    } catch (error) {
      if (error instanceof ServerFault) {
        throw error;
      }
      if (error.code === "ESTALLED") {
        throw new ServerFault("hung", "no answer to a request within " + seconds + " s (--stall-timeout)");
      }
      // the connection broke: the process is ending; its end says how
      let timer = null;
      const how = await Promise.race([death.catch((fault) => fault),
        new Promise((resolve) => { timer = setTimeout(resolve, BROKEN_CONNECTION_SECONDS * 1000, null); })]);
      clearTimeout(timer);
      throw how instanceof ServerFault ? how : new ServerFault("died", "its connection broke (" + error.code + ")");
    }
    if (answer.status !== 200) {
      throw new ServerFault("refused", "POST /_admin/execute answered " + answer.status + ": " + firstLine(answer.text));
    }
    let parsed;
    try {
      parsed = JSON.parse(answer.text);
    } catch (error) {
      throw new ServerFault("refused", "POST /_admin/execute answered no JSON: " + firstLine(answer.text));
    }
    if (parsed === null || typeof parsed !== "object" || !("value" in parsed)) {
      throw new ServerFault("refused", "POST /_admin/execute answered without the value: " + firstLine(answer.text));
    }
    return parsed.value;
  }

  // Ends the server (SIGTERM, SIGKILL after the grace period) unless it has ended already.
  function stop(reason) {
    if (ended === null) {
      handle.stop(reason);
    }
  }

  return { pid: handle.pid, done: handle.done, stop, waitUntilAnswering, execute };
}

module.exports = { ServerFault, launch, request };
