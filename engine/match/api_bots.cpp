// hr.bots (trusted scripts only: the front ends, `run`): any seat the command line takes
// (a Lua bot, `c:FILE.c`, `uci:PATH`), seated as the referee seats one (start_seat: in a process
// of its own), asked for moves from the front end's own position with a hard time limit. A
// seat that hangs where no hook reaches costs its answer, never the front end.
//
//   local bots = require "hr.bots"
//   local seat = bots.new{ game = "dobutsu", bot = "alphabeta", seat = 1 }
//   local move, why = seat:choose(state, 0.9)   -- seconds; why: "time", "error: ..."
//   seat:observe(state, "b1b2")                  -- the move that led to state, as a referee tells
//   it seat:new_game(seed, start)                   -- another game, in the same process when it
//   can
#include <cmath>
#include <cstdio>
#include <memory>
#include <stdexcept>

#include "lua/binding.hpp"
#include "lua/call.hpp"
#include "lua/host.hpp"
#include "lua/transfer.hpp"
#include "match/api_bots.hpp"

#include "match/bot_names.hpp"
#include "match/game_table.hpp"
#include "match/kept_bots.hpp"
#include "match/seat.hpp"

namespace hr {

namespace {

constexpr const char* kType = "hr.bots.seat";

// A seat of a front end: its player and a table of its own, on which the front end's
// position is put before each move (the player reads the position there, and its move is
// played there to be checked). The table lives in the caller's own Lua state (a trusted
// one: only trusted scripts have hr.bots): in a state of its own, each call to the rules
// moved LuaJIT's one profiler (the watchdog's) to that state and back, and each move
// flushed every compiled trace of both; an analysis's worker spent more time in the
// kernel compiling code again than its players spent searching.
class FrontSeat {
 public:
  FrontSeat(lua_State* L, GameSpec game, BotSpec bot, int seat, uint64_t seed,
            const SeatLimits& limits, const std::string* start_state)
      : host_(Host::of(L)),
        game_(std::move(game)),
        bot_(std::move(bot)),
        seat_(seat),
        seed_(seed),
        limits_(limits),
        table_(std::make_unique<GameTable>(L, game_, seed_)) {
    if (start_state) table_->set_state(*start_state);
    start();  // now, so that a seat that cannot start is told at once
  }

  // The move for the position `state` (encoded from the front end's state), encoded for
  // it; or the reason there is none.
  Choice choose(const std::string& state, double seconds, double margin) {
    if (!player_) start();
    table_->set_state(state);
    Choice choice = player_->move(*table_, MoveTime::per_move(seconds), margin);
    if (!choice.ok()) {
      // Its process may be gone (killed at the deadline, crashed): the next move starts
      // another.
      player_.reset();
      return choice;
    }
    table_->set_state(state);
    const auto move = table_->encoded_move(choice.move);
    return settled(std::move(choice), move);
  }

  // Tells the player the move `move_text` (as its seat sees it) that led to `state`, as a
  // referee does; a Choice that is not ok() is why it failed (its process is then ended).
  Choice observe(const std::string& state, const std::string& move_text, double seconds) {
    if (!player_) start();
    if (!player_->observes()) return Choice{};
    table_->set_state(state);
    Choice heard = player_->observe(*table_, move_text, seconds);
    if (!heard.ok()) player_.reset();
    return heard;
  }

  // Starts the player again for another game with `seed`, in the process of the last one
  // when it may play on (kept_bots.hpp): the bot's own modules are loaded afresh, so the
  // game is played as by a new process, without starting one.
  void new_game(uint64_t seed, const std::string& state) {
    seed_ = seed;
    player_.reset();  // its process goes to kept_
    table_->set_state(state);
    start();
  }

 private:
  void start() { player_ = start_seat(host_, *table_, bot_, seat_, seed_, limits_, &kept_); }

