// houserules NAME, for NAME in scripts/frontends/: a game's classic text interface.
// The front end declares its options; this file gives it the same parsing, --help and
// exit statuses as every built-in command.
//
// A front end returns { summary = "...", synopsis = "[options]", details = "...",
//   options = { {name = "time", value = "MS", help = "..."}, ... }, main = function(args) }
// and main returns the exit status.
#include <cstdio>

#include "app.hpp"
#include "commands.hpp"

namespace hr::commands {

namespace {

std::string field(lua_State* L, int table, const char* name) {
  lua_getfield(L, table, name);
  std::string value = lua_isstring(L, -1) ? lua_tostring(L, -1) : "";
  lua_pop(L, 1);
  return value;
}

}  // namespace

std::vector<std::string> frontend_names() {
  std::vector<std::string> names;
  const auto listing = app::host().files().list("scripts:frontends");
  if (!listing) return names;
  for (const auto& entry : *listing)
    if (entry.size() > 4 && entry.compare(entry.size() - 4, 4, ".lua") == 0)
      names.push_back(entry.substr(0, entry.size() - 4));
  return names;
}

int frontend(const std::string& name, int argc, char** argv) {
  std::string tried;
  if (!app::host().paths().find_module("frontends." + name, tried)) return -1;
  auto state = app::host().new_state(Trust::kTrusted);
  lua_State* L = *state;
  InterruptScope interrupts;
  lua_getglobal(L, "require");
  lua_pushstring(L, ("frontends." + name).c_str());
  CallStatus status = protected_call(L, 1, 1);
  if (!status.ok()) return app::report(status, name.c_str());
  const int module = lua_gettop(L);
  if (!lua_istable(L, module)) {
    std::fprintf(stderr, "houserules %s: scripts/frontends/%s.lua must return a table with main\n",
                 name.c_str(), name.c_str());
    return 1;
  }
  cli::Command spec{name, field(L, module, "synopsis"), field(L, module, "summary"), {}, 0,
                    -1,   field(L, module, "details")};
  lua_getfield(L, module, "options");
  for (int i = 1; lua_istable(L, -1) && i <= static_cast<int>(lua_objlen(L, -1)); ++i) {
    lua_rawgeti(L, -1, i);
    const int option = lua_gettop(L);
    lua_getfield(L, option, "repeatable");
    const bool repeatable = lua_toboolean(L, -1);
    lua_pop(L, 1);
    spec.options.push_back({field(L, option, "name"), field(L, option, "value"),
                            field(L, option, "help"), repeatable});
    lua_pop(L, 1);
  }
  lua_pop(L, 1);
  cli::Args args;
  try {
    args = cli::parse(spec, argc, argv, 2);
  } catch (const cli::UsageError& e) {
    return spec.usage_error(e.what());
  }
  if (args.help) {
    std::fputs(spec.usage().c_str(), stdout);
    return 0;
  }
  lua_getfield(L, module, "main");
  app::push_args(L, args);
  status = protected_call(L, 1, 1);
  std::fflush(stdout);
  if (!status.ok()) return app::report(status, name.c_str(), &spec);
  return lua_isnumber(L, -1) ? static_cast<int>(lua_tointeger(L, -1)) : 0;
}

}  // namespace hr::commands
