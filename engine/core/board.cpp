#include "core/board.hpp"

#include <algorithm>
#include <cctype>
#include <stdexcept>

#include "core/rng.hpp"

namespace hr {

namespace {
constexpr uint64_t kZobristSeed = 0x486f75736552756cULL;  // "HouseRul"

std::string row_col_part(int value, bool two_digits) {
  std::string s = std::to_string(value);
  if (two_digits && s.size() < 2) s.insert(s.begin(), '0');
  return s;
}

std::optional<int> parse_number(std::string_view text) {
  if (text.empty() || text.size() > 2) return std::nullopt;
  int value = 0;
  for (char c : text) {
    if (!std::isdigit(static_cast<unsigned char>(c))) return std::nullopt;
    value = value * 10 + (c - '0');
  }
  return value;
}
}  // namespace

std::optional<Notation> notation_from_name(std::string_view name) {
  if (name == "A1") return Notation::kLetterRow;
  if (name == "a1") return Notation::kChess;
  if (name == "rc" || name == "11") return Notation::kRowCol;
  return std::nullopt;
}

Board::Board(int width, int height, int fill) : width_(width), height_(height) {
  if (width < 1 || height < 1 || width > kMaxSide || height > kMaxSide)
    throw std::invalid_argument("a board is 1 to 32 cells wide and high, not " +
                                std::to_string(width) + "x" + std::to_string(height));
  cells_.assign(static_cast<size_t>(size()), fill);
  mask_.assign(static_cast<size_t>(size()), true);
}

bool Board::contains(int x, int y) const {
  return x >= 0 && y >= 0 && x < width_ && y < height_ && mask_[static_cast<size_t>(index(x, y))];
}

void Board::set_mask(std::string_view mask) {
  if (static_cast<int>(mask.size()) != size())
    throw std::invalid_argument("a mask has one character per cell: expected " +
                                std::to_string(size()) + ", got " + std::to_string(mask.size()));
  for (size_t i = 0; i < mask.size(); ++i)
    mask_[i] = !(mask[i] == '.' || mask[i] == '0');
}

std::string Board::mask_text() const {
  std::string text;
  for (bool on : mask_)
    text += on ? '#' : '.';
  return text;
}

std::string Board::square_name(int i, Notation notation) const {
  const int x = x_of(i), y = y_of(i);
  switch (notation) {
    case Notation::kLetterRow:
      return std::string(1, static_cast<char>('A' + x)) + std::to_string(y + 1);
    case Notation::kChess:
      return std::string(1, static_cast<char>('a' + x)) + std::to_string(height_ - y);
    case Notation::kRowCol: {
      const bool two = width_ > 9 || height_ > 9;
      return row_col_part(y + 1, two) + row_col_part(x + 1, two);
    }
  }
  return {};
}

std::optional<int> Board::parse_square(std::string_view text, Notation notation) const {
  int x = -1, y = -1;
  if (notation == Notation::kRowCol) {
    const bool two = width_ > 9 || height_ > 9;
    const size_t half = two ? 2 : 1;
    if (text.size() != 2 * half) return std::nullopt;
    const auto row = parse_number(text.substr(0, half));
    const auto col = parse_number(text.substr(half));
    if (!row || !col) return std::nullopt;
    y = *row - 1;
    x = *col - 1;
  } else {
    if (text.size() < 2 || !std::isalpha(static_cast<unsigned char>(text[0]))) return std::nullopt;
    x = std::tolower(static_cast<unsigned char>(text[0])) - 'a';
    const auto number = parse_number(text.substr(1));
    if (!number) return std::nullopt;
    y = notation == Notation::kChess ? height_ - *number : *number - 1;
  }
  if (!contains(x, y)) return std::nullopt;
  return index(x, y);
}

std::vector<int> Board::neighbours(int i, int directions) const {
  static const int kDx[] = {0, 1, 0, -1, 1, 1, -1, -1};
  static const int kDy[] = {-1, 0, 1, 0, -1, 1, 1, -1};
  if (directions != 4 && directions != 8)
    throw std::invalid_argument("neighbours: 4 or 8 directions");
  std::vector<int> out;
  for (int d = 0; d < directions; ++d) {
    const int x = x_of(i) + kDx[d], y = y_of(i) + kDy[d];
    if (contains(x, y)) out.push_back(index(x, y));
  }
  return out;
}

std::vector<int> Board::ray(int i, int dx, int dy) const {
  std::vector<int> out;
  if (dx == 0 && dy == 0) return out;
  int x = x_of(i) + dx, y = y_of(i) + dy;
  while (contains(x, y)) {
    out.push_back(index(x, y));
    x += dx;
    y += dy;
  }
  return out;
}

uint64_t Board::hash() const {
  uint64_t h = 0;
  for (int i = 0; i < size(); ++i) {
    const int v = cells_[static_cast<size_t>(i)];
    if (v == 0) continue;
    h ^= mix64(kZobristSeed ^ (static_cast<uint64_t>(i) << 32) ^ static_cast<uint32_t>(v));
  }
  return h;
}

bool Board::operator==(const Board& other) const {
  return width_ == other.width_ && height_ == other.height_ && cells_ == other.cells_ &&
         mask_ == other.mask_;
}

std::string Board::render(const RenderOptions& options) const {
  auto glyph = [&](int v) {
    const auto it = options.glyphs.find(v);
    return it != options.glyphs.end() ? it->second : std::to_string(v);
  };
  size_t cell_width = options.hole.size();
  for (int v : cells_)
    cell_width = std::max(cell_width, glyph(v).size());
  auto pad = [&](std::string s) {
    while (s.size() < cell_width)
      s += ' ';
    return s;
  };
  const bool row_col = options.notation == Notation::kRowCol;
  const bool two = width_ > 9 || height_ > 9;
  const size_t label_width = std::to_string(height_).size();
  auto column_label = [&](int x) {
    return row_col
               ? row_col_part(x + 1, two)
               : std::string(
                     1, static_cast<char>((options.notation == Notation::kChess ? 'a' : 'A') + x));
  };
  auto column_line = [&] {
    std::string line(label_width + 1, ' ');
    for (int x = 0; x < width_; ++x)
      line += pad(column_label(x)) + (x + 1 < width_ ? " " : "");
    return line + "\n";
  };
  std::string out;
  if (options.coordinates && options.notation != Notation::kChess) out += column_line();
  for (int y = 0; y < height_; ++y) {
    std::string line;
    if (options.coordinates) {
      std::string label =
          std::to_string(options.notation == Notation::kChess ? height_ - y : y + 1);
      while (label.size() < label_width)
        label.insert(label.begin(), ' ');
      line += label + " ";
    }
    for (int x = 0; x < width_; ++x) {
      const int i = index(x, y);
      line +=
          pad(mask_[static_cast<size_t>(i)] ? glyph(cells_[static_cast<size_t>(i)]) : options.hole);
      if (x + 1 < width_) line += ' ';
    }
    while (!line.empty() && line.back() == ' ')
      line.pop_back();
    out += line + "\n";
  }
  if (options.coordinates && options.notation == Notation::kChess) out += column_line();
  return out;
}

}  // namespace hr
