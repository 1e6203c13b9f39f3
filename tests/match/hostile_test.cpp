// The hostile bots (tests/match/bots/hostile.lua): every escape from the sandbox fails
// with a clear reason, every runaway is stopped within its limit plus a margin, a crash
// costs only its own game, and after each the runner plays the next game. Each case is a
// real match of two games in worker processes.
#include <catch2/catch.hpp>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <string>

#include "core/clock.hpp"
#include "lua/host.hpp"
#include "match/bot_process.hpp"
#include "match/confinement.hpp"
#include "match/losses.hpp"
#include "match/match.hpp"
#include "match/worker_pool.hpp"
#include "match_test_support.hpp"

using namespace hr;

namespace {

const Host& test_host() {
  return testing::match_host();
}

struct Outcome {
  MatchTally tally;
  std::vector<std::string> reasons;
  double seconds = 0;
};

constexpr double kLimit = 0.3, kMargin = 0.05;

constexpr double kStart = 0.5;

Outcome play_bot(const BotSpec& bot, double limit = kLimit, double start_limit = kStart) {
  MatchSettings settings;
  settings.game.game = "dobutsu";
  settings.a = bot;
  settings.b = BotSpec{"random", {}};
  settings.games = 2;
  settings.concurrency = 2;
  settings.time = TimeControl::per_move_ms(limit * 1000);
  settings.margin = kMargin;
  settings.memory = 64u << 20;
  settings.start = start_limit;
  Outcome out;
  const double start = monotonic_seconds();
  out.tally = run_match(test_host(), settings, [&](int, const Record& r, const MatchTally&) {
    out.reasons.push_back(r.result->reason);
  });
  out.seconds = monotonic_seconds() - start;
  return out;
}

Outcome play_hostile(const std::string& escape, bool trusted = false, double limit = kLimit) {
  return play_bot(BotSpec{testing::bot_file("hostile"), {{"escape", escape}}, trusted}, limit);
}

// The bot lost both games of its match, each for a reason that contains `expected`.
void check_lost(const BotSpec& bot, const std::string& expected, double limit = kLimit,
                double start_limit = kStart) {
  INFO("bot: " << bot.label());
  const Outcome out = play_bot(bot, limit, start_limit);
  CHECK(out.tally.games == 2);
  CHECK(out.tally.losses == 2);
  REQUIRE(out.reasons.size() == 2);
  for (const auto& reason : out.reasons) {
    INFO("reason: " << reason);
    CHECK(reason.find(expected) != std::string::npos);
  }
}

// The hostile bot lost both games, each for a reason that contains `expected`.
void check_refused(const std::string& escape, const std::string& expected, bool trusted = false,
                   double limit = kLimit) {
  INFO("escape: " << escape);
  check_lost(BotSpec{testing::bot_file("hostile"), {{"escape", escape}}, trusted}, expected, limit);
}

}  // namespace

TEST_CASE("a bot reaches no library outside the allow-list", "[hostile]") {
  check_refused("os", "hostile.lua:5: attempt to index global 'os' (a nil value)");
  check_refused("io", "hostile.lua:6: attempt to index global 'io' (a nil value)");
  check_refused("debug", "hostile.lua:7: attempt to index global 'debug' (a nil value)");
  check_refused("ffi",
                "hostile.lua:8: module 'ffi' is not available to a bot the user has not trusted");
  check_refused("c_module", "module 'socket.core' not found");
  check_refused("loadlib", "attempt to index global 'package' (a nil value)");
}

TEST_CASE("a bot cannot load bytecode, dump functions or reach environments", "[hostile]") {
  check_refused("bytecode", "binary chunks are not allowed here");
  check_refused("dump", "hostile.lua:16: attempt to call field 'dump' (a nil value)");
  check_refused("getfenv", "hostile.lua:17: attempt to call global 'getfenv' (a nil value)");
  check_refused("setfenv", "hostile.lua:18: attempt to call global 'setfenv' (a nil value)");
}

TEST_CASE("a bot cannot steer the collector, change the string metatable or reach the referee",
          "[hostile]") {
  check_refused("gc", "collectgarbage: only \"count\" is allowed here");
  check_refused("string_metatable", "hostile.lua:20: attempt to index a string value");
  check_refused("set_string_metatable", "table expected, got string");
  check_refused("referee", "module 'hr.files' not found");
  check_refused("rawget_registry", "hostile.lua:23: attempt to index a nil value");
  check_refused("jit_opt", "module 'jit.opt' not found");
}

