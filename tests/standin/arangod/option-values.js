"use strict";
// What arangod does to the value of every option on its command line before the option sees
// it, so that a command line which fails on a real server fails on the stand-in too: "@@"
// becomes "@"; "@NAME@" becomes the environment variable NAME, or nothing when it is unset or
// empty; an "@" with no other "@" after it stays, with the rest of the value.
//
// 2.5 to 2.8: lib/ProgramOptions/program-options.cpp, FillVariables (the same function in
// v2.5.0 through v2.8.4), applied to each option's value and to each positional argument
// (TRI_ParseArgumentsProgramOptions). 3.x: ProgramOptions::setValue passes each value through
// its translator, EnvironmentTranslator unless replaced (lib/ProgramOptions/ProgramOptions.cpp
// and Translator.cpp, 3.0 to 3.12), while positional arguments are kept as they are
// (ProgramOptions::addPositional). 3.x also looks a name up among --define's values when the
// environment lacks it, and 2.x frees an empty variable's memory it does not own: neither is
// emulated here (the stand-in takes no --define, and an empty variable counts as unset).

function readOptionValue(value, environment) {
  let result = "";
  let at = 0;
  for (;;) {
    const sign = value.indexOf("@", at);
    if (sign < 0) {
      return result + value.slice(at);
    }
    result += value.slice(at, sign);
    if (value[sign + 1] === "@") {
      result += "@";
      at = sign + 2;
      continue;
    }
    const closing = value.indexOf("@", sign + 1);
    if (closing < 0) {
      return result + value.slice(sign);
    }
    const name = value.slice(sign + 1, closing);
    result += Object.prototype.hasOwnProperty.call(environment, name) ? environment[name] : "";
    at = closing + 1;
  }
}

// Whether a positional argument (the database directory, in arangod) is read so as well.
function readsPositionals(major) {
  return major === 2;
}

module.exports = { readOptionValue, readsPositionals };
