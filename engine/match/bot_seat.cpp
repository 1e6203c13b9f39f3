#include "match/bot_seat.hpp"

#include <luajit.h>

#include <cmath>
#include <cstdio>
#include <filesystem>
#include <vector>

#include "core/clock.hpp"
#include "core/shown_text.hpp"
#include "lua/api.hpp"
#include "lua/binding.hpp"
#include "lua/transfer.hpp"
#include "match/bot_names.hpp"
#include "match/script_error.hpp"

namespace hr {

Choice settled(Choice choice, const Expected<std::string>& move) {
  if (!move) {
    choice.kind = Choice::Kind::kIllegal;
    choice.message = move.error();
    return choice;
  }
  choice.move = *move;
  return choice;
}

std::string Choice::reason() const {
  switch (kind) {
    case Kind::kMove:
      return "";
    case Kind::kTime: {
      if (limit <= 0 || seconds <= 0) return "time";
      char buf[256];
      if (own_seconds >= 0 && own_seconds < seconds) {
        std::snprintf(buf, sizeof buf,
                      "time: %.3f s on a move of %.3f s (its process reported %.3f s in the "
                      "bot's code: the rest passed in the pipe or waiting for a core)",
                      seconds, limit, own_seconds);
      } else {
        std::snprintf(buf, sizeof buf, "time: %.3f s on a move of %.3f s", seconds, limit);
      }
      return buf;
    }
    case Kind::kMemory:
      return "memory";
    case Kind::kNoMove:
      return "error: the bot returned no move";
    case Kind::kInterrupted:
      return "interrupted";
    // A bot's own words, shown and recorded: its control characters escaped (no forged
    // line, no escape sequence) and capped.
    case Kind::kError:
      return "error: " + shown_text(capped_text(message, kMessageLimit));
    case Kind::kIllegal:
    case Kind::kCrash:
      return shown_text(capped_text(message, kMessageLimit));
  }
  return "";
}

namespace {

// What a failed call into the bot's code means for the bot.
Choice failure(const CallStatus& status) {
  Choice choice;
  switch (status.kind) {
    case CallStatus::Kind::kOk:
      break;
    case CallStatus::Kind::kDeadline:
      choice.kind = Choice::Kind::kTime;
      break;
    case CallStatus::Kind::kInterrupted:
      choice.kind = Choice::Kind::kInterrupted;
      break;
    case CallStatus::Kind::kMemory:
      choice.kind = Choice::Kind::kMemory;
      break;
    default:
      choice.kind = Choice::Kind::kError;
      choice.message = status.message;
  }
  return choice;
}

CallStatus user_error(std::string message) {
  return CallStatus::failure(CallStatus::Kind::kUserError, std::move(message));
}

CallStatus start_failure(const Choice& choice) {
  return CallStatus::failure(choice.kind == Choice::Kind::kInterrupted
                                 ? CallStatus::Kind::kInterrupted
                                 : CallStatus::Kind::kError,
                             "the bot failed to start: " + choice.reason());
}

}  // namespace

BotFailure::BotFailure(Choice choice) : ScriptError(start_failure(choice)), choice_(choice) {}

BotSeat::BotSeat(const Host& host, const GameSpec& game, const BotSpec& bot, int seat,
                 uint64_t seed, size_t memory_cap, double start_limit,
                 const std::string& start_view, const std::function<void()>& loaded)
    : state_(host.new_state(Trust::kSandboxed, memory_cap)),
      host_(&host),
      bot_(bot),
      seat_(seat),
      memory_cap_(memory_cap) {
  lua_State* L = *state_;
  HostWork work(L);
  check_bot_exists(host, bot);  // known before any of the bot's code runs, in the same words
  if (bot.trusted) {
    // A trusted bot may use `ffi` for speed; a crash through it costs its worker process
    // (and the game), never the runner.
    lua_getfield(L, LUA_REGISTRYINDEX, "_LOADED");
    lua_pushcfunction(L, luaopen_ffi);
    lua_call(L, 0, 1);
    lua_setfield(L, -2, "ffi");
    lua_pop(L, 1);
  }
  // The game's rules: the game's own scripts, so a failure here is the game's.
  lua_getglobal(L, "require");
  lua_pushstring(L, "hr.bot_host");
  CallStatus status = protected_call(L, 1, 1, monotonic_seconds() + kLoadSeconds);
  if (!status.ok()) throw ScriptError(status);
  host_ref_ = luaL_ref(L, LUA_REGISTRYINDEX);
  lua_rawgeti(L, LUA_REGISTRYINDEX, host_ref_);
  lua_getfield(L, -1, "load_game");
  lua_remove(L, -2);
  game.push(L);
  status = protected_call(L, 1, 0, monotonic_seconds() + kLoadSeconds);
  if (!status.ok()) throw ScriptError(status);
  // (a copy of the names, for new_game)
  lua_newtable(L);
  lua_getfield(L, LUA_REGISTRYINDEX, "_LOADED");
  for (lua_pushnil(L); lua_next(L, -2); lua_pop(L, 1)) {
    lua_pushvalue(L, -2);
    lua_pushboolean(L, 1);
    lua_rawset(L, -6);
  }
  lua_pop(L, 1);
  loaded_ref_ = luaL_ref(L, LUA_REGISTRYINDEX);
  if (loaded) loaded();
  start(host, bot, seed, start_limit, start_view);
}

void BotSeat::new_game(int seat, uint64_t seed, double start_limit, const std::string& start_view) {
  forget_bot_modules();
  seat_ = seat;
  observes_ = places_ = false;
  start(*host_, bot_, seed, start_limit, start_view);
}

void BotSeat::forget_bot_modules() {
  lua_State* L = *state_;
  HostWork work(L);
  lua_getfield(L, LUA_REGISTRYINDEX, "_LOADED");
  lua_rawgeti(L, LUA_REGISTRYINDEX, loaded_ref_);
  std::vector<std::string> dropped;
  for (lua_pushnil(L); lua_next(L, -3); lua_pop(L, 1)) {
    if (lua_type(L, -2) != LUA_TSTRING) continue;
    const std::string name = lua_tostring(L, -2);
    lua_pushvalue(L, -2);
    lua_rawget(L, -4);
    const bool kept_from_load = !lua_isnil(L, -1);
    lua_pop(L, 1);
    // (the host's library and the games' modules keep nothing of a game: the contracts)
    if (!kept_from_load && name.rfind("hr.", 0) != 0 && name.rfind("games.", 0) != 0)
      dropped.push_back(name);
  }
  lua_pop(L, 1);
  for (const auto& name : dropped) {
    lua_pushnil(L);
    lua_setfield(L, -2, name.c_str());
  }
  lua_pop(L, 1);
  lua_gc(L, LUA_GCCOLLECT, 0);  // what the last game left is not this game's memory
  // The compiled code of the games before holds what it was recorded through (a trace's
  // constants), and with it their modules' values: alphabeta's transposition table, 36 MB a
  // game, piled up until a search to a depth ran out of a 256 MB cap after some twenty
  // games. Past a quarter of the cap, drop the compiled code and collect again: it is
  // compiled again within the next move, a cost paid every few games, not every game.
  const size_t most = memory_cap_ > 0 ? memory_cap_ / 4 : size_t{64} << 20;
  if (static_cast<size_t>(lua_gc(L, LUA_GCCOUNT, 0)) * 1024 > most) {
    luaJIT_setmode(L, 0, LUAJIT_MODE_ENGINE | LUAJIT_MODE_FLUSH);
    lua_gc(L, LUA_GCCOLLECT, 0);
  }
}

void BotSeat::start(const Host& host, const BotSpec& bot, uint64_t seed, double limit,
                    const std::string& start_view) {
  lua_State* L = *state_;
  HostWork work(L);  // the bot's own code (protected_call) is held to its cap, not this
  const double deadline = monotonic_seconds() + limit;
  lua_rawgeti(L, LUA_REGISTRYINDEX, host_ref_);
  lua_getfield(L, -1, "start_bot");
  lua_remove(L, -2);
  lua_newtable(L);
  lua_pushinteger(L, seat_);
  lua_setfield(L, -2, "seat");
  lua_pushnumber(L, static_cast<double>(seed >> 11));  // a whole number below 2^53
  lua_setfield(L, -2, "seed");
  lua_newtable(L);
  for (const auto& [k, v] : bot.options) {
    lua_pushstring(L, v.c_str());
    lua_setfield(L, -2, k.c_str());
  }
  lua_setfield(L, -2, "options");
  if (!start_view.empty()) {
    decode_value(L, start_view);  // the referee's own encoding of its view
    lua_setfield(L, -2, "view");
  }
  CallStatus status;
  if (bot.is_file()) {
    // A bot the user names by path: the host reads it on the user's behalf.
    const int spec = lua_gettop(L);
    status = host.load_file(L, bot.name);
    if (!status.ok() && !std::filesystem::exists(bot.name))
      throw ScriptError(user_error(status.message));  // no such file: the user's mistake
    if (status.ok()) status = protected_call(L, 0, 1, deadline);
    if (!status.ok()) {
      lua_settop(L, 0);
      throw BotFailure(failure(status));
    }
    lua_setfield(L, spec, "module");
  } else {
    lua_pushstring(L, bot.name.c_str());
    lua_setfield(L, -2, "bot");
  }
  status = protected_call(L, 1, 2, deadline);
  if (!status.ok()) {
    if (status.kind == CallStatus::Kind::kMemory) state_->recover_memory();
    throw BotFailure(failure(status));
  }
  if (lua_isnil(L, -2) && lua_isstring(L, -1))  // an option the bot does not declare
    throw ScriptError(user_error(lua_tostring(L, -1)));
  // start_bot returns which hooks the bot has (bot_host's own table, not the bot's)
  if (lua_istable(L, -2)) {
    lua_getfield(L, -2, "observe");
    observes_ = lua_toboolean(L, -1) != 0;
    lua_getfield(L, -3, "place");
    places_ = lua_toboolean(L, -1) != 0;
    lua_pop(L, 2);
  }
  lua_pop(L, 2);
}

Choice BotSeat::choose(const std::string& view, const MoveTime& time, double margin) {
  return call_host("choose", view, nullptr, time, margin);
}

Choice BotSeat::place(const std::string& view, double limit, double margin) {
  Choice choice = call_host("place", view, nullptr, MoveTime::per_move(limit), margin);
  if (choice.kind == Choice::Kind::kNoMove) {
    choice.kind = Choice::Kind::kError;
    choice.message = "place returned no set-up";
  }
  return choice;
}

Choice BotSeat::observe(const std::string& view, const std::string& move, double limit) {
  Choice choice = call_host("observe", view, &move, MoveTime::per_move(limit), 0);
  // observe answers nothing; only a failure counts
  if (choice.kind == Choice::Kind::kNoMove) choice.kind = Choice::Kind::kMove;
  return choice;
}

Choice BotSeat::call_host(const char* function, const std::string& view, const std::string* move,
                          const MoveTime& time, double margin) {
  lua_State* L = *state_;
  // Pushing the view and the clock and reading the answer are the host's work: a bot that
  // sits at its memory cap between moves cannot make them fail outside a protected call.
  HostWork work(L);
  Choice choice;
  const int top = lua_gettop(L);
  lua_rawgeti(L, LUA_REGISTRYINDEX, host_ref_);
  lua_getfield(L, -1, function);
  lua_remove(L, -2);
  try {
    decode_value(L, view);
  } catch (const std::exception& e) {
    lua_settop(L, top);
    choice.kind = Choice::Kind::kError;
    choice.message = e.what();
    return choice;
  }
  const double start = monotonic_seconds();
  const double limit = time.limit;
  const bool limited = time.limited();
  if (move) {
    lua_pushlstring(L, move->data(), move->size());
  } else {
    push_move_clock(L, time.clock(start));
  }
  const CallStatus status = protected_call(L, 2, 2, limited ? start + limit + margin : 0);
  choice.seconds = monotonic_seconds() - start;
  if (limited) choice.limit = limit;
  if (!status.ok()) {
    if (status.kind == CallStatus::Kind::kMemory) state_->recover_memory();
    const double seconds = choice.seconds;
    choice = failure(status);
    choice.seconds = seconds;
    if (limited) choice.limit = limit;
  }
  if (!status.ok()) {
    lua_settop(L, top);
    return choice;
  }
  // choose may say what its search found beside the move: {depth=, nodes=, score=}
  choice.stats = read_search_stats(L, -1);
  lua_pop(L, 1);
  if (limited && choice.seconds > limit + margin) {
    choice.kind = Choice::Kind::kTime;
  } else if (lua_isnil(L, -1)) {
    choice.kind = Choice::Kind::kNoMove;
  } else {
    try {
      choice.move = encode_value(L, -1, "the move");
    } catch (const std::exception& e) {
      choice.kind = Choice::Kind::kError;
      choice.message = e.what();
    }
  }
  lua_settop(L, top);
  return choice;
}

}  // namespace hr
