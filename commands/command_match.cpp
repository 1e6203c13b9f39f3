// houserules match GAME BOT_A BOT_B: games between two bots, seats swapped every game.
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <map>

#include "app.hpp"
#include "bot_games.hpp"
#include "commands.hpp"
#include "core/files.hpp"
#include "core/json.hpp"
#include "match/match.hpp"
#include "match/script_error.hpp"
#include "match_page.hpp"
#include "match_summary.hpp"
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
          {"shard", "K/N",
           "play only shard K of N: the pairs p with p % N = K - 1 (merge the records with stats)",
           false},
          {"report-every", "N",
           "without a terminal, a summary line every N games (default: a tenth of a match of 20"
           " games or more; 0: none)",
           false},
          {"json", "", "the final summary as one JSON object on standard output, and nothing else",
           false},
          {"html", "OUT", "also write the match as a page to OUT: the Elo as games came in, pairs",
           false},
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
  if (auto text = args.get("shard")) {
    int k = 0, n = 0, used = 0;
    if (std::sscanf(text->c_str(), "%d/%d%n", &k, &n, &used) != 2 ||
        used != static_cast<int>(text->size()) || n < 1 || k < 1 || k > n)
      throw cli::UsageError("--shard: K/N with 1 <= K <= N (2/3: the second of three), not '" +
                            *text + "'");
    settings.shard = k;
    settings.shards = n;
  }
  if (auto path = args.get("resume")) {
    if (args.has("record") && settings.record_path != *path)
      throw cli::UsageError("--resume records to its own file; leave out --record");
    settings.record_path = *path;
    resuming = std::filesystem::exists(*path);
    settings.previous = resumed_games(*path, settings.games, "match",
                                      [&](int index) { return match_game(settings, index); });
    settings.keep_pair_seeds(settings.previous);
  }

  // the game fits a match (two seats, C players that compile) before anything is said
  try {
    settings.check_game(app::host(), {settings.a, settings.b});
  } catch (const std::invalid_argument& e) {
    throw cli::UserError(e.what());
  }
  const std::string a = settings.a.label(), b = settings.b.label();
  // With --json standard output holds the summary alone; what else is said goes to stderr.
  const bool json = args.has("json");
  FILE* say = json ? stderr : stdout;
  std::fprintf(say, "%s: %s vs %s, %d game%s, %s, %s\n", settings.game.label().c_str(), a.c_str(),
               b.c_str(), settings.games, settings.games == 1 ? "" : "s",
               settings.time.text().c_str(), settings.seed_text().c_str());
  if (settings.shards > 1) {
    int mine = 0;
    for (int i = 0; i < settings.games; ++i)
      if ((i / 2) % settings.shards == settings.shard - 1) ++mine;
    std::fprintf(say, "shard %d of %d: %d of the %d games\n", settings.shard, settings.shards, mine,
                 settings.games);
  }
  if (resuming)
    std::fprintf(say, "resuming %s: %zu of %d games already played\n", settings.record_path.c_str(),
                 settings.previous.size(), settings.games);
  std::fflush(say);
  ProgressLine progress;
  // Without a terminal (a log, a batch job) the progress line is off: a line every so
  // many games says how the match stands instead.
  const int report_every =
      progress.enabled()
          ? 0
          : static_cast<int>(args.integer(
                "report-every", settings.games >= 20 ? settings.games / 10 : 0, 0, 10000000));
  InterruptScope interrupts;
  MatchTally tally;
  // every game's number and A's points in it, in the order they finished (the page)
  std::vector<std::pair<int, double>> finished;
  for (const auto& r : settings.previous)
    if (r.index && r.result) finished.emplace_back(*r.index - 1, a_points(r, *r.index - 1));
  const double start = monotonic_seconds();
  int played = 0;
  try {
    tally = run_match(app::host(), settings, [&](int index, const Record& r, const MatchTally& t) {
      finished.emplace_back(index, a_points(r, index));
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
      if (report_every > 0 && t.games % report_every == 0) {
        std::fprintf(say, "%s\n", line.c_str());
        std::fflush(say);
      }
    });
  } catch (const ScriptError& e) {
    progress.clear();
    throw cli::UserError(e.user_error() ? e.status().message : e.what());
  }
  progress.clear();
  if (auto out = args.get("html")) {
    const auto written = write_file_atomic(*out, match_page(describe(settings), tally, finished));
    if (!written) throw cli::UserError(written.error());
  }
  if (json) {
    std::printf(
        "%s\n",
        summary_json(describe(settings), tally, Watchdog::interrupt_requested()).dump().c_str());
    return Watchdog::interrupt_requested() ? 130 : 0;
  }
  if (Watchdog::interrupt_requested())
    std::printf("interrupted: %d finished games are counted\n", tally.games);
  const double seconds = monotonic_seconds() - start;
  print_summary(describe(settings), tally);
  if (played > 0)
    std::printf("%d game%s in %.1f s: %.2f games/s with %d worker%s\n", played,
                played == 1 ? "" : "s", seconds, played / seconds,
                std::min(settings.concurrency, played), settings.concurrency == 1 ? "" : "s");
  return Watchdog::interrupt_requested() ? 130 : 0;
}

}  // namespace hr::commands
