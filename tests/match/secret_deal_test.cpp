// Hidden information that no bot can compute: a bot that knows how seeds are derived
// tries to recompute the deal from its own generator (tests/match/bots/deal_peeker.lua):
// the rival's card in Kuhn poker, where the rival's flag stands in RPS.
// With a public --seed it can, and the summary and the record say that the deals were
// not secret; without one, the seeds come from a key from the OS and it guesses at chance.
#include <catch2/catch.hpp>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "../repl/run_binary.hpp"
#include "core/record.hpp"
#include "match/game_table.hpp"
#include "match_test_support.hpp"

namespace {

using hr::testing::houserules;
using hr::testing::Run;

struct Guesses {
  int right = 0, games = 0;
};

// What the rival hid in each game of the record, as the referee dealt it (from the seed
// the record keeps), against what the peeker said it was (its first move's score): in
// Kuhn the rival's card (1 J, 2 Q, 3 K), in RPS where the rival's flag's letter stands in
// the whole board's text (1-based, as Lua's find counts).
Guesses judge(const std::string& path, const std::string& game) {
  auto lines = hr::Record::load_lines(path);
  REQUIRE(lines);
  Guesses g;
  for (const auto& line : *lines) {
    const hr::Record& r = line.record;
    const int peeker = r.seats[0].find("deal_peeker") != std::string::npos ? 1 : 2;
    double guess = -1;
    for (const auto& m : r.moves)
      if (m.seat == peeker && m.stats.score == m.stats.score) {
        guess = m.stats.score;
        break;
      }
    if (guess < 0) continue;  // the game ended before the peeker moved
    auto state = hr::testing::match_host().new_state(hr::Trust::kTrusted);
    hr::GameSpec spec;
    spec.game = game;
    hr::GameTable table(*state, spec, r.seed);
    const std::string board = table.show(0);
    int truth = 0;
    if (game == "kuhn") {
      char cards[2] = {0, 0};
      REQUIRE(std::sscanf(board.c_str(), "first: %c, second: %c", &cards[0], &cards[1]) == 2);
      const char rival = cards[2 - peeker];
      truth = rival == 'J' ? 1 : rival == 'Q' ? 2 : 3;
    } else {
      truth = static_cast<int>(board.find(peeker == 1 ? 'f' : 'F')) + 1;
    }
    ++g.games;
    if (static_cast<int>(guess) == truth) ++g.right;
  }
  return g;
}

const std::string kPeeker = hr::testing::bot_file("deal_peeker");

}  // namespace

TEST_CASE("with a public seed a bot can recompute the deal, and the match says it is not secret",
          "[secret]") {
  const std::string path = "/tmp/hr_secret_public.jsonl";
  std::filesystem::remove(path);
  const Run run = houserules("match kuhn " + kPeeker +
                             " random --games 20 --time 5000 --seed 0 --record " + path);
  INFO(run.output);
  REQUIRE(run.status == 0);
  CHECK_THAT(run.output,
             Catch::Contains("seed 0 (deals not secret: whoever knows the seed knows them)"));
  const Guesses g = judge(path, "kuhn");
  CHECK(g.games == 20);
  CHECK(g.right == 20);  // how it was for every match before seeds came from a secret key
  std::ifstream in(path);
  std::string first;
  std::getline(in, first);
  CHECK_THAT(first, Catch::Contains("\"deal\":\"seeded\""));
}

TEST_CASE(
    "without a seed the deals come from a secret key: a bot guesses the hidden card at chance",
    "[secret][slow]") {
  const std::string path = "/tmp/hr_secret_key.jsonl";
  std::filesystem::remove(path);
  const Run run =
      houserules("match kuhn " + kPeeker + " random --games 100 --time 5000 --record " + path);
  INFO(run.output);
  REQUIRE(run.status == 0);
  CHECK_THAT(run.output, Catch::Contains("secret deals (a key from the OS"));
  const Guesses g = judge(path, "kuhn");
  CHECK(g.games == 100);
  // Half of the time, by chance (one of the two cards it does not hold): 100 games put
  // 25%..75% five standard deviations from it (a seeded match guesses all: the test above).
  CHECK(g.right > 25);
  CHECK(g.right < 75);
  // Each game's seed is in its record once it ended, so the game replays exactly.
  std::ifstream in(path);
  std::string first;
  std::getline(in, first);
  CHECK_THAT(first, Catch::Contains("\"deal\":\"secret\""));
  const Run replay = houserules("replay " + path + " --game 7");
  CHECK(replay.status == 0);
}

