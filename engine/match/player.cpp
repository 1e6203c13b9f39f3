#include "match/player.hpp"

namespace hr {

Player::Player(const Host& host, GameTable& table, const BotSpec& spec, int seat, uint64_t seed,
               size_t memory, double start_limit, bool own_process)
    : spec_(spec), seat_(seat) {
  if (spec.is_engine()) {
    engine_ = start_engine(table, spec);
  } else if (spec.is_native()) {
    native_ = start_native(table, spec, host.paths().data, memory);
  } else if (own_process) {
    bot_ = std::make_unique<BotProcess>(host, table.spec(), spec, seat, seed, memory, start_limit,
                                        table.view(seat));
  } else {
    bot_ = std::make_unique<BotSeat>(host, table.spec(), spec, seat, seed, memory, start_limit,
                                     table.view(seat));
  }
}

Choice Player::move(GameTable& table, const MoveTime& time, double margin) {
  Choice choice = engine_   ? engine_choice(*engine_, table, time, margin)
                  : native_ ? native_choice(*native_, table, seat_, time.limit, margin)
                            : bot_->choose(table.view(seat_), time, margin);
  if (!choice.ok()) return choice;
  // An engine's or a C player's move is already the game's text; a bot's is a value from
  // its own state.
  const auto played = engine_ || native_
                          ? table.play_text(choice.move, choice.seconds, choice.stats)
                          : table.play_encoded(choice.move, choice.seconds, choice.stats);
  if (!played) {
    choice.kind = Choice::Kind::kIllegal;
    choice.message = played.error();
    return choice;
  }
  choice.move = *played;
  return choice;
}

Choice Player::place(const std::string& view, double limit, double margin) {
  return bot_->place(view, limit, margin);
}

Choice Player::observe(GameTable& table, const std::string& move_text, double limit) {
  if (!observes()) return Choice{};
  return bot_->observe(table.view(seat_), move_text, limit);
}

std::optional<Forfeit> place_pieces(GameTable& table,
                                    const std::vector<std::unique_ptr<Player>>& players,
                                    double limit, double margin,
                                    const std::function<void(int, double)>& thinking) {
  std::vector<std::pair<int, std::string>> answers;
  // Every view first: a seat's view cannot show what another seat chose.
  std::vector<std::pair<int, std::string>> views;
  for (size_t i = 0; i < players.size(); ++i) {
    const int seat = static_cast<int>(i + 1);
    if (!players[i] || !players[i]->places()) continue;
    if (auto view = table.placement_view(seat)) views.emplace_back(seat, std::move(*view));
  }
  for (const auto& [seat, view] : views) {
    if (thinking) thinking(seat, limit + margin);
    Choice choice = players[static_cast<size_t>(seat - 1)]->place(view, limit, margin);
    if (!choice.ok()) return Forfeit{seat, std::move(choice)};
    answers.emplace_back(seat, std::move(choice.move));
  }
  for (const auto& [seat, answer] : answers) {
    const auto placed = table.place_encoded(seat, answer);
    if (!placed) {
      Choice refused;
      refused.kind = Choice::Kind::kIllegal;
      refused.message = placed.error();
      return Forfeit{seat, std::move(refused)};
    }
  }
  return std::nullopt;
}

}  // namespace hr
