// Attacks on the host objects a script can hold (hr.turn, hr.rng, hr.clock): their
// metatables are out of reach, and where a trusted script reaches them anyway (the debug
// library), calling a finalizer by hand, twice, or on the wrong object never touches freed
// memory. Run under AddressSanitizer, any use after free or double free fails the suite.
#include <catch2/catch.hpp>

#include "lua_test_support.hpp"

using namespace hr;
using hr::testing::eval;
using hr::testing::ScratchHost;

namespace {

// Lua expressions that make one host object of each kind.
const char* const kMakers[] = {"hr.turn.new(2)", "hr.rng.new(1)", "hr.clock.new(1)",
                               "hr.clock.new(4, 0.1)"};

}  // namespace

TEST_CASE("a bot gets no host object's metatable", "[sandbox][hostile]") {
  ScratchHost t;
  auto state = t.host->new_state(Trust::kSandboxed);
  for (const char* maker : kMakers) {
    INFO(maker);
    const std::string object = std::string("(") + maker + ")";
    CHECK(eval(*state, "type(getmetatable" + object + ")") == "string");
    CHECK(eval(*state, "getmetatable" + object).find("the metatable is locked") !=
          std::string::npos);
    // No way to give the object another metatable, or a finalizer of the bot's own.
    CHECK(eval(*state, "select(2, pcall(setmetatable, " + object + ", {}))")
              .find("table expected, got userdata") != std::string::npos);
    CHECK(eval(*state,
               "select(2, pcall(function() getmetatable" + object + ".__gc = function() end end))")
              .find("attempt to index a string value") != std::string::npos);
  }
}

TEST_CASE("a finalizer called by hand destroys its object once, and the object is refused",
          "[host][hostile]") {
  ScratchHost t;
  auto state = t.host->new_state(Trust::kTrusted);  // trusted scripts have debug.getmetatable
  for (const char* maker : kMakers) {
    INFO(maker);
    const std::string code = std::string("local o = ") + maker +
                             "\n"
                             "local gc = debug.getmetatable(o).__gc\n"
                             "gc(o) gc(o)\n"
                             "local method = debug.getmetatable(o).__index\n"
                             "local name = next(method)\n"
                             "local ok, why = pcall(method[name], o)\n"
                             "return tostring(ok) .. ' ' .. why";
    const std::string out = eval(*state, "(function() " + code + " end)()");
    CHECK(out.find("false ") == 0);
    CHECK(out.find("has been finalized") != std::string::npos);
    // A finalizer given something else refuses it (one that freed what it was handed
    // would free a pointer of the script's choosing).
    CHECK(eval(*state,
               std::string("select(2, pcall(debug.getmetatable(") + maker + ").__gc, io.stdout))")
              .find("expected, got userdata") != std::string::npos);
    CHECK(eval(*state, std::string("select(2, pcall(debug.getmetatable(") + maker + ").__gc, 42))")
              .find("expected, got number") != std::string::npos);
  }
  // The collector then finalizes the emptied objects again, harmlessly.
  lua_gc(*state, LUA_GCCOLLECT, 0);
  CHECK(eval(*state, "'still here'") == "still here");
}

TEST_CASE("a method given another kind of object refuses it", "[host][hostile]") {
  ScratchHost t;
  auto state = t.host->new_state(Trust::kSandboxed);
  CHECK(eval(*state, "select(2, pcall(hr.turn.new(2).seats, hr.rng.new(1)))")
            .find("hr.turn expected, got userdata") != std::string::npos);
  CHECK(eval(*state, "select(2, pcall(hr.rng.new(1).int, hr.clock.new(1), 6))")
            .find("hr.rng expected, got userdata") != std::string::npos);
  CHECK(eval(*state, "select(2, pcall(hr.clock.new(1).remaining, {}))")
            .find("hr.clock expected, got table") != std::string::npos);
  CHECK(eval(*state, "select(2, pcall(hr.clock.new(4, 0.1).increment, hr.rng.new(1)))")
            .find("hr.clock expected, got userdata") != std::string::npos);
}

TEST_CASE("a game clock made by a script takes only a bank and an increment that are times",
          "[host][hostile]") {
  ScratchHost t;
  auto state = t.host->new_state(Trust::kSandboxed);
  for (const char* args : {"4, -0.1", "0, 1", "-4, 1", "1/0, 1", "4, 1/0", "0/0, 1", "4, 0/0"}) {
    INFO(args);
    CHECK(eval(*state, std::string("select(2, pcall(hr.clock.new, ") + args + "))")
              .find("a bank > 0 and an increment >= 0") != std::string::npos);
  }
  CHECK(eval(*state, "select(2, pcall(hr.clock.new, 4, {}))").find("number expected") !=
        std::string::npos);
  CHECK(eval(*state, "hr.clock.new(4, 0.1):increment()") == "0.1");
  CHECK(eval(*state, "tostring(hr.clock.new(4):increment())") == "nil");
}
