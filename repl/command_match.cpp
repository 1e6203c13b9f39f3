// houserules match GAME BOT_A BOT_B: games between two bots, seats swapped every game.
#include <cmath>
#include <cstdio>

#include "app.hpp"
#include "commands.hpp"
#include "match/match.hpp"
#include "match/script_error.hpp"
#include "progress_line.hpp"

namespace hr::commands {

using app::ProgressLine;

namespace {
std::string count(int n, const char* one, const char* many) {
  return std::to_string(n) + " " + (n == 1 ? one : many);
}

cli::Command make_spec() {
  cli::Command spec{
      "match",
      "GAME BOT_A BOT_B [options]",
      "Play bots against each other; seats swap every game, both games of a pair share the dice.",
      game_options(),
      3,
      3,
      "A bot is a name (scripts/bots/NAME.lua) or a file path, with options as NAME:K=V,K=V.\n"
      "Every finished game goes to --record as one JSON line."};
  spec.options.insert(
      spec.options.end(),
      {
          {"games", "N", "how many games (default 2)", false},
          {"time", "MS", "milliseconds per move (default 1000)", false},
          {"tc", "T+I", "a game clock instead: seconds per game plus an increment (60+0.5)", false},
          {"margin", "MS", "grace past a move's time before a bot loses on time (default 50)",
           false},
          {"memory", "MB", "memory cap of each bot (default 256)", false},
          {"bot-option", "K=V", "an option for both bots", true},
          {"record", "FILE", "append every game to FILE (JSON Lines)", false},
      });
  return spec;
}
}  // namespace

const cli::Command kMatch = make_spec();

GameSpec game_spec(const cli::Args& args, const std::string& game) {
  GameSpec spec;
  spec.game = game;
  spec.variants = args.all("variant");
  spec.options = args.pairs("option");
  spec.position = args.get("position");
  return spec;
}

BotSpec bot_spec(const cli::Args& args, const std::string& text) {
  BotSpec bot;
  try {
    bot = BotSpec::parse(text);
  } catch (const std::invalid_argument& e) {
    throw cli::UsageError(e.what());
  }
  for (const auto& option : args.pairs("bot-option"))
    bot.options.push_back(option);
  return bot;
}

int match(const cli::Args& args) {
  MatchSettings settings;
  settings.game = game_spec(args, args.positional[0]);
  settings.a = bot_spec(args, args.positional[1]);
  settings.b = bot_spec(args, args.positional[2]);
  settings.games = static_cast<int>(args.integer("games", 2, 1, 10000000));
  settings.seed = static_cast<uint64_t>(args.integer("seed", 0, 0, 9007199254740992LL));
  settings.margin = args.number("margin", 50, 0, 60000) / 1000;
  settings.memory = static_cast<size_t>(args.integer("memory", 256, 1, 1 << 20)) << 20;
  if (args.has("tc")) {
    if (args.has("time")) throw cli::UsageError("give --time or --tc, not both");
    std::string why;
    const auto tc = TimeControl::parse(*args.get("tc"), why);
    if (!tc) throw cli::UsageError("--tc: " + why);
    settings.time = *tc;
  } else {
    settings.time = TimeControl::per_move_ms(args.number("time", 1000, 1, 86400000));
  }
  if (auto path = args.get("record")) settings.record_path = *path;

  const std::string a = settings.a.label(), b = settings.b.label();
  std::printf("%s: %s vs %s, %d game%s, %s, seed %llu\n", settings.game.label().c_str(), a.c_str(),
              b.c_str(), settings.games, settings.games == 1 ? "" : "s",
              settings.time.text().c_str(), static_cast<unsigned long long>(settings.seed));
  std::fflush(stdout);
  ProgressLine progress;
  InterruptScope interrupts;
  MatchTally tally;
  try {
    tally = run_match(app::host(), settings, [&](int index, const Record&, const MatchTally& t) {
      progress.update("game " + std::to_string(index + 1) + "/" + std::to_string(settings.games) +
                      ": " + a + " " + count(t.wins, "win", "wins") + ", " +
                      count(t.losses, "loss", "losses") + ", " + count(t.draws, "draw", "draws"));
    });
  } catch (const ScriptError& e) {
    progress.clear();
    throw cli::UserError(e.user_error() ? e.status().message : e.what());
  }
  progress.clear();
  if (Watchdog::interrupt_requested())
    std::printf("interrupted: %d finished games are counted\n", tally.games);
  const double pct = tally.games ? 100.0 * tally.score() / tally.games : 0;
  std::printf("%s vs %s: %s, %s, %s; score %g/%d (%.1f%%)\n", a.c_str(), b.c_str(),
              count(tally.wins, "win", "wins").c_str(),
              count(tally.losses, "loss", "losses").c_str(),
              count(tally.draws, "draw", "draws").c_str(), tally.score(), tally.games, pct);
  return Watchdog::interrupt_requested() ? 130 : 0;
}

}  // namespace hr::commands
