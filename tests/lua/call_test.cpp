// protected_call against hostile error objects: whatever a script raises, the call comes
// back with words, within its deadline, and no metamethod of the error object runs where
// nothing could stop it (the message handler, or C++ after the watchdog is gone).
#include <catch2/catch.hpp>

#include "core/clock.hpp"
#include "lua_test_support.hpp"

using namespace hr;
using hr::testing::run;
using hr::testing::ScratchHost;

namespace {

constexpr double kLimit = 0.3;

CallStatus raise(lua_State* L, const std::string& error_object) {
  return run(L, "error(" + error_object + ")", monotonic_seconds() + kLimit, "@raiser.lua");
}

}  // namespace

TEST_CASE("an error object whose metamethods loop or raise is described without running them",
          "[call][hostile]") {
  ScratchHost t;
  for (Trust trust : {Trust::kSandboxed, Trust::kTrusted}) {
    auto state = t.host->new_state(trust);
    const double start = monotonic_seconds();
    CallStatus status =
        raise(*state, "setmetatable({}, {__index = function() while true do end end})");
    CHECK(status.kind == CallStatus::Kind::kError);
    CHECK(status.message == "(error object is a table value)");
    CHECK(status.traceback.find("raiser.lua:1") != std::string::npos);
    status = raise(*state, "setmetatable({}, {__index = function() error('boom') end})");
    CHECK(status.kind == CallStatus::Kind::kError);
    CHECK(status.message == "(error object is a table value)");
    // Neither waited for a deadline.
    CHECK(monotonic_seconds() - start < kLimit);
    CHECK(lua_gettop(*state) == 0);
  }
}

TEST_CASE("an error object's __tostring runs under the watchdog", "[call][hostile]") {
  ScratchHost t;
  auto state = t.host->new_state(Trust::kSandboxed);
  CallStatus status =
      raise(*state, "setmetatable({}, {__tostring = function() return 'described' end})");
  CHECK(status.kind == CallStatus::Kind::kError);
  CHECK(status.message == "described");
  CHECK(status.traceback.find("raiser.lua:1") != std::string::npos);

  const double start = monotonic_seconds();
  status = raise(*state, "setmetatable({}, {__tostring = function() while true do end end})");
  CHECK(status.kind == CallStatus::Kind::kDeadline);
  CHECK(monotonic_seconds() - start < kLimit + 1);

  status = raise(*state, "setmetatable({}, {__tostring = function() error('again', 0) end})");
  CHECK(status.kind == CallStatus::Kind::kError);
  CHECK(status.message == "again");
  status = raise(*state, "setmetatable({}, {__tostring = function() return {} end})");
  CHECK(status.message == "(error object is a table value)");
  status = raise(*state, "setmetatable({}, {__tostring = function() error({}) end})");
  CHECK(status.message == "(error object is a table value)");
  for (const char* value : {"nil", "false", "print", "coroutine.create(print)"}) {
    INFO(value);
    status = raise(*state, value);
    CHECK(status.kind == CallStatus::Kind::kError);
    CHECK(status.message.find("(error object is a ") == 0);
  }
  CHECK(lua_gettop(*state) == 0);
}

TEST_CASE("user errors and string errors keep their words and tracebacks", "[call]") {
  ScratchHost t;
  auto state = t.host->new_state(Trust::kTrusted);
  CallStatus status = run(*state, "require('hr.errors').user('no such game')");
  CHECK(status.kind == CallStatus::Kind::kUserError);
  CHECK(status.message == "no such game");
  // A user error is known by its own field, not by what its __index says.
  status = raise(*state, "setmetatable({}, {__index = {user_error = 'pretend'}})");
  CHECK(status.kind == CallStatus::Kind::kError);
  status = raise(*state, "'plain'");
  CHECK(status.message == "raiser.lua:1: plain");
  CHECK(status.traceback.find("stack traceback:") == 0);
  status = raise(*state, "42");
  CHECK(status.message == "raiser.lua:1: 42");
  // Results come back as asked, padded or cut.
  REQUIRE(run(*state, "return 1, 2, 3").ok());
  CHECK(lua_gettop(*state) == 3);
  lua_settop(*state, 0);
  CHECK(load_chunk(*state, "return 1, 2, 3", "=x").ok());
  CHECK(protected_call(*state, 0, 1).ok());
  CHECK(lua_gettop(*state) == 1);
  CHECK(load_chunk(*state, "return", "=x").ok());
  CHECK(protected_call(*state, 0, 2).ok());
  CHECK(lua_gettop(*state) == 3);
  CHECK(lua_isnil(*state, 3));
}

TEST_CASE("the traceback of a table error names where it was raised, also through require",
          "[call]") {
  ScratchHost t;
  t.write("lib/raises_table.lua",
          "local function inner()\n"
          "  error(setmetatable({}, {__tostring = function() return 'table error' end}))\n"
          "end\n"
          "inner()\n");
  auto state = t.host->new_state(Trust::kSandboxed);
  const CallStatus status = run(*state, "require 'hr.raises_table'");
  CHECK(status.message == "table error");
  CHECK(status.traceback.find("raises_table.lua:2") != std::string::npos);
}