TEST_CASE("in RPS a bot finds the rival's flag with a public seed, and not without one",
          "[secret][slow]") {
  const std::string seeded = "/tmp/hr_secret_rps_seeded.jsonl", secret = "/tmp/hr_secret_rps.jsonl";
  for (const auto& path : {seeded, secret})
    std::filesystem::remove(path);
  Run run = houserules("match rps " + kPeeker + " random --games 6 --time 5000 --seed 0 --record " +
                       seeded);
  INFO(run.output);
  REQUIRE(run.status == 0);
  Guesses g = judge(seeded, "rps");
  CHECK(g.games == 6);
  CHECK(g.right == 6);  // as it was before seeds came from a secret key
  run = houserules("match rps " + kPeeker + " random --games 6 --time 5000 --record " + secret);
  REQUIRE(run.status == 0);
  CHECK_THAT(run.output, Catch::Contains("secret deals"));
  g = judge(secret, "rps");
  CHECK(g.games == 6);
  CHECK(g.right == 0);  // it found nothing, so it named no square
}

TEST_CASE("a resumed secret match keeps each pair's deal and refuses a seeded record", "[secret]") {
  const std::string path = "/tmp/hr_secret_resume.jsonl";
  std::filesystem::remove(path);
  Run run = houserules("match kuhn random random --games 4 --time 100 --record " + path);
  REQUIRE(run.status == 0);
  // The last game is lost (a run killed before it was written): its pair's other game
  // keeps the seed, so both games of the pair are dealt the same.
  std::vector<std::string> lines;
  {
    std::ifstream in(path);
    for (std::string l; std::getline(in, l);)
      lines.push_back(l);
  }
  REQUIRE(lines.size() == 4);
  auto records = hr::Record::load_lines(path);
  REQUIRE(records);
  uint64_t pair_seed = 0;
  for (const auto& l : *records)
    if (*l.record.index == 3) pair_seed = l.record.seed;
  {
    std::ofstream out(path, std::ios::trunc);
    for (const auto& l : *records)
      if (*l.record.index != 4) out << l.record.to_json().dump() << "\n";
  }
  run = houserules("match kuhn random random --games 4 --time 100 --resume " + path);
  INFO(run.output);
  REQUIRE(run.status == 0);
  CHECK_THAT(run.output, Catch::Contains("3 of 4 games already played"));
  records = hr::Record::load_lines(path);
  REQUIRE(records);
  bool found = false;
  for (const auto& l : *records)
    if (*l.record.index == 4) {
      found = true;
      CHECK(l.record.seed == pair_seed);
    }
  CHECK(found);
  // A secret match cannot be resumed as a seeded one (nor the other way round).
  run = houserules("match kuhn random random --games 6 --time 100 --seed 1 --resume " + path);
  CHECK(run.status == 1);
  CHECK_THAT(run.output, Catch::Contains("its deals were secret, this match's come from --seed"));
}

TEST_CASE("at the REPL a game that hides something or rolls dice gets a secret deal unless told",
          "[secret]") {
  const Run run = houserules(
      "--echo",
      ":game kuhn\n:seat 2 random\n:new\n:game kuhn --seed 3\n:game dobutsu\n:game bobing\n");
  CHECK(run.status == 0);
  CHECK_THAT(run.output, Catch::Contains("kuhn, secret deal: first human, second human"));
  CHECK_THAT(run.output, Catch::Contains("kuhn, secret deal: first human, second random"));
  CHECK_THAT(run.output, Catch::Contains("kuhn, seed 3: first human, second human"));
  CHECK_THAT(run.output, Catch::Contains("dobutsu, seed 0:"));
  // dice are what no seat may know in advance either
  CHECK_THAT(run.output, Catch::Contains("bobing, secret deal:"));
  // a saved game says how it was dealt, as a match's records do
  const Run saved = houserules("--echo",
                               ":game kuhn\n:save /tmp/hr_secret_repl.json\n"
                               ":game kuhn --seed 2\n:save /tmp/hr_seeded_repl.json\n");
  CHECK(saved.status == 0);
  auto secret = hr::Record::load("/tmp/hr_secret_repl.json");
  auto seeded = hr::Record::load("/tmp/hr_seeded_repl.json");
  REQUIRE(secret);
  REQUIRE(seeded);
  CHECK(secret->deal == "secret");
  CHECK(seeded->deal == "seeded");
  CHECK(seeded->seed == 2);
}
