// What every series of games between bots shares (a match, a tournament): the game, the
// time control, the seeds (both games of a pair share theirs: the same setup and the same
// dice; a secret key deals them where the game keeps secrets), the limits, and the files
// every finished game is written to at once.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/secret_key.hpp"
#include "match/game.hpp"
#include "match/openings.hpp"

namespace hr {

// What every series of games between bots shares (a match, a tournament).
struct SeriesSettings {
  GameSpec game;
  TimeControl time;
  double margin = kDefaultMargin;
  uint64_t seed = 0;
  // Whether the game hides something from a seat or rolls dice; then, without a --seed,
  // the games' and the bots' seeds come from a key from the OS (`secret`).
  bool has_secrets = false;
  std::optional<SecretKey> secret;
  // The seeds of pairs whose first game was played before (a resumed secret series: its
  // key is gone, and the pair's other game must have the same deal).
  std::map<int, uint64_t> pair_seeds;
  size_t memory = BotSeat::kDefaultMemory;
  double start = BotSeat::kStartSeconds;
  std::string record_path;  // JSON Lines, one game a line; empty: none
  std::string pgn_path;     // PGN, one game after another as they end; empty: none
  int concurrency = 1;      // games played at once, each in a worker process
  int openings = 0;         // random plies from the start before the bots play; both games
                            // of a pair share them (they come from the pair's seed)
  std::string event;        // the series' name in its records: "houserules match", --event
  OpeningBook book;         // --openings FILE: each pair starts from one of its positions

  // Game `index` of the series with these bots in the seats: both games of a pair
  // (indices 2k and 2k+1) share their seed.
  GameSettings game_at(int index, std::vector<BotSpec> seats) const;
  // How a summary names the seeds: "seed 5", "seed 5 (deals not secret: ...)", "secret
  // deals (...)".
  std::string seed_text() const;
  // Takes the seeds of the pairs already begun from a resumed series' records.
  void keep_pair_seeds(const std::vector<Record>& previous);
  // Loads the game once before any worker starts: a game that does not load throws
  // ScriptError, one that is not for two players std::invalid_argument. Every player
  // written in C among `bots` is compiled now (CBuildError), so that the workers
  // find it in the cache and a compile error is told before any game.
  void check_game(const Host& host, const std::vector<BotSpec>& bots) const;
};

// The seed of game `index` (0-based) of a match: both games of a pair share it.
uint64_t game_seed(uint64_t match_seed, int index);

// Whether `game` hides something from a seat or has chance outcomes (a seat must not know
// the dice in advance). Throws ScriptError when it does not load.
bool game_keeps_secrets(const Host& host, const GameSpec& game);

// Appends a finished game to a record file (JSON Lines); nothing when `path` is empty.
void append_record(const std::string& path, const Record& record);

// Appends a finished game of a series to its record file and its PGN file (each where
// the series has one).
void keep_game(const Host& host, const SeriesSettings& settings, const Record& record);

// The points of seat `seat` (0-based) in a finished game of two: 1 when its score is the
// higher, 0 when lower, 0.5 when equal.
double seat_points(const Record& record, size_t seat);

}  // namespace hr
