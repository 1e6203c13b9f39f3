#include "lua/call.hpp"

#include "core/clock.hpp"

namespace hr {

int traceback_handler(lua_State* L) {
  if (lua_istable(L, 1)) {  // a user error (scripts/lib/errors.lua) goes through untouched
    lua_getfield(L, 1, "user_error");
    const bool user = lua_isstring(L, -1);
    lua_pop(L, 1);
    if (user) return 1;
  }
  if (!lua_isstring(L, 1)) {
    if (luaL_callmeta(L, 1, "__tostring") && lua_isstring(L, -1)) {
      lua_replace(L, 1);
    } else {
      lua_pushfstring(L, "(error object is a %s value)", luaL_typename(L, 1));
      lua_replace(L, 1);
    }
  }
  luaL_traceback(L, L, lua_tostring(L, 1), 1);
  return 1;
}

std::string CallStatus::full() const {
  if (traceback.empty()) return message;
  return message + "\n" + traceback;
}

CallStatus protected_call(lua_State* L, int nargs, int nresults, double deadline) {
  const int base = lua_gettop(L) - nargs;  // the function's index
  lua_pushcfunction(L, traceback_handler);
  lua_insert(L, base);
  int rc;
  Watchdog::Reason stop;
  {
    Watchdog watchdog(L, deadline);
    rc = lua_pcall(L, nargs, nresults, base);
    stop = watchdog.fired();
  }
  if (rc == 0) {
    CallStatus status;
    lua_remove(L, base);
    return status;
  }
  CallStatus status;
  std::string text;
  if (lua_istable(L, -1)) {
    lua_getfield(L, -1, "user_error");
    if (lua_isstring(L, -1)) status.kind = CallStatus::Kind::kUserError;
    text = lua_isstring(L, -1) ? lua_tostring(L, -1) : "(error object is a table value)";
  } else {
    text = lua_isstring(L, -1) ? lua_tostring(L, -1) : "(no error message)";
  }
  lua_settop(L, base - 1);
  const auto split = text.find("\nstack traceback:");
  if (split != std::string::npos) {
    status.traceback = text.substr(split + 1);
    text.resize(split);
  }
  status.message = text;
  if (stop == Watchdog::Reason::kDeadline) {
    status.kind = CallStatus::Kind::kDeadline;
  } else if (stop == Watchdog::Reason::kInterrupted) {
    status.kind = CallStatus::Kind::kInterrupted;
  } else if (rc == LUA_ERRMEM) {
    status.kind = CallStatus::Kind::kMemory;
    status.message = "not enough memory";
  } else if (status.kind != CallStatus::Kind::kUserError) {
    status.kind = CallStatus::Kind::kError;
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
