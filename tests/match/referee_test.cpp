#include <unistd.h>
#include <catch2/catch.hpp>

#include <filesystem>

#include "core/clock.hpp"
#include "lua/host.hpp"
#include "match/bot_seat.hpp"
#include "match/game_table.hpp"
#include "match/match.hpp"
#include "match/script_error.hpp"
#include "match_test_support.hpp"

using namespace hr;

namespace {

const Host& test_host() {
  return testing::match_host();
}
using testing::bot_file;

GameSpec dobutsu() {
  GameSpec spec;
  spec.game = "dobutsu";
  return spec;
}

// The view of seat 1 at the start of a Dobutsu game.
std::string start_view() {
  auto state = test_host().new_state(Trust::kTrusted);
  GameTable table(*state, dobutsu(), 0);
  return table.view(1);
}

}  // namespace

TEST_CASE("a bot seat answers with a legal move", "[referee]") {
  BotSeat seat(test_host(), dobutsu(), BotSpec{"alphabeta", {{"depth", "3"}}}, 1, 7);
  const Choice choice = seat.choose(start_view(), MoveTime::per_move(1.0), 0.1);
  REQUIRE(choice.ok());
  auto state = test_host().new_state(Trust::kTrusted);
  GameTable table(*state, dobutsu(), 0);
  CHECK(table.play_encoded(choice.move));
}

TEST_CASE("a bot that never answers loses on time, within its limit and margin", "[referee]") {
  BotSeat seat(test_host(), dobutsu(), BotSpec{bot_file("loops_forever"), {}}, 1, 1);
  const double start = monotonic_seconds();
  const Choice choice = seat.choose(start_view(), MoveTime::per_move(0.2), 0.05);
  const double seconds = monotonic_seconds() - start;
  CHECK(choice.kind == Choice::Kind::kTime);
  // the reason says how long the move took and what it was given
  CHECK_THAT(choice.reason(),
             Catch::Matches(R"(time: 0\.(2[5-9]|[3-9]\d)\d s on a move of 0\.200 s)"));
  CHECK(seconds >= 0.25);
  CHECK(seconds < 1.0);
  // The seat still works after being stopped.
  const Choice again = seat.choose(start_view(), MoveTime::per_move(0.05), 0.05);
  CHECK(again.kind == Choice::Kind::kTime);
}

TEST_CASE("a bot past its memory cap loses, and the host goes on", "[referee]") {
  BotSeat seat(test_host(), dobutsu(), BotSpec{bot_file("eats_memory"), {}}, 1, 1, 32u << 20);
  const Choice choice = seat.choose(start_view(), MoveTime::per_move(10.0), 0.1);
  CHECK(choice.kind == Choice::Kind::kMemory);
  CHECK(choice.reason() == "memory");
}

TEST_CASE("a bot's error is its loss, named by file and line", "[referee]") {
  BotSeat seat(test_host(), dobutsu(), BotSpec{bot_file("raises"), {}}, 1, 1);
  const Choice choice = seat.choose(start_view(), MoveTime::per_move(1.0), 0.1);
  CHECK(choice.kind == Choice::Kind::kError);
  CHECK_THAT(choice.reason(),
             Catch::StartsWith("error: ") && Catch::Contains("raises.lua:2: the bot has a bug"));
}

TEST_CASE("no move, or something that is not a move, loses", "[referee]") {
  BotSeat nothing(test_host(), dobutsu(), BotSpec{bot_file("says_nothing"), {}}, 1, 1);
  CHECK(nothing.choose(start_view(), MoveTime::per_move(1.0), 0.1).reason() ==
        "error: the bot returned no move");
  BotSeat function(test_host(), dobutsu(), BotSpec{bot_file("returns_function"), {}}, 1, 1);
  CHECK(function.choose(start_view(), MoveTime::per_move(1.0), 0.1).reason() ==
        "error: the move is a function, which cannot be sent to another Lua state");
}

