// The hostile bots where a person plays: `play`, the REPL's :seat and the front ends
// (`dobutsu --bot`). These once ran a bot's state in houserules's own process, where a
// loop in a coroutine, one C call (a pattern match) or an answer that never ends being
// turned into bytes hung the whole program past Ctrl-C (issue 35). Now every seat runs in
// a process of its own, as in a match: each escape costs the bot its game (or, in a front
// end, its answer) within its limit and a second, and the program goes on and exits
// normally.
#include <unistd.h>
#include <catch2/catch.hpp>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "run_binary.hpp"

using hr::testing::houserules;
using hr::testing::Run;

namespace {

const std::string kBots = std::string(HOUSERULES_SOURCE_DIR) + "/tests/match/bots/";
const std::string kHostile = kBots + "hostile.lua";

// Each once crashed or hung the whole process (issues 9 and 35), or reached what a bot
// must not.
const char* const kEscapes[] = {"finalizer", "rng_finalizer", "set_finalizer", "error_index_loop",
                                "error_index_raise", "error_tostring_loop", "gsub_nest",
                                "coroutine_nest", "jit_opt",
                                // hangs that no hook inside the process reaches
                                "coroutine_loop", "c_call", "shared_move", "loop"};

void check_survived(const Run& run) {
  INFO(run.output);
  CHECK(run.status == 0);
  CHECK(run.output.find("Segmentation") == std::string::npos);
  CHECK(run.output.find("AddressSanitizer") == std::string::npos);
  CHECK(run.output.find("PANIC") == std::string::npos);
  CHECK(run.output.find("traceback") == std::string::npos);
}

double seconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

// A guard against a hang only (the old programs never ended): a busy machine, or a
// sanitizer, may take seconds to start the program and the bots.
constexpr double kHang = 30.0;

// The seconds after which a seat lost on time, as its loss says ("time: 0.851 s on a move
// of 0.300 s"); -1 when it lost otherwise (an error at once).
double lost_after(const std::string& output) {
  const size_t at = output.find("time: ");
  return at == std::string::npos ? -1 : std::atof(output.c_str() + at + 6);
}

}  // namespace

TEST_CASE("play: a hostile bot loses its game within its limit, and play ends normally",
          "[hostile][seats][slow]") {
  for (const char* escape : kEscapes) {
    INFO(escape);
    const auto start = std::chrono::steady_clock::now();
    const Run run = houserules("play dobutsu --seat 1=random --seat 2=" + kHostile +
                               ":escape=" + escape + " --seed 1 --time 300");
    check_survived(run);
    CHECK(run.output.find("second (") != std::string::npos);
    CHECK(run.output.find(") loses: ") != std::string::npos);
    CHECK(lost_after(run.output) < 0.3 + 1.0);  // within its limit and a second
    CHECK(seconds_since(start) < kHang);
  }
  // A bot that keeps its memory full between moves: the host's pushes are not refused.
  const Run run = houserules("play dobutsu --seat 1=random --seat 2=" + kHostile +
                             ":escape=hoard --seed 1 --time 20000");
  check_survived(run);
}

TEST_CASE("the REPL: a hostile bot at :seat loses, and the REPL goes on",
          "[hostile][seats][slow]") {
  for (const char* escape : kEscapes) {
    INFO(escape);
    const Run run = houserules("", std::string(":game dobutsu\n:seat 2 ") + kHostile +
                                       ":escape=" + escape + "\nC B3 B2\nprint('after', 6 * 7)\n");
    check_survived(run);
    CHECK(run.output.find(") loses: ") != std::string::npos);
    CHECK(run.output.find("after\t42") != std::string::npos);
  }
}

TEST_CASE("the Dobutsu protocol: a hostile bot's failure still gives a legal answer in time",
          "[hostile][seats][slow]") {
  for (const char* escape : kEscapes) {
    INFO(escape);
    const auto start = std::chrono::steady_clock::now();
    const Run run = houserules(
        std::string("dobutsu --time 300 --bot ") + kHostile + " --bot-option escape=" + escape,
        "glo\nooo\noCL\nooo\n\n\n");
    check_survived(run);
    CHECK(run.output.find("the bot failed") != std::string::npos);
    CHECK(run.output.find("playing the first legal move") != std::string::npos);
    CHECK(hr::testing::line_starting(run.output, "C B3 B2") == "C B3 B2");
    CHECK(lost_after(run.output) < 0.3 + 1.0);
    CHECK(seconds_since(start) < kHang);
  }
  // One that never finishes loading: the answer still comes, without a traceback.
  const Run run = houserules("dobutsu --time 300 --bot " + kBots + "loops_at_load.lua",
                             "glo\nooo\noCL\nooo\n\n\n");
  check_survived(run);
  CHECK(run.output.find("the bot failed (it did not start: time)") != std::string::npos);
  CHECK(hr::testing::line_starting(run.output, "C B3 B2") == "C B3 B2");
}

