// PGN as text: written in export form, read back, and bad text refused with its line.
#include "core/pgn.hpp"

#include <catch2/catch.hpp>

using hr::PgnGame;

TEST_CASE("a PGN game reads back as it was written", "[pgn]") {
  PgnGame g;
  g.tags = {{"Event", "club \"night\""}, {"Site", "?"}, {"Result", "0-1"}, {"Note", "a\\b"}};
  for (int i = 0; i < 30; ++i)
    g.moves.push_back({i % 2 ? "C@b2" : "L_B4_C3", i % 3 ? "" : "+0.24/10 0.0300s n=21010"});
  g.result = "0-1";
  const std::string text = hr::write_pgn(g);
  CHECK(text.find("[Event \"club \\\"night\\\"\"]\n") == 0);
  // a comment after the first seat's move: the second seat's move is numbered again
  CHECK(text.find("1. L_B4_C3 {+0.24/10 0.0300s n=21010} 1... C@b2") != std::string::npos);
  for (size_t at = 0, end; at < text.size(); at = end + 1) {  // export form: under 80 columns
    end = text.find('\n', at);
    CHECK(end - at < 80);
  }
  auto back = hr::read_pgn(text + text, "two.pgn");
  REQUIRE(back);
  REQUIRE(back->size() == 2);
  CHECK((*back)[1].tags == g.tags);
  CHECK((*back)[1].tag("Note") == "a\\b");
  CHECK((*back)[1].tag("Missing").empty());
  REQUIRE((*back)[1].moves.size() == 30);
  CHECK((*back)[1].moves[3].comment == "+0.24/10 0.0300s n=21010");
  CHECK((*back)[1].moves[4].comment.empty());
  CHECK((*back)[1].result == "0-1");
}

TEST_CASE("PGN from other tools: variations, glyphs, annotations and line comments", "[pgn]") {
  const char* text =
      "; a comment line\n"
      "[Event \"x\"]\n\n"
      "1. e4 $1 e5!? (1... c5 {Sicilian} 2. Nf3) 2. Nf3 {a comment\n over lines} Nc6 1/2-1/2\n";
  auto games = hr::read_pgn(text, "other.pgn");
  REQUIRE(games);
  REQUIRE(games->size() == 1);
  const auto& m = (*games)[0].moves;
  REQUIRE(m.size() == 4);
  CHECK(m[1].text == "e5");
  CHECK(m[2].comment == "a comment  over lines");
  CHECK((*games)[0].result == "1/2-1/2");
}

TEST_CASE("bad PGN is refused with its file, line and what was expected", "[pgn]") {
  auto fails = [](const char* text) {
    auto r = hr::read_pgn(text, "bad.pgn");
    REQUIRE_FALSE(r);
    return r.error();
  };
  CHECK(fails("[Event \"x]\n\n1. e4 *") ==
        "bad.pgn:1: a tag's value ends without its closing quote");
  CHECK(fails("[Event x]\n") == "bad.pgn:1: the value of tag Event in double quotes");
  CHECK(fails("[Event \"x\"]\n\n1. e4\n") ==
        "bad.pgn:4: the game's result (1-0, 0-1, 1/2-1/2 or *) at the end of its moves");
  CHECK(fails("[Event \"x\"]\n\n1. e4 {open\n\n*") ==
        "bad.pgn:3: a comment opened here is not closed with '}'");
  CHECK(fails("\n1. e4 (1... c5 *") == "bad.pgn:2: a variation opened here is not closed with ')'");
  CHECK(fails("1. e4 <b> *") ==
        "bad.pgn:1: a move (a letter or digit, then letters, digits and _+#=:-@), not '<b>'");
  CHECK(hr::pgn_symbol("Tiger:c1c3"));
  CHECK_FALSE(hr::pgn_symbol("L B4 C3"));
  CHECK_FALSE(hr::pgn_symbol("1-0"));
  CHECK_FALSE(hr::pgn_symbol("@b2"));
}
