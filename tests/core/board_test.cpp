#include "core/board.hpp"

#include <catch2/catch.hpp>

using hr::Board;
using hr::Notation;

TEST_CASE("square names in every notation", "[board]") {
  Board b(3, 4);
  CHECK(b.square_name(b.index(0, 0), Notation::kLetterRow) == "A1");
  CHECK(b.square_name(b.index(2, 3), Notation::kLetterRow) == "C4");
  CHECK(b.square_name(b.index(0, 3), Notation::kChess) == "a1");
  CHECK(b.square_name(b.index(1, 0), Notation::kChess) == "b4");
  CHECK(b.square_name(b.index(1, 2), Notation::kRowCol) == "32");
  Board big(12, 12);
  CHECK(big.square_name(big.index(10, 2), Notation::kRowCol) == "0311");
}

TEST_CASE("square names parse back, case-insensitively", "[board]") {
  Board b(3, 4);
  for (auto n : {Notation::kLetterRow, Notation::kChess, Notation::kRowCol})
    for (int i = 0; i < b.size(); ++i)
      REQUIRE(b.parse_square(b.square_name(i, n), n) == i);
  CHECK(b.parse_square("c4", Notation::kLetterRow) == b.index(2, 3));
  CHECK_FALSE(b.parse_square("D1", Notation::kLetterRow));
  CHECK_FALSE(b.parse_square("A5", Notation::kLetterRow));
  CHECK_FALSE(b.parse_square("A0", Notation::kLetterRow));
  CHECK_FALSE(b.parse_square("", Notation::kLetterRow));
  CHECK_FALSE(b.parse_square("1A", Notation::kLetterRow));
  CHECK_FALSE(b.parse_square("55", Notation::kRowCol));
  CHECK(hr::notation_from_name("a1") == Notation::kChess);
  CHECK_FALSE(hr::notation_from_name("zz"));
}

TEST_CASE("neighbours and rays stay on the board and respect the mask", "[board]") {
  Board b(3, 3);
  CHECK(b.neighbours(b.index(1, 1), 8).size() == 8);
  CHECK(b.neighbours(b.index(0, 0), 8).size() == 3);
  CHECK(b.neighbours(b.index(0, 0), 4).size() == 2);
  CHECK_THROWS(b.neighbours(0, 6));
  CHECK(b.ray(b.index(0, 0), 1, 1) == std::vector<int>{b.index(1, 1), b.index(2, 2)});
  CHECK(b.ray(0, 0, 0).empty());
  b.set_mask("####.####");
  CHECK(b.neighbours(b.index(0, 0), 8).size() == 2);
  CHECK(b.ray(b.index(0, 0), 1, 1).empty());
  CHECK_FALSE(b.parse_square("B2", Notation::kLetterRow));
  CHECK(b.mask_text() == "####.####");
  CHECK_THROWS(b.set_mask("##"));
}

TEST_CASE("sizes are checked", "[board]") {
  CHECK_THROWS(Board(0, 3));
  CHECK_THROWS(Board(33, 3));
  CHECK_NOTHROW(Board(32, 32));
}

TEST_CASE("the hash follows the cells", "[board]") {
  Board a(3, 4), b(3, 4);
  CHECK(a.hash() == 0);
  a.set(2, 5);
  CHECK(a.hash() != b.hash());
  b.set(2, 5);
  CHECK(a.hash() == b.hash());
  CHECK(a == b);
  b.set(3, 5);
  b.set(2, 0);
  CHECK(a.hash() != b.hash());  // same piece, other square
  CHECK_FALSE(a == b);
}

TEST_CASE("rendering uses the glyph table and coordinates", "[board]") {
  Board b(3, 2);
  b.set(0, 1);
  b.set(5, 2);
  Board::RenderOptions opts;
  opts.glyphs = {{0, "."}, {1, "L"}, {2, "l"}};
  CHECK(b.render(opts) == "L . .\n. . l\n");
  opts.coordinates = true;
  CHECK(b.render(opts) == "  A B C\n1 L . .\n2 . . l\n");
  opts.notation = Notation::kChess;
  CHECK(b.render(opts) == "2 L . .\n1 . . l\n  a b c\n");
  b.set_mask("#.####");
  opts.coordinates = false;
  CHECK(b.render(opts) == "L   .\n. . l\n");
}
