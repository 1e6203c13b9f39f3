// hr.terminal: the keyboard for the classic front ends, in trusted states only
// (Host::add_module("terminal", open_terminal, false)).
#pragma once

#include <lua.hpp>

namespace hr {

int open_terminal(lua_State* L);

}  // namespace hr
