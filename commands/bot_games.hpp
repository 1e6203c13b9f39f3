// What `match` and `tournament` share: how bots are named and given options, the time
// control, the limits, the record file and the worker processes.
#pragma once

#include <functional>
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

// The games of an interrupted series (a "match", a "tournament") recorded in `path`:
// each must be the game the series plays under its number (`game_at`, 0-based) - the same
// game, house rules, bots in the same seats, seed, time control and settings - or the
// file belongs to another series, which is told with its line and what differs. A last
// line cut short is dropped (the file is rewritten without it). No file: no games.
std::vector<Record> resumed_games(const std::string& path, int games, const std::string& what,
                                  const std::function<GameSettings(int)>& game_at);

// "2 wins", "1 loss"
std::string count(int n, const char* one, const char* many);

}  // namespace hr::commands
