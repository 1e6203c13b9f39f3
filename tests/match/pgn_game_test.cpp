// Scores in PGN comments as cutechess writes them, and back.
#include "match/pgn_game.hpp"

#include <catch2/catch.hpp>
#include <cmath>

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
