// A match's worker keeps its referee's Lua state and its bots' processes from game to game
// (match/game.cpp, match/kept_bots.hpp): the games must not know. Each game is the same whichever
// worker plays it, after whichever games: the same moves, chance outcomes and result with one
// worker as with two.
#include <unistd.h>
#include <catch2/catch.hpp>

#include <cstdio>
#include <map>
#include <string>

#include "../repl/run_binary.hpp"
#include "core/record.hpp"

using hr::testing::houserules;
using hr::testing::Run;

namespace {

// Game number -> its moves and result, as text.
std::map<int, std::string> games_of(const std::string& path) {
  std::map<int, std::string> out;
  const auto lines = hr::Record::load_lines(path);
  REQUIRE(lines);
  for (const auto& line : *lines) {
    std::string text;
    for (const auto& move : line.record.moves)
      text += std::to_string(move.seat) + ":" + move.text + " ";
    if (line.record.result) text += "= " + line.record.result->scores_text();
    out[line.record.index.value_or(0)] = text;
  }
  return out;
}

}  // namespace

TEST_CASE("a match's games are the same with one worker as with two", "[match][workers][slow]") {
  // Bo Bing's rolls are the referee's (its rng), Dobutsu's game the bots' (seeded); the
  // bots' processes are kept too (kept_bots.hpp), and alphabeta's search (at a fixed
  // depth: the same moves however fast) keeps its library's module from game to game.
  for (const std::string game : {"bobing --option players=2 random greedy", "dobutsu random greedy",
                                 "dobutsu alphabeta:depth=2 greedy"}) {
    std::map<int, std::string> seen[2];
    for (int workers = 1; workers <= 2; ++workers) {
      const std::string path = "/tmp/hr_kept_referee_" + std::to_string(::getpid()) + "_" +
                               std::to_string(workers) + ".jsonl";
      std::remove(path.c_str());
      const Run run =
          houserules("match " + game + " --games 6 --time 1000 " + "--seed 7 --concurrency " +
                     std::to_string(workers) + " --record " + path);
      INFO(game << ", " << workers << " worker(s): " << run.output);
      REQUIRE(run.status == 0);
      seen[workers - 1] = games_of(path);
      std::remove(path.c_str());
    }
    INFO(game);
    CHECK(seen[0].size() == 6);
    CHECK(seen[0] == seen[1]);
  }
}
