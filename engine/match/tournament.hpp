// A round robin between bots: every pair meets in every round, once in each seat order,
// and both games of a pair share their seed (the same setup and dice). The results give
// a cross table, points under any scoring, and an Elo rating per bot.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "core/clock.hpp"
#include "core/record.hpp"
#include "lua/host.hpp"
#include "match/losses.hpp"
#include "match/series.hpp"
#include "match/stats.hpp"

namespace hr {

struct TournamentSettings : SeriesSettings {
  std::vector<BotSpec> bots;
  int rounds = 1;
  std::vector<Record> previous;  // games already played (--resume): counted, not replayed

  int games() const;  // rounds * every ordered pair
};

// Who plays game `index`: bots[first] in seat 1, bots[second] in seat 2.
struct Pairing {
  int first = 0, second = 0;
};
Pairing tournament_pairing(const TournamentSettings& settings, int index);
GameSettings tournament_game(const TournamentSettings& settings, int index);

struct TournamentTable {
  // results[i][j]: bot i's games against bot j, from i's side.
  std::vector<std::vector<Trinomial>> results;
  std::vector<Losses> loss_reasons;  // how each bot lost its games
  int games = 0;

  explicit TournamentTable(size_t bots = 0)
      : results(bots, std::vector<Trinomial>(bots)), loss_reasons(bots) {}
  void add(const Pairing& pairing, const Record& record);
  // Points of bot i under the scoring (per win, draw, loss).
  double points(size_t i, double win, double draw, double loss) const;
};

struct Rating {
  double elo = 0;    // relative to the field's mean
  double error = 0;  // half the 95% interval
};

// Bradley-Terry ratings by maximum likelihood (a draw is half a win), the mean fixed at
// 0. Each pair that met counts one extra draw, a prior that keeps a bot that won or lost
// every game at a finite rating.
std::vector<Rating> rate(const TournamentTable& table);

using TournamentObserver = std::function<void(int index, const Record&, const TournamentTable&)>;

// Plays every game in worker processes; after Ctrl-C, the table of the finished games.
TournamentTable run_tournament(const Host& host, const TournamentSettings& settings,
                               const TournamentObserver& observer = {});

}  // namespace hr
