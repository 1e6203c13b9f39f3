// The allow-list of a sandboxed state (a bot's): base, table, string, math and bit, with
// the JIT on but out of reach, and without everything that escaped in LUAJIT.md's trials.
#pragma once

#include <lua.hpp>

namespace hr {

// Opens the safe libraries on a fresh state and runs the prelude that removes dofile,
// loadfile, getfenv, setfenv, newproxy, string.dump, math.random(seed), makes load and
// loadstring text-only, limits collectgarbage to "count", locks the string metatable,
// routes print to standard error and wraps xpcall so its handler runs where the watchdog
// can stop it.
void open_sandbox_libraries(lua_State* L);

}  // namespace hr
