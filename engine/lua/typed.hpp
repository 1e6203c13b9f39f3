// C++ values to and from the Lua stack, typed once: push(L, value) for an argument and
// read<T>(L, index) for a result, so that a call into Lua names its types and nothing
// else (GameTable::invoke: a contract field costs one line in C++). What Lua gave that is
// not of the type asked for reads as the type's empty value (0, "", false, nullopt, {}):
// a game's method is checked by the conformance suite, the host never trusts its shape.
#pragma once

#include <optional>
#include <string>
#include <type_traits>
#include <vector>

#include <lua.hpp>

namespace hr::typed {

inline void push(lua_State* L, int v) {
  lua_pushinteger(L, v);
}
inline void push(lua_State* L, double v) {
  lua_pushnumber(L, v);
}
inline void push(lua_State* L, bool v) {
  lua_pushboolean(L, v);
}
inline void push(lua_State* L, const std::string& v) {
  lua_pushlstring(L, v.data(), v.size());
}
inline void push(lua_State* L, std::nullopt_t) {
  lua_pushnil(L);
}
template <class T>
void push(lua_State* L, const std::optional<T>& v) {
  if (v) {
    push(L, *v);
  } else {
    lua_pushnil(L);
  }
}

template <class T>
struct Reader;

template <>
struct Reader<std::string> {
  static std::string read(lua_State* L, int index) {
    size_t len = 0;
    const char* s = lua_type(L, index) == LUA_TSTRING || lua_type(L, index) == LUA_TNUMBER
                        ? lua_tolstring(L, index, &len)
                        : nullptr;
    return s ? std::string(s, len) : std::string();
  }
};
template <>
struct Reader<int> {
  static int read(lua_State* L, int index) {
    return lua_type(L, index) == LUA_TNUMBER ? static_cast<int>(lua_tointeger(L, index)) : 0;
  }
};
template <>
struct Reader<double> {
  static double read(lua_State* L, int index) {
    return lua_type(L, index) == LUA_TNUMBER ? lua_tonumber(L, index) : 0;
  }
};
template <>
struct Reader<bool> {
  static bool read(lua_State* L, int index) { return lua_toboolean(L, index) != 0; }
};
// nil (or another type) is nullopt; a struct or a list must be a table
template <class T>
struct Reader<std::optional<T>> {
  static std::optional<T> read(lua_State* L, int index) {
    const int type = lua_type(L, index);
    const bool fits = std::is_same_v<T, std::string> ? type == LUA_TSTRING
                      : std::is_arithmetic_v<T>      ? type == LUA_TNUMBER
                      : std::is_class_v<T>           ? type == LUA_TTABLE
                                                     : type != LUA_TNIL;
    if (!fits) return std::nullopt;
    return Reader<T>::read(L, index);
  }
};
// a list (its items 1..n); anything else is empty
template <class T>
struct Reader<std::vector<T>> {
  static std::vector<T> read(lua_State* L, int index) {
    std::vector<T> out;
    if (!lua_istable(L, index)) return out;
    const int n = static_cast<int>(lua_objlen(L, index));
    for (int i = 1; i <= n; ++i) {
      lua_rawgeti(L, index, i);
      out.push_back(Reader<T>::read(L, -1));
      lua_pop(L, 1);
    }
    return out;
  }
};

template <class T>
T read(lua_State* L, int index) {
  return Reader<T>::read(L, index < 0 ? lua_gettop(L) + index + 1 : index);
}

// The field `name` of the table at `index` as a T (not a table: T's empty value). A
// struct's Reader is its fields, one line each:
//   template <> struct Reader<GameResult> { static GameResult read(lua_State* L, int t) {
//     return {field<std::vector<double>>(L, t, "scores"), field<std::string>(L, t, "reason")};
//   } };
template <class T>
T field(lua_State* L, int index, const char* name) {
  if (!lua_istable(L, index)) return T{};
  lua_getfield(L, index, name);
  T out = read<T>(L, -1);
  lua_pop(L, 1);
  return out;
}

}  // namespace hr::typed
