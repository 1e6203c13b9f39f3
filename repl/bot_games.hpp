// What `match` and `tournament` share: how bots are named and given options, the time
// control, the limits, the record file and the worker processes.
#pragma once

#include <string>
#include <vector>

#include "cli.hpp"
#include "core/clock.hpp"
#include "match/game_spec.hpp"
#include "match/match.hpp"

namespace hr::commands {

// --time --tc --margin --memory --bot-option --trust --engine-option --record --concurrency
// --event --openings
std::vector<cli::Option> bot_game_options();

// Reads the game (GAME, --variant, --option, --position), --seed and those options (the
// event stays as `out` had it unless --event names one).
void read_series_settings(const cli::Args& args, SeriesSettings& out);

// "2 wins", "1 loss"
std::string count(int n, const char* one, const char* many);

}  // namespace hr::commands
