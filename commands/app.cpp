#include "app.hpp"

#include <sys/wait.h>
#include <unistd.h>

#include <csignal>
#include <cstdio>

#include "api_page.hpp"
#include "api_process.hpp"
#include "api_terminal.hpp"
#include "lua/watchdog.hpp"
#include "match/api_bots.hpp"
#include "match/child_process.hpp"
#include "progress_line.hpp"

namespace hr::app {

Host& host() {
  static Host instance = [] {
    Host h(ScriptPaths::from_environment());
    h.add_module("bots", open_bots, false);
    h.add_module("terminal", open_terminal, false);
    h.add_module("page", open_page, false);
    h.add_module("process", open_process, false);
    return h;
  }();
  return instance;
}

int report(const CallStatus& status, const char* command, const cli::Command* spec) {
  const std::string who = command ? std::string("houserules ") + command : "houserules";
  switch (status.kind) {
    case CallStatus::Kind::kOk:
      return 0;
    case CallStatus::Kind::kUsageError:
      if (spec) return spec->usage_error(status.message);
      std::fprintf(stderr, "%s: %s\n", who.c_str(), status.message.c_str());
      return 2;
    case CallStatus::Kind::kUserError:
      std::fprintf(stderr, "%s: %s\n", who.c_str(), status.message.c_str());
      return 1;
    case CallStatus::Kind::kInterrupted:
      std::fprintf(stderr, "%s: interrupted\n", who.c_str());
      return 130;
    default:
      std::fprintf(stderr, "%s: %s\n", who.c_str(), status.full().c_str());
      return 1;
  }
}

void push_args(lua_State* L, const cli::Args& args) {
  lua_newtable(L);
  lua_newtable(L);
  for (size_t i = 0; i < args.positional.size(); ++i) {
    lua_pushstring(L, args.positional[i].c_str());
    lua_rawseti(L, -2, static_cast<int>(i + 1));
  }
  lua_setfield(L, -2, "args");
  for (const auto& [name, values] : args.values) {
    lua_newtable(L);
    for (size_t i = 0; i < values.size(); ++i) {
      lua_pushstring(L, values[i].c_str());
      lua_rawseti(L, -2, static_cast<int>(i + 1));
    }
    lua_setfield(L, -2, name.c_str());
  }
}

namespace {
// args.progress(text) shows a progress line; args.progress() clears it before printing.
int lua_progress(lua_State* L) {
  auto* line = static_cast<ProgressLine*>(lua_touserdata(L, lua_upvalueindex(1)));
  if (lua_isnoneornil(L, 1)) {
    line->clear();
  } else {
    line->update(luaL_checkstring(L, 1));
  }
  return 0;
}
}  // namespace

int run_lua_command(const char* module, const cli::Args& args, const cli::Command& spec) {
  const char* command = spec.name.c_str();
  ProgressLine progress;  // outlives the state whose closure points at it
  auto state = host().new_state(Trust::kTrusted);
  lua_State* L = *state;
  InterruptScope interrupts;
  lua_getglobal(L, "require");
  lua_pushstring(L, module);
  CallStatus status = protected_call(L, 1, 1);
  if (!status.ok()) return report(status, command, &spec);
  push_args(L, args);
  lua_pushlightuserdata(L, &progress);
  lua_pushcclosure(L, lua_progress, 1);
  lua_setfield(L, -2, "progress");
  status = protected_call(L, 1, 1);
  progress.clear();
  if (!status.ok()) return report(status, command, &spec);
  const int code = lua_isnumber(L, -1) ? static_cast<int>(lua_tointeger(L, -1)) : 0;
  std::fflush(stdout);
  return code;
}

int in_own_process(const std::function<int()>& body, const char* command) {
  // The child dies with the command's process, however that ends: nothing is left
  // computing. It stays in the terminal's process group (it prints there); Ctrl-C is the
  // parent's to handle, which kills it.
  ChildSetup setup;
  setup.own_group = false;
  pid_t pid = -1;
  try {
    pid = start_child(setup, [&] {
      std::signal(SIGINT, SIG_IGN);
      Watchdog::leave_stops_to_parent();
      return body();
    });
  } catch (const std::exception&) {
    return body();  // no process to spare: here, with the watchdog, as before
  }
  InterruptScope interrupts;
  for (;;) {
    int status = 0;
    if (::waitpid(pid, &status, WNOHANG) == pid) {
      if (WIFEXITED(status)) return WEXITSTATUS(status);
      std::fprintf(stderr, "houserules %s: %s\n", command, describe_exit(status, "it").c_str());
      return 1;
    }
    if (Watchdog::interrupt_requested()) {
      kill_child(pid);
      if (::isatty(STDERR_FILENO)) std::fputs("\r\033[K", stderr);  // its progress line
      std::fprintf(stderr, "houserules %s: interrupted\n", command);
      return 130;
    }
    ::usleep(20000);
  }
}

}  // namespace hr::app