TEST_CASE("a bot's state is a sandbox", "[referee]") {
  BotSeat seat(test_host(), dobutsu(), BotSpec{bot_file("escapes"), {}}, 1, 1);
  CHECK(seat.choose(start_view(), MoveTime::per_move(1.0), 0.1).ok());
}

TEST_CASE("a bot that cannot be loaded is reported before the game", "[referee]") {
  try {
    BotSeat seat(test_host(), dobutsu(), BotSpec{"no_such_bot", {}}, 1, 1);
    FAIL("expected an error");
  } catch (const ScriptError& e) {
    CHECK(e.user_error());
    // the words every command uses (check_bot_exists): what there is, and the one meant
    CHECK(e.status().message.rfind("unknown bot 'no_such_bot' (bots: alphabeta, greedy, ", 0) == 0);
    CHECK(e.status().message.find("a bot is scripts/bots/NAME.lua or a file path") !=
          std::string::npos);
  }
  CHECK_THROWS_AS(BotSeat(test_host(), dobutsu(), BotSpec{"alphabeta", {{"colour", "red"}}}, 1, 1),
                  ScriptError);
}

TEST_CASE("a game between bots ends with a record of every move and the reason", "[referee]") {
  GameSettings settings;
  settings.game = dobutsu();
  settings.seats = {BotSpec{"alphabeta", {{"depth", "2"}}}, BotSpec{"random", {}}};
  settings.seed = 3;
  settings.time = TimeControl::per_move_ms(1000);
  int observed = 0;
  GameEvents events;
  events.moved = [&](const Record::Move&) { ++observed; };
  const Record record = play_game(test_host(), settings, events);
  REQUIRE(record.result);
  CHECK(record.result->scores == std::vector<double>{1, 0});
  CHECK(static_cast<int>(record.moves.size()) == observed);
  CHECK(record.seats == std::vector<std::string>{"alphabeta(depth=2)", "random"});
  // The same settings play the same game.
  const Record again = play_game(test_host(), settings);
  REQUIRE(again.moves.size() == record.moves.size());
  for (size_t i = 0; i < record.moves.size(); ++i)
    CHECK(again.moves[i].text == record.moves[i].text);
}

TEST_CASE("an illegal move or a crash loses the game and the other seat wins", "[referee]") {
  GameSettings settings;
  settings.game = dobutsu();
  settings.seats = {BotSpec{bot_file("first_move"), {}}, BotSpec{bot_file("illegal"), {}}};
  settings.time = TimeControl::per_move_ms(500);
  Record record = play_game(test_host(), settings);
  REQUIRE(record.result);
  CHECK(record.result->scores == std::vector<double>{1, 0});
  CHECK(record.result->reason == "illegal move: 999999");
  CHECK(record.moves.size() == 1);

  settings.seats = {BotSpec{bot_file("loops_forever"), {}}, BotSpec{bot_file("first_move"), {}}};
  settings.time = TimeControl::per_move_ms(100);
  record = play_game(test_host(), settings);
  CHECK(record.result->scores == std::vector<double>{0, 1});
  CHECK_THAT(record.result->reason,
             Catch::StartsWith("time: ") && Catch::Contains(" s on a move of 0.100 s"));
}

TEST_CASE("a game clock with an increment is kept per seat", "[referee]") {
  GameSettings settings;
  settings.game = dobutsu();
  settings.seats = {BotSpec{bot_file("loops_forever"), {}}, BotSpec{bot_file("first_move"), {}}};
  std::string why;
  settings.time = *TimeControl::parse("0.2+0.1", why);
  const double start = monotonic_seconds();
  const Record record = play_game(test_host(), settings);
  CHECK_THAT(record.result->reason, Catch::StartsWith("time: "));
  CHECK(monotonic_seconds() - start < 2.0);
}

