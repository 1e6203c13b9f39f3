#include <catch2/catch.hpp>

#include "lua_test_support.hpp"

using namespace hr;
using hr::testing::eval;
using hr::testing::ScratchHost;

TEST_CASE("a sandboxed state has only the allow-list", "[sandbox]") {
  ScratchHost t;
  auto state = t.host->new_state(Trust::kSandboxed);
  for (const char* name : {"os", "io", "debug", "ffi", "package", "jit", "dofile", "loadfile",
                           "getfenv", "setfenv", "newproxy", "module"}) {
    INFO(name);
    CHECK(eval(*state, std::string("type(") + name + ")") == "nil");
  }
  CHECK(eval(*state, "type(string.dump)") == "nil");
  CHECK(eval(*state, "type(math.random)") == "nil");
  CHECK(eval(*state, "type(hr.files)").find("not found") != std::string::npos);
  CHECK(eval(*state, "type(hr.board)") == "table");
  CHECK(eval(*state, "select(2, pcall(require, 'ffi'))").find("module 'ffi' is not available") !=
        std::string::npos);
  for (const char* name :
       {"jit", "jit.opt", "jit.util", "jit.profile", "os", "io", "debug", "package"}) {
    INFO(name);
    CHECK(
        eval(*state, std::string("select(2, pcall(require, '") + name + "'))").find("not found") !=
        std::string::npos);
  }
  CHECK(eval(*state, "require('string') == string") == "true");
  CHECK(eval(*state, "require('bit') == bit") == "true");
}

TEST_CASE("the sandbox refuses bytecode, GC control and the string metatable", "[sandbox]") {
  ScratchHost t;
  auto state = t.host->new_state(Trust::kSandboxed);
  CHECK(eval(*state, "select(2, loadstring('\\27LJ\\2'))") == "binary chunks are not allowed here");
  CHECK(eval(*state, "select(2, load(function() return nil end))") == "nil");
  CHECK(eval(*state, "loadstring('return 7')()") == "7");
  CHECK(eval(*state, "select(2, pcall(collectgarbage, 'collect'))").find("only \"count\"") !=
        std::string::npos);
  CHECK(eval(*state, "type(collectgarbage('count'))") == "number");
  CHECK(eval(*state, "getmetatable('')") == "the string metatable is locked");
  CHECK(eval(*state, "('abc'):upper()") == "ABC");
  CHECK(eval(*state,
             "select(2, xpcall(function() error('e', 0) end, function(m) return 'handled ' .. m "
             "end))") == "handled e");
  CHECK(eval(*state, "jit and 'visible' or 'hidden'") == "hidden");
}

TEST_CASE("the JIT is on in a sandboxed state", "[sandbox]") {
  ScratchHost t;
  auto state = t.host->new_state(Trust::kSandboxed);
  REQUIRE(hr::testing::run(*state, "local x = 0 for i = 1, 1e5 do x = x + i % 7 end").ok());
  // jit.util is out of the scripts' reach (only in the registry's _PRELOAD); the test takes
  // it from there to ask whether the loop above was compiled into a trace.
  lua_getfield(*state, LUA_REGISTRYINDEX, "_PRELOAD");
  lua_getfield(*state, -1, "jit.util");
  REQUIRE(lua_isfunction(*state, -1));
  lua_call(*state, 0, 1);
  lua_getfield(*state, -1, "traceinfo");
  lua_pushinteger(*state, 1);
  lua_call(*state, 1, 1);
  CHECK(lua_istable(*state, -1));
  lua_settop(*state, 0);
}

TEST_CASE("a memory cap gives a catchable out-of-memory error", "[sandbox]") {
  ScratchHost t;
  auto state = t.host->new_state(Trust::kSandboxed, 16 << 20);
  for (int round = 0; round < 3; ++round) {
    const CallStatus status =
        hr::testing::run(*state, "local t = {} for i = 1, 1e8 do t[i] = {i} end");
    CHECK(status.kind == CallStatus::Kind::kMemory);
    state->recover_memory();
    CHECK(state->memory_used() < state->memory_cap());
  }
  CHECK(eval(*state, "'still here'") == "still here");
}

TEST_CASE("table.new and table.clear are there, and misuse of them is only an error", "[sandbox]") {
  ScratchHost t;
  auto state = t.host->new_state(Trust::kSandboxed, 16 << 20);
  CHECK(
      eval(*state, "require('table.new') == table.new and require('table.clear') == table.clear") ==
      "true");
  CHECK(eval(*state,
             "(function() local a = table.new(100, 0) a[100] = 1 table.clear(a) return next(a) "
             "end)()") == "nil");
  // sizes past what a table can hold, negative ones, and what is no number
  CHECK(eval(*state, "select(2, pcall(table.new, 2^31 - 1, 0))").find("table overflow") !=
        std::string::npos);
  CHECK(eval(*state, "select(2, pcall(table.new, 0, 2^31 - 1))").find("table overflow") !=
        std::string::npos);
  CHECK(eval(*state, "select(2, pcall(table.new, -5, -5))").find("table overflow") !=
        std::string::npos);
  CHECK(eval(*state, "select(2, pcall(table.new, 'big', 0))").find("number expected") !=
        std::string::npos);
  CHECK(eval(*state, "select(2, pcall(table.clear, 'a string'))").find("table expected") !=
        std::string::npos);
  // room past the memory cap is the cap's error, caught like any other
  const CallStatus status = hr::testing::run(*state, "local a = table.new(1e8, 0)");
  CHECK(status.kind == CallStatus::Kind::kMemory);
  state->recover_memory();
  CHECK(eval(*state, "#table.new(1000, 0)") == "0");
}

// hr's metatable lists the host modules a state may load (the REPL completes `hr.` from
// it). A bot can change that list in its own state; it is no authority: modules load from
// the host's own preload, which the state cannot reach.
TEST_CASE("a bot that adds hr.files to hr's list of modules still cannot load it", "[sandbox]") {
  ScratchHost t;
  auto state = t.host->new_state(Trust::kSandboxed);
  CHECK(eval(*state, "table.concat(getmetatable(hr).__modules, ' ')").find("files") ==
        std::string::npos);
  CHECK(eval(*state,
             "(function() local m = getmetatable(hr).__modules m[#m + 1] = 'files' "
             "m[#m + 1] = 'bots' return #m end)()") != "0");
  CHECK(eval(*state, "select(2, pcall(function() return hr.files end))").find("not found") !=
        std::string::npos);
  CHECK(eval(*state, "select(2, pcall(require, 'hr.bots'))").find("not found") !=
        std::string::npos);
  CHECK(eval(*state, "type(hr.board)") == "table");
}
