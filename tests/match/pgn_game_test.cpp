// Scores in PGN comments as cutechess writes them, and back; the replay page says them so.
#include "match/pgn_game.hpp"

#include <catch2/catch.hpp>
#include <cmath>

#include "match/replay_page.hpp"
#include "match_test_support.hpp"

TEST_CASE("a score reads as cutechess writes it, a proven win as a mate distance", "[pgn]") {
  CHECK(hr::pgn_score(24) == "+0.24");
  CHECK(hr::pgn_score(-207) == "-2.07");
  CHECK(hr::pgn_score(0) == "+0.00");
  CHECK(hr::pgn_score(1e9 - 7) == "+M7");
  CHECK(hr::pgn_score(-(1e9 - 4)) == "-M4");
  for (double s : {24.0, -207.0, 0.0, 1e9 - 7, -(1e9 - 4), 12345.0})
    CHECK(hr::score_from_pgn(hr::pgn_score(s)) == s);
  CHECK(std::isnan(hr::score_from_pgn("0.24s")));
  CHECK(std::isnan(hr::score_from_pgn("+x")));
}

TEST_CASE("a replay page shows a proven win as a mate distance, not the search's raw figure",
          "[pgn]") {
  hr::Record record;
  record.game = "dobutsu";
  record.seats = {"alphabeta", "random"};
  hr::Record::Move move;
  move.seat = 1;
  move.text = "C B3 B2";
  move.stats.score = 1e9 - 5;
  move.stats.depth = 5;
  record.moves.push_back(move);
  const std::string page = hr::replay_page(hr::testing::match_host(), record);
  CHECK_THAT(page, Catch::Contains("+M5"));
  CHECK_THAT(page, !Catch::Contains("999999995"));
}
