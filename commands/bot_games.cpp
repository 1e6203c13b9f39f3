#include "bot_games.hpp"

#include <cstdio>
#include <filesystem>
#include <functional>
#include <map>
#include <stdexcept>

#include "api_process.hpp"
#include "app.hpp"
#include "commands.hpp"
#include "core/files.hpp"
#include "match/bot_names.hpp"

namespace hr::commands {

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
      {"openings", "FILE",
       "each pair starts from a position of FILE (one a line: a position, or moves M1; M2)", false},
      {"openings-order", "ORDER",
       "sequential (the file's order, default) or random (shuffled by the seed)", false},
      {"random-opening", "PLIES",
       "PLIES random plies from the start before the bots play, the same for both games of a pair",
       false},
  };
}

namespace {
// --openings FILE (or, as before there were files, a number: --random-opening),
// --openings-order, --random-opening.
void read_openings(const cli::Args& args, SeriesSettings& s) {
  s.openings = static_cast<int>(args.integer("random-opening", 0, 0, 1000));
  const auto order = args.get("openings-order");
  if (order && *order != "sequential" && *order != "random")
    throw cli::UsageError("--openings-order: sequential or random, not '" + *order + "'");
  const auto file = args.get("openings");
  if (!file) {
    if (order) throw cli::UsageError("--openings-order orders the openings of --openings FILE");
    return;
  }
  const bool number = !file->empty() && file->find_first_not_of("0123456789") == std::string::npos;
  if (number && !std::filesystem::exists(*file)) {
    if (args.has("random-opening"))
      throw cli::UsageError("give --random-opening PLIES alone (--openings N says the same)");
    s.openings = static_cast<int>(args.integer("openings", 0, 0, 1000));
    return;
  }
  if (s.openings > 0) throw cli::UsageError("give --openings FILE or --random-opening, not both");
  try {
    s.book = load_openings(app::host(), s.game, *file);
  } catch (const std::invalid_argument& e) {
    throw cli::UserError(e.what());
  }
  s.book.random_order = order && *order == "random";
}
}  // namespace

void read_series_settings(const cli::Args& args, SeriesSettings& s) {
  s.game = game_spec(args, args.positional[0]);
  s.seed = static_cast<uint64_t>(args.integer("seed", 0, 0, 9007199254740992LL));
  // In a game that hides something or rolls dice, no --seed means a secret deal: the
  // seeds come from a key from the OS, which no bot can compute (secret_key.hpp).
  s.has_secrets = game_keeps_secrets(app::host(), s.game);
  if (s.has_secrets && !args.has("seed")) s.secret = SecretKey::from_os();
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
  s.concurrency = static_cast<int>(args.integer("concurrency", machine_cores(), 1, 1024));
  read_openings(args, s);
  if (auto event = args.get("event")) s.event = *event;
}

// How a recorded game's time control and settings differ from the game this series would
// play under its number ("" when they agree). A record written before records carried
// them says nothing of them, and is taken as it is.
std::string settings_differ(const Record& r, const GameSettings& game, const std::string& what) {
  if (!r.time_control.empty() && r.time_control != game.time.text())
    return "it was played at " + r.time_control + ", this " + what + " plays " + game.time.text() +
           " (--time or --tc)";
  Record now;
  describe_series(now, game, "");
  // Each setting by the option that sets it, in the option's units.
  static const std::map<std::string, std::string> kOption = {
      {"margin_ms", "--margin"}, {"memory_mb", "--memory"}, {"openings", "--random-opening"}};
  for (const auto& [name, value] : now.settings)
    for (const auto& [recorded_name, recorded] : r.settings)
      if (recorded_name == name && recorded != value) {
        char text[160];
        std::snprintf(text, sizeof text, "its %s was %g, this %s's is %g", kOption.at(name).c_str(),
                      recorded, what.c_str(), value);
        return text;
      }
  if (game.openings == 0 && r.position != game.game.position)
    return "it started from " + (r.position ? "position " + *r.position : "the game's start") +
           ", this " + what + " from " +
           (game.game.position ? "position " + *game.game.position : "the game's start");
  return "";
}

std::vector<Record> resumed_games(const std::string& path, int games, const std::string& what,
                                  const std::function<GameSettings(int)>& game_at) {
  if (!std::filesystem::exists(path)) return {};
  bool torn = false;
  auto lines = Record::load_lines(path, &torn);
  if (!lines) throw cli::UserError(lines.error());
  if (torn) {
    // The run was killed while writing its last line: keep the whole lines only.
    std::string text;
    for (const auto& l : *lines)
      text += l.record.to_json().dump() + "\n";
    const auto written = write_file_atomic(path, text);
    if (!written) throw cli::UserError(written.error());
    std::printf("%s: its last line was cut short; that game is played again\n", path.c_str());
  }
  std::vector<Record> out;
  for (auto& l : *lines) {
    const Record& r = l.record;
    const std::string where = path + ":" + std::to_string(l.line) + ": ";
    if (!r.index || *r.index < 1 || *r.index > games)
      throw cli::UserError(where + "not a game of this " + what +
                           " (its number is missing or above " + std::to_string(games) + ")");
    const GameSettings game = game_at(*r.index - 1);
    std::vector<std::string> seats;
    for (const auto& bot : game.seats)
      seats.push_back(bot.label());
    auto joined = [](const std::vector<std::string>& names) {
      std::string text;
      for (const auto& n : names)
        text += (text.empty() ? "" : ", ") + n;
      return text;
    };
    std::string differs;
    if (r.game != game.game.game || r.variants != game.game.variants)
      differs =
          "it is " + GameSpec{r.game, r.variants, {}, {}}.label() + ", not " + game.game.label();
    else if (r.options != game.game.options)
      differs = "its game options differ";
    else if (r.seats != seats)
      differs = "its seats were " + joined(r.seats) + ", this " + what + " has " + joined(seats);
    else if (r.deal == "secret" && game.deal != "secret")
      differs = "its deals were secret, this " + what + "'s come from --seed";
    else if (r.deal != "secret" && game.deal == "secret")
      differs = "it was played with a --seed, this " + what + " has none";
    else if (r.deal != "secret" && r.seed != game.seed)
      differs = "its seed differs (was the " + what + "'s --seed another?)";
    else
      differs = settings_differ(r, game, what);
    if (!differs.empty())
      throw cli::UserError(where + "game " + std::to_string(*r.index) + " is not this " + what +
                           "'s: " + differs);
    if (!r.result)
      throw cli::UserError(where + "game " + std::to_string(*r.index) + " has no result");
    out.push_back(r);
  }
  return out;
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
  check_bot_exists(app::host(), bot);  // before anything is played
  for (const auto& option : args.pairs("bot-option"))
    bot.options.push_back(option);
  for (const auto& trusted : args.all("trust"))
    if (trusted == text || trusted == bot.name) bot.trusted = true;
  return bot;
}

}  // namespace hr::commands
