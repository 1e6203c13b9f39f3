// The referee: the one loop that plays a game's turns between its seats, whoever drives
// it - a match's worker (play_game), the REPL, `houserules play`. Each turn is a chance
// outcome, a seat's move, or a seat's loss (an error, an illegal move, its time, the game
// clock); every seat with an `observe` hook hears of every move, a person's too; the set-up
// before the first move and the closing of each seat are the referee's as well. So a bot
// plays by the same clock, margin and losses at the REPL as in a match.
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/clock.hpp"
#include "core/record.hpp"
#include "match/game_table.hpp"
#include "match/seat.hpp"

namespace hr {

// Seconds past a move's limit before a seat loses on time (--margin), unless told otherwise.
constexpr double kDefaultMargin = 0.05;

// Ctrl-C while a seat thinks: the game is abandoned (a match keeps its finished games), or
// at the REPL the seat has not moved.
class Interrupted : public std::runtime_error {
 public:
  explicit Interrupted(int seat = 0) : std::runtime_error("interrupted"), seat_(seat) {}
  int seat() const { return seat_; }  // the seat that was thinking (0: none known)

 private:
  int seat_;
};

// What happens during a game, as it happens (a worker process streams it to its parent).
struct GameEvents {
  // A seat is about to be loaded, asked for a move, told of one or closed, and may take
  // `seconds` (infinite: no limit) before it is stopped: a seat that overruns that (its
  // worker killed from outside) loses the game.
  std::function<void(int seat, double seconds)> thinking;
  // A move was played (a seat's, a person's, or a chance outcome).
  std::function<void(const Record::Move&)> moved;
  // Seats set up their own pieces before the first move: each seat's set-up ("" where
  // the game set it up).
  std::function<void(const std::vector<std::string>&)> placed;
};

// What one turn came to.
struct TurnReport {
  enum class Kind {
    kChance,  // a chance outcome was played (seat 0)
    kMove,    // `seat` played `move.text`
    kLoss,    // `seat` lost the game: `reason` (`move`, when it has a text, was played first
              // and the seat lost hearing of it)
    kPerson,  // a person is to move: the referee waits for them
  };
  Kind kind = Kind::kPerson;
  int seat = 0;
  Record::Move move;
  std::string reason;
};

class Referee {
 public:
  // Referees the game at `table` between `players` (one per seat, in seat order; a
  // person's seat, or nullptr for a seat that could not start). Both are the caller's and outlive
  // the referee; a seat may be given a new player between turns. `time`: each seat's clock;
  // `margin`: the seconds past a move's limit before its loss on time.
  Referee(GameTable& table, std::vector<std::unique_ptr<Seat>>& players, TimeControl time,
          double margin = kDefaultMargin, GameEvents events = {});

  // The set-up before the first move: every seat whose player sets up its own pieces,
  // and whose pieces the game lets it, is asked for them in `limit` seconds, none seeing
  // another's answer. A seat that fails loses the game (the table holds its loss); the
  // report says which one. Throws Interrupted.
  std::optional<TurnReport> set_up(double limit);

  // Plays the next turn of a game that is not over: a chance outcome, or the move of the
  // player to move, which every seat then hears of; a person to move is reported as such
  // and nothing is played. Throws Interrupted on Ctrl-C (no move was played).
  TurnReport play_turn();

  // Tells every seat of a move already played at the table (a person's, typed at the
  // prompt); a seat that errs hearing it loses, and the report says so.
  std::optional<TurnReport> tell(const Record::Move& move);

  // The seats that have a player: their processes end one by one, each in its turn.
  void close_players();

  // Each seat's clock, as a TimeControl's bank (seconds left).
  const std::vector<double>& banks() const { return bank_; }

 private:
  GameTable& table_;
  std::vector<std::unique_ptr<Seat>>& players_;
  TimeControl time_;
  double margin_;
  GameEvents events_;
  std::vector<double> bank_;

  TurnReport heard_by_all(TurnReport played);  // tells every seat of the move it reports
};

}  // namespace hr
