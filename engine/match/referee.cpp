#include "match/referee.hpp"

#include <cstdio>
#include <limits>
#include <utility>

namespace hr {

namespace {
// What an `observe` hook may take: it is for bookkeeping, not thinking.
constexpr double kObserveSeconds = 1.0;
// What closing a seat may take (no bot code runs then, unless it was given ffi).
constexpr double kCloseSeconds = 1.0;

TurnReport loss(int seat, std::string reason) {
  TurnReport report;
  report.kind = TurnReport::Kind::kLoss;
  report.seat = seat;
  report.reason = std::move(reason);
  return report;
}
}  // namespace

Referee::Referee(GameTable& table, std::vector<std::unique_ptr<Seat>>& players, TimeControl time,
                 double margin, GameEvents events)
    : table_(table),
      players_(players),
      time_(time),
      margin_(margin),
      events_(std::move(events)),
      bank_(players.size(), time.base) {}

std::optional<TurnReport> Referee::set_up(double limit) {
  // Every view first: a seat's view cannot show what another seat chose.
  std::vector<std::pair<int, std::string>> views;
  for (size_t i = 0; i < players_.size(); ++i) {
    const int seat = static_cast<int>(i + 1);
    if (!players_[i] || !players_[i]->places()) continue;
    if (auto view = table_.placement_view(seat)) views.emplace_back(seat, std::move(*view));
  }
  std::vector<std::pair<int, std::string>> answers;
  for (const auto& [seat, view] : views) {
    if (events_.thinking) events_.thinking(seat, limit + margin_);
    Choice choice = players_[static_cast<size_t>(seat - 1)]->place(view, limit, margin_);
    if (choice.kind == Choice::Kind::kInterrupted) throw Interrupted(seat);
    if (!choice.ok()) {
      table_.lose(seat, choice.reason());
      return loss(seat, choice.reason());
    }
    answers.emplace_back(seat, std::move(choice.move));
  }
  for (const auto& [seat, answer] : answers) {
    const auto placed = table_.place_encoded(seat, answer);
    if (!placed) {
      Choice refused;
      refused.kind = Choice::Kind::kIllegal;
      refused.message = placed.error();
      table_.lose(seat, refused.reason());
      return loss(seat, refused.reason());
    }
  }
  if (events_.placed) {
    const auto placements = table_.placements();
    if (!placements.empty()) events_.placed(placements);
  }
  return std::nullopt;
}

std::optional<TurnReport> Referee::tell(const Record::Move& move) {
  if (events_.moved) events_.moved(move);
  // (The move is the one just played, as the table wrote it: no walk through the history.)
  for (size_t i = 0; i < players_.size(); ++i) {
    if (!players_[i] || !players_[i]->observes()) continue;
    const int seat = static_cast<int>(i + 1);
    if (events_.thinking) events_.thinking(seat, kObserveSeconds + margin_);
    const Choice heard = players_[i]->observe(
        table_, table_.public_move(move.text, move.seat, seat), kObserveSeconds);
    if (heard.kind == Choice::Kind::kInterrupted) throw Interrupted(seat);
    if (!heard.ok()) {
      table_.lose(seat, heard.reason());
      return loss(seat, heard.reason());
    }
  }
  return std::nullopt;
}

TurnReport Referee::heard_by_all(TurnReport played) {
  auto lost = tell(played.move);
  if (!lost) return played;
  lost->move = std::move(played.move);  // played before the seat lost
  return *lost;
}

TurnReport Referee::play_turn() {
  const int seat = table_.to_move();
  if (seat == 0) {
    TurnReport report;
    report.kind = TurnReport::Kind::kChance;
    report.move = Record::Move{0, table_.play_chance(), 0, {}};
    return heard_by_all(std::move(report));
  }
  Seat* player = players_[static_cast<size_t>(seat - 1)].get();
  if (!player || player->is_person()) {
    TurnReport report;
    report.seat = seat;
    return report;  // a person's turn
  }
  double& left = bank_[static_cast<size_t>(seat - 1)];
  const MoveTime time = time_.move_time(bank_, seat);
  if (events_.thinking)
    events_.thinking(
        seat, time.limited() ? time.limit + margin_ : std::numeric_limits<double>::infinity());
  const Choice choice = player->move(table_, time, margin_);
  if (choice.kind == Choice::Kind::kInterrupted) throw Interrupted(seat);
  if (!choice.ok()) {
    table_.lose(seat, choice.reason());
    return loss(seat, choice.reason());
  }
  if (time_.per_move <= 0 && time_.base > 0) {
    left -= choice.seconds;
    if (left < -margin_) {
      char ran_out[96];
      std::snprintf(ran_out, sizeof ran_out, "time: the game clock ran out (%.3f s over)", -left);
      table_.lose(seat, ran_out);
      return loss(seat, ran_out);
    }
    left += time_.increment;
  }
  TurnReport report;
  report.kind = TurnReport::Kind::kMove;
  report.seat = seat;
  report.move = Record::Move{seat, choice.move, choice.seconds, choice.stats};
  return heard_by_all(std::move(report));
}

void Referee::close_players() {
  for (size_t i = 0; i < players_.size(); ++i) {
    if (!players_[i]) continue;
    if (events_.thinking) events_.thinking(static_cast<int>(i + 1), kCloseSeconds);
    players_[i].reset();
  }
}

}  // namespace hr
