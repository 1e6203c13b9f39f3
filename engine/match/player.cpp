#include "match/player.hpp"

namespace hr {

Player::Player(const Host& host, GameTable& table, const BotSpec& spec, int seat, uint64_t seed,
               const SeatLimits& limits)
    : spec_(spec), seat_(seat) {
  if (spec.is_engine()) {
    engine_ = start_engine(table, spec);
  } else if (spec.is_native()) {
    native_ = start_native(table, spec, host.paths().data, limits.memory);
  } else {
    bot_ = std::make_unique<BotProcess>(host, table.spec(), spec, seat, seed, limits.memory,
                                        limits.start,
                                        limits.start_position ? table.view(seat) : std::string(),
                                        limits.grace);
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

}  // namespace hr