TEST_CASE("a seat whose game clock is spent still has a limit on its next move", "[referee]") {
  // Attack: spend the bank to just under the margin, then loop. An empty bank was a move
  // without a limit, and the match waited for good.
  GameSettings settings;
  settings.game = dobutsu();
  settings.seats = {BotSpec{bot_file("drains_bank"), {}}, BotSpec{bot_file("first_move"), {}}};
  std::string why;
  settings.time = *TimeControl::parse("0.3+0", why);
  const double start = monotonic_seconds();
  const Record record = play_game(test_host(), settings);
  REQUIRE(record.result);
  CHECK(record.result->scores == std::vector<double>{0, 1});
  CHECK_THAT(record.result->reason, Catch::StartsWith("time: "));
  CHECK(record.moves.size() == 2);
  CHECK(monotonic_seconds() - start < 5.0);
}

TEST_CASE("a bot is told when its limit is a game clock's bank, and the increment", "[referee]") {
  GameSettings settings;
  settings.game = dobutsu();
  settings.seats = {BotSpec{bot_file("reads_clock"), {}}, BotSpec{bot_file("reads_clock"), {}}};
  std::string why;
  settings.time = *TimeControl::parse("3+0.25", why);
  Record record = play_game(test_host(), settings);
  REQUIRE(record.moves.size() >= 3);
  CHECK(record.moves[0].stats.score == 0.25);
  CHECK(record.moves[0].stats.nodes == 3000);  // the whole bank
  // the bank after a move: what was left, less the move's time, plus the increment
  CHECK(record.moves[2].stats.nodes > 3000);
  CHECK(record.moves[2].stats.nodes <= 3250);
  settings.time = TimeControl::per_move_ms(500);
  record = play_game(test_host(), settings);
  REQUIRE(record.moves.size() >= 2);
  CHECK(record.moves[0].stats.score == -1);
  CHECK(record.moves[0].stats.nodes == 500);
}

TEST_CASE("alphabeta spends a share of a game clock's bank on a move, not the bank", "[referee]") {
  GameSettings settings;
  settings.game = dobutsu();
  settings.seats = {BotSpec{"alphabeta", {{"warmup", "0"}}}, BotSpec{"random", {}}};
  std::string why;
  settings.time = *TimeControl::parse("4+0.1", why);
  const Record record = play_game(test_host(), settings);
  REQUIRE(record.moves.size() >= 3);
  // its share is 4/20 + 0.1 s; given the bank as the move's own time it took 2 s
  CHECK(record.moves[0].seconds < 0.5);
  CHECK(record.moves[2].seconds < 0.5);
  CHECK(record.result->reason.find("time") == std::string::npos);
}

TEST_CASE("the game table plays text, refuses with reasons, undoes and redoes", "[referee]") {
  auto state = test_host().new_state(Trust::kTrusted);
  GameTable table(*state, dobutsu(), 0);
  CHECK(table.seat_names() == std::vector<std::string>{"first", "second"});
  CHECK(table.to_move() == 1);
  CHECK(table.legal_moves() ==
        std::vector<std::string>{"C B3 B2", "L B4 A3", "L B4 C3", "G C4 C3"});
  CHECK(*table.play_text("c b3 b2") == "C B3 B2");
  CHECK(table.play_text("C B3 B2").error() == "no piece on B3");
  CHECK(table.position_text() == "gle/1C1/3/ELG[C] b");
  CHECK(table.undo());
  CHECK(table.position_text() == "gle/1c1/1C1/ELG[-] w");
  CHECK(table.redo());
  CHECK(table.history().size() == 1);
  table.lose(2, "resigned");
  REQUIRE(table.result());
  CHECK(table.result()->reason == "resigned");
  CHECK(table.play_text("L B1 A2").error() == "the game is over");
}

TEST_CASE("a game that does not exist is a user error", "[referee]") {
  auto state = test_host().new_state(Trust::kTrusted);
  GameSpec spec;
  spec.game = "no_such_game";
  try {
    GameTable table(*state, spec, 0);
    FAIL("expected an error");
  } catch (const ScriptError& e) {
    CHECK(e.user_error());
    CHECK_THAT(e.status().message, Catch::StartsWith("unknown game 'no_such_game'"));
  }
}

