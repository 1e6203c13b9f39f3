// A W x H grid of small integers (W, H up to 32) with an optional mask for shaped boards.
// Cells are numbered row by row from the top-left: index = y * width + x, 0-based here
// (the Lua binding adds one). This class does the coarse work - square names, neighbour
// and ray tables, hashing, rendering; games keep their cells where compiled Lua reads them.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace hr {

// How squares are written.
enum class Notation {
  kLetterRow,  // "A1": column letter, rows counted from the top (Dobutsu shogi)
  kChess,      // "a1": file letter, ranks counted from the bottom (chess, Onitama)
  kRowCol,     // "47": row then column, 1-based from the top-left; two digits each past 9
};

std::optional<Notation> notation_from_name(std::string_view name);  // "A1", "a1", "rc"

class Board {
 public:
  static constexpr int kMaxSide = 32;

  Board(int width, int height, int fill = 0);  // throws std::invalid_argument on bad sizes

  int width() const { return width_; }
  int height() const { return height_; }
  int size() const { return width_ * height_; }
  int index(int x, int y) const { return y * width_ + x; }
  int x_of(int i) const { return i % width_; }
  int y_of(int i) const { return i / width_; }
  bool contains(int x, int y) const;  // inside the grid and not masked out
  bool on_board(int i) const { return i >= 0 && i < size() && mask_[static_cast<size_t>(i)]; }

  int at(int i) const { return cells_[static_cast<size_t>(i)]; }
  void set(int i, int value) { cells_[static_cast<size_t>(i)] = value; }
  const std::vector<int>& cells() const { return cells_; }

  // The mask as text, one character per cell row by row: '.' or '0' marks a hole.
  void set_mask(std::string_view mask);  // throws std::invalid_argument on a bad length
  std::string mask_text() const;

  std::string square_name(int i, Notation notation) const;
  std::optional<int> parse_square(std::string_view text, Notation notation) const;

  std::vector<int> neighbours(int i, int directions) const;  // 4 or 8, on-board only
  std::vector<int> ray(int i, int dx, int dy) const;         // from i (excluded) to the edge

  // A Zobrist-style 64-bit hash of the cells (empty cells, value 0, add nothing).
  uint64_t hash() const;
  bool operator==(const Board& other) const;

  struct RenderOptions {
    std::map<int, std::string> glyphs;  // value -> text; missing values print as numbers
    std::string hole = " ";             // masked-out cells
    bool coordinates = false;
    Notation notation = Notation::kLetterRow;
  };
  std::string render(const RenderOptions& options) const;

 private:
  int width_;
  int height_;
  std::vector<int> cells_;
  std::vector<bool> mask_;
};

}  // namespace hr
