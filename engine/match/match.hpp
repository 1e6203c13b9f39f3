// Games between bots, and matches of many games: seats swap every game, both games of a
// pair share their seed (the same setup and the same dice), and every finished game is
// written to the record file at once.
#pragma once

#include <cstdint>
#include <functional>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/clock.hpp"
#include "core/record.hpp"
#include "lua/host.hpp"
#include "match/bot_seat.hpp"
#include "match/game_spec.hpp"

namespace hr {

// Ctrl-C during a game: the game is abandoned, finished games are kept.
class Interrupted : public std::runtime_error {
 public:
  Interrupted() : std::runtime_error("interrupted") {}
};

struct GameSettings {
  GameSpec game;
  std::vector<BotSpec> seats;  // one bot per seat, in seat order
  uint64_t seed = 0;           // the game's own randomness: setup and chance outcomes
  uint64_t bot_seed = 0;       // each bot's rng derives from this and its seat
  TimeControl time;            // none by default
  double margin = 0.05;        // seconds past a move's limit before the bot loses on time
  size_t memory = BotSeat::kDefaultMemory;
};

// Called after every move with the move just played.
using MoveObserver = std::function<void(const Record::Move&)>;

// Plays one game between bots and returns its record. A bot that errs, overruns its time
// or memory, returns nothing or an illegal move loses (the reason is in the record). A
// failure of the game itself (its scripts) throws ScriptError; Ctrl-C throws Interrupted.
Record play_game(const Host& host, const GameSettings& settings, const MoveObserver& observer = {});

struct MatchSettings {
  GameSpec game;
  BotSpec a, b;
  int games = 2;
  TimeControl time;
  double margin = 0.05;
  uint64_t seed = 0;
  size_t memory = BotSeat::kDefaultMemory;
  std::string record_path;  // JSON Lines, one game a line; empty: none
};

struct MatchTally {
  int games = 0, wins = 0, losses = 0, draws = 0;  // from A's side
  double score() const { return wins + 0.5 * draws; }
};

// The seed of game `index` (0-based) of a match: both games of a pair share it.
uint64_t game_seed(uint64_t match_seed, int index);

// Called after every game with its index, record and the tally so far.
using GameObserver = std::function<void(int index, const Record& record, const MatchTally& tally)>;

// Plays the match; A sits first in even games, second in odd ones. Returns the tally
// (of the finished games only, after Ctrl-C).
MatchTally run_match(const Host& host, const MatchSettings& settings,
                     const GameObserver& observer = {});

}  // namespace hr
