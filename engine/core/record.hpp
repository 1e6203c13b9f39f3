// The record of one game: everything needed to replay it exactly.
// Stored as one JSON object (a line of a JSON Lines file for matches).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/expected.hpp"
#include "core/json.hpp"
#include "core/turn.hpp"

namespace hr {

struct GameResult {
  std::vector<double> scores;  // one per seat: 1 win, 0 loss, 0.5 draw (or the game's points)
  std::string reason;

  // The scores as people write them: "1-0", "0.5-0.5", "3-1-0-0"; "-2, 2" where one is
  // negative.
  std::string scores_text() const;
};

struct RecordLine;

// What a record says of how a game was dealt (Record::deal): "secret" when its seeds came
// from a key from the OS, else "seeded" when the game keeps secrets (hides something or
// rolls dice), else "".
std::string deal_name(bool secret_key, bool keeps_secrets);

struct Record {
  struct Move {
    int seat = 0;  // 1-based; 0 for a chance outcome
    std::string text;
    double seconds = 0;
    SearchStats stats;  // what the bot said of its search, when it did
  };

  std::string engine;  // "houserules 0.1.0"
  std::string game;
  std::vector<std::string> variants;
  std::vector<std::pair<std::string, std::string>> options;
  std::optional<std::string> position;  // the start position when not the game's own
  // Each seat's own set-up (a bot's `place`), by seat, "" where the game set it up; empty
  // when no seat chose one.
  std::vector<std::string> placements;
  uint64_t seed = 0;
  // In a game that hides something from a seat: "secret" when its seed came from a key
  // no one knew (written here when the game ended), "seeded" when from a --seed that
  // whoever knows it can replay; "" otherwise.
  std::string deal;                // deal_name()
  std::vector<std::string> seats;  // what sat in each seat: "human", "alphabeta", ...
  std::vector<Move> moves;
  std::optional<GameResult> result;
  std::optional<int> index;  // the game's number (1-based) in a match or tournament
  // What a series (a match, a tournament) says of each of its games, as PGN's tags say it;
  // empty (and left out of the JSON) outside one.
  std::string event;         // the series' name: "houserules match", or --event
  std::string date;          // when the game began, UTC: "2026-11-27T14:50:12Z"
  std::string time_control;  // TimeControl::text(): "1000ms/move", "60+0.5"
  // The series' other settings that change how games go, by name: "margin_ms",
  // "memory_mb", "openings" (a resumed series must have the same).
  std::vector<std::pair<std::string, double>> settings;
  std::string termination;     // how it ended, in a word: "normal", "time forfeit", ...
  std::optional<int> opening;  // its opening's number in the series' openings file (1-based)
  // In a game that hides something: how many moves had been played when the person at the
  // table asked to see everything (the REPL's :reveal); absent when no one did.
  std::optional<int> revealed;

  Json to_json() const;
  static Expected<Record> from_json(const Json& json);
  // A move's search report as fields of its JSON object ("depth", "nodes", "score", those
  // present), and back (loosely: what is no number is left out, then checked()).
  static void put_stats(Json& move, const SearchStats& stats);
  static SearchStats stats_from(const Json& move);
  // Reads a record file: a JSON object, or from a JSON Lines file game `index` of a match
  // (the record that carries that index) or else its `index`-th record. Failures name the
  // file and line.
  static Expected<Record> load(const std::string& path, int index = 1);

  // Every record of a JSON Lines file. A last line without its newline that does not
  // parse (a run killed while writing it) is left out, and `torn` is set.
  static Expected<std::vector<RecordLine>> load_lines(const std::string& path,
                                                      bool* torn = nullptr);
  // The same, from the file's text; `path` names it in messages.
  static Expected<std::vector<RecordLine>> parse_lines(std::string_view text,
                                                       const std::string& path,
                                                       bool* torn = nullptr);
};

struct RecordLine {
  int line = 0;  // 1-based, in the file
  Record record;
};

}  // namespace hr
