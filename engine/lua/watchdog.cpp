#include "lua/watchdog.hpp"

#include <luajit.h>

#include <time.h>

#include <atomic>
#include <csignal>

#include "core/clock.hpp"

namespace hr {

namespace {
std::atomic<bool> g_interrupt{false};
Watchdog* g_active = nullptr;         // the innermost armed watchdog
lua_State* g_profiled = nullptr;      // the state the profiler runs on
double g_last_tick = 0;               // process CPU seconds at the last profiler callback
bool g_stopped_from_outside = false;  // leave_stops_to_parent() was called

constexpr int kEveryEvent = LUA_MASKCALL | LUA_MASKRET | LUA_MASKLINE | LUA_MASKCOUNT;
constexpr int kIdleCount = 100000;           // interpreted instructions between idle-hook calls
constexpr double kStalled = 0.1;             // CPU seconds without a profiler callback: repair
constexpr const char* kProfileMode = "li5";  // line mode, a tick every 5 ms of CPU time

void on_sigint(int) {
  Watchdog::request_interrupt();
}

double cpu_seconds() {
  timespec ts;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
  return static_cast<double>(ts.tv_sec) + 1e-9 * static_cast<double>(ts.tv_nsec);
}

luaJIT_profile_callback g_callback = nullptr;

// The idle hook repairs a race inside LuaJIT's profiler (measured here with
// libluajit-5.1 2.1.0-beta3+git20220320). Its SIGPROF handler sets the profile flag and
// rewrites the dispatch table; when that lands while the VM itself is rewriting the table
// (it does whenever trace recording starts or stops), the VM finishes with the old
// entries but the new mode. From then on the flag stays set and the table never calls
// the profile hook that would clear it, and in line mode every trace exits at every
// line: the program crawls, a hundred times slower, and neither a deadline nor Ctrl-C can
// stop it. Setting a hook again does not help - the table is rewritten only when the mode
// changes - but stopping the profiler clears the flag and rebuilds the table. The crawl
// passes through the interpreter all the time, so this count hook runs during it; it
// restarts the profiler when no profiler callback came for a while (which also flushes
// the compiled traces, once).
void idle_hook(lua_State* L, lua_Debug*) {
  const double now = cpu_seconds();
  if (now - g_last_tick < kStalled) return;
  g_last_tick = now;
  luaJIT_profile_stop(L);
  luaJIT_profile_start(L, kProfileMode, g_callback, nullptr);
}
}  // namespace

void Watchdog::forget_state(lua_State* L) {
  if (g_profiled != L) return;
  luaJIT_profile_stop(L);
  lua_sethook(L, nullptr, 0, 0);
  g_profiled = nullptr;
}

namespace {
void profile(lua_State* L, luaJIT_profile_callback callback) {
  if (g_profiled == L) return;
  if (g_profiled) Watchdog::forget_state(g_profiled);
  // The count hook must exist before the profiler starts (see the header).
  lua_sethook(L, idle_hook, LUA_MASKCOUNT, kIdleCount);
  g_last_tick = cpu_seconds();
  g_callback = callback;
  luaJIT_profile_start(L, kProfileMode, callback, nullptr);
  g_profiled = L;
}
}  // namespace

Watchdog::Watchdog(lua_State* L, double deadline) : L_(L), deadline_(deadline), outer_(g_active) {
  g_active = this;
  if (!g_stopped_from_outside) profile(L, &Watchdog::on_profile);
}

void Watchdog::leave_stops_to_parent() {
  g_stopped_from_outside = true;
}

Watchdog::~Watchdog() {
  if (g_profiled == L_) lua_sethook(L_, idle_hook, LUA_MASKCOUNT, kIdleCount);  // drops a kill hook
  g_active = outer_;
  if (outer_ && !g_stopped_from_outside) profile(outer_->L_, &Watchdog::on_profile);
}

namespace {
// Whether `thread` is a thread of the state `L` (its main thread or a coroutine): the
// profiler calls back with whichever thread runs, and a loop in a coroutine must stop as
// one in the main thread does. Threads of one state share its allocator's data.
bool same_state(lua_State* L, lua_State* thread) {
  if (L == thread) return true;
  void *a = nullptr, *b = nullptr;
  const lua_Alloc fa = lua_getallocf(L, &a), fb = lua_getallocf(thread, &b);
  return fa == fb && a == b;
}
}  // namespace

void Watchdog::on_profile(void*, lua_State* L, int, int) {
  g_last_tick = cpu_seconds();
  Watchdog* self = g_active;
  if (!self || !same_state(self->L_, L) || self->fired_ != Reason::kNone) return;
  if (g_interrupt.load(std::memory_order_relaxed)) {
    self->fired_ = Reason::kInterrupted;
  } else if (self->deadline_ > 0 && monotonic_seconds() >= self->deadline_) {
    self->fired_ = Reason::kDeadline;
  } else {
    return;
  }
  lua_sethook(L, &Watchdog::kill_hook, kEveryEvent, 1);
}

void Watchdog::kill_hook(lua_State* L, lua_Debug*) {
  const Reason reason = g_active ? g_active->fired_ : Reason::kInterrupted;
  lua_pushstring(L, message(reason == Reason::kNone ? Reason::kInterrupted : reason));
  lua_error(L);
}

const char* Watchdog::message(Reason reason) {
  switch (reason) {
    case Reason::kDeadline:
      return "time limit exceeded";
    case Reason::kInterrupted:
      return "interrupted!";
    case Reason::kNone:
      break;
  }
  return "";
}

void Watchdog::request_interrupt() {
  g_interrupt.store(true, std::memory_order_relaxed);
}
bool Watchdog::interrupt_requested() {
  return g_interrupt.load(std::memory_order_relaxed);
}
void Watchdog::clear_interrupt() {
  g_interrupt.store(false, std::memory_order_relaxed);
}

InterruptScope::InterruptScope(bool restart_reads) : previous_(new struct sigaction) {
  struct sigaction action = {};
  action.sa_handler = on_sigint;
  sigemptyset(&action.sa_mask);
  action.sa_flags = restart_reads ? SA_RESTART : 0;
  sigaction(SIGINT, &action, previous_);
}

InterruptScope::~InterruptScope() {
  sigaction(SIGINT, previous_, nullptr);
  delete previous_;
}

}  // namespace hr
