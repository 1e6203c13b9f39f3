// A bot the user names, checked before anything is played: a name that no script folder
// holds, or a path that is no file, is the user's mistake, said at once and in words.
#pragma once

#include "lua/host.hpp"
#include "match/game_spec.hpp"

namespace hr {

// Throws ScriptError (a user error) when `bot`, a Lua bot, names no bot: the message lists
// the bots there are and the one meant where one is close (hr.rules.unknown_bot). An
// engine (uci:PATH) or a C player (c:FILE.c) is checked where it starts.
void check_bot_exists(const Host& host, const BotSpec& bot);

}  // namespace hr
