// Games between bots, and matches of many games: seats swap every game, both games of a
// pair share their seed (the same setup and the same dice), and every finished game is
// written to the record file at once.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/clock.hpp"
#include "core/record.hpp"
#include "core/secret_key.hpp"
#include "lua/host.hpp"
#include "match/bot_seat.hpp"
#include "match/game_spec.hpp"
#include "match/losses.hpp"
#include "match/openings.hpp"
#include "match/referee.hpp"
#include "match/stats.hpp"

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

// Plays one game between bots in this process and returns its record. A bot that errs,
// overruns its time or memory (also while it starts), returns nothing or an illegal move
// loses (the reason is in the record). A failure of the game itself (its scripts) throws
// ScriptError; Ctrl-C throws Interrupted.
Record play_game(const Host& host, const GameSettings& settings, const GameEvents& events = {});

// The position `plies` random moves from the start of `game` (or its given position) (chance as it
// falls), picked by `seed`, as the game's position text: an opening for a pair of games. A line
// that ends the game early is drawn again with the next seed; none at all after 100 tries is an
// error. Needs the game's position text (write_position).
std::string random_opening(const Host& host, const GameSpec& game, uint64_t seed, int plies);

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
  // written in C among `bots` is compiled now (NativeBuildError), so that the workers
  // find it in the cache and a compile error is told before any game.
  void check_game(const Host& host, const std::vector<BotSpec>& bots) const;
};

struct MatchSettings : SeriesSettings {
  BotSpec a, b;
  int games = 2;
  std::optional<Sprt> sprt;      // stop as soon as the test decides
  std::vector<Record> previous;  // games already played (--resume): counted, not replayed
  // --shard K/N: this run plays only the pairs p (games 2p and 2p+1) with p % N == K - 1,
  // so that N runs, on one machine or many, play the match between them.
  int shard = 1, shards = 1;
};

// A's wins, draws and losses, and the same games as pairs.
struct MatchTally : Trinomial {
  int games = 0;
  Pentanomial pairs;              // finished pairs of games
  std::map<int, double> waiting;  // A's points in games whose partner has not finished
  int sprt = 0;                   // the SPRT's decision: +1 H1, -1 H0, 0 none (yet)
  Losses loss_reasons[2];         // how A and B lost their games

  // Counts game `index` (0-based), where A scored `a_points` (1, 0.5 or 0).
  void add(int index, double a_points);
  // Counts how the loser of game `index` (0-based) lost it.
  void count_losses(int index, const Record& record);
  // From the pairs when there are any, else from single games.
  EloEstimate elo() const;
};

// The seed of game `index` (0-based) of a match: both games of a pair share it.
uint64_t game_seed(uint64_t match_seed, int index);

// Whether `game` hides something from a seat or has chance outcomes (a seat must not know
// the dice in advance). Throws ScriptError when it does not load.
bool game_keeps_secrets(const Host& host, const GameSpec& game);

// Called after every game with its index, record and the tally so far.
using GameObserver = std::function<void(int index, const Record& record, const MatchTally& tally)>;

// What a series writes into each game's record besides the game: its name, the time
// control and the settings a resumed series must share, and how the game ended in a word.
// `date` is when the game began (utc_date_time()).
void describe_series(Record& record, const GameSettings& settings, const std::string& date);

// Now, UTC, as records write it: "2026-11-27T14:50:12Z".
std::string utc_date_time();

// Appends a finished game to a record file (JSON Lines); nothing when `path` is empty.
void append_record(const std::string& path, const Record& record);

// Appends a finished game of a series to its record file and its PGN file (each where
// the series has one).
void keep_game(const Host& host, const SeriesSettings& settings, const Record& record);

// Game `index` of a match: A sits first in even games, second in odd ones.
GameSettings match_game(const MatchSettings& settings, int index);

// The points of seat `seat` (0-based) in a finished game of two: 1 when its score is the
// higher, 0 when lower, 0.5 when equal.
double seat_points(const Record& record, size_t seat);

// A's points in a finished game of the match (1 win, 0.5 draw, 0 loss).
double a_points(const Record& record, int index);

// Plays the match in `concurrency` worker processes. Returns the tally (of the finished
// games only, after Ctrl-C or when the SPRT decides).
MatchTally run_match(const Host& host, const MatchSettings& settings,
                     const GameObserver& observer = {});

}  // namespace hr
