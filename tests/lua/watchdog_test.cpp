#include <sys/wait.h>
#include <unistd.h>
#include <catch2/catch.hpp>

#include <csignal>
#include <thread>

#include "core/clock.hpp"
#include "lua/watchdog.hpp"
#include "lua_test_support.hpp"

using namespace hr;
using hr::testing::run;
using hr::testing::ScratchHost;

namespace {
// Runs code that never ends by itself with a deadline 0.2 s away; returns the seconds taken.
double stopped_after(lua_State* L, const std::string& code, CallStatus& status) {
  const double start = monotonic_seconds();
  status = run(L, code, start + 0.2);
  return monotonic_seconds() - start;
}
}  // namespace

TEST_CASE("the watchdog stops compiled loops at their deadline", "[watchdog][slow]") {
  ScratchHost t;
  for (Trust trust : {Trust::kTrusted, Trust::kSandboxed}) {
    auto state = t.host->new_state(trust);
    for (const char* code : {
             "while true do end",
             "local x = 0 for i = 1, 1e15 do x = x + i end",
             "local t = {} for i = 1, 1e15 do t[i % 100 + 1] = i end",
             "while true do pcall(function() for i = 1, 1e9 do end end) end",
             "local function f() return f() end while true do pcall(f) end",
             "while true do xpcall(function() error('x') end, function() while true do end end) "
             "end",
             // inside a coroutine: the profiler calls back with the coroutine's thread
             "coroutine.wrap(function() while true do end end)()",
             "local co = coroutine.create(function() local x = 0 while true do x = x + 1 end end)"
             " while true do coroutine.resume(co) end",
             "coroutine.wrap(function() coroutine.wrap(function() while true do end end)() end)()",
             "while true do pcall(coroutine.wrap(function() while true do end end)) end",
         }) {
      CallStatus status;
      const double seconds = stopped_after(*state, code, status);
      INFO(code);
      CHECK(status.kind == CallStatus::Kind::kDeadline);
      CHECK(status.message.find("time limit exceeded") != std::string::npos);
      CHECK(seconds < 1.0);
      // The state is still usable afterwards.
      CHECK(hr::testing::eval(*state, "1 + 1") == "2");
    }
  }
}

TEST_CASE("an interrupt request (Ctrl-C) stops a running script", "[watchdog]") {
  ScratchHost t;
  auto state = t.host->new_state(Trust::kTrusted);
  InterruptScope scope;
  for (const char* code : {"local x = 0 while true do x = x + 1 end",
                           // what a person types at the REPL, and a callback's loop
                           "coroutine.wrap(function() while true do end end)()",
                           "string.gsub('abc', '.', function() while true do end end)",
                           "table.sort({3, 2, 1}, function() while true do end end)"}) {
    INFO(code);
    std::thread signaller([] {
      std::this_thread::sleep_for(std::chrono::milliseconds(150));
      std::raise(SIGINT);
    });
    const double start = monotonic_seconds();
    const CallStatus status = run(*state, code);
    signaller.join();
    CHECK(status.kind == CallStatus::Kind::kInterrupted);
    CHECK(status.message.find("interrupted") != std::string::npos);
    CHECK(monotonic_seconds() - start < 2.0);
    Watchdog::clear_interrupt();
    CHECK(hr::testing::eval(*state, "'alive'") == "alive");
  }
}

TEST_CASE("code that ends in time is not disturbed", "[watchdog]") {
  ScratchHost t;
  auto state = t.host->new_state(Trust::kTrusted);
  const CallStatus status =
      run(*state, "local x = 0 for i = 1, 1e6 do x = x + i end return x", monotonic_seconds() + 10);
  REQUIRE(status.ok());
  CHECK(lua_tonumber(*state, -1) == 500000500000.0);
}

TEST_CASE("watchdogs nest: an inner deadline, then the outer one", "[watchdog]") {
  ScratchHost t;
  auto outer = t.host->new_state(Trust::kTrusted);
  auto inner = t.host->new_state(Trust::kSandboxed);
  Watchdog outer_dog(*outer, monotonic_seconds() + 0.6);
  const CallStatus in = run(*inner, "while true do end", monotonic_seconds() + 0.1);
  CHECK(in.kind == CallStatus::Kind::kDeadline);
  CHECK(outer_dog.fired() == Watchdog::Reason::kNone);
}

namespace {
int g_seen_mask = -1;
int note_hook_mask(lua_State* L) {
  g_seen_mask = lua_gethookmask(L);
  return 0;
}
// The hook mask a call into `host`'s new state sees: the watchdog's count hook, or none.
int hook_mask_in_a_call(ScratchHost& host) {
  auto state = host.host->new_state(Trust::kTrusted);
  lua_register(*state, "note_hook_mask", note_hook_mask);
  g_seen_mask = -1;
  if (!run(*state, "note_hook_mask()", monotonic_seconds() + 10).ok()) return -1;
  return g_seen_mask;
}
}  // namespace

TEST_CASE("a process stopped from outside arms no watchdog: its code runs without hooks",
          "[watchdog]") {
  // A bot's own process: its asker kills it past a limit, and the count hook the watchdog
  // needs would send every interpreted instruction through LuaJIT's hook dispatch.
  // Process-wide, so in a child of its own.
  const pid_t pid = ::fork();
  REQUIRE(pid >= 0);
  if (pid == 0) {
    ScratchHost t;
    const int armed = hook_mask_in_a_call(t);
    Watchdog::leave_stops_to_parent();
    const int outside = hook_mask_in_a_call(t);
    ::_exit(armed > 0 && outside == 0 ? 0 : 1);
  }
  int status = 0;
  REQUIRE(::waitpid(pid, &status, 0) == pid);
  CHECK(WIFEXITED(status));
  CHECK(WEXITSTATUS(status) == 0);
}
