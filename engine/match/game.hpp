// One game between bots (play_game): the seats started in processes of their own, the
// referee's loop until the game ends, the record. A match's and a tournament's workers
// play them (worker_pool.hpp); series.hpp says how a series numbers and seeds them.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/clock.hpp"
#include "core/record.hpp"
#include "lua/host.hpp"
#include "match/bot_seat.hpp"
#include "match/game_spec.hpp"
#include "match/kept_bots.hpp"
#include "match/referee.hpp"

namespace hr {

struct GameSettings {
  GameSpec game;
  std::vector<BotSpec> seats;  // one bot per seat, in seat order
  uint64_t seed = 0;           // the game's own randomness: setup and chance outcomes
  uint64_t bot_seed = 0;       // each bot's rng derives from this and its seat
  // Each seat's own seed when they come from a secret key (secret_key.hpp); empty: from
  // bot_seed, as a public function of it.
  std::vector<uint64_t> seat_seeds;
  // In a game that hides something or rolls dice: "secret" (from a key from the OS) or
  // "seeded" (from --seed, so whoever knows the seed knows the deal); "" otherwise. Kept in
  // the record.
  std::string deal;
  TimeControl time;                // none by default
  double margin = kDefaultMargin;  // seconds past a move's limit before the bot loses on time
  size_t memory = BotSeat::kDefaultMemory;
  double start = BotSeat::kStartSeconds;  // for each bot's own start (module, new_game, place)
  int openings = 0;   // random plies from the start before the bots play (the seed picks them)
  int opening = 0;    // the opening's number in the series' openings file (1-based), 0: none
  std::string event;  // the series' name, for the record ("" outside a series)
};

// The referee's Lua state, which a process that plays game after game (a match's worker)
// keeps while the game, its house rules and options stay the same: the rules' modules load
// once and their compiled code stays. A fresh state per game compiled every trace again,
// and the JIT's mapping and protecting of machine code (about 18 mprotect calls a move)
// took more system time than the games took user time in a class tournament. A game's
// session (its state, rng and history) is its own table, gone with the game; the modules
// hold none of it (the game contract says so). A game that fails takes the state with it.
class KeptReferee {
 public:
  lua_State* state(const Host& host, const GameSpec& game);
  void forget() { state_.reset(); }

 private:
  std::unique_ptr<LuaState> state_;
  const Host* host_ = nullptr;
  std::string key_;
};

// What a process that plays game after game (a match's worker) keeps between them: the
// referee's state and the Lua bots' processes.
struct KeptBetweenGames {
  KeptReferee referee;
  KeptBots bots;
};

// Plays one game between bots in this process and returns its record. A bot that errs,
// overruns its time or memory (also while it starts), returns nothing or an illegal move
// loses (the reason is in the record). A failure of the game itself (its scripts) throws
// ScriptError; Ctrl-C throws Interrupted. With `kept`, the referee plays in its state and
// the Lua bots in processes kept from game to game.
Record play_game(const Host& host, const GameSettings& settings, const GameEvents& events = {},
                 KeptBetweenGames* kept = nullptr);

// The position `plies` random moves from the start of `game` (or its given position) (chance as it
// falls), picked by `seed`, as the game's position text: an opening for a pair of games. A line
// that ends the game early is drawn again with the next seed; none at all after 100 tries is an
// error. Needs the game's position text (write_position).
std::string random_opening(const Host& host, const GameSpec& game, uint64_t seed, int plies);

// What a series writes into each game's record besides the game: its name, the time
// control and the settings a resumed series must share, and how the game ended in a word.
// `date` is when the game began (utc_date_time()).
void describe_series(Record& record, const GameSettings& settings, const std::string& date);

// Now, UTC, as records write it: "2026-11-27T14:50:12Z".
std::string utc_date_time();

}  // namespace hr
