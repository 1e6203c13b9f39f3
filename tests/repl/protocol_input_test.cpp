// The Dobutsu protocol (houserules dobutsu) on input a judge may send: the bytes are given
// exactly, since what matters here is a missing last newline, CRLF or a blank line too many.
// Whatever can be read as a position gets a legal move; the rest one line of error.
#include <catch2/catch.hpp>
#include <regex>
#include <string>

#include "run_binary.hpp"

namespace {

using hr::testing::houserules;
using hr::testing::Run;

// The example: board ogl/ooo/oEL/ooo, hands EC and gc; the answer drops the chick.
const char* const kExampleAnswer = "C P C2\n";

// (2 s for the whole answer: what the input looks like is under test here, not speed; at
// 200 ms a sanitizer build on a loaded machine started so slowly that its bot had 10 ms left)
Run answer(const std::string& input) {
  return houserules("dobutsu --time 2000", input);
}

}  // namespace

TEST_CASE("the protocol answers six lines however their ends are written", "[protocol][slow]") {
  for (const std::string& input : {
           std::string("ogl\nooo\noEL\nooo\nEC\ngc\n"),              // as specified
           std::string("ogl\nooo\noEL\nooo\nEC\ngc"),                // no final newline
           std::string("ogl\r\nooo\r\noEL\r\nooo\r\nEC\r\ngc\r\n"),  // CRLF
           std::string("ogl\nooo\noEL\nooo\nEC\ngc\n\n"),            // a blank line too many
           std::string("ogl\nooo\noEL\nooo\nEC\ngc\n\n\n \n"),       // blank lines to the end
           std::string("\nogl\nooo\noEL\nooo\nEC\ngc\n"),            // a blank line first
           std::string(" o g l\nooo \n oEL\nooo\n E C \ng c\n"),     // spaces around letters
       }) {
    INFO(input);
    const Run run = answer(input);
    CHECK(run.status == 0);
    CHECK(run.output == kExampleAnswer);
  }
}

TEST_CASE("the protocol reads empty hands given as blank lines or left out", "[protocol][slow]") {
  // Both hands empty, written every way: each gets a move (the bot's choice may differ with
  // the time it had, so the answer is checked for its form).
  const std::string board = "ogl\nooo\noEL\nooo";
  const std::regex move("[CEGLH] [A-C][1-4] [A-C][1-4]\n");
  for (const std::string& hands : {std::string("\n\n\n"), std::string("\n\n"), std::string("\n"),
                                   std::string(""), std::string("\n\r\n")}) {
    INFO("hands: '" << hands << "'");
    const Run run = answer(board + hands);
    CHECK(run.status == 0);
    CHECK(std::regex_match(run.output, move));
  }
  // Only the opponent's hand left out: yours is read.
  const Run run = answer(board + "\nEC");
  CHECK(run.status == 0);
  CHECK(run.output == kExampleAnswer);
}

TEST_CASE("the protocol still refuses what is no position, naming the line", "[protocol]") {
  Run run = answer("ogl\nooo\noEL\nooo\nEC\ngc\n\nfoo\n");
  CHECK(run.status == 1);
  CHECK(run.output ==
        "houserules dobutsu: line 8: expected 6 lines (4 board rows, your hand, the "
        "opponent's hand), got more\n");
  run = answer("ogl\nooo\noEL\n");
  CHECK(run.status == 1);
  CHECK(run.output.find("got 3 lines") != std::string::npos);
  run = answer("\r\nogl\r\nooo\r\noXL\r\nooo\r\n");
  CHECK(run.status == 1);
  CHECK(run.output ==
        "houserules dobutsu: line 4: unknown piece 'X' (o empty; C chick, E elephant, "
        "G giraffe, L lion, H hen)\n");
}
