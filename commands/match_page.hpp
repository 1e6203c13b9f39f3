// A match as a page a person can open (match --html, stats --html): the Elo difference
// with its error bar as the games came in, the score pair by pair, and the summary.
// Self-contained: no network, no server, no script needed to read it.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "match/match.hpp"
#include "match/tournament.hpp"
#include "match_summary.hpp"

namespace hr::commands {

// `tally`: the match's, for the summary; `games`: each finished game's number (0-based) and
// A's points in it, in the order they finished (the chart and the pairs). Opened as
// FILE.html#selftest, the page checks its own parts and writes "selftest ok" (or what is missing)
// into its title and its #selftest element.
std::string match_page(const MatchLabels& labels, const MatchTally& tally,
                       const std::vector<std::pair<int, double>>& games);

// A tournament's page (tournament --html): the cross table as the command prints it, and
// each bot's Elo with its error bar. The same #selftest as the match's page.
std::string tournament_page(const std::string& title, const std::string& about,
                            const std::string& ranking, const std::vector<std::string>& names,
                            const std::vector<Rating>& ratings);

}  // namespace hr::commands
