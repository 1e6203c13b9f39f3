// The compiler's room in every Lua state that runs rules or bots. With LuaJIT's defaults a
// search fills the machine-code area (512 KB, grown 32 KB at a time) or the trace table
// (1000 traces); either flushes every compiled trace and starts over, so the same command
// ran 1.5-3x slower on some runs than on others (LUAJIT.md, "Steady speed"). The jit.v
// trace log of a 1 s Dobutsu search showed the flushes; with these settings it shows none.
#pragma once

#include <lua.hpp>

namespace hr {

// The jit.opt settings every state gets, as jit.opt.start takes them.
extern const char* const kJitSettings[];

// Applies kJitSettings through jit.opt (which `luaopen_jit` registered in _LOADED). Call
// it after opening the jit library, before a sandbox drops jit.opt from a bot's reach.
void tune_jit(lua_State* L);

}  // namespace hr