TEST_CASE("both games of a pair share their seed, and pairs differ", "[referee]") {
  CHECK(game_seed(5, 0) == game_seed(5, 1));
  CHECK(game_seed(5, 2) == game_seed(5, 3));
  CHECK(game_seed(5, 1) != game_seed(5, 2));
  CHECK(game_seed(5, 0) != game_seed(6, 0));
  CHECK(game_seed(5, 0) < (1ULL << 53));
}

TEST_CASE("openings: both games of a pair start from the same random position, pairs differ",
          "[referee]") {
  MatchSettings settings;
  settings.game = dobutsu();
  settings.a = BotSpec{"random", {}};
  settings.b = BotSpec{"greedy", {}};
  settings.games = 4;
  settings.openings = 6;
  settings.time = TimeControl::per_move_ms(500);
  std::vector<Record> records(4);
  run_match(test_host(), settings,
            [&](int index, const Record& r, const MatchTally&) { records[index] = r; });
  for (const Record& r : records)
    REQUIRE(r.position);
  CHECK(*records[0].position == *records[1].position);
  CHECK(*records[2].position == *records[3].position);
  CHECK(*records[0].position != *records[2].position);
  // six plies from the start: the first player is to move again, and it is no start
  CHECK(records[0].position->substr(records[0].position->size() - 1) == "w");
  CHECK(*records[0].position != "gle/1c1/1C1/ELG[-] w");
  // the same seed picks the same line
  CHECK(random_opening(test_host(), dobutsu(), 77, 6) ==
        random_opening(test_host(), dobutsu(), 77, 6));
  GameSpec no_text;
  no_text.game = "kuhn";
  CHECK_THROWS_WITH(random_opening(test_host(), no_text, 1, 1),
                    Catch::Contains("no position text"));
}

TEST_CASE("a match swaps seats every game and counts from A's side", "[referee]") {
  MatchSettings settings;
  settings.game = dobutsu();
  settings.a = BotSpec{"alphabeta", {{"depth", "2"}}};
  settings.b = BotSpec{bot_file("illegal"), {}};
  settings.games = 4;
  settings.time = TimeControl::per_move_ms(500);
  std::vector<std::string> first_seats;
  const MatchTally tally = run_match(
      test_host(), settings,
      [&](int, const Record& r, const MatchTally&) { first_seats.push_back(r.seats[0]); });
  CHECK(tally.games == 4);
  CHECK(tally.wins == 4);
  CHECK(tally.score() == 4);
  CHECK(first_seats[0] == "alphabeta(depth=2)");
  CHECK(first_seats[1] != "alphabeta(depth=2)");
}

TEST_CASE("a bot with observe hears every move, and an error there is its loss", "[referee]") {
  GameSettings settings;
  settings.game = dobutsu();
  settings.time = TimeControl::per_move_ms(500);
  settings.seats = {BotSpec{"random", {}}, BotSpec{bot_file("observer"), {}}};
  Record record = play_game(test_host(), settings);
  INFO(record.result->reason);
  CHECK(record.result->reason.find("error") == std::string::npos);
  CHECK(record.moves.size() > 2);
  settings.seats = {BotSpec{bot_file("observer"), {}}, BotSpec{"random", {}}};
  record = play_game(test_host(), settings);
  CHECK(record.result->reason.find("error") == std::string::npos);

  settings.seats = {BotSpec{"random", {}}, BotSpec{bot_file("observe_raises"), {}}};
  record = play_game(test_host(), settings);
  INFO(record.result->reason);
  CHECK(record.moves.size() == 1);  // it heard the first move and failed
  CHECK(record.result->scores == std::vector<double>{1, 0});
  CHECK(record.result->reason.find("observe_raises.lua:3: no ears") != std::string::npos);
}

