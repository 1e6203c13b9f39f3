// The few helpers every binding file uses: typed userdata with a destructor, argument
// checks that name the caller, and pushing C++ values.
#pragma once

#include <new>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <lua.hpp>

#include "core/turn.hpp"

namespace hr {

// Host objects a script can touch (bots included, and bots are untrusted) hold their C++
// value in a std::optional inside the userdata: the finalizer empties it, so a second call
// (by hand, or by the collector after one by hand) does nothing, and every method refuses
// an emptied object instead of using freed memory. The metatable is locked
// (`__metatable`), so getmetatable never hands a script the finalizer or lets it add one.
template <class T>
using HostObject = std::optional<T>;

// The finalizer of T: checks that it is given a T (by the metatable in the registry, whose
// name is upvalue 1) and destroys the value once.
template <class T>
int finalize_host_object(lua_State* L) {
  auto* object =
      static_cast<HostObject<T>*>(luaL_checkudata(L, 1, lua_tostring(L, lua_upvalueindex(1))));
  object->reset();
  return 0;
}

// Creates the metatable `name` (if new) with `methods` reachable through __index, the
// finalizer above and a locked metatable. Leaves nothing on the stack.
template <class T>
void register_type(lua_State* L, const char* name, const luaL_Reg* methods) {
  if (luaL_newmetatable(L, name)) {
    lua_newtable(L);
    luaL_register(L, nullptr, methods);
    lua_setfield(L, -2, "__index");
    lua_pushstring(L, name);
    lua_pushcclosure(L, finalize_host_object<T>, 1);
    lua_setfield(L, -2, "__gc");
    lua_pushstring(L, name);
    lua_setfield(L, -2, "__name");
    lua_pushfstring(L, "%s: the metatable is locked", name);
    lua_setfield(L, -2, "__metatable");
  }
  lua_pop(L, 1);
}

// Pushes a new userdata holding T(args...) with the metatable `name`.
template <class T, class... Args>
T* push_userdata(lua_State* L, const char* name, Args&&... args) {
  void* memory = lua_newuserdata(L, sizeof(HostObject<T>));
  auto* object = new (memory) HostObject<T>(std::in_place, std::forward<Args>(args)...);
  luaL_getmetatable(L, name);
  lua_setmetatable(L, -2);
  return &**object;
}

// The T at `index`: a userdata of type `name` that has not been finalized, else an
// argument error.
template <class T>
T* check_userdata(lua_State* L, int index, const char* name) {
  auto* object = static_cast<HostObject<T>*>(luaL_checkudata(L, index, name));
  if (!object->has_value()) {
    lua_pushfstring(L, "%s has been finalized", name);
    luaL_argerror(L, index, lua_tostring(L, -1));
  }
  return &**object;
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

// A bot's report of its search ({depth=, nodes=, score=}) at `index`, read without
// metamethods: only what a record can keep (SearchStats::checked); anything else (not a
// table) is no report.
SearchStats read_search_stats(lua_State* L, int index);
// Pushes {depth=, nodes=, score=} with the fields that are present.
void push_search_stats(lua_State* L, const SearchStats& stats);

}  // namespace hr
