#include "lua/jit_tuning.hpp"

#include <stdexcept>
#include <string>

namespace hr {

const char* const kJitSettings[] = {
    "maxmcode=16384",  // KB of machine code in all (default 512): no flush in a search
    "sizemcode=256",   // KB per area (default 32): fewer mprotect calls as traces are written
    "maxtrace=8000",   // traces (default 1000): a 1 s search made over 1000 and flushed them all
    // A search is recursive and branchy: LuaJIT spent most of a fresh 0.4 s search
    // compiling side traces (vm-state profile: 95% in the compiler). Fewer side traces per
    // trace (default 100) and a higher count before an exit gets one (default 10) halved
    // a fresh Dobutsu search (0.38-0.45 s -> 0.18-0.20 s at depth 13) and left long or warm
    // searches as fast (depth 16: 1.26-1.64 s -> 1.04-1.25 s).
    "maxside=20",
    "hotexit=30",
    nullptr,
};

void tune_jit(lua_State* L) {
  const int top = lua_gettop(L);
  lua_getfield(L, LUA_REGISTRYINDEX, "_LOADED");
  lua_getfield(L, -1, "jit.opt");
  if (!lua_istable(L, -1)) {
    lua_settop(L, top);
    throw std::runtime_error("the jit library is not open: jit.opt is missing");
  }
  lua_getfield(L, -1, "start");
  int n = 0;
  for (const char* const* s = kJitSettings; *s; ++s, ++n)
    lua_pushstring(L, *s);
  if (lua_pcall(L, n, 0, 0) != 0) {
    const std::string message = lua_tostring(L, -1) ? lua_tostring(L, -1) : "?";
    lua_settop(L, top);
    throw std::runtime_error("jit.opt.start: " + message);
  }
  lua_settop(L, top);
}

}  // namespace hr
