// hr.rng: seeded, reproducible randomness. One generator per match and one per bot;
// game and bot code never use math.random.
#include <cmath>
#include <cstdlib>

#include "core/rng.hpp"
#include "lua/api.hpp"
#include "lua/binding.hpp"
#include "lua/call.hpp"

namespace hr {

namespace {

constexpr const char* kType = "hr.rng";

Rng* self(lua_State* L) {
  return check_userdata<Rng>(L, 1, kType);
}

// A seed: a whole number from 0 to 2^53, or a string of decimal digits (any 64-bit value).
uint64_t check_seed(lua_State* L, int index) {
  if (lua_type(L, index) == LUA_TSTRING) {
    const char* text = lua_tostring(L, index);
    char* end = nullptr;
    errno = 0;
    const unsigned long long v = std::strtoull(text, &end, 10);
    if (*text == '\0' || *end != '\0' || errno != 0 || *text == '-')
      luaL_argerror(L, index, "a seed is a whole number or a string of decimal digits");
    return v;
  }
  return static_cast<uint64_t>(check_integer(L, index, 0, 9007199254740992LL));
}

int rng_new(lua_State* L) {
  push_userdata<Rng>(L, kType, lua_isnoneornil(L, 1) ? 0 : check_seed(L, 1));
  return 1;
}

// r:int(n) -> 1..n; r:int(lo, hi) -> lo..hi
int rng_int(lua_State* L) {
  Rng* r = self(L);
  constexpr long long kLimit = 1LL << 52;
  if (lua_isnoneornil(L, 3)) {
    const long long n = check_integer(L, 2, 1, kLimit);
    lua_pushnumber(L, static_cast<double>(1 + r->below(static_cast<uint64_t>(n))));
  } else {
    const long long lo = check_integer(L, 2, -kLimit, kLimit);
    const long long hi = check_integer(L, 3, -kLimit, kLimit);
    lua_pushnumber(L, static_cast<double>(r->range(lo, hi)));
  }
  return 1;
}

int rng_float(lua_State* L) {
  lua_pushnumber(L, self(L)->real());
  return 1;
}

// r:roll(n, sides) -> a list of n dice
int rng_roll(lua_State* L) {
  Rng* r = self(L);
  const int n = static_cast<int>(check_integer(L, 2, 0, 1 << 20));
  const int sides = static_cast<int>(check_integer(L, 3, 1, 1 << 30));
  push_int_list(L, r->roll(n, sides));
  return 1;
}

// r:shuffle(list) shuffles the list in place and returns it.
int rng_shuffle(lua_State* L) {
  Rng* r = self(L);
  luaL_checktype(L, 2, LUA_TTABLE);
  const int n = static_cast<int>(lua_objlen(L, 2));
  for (int i = n; i > 1; --i) {
    const int j = 1 + static_cast<int>(r->below(static_cast<uint64_t>(i)));
    lua_rawgeti(L, 2, i);
    lua_rawgeti(L, 2, j);
    lua_rawseti(L, 2, i);
    lua_rawseti(L, 2, j);
  }
  lua_settop(L, 2);
  return 1;
}

// r:pick(list) -> one element, uniformly (nil for an empty list)
int rng_pick(lua_State* L) {
  Rng* r = self(L);
  luaL_checktype(L, 2, LUA_TTABLE);
  const size_t n = lua_objlen(L, 2);
  if (n == 0) return 0;
  lua_rawgeti(L, 2, 1 + static_cast<int>(r->below(n)));
  return 1;
}

int rng_split(lua_State* L) {
  Rng child = self(L)->split();
  push_userdata<Rng>(L, kType, child);
  return 1;
}

int rng_copy(lua_State* L) {
  Rng copy = *self(L);
  push_userdata<Rng>(L, kType, copy);
  return 1;
}

int rng_state(lua_State* L) {
  push_string(L, self(L)->save());
  return 1;
}

int rng_set_state(lua_State* L) {
  Rng* r = self(L);
  if (!r->restore(check_string(L, 2)))
    return luaL_argerror(L, 2, "expected 64 hex digits from rng:state()");
  return 0;
}

int rng_tostring(lua_State* L) {
  lua_pushfstring(L, "rng(%s)", self(L)->save().substr(0, 8).c_str());
  return 1;
}

}  // namespace

int open_rng(lua_State* L) {
  static const luaL_Reg methods[] = {{"int", guarded<rng_int>},
                                     {"float", guarded<rng_float>},
                                     {"roll", guarded<rng_roll>},
                                     {"shuffle", guarded<rng_shuffle>},
                                     {"pick", guarded<rng_pick>},
                                     {"split", guarded<rng_split>},
                                     {"copy", guarded<rng_copy>},
                                     {"state", guarded<rng_state>},
                                     {"set_state", guarded<rng_set_state>},
                                     {nullptr, nullptr}};
  register_type<Rng>(L, kType, methods);
  luaL_getmetatable(L, kType);
  lua_pushcfunction(L, rng_tostring);
  lua_setfield(L, -2, "__tostring");
  lua_pop(L, 1);
  static const luaL_Reg functions[] = {{"new", guarded<rng_new>}, {nullptr, nullptr}};
  lua_newtable(L);
  luaL_register(L, nullptr, functions);
  return 1;
}

}  // namespace hr
