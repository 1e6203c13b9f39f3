// A tournament's ranking as text: `tournament` prints it, `stats` prints it from records.
#pragma once

#include <string>

#include "match/tournament.hpp"

namespace hr::commands {

struct Scoring {
  double win = 1, draw = 0.5, loss = 0;
};

// --points W,D,L; a usage error for anything else.
Scoring parse_points(const std::string& text);

// The cross table, ranked by points (then Elo): each cell the row's score over its games,
// then points, games and Elo with its error bar.
std::string ranking_text(const TournamentSettings& settings, const TournamentTable& table,
                         const Scoring& scoring);

}  // namespace hr::commands
