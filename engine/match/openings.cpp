#include "match/openings.hpp"

#include <stdexcept>

#include "core/files.hpp"
#include "core/rng.hpp"
#include "match/game_table.hpp"

namespace hr {

namespace {
std::string trimmed(const std::string& text) {
  const size_t first = text.find_first_not_of(" \t\r");
  if (first == std::string::npos) return "";
  return text.substr(first, text.find_last_not_of(" \t\r") - first + 1);
}

// The position text an opening line stands for; throws std::invalid_argument with why.
std::string opening_position(const Host& host, const GameSpec& game, const std::string& line) {
  auto state = host.new_state(Trust::kTrusted);
  GameSpec spec = game;
  const bool moves = line == "moves" || line.compare(0, 6, "moves ") == 0;
  if (!moves) spec.position = line;
  std::string position;
  try {
    GameTable table(*state, spec, 0);
    if (moves) {
      const std::string list = line.substr(5);
      int number = 0;
      for (size_t start = 0; start <= list.size();) {
        size_t end = list.find(';', start);
        if (end == std::string::npos) end = list.size();
        const std::string move = trimmed(list.substr(start, end - start));
        start = end + 1;
        if (move.empty()) continue;
        ++number;
        const auto played = table.play_text(move);
        if (!played)
          throw std::invalid_argument("move " + std::to_string(number) + " (" + move +
                                      ") cannot be played: " + played.error());
      }
    }
    if (table.result()) throw std::invalid_argument("the game is over there");
    position = table.position_text();
  } catch (const ScriptError& e) {
    throw std::invalid_argument(e.user_error() ? e.status().message : e.what());
  }
  if (position.empty())
    throw std::invalid_argument(game.label() + " has no position text, which openings need");
  return position;
}
}  // namespace

size_t OpeningBook::pick(int pair, uint64_t seed) const {
  const size_t n = positions.size();
  const size_t at = static_cast<size_t>(pair) % n;
  if (!random_order) return at;
  // A new shuffle each time round the file, so every opening comes once a round.
  std::vector<size_t> order(n);
  for (size_t i = 0; i < n; ++i)
    order[i] = i;
  Rng rng(mix64(seed ^ mix64(static_cast<uint64_t>(pair) / n + 0x6f70656e)));
  rng.shuffle(order);
  return order[at];
}

OpeningBook load_openings(const Host& host, const GameSpec& game, const std::string& path) {
  const auto text = read_file(path);
  if (!text) throw std::invalid_argument(text.error());
  OpeningBook book;
  book.path = path;
  int number = 0;
  for (const auto& raw : split_lines(*text)) {
    ++number;
    const std::string line = trimmed(raw);
    if (line.empty() || line[0] == '#') continue;
    try {
      book.positions.push_back(opening_position(host, game, line));
    } catch (const std::invalid_argument& e) {
      throw std::invalid_argument(path + ":" + std::to_string(number) + ": " + e.what());
    }
    book.lines.push_back(number);
  }
  if (book.empty())
    throw std::invalid_argument(path + ": no opening (one a line: a position, or moves M1; M2)");
  return book;
}

}  // namespace hr
