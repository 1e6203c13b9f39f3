// A bot in a seat: its own sandboxed Lua state with the game's rules (the same variants)
// and the bot loaded, a memory cap, and a time limit per move that holds even against
// compiled loops (the watchdog). Whatever the bot does, the caller gets a Choice back.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>

#include "core/clock.hpp"
#include "core/expected.hpp"
#include "core/turn.hpp"
#include "lua/host.hpp"
#include "match/game_spec.hpp"
#include "match/script_error.hpp"

namespace hr {

struct Choice {
  enum class Kind { kMove, kTime, kMemory, kError, kNoMove, kInterrupted, kIllegal, kCrash };
  Kind kind = Kind::kMove;
  std::string move;     // encoded (transfer.hpp) when kind is kMove
  std::string message;  // what went wrong otherwise ("illegal move: TEXT", "crash: ...")
  double seconds = 0;
  double limit = 0;  // the seconds the move was given (0: none), for a loss on time
  // What the bot's process measured of its own code, when the asker's clock said more and
  // the bot's code kept to its time (-1 otherwise, or not known): a loss on time then says
  // where the time went.
  double own_seconds = -1;
  SearchStats stats;  // what the bot said of its search (choose's second value)

  // The most of a bot's own words (its error, an illegal move's text) that a reason keeps.
  static constexpr size_t kMessageLimit = 4096;

  bool ok() const { return kind == Kind::kMove; }
  // The reason recorded when this loses the game: "time: 0.412 s on a move of 0.300 s",
  // "memory", "error: file:line: ..."
  std::string reason() const;
};

// `choice` with its move replaced by what the referee made of it: the move's text, or (the
// move refused) an illegal move with the referee's reason.
Choice settled(Choice choice, const Expected<std::string>& move);

// A bot that could not start: its file, its module or its new_game failed, overran its
// time or memory. It loses the game (play_game); elsewhere it is an error like any other.
class BotFailure : public ScriptError {
 public:
  explicit BotFailure(Choice choice);
  const Choice& choice() const { return choice_; }

 private:
  Choice choice_;
};

// A Lua bot as the referee asks it: in this process (BotSeat) or in one of its own
// (BotProcess), the same questions and the same answers.
class LuaBot {
 public:
  virtual ~LuaBot() = default;
  virtual bool observes() const = 0;
  virtual bool places() const = 0;
  virtual Choice choose(const std::string& view, const MoveTime& time, double margin) = 0;
  virtual Choice observe(const std::string& view, const std::string& move, double limit) = 0;
  virtual Choice place(const std::string& view, double limit, double margin) = 0;
};

class BotSeat : public LuaBot {
 public:
  static constexpr size_t kDefaultMemory = 256u << 20;
  static constexpr double kLoadSeconds = 30;   // loading the game's rules may take this long
  static constexpr double kStartSeconds = 10;  // the bot's own start (its module, new_game)

  // Loads the game, then the bot, and starts it (new_game) within `start_limit` seconds.
  // Throws ScriptError when the game cannot be loaded, or when the bot is unknown or does
  // not offer an option it is given (the user's mistakes, found before the bot's code
  // runs or from its declaration only); BotFailure when the bot's own code fails.
  // `start_view` (encoded; empty: none) is the seat's view of the game's start, which
  // new_game gets as its fourth argument (to warm up on, or to look up an opening).
  // `loaded`, when given, is called once the game is loaded, as the bot's own start begins.
  BotSeat(const Host& host, const GameSpec& game, const BotSpec& bot, int seat, uint64_t seed,
          size_t memory_cap = kDefaultMemory, double start_limit = kStartSeconds,
          const std::string& start_view = {}, const std::function<void()>& loaded = {});

  const BotSpec& spec() const { return bot_; }
  int seat() const { return seat_; }

  // Asks for a move on `view` (encoded). The bot sees `time.limit` seconds on its clock
  // (and, under a game clock, the increment: clock:increment()); it is stopped at limit +
  // margin and then loses on time.
  Choice choose(const std::string& view, const MoveTime& time, double margin) override;

  // Whether the bot has a `place` hook: it sets up its own pieces when the game lets it.
  bool places() const override { return places_; }
  // Asks for the bot's set-up on `view` (encoded: what the seat sees as it sets up), under
  // the same limits as a move. The Choice's move is the encoded answer.
  Choice place(const std::string& view, double limit, double margin) override;

  // Whether the bot has an `observe` hook.
  bool observes() const override { return observes_; }
  // Tells the bot about a move just played (by anyone, chance included): `view` (encoded)
  // is its seat's view after the move, `move` the move's text. The hook may take `limit`
  // seconds; a Choice that is not ok() is the bot's loss, as in choose.
  Choice observe(const std::string& view, const std::string& move, double limit) override;

  // Starts the bot again, for another game of the same game and house rules, in the same
  // state: the game's modules and the host's library (hr.*) stay loaded, with the code the
  // JIT compiled for them; every other module (the bot's own, and what it required) is
  // dropped and loaded afresh, so that the bot's module-level values are those of a new
  // process. Throws as the constructor does.
  void new_game(int seat, uint64_t seed, double start_limit, const std::string& start_view);

 private:
  std::unique_ptr<LuaState> state_;
  const Host* host_;
  BotSpec bot_;
  int seat_;
  size_t memory_cap_;
  int host_ref_ = LUA_NOREF;    // the bot_host module
  int loaded_ref_ = LUA_NOREF;  // the names in package.loaded once the game was loaded
  bool observes_ = false;
  bool places_ = false;
  void forget_bot_modules();
  Choice call_host(const char* function, const std::string& view, const std::string* move,
                   const MoveTime& time, double margin);
  void start(const Host& host, const BotSpec& bot, uint64_t seed, double limit,
             const std::string& start_view);
};

}  // namespace hr
