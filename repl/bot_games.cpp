#include "bot_games.hpp"

#include <stdexcept>
#include <thread>

#include "commands.hpp"

namespace hr::commands {

namespace {
int default_concurrency() {
  const unsigned cores = std::thread::hardware_concurrency();
  return cores > 0 ? static_cast<int>(cores) : 1;
}
}  // namespace

std::vector<cli::Option> bot_game_options() {
  return {
      {"time", "MS", "milliseconds per move (default 1000)", false},
      {"tc", "T+I", "a game clock instead: seconds per game plus an increment (60+0.5)", false},
      {"margin", "MS", "grace past a move's time before a bot loses on time (default 50)", false},
      {"memory", "MB", "memory cap of each bot (default 256)", false},
      {"bot-option", "K=V", "an option for every bot", true},
      {"trust", "BOT", "give BOT (as named here) ffi; a crash costs it the game", true},
      {"engine-option", "K=V", "a UCI option for every uci:PATH engine (setoption)", true},
      {"record", "FILE", "append every game to FILE (JSON Lines) as it ends", false},
      {"pgnout", "FILE", "append every game to FILE as PGN as it ends", false},
      {"concurrency", "K", "games played at once, each in a worker process (default: cores)",
       false},
      {"event", "NAME", "the series' name in its records (PGN's Event)", false},
      {"openings", "N",
       "N random plies from the start before the bots play, the same for both games of a pair",
       false},
  };
}

void read_series_settings(const cli::Args& args, SeriesSettings& s) {
  s.game = game_spec(args, args.positional[0]);
  s.seed = static_cast<uint64_t>(args.integer("seed", 0, 0, 9007199254740992LL));
  s.margin = args.number("margin", 50, 0, 60000) / 1000;
  s.memory = static_cast<size_t>(args.integer("memory", 256, 1, 1 << 20)) << 20;
  if (args.has("tc")) {
    if (args.has("time")) throw cli::UsageError("give --time or --tc, not both");
    std::string why;
    const auto tc = TimeControl::parse(*args.get("tc"), why);
    if (!tc) throw cli::UsageError("--tc: " + why);
    s.time = *tc;
  } else {
    s.time = TimeControl::per_move_ms(args.number("time", 1000, 1, 86400000));
  }
  if (auto path = args.get("record")) s.record_path = *path;
  if (auto path = args.get("pgnout")) s.pgn_path = *path;
  s.concurrency = static_cast<int>(args.integer("concurrency", default_concurrency(), 1, 1024));
  s.openings = static_cast<int>(args.integer("openings", 0, 0, 1000));
  if (auto event = args.get("event")) s.event = *event;
}

std::string count(int n, const char* one, const char* many) {
  return std::to_string(n) + " " + (n == 1 ? one : many);
}

BotSpec bot_spec(const cli::Args& args, const std::string& text) {
  BotSpec bot;
  try {
    bot = BotSpec::parse(text);
  } catch (const std::invalid_argument& e) {
    throw cli::UsageError(e.what());
  }
  if (bot.is_engine()) {
    for (const auto& option : args.pairs("engine-option"))
      bot.options.push_back(option);
    return bot;
  }
  for (const auto& option : args.pairs("bot-option"))
    bot.options.push_back(option);
  for (const auto& trusted : args.all("trust"))
    if (trusted == text || trusted == bot.name) bot.trusted = true;
  return bot;
}

}  // namespace hr::commands
