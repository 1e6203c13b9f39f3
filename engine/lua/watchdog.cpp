#include "lua/watchdog.hpp"

#include <luajit.h>

#include <atomic>
#include <csignal>

#include "core/clock.hpp"

namespace hr {

namespace {
std::atomic<bool> g_interrupt{false};
Watchdog* g_active = nullptr;    // the innermost armed watchdog
lua_State* g_profiled = nullptr;  // the state the profiler runs on

void noop_hook(lua_State*, lua_Debug*) {}
void on_sigint(int) { Watchdog::request_interrupt(); }
constexpr int kEveryEvent = LUA_MASKCALL | LUA_MASKRET | LUA_MASKLINE | LUA_MASKCOUNT;
constexpr int kIdleCount = 1 << 30;
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
  lua_sethook(L, noop_hook, LUA_MASKCOUNT, kIdleCount);
  luaJIT_profile_start(L, "li5", callback, nullptr);
  g_profiled = L;
}
}  // namespace

Watchdog::Watchdog(lua_State* L, double deadline) : L_(L), deadline_(deadline), outer_(g_active) {
  g_active = this;
  profile(L, &Watchdog::on_profile);
}

Watchdog::~Watchdog() {
  if (g_profiled == L_) lua_sethook(L_, noop_hook, LUA_MASKCOUNT, kIdleCount);  // drops a kill hook
  g_active = outer_;
  if (outer_) profile(outer_->L_, &Watchdog::on_profile);
}

void Watchdog::on_profile(void*, lua_State* L, int, int) {
  Watchdog* self = g_active;
  if (!self || self->L_ != L || self->fired_ != Reason::kNone) return;
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
    case Reason::kDeadline: return "time limit exceeded";
    case Reason::kInterrupted: return "interrupted!";
    case Reason::kNone: break;
  }
  return "";
}

void Watchdog::request_interrupt() { g_interrupt.store(true, std::memory_order_relaxed); }
bool Watchdog::interrupt_requested() { return g_interrupt.load(std::memory_order_relaxed); }
void Watchdog::clear_interrupt() { g_interrupt.store(false, std::memory_order_relaxed); }

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
