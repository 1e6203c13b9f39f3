// hr.clock: monotonic time and the clock of one move (what a bot is given).
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

// clock.new([limit]) -> a move clock starting now; no limit when nil or <= 0 (seconds)
int clock_new(lua_State* L) {
  const double limit = luaL_optnumber(L, 1, 0);
  push_userdata<MoveClock>(L, kType, limit);
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

}  // namespace

void push_move_clock(lua_State* L, const MoveClock& clock) {
  open_clock(L);  // makes sure the metatable exists
  lua_pop(L, 1);
  push_userdata<MoveClock>(L, kType, clock);
}

int open_clock(lua_State* L) {
  static const luaL_Reg methods[] = {{"remaining", clock_remaining}, {"elapsed", clock_elapsed},
                                     {"limit", clock_limit},         {"deadline", clock_deadline},
                                     {"expired", clock_expired},     {nullptr, nullptr}};
  register_type<MoveClock>(L, kType, methods);
  static const luaL_Reg functions[] = {{"now", clock_now}, {"new", clock_new}, {nullptr, nullptr}};
  lua_newtable(L);
  luaL_register(L, nullptr, functions);
  return 1;
}

}  // namespace hr
