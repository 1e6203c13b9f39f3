// Plain Lua that nests through C (gsub callbacks that call gsub, coroutines that resume
// coroutines) once ran the process out of C stack and crashed it. Now each is refused with
// an error at the line that went too deep, and the state goes on.
#include <catch2/catch.hpp>

#include "lua_test_support.hpp"

using namespace hr;
using hr::testing::eval;
using hr::testing::run;
using hr::testing::ScratchHost;

namespace {

// Each recurses without end through a library function that calls back into Lua.
const char* const kNests[] = {
    "local function f(s) return (s:gsub('.', f)) end f('x')",
    "local t t = setmetatable({}, {__index = function() return ('x'):gsub('.', t) end})\n"
    "string.gsub('x', '.', t)",
    "local function f()\n"
    "  local ok, e = coroutine.resume(coroutine.create(f))\n"
    "  if not ok then error(e, 0) end\n"
    "end f()",
    "local function f() coroutine.wrap(f)() end f()",
};

}  // namespace

TEST_CASE("nesting through C without end is an error, not a crash", "[c_stack][hostile]") {
  ScratchHost t;
  for (Trust trust : {Trust::kSandboxed, Trust::kTrusted}) {
    auto state = t.host->new_state(trust, trust == Trust::kSandboxed ? 64u << 20 : 0);
    for (const char* nest : kNests) {
      INFO(nest);
      const CallStatus status = run(*state, nest, 0, "@nest.lua");
      CHECK(status.kind == CallStatus::Kind::kError);
      CHECK(status.message.find("C stack overflow") != std::string::npos);
      CHECK(status.message.find("nest.lua:") == 0);
    }
    CHECK(eval(*state, "'still here'") == "still here");
  }
}

TEST_CASE("the wrapped functions behave as the originals", "[c_stack]") {
  ScratchHost t;
  auto state = t.host->new_state(Trust::kSandboxed);
  CHECK(eval(*state, "select(2, ('hello world'):gsub('o', '0'))") == "2");
  CHECK(eval(*state, "(('abc'):gsub('%w', {a = 'A'}))") == "Abc");
  CHECK(eval(*state,
             "(function() local g = coroutine.wrap(function() for i = 1, 3 do "
             "coroutine.yield(i) end end) return g() + g() + g() end)()") == "6");
  CHECK(eval(*state,
             "select(2, coroutine.resume(coroutine.create(function(a) return a * 2 end), "
             "21))") == "42");
  // Errors keep the line they were raised at; one the original raises names its caller.
  CHECK(eval(*state,
             "select(2, pcall(function() local r = ('x'):gsub('x', function() "
             "error('in callback') end) return r end))") == "test:1: in callback");
  const CallStatus status = run(*state, "local r = ('x'):gsub('x', {x = {}})", 0, "@where.lua");
  CHECK(status.message == "where.lua:1: invalid replacement value (a table)");
  // Nesting within the limit works.
  CHECK(eval(*state,
             "(function() local function f(n) if n == 0 then return 0 end "
             "local _, r = coroutine.resume(coroutine.create(f), n - 1) return r + 1 end "
             "return f(150) end)()") == "150");
}

TEST_CASE("running out of memory inside a coroutine or a gsub callback is still out of memory",
          "[c_stack][sandbox]") {
  ScratchHost t;
  auto state = t.host->new_state(Trust::kSandboxed, 16u << 20);
  const char* const bombs[] = {
      "coroutine.wrap(function() local t = {} for i = 1, 1e8 do t[i] = {i} end end)()",
      "local t = {} ('x'):gsub('x', function() for i = 1, 1e8 do t[i] = {i} end end)",
  };
  for (const char* bomb : bombs) {
    INFO(bomb);
    CHECK(run(*state, bomb).kind == CallStatus::Kind::kMemory);
    state->recover_memory();
  }
}
