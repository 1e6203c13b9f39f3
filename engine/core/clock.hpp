// Monotonic time, the deadline of one move, and time controls (per move, or per game
// plus increment). Times are seconds as doubles.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace hr {

// Seconds on a monotonic clock (steady_clock); only differences mean anything.
double monotonic_seconds();

// The clock of one move: when it started and how long it may last (no limit when
// `limit` is infinite). Under a game clock the limit is the seat's whole bank, and the
// clock also says what comes back after the move (`increment`), so that a bot paces the
// game instead of spending its bank on one move.
class MoveClock {
 public:
  MoveClock();                       // starts now, no limit
  explicit MoveClock(double limit);  // starts now
  MoveClock(double start, double limit);
  // A move under a game clock: `bank` seconds left (the limit), `increment` added after it.
  static MoveClock from_bank(double start, double bank, double increment);

  double start() const { return start_; }
  double limit() const { return limit_; }
  bool limited() const;
  double deadline() const;   // start + limit (infinity when unlimited)
  double elapsed() const;    // seconds since start
  double remaining() const;  // seconds left, never negative; infinity when unlimited
  bool expired() const;
  // Under a game clock, the seconds added to the bank after this move; nullopt when the
  // limit is the move's own (per move, or none).
  std::optional<double> increment() const;

 private:
  double start_;
  double limit_;
  double increment_ = -1;  // < 0: not a game clock
};

// What the referee tells a seat of the time for one move.
struct MoveTime {
  double limit = 0;           // the seat loses past limit + margin (<= 0 or infinite: none)
  bool from_bank = false;     // a game clock: the limit is the mover's whole bank
  double increment = 0;       // under a game clock: seconds added to a bank after each move
  std::vector<double> banks;  // under a game clock, when known: each seat's bank, seat 1
                              // first (an engine may pace itself by both)

  // A move with a limit of its own (<= 0 or infinite: none).
  static MoveTime per_move(double limit);
  bool limited() const;
  // The clock a bot is given for this move, starting at `start`.
  MoveClock clock(double start) const;
};

// A time control: a fixed time per move, or a bank per game plus an increment per move.
// Text forms: "500ms" or "0.5" (seconds per move), "60+0.5" (game + increment), "none".
struct TimeControl {
  double per_move = 0;   // seconds; 0 means "use the bank"
  double base = 0;       // seconds in the bank at the start of the game
  double increment = 0;  // seconds added to the bank after each move

  bool unlimited() const { return per_move <= 0 && base <= 0; }
  // The limit of the next move for a seat whose bank holds `bank` seconds.
  double move_limit(double bank) const;
  // What `seat` (1-based) is told for its next move, the seats' banks being `banks`.
  MoveTime move_time(const std::vector<double>& banks, int seat) const;
  std::string text() const;

  static TimeControl per_move_ms(double ms);
  // Parses a `--tc` value; returns nullopt with `why` set on bad text.
  static std::optional<TimeControl> parse(std::string_view text, std::string& why);
};

}  // namespace hr
