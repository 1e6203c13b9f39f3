// A series' summary says how each bot lost: forfeits by kind, with the first error's words.
#include "match/losses.hpp"

#include <catch2/catch.hpp>

using hr::loss_kind;
using hr::Losses;

TEST_CASE("a loss's kind comes from the record's reason", "[losses]") {
  CHECK(loss_kind("error: ./bad.lua:2: attempt to index a nil value") == "error");
  CHECK(loss_kind("time") == "time");
  CHECK(loss_kind("memory") == "memory");
  CHECK(loss_kind("illegal move: C B3 B1") == "illegal move");
  CHECK(loss_kind("crash: killed by signal 9 (Killed)") == "crash");
  // the game's own words are a loss by the rules, even when they begin like a kind
  CHECK(loss_kind("the lion was captured") == "rules");
  CHECK(loss_kind("timeless") == "rules");
  CHECK(loss_kind("errors were made") == "rules");
}

TEST_CASE("how a game ended, in a word, as PGN's Termination says it", "[losses]") {
  using hr::termination_of;
  CHECK(termination_of("the lion was captured") == "normal");
  CHECK(termination_of("draw by repetition") == "normal");
  CHECK(termination_of("time") == "time forfeit");
  CHECK(termination_of("time: the game clock ran out (0.120 s over)") == "time forfeit");
  CHECK(termination_of("illegal move: C B3 B1") == "illegal move");
  CHECK(termination_of("error: bot.lua:2: boom") == "error");
  CHECK(termination_of("memory") == "memory");
  CHECK(termination_of("crash: killed by signal 9 (Killed)") == "crash");
  CHECK(termination_of("interrupted") == "unterminated");
}

TEST_CASE("losses are told forfeits first, with the first error", "[losses]") {
  Losses l;
  CHECK_FALSE(l.any_forfeit());
  l.add("the lion was captured");
  CHECK_FALSE(l.any_forfeit());
  l.add("error: bot.lua:2: boom");
  l.add("time");
  l.add("error: bot.lua:9: later");
  l.add("illegal move: L B4 B2");
  CHECK(l.any_forfeit());
  CHECK(l.first_error == "bot.lua:2: boom");
  CHECK(l.text() == "2 on errors, 1 on an illegal move, 1 on time, 1 by the rules");
}

TEST_CASE("the first crash and illegal move are told in their own words too", "[losses]") {
  Losses l;
  l.add("crash: killed by signal 11 (Segmentation fault)");
  l.add("crash: killed by signal 9 (Killed)");
  l.add("illegal move: 12345 is not a four-digit move");
  CHECK(l.line("c:aiplayer_x.c") ==
        "losses of c:aiplayer_x.c: 2 in crashes, 1 on an illegal move; first crash: killed by "
        "signal 11 (Segmentation fault); first illegal move: 12345 is not a four-digit move");
}
