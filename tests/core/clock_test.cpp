#include "core/clock.hpp"

#include <catch2/catch.hpp>
#include <cmath>
#include <thread>

using hr::MoveClock;
using hr::TimeControl;

TEST_CASE("a move clock counts down to its deadline", "[clock]") {
  MoveClock clock(0.05);
  CHECK(clock.limited());
  CHECK(clock.remaining() <= 0.05);
  CHECK_FALSE(clock.expired());
  std::this_thread::sleep_for(std::chrono::milliseconds(60));
  CHECK(clock.expired());
  CHECK(clock.remaining() == 0);
  CHECK(clock.elapsed() >= 0.05);
}

TEST_CASE("an unlimited clock never expires", "[clock]") {
  MoveClock clock;
  CHECK_FALSE(clock.limited());
  CHECK(std::isinf(clock.remaining()));
  CHECK_FALSE(clock.expired());
}

TEST_CASE("monotonic time does not go backwards", "[clock]") {
  const double a = hr::monotonic_seconds();
  const double b = hr::monotonic_seconds();
  CHECK(b >= a);
}

TEST_CASE("time controls parse from their text forms", "[clock]") {
  std::string why;
  auto tc = TimeControl::parse("60+0.5", why);
  REQUIRE(tc);
  CHECK(tc->base == 60);
  CHECK(tc->increment == 0.5);
  CHECK(tc->move_limit(12) == 12);
  CHECK(tc->text() == "60+0.5");

  tc = TimeControl::parse("500ms", why);
  REQUIRE(tc);
  CHECK(tc->per_move == Approx(0.5));
  CHECK(tc->move_limit(0) == Approx(0.5));

  tc = TimeControl::parse("2", why);
  REQUIRE(tc);
  CHECK(tc->per_move == 2);

  CHECK(TimeControl::parse("none", why)->unlimited());
  CHECK_FALSE(TimeControl::parse("fast", why));
  CHECK(why.find("'fast'") != std::string::npos);
  CHECK_FALSE(TimeControl::parse("0+1", why));
  CHECK_FALSE(TimeControl::parse("-1", why));
  CHECK(TimeControl::per_move_ms(250).per_move == Approx(0.25));
}
