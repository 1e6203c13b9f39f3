// hr.bots: bots for trusted scripts (see api_bots.cpp). The host offers it to trusted
// states only: Host::add_module("bots", open_bots, false).
#pragma once

#include <lua.hpp>

namespace hr {

int open_bots(lua_State* L);

}  // namespace hr