TEST_CASE("a bot cannot reach a host object's finalizer or give it one", "[hostile]") {
  check_refused("finalizer", "attempt to call field '__gc' (a nil value)");
  check_refused("set_finalizer", "attempt to index a string value");
  check_refused("rng_finalizer", "attempt to call field '__gc' (a nil value)");
}

TEST_CASE("an error object whose metamethods loop or raise costs only the bot's game",
          "[hostile][slow]") {
  check_refused("error_index_loop", "error: (error object is a table value)");
  check_refused("error_index_raise", "error: (error object is a table value)");
  check_refused("error_tostring_loop", "time");
}

TEST_CASE("a bot that nests through C without end loses with an error, not a crash", "[hostile]") {
  check_refused("gsub_nest", "error: ");
  check_refused("gsub_nest", "C stack overflow");
  check_refused("coroutine_nest", "C stack overflow");
}

TEST_CASE("a bot that keeps its memory at the cap between moves never crashes the host",
          "[hostile]") {
  const Outcome out = play_hostile("hoard", false, 20);
  CHECK(out.tally.games == 2);
  for (const auto& reason : out.reasons) {
    INFO("reason: " << reason);
    CHECK(reason.find("crash") == std::string::npos);
  }
}

TEST_CASE("runaway bots are stopped at their limit and lose on time", "[hostile][slow]") {
  for (const char* escape : {"loop", "numeric_loop", "pcall_loop"}) {
    check_refused(escape, "time");
  }
  // Two games at once, each stopped at its first move: a runaway would run forever. In
  // its own process nothing stops the bot but its worker, which kills it a grace past its
  // limit and margin (Watchdog::leave_stops_to_parent), before the runner would kill the
  // worker. The move's own time is in the reason ("time: 0.853 s on a move of 0.300 s");
  // the match's time adds the start of the processes and the rules (1.58 s in all once,
  // for a stop within bounds, in the sanitizer build on two busy cores).
  const Outcome out = play_hostile("numeric_loop");
  CHECK(out.seconds >= kLimit + kMargin + BotProcess::kGrace);
  REQUIRE(out.reasons.size() == 2);
  for (const auto& reason : out.reasons) {
    INFO("reason: " << reason);
    double took = 0;
    REQUIRE(std::sscanf(reason.c_str(), "time: %lf s on a move of", &took) == 1);
    CHECK(took >= kLimit + kMargin);
    CHECK(took < kLimit + kMargin + WorkerPool::kGrace);
  }
}

TEST_CASE("a bot past its memory cap loses on memory", "[hostile]") {
  // Time enough to fill 64 MB even in a sanitizer build on a busy machine.
  check_refused("memory", "memory", false, 20);
}

TEST_CASE("a bot stuck in a C call, which no hook stops, loses when its process is killed",
          "[hostile][slow]") {
  const Outcome out = play_hostile("c_call");
  CHECK(out.tally.losses == 2);
  for (const auto& reason : out.reasons)
    CHECK_THAT(reason, Catch::Matches(R"(time: \d\.\d+ s on a move of 0\.300 s)"));
  // The pattern takes many seconds; the bot's process is killed a grace period past the
  // limit and margin, before its worker would be.
  CHECK(out.seconds >= kLimit + kMargin + BotProcess::kGrace);
  CHECK(out.seconds < kLimit + kMargin + WorkerPool::kGrace + 3);
}

TEST_CASE("a trusted bot gets ffi, and its crash costs only its own game", "[hostile]") {
  // Under AddressSanitizer the crash is a report and exit status 1 rather than a signal.
  check_refused("crash", "crash: ", true);
}

TEST_CASE("a trusted bot's process holds no descriptor of the runner's but its own pipe",
          "[hostile]") {
  // Its pipe from the worker and its pipe back; not the worker's pipe to the runner, a
  // record file or the other bot's pipes, which it could write as the referee.
  check_refused("count_descriptors", "open descriptors: 2", true);
}

