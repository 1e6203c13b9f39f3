// The hostile bots where no worker process stands between them and the program: `play`,
// the REPL's :seat and the Dobutsu protocol's --bot run a bot's state in houserules's own
// process. Each escape costs the bot its game (or, in the protocol, its answer), and the
// program goes on and exits normally.
#include <catch2/catch.hpp>
#include <string>

#include "run_binary.hpp"

using hr::testing::houserules;
using hr::testing::Run;

namespace {

const std::string kHostile = std::string(HOUSERULES_SOURCE_DIR) + "/tests/match/bots/hostile.lua";

// Each once crashed or hung the whole process (issue 9), or reached what a bot must not.
const char* const kEscapes[] = {"finalizer",        "rng_finalizer",     "set_finalizer",
                                "error_index_loop", "error_index_raise", "error_tostring_loop",
                                "gsub_nest",        "coroutine_nest",    "jit_opt"};

void check_survived(const Run& run) {
  INFO(run.output);
  CHECK(run.status == 0);
  CHECK(run.output.find("Segmentation") == std::string::npos);
  CHECK(run.output.find("AddressSanitizer") == std::string::npos);
  CHECK(run.output.find("PANIC") == std::string::npos);
}

}  // namespace

TEST_CASE("play: a hostile bot loses its game and play ends normally", "[hostile][in-process]") {
  for (const char* escape : kEscapes) {
    INFO(escape);
    const Run run = houserules("play dobutsu --seat 1=random --seat 2=" + kHostile +
                               ":escape=" + escape + " --seed 1 --time 300");
    check_survived(run);
    CHECK(run.output.find("second (") != std::string::npos);
    CHECK(run.output.find(") loses: ") != std::string::npos);
  }
  // A bot that keeps its memory full between moves: the host's pushes are not refused.
  const Run run = houserules("play dobutsu --seat 1=random --seat 2=" + kHostile +
                             ":escape=hoard --seed 1 --time 20000");
  check_survived(run);
}

TEST_CASE("the REPL: a hostile bot at :seat loses, and the REPL goes on", "[hostile][in-process]") {
  for (const char* escape : kEscapes) {
    INFO(escape);
    const Run run = houserules("", std::string(":game dobutsu\n:seat 2 ") + kHostile +
                                       ":escape=" + escape + "\nC B3 B2\nprint('after', 6 * 7)\n");
    check_survived(run);
    CHECK(run.output.find(") loses: ") != std::string::npos);
    CHECK(run.output.find("after\t42") != std::string::npos);
  }
}

TEST_CASE("the Dobutsu protocol: a hostile bot's failure still gives a legal answer",
          "[hostile][in-process]") {
  for (const char* escape : kEscapes) {
    INFO(escape);
    const Run run = houserules(
        std::string("dobutsu --time 300 --bot ") + kHostile + " --bot-option escape=" + escape,
        "glo\nooo\noCL\nooo\n\n\n");
    check_survived(run);
    CHECK(run.output.find("the bot failed") != std::string::npos);
    CHECK(run.output.find("playing the first legal move") != std::string::npos);
  }
}
