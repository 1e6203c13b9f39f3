#include "core/json.hpp"

#include <catch2/catch.hpp>

using hr::Json;

TEST_CASE("json round-trips values", "[json]") {
  Json j = Json::object();
  j.set("name", "dobutsu");
  j.set("n", 3);
  j.set("x", 0.25);
  j.set("ok", true);
  j.set("none", nullptr);
  Json arr = Json::array();
  arr.push("a\"b\\c\n");
  arr.push(Json::object());
  j.set("list", arr);
  const std::string text = j.dump();
  CHECK(text ==
        R"({"name":"dobutsu","n":3,"x":0.25,"ok":true,"none":null,"list":["a\"b\\c\n",{}]})");
  auto back = Json::parse(text);
  REQUIRE(back);
  CHECK(*back == j);
  CHECK(back->find("n")->as_number() == 3);
  CHECK(back->find("missing") == nullptr);
}

TEST_CASE("json errors name the line and column", "[json]") {
  auto bad = Json::parse("{\n  \"a\": 1,\n  \"b\" 2\n}");
  REQUIRE_FALSE(bad);
  CHECK(bad.error() == "line 3, column 7: expected ':'");
  CHECK_FALSE(Json::parse("[1, 2"));
  CHECK_FALSE(Json::parse("\"abc"));
  CHECK_FALSE(Json::parse("01x"));
  CHECK_FALSE(Json::parse("[] []"));
  CHECK(Json::parse("\"\\u00e9\\ud83d\\ude00\"")->as_string() == "\xc3\xa9\xf0\x9f\x98\x80");
}

TEST_CASE("json accessors say what they expected", "[json]") {
  Json n(1.5);
  CHECK_THROWS_WITH(n.as_string(), "expected a string, found a number");
  CHECK(n.as_number() == 1.5);
}
