// Stops running Lua code - also inside JIT-compiled loops, where LuaJIT runs no hooks.
//
// The technique measured in LUAJIT.md: a count hook is installed first (without it a hook
// set later from the profiler callback is dropped), then LuaJIT's profiler in line mode
// ticks every few milliseconds; its ticks make compiled code leave the trace and call us
// back at a safe point. When it is time to stop (a deadline passed, or Ctrl-C), the
// callback installs a kill hook on every instruction, line, call and return. The kill hook
// stays until the watchdog is gone, so a pcall in a loop cannot swallow the stop.
//
// Starting or stopping the profiler in line mode flushes every compiled trace, so the
// profiler stays on the last state it watched and an idle tick costs one comparison;
// it moves only when a watchdog arms another state. There is one profiler per process,
// so watchdogs nest: an inner one (a bot's state, called from a script) takes the
// profiler and gives it back when it ends.
#pragma once

#include <signal.h>

#include <lua.hpp>

namespace hr {

class Watchdog {
 public:
  enum class Reason { kNone, kInterrupted, kDeadline };

  // Arms the watchdog on L until destruction. `deadline` is in monotonic_seconds();
  // 0 means no deadline (only an interrupt request stops the code).
  explicit Watchdog(lua_State* L, double deadline = 0);
  ~Watchdog();
  Watchdog(const Watchdog&) = delete;
  Watchdog& operator=(const Watchdog&) = delete;

  Reason fired() const { return fired_; }

  // Asks every armed watchdog to stop its code. Async-signal-safe: call it from SIGINT.
  static void request_interrupt();
  static bool interrupt_requested();
  static void clear_interrupt();

  // The text of the error a stop raises in the script.
  static const char* message(Reason reason);

  // Must be called before L is closed (LuaState does it).
  static void forget_state(lua_State* L);

  // For a process that is stopped from outside: a bot's own process, which its asker
  // kills a grace past the move's limit and margin. From then on no watchdog in this
  // process arms anything, and a stop is the asker's. Arming costs the compiled code
  // little, but needs the count hook, which sends every interpreted instruction through
  // LuaJIT's hook dispatch: without it alphabeta in a match's bot process ran 1.14x as
  // many nodes/s in Onitama and 1.13x in Dobutsu (medians of 6 pairs run side by side).
  static void leave_stops_to_parent();

 private:
  static void on_profile(void* data, lua_State* L, int samples, int vmstate);
  static void kill_hook(lua_State* L, lua_Debug* ar);

  lua_State* L_;
  double deadline_;
  Reason fired_ = Reason::kNone;
  Watchdog* outer_;
};

// Installs a SIGINT handler that calls Watchdog::request_interrupt for the scope.
// With `restart_reads` false, a blocking read returns early (EINTR) on Ctrl-C, which is
// how the REPL's prompt notices it.
class InterruptScope {
 public:
  explicit InterruptScope(bool restart_reads = true);
  ~InterruptScope();
  InterruptScope(const InterruptScope&) = delete;
  InterruptScope& operator=(const InterruptScope&) = delete;

 private:
  struct sigaction* previous_;
};

}  // namespace hr
