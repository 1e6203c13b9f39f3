// The few helpers every binding file uses: typed userdata with a destructor, argument
// checks that name the caller, and pushing C++ values.
#pragma once

#include <new>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <lua.hpp>

namespace hr {

// Creates the metatable `name` (if new) with `methods` reachable through __index and a
// __gc that runs T's destructor. Leaves nothing on the stack.
template <class T>
void register_type(lua_State* L, const char* name, const luaL_Reg* methods) {
  if (luaL_newmetatable(L, name)) {
    lua_newtable(L);
    luaL_register(L, nullptr, methods);
    lua_setfield(L, -2, "__index");
    lua_pushcfunction(L, [](lua_State* S) -> int {
      static_cast<T*>(lua_touserdata(S, 1))->~T();
      return 0;
    });
    lua_setfield(L, -2, "__gc");
    lua_pushstring(L, name);
    lua_setfield(L, -2, "__name");
  }
  lua_pop(L, 1);
}

// Pushes a new userdata holding T(args...) with the metatable `name`.
template <class T, class... Args>
T* push_userdata(lua_State* L, const char* name, Args&&... args) {
  void* memory = lua_newuserdata(L, sizeof(T));
  T* object = new (memory) T(std::forward<Args>(args)...);
  luaL_getmetatable(L, name);
  lua_setmetatable(L, -2);
  return object;
}

template <class T>
T* check_userdata(lua_State* L, int index, const char* name) {
  return static_cast<T*>(luaL_checkudata(L, index, name));
}

inline void push_string(lua_State* L, std::string_view s) {
  lua_pushlstring(L, s.data(), s.size());
}

inline std::string check_string(lua_State* L, int index) {
  size_t len = 0;
  const char* s = luaL_checklstring(L, index, &len);
  return std::string(s, len);
}

// A whole number argument in [lo, hi]; the error names the argument and the range.
long long check_integer(lua_State* L, int index, long long lo, long long hi);

// Pushes a list of ints, adding `offset` to each (for 0-based C++ indices).
void push_int_list(lua_State* L, const std::vector<int>& values, int offset = 0);

// `nil, message`: the convention for expected failures.
int push_failure(lua_State* L, std::string_view message);

}  // namespace hr
