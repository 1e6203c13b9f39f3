#include "match/tournament.hpp"

#include <cmath>
#include <stdexcept>

#include "core/files.hpp"
#include "core/rng.hpp"
#include "match/worker_pool.hpp"

namespace hr {

namespace {
int ordered_pairs(size_t bots) {
  return static_cast<int>(bots * (bots - 1));
}
}  // namespace

int TournamentSettings::games() const {
  return rounds * ordered_pairs(bots.size());
}

Pairing tournament_pairing(const TournamentSettings& settings, int index) {
  const int n = static_cast<int>(settings.bots.size());
  const int within = index % ordered_pairs(settings.bots.size());
  int pair = within / 2;
  // The pair number walks (0,1), (0,2), ..., (1,2), ...
  for (int i = 0; i < n; ++i) {
    const int later = n - 1 - i;
    if (pair < later) {
      const int j = i + 1 + pair;
      return within % 2 == 0 ? Pairing{i, j} : Pairing{j, i};
    }
    pair -= later;
  }
  throw std::logic_error("tournament_pairing: index out of range");
}

GameSettings tournament_game(const TournamentSettings& settings, int index) {
  const Pairing p = tournament_pairing(settings, index);
  return settings.game_at(index, {settings.bots[static_cast<size_t>(p.first)],
                                  settings.bots[static_cast<size_t>(p.second)]});
}

void TournamentTable::add(const Pairing& pairing, const Record& record) {
  const double first = seat_points(record, 0);
  results[static_cast<size_t>(pairing.first)][static_cast<size_t>(pairing.second)].add(first);
  results[static_cast<size_t>(pairing.second)][static_cast<size_t>(pairing.first)].add(1 - first);
  if (first != 0.5)
    loss_reasons[static_cast<size_t>(first == 0 ? pairing.first : pairing.second)].add(
        record.result->reason);
  ++games;
}

double TournamentTable::points(size_t i, double win, double draw, double loss) const {
  double total = 0;
  for (const auto& t : results[i])
    total += win * t.wins + draw * t.draws + loss * t.losses;
  return total;
}

std::vector<Rating> rate(const TournamentTable& table) {
  const size_t n = table.results.size();
  // Games and scores with the prior: one extra draw for each pair that met.
  std::vector<std::vector<double>> games(n, std::vector<double>(n, 0));
  std::vector<double> score(n, 0);
  for (size_t i = 0; i < n; ++i) {
    for (size_t j = 0; j < n; ++j) {
      const Trinomial& t = table.results[i][j];
      if (i == j || t.count() == 0) continue;
      games[i][j] = t.count() + 1;
      score[i] += t.score() + 0.5;  // with the prior draw
    }
  }
  // Minorize-maximize (Hunter 2004): gamma_i = W_i / sum_j n_ij / (gamma_i + gamma_j).
  std::vector<double> gamma(n, 1);
  for (int iteration = 0; iteration < 10000; ++iteration) {
    double change = 0;
    for (size_t i = 0; i < n; ++i) {
      double denominator = 0;
      for (size_t j = 0; j < n; ++j)
        if (games[i][j] > 0) denominator += games[i][j] / (gamma[i] + gamma[j]);
      if (denominator <= 0) continue;
      const double next = score[i] / denominator;
      change = std::max(change, std::fabs(std::log(next / gamma[i])));
      gamma[i] = next;
    }
    double log_mean = 0;
    for (double g : gamma)
      log_mean += std::log(g);
    log_mean /= static_cast<double>(n);
    for (double& g : gamma)
      g /= std::exp(log_mean);
    if (change < 1e-10) break;
  }
  // Error bars from the curvature of the likelihood: the variance of log gamma_i is about
  // 1 / sum_j n_ij p_ij (1 - p_ij).
  const double to_elo = 400 / std::log(10.0);
  constexpr double kZ95 = 1.959963984540054;
  std::vector<Rating> out(n);
  for (size_t i = 0; i < n; ++i) {
    double information = 0;
    for (size_t j = 0; j < n; ++j) {
      if (games[i][j] <= 0) continue;
      const double p = gamma[i] / (gamma[i] + gamma[j]);
      information += games[i][j] * p * (1 - p);
    }
    out[i].elo = to_elo * std::log(gamma[i]);
    out[i].error = information > 0 ? kZ95 * to_elo / std::sqrt(information) : INFINITY;
  }
  return out;
}

TournamentTable run_tournament(const Host& host, const TournamentSettings& settings,
                               const TournamentObserver& observer) {
  if (settings.bots.size() < 2) throw std::invalid_argument("a tournament needs two bots or more");
  settings.check_game(host, settings.bots);
  TournamentTable table(settings.bots.size());
  std::vector<bool> played(static_cast<size_t>(settings.games()), false);
  for (const auto& record : settings.previous) {
    if (!record.index || *record.index < 1 || *record.index > settings.games() || !record.result)
      continue;
    const int index = *record.index - 1;
    if (played[static_cast<size_t>(index)]) continue;
    played[static_cast<size_t>(index)] = true;
    table.add(tournament_pairing(settings, index), record);
  }
  std::vector<int> indices;
  for (int i = 0; i < settings.games(); ++i)
    if (!played[static_cast<size_t>(i)]) indices.push_back(i);
  if (indices.empty()) return table;
  WorkerPool pool(
      host, [&](int index) { return tournament_game(settings, index); },
      std::min<int>(settings.concurrency, static_cast<int>(indices.size())));
  pool.run(indices, [&](int index, const Record& record) {
    table.add(tournament_pairing(settings, index), record);
    keep_game(host, settings, record);
    if (observer) observer(index, record, table);
    return true;
  });
  return table;
}

}  // namespace hr
