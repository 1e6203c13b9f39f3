// houserules replay FILE: plays a recorded game again, move by move, and checks that it
// ends as recorded.
#include <cstdio>

#include "app.hpp"
#include "commands.hpp"
#include "core/files.hpp"
#include "core/json.hpp"
#include "core/pgn.hpp"
#include "core/record.hpp"
#include "match/game_table.hpp"
#include "match/pgn_game.hpp"
#include "match/replay_page.hpp"
#include "match/script_error.hpp"

namespace hr::commands {

const cli::Command kReplay = {
    "replay",
    "FILE [--game N]",
    "Replay a recorded game exactly and check its result.",
    {{"game", "N", "which game of a JSON Lines or PGN file: its number in the match (default 1)",
      false},
     {"quiet", "", "print only the final position and the result", false},
     {"pgn", "", "print the game as PGN instead (every game of the file without --game)", false},
     {"html", "OUT", "write the game as a web page to OUT: the board at every move, with a slider",
      false}},
    1,
    1,
    "FILE is a record from `play --record`, `match --record` or :save, or a PGN file that\n"
    "houserules wrote (`--pgn`, `match --pgnout`): its Game, Seed and other tags say what to\n"
    "replay. PGN moves are in the game's external dialect where it has one (Dobutsu as\n"
    "Fairy-Stockfish writes it), else in its own notation with _ for each space."};

namespace {
bool looks_like_pgn(const std::string& path, const std::string& text) {
  if (path.size() >= 4 && path.compare(path.size() - 4, 4, ".pgn") == 0) return true;
  const size_t first = text.find_first_not_of(" \t\r\n");
  return first != std::string::npos && text[first] == '[';
}

// Every game of the file (a JSON object, JSON Lines or PGN), or game `index` alone
// when `one` is set.
std::vector<Record> load_games(const std::string& path, int index, bool one) {
  const auto text = read_file(path);
  if (!text) throw cli::UserError(text.error());
  if (looks_like_pgn(path, *text)) {
    auto games = read_pgn(*text, path);
    if (!games) throw cli::UserError(games.error());
    if (games->empty()) throw cli::UserError(path + ": holds no PGN game");
    std::vector<Record> out;
    // --game N: the game of round N, as in a match's JSON Lines (whose games are in the
    // order they ended), else the file's N-th
    size_t pick = static_cast<size_t>(index - 1);
    for (size_t i = 0; i < games->size(); ++i)
      if ((*games)[i].tag("Round") == std::to_string(index)) {
        pick = i;
        break;
      }
    for (size_t i = 0; i < games->size(); ++i) {
      if (one && i != pick) continue;
      auto record = pgn_to_record(app::host(), (*games)[i]);
      if (!record)
        throw cli::UserError(path + ": game " + std::to_string(i + 1) + ": " + record.error());
      out.push_back(std::move(*record));
    }
    if (out.empty())
      throw cli::UserError(path + ": holds " + std::to_string(games->size()) + " games, not " +
                           std::to_string(index));
    return out;
  }
  if (one) {
    auto record = Record::load(path, index);
    if (!record) throw cli::UserError(record.error());
    return {std::move(*record)};
  }
  if (auto whole = Json::parse(*text); whole && whole->is_object()) {
    auto record = Record::from_json(*whole);
    if (!record) throw cli::UserError(path + ": " + record.error());
    return {std::move(*record)};
  }
  auto lines = Record::parse_lines(*text, path);
  if (!lines) throw cli::UserError(lines.error());
  std::vector<Record> out;
  for (auto& l : *lines)
    out.push_back(std::move(l.record));
  return out;
}
}  // namespace

int replay(const cli::Args& args) {
  const int index = static_cast<int>(args.integer("game", 1, 1, 100000000));
  InterruptScope interrupts;
  if (args.has("pgn")) {
    try {
      for (const auto& game : load_games(args.positional[0], index, args.has("game")))
        std::printf("%s", write_pgn(record_to_pgn(app::host(), game)).c_str());
    } catch (const ScriptError& e) {
      throw cli::UserError(e.user_error() ? e.status().message : e.what());
    } catch (const std::invalid_argument& e) {
      throw cli::UserError(e.what());
    }
    return 0;
  }
  const auto games = load_games(args.positional[0], index, true);
  const Record* record = &games.front();
  if (auto out = args.get("html")) {
    try {
      const auto written = write_file_atomic(*out, replay_page(app::host(), *record));
      if (!written) throw cli::UserError(written.error());
    } catch (const ScriptError& e) {
      throw cli::UserError(e.user_error() ? e.status().message : e.what());
    } catch (const std::invalid_argument& e) {
      throw cli::UserError(e.what());
    }
    std::printf("%s: game %d of %s, %zu moves\n", out->c_str(), record->index.value_or(index),
                args.positional[0].c_str(), record->moves.size());
    return 0;
  }
  const bool quiet = args.has("quiet");
  const GameSpec spec = GameSpec::of(*record);
  auto state = app::host().new_state(Trust::kTrusted);
  try {
    GameTable table(*state, spec, record->seed);
    table.place_all(record->placements);
    const auto names = table.seat_names();
    std::printf("%s, seed %llu", spec.label().c_str(),
                static_cast<unsigned long long>(record->seed));
    for (size_t i = 0; i < record->seats.size() && i < names.size(); ++i)
      std::printf("%s %s: %s", i ? "," : ";", names[i].c_str(), record->seats[i].c_str());
    if (record->revealed)
      std::printf("; the person at the table saw everything after move %d", *record->revealed);
    std::printf("\n");
    int number = 0;
    for (const auto& move : record->moves) {
      ++number;
      const auto played = table.play_text(move.text, move.seconds, move.stats);
      if (!played)
        throw cli::UserError("move " + std::to_string(number) + " (" + move.text +
                             ") cannot be played: " + played.error());
      if (!quiet) {
        const std::string who = move.seat == 0
                                    ? "chance"
                                    : (move.seat >= 1 && move.seat <= static_cast<int>(names.size())
                                           ? names[static_cast<size_t>(move.seat - 1)]
                                           : "?");
        std::printf("%d. %s: %s\n", number, who.c_str(), played->c_str());
      }
    }
    // the board, on lines of its own whether or not the game ends its text with a newline
    const std::string board = table.show();
    std::printf("%s%s", board.c_str(), !board.empty() && board.back() != '\n' ? "\n" : "");
    const auto result = table.result();
    if (result) {
      std::printf("result: %s (%s)\n", result->reason.c_str(), result->scores_text().c_str());
      if (record->result && (record->result->scores != result->scores))
        throw cli::UserError("the record says '" + record->result->reason + "' (" +
                             record->result->scores_text() + ") but the replay ends with '" +
                             result->reason + "'");
    } else if (record->result) {
      std::printf("result: %s (%s), decided by the referee\n", record->result->reason.c_str(),
                  record->result->scores_text().c_str());
    } else {
      std::printf("the game was not finished\n");
    }
  } catch (const ScriptError& e) {
    throw cli::UserError(e.user_error() ? e.status().message : e.what());
  }
  return 0;
}

}  // namespace hr::commands
