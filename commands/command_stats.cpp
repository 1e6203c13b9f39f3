// houserules stats FILE...: the verdict of a match from its record files alone: shards
// played on many machines, a resumed file, in any order, merged by the games' numbers.
#include <algorithm>
#include <cstdio>
#include <map>

#include "commands.hpp"
#include "core/files.hpp"
#include "core/json.hpp"
#include "core/record.hpp"
#include "match/match.hpp"
#include "match/tournament.hpp"
#include "match_page.hpp"
#include "match_summary.hpp"
#include "tournament_ranking.hpp"

namespace hr::commands {

const cli::Command kStats = {
    "stats",
    "FILE... [--sprt ELO0,ELO1] [--json]",
    "The verdict of a match from its record files: shards, resumed files, in any order.",
    {{"sprt", "ELO0,ELO1[,A,B]", "the sequential test's state over these games", false},
     {"json", "", "the summary as one JSON object, as match --json prints it", false},
     {"html", "OUT", "also write the match as a page to OUT, as match --html does", false},
     {"points", "W,D,L", "a tournament's points per win, draw, loss (default 1,0.5,0)", false}},
    1,
    100000,
    "Each FILE is a match's --record (JSON Lines). Games are counted once by their number,\n"
    "paired as the match pairs them (games 2k-1 and 2k), and the summary is the one `match`\n"
    "prints: the score, each bot's forfeits, the Elo difference over the pairs and, with\n"
    "--sprt, the test's state. A game that is in two files must be the same game in both;\n"
    "a file of another match (other bots, game or time control) is refused with its line.\n"
    "A tournament's records (tournament --record) give its cross table instead."};

namespace {
bool same_game(const Record& x, const Record& y) {
  if (x.moves.size() != y.moves.size() || x.seed != y.seed || x.seats != y.seats) return false;
  for (size_t i = 0; i < x.moves.size(); ++i)
    if (x.moves[i].text != y.moves[i].text) return false;
  return x.result && y.result && x.result->scores == y.result->scores;
}
// A tournament's cross table from its records: the bots' order (which the games' numbers
// follow) comes back from who sat where in each numbered game.
int tournament_stats(const cli::Args& args,
                     const std::vector<std::pair<std::string, Record>>& records) {
  std::vector<std::string> names;
  for (const auto& [where, r] : records)
    for (const auto& seat : r.seats)
      if (std::find(names.begin(), names.end(), seat) == names.end()) names.push_back(seat);
  TournamentSettings settings;
  for (const auto& name : names) {
    BotSpec bot;
    bot.name = name;
    settings.bots.push_back(bot);
  }
  std::vector<std::string> order(names.size());
  std::map<int, const Record*> games;
  const std::string label =
      GameSpec{records[0].second.game, records[0].second.variants, {}, {}}.label();
  for (const auto& [where, r] : records) {
    if (r.seats.size() != 2 || GameSpec{r.game, r.variants, {}, {}}.label() != label ||
        r.time_control != records[0].second.time_control)
      throw cli::UserError(where + "game " + std::to_string(*r.index) +
                           " is not of the tournament of " +
                           records[0].first.substr(0, records[0].first.size() - 2));
    const Pairing p = tournament_pairing(settings, *r.index - 1);
    for (int seat = 0; seat < 2; ++seat) {
      auto& slot = order[static_cast<size_t>(seat == 0 ? p.first : p.second)];
      if (slot.empty()) slot = r.seats[static_cast<size_t>(seat)];
      if (slot != r.seats[static_cast<size_t>(seat)])
        throw cli::UserError(where + "game " + std::to_string(*r.index) + " seats " +
                             r.seats[static_cast<size_t>(seat)] +
                             " where the tournament's order has " + slot +
                             " (are the files of one tournament?)");
    }
    auto [at, added] = games.emplace(*r.index, &r);
    if (!added && !same_game(*at->second, r))
      throw cli::UserError(where + "game " + std::to_string(*r.index) +
                           " is in another file too, and the two differ");
  }
  for (size_t i = 0; i < order.size(); ++i)
    if (order[i].empty())
      throw cli::UserError("the records do not say where bot " + names[i] + " sits");
  for (size_t i = 0; i < order.size(); ++i)
    settings.bots[i].name = order[i];
  TournamentTable table(order.size());
  for (const auto& [index, r] : games)
    table.add(tournament_pairing(settings, index - 1), *r);
  const Scoring scoring = args.has("points") ? parse_points(*args.get("points")) : Scoring{};
  const std::string ranking = ranking_text(settings, table, scoring);
  std::printf("%s: round robin of %zu bots, %d games from %zu file%s\n", label.c_str(),
              order.size(), table.games, args.positional.size(),
              args.positional.size() == 1 ? "" : "s");
  std::fputs(ranking.c_str(), stdout);
  if (auto out = args.get("html")) {
    const auto written = write_file_atomic(
        *out, tournament_page(label + ": round robin of " + std::to_string(order.size()) + " bots",
                              std::to_string(table.games) + " games", ranking, order, rate(table)));
    if (!written) throw cli::UserError(written.error());
  }
  return 0;
}
}  // namespace

int stats(const cli::Args& args) {
  MatchLabels labels;
  if (auto text = args.get("sprt")) {
    std::string why;
    labels.sprt = Sprt::parse(*text, why);
    if (!labels.sprt) throw cli::UsageError("--sprt: " + why);
  }
  std::map<int, Record> games;
  std::string first;  // the file and line the match's description came from
  std::vector<std::pair<std::string, Record>> tournament_games;  // where, and the game
  std::vector<std::pair<std::string, double>> settings;
  for (const auto& path : args.positional) {
    bool torn = false;
    auto lines = Record::load_lines(path, &torn);
    if (!lines) throw cli::UserError(lines.error());
    if (torn)
      std::fprintf(stderr, "%s: its last line was cut short and is left out\n", path.c_str());
    for (auto& l : *lines) {
      Record& r = l.record;
      const std::string where = path + ":" + std::to_string(l.line) + ": ";
      if (!r.index) throw cli::UserError(where + "not a game of a match (it has no number)");
      if (!r.result)
        throw cli::UserError(where + "game " + std::to_string(*r.index) + " has no result");
      if (r.event == "houserules tournament") {
        tournament_games.push_back({where, r});
        continue;
      }
      if (!tournament_games.empty())
        throw cli::UserError(where + "a match's game among a tournament's");
      if (r.seats.size() != 2)
        throw cli::UserError(where + "a match's game has two seats, this one " +
                             std::to_string(r.seats.size()));
      // A sits first in the match's odd-numbered games (index 2k-1), second in the others.
      const bool a_first = (*r.index - 1) % 2 == 0;
      const std::string a = r.seats[a_first ? 0 : 1], b = r.seats[a_first ? 1 : 0];
      const std::string game = GameSpec{r.game, r.variants, {}, {}}.label();
      if (first.empty()) {
        labels.game = game;
        labels.a = a;
        labels.b = b;
        labels.time_control = r.time_control;
        settings = r.settings;
        first = where;
      } else {
        std::string differs;
        if (game != labels.game)
          differs = "it is " + game + ", not " + labels.game;
        else if (a != labels.a || b != labels.b)
          differs = "its bots are " + a + " and " + b + ", not " + labels.a + " and " + labels.b;
        else if (r.time_control != labels.time_control)
          differs = "it was played at " + r.time_control + ", not " + labels.time_control;
        else if (r.settings != settings)
          differs = "its settings differ (--margin, --memory or --random-opening)";
        if (!differs.empty())
          throw cli::UserError(where + "game " + std::to_string(*r.index) +
                               " is not of the match of " + first.substr(0, first.size() - 2) +
                               ": " + differs);
      }
      auto [at, added] = games.emplace(*r.index, r);
      if (!added && !same_game(at->second, r))
        throw cli::UserError(where + "game " + std::to_string(*r.index) +
                             " is in another file too, and the two differ");
    }
  }
  if (!tournament_games.empty()) {
    if (!games.empty()) throw cli::UserError(first + "a match's game among a tournament's");
    return tournament_stats(args, tournament_games);
  }
  if (games.empty()) throw cli::UserError("no game in " + args.positional[0]);
  MatchTally tally;
  for (const auto& [index, record] : games) {
    tally.add(index - 1, a_points(record, index - 1));
    tally.count_losses(index - 1, record);
  }
  if (labels.sprt) tally.sprt = labels.sprt->decision(tally.pairs);
  if (auto out = args.get("html")) {
    std::vector<std::pair<int, double>> order;  // by number: the files do not say when each ended
    for (const auto& [index, record] : games)
      order.emplace_back(index - 1, a_points(record, index - 1));
    const auto written = write_file_atomic(*out, match_page(labels, tally, order));
    if (!written) throw cli::UserError(written.error());
  }
  if (args.has("json")) {
    std::printf("%s\n", summary_json(labels, tally, false).dump().c_str());
    return 0;
  }
  std::printf("%s: %s vs %s, %d game%s from %zu file%s%s%s\n", labels.game.c_str(),
              labels.a.c_str(), labels.b.c_str(), tally.games, tally.games == 1 ? "" : "s",
              args.positional.size(), args.positional.size() == 1 ? "" : "s",
              labels.time_control.empty() ? "" : ", ", labels.time_control.c_str());
  print_summary(labels, tally);
  return 0;
}

}  // namespace hr::commands
