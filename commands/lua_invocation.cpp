#include "lua_invocation.hpp"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <iterator>

#include "app.hpp"
#include "cli.hpp"
#include "commands.hpp"
#include "lua/call.hpp"
#include "repl.hpp"

namespace hr::commands {

bool LuaInvocation::opens_repl() const {
  if (interactive) return true;
  if (script != 0 || version) return false;
  for (const auto& step : steps)
    if (step.kind == 'e') return false;
  return true;
}

LuaInvocation parse_lua_invocation(int argc, char** argv, int first) {
  LuaInvocation out;
  out.argv.assign(argv, argv + argc);
  for (int i = first; i < argc; ++i) {
    const std::string word = argv[i];
    // -eSTAT and -lMOD as lua.c takes them, or the value as the next word
    const auto value = [&](const char* option) {
      if (word.size() > 2) return word.substr(2);
      if (i + 1 >= argc) throw cli::UsageError(std::string("'") + option + "' needs an argument");
      return std::string(argv[++i]);
    };
    if (word == "--") {
      if (i + 1 < argc) out.script = i + 1;
      return out;
    }
    if (word == "-" || word.empty() || word[0] != '-') {
      out.script = i;
      return out;
    }
    if (word == "--echo") {
      out.echo = true;
    } else if (word == "--time" || word.rfind("--time=", 0) == 0) {
      const std::string ms = word.size() > 6 ? word.substr(7) : i + 1 < argc ? argv[++i] : "";
      char* end = nullptr;
      const double v = std::strtod(ms.c_str(), &end);
      if (ms.empty() || *end != '\0' || !(v >= 1 && v <= 86400000))
        throw cli::UsageError("--time expects milliseconds from 1 to 86400000, got '" + ms + "'");
      out.bot_seconds = v / 1000;
    } else if (word.rfind("-e", 0) == 0) {
      out.steps.push_back({'e', value("-e")});
    } else if (word.rfind("-l", 0) == 0) {
      out.steps.push_back({'l', value("-l")});
    } else if (word == "-i") {
      out.interactive = true;
    } else if (word == "-E") {
      out.ignore_env = true;
    } else if (word == "-h" || word == "--help") {
      out.help = true;
    } else if (word == "-v") {
      out.version = true;
    } else {
      throw cli::UsageError("unrecognized option '" + word + "'");
    }
  }
  return out;
}

namespace {

// Calls a chunk just loaded (or reports why it did not load, as lua.c does: "houserules:
// stdin:1: boom" and the traceback); -1 when it went well, else the exit status.
int call_loaded(lua_State* L, CallStatus status) {
  if (status.ok()) status = protected_call(L, 0, 0);
  return status.ok() ? -1 : app::report(status, nullptr);
}

int run_init(lua_State* L) {
  const char* init = std::getenv("HOUSERULES_INIT");
  if (!init || !*init) return -1;
  return call_loaded(L, init[0] == '@' ? app::host().load_file(L, init + 1)
                                       : load_chunk(L, init, "=HOUSERULES_INIT"));
}

// -l MOD: require it into the global MOD (its last part for hr.util: `util`), or into G
// for G=MOD.
int require_module(lua_State* L, const std::string& text) {
  const auto eq = text.find('=');
  const std::string module = eq == std::string::npos ? text : text.substr(eq + 1);
  std::string global = eq == std::string::npos ? text : text.substr(0, eq);
  if (eq == std::string::npos && global.rfind('.') != std::string::npos)
    global = global.substr(global.rfind('.') + 1);
  lua_getglobal(L, "require");
  lua_pushlstring(L, module.data(), module.size());
  const CallStatus status = protected_call(L, 1, 1);
  if (!status.ok()) return app::report(status, nullptr);
  lua_setglobal(L, global.c_str());
  return -1;
}

// `arg` as lua.c sets it: the script at 0, its arguments after it, the words before it
// (this program, its options) at negative indices; without a script, everything from 0.
void set_arg(lua_State* L, const LuaInvocation& invocation) {
  lua_newtable(L);
  for (size_t i = 0; i < invocation.argv.size(); ++i) {
    lua_pushstring(L, invocation.argv[i].c_str());
    lua_rawseti(L, -2, static_cast<int>(i) - invocation.script);
  }
  lua_setglobal(L, "arg");
}

}  // namespace

int run_lua_invocation(lua_State* L, const LuaInvocation& invocation) {
  if (invocation.version) std::printf("House Rules %s - %s\n", HOUSERULES_VERSION, LUAJIT_VERSION);
  set_arg(L, invocation);
  if (!invocation.ignore_env)
    if (const int status = run_init(L); status >= 0) return status;
  for (const auto& step : invocation.steps) {
    const int status = step.kind == 'e'
                           ? call_loaded(L, load_chunk(L, step.text, "=(command line)"))
                           : require_module(L, step.text);
    if (status >= 0) return status;
  }
  if (invocation.script == 0) return -1;
  const std::string script = invocation.argv[static_cast<size_t>(invocation.script)];
  CallStatus status;
  if (script == "-") {
    const std::string text{std::istreambuf_iterator<char>(std::cin),
                           std::istreambuf_iterator<char>()};
    status = load_chunk(L, text, "=stdin");
  } else {
    status = app::host().load_file(L, script);
  }
  if (!status.ok()) return app::report(status, nullptr);
  const int top = lua_gettop(L) - 1;
  for (size_t i = static_cast<size_t>(invocation.script) + 1; i < invocation.argv.size(); ++i)
    lua_pushstring(L, invocation.argv[i].c_str());
  status = protected_call(L, static_cast<int>(invocation.argv.size()) - invocation.script - 1, 1);
  std::fflush(stdout);
  if (!status.ok()) return app::report(status, nullptr);
  const int code = lua_isnumber(L, -1) ? static_cast<int>(lua_tointeger(L, -1)) : -1;
  lua_settop(L, top);
  return code;
}

int lua_command_line(int argc, char** argv, int first) {
  LuaInvocation invocation;
  try {
    invocation = parse_lua_invocation(argc, argv, first);
  } catch (const cli::UsageError& e) {
    return kRepl.usage_error(e.what());
  }
  if (invocation.help) {
    std::fputs(kRepl.usage().c_str(), stdout);
    return 0;
  }
  if (!invocation.opens_repl()) {
    // A script alone runs in a process of its own, as `houserules run` does: no watchdog
    // slows it, and Ctrl-C kills it.
    const std::string name =
        invocation.script ? invocation.argv[static_cast<size_t>(invocation.script)] : "-e";
    return app::in_own_process(
        [&] {
          auto state = app::host().new_state(Trust::kTrusted);
          InterruptScope interrupts;
          const int status = run_lua_invocation(*state, invocation);
          return status < 0 ? 0 : status;
        },
        name.c_str());
  }
  ReplSettings settings;
  settings.echo = invocation.echo;
  settings.bot_seconds = invocation.bot_seconds;
  Repl repl(app::host(), settings);
  {
    InterruptScope interrupts;
    if (const int status = run_lua_invocation(repl.lua(), invocation); status >= 0) return status;
  }
  return repl.run();
}

}  // namespace hr::commands
