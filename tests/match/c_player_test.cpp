// Players written in C (`c:FILE.c` seats), through real tournaments: a sound player, and
// players that crash, write into their board, never return, open a file, run a shell,
// print, or return what is no move. Each loses only its own games, with the reason.
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>

#include "../repl/run_binary.hpp"
#include "match/c_program.hpp"

namespace {

using hr::testing::houserules;
using hr::testing::line_starting;
using hr::testing::Run;

const std::string kPlayers = std::string(HOUSERULES_TEST_DIR) + "/checkers/players/";

std::string scratch_c_file(const std::string& name, const std::string& text) {
  const auto dir = std::filesystem::temp_directory_path() / "hr_c_player_players";
  std::filesystem::create_directories(dir);
  const auto path = dir / name;
  std::ofstream(path, std::ios::binary) << text;
  return path.string();
}

}  // namespace

TEST_CASE("a class's C players meet in a tournament: each hostile one loses only its own games",
          "[c_player][slow]") {
  std::filesystem::remove("/tmp/houserules_c_player_escaped");
  const auto ranking = std::filesystem::temp_directory_path() / "hr_c_player_ranking.txt";
  std::filesystem::remove(ranking);
  const Run run =
      houserules("tournament checkers c:" + kPlayers +
                 " --time 300 --points 2,1,0 --concurrency 2 --ranking " + ranking.string());
  INFO(run.output);
  REQUIRE(run.status == 0);
  CHECK_THAT(run.output, Catch::Contains("round robin of 8 bots"));
  // the sound players lose no game by forfeit: only on the board
  CHECK(line_starting(run.output, "losses of c:aiplayer_1155000001.c") == "");
  CHECK(line_starting(run.output, "losses of c:aiplayer_chatty.c") == "");
  CHECK_THAT(
      line_starting(run.output, "losses of c:aiplayer_crash.c"),
      Catch::Contains("9 in crashes; first crash: killed by signal 11 (Segmentation fault)"));
  CHECK_THAT(line_starting(run.output, "losses of c:aiplayer_forever.c"),
             Catch::Contains("9 on time"));
  CHECK_THAT(
      line_starting(run.output, "losses of c:aiplayer_scribbler.c"),
      Catch::Contains("9 on errors; first error: the C player wrote into its argument 'board'"));
  for (const char* jailed : {"c:aiplayer_opener.c", "c:aiplayer_shell.c"})
    CHECK_THAT(line_starting(run.output, std::string("losses of ") + jailed),
               Catch::Contains("9 in crashes; first crash: a forbidden system call"));
  CHECK_FALSE(std::filesystem::exists("/tmp/houserules_c_player_escaped"));
  // each hostile player loses to the two sound ones, and as blue (moving first) to the others
  CHECK_THAT(
      line_starting(run.output, "losses of c:aiplayer_wrong.c"),
      Catch::Contains("9 on illegal moves; first illegal move: 12345 is not a four-digit move"));
  // what a player prints is shown with its name in front, and never taken for its answer
  CHECK_THAT(run.output, Catch::Contains("[c:aiplayer_chatty.c] debug: player 1 plays"));
  CHECK_THAT(run.output, Catch::Contains("[c:aiplayer_chatty.c] move 1111"));
  CHECK_THAT(run.output, Catch::Contains("[c:aiplayer_chatty.c] no newline at the end\n"));
  // the ranking: the two sound players at the top (2 points a win, 1 a draw)
  CHECK_THAT(line_starting(run.output, " 1. "), Catch::Contains("c:aiplayer_"));
  CHECK((line_starting(run.output, " 1. ").find("1155000001") != std::string::npos ||
         line_starting(run.output, " 1. ").find("chatty") != std::string::npos));
  // the ranking as a file to hand out: what was played, the table, the forfeits
  std::ifstream file(ranking);
  const std::string text((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
  CHECK(line_starting(
            text, "checkers: round robin of 8 players, 56 games, 300ms/move, points 2,1,0") != "");
  CHECK(line_starting(text, " 1. ") == line_starting(run.output, " 1. "));
  CHECK(line_starting(text, "losses of c:aiplayer_crash.c") ==
        line_starting(run.output, "losses of c:aiplayer_crash.c"));
}

TEST_CASE("a C player that does not compile is one clear error before any game", "[c_player]") {
  const Run run = houserules("tournament checkers random c:" + std::string(HOUSERULES_TEST_DIR) +
                             "/checkers/broken/aiplayer_broken.c --time 100");
  CHECK(run.status == 1);
  CHECK_THAT(run.output, Catch::Contains("aiplayer_broken.c does not compile (cc -O2):"));
  CHECK_THAT(run.output, Catch::Contains("expected expression"));
  CHECK_THAT(run.output, !Catch::Contains("games in"));
}

TEST_CASE("a C player's function is found from the file's name, else the one ai_player function",
          "[c_player][slow]") {
  const std::string sound =
      "int ai_player_x(int player, const int *board) {\n"
      "  (void)board; return player == 1 ? 3141 : 6858; }\n";
  // named otherwise, one function: found
  const std::string other = scratch_c_file("student.c", sound);
  Run run = houserules("match checkers c:" + other + " random --games 2 --time 200");
  CHECK(run.status == 0);
  CHECK_THAT(run.output, Catch::Contains("c:student.c vs random"));
  // two candidates and none named after the file: which one is meant is unknown
  const std::string two = scratch_c_file(
      "aiplayer_7.c", sound + "int ai_player_y(int p, const int *b) { (void)b; return p; }\n");
  run = houserules("match checkers c:" + two + " random --games 2 --time 200");
  CHECK(run.status == 1);
  CHECK_THAT(run.output, Catch::Contains("no function ai_player_7 (from the file's name), and 2 "
                                         "functions whose names start with ai_player: ai_player_x "
                                         "ai_player_y"));
  // a student's own main (a test program) is no obstacle
  const std::string with_main =
      scratch_c_file("aiplayer_8.c",
                     "#include <stdio.h>\nint ai_player_8(int player, const int *board) {\n"
                     "  (void)board; return player == 1 ? 3141 : 6858; }\n"
                     "int main(void) { printf(\"%d\\n\", ai_player_8(1, 0)); return 0; }\n");
  run = houserules("match checkers c:" + with_main + " random --games 2 --time 200");
  CHECK(run.status == 0);
  // a game without a C function refuses the seat in words
  run = houserules("match dobutsu c:" + other + " random --games 2 --time 200");
  CHECK(run.status == 1);
  CHECK_THAT(run.output, Catch::Contains("dobutsu declares no function for players written in C"));
}

TEST_CASE("a C player is compiled once, into a cache keyed by its content", "[c_player][slow]") {
  hr::CFunction form{"ai_player", "int", {{"int", "player", 0}, {"const int *", "board", 89}}};
  const auto cache = std::filesystem::temp_directory_path() / "hr_c_player_cache";
  std::filesystem::remove_all(cache);
  const std::string file = scratch_c_file(
      "aiplayer_9.c", "int ai_player_9(int p, const int *b) { (void)b; return p; }\n");
  const auto first = hr::build_c_player(file, form, cache);
  CHECK(first.function == "ai_player_9");
  const auto stamp = std::filesystem::last_write_time(first.program);
  const auto again = hr::build_c_player(file, form, cache);
  CHECK(again.program == first.program);
  CHECK(std::filesystem::last_write_time(again.program) == stamp);
  scratch_c_file("aiplayer_9.c",
                 "int ai_player_9(int p, const int *b) { (void)b; return p + 1; }\n");
  const auto changed = hr::build_c_player(file, form, cache);
  CHECK(changed.program != first.program);
  // the host's program declares the game's prototype, so a player with another one fails
  // to link or to compile in words
  CHECK_THAT(hr::c_main_source(form, "ai_player_9"),
             Catch::Contains("int ai_player_9(int player, const int *board);"));
}

TEST_CASE("a C player takes a seat in play and in the REPL", "[c_player]") {
  const std::string sound = "c:" + kPlayers + "aiplayer_1155000001.c";
  Run run = houserules("play checkers --seat 1=" + sound + " --seat 2=" + kPlayers +
                       "../../../scripts/bots/greedy.lua --time 200");
  CHECK(run.status == 0);
  CHECK_THAT(run.output, Catch::Contains("blue (c:aiplayer_1155000001.c) plays 2233"));
  CHECK_THAT(run.output, Catch::Contains("game over:"));
  run = houserules("--echo", ":game checkers\n3141\n:seat 2 " + sound + "\n");
  CHECK(run.status == 0);
  CHECK_THAT(run.output, Catch::Contains("seat 2 (red): c:aiplayer_1155000001.c"));
  CHECK_THAT(run.output, Catch::Contains("red (c:aiplayer_1155000001.c) plays 6857"));
}

TEST_CASE("a C player is held to the seat's memory cap", "[c_player][slow]") {
  const std::string hog = "c:" + std::string(HOUSERULES_TEST_DIR) + "/checkers/hog/aiplayer_hog.c";
  Run run = houserules("match checkers " + hog + " random --games 2 --time 2000 --memory 256");
  CHECK(run.status == 0);
  CHECK_THAT(run.output, Catch::Contains("losses of c:aiplayer_hog.c: 2 in crashes; first crash: "
                                         "killed by signal 11 (Segmentation fault)"));
  // with room for it, the same player plays its moves
  run = houserules("match checkers " + hog + " random --games 2 --time 5000 --memory 2048");
  CHECK_THAT(run.output, !Catch::Contains("losses of c:aiplayer_hog.c: 2 in crashes"));
}

TEST_CASE("a C player that never answers stops an analysis at its hang limit, named",
          "[c_player][slow]") {
  // an analysis's players search to a depth, not a time: only the hang limit ends a move
  const Run run = houserules("analyze checkers --games 10 --ladder c:" + kPlayers +
                             "aiplayer_forever.c --ladder-games 0 --opening 0 --hang-limit 1 "
                             "--concurrency 1");
  INFO(run.output);
  CHECK(run.status == 1);
  CHECK_THAT(run.output, Catch::Contains("aiplayer_forever.c in seat 1: no answer within the "
                                         "hang limit of 1 s"));
}
