#include "match/match.hpp"

#include <cmath>
#include <memory>

#include "core/files.hpp"
#include "core/rng.hpp"
#include "match/game_table.hpp"
#include "match/script_error.hpp"

namespace hr {

uint64_t game_seed(uint64_t match_seed, int index) {
  // 53 bits, so that a seed survives JSON and Lua numbers unchanged.
  return mix64(match_seed ^ mix64(static_cast<uint64_t>(index / 2) + 1)) >> 11;
}

Record play_game(const Host& host, const GameSettings& settings, const MoveObserver& observer) {
  auto referee = host.new_state(Trust::kTrusted);
  GameTable table(*referee, settings.game, settings.seed);
  const size_t seats = table.seat_names().size();
  if (settings.seats.size() != seats)
    throw std::invalid_argument(settings.game.game + " has " + std::to_string(seats) + " seats, " +
                                std::to_string(settings.seats.size()) + " bots were given");
  std::vector<std::unique_ptr<BotSeat>> bots;
  std::vector<std::string> labels;
  for (size_t i = 0; i < seats; ++i) {
    const uint64_t seed = mix64(settings.bot_seed ^ mix64(settings.seed + 1000 * (i + 1)));
    bots.push_back(std::make_unique<BotSeat>(host, settings.game, settings.seats[i],
                                             static_cast<int>(i + 1), seed, settings.memory));
    labels.push_back(settings.seats[i].label());
  }
  std::vector<double> bank(seats, settings.time.base);
  while (!table.result()) {
    const int seat = table.to_move();
    if (seat == 0) {
      table.play_chance();
      if (observer) observer(table.history().back());
      continue;
    }
    double& left = bank[static_cast<size_t>(seat - 1)];
    const double limit = settings.time.move_limit(left);
    const Choice choice =
        bots[static_cast<size_t>(seat - 1)]->choose(table.view(seat), limit, settings.margin);
    if (choice.kind == Choice::Kind::kInterrupted) throw Interrupted();
    if (!choice.ok()) {
      table.lose(seat, choice.reason());
      break;
    }
    const auto played = table.play_encoded(choice.move, choice.seconds);
    if (!played) {
      table.lose(seat, played.error());
      break;
    }
    if (settings.time.per_move <= 0 && settings.time.base > 0) {
      left -= choice.seconds;
      if (left < -settings.margin) {
        table.lose(seat, "time");
        break;
      }
      left += settings.time.increment;
    }
    if (observer) observer(table.history().back());
  }
  return table.record(labels);
}

MatchTally run_match(const Host& host, const MatchSettings& settings,
                     const GameObserver& observer) {
  MatchTally tally;
  for (int i = 0; i < settings.games; ++i) {
    const bool a_first = i % 2 == 0;
    GameSettings game;
    game.game = settings.game;
    game.seats = a_first ? std::vector<BotSpec>{settings.a, settings.b}
                         : std::vector<BotSpec>{settings.b, settings.a};
    game.seed = game_seed(settings.seed, i);
    game.bot_seed = mix64(settings.seed + static_cast<uint64_t>(i) + 1);
    game.time = settings.time;
    game.margin = settings.margin;
    game.memory = settings.memory;
    Record record;
    try {
      record = play_game(host, game);
    } catch (const Interrupted&) {
      break;
    }
    const size_t a = a_first ? 0 : 1, b = 1 - a;
    const auto& scores = record.result->scores;
    ++tally.games;
    if (scores[a] > scores[b]) {
      ++tally.wins;
    } else if (scores[a] < scores[b]) {
      ++tally.losses;
    } else {
      ++tally.draws;
    }
    if (!settings.record_path.empty()) {
      const auto written = append_file(settings.record_path, record.to_json().dump() + "\n");
      if (!written) throw std::runtime_error(written.error());
    }
    if (observer) observer(i, record, tally);
  }
  return tally;
}

}  // namespace hr