  const Host& host_;
  GameSpec game_;
  BotSpec bot_;
  int seat_;
  uint64_t seed_;
  SeatLimits limits_;
  std::unique_ptr<GameTable> table_;
  KeptBots kept_;  // before player_: a player's process is kept here as it ends
  std::unique_ptr<Seat> player_;
};

using SeatBox = std::unique_ptr<FrontSeat>;

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

// spec[name] (the table at 1): a number in [least, most], `fallback` when absent; anything
// else (a string, NaN, a negative memory) is the caller's error.
double number_field(lua_State* L, const char* name, double fallback, double least, double most) {
  lua_getfield(L, 1, name);
  if (lua_isnil(L, -1)) {
    lua_pop(L, 1);
    return fallback;
  }
  const double v = lua_type(L, -1) == LUA_TNUMBER ? lua_tonumber(L, -1) : std::nan("");
  lua_pop(L, 1);
  if (!(v >= least && v <= most)) {  // NaN fails too
    char why[128];
    std::snprintf(why, sizeof why, "bots.new: %s must be a number from %g to %g", name, least,
                  most);
    throw std::invalid_argument(why);
  }
  return v;
}

// bots.new{game=, variants=, options=, bot=, bot_options=, seat=, seed=, memory=, start=}
int bots_new(lua_State* L) {
  luaL_checktype(L, 1, LUA_TTABLE);
  GameSpec game;
  lua_getfield(L, 1, "game");
  game.game = luaL_checkstring(L, -1);
  lua_pop(L, 1);
  game.variants = string_list(L, 1, "variants");
  game.options = string_map(L, 1, "options");
  lua_getfield(L, 1, "bot");
  BotSpec bot = BotSpec::parse(lua_isstring(L, -1) ? lua_tostring(L, -1) : "alphabeta");
  lua_pop(L, 1);
  for (auto& option : string_map(L, 1, "bot_options"))
    bot.options.push_back(std::move(option));
  const int seat = static_cast<int>(number_field(L, "seat", 1, 1, 64));
  const auto seed = static_cast<uint64_t>(number_field(L, "seed", 0, 0, 9007199254740992.0));
  // A front end answers within its protocol's time: the seat is waited for its limit and
  // margin and what the pipe adds (a bot's own figure decides whether it kept its time:
  // under a sanitizer a 10 ms move came back at 16 ms), and a bot starts without warming
  // up on the start position.
  SeatLimits limits;
  limits.grace = kPipeSlack;
  limits.start_position = false;
  limits.memory = static_cast<size_t>(
                      number_field(L, "memory", static_cast<double>(limits.memory >> 20), 1, 65536))
                  << 20;
  limits.start = number_field(L, "start", limits.start, 0.001, 3600);
  limits.ceiling = number_field(L, "ceiling", 0, 0, 86400);
  lua_getfield(L, 1, "start_position");
  limits.start_position = lua_toboolean(L, -1) != 0;
  lua_pop(L, 1);
  // the position the game starts from (encoded), when it is not the table's own start: a
  // game dealt by its seed, a position set up
  std::string state;
  lua_getfield(L, 1, "state");
  const bool has_state = !lua_isnil(L, -1);
  if (has_state) state = encode_value(L, lua_gettop(L), "bots.new: state");
  lua_pop(L, 1);
  auto seat_object = std::make_unique<FrontSeat>(L, game, bot, seat, seed, limits,
                                                 has_state ? &state : nullptr);  // may throw
  push_userdata<SeatBox>(L, kType, std::move(seat_object));
  return 1;
}

// bots.check(bot) -> nil, or what is wrong with the name (the user's mistake, in words)
int bots_check(lua_State* L) {
  const std::string text = luaL_checkstring(L, 1);
  std::string why;
  try {
    check_bot_exists(Host::of(L), BotSpec::parse(text));
  } catch (const ScriptError& e) {
    why = e.status().message;
  } catch (const std::invalid_argument& e) {
    why = e.what();
  }
  if (why.empty()) {
    lua_pushnil(L);
  } else {
    lua_pushlstring(L, why.data(), why.size());
  }
  return 1;
}

// seat:choose(view, seconds [, margin]) -> move, or nil and the reason it failed
int seat_choose(lua_State* L) {
  SeatBox& seat = *check_userdata<SeatBox>(L, 1, kType);
  luaL_checkany(L, 2);
  const double seconds = luaL_optnumber(L, 3, 0);
  const double margin = luaL_optnumber(L, 4, 0.05);
  if (!(seconds >= 0 && seconds <= 86400 && margin >= 0 && margin <= 60))
    throw std::invalid_argument(
        "seat:choose(state, seconds, margin): seconds from 0 to 86400, "
        "a margin from 0 to 60");
  const std::string view = encode_value(L, 2, "the view");
  const Choice choice = seat->choose(view, seconds, margin);
  if (!choice.ok()) return push_failure(L, choice.reason());
  decode_value(L, choice.move);
  lua_pushnumber(L, choice.seconds);
  return 2;
}

// seat:observe(state, move_text [, seconds]) -> true, or nil and the reason it failed
int seat_observe(lua_State* L) {
  SeatBox& seat = *check_userdata<SeatBox>(L, 1, kType);
  luaL_checkany(L, 2);
  const std::string move_text = luaL_checkstring(L, 3);
  const double seconds = luaL_optnumber(L, 4, 1);  // a referee's: observe is bookkeeping
  if (!(seconds > 0 && seconds <= 86400))
    throw std::invalid_argument("seat:observe(state, move, seconds): seconds above 0, to 86400");
  const std::string state = encode_value(L, 2, "the state");
  const Choice heard = seat->observe(state, move_text, seconds);
  if (!heard.ok()) return push_failure(L, heard.reason());
  lua_pushboolean(L, 1);
  return 1;
}

// seat:new_game(seed, state): the player starts another game from `state`
int seat_new_game(lua_State* L) {
  SeatBox& seat = *check_userdata<SeatBox>(L, 1, kType);
  const double seed = luaL_checknumber(L, 2);
  if (!(seed >= 0 && seed <= 9007199254740992.0))
    throw std::invalid_argument("seat:new_game(seed, state): a seed from 0 to 2^53");
  luaL_checkany(L, 3);
  seat->new_game(static_cast<uint64_t>(seed), encode_value(L, 3, "the state"));
  return 0;
}

}  // namespace

int open_bots(lua_State* L) {
  static const luaL_Reg methods[] = {{"choose", guarded<seat_choose>},
                                     {"observe", guarded<seat_observe>},
                                     {"new_game", guarded<seat_new_game>},
                                     {nullptr, nullptr}};
  register_type<SeatBox>(L, kType, methods);
  static const luaL_Reg functions[] = {
      {"new", guarded<bots_new>}, {"check", guarded<bots_check>}, {nullptr, nullptr}};
  lua_newtable(L);
  luaL_register(L, nullptr, functions);
  return 1;
}

}  // namespace hr
