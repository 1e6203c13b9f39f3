// What a newcomer types and runs into first (issue 36's rough edges): each gets an answer
// in words, a usage hint where the usage was wrong, and an exit status that says which.
#include <unistd.h>

#include <catch2/catch.hpp>
#include <cstdio>
#include <string>

#include "run_binary.hpp"

using hr::testing::houserules;
using hr::testing::Run;

TEST_CASE("help, quit and exit typed at the prompt are the commands, not Lua", "[newcomer]") {
  for (const std::string& args : {std::string(""), std::string("play dobutsu")}) {
    INFO(args);
    Run run =
        houserules(args, "help\nprint('still ' .. 'here')\nexit\nprint('after ' .. 'exit')\n");
    CHECK(run.status == 0);
    CHECK_THAT(run.output, Catch::Contains(":quit"));  // the list of commands
    CHECK_THAT(run.output, Catch::Contains("still here"));
    CHECK_THAT(run.output, !Catch::Contains("after exit"));
    CHECK_THAT(run.output, !Catch::Contains("nil"));
    run = houserules(args, "quit\nprint('after ' .. 'quit')\n");
    CHECK_THAT(run.output, !Catch::Contains("after quit"));
  }
  // a name the Lua at the prompt has given a value is that value
  const Run run = houserules("", "quit = 'a ' .. 'value'\nquit\nprint('went ' .. 'on')\n");
  CHECK_THAT(run.output, Catch::Contains("a value"));
  CHECK_THAT(run.output, Catch::Contains("went on"));
}

TEST_CASE("a name that names nothing is told at once, with what exists and the name meant",
          "[newcomer]") {
  struct Case {
    std::string args, input, says, before;  // `before`: what must not come first
    int status;
  };
  const Case cases[] = {
      {"dobutsu --bot nosuch", "ogl\nooo\noEL\nooo\nEC\ngc\n",
       "unknown bot 'nosuch' (bots: alphabeta", "", 1},
      {"checkers --bot alfabeta", "2\n1\n", "did you mean 'alphabeta'?", "Choose the mode", 1},
      {"bobing --variant golden", "2\n", "did you mean 'golden_flower'?", "How many players", 1},
      {"match dobutsu alfabeta greedy", "", "did you mean 'alphabeta'?", " vs ", 1},
      {"match dobutso random greedy", "", "unknown game 'dobutso'; did you mean 'dobutsu'?", "", 1},
      {"match dobutsu random greedy --variant notry", "", "did you mean 'no_try'?", "", 1},
      {"match dobutsu /tmp greedy", "", "bot file /tmp: a folder or a device, not a file", "", 1},
      {"play dobutsu --seat 2=alphabet", "", "did you mean 'alphabeta'?", "", 1},
      {"mach dobutsu", "", "unknown command 'mach'; did you mean 'match'?", "", 2},
      {"", ":game dobutsu\n:seat 2 alfabeta\n", "error: unknown bot 'alfabeta'; did you mean", "",
       0},
  };
  for (const auto& c : cases) {
    INFO(c.args << " <<< " << c.input);
    const Run run = houserules(c.args, c.input);
    INFO(run.output);
    CHECK(run.status == c.status);
    CHECK_THAT(run.output, Catch::Contains(c.says));
    CHECK_THAT(run.output, !Catch::Contains("traceback"));
    if (!c.before.empty()) CHECK_THAT(run.output, !Catch::Contains(c.before));
  }
}

TEST_CASE("a move typed where no move is legal is refused as a move, not read as Lua",
          "[newcomer]") {
  // a finished position set with :position: no legal move there to learn the shape from
  const Run run =
      houserules("", ":game dobutsu\n:position 1gl/2G/LE1/3[CEc] b\nC B3 B2\nL B1 B2\n");
  CHECK_THAT(run.output, Catch::Contains("cannot play 'C B3 B2': the game is over"));
  CHECK_THAT(run.output, Catch::Contains("cannot play 'L B1 B2': the game is over"));
  CHECK_THAT(run.output, !Catch::Contains("expected near"));
}

TEST_CASE("play --record is checked before the game and records an unfinished game too",
          "[newcomer]") {
  Run run = houserules("play dobutsu --record /tmp", "C B3 B2\n");
  CHECK(run.status == 1);
  CHECK_THAT(run.output, Catch::Contains("--record /tmp: a folder, not a file"));
  CHECK_THAT(run.output, !Catch::Contains("to move"));  // nothing was played
  run = houserules("play dobutsu --record /no/such/folder/game.json", "");
  CHECK(run.status == 1);
  CHECK_THAT(run.output, Catch::Contains("no folder /no/such/folder"));

  const std::string path = "/tmp/hr_newcomer_unfinished_" + std::to_string(::getpid()) + ".json";
  std::remove(path.c_str());
  run = houserules("play dobutsu --seed 3 --record " + path, "C B3 B2\n");
  CHECK(run.status == 0);
  CHECK_THAT(run.output, Catch::Contains("record of the unfinished game: " + path));
  const Run replayed = houserules("replay " + path);
  CHECK_THAT(replayed.output, Catch::Contains("the game was not finished"));
  std::remove(path.c_str());

  // what --help says of the seed is what play does
  CHECK_THAT(houserules("play --help").output, Catch::Contains("default: from the clock"));
}

TEST_CASE("bad values are refused before anything is played, each with the usage's hint",
          "[newcomer]") {
  struct Case {
    std::string args, says;
    int status;
  };
  const Case cases[] = {
      {"match dobutsu random greedy --tc 1e300+0", "--tc: expected game+increment", 2},
      {"match dobutsu random greedy --option repetition=-1",
       "option repetition expects a whole number of 0 or more, got -1", 1},
      {"match bobing random greedy", "pair two bots (--option players=2)", 1},
      {"perft dobutsu", "'perft' needs more arguments", 2},
      {"dobutsu --time x", "--time expects milliseconds", 2},
      {"checkers --seed -1", "--seed expects a whole number", 2},
      // a name mistyped: what was meant, for a command's option and a game's
      {"match dobutsu random greedy --gmes 2",
       "unknown option --gmes for 'match'; did you mean '--games'?", 2},
      {"onitama --sed 2", "did you mean '--seed'?", 2},
      {"match dobutsu random greedy --option repetiton=2",
       "unknown option 'repetiton' for dobutsu; did you mean 'repetition'? (options: max_plies, "
       "repetition)",
       1},
  };
  for (const auto& c : cases) {
    INFO(c.args);
    const Run run = houserules(c.args);
    INFO(run.output);
    CHECK(run.status == c.status);
    CHECK_THAT(run.output, Catch::Contains(c.says));
    CHECK_THAT(run.output, !Catch::Contains(" vs "));  // no match header: nothing was played
    if (c.status == 2) {  // bad usage: one line of usage, not the whole --help
      CHECK_THAT(run.output, Catch::Contains("--help tells more)"));
      CHECK_THAT(run.output, !Catch::Contains("options:"));
    }
  }
}
