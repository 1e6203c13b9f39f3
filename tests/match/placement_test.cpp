// A bot that sets up its own pieces (the `place` hook, where the game offers a set-up:
// RPS): its set-up is taken before the first move, kept in the record and replayed; every
// way of misusing the hook costs the bot its game and nothing else.
#include <catch2/catch.hpp>
#include <string>

#include "lua/host.hpp"
#include "match/game_table.hpp"
#include "match/match.hpp"
#include "match_test_support.hpp"

using namespace hr;

namespace {

const Host& test_host() {
  return testing::match_host();
}

const std::string kLayout = "F 1 1\nB 2 1\nB 1 2\nJ 3 1 B\nR 4 1\nS 5 1\nP 6 1";

BotSpec placer(const std::string& how) {
  return BotSpec{testing::bot_file("placer"), {{"how", how}}};
}

GameSettings rps_game(BotSpec first, BotSpec second) {
  GameSettings settings;
  settings.game.game = "rps";
  settings.seats = {std::move(first), std::move(second)};
  settings.seed = 7;
  settings.time = TimeControl::per_move_ms(500);
  settings.start = 1;
  return settings;
}

// Replays a record from its start (placements, then moves): every move must play again.
void check_replays(const Record& record) {
  auto state = test_host().new_state(Trust::kTrusted);
  GameSpec spec;
  spec.game = record.game;
  spec.options = record.options;
  GameTable table(*state, spec, record.seed);
  table.place_all(record.placements);
  for (const auto& m : record.moves) {
    INFO("move: " << m.text);
    REQUIRE(table.play_text(m.text));
  }
}

}  // namespace

TEST_CASE("a bot's set-up is the start of the game, and the record replays it", "[placement]") {
  const Record record = play_game(test_host(), rps_game(placer("good"), BotSpec{"random", {}}));
  REQUIRE(record.result);
  CHECK(record.placements == std::vector<std::string>{kLayout, ""});
  REQUIRE(!record.moves.empty());
  check_replays(record);
  // the record's JSON keeps the set-ups
  const auto read = Record::from_json(record.to_json());
  REQUIRE(read);
  CHECK(read->placements == record.placements);
  // the placer's seat sees its joker where it set it up
  auto state = test_host().new_state(Trust::kTrusted);
  GameSpec spec;
  spec.game = "rps";
  GameTable table(*state, spec, record.seed);
  table.place_all(record.placements);
  CHECK(table.show(1).find("J 3 1 as B") != std::string::npos);
}

TEST_CASE("both seats set up from views that show nothing of the other's", "[placement]") {
  // `peeks` raises if its view shows a rival piece: the views come before any set-up is
  // taken, and the game's placement view holds the seat's own pieces only
  const Record record = play_game(test_host(), rps_game(placer("peeks"), placer("peeks")));
  REQUIRE(record.result);
  INFO(record.result->reason);
  CHECK(record.result->reason.find("error") == std::string::npos);
  REQUIRE(record.placements.size() == 2);
  CHECK(record.placements[0] == kLayout);
  CHECK(record.placements[1].find("F 1 10") == 0);
  check_replays(record);
}

TEST_CASE("a set-up that fails or that the game refuses loses before the first move",
          "[placement][slow]") {
  struct Case {
    std::string how, reason;
  };
  const Case cases[] = {
      {"raises", "error: tests/match/bots/placer.lua:15: no set-up today"},
      {"bad_line", "bad set-up: line 2: expected PIECE X Y"},
      {"no_flag", "bad set-up: line 1: the file ends with 0 of its 1 flag placed"},
      {"table", "bad set-up: a set-up is text"},
      {"nothing", "error: place returned no set-up"},
      {"loops", "time"},
      {"huge", "bad set-up: line 2: (1, 1) already holds a piece"},
  };
  for (const auto& c : cases) {
    for (int seat : {1, 2}) {
      INFO("how: " << c.how << ", seat " << seat);
      GameSettings settings = seat == 1 ? rps_game(placer(c.how), BotSpec{"random", {}})
                                        : rps_game(BotSpec{"random", {}}, placer(c.how));
      // Six megabytes of set-up took 1.1 s to send and read on two busy cores, past the
      // second of the other cases: the time a bot has to start by default (ten seconds) lets
      // the game's own refusal decide, which is what the case is about.
      if (c.how == "huge") settings.start = 10;
      const Record record = play_game(test_host(), settings);
      REQUIRE(record.result);
      INFO("reason: " << record.result->reason);
      CHECK(record.result->reason.find(c.reason) != std::string::npos);
      CHECK(record.result->scores[static_cast<size_t>(seat - 1)] == 0);
      CHECK(record.moves.empty());
    }
  }
}

TEST_CASE(
    "a seat whose pieces come from a position file, or a game without a set-up, is not "
    "asked",
    "[placement]") {
  // Dobutsu has no set-up to choose: the placer that would raise plays on.
  GameSettings dobutsu = rps_game(placer("raises"), BotSpec{"random", {}});
  dobutsu.game.game = "dobutsu";
  dobutsu.time = TimeControl::per_move_ms(200);
  const Record plain = play_game(test_host(), dobutsu);
  REQUIRE(plain.result);
  CHECK(plain.placements.empty());
  CHECK(plain.result->reason.find("no set-up") == std::string::npos);
  CHECK(!plain.moves.empty());
  // RPS with player 1's pieces from a file: the placer in that seat is not asked.
  GameSettings filed = rps_game(placer("raises"), BotSpec{"random", {}});
  filed.game.options = {{"board1", std::string(HOUSERULES_TEST_DIR) +
                                       "/rps/scenarios/default_board_tie/player1.rps_board"}};
  const Record record = play_game(test_host(), filed);
  REQUIRE(record.result);
  CHECK(record.placements.empty());
  CHECK(record.result->reason.find("no set-up") == std::string::npos);
}

TEST_CASE("a match in worker processes keeps the set-ups, also when a worker is killed",
          "[placement]") {
  MatchSettings settings;
  settings.game.game = "rps";
  settings.a = placer("peeks");  // on its own side of the board in either seat
  // kills its worker on its second move: the parent writes the record from what the
  // worker told it
  settings.b = BotSpec{testing::bot_file("kills_worker"), {}, true};
  settings.games = 2;
  settings.concurrency = 2;
  settings.time = TimeControl::per_move_ms(200);
  settings.start = 1;
  std::vector<Record> records;
  run_match(test_host(), settings,
            [&](int, const Record& r, const MatchTally&) { records.push_back(r); });
  REQUIRE(records.size() == 2);
  for (const auto& record : records) {
    INFO("reason: " << record.result->reason);
    CHECK_THAT(record.result->reason, Catch::StartsWith("crash: killed by signal 9"));
    const size_t placer_seat = record.seats[0].find("placer") != std::string::npos ? 0 : 1;
    REQUIRE(record.placements.size() == 2);
    CHECK(record.placements[placer_seat].find(placer_seat == 0 ? "F 1 1" : "F 1 10") == 0);
    CHECK(record.placements[1 - placer_seat].find(placer_seat == 0 ? "F 1 10" : "F 1 1") == 0);
    // the moves before the killing one: two when the killer moves first, else three
    CHECK(record.moves.size() == (placer_seat == 0 ? 3u : 2u));
    check_replays(record);
  }
}