TEST_CASE("a trusted bot that writes its own answer is held to the referee's clock", "[hostile]") {
  // It answers 0.5 s into a 0.3 s move, saying it took no time: the record says 0.5 s less
  // the pipe's allowance (and what the process claimed).
  const Outcome out = play_hostile("forge_answer", true);
  CHECK(out.tally.losses == 2);
  for (const auto& reason : out.reasons)
    CHECK_THAT(reason,
               Catch::Matches(R"(time: 0\.(4[5-9]|[5-9])\d* s on a move of 0\.300 s)"
                              R"( \(its process reported 0\.000 s in the bot's code: .*\))"));
}

TEST_CASE("a trusted bot whose process answers with bytes that are no move loses, and only that",
          "[hostile]") {
  // Once an exception out of the referee that ended the whole match.
  check_refused("forge_unreadable_move", "an unreadable move (malformed value bytes", true);
}

TEST_CASE("a trusted bot whose process claims a 4 GiB answer loses at once, holding nothing",
          "[hostile]") {
  check_refused("forge_huge_length", "crash: the bot's process said what makes no sense", true);
}

TEST_CASE("what a bot's process says of a move is vouched for by the asker's clock", "[hostile]") {
  Choice said;
  said.kind = Choice::Kind::kMove;
  said.move = "m";
  said.seconds = 0;
  said.limit = 100;
  said.stats.depth = 2.5;
  said.stats.nodes = -1;
  said.stats.score = 12;
  // no time, on a move that the asker waited 0.5 s for: a loss on time, at the asker's limit
  Choice c = vouched(said, 0.5, 0.3, 0.05, false, true);
  CHECK(c.kind == Choice::Kind::kTime);
  CHECK(c.move.empty());
  CHECK(c.seconds == Approx(0.5 - kPipeSlack));
  CHECK(c.limit == 0.3);
  // the record says what the process measured of the bot's own code beside the verdict
  CHECK(c.own_seconds == 0);
  CHECK(c.reason() ==
        "time: 0.480 s on a move of 0.300 s (its process reported 0.000 s in the bot's code: "
        "the rest passed in the pipe or waiting for a core)");
  CHECK(std::isnan(c.stats.depth));
  CHECK(std::isnan(c.stats.nodes));
  CHECK(c.stats.score == 12);
  // an honest figure, a little under the asker's, stands
  said.seconds = 0.29;
  c = vouched(said, 0.2995, 0.3, 0.05, false, true);
  CHECK(c.kind == Choice::Kind::kMove);
  CHECK(c.seconds == 0.29);
  CHECK(c.own_seconds == -1);
  // a loss on time by the bot's own code says only the time
  said.seconds = 0.4;
  c = vouched(said, 0.41, 0.3, 0.05, false, true);
  CHECK(c.reason() == "time: 0.400 s on a move of 0.300 s");
  c = vouched(said, 0.5, 0.3, 0.05, false, true);
  CHECK(c.reason() == "time: 0.480 s on a move of 0.300 s");
  // never more than the asker waited, nor a number that is none
  said.seconds = 1e300;
  CHECK(vouched(said, 0.1, 0.3, 0.05, false, true).seconds == 0.1);
  said.seconds = std::nan("");
  CHECK(vouched(said, 0.1, 0.3, 0.05, false, true).seconds == 0.1);
  // without a limit, no loss on time
  said.seconds = 5;
  CHECK(vouched(said, 5, 0, 0.05, false, true).kind == Choice::Kind::kMove);
  // a sandboxed bot's own figure stands whole: its process measured the bot's code, and
  // the bot runs none outside it; the wait for a core around it is not the bot's
  said.seconds = 0.09;
  c = vouched(said, 0.2, 0.1, 0.05, false, false);
  CHECK(c.kind == Choice::Kind::kMove);
  CHECK(c.seconds == 0.09);
  // ... and a trusted bot's, which could be forged, is held to the asker's clock
  c = vouched(said, 0.2, 0.1, 0.05, false, true);
  CHECK(c.kind == Choice::Kind::kTime);
  CHECK(c.seconds == Approx(0.2 - kPipeSlack));
  // neither is ever above the asker's clock, nor a number that is none
  said.seconds = 0.3;
  CHECK(vouched(said, 0.2, 0.1, 0.05, false, false).seconds == 0.2);
  said.seconds = std::nan("");
  CHECK(vouched(said, 0.2, 0.1, 0.05, false, false).seconds == 0.2);
  CHECK(vouched(said, 0.2, 0.1, 0.05, false, false).kind == Choice::Kind::kTime);
  // an interruption that nobody asked for is a crash
  said.kind = Choice::Kind::kInterrupted;
  CHECK(vouched(said, 0.1, 0.3, 0.05, false, true).kind == Choice::Kind::kCrash);
  CHECK(vouched(said, 0.1, 0.3, 0.05, true, true).kind == Choice::Kind::kInterrupted);
}

