// Monotonic time, the deadline of one move, and time controls (per move, or per game
// plus increment). Times are seconds as doubles.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace hr {

// Seconds on a monotonic clock (steady_clock); only differences mean anything.
double monotonic_seconds();

// The clock of one move: when it started and how long it may last (no limit when
// `limit` is infinite).
class MoveClock {
 public:
  MoveClock();                       // starts now, no limit
  explicit MoveClock(double limit);  // starts now
  MoveClock(double start, double limit);

  double start() const { return start_; }
  double limit() const { return limit_; }
  bool limited() const;
  double deadline() const;   // start + limit (infinity when unlimited)
  double elapsed() const;    // seconds since start
  double remaining() const;  // seconds left, never negative; infinity when unlimited
  bool expired() const;

 private:
  double start_;
  double limit_;
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
  std::string text() const;

  static TimeControl per_move_ms(double ms);
  // Parses a `--tc` value; returns nullopt with `why` set on bad text.
  static std::optional<TimeControl> parse(std::string_view text, std::string& why);
};

}  // namespace hr
