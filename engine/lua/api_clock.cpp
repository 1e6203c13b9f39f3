// hr.clock: monotonic time and the clock of one move (what a bot is given).
#include <cmath>

#include "core/clock.hpp"
#include "lua/api.hpp"
#include "lua/binding.hpp"
#include "lua/call.hpp"

namespace hr {

namespace {

constexpr const char* kType = "hr.clock";

MoveClock* self(lua_State* L) {
  return check_userdata<MoveClock>(L, 1, kType);
}

int clock_now(lua_State* L) {
  lua_pushnumber(L, monotonic_seconds());
  return 1;
}

// clock.new([limit [, increment]]) -> a move clock starting now; no limit when nil or <= 0
// (seconds). With an increment, a move under a game clock: the limit is the whole bank.
int clock_new(lua_State* L) {
  const double limit = luaL_optnumber(L, 1, 0);
  if (lua_isnoneornil(L, 2)) {
    push_userdata<MoveClock>(L, kType, limit);
    return 1;
  }
  const double increment = luaL_checknumber(L, 2);
  if (!(limit > 0) || !(increment >= 0) || !std::isfinite(limit) || !std::isfinite(increment))
    return luaL_error(L,
                      "clock.new(bank, increment): a bank > 0 and an increment >= 0, in seconds");
  push_userdata<MoveClock>(L, kType, MoveClock::from_bank(monotonic_seconds(), limit, increment));
  return 1;
}

int clock_remaining(lua_State* L) {
  lua_pushnumber(L, self(L)->remaining());
  return 1;
}

int clock_elapsed(lua_State* L) {
  lua_pushnumber(L, self(L)->elapsed());
  return 1;
}

int clock_limit(lua_State* L) {
  lua_pushnumber(L, self(L)->limit());
  return 1;
}

int clock_deadline(lua_State* L) {
  lua_pushnumber(L, self(L)->deadline());
  return 1;
}

int clock_expired(lua_State* L) {
  lua_pushboolean(L, self(L)->expired());
  return 1;
}

// clock:increment() -> under a game clock, the seconds added to the bank after this move
// (the limit is then the whole bank); nil when the move's limit is its own
int clock_increment(lua_State* L) {
  const auto increment = self(L)->increment();
  if (increment)
    lua_pushnumber(L, *increment);
  else
    lua_pushnil(L);
  return 1;
}

}  // namespace

void push_move_clock(lua_State* L, const MoveClock& clock) {
  open_clock(L);  // makes sure the metatable exists
  lua_pop(L, 1);
  push_userdata<MoveClock>(L, kType, clock);
}

int open_clock(lua_State* L) {
  static const luaL_Reg methods[] = {{"remaining", clock_remaining},
                                     {"elapsed", clock_elapsed},
                                     {"limit", clock_limit},
                                     {"deadline", clock_deadline},
                                     {"expired", clock_expired},
                                     {"increment", clock_increment},
                                     {nullptr, nullptr}};
  register_type<MoveClock>(L, kType, methods);
  static const luaL_Reg functions[] = {{"now", clock_now}, {"new", clock_new}, {nullptr, nullptr}};
  lua_newtable(L);
  luaL_register(L, nullptr, functions);
  return 1;
}

}  // namespace hr
