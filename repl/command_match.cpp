// houserules match GAME BOT_A BOT_B: games between two bots, seats swapped every game.
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <map>

#include "app.hpp"
#include "bot_games.hpp"
#include "commands.hpp"
#include "core/files.hpp"
#include "match/match.hpp"
#include "match/script_error.hpp"
#include "progress_line.hpp"

namespace hr::commands {

using app::ProgressLine;

namespace {
cli::Command make_spec() {
  cli::Command spec{
      "match",
      "GAME BOT_A BOT_B [options]",
      "Play bots against each other; seats swap every game, both games of a pair share the dice.",
      game_options(),
      3,
      3,
      "A bot is a name (scripts/bots/NAME.lua) or a file path, with options as NAME:K=V,K=V,\n"
      "or uci:PATH, an external engine that speaks UCI (the game gives the dialect).\n"
      "Every finished game goes to --record as one JSON line. The Elo difference and the SPRT\n"
      "count pairs of games (the pentanomial model of fastchess and fishtest)."};
  spec.options.insert(spec.options.end(), {
                                              {"games", "N", "how many games (default 2)", false},
                                          });
  const auto shared = bot_game_options();
  spec.options.insert(spec.options.end(), shared.begin(), shared.end());
  spec.options.insert(
      spec.options.end(),
      {
          {"resume", "FILE", "go on with an interrupted match recorded in FILE (and record to it)",
           false},
          {"sprt", "ELO0,ELO1[,A,B]",
           "stop when the sequential test decides between ELO0 and ELO1 (alpha, beta 0.05)", false},
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

// How a recorded game's time control and settings differ from the game this match would
// play under its number ("" when they agree). A record written before records carried
// them says nothing of them, and is taken as it is.
std::string settings_differ(const Record& r, const GameSettings& game) {
  if (!r.time_control.empty() && r.time_control != game.time.text())
    return "it was played at " + r.time_control + ", this match plays " + game.time.text() +
           " (--time or --tc)";
  Record now;
  describe_series(now, game, "");
  // Each setting by the option that sets it, in the option's units.
  static const std::map<std::string, std::string> kOption = {
      {"margin_ms", "--margin"}, {"memory_mb", "--memory"}, {"openings", "--openings"}};
  for (const auto& [name, value] : now.settings)
    for (const auto& [recorded_name, recorded] : r.settings)
      if (recorded_name == name && recorded != value) {
        char text[160];
        std::snprintf(text, sizeof text, "its %s was %g, this match's is %g",
                      kOption.at(name).c_str(), recorded, value);
        return text;
      }
  if (game.openings == 0 && r.position != game.game.position)
    return "it started from " + (r.position ? "position " + *r.position : "the game's start") +
           ", this match from " +
           (game.game.position ? "position " + *game.game.position : "the game's start");
  return "";
}

// The games of an interrupted match: each must be the game this match plays under its
// number (the same game, house rules, bots in the same seats and seed), or the file
// belongs to another match.
std::vector<Record> resumed_games(const MatchSettings& settings, const std::string& path) {
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
    if (!r.index || *r.index < 1 || *r.index > settings.games)
      throw cli::UserError(where + "not a game of this match (its number is missing or above " +
                           std::to_string(settings.games) + ")");
    const GameSettings game = match_game(settings, *r.index - 1);
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
      differs = "its seats were " + joined(r.seats) + ", this match has " + joined(seats);
    else if (r.seed != game.seed)
      differs = "its seed differs (was the match's --seed another?)";
    else
      differs = settings_differ(r, game);
    if (!differs.empty())
      throw cli::UserError(where + "game " + std::to_string(*r.index) +
                           " is not this match's: " + differs);
    if (!r.result)
      throw cli::UserError(where + "game " + std::to_string(*r.index) + " has no result");
    out.push_back(r);
  }
  return out;
}

void print_summary(const MatchSettings& settings, const MatchTally& tally) {
  const std::string a = settings.a.label(), b = settings.b.label();
  const double pct = tally.games ? 100.0 * tally.score() / tally.games : 0;
  std::printf("%s vs %s: %s, %s, %s; score %g/%d (%.1f%%)\n", a.c_str(), b.c_str(),
              count(tally.wins, "win", "wins").c_str(),
              count(tally.losses, "loss", "losses").c_str(),
              count(tally.draws, "draw", "draws").c_str(), tally.score(), tally.games, pct);
  // A bot that forfeits games (errors, time, crashes) is told why, with its first error.
  const std::string labels[2] = {a, b};
  for (int bot = 0; bot < 2; ++bot) {
    const Losses& l = tally.loss_reasons[bot];
    if (!l.any_forfeit()) continue;
    std::printf("%s\n", l.line(labels[bot]).c_str());
  }
  if (tally.games < 2) return;
  const EloEstimate e = tally.elo();
  const auto& p = tally.pairs.pairs;
  if (std::isfinite(e.elo)) {
    std::printf("Elo difference: %+.1f +/- %.1f (95%%), LOS %.1f%%", e.elo, e.error, 100 * e.los);
  } else {
    std::printf("Elo difference: %s (no game %s), LOS %.1f%%", e.elo > 0 ? "+inf" : "-inf",
                e.elo > 0 ? "lost or drawn" : "won or drawn", 100 * e.los);
  }
  if (tally.pairs.count() > 0)
    std::printf(", pairs by points 0/0.5/1/1.5/2: %d %d %d %d %d", p[0], p[1], p[2], p[3], p[4]);
  std::printf("\n");
  if (settings.sprt) {
    const Sprt& s = *settings.sprt;
    const char* verdict = tally.sprt > 0   ? "H1 accepted"
                          : tally.sprt < 0 ? "H0 accepted"
                                           : "no decision yet";
    std::printf("SPRT elo0 %g, elo1 %g, alpha %g, beta %g: LLR %.2f, bounds [%.2f, %.2f]: %s\n",
                s.elo0, s.elo1, s.alpha, s.beta, s.llr(tally.pairs), s.lower(), s.upper(), verdict);
  }
}

int match(const cli::Args& args) {
  MatchSettings settings;
  bool resuming = false;
  settings.event = "houserules match";
  read_series_settings(args, settings);
  settings.a = bot_spec(args, args.positional[1]);
  settings.b = bot_spec(args, args.positional[2]);
  settings.games = static_cast<int>(args.integer("games", 2, 1, 10000000));
  if (auto text = args.get("sprt")) {
    std::string why;
    settings.sprt = Sprt::parse(*text, why);
    if (!settings.sprt) throw cli::UsageError("--sprt: " + why);
  }
  if (auto path = args.get("resume")) {
    if (args.has("record") && settings.record_path != *path)
      throw cli::UsageError("--resume records to its own file; leave out --record");
    settings.record_path = *path;
    resuming = std::filesystem::exists(*path);
    settings.previous = resumed_games(settings, *path);
  }

  const std::string a = settings.a.label(), b = settings.b.label();
  std::printf("%s: %s vs %s, %d game%s, %s, seed %llu\n", settings.game.label().c_str(), a.c_str(),
              b.c_str(), settings.games, settings.games == 1 ? "" : "s",
              settings.time.text().c_str(), static_cast<unsigned long long>(settings.seed));
  if (resuming)
    std::printf("resuming %s: %zu of %d games already played\n", settings.record_path.c_str(),
                settings.previous.size(), settings.games);
  std::fflush(stdout);
  ProgressLine progress;
  InterruptScope interrupts;
  MatchTally tally;
  const double start = monotonic_seconds();
  int played = 0;
  try {
    tally = run_match(app::host(), settings, [&](int, const Record&, const MatchTally& t) {
      ++played;
      const EloEstimate e = t.elo();
      char elo[96];
      if (std::isfinite(e.elo)) {
        std::snprintf(elo, sizeof elo, ", Elo %+.1f +/- %.1f", e.elo, e.error);
      } else {
        std::snprintf(elo, sizeof elo, ", Elo %s", e.elo > 0 ? "+inf" : "-inf");
      }
      std::string line = std::to_string(t.games) + "/" + std::to_string(settings.games) +
                         " games: " + a + " " + count(t.wins, "win", "wins") + ", " +
                         count(t.losses, "loss", "losses") + ", " +
                         count(t.draws, "draw", "draws") + (t.games > 1 ? elo : "");
      if (settings.sprt) {
        char llr[64];
        std::snprintf(llr, sizeof llr, ", LLR %.2f", settings.sprt->llr(t.pairs));
        line += llr;
      }
      progress.update(line);
    });
  } catch (const ScriptError& e) {
    progress.clear();
    throw cli::UserError(e.user_error() ? e.status().message : e.what());
  }
  progress.clear();
  if (Watchdog::interrupt_requested())
    std::printf("interrupted: %d finished games are counted\n", tally.games);
  const double seconds = monotonic_seconds() - start;
  print_summary(settings, tally);
  if (played > 0)
    std::printf("%d game%s in %.1f s: %.2f games/s with %d worker%s\n", played,
                played == 1 ? "" : "s", seconds, played / seconds,
                std::min(settings.concurrency, played), settings.concurrency == 1 ? "" : "s");
  return Watchdog::interrupt_requested() ? 130 : 0;
}

}  // namespace hr::commands
