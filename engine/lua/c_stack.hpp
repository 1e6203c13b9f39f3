// A bound on how deep Lua may nest through C. LuaJIT bounds its own Lua stack, but a few
// library functions call back into Lua from C (string.gsub with a function or a table,
// coroutine.resume and the functions of coroutine.wrap), and each level of that costs C
// stack that LuaJIT does not count: plain Lua (a gsub callback that calls gsub) ran the
// process out of C stack and crashed it. Every state gets those functions wrapped so that
// they refuse to go deeper once the C stack runs low, with a Lua error.
#pragma once

#include <lua.hpp>

namespace hr {

// Raises "C stack overflow" in L when less than a safe reserve of this thread's C stack is
// left. For C functions that recurse or call back into Lua.
void check_c_stack(lua_State* L);

// Wraps the library functions above in L's globals (call after the libraries are open,
// before any script runs).
void guard_c_stack(lua_State* L);

}  // namespace hr
