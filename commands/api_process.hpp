// hr.process: what a Lua command needs to run its own workers (analyze --concurrency):
// this program's path and the machine's cores; in trusted states only
// (Host::add_module("process", open_process, false)).
#pragma once

#include <lua.hpp>

namespace hr {

int open_process(lua_State* L);

// The cores of this machine (at least 1): the default number of workers, for the match
// commands and for hr.process.cores() alike.
int machine_cores();

}  // namespace hr
