#include "lua/call.hpp"

#include "core/clock.hpp"
#include "lua/binding.hpp"
#include "lua/state.hpp"

namespace hr {

namespace {

// Registry: error object -> its traceback (weak keys), for errors that are not strings.
const char kTracebacksKey = 0;

void push_tracebacks(lua_State* L) {
  lua_pushlightuserdata(L, const_cast<char*>(&kTracebacksKey));
  lua_rawget(L, LUA_REGISTRYINDEX);
  if (lua_istable(L, -1)) return;
  lua_pop(L, 1);
  lua_newtable(L);
  lua_createtable(L, 0, 1);
  lua_pushliteral(L, "k");
  lua_setfield(L, -2, "__mode");
  lua_setmetatable(L, -2);
  lua_pushlightuserdata(L, const_cast<char*>(&kTracebacksKey));
  lua_pushvalue(L, -2);
  lua_rawset(L, LUA_REGISTRYINDEX);
}

// A user error (scripts/lib/errors.lua): a table whose own field user_error is a string.
// Read raw: an error object's metamethods are the script's code.
bool is_user_error(lua_State* L, int index) {
  if (!lua_istable(L, index)) return false;
  lua_pushliteral(L, "user_error");
  lua_rawget(L, index);
  const bool user = lua_type(L, -1) == LUA_TSTRING;
  lua_pop(L, 1);
  return user;
}

std::string string_at(lua_State* L, int index) {
  size_t len = 0;
  const char* s = lua_tolstring(L, index, &len);
  return s ? std::string(s, len) : std::string();
}

// The error value at the top of the stack after a failed call (rc), as kind, message and
// traceback. Runs inside protected_call's outer protected call, under its watchdog: an
// error object's __tostring may loop (the watchdog stops it) or raise (the outer call
// catches it).
void describe_error(lua_State* L, int rc, CallStatus& status) {
  const int error = lua_gettop(L);
  if (rc == LUA_ERRMEM) {
    status.kind = CallStatus::Kind::kMemory;
    status.message = "not enough memory";
    return;
  }
  status.kind = CallStatus::Kind::kError;
  if (lua_type(L, error) == LUA_TSTRING || lua_type(L, error) == LUA_TNUMBER) {
    status.message = string_at(L, error);
  } else if (is_user_error(L, error)) {
    lua_pushliteral(L, "usage");
    lua_rawget(L, error);
    status.kind =
        lua_toboolean(L, -1) ? CallStatus::Kind::kUsageError : CallStatus::Kind::kUserError;
    lua_pushliteral(L, "user_error");
    lua_rawget(L, error);
    status.message = string_at(L, -1);
  } else {
    push_tracebacks(L);
    lua_pushvalue(L, error);
    lua_rawget(L, -2);
    status.traceback = string_at(L, -1);
    if (luaL_callmeta(L, error, "__tostring") && lua_type(L, -1) == LUA_TSTRING) {
      status.message = string_at(L, -1);
    } else {
      status.message = std::string("(error object is a ") + luaL_typename(L, error) + " value)";
    }
  }
  const auto split = status.message.find("\nstack traceback:");
  if (split != std::string::npos) {
    status.traceback = status.message.substr(split + 1);
    status.message.resize(split);
  }
  // The last frame is the trampoline below (a C function): not the script's business.
  constexpr std::string_view kCFrame = "\n\t[C]: at 0x";
  const auto last = status.traceback.rfind('\n');
  if (last != std::string::npos && status.traceback.compare(last, kCFrame.size(), kCFrame) == 0)
    status.traceback.resize(last);
  lua_settop(L, error);
}

// protected_call's trampoline: f, args... -> true, results... or false, kind, message,
// traceback. Errors become text here, inside the outer protected call and its watchdog.
int call_and_describe(lua_State* L) {
  const int nargs = lua_gettop(L) - 1;
  lua_pushcfunction(L, traceback_handler);
  lua_insert(L, 1);
  int rc;
  {
    ScriptWork script(L);  // the script's own code, and only it, is held to the memory cap
    rc = lua_pcall(L, nargs, LUA_MULTRET, 1);
  }
  if (rc == 0) {
    luaL_checkstack(L, 1, "too many results");
    lua_pushboolean(L, 1);
    lua_replace(L, 1);
    return lua_gettop(L);
  }
  CallStatus status;
  describe_error(L, rc, status);
  lua_settop(L, 0);
  lua_pushboolean(L, 0);
  lua_pushinteger(L, static_cast<int>(status.kind));
  push_string(L, status.message);
  push_string(L, status.traceback);
  return 4;
}

}  // namespace

int traceback_handler(lua_State* L) {
  const int type = lua_type(L, 1);
  if (type == LUA_TSTRING || type == LUA_TNUMBER) {
    luaL_traceback(L, L, lua_tostring(L, 1), 1);
    return 1;
  }
  // Any other error object goes through untouched, and no metamethod of it runs here:
  // hooks do not run in a message handler (LUAJIT.md), so nothing could stop it. Its
  // traceback waits beside it, keyed by the object, for whoever turns it into text.
  if (type == LUA_TTABLE || type == LUA_TUSERDATA || type == LUA_TFUNCTION || type == LUA_TTHREAD) {
    if (is_user_error(L, 1)) return 1;
    push_tracebacks(L);
    lua_pushvalue(L, 1);
    lua_rawget(L, -2);
    const bool known = !lua_isnil(L, -1);  // the innermost handler saw it first
    lua_pop(L, 1);
    if (!known) {
      lua_pushvalue(L, 1);
      luaL_traceback(L, L, nullptr, 1);
      lua_rawset(L, -3);
    }
    lua_settop(L, 1);
  }
  return 1;
}

std::string CallStatus::full() const {
  if (traceback.empty()) return message;
  return message + "\n" + traceback;
}

CallStatus protected_call(lua_State* L, int nargs, int nresults, double deadline) {
  HostWork host(L);  // setting up the call and describing its end are the host's work
  const int base = lua_gettop(L) - nargs;  // the function's index
  lua_pushcfunction(L, call_and_describe);
  lua_insert(L, base);
  int rc;
  Watchdog::Reason stop;
  CallStatus status;
  const LuaState* owner = LuaState::of(L);
  const size_t refusals = owner ? owner->memory_refusals() : 0;
  {
    Watchdog watchdog(L, deadline);
    rc = lua_pcall(L, nargs + 1, LUA_MULTRET, 0);
    stop = watchdog.fired();
  }
  if (rc == 0 && lua_toboolean(L, base)) {
    lua_remove(L, base);
    if (nresults != LUA_MULTRET) lua_settop(L, base - 1 + nresults);
    return status;
  }
  if (rc == 0) {  // the function failed: the trampoline described it
    status.kind = static_cast<CallStatus::Kind>(lua_tointeger(L, base + 1));
    status.message = string_at(L, base + 2);
    status.traceback = string_at(L, base + 3);
  } else if (rc == LUA_ERRMEM) {
    status.kind = CallStatus::Kind::kMemory;
    status.message = "not enough memory";
  } else {  // describing it failed: its __tostring raised, or was stopped
    status.kind = CallStatus::Kind::kError;
    status.message = lua_type(L, -1) == LUA_TSTRING
                         ? string_at(L, -1)
                         : std::string("(error object is a ") + luaL_typename(L, -1) + " value)";
  }
  lua_settop(L, base - 1);
  // Out of memory that reached here as a plain error (it passed through a pcall in C, or
  // a script caught it and raised it again) is still out of memory.
  if (status.message == "not enough memory" && owner && owner->memory_refusals() > refusals)
    status.kind = CallStatus::Kind::kMemory;
  if (stop == Watchdog::Reason::kDeadline) {
    status.kind = CallStatus::Kind::kDeadline;
  } else if (stop == Watchdog::Reason::kInterrupted) {
    status.kind = CallStatus::Kind::kInterrupted;
  }
  return status;
}

CallStatus load_chunk(lua_State* L, const std::string& text, const std::string& chunkname) {
  CallStatus status;
  const int rc = luaL_loadbufferx(L, text.data(), text.size(), chunkname.c_str(), "t");
  if (rc != 0) {
    status.kind = rc == LUA_ERRMEM ? CallStatus::Kind::kMemory : CallStatus::Kind::kError;
    status.message = lua_isstring(L, -1) ? lua_tostring(L, -1) : "cannot load chunk";
    lua_pop(L, 1);
  }
  return status;
}

void raise_error(lua_State* L, const std::string& message) {
  luaL_where(L, 1);
  lua_pushlstring(L, message.data(), message.size());
  lua_concat(L, 2);
  lua_error(L);
  __builtin_unreachable();
}

}  // namespace hr
