// Protected calls into Lua that always come back with words: the error message (which
// names file:line), the traceback, and why the code stopped.
#pragma once

#include <string>

#include <lua.hpp>

#include "lua/watchdog.hpp"

namespace hr {

struct CallStatus {
  // kUsageError: a user error in how a command was called (errors.usage): its usage too.
  enum class Kind { kOk, kError, kUserError, kMemory, kInterrupted, kDeadline, kUsageError };
  Kind kind = Kind::kOk;
  std::string message;    // "file:line: what went wrong" (a user error: just the words)
  std::string traceback;  // "stack traceback:\n\t..." (may be empty)

  // A failure of this kind, in these words (no traceback).
  static CallStatus failure(Kind kind, std::string message) {
    CallStatus status;
    status.kind = kind;
    status.message = std::move(message);
    return status;
  }

  bool ok() const { return kind == Kind::kOk; }
  // The user's mistake (said in one line, without a traceback).
  bool user() const { return kind == Kind::kUserError || kind == Kind::kUsageError; }
  // message plus traceback, as a user should see it.
  std::string full() const;
};

// Calls the function below `nargs` arguments on the stack, with a traceback handler and
// a watchdog (stops at `deadline` in monotonic seconds, 0 for none, or on Ctrl-C).
// On success `nresults` results are left (LUA_MULTRET allowed); on failure nothing is.
CallStatus protected_call(lua_State* L, int nargs, int nresults, double deadline = 0);

// Loads source text as a chunk (text only, never bytecode). On success pushes the chunk.
CallStatus load_chunk(lua_State* L, const std::string& text, const std::string& chunkname);

// A message handler for lua_pcall: the message (made a string) with a traceback appended.
int traceback_handler(lua_State* L);

// Raises a Lua error from C++ with the caller's position, outside any C++ catch block.
[[noreturn]] void raise_error(lua_State* L, const std::string& message);

// Runs a bound C++ function so that a std::exception becomes a Lua error that names the
// caller (a C++ exception must never cross into Lua: LUAJIT.md).
template <lua_CFunction F>
int guarded(lua_State* L) {
  std::string message;
  try {
    return F(L);
  } catch (const std::exception& e) {
    message = e.what();
  }
  raise_error(L, message);
}

}  // namespace hr
