// houserules run FILE.lua [ARGS...]: runs a script in a trusted state, with `arg` set as
// in the standalone lua interpreter (arg[0] the script, arg[1].. its arguments). The same
// as `houserules FILE.lua [ARGS...]` (lua_invocation.cpp), HOUSERULES_INIT included.
#include "app.hpp"
#include "commands.hpp"
#include "lua_invocation.hpp"

namespace hr::commands {

const cli::Command kRun = {
    "run",
    "FILE.lua [ARGS...]",
    "Run a Lua script with the host API (hr.*) and the game library.",
    {},
    1,
    -1,
    "The script's arguments are in the global `arg` (arg[0] is the script) and in `...`;\n"
    "a number it returns is the exit status. HOUSERULES_INIT runs first (a chunk, or @FILE).\n"
    "`houserules FILE.lua [ARGS...]` is the same. Ctrl-C stops it, also inside compiled loops."};

int run(const cli::Args& args) {
  LuaInvocation invocation;
  invocation.argv = {"houserules", "run"};
  invocation.argv.insert(invocation.argv.end(), args.positional.begin(), args.positional.end());
  invocation.script = 2;
  auto state = app::host().new_state(Trust::kTrusted);
  InterruptScope interrupts;
  const int status = run_lua_invocation(*state, invocation);
  return status < 0 ? 0 : status;
}

}  // namespace hr::commands
