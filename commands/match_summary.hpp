// How a match stands, said at its end: by `match`, and by `stats` from its record files.
#pragma once

#include <optional>
#include <string>

#include "core/json.hpp"
#include "match/match.hpp"

namespace hr::commands {

// What a summary names: the game, the two bots, the time control, the sequential test.
struct MatchLabels {
  std::string game, a, b, time_control;
  std::optional<Sprt> sprt;
};

MatchLabels describe(const MatchSettings& settings);

// The score, each bot's forfeits, the Elo difference with the pairs, the SPRT's state:
// lines of text, printed or put on a page.
std::string summary_text(const MatchLabels& labels, const MatchTally& tally);
void print_summary(const MatchLabels& labels, const MatchTally& tally);

// The same as one JSON object (--json), for scripts.
Json summary_json(const MatchLabels& labels, const MatchTally& tally, bool interrupted);

}  // namespace hr::commands
