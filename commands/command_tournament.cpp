// houserules tournament GAME BOT...: a round robin, every pair in both seat orders; the
// cross table, points under the scoring asked for, and an Elo rating per bot.
#include <algorithm>
#include <cmath>
#include <cstdarg>
#include <cstdio>
#include <filesystem>

#include "app.hpp"
#include "bot_games.hpp"
#include "commands.hpp"
#include "core/files.hpp"
#include "core/number_list.hpp"
#include "match/c_player.hpp"
#include "match/game_table.hpp"
#include "match/script_error.hpp"
#include "match/tournament.hpp"
#include "match_page.hpp"
#include "progress_line.hpp"
#include "tournament_ranking.hpp"

namespace hr::commands {

namespace {

cli::Command make_spec() {
  cli::Command spec{
      "tournament",
      "GAME BOT BOT... [options]",
      "A round robin between bots: the cross table, points and an Elo rating for each.",
      game_options(),
      2,  // GAME and one c:DIR/ may seat a whole class
      1000,
      "Every round, each pair of bots plays two games with the seats swapped and the same\n"
      "seed. Elo ratings are relative to the field's mean, with 95% error bars."};
  spec.options.insert(
      spec.options.end(),
      {
          {"rounds", "R", "how many rounds (default 1)", false},
          {"points", "W,D,L", "points per win, draw, loss (default 1,0.5,0)", false},
          {"ranking", "FILE", "also write the ranking to FILE (a text file to hand out)", false},
          {"resume", "FILE",
           "go on with an interrupted tournament recorded in FILE (and record to it)", false},
          {"html", "OUT", "also write the tournament as a page to OUT: the cross table, each Elo",
           false},
      });
  auto shared = bot_game_options();
  for (auto& option : shared)
    if (option.name == "time")
      option.help = "milliseconds per move (default: the game's own, as checkers' 5000, else 1000)";
  spec.options.insert(spec.options.end(), shared.begin(), shared.end());
  return spec;
}

}  // namespace

Scoring parse_points(const std::string& text) {
  const auto values = parse_number_list(text);
  if (!values || values->size() != 3)
    throw cli::UsageError("--points: expected three numbers W,D,L, got '" + text + "'");
  return Scoring{(*values)[0], (*values)[1], (*values)[2]};
}

namespace {
std::string number(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%g", v);
  return buf;
}

// Appends printf-style text to `out`.
void add(std::string& out, const char* format, ...) __attribute__((format(printf, 2, 3)));
void add(std::string& out, const char* format, ...) {
  va_list args;
  va_start(args, format);
  char buf[512];
  const int n = std::vsnprintf(buf, sizeof buf, format, args);
  va_end(args);
  if (n > 0) out.append(buf, std::min<size_t>(static_cast<size_t>(n), sizeof buf - 1));
}

// The ranking: the cross table in ranking order, points, games and Elo, then how each
// bot that forfeited games lost them.
}  // namespace

std::string ranking_text(const TournamentSettings& settings, const TournamentTable& table,
                         const Scoring& scoring) {
  std::string out;
  const size_t n = settings.bots.size();
  std::vector<std::string> names;
  size_t width = 3;
  for (const auto& bot : settings.bots) {
    names.push_back(bot.label());
    width = std::max(width, names.back().size());
  }
  const auto ratings = rate(table);
  std::vector<size_t> order(n);
  for (size_t i = 0; i < n; ++i)
    order[i] = i;
  std::stable_sort(order.begin(), order.end(), [&](size_t x, size_t y) {
    const double px = table.points(x, scoring.win, scoring.draw, scoring.loss);
    const double py = table.points(y, scoring.win, scoring.draw, scoring.loss);
    return px != py ? px > py : ratings[x].elo > ratings[y].elo;
  });
  // Columns follow the ranking, as the rows do; a cell is the row's score / games.
  std::vector<std::string> cells(n);
  size_t cell = 3;
  for (size_t j = 0; j < n; ++j)
    cell = std::max(cell, std::to_string(j + 1).size());
  auto score_cell = [&](size_t i, size_t j) -> std::string {
    if (i == j) return "-";
    const Trinomial& t = table.results[i][j];
    return number(t.score()) + "/" + std::to_string(t.count());
  };
  for (size_t i = 0; i < n; ++i)
    for (size_t j = 0; j < n; ++j)
      cell = std::max(cell, score_cell(i, j).size());
  const int w = static_cast<int>(width), c = static_cast<int>(cell);
  add(out, "%*s %-*s", 3, "", w, "");
  for (size_t k = 0; k < n; ++k)
    add(out, "  %*zu", c, k + 1);
  add(out, "  %7s  %5s  %s\n", "points", "games", "Elo");
  for (size_t rank = 0; rank < n; ++rank) {
    const size_t i = order[rank];
    add(out, "%2zu. %-*s", rank + 1, w, names[i].c_str());
    int games = 0;
    for (size_t k = 0; k < n; ++k) {
      add(out, "  %*s", c, score_cell(i, order[k]).c_str());
      games += table.results[i][order[k]].count();
    }
    add(out, "  %7s  %5d  ",
        number(table.points(i, scoring.win, scoring.draw, scoring.loss)).c_str(), games);
    if (games > 0 && std::isfinite(ratings[i].error)) {
      add(out, "%+.0f +/- %.0f\n", ratings[i].elo, ratings[i].error);
    } else {
      add(out, "-\n");
    }
  }
  for (size_t i = 0; i < settings.bots.size(); ++i)
    if (table.loss_reasons[i].any_forfeit())
      out += table.loss_reasons[i].line(settings.bots[i].label()) + "\n";
  return out;
}

const cli::Command kTournament = make_spec();

int tournament(const cli::Args& args) {
  TournamentSettings settings;
  settings.event = "houserules tournament";
  read_series_settings(args, settings);
  if (!args.has("time") && !args.has("tc")) {
    // The game may give its own move time (a course's limit: Chinese checkers, 5 s).
    auto state = app::host().new_state(Trust::kTrusted);
    GameTable table(*state, settings.game, settings.seed);
    if (auto ms = table.tournament_time()) settings.time = TimeControl::per_move_ms(*ms);
  }
  for (size_t i = 1; i < args.positional.size(); ++i) {
    const std::string& text = args.positional[i];
    // c:DIR/ seats every C player in the folder (a class's submissions)
    if (text.rfind("c:", 0) == 0 && text.size() > 2 &&
        (text.back() == '/' || std::filesystem::is_directory(text.substr(2)))) {
      auto state = app::host().new_state(Trust::kTrusted);
      GameTable table(*state, settings.game, settings.seed);
      for (const auto& file : c_player_files(text.substr(2), c_function(table)))
        settings.bots.push_back(bot_spec(args, "c:" + file.string()));
    } else {
      settings.bots.push_back(bot_spec(args, text));
    }
  }
  if (settings.bots.size() < 2)
    throw cli::UsageError(
        "a tournament needs two bots or more (c:DIR/ counts every C player in DIR)");
  settings.rounds = static_cast<int>(args.integer("rounds", 1, 1, 1000000));
  const Scoring scoring = args.has("points") ? parse_points(*args.get("points")) : Scoring{};

  const int games = settings.games();
  bool resuming = false;
  if (auto path = args.get("resume")) {
    if (args.has("record") && settings.record_path != *path)
      throw cli::UsageError("--resume records to its own file; leave out --record");
    settings.record_path = *path;
    resuming = std::filesystem::exists(*path);
    settings.previous = resumed_games(*path, games, "tournament",
                                      [&](int index) { return tournament_game(settings, index); });
    settings.keep_pair_seeds(settings.previous);
  }
  try {  // the game fits a tournament before anything is said (match does the same)
    settings.check_game(app::host(), settings.bots);
  } catch (const std::invalid_argument& e) {
    throw cli::UserError(e.what());
  }
  std::printf("%s: round robin of %zu bots, %d round%s (%d games), %s, %s\n",
              settings.game.label().c_str(), settings.bots.size(), settings.rounds,
              settings.rounds == 1 ? "" : "s", games, settings.time.text().c_str(),
              settings.seed_text().c_str());
  if (resuming)
    std::printf("resuming %s: %zu of %d games already played\n", settings.record_path.c_str(),
                settings.previous.size(), games);
  std::fflush(stdout);
  app::ProgressLine progress;
  InterruptScope interrupts;
  TournamentTable table(settings.bots.size());
  try {
    table =
        run_tournament(app::host(), settings, [&](int, const Record&, const TournamentTable& t) {
          progress.update(std::to_string(t.games) + "/" + std::to_string(games) + " games");
        });
  } catch (const ScriptError& e) {
    progress.clear();
    throw cli::UserError(e.user_error() ? e.status().message : e.what());
  }
  progress.clear();
  if (Watchdog::interrupt_requested())
    std::printf("interrupted: %d finished games are counted\n", table.games);
  const std::string ranking = ranking_text(settings, table, scoring);
  std::fputs(ranking.c_str(), stdout);
  if (auto out = args.get("html")) {
    std::vector<std::string> names;
    for (const auto& bot : settings.bots)
      names.push_back(bot.label());
    const std::string about = std::to_string(table.games) + " games, " + settings.time.text() +
                              ", points " + number(scoring.win) + "," + number(scoring.draw) + "," +
                              number(scoring.loss);
    const auto written =
        write_file_atomic(*out, tournament_page(settings.game.label() + ": round robin of " +
                                                    std::to_string(names.size()) + " bots",
                                                about, ranking, names, rate(table)));
    if (!written) throw cli::UserError(written.error());
  }
  if (auto path = args.get("ranking")) {
    // A file to hand out: what the tournament was, then the same table.
    char head[512];
    std::snprintf(
        head, sizeof head, "%s: round robin of %zu players, %d game%s, %s, points %s,%s,%s\n",
        settings.game.label().c_str(), settings.bots.size(), table.games,
        table.games == 1 ? "" : "s", settings.time.text().c_str(), number(scoring.win).c_str(),
        number(scoring.draw).c_str(), number(scoring.loss).c_str());
    const auto written = write_file_atomic(*path, std::string(head) + ranking);
    if (!written) throw cli::UserError("--ranking: " + written.error());
    std::printf("ranking written to %s\n", path->c_str());
  }
  return Watchdog::interrupt_requested() ? 130 : 0;
}

}  // namespace hr::commands
