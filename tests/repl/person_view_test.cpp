// A person at the REPL's prompt who plays a bot in a game that hides something reads what
// their seat sees, and nothing more: the game once lived in the prompt's own Lua state,
// where `state` (and the registry, and every upvalue) held the rival's pieces (issue 35).
// :reveal shows everything, and the record then says the position was seen.
#include <unistd.h>
#include <catch2/catch.hpp>

#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>

#include "run_binary.hpp"

using hr::testing::houserules;
using hr::testing::Run;

namespace {

// The prompt's walk through everything it reaches, counting the positions that tell a
// seat's pieces (tests/repl/peek.lua): "peek: rival N own M".
std::string peek() {
  return "assert(loadfile('" + std::string(HOUSERULES_SOURCE_DIR) +
         "/tests/repl/peek.lua'))(2, 1)\n";
}

int count_after(const std::string& output, const std::string& label, size_t from = 0) {
  const size_t at = output.find(label, from);
  return at == std::string::npos ? -1 : std::atoi(output.c_str() + at + label.size());
}

std::string slurp(const std::string& path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

}  // namespace

TEST_CASE("the REPL: a person playing a bot reads only their seat's view, until :reveal",
          "[seats][hidden]") {
  const std::string path = "/tmp/hr_person_view_" + std::to_string(::getpid()) + ".json";
  std::remove(path.c_str());
  const Run run = houserules("", ":game rps --seed 5\n:seat 2 random\n" + peek() +
                                     "=session.seat, #session:history(), state.side\n"
                                     ":perft 2\n:show 2\n:position\n:save " +
                                     path + "\n:reveal\n" + peek() + ":save " + path + "\n");
  INFO(run.output);
  CHECK(run.status == 0);
  // Nothing the prompt reaches tells a rival piece's type; its own view tells its own.
  const size_t first = run.output.find("peek: ");
  REQUIRE(first != std::string::npos);
  CHECK(count_after(run.output, "peek: rival ") == 0);
  CHECK(count_after(run.output, " own ", first) > 0);
  CHECK(run.output.find("1\t0\t1") != std::string::npos);  // the seat's session, its history
  // Each way around the view is refused, in words, and says how to see everything.
  size_t refusals = 0;
  for (size_t at = run.output.find("may not see"); at != std::string::npos;
       at = run.output.find("may not see", at + 1))
    ++refusals;
  CHECK(refusals == 4);  // :perft, :show 2, :position, :save of a game under way
  CHECK(run.output.find(":reveal") != std::string::npos);
  CHECK(run.output.find("nodes:") == std::string::npos);
  // After :reveal the prompt sees everything (the walk finds the rival's pieces: it would
  // have found them before), and the record says when the position was seen.
  const size_t second = run.output.find("peek: ", first + 1);
  REQUIRE(second != std::string::npos);
  CHECK(count_after(run.output, "peek: rival ", second) > 0);
  const std::string record = slurp(path);
  std::remove(path.c_str());
  CHECK(record.find("\"revealed\":0") != std::string::npos);
}

TEST_CASE("the REPL: a game that keeps nothing hidden is the prompt's own session",
          "[seats][hidden]") {
  // Dobutsu hides nothing and rolls no dice: `session` is the game itself, live.
  const Run run = houserules("", ":game dobutsu\nC B3 B2\n=#session:history()\n:reveal\n");
  INFO(run.output);
  CHECK(run.output.find("\n1\n") != std::string::npos);
  CHECK(run.output.find("nothing is hidden") != std::string::npos);
}
