// External engines in a seat (uci:PATH): Fairy-Stockfish plays whole Dobutsu games in its
// own dialect, and engines that misbehave lose with the reason.
#include <catch2/catch.hpp>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "../repl/run_binary.hpp"
#include "match/match.hpp"
#include "match_test_support.hpp"

using namespace hr;

namespace {

std::string engine_file(const std::string& name) {
  return std::string(HOUSERULES_TEST_DIR) + "/match/engines/" + name + ".sh";
}

// Debian's fairy-stockfish package (the README's test command installs it).
std::string fairy_stockfish() {
  for (const char* path : {"/usr/games/fairy-stockfish", "/usr/bin/fairy-stockfish"})
    if (std::filesystem::exists(path)) return path;
  return "";
}

std::vector<std::string> reasons_of(const std::string& engine, MatchTally* tally = nullptr,
                                    int games = 2, double margin = kDefaultMargin) {
  MatchSettings settings;
  settings.game.game = "dobutsu";
  settings.a = BotSpec{"uci:" + engine, {}};
  settings.b = BotSpec{"random", {}};
  settings.games = games;
  settings.concurrency = 2;
  settings.time = TimeControl::per_move_ms(50);
  settings.margin = margin;
  std::vector<std::string> reasons;
  const MatchTally t = run_match(
      testing::match_host(), settings,
      [&](int, const Record& r, const MatchTally&) { reasons.push_back(r.result->reason); });
  if (tally) *tally = t;
  return reasons;
}

}  // namespace

TEST_CASE("Fairy-Stockfish plays Dobutsu in its own dialect, every move checked",
          "[engine][slow]") {
  const std::string path = fairy_stockfish();
  INFO("install Debian's fairy-stockfish (the README's test command does)");
  REQUIRE(!path.empty());
  MatchTally tally;
  // 50 ms a move, and 5 s past it before a loss on time: no load on the machine decides a
  // game here (at load 5 a 50 ms margin lost games on time, and a test that counted its
  // wins failed). What is checked is the dialect, not the strength: every move it named was
  // legal in the position sent, and every game ended by the rules of the game.
  const auto reasons = reasons_of(path, &tally, 4, 5.0);
  CHECK(reasons.size() == 4);
  for (const auto& reason : reasons) {
    INFO(reason);
    CHECK(reason.find("illegal") == std::string::npos);
  }
  for (int side = 0; side < 2; ++side)
    for (const auto& [kind, count] : tally.loss_reasons[side].by_kind) {
      INFO("side " << side << " lost " << count << " by " << kind);
      CHECK(kind == "rules");
    }
}

namespace {

// The engine's starts in a match of `games` games at one worker, its process counting them.
int engine_starts(const std::string& inner, int games, double margin) {
  const auto log = std::filesystem::temp_directory_path() / "hr_engine_starts.txt";
  std::filesystem::remove(log);
  ::setenv("HR_ENGINE_STARTS", log.c_str(), 1);
  ::setenv("HR_ENGINE_INNER", inner.c_str(), 1);
  MatchSettings settings;
  settings.game.game = "dobutsu";
  settings.a = BotSpec{"uci:" + engine_file("counts_starts"), {}};
  settings.b = BotSpec{"random", {}};
  settings.games = games;
  settings.concurrency = 1;
  settings.time = TimeControl::per_move_ms(50);
  settings.margin = margin;
  int finished = 0;
  run_match(testing::match_host(), settings,
            [&](int, const Record&, const MatchTally&) { ++finished; });
  CHECK(finished == games);
  std::ifstream in(log);
  int starts = 0;
  for (std::string line; std::getline(in, line);)
    ++starts;
  std::filesystem::remove(log);
  return starts;
}

}  // namespace

TEST_CASE(
    "an engine plays a match's games in one process, and one that lost on time is started again",
    "[engine][slow]") {
  const std::string path = fairy_stockfish();
  INFO("install Debian's fairy-stockfish (the README's test command does)");
  REQUIRE(!path.empty());
  // as cutechess keeps an engine: told ucinewgame between games (a JVM started for every
  // game lost its first moves on time, compiling)
  CHECK(engine_starts(path, 4, 5.0) == 1);
  // an engine that never answered may still be searching: the next game gets a new one
  CHECK(engine_starts(engine_file("silent"), 3, 0.05) == 3);
}

TEST_CASE("an engine that names an illegal move, stays silent or exits loses", "[engine]") {
  for (const auto& reason : reasons_of(engine_file("illegal")))
    CHECK(reason == "illegal move: a1a1");
  for (const auto& reason : reasons_of(engine_file("silent")))
    CHECK_THAT(reason, Catch::StartsWith("time: ") && Catch::Contains(" s on a move of "));
  for (const auto& reason : reasons_of(engine_file("exits")))
    CHECK(reason.find("exited") != std::string::npos);
}

