#include "match/game.hpp"

#include <cmath>
#include <ctime>
#include <memory>

#include "core/rng.hpp"
#include "match/game_table.hpp"
#include "match/losses.hpp"
#include "match/script_error.hpp"
#include "match/seat.hpp"
#include "match/uci_engine.hpp"

namespace hr {

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
Record play_game_in(lua_State* rules, const Host& host, const GameSettings& settings,
                    const GameEvents& events, KeptBots* kept) {
  GameSpec game = settings.game;
  if (settings.openings > 0)
    game.position = random_opening(host, game, settings.seed, settings.openings);
  GameTable table(rules, game, settings.seed);
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
      players.push_back(start_seat(host, table, spec, seat, seed, limits, kept));
    } catch (const BotFailure& e) {
      if (e.choice().kind == Choice::Kind::kInterrupted) throw Interrupted(seat);
      players.push_back(nullptr);
      if (!failed) {
        failed = seat;
        why = e.choice().reason();
      }
    }
  }
  if (kept) kept->drop_idle();
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

Record play_game_only(const Host& host, const GameSettings& settings, const GameEvents& events,
                      KeptBetweenGames* kept) {
  if (!kept) {
    auto rules = host.new_state(Trust::kTrusted);
    return play_game_in(*rules, host, settings, events, nullptr);
  }
  lua_State* rules = kept->referee.state(host, settings.game);
  try {
    return play_game_in(rules, host, settings, events, &kept->bots);
  } catch (...) {
    kept->referee.forget();
    kept->bots.drop_idle();
    throw;
  }
}

}  // namespace

lua_State* KeptReferee::state(const Host& host, const GameSpec& game) {
  std::string key = game.rules_key();
  if (!state_ || host_ != &host || key != key_) {
    state_.reset();
    state_ = host.new_state(Trust::kTrusted);
    host_ = &host;
    key_ = std::move(key);
  }
  return *state_;
}

Record play_game(const Host& host, const GameSettings& settings, const GameEvents& events,
                 KeptBetweenGames* kept) {
  const std::string date = utc_date_time();
  Record record = play_game_only(host, settings, events, kept);
  describe_series(record, settings, date);
  return record;
}

}  // namespace hr