TEST_CASE("a bot's new_game gets its seat's view of the start of a match's game", "[hostile]") {
  // (a warm-up search runs on it: a game's first moves run compiled)
  check_lost(BotSpec{testing::bot_file("start_view"), {}}, "start view: table, 1 to move");
}

TEST_CASE("a bot that fails while it loads or starts loses its games, and the match goes on",
          "[hostile][slow]") {
  const std::string start = testing::bot_file("hostile_start");
  check_lost(BotSpec{start, {{"start", "loop"}}}, "time");
  check_lost(BotSpec{start, {{"start", "raise"}}}, "hostile_start.lua:5: broken at the start");
  check_lost(BotSpec{start, {{"start", "fake_user_error"}}}, "error: pretend the user erred");
  check_lost(BotSpec{start, {{"start", "memory"}}}, "memory", kLimit, 20);
  check_lost(BotSpec{testing::bot_file("loops_at_load"), {}}, "time");
  check_lost(BotSpec{testing::bot_file("raises_at_load"), {}},
             "raises_at_load.lua:2: this bot does not load");
  check_lost(BotSpec{testing::bot_file("syntax_error"), {}}, "error: ");
  // Stopped a grace past its start limit, counted from when the game's rules were loaded
  // (the process says so), not from the load's own limit (30 s a game).
  const Outcome out = play_bot(BotSpec{start, {{"start", "loop"}}});
  CHECK(out.seconds >= kStart + BotProcess::kGrace);
  CHECK(out.seconds < kStart + 3);
}

TEST_CASE("a bot stuck in a C call while it starts loses when its worker is killed",
          "[hostile][slow]") {
  const Outcome out = play_bot(BotSpec{testing::bot_file("hostile_start"), {{"start", "c_call"}}});
  CHECK(out.tally.losses == 2);
  for (const auto& reason : out.reasons)
    CHECK(loss_kind(reason) == "time");
}

TEST_CASE(
    "a trusted bot whose state would not close holds up nothing: its process ends with the game",
    "[hostile]") {
  // Its finalizer loops when its state is closed. In a match a bot runs in a process of its
  // own, which is killed after the game, so the state is never closed: the games are
  // decided on the board, and the match goes on at once. (In one process with the referee,
  // closing the state hung until the worker was killed, and the bot lost on time.)
  const Outcome out = play_bot(BotSpec{testing::bot_file("gc_hang"), {}, true});
  CHECK(out.tally.games == 2);
  for (const auto& reason : out.reasons)
    CHECK(loss_kind(reason) == "rules");
  CHECK(out.seconds < 20);
}

TEST_CASE("a bot's process runs under an OS memory limit a little above its Lua cap",
          "[hostile][memory]") {
  // AddressSanitizer's shadow memory is terabytes of address space: the sanitizer build
  // runs bots without the OS's limit (the Lua cap holds there as everywhere).
  if (!kCapsGrowth) SUCCEED("no OS limit under AddressSanitizer");
  if (kCapsGrowth) check_refused("os_memory", "the OS refused 512 MB", true);
}

TEST_CASE("a bot's error forges no line and no escape sequence, and is capped", "[hostile]") {
  const Outcome out = play_hostile("forge_summary");
  REQUIRE(out.reasons.size() == 2);
  for (const auto& reason : out.reasons) {
    INFO(reason.substr(0, 200));
    CHECK(reason.find('\n') == std::string::npos);
    CHECK(reason.find('\x1b') == std::string::npos);
    CHECK(reason.rfind("error: \\n\\e[2Jhostile.lua vs random: 100 wins", 0) == 0);
    CHECK(reason.size() < Choice::kMessageLimit + 100);
    CHECK_THAT(reason, Catch::EndsWith("bytes more)"));
  }
}
