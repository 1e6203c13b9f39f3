#include "core/clock.hpp"

#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <limits>

namespace hr {

namespace {
constexpr double kInfinity = std::numeric_limits<double>::infinity();
constexpr double kSpentBank = 1e-6;  // the limit of a move whose bank is spent (seconds)

std::optional<double> parse_seconds(std::string_view text) {
  if (text.empty()) return std::nullopt;
  std::string s(text);
  double scale = 1;
  if (s.size() > 2 && s.compare(s.size() - 2, 2, "ms") == 0) {
    scale = 0.001;
    s.resize(s.size() - 2);
  } else if (s.size() > 1 && s.back() == 's') {
    s.pop_back();
  }
  char* end = nullptr;
  const double value = std::strtod(s.c_str(), &end);
  if (end == s.c_str() || *end != '\0' || !std::isfinite(value) || value < 0) return std::nullopt;
  // (as --time's milliseconds: a day at most; 1e300 seconds is no clock)
  if (value * scale > 86400) return std::nullopt;
  return value * scale;
}
}  // namespace

double monotonic_seconds() {
  using namespace std::chrono;
  return duration<double>(steady_clock::now().time_since_epoch()).count();
}

MoveClock::MoveClock() : MoveClock(monotonic_seconds(), kInfinity) {}
MoveClock::MoveClock(double limit) : MoveClock(monotonic_seconds(), limit) {}
MoveClock::MoveClock(double start, double limit)
    : start_(start), limit_(limit > 0 ? limit : kInfinity) {}

MoveClock MoveClock::from_bank(double start, double bank, double increment) {
  // an empty bank is still a limit (the move must come at once), not "no limit"
  MoveClock clock(start, bank > kSpentBank ? bank : kSpentBank);
  clock.increment_ = increment > 0 ? increment : 0;
  return clock;
}

bool MoveClock::limited() const {
  return std::isfinite(limit_);
}
double MoveClock::deadline() const {
  return start_ + limit_;
}
double MoveClock::elapsed() const {
  return monotonic_seconds() - start_;
}
double MoveClock::remaining() const {
  if (!limited()) return kInfinity;
  const double left = deadline() - monotonic_seconds();
  return left > 0 ? left : 0;
}
bool MoveClock::expired() const {
  return limited() && monotonic_seconds() >= deadline();
}

std::optional<double> MoveClock::increment() const {
  if (increment_ < 0) return std::nullopt;
  return increment_;
}

MoveTime MoveTime::per_move(double limit) {
  MoveTime time;
  time.limit = limit;
  return time;
}

bool MoveTime::limited() const {
  return std::isfinite(limit) && limit > 0;
}

MoveClock MoveTime::clock(double start) const {
  // (a limit that is not a positive number is no limit: MoveClock's own rule)
  return from_bank ? MoveClock::from_bank(start, limit, increment) : MoveClock(start, limit);
}

double TimeControl::move_limit(double bank) const {
  if (per_move > 0) return per_move;
  // A spent bank (within the margin) is a move that must come at once, never "no limit".
  if (base > 0) return bank > kSpentBank ? bank : kSpentBank;
  return kInfinity;
}

MoveTime TimeControl::move_time(const std::vector<double>& banks, int seat) const {
  MoveTime time;
  time.limit = move_limit(banks.at(static_cast<size_t>(seat - 1)));
  if (per_move <= 0 && base > 0) {
    time.from_bank = true;
    time.increment = increment;
    time.banks = banks;
  }
  return time;
}

std::string TimeControl::text() const {
  char buf[64];
  if (per_move > 0) {
    std::snprintf(buf, sizeof buf, "%gms/move", per_move * 1000);
  } else if (base > 0) {
    std::snprintf(buf, sizeof buf, "%g+%g", base, increment);
  } else {
    return "none";
  }
  return buf;
}

TimeControl TimeControl::per_move_ms(double ms) {
  TimeControl tc;
  tc.per_move = ms / 1000;
  return tc;
}

std::optional<TimeControl> TimeControl::parse(std::string_view text, std::string& why) {
  TimeControl tc;
  if (text == "none" || text == "0") return tc;
  const auto plus = text.find('+');
  if (plus == std::string_view::npos) {
    const auto seconds = parse_seconds(text);
    if (!seconds || *seconds <= 0) {
      why = "expected seconds per move (0.5, 500ms, a day at most) or game+increment (60+0.5), got '" +
            std::string(text) + "'";
      return std::nullopt;
    }
    tc.per_move = *seconds;
    return tc;
  }
  const auto base = parse_seconds(text.substr(0, plus));
  const auto inc = parse_seconds(text.substr(plus + 1));
  if (!base || !inc || *base <= 0) {
    why = "expected game+increment in seconds (60+0.5, each a day at most), got '" +
          std::string(text) + "'";
    return std::nullopt;
  }
  tc.base = *base;
  tc.increment = *inc;
  return tc;
}

}  // namespace hr
