#include "match/match.hpp"

#include <cmath>
#include <cstdio>
#include <ctime>
#include <limits>
#include <memory>

#include "core/files.hpp"
#include "core/rng.hpp"
#include "match/game_table.hpp"
#include "match/losses.hpp"
#include "match/native_player.hpp"
#include "match/pgn_game.hpp"
#include "match/script_error.hpp"
#include "match/seat.hpp"
#include "match/uci_engine.hpp"
#include "match/worker_pool.hpp"

namespace hr {

uint64_t game_seed(uint64_t match_seed, int index) {
  // 53 bits, so that a seed survives JSON and Lua numbers unchanged.
  return mix64(match_seed ^ mix64(static_cast<uint64_t>(index / 2) + 1)) >> 11;
}

std::string random_opening(const Host& host, const GameSpec& game, uint64_t seed, int plies) {
  for (uint64_t attempt = 0; attempt < 100; ++attempt) {
    auto state = host.new_state(Trust::kTrusted);
    GameTable table(*state, game, seed);
    Rng rng(mix64(seed ^ mix64(attempt + 0x6f70656e)));
    int played = 0;
    while (played < plies && !table.result()) {
      if (table.to_move() == 0) {
        table.play_chance();
        continue;
      }
      const auto moves = table.legal_moves();
      if (!table.play_text(moves[rng.below(moves.size())])) break;
      ++played;
    }
    if (played < plies || table.result()) continue;
    std::string text = table.position_text();
    if (text.empty())
      throw std::invalid_argument(game.label() + " has no position text, which openings need");
    return text;
  }
  throw std::invalid_argument("no opening of " + std::to_string(plies) + " plies in " +
                              game.label() + " that does not end the game");
}

std::string utc_date_time() {
  const std::time_t now = std::time(nullptr);
  std::tm utc{};
  gmtime_r(&now, &utc);
  char text[32];
  std::strftime(text, sizeof text, "%Y-%m-%dT%H:%M:%SZ", &utc);
  return text;
}

void describe_series(Record& record, const GameSettings& settings, const std::string& date) {
  record.event = settings.event;
  record.date = date;
  record.time_control = settings.time.text();
  record.settings = {{"margin_ms", std::round(settings.margin * 1e6) / 1e3},
                     {"memory_mb", static_cast<double>(settings.memory >> 20)},
                     {"openings", settings.openings}};
  if (record.result) record.termination = termination_of(record.result->reason);
  if (settings.opening > 0) record.opening = settings.opening;
  record.deal = settings.deal;
}

namespace {
// The game itself; play_game adds what the series says of it.
Record play_game_only(const Host& host, const GameSettings& settings, const GameEvents& events) {
  auto rules = host.new_state(Trust::kTrusted);
  GameSpec game = settings.game;
  if (settings.openings > 0)
    game.position = random_opening(host, game, settings.seed, settings.openings);
  GameTable table(*rules, game, settings.seed);
  const size_t seats = table.seat_names().size();
  if (settings.seats.size() != seats)
    throw std::invalid_argument(settings.game.game + " has " + std::to_string(seats) + " seats, " +
                                std::to_string(settings.seats.size()) + " bots were given");
  std::vector<std::unique_ptr<Seat>> players;
  std::vector<std::string> labels;
  int failed = 0;  // the first seat whose bot could not start
  std::string why;
  for (size_t i = 0; i < seats; ++i) {
    const BotSpec& spec = settings.seats[i];
    const int seat = static_cast<int>(i + 1);
    labels.push_back(spec.label());
    const uint64_t seed = i < settings.seat_seeds.size()
                              ? settings.seat_seeds[i]
                              : mix64(settings.bot_seed ^ mix64(settings.seed + 1000 * (i + 1)));
    if (events.thinking)
      events.thinking(seat, spec.is_engine() ? UciEngine::kStartSeconds
                                             : BotSeat::kLoadSeconds + settings.start);
    try {
      SeatLimits limits;
      limits.memory = settings.memory;
      limits.start = settings.start;
      players.push_back(start_seat(host, table, spec, seat, seed, limits));
    } catch (const BotFailure& e) {
      if (e.choice().kind == Choice::Kind::kInterrupted) throw Interrupted(seat);
      players.push_back(nullptr);
      if (!failed) {
        failed = seat;
        why = e.choice().reason();
      }
    }
  }
  Referee referee(table, players, settings.time, settings.margin, events);
  if (failed) {
    table.lose(failed, why);
  } else if (!referee.set_up(settings.start)) {  // seats that set up their own pieces
    while (!table.result() && referee.play_turn().kind != TurnReport::Kind::kPerson) {
    }
  }
  referee.close_players();  // each in its turn: nothing of a bot runs unwatched
  return table.record(labels);
}

}  // namespace

Record play_game(const Host& host, const GameSettings& settings, const GameEvents& events) {
  const std::string date = utc_date_time();
  Record record = play_game_only(host, settings, events);
  describe_series(record, settings, date);
  return record;
}

void append_record(const std::string& path, const Record& record) {
  if (path.empty()) return;
  // One write of one whole line: a run killed mid-write leaves at most a torn last line.
  const auto written = append_file(path, record.to_json().dump() + "\n");
  if (!written) throw std::runtime_error(written.error());
}

void keep_game(const Host& host, const SeriesSettings& settings, const Record& record) {
  append_record(settings.record_path, record);
  append_pgn(host, settings.pgn_path, record);
}

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

GameSettings SeriesSettings::game_at(int index, std::vector<BotSpec> seats) const {
  GameSettings g;
  g.game = game;
  g.seats = std::move(seats);
  if (secret) {
    const int pair = index / 2;
    const auto begun = pair_seeds.find(pair);
    g.seed = begun != pair_seeds.end() ? begun->second
                                       : secret->derive("game", static_cast<uint64_t>(pair));
    for (uint64_t seat = 1; seat <= 2; ++seat)
      g.seat_seeds.push_back(secret->derive("seat", static_cast<uint64_t>(index), seat));
  } else {
    g.seed = game_seed(seed, index);
    g.bot_seed = mix64(seed + static_cast<uint64_t>(index) + 1);
  }
  g.deal = deal_name(secret.has_value(), has_secrets);
  g.time = time;
  g.margin = margin;
  g.memory = memory;
  g.start = start;
  g.openings = openings;
  g.event = event;
  if (!book.empty()) {
    const size_t pick = book.pick(index / 2, seed);
    g.game.position = book.positions[pick];
    g.opening = static_cast<int>(pick + 1);
  }
  return g;
}

std::string SeriesSettings::seed_text() const {
  if (secret) return "secret deals (a key from the OS; each game's seed is in its record)";
  const std::string text = "seed " + std::to_string(seed);
  return has_secrets ? text + " (deals not secret: whoever knows the seed knows them)" : text;
}

void SeriesSettings::keep_pair_seeds(const std::vector<Record>& previous) {
  if (!secret) return;
  for (const auto& r : previous)
    if (r.index) pair_seeds[(*r.index - 1) / 2] = r.seed;
}

bool game_keeps_secrets(const Host& host, const GameSpec& game) {
  auto state = host.new_state(Trust::kTrusted);
  GameTable table(*state, game, 0);
  return table.keeps_secrets();
}

void SeriesSettings::check_game(const Host& host, const std::vector<BotSpec>& bots) const {
  auto state = host.new_state(Trust::kTrusted);
  GameTable table(*state, game, seed);
  const size_t seats = table.seat_names().size();
  if (seats != 2)
    throw std::invalid_argument(game.label() + " has " + std::to_string(seats) +
                                " seats with these options; matches and tournaments pair two bots");
  for (const auto& bot : bots)
    if (bot.is_native())
      build_native(bot.native_path(), native_form(table), native_cache(host.paths().data));
}

GameSettings match_game(const MatchSettings& settings, int index) {
  return settings.game_at(index, index % 2 == 0 ? std::vector<BotSpec>{settings.a, settings.b}
                                                : std::vector<BotSpec>{settings.b, settings.a});
}

double seat_points(const Record& record, size_t seat) {
  const auto& scores = record.result->scores;
  const double mine = scores[seat], theirs = scores[1 - seat];
  return mine > theirs ? 1 : mine < theirs ? 0 : 0.5;
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
