// A recorded game as one self-contained web page (no network, no server): the board at
// every ply with a slider, buttons and the arrow keys, the move list with each move's time
// and what the bot said of its search, and the result. The game draws its own board
// (game.picture, SVG); a game without a picture shows its text board.
#pragma once

#include <string>

#include "core/record.hpp"
#include "lua/host.hpp"

namespace hr {

// The page of `record`, replayed in a fresh state of `host`. A move that does not replay
// throws std::invalid_argument naming it; the game's scripts failing throw ScriptError.
// Opened as FILE.html#selftest, the page steps through the game itself and writes
// "selftest ok" (or what failed) into its title and its #selftest element (the tests read
// it with a headless browser).
std::string replay_page(const Host& host, const Record& record);

}  // namespace hr
