// hr.bots (trusted scripts only: front ends, the REPL, `run`): a bot in its own sandboxed
// state, asked for moves with a hard time limit. The same BotSeat the referee uses.
//
//   local bots = require "hr.bots"
//   local seat = bots.new{ game = "dobutsu", bot = "alphabeta", seat = 1 }
//   local move, why = seat:choose(view, 0.9)   -- seconds; why: "time", "error: ..."
#include <memory>

#include "lua/binding.hpp"
#include "lua/call.hpp"
#include "lua/host.hpp"
#include "lua/transfer.hpp"
#include "match/api_bots.hpp"
#include "match/bot_seat.hpp"

namespace hr {

namespace {

constexpr const char* kType = "hr.bots.seat";
using SeatBox = std::unique_ptr<BotSeat>;

std::vector<std::string> string_list(lua_State* L, int table, const char* field) {
  std::vector<std::string> out;
  lua_getfield(L, table, field);
  if (lua_istable(L, -1)) {
    for (int i = 1; i <= static_cast<int>(lua_objlen(L, -1)); ++i) {
      lua_rawgeti(L, -1, i);
      if (lua_isstring(L, -1)) out.emplace_back(lua_tostring(L, -1));
      lua_pop(L, 1);
    }
  }
  lua_pop(L, 1);
  return out;
}

std::vector<std::pair<std::string, std::string>> string_map(lua_State* L, int table,
                                                            const char* field) {
  std::vector<std::pair<std::string, std::string>> out;
  lua_getfield(L, table, field);
  if (lua_istable(L, -1)) {
    lua_pushnil(L);
    while (lua_next(L, -2) != 0) {
      if (lua_type(L, -2) == LUA_TSTRING && lua_isstring(L, -1))
        out.emplace_back(lua_tostring(L, -2), lua_tostring(L, -1));
      lua_pop(L, 1);
    }
  }
  lua_pop(L, 1);
  return out;
}

// bots.new{game=, variants=, options=, position=, bot=, bot_options=, seat=, seed=, memory=}
int bots_new(lua_State* L) {
  luaL_checktype(L, 1, LUA_TTABLE);
  GameSpec game;
  lua_getfield(L, 1, "game");
  game.game = luaL_checkstring(L, -1);
  lua_pop(L, 1);
  game.variants = string_list(L, 1, "variants");
  game.options = string_map(L, 1, "options");
  BotSpec bot;
  lua_getfield(L, 1, "bot");
  bot.name = lua_isstring(L, -1) ? lua_tostring(L, -1) : "alphabeta";
  lua_pop(L, 1);
  bot.options = string_map(L, 1, "bot_options");
  lua_getfield(L, 1, "seat");
  const int seat = lua_isnumber(L, -1) ? static_cast<int>(lua_tointeger(L, -1)) : 1;
  lua_getfield(L, 1, "seed");
  const auto seed = static_cast<uint64_t>(lua_isnumber(L, -1) ? lua_tonumber(L, -1) : 0);
  lua_getfield(L, 1, "memory");
  const size_t memory = lua_isnumber(L, -1) ? static_cast<size_t>(lua_tonumber(L, -1)) << 20
                                            : BotSeat::kDefaultMemory;
  lua_pop(L, 3);
  const Host& host = Host::of(L);
  auto seat_object = std::make_unique<BotSeat>(host, game, bot, seat, seed, memory);  // may throw
  push_userdata<SeatBox>(L, kType, std::move(seat_object));
  return 1;
}

// seat:choose(view, seconds [, margin]) -> move, or nil and the reason it failed
int seat_choose(lua_State* L) {
  SeatBox& seat = *check_userdata<SeatBox>(L, 1, kType);
  luaL_checkany(L, 2);
  const double seconds = luaL_optnumber(L, 3, 0);
  const double margin = luaL_optnumber(L, 4, 0.05);
  const std::string view = encode_value(L, 2, "the view");
  const Choice choice = seat->choose(view, MoveTime::per_move(seconds), margin);
  if (!choice.ok()) return push_failure(L, choice.reason());
  decode_value(L, choice.move);
  lua_pushnumber(L, choice.seconds);
  return 2;
}

}  // namespace

int open_bots(lua_State* L) {
  static const luaL_Reg methods[] = {{"choose", guarded<seat_choose>}, {nullptr, nullptr}};
  register_type<SeatBox>(L, kType, methods);
  static const luaL_Reg functions[] = {{"new", guarded<bots_new>}, {nullptr, nullptr}};
  lua_newtable(L);
  luaL_register(L, nullptr, functions);
  return 1;
}

}  // namespace hr
