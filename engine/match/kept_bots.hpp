// The Lua bots' processes that a match's worker keeps from one game to the next: a new
// process for every game built the bot's state afresh (the game's rules loaded, every
// trace compiled again: about 1,300 mprotect calls a game), and took about a third of a
// Lua bot match's CPU time in system time. A kept process starts the bot again
// (BotProcess::new_game): its own modules load afresh, the game's and the library's stay
// with their compiled code, so a game is played as in a new process, whichever games the
// process played before. (Not a trusted bot's: seat.cpp.)
//
// External engines are kept too, as cutechess keeps them: between games an engine is told
// `ucinewgame` and waits for the next. A JVM started for every game spent its first moves
// compiling, and lost them on time.
#pragma once

#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "match/bot_process.hpp"
#include "match/game_spec.hpp"
#include "match/uci_engine.hpp"

namespace hr {

struct SeatLimits;

class KeptBots {
 public:
  // What a process must share with a seat to take it: the game's rules, the bot and its
  // options, its memory cap and grace.
  static std::string key(const GameSpec& game, const BotSpec& bot, const SeatLimits& limits);

  // A process kept under `key`, or none.
  std::unique_ptr<BotProcess> take(const std::string& key);
  // Keeps `bot` under `key` after its game, when it may play another (BotProcess::fit).
  void keep(std::string key, std::unique_ptr<BotProcess> bot);
  // What an engine must share with a seat to take it: the game's rules (its variant),
  // the program and the options it was given.
  static std::string engine_key(const GameSpec& game, const BotSpec& engine);
  // An engine kept under `key`, or none.
  std::unique_ptr<UciEngine> take_engine(const std::string& key);
  // Keeps `engine` under `key` after its game, when it may play another (UciEngine::fit).
  void keep_engine(std::string key, std::unique_ptr<UciEngine> engine);

  // Ends the kept processes that no seat of this game took (once its seats are started):
  // no more processes wait between games than a game has seats.
  void drop_idle() {
    idle_.clear();
    engines_.clear();
  }
  // How many processes wait for the next game.
  size_t waiting() const { return idle_.size() + engines_.size(); }

 private:
  std::vector<std::pair<std::string, std::unique_ptr<BotProcess>>> idle_;
  std::vector<std::pair<std::string, std::unique_ptr<UciEngine>>> engines_;
};

}  // namespace hr
