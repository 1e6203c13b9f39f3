#include "lua/c_stack.hpp"

#include <pthread.h>

#include <cctype>
#include <cstdint>
#include <cstring>
#include <stdexcept>
#include <string>

namespace hr {

namespace {

// Levels of Lua called from C through the wrapped functions, as Lua 5.1 allows
// (LUAI_MAXCCALLS). A count, not only a measure of the stack: an error raised at the
// bottom of nested coroutine.wrap calls gets its message lengthened at every level on the
// way out, where no hook runs, so a deep nest is a long stall even with stack to spare.
constexpr int kMaxLevels = 200;
thread_local int g_levels = 0;

// What must stay free below a guarded call: room for the callee (gsub keeps an 8 KB buffer
// on the stack), for LuaJIT to raise and unwind an error, and for the sanitizers' frames.
constexpr uintptr_t kReserve = 512u << 10;

constexpr const char* kMessage = "C stack overflow (calls nested through C too deeply)";

// The lowest address this thread's stack may reach plus the reserve (the stack grows down).
uintptr_t stack_floor() {
  thread_local uintptr_t floor = [] {
    pthread_attr_t attr;
    void* low = nullptr;
    size_t size = 0;
    if (pthread_getattr_np(pthread_self(), &attr) == 0) {
      pthread_attr_getstack(&attr, &low, &size);
      pthread_attr_destroy(&attr);
    }
    return reinterpret_cast<uintptr_t>(low) + kReserve;
  }();
  return floor;
}

bool c_stack_low() {
  const char here = 0;
  return reinterpret_cast<uintptr_t>(&here) < stack_floor();
}

// Whether an error message starts with "chunk:line:" (as error() and luaL_error write it).
bool has_position(const char* message) {
  const char* colon = std::strchr(message, ':');
  if (!colon || colon == message || !std::isdigit(static_cast<unsigned char>(colon[1])))
    return false;
  const char* p = colon + 1;
  while (std::isdigit(static_cast<unsigned char>(*p)))
    ++p;
  return *p == ':';
}

// A wrapped library function: upvalue 1 is the original, upvalue 2 its name. It runs the
// original one level deeper, or refuses with an error at the caller's line.
int nested_call(lua_State* L) {
  if (g_levels >= kMaxLevels || c_stack_low()) {
    luaL_where(L, 1);
    lua_pushstring(L, kMessage);
    lua_concat(L, 2);
    return lua_error(L);
  }
  const int nargs = lua_gettop(L);
  lua_pushvalue(L, lua_upvalueindex(1));
  lua_insert(L, 1);
  ++g_levels;
  const int rc = lua_pcall(L, nargs, LUA_MULTRET, 0);
  --g_levels;
  if (rc == 0) return lua_gettop(L);
  // The same error value goes on its way up. One the original raised itself ("invalid
  // replacement value") names no line, since its caller is this C function: it gets the
  // line that called the wrapper, as it would have had. (Out of memory goes up as a plain
  // error; protected_call still knows it by the allocator's refusal.)
  if (rc != LUA_ERRMEM && lua_type(L, -1) == LUA_TSTRING && !has_position(lua_tostring(L, -1))) {
    luaL_where(L, 1);
    lua_insert(L, -2);
    lua_concat(L, 2);
  }
  return lua_error(L);
}

void push_nested(lua_State* L, const char* name) {
  lua_pushstring(L, name);
  lua_pushcclosure(L, nested_call, 2);
}

// coroutine.wrap(f): the original's function, wrapped.
int wrap(lua_State* L) {
  lua_pushvalue(L, lua_upvalueindex(1));
  lua_insert(L, 1);
  lua_call(L, lua_gettop(L) - 1, 1);
  push_nested(L, "wrap");
  return 1;
}

// Replaces table[name] by its wrapped self.
void wrap_field(lua_State* L, const char* table, const char* name) {
  lua_getglobal(L, table);
  lua_getfield(L, -1, name);
  push_nested(L, name);
  lua_setfield(L, -2, name);
  lua_pop(L, 1);
}

}  // namespace

void check_c_stack(lua_State* L) {
  if (c_stack_low()) luaL_error(L, kMessage);
}

void guard_c_stack(lua_State* L) {
  wrap_field(L, LUA_STRLIBNAME, "gsub");
  wrap_field(L, LUA_COLIBNAME, "resume");
  lua_getglobal(L, LUA_COLIBNAME);
  lua_getfield(L, -1, "wrap");
  lua_pushcclosure(L, wrap, 1);
  lua_setfield(L, -2, "wrap");
  lua_pop(L, 1);
}

}  // namespace hr
