// What a newcomer types and runs into first (issue 36's rough edges): each gets an answer
// in words, a usage hint where the usage was wrong, and an exit status that says which.
#include <catch2/catch.hpp>
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
