// Whatever sits in a seat that is not a person: a Lua bot in its own sandboxed state, an
// external engine in its own process, or a player written in C in its own confined process. The
// referee (play_game, the REPL) asks both the same way and never needs to know which it is.
#pragma once

#include <cstdint>
#include <memory>
#include <string>

#include "lua/host.hpp"
#include "match/bot_seat.hpp"
#include "match/game_table.hpp"
#include "match/native_player.hpp"
#include "match/uci_engine.hpp"

namespace hr {

class Player {
 public:
  // Loads the bot, or starts the engine or the C player, for `seat` of the game at the
  // table. Throws as BotSeat, start_engine and start_native do.
  Player(const Host& host, GameTable& table, const BotSpec& spec, int seat, uint64_t seed,
         size_t memory = BotSeat::kDefaultMemory, double start_limit = BotSeat::kStartSeconds);

  const BotSpec& spec() const { return spec_; }

  // Asks for a move (`limit` seconds, stopped at limit + margin) and plays it at the
  // table. On success the Choice's move is the text played; otherwise its reason() is why
  // the seat loses (an illegal move is kIllegal: "illegal move: TEXT").
  Choice move(GameTable& table, double limit, double margin);

  // Tells a bot with an `observe` hook about the move just played; a Choice that is not
  // ok() is its loss. Engines and bots without the hook hear nothing.
  Choice observe(GameTable& table, const std::string& move_text, double limit);
  bool observes() const { return bot_ && bot_->observes(); }

 private:
  BotSpec spec_;
  int seat_;
  std::unique_ptr<BotSeat> bot_;
  std::unique_ptr<UciEngine> engine_;
  std::unique_ptr<NativePlayer> native_;
};

}  // namespace hr
