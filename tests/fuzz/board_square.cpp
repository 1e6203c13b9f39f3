// Square names in each notation, on boards of every size and shape: a name that reads as a
// square is that square's own name, read back.
#include "core/board.hpp"
#include "fuzz_support.hpp"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace hr;
  if (size < 3) return 0;
  const int w = 1 + data[0] % Board::kMaxSide, h = 1 + data[1] % Board::kMaxSide;
  const Notation notations[] = {Notation::kLetterRow, Notation::kChess, Notation::kRowCol};
  const Notation notation = notations[data[2] % 3];
  Board board(w, h);
  const auto square = board.parse_square(fuzz::text(data + 3, size - 3), notation);
  if (!square) return 0;
  fuzz::require(*square >= 0 && *square < board.size(), "a square off the board");
  const std::string name = board.square_name(*square, notation);
  fuzz::require(board.parse_square(name, notation) == square, "a square's name reads otherwise");
  return 0;
}
