// hr.page: a web page as every page houserules writes is made (core/html.hpp: its
// Content-Security-Policy lets the page's one script run by its hash), for the Lua
// commands that write one (analyze --html); in trusted states only
// (Host::add_module("page", open_page, false)).
#pragma once

#include <lua.hpp>

namespace hr {

int open_page(lua_State* L);

}  // namespace hr
