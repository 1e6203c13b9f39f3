#include "lua/binding.hpp"

#include <cmath>

namespace hr {

long long check_integer(lua_State* L, int index, long long lo, long long hi) {
  const double d = luaL_checknumber(L, index);
  if (d != std::floor(d) || d < static_cast<double>(lo) || d > static_cast<double>(hi)) {
    lua_pushfstring(L, "expected a whole number from %f to %f, got %s", static_cast<double>(lo),
                    static_cast<double>(hi), lua_tostring(L, index));
    luaL_argerror(L, index, lua_tostring(L, -1));
  }
  return static_cast<long long>(d);
}

void push_int_list(lua_State* L, const std::vector<int>& values, int offset) {
  lua_createtable(L, static_cast<int>(values.size()), 0);
  for (size_t i = 0; i < values.size(); ++i) {
    lua_pushinteger(L, values[i] + offset);
    lua_rawseti(L, -2, static_cast<int>(i + 1));
  }
}

int push_failure(lua_State* L, std::string_view message) {
  lua_pushnil(L);
  push_string(L, message);
  return 2;
}

namespace {
constexpr const char* kStatFields[] = {"depth", "nodes", "score"};
constexpr double SearchStats::*kStatMembers[] = {&SearchStats::depth, &SearchStats::nodes,
                                                 &SearchStats::score};
}  // namespace

SearchStats read_search_stats(lua_State* L, int index) {
  SearchStats stats;
  if (lua_type(L, index) != LUA_TTABLE) return stats;
  const int table = index < 0 ? lua_gettop(L) + index + 1 : index;  // (pushes move the top)
  for (int i = 0; i < 3; ++i) {
    lua_pushstring(L, kStatFields[i]);
    lua_rawget(L, table);
    if (lua_type(L, -1) == LUA_TNUMBER) stats.*kStatMembers[i] = lua_tonumber(L, -1);
    lua_pop(L, 1);
  }
  return stats.checked();
}

void push_search_stats(lua_State* L, const SearchStats& stats) {
  lua_createtable(L, 0, 3);
  for (int i = 0; i < 3; ++i) {
    const double v = stats.*kStatMembers[i];
    if (v == v) {
      lua_pushnumber(L, v);
      lua_setfield(L, -2, kStatFields[i]);
    }
  }
}

}  // namespace hr
