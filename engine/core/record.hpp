// The record of one game: everything needed to replay it exactly.
// Stored as one JSON object (a line of a JSON Lines file for matches).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/expected.hpp"
#include "core/json.hpp"

namespace hr {

struct GameResult {
  std::vector<double> scores;  // one per seat: 1 win, 0 loss, 0.5 draw (or the game's points)
  std::string reason;
};

struct Record {
  struct Move {
    int seat = 0;  // 1-based; 0 for a chance outcome
    std::string text;
    double seconds = 0;
  };

  std::string engine;  // "houserules 0.1.0"
  std::string game;
  std::vector<std::string> variants;
  std::vector<std::pair<std::string, std::string>> options;
  std::optional<std::string> position;  // the start position when not the game's own
  uint64_t seed = 0;
  std::vector<std::string> seats;  // what sat in each seat: "human", "alphabeta", ...
  std::vector<Move> moves;
  std::optional<GameResult> result;

  Json to_json() const;
  static Expected<Record> from_json(const Json& json);
  // Reads a record file: a JSON object, or a JSON Lines file whose line `index` (1-based)
  // is taken. Failures name the file and line.
  static Expected<Record> load(const std::string& path, int index = 1);
};

}  // namespace hr