TEST_CASE("an engine that never answers stops an analysis at its hang limit, named",
          "[engine][slow]") {
  const testing::Run run =
      testing::houserules("analyze dobutsu --games 10 --ladder uci:" + engine_file("silent") +
                          " --ladder-games 0 --opening 0 --hang-limit 1 --concurrency 1");
  INFO(run.output);
  CHECK(run.status == 1);
  CHECK_THAT(run.output, Catch::Contains("silent.sh in seat 1: no answer within the hang limit "
                                         "of 1 s"));
}

TEST_CASE("an engine that cannot be started, or a game without a dialect, is an error",
          "[engine]") {
  CHECK_THROWS_WITH(reasons_of("/no/such/engine"), Catch::Contains("No such file"));
  MatchSettings settings;
  settings.game.game = "checkers";
  settings.a = BotSpec{"uci:" + engine_file("illegal"), {}};
  settings.b = BotSpec{"random", {}};
  CHECK_THROWS_WITH(run_match(testing::match_host(), settings),
                    Catch::Contains("checkers has no UCI dialect"));
}

TEST_CASE("an external engine takes an Onitama seat: our position text, moves as one token",
          "[engine]") {
  // the engine is houserules itself, running a script that answers the first legal move
  const std::string script =
      (std::filesystem::temp_directory_path() / "houserules_onitama_first.sh").string();
  {
    std::ofstream out(script);
    out << "#!/bin/sh\nexec '" << HOUSERULES_BINARY << "' run '" << HOUSERULES_TEST_DIR
        << "/match/engines/onitama_first.lua'\n";
  }
  std::filesystem::permissions(script, std::filesystem::perms::owner_all);
  MatchSettings settings;
  settings.game.game = "onitama";
  settings.a = BotSpec{"uci:" + script, {}};
  settings.b = BotSpec{"random", {}};
  settings.games = 2;
  settings.concurrency = 1;
  settings.time = TimeControl::per_move_ms(2000);
  std::vector<Record> records;
  run_match(testing::match_host(), settings,
            [&](int, const Record& r, const MatchTally&) { records.push_back(r); });
  REQUIRE(records.size() == 2);
  for (const Record& r : records) {
    INFO(r.result->reason);
    CHECK(r.moves.size() >= 2);
    CHECK(r.result->reason.find("illegal") == std::string::npos);
    CHECK(r.result->reason.find("error") == std::string::npos);
    CHECK(r.result->reason.find("time") == std::string::npos);
  }
  std::filesystem::remove(script);
}

TEST_CASE("an engine's info lines go into the record: its last depth, nodes and score",
          "[engine]") {
  MatchSettings settings;
  settings.game.game = "dobutsu";
  settings.a = BotSpec{"uci:" + engine_file("informs"), {}};
  settings.b = BotSpec{"random", {}};
  settings.games = 1;
  settings.concurrency = 1;
  settings.time = TimeControl::per_move_ms(500);
  std::vector<Record> records;
  run_match(testing::match_host(), settings,
            [&](int, const Record& r, const MatchTally&) { records.push_back(r); });
  REQUIRE(records.size() == 1);
  REQUIRE(!records[0].moves.empty());
  const SearchStats& stats = records[0].moves[0].stats;
  CHECK(stats.depth == 7);
  CHECK(stats.nodes == 1234);
  CHECK(stats.score == 56);
}

TEST_CASE("an engine under a game clock is told both banks and the increment, in milliseconds",
          "[engine]") {
  GameSettings settings;
  settings.game.game = "dobutsu";
  settings.seats = {BotSpec{"uci:" + engine_file("tells_time"), {}}, BotSpec{"random", {}}};
  std::string why;
  settings.time = *TimeControl::parse("3+0.25", why);
  Record record = play_game(testing::match_host(), settings);
  REQUIRE(!record.moves.empty());
  // `go wtime 2990 btime 2990 winc 250 binc 250`: a little less than the bank, for the pipe
  CHECK(record.moves[0].stats.nodes == 2990);
  CHECK(record.moves[0].stats.score == 2990);
  CHECK(record.moves[0].stats.depth == 252);
  settings.time = TimeControl::per_move_ms(500);
  record = play_game(testing::match_host(), settings);
  REQUIRE(!record.moves.empty());
  CHECK(record.moves[0].stats.depth == 1);
  CHECK(record.moves[0].stats.nodes == 490);
}
