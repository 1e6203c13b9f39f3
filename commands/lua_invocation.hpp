// The command line of lua.c and luajit, where it makes sense here: `houserules [options]
// [SCRIPT [ARGS...]]` with -e STAT, -l MOD, -i, -v, -E, `-` (the script on standard input)
// and HOUSERULES_INIT (as LUA_INIT: a chunk, or @FILE). The REPL's own options (--echo,
// --time MS) mix with them.
#pragma once

#include <string>
#include <vector>

#include <lua.hpp>

namespace hr::commands {

struct LuaInvocation {
  struct Step {
    char kind;         // 'e': a statement to run, 'l': a module to require
    std::string text;  // the statement, or the module (GLOBAL=MODULE names the global)
  };
  std::vector<Step> steps;   // in the order given
  bool interactive = false;  // -i: the REPL after the script
  bool ignore_env = false;   // -E: no HOUSERULES_INIT
  bool version = false;      // -v
  bool help = false;         // --help
  bool echo = false;         // --echo (the REPL's)
  double bot_seconds = 1.0;  // --time MS (the REPL's)
  int script = 0;            // argv's index of the script ("-": standard input); 0: none
  std::vector<std::string> argv;

  // Whether the REPL opens: -i, or nothing else to do (no script, no -e, no -v), as lua.c.
  bool opens_repl() const;
};

// Reads argv from argv[first]; throws cli::UsageError for an unknown option or a missing
// value.
LuaInvocation parse_lua_invocation(int argc, char** argv, int first);

// Runs HOUSERULES_INIT, the steps and the script in L, in that order, and sets `arg`;
// returns -1 when all went well (and the script returned no number), else the exit status
// after printing why on standard error.
int run_lua_invocation(lua_State* L, const LuaInvocation& invocation);

// `houserules [options] [SCRIPT [ARGS...]]` (and `houserules FILE.lua`): returns the exit
// status.
int lua_command_line(int argc, char** argv, int first);

}  // namespace hr::commands
