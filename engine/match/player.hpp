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

class Player {
 public:
  // Loads the bot, or starts the engine or the C player, for `seat` of the game at the
  // table. Throws as BotSeat, start_engine and start_native do. With `own_process`, a Lua
  // bot runs in a process of its own (BotProcess: it keeps its compiled code from move to
  // move); else in this one (the REPL, where Ctrl-C stops a bot and the seat goes on).
  Player(const Host& host, GameTable& table, const BotSpec& spec, int seat, uint64_t seed,
         size_t memory = BotSeat::kDefaultMemory, double start_limit = BotSeat::kStartSeconds,
         bool own_process = false);

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
  std::unique_ptr<LuaBot> bot_;  // in this process or its own
  std::unique_ptr<UciEngine> engine_;
  std::unique_ptr<NativePlayer> native_;
};

// A seat that lost before the first move, and why.
struct Forfeit {
  int seat = 0;
  Choice choice;  // not ok(): its reason() is recorded (kInterrupted: the user stopped it)
};

// The set-up before the first move: every seat whose bot has a `place` hook, and whose
// pieces the game lets it set up, is asked for them (`limit` seconds, stopped at limit +
// margin), all on the same start, none seeing another's answer; then all are placed. A
// seat whose hook fails, or whose set-up the game refuses, forfeits (the first such seat
// is returned; the seats placed before it keep their set-up). `thinking(seat, seconds)`
// is told before each bot runs.
std::optional<Forfeit> place_pieces(GameTable& table,
                                    const std::vector<std::unique_ptr<Player>>& players,
                                    double limit, double margin,
                                    const std::function<void(int, double)>& thinking = {});

}  // namespace hr
