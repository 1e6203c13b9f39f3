// A match between two bots: game after game in worker processes (worker_pool.hpp), seats
// swapped every game, counted as pairs, stopped early by an SPRT; every finished game
// written at once (series.hpp).
#pragma once

#include <functional>
#include <map>
#include <optional>
#include <vector>

#include "core/record.hpp"
#include "lua/host.hpp"
#include "match/losses.hpp"
#include "match/series.hpp"
#include "match/stats.hpp"

namespace hr {

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

// Called after every game with its index, record and the tally so far.
using GameObserver = std::function<void(int index, const Record& record, const MatchTally& tally)>;

// Game `index` of a match: A sits first in even games, second in odd ones.
GameSettings match_game(const MatchSettings& settings, int index);

// A's points in a finished game of the match (1 win, 0.5 draw, 0 loss).
double a_points(const Record& record, int index);

// Plays the match in `concurrency` worker processes. Returns the tally (of the finished
// games only, after Ctrl-C or when the SPRT decides).
MatchTally run_match(const Host& host, const MatchSettings& settings,
                     const GameObserver& observer = {});

}  // namespace hr
