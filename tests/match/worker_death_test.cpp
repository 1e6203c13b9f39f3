// The runner survives a worker's death at any moment. A worker that dies while a seat is
// thinking costs that seat its game (hostile_test.cpp); here it dies on the referee's own
// turn, where no seat is to blame: the game is played again by a new worker, and a game
// that kills its worker every time is reported as the game's failure, in words.
#include <unistd.h>

#include <catch2/catch.hpp>
#include <cstdlib>
#include <filesystem>

#include "../lua/lua_test_support.hpp"
#include "match/channel.hpp"
#include "match/child_process.hpp"
#include "match/match.hpp"
#include "match/script_error.hpp"

using namespace hr;

namespace {

// Dobutsu, except that after the second move its referee (a trusted state, so it has ffi)
// kills its own process - once when HR_DEATH_MARKER names a file that does not exist yet
// (it is made), every time when it is unset. Bots load it too, without ffi: they never die.
constexpr const char* kDyingGame = R"lua(
local base = require "games.dobutsu"
local game = {}
for k, v in pairs(base) do game[k] = v end
local has_ffi, ffi = pcall(require, "ffi")
local plays = 0
function game.play(state, move)
  plays = plays + 1
  return base.play(state, move)
end
function game.result(state)
  if has_ffi and plays >= 2 then
    local marker = os.getenv("HR_DEATH_MARKER")
    if not marker or not io.open(marker) then
      if marker then io.open(marker, "w"):close() end
      ffi.cdef "int raise(int);"
      ffi.C.raise(9)
    end
  end
  return base.result(state)
end
return game
)lua";

MatchSettings dying_match() {
  MatchSettings settings;
  settings.game.game = "dying";
  settings.a = BotSpec{"random", {}};
  settings.b = BotSpec{"random", {}};
  settings.games = 2;
  settings.concurrency = 1;
  settings.time = TimeControl::per_move_ms(200);
  return settings;
}

}  // namespace

TEST_CASE("a worker that dies on the referee's turn costs nothing: the game is played again",
          "[worker]") {
  testing::ScratchHost t;
  t.write("games/dying.lua", kDyingGame);
  const auto marker = t.scratch / "died_once";
  setenv("HR_DEATH_MARKER", marker.c_str(), 1);
  const MatchTally tally = run_match(*t.host, dying_match());
  unsetenv("HR_DEATH_MARKER");
  CHECK(std::filesystem::exists(marker));  // it did die once
  CHECK(tally.games == 2);
}

TEST_CASE("a game that kills its worker every time is the game's failure, said in words",
          "[worker]") {
  testing::ScratchHost t;
  t.write("games/dying.lua", kDyingGame);
  unsetenv("HR_DEATH_MARKER");
  try {
    run_match(*t.host, dying_match());
    FAIL("expected the match to stop");
  } catch (const ScriptError& e) {
    CHECK(e.status().message.find("game 1: the worker died twice during the referee's turn "
                                  "(crash: killed by signal 9") == 0);
  }
}

TEST_CASE("writing to a reader that is gone fails, and the writer lives on", "[worker]") {
  int fds[2];
  REQUIRE(pipe(fds) == 0);
  close(fds[0]);
  CHECK_FALSE(write_all(fds[1], "anyone there?\n"));
  CHECK_FALSE(write_all(fds[1], "still nobody\n"));
  close(fds[1]);
}