TEST_CASE("the REPL: a bot hears every move, a person's too, as in a match", "[seats]") {
  // observer.lua loses ("heard N moves, expected M") unless it heard each move once; the
  // REPL once told it nothing, and alphabeta, which counts repetitions by what it hears,
  // was blind to them there.
  const std::string observer = kBots + "observer.lua";
  Run run = houserules("", ":game dobutsu --seed 1\n:seat 2 " + observer +
                               "\nC B3 B2\nL B4 C3\nprint('after', 6 * 7)\n");
  INFO(run.output);
  CHECK(run.output.find("loses") == std::string::npos);
  CHECK(run.output.find("second (" + observer + ") plays") != std::string::npos);
  CHECK(run.output.find("after\t42") != std::string::npos);
  // Seated in the middle of a game, and again after :undo and :reload, a bot hears the
  // game so far from its start before it moves.
  const std::string hears = kBots + "hears_the_game.lua";
  run = houserules("", ":game dobutsu --seed 1\nC B3 B2\n:seat 2 " + hears +
                           "\nL B4 C3\nG C4 C3\n:undo\nG C4 C3\n:reload\n:seat 1 " + hears +
                           "\nprint('after', 6 * 7)\n");
  INFO(run.output);
  CHECK(run.output.find("loses") == std::string::npos);
  CHECK(run.output.find("second (" + hears + ") plays") != std::string::npos);
  CHECK(run.output.find("first (" + hears + ") plays") != std::string::npos);
  CHECK(run.output.find("after\t42") != std::string::npos);
}

TEST_CASE("the checkers front end seats a student's C player", "[seats]") {
  const Run run = houserules("checkers --bot c:" + std::string(HOUSERULES_SOURCE_DIR) +
                                 "/tests/checkers/players/aiplayer_1155000001.c",
                             "2\n1\n3141\n");
  INFO(run.output);
  CHECK(run.output.find("unknown bot") == std::string::npos);
  CHECK(run.output.find("the computer, to move:") != std::string::npos);
  CHECK(run.output.find("failed") == std::string::npos);
  // its answer, four digits, follows its turn
  const size_t turn = run.output.find("the computer, to move:\n");
  REQUIRE(turn != std::string::npos);
  CHECK_THAT(run.output.substr(turn), Catch::Matches(R"(the computer, to move:\n\d{4}\n[\s\S]*)"));
}

TEST_CASE("a game played in play is recorded as a match records its games", "[seats]") {
  const std::string path = "/tmp/hr_seats_record_" + std::to_string(::getpid()) + ".json";
  std::remove(path.c_str());
  const Run run = houserules(
      "play dobutsu --seat 1=random --seat 2=random --seed 3 --time 200 "
      "--record " +
      path);
  INFO(run.output);
  REQUIRE(run.status == 0);
  FILE* f = std::fopen(path.c_str(), "r");
  REQUIRE(f);
  char line[1 << 16] = {};
  REQUIRE(std::fgets(line, sizeof line, f));
  std::fclose(f);
  std::remove(path.c_str());
  const std::string record = line;
  CHECK(record.find("\"time_control\":\"200ms/move\"") != std::string::npos);
  CHECK(record.find("\"margin_ms\":50") != std::string::npos);
  CHECK(record.find("\"termination\":\"normal\"") != std::string::npos);
  CHECK(record.find("\"event\":\"houserules play\"") != std::string::npos);
  CHECK_THAT(record, Catch::Matches(R"([\s\S]*"date":"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ"[\s\S]*)"));
}

TEST_CASE("hr.bots refuses a seat's numbers that make no sense, in words", "[seats][hostile]") {
  // A front end's mistakes (or a script's on purpose): a negative memory once became a
  // huge cap, a NaN start an immediate loss.
  const std::string script =
      "local bots = require 'hr.bots'\n"
      "for _, bad in ipairs({ {memory = -5}, {memory = 0/0}, {start = -1}, {start = 1/0},\n"
      "    {seat = 0}, {seat = 'x'}, {seed = -1} }) do\n"
      "  local spec = { game = 'dobutsu', bot = 'random' }\n"
      "  for k, v in pairs(bad) do spec[k] = v end\n"
      "  local ok, why = pcall(bots.new, spec)\n"
      "  print(ok, (tostring(why):gsub('^.-bots%.new: ', '')))\n"
      "end\n"
      "local seat = bots.new({ game = 'dobutsu', bot = 'random' })\n"
      "local state = require('hr.rules').load('dobutsu').setup({})\n"
      "print(pcall(seat.choose, seat, state, -1))\n"
      "print(pcall(seat.choose, seat, state, 0/0))\n"
      "print(pcall(seat.choose, seat, state, 1, 1e9))\n"
      "print(seat:choose(state, 0.5) ~= nil and 'answered' or 'none')\n";
  const std::string path = "/tmp/hr_bots_args_" + std::to_string(::getpid()) + ".lua";
  FILE* f = std::fopen(path.c_str(), "w");
  REQUIRE(f);
  std::fputs(script.c_str(), f);
  std::fclose(f);
  const Run run = houserules("run " + path);
  std::remove(path.c_str());
  INFO(run.output);
  CHECK(run.status == 0);
  for (const char* why :
       {"memory must be a number from 1 to 65536", "start must be a number from 0.001 to 3600",
        "seat must be a number from 1 to 64", "seed must be a number from 0"})
    CHECK(run.output.find(why) != std::string::npos);
  // each bad call refused; the good one answers
  size_t refused = 0;
  for (size_t at = 0; (at = run.output.find("false", at)) != std::string::npos; ++at)
    ++refused;
  CHECK(refused == 10);
  CHECK(run.output.find("seconds from 0 to 86400") != std::string::npos);
  CHECK(hr::testing::line_starting(run.output, "answered") == "answered");
}
