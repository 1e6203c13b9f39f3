// houserules run FILE.lua [ARGS...]: runs a script in a trusted state, with `arg` set as
// in the standalone lua interpreter (arg[0] the script, arg[1].. its arguments).
#include <cstdio>

#include "app.hpp"
#include "commands.hpp"

namespace hr::commands {

const cli::Command kRun = {
    "run",
    "FILE.lua [ARGS...]",
    "Run a Lua script with the host API (hr.*) and the game library.",
    {},
    1,
    -1,
    "The script's arguments are in the global `arg` (arg[0] is the script) and in `...`.\n"
    "Ctrl-C stops it, also inside compiled loops."};

int run(const cli::Args& args) {
  const std::string file = args.positional[0];
  auto state = app::host().new_state(Trust::kTrusted);
  lua_State* L = *state;
  InterruptScope interrupts;
  lua_newtable(L);
  for (size_t i = 0; i < args.positional.size(); ++i) {
    lua_pushstring(L, args.positional[i].c_str());
    lua_rawseti(L, -2, static_cast<int>(i));
  }
  lua_setglobal(L, "arg");
  CallStatus status = app::host().load_file(L, file);
  if (!status.ok()) {
    std::fprintf(stderr, "houserules run: %s\n", status.message.c_str());
    return 1;
  }
  for (size_t i = 1; i < args.positional.size(); ++i)
    lua_pushstring(L, args.positional[i].c_str());
  status = protected_call(L, static_cast<int>(args.positional.size()) - 1, 1);
  std::fflush(stdout);
  if (!status.ok()) return app::report(status, "run");
  return lua_isnumber(L, -1) ? static_cast<int>(lua_tointeger(L, -1)) : 0;
}

}  // namespace hr::commands
