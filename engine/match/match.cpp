#include "match/match.hpp"

#include "match/worker_pool.hpp"

namespace hr {

void MatchTally::add(int index, double a_points) {
  ++games;
  Trinomial::add(a_points);
  const int partner = index ^ 1;
  if (auto it = waiting.find(partner); it != waiting.end()) {
    pairs.add(it->second + a_points);
    waiting.erase(it);
  } else {
    waiting[index] = a_points;
  }
}

EloEstimate MatchTally::elo() const {
  return pairs.count() > 0 ? estimate(pairs) : estimate(static_cast<const Trinomial&>(*this));
}

GameSettings match_game(const MatchSettings& settings, int index) {
  return settings.game_at(index, index % 2 == 0 ? std::vector<BotSpec>{settings.a, settings.b}
                                                : std::vector<BotSpec>{settings.b, settings.a});
}

double a_points(const Record& record, int index) {
  return seat_points(record, index % 2);
}

void MatchTally::count_losses(int index, const Record& record) {
  const size_t a_seat = static_cast<size_t>(index % 2);
  for (size_t seat = 0; seat < 2; ++seat)
    if (seat_points(record, seat) == 0)
      loss_reasons[seat == a_seat ? 0 : 1].add(record.result->reason);
}

MatchTally run_match(const Host& host, const MatchSettings& settings,
                     const GameObserver& observer) {
  MatchTally tally;
  std::vector<bool> played(static_cast<size_t>(settings.games), false);
  for (const auto& record : settings.previous) {
    if (!record.index || *record.index < 1 || *record.index > settings.games || !record.result)
      continue;
    const int index = *record.index - 1;
    if (played[static_cast<size_t>(index)]) continue;
    played[static_cast<size_t>(index)] = true;
    tally.add(index, a_points(record, index));
    tally.count_losses(index, record);
  }
  if (settings.sprt) tally.sprt = settings.sprt->decision(tally.pairs);
  std::vector<int> indices;
  for (int i = 0; i < settings.games; ++i)
    if (!played[static_cast<size_t>(i)] && (i / 2) % settings.shards == settings.shard - 1)
      indices.push_back(i);
  if (indices.empty() || tally.sprt != 0) return tally;
  settings.check_game(host, {settings.a, settings.b});

  WorkerPool pool(
      host, [&](int index) { return match_game(settings, index); },
      std::min<int>(settings.concurrency, static_cast<int>(indices.size())));
  pool.run(indices, [&](int index, const Record& record) {
    tally.add(index, a_points(record, index));
    tally.count_losses(index, record);
    keep_game(host, settings, record);
    if (settings.sprt) tally.sprt = settings.sprt->decision(tally.pairs);
    if (observer) observer(index, record, tally);
    return tally.sprt == 0;
  });
  return tally;
}

}  // namespace hr
