// The host modules every state may require as "hr.<name>": one binding file each.
#pragma once

#include <vector>

#include <lua.hpp>

namespace hr {

struct ApiModule {
  const char* name;
  lua_CFunction open;  // pushes the module table
  bool sandboxed_too;  // offered to bots as well
};

const std::vector<ApiModule>& builtin_api_modules();

int open_board(lua_State* L);  // api_board.cpp

class MoveClock;
// Pushes a hr.clock userdata for a move (bots receive one in choose).
void push_move_clock(lua_State* L, const MoveClock& clock);
int open_clock(lua_State* L);  // api_clock.cpp
int open_files(lua_State* L);  // api_files.cpp
int open_rng(lua_State* L);    // api_rng.cpp
int open_turn(lua_State* L);   // api_turn.cpp

}  // namespace hr
