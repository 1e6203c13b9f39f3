#include <catch2/catch.hpp>

#include "lua/host.hpp"
#include "lua_test_support.hpp"

using namespace hr;
using hr::testing::eval;
using hr::testing::run;
using hr::testing::ScratchHost;

TEST_CASE("host modules are reached by require and through the global hr", "[host]") {
  ScratchHost t;
  auto state = t.host->new_state(Trust::kTrusted);
  CHECK(eval(*state, "type(require 'hr.board')") == "table");
  CHECK(eval(*state, "hr.board == require 'hr.board'") == "true");
  CHECK(eval(*state, "type(hr.rng.new)") == "function");
  CHECK(eval(*state, "type(require 'string')") == "table");  // the standard searchers stay
}

TEST_CASE("script modules load from the user's folders first", "[host]") {
  ScratchHost t;
  t.write("games/toy.lua", "return { name = 'toy' }");
  t.write("lib/helper.lua", "return 'helped'");
  t.write("variants/toy/big.lua", "return function(g) return g end");
  auto state = t.host->new_state(Trust::kTrusted);
  CHECK(eval(*state, "require('games.toy').name") == "toy");
  CHECK(eval(*state, "require 'hr.helper'") == "helped");
  CHECK(eval(*state, "type(require 'variants.toy.big')") == "function");
  CHECK(eval(*state, "select(2, pcall(require, 'games.nope'))")
            .find("module 'games.nope' not found") != std::string::npos);
}

TEST_CASE("script errors name the file and line, with a traceback", "[host]") {
  ScratchHost t;
  t.write("games/broken.lua", "local x = 1\nlocal function f() error('bad rule') end\nf()\n");
  t.write("games/syntax.lua", "return {\n  a = 1\n  b = 2 }\n");
  auto state = t.host->new_state(Trust::kTrusted);
  CallStatus status = run(*state, "require 'games.broken'");
  REQUIRE_FALSE(status.ok());
  CHECK(status.message.find("broken.lua:2: bad rule") != std::string::npos);
  CHECK(status.traceback.find("stack traceback:") == 0);
  CHECK(status.traceback.find("broken.lua:3") != std::string::npos);
  status = run(*state, "require 'games.syntax'");
  REQUIRE_FALSE(status.ok());
  CHECK(status.message.find("syntax.lua:3:") != std::string::npos);
  // A failed module may be loaded again once fixed.
  t.write("games/broken.lua", "return 'fixed'");
  CHECK(eval(*state, "require 'games.broken'") == "fixed");
}

TEST_CASE("forget_scripts makes require read the files again", "[host]") {
  ScratchHost t;
  t.write("games/toy.lua", "return { v = 1 }");
  auto state = t.host->new_state(Trust::kTrusted);
  CHECK(eval(*state, "require('games.toy').v") == "1");
  t.write("games/toy.lua", "return { v = 2 }");
  CHECK(eval(*state, "require('games.toy').v") == "1");
  Host::forget_scripts(*state);
  CHECK(eval(*state, "require('games.toy').v") == "2");
  CHECK(eval(*state, "type(require 'hr.board')") == "table");
}

TEST_CASE("a module that requires itself is reported", "[host]") {
  ScratchHost t;
  t.write("games/loop.lua", "return require 'games.loop'");
  auto state = t.host->new_state(Trust::kTrusted);
  const CallStatus status = run(*state, "require 'games.loop'");
  REQUIRE_FALSE(status.ok());
  CHECK(status.message.find("requires itself") != std::string::npos);
}

TEST_CASE("module names are checked", "[host]") {
  ScratchHost t;
  auto state = t.host->new_state(Trust::kSandboxed);
  CHECK(eval(*state, "select(2, pcall(require, '../etc/passwd'))").find("not a module name") !=
        std::string::npos);
  CHECK_FALSE(valid_module_name("a..b"));
  CHECK(valid_module_name("games.dobutsu"));
}

TEST_CASE("a state keeps its compiled code: 1500 traces fit without a flush", "[host][jit]") {
  // With LuaJIT's defaults (1000 traces, 512 KB of machine code) the 1001st trace flushed
  // every compiled trace, as it did midway through a 1 s search (jit_tuning.hpp).
  ScratchHost t;
  auto state = t.host->new_state(Trust::kTrusted);
  run(*state, R"lua(
    flushes, traces = 0, 0
    jit.attach(function(what)
      if what == "flush" then flushes = flushes + 1 elseif what == "stop" then traces = traces + 1 end
    end, "trace")
    kept = {} -- (a function that is collected frees its traces)
    for i = 1, 1500 do
      kept[i] = load("local s = 0 for k = 1, 200 do s = s + k * " .. i .. " end return s")
      kept[i]()
    end
    jit.attach(function() end)
  )lua");
  CHECK(eval(*state, "traces >= 1500") == "true");
  CHECK(eval(*state, "flushes") == "0");
}
