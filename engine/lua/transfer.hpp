// Moves plain Lua values between states (the referee's, each bot's) and across pipes:
// nil, booleans, numbers, strings and tables of these. A function, userdata or thread
// anywhere in the value is refused with the path to it; shared tables arrive as copies,
// metatables are dropped, cycles are refused.
#pragma once

#include <string>
#include <string_view>

#include <lua.hpp>

namespace hr {

// Encodes the value at `index`. Throws std::runtime_error naming what cannot be sent,
// e.g. "view.rules.check is a function".
std::string encode_value(lua_State* L, int index, const char* what = "value");

// Decodes and pushes one value. Throws std::runtime_error on malformed bytes.
void decode_value(lua_State* L, std::string_view bytes);

}  // namespace hr
