// PGN, the text other tools read games in (cutechess, fastchess, pychess, Fairy-Stockfish's
// tools): tag pairs, then the moves with numbers, comments and the result. This knows the
// format only; what a game's moves and tags say is match/pgn_game.hpp's.
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/expected.hpp"

namespace hr {

struct PgnGame {
  std::vector<std::pair<std::string, std::string>> tags;  // in the order written
  struct Move {
    std::string text;     // one PGN symbol: letters, digits and _+#=:-@ (no spaces)
    std::string comment;  // what follows it in braces, "" for none
  };
  std::vector<Move> moves;
  std::string result = "*";  // "1-0", "0-1", "1/2-1/2" or "*"

  // The tag's value, or "" when the game has no such tag.
  std::string tag(const std::string& name) const;
};

// Whether `text` can stand in movetext as one move: a letter or digit, then letters,
// digits and _+#=:-@ (PGN's symbol characters, and crazyhouse's drop as in "N@f3"). A move
// number or result is not one.
bool pgn_symbol(std::string_view text);

// The game in PGN's export form: tags one a line, a blank line, the movetext wrapped
// under 80 columns, a blank line.
std::string write_pgn(const PgnGame& game);

// Every game of a PGN file's text. Variations (in parentheses), numeric annotation glyphs
// ($1) and line comments (;) are read and left out. A failure names `path`, the line and
// what was expected.
Expected<std::vector<PgnGame>> read_pgn(std::string_view text, const std::string& path);

}  // namespace hr
