// The houserules binary on files a careless user (or an attacker) hands it: each gets a
// one-line error naming the file and what is wrong, exit status 1, and never a crash.
#include <catch2/catch.hpp>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>

#include "run_binary.hpp"

namespace {

using hr::testing::houserules;
using hr::testing::Run;

std::string scratch_file(const std::string& name, const std::string& text) {
  const auto dir = std::filesystem::temp_directory_path() / "hr_hostile_files";
  std::filesystem::create_directories(dir);
  const auto path = dir / name;
  std::ofstream(path, std::ios::binary) << text;
  return path.string();
}

// A finished two-game match of greedy against random, as `match --record` writes it, with
// one part replaced.
std::string match_line(int index, const std::string& seats, const std::string& moves,
                       const std::string& result, const std::string& seed) {
  return "{\"engine\":\"houserules\",\"index\":" + std::to_string(index) +
         ",\"game\":\"dobutsu\",\"variants\":[],\"options\":{},\"seed\":" + seed +
         ",\"seats\":" + seats + ",\"moves\":" + moves + ",\"result\":" + result + "}\n";
}

}  // namespace

TEST_CASE("replay refuses a record whose numbers are out of range, in words", "[files]") {
  const std::string seats = R"(["greedy","random"])";
  const std::string result = R"({"scores":[1,0],"reason":"r"})";
  for (const std::string& moves : {std::string(R"([{"seat":-1,"move":"C B3 B2"}])"),
                                   std::string(R"([{"seat":2147483648,"move":"C B3 B2"}])")}) {
    INFO(moves);
    const std::string file =
        scratch_file("bad_seat.json", match_line(1, seats, moves, result, "3"));
    const Run run = houserules("replay " + file);
    CHECK(run.status == 1);
    CHECK_THAT(run.output, Catch::Contains("a move's seat is a whole number from 0 to 2"));
    CHECK_THAT(run.output, Catch::Contains("bad_seat.json"));
  }
  const std::string file =
      scratch_file("huge_seed.json", match_line(1, seats, "[]", result, "4.3e24"));
  const Run run = houserules("replay " + file);
  CHECK(run.status == 1);
  CHECK_THAT(run.output, Catch::Contains("the seed is a whole number from 0 to 2^64 - 1"));
}

TEST_CASE("match --resume refuses a record with a score missing, in words", "[files]") {
  const std::string file = scratch_file(
      "one_score.jsonl",
      match_line(1, R"(["greedy","random"])", "[]", R"({"scores":[1],"reason":"r"})", "0"));
  const Run run = houserules("match dobutsu greedy random --games 2 --resume " + file);
  CHECK(run.status == 1);
  CHECK_THAT(run.output, Catch::Contains("one_score.jsonl:1: the result has 1 scores for 2 seats"));
}
