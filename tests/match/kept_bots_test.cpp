// A match's worker keeps each Lua bot's process from game to game (match/kept_bots.hpp):
// the bot starts again in it with its own modules loaded afresh, so that it plays as in a
// new process; a process whose bot failed is not kept, nor a trusted bot's.
#include <catch2/catch.hpp>

#include <set>
#include <string>
#include <vector>

#include "match/bot_process.hpp"
#include "match/game.hpp"
#include "match/game_table.hpp"
#include "match_test_support.hpp"

namespace {

using hr::BotSpec;
using hr::GameSettings;
using hr::Record;

// The repository's scripts, and tests/match for bots required by name.
const hr::Host& host_with_test_bots() {
  static hr::Host host = [] {
    hr::ScriptPaths paths;
    paths.home = std::filesystem::path(HOUSERULES_TEST_DIR).parent_path();
    paths.extra = {std::filesystem::path(HOUSERULES_TEST_DIR) / "match"};
    paths.data = std::filesystem::temp_directory_path() / "hr_match_test";
    return hr::Host(paths);
  }();
  return host;
}

GameSettings settings_for(const std::vector<BotSpec>& seats, uint64_t seed) {
  GameSettings settings;
  settings.game.game = "dobutsu";
  settings.seats = seats;
  settings.seed = seed;
  settings.time = hr::TimeControl::per_move_ms(2000);
  return settings;
}

// What seat `seat`'s moves reported: the processes they came from and the counts.
void reports(const Record& record, int seat, std::set<double>& processes,
             std::set<double>& counts) {
  for (const auto& move : record.moves) {
    if (move.seat != seat) continue;
    processes.insert(move.stats.nodes);
    counts.insert(move.stats.score);
  }
}

}  // namespace

TEST_CASE("a kept bot process plays game after game, its module loaded afresh for each",
          "[match][kept]") {
  const BotSpec counter{"counts_games", {}, false};
  const BotSpec random{"random", {}, false};
  hr::KeptBetweenGames kept;
  std::set<double> in_state, counts;
  std::vector<std::string> kept_games, fresh_games;
  for (uint64_t game = 0; game < 3; ++game) {
    const GameSettings settings = settings_for({counter, random}, game);
    const Record with = hr::play_game(host_with_test_bots(), settings, {}, &kept);
    const Record without = hr::play_game(host_with_test_bots(), settings);
    INFO("game " << game << ": " << (with.result ? with.result->reason : "no result"));
    REQUIRE(with.result);
    CHECK(with.result->reason.rfind("error", 0) != 0);
    reports(with, 1, in_state, counts);
    std::string text, fresh_text;
    for (const auto& m : with.moves)
      text += m.text + " ";
    for (const auto& m : without.moves)
      fresh_text += m.text + " ";
    CHECK(text == fresh_text);  // as in a new process
  }
  CHECK(in_state == std::set<double>{1, 2, 3});  // one process for the three games
  CHECK(counts == std::set<double>{1.0});        // and a new module in each
}

TEST_CASE("a kept process does not pile up its bot's old games in compiled code",
          "[match][kept][slow]") {
  // A search bot's module makes a transposition table of about 36 MB each game; the
  // compiled code of the games before kept theirs (a trace holds what it was recorded
  // through), and under a cap of 128 MB a game ran out of memory by the fifth, before
  // new_game dropped the compiled code of a state past a quarter of its cap.
  const BotSpec searcher{"alphabeta", {{"depth", "4"}, {"warmup", "0"}}, false};
  hr::KeptBetweenGames kept;
  for (uint64_t game = 0; game < 30; ++game) {
    GameSettings settings = settings_for({searcher, searcher}, game);
    settings.time = {};  // a search to its depth: the table at its full size
    settings.openings = 4;
    settings.memory = 128u << 20;
    const Record record = hr::play_game(host_with_test_bots(), settings, {}, &kept);
    INFO("game " << game << ": " << (record.result ? record.result->reason : "no result"));
    REQUIRE(record.result);
    CHECK(record.result->reason.find("memory") == std::string::npos);
  }
}

TEST_CASE("a tournament's next pairing ends the processes it does not seat", "[match][kept]") {
  const BotSpec counter{"counts_games", {}, false};
  const BotSpec random{"random", {}, false};
  const BotSpec greedy{"greedy", {}, false};
  hr::KeptBetweenGames kept;
  std::set<double> processes, counts;
  // counts_games against random: both processes wait after the game
  reports(hr::play_game(host_with_test_bots(), settings_for({counter, random}, 1), {}, &kept), 1,
          processes, counts);
  CHECK(kept.bots.waiting() == 2);
  // random against greedy: random's process is taken, counts_games' ends as the seats start
  hr::play_game(host_with_test_bots(), settings_for({random, greedy}, 2), {}, &kept);
  CHECK(kept.bots.waiting() == 2);  // random's and greedy's: never more than a game's seats
  // counts_games again: a new process, whose first game this is
  reports(hr::play_game(host_with_test_bots(), settings_for({greedy, counter}, 3), {}, &kept), 2,
          processes, counts);
  CHECK(processes == std::set<double>{1});
  CHECK(counts == std::set<double>{1.0});
}

TEST_CASE("self-play keeps a process for each seat, but not a trusted bot's or a failed one's",
          "[match][kept]") {
  const BotSpec counter{"counts_games", {}, false};
  hr::KeptBetweenGames kept;
  std::set<double> first, second, counts;
  for (uint64_t game = 0; game < 2; ++game) {
    const Record record =
        hr::play_game(host_with_test_bots(), settings_for({counter, counter}, game), {}, &kept);
    reports(record, 1, first, counts);
    reports(record, 2, second, counts);
  }
  // each seat's process played both games
  CHECK(first == std::set<double>{1, 2});
  CHECK(second == std::set<double>{1, 2});
  CHECK(counts == std::set<double>{1.0});

  // A trusted bot's process is not kept: what it declared to ffi stays in its process.
  const BotSpec pid{hr::testing::bot_file("pid"), {}, true};
  hr::KeptBetweenGames trusted;
  std::set<double> pids;
  for (uint64_t game = 0; game < 2; ++game) {
    const Record record =
        hr::play_game(hr::testing::match_host(),
                      settings_for({pid, BotSpec{"random", {}, false}}, game), {}, &trusted);
    for (const auto& move : record.moves)
      if (move.seat == 1) pids.insert(move.stats.score);
  }
  CHECK(pids.size() == 2);

  // A bot that raised is not started again: its state may be half-made.
  hr::BotProcess raises(hr::testing::match_host(), hr::GameSpec{"dobutsu", {}, {}, {}},
                        BotSpec{hr::testing::bot_file("raises"), {}, false}, 1, 7);
  CHECK(raises.fit());
  auto referee = hr::testing::match_host().new_state(hr::Trust::kTrusted);
  hr::GameTable table(*referee, hr::GameSpec{"dobutsu", {}, {}, {}}, 7);
  const hr::Choice choice = raises.choose(table.view(1), hr::MoveTime::per_move(2.0), 0.1);
  CHECK(choice.kind == hr::Choice::Kind::kError);
  CHECK(raises.alive());
  CHECK_FALSE(raises.fit());
  CHECK_FALSE(raises.new_game(2, 8, 5.0, ""));
}
