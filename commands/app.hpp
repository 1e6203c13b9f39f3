// What every command shares: the host, running Lua on the user's behalf, and turning
// failures into the exit statuses of the command line (0 ok, 1 user error, 2 usage).
#pragma once

#include <functional>
#include <memory>
#include <string>

#include "cli.hpp"
#include "lua/call.hpp"
#include "lua/host.hpp"

namespace hr::app {

// The process-wide host (script folders from the environment).
Host& host();

// Prints a failed call the way a user should see it: a user error as one line, a script
// error with its traceback, after "houserules COMMAND: " ("houserules: " for a null command,
// as lua.c's "lua: "). Returns the exit status (1, or 130 after Ctrl-C); bad usage
// (errors.usage) is said as `spec` says it (cli::Command::usage_error), status 2.
int report(const CallStatus& status, const char* command, const cli::Command* spec = nullptr);

// Pushes the parsed arguments as a table: { args = {...}, <option> = {values...} }.
void push_args(lua_State* L, const cli::Args& args);

// Runs `require(module)(args)` in a new trusted state; returns the exit status. The args
// table also holds `progress(text)`, a progress line at a terminal (`progress()` clears it).
int run_lua_command(const char* module, const cli::Args& args, const cli::Command& spec);

// Runs `body` (a whole command, which turns its failures into an exit status) in a process
// of its own that no watchdog slows (Watchdog::leave_stops_to_parent: the count hook the
// watchdog needs cost perft a third of its speed), for a long computation whose speed the
// user measures. Its output goes straight out; Ctrl-C here kills it. Returns its exit
// status (130: interrupted).
int in_own_process(const std::function<int()>& body, const char* command);

}  // namespace hr::app
