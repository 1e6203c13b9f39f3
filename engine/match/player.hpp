// Whatever sits in a seat that is not a person: a Lua bot in its own sandboxed state, an
// external engine in its own process, or a player written in C in its own confined process. The
// referee (play_game, the REPL) asks both the same way and never needs to know which it is.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "lua/host.hpp"
#include "match/bot_process.hpp"
#include "match/bot_seat.hpp"
#include "match/game_table.hpp"
#include "match/native_player.hpp"
#include "match/uci_engine.hpp"

namespace hr {

// What a seat may take besides its moves.
struct SeatLimits {
  size_t memory = BotSeat::kDefaultMemory;  // bytes: a Lua bot's cap, a C player's
  double start = BotSeat::kStartSeconds;    // a Lua bot's own start (its module, new_game)
  double grace = BotProcess::kGrace;        // past a move's limit and margin (bot_process.hpp)
  // Whether a Lua bot is given the start position as it starts (alphabeta warms up on it,
  // 300 ms): not where the whole answer has less time than that (a front end's protocol).
  bool start_position = true;
};

class Player {
 public:
  // Loads the bot, or starts the engine or the C player, for `seat` of the game at the
  // table. Throws as BotSeat, start_engine and start_native do. Whatever the seat holds runs
  // in a process of its own, never in this one: a Lua bot as a BotProcess (which keeps its
  // compiled code from move to move), so that every limit is enforced from outside and a
  // bot that hangs where no hook reaches (one C call, a huge answer) costs its game, never
  // the REPL's session or a match's worker. Ctrl-C kills the process: the seat is then
  // gone, and its holder starts another.
  Player(const Host& host, GameTable& table, const BotSpec& spec, int seat, uint64_t seed,
         const SeatLimits& limits = {});

  const BotSpec& spec() const { return spec_; }

  // Asks for a move (`time.limit` seconds, stopped at limit + margin; under a game clock
  // the seat is told so) and plays it at the table. On success the Choice's move is the
  // text played; otherwise its reason() is why the seat loses (an illegal move is
  // kIllegal: "illegal move: TEXT").
  Choice move(GameTable& table, const MoveTime& time, double margin);

  // Whether the seat sets up its own pieces when the game lets it (a bot's `place` hook;
  // engines and C players take the game's set-up).
  bool places() const { return bot_ && bot_->places(); }
  // Asks a bot that places for its set-up on `view` (encoded): the Choice's move is its
  // answer, encoded.
  Choice place(const std::string& view, double limit, double margin);

  // Tells a bot with an `observe` hook about the move just played; a Choice that is not
  // ok() is its loss. Engines and bots without the hook hear nothing.
  Choice observe(GameTable& table, const std::string& move_text, double limit);
  bool observes() const { return bot_ && bot_->observes(); }

 private:
  BotSpec spec_;
  int seat_;
  std::unique_ptr<BotProcess> bot_;
  std::unique_ptr<UciEngine> engine_;
  std::unique_ptr<NativePlayer> native_;
};

}  // namespace hr