TEST_CASE("what a bot says of its search goes into the record, and anything else is ignored",
          "[referee]") {
  GameSettings settings;
  settings.game = dobutsu();
  settings.time = TimeControl::per_move_ms(500);
  settings.seats = {BotSpec{bot_file("reports"), {{"report", "good"}}},
                    BotSpec{bot_file("reports"), {{"report", "hostile"}}}};
  Record record = play_game(test_host(), settings);
  REQUIRE(record.moves.size() >= 2);
  CHECK(record.moves[0].stats.depth == 3);
  CHECK(record.moves[0].stats.nodes == 12345);
  CHECK(record.moves[0].stats.score == -7.5);
  CHECK_FALSE(record.moves[1].stats.any());  // a table whose reading would run its code
  // the JSON keeps them, and reads them back
  const auto json = record.to_json().dump();
  CHECK(json.find(R"("depth":3,"nodes":12345,"score":-7.5)") != std::string::npos);
  const auto back = Record::from_json(*Json::parse(json));
  REQUIRE(back);
  CHECK(back->moves[0].stats.nodes == 12345);
  CHECK_FALSE(back->moves[1].stats.any());
  settings.seats = {BotSpec{bot_file("reports"), {{"report", "odd"}}},
                    BotSpec{bot_file("reports"), {{"report", "number"}}}};
  record = play_game(test_host(), settings);
  REQUIRE(record.moves.size() >= 2);
  CHECK_FALSE(record.moves[0].stats.any());  // a string, a NaN and an infinity
  CHECK_FALSE(record.moves[1].stats.any());  // not a table
  // a depth or node count that is no whole number in range is dropped (the score kept):
  // the record must read back what it wrote
  settings.seats = {BotSpec{bot_file("reports"), {{"report", "unreadable"}}},
                    BotSpec{bot_file("reports"), {{"report", "huge"}}}};
  record = play_game(test_host(), settings);
  REQUIRE(record.moves.size() >= 2);
  CHECK(record.moves[0].stats.depth != record.moves[0].stats.depth);
  CHECK(record.moves[0].stats.nodes != record.moves[0].stats.nodes);
  CHECK(record.moves[0].stats.score == 3);
  CHECK(record.moves[1].stats.depth != record.moves[1].stats.depth);
  CHECK(record.moves[1].stats.nodes != record.moves[1].stats.nodes);
  CHECK(record.moves[1].stats.score == -1e300);
  CHECK(Record::from_json(*Json::parse(record.to_json().dump())));
  // alphabeta reports its depth, nodes and score
  settings.seats = {BotSpec{"alphabeta", {{"depth", "3"}}}, BotSpec{"random", {}}};
  record = play_game(test_host(), settings);
  REQUIRE(record.moves.size() >= 2);
  CHECK(record.moves[0].stats.depth == 3);
  CHECK(record.moves[0].stats.nodes > 0);
  CHECK(record.moves[0].stats.score == record.moves[0].stats.score);
  CHECK_FALSE(record.moves[1].stats.any());
}

TEST_CASE("in a game between bots each bot runs in a process of its own, for the whole game",
          "[referee]") {
  // (so that each keeps its compiled code from move to move: bot_process.hpp)
  GameSettings settings;
  settings.game = dobutsu();
  settings.time = TimeControl::per_move_ms(500);
  BotSpec pid{bot_file("pid"), {}, true};
  settings.seats = {pid, pid};
  const Record record = play_game(test_host(), settings);
  REQUIRE(record.moves.size() >= 4);
  const double first = record.moves[0].stats.score, second = record.moves[1].stats.score;
  CHECK(first != second);
  CHECK(first != static_cast<double>(::getpid()));
  CHECK(second != static_cast<double>(::getpid()));
  for (const auto& m : record.moves)
    CHECK(m.stats.score == (m.seat == 1 ? first : second));
}
