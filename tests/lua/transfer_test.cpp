#include "lua/transfer.hpp"

#include <catch2/catch.hpp>

#include "lua_test_support.hpp"

using namespace hr;
using hr::testing::eval;
using hr::testing::run;
using hr::testing::ScratchHost;

TEST_CASE("plain values travel between states", "[transfer]") {
  ScratchHost t;
  auto a = t.host->new_state(Trust::kTrusted);
  auto b = t.host->new_state(Trust::kSandboxed);
  REQUIRE(
      run(*a,
          "return { 1, 2.5, 'x\\0y', true, false, n = { deep = { -0.0, 1e300 } }, [7] = 'seven' }")
          .ok());
  const std::string bytes = encode_value(*a, -1);
  decode_value(*b, bytes);
  lua_setglobal(*b, "v");
  CHECK(eval(*b, "v[1] + v[2]") == "3.5");
  CHECK(eval(*b, "#v[3]") == "3");
  CHECK(eval(*b, "tostring(v[4]) .. tostring(v[5])") == "truefalse");
  CHECK(eval(*b, "v.n.deep[2]") == "1e+300");
  CHECK(eval(*b, "v[7]") == "seven");
  // Encoding the decoded value gives the same bytes (same content).
  lua_getglobal(*b, "v");
  CHECK(encode_value(*b, -1).size() == bytes.size());
}

TEST_CASE("what cannot be sent is named by its path", "[transfer]") {
  ScratchHost t;
  auto a = t.host->new_state(Trust::kTrusted);
  REQUIRE(run(*a, "return { rules = { check = print } }").ok());
  CHECK_THROWS_WITH(encode_value(*a, -1, "view"),
                    "view.rules.check is a function, which cannot be sent to another Lua state");
  REQUIRE(run(*a, "local t = {} t.self = t return t").ok());
  CHECK_THROWS_WITH(encode_value(*a, -1, "state"), "state.self contains itself (a cycle)");
  REQUIRE(run(*a, "return { [3] = coroutine.create(print) }").ok());
  CHECK_THROWS_WITH(encode_value(*a, -1, "move"),
                    "move[3] is a thread, which cannot be sent to another Lua state");
}

TEST_CASE("malformed bytes are refused", "[transfer]") {
  ScratchHost t;
  auto a = t.host->new_state(Trust::kTrusted);
  const int top = lua_gettop(*a);
  CHECK_THROWS(decode_value(*a, ""));
  CHECK_THROWS(decode_value(*a, std::string("\x05\x03", 2)));
  CHECK_THROWS(decode_value(*a, std::string("\x04\xff\xff\xff\x00", 5)));
  CHECK_THROWS(decode_value(*a, std::string("\x00\x00", 2)));
  CHECK(lua_gettop(*a) == top);
}
